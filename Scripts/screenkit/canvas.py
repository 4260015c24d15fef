"""A point-based drawing surface that records ground truth for sensitive text.

Widgets lay out in iOS points; the canvas converts to device pixels. Every text
draw may carry *marks*: (substring, category) pairs. For each mark the canvas
records the substring's bounding box in final image pixels (Pillow textbbox),
unioned over all lines / draw calls it spans.
"""
from __future__ import annotations

import contextlib
import unicodedata
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from . import fonts
from .theme import Device, Theme

Box = tuple[int, int, int, int]  # left, top, right, bottom (pixels)


@dataclass(frozen=True)
class Txt:
    """Text plus what is sensitive in it.

    `category` marks the whole string; `marks` marks substrings: ((substring, category), ...).
    `color` overrides the widget's default colour role.
    """

    text: str
    category: str | None = None
    marks: tuple[tuple[str, str], ...] = ()
    color: str | None = None
    weight: str | None = None      # overrides the widget's weight ("mono" for codes)

    def all_marks(self) -> tuple[tuple[str, str], ...]:
        return ((self.text, self.category),) + self.marks if self.category else self.marks


def as_txt(value: "Txt | str | None") -> Txt | None:
    """Accept plain strings wherever a Txt is expected."""
    if value is None or isinstance(value, Txt):
        return value
    return Txt(value)


def nfc(text: str) -> str:
    """Precomposed form: the BASIC layout engine needs single code points for Vietnamese."""
    return unicodedata.normalize("NFC", text)


@dataclass
class Record:
    """One ground-truth entry: a sensitive string and its pixel box."""

    text: str
    category: str
    box: Box

    def to_json(self) -> dict:
        l, t, r, b = self.box
        return {"text": self.text, "category": self.category,
                "box": {"x": l, "y": t, "width": r - l, "height": b - t}}


def union(boxes: list[Box]) -> Box:
    """Smallest box containing all `boxes`."""
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


