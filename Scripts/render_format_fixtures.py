#!/usr/bin/env python3
"""Renders the image-format fixtures in Tests/Fixtures/formats/.

One line of text ("Balance $12,345.67") saved in every pixel layout and container SnapGuard
reads, plus deliberately broken files for the bad-input tests.

    pip install -r Scripts/requirements.txt
    apt-get install fonts-dejavu-core
    python3 Scripts/render_format_fixtures.py
"""
import struct
import sys
import zlib
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "formats"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
TEXT = "Balance $12,345.67"


def text_image(mode="RGB", background=(255, 255, 255), ink=(0, 0, 0)):
    """The text in black on a 640x128 canvas."""
    if not Path(FONT).exists():
        sys.exit(f"missing font {FONT}: apt-get install fonts-dejavu-core")
    image = Image.new("RGBA", (640, 128), background + (255,) if len(background) == 3 else background)
    draw = ImageDraw.Draw(image)
    draw.text((24, 36), TEXT, font=ImageFont.truetype(FONT, 44), fill=ink + (255,))
    return image if mode == "RGBA" else image.convert(mode)


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    text_image("RGB").save(OUT / "text-rgb8.png")
    text_image("L").save(OUT / "text-gray8.png")
    gray16 = text_image("L").point(lambda v: v * 257, mode="I").convert("I;16")
    gray16.save(OUT / "text-gray16.png")
    text_image("RGB").convert("P", palette=Image.Palette.ADAPTIVE, colors=16).save(OUT / "text-palette.png")
    # Black text on a fully transparent canvas: readable only when composited over white.
    text_image("RGBA", background=(0, 0, 0, 0)).save(OUT / "text-alpha.png")
    text_image("RGB").save(OUT / "text.jpg", quality=90)
    text_image("RGB").save(OUT / "text.tiff", compression="tiff_lzw")
    text_image("RGB").save(OUT / "text.bmp")
    text_image("RGB").save(OUT / "text.webp", lossless=True)
    text_image("RGB").convert("P").save(OUT / "text.gif")

    # A portrait screen stored sideways (a lost orientation tag): must still fail.
    screen = Image.new("RGB", (750, 1334), (255, 255, 255))
    draw = ImageDraw.Draw(screen)
    font = ImageFont.truetype(FONT, 34)
    for row, line in enumerate(["Profile", "Jordan Miller", "SSN 123-45-6789", "Date of birth 03/14/1986"]):
        draw.text((40, 120 + row * 90), line, font=font, fill=(0, 0, 0))
    screen.transpose(Image.Transpose.ROTATE_90).save(OUT / "sideways-profile.png")
    # The same screen as a camera would store it: pixels sideways, EXIF orientation 6 ("rotate
    # 90 degrees clockwise to view"). A viewer shows it upright, 750x1334, and so must SnapGuard.
    exif = Image.Exif()
    exif[0x0112] = 6
    screen.transpose(Image.Transpose.ROTATE_90).save(OUT / "exif-rotated.jpg", quality=92, exif=exif)
    # Light text on a fully transparent background: legible on a dark viewer, must fail.
    text_image("RGBA", background=(0, 0, 0, 0), ink=(255, 255, 255)).save(OUT / "light-text-transparent.png")

    # A PNG whose header claims 200000x200000 pixels: must be refused before allocation.
    header = struct.pack(">IIBBBBB", 200_000, 200_000, 8, 2, 0, 0, 0)
    bomb = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"IDAT", zlib.compress(b"\0" * 64)) + png_chunk(b"IEND", b"")
    (OUT / "huge-header.png").write_bytes(bomb)
    # A real PNG cut short in its pixel data.
    (OUT / "truncated.png").write_bytes((OUT / "text-rgb8.png").read_bytes()[:120])
    (OUT / "not-an-image.png").write_text("this is a text file with a .png name\n")
    (OUT / "empty.png").write_bytes(b"")


if __name__ == "__main__":
    main()
