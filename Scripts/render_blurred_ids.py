#!/usr/bin/env python3
"""Render personal-details screens under a light "privacy" blur, for reproducing blur misses.

Usage: python3 Scripts/render_blurred_ids.py [--out /tmp/snapguard-stress/blurred-ids] [--seed 5] [--count 80]

Opt-in and never committed, like `render_corpus.py --part stress`: ID and profile screens
(`render_corpus.id_profile` in seven locales, `render_corpus.profile` in four countries) drawn in
the tuning and stress faces only (never a validation face), in the material, iOS and stacked
layouts, on phones and (more often) iPads, each under a Gaussian blur of 1.0 to 1.5 points
(the strongest blur the issue asks a reader to see through). Every screen leaks; `truth.json`
lists its strings. Seeds 2 and 5 gave the "blur2" and "blur3" sets measured in earlier versions of
Benchmarks/README.md (git log -p -- Benchmarks/README.md).
"""
from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import render_corpus as rc  # noqa: E402
from screenkit import Shot, device, effects, fonts, summary, theme, write  # noqa: E402
from screenkit.widgets import layout  # noqa: E402

# Tuning and stress faces; the validation part's (Lato, Noto Sans, Cantarell, Roboto Condensed,
# DejaVu Sans) are left out so the validation part stays unseen.
FAMILIES = ("freesans", "carlito", "clearsans", "heroscn", "cabin", "nimbusnarrow", "inter", "roboto",
            "opensans", "liberation")
LOCALES = ("fr", "de", "es", "pt-BR", "en-IN", "en-GB", "en-US")
COUNTRIES = ("US", "GB", "DE", "FR")


def shots(seed: int, count: int) -> list[Shot]:
    out = []
    for i in range(count):
        rng = random.Random(f"r6:{seed}:{i}")
        if rng.random() < 0.75:
            build, argument = rc.id_profile, rng.choice(LOCALES)
        else:
            build, argument = rc.profile, rng.choice(COUNTRIES)
        dark = rng.random() < 0.5
        size = rng.choice(rc.IPADS) if rng.random() < 0.6 else rng.choice(rc.PHONES + rc.IPADS)
        family, style = rng.choice(FAMILIES), rng.choice(["material", "material", "ios", "stacked"])
        dev, th = device(size), theme(dark)
        state = rng.getstate()
        with fonts.using(family), layout(style):
            stem, frame, desc = build(rng, dev, th, argument)
        if not fonts.covers(family, "".join(r.text for r in frame.records)):
            family = "freesans"
            rng.setstate(state)
            with fonts.using(family), layout(style):
                stem, frame, desc = build(rng, dev, th, argument)
        points = round(rng.uniform(1.0, 1.5), 2)
        name = f"leaky-{stem}-{'dark' if dark else 'light'}-{style}-{family}-{i}-b{points}"
        out.append(Shot(name, effects.blur(frame, points * dev.scale), f"{desc} ({family}, {style} layout, blur {points} pt)"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/snapguard-stress/blurred-ids")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--count", type=int, default=80)
    args = parser.parse_args()
    print(f"{args.out}: {summary(write(shots(args.seed, args.count), args.out))}")


if __name__ == "__main__":
    main()
