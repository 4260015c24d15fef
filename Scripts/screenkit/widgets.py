"""Declarative UIKit-like building blocks.

Every element answers `height(canvas)` and `draw(canvas, y)`, both in points.
Text given as `Txt(..., category=...)` or with `marks` becomes ground truth.
"""
from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

from PIL import Image, ImageChops, ImageDraw

from .canvas import Canvas, Txt, as_txt
from .icons import back_chevron, chevron, draw_icon

MARGIN = 16.0          # screen edge to content / inset group
INSET = 16.0           # inset-group cell padding
ROW = 44.0             # standard row height
SUB_ROW = 60.0         # row with a subtitle
_LAYOUT = ["ios"]


@contextlib.contextmanager
def layout(name: str):
    """Lay out inside the block in `name`: "ios" (inset groups, values trailing), "stacked" (iOS
    inset groups and large titles, each value under its title: the tuning part's stacked rows) or
    "material" (square full-width cells, each value stacked under a small title, smaller large
    titles: the validation part's)."""
    if name not in ("ios", "stacked", "material"):
        raise ValueError(f"unknown layout {name!r}")
    _LAYOUT.append(name)
    try:
        yield
    finally:
        _LAYOUT.pop()


def material() -> bool:
    return _LAYOUT[-1] == "material"


def stacked_rows() -> bool:
    """Whether a row's value sits under its title ("material" and "stacked" layouts)."""
    return _LAYOUT[-1] in ("material", "stacked")


class Element:
    """Base class: something stacked vertically on a screen."""

    def height(self, c: Canvas) -> float:
        raise NotImplementedError

    def draw(self, c: Canvas, y: float) -> None:
        raise NotImplementedError


# -- chrome -----------------------------------------------------------------------------

def draw_status_bar(c: Canvas) -> None:
    """Status bar with 9:41, signal, Wi-Fi and battery in the style of the device."""
    (_classic_status if c.device.classic else _modern_status)(c)


def _signal(c: Canvas, x, cy, col, bar=3.0, gap=1.6, tall=11.0):
    for i in range(4):
        h = tall * (0.35 + 0.65 * i / 3)
        c.rect(x + i * (bar + gap), cy + tall / 2 - h, bar, h, col, radius=0.7)


def _wifi(c: Canvas, cx, cy, col, r=8.0):
    for rad in (r, r * 0.66):
        c.arc(cx, cy + r * 0.55, rad, 225, 315, col, 1.9)
    c.circle(cx, cy + r * 0.35, 1.6, col)


def _battery(c: Canvas, x, cy, col, w=25.0, h=12.0, level=1.0):
    c.rect(x, cy - h / 2, w, h, None, radius=3.6, outline=col, width=1.0)
    c.rect(x + 2, cy - h / 2 + 2, (w - 4) * level, h - 4, col, radius=2)
    c.rect(x + w + 1, cy - 2, 1.6, 4, col, radius=0.8)


def _modern_status(c: Canvas) -> None:
    h, w, col = c.device.status_bar, c.width, "label"
    cy = h * 0.55
    c.text(w * 0.165, cy, "9:41", size=17, weight="semibold", align="center")
    _battery(c, w - 44, cy, col)
    _wifi(c, w - 62, cy - 4, col)
    _signal(c, w - 95, cy, col)


def _classic_status(c: Canvas) -> None:
    cy, w = 10.0, c.width
    _signal(c, 6, cy, "label", bar=2.4, gap=1.2, tall=8)
    c.text(24, cy, "Carrier", size=12, weight="medium")
    _wifi(c, 76, cy - 3, "label", r=6)
    c.text(w / 2, cy, "9:41 AM", size=12, weight="semibold", align="center")
    _battery(c, w - 31, cy, "label", w=22, h=10)
    c.text(w - 36, cy, "100%", size=12, weight="medium", align="right")


def draw_home_indicator(c: Canvas) -> None:
    """The home-indicator pill at the bottom of Face ID phones."""
    if c.device.classic:
        return
    w = 134.0
    c.rect((c.width - w) / 2, c.height - 8 - 5, w, 5, "label", radius=2.5)


