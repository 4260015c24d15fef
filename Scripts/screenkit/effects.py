"""Whole-frame treatments: privacy overlays, blurs, splash / solid frames, partial covers.

Each returns a new `Rendered`. Anything that hides text removes it from ground truth;
treatments that leave text readable (light blur, partial covers) keep what stays visible.
"""
from __future__ import annotations

from PIL import Image, ImageFilter

from .canvas import Canvas
from .icons import draw_icon
from .screen import Rendered
from .theme import Device, Theme
from .widgets import MARGIN, gradient

HEAVY_BLUR_PX = 30


def blur(frame: Rendered, radius: float) -> Rendered:
    """Gaussian blur of `radius` device pixels. Radii >= 8 px are treated as hiding all text."""
    image = frame.image.filter(ImageFilter.GaussianBlur(radius))
    hidden = radius >= 8
    return Rendered(image, [] if hidden else list(frame.records), frame.blocks,
                    frame.notes + [f"gaussian blur {radius:g} px"])


def _logo(c: Canvas, cx: float, cy: float, size: float, glyph: str, fill: str, ink: str) -> None:
    c.rect(cx - size / 2, cy - size / 2, size, size, fill, radius=size * 0.225)
    draw_icon(c, glyph, cx - size * 0.3, cy - size * 0.3, size * 0.6, ink, background=fill)


def privacy_overlay(device: Device, theme: Theme, brand: tuple[str, str], app: str,
                    glyph: str = "shield") -> Rendered:
    """Full-screen brand gradient with the app logo and name (what a careful app shows
    in the App Switcher)."""
    c = Canvas(device, theme)
    c.paste(gradient((device.width, device.height), *brand), 0, 0)
    cy = c.height * 0.45
    _logo(c, c.width / 2, cy, 96, glyph, "#FFFFFF", brand[0])
    c.text(c.width / 2, cy + 84, app, size=28, weight="bold", color="#FFFFFF", align="center")
    return Rendered(c.image, [], [], ["privacy overlay"])


def splash(device: Device, theme: Theme, brand: tuple[str, str], app: str,
           glyph: str = "shield", show_name: bool = False) -> Rendered:
    """Launch-screen look: system background with a centred logo (and optionally a wordmark)."""
    c = Canvas(device, theme)
    _logo(c, c.width / 2, c.height / 2, 110, glyph, brand[0], "#FFFFFF")
    if show_name:
        c.text(c.width / 2, c.height - 90, app, size=17, weight="semibold", color="secondary",
               align="center")
    return Rendered(c.image, [], [], ["splash screen"])


def solid(device: Device, colour: str) -> Rendered:
    """A single-colour frame (all-black or all-white snapshot)."""
    return Rendered(Image.new("RGB", (device.width, device.height), colour), [], [], [colour])


def cover_blocks(frame: Rendered, device: Device, theme: Theme, first: int, last: int | None,
                 title: str, message: str, glyph: str = "lock") -> Rendered:
    """Cover content blocks first..last (None = to the bottom edge, as a sheet) with an opaque
    card, and drop every truth string under it. Strings must not straddle the cover edge."""
    top = frame.blocks[first][0]
    sheet = last is None
    bottom = device.height if sheet else frame.blocks[last][1]
    c = Canvas.over(device, theme, frame.image)
    s = device.scale
    x0 = 0 if sheet else MARGIN
    c.rect(x0, top / s, c.width - 2 * x0, (bottom - top) / s, "cell" if theme.dark else "background",
           radius=14)
    if sheet:
        c.rect((c.width - 36) / 2, top / s + 6, 36, 5, "tertiary", radius=2.5)
    cy = (top + min(bottom, top + 200 * s)) / 2 / s if sheet else (top + bottom) / 2 / s
    _logo(c, c.width / 2, cy - 26, 36, glyph, theme.tint, "#FFFFFF")
    c.text(c.width / 2, cy + 12, title, size=17, weight="semibold", align="center")
    c.text(c.width / 2, cy + 34, message, size=13, color="secondary", align="center")
    kept = []
    for rec in frame.records:
        l, t, r, b = rec.box
        if b <= top or t >= bottom:
            kept.append(rec)
        elif t < top or b > bottom:
            raise ValueError(f"{rec.text!r} straddles the cover edge")
    return Rendered(c.image, kept + c.records, frame.blocks,
                    frame.notes + [f"covered {len(frame.records) - len(kept)} string(s)"])


def dim_behind(frame: Rendered, device: Device, theme: Theme, kind: str, title: str, message: str,
               actions: tuple[str, str] = ("Cancel", "OK")) -> Rendered:
    """Dim the screen as iOS does behind a modal and draw a half-height `"sheet"` or a centred
    `"alert"` on top. Dimmed rows stay readable, so their strings stay in the truth; strings
    under (or cut by) the sheet or alert are dropped."""
    dimmed = Image.blend(frame.image, Image.new("RGB", frame.image.size, "#000000"), 0.48 if theme.dark else 0.4)
    c = Canvas.over(device, theme, dimmed)
    s = device.scale
    if kind == "sheet":
        top_pt = c.height * 0.5
        box = (0, c.px(top_pt), device.width, device.height)
        c.rect(0, top_pt, c.width, c.height - top_pt + 20, "cell" if theme.dark else "background", radius=12)
        c.rect((c.width - 36) / 2, top_pt + 6, 36, 5, "tertiary", radius=2.5)
        c.text(MARGIN, top_pt + 40, title, size=20, weight="bold")
        c.text(MARGIN, top_pt + 72, message, size=15, color="secondary", valign="top", max_width=c.width - 2 * MARGIN)
        for i, label in enumerate(actions):
            y = top_pt + 140 + i * 62
            c.rect(MARGIN, y, c.width - 2 * MARGIN, 50, "tint" if i == len(actions) - 1 else "fill", radius=12)
            c.text(c.width / 2, y + 25, label, weight="semibold",
                   color="#FFFFFF" if i == len(actions) - 1 else "tint", align="center")
    else:
        w, h = 270.0, 150.0
        x, y = (c.width - w) / 2, (c.height - h) / 2
        box = (c.px(x), c.px(y), c.px(x + w), c.px(y + h))
        c.rect(x, y, w, h, "#2C2C2E" if theme.dark else "#F2F2F2", radius=14)
        c.text(c.width / 2, y + 30, title, weight="semibold", align="center")
        c.text(c.width / 2, y + 50, message, size=13, align="center", valign="top", max_width=w - 32)
        c.line([(x, y + h - 44), (x + w, y + h - 44)], "separator", hairline=True)
        c.line([(x + w / 2, y + h - 44), (x + w / 2, y + h)], "separator", hairline=True)
        for i, label in enumerate(actions):
            c.text(x + w / 4 + i * w / 2, y + h - 22, label, weight="semibold" if i else "regular",
                   color="tint", align="center")
    kept = [r for r in frame.records
            if r.box[3] <= box[1] or r.box[1] >= box[3] or r.box[2] <= box[0] or r.box[0] >= box[2]]
    return Rendered(c.image, kept + c.records, frame.blocks,
                    frame.notes + [f"dimmed behind a {kind}; {len(frame.records) - len(kept)} string(s) covered"])
