"""Screen description → rendered image + ground truth."""
from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image

from .canvas import Canvas, Record
from .theme import Device, Theme
from .widgets import Element, TabBar, draw_home_indicator, draw_status_bar


@dataclass
class Rendered:
    """A finished frame: image, visible sensitive strings, and the pixel extent of each block."""

    image: Image.Image
    records: list[Record]
    blocks: list[tuple[int, int, str]] = field(default_factory=list)   # top, bottom px, class
    notes: list[str] = field(default_factory=list)


def flatten(content: list[Element]) -> list[Element]:
    """Expand composite elements (those with `parts()`) into their blocks."""
    out: list[Element] = []
    for element in content:
        out += flatten(element.parts()) if hasattr(element, "parts") else [element]
    return out


def block_index(frame: Rendered, kind: str, nth: int = 0) -> int:
    """Index of the `nth` drawn block whose element class is `kind` (e.g. "BalanceHeader")."""
    hits = [i for i, b in enumerate(frame.blocks) if b[2] == kind]
    return hits[nth]


@dataclass
class Screen:
    """Declarative screen: content stacked under the status bar, optional pinned footer and tab bar.

    `background` is a theme role ("grouped" for settings-style lists, "background" for plain).
    Content that would run into the footer / tab bar is not drawn (like a list scrolled below
    the fold), so it never appears in ground truth.
    """

    device: Device
    theme: Theme
    content: list[Element]
    tab_bar: TabBar | None = None
    footer: Element | None = None
    background: str = "grouped"

    def render(self) -> Rendered:
        """Draw the screen and return the image with its ground truth."""
        c = Canvas(self.device, self.theme)
        c.rect(0, 0, c.width, c.height, self.background)
        bottom = self._content_bottom(c)
        blocks, notes, y = [], [], self.device.status_bar
        elements = flatten(self.content)
        for n, element in enumerate(elements):
            h = element.height(c)
            if y + h > bottom:
                notes.append(f"{len(elements) - n} block(s) below the fold")
                break
            element.draw(c, y)
            blocks.append((c.px(y), c.px(y + h), type(element).__name__))
            y += h
        draw_status_bar(c)   # after content so headers that paint the bar area stay underneath
        self._draw_bottom(c, bottom)
        return Rendered(c.image, c.records, blocks, notes)

    def _content_bottom(self, c: Canvas) -> float:
        bottom = c.height - (self.tab_bar.height(c) if self.tab_bar else self.device.home_indicator)
        if self.footer:
            bottom -= self.footer.height(c)
        return bottom

    def _draw_bottom(self, c: Canvas, bottom: float) -> None:
        if self.footer:
            self.footer.draw(c, bottom)
        if self.tab_bar:
            self.tab_bar.draw(c)
        draw_home_indicator(c)