@dataclass
class TabBar:
    """Bottom tab bar: [(label, icon_name)], with `selected` tinted."""

    items: list[tuple[str, str]]
    selected: int = 0

    def height(self, c: Canvas) -> float:
        return 49 + c.device.home_indicator

    def draw(self, c: Canvas) -> None:
        top = c.height - self.height(c)
        c.rect(0, top, c.width, self.height(c), "bar")
        c.line([(0, top), (c.width, top)], "bar_line", hairline=True)
        slot = c.width / len(self.items)
        for i, (label, icon) in enumerate(self.items):
            col = "tint" if i == self.selected else "#999999"
            cx = slot * (i + 0.5)
            draw_icon(c, icon, cx - 12, top + 5, 24, c.color(col), background=c.color("bar"))
            c.text(cx, top + 38, label, size=10, weight="medium", color=col, align="center")


# -- navigation -----------------------------------------------------------------------

@dataclass
class NavBar(Element):
    """Navigation bar: large (34 pt bold) or inline (17 pt semibold) title, optional back/trailing."""

    title: str | Txt
    large: bool = True
    back: str | None = None
    trailing: str | None = None        # text button in tint colour
    trailing_icon: str | None = None   # or an icon name
    subtitle: str | Txt | None = None  # small secondary line under a large title

    def height(self, c: Canvas) -> float:
        return 44 + (52 if self.large else 0) + (22 if self.subtitle else 0)

    def draw(self, c: Canvas, y: float) -> None:
        cy = y + 22
        if self.back is not None:
            back_chevron(c, 9, cy - 10.5, 21, c.color("tint"))
            c.text(28, cy, self.back, color="tint")
        if self.trailing:
            c.text(c.width - MARGIN, cy, self.trailing, color="tint", align="right")
        if self.trailing_icon:
            draw_icon(c, self.trailing_icon, c.width - MARGIN - 24, cy - 12, 24, c.color("tint"),
                      background=c.color("grouped"))
        if not self.large:
            c.text(c.width / 2, cy, self.title, weight="semibold", align="center")
            return
        c.text(MARGIN, y + 44 + 26, self.title, size=28 if material() else 34, weight="bold")
        if self.subtitle:
            c.text(MARGIN, y + 96 + 9, self.subtitle, size=15, color="secondary")


@dataclass
class SearchField(Element):
    """Rounded search field with a magnifier and placeholder."""

    placeholder: str = "Search"

    def height(self, c: Canvas) -> float:
        return 52

    def draw(self, c: Canvas, y: float) -> None:
        c.rect(MARGIN, y + 6, c.width - 2 * MARGIN, 36, "fill", radius=10)
        draw_icon(c, "magnifier", MARGIN + 8, y + 16, 16, c.color("secondary"), c.color("fill"))
        c.text(MARGIN + 30, y + 24, self.placeholder, color="secondary")


@dataclass
class Segmented(Element):
    """Segmented control."""

    items: list[str]
    selected: int = 0

    def height(self, c: Canvas) -> float:
        return 48

    def draw(self, c: Canvas, y: float) -> None:
        w = c.width - 2 * MARGIN
        c.rect(MARGIN, y + 8, w, 32, "fill", radius=9)
        seg = w / len(self.items)
        sel = "#636366" if c.theme.dark else "#FFFFFF"
        c.rect(MARGIN + 2 + seg * self.selected, y + 10, seg - 4, 28, sel, radius=7)
        for i, item in enumerate(self.items):
            weight = "semibold" if i == self.selected else "medium"
            c.text(MARGIN + seg * (i + 0.5), y + 24, item, size=13, weight=weight, align="center")


# -- text blocks -----------------------------------------------------------------------

@dataclass
class Spacer(Element):
    """Vertical gap."""

    size: float = 16

    def height(self, c: Canvas) -> float:
        return self.size

    def draw(self, c: Canvas, y: float) -> None:
        pass


