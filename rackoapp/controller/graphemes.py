"""Names cut between whole characters as a reader sees them (Unicode's grapheme clusters).

A name cut by code points split what is drawn as one: the family 👨‍👩‍👧‍👦 became a man, a flag
🇳🇱 a lone letter box, a skin tone fell off its hand, and an accent stood on the "…" (names
review). Qt's own boundary finder says where a cut may fall.
"""

from __future__ import annotations

from PySide6.QtCore import QTextBoundaryFinder


def boundaries(text: str) -> list[int]:
    """Where ``text`` (Python's indices) may be cut: 0, between whole characters, its end."""
    if text.isascii():
        return list(range(len(text) + 1))
    at_unit = {}  # Qt counts UTF-16 units; a character beyond the first plane takes two
    unit = 0
    for index, char in enumerate(text):
        at_unit[unit] = index
        unit += 2 if ord(char) > 0xFFFF else 1
    at_unit[unit] = len(text)
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    found = [0]
    while (position := finder.toNextBoundary()) != -1:
        found.append(at_unit[position])
    return found


def head(text: str, most: int) -> str:
    """The longest start of ``text`` of at most ``most`` code points that ends between whole
    characters (none shorter than the first whole one where it is longer: a name is never cut
    to nothing)."""
    if len(text) <= most:
        return text
    cuts = boundaries(text)
    fitting = [cut for cut in cuts if cut <= max(most, 0)]
    return text[:max(fitting[-1], cuts[1] if len(cuts) > 1 else 0)]


def tail(text: str, most: int) -> str:
    """The longest end of ``text`` of at most ``most`` code points that starts between whole
    characters (at least its last whole one, as ``head``)."""
    if len(text) <= most:
        return text
    cuts = boundaries(text)
    start = next(cut for cut in cuts if cut >= len(text) - most)
    return text[min(start, cuts[-2]):]


def whole_from(text: str, index: int) -> int:
    """The first place at or after ``index`` where ``text`` may be cut."""
    return next(cut for cut in boundaries(text) if cut >= min(index, len(text)))
