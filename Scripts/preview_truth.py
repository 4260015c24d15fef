#!/usr/bin/env python3
"""Draw the truth.json boxes over the images, for eyeballing the ground truth.

Usage: python3 Scripts/preview_truth.py Samples /tmp/preview [NAME_SUBSTRING]
Writes annotated copies (red boxes, category labels) to the output folder; never touches
the source folder.
"""
from __future__ import annotations

import json
import os
import sys

from PIL import Image, ImageDraw

COLOURS = {"currency": "#FF3B30", "card": "#FF9500", "iban": "#AF52DE", "account": "#5856D6",
           "routing": "#5AC8FA", "ssn": "#FF2D55", "email": "#34C759", "phone": "#007AFF",
           "health": "#FF00FF", "otp": "#A2845E", "dob": "#00C7BE", "address": "#FFCC00",
           "identity": "#8E8E93", "secret": "#30B0C7"}


def annotate(folder: str, screen: dict) -> Image.Image:
    """Return the screen's image with every truth box outlined in its category colour."""
    image = Image.open(os.path.join(folder, screen["image"])).convert("RGB")
    draw = ImageDraw.Draw(image)
    for s in screen["strings"]:
        b = s["box"]
        colour = COLOURS.get(s["category"], "#FF3B30")
        box = (b["x"], b["y"], b["x"] + b["width"], b["y"] + b["height"])
        # Lines scale with the image, so a box stays visible on a contact sheet of large screens.
        width = max(3, image.width // 200)
        draw.rectangle((box[0] - width, box[1] - width, box[2] + width, box[3] + width), outline="#000000", width=1)
        draw.rectangle(box, outline=colour, width=width)
        draw.text((b["x"], b["y"] + b["height"] + 2), s["category"], fill=colour)
    return image


def main() -> None:
    src, out = sys.argv[1], sys.argv[2]
    pattern = sys.argv[3] if len(sys.argv) > 3 else ""
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(src, "truth.json"), encoding="utf-8") as fh:
        truth = json.load(fh)
    for screen in truth["screens"]:
        if pattern in screen["image"]:
            annotate(src, screen).save(os.path.join(out, screen["image"]))


if __name__ == "__main__":
    main()