@dataclass
class Paragraph(Element):
    """Wrapped text across the content width."""

    text: str | Txt
    size: float = 15
    color: str = "secondary"
    weight: str = "regular"
    align: str = "left"
    indent: float = MARGIN
    pad: float = 6

    def _lines(self, c: Canvas) -> int:
        return len(c.wrap(as_txt(self.text).text, self.size, self.weight, c.width - 2 * self.indent))

    def height(self, c: Canvas) -> float:
        return self._lines(c) * self.size * 1.3 + 2 * self.pad

    def draw(self, c: Canvas, y: float) -> None:
        x = {"left": self.indent, "center": c.width / 2, "right": c.width - self.indent}[self.align]
        c.text(x, y + self.pad, self.text, size=self.size, weight=self.weight, color=self.color,
               align=self.align, valign="top", max_width=c.width - 2 * self.indent)


@dataclass
class Header(Element):
    """Section header: grouped style (13 pt uppercase grey) or bold title with a 'See All' link."""

    text: str
    bold: bool = False
    action: str | None = None

    def height(self, c: Canvas) -> float:
        return 48 if self.bold else 38

    def draw(self, c: Canvas, y: float) -> None:
        if self.bold:
            c.text(MARGIN + 4, y + 30, self.text, size=22, weight="bold")
            if self.action:
                c.text(c.width - MARGIN - 4, y + 31, self.action, color="tint", align="right")
            return
        c.text(MARGIN + INSET, y + 28, self.text.upper(), size=13, color="secondary")


# -- rows and sections --------------------------------------------------------------------

@dataclass
class Row:
    """A table row. `icon` = (glyph, colour) draws a settings-style rounded square;
    `avatar` = (initials, colour) a circle; `value` sits trailing; `toggle` a switch."""

    title: str | Txt
    value: str | Txt | None = None
    subtitle: str | Txt | None = None
    icon: tuple[str, str] | None = None
    avatar: tuple[str, str] | None = None
    chevron: bool = False
    toggle: bool | None = None
    value_color: str = "secondary"
    title_color: str = "label"
    subtitle_color: str = "secondary"
    subtitle_size: float = 15
    span: tuple[str, str] | None = None   # (text, category) spanning title + value

    def lead(self) -> float:
        if self.icon:
            return 29 + 14
        if self.avatar:
            return 40 + 12
        return 0

    def _sub_lines(self, c: Canvas, width: float) -> int:
        if not self.subtitle:
            return 0
        return len(c.wrap(as_txt(self.subtitle).text, self.subtitle_size, "regular", width))

    def stacked(self) -> bool:
        """Material and stacked layouts: the value sits under a small title instead of trailing."""
        return stacked_rows() and self.value is not None and self.subtitle is None and self.avatar is None

    def height(self, c: Canvas, width: float) -> float:
        if self.stacked():
            return SUB_ROW + 4 if material() else SUB_ROW + 8
        lines = self._sub_lines(c, self._text_width(c, width))
        return ROW if not lines else SUB_ROW + (lines - 1) * self.subtitle_size * 1.3

    def _trailing_width(self, c: Canvas) -> float:
        w = 0.0
        if self.chevron:
            w += 20
        if self.toggle is not None:
            w += 51 + 8
        if self.value and not self.stacked():
            value = as_txt(self.value)
            w += c.measure(value.text, 17, value.weight or "regular") + 8
        return w

    def _text_width(self, c: Canvas, width: float) -> float:
        return width - 2 * INSET - self.lead() - self._trailing_width(c)

    def draw(self, c: Canvas, x: float, y: float, width: float) -> None:
        """Draw the row into the cell at (x, y); `span` unions title and value into one record."""
        if self.span:
            with c.span(*self.span):
                self._draw_title_value(c, x, y, width)
        else:
            self._draw_title_value(c, x, y, width)
        if self.subtitle:
            c.text(x + INSET + self.lead(), y + 33, self.subtitle, size=self.subtitle_size,
                   color=self.subtitle_color, valign="top", max_width=self._text_width(c, width))
        self._draw_accessories(c, x, y, width)

    def _draw_title_value(self, c: Canvas, x: float, y: float, width: float) -> None:
        if self.stacked():
            left = x + INSET + self.lead()
            title_size, title_y, value_y = (13, 20, 42) if material() else (15, 19, 45)
            c.text(left, y + title_y, c.fit(self.title, title_size, "regular", self._text_width(c, width)),
                   size=title_size, color="secondary")
            colour = "label" if self.value_color == "secondary" else self.value_color
            c.text(left, y + value_y, self.value, color=colour)
            return
        cy = y + self.height(c, width) / 2
        title = c.fit(self.title, 17, "regular", self._text_width(c, width))
        c.text(x + INSET + self.lead(), y + 21 if self.subtitle else cy, title,
               color=self.title_color)
        if self.value:
            c.text(x + width - INSET - self._accessory_width(), cy, self.value,
                   color=self.value_color, align="right")

    def _accessory_width(self) -> float:
        return (20 if self.chevron else 0) + (59 if self.toggle is not None else 0)

    def _draw_accessories(self, c: Canvas, x: float, y: float, width: float) -> None:
        cy = y + self.height(c, width) / 2
        if self.icon:
            glyph, colour = self.icon
            c.rect(x + INSET, cy - 14.5, 29, 29, colour, radius=7)
            draw_icon(c, glyph, x + INSET + 5.5, cy - 9, 18, "#FFFFFF", background=colour)
        if self.avatar:
            initials, colour = self.avatar
            c.circle(x + INSET + 20, cy, 20, colour)
            c.text(x + INSET + 20, cy, initials, size=15, weight="semibold", color="#FFFFFF",
                   align="center")
        right = x + width - INSET
        if self.chevron:
            chevron(c, right - 7, cy - 6.5, 13, c.color("tertiary"), width=2.2)
            right -= 20
        if self.toggle is not None:
            on = self.toggle
            c.rect(right - 51, cy - 15.5, 51, 31, "green" if on else "fill", radius=15.5)
            c.circle(right - 15.5 if on else right - 35.5, cy, 13.5, "#FFFFFF")


