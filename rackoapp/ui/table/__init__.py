"""The card table: the scene and its items, the cards, and the player's hands on them.

- ``scene``: ``TableScene``, which shows what the controller announces;
- ``items``: the furniture (racks, piles, the banner, buttons, highlights);
- ``cards``: a card and its flight;
- ``piles``: the piles' cards, each pile laying itself out;
- ``layout``: where everything lies for the seat in front, and the deal;
- ``input``: mouse, clicks, keys and dragging, turned into intentions;
- ``words``: who plays each rack, and the banner's words;
- ``view``: ``TableView``, the scene scaled to the window.
"""

from .scene import TableScene
from .view import TableView

__all__ = ["TableScene", "TableView"]
