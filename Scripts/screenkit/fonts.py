"""Locate the Inter font family and hand out cached Pillow fonts.

Inter covers Latin, Vietnamese diacritics and the currency signs used by the
renderers (₫ € £ ¥ ₹). We insist on Inter so renders are reproducible: a
silent fallback to another family would change every bounding box.
"""
from __future__ import annotations

import functools
import os
import subprocess

from PIL import ImageFont

APT_PACKAGE = "fonts-inter"
FAMILY = "Inter"
WEIGHTS = {
    "regular": "Inter-Regular",
    "medium": "Inter-Medium",
    "semibold": "Inter-SemiBold",
    "bold": "Inter-Bold",
    "heavy": "Inter-ExtraBold",
}
KNOWN_DIRS = (
    "/usr/share/fonts/opentype/inter",
    "/usr/share/fonts/truetype/inter",
    "/usr/local/share/fonts",
    os.path.expanduser("~/.local/share/fonts"),
)
EXTENSIONS = (".otf", ".ttf")


class FontMissing(SystemExit):
    """Raised (exits) with a single-line message naming the apt package."""


def _fc_list_files() -> list[str]:
    """Return Inter font files known to fontconfig (empty if fc-list is absent)."""
    try:
        out = subprocess.run(
            ["fc-list", f":family={FAMILY}", "file"],
            capture_output=True, text=True, check=False,
        ).stdout
    except OSError:
        return []
    return [line.split(":")[0].strip() for line in out.splitlines() if line.strip()]


@functools.lru_cache(maxsize=None)
def font_path(weight: str) -> str:
    """Return the file path of the Inter face for `weight` or exit with a clear message."""
    stem = WEIGHTS[weight]
    candidates = [os.path.join(d, stem + ext) for d in KNOWN_DIRS for ext in EXTENSIONS]
    candidates += [f for f in _fc_list_files() if os.path.splitext(os.path.basename(f))[0] == stem]
    for path in candidates:
        if os.path.isfile(path):
            return path
    raise FontMissing(
        f"screenkit: font '{stem}' not found; install it with: apt-get install -y {APT_PACKAGE}"
    )


@functools.lru_cache(maxsize=None)
def font(size_px: int, weight: str = "regular") -> ImageFont.FreeTypeFont:
    """Return a cached Inter font of `size_px` pixels; BASIC layout keeps output reproducible."""
    return ImageFont.truetype(font_path(weight), size_px, layout_engine=ImageFont.Layout.BASIC)