@dataclass
class Section(Element):
    """Inset-grouped section: optional header, rounded cell group, optional footer.

    A screen expands a section into one block per row (`parts`) so the fold and partial
    covers can cut between rows.
    """

    rows: list[Row]
    header: str | None = None
    footer: str | Txt | None = None

    def parts(self) -> list[Element]:
        parts: list[Element] = [Header(self.header) if self.header else Spacer(18)]
        n = len(self.rows)
        parts += [GroupRow(r, first=i == 0, last=i == n - 1) for i, r in enumerate(self.rows)]
        parts.append(Paragraph(self.footer, size=13, indent=MARGIN + INSET, pad=6)
                     if self.footer else Spacer(0))
        parts.append(Spacer(8))
        return parts

    def height(self, c: Canvas) -> float:
        return sum(p.height(c) for p in self.parts())

    def draw(self, c: Canvas, y: float) -> None:
        for p in self.parts():
            p.draw(c, y)
            y += p.height(c)


@dataclass
class GroupRow(Element):
    """One row of an inset group, with the group's rounded corners on the ends."""

    row: Row
    first: bool = True
    last: bool = True

    def _width(self, c: Canvas) -> float:
        return c.width - 2 * MARGIN

    def height(self, c: Canvas) -> float:
        return self.row.height(c, self._width(c))

    def draw(self, c: Canvas, y: float) -> None:
        w, h = self._width(c), self.height(c)
        c.rect(MARGIN, y, w, h, "cell", radius=0 if material() else 10,
               corners=(self.first, self.first, self.last, self.last))
        if not self.first:
            sx = MARGIN + INSET + self.row.lead()
            c.line([(sx, y), (MARGIN + w, y)], "separator", hairline=True)
        self.row.draw(c, MARGIN, y, w)


# -- finance ------------------------------------------------------------------------------

