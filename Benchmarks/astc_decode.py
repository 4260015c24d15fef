#!/usr/bin/env python3
"""ASTC decoding against OCR: how long SnapGuard's own ASTC decoder takes on a 1290x2796 snapshot
(iPhone 15 Pro Max / 16 Plus size), beside how long `snapguard scan` takes on the same snapshot.

    python3 Benchmarks/astc_decode.py [--rounds R]

It scales Samples/leaky-balance-light-1179x2556.png to 1290x2796, encodes it with ARM's `astcenc`
program in 4x4 and 8x8 blocks, and writes each as a KTX snapshot. Then, round by round, it runs
the decoder benchmark (Benchmarks/ASTCDecode, compiled here with `swiftc -O` from the decoder's
sources; it prints the median of 20 decodes) and `snapguard scan` on each snapshot, one after the
other, so that load from elsewhere hits both alike. Needs a release build
(swift build -c release), the astcenc program, Pillow and the Swift toolchain.
"""
import argparse
import glob
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Scripts"))
from render_snapshot_fixtures import astc_blocks, ktx_header  # noqa: E402

SIZE = (1290, 2796)
FORMATS = {"4x4": 0x93B0, "8x8": 0x93B7}


def build_benchmark(out):
    sources = sorted(glob.glob(str(ROOT / "Sources/SnapGuardCore/Snapshots/ASTC/*.swift"))) + [
        str(ROOT / "Sources/SnapGuardCore/Snapshots/ASTCFormat.swift"),
        str(ROOT / "Sources/SnapGuardCore/Imaging/ImageError.swift"),
        str(ROOT / "Sources/SnapGuardCore/Imaging/ImageFormat.swift"),
    ]
    subprocess.run(["swiftc", "-O", "-parse-as-library", "-o", out, str(ROOT / "Benchmarks/ASTCDecode/main.swift")] + sources,
                   check=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    snapguard = ROOT / ".build/release/snapguard"
    if not snapguard.exists():
        sys.exit("astc_decode: no release build; run swift build -c release first")
    os.environ["PATH"] = "/opt/swift/usr/bin:" + os.environ.get("PATH", "")
    with tempfile.TemporaryDirectory() as folder:
        benchmark = os.path.join(folder, "astc-decode-benchmark")
        build_benchmark(benchmark)
        picture = Image.open(ROOT / "Samples/leaky-balance-light-1179x2556.png").convert("RGBA").resize(SIZE, Image.LANCZOS)
        files = {}
        for name, internal_format in FORMATS.items():
            blocks = astc_blocks(picture, name)
            width, height = map(int, name.split("x"))
            astc = os.path.join(folder, f"{name}.astc")
            with open(astc, "wb") as out:
                out.write(struct.pack("<I", 0x5CA1AB13) + bytes([width, height, 1]) + SIZE[0].to_bytes(3, "little")
                          + SIZE[1].to_bytes(3, "little") + (1).to_bytes(3, "little") + blocks)
            ktx = os.path.join(folder, f"{name}.ktx")
            with open(ktx, "wb") as out:
                out.write(ktx_header(*SIZE, b"", internal_format) + struct.pack("<I", len(blocks)) + blocks)
            files[name] = (astc, ktx)
        decode = {name: [] for name in FORMATS}
        scan = {name: [] for name in FORMATS}
        for _ in range(args.rounds):
            for name, (astc, ktx) in files.items():
                output = subprocess.run([benchmark, "20", astc], check=True, capture_output=True, text=True).stdout
                decode[name].append(float(re.search(r"median ([0-9.]+) ms", output).group(1)))
                start = time.perf_counter()
                status = subprocess.run([str(snapguard), "scan", "--no-config", "--quiet", ktx], stdout=subprocess.DEVNULL).returncode
                scan[name].append(time.perf_counter() - start)
                if status not in (0, 1):
                    sys.exit(f"snapguard scan {ktx} exited {status}")
    print(f"1290x2796, {args.rounds} rounds (medians)")
    print("| blocks | ASTC decode | snapguard scan (decode + OCR + matching) | decode / scan |")
    print("| --- | --- | --- | --- |")
    for name in FORMATS:
        d, s = statistics.median(decode[name]), statistics.median(scan[name])
        print(f"| {name} | {d:.1f} ms | {s:.2f} s | {d / 1000 / s:.1%} |")


if __name__ == "__main__":
    main()
