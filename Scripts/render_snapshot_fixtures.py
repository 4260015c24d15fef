#!/usr/bin/env python3
"""Write iOS App Switcher snapshot fixtures (.ktx, .jpeg, .png) to Tests/Fixtures/snapshots/.

Usage: python3 Scripts/render_snapshot_fixtures.py [--out Tests/Fixtures/snapshots]

Takes sample screens (Samples/*.png, made by Scripts/render_samples.py), encodes them to ASTC with
ARM's `astcenc` program (Debian package `astcenc`) and wraps the blocks the way ImageIO's writer
does (see Docs/ios-snapshots.md for the evidence): AAPL magic, `HEAD` (84 bytes), `FILL` so that
the block data starts on a 256-byte boundary (16 KiB for pre-tiled blocks), the picture chunk (its
first word the data's length), then `END ` with size 0. Layouts:

  ktx-raw              KTX 1.1, row-major blocks
  ktx-lzfse            KTX 1.1 with Compression_APPLE: imageSize, "LZFS", the expanded length, the stream
  ktx-lzfse-word-compressed   the same with the compressed length before the stream
  ktx-bottom-up        KTX 1.1 with KTXorientation "S=r,T=u": rows stored bottom row first
  ktx-raw-tail         KTX 1.1 whose imageSize covers 4 KiB of alignment tail after the blocks
  aapl-lzfs            AAPL LZFS (iOS 18): LZFSE stream of row-major blocks, its length word the compressed length
  aapl-lzfs-word-expanded     the same with the expanded length in the word
  aapl-lzfs-excess     an LZFSE stream that expands to 256 bytes past the blocks (dropped)
  aapl-rowmajor        AAPL ASTC: row-major blocks
  aapl-rowmajor-tail   the same, the chunk running on to the next 16 KiB boundary after the blocks
  aapl-tiled           AAPL astc (iOS 26): blocks pre-tiled in 32x32-block tiles, Morton order inside
                       each tile with x in the even bits, data on a 16 KiB boundary (`-yeven`: y there)
  aapl-8x8             AAPL LZFS holding ASTC 8x8 blocks (internal format 0x93B7)

Fixture sets:

  CoreSimulator/       a simulator device (Devices/<UDID>/data/Containers/Data/Application/<UUID>/ with
                       metadata plists; scene folders with downscaled/ copies; one app in the older
                       Library/Caches/Snapshots/<bundle>/ layout)
  ios26/               raw pre-tiled astc at 828x1792, 1170x2532, 1179x2556 and landscape 1792x828 (a
                       portrait screen stored turned)
  variants/            one screen in every length-word meaning, tail, orientation, excess and 8x8
  extraction/          a device file-system extraction (private/var/mobile/...): third-party apps in
                       Containers/Data/Application/<UUID>/ and system apps in Library/SplashBoard/
                       Snapshots/<bundle id>/, every scene-folder form, downscaled copies under their
                       own UUIDs, .jpeg and .png snapshots
  malformed/           broken snapshots, one fault each
  small/               a small valid picture in every layout (seeds for Fuzz/SnapshotContainer)
  sources/             each source PNG as encoded, so tests compare against the exact pixels

The output is the same byte for byte on every run (astcenc -j 1, fixed inputs).

Needs: the astcenc program, Pillow and the `lzfse` package from PyPI (Scripts/requirements.txt).
"""
from __future__ import annotations

import argparse
import io
import os
import plistlib
import random
import shutil
import struct
import subprocess
import sys
import tempfile

import lzfse
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASTC_4X4 = 0x93B0
ASTC_8X8 = 0x93B7
GL_RGBA = 0x1908
YUV_420F = 0x66303234  # "420f" read little-endian
AAPL_MAGIC = b"AAPL\r\n\x1a\n"
KTX_IDENTIFIER = b"\xabKTX 11\xbb\r\n\x1a\n"
DEVICE = "5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71"
ROW_ALIGNMENT = 256
TILED_ALIGNMENT = 16 * 1024


# ---------------------------------------------------------------- blocks