def gradient(size: tuple[int, int], start: str, end: str, diagonal: bool = True) -> Image.Image:
    """Two-colour linear gradient image (top-left → bottom-right when `diagonal`)."""
    w, h = size
    horiz = Image.linear_gradient("L").rotate(90).resize((w, h))
    mask = horiz if not diagonal else ImageChops.add(
        horiz, Image.linear_gradient("L").resize((w, h)), scale=2.0)
    mask = mask.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    return Image.composite(Image.new("RGB", size, end), Image.new("RGB", size, start), mask)


def paste_rounded(c: Canvas, img: Image.Image, x: float, y: float, radius: float) -> None:
    """Paste `img` at (x, y) points with rounded corners."""
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, img.width - 1, img.height - 1),
                                           radius=c.px(radius), fill=255)
    c.paste(img, x, y, mask)


@dataclass
class BalanceHeader(Element):
    """Hero balance: label, big amount and a detail line; on a brand gradient or plain."""

    label: str | Txt
    amount: str | Txt
    detail: str | Txt | None = None
    brand: tuple[str, str] | None = None   # gradient colours; None = plain cell
    text_color: str = "#FFFFFF"
    amount_size: float = 36
    center: bool = False

    def height(self, c: Canvas) -> float:
        return 150 if self.detail else 122

    def draw(self, c: Canvas, y: float) -> None:
        w, h = c.width - 2 * MARGIN, self.height(c) - 16
        top = y + 8
        if self.brand:
            img = gradient((c.px(w), c.px(h)), *self.brand)
            paste_rounded(c, img, MARGIN, top, 16)
            label_col, main_col = self.text_color, self.text_color
        else:
            c.rect(MARGIN, top, w, h, "cell", radius=12)
            label_col, main_col = "secondary", "label"
        x = c.width / 2 if self.center else MARGIN + 20
        align = "center" if self.center else "left"
        c.text(x, top + 30, self.label, size=15, weight="medium", color=label_col, align=align)
        c.text(x, top + 70, self.amount, size=self.amount_size, weight="bold", color=main_col,
               align=align)
        if self.detail:
            c.text(x, top + 108, self.detail, size=15, color=label_col, align=align)


@dataclass
class CardArt(Element):
    """A payment card drawn as card art (ISO 85.6 × 54 mm ratio) on a gradient."""

    number: str
    expiry: str
    holder: str
    issuer: str
    brand: str | None = "visa"
    colors: tuple[str, str] = ("#1D2B64", "#4A6FA5")
    text_color: str = "#F5F5F5"
    category: str | None = "card"   # None when the number is masked

    def height(self, c: Canvas) -> float:
        return (c.width - 2 * MARGIN) / 1.586 + 24

    def draw(self, c: Canvas, y: float) -> None:
        w = c.width - 2 * MARGIN
        h = w / 1.586
        top = y + 12
        paste_rounded(c, gradient((c.px(w), c.px(h)), *self.colors), MARGIN, top, 14)
        x0, col = MARGIN + 20, self.text_color
        c.text(x0, top + 26, self.issuer, size=17, weight="bold", color=col)
        self._chip(c, x0, top + h * 0.33)
        self._contactless(c, x0 + 56, top + h * 0.33 + 14, col)
        c.text(x0, top + h * 0.62, Txt(self.number, self.category), size=w / 15.5,
               weight="medium", color=col)
        c.text(x0, top + h * 0.78, "VALID THRU", size=8, weight="semibold", color=col)
        c.text(x0 + 52, top + h * 0.78, self.expiry, size=15, weight="medium", color=col)
        c.text(x0, top + h * 0.9, self.holder.upper(), size=14, weight="medium", color=col)
        self._brand(c, MARGIN + w - 20, top + h - 28, col)

    def _chip(self, c: Canvas, x, y):
        c.rect(x, y, 42, 30, "#D9B86C", radius=6)
        for dy in (10, 20):
            c.line([(x, y + dy), (x + 42, y + dy)], "#B8954A", 0.8)
        c.line([(x + 21, y), (x + 21, y + 30)], "#B8954A", 0.8)

    def _contactless(self, c: Canvas, x, cy, col):
        for k in range(3):
            c.arc(x - 6, cy, 5 + k * 4.5, -50, 50, col, 1.6)

    def _brand(self, c: Canvas, right, cy, col):
        if self.brand == "visa":
            c.text(right, cy, "VISA", size=26, weight="heavy", color=col, align="right")
        elif self.brand == "mastercard":
            c.circle(right - 40, cy, 15, "#EB001B")
            c.circle(right - 18, cy, 15, "#F79E1B")
        elif self.brand == "amex":
            c.rect(right - 60, cy - 15, 60, 30, "#2E77BC", radius=3)
            c.text(right - 30, cy, "AMEX", size=14, weight="heavy", color="#FFFFFF", align="center")
        elif self.brand == "napas":
            c.text(right, cy, "NAPAS", size=18, weight="heavy", color=col, align="right")


