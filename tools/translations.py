"""Keep the translation files current: ``python tools/translations.py [--check] [LANG ...]``.

* The texts are found by ``pyside6-lupdate``: every ``tr()`` in ``newworld/``,
  and two sets of texts that live in data files, handed to it as a generated
  source file: the cards' names (context ``Cards``, from ``resources/cards.json``
  and every kept card set in ``resources/catalogs/``) and the pieces of the
  rules for players (context ``Rules``, :mod:`newworld.narration.rules`).
* ``resources/i18n/newworld_en.ts`` holds the English plural forms of every
  ``%n`` text ("%n card(s)" -> "%n card", "%n cards"); this tool fills them in
  from the ``(s)`` in the source.
* ``newworld_<LANG>.ts`` for each language given (or already there) is updated
  with every text, for translators (Qt Linguist); new texts come in unfinished,
  texts gone from the app are dropped.
* Each ``.ts`` is compiled to the ``.qm`` the app loads (``pyside6-lrelease``).

``--check`` changes nothing and exits 1 if a file is out of date (a test runs it).
``--release`` only compiles each ``.ts`` to its ``.qm`` (the app build's step, ``packaging/build.py``).
How complete each language is: ``newworld-cli i18n-check``.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from newworld.narration import rules  # noqa: E402

SOURCES = ROOT / "newworld"
RESOURCES = ROOT / "resources"
I18N = RESOURCES / "i18n"
PREFIX = "newworld_"


def _tool(name: str) -> str:
    """The pyside6 tool beside the running Python (in the venv), else on PATH."""
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else name


def card_names() -> list[str]:
    """The name of every card of the current card set and of the kept ones, in order, once each."""
    names: dict[str, None] = {}
    for path in [RESOURCES / "cards.json", *sorted((RESOURCES / "catalogs").glob("cards-*.json"))]:
        for card in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            names.setdefault(card["name"], None)
    return list(names)


def data_texts(folder: Path) -> Path:
    """A Python file in ``folder`` that names the texts of the data files for lupdate."""
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP", ""]
    lines += [f"QT_TRANSLATE_NOOP('Cards', {name!r})" for name in card_names()]
    lines += [f"QT_TRANSLATE_NOOP({rules.CONTEXT!r}, {piece.text!r})"
              for piece in rules.pieces(rules.english_markdown()) if piece.translatable]
    path = folder / "data_texts.py"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def lupdate(ts: Path, language: str, plural_only: bool, extra: Path) -> None:
    args = [_tool("pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete",
            "-target-language", language, str(SOURCES), str(extra), "-ts", str(ts)]
    if plural_only:
        args.insert(1, "-pluralonly")
    subprocess.run(args, check=True, capture_output=True, text=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("pyside6-lrelease"), "-nounfinished", str(ts), "-qm", str(qm)], check=True,
                   capture_output=True, text=True)


def fill_english_plurals(ts: Path) -> list[str]:
    """Write "%n card" and "%n cards" for "%n card(s)" (a text without "(s)", such as
    "%n in supply", is the same for any number); return the sources it cannot fill."""
    tree = ET.parse(ts)
    unfilled = []
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = translation.findall("numerusform")
        if len(forms) != 2 or source.count("(s)") > 1:
            unfilled.append(source)
            continue
        for form, text in zip(forms, (source.replace("(s)", ""), source.replace("(s)", "s")), strict=True):
            form.text = text
        translation.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return unfilled


def update(folder: Path, languages: list[str]) -> list[str]:
    """Make every file in ``folder``; return problems."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        extra = data_texts(Path(scratch))
        english = folder / f"{PREFIX}en.ts"
        english.unlink(missing_ok=True)  # made afresh from the code each time
        lupdate(english, "en", plural_only=True, extra=extra)
        problems = [f"no English plural for {s!r}: write it as 'word(s)'" for s in fill_english_plurals(english)]
        for language in languages:
            lupdate(folder / f"{PREFIX}{language}.ts", language, plural_only=False, extra=extra)
    for ts in sorted(folder.glob(f"{PREFIX}*.ts")):
        lrelease(ts, ts.with_suffix(".qm"))
    return problems


def languages_present(folder: Path) -> list[str]:
    return sorted(p.stem.removeprefix(PREFIX) for p in folder.glob(f"{PREFIX}*.ts") if p.stem != f"{PREFIX}en")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("languages", nargs="*", help="language codes to add, e.g. de fr es pl")
    parser.add_argument("--check", action="store_true", help="only check that the files are current")
    parser.add_argument("--release", action="store_true", help="only compile each .ts to its .qm")
    args = parser.parse_args(argv)
    if args.release:
        for ts in sorted(I18N.glob(f"{PREFIX}*.ts")):
            lrelease(ts, ts.with_suffix(".qm"))
        print(f"compiled {len(list(I18N.glob(f'{PREFIX}*.ts')))} translations in {I18N}")
        return 0
    languages = sorted(set(args.languages) | set(languages_present(I18N)))
    if not args.check:
        problems = update(I18N, languages)
        print("\n".join(problems) or f"updated {I18N}")
        return 1 if problems else 0
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp)
        for ts in I18N.glob(f"{PREFIX}*.ts"):
            shutil.copy(ts, fresh / ts.name)
        problems = update(fresh, languages)
        names = sorted(p.name for p in fresh.iterdir())
        stale = [n for n in names if not (I18N / n).exists() or not filecmp.cmp(fresh / n, I18N / n, shallow=False)]
    problems += [f"{n} is out of date: run python tools/translations.py" for n in stale]
    print("\n".join(problems) or "translation files are current")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
