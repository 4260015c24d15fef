#!/usr/bin/env python3
"""Makes Tests/Fixtures/hostile/: hostile, damaged and unusual image files for the fail-closed tests.

Every file holds (or hides) the same leaky screen: an SSN and a date of birth in black on white.
A file SnapGuard reads fully must FAIL; a file it cannot read fully must be an ERROR; nothing
here may PASS except the one clean screen. Tests/EndToEndTests/HostileCorpusTests.swift holds
the table of expected verdicts; keep the two in step.

It also makes Tests/Fixtures/damaged-snapshots/: iOS snapshots (.ktx, in the KTX and AAPL
containers, row-major, pre-tiled and LZFSE, wrapped by Scripts/render_snapshot_fixtures.py as
ImageIO writes them) whose ASTC blocks are damaged as a corrupt, zero-filled or half-written file
is, each of which must be an ERROR (Tests/EndToEndTests/DamagedSnapshotTests.swift holds their
table), beside legal snapshots that must not be taken for damage.

    pip install -r Scripts/requirements.txt
    apt-get install fonts-dejavu-core astcenc
    python3 Scripts/make_hostile_corpus.py

The output is deterministic (fixed seeds), so re-running it changes nothing.
"""
import io
import random
import struct
import sys
import zlib
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "hostile"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
LEAK = ["Profile", "SSN 123-45-6789", "Date of birth 03/14/1986"]
CLEAN = ["Settings", "Display and brightness", "Sounds and haptics"]


def screen(lines=LEAK, size=(520, 300)):
    """Black text lines on white: a small stand-in for a phone screen."""
    if not Path(FONT).exists():
        sys.exit(f"missing font {FONT}: apt-get install fonts-dejavu-core")
    image = Image.new("RGB", size, (255, 255, 255))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 34)
    for row, line in enumerate(lines):
        draw.text((24, 30 + row * 80), line, font=font, fill=(0, 0, 0))
    return image


def blank(size=(520, 300)):
    return Image.new("RGB", size, (255, 255, 255))


def encoded(image, fmt, **options):
    buffer = io.BytesIO()
    image.save(buffer, fmt, **options)
    return buffer.getvalue()


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_chunks(data):
    """(kind, body) for each chunk of a PNG."""
    at, chunks = 8, []
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        chunks.append((kind, data[at + 8:at + 8 + length]))
        at += 12 + length
    return chunks


def png_from_chunks(chunks):
    return b"\x89PNG\r\n\x1a\n" + b"".join(png_chunk(kind, body) for kind, body in chunks)


def flip_bytes(data, start, count, seed):
    """`count` bytes from `start` on, each XORed with a non-zero value (deterministic)."""
    rng = random.Random(seed)
    out = bytearray(data)
    for i in range(count):
        out[start + i * 7 % max(1, len(data) - start - 1)] ^= rng.randrange(1, 256)
    return bytes(out)


def tiff_strip_offsets(data):
    """The first strip offset and its byte count of a little-endian classic TIFF."""
    assert data[:4] == b"II*\x00"
    ifd = struct.unpack("<I", data[4:8])[0]
    count = struct.unpack("<H", data[ifd:ifd + 2])[0]
    values = {}
    for i in range(count):
        tag, kind, n, value = struct.unpack("<HHII", data[ifd + 2 + 12 * i:ifd + 14 + 12 * i])
        values[tag] = (kind, n, value)
    def first(tag):
        kind, n, value = values[tag]
        if n == 1:
            return value if kind == 4 else value & 0xFFFF
        size = 4 if kind == 4 else 2
        return struct.unpack("<I" if size == 4 else "<H", data[value:value + size])[0]
    return first(273), first(279)