# -- messages -----------------------------------------------------------------------------

@dataclass
class ChatHeader(Element):
    """Messages-style header: back chevron, avatar, contact name."""

    name: str
    initials: str
    back: str = ""
    avatar_color: str = "#A2A9B4"

    def height(self, c: Canvas) -> float:
        return 86

    def draw(self, c: Canvas, y: float) -> None:
        c.rect(0, 0, c.width, y + 86, "bar")
        c.line([(0, y + 86), (c.width, y + 86)], "bar_line", hairline=True)
        back_chevron(c, 9, y + 12, 21, c.color("tint"))
        if self.back:
            c.text(28, y + 22, self.back, color="tint")
        c.circle(c.width / 2, y + 30, 25, self.avatar_color)
        c.text(c.width / 2, y + 30, self.initials, size=20, weight="semibold", color="#FFFFFF",
               align="center")
        name_w = c.measure(self.name, 11)
        c.text(c.width / 2 - 4, y + 70, self.name, size=11, align="center")
        chevron(c, c.width / 2 + name_w / 2 + 1, y + 66, 8, c.color("secondary"), width=1.5)


@dataclass
class Timestamp(Element):
    """Centered grey timestamp between message groups."""

    text: str

    def height(self, c: Canvas) -> float:
        return 34

    def draw(self, c: Canvas, y: float) -> None:
        c.text(c.width / 2, y + 18, self.text, size=11, weight="medium", color="secondary",
               align="center")


@dataclass
class Bubble(Element):
    """Chat bubble. Incoming: grey with label text; outgoing: blue #007AFF with white text."""

    text: str | Txt
    outgoing: bool = False
    tail: bool = True
    PAD_X = 13.0
    PAD_Y = 7.5
    LH = 22.0

    def _max_text(self, c: Canvas) -> float:
        return c.width * 0.72 - 2 * self.PAD_X

    def _layout(self, c: Canvas) -> tuple[float, int]:
        text = as_txt(self.text).text
        lines = c.wrap(text, 17, "regular", self._max_text(c) + 0.5)   # as draw() wraps
        width = max(c.measure(text[a:b], 17) for a, b in lines)
        return width, len(lines)

    def height(self, c: Canvas) -> float:
        return self._layout(c)[1] * self.LH + 2 * self.PAD_Y + (8 if self.tail else 3)

    def draw(self, c: Canvas, y: float) -> None:
        tw, n = self._layout(c)
        bw, bh = tw + 2 * self.PAD_X, n * self.LH + 2 * self.PAD_Y
        x = c.width - MARGIN - bw if self.outgoing else MARGIN
        fill = "outgoing" if self.outgoing else "incoming"
        if self.tail:
            tip = (x + bw + 5, y + bh) if self.outgoing else (x - 5, y + bh)
            base = x + bw - 14 if self.outgoing else x + 14
            c.polygon([(base, y + bh - 16), tip, (base, y + bh)], fill)
        c.rect(x, y, bw, bh, fill, radius=18)
        colour = "#FFFFFF" if self.outgoing else "label"
        c.text(x + self.PAD_X, y + self.PAD_Y, self.text, size=17, color=colour, valign="top",
               max_width=self._max_text(c) + 0.5, line_height=self.LH)


