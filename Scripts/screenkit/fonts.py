"""Locate font families and hand out cached Pillow fonts.

The default family is Inter (covers Latin, Vietnamese diacritics and ₫ € £ ¥ ₹). The corpus also
renders screens in other Debian font families (Roboto, Open Sans, Lato, Noto Sans, Liberation
Sans, Cantarell, DejaVu, condensed faces) so recall is measured on type SnapGuard was not tuned
on. A family is chosen for a block of drawing with `using("roboto")`; every face is a named file,
never a silent fallback, so renders stay reproducible. Each family names the monospaced face its
"mono" weight uses (codes, recovery phrases, revealed passwords).
"""
from __future__ import annotations

import contextlib
import functools
import os
import subprocess

from PIL import ImageFont


class FontMissing(SystemExit):
    """Raised (exits) with a single-line message naming the apt package."""


# family key -> (apt package, {weight: file stem}); weights: regular, medium, semibold, bold, heavy, mono
FAMILIES: dict[str, tuple[str, dict[str, str]]] = {
    "inter": ("fonts-inter", {"regular": "Inter-Regular", "medium": "Inter-Medium", "semibold": "Inter-SemiBold",
                              "bold": "Inter-Bold", "heavy": "Inter-ExtraBold", "mono": "DejaVuSansMono"}),
    "roboto": ("fonts-roboto-unhinted", {"regular": "Roboto-Regular", "medium": "Roboto-Medium",
                                         "semibold": "Roboto-Medium", "bold": "Roboto-Bold", "heavy": "Roboto-Black",
                                         "mono": "DejaVuSansMono"}),
    "opensans": ("fonts-open-sans", {"regular": "OpenSans-Regular", "medium": "OpenSans-Semibold",
                                     "semibold": "OpenSans-Semibold", "bold": "OpenSans-Bold",
                                     "heavy": "OpenSans-ExtraBold", "mono": "DejaVuSansMono"}),
    "liberation": ("fonts-liberation2", {"regular": "LiberationSans-Regular", "medium": "LiberationSans-Regular",
                                         "semibold": "LiberationSans-Bold", "bold": "LiberationSans-Bold",
                                         "heavy": "LiberationSans-Bold", "mono": "DejaVuSansMono"}),
    # validation-only families: none of these faces is used by the tuning part
    "lato": ("fonts-lato", {"regular": "Lato-Regular", "medium": "Lato-Medium", "semibold": "Lato-Semibold",
                            "bold": "Lato-Bold", "heavy": "Lato-Heavy", "mono": "LiberationMono-Regular"}),
    "noto": ("fonts-noto-core", {"regular": "NotoSans-Regular", "medium": "NotoSans-Regular",
                                 "semibold": "NotoSans-Bold", "bold": "NotoSans-Bold", "heavy": "NotoSans-Bold",
                                 "mono": "LiberationMono-Regular"}),
    "cantarell": ("fonts-cantarell", {"regular": "Cantarell-Regular", "medium": "Cantarell-Regular",
                                      "semibold": "Cantarell-Bold", "bold": "Cantarell-Bold",
                                      "heavy": "Cantarell-ExtraBold", "mono": "LiberationMono-Regular"}),
    "robotocondensed": ("fonts-roboto-unhinted", {"regular": "RobotoCondensed-Regular",
                                                  "medium": "RobotoCondensed-Medium",
                                                  "semibold": "RobotoCondensed-Medium",
                                                  "bold": "RobotoCondensed-Bold", "heavy": "RobotoCondensed-Bold",
                                                  "mono": "LiberationMono-Regular"}),
    "dejavu": ("fonts-dejavu-core", {"regular": "DejaVuSans", "medium": "DejaVuSans", "semibold": "DejaVuSans-Bold",
                                     "bold": "DejaVuSans-Bold", "heavy": "DejaVuSans-Bold",
                                     "mono": "LiberationMono-Regular"}),
    # stress-only families (opt-in `render_corpus.py --part stress`, written outside the repository):
    # faces neither committed part uses, to reproduce a class of misses without looking at validation
    "freesans": ("fonts-freefont-ttf", {"regular": "FreeSans", "medium": "FreeSans", "semibold": "FreeSansBold",
                                        "bold": "FreeSansBold", "heavy": "FreeSansBold", "mono": "FreeMono"}),
    "carlito": ("fonts-crosextra-carlito", {"regular": "Carlito-Regular", "medium": "Carlito-Regular",
                                            "semibold": "Carlito-Bold", "bold": "Carlito-Bold",
                                            "heavy": "Carlito-Bold", "mono": "FreeMono"}),
    "clearsans": ("fonts-clear-sans", {"regular": "ClearSans-Regular", "medium": "ClearSans-Medium",
                                       "semibold": "ClearSans-Bold", "bold": "ClearSans-Bold",
                                       "heavy": "ClearSans-Bold", "mono": "FreeMono"}),
    "heroscn": ("fonts-texgyre", {"regular": "texgyreheroscn-regular", "medium": "texgyreheroscn-regular",
                                  "semibold": "texgyreheroscn-bold", "bold": "texgyreheroscn-bold",
                                  "heavy": "texgyreheroscn-bold", "mono": "FreeMono"}),
    "nimbusnarrow": ("fonts-urw-base35", {"regular": "NimbusSansNarrow-Regular", "medium": "NimbusSansNarrow-Regular",
                                          "semibold": "NimbusSansNarrow-Bold", "bold": "NimbusSansNarrow-Bold",
                                          "heavy": "NimbusSansNarrow-Bold", "mono": "FreeMono"}),
    "cabin": ("fonts-cabin", {"regular": "Cabin-Regular", "medium": "Cabin-Medium", "semibold": "Cabin-SemiBold",
                              "bold": "Cabin-Bold", "heavy": "Cabin-Bold", "mono": "FreeMono"}),
}
MONO_PACKAGES = {"DejaVuSansMono": "fonts-dejavu-core", "LiberationMono-Regular": "fonts-liberation2",
                 "FreeMono": "fonts-freefont-ttf"}
