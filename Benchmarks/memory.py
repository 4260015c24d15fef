#!/usr/bin/env python3
"""Peak memory of `snapguard scan --jobs 2` on the heaviest inputs the default limits let in.

Issue 10's target: under 300 MB with `--jobs 2` on any input, with the default limits. The test
suite checks the hostile corpus (HostileCorpusTests); the inputs here take minutes of OCR, so they
are measured outside it:

- two 12 MP RGBA pages (3460x3460, just under the default pixel limit) packed edge to edge with
  text: the largest decode, the largest greyscale blend, the most text for Tesseract;
- two iPad Pro 12.9" screens (2048x2732) packed with text;
- two tall pre-tiled `astc` snapshots (32x375,000, as iOS 26 stores blocks): each uses a 32-pixel
  sliver of 2,930 tiles of 128x128 pixels, so a decoder that sizes its buffers by the tile grid
  holds four times the picture (issue 24);
- the whole hostile corpus (Tests/Fixtures/hostile).

Each scan's peak resident set comes from the kernel as the process ends (wait4's ru_maxrss), on
Linux and macOS alike.

    python3 Benchmarks/memory.py [--binary .build/release/snapguard] [--pictures]

With --pictures each scan also writes an HTML report and --annotate DIR, so every screen's
redacted thumbnail and every failing screen's full-size copy are drawn (from the image while it is
in memory: a one-byte-a-pixel copy of each screen in flight is kept through its read).

Needs Pillow and lzfse (Scripts/requirements.txt), the astcenc program (it encodes the tall
snapshots) and the DejaVu Sans font (apt-get install fonts-dejavu-core; elsewhere set SNAPGUARD_FONT
to a TrueType font).
"""
import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from benchmark import peak_rss_mb

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Scripts"))
import render_snapshot_fixtures as fixtures  # noqa: E402

FONT = os.environ.get("SNAPGUARD_FONT", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
TARGET_MB = 300


def dense_page(width: int, height: int, size: int) -> Image.Image:
    """An RGBA page with a line of card numbers, balances and IBANs every 1.5 text heights."""
    font = ImageFont.truetype(FONT, size)
    words = "Account 4111 1111 1111 1111 Balance $12,345.67 IBAN DE89 3704 0044 0532 0130 00 "
    page = Image.new("RGBA", (width, height), (255, 255, 255, 255))
    draw = ImageDraw.Draw(page)
    line = (words * (width // (size * 10) + 2))[: width * 2 // size]
    for y in range(0, height - size, size * 3 // 2):
        draw.text((4, y), line, font=font, fill=(0, 0, 0, 255))
    return page


def tall_tiled_snapshot(width: int = 32, height: int = 375_000) -> bytes:
    """An AAPL `astc` snapshot `width` x `height`: one 128x128 tile of text, pre-tiled (Morton
    order, x in the even bits), repeated down the picture."""
    tile = dense_page(128, 128, 11).convert("RGB")
    blocks = fixtures.tiled_blocks(tile)
    tiles = -(-width // 128) * -(-height // 128)
    return fixtures.aapl(width, height, b"astc", blocks * tiles, alignment=fixtures.TILED_ALIGNMENT)


def peak_mb(binary: str, paths: list[Path], pictures: Path | None) -> tuple[int, int]:
    reports = ["--format", "json", "--output", os.devnull]
    if pictures:
        reports += ["--format", "html", "--output", os.devnull, "--annotate", str(pictures)]
    command = [binary, "scan", "--no-config", "--quiet", "--jobs", "2", *reports, *map(str, paths)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return int(peak_rss_mb(usage)), os.waitstatus_to_exitcode(status)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "snapguard"))
    parser.add_argument("--pictures", action="store_true", help="also write an HTML report and --annotate DIR")
    args = parser.parse_args()
    if not Path(FONT).exists():
        sys.exit(f"missing font {FONT}: apt-get install fonts-dejavu-core, or set SNAPGUARD_FONT")
    with tempfile.TemporaryDirectory(prefix="snapguard-memory-") as folder:
        work = Path(folder)
        cases = {}
        for name, (width, height, size) in {"dense 12 MP RGBA page": (3460, 3460, 22),
                                            "dense iPad screen": (2048, 2732, 30)}.items():
            files = []
            for index in range(2):
                path = work / f"{name.replace(' ', '-')}-{index}.png"
                dense_page(width, height, size).save(path)
                files.append(path)
            cases[f"two {name}s"] = files
        tall = tall_tiled_snapshot()
        cases["two tall astc snapshots"] = []
        for index in range(2):
            path = work / f"tall-{index}.ktx"
            path.write_bytes(tall)
            cases["two tall astc snapshots"].append(path)
        cases["hostile corpus"] = [ROOT / "Tests" / "Fixtures" / "hostile"]
        print(f"{'input (--jobs 2' + (', pictures)' if args.pictures else ')'):32} {'peak MB':>8} {'exit':>5}")
        worst = 0
        for name, paths in cases.items():
            peak, status = peak_mb(args.binary, paths, work / "annotated" if args.pictures else None)
            worst = max(worst, peak)
            print(f"{name:32} {peak:8d} {status:5d}", flush=True)
    print(f"worst peak {worst} MB; target under {TARGET_MB} MB: {'met' if worst < TARGET_MB else 'NOT met'}")
    sys.exit(0 if worst < TARGET_MB else 1)


if __name__ == "__main__":
    main()