@dataclass
class ChatInput(Element):
    """The compose bar at the bottom of a conversation."""

    placeholder: str = "iMessage"

    def height(self, c: Canvas) -> float:
        return 52

    def draw(self, c: Canvas, y: float) -> None:
        c.circle(MARGIN + 17, y + 26, 17, "fill")
        draw_icon(c, "plus", MARGIN + 9, y + 18, 16, c.color("secondary"))
        x = MARGIN + 44
        c.rect(x, y + 9, c.width - x - MARGIN, 34, None, radius=17, outline="separator", width=1)
        c.text(x + 14, y + 26, self.placeholder, color="secondary")


# -- controls ------------------------------------------------------------------------------

@dataclass
class Button(Element):
    """Large rounded button: filled (tint), tinted (pale), or destructive plain text."""

    title: str | Txt
    style: str = "filled"

    def height(self, c: Canvas) -> float:
        return 66

    def draw(self, c: Canvas, y: float) -> None:
        w = c.width - 2 * MARGIN
        fills = {"filled": ("tint", "#FFFFFF"), "tinted": ("fill", "tint"),
                 "destructive": ("cell", "red"), "gray": ("cell", "tint")}
        fill, colour = fills[self.style]
        c.rect(MARGIN, y + 8, w, 50, fill, radius=12)
        c.text(c.width / 2, y + 33, self.title, weight="semibold", color=colour, align="center")


@dataclass
class Avatar(Element):
    """Profile hero: large initials circle, name and a detail line."""

    initials: str
    name: str | Txt
    detail: str | Txt | None = None
    colour: str = "#A2A9B4"

    def height(self, c: Canvas) -> float:
        return 150 if self.detail else 128

    def draw(self, c: Canvas, y: float) -> None:
        cx = c.width / 2
        c.circle(cx, y + 48, 40, self.colour)
        c.text(cx, y + 48, self.initials, size=32, weight="semibold", color="#FFFFFF", align="center")
        c.text(cx, y + 112, self.name, size=22, weight="bold", align="center")
        if self.detail:
            c.text(cx, y + 138, self.detail, size=15, color="secondary", align="center")


@dataclass
class Tiles(Element):
    """A row of two summary tiles (Health / Activity style): [(title, value, unit, colour)]."""

    tiles: list[tuple[str, str | Txt, str, str]] = field(default_factory=list)

    def height(self, c: Canvas) -> float:
        return 112

    def draw(self, c: Canvas, y: float) -> None:
        gap = 12
        w = (c.width - 2 * MARGIN - gap) / len(self.tiles)
        for i, (title, value, unit, colour) in enumerate(self.tiles):
            x = MARGIN + i * (w + gap)
            c.rect(x, y + 8, w, 96, "cell", radius=12)
            c.text(x + 14, y + 30, title, size=15, weight="semibold", color=colour)
            vw = c.measure(as_txt(value).text, 28, "bold")
            c.text(x + 14, y + 70, value, size=28, weight="bold")
            c.text(x + 18 + vw, y + 74, unit, size=15, weight="medium", color="secondary")


@dataclass
class QuickActions(Element):
    """Row of round action buttons with captions (Send / Request / Pay / More)."""

    actions: list[tuple[str, str]]   # (caption, icon)

    def height(self, c: Canvas) -> float:
        return 96

    def draw(self, c: Canvas, y: float) -> None:
        slot = (c.width - 2 * MARGIN) / len(self.actions)
        for i, (caption, icon) in enumerate(self.actions):
            cx = MARGIN + slot * (i + 0.5)
            c.circle(cx, y + 36, 26, "cell")
            draw_icon(c, icon, cx - 11, y + 25, 22, c.color("tint"), background=c.color("cell"))
            c.text(cx, y + 80, caption, size=13, weight="medium", align="center")


# -- values in pills, chips and badges ---------------------------------------------------------

