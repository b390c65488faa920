"""The translations: every message translated, and the .ts and .qm files up to date.

The sources' texts are extracted once per session with pyside6-lupdate (the
same command as ``python packaging/translations.py update``) and compared with
the committed .ts files; the .ts files are compiled with pyside6-lrelease and
compared with the committed .qm files.
"""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("en", "nl")


def _load_build_script():
    spec = importlib.util.spec_from_file_location("rackoapp_translations", ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build_script()


def messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, comment) -> the message element."""
    out = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            assert key not in out, f"{ts.name}: {key} twice"
            out[key] = message
    return out


def translation_text(message: ET.Element) -> str:
    t = message.find("translation")
    if t is None:
        return ""
    forms = t.findall("numerusform")
    return "".join(f.text or "" for f in forms) if forms else (t.text or "")


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> dict[tuple[str, str, str], ET.Element]:
    """What lupdate finds in the sources now (one run per session)."""
    ts = tmp_path_factory.mktemp("lupdate") / "fresh_nl.ts"
    build.lupdate(ts, "nl")
    return messages(ts)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    ts = build.ts_path(language)
    found = messages(ts)
    assert len(found) > 200
    problems = []
    for (context, source, _), message in found.items():
        t = message.find("translation")
        kind = t.get("type") if t is not None else "missing"
        text = translation_text(message)
        if kind in ("unfinished", "vanished", "obsolete", "missing") or not text.strip():
            problems.append(f"[{context}] {source!r}: {kind or 'empty'}")
        # Every {placeholder} of the source is kept, and no other is added.
        elif sorted(re.findall(r"\{\w*\}", source)) != sorted(re.findall(r"\{\w*\}", text)):
            problems.append(f"[{context}] {source!r}: placeholders differ in {text!r}")
    assert not problems, f"{ts.name}:\n" + "\n".join(problems)
    assert build.unfinished_messages(ts) == []


def test_english_translations_are_the_source_texts():
    for (_, source, _), message in messages(build.ts_path("en")).items():
        assert translation_text(message) == source


def test_the_ts_files_hold_exactly_the_sources_messages(extracted):
    """A text added to (or dropped from) the code without ``translations.py update`` fails here."""
    fresh = set(extracted)
    for language in LANGUAGES:
        committed = set(messages(build.ts_path(language)))
        assert fresh - committed == set(), f"{language}: not in the .ts (run translations.py update)"
        assert committed - fresh == set(), f"{language}: no longer in the sources (run translations.py update)"


def test_every_source_file_with_texts_is_listed():
    """A module that calls tr()/translate() but is missing from SOURCES would go untranslated."""
    listed = {ROOT / s for s in build.SOURCES}
    pattern = re.compile(r"\.tr\(|QCoreApplication\.translate\(|QT_TRANSLATE_NOOP\(")
    for path in sorted((ROOT / "rackoapp").rglob("*.py")):
        if pattern.search(path.read_text(encoding="utf-8")):
            assert path in listed, f"{path.relative_to(ROOT)} has texts but is not in packaging/translations.py"


def test_the_qm_files_are_compiled_from_the_ts_files(tmp_path):
    for language in LANGUAGES:
        qm = tmp_path / f"rackoapp_{language}.qm"
        build.lrelease(build.ts_path(language), qm)
        committed = build.qm_path(language)
        assert committed.is_file(), f"{committed.name} missing (run translations.py release)"
        assert qm.read_bytes() == committed.read_bytes(), \
            f"{committed.name} is out of date (run python packaging/translations.py release)"


def test_the_dutch_qm_translates_every_message(qtbot):
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(build.qm_path("nl")))
    for (context, source, comment), message in messages(build.ts_path("nl")).items():
        got = translator.translate(context, source, comment or None)
        assert got == translation_text(message), (context, source)


def test_engine_messages_translate_with_and_without_numbers(qtbot):
    from PySide6.QtCore import QTranslator

    from rackoapp.controller import engine_text

    from PySide6.QtWidgets import QApplication

    translator = QTranslator()
    assert translator.load(str(build.qm_path("nl")))
    QApplication.instance().installTranslator(translator)
    try:
        assert engine_text.translate("the round is over") == "de ronde is voorbij"
        assert engine_text.translate(
            "round 2, turn 9: a card taken from the discard pile must go into your rack") == \
            "ronde 2, beurt 9: een kaart van de aflegstapel moet in je rek"
        assert engine_text.translate("the deck is not the cards 1 to 40, each once") == \
            "het spel bestaat niet uit de kaarten 1 tot en met 40, elk één keer"
        assert engine_text.translate("something the engine never says 7") == "something the engine never says 7"
    finally:
        QApplication.instance().removeTranslator(translator)
    assert engine_text.translate("the round is over") == "the round is over"


def test_every_engine_error_code_is_translated_by_its_code(qtbot):
    """Each IllegalAction code has its template, the engine's own English, and Dutch by the code."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from rackoapp.controller import engine_text
    from rackoapp.engine import IllegalAction, Rules
    from rackoapp.engine.errors import MESSAGES

    assert engine_text.ERRORS == MESSAGES
    raised = set(re.findall(r'IllegalAction\("([a-z_]+)"', "".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "rackoapp" / "engine").glob("*.py"))))
    assert raised and raised <= set(MESSAGES), raised - set(MESSAGES)
    with pytest.raises(IllegalAction) as info:
        Rules(target=10 ** 6)
    assert info.value.code == "target_range" and str(info.value) == "the target must be a whole number from 1 to 10,000"
    translator = QTranslator()
    assert translator.load(str(build.qm_path("nl")))
    QApplication.instance().installTranslator(translator)
    try:
        dutch = engine_text.error_text(info.value)
        assert dutch != str(info.value) and "10,000" in dutch, dutch
        assert engine_text.error_text(IllegalAction("a text from outside the engine")) == \
            "a text from outside the engine"
    finally:
        QApplication.instance().removeTranslator(translator)


