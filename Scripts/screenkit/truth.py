"""Write rendered frames as PNGs and their ground truth as truth.json."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from .screen import Rendered
from .values import validate

CATEGORIES = {"currency", "card", "iban", "account", "routing", "ssn", "email", "phone",
              "health", "otp", "dob", "address"}
PROTECTIONS = {"overlay", "blur", "splash", "black", "white", "partial", None}


@dataclass
class Shot:
    """One corpus entry: a rendered frame plus how it should be judged."""

    name: str                  # file stem without the size, e.g. "leaky-balance-light"
    frame: Rendered
    description: str
    protection: str | None = None
    clean: bool = False        # True for screens that never contained sensitive data

    def kind(self) -> str:
        if self.frame.records:
            return "leaky"
        return "clean" if self.clean else "protected"

    def entry(self, filename: str) -> dict:
        """The truth.json object for this shot (validates every string)."""
        w, h = self.frame.image.size
        strings = [r.to_json() for r in self.frame.records]
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
    """Save every shot as `<name>-<W>x<H>.png` in `folder` and write `truth.json`."""
    os.makedirs(folder, exist_ok=True)
    entries, seen = [], set()
    for shot in shots:
        w, h = shot.frame.image.size
        filename = f"{shot.name}-{w}x{h}.png"
        if filename in seen:
            raise ValueError(f"duplicate file name {filename}")
        seen.add(filename)
        entries.append(shot.entry(filename))
        shot.frame.image.save(os.path.join(folder, filename), optimize=True)
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