PILL_STYLES = {   # style -> (fill role or None, outline role or None, text role)
    "outline-green": (None, "green", "green"),
    "outline-red": (None, "red", "red"),
    "fill-green": ("green", None, "#FFFFFF"),
    "fill-red": ("red", None, "#FFFFFF"),
    "fill-tint": ("tint", None, "#FFFFFF"),
    "fill-orange": ("orange", None, "#FFFFFF"),
    "fill-purple": ("#AF52DE", None, "#FFFFFF"),
}


def draw_pill(c: Canvas, right: float, cy: float, value: "Txt | str", style: str, size: float = 15) -> float:
    """A value in a rounded pill whose right edge is `right`; returns the pill's width in points."""
    fill, outline, ink = PILL_STYLES[style]
    text = as_txt(value)
    w = c.measure(text.text, size, text.weight or "semibold") + 20
    h = size + 14
    c.rect(right - w, cy - h / 2, w, h, fill, radius=h / 2, outline=outline, width=1.3)
    c.text(right - w / 2, cy, value, size=size, weight="semibold", color=ink, align="center")
    return w


@dataclass
class PillRow(Element):
    """A holdings / transaction row whose amount sits in a pill (green or red outline on the
    background, or white on a coloured chip), like trading and budgeting apps draw them."""

    title: str | Txt
    subtitle: str | Txt | None
    value: str | Txt
    style: str = "outline-green"

    def height(self, c: Canvas) -> float:
        return 62

    def draw(self, c: Canvas, y: float) -> None:
        cy = y + 31
        if self.subtitle:
            c.text(MARGIN + 4, cy - 10, self.title, weight="semibold")
            c.text(MARGIN + 4, cy + 12, self.subtitle, size=13, color="secondary")
        else:
            c.text(MARGIN + 4, cy, self.title, weight="semibold")
        draw_pill(c, c.width - MARGIN - 4, cy, self.value, self.style)
        c.line([(MARGIN, y + 61.5), (c.width - MARGIN, y + 61.5)], "separator", hairline=True)


@dataclass
class Chips(Element):
    """A row of coloured chips with white text, left to right: [(text, style)]."""

    chips: list[tuple[str | Txt, str]]
    size: float = 15

    def height(self, c: Canvas) -> float:
        return self.size + 30

    def draw(self, c: Canvas, y: float) -> None:
        x = MARGIN
        for value, style in self.chips:
            text = as_txt(value)
            w = c.measure(text.text, self.size, "semibold") + 20
            draw_pill(c, x + w, y + (self.size + 30) / 2, value, style, self.size)
            x += w + 10


@dataclass
class PhraseGrid(Element):
    """A numbered recovery-phrase grid in a monospaced face (wallet backup screens). The whole
    phrase is one truth record (category `secret`) whose box covers every word."""

    words: list[str]
    columns: int = 2
    category: str | None = "secret"
    numbering: str = "dot"   # " 1. word", "paren": "1) word", "zero": "01 word"

    def _label(self, i: int, word: str) -> str:
        if self.numbering == "paren":
            return f"{i + 1:>2}) {word}"
        if self.numbering == "zero":
            return f"{i + 1:02d} {word}"
        return f"{i + 1:>2}. {word}"

    def _rows(self) -> int:
        return (len(self.words) + self.columns - 1) // self.columns

    def height(self, c: Canvas) -> float:
        return self._rows() * 34 + 24

    def draw(self, c: Canvas, y: float) -> None:
        w = c.width - 2 * MARGIN
        c.rect(MARGIN, y + 4, w, self.height(c) - 8, "cell", radius=12)
        col_w = (w - 24) / self.columns
        rows = self._rows()
        longest = max(len(self._label(i, word)) for i, word in enumerate(self.words)) + 1
        size = min(16.0, col_w / (longest * 0.62))   # a monospaced cell is about 0.6 em wide
        phrase = " ".join(self.words)
        body = c.span(phrase, self.category) if self.category else contextlib.nullcontext()
        with body:
            for i, word in enumerate(self.words):
                col, row = i // rows, i % rows   # numbered down each column, as wallets do
                x = MARGIN + 12 + col * col_w
                cy = y + 12 + row * 34 + 17
                c.text(x, cy, self._label(i, word), size=size, weight="mono")
