#!/usr/bin/env python3
"""Render active-screen / App Switcher snapshot pairs for `snapguard compare` (pair mode).

Usage:
  python3 Scripts/render_pairs.py                      # -> Tests/Fixtures/pairs/ (small committed set)
  python3 Scripts/render_pairs.py --full --out DIR     # every kind x light/dark x @2x/@3x (benchmark)

Each pair is `<Name>.active.png` + `<Name>.snapshot.png|.jpg`, named `<kind>-<mode>-<W>x<H>`, so
`snapguard compare DIR` pairs them by name. `pairs.json` records each pair's kind and the
verdict pair mode must give. Kinds:

  overlay        privacy overlay (brand gradient, logo, name)            pass
  heavyblur      the active screen under a 10 pt gaussian blur           pass
  splash         launch-screen look (background and centred logo)        pass
  unprotected    the active screen itself                                fail
  halfcovered    an overlay over the top half only                       fail
  lightblur      the active screen under a 1.5 pt gaussian blur          fail
  statusbar      the active screen with another time and battery level   fail
  downscaledjpeg the active screen at half size (a third in --full), JPEG fail
  nonpattern     a patient chart with a name and a photo and nothing a
                 pattern knows; the cover leaves the name and photo      fail

`bad/` holds inputs that cannot be compared: a snapshot of another aspect ratio, one far
smaller than the active screen, and a truncated file.
Every value is fixed, so the output is reproducible with the pinned Pillow.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from PIL import Image, ImageDraw, ImageFilter  # noqa: E402

from render_samples import BRAND, us_bank  # noqa: E402
from screenkit import Canvas, Txt, device, theme, widgets  # noqa: E402
from screenkit import apps, effects  # noqa: E402
from screenkit.screen import Screen  # noqa: E402
from screenkit.widgets import Avatar, Element, NavBar, Row, Section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAVY_BLUR_PT = 10.0
LIGHT_BLUR_PT = 1.5
EXPECTED = {"overlay": "pass", "heavyblur": "pass", "splash": "pass", "unprotected": "fail",
            "halfcovered": "fail", "lightblur": "fail", "statusbar": "fail", "downscaledjpeg": "fail",
            "nonpattern": "fail"}


class Photo(Element):
    """A photo in a chart: sky, sun, hills and a figure, drawn with shapes (no text)."""

    def height(self, c: Canvas) -> float:
        return 190

    def draw(self, c: Canvas, y: float) -> None:
        w, h = c.px(c.width - 2 * widgets.MARGIN), c.px(170)
        photo = widgets.gradient((w, h), "#6FB1E6", "#F6D6A8", diagonal=False)
        pen = ImageDraw.Draw(photo)
        pen.ellipse((w * 0.72, h * 0.12, w * 0.84, h * 0.12 + w * 0.12), fill="#FFD34E")
        pen.ellipse((-w * 0.3, h * 0.55, w * 0.7, h * 1.9), fill="#5E8C4A")
        pen.ellipse((w * 0.4, h * 0.65, w * 1.3, h * 2.0), fill="#3F6E37")
        pen.ellipse((w * 0.41, h * 0.38, w * 0.49, h * 0.38 + w * 0.08), fill="#3B2A20")
        pen.rounded_rectangle((w * 0.405, h * 0.55, w * 0.495, h * 0.9), radius=w * 0.02, fill="#B3413A")
        c.paste(photo, widgets.MARGIN, y + 10)


def chart(dev, th) -> Screen:
    """A patient chart: name, photo and visit rows; nothing a pattern knows about."""
    rows = Section([Row("Ward", "4 West"), Row("Attending", "Dr. Okafor"), Row("Next visit", "Tuesday"),
                    Row("Notes", "See attached photo")], header="Visit")
    return Screen(dev, th, [NavBar("Patient", large=False, back="Ward list"),
                            Avatar("EW", "Eleanor Whitfield", "Room 12"), Photo(), rows])


def with_status(frame_screen: Screen, time_text: str, level: float) -> Image.Image:
    """Renders `frame_screen` with another clock and battery level in its status bar."""
    modern, classic = widgets._modern_status, widgets._classic_status

    def other_modern(c: Canvas) -> None:
        h, w, col = c.device.status_bar, c.width, "label"
        cy = h * 0.55
        c.text(w * 0.165, cy, time_text, size=17, weight="semibold", align="center")
        widgets._battery(c, w - 44, cy, col, level=level)
        widgets._signal(c, w - 95, cy, col)

    def other_classic(c: Canvas) -> None:
        cy, w = 10.0, c.width
        c.text(24, cy, "Carrier", size=12, weight="medium")
        c.text(w / 2, cy, time_text + " PM", size=12, weight="semibold", align="center")
        widgets._battery(c, w - 31, cy, "label", w=22, h=10, level=level)
        c.text(w - 36, cy, f"{round(level * 100)}%", size=12, weight="medium", align="right")

    widgets._modern_status, widgets._classic_status = other_modern, other_classic
    try:
        return frame_screen.render().image
    finally:
        widgets._modern_status, widgets._classic_status = modern, classic


def cover_top_half(image: Image.Image, dev, th) -> Image.Image:
    """An overlay over the top half of the screen; the bottom half stays as it was."""
    overlay = effects.privacy_overlay(dev, th, BRAND, "Apex Bank").image
    out = image.copy()
    out.paste(overlay.crop((0, 0, dev.width, dev.height // 2)), (0, 0))
    return out


def cover_below(image: Image.Image, dev, th, top: int) -> Image.Image:
    """An overlay from pixel row `top` down: what is above stays visible."""
    overlay = effects.privacy_overlay(dev, th, BRAND, "Apex Bank").image
    out = image.copy()
    out.paste(overlay.crop((0, top, dev.width, dev.height)), (0, top))
    return out


def jpeg(image: Image.Image, factor: int) -> bytes:
    """The image scaled down by `factor` (area average) and saved as a JPEG."""
    small = image.resize((image.width // factor, image.height // factor), Image.Resampling.BOX)
    data = io.BytesIO()
    small.save(data, "JPEG", quality=80)
    return data.getvalue()


def png(image: Image.Image) -> bytes:
    data = io.BytesIO()
    image.save(data, "PNG", optimize=True)
    return data.getvalue()


def pair(kind: str, size: str, dark: bool, jpeg_factor: int = 2):
    """(active PNG bytes, snapshot bytes, snapshot extension) for one kind."""
    dev, th = device(size), theme(dark)
    if kind == "nonpattern":
        screen = chart(dev, th)
        frame = screen.render()
        photo = next(b for b in frame.blocks if b[2] == "Photo")
        return png(frame.image), png(cover_below(frame.image, dev, th, photo[1])), "png"
    screen = apps.bank_home(dev, th, us_bank())
    frame = screen.render()
    active, scale = frame.image, dev.scale
    snapshot: Image.Image
    if kind == "overlay":
        snapshot = effects.privacy_overlay(dev, th, BRAND, "Apex Bank").image
    elif kind == "heavyblur":
        snapshot = active.filter(ImageFilter.GaussianBlur(HEAVY_BLUR_PT * scale))
    elif kind == "splash":
        snapshot = effects.splash(dev, th, BRAND, "Apex Bank").image
    elif kind == "unprotected":
        snapshot = active
    elif kind == "halfcovered":
        snapshot = cover_top_half(active, dev, th)
    elif kind == "lightblur":
        snapshot = active.filter(ImageFilter.GaussianBlur(LIGHT_BLUR_PT * scale))
    elif kind == "statusbar":
        snapshot = with_status(screen, "10:27", 0.4)
    elif kind == "downscaledjpeg":
        return png(active), jpeg(active, jpeg_factor), "jpg"
    else:
        raise ValueError(kind)
    return png(active), png(snapshot), "png"


# The committed set: every kind once, light and dark, @2x and @3x between them, moderate sizes.
SMALL = [("overlay", "750x1334", False), ("heavyblur", "828x1792", True), ("splash", "750x1334", True),
         ("unprotected", "828x1792", False), ("halfcovered", "1170x2532", False),
         ("lightblur", "1170x2532", True), ("statusbar", "750x1334", False),
         ("downscaledjpeg", "1170x2532", False), ("nonpattern", "828x1792", True)]
FULL_SIZES = ["1179x2556", "828x1792", "750x1334"]


def write_pair(folder: str, kind: str, size: str, dark: bool, index: list, jpeg_factor: int = 2,
               blur_pt: float | None = None) -> None:
    global LIGHT_BLUR_PT
    saved = LIGHT_BLUR_PT
    if blur_pt is not None:
        LIGHT_BLUR_PT = blur_pt
    try:
        active, snapshot, ext = pair(kind, size, dark, jpeg_factor)
    finally:
        LIGHT_BLUR_PT = saved
    tag = kind if blur_pt is None else f"{kind}{blur_pt:g}pt"
    tag = tag if jpeg_factor == 2 else f"{kind}x{jpeg_factor}"
    name = f"{tag}-{'dark' if dark else 'light'}-{size}"
    with open(os.path.join(folder, f"{name}.active.png"), "wb") as fh:
        fh.write(active)
    with open(os.path.join(folder, f"{name}.snapshot.{ext}"), "wb") as fh:
        fh.write(snapshot)
    index.append({"name": name, "kind": kind, "size": size, "dark": dark,
                  "expectedVerdict": EXPECTED[kind], "snapshot": f"{name}.snapshot.{ext}"})


def write_bad(folder: str) -> None:
    """Pairs that cannot be compared, each to get a clear message."""
    os.makedirs(folder, exist_ok=True)
    dev, th = device("750x1334"), theme(False)
    active = apps.bank_home(dev, th, us_bank()).render().image
    with open(os.path.join(folder, "aspect.active.png"), "wb") as fh:
        fh.write(png(active))
    with open(os.path.join(folder, "aspect.snapshot.png"), "wb") as fh:
        fh.write(png(active.crop((0, 0, 750, 750))))         # a square: another aspect ratio
    with open(os.path.join(folder, "tiny.active.png"), "wb") as fh:
        fh.write(png(active))
    with open(os.path.join(folder, "tiny.snapshot.png"), "wb") as fh:
        fh.write(png(active.resize((50, 89), Image.Resampling.BOX)))   # a fifteenth of the width
    with open(os.path.join(folder, "broken.active.png"), "wb") as fh:
        fh.write(png(active))
    whole = png(active)
    with open(os.path.join(folder, "broken.snapshot.png"), "wb") as fh:
        fh.write(whole[: len(whole) // 3])                    # truncated


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "Fixtures", "pairs"))
    parser.add_argument("--full", action="store_true",
                        help="every kind in light and dark at @2x and @3x, plus more blur radii and scales")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    index: list = []
    if args.full:
        for size in FULL_SIZES:
            for dark in (False, True):
                for kind in EXPECTED:
                    write_pair(args.out, kind, size, dark, index)
                write_pair(args.out, "downscaledjpeg", size, dark, index, jpeg_factor=3)
                for radius in (0.5, 1.0):
                    write_pair(args.out, "lightblur", size, dark, index, blur_pt=radius)
    else:
        for kind, size, dark in SMALL:
            write_pair(args.out, kind, size, dark, index)
        write_bad(os.path.join(args.out, "bad"))
    with open(os.path.join(args.out, "pairs.json"), "w", encoding="utf-8") as fh:
        json.dump({"version": 1, "pairs": index}, fh, indent=1)
        fh.write("\n")
    print(f"{args.out}: {len(index)} pairs")


if __name__ == "__main__":
    main()