def astc_blocks(image: Image.Image, footprint: str = "4x4") -> bytes:
    """Row-major ASTC blocks of `image`, from the astcenc program (its .astc header removed)."""
    with tempfile.TemporaryDirectory() as folder:
        source, encoded = os.path.join(folder, "in.png"), os.path.join(folder, "out.astc")
        image.convert("RGBA").save(source)
        subprocess.run(["astcenc", "-cl", source, encoded, footprint, "-fast", "-j", "1", "-silent"],
                       check=True, stdout=subprocess.DEVNULL)
        data = open(encoded, "rb").read()
    assert data[:4] == struct.pack("<I", 0x5CA1AB13), "astcenc wrote no .astc header"
    blocks = data[16:]
    bw, bh = (int(side) for side in footprint.split("x"))
    columns, rows = -(-image.width // bw), -(-image.height // bh)
    assert len(blocks) == columns * rows * 16, (len(blocks), columns, rows)
    return blocks


def morton(even: int, odd: int) -> int:
    value = 0
    for bit in range(5):
        value |= ((even >> bit) & 1) << (2 * bit)
        value |= ((odd >> bit) & 1) << (2 * bit + 1)
    return value


def tile_blocks(blocks: bytes, columns: int, rows: int, x_even: bool = True, padding: bytes | None = None) -> bytes:
    """Row-major blocks of a `columns` x `rows` grid as a pre-tiled payload: 32x32-block tiles, tiles
    row-major, Morton order inside each tile (x in the even bits unless not `x_even`). Places past
    the grid take the 16-byte block `padding`; without it the grid must be whole tiles."""
    tiles_x, tiles_y = -(-columns // 32), -(-rows // 32)
    out = bytearray(tiles_x * tiles_y * 1024 * 16)
    for tile_y in range(tiles_y):
        for tile_x in range(tiles_x):
            tile = tile_y * tiles_x + tile_x
            for y in range(32):
                for x in range(32):
                    column, row = tile_x * 32 + x, tile_y * 32 + y
                    index = tile * 1024 + (morton(x, y) if x_even else morton(y, x))
                    if column < columns and row < rows:
                        source = (row * columns + column) * 16
                        out[index * 16:index * 16 + 16] = blocks[source:source + 16]
                    else:
                        assert padding is not None and len(padding) == 16, "a grid that is not whole tiles needs a padding block"
                        out[index * 16:index * 16 + 16] = padding
    return bytes(out)


def tiled_blocks(image: Image.Image, x_even: bool = True) -> bytes:
    """Blocks in 32x32-block tiles (the picture padded to whole 128-pixel tiles, padding repeats the
    last row and column), tiles row-major, Morton order inside each tile."""
    tiles_x, tiles_y = -(-image.width // 128), -(-image.height // 128)
    padded = Image.new("RGB", (tiles_x * 128, tiles_y * 128))
    padded.paste(image, (0, 0))
    if padded.width > image.width:
        padded.paste(image.crop((image.width - 1, 0, image.width, image.height)).resize((padded.width - image.width, image.height)), (image.width, 0))
    if padded.height > image.height:
        padded.paste(padded.crop((0, image.height - 1, padded.width, image.height)).resize((padded.width, padded.height - image.height)), (0, image.height))
    return tile_blocks(astc_blocks(padded), tiles_x * 32, tiles_y * 32, x_even)


def void_extent(rgba16: tuple[int, int, int, int], hdr: bool = False) -> bytes:
    """A legal 2D void-extent block (one colour for the whole block, no extent) of a 16-bit colour;
    with `hdr`, the colour is half floats, which an LDR texture cannot hold (damage)."""
    return bytes([0xFC, 0xFF if hdr else 0xFD]) + b"\xff" * 6 + struct.pack("<4H", *rgba16)


# ---------------------------------------------------------------- containers

def aapl_head(width: int, height: int, internal_format: int = ASTC_4X4, pair: tuple[int, int] = (3, 5)) -> bytes:
    head = bytearray(0x54)
    struct.pack_into("<6I", head, 0x10, internal_format, GL_RGBA, width, height, 1, 0)
    struct.pack_into("<2I", head, 0x28, 1, 1)
    head[0x3C:0x4C] = bytes(range(16))
    struct.pack_into("<2I", head, 0x4C, *pair)
    return bytes(head)


def chunk(tag: bytes, payload: bytes) -> bytes:
    return struct.pack("<I", len(payload)) + tag + payload


def aapl(width: int, height: int, tag: bytes, data: bytes, word: int | None = None, *, alignment: int = ROW_ALIGNMENT,
         tail: bytes = b"", internal_format: int = ASTC_4X4, pair: tuple[int, int] = (3, 5), head: bytes | None = None) -> bytes:
    """An AAPL file as ImageIO writes it: HEAD, FILL up to the alignment, the picture chunk (length word,
    data, tail), END. `word` defaults to len(data)."""
    out = AAPL_MAGIC + chunk(b"HEAD", head if head is not None else aapl_head(width, height, internal_format, pair))
    # ImageIO: step v by the alignment from -20 until the FILL chunk, ending at v + 8, reaches past
    # the HEAD; then the picture chunk's header and length word end exactly on a boundary.
    v = -20
    while True:
        v += alignment
        if v + 8 >= len(out):
            break
    out += chunk(b"FILL", bytes(v - len(out)))
    assert (len(out) + 12) % alignment == 0
    out += chunk(tag, struct.pack("<I", len(data) if word is None else word) + data + tail)
    return out + struct.pack("<I", 0) + b"END "


def ktx_header(width: int, height: int, key_values: bytes, internal_format: int = ASTC_4X4) -> bytes:
    return KTX_IDENTIFIER + struct.pack("<13I", 0x04030201, 0, 1, 0, internal_format, GL_RGBA, width, height,
                                        0, 0, 1, 1, len(key_values)) + key_values


def key_value(key: str, value: bytes) -> bytes:
    entry = key.encode() + b"\0" + value
    return struct.pack("<I", len(entry)) + entry + b"\0" * (-len(entry) % 4)


def ktx_raw(width: int, height: int, blocks: bytes, key_values: bytes = b"", tail: bytes = b"") -> bytes:
    return ktx_header(width, height, key_values) + struct.pack("<I", len(blocks) + len(tail)) + blocks + tail


def ktx_lzfse(width: int, height: int, blocks: bytes, word_compressed: bool = False) -> bytes:
    stream = lzfse.compress(blocks)
    word = len(stream) if word_compressed else len(blocks)
    return (ktx_header(width, height, key_value("Compression_APPLE", b"LZFSE\0"))
            + struct.pack("<I", len(blocks)) + b"LZFS" + struct.pack("<I", word) + stream)


def alignment_tail(size: int, boundary: int = TILED_ALIGNMENT) -> bytes:
    """Zeros from `size` to the next multiple of `boundary` (a whole boundary when already on one)."""
    return bytes(boundary - size % boundary)


def layouts(image: Image.Image, which: list[str]) -> dict[str, bytes]:
    width, height = image.size
    blocks = astc_blocks(image)
    made = {}
    for name in which:
        if name == "ktx-raw":
            made[name] = ktx_raw(width, height, blocks)
        elif name == "ktx-raw-tail":
            made[name] = ktx_raw(width, height, blocks, tail=bytes(4096))
        elif name == "ktx-lzfse":
            made[name] = ktx_lzfse(width, height, blocks)
        elif name == "ktx-lzfse-word-compressed":
            made[name] = ktx_lzfse(width, height, blocks, word_compressed=True)
        elif name == "ktx-bottom-up":
            flipped = astc_blocks(image.transpose(Image.FLIP_TOP_BOTTOM))
            made[name] = ktx_raw(width, height, flipped, key_value("KTXorientation", b"S=r,T=u\0"))
        elif name == "aapl-lzfs":
            stream = lzfse.compress(blocks)
            made[name] = aapl(width, height, b"LZFS", stream)
        elif name == "aapl-lzfs-word-expanded":
            made[name] = aapl(width, height, b"LZFS", lzfse.compress(blocks), len(blocks))
        elif name == "aapl-lzfs-excess":
            made[name] = aapl(width, height, b"LZFS", lzfse.compress(blocks + bytes(256)))
        elif name == "aapl-rowmajor":
            made[name] = aapl(width, height, b"ASTC", blocks)
        elif name == "aapl-rowmajor-tail":
            made[name] = aapl(width, height, b"ASTC", blocks, tail=alignment_tail(ROW_ALIGNMENT + len(blocks)))
        elif name in ("aapl-tiled", "aapl-tiled-yeven"):
            tiled = tiled_blocks(image, x_even=name == "aapl-tiled")
            made[name] = aapl(width, height, b"astc", tiled, alignment=TILED_ALIGNMENT)
        elif name == "aapl-8x8":
            made[name] = aapl(width, height, b"LZFS", lzfse.compress(astc_blocks(image, "8x8")), internal_format=ASTC_8X8, pair=(0, 0))
        else:
            raise ValueError(name)
    return made


# ---------------------------------------------------------------- files

def write(path: str, data: bytes) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def sample(name: str) -> Image.Image:
    return Image.open(os.path.join(ROOT, "Samples", name + ".png")).convert("RGB")


def save_source(out: str, short: str, image: Image.Image) -> None:
    path = os.path.join(out, "sources", short + ".png")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        image.save(path)


def metadata_plist(bundle: str) -> bytes:
    return plistlib.dumps({"MCMMetadataIdentifier": bundle, "MCMMetadataContentClass": 2}, fmt=plistlib.FMT_BINARY)


def encoded(image: Image.Image, kind: str) -> bytes:
    """`image` as a .jpeg or .png snapshot file."""
    buffer = io.BytesIO()
    if kind == "jpeg":
        image.save(buffer, "JPEG", quality=92)
    else:
        image.save(buffer, "PNG")
    return buffer.getvalue()


# ---------------------------------------------------------------- simulator tree

ALL = ["ktx-raw", "ktx-lzfse", "aapl-lzfs", "aapl-rowmajor", "aapl-tiled"]

# (app bundle id, container UUID, layout: "scene" or "caches", sample, short name, layouts, downscaled copies)
APPS = [
    ("com.snapguard.bank", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1001", "scene", "leaky-vn-bank-750x1334", "vn-bank",
     ALL + ["aapl-tiled-yeven"], ["aapl-lzfs"]),
    ("com.snapguard.splash", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1002", "scene", "protected-splash-750x1334", "splash",
     ALL, ["aapl-lzfs"]),
    ("com.snapguard.health", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1003", "caches", "leaky-health-light-750x1334", "health",
     ["ktx-lzfse", "aapl-lzfs"], []),
    ("com.snapguard.settings", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1004", "scene", "clean-settings-750x1334", "settings",
     ["aapl-lzfs"], ["aapl-lzfs"]),
    ("com.snapguard.wallet", "0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1005", "scene", "leaky-balance-light-1179x2556", "balance",
     ["aapl-lzfs"], ["aapl-lzfs"]),
]
# A second scene of the settings app holding only a downscaled copy: with no full-size snapshot in
# its scene, discovery scans it.
DOWNSCALED_ONLY = ("com.snapguard.settings", "sceneID:com.snapguard.settings-3F1C2B7A-5D4E-4A9B-8C6D-2E1F0A9B8C7D", "settings-old")


def container(out: str, uuid: str) -> str:
    return os.path.join(out, "CoreSimulator", "Devices", DEVICE, "data", "Containers", "Data", "Application", uuid)


def simulator(out: str) -> None:
    for bundle, uuid, kind, name, short, names, downscaled in APPS:
        app = container(out, uuid)
        write(os.path.join(app, ".com.apple.mobile_container_manager.metadata.plist"), metadata_plist(bundle))
        if kind == "scene":
            snapshots = os.path.join(app, "Library", "SplashBoard", "Snapshots")
            scene = os.path.join(snapshots, f"sceneID:{bundle}-default")
        else:
            snapshots = os.path.join(app, "Library", "Caches", "Snapshots")
            scene = os.path.join(snapshots, bundle)
        image = sample(name)
        save_source(out, short, image)
        for layout, data in layouts(image, names).items():
            write(os.path.join(scene, f"{short}-{layout}.ktx"), data)
        small = image.resize((image.width // 2, image.height // 2), Image.LANCZOS)
        for layout, data in layouts(small, downscaled).items():
            write(os.path.join(scene, "downscaled", f"{short}-{layout}.ktx"), data)
        if bundle == DOWNSCALED_ONLY[0]:
            for layout, data in layouts(small, ["aapl-lzfs"]).items():
                write(os.path.join(snapshots, DOWNSCALED_ONLY[1], "downscaled", f"{DOWNSCALED_ONLY[2]}-{layout}.ktx"), data)


# ---------------------------------------------------------------- iOS 26: raw pre-tiled astc

# (file, sample, turned, Morton x in the even bits)
IOS26 = [
    ("profile-828x1792", "leaky-profile-828x1792", False, True),
    ("card-1170x2532", "leaky-card-details-1170x2532", False, False),
    ("balance-1179x2556", "leaky-balance-light-1179x2556", False, True),
    # A portrait screen stored turned a quarter counter-clockwise, 1792x828.
    ("profile-turned-1792x828", "leaky-profile-828x1792", True, False),
]


def ios26(out: str) -> None:
    for short, name, turned, x_even in IOS26:
        image = sample(name)
        if turned:
            image = image.transpose(Image.ROTATE_90)
        save_source(out, short, image)
        tiled = tiled_blocks(image, x_even=x_even)
        write(os.path.join(out, "ios26", f"{short}.ktx"), aapl(image.width, image.height, b"astc", tiled, alignment=TILED_ALIGNMENT))


# ---------------------------------------------------------------- one screen in every variant

VARIANTS = ["ktx-raw-tail", "ktx-lzfse-word-compressed", "ktx-bottom-up", "aapl-lzfs-word-expanded",
            "aapl-lzfs-excess", "aapl-rowmajor-tail"]


def variants(out: str) -> None:
    image = sample("leaky-vn-bank-750x1334")
    for layout, data in layouts(image, VARIANTS).items():
        write(os.path.join(out, "variants", f"vn-bank-{layout}.ktx"), data)
    # The pre-tiled layout with an alignment tail after its whole tiles, and one whose length word
    # counts the tail in.
    tiled = tiled_blocks(image)
    tail = alignment_tail(len(tiled) + 4 * 1024)
    write(os.path.join(out, "variants", "vn-bank-aapl-tiled-tail.ktx"),
          aapl(image.width, image.height, b"astc", tiled, alignment=TILED_ALIGNMENT, tail=tail))
    write(os.path.join(out, "variants", "vn-bank-aapl-tiled-word-tail.ktx"),
          aapl(image.width, image.height, b"astc", tiled + tail, alignment=TILED_ALIGNMENT))
    balance = sample("leaky-balance-light-1179x2556")
    for layout, data in layouts(balance, ["aapl-8x8"]).items():
        write(os.path.join(out, "variants", f"balance-{layout}.ktx"), data)


# ---------------------------------------------------------------- a device file-system extraction

MOBILE = os.path.join("extraction", "private", "var", "mobile")
# (where below mobile/, file name, sample, kind: a layout, "jpeg" or "png", scale)
EXTRACTION = [
    # Third-party apps: their data containers, each with its metadata plist (but one).
    ("Containers/Data/Application/7A1F3C2E-9B4D-4E8A-A1C2-3D4E5F607182/Library/SplashBoard/Snapshots/"
     "sceneID:com.snapguard.bank-default", "1E2F3A4B-5C6D-4E7F-8091-A2B3C4D5E6F7@2x.ktx", "leaky-vn-bank-750x1334", "aapl-lzfs", 1),
    ("Containers/Data/Application/7A1F3C2E-9B4D-4E8A-A1C2-3D4E5F607182/Library/SplashBoard/Snapshots/"
     "sceneID:com.snapguard.bank-default/downscaled", "9F8E7D6C-5B4A-4392-8170-6F5E4D3C2B1A@2x.ktx", "leaky-vn-bank-750x1334", "aapl-lzfs", 2),
    ("Containers/Data/Application/2B3C4D5E-6F70-4182-93A4-B5C6D7E8F901/Library/SplashBoard/Snapshots/"
     "sceneID:com.snapguard.health-6C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F", "4D5E6F70-8192-4A3B-9C4D-5E6F708192A3@2x.jpeg",
     "leaky-health-light-750x1334", "jpeg", 1),
    ("Containers/Data/Application/3C4D5E6F-7081-4293-A4B5-C6D7E8F90A1B/Library/SplashBoard/Snapshots/"
     "com.snapguard.notes - {DEFAULT GROUP}", "5E6F7081-92A3-4B4C-8D5E-6F708192A3B4@2x.png", "protected-splash-750x1334", "png", 1),
    # No metadata plist, and the scene folder as a copy to Windows or into a zip spells it.
    ("Containers/Data/Application/4D5E6F70-8192-43A4-B5C6-D7E8F90A1B2C/Library/SplashBoard/Snapshots/"
     "sceneID_com.snapguard.settings-default", "6F708192-A3B4-4C5D-9E6F-708192A3B4C5@2x.ktx", "clean-settings-750x1334", "aapl-lzfs", 1),
    ("Containers/Data/Application/4D5E6F70-8192-43A4-B5C6-D7E8F90A1B2C/Library/SplashBoard/Snapshots/"
     "sceneID_com.snapguard.settings-default/downscaled", "708192A3-B4C5-4D6E-8F70-8192A3B4C5D6@2x.ktx", "clean-settings-750x1334", "aapl-lzfs", 2),
    # System apps: the user's own snapshot folder, one folder per bundle id.
    ("Library/SplashBoard/Snapshots/com.apple.MobileSMS/sceneID:com.apple.MobileSMS-default",
     "8192A3B4-C5D6-4E7F-9081-92A3B4C5D6E7@3x.ktx", "leaky-messages-chat-1179x2556", "aapl-lzfs", 1),
    ("Library/SplashBoard/Snapshots/com.apple.MobileSMS/sceneID:com.apple.MobileSMS-default/downscaled",
     "92A3B4C5-D6E7-4F80-8192-A3B4C5D6E7F8@3x.ktx", "leaky-messages-chat-1179x2556", "aapl-lzfs", 2),
    ("Library/SplashBoard/Snapshots/com.apple.Preferences/sceneID:com.apple.Preferences-0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D",
     "A3B4C5D6-E7F8-4091-A2B3-C4D5E6F70819@2x.ktx", "clean-settings-750x1334", "aapl-tiled", 1),
    ("Library/SplashBoard/Snapshots/com.apple.mobilenotes/com.apple.mobilenotes - {DEFAULT GROUP}",
     "B4C5D6E7-F809-4A1B-92C3-D4E5F6071829@2x.ktx", "protected-splash-750x1334", "aapl-lzfs", 1),
]
EXTRACTION_BUNDLES = {
    "7A1F3C2E-9B4D-4E8A-A1C2-3D4E5F607182": "com.snapguard.bank",
    "2B3C4D5E-6F70-4182-93A4-B5C6D7E8F901": "com.snapguard.health",
    "3C4D5E6F-7081-4293-A4B5-C6D7E8F90A1B": "com.snapguard.notes",
}


def extraction(out: str) -> None:
    mobile = os.path.join(out, MOBILE)
    for uuid, bundle in EXTRACTION_BUNDLES.items():
        write(os.path.join(mobile, "Containers", "Data", "Application", uuid,
                           ".com.apple.mobile_container_manager.metadata.plist"), metadata_plist(bundle))
    for folder, file, name, kind, scale in EXTRACTION:
        image = sample(name)
        if scale > 1:
            image = image.resize((image.width // scale, image.height // scale), Image.LANCZOS)
        data = encoded(image, kind) if kind in ("jpeg", "png") else layouts(image, [kind])[kind]
        write(os.path.join(mobile, folder, file), data)


# ---------------------------------------------------------------- broken files and fuzz seeds

def malformed(out: str) -> None:
    """Broken snapshots, each with one fault, made from a small valid picture."""
    folder = os.path.join(out, "malformed")
    image = sample("protected-splash-750x1334").resize((96, 160))
    width, height = image.size
    blocks = astc_blocks(image)
    stream = lzfse.compress(blocks)
    good_aapl = aapl(width, height, b"LZFS", stream)
    good_ktx = ktx_raw(width, height, blocks)
    tiled = tiled_blocks(image)
    noise = random.Random(7)
    cases = {
        "truncated-aapl.ktx": good_aapl[: len(good_aapl) // 2],
        "truncated-ktx.ktx": good_ktx[:40],
        "truncated-ktx-data.ktx": good_ktx[:-100],
        "wrong-magic.ktx": b"AAPL\r\n\x1a\x0b" + good_aapl[8:],
        "ktx-unknown-format.ktx": ktx_header(width, height, b"", 0x8C02) + struct.pack("<I", len(blocks)) + blocks,
        "aapl-unknown-format.ktx": aapl(width, height, b"LZFS", stream, internal_format=0x8C02, pair=(9, 9)),
        "chunk-past-end.ktx": AAPL_MAGIC + chunk(b"HEAD", aapl_head(width, height))
        + struct.pack("<I", len(stream) + 4 + 1000) + b"LZFS" + struct.pack("<I", len(blocks)) + stream,
        "chunk-wraps.ktx": AAPL_MAGIC + chunk(b"HEAD", aapl_head(width, height))
        + struct.pack("<I", 0xFFFFFFF8) + b"LZFS" + struct.pack("<I", len(blocks)) + stream,
        "dims-vs-data-aapl.ktx": aapl(width, height + 64, b"ASTC", blocks),
        "dims-vs-data-ktx.ktx": ktx_header(width * 2, height, b"") + struct.pack("<I", len(blocks)) + blocks,
        # The HEAD claims a quarter of the picture the stream holds: the stream expands far past it.
        "lzfse-over-expansion.ktx": aapl(width // 2, height // 2, b"LZFS", stream),
        # The HEAD claims one block column fewer: the excess is one column, no longer "a little".
        "lzfse-column-too-many.ktx": aapl(width - 4, height, b"LZFS", stream),
        "lzfse-short.ktx": aapl(width, height * 2, b"LZFS", stream),
        # Sides whose product in blocks overflows 64 bits (found by fuzzing): refused by the pixel limit.
        "ktx-huge-dims.ktx": ktx_header(0xFFFFFFFF, 0xFFFFFFFF, b"") + struct.pack("<I", len(blocks)) + blocks,
        "aapl-huge-dims.ktx": aapl(0xFFFFFFFF, 0xFFFFFFFF, b"astc", blocks),
        "no-head.ktx": AAPL_MAGIC + chunk(b"LZFS", struct.pack("<I", len(stream)) + stream),
        # Pre-tiled blocks one tile short of the whole tiles the size needs.
        "astc-short-of-tiles.ktx": aapl(width, height, b"astc", tiled[: len(tiled) - 16 * 1024], alignment=TILED_ALIGNMENT),
        # Row-major blocks (not whole tiles) under the pre-tiled tag.
        "astc-rowmajor-blocks.ktx": aapl(width, height, b"astc", blocks, alignment=TILED_ALIGNMENT),
        # Blocks of random flat colours (legal void extents, so none is damaged): every order is as
        # rough as any other; the tiling cannot be decided.
        "astc-undecidable.ktx": aapl(128, 128, b"astc", b"".join(void_extent(tuple(noise.getrandbits(16) for _ in range(3)) + (0xFFFF,))
                                                              for _ in range(1024)), alignment=TILED_ALIGNMENT),
        # The length word claims more block data than the chunk holds.
        "astc-word-past-chunk.ktx": aapl(width, height, b"ASTC", blocks, len(blocks) + 16),
        # YUV 4:2:0, which ImageIO can write: HEAD names "420f", the planes are in a 420f chunk.
        "yuv-420f.ktx": aapl(width, height, b"420f", b"LUMA" + struct.pack("<3I", width, height, width) + bytes(width * height),
                             internal_format=YUV_420F, pair=(0, 0)),
        "ktx-orientation-unknown.ktx": ktx_raw(width, height, blocks, key_value("KTXorientation", b"S=r,T=sideways\0")),
    }
    for name, data in cases.items():
        write(os.path.join(folder, name), data)
    # The same small picture, valid, in every layout: seeds for the fuzz target.
    for layout, data in layouts(image, ALL + ["aapl-tiled-yeven"] + VARIANTS).items():
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
    simulator(out)
    ios26(out)
    variants(out)
    extraction(out)
    malformed(out)
    total = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(out) for f in fs)
    print(f"wrote {out} ({total / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