@dataclass
class Canvas:
    """Image + draw context in device pixels, addressed in points."""

    device: Device
    theme: Theme
    image: Image.Image = field(init=False)
    records: list[Record] = field(default_factory=list, init=False)
    _spans: list[list[Box]] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.image = Image.new("RGB", (self.device.width, self.device.height), self.theme.background)
        self.draw = ImageDraw.Draw(self.image)

    @classmethod
    def over(cls, device: Device, theme: Theme, image: Image.Image) -> "Canvas":
        """A canvas that draws on a copy of an existing frame."""
        c = cls(device, theme)
        c.image = image.copy()
        c.draw = ImageDraw.Draw(c.image)
        return c

    # -- geometry -----------------------------------------------------------------
    @property
    def width(self) -> float:
        return self.device.pt_width

    @property
    def height(self) -> float:
        return self.device.pt_height

    def px(self, value: float) -> int:
        """Points to device pixels."""
        return round(value * self.device.scale)

    def rect_px(self, x: float, y: float, w: float, h: float) -> Box:
        return (self.px(x), self.px(y), self.px(x + w), self.px(y + h))

    def font(self, size: float, weight: str = "regular"):
        return fonts.font(self.px(size), weight)

    def color(self, role: str) -> str:
        return self.theme.color(role)

    # -- shapes ---------------------------------------------------------------------
    def rect(self, x, y, w, h, fill, radius: float = 0, outline=None, width: float = 0,
             corners: tuple[bool, bool, bool, bool] | None = None) -> None:
        """Filled (optionally rounded) rectangle; all values in points.
        `corners` picks which corners (tl, tr, br, bl) are rounded."""
        box = self.rect_px(x, y, w, h)
        box = (box[0], box[1], box[2] - 1, box[3] - 1)
        kw = {"fill": self.color(fill) if fill else None}
        if outline:
            kw.update(outline=self.color(outline), width=max(1, self.px(width)))
        if radius:
            self.draw.rounded_rectangle(box, radius=self.px(radius), corners=corners, **kw)
        else:
            self.draw.rectangle(box, **kw)

    def circle(self, cx, cy, r, fill, outline=None, width: float = 0) -> None:
        box = (self.px(cx - r), self.px(cy - r), self.px(cx + r), self.px(cy + r))
        self.draw.ellipse(box, fill=self.color(fill) if fill else None,
                          outline=self.color(outline) if outline else None,
                          width=self.px(width) if outline else 0)

    def line(self, points, fill, width: float = 1, hairline: bool = False) -> None:
        """Polyline in points; `hairline` draws exactly one device pixel wide."""
        pts = [(self.px(x), self.px(y)) for x, y in points]
        self.draw.line(pts, fill=self.color(fill), width=1 if hairline else max(1, self.px(width)),
                       joint="curve")

    def polygon(self, points, fill) -> None:
        self.draw.polygon([(self.px(x), self.px(y)) for x, y in points], fill=self.color(fill))

    def arc(self, cx, cy, r, start, end, fill, width: float) -> None:
        box = (self.px(cx - r), self.px(cy - r), self.px(cx + r), self.px(cy + r))
        self.draw.arc(box, start, end, fill=self.color(fill), width=max(1, self.px(width)))

    def paste(self, img: Image.Image, x: float, y: float, mask=None) -> None:
        self.image.paste(img, (self.px(x), self.px(y)), mask)

    # -- text ---------------------------------------------------------------------
    def measure(self, text: str, size: float, weight: str = "regular") -> float:
        """Advance width of `text` in points."""
        return self.font(size, weight).getlength(nfc(text)) / self.device.scale

    def fit(self, value: "Txt | str", size: float, weight: str, max_width: float) -> "Txt":
        """Truncate with an ellipsis to `max_width` points, like a one-line UILabel.
        Sensitive text is never truncated silently: it raises so the layout gets fixed."""
        value = as_txt(value)
        weight = value.weight or weight
        text = nfc(value.text)
        if self.measure(text, size, weight) <= max_width:
            return value
        if value.all_marks():
            raise ValueError(f"sensitive text {text!r} does not fit in {max_width:.0f} pt")
        while text and self.measure(text + "…", size, weight) > max_width:
            text = text[:-1]
        return Txt(text.rstrip() + "…", color=value.color, weight=value.weight)

    def wrap(self, text: str, size: float, weight: str, max_width: float) -> list[tuple[int, int]]:
        """Greedy word wrap. Returns (start, end) character ranges of each line in `text`."""
        text = nfc(text)
        lines, start, last_break = [], 0, None
        i = 0
        while i <= len(text):
            at_end = i == len(text)
            if at_end or text[i] == " ":
                if self.measure(text[start:i], size, weight) > max_width and last_break is not None:
                    lines.append((start, last_break))
                    start = last_break + 1
                    last_break = None
                    continue  # re-test the same word on the new line
                last_break = i
            i += 1
        lines.append((start, len(text)))
        return lines

    def text(self, x: float, y: float, value: "Txt | str", size: float = 17,
             weight: str = "regular", color: str = "label", align: str = "left",
             valign: str = "middle", max_width: float | None = None,
             line_height: float | None = None) -> float:
        """Draw (possibly wrapped) text and record its marks. Returns the block height in points.

        `x` is the left edge ("left"), centre ("center") or right edge ("right");
        `y` is the vertical centre of a single line ("middle") or the block top ("top").
        """
        value = as_txt(value)
        text = nfc(value.text)
        weight = value.weight or weight
        colour = self.color(value.color or color)
        lh = line_height or size * 1.3
        ranges = self.wrap(text, size, weight, max_width) if max_width else [(0, len(text))]
        top = y - lh / 2 if valign == "middle" else y
        mark_boxes: dict[int, list[Box]] = {}
        marks = [(nfc(s), c) for s, c in value.all_marks()]
        for n, (a, b) in enumerate(ranges):
            cy = top + lh * n + lh / 2
            line_x = self._line_left(x, text[a:b], size, weight, align)
            self._draw_run(line_x, cy, text[a:b], size, weight, colour)
            for k, (sub, _cat) in enumerate(marks):
                box = self._mark_box(line_x, cy, text, (a, b), sub, size, weight)
                if box:
                    mark_boxes.setdefault(k, []).append(box)
        for k, (sub, cat) in enumerate(marks):
            if k not in mark_boxes:
                raise ValueError(f"mark {sub!r} not found in {text!r}")
            self.records.append(Record(sub, cat, union(mark_boxes[k])))
        return lh * len(ranges)

    def _line_left(self, x: float, line: str, size: float, weight: str, align: str) -> float:
        width = self.measure(line, size, weight)
        return {"left": x, "center": x - width / 2, "right": x - width}[align]

    def _draw_run(self, x: float, cy: float, run: str, size: float, weight: str, colour: str) -> None:
        font = self.font(size, weight)
        origin = (self.px(x), self.px(cy))
        self.draw.text(origin, run, fill=colour, font=font, anchor="lm")
        if self._spans and run.strip():
            self._spans[-1].append(self.draw.textbbox(origin, run, font=font, anchor="lm"))

    def _mark_box(self, line_x, cy, text, line_range, sub, size, weight) -> Box | None:
        """Box of the part of `sub` (first occurrence in `text`) that falls on this line."""
        start = text.find(sub)
        if start < 0:
            return None
        a, b = line_range
        s, e = max(start, a), min(start + len(sub), b)
        segment = text[s:e].strip()
        if not segment:
            return None
        s = text.index(segment, s)
        font = self.font(size, weight)
        offset = font.getlength(text[a:s])
        origin = (self.px(line_x) + offset, self.px(cy))
        l, t, r, bt = self.draw.textbbox(origin, segment, font=font, anchor="lm")
        return (int(l), int(t), int(round(r + 0.49)), int(bt))

    @contextlib.contextmanager
    def span(self, text: str, category: str):
        """Record one truth entry covering every text run drawn inside the block."""
        self._spans.append([])
        try:
            yield
        finally:
            boxes = self._spans.pop()
        self.records.append(Record(nfc(text), category, union(boxes)))
