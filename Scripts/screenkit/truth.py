"""Write rendered frames as PNGs and their ground truth as truth.json."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from PIL import Image

from .screen import Rendered
from .values import validate

CATEGORIES = {"currency", "card", "iban", "account", "routing", "ssn", "email", "phone",
              "health", "otp", "dob", "address", "identity", "secret"}
PROTECTIONS = {"overlay", "blur", "splash", "black", "white", "partial", None}


@dataclass
class Shot:
    """One corpus entry: a rendered frame plus how it should be judged."""

    name: str                  # file stem without the size, e.g. "leaky-balance-light"
    frame: Rendered
    description: str
    protection: str | None = None
    clean: bool = False        # True for screens that never contained sensitive data
    half: bool = False         # stored at half size (a downscaled copy of the capture)
    jpeg: int | None = None    # stored as JPEG at this quality instead of PNG

    def final(self) -> tuple[Image.Image, list[dict]]:
        """The image as stored and its truth strings (boxes scaled with a half-size copy)."""
        image = self.frame.image
        strings = [r.to_json() for r in self.frame.records]
        if self.half:
            image = image.resize((image.width // 2, image.height // 2), Image.Resampling.BICUBIC,
                                 reducing_gap=2.0)
            for s in strings:
                b = s["box"]
                x0, y0 = b["x"] // 2, b["y"] // 2
                x1 = min(image.width, -(-(b["x"] + b["width"]) // 2))
                y1 = min(image.height, -(-(b["y"] + b["height"]) // 2))
                s["box"] = {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0}
        return image, strings

    def kind(self) -> str:
        if self.frame.records:
            return "leaky"
        return "clean" if self.clean else "protected"

    def entry(self, filename: str) -> dict:
        """The truth.json object for this shot (validates every string)."""
        image, strings = self.final()
        w, h = image.size
        self._check(strings, w, h)
        kind = self.kind()
        return {"image": filename, "width": w, "height": h, "kind": kind,
                "protection": self.protection,
                "expectedVerdict": "fail" if kind == "leaky" else "pass",
                "description": self.description, "strings": strings}

    def _check(self, strings: list[dict], w: int, h: int) -> None:
        if self.protection not in PROTECTIONS:
            raise ValueError(f"{self.name}: unknown protection {self.protection!r}")
        if self.clean and strings:
            raise ValueError(f"{self.name}: clean screen recorded {strings[0]['text']!r}")
        if self.name.startswith("leaky") and not strings:
            raise ValueError(f"{self.name}: leaky screen has no visible sensitive strings")
        for s in strings:
            b = s["box"]
            if s["category"] not in CATEGORIES:
                raise ValueError(f"{self.name}: bad category {s['category']}")
            if b["x"] < 0 or b["y"] < 0 or b["x"] + b["width"] > w or b["y"] + b["height"] > h:
                raise ValueError(f"{self.name}: box outside image for {s['text']!r}")
            validate(s["text"], s["category"])


def write(shots: list[Shot], folder: str) -> list[dict]:
    """Save every shot as `<name>-<W>x<H>.png` (or `.jpg`) in `folder` and write `truth.json`."""
    os.makedirs(folder, exist_ok=True)
    entries, seen = [], set()
    for shot in shots:
        image, _ = shot.final()
        w, h = image.size
        filename = f"{shot.name}-{w}x{h}.{'jpg' if shot.jpeg else 'png'}"
        if filename in seen:
            raise ValueError(f"duplicate file name {filename}")
        seen.add(filename)
        entries.append(shot.entry(filename))
        if shot.jpeg:
            image.save(os.path.join(folder, filename), quality=shot.jpeg, optimize=True)
        else:
            image.save(os.path.join(folder, filename), optimize=True)
    with open(os.path.join(folder, "truth.json"), "w", encoding="utf-8") as fh:
        json.dump({"version": 1, "screens": entries}, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return entries


def summary(entries: list[dict]) -> str:
    """One line per kind with counts, for the render scripts to print."""
    kinds: dict[str, int] = {}
    for e in entries:
        kinds[e["kind"]] = kinds.get(e["kind"], 0) + 1
    strings = sum(len(e["strings"]) for e in entries)
    return f"{len(entries)} screens ({', '.join(f'{v} {k}' for k, v in sorted(kinds.items()))}), {strings} truth strings"
