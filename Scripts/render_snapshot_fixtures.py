#!/usr/bin/env python3
"""Write iOS App Switcher snapshot fixtures (.ktx) to Tests/Fixtures/snapshots/.

Usage: python3 Scripts/render_snapshot_fixtures.py [--out Tests/Fixtures/snapshots]

Takes a handful of the sample screens (Samples/*.png, made by Scripts/render_samples.py), encodes
them to ASTC 4x4 with ARM's `astcenc` program (Debian package `astcenc`) and wraps the blocks in
every layout SnapGuard reads:

  ktx-raw        KTX 1.1, row-major blocks
  ktx-lzfse      KTX 1.1 with the Compression_APPLE key: imageSize, "LZFS", length, LZFSE stream
  aapl-lzfs      Apple's AAPL container, HEAD + LZFS chunk (LZFSE stream of row-major blocks)
  aapl-linear    AAPL, HEAD + astc chunk of row-major blocks
  aapl-tiled     AAPL, HEAD + ASTC chunk of 32x32-block (128-pixel) tiles, Morton order inside
                 each tile (x in the even bits; `aapl-tiled-yeven` puts y there)

laid out as a simulator device (CoreSimulator/Devices/<UDID>/data/Containers/Data/Application/
<UUID>/ with the container metadata plist, snapshots under Library/SplashBoard/Snapshots/
sceneID:<bundle>-default/ with downscaled/ copies, and one app in the older
Library/Caches/Snapshots/<bundle>/ layout). It also writes malformed files to malformed/, a small
valid picture in every layout to small/ (seeds for Fuzz/SnapshotContainer), and each source PNG to
sources/ so the tests compare against the exact pixels that were encoded. The output is the same
byte for byte on every run (astcenc -j 1, fixed inputs).

Needs: the astcenc program, Pillow and the `lzfse` package from PyPI (Scripts/requirements.txt).
"""
from __future__ import annotations

import argparse
import os
import plistlib
import shutil
import struct
import subprocess
import sys
import tempfile

import lzfse
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASTC_4X4 = 0x93B0
GL_RGBA = 0x1908
AAPL_MAGIC = b"AAPL\r\n\x1a\n"
KTX_IDENTIFIER = b"\xabKTX 11\xbb\r\n\x1a\n"
DEVICE = "5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71"


