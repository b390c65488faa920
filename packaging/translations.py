"""Build the translations: ``python packaging/translations.py update|release``.

``update``  runs ``pyside6-lupdate -no-obsolete`` on the exact list of source
            files below into ``resources/i18n/rackoapp_en.ts`` and
            ``rackoapp_nl.ts``. Existing translations are kept; new texts come
            in as unfinished. English is the source language, so every English
            message is then marked finished with its source as translation.
            Dutch ones must be translated by hand (Qt Linguist:
            ``pyside6-linguist resources/i18n/rackoapp_nl.ts``).
``release`` runs ``pyside6-lrelease`` to compile each .ts into its .qm.

tests/test_translations.py checks that no message lacks a translation and that
the committed .ts and .qm files match the sources.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("en", "nl")

# Every file with user-visible texts, relative to the repository root.
SOURCES = (
    "rackoapp/controller/engine_text.py",
    "rackoapp/controller/game.py",
    "rackoapp/controller/texts.py",
    "rackoapp/ui/i18n.py",
    "rackoapp/ui/faults.py",
    "rackoapp/ui/keeper.py",
    "rackoapp/ui/record_bar.py",
    "rackoapp/ui/window.py",
    "rackoapp/ui/menus.py",
    "rackoapp/ui/access.py",
    "rackoapp/ui/guide.py",
    "rackoapp/ui/coach/coach.py",
    "rackoapp/ui/coach/review_view.py",
    "rackoapp/ui/coach/words.py",
    "rackoapp/ui/dialogs/help.py",
    "rackoapp/ui/dialogs/new_game.py",
    "rackoapp/ui/dialogs/new_game_words.py",
    "rackoapp/ui/dialogs/resume.py",
    "rackoapp/ui/dialogs/statistics.py",
    "rackoapp/ui/dialogs/loss_chart.py",
    "rackoapp/ui/dialogs/open_record.py",
    "rackoapp/ui/dialogs/seat_words.py",
    "rackoapp/ui/panels/score_chart.py",
    "rackoapp/ui/panels/score_model.py",
    "rackoapp/ui/panels/rules_words.py",
    "rackoapp/ui/panels/scorekeeper.py",
    "rackoapp/ui/table/input.py",
    "rackoapp/ui/table/items.py",
    "rackoapp/ui/table/scene.py",
    "rackoapp/ui/table/words.py",
)


def ts_path(language: str) -> Path:
    return I18N / f"rackoapp_{language}.ts"


def qm_path(language: str) -> Path:
    return I18N / f"rackoapp_{language}.qm"


def tool(name: str) -> str:
    """``pyside6-lupdate``/``pyside6-lrelease``: next to this Python, else on PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"translations: {name} not found (it comes with PySide6)")
    return found


def lupdate(ts: Path, language: str, extra: tuple[str, ...] = ()) -> None:
    """Extract the texts of SOURCES into ``ts`` (kept translations, no obsolete ones)."""
    cmd = [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-source-language", "en",
           "-target-language", language, *extra, *SOURCES, "-ts", str(ts)]
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into a new ``qm``, renamed over the old one.

    lrelease writes its file in place, and a running RackoApp maps its .qm: a release under
    it changed the messages it was reading, and it crashed inside QTranslator (segfaults on
    the development machine, one of them in a playtest). A new file leaves the running app
    its own copy, as an installer's new files do.
    """
    new = qm.with_name(qm.name + ".new")
    try:
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(new)], cwd=ROOT, check=True)
        os.replace(new, qm)
    finally:
        new.unlink(missing_ok=True)


def finish_english(ts: Path) -> int:
    """Mark every English message finished, its translation the source text. Returns how many changed."""
    tree = ET.parse(ts)
    changed = 0
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if translation.get("type") or not (translation.text or list(translation)):
            translation.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                for child in list(translation):
                    translation.remove(child)
                for _ in range(2):
                    ET.SubElement(translation, "numerusform").text = source
            else:
                translation.text = source
            changed += 1
    if changed:
        ET.indent(tree, space="    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return changed


def update() -> None:
    I18N.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        lupdate(ts_path(lang), lang)
    finished = finish_english(ts_path("en"))
    if finished:
        # lupdate once more, so the file is in lupdate's own layout.
        lupdate(ts_path("en"), "en")
    unfinished = unfinished_messages(ts_path("nl"))
    print(f"updated {', '.join(str(ts_path(lang).relative_to(ROOT)) for lang in LANGUAGES)}"
          f" ({finished} English message(s) finished, {len(unfinished)} Dutch one(s) to translate)")
    for context, source in unfinished:
        print(f"  nl [{context}] {source}")


def unfinished_messages(ts: Path) -> list[tuple[str, str]]:
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            t = message.find("translation")
            text = "" if t is None else (t.text or "".join(n.text or "" for n in t))
            if t is None or t.get("type") in ("unfinished", "vanished", "obsolete") or not text.strip():
                out.append((name, message.findtext("source") or ""))
    return out


def release() -> None:
    for lang in LANGUAGES:
        lrelease(ts_path(lang), qm_path(lang))
        print(f"wrote {qm_path(lang).relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("update", "release"))
    args = parser.parse_args(argv)
    update() if args.command == "update" else release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
