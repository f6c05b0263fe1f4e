"""Render the application icon from its SVG source.

    python packaging/make_icons.py [--png-dir resources/icons] [--out build/icons]

Writes ``newworld-<size>.png`` for every size in :data:`PNG_SIZES` into
``--png-dir`` (committed: the app uses them at run time), and ``newworld.ico``
(Windows) and ``newworld.icns`` (macOS) into ``--out`` (build products).
PNGs are rendered by Qt's SVG renderer (offscreen, no screen needed); the ICO
and ICNS containers are written here in pure Python, with PNG payloads.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "newworld.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types share sizes).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512), ("ic10", 1024))


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of ``svg`` rendered at each size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(["make_icons"])
    renderer = QSvgRenderer(QByteArray(svg.read_bytes()))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")  # type: ignore[call-overload]
        buffer.close()
        out[size] = bytes(data.data())
    del _app
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (supported since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            data = pngs[size]
            body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--svg", type=Path, default=SVG)
    parser.add_argument("--png-dir", type=Path, default=SVG.parent, help="where the PNG sizes go")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "icons", help="where .ico and .icns go")
    parser.add_argument("--no-png", action="store_true", help="only write .ico and .icns")
    args = parser.parse_args(argv)

    pngs = render_pngs(args.svg, tuple(sorted(set(PNG_SIZES) | set(ICO_SIZES) | {1024})))
    if not args.no_png:
        args.png_dir.mkdir(parents=True, exist_ok=True)
        for size in PNG_SIZES:
            target = args.png_dir / f"newworld-{size}.png"
            if not target.is_file() or target.read_bytes() != pngs[size]:
                target.write_bytes(pngs[size])
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "newworld.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (args.out / "newworld.icns").write_bytes(icns_bytes(pngs))
    print(f"icons: {len(PNG_SIZES)} PNGs in {args.png_dir}, newworld.ico and newworld.icns in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