def test_every_fixed_record_message_is_listed():
    """Each RecordError/ReplayStop raised with a plain string is in engine_text.MESSAGES."""
    from rackoapp.controller import engine_text

    plain = re.compile(r"RecordError\(\"([^\"{]*)\"\)|ReplayStop\([^,]+, [^,]+, \"([^\"{]*)\"\)")
    missing, seen = [], 0
    for path in sorted((ROOT / "rackoapp" / "engine").glob("*.py")):
        for m in plain.finditer(path.read_text(encoding="utf-8")):
            text = m.group(1) or m.group(2)
            seen += 1
            if text and text not in engine_text.MESSAGES:
                missing.append(f"{path.name}: {text!r}")
    assert seen > 10  # the pattern still finds the record's raises
    assert not missing, "\n".join(missing)


def test_the_dutch_rules_say_what_the_english_ones_say():
    nl = (ROOT / "resources" / "rules_nl.md").read_text(encoding="utf-8")
    en = (ROOT / "resources" / "rules_en.md").read_text(encoding="utf-8")
    for number in ("75", "500", "40", "50", "60", "25", "35", "100", "200", "400", "10", "5"):
        assert re.search(rf"\b{number}\b", nl), number
    for words in ("reeks van drie", "Rack-O", "aflegstapel", "trekstapel", "deler", "vak",
                  "Bonuspunten voor reeksen", "teams", "Schudden", "Klassiek",
                  "Nieuwe trekstapels per ronde", "Geen limiet", "standaard **5**", "Makkelijk",
                  "Gemiddeld", "Moeilijk", "Referentie"):
        assert words in nl, words
    # The same sections and the same tables, option by option.
    assert nl.count("\n## ") == en.count("\n## ")
    assert nl.count("\n|") == en.count("\n|")
