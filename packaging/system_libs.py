"""The shared libraries the bundle takes from the system instead of carrying them (one place).

Each is on every desktop Linux the app targets and keeps its ABI within its
soname; the spec leaves them out of the bundle, ``make_deb.py`` depends on
their packages, docs/PACKAGING.md and the README list them. Qt, ICU and
libstdc++ stay bundled (Qt's private ABI; libstdc++ must be as new as the
one Qt was built with).

Name -> the Debian/Ubuntu package(s) that provide it (alternatives for the
64-bit time_t renames of Debian 13 / Ubuntu 24.04).
"""

SYSTEM_LIBRARIES = {
    # every desktop has the session bus; bundling it dragged in libsystemd and more (2.8 MB)
    "libdbus-1.so.3": "libdbus-1-3",
    # OpenSSL 3 (ssl for wss://, hashlib): every 3.x keeps the 3.0 ABI (symbols versioned OPENSSL_3.0.0); 5.4 MB
    "libssl.so.3": "libssl3 | libssl3t64",
    "libcrypto.so.3": "libssl3 | libssl3t64",
    # SQLite (the statistics): stable C API since 2004; Python's _sqlite3 calls sqlite3_serialize (3.36); 1.4 MB
    "libsqlite3.so.0": "libsqlite3-0 (>= 3.36)",
    # Xlib (QtGui and the xcb platform link it): soname 6 since 1995, as universal as libxcb (never bundled); 1.3 MB
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    # zstd (QtCore calls 4 functions of its stable API, the newest from 1.3.0); dpkg and systemd need it; 0.8 MB
    "libzstd.so.1": "libzstd1",
    # GLib (Qt's event dispatcher): ABI-stable 2.x since 2002, every desktop (GTK, GNOME, KDE's portals) has it;
    # PCRE2 comes with it; 1.9 MB
    "libglib-2.0.so.0": "libglib2.0-0 | libglib2.0-0t64",
    "libgthread-2.0.so.0": "libglib2.0-0 | libglib2.0-0t64",
    "libpcre2-8.so.0": "libpcre2-8-0",
    # glibc's vector maths (the sound library, miniaudio, links it): part of the C library itself, which is never
    # bundled; 1.0 MB
    "libmvec.so.1": "libc6",
}