def dotted(i):
    """A blank screen with one dot, different in each frame (identical frames would be merged)."""
    image = blank()
    image.putpixel((i % 500 + 10, 10 + i // 500), (0, 0, 0))
    return image


def with_short_strips(data):
    """A little-endian TIFF whose StripByteCounts are halved: every strip's data ends early."""
    ifd = struct.unpack("<I", data[4:8])[0]
    out = bytearray(data)
    for i in range(struct.unpack("<H", data[ifd:ifd + 2])[0]):
        at = ifd + 2 + 12 * i
        tag, kind, n, value = struct.unpack("<HHII", data[at:at + 12])
        if tag != 279:
            continue
        size, code = (4, "<I") if kind == 4 else (2, "<H")
        where = [at + 8] if n * size <= 4 else [value + size * k for k in range(n)]
        for place in where:
            struct.pack_into(code, out, place, struct.unpack(code, data[place:place + size])[0] // 2)
    return bytes(out)


def gif_with_frames(frames, loop=True):
    return encoded(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=500, loop=0 if loop else None)


def gif_bomb(width, height):
    """A tiny GIF whose screen and one frame claim width x height: a decoder that believes it allocates."""
    header = b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80, 0, 0) + b"\x00\x00\x00\xff\xff\xff"
    descriptor = b"," + struct.pack("<HHHHB", 0, 0, width, height, 0)
    # LZW minimum code size 2, one sub-block: clear code then end code (a valid, empty stream).
    data = b"\x02\x02\x4c\x01\x00"
    return header + descriptor + data + b";"


def bmp_bomb(width, height):
    """A BMP header claiming width x height 24-bit pixels, with almost no pixel data behind it."""
    info = struct.pack("<IiiHHIIiiII", 40, width, height, 1, 24, 0, 0, 2835, 2835, 0, 0)
    body = info + b"\x00" * 64
    return b"BM" + struct.pack("<IHHI", 14 + len(body), 0, 0, 54) + body


def jpeg_segments(data):
    """Splits a JPEG into (marker, bytes) pieces; a scan piece holds its header and entropy-coded data."""
    pieces, at = [], 2
    while at < len(data):
        assert data[at] == 0xFF, at
        marker = data[at + 1]
        if marker == 0xD9:
            pieces.append((marker, data[at:at + 2]))
            break
        length = struct.unpack(">H", data[at + 2:at + 4])[0]
        end = at + 2 + length
        if marker == 0xDA:
            while not (data[end] == 0xFF and data[end + 1] not in (0x00,) and not 0xD0 <= data[end + 1] <= 0xD7):
                end += 1
        pieces.append((marker, data[at:end]))
        at = end
    return pieces


def many_scans_jpeg(image, repeats):
    """A progressive JPEG whose last scan is repeated `repeats` times: valid markers, a decoder's CPU sink."""
    data = encoded(image, "JPEG", quality=85, progressive=True)
    pieces = jpeg_segments(data)
    last_scan = max(i for i, (marker, _) in enumerate(pieces) if marker == 0xDA)
    body = b"".join(piece for _, piece in pieces[:last_scan + 1])
    return b"\xff\xd8" + body + pieces[last_scan][1] * repeats + b"\xff\xd9"


def cmyk_jpeg(image):
    return encoded(image.convert("CMYK"), "JPEG", quality=92)


def dense_text_png(width, height):
    """A 1-bit PNG full of text: lines 32 px apart repeat exactly, so deflate keeps it small."""
    font = ImageFont.truetype(FONT, 22)
    band = Image.new("1", (width, 32), 1)
    draw = ImageDraw.Draw(band)
    words = "Account 4111 1111 1111 1111 Balance $12,345.67 IBAN DE89 3704 0044 0532 0130 00 "
    draw.text((4, 3), (words * (width // 400 + 1))[: width // 12], font=font, fill=0)
    image = Image.new("1", (width, height), 1)
    for y in range(0, height, 32):
        image.paste(band, (0, y))
    return encoded(image, "PNG", optimize=True)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.iterdir():
        if old.is_file() and old.name != "README.md":
            old.unlink()
    leak, clean = screen(), screen(CLEAN)
    files = {}

    # Baselines: a clean screen passes, the leaky one fails, in the plain formats.
    files["clean.png"] = encoded(clean, "PNG")
    files["leak.png"] = encoded(leak, "PNG")
    files["leak.jpg"] = encoded(leak, "JPEG", quality=92)
    files["leak-lzw.tiff"] = encoded(leak, "TIFF", compression="tiff_lzw")
    files["leak.gif"] = encoded(leak.convert("P"), "GIF")
    files["leak.bmp"] = encoded(leak.convert("P"), "BMP")
    files["leak.webp"] = encoded(leak, "WEBP", lossless=True)

    # Unusual but valid encodings: read fully, so they fail.
    files["unusual-gray16.png"] = encoded(leak.convert("L").point(lambda v: v * 257, mode="I").convert("I;16"), "PNG")
    files["unusual-packbits.tiff"] = encoded(leak, "TIFF", compression="packbits")
    files["unusual-palette.png"] = encoded(leak.convert("P", palette=Image.Palette.ADAPTIVE, colors=8), "PNG")
    files["unusual-interlaced.png"] = png_interlaced(leak)
    files["unusual-cmyk.jpg"] = cmyk_jpeg(leak)
    files["unusual-progressive.jpg"] = encoded(leak, "JPEG", quality=90, progressive=True)
    exif = Image.Exif()
    exif[0x0112] = 8  # rotate 90 degrees counter-clockwise to view
    files["unusual-exif-rotated.jpg"] = encoded(leak.transpose(Image.Transpose.ROTATE_270), "JPEG", quality=92, exif=exif)
    files["unusual-icc.png"] = encoded(leak, "PNG", icc_profile=srgb_like_profile())
    files["unusual-gray-alpha.png"] = encoded(leak.convert("LA"), "PNG")
    files["unusual-deflate.tiff"] = encoded(leak, "TIFF", compression="tiff_adobe_deflate")

    # Extensions that lie: the content decides.
    files["lie-png-named.jpg"] = files["leak.png"]
    files["lie-jpeg-named.png"] = files["leak.jpg"]
    files["lie-text-named.png"] = b"Date of birth 03/14/1986, SSN 123-45-6789\n"
    files["lie-random-named.jpg"] = bytes(random.Random(1).randrange(256) for _ in range(4096))
    files["lie-random-png-magic.png"] = b"\x89PNG\r\n\x1a\n" + bytes(random.Random(2).randrange(256) for _ in range(4096))
    files["empty.gif"] = b""

    # More than one frame: the second frame leaks, the first is clean.
    files["frames-animated.gif"] = gif_with_frames([blank().convert("P"), leak.convert("P")])
    tiff = io.BytesIO()
    blank().save(tiff, "TIFF", save_all=True, append_images=[leak], compression="tiff_lzw")
    files["frames-multipage.tiff"] = tiff.getvalue()
    files["frames-apng.png"] = encoded(blank(), "PNG", save_all=True, append_images=[leak], duration=500, default_image=False)
    files["frames-500.gif"] = gif_with_frames([dotted(i).convert("P") for i in range(499)] + [leak.convert("P")])

    # Damaged data: must never decode to a blank "covered" screen that passes.
    lzw = files["leak-lzw.tiff"]
    offset, count = tiff_strip_offsets(lzw)
    files["damaged-lzw-4bytes.tiff"] = flip_bytes(lzw, offset + 20, 4, seed=3)
    deflate = files["unusual-deflate.tiff"]
    offset, count = tiff_strip_offsets(deflate)
    files["damaged-deflate-truncated.tiff"] = with_short_strips(deflate)
    png = files["leak.png"]
    chunks = png_chunks(png)
    files["damaged-png-crc.png"] = flip_bytes(png, 8 + 25 + 8 + 40, 4, seed=4)
    files["damaged-png-no-iend.png"] = png_from_chunks([c for c in chunks if c[0] != b"IEND"])
    idat = b"".join(body for kind, body in chunks if kind == b"IDAT")
    files["damaged-png-short-idat.png"] = png_from_chunks(
        [c for c in chunks if c[0] not in (b"IDAT", b"IEND")] + [(b"IDAT", idat[: len(idat) // 2]), (b"IEND", b"")])
    short_stream = zlib.compress(zlib.decompress(idat)[: len(zlib.decompress(idat)) // 2])
    files["damaged-png-short-stream.png"] = png_from_chunks(
        [c for c in chunks if c[0] not in (b"IDAT", b"IEND")] + [(b"IDAT", short_stream), (b"IEND", b"")])
    jpeg = files["leak.jpg"]
    files["damaged-jpeg-truncated.jpg"] = jpeg[: len(jpeg) // 2]
    files["damaged-jpeg-bytes.jpg"] = flip_bytes(jpeg, len(jpeg) // 2, 6, seed=5)
    webp = files["leak.webp"]
    files["damaged-webp-truncated.webp"] = webp[: len(webp) * 2 // 3]
    files["damaged-webp-bytes.webp"] = flip_bytes(webp, len(webp) // 2, 6, seed=6)
    gif = files["leak.gif"]
    files["damaged-gif-truncated.gif"] = gif[: len(gif) // 2]
    bmp = files["leak.bmp"]
    files["damaged-bmp-truncated.bmp"] = bmp[: len(bmp) // 2]

    # Resource exhaustion: refused from the header, before any pixel is allocated.
    files["bomb-gif-30000.gif"] = gif_bomb(30000, 30000)
    files["bomb-bmp-30000.bmp"] = bmp_bomb(30000, 30000)
    files["bomb-jpeg-scans.jpg"] = many_scans_jpeg(leak, 150)
    # 40 megapixels of text: over the default pixel limit; with the limit raised, the time budget cuts it.
    files["slow-dense-40mp.png"] = dense_text_png(8000, 5000)

    total = 0
    for name, data in sorted(files.items()):
        (OUT / name).write_bytes(data)
        total += len(data)
    print(f"wrote {len(files)} files, {total} bytes, to {OUT}")
    damaged_snapshots()


def png_interlaced(image):
    """An Adam7-interlaced RGB PNG (Pillow does not write interlaced PNGs)."""
    width, height = image.size
    raw = image.tobytes()
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    out = bytearray()
    for x0, y0, dx, dy in passes:
        for y in range(y0, height, dy):
            row = bytearray(b"\x00")
            for x in range(x0, width, dx):
                row += raw[3 * (y * width + x):3 * (y * width + x) + 3]
            if len(row) > 1:
                out += row
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 1)
    return png_from_chunks([(b"IHDR", header), (b"IDAT", zlib.compress(bytes(out), 9)), (b"IEND", b"")])


def srgb_like_profile():
    """A minimal ICC v2 display profile (header and an empty tag table): enough to carry an iCCP chunk."""
    body = struct.pack(">I", 0)  # tag count
    header = bytearray(128)
    struct.pack_into(">I", header, 0, 128 + len(body))
    header[4:8] = b"none"
    struct.pack_into(">I", header, 8, 0x02100000)
    header[12:16], header[16:20], header[20:24] = b"mntr", b"RGB ", b"XYZ "
    header[36:40] = b"acsp"
    struct.pack_into(">iii", header, 68, 63190, 65536, 54061)  # D50 illuminant
    return bytes(header) + body


DAMAGED = OUT.parent / "damaged-snapshots"
ZERO_BLOCK = bytes(16)  # block mode 0: a reserved encoding
FF_BLOCK = b"\xff" * 16  # a dual-plane 3x5 grid of 32-level weights: 150 bits of weights, illegal


def replace_block_rows(blocks, columns, rows, block):
    """`blocks` (row-major) with every block in the block rows `rows` replaced by `block`."""
    out = bytearray(blocks)
    for row in rows:
        for column in range(columns):
            out[(row * columns + column) * 16:(row * columns + column + 1) * 16] = block
    return bytes(out)


def damaged_snapshots():
    """Writes Tests/Fixtures/damaged-snapshots/ (see the module docstring)."""
    import shutil
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import lzfse
    from render_snapshot_fixtures import (TILED_ALIGNMENT, aapl, astc_blocks, ktx_header, ktx_lzfse, ktx_raw, tile_blocks,
                                          void_extent)
    if shutil.which("astcenc") is None:
        sys.exit("make_hostile_corpus: the astcenc program is missing (apt-get install -y astcenc)")
    DAMAGED.mkdir(parents=True, exist_ok=True)
    for old in DAMAGED.iterdir():
        if old.is_file():
            old.unlink()

    def containers(width, height, blocks, which=("ktx-raw", "ktx-lzfse", "aapl-rowmajor", "aapl-lzfs")):
        made = {"ktx-raw": lambda: ktx_raw(width, height, blocks),
                "ktx-lzfse": lambda: ktx_lzfse(width, height, blocks),
                "aapl-rowmajor": lambda: aapl(width, height, b"ASTC", blocks),
                "aapl-lzfs": lambda: aapl(width, height, b"LZFS", lzfse.compress(blocks))}
        return {name: made[name]() for name in which}

    def pre_tiled(width, height, blocks, columns, rows, padding, internal_format=0x93B0):
        """An AAPL `astc` file of row-major `blocks` pre-tiled (x in the even bits), `padding` past the picture."""
        tiled = tile_blocks(blocks, columns, rows, padding=padding)
        return aapl(width, height, b"astc", tiled, alignment=TILED_ALIGNMENT, internal_format=internal_format,
                    pair=(3, 5) if internal_format == 0x93B0 else (0, 0))

    files = {}
    # Whole pictures of damage: all zero, all FF, random bytes. Without the damage check each
    # decodes to a flat or noisy magenta picture with no text, a "pass".
    width, height = 320, 200
    count = (width // 4) * (height // 4)
    rng = random.Random(24)
    for name, blocks in [("zero", ZERO_BLOCK * count), ("ff", FF_BLOCK * count),
                         ("random", bytes(rng.randrange(256) for _ in range(count * 16)))]:
        for layout, data in containers(width, height, blocks).items():
            files[f"{name}-{layout}.ktx"] = data

    # A half-written snapshot of a leaky screen: the title at the top was written, the block rows
    # from the middle on (where the SSN and the date of birth are) are still zero.
    half = screen(["Profile", "", "", "SSN 123-45-6789", "Date of birth 03/14/1986"], size=(520, 440))
    columns, rows = 520 // 4, 440 // 4
    half_blocks = replace_block_rows(astc_blocks(half), columns, range(rows // 2, rows), ZERO_BLOCK)
    for layout, data in containers(520, 440, half_blocks, ("ktx-raw", "aapl-lzfs")).items():
        files[f"half-written-{layout}.ktx"] = data
    # The screen as the app showed it, for pair mode (`compare --active`).
    files["half-written.active.png"] = encoded(half, "PNG")

    # Damage over only the value rows of a leaky screen: the labels are left, the values are error
    # blocks. Without the check the screen reads as labels with no sensitive data.
    values = Image.new("RGB", (520, 360), (255, 255, 255))
    draw = ImageDraw.Draw(values)
    font = ImageFont.truetype(FONT, 34)
    value_rows = []
    for text, y, is_value in [("Profile", 20, False), ("SSN", 90, False), ("123-45-6789", 140, True),
                              ("Date of birth", 220, False), ("03/14/1986", 270, True)]:
        draw.text((24, y), text, font=font, fill=(0, 0, 0))
        if is_value:
            top, bottom = draw.textbbox((24, y), text, font=font)[1::2]
            value_rows += range((top - 4) // 4, (bottom + 4) // 4 + 1)
    files["value-rows.active.png"] = encoded(values, "PNG")
    columns, rows = 520 // 4, 360 // 4
    value_blocks = astc_blocks(values)
    # As HDR void extents (a legal encoding, but HDR) in KTX with LZFSE, ...
    files["value-rows-hdr-ktx-lzfse.ktx"] = ktx_lzfse(520, 360, replace_block_rows(
        value_blocks, columns, value_rows, void_extent((0x3C00, 0x3C00, 0x3C00, 0x3C00), hdr=True)))
    # ... and as zero blocks in a pre-tiled AAPL payload, where stored order is not picture order.
    files["value-rows-aapl-tiled.ktx"] = pre_tiled(520, 360, replace_block_rows(value_blocks, columns, value_rows, ZERO_BLOCK),
                                                   columns, rows, void_extent((0xFFFF,) * 4))

    # Not damage: tile padding outside the picture is never shown, even when it is zero, so this
    # leaky screen fails; and a legal void-extent block is a flat colour, so this grey screen passes.
    leak = screen()
    columns, rows = 520 // 4, 300 // 4
    files["legal-leak-zero-padding-aapl-tiled.ktx"] = pre_tiled(520, 300, astc_blocks(leak), columns, rows, ZERO_BLOCK)
    grey = void_extent((0x8080, 0x8080, 0x8080, 0xFFFF)) * count
    files["legal-grey-void-extent-ktx-raw.ktx"] = ktx_raw(width, height, grey)
    # Other footprints and sRGB, read end to end: an 8x8 AAPL LZFS and an sRGB 4x4 KTX of the leaky
    # screen fail; a 6x6 one whose tail is zero is damaged, row-major and pre-tiled (with zero
    # padding, which is not damage).
    files["legal-leak-8x8-aapl-lzfs.ktx"] = aapl(520, 300, b"LZFS", lzfse.compress(astc_blocks(leak, "8x8")),
                                                 internal_format=0x93B7, pair=(0, 0))
    files["legal-leak-srgb-ktx-raw.ktx"] = ktx_header(520, 300, b"", 0x93D0) + struct.pack("<I", len(astc_blocks(leak))) + astc_blocks(leak)
    blocks6 = astc_blocks(leak, "6x6")
    columns6, rows6 = -(-520 // 6), -(-300 // 6)
    blocks6 = replace_block_rows(blocks6, columns6, range(rows6 - 10, rows6), ZERO_BLOCK)
    files["tail-zero-6x6-ktx-raw.ktx"] = ktx_header(520, 300, b"", 0x93B4) + struct.pack("<I", len(blocks6)) + blocks6
    files["tail-zero-6x6-aapl-tiled.ktx"] = pre_tiled(520, 300, blocks6, columns6, rows6, ZERO_BLOCK, internal_format=0x93B4)

    total = 0
    for name, data in sorted(files.items()):
        (DAMAGED / name).write_bytes(data)
        total += len(data)
    print(f"wrote {len(files)} files, {total} bytes, to {DAMAGED}")


if __name__ == "__main__":
    main()
