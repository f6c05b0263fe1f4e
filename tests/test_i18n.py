"""Choosing the language: --lang, NEWWORLD_LANG, the Preferences, the system's; Qt's own translations
with ours; i18n-check; the rules for players."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from newworld.narration import install
from newworld.narration.translation import completeness, current_language
from newworld.words.languages import (
    LANG_ENV,
    UnknownLanguage,
    available_languages,
    check_language,
    requested_language,
)

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ["de", "es", "fr", "pl"]
BIN = Path(sys.executable).parent


@pytest.fixture
def language(qapp):
    """Install a language for one test; the session's comes back after it."""
    yield lambda code: install(qapp, code)
    install(qapp)


def test_the_shipped_languages_are_found():
    assert available_languages() == ["de", "en", "es", "fr", "pl"]
    assert check_language("de") == "de" and check_language("pl_PL") == "pl_PL" and check_language("") == ""
    with pytest.raises(UnknownLanguage, match="no translation for 'xx'.*de, en, es, fr, pl"):
        check_language("xx")


def test_the_option_comes_first_then_the_environment_then_the_preferences(monkeypatch):
    monkeypatch.delenv(LANG_ENV, raising=False)
    monkeypatch.delenv("NEWWORLD_LANGUAGE", raising=False)
    assert requested_language(None, None) == ""  # the system's
    assert requested_language(None, "fr") == "fr"
    monkeypatch.setenv(LANG_ENV, "es")
    assert requested_language(None, "fr") == "es"
    assert requested_language("pl", "fr") == "pl"


@pytest.mark.parametrize("code", SHIPPED)
def test_a_language_comes_with_qts_own_translation_of_the_standard_buttons(language, code):
    loaded = language(code)
    assert current_language() == code
    assert any(Path(f).name == f"newworld_{code}.qm" for f in loaded)
    assert any(Path(f).name == f"qtbase_{code}.qm" for f in loaded)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"  # Abbrechen, Annuler, …


def test_english_and_an_unknown_system_language_leave_the_texts_english(language):
    language("en")
    assert current_language() == "en"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    language("xx")  # (a system locale with no translation)
    assert current_language() == "en"