def astc_blocks(image: Image.Image, footprint: str = "4x4") -> bytes:
    """Row-major ASTC blocks (4x4 unless `footprint` says otherwise) of `image`, from the astcenc
    program (its .astc header removed)."""
    block_width, block_height = map(int, footprint.split("x"))
    with tempfile.TemporaryDirectory() as folder:
        source, encoded = os.path.join(folder, "in.png"), os.path.join(folder, "out.astc")
        image.convert("RGBA").save(source)
        subprocess.run(["astcenc", "-cl", source, encoded, footprint, "-fast", "-j", "1", "-silent"],
                       check=True, stdout=subprocess.DEVNULL)
        data = open(encoded, "rb").read()
    assert data[:4] == struct.pack("<I", 0x5CA1AB13), "astcenc wrote no .astc header"
    blocks = data[16:]
    columns, rows = -(-image.width // block_width), -(-image.height // block_height)
    assert len(blocks) == columns * rows * 16, (len(blocks), columns, rows)
    return blocks


def morton(even: int, odd: int) -> int:
    value = 0
    for bit in range(5):
        value |= ((even >> bit) & 1) << (2 * bit)
        value |= ((odd >> bit) & 1) << (2 * bit + 1)
    return value


def tiled_blocks(image: Image.Image, x_even: bool = True) -> bytes:
    """Blocks in 32x32-block tiles (the picture padded to whole 128-pixel tiles, padding repeats the
    last row and column), tiles row-major, Morton order inside each tile."""
    tiles_x, tiles_y = -(-image.width // 128), -(-image.height // 128)
    padded = Image.new("RGB", (tiles_x * 128, tiles_y * 128))
    padded.paste(image, (0, 0))
    padded.paste(image.crop((image.width - 1, 0, image.width, image.height)).resize((padded.width - image.width, image.height)), (image.width, 0))
    padded.paste(padded.crop((0, image.height - 1, padded.width, image.height)).resize((padded.width, padded.height - image.height)), (0, image.height))
    linear = astc_blocks(padded)
    columns = tiles_x * 32
    out = bytearray(len(linear))
    for tile_y in range(tiles_y):
        for tile_x in range(tiles_x):
            tile = tile_y * tiles_x + tile_x
            for y in range(32):
                for x in range(32):
                    index = tile * 1024 + (morton(x, y) if x_even else morton(y, x))
                    source = ((tile_y * 32 + y) * columns + tile_x * 32 + x) * 16
                    out[index * 16:index * 16 + 16] = linear[source:source + 16]
    return bytes(out)


def aapl_head(width: int, height: int, internal_format: int = ASTC_4X4) -> bytes:
    head = bytearray(0x54)
    struct.pack_into("<6I", head, 0x10, internal_format, GL_RGBA, width, height, 1, 0)
    struct.pack_into("<2I", head, 0x28, 1, 1)
    head[0x3C:0x4C] = bytes(range(16))
    struct.pack_into("<2I", head, 0x4C, 3, 5)
    return bytes(head)


def chunk(tag: bytes, payload: bytes) -> bytes:
    return struct.pack("<I", len(payload)) + tag + payload


def aapl(width: int, height: int, tag: bytes, data: bytes, declared: int) -> bytes:
    return AAPL_MAGIC + chunk(b"HEAD", aapl_head(width, height)) + chunk(tag, struct.pack("<I", declared) + data)


def ktx_header(width: int, height: int, key_values: bytes, internal_format: int = ASTC_4X4) -> bytes:
    return KTX_IDENTIFIER + struct.pack("<13I", 0x04030201, 0, 1, 0, internal_format, GL_RGBA, width, height,
                                        0, 0, 1, 1, len(key_values)) + key_values


def key_value(key: str, value: bytes) -> bytes:
    entry = key.encode() + b"\0" + value
    return struct.pack("<I", len(entry)) + entry + b"\0" * (-len(entry) % 4)


def ktx_raw(width: int, height: int, blocks: bytes) -> bytes:
    return ktx_header(width, height, b"") + struct.pack("<I", len(blocks)) + blocks


def ktx_lzfse(width: int, height: int, blocks: bytes) -> bytes:
    stream = lzfse.compress(blocks)
    return (ktx_header(width, height, key_value("Compression_APPLE", b"LZFSE\0"))
            + struct.pack("<I", len(blocks)) + b"LZFS" + struct.pack("<I", len(stream)) + stream)


def layouts(image: Image.Image, which: list[str]) -> dict[str, bytes]:
    width, height = image.size
    blocks = astc_blocks(image)
    made = {}
    for name in which:
        if name == "ktx-raw":
            made[name] = ktx_raw(width, height, blocks)
        elif name == "ktx-lzfse":
            made[name] = ktx_lzfse(width, height, blocks)
        elif name == "aapl-lzfs":
            made[name] = aapl(width, height, b"LZFS", lzfse.compress(blocks), len(blocks))
        elif name == "aapl-linear":
            made[name] = aapl(width, height, b"astc", blocks, len(blocks))
        elif name in ("aapl-tiled", "aapl-tiled-yeven"):
            tiled = tiled_blocks(image, x_even=name == "aapl-tiled")
            made[name] = aapl(width, height, b"ASTC", tiled, len(tiled))
        else:
            raise ValueError(name)
    return made


ALL = ["ktx-raw", "ktx-lzfse", "aapl-lzfs", "aapl-linear", "aapl-tiled"]
COMPRESSED = ["ktx-lzfse", "aapl-lzfs"]

# (app bundle id, container UUID, layout: "scene" or "caches", sample, short name, layouts, downscaled copies)
APPS = [
    ("com.snapguard.bank", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1001", "scene", "leaky-vn-bank-750x1334", "vn-bank",
     ALL + ["aapl-tiled-yeven"], ["aapl-lzfs"]),
    ("com.snapguard.splash", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1002", "scene", "protected-splash-750x1334", "splash",
     ALL, ["aapl-lzfs"]),
    ("com.snapguard.health", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1003", "caches", "leaky-health-light-750x1334", "health",
     COMPRESSED, []),
    ("com.snapguard.settings", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1004", "scene", "clean-settings-750x1334", "settings",
     ["aapl-lzfs"], ["aapl-lzfs"]),
    ("com.snapguard.wallet", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1005", "scene", "leaky-balance-light-1179x2556", "balance",
     ["aapl-lzfs"], ["aapl-lzfs"]),
]
# Written only as a downscaled/ copy, with no full-size file beside it: discovery still scans it.
DOWNSCALED_ONLY = ("com.snapguard.settings", "settings-old")


def write(path: str, data: bytes) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def container(out: str, uuid: str) -> str:
    return os.path.join(out, "CoreSimulator", "Devices", DEVICE, "data", "Containers", "Data", "Application", uuid)


def malformed(out: str) -> None:
    """Broken snapshots, each with one fault, made from a small valid picture."""
    folder = os.path.join(out, "malformed")
    image = Image.open(os.path.join(ROOT, "Samples", "protected-splash-750x1334.png")).convert("RGB").resize((96, 160))
    width, height = image.size
    blocks = astc_blocks(image)
    stream = lzfse.compress(blocks)
    good_aapl = aapl(width, height, b"LZFS", stream, len(blocks))
    good_ktx = ktx_raw(width, height, blocks)
    cases = {
        "truncated-aapl.ktx": good_aapl[: len(good_aapl) // 2],
        "truncated-ktx.ktx": good_ktx[:40],
        "truncated-ktx-data.ktx": good_ktx[:-100],
        "wrong-magic.ktx": b"AAPL\r\n\x1a\x0b" + good_aapl[8:],
        "ktx-astc-8x8.ktx": ktx_header(width, height, b"", 0x93B7) + struct.pack("<I", len(blocks)) + blocks,
        "ktx-unknown-format.ktx": ktx_header(width, height, b"", 0x8C02) + struct.pack("<I", len(blocks)) + blocks,
        "aapl-unknown-format.ktx": AAPL_MAGIC + chunk(b"HEAD", aapl_head(width, height, 0x8C02)[:0x4C] + struct.pack("<2I", 9, 9))
        + chunk(b"LZFS", struct.pack("<I", len(blocks)) + stream),
        "chunk-past-end.ktx": AAPL_MAGIC + chunk(b"HEAD", aapl_head(width, height))
        + struct.pack("<I", len(stream) + 4 + 1000) + b"LZFS" + struct.pack("<I", len(blocks)) + stream,
        "chunk-wraps.ktx": AAPL_MAGIC + chunk(b"HEAD", aapl_head(width, height))
        + struct.pack("<I", 0xFFFFFFF8) + b"LZFS" + struct.pack("<I", len(blocks)) + stream,
        "dims-vs-data-aapl.ktx": aapl(width, height + 64, b"astc", blocks, len(blocks)),
        "dims-vs-data-ktx.ktx": ktx_header(width * 2, height, b"") + struct.pack("<I", len(blocks)) + blocks,
        # The HEAD claims a quarter of the picture the stream holds: the stream would expand past it.
        "lzfse-over-expansion.ktx": aapl(width // 2, height // 2, b"LZFS", stream, len(blocks)),
        "lzfse-short.ktx": aapl(width, height * 2, b"LZFS", stream, len(blocks)),
        # Sides whose product in blocks overflows 64 bits (found by fuzzing): refused by the pixel limit.
        "ktx-huge-dims.ktx": ktx_header(0xFFFFFFFF, 0xFFFFFFFF, b"") + struct.pack("<I", len(blocks)) + blocks,
        "aapl-huge-dims.ktx": aapl(0xFFFFFFFF, 0xFFFFFFFF, b"ASTC", blocks, len(blocks)),
        "no-head.ktx": AAPL_MAGIC + chunk(b"LZFS", struct.pack("<I", len(blocks)) + stream),
    }
    for name, data in cases.items():
        write(os.path.join(folder, name), data)
    # The same small picture, valid, in every layout: seeds for the fuzz target.
    for layout, data in layouts(image, ALL + ["aapl-tiled-yeven"]).items():
        write(os.path.join(out, "small", f"splash-{layout}.ktx"), data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "Fixtures", "snapshots"))
    args = parser.parse_args()
    if shutil.which("astcenc") is None:
        sys.exit("render_snapshot_fixtures: the astcenc program is missing (apt-get install -y astcenc)")
    out = args.out
    if os.path.isdir(out):
        shutil.rmtree(out)
    for bundle, uuid, kind, sample, short, names, downscaled in APPS:
        app = container(out, uuid)
        write(os.path.join(app, ".com.apple.mobile_container_manager.metadata.plist"),
              plistlib.dumps({"MCMMetadataIdentifier": bundle, "MCMMetadataContentClass": 2}, fmt=plistlib.FMT_BINARY))
        if kind == "scene":
            scene = os.path.join(app, "Library", "SplashBoard", "Snapshots", f"sceneID:{bundle}-default")
        else:
            scene = os.path.join(app, "Library", "Caches", "Snapshots", bundle)
        image = Image.open(os.path.join(ROOT, "Samples", sample + ".png")).convert("RGB")
        os.makedirs(os.path.join(out, "sources"), exist_ok=True)
        image.save(os.path.join(out, "sources", short + ".png"))
        for layout, data in layouts(image, names).items():
            write(os.path.join(scene, f"{short}-{layout}.ktx"), data)
        small = image.resize((image.width // 2, image.height // 2), Image.LANCZOS)
        for layout, data in layouts(small, downscaled).items():
            write(os.path.join(scene, "downscaled", f"{short}-{layout}.ktx"), data)
        if bundle == DOWNSCALED_ONLY[0]:
            for layout, data in layouts(small, ["aapl-lzfs"]).items():
                write(os.path.join(scene, "downscaled", f"{DOWNSCALED_ONLY[1]}-{layout}.ktx"), data)
    malformed(out)
    total = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(out) for f in fs)
    print(f"wrote {out} ({total / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
