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
        colour = COLOURS[s["category"]]
        box = (b["x"], b["y"], b["x"] + b["width"], b["y"] + b["height"])
        draw.rectangle((box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3), outline="#000000", width=1)
        draw.rectangle(box, outline=colour, width=3)
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