KNOWN_DIRS = (
    "/usr/share/fonts/opentype/inter",
    "/usr/share/fonts/truetype/inter",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF",
    "/usr/share/fonts/truetype/roboto/unhinted",
    "/usr/share/fonts/truetype/open-sans",
    "/usr/share/fonts/truetype/liberation2",
    "/usr/share/fonts/truetype/lato",
    "/usr/share/fonts/truetype/noto",
    "/usr/share/fonts/opentype/cantarell",
    "/usr/share/fonts/truetype/dejavu",
    "/usr/local/share/fonts",
    os.path.expanduser("~/.local/share/fonts"),
)
EXTENSIONS = (".otf", ".ttf")
_current = ["inter"]


@contextlib.contextmanager
def using(family: str):
    """Draw with `family` inside the block (the default is Inter)."""
    if family not in FAMILIES:
        raise ValueError(f"unknown font family {family!r}")
    _current.append(family)
    try:
        yield
    finally:
        _current.pop()


def current() -> str:
    """The family in use."""
    return _current[-1]


def _fc_list_files() -> list[str]:
    """Font files known to fontconfig (empty if fc-list is absent)."""
    try:
        out = subprocess.run(["fc-list", ":", "file"], capture_output=True, text=True, check=False).stdout
    except OSError:
        return []
    return [line.split(":")[0].strip() for line in out.splitlines() if line.strip()]


@functools.lru_cache(maxsize=None)
def face_path(stem: str, package: str) -> str:
    """The file of the face named `stem`, or exit naming the apt package."""
    candidates = [os.path.join(d, stem + ext) for d in KNOWN_DIRS for ext in EXTENSIONS]
    for path in candidates:
        if os.path.isfile(path):
            return path
    for path in _fc_list_files():
        if os.path.splitext(os.path.basename(path))[0] == stem:
            return path
    raise FontMissing(f"screenkit: font '{stem}' not found; install it with: apt-get install -y {package}")


def font_path(weight: str, family: str | None = None) -> str:
    """The file path of `family`'s face for `weight` (the family in use when None)."""
    package, faces = FAMILIES[family or current()]
    stem = faces[weight]
    return face_path(stem, MONO_PACKAGES.get(stem, package) if weight == "mono" else package)


@functools.lru_cache(maxsize=None)
def _font(path: str, size_px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, size_px, layout_engine=ImageFont.Layout.BASIC)


def font(size_px: int, weight: str = "regular") -> ImageFont.FreeTypeFont:
    """A cached font of `size_px` pixels in the family in use; BASIC layout keeps output reproducible."""
    return _font(font_path(weight), size_px)


@functools.lru_cache(maxsize=None)
def covers(family: str, text: str) -> bool:
    """True when every character of `text` has a glyph in `family`'s regular face (a missing one
    draws the same box as a private-use code point)."""
    f = _font(font_path("regular", family), 40)

    def shape(ch: str) -> tuple:
        mask = f.getmask(ch)
        return mask.size, bytes(mask)

    missing = shape("\ue000")
    return all(ch.isascii() or shape(ch) != missing for ch in set(text) if not ch.isspace())
