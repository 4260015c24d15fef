#!/usr/bin/env python3
"""How many labelled strings plain `tesseract IMG -` reads verbatim, per category.

A reference for the corpus figures of `snapguard eval`: the strings the stock Tesseract program
reads, as is, on each screen of a labelled corpus (a folder with truth.json). A string counts when
its text, with runs of white space made one space, occurs in Tesseract's output treated the same
way. This says what OCR alone gives before any preprocessing or pattern; it is no recall (nothing
decides what is sensitive), and a string read with one character wrong does not count.

Usage: python3 Benchmarks/verbatim.py CORPUS [--lang eng] [--jobs 2]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor


def squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def read(image: str, lang: str) -> str:
    result = subprocess.run(["tesseract", image, "-", "-l", lang], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"verbatim: tesseract failed on {image}: {result.stderr.strip().splitlines()[-1:]}")
    return squeeze(result.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--lang", default="eng")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with open(os.path.join(args.corpus, "truth.json"), encoding="utf-8") as fh:
        screens = [s for s in json.load(fh)["screens"] if s["strings"]]
    with ThreadPoolExecutor(args.jobs) as pool:
        texts = list(pool.map(lambda s: read(os.path.join(args.corpus, s["image"]), args.lang), screens))
    found, total = Counter(), Counter()
    for screen, text in zip(screens, texts):
        for string in screen["strings"]:
            total[string["category"]] += 1
            found[string["category"]] += squeeze(string["text"]) in text
    for category in sorted(total):
        print(f"  {category:<10} {found[category]:>4}/{total[category]:<4} {100 * found[category] / total[category]:5.1f}%")
    print(f"  {'all':<10} {sum(found.values()):>4}/{sum(total.values()):<4} "
          f"{100 * sum(found.values()) / sum(total.values()):5.1f}%  (plain tesseract, read verbatim)")


if __name__ == "__main__":
    main()