def test_going_back_to_the_systems_language_forgets_the_last_one(language, monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_GB")))
    language("fr")
    assert current_language() == "fr" and QLocale().language() == QLocale.Language.French
    language("")  # the system's (English here), not the locale French left as the default
    assert current_language() == "en" and QLocale().language() == QLocale.Language.English


def test_a_wrong_lang_option_is_one_line_and_no_window():
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    result = subprocess.run([str(BIN / "newworld"), "--lang", "xx"], capture_output=True, text=True, env=env,
                            timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == "newworld: no translation for 'xx' (New World speaks de, en, es, fr, pl)"
    result = subprocess.run([str(BIN / "newworld-cli"), "render", "--lang", "xx", "--out", "x.png"],
                            capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 2 and "no translation for 'xx'" in result.stderr


def test_i18n_check_counts_the_texts_and_the_unfinished_ones_per_language():
    result = subprocess.run([str(BIN / "newworld-cli"), "i18n-check", "--json"], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert sorted(report["languages"]) == SHIPPED
    strings = {counts["strings"] for counts in report["languages"].values()}
    assert len(strings) == 1 and strings.pop() > 300  # every language has every text
    assert all(0 <= c["unfinished"] <= c["strings"] for c in report["languages"].values())
    assert report["complete"] == (not any(c["unfinished"] for c in report["languages"].values()))
    text = subprocess.run([str(BIN / "newworld-cli"), "i18n-check"], capture_output=True, text=True, timeout=60)
    assert text.stdout.splitlines()[0].startswith("de  Deutsch")


def test_i18n_check_counts_unfinished_plural_and_empty_translations(tmp_path):
    (tmp_path / "newworld_xx.ts").write_text("""<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="xx"><context><name>A</name>
<message><source>One</source><translation>Eins</translation></message>
<message><source>Two</source><translation type="unfinished"></translation></message>
<message numerus="yes"><source>%n card(s)</source><translation><numerusform>%n Karte</numerusform>
<numerusform></numerusform></translation></message>
<message><source>Gone</source><translation type="vanished">Weg</translation></message>
</context></TS>""", encoding="utf-8")
    assert completeness(tmp_path) == {"xx": {"strings": 3, "unfinished": 2}}


def test_render_in_a_language(language, tmp_path):
    from newworld.render import build_window

    window = build_window(3, 2, 2, (900, 600), "random", tmp_path, language="pseudo")
    try:
        assert window.side.title.text().startswith("⟦")
        assert window.windowTitle().startswith("⟦")
    finally:
        window.close()


def test_the_preferences_choose_the_language_and_size_for_the_next_start(window, qtbot):
    from newworld.gui.preferences import PreferencesDialog
    from newworld.gui.settings import apply_ui_scale, read_language, read_ui_scale, write_start_preferences

    write_start_preferences(window.settings, "fr", 150)
    dialog = PreferencesDialog(2, True, False, window, start=window.settings)
    assert dialog.chosen_language() == "fr" and dialog.chosen_ui_scale() == 150
    assert any("starts next time" in label.text() for label in dialog.findChildren(QLabel))
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == ["", "de", "en", "es", "fr", "pl"]
    assert dialog.language.itemText(1) == "Deutsch"

    def choose() -> None:
        chosen = QApplication.activeModalWidget()
        if not isinstance(chosen, PreferencesDialog):
            QTimer.singleShot(20, choose)
            return
        chosen.language.setCurrentIndex(chosen.language.findData("de"))
        chosen.ui_scale.setCurrentIndex(chosen.ui_scale.findData(200))
        chosen.accept()

    window.show_dialogs = True
    QTimer.singleShot(20, choose)
    window.preferences()
    assert read_language(window.settings, available_languages()) == "de"
    assert read_ui_scale(window.settings) == 200
    environ = dict(os.environ)
    try:
        os.environ.pop("QT_SCALE_FACTOR", None)
        apply_ui_scale(window.settings)
        assert os.environ["QT_SCALE_FACTOR"] == "2"
        os.environ["QT_SCALE_FACTOR"] = "1.5"  # the environment wins
        apply_ui_scale(window.settings)
        assert os.environ["QT_SCALE_FACTOR"] == "1.5"
    finally:
        os.environ.clear()
        os.environ.update(environ)


def test_damaged_language_and_size_settings_fall_back(tmp_path):
    from newworld.gui.settings import read_language, read_ui_scale

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "klingon")
    settings.setValue("ui_scale", 130)
    assert read_language(settings, available_languages()) == ""
    assert read_ui_scale(settings) == 100


def test_the_rules_in_the_window_are_for_players():
    """Help → Rules: how to play, without the implementation notes of docs/RULES.md."""
    from newworld.gui.mainwindow import rules_text

    text = rules_text()
    assert text.startswith("# How to play New World")
    assert "## The Surveyors" in text and "| **Town**" in text
    for developer_words in ("tests/test_rules", "TILESET", "as New World implements them"):
        assert developer_words not in text
    assert "---" not in text.splitlines()


def test_the_rules_are_translated_piece_by_piece(language):
    from newworld.gui.mainwindow import rules_text

    language("pseudo")
    lines = [line for line in rules_text().splitlines() if line.strip() and set(line) - set("|-: ")]
    assert all("⟦" in line for line in lines)
    assert lines[0].startswith("# ⟦")


def test_the_bundle_keeps_of_qts_translations_what_the_windows_show(tmp_path):
    """packaging/qt_translations.py: the standard buttons and the usual key names stay, the rest of
    QtBase's texts go, and Qt reads the result."""
    import importlib.util

    from PySide6.QtCore import QTranslator

    from newworld.narration.translation import qt_translations_dirs

    spec = importlib.util.spec_from_file_location("qt_translations", ROOT / "packaging" / "qt_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    whole = next(Path(d) / "qtbase_de.qm" for d in qt_translations_dirs() if (Path(d) / "qtbase_de.qm").is_file())
    cut = module.write_cut_down(whole, tmp_path / "qtbase_de.qm")
    assert cut.stat().st_size < whole.stat().st_size / 5
    translator = QTranslator()
    assert translator.load(str(cut))
    assert translator.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    assert translator.translate("QShortcut", "Ctrl") == "Strg" and translator.translate("QShortcut", "Del") == "Entf"
    assert translator.translate("QRegularExpression", "no error") == ""  # dropped
    assert translator.translate("QShortcut", "Media Play") == ""
    with pytest.raises(ValueError, match="not a Qt translation"):
        module.keep_contexts(b"not a qm file at all")


@pytest.mark.parametrize(("code", "half", "decimals", "thousands"), [
    ("de", "50\u00a0%", "12,5", "1.500"),
    ("fr", "50\u00a0%", "12,5", "1\u202f500"),
    ("pl", "50%", "12,5", "1500"),
])
def test_numbers_are_written_as_the_language_writes_them(language, code, half, decimals, thousands):
    """The charts, the statistics and the review write percentages, decimals and big numbers the way of
    the player's language (its decimal mark, its grouping, its space before the per cent sign or none)."""
    from newworld.narration import decimal_text, learning, number_text, percent_text

    language(code)
    assert (percent_text(0.5), decimal_text(12.5), number_text(1500), number_text(2.0)) == (
        half, decimals, thousands, "2")
    assert decimals in learning().review_turn(7, 12.5)
    summary = learning().review_done(20, 12, 12.5)
    assert decimals in summary and "20" in summary and "12" in summary


# The words players of the game know: the published German edition (Carcassonne – Mayflower, Hans im
# Glück 2008) says Bandit, Sheriff, Farmer, Trapper and Landvermesser, and French players of it say
# bandit, shérif, fermier, trappeur and arpenteur; Spanish and Polish follow the English edition with
# Carcassonne's usual words (ladrón, rozbójnik). Each role has one word everywhere: rules, log, tutorial, panel.
EDITION_ROLES = {
    "de": ("Bandit", "Sheriff", "Farmer", "Trapper", "Landvermesser"),
    "fr": ("Bandit", "Shérif", "Fermier", "Trappeur", "Arpenteurs"),
    "es": ("Ladrón", "Comerciante", "Granjero", "Trampero", "Agrimensores"),
    "pl": ("Rozbójnik", "Sklepikarz", "Farmer", "Traper", "Mierniczowie"),
}
OTHER_FIGURES = {  # what each role is not called in that language (a reader would take it for another figure)
    "de": r"Räuber|Händler|Ladenbesitzer|Kaufmann|Wegelagerer|Vermesser\b",
    "fr": r"[Vv]oleur|[Cc]ommerçant|[Mm]archand|[Gg]éomètre|[Ee]xplorateur",
    "es": r"[Bb]andid|[Ss]h?erif|[Tt]endero|[Ee]xplorador",
    "pl": r"[Bb]andyt|[Ss]zeryf|[Kk]upiec|[Gg]eodet",
}


def translations_of(code: str) -> dict[tuple[str, str], str]:
    """(context, source) -> translation, from resources/i18n/newworld_<code>.ts."""
    import xml.etree.ElementTree as ET

    root = ET.parse(Path(__file__).resolve().parent.parent / "resources" / "i18n" / f"newworld_{code}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            found[(context.findtext("name") or "", message.findtext("source") or "")] = " ".join(
                "".join(translation.itertext()).split()) if translation is not None else ""
    return found


@pytest.mark.parametrize("code", SHIPPED)
def test_the_roles_have_the_words_players_of_the_game_know_everywhere(code):
    texts = translations_of(code)
    roles = tuple(texts[("Names", source)] for source in ("Robber", "Shopkeeper", "Farmer", "Trapper", "Surveyors"))
    assert roles == EDITION_ROLES[code]
    others = [(key, text) for key, text in texts.items() if re.search(OTHER_FIGURES[code], text)]
    assert others == []


def test_the_listed_wording_problems_stay_fixed(language):
    de, fr = translations_of("de"), translations_of("fr")
    assert de[("TurnBox", "Take back")] == "Zurücknehmen"  # not "Zurück", which reads as navigation
    assert fr[("TurnBox", "Take back")] == "Reprendre"
    language("fr")
    assert fr[("TurnBox", "Take back")] != QCoreApplication.translate("QPlatformTheme", "Cancel")  # Annuler
    assert "von {player}" not in de[("Messages", "{player}'s card — drag it")]
    # French: one clicks *on* something
    assert not [text for text in fr.values() if re.search(r"\bcliquez (un|une|le|la|les|votre)\b", text, re.I)]



# A space of the score track and a cell on the table are two things, each with its own word: the track keeps the
# word players use for it (German Feld, Spanish casilla, Polish pole), a cell or a starting space on the table
# is something else (Stelle, hueco and punto de salida, miejsce).
TRACK_SPACE = {
    "de": ("Feld {space}", r"\bFeld(er)?\b"),
    "es": ("casilla {space}", r"\bcasillas?\b"),
    "pl": ("pole {space}", r"\bpol(e|a|u|em|ach|ami)\b|\bpól\b"),
}


@pytest.mark.parametrize("code", sorted(TRACK_SPACE))
def test_a_cell_on_the_table_is_not_called_as_a_space_of_the_score_track(code):
    texts = translations_of(code)
    track, track_word = TRACK_SPACE[code]
    assert texts[("Messages", "track {space}")] == track
    cell_texts = [text for (context, source), text in texts.items()
                  if re.search(r"\bcells?\b|\bstarting spaces?\b|\bspaces around\b", source)]
    assert cell_texts and not [text for text in cell_texts if re.search(track_word, text)]


# One word for a building (a trail, town or farm as it scores), the same in the rules, the dialogs and the log.
BUILDING = {"es": "construcci", "pl": "obszar"}


@pytest.mark.parametrize("code", sorted(BUILDING))
def test_a_building_has_one_word(code):
    texts = [text for (context, source), text in translations_of(code).items() if re.search(r"\bbuildings?\b", source)]
    assert texts and [text for text in texts if BUILDING[code] not in text.lower()] == []


@pytest.mark.parametrize("code, navigation", [("es", r"\bAtrás\b"), ("pl", r"\bWstecz\b")])
def test_take_back_is_neither_cancel_nor_navigation(language, code, navigation):
    take_back = translations_of(code)[("TurnBox", "Take back")]
    language(code)
    assert take_back != QCoreApplication.translate("QPlatformTheme", "Cancel")
    assert not re.search(navigation, take_back)
