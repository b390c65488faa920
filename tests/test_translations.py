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


def test_a_release_leaves_a_running_app_its_own_qm(tmp_path):
    """A running RackoApp maps its .qm; lrelease wrote into that very file, and the app crashed
    reading messages that had moved under it (QTranslator segfaults seen during development)."""
    import mmap

    qm = tmp_path / "rackoapp_xx.qm"
    build.lrelease(build.ts_path("nl"), qm)
    first = qm.stat().st_ino
    with open(qm, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        seen = mapped[:]
        build.lrelease(build.ts_path("en"), qm)  # another release while the app runs
        assert mapped[:] == seen
    assert qm.stat().st_ino != first and qm.read_bytes() != seen
    assert [p.name for p in tmp_path.iterdir()] == [qm.name]


def test_the_dutch_qm_translates_every_message(qtbot):
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(build.qm_path("nl")))
    for (context, source, comment), message in messages(build.ts_path("nl")).items():
        got = translator.translate(context, source, comment or None)
        assert got == translation_text(message), (context, source)


def test_a_plain_text_is_shown_as_written(qtbot):
    """No English sentence is looked up: only a code translates (the system's words stay as they are)."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from rackoapp.controller import engine_text

    translator = QTranslator()
    assert translator.load(str(build.qm_path("nl")))
    QApplication.instance().installTranslator(translator)
    try:
        assert engine_text.translate("the round is over") == "the round is over"
        assert engine_text.translate("No space left on device") == "No space left on device"
    finally:
        QApplication.instance().removeTranslator(translator)


def test_every_error_code_of_every_table_is_translated_by_its_code(qtbot):
    """Each code of the engine's and storage's tables has its template in engine_text (the
    same English) and a Dutch translation that keeps its parameters."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from rackoapp.controller import engine_text
    from rackoapp.engine import IllegalAction, RecordError, Rules
    from rackoapp.engine.errors import MESSAGES as ENGINE
    from rackoapp.storage import Problem, StorageError
    from rackoapp.storage.errors import MESSAGES as STORAGE

    assert not set(ENGINE) & set(STORAGE)
    assert engine_text.ERRORS == {**ENGINE, **STORAGE}
    with pytest.raises(IllegalAction) as info:
        Rules(target=10 ** 6)
    assert info.value.code == "target_range" and str(info.value) == "the target must be a whole number from 1 to 10,000"
    assert engine_text.error_text(info.value) == str(info.value)  # in English, as the engine says it
    translator = QTranslator()
    assert translator.load(str(build.qm_path("nl")))
    QApplication.instance().installTranslator(translator)
    try:
        untranslated = []
        for code, template in engine_text.ERRORS.items():
            dutch = translator.translate(engine_text.CONTEXT, template)
            if not dutch or dutch == template:
                untranslated.append(code)
            elif sorted(re.findall(r"\{[^}]*\}", dutch)) != sorted(re.findall(r"\{[^}]*\}", template)):
                untranslated.append(f"{code}: parameters differ in {dutch!r}")
        assert not untranslated, untranslated
        dutch = engine_text.error_text(info.value)
        # Thousands grouped the Dutch way: "10,000" reads as ten there (review).
        assert dutch != str(info.value) and "10.000" in dutch and "10,000" not in dutch, dutch
        assert engine_text.error_text(IllegalAction("a text from outside the engine")) == \
            "a text from outside the engine"
        # Each layer's errors, a reason inside a reason: every part by its own code.
        nested = StorageError("save_failed", reason=Problem("disk_full"))
        assert engine_text.error_text(nested) == "kon het spel niet bewaren: de schijf is vol"
        deep = Problem("autosave_unreadable", reason=RecordError("at_turn", round=2, turn=9,
                                                                  reason=IllegalAction("into_rack")))
        assert engine_text.error_text(deep) == \
            "Het bewaarde spel kon niet worden geladen: ronde 2, beurt 9: een kaart van de aflegstapel moet in je rek."
        # A reason in the system's own words is kept as it is.
        assert engine_text.error_text(StorageError("save_failed", reason="Input/output error")) == \
            "kon het spel niet bewaren: Input/output error"
    finally:
        QApplication.instance().removeTranslator(translator)


def test_the_dutch_rules_say_what_the_english_ones_say():
    nl = (ROOT / "resources" / "rules_nl.md").read_text(encoding="utf-8")
    en = (ROOT / "resources" / "rules_en.md").read_text(encoding="utf-8")
    for number in ("75", "500", "40", "50", "60", "25", "35", "100", "200", "400", "10", "5"):
        assert re.search(rf"\b{number}\b", nl), number
    for words in ("reeks van drie", "Rack-O", "aflegstapel", "trekstapel", "deler", "vak",
                  "Bonuspunten voor reeksen", "teams", "Schudden", "Klassiek",
                  "Nieuwe trekstapels per ronde", "Geen limiet", "standaard **5**", "Makkelijk",
                  "Gemiddeld", "Moeilijk", "Beginner"):
        assert words in nl, words
    # The coach explained where the rules are read: its marks were named only in the review
    # window's legend (playtest).
    assert "## The coach" in en and "??\u00a0blunder" in en and "Grade my moves as I play" in en
    assert "## De coach" in nl and "??\u00a0blunder" in nl and "Mijn zetten beoordelen tijdens het spel" in nl
    # The blue dot on a card shown in another's rack, explained (playtest: only a menu tooltip did).
    assert "blue dot" in en and "View > Show cards taken from the discard pile" in en
    assert "blauw stipje" in nl and "Beeld > Van de aflegstapel gepakte kaarten tonen" in nl
    # The same sections and the same tables, option by option.
    assert nl.count("\n## ") == en.count("\n## ")
    assert nl.count("\n|") == en.count("\n|")
