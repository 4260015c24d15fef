#!/usr/bin/env python3
"""Decode time of a 1290x2796 (iPhone Pro Max) snapshot in every layout, against the PNG of the
same picture, side by side in one run.

Each file is decoded by `snapguard inspect` (which reads the snapshot exactly as `scan` does, decodes
every pixel, then drops them: no OCR, no PNG encoding), round after round, the layouts interleaved
so that the shared machine's load falls on all of them alike. The figure per layout is the median
wall time over the rounds, and its ratio to the PNG's (Leptonica decoding the same picture).
Process start-up is in every figure alike; `snapguard inspect` of a tiny file shows it.

    python3 Benchmarks/snapshot_decode.py [--binary .build/release/snapguard] [--rounds 15]

Needs the astcenc program, Pillow and lzfse (Scripts/requirements.txt), as the fixture script does.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Scripts"))
import render_snapshot_fixtures as fixtures  # noqa: E402

LAYOUTS = {
    "KTX 1.1 raw (row-major)": "ktx-raw",
    "KTX 1.1 + Compression_APPLE (LZFSE)": "ktx-lzfse",
    "AAPL LZFS (iOS 18)": "aapl-lzfs",
    "AAPL ASTC (row-major)": "aapl-rowmajor",
    "AAPL astc (pre-tiled, iOS 26)": "aapl-tiled",
}


def run(binary: str, path: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run([binary, "inspect", str(path)], capture_output=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{path.name} did not decode: {done.stdout.decode()[-300:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "snapguard"))
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    image = Image.open(ROOT / "Samples" / "leaky-balance-light-1179x2556.png").convert("RGB").resize((1290, 2796), Image.LANCZOS)
    with tempfile.TemporaryDirectory(prefix="snapguard-decode-") as folder:
        work = Path(folder)
        files = {"PNG (Leptonica), the reference": work / "picture.png"}
        image.save(files["PNG (Leptonica), the reference"])
        made = fixtures.layouts(image, list(LAYOUTS.values()))
        for label, layout in LAYOUTS.items():
            files[label] = work / f"{layout}.ktx"
            files[label].write_bytes(made[layout])
        tiny = work / "tiny.png"
        Image.new("RGB", (32, 32), "white").save(tiny)
        files["32x32 PNG (start-up only)"] = tiny
        times = {label: [] for label in files}
        for _ in range(args.rounds):
            for label, path in files.items():
                times[label].append(run(args.binary, path))
        reference = statistics.median(times["PNG (Leptonica), the reference"])
        print(f"{'1290x2796, snapguard inspect':40} {'file MB':>8} {'median ms':>10} {'× PNG':>6}")
        for label, path in files.items():
            median = statistics.median(times[label])
            print(f"{label:40} {os.path.getsize(path) / 1e6:8.2f} {median * 1000:10.1f} {median / reference:6.2f}")


if __name__ == "__main__":
    main()
