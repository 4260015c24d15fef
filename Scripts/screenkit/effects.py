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
