"""iOS system colours and the device sizes the renderers target."""
from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Device:
    """A phone or iPad screen: real pixel size, point scale and chrome metrics (in points)."""

    width: int
    height: int
    scale: int
    status_bar: float       # height of the status bar
    home_indicator: float   # bottom safe area (0 on Home-button phones)
    model: str

    @property
    def size(self) -> str:
        """The `WIDTHxHEIGHT` tag used in file names."""
        return f"{self.width}x{self.height}"

    @property
    def pt_width(self) -> float:
        return self.width / self.scale

    @property
    def pt_height(self) -> float:
        return self.height / self.scale

    @property
    def classic(self) -> bool:
        """True for Home-button phones (centred clock, no home indicator)."""
        return self.home_indicator == 0


DEVICES = {
    "1179x2556": Device(1179, 2556, 3, 54, 34, "iPhone 15"),
    "1170x2532": Device(1170, 2532, 3, 47, 34, "iPhone 14"),
    "828x1792": Device(828, 1792, 2, 48, 34, "iPhone 11"),
    "750x1334": Device(750, 1334, 2, 20, 0, "iPhone SE"),
    "1640x2360": Device(1640, 2360, 2, 24, 20, "iPad Air"),
    "2048x2732": Device(2048, 2732, 2, 24, 20, "iPad Pro 12.9-inch"),
}


def device(size: str) -> Device:
    """Look up a device by its `WIDTHxHEIGHT` tag."""
    return DEVICES[size]


@dataclass(frozen=True)
class Theme:
    """Semantic UIKit colours for one appearance. Widgets name roles, not hex values."""

    dark: bool
    background: str          # systemBackground
    grouped: str             # systemGroupedBackground
    cell: str                # secondarySystemGroupedBackground
    label: str
    secondary: str           # secondaryLabel
    tertiary: str            # tertiaryLabel
    separator: str
    fill: str                # tertiarySystemFill (search fields, segmented controls)
    bar: str                 # tab / tool bar background
    bar_line: str
    tint: str                # systemBlue
    green: str
    red: str
    orange: str
    incoming: str            # incoming message bubble
    outgoing: str = "#007AFF"

    def color(self, value: str) -> str:
        """Resolve a role name ("label", "secondary", ...) or pass a literal '#RRGGBB' through."""
        return value if value.startswith("#") else getattr(self, value)

    def with_secondary(self, colour: str) -> "Theme":
        """Same theme with a different secondary-label grey (e.g. #999999 or #636366)."""
        return replace(self, secondary=colour)


LIGHT = Theme(
    dark=False, background="#FFFFFF", grouped="#F2F2F7", cell="#FFFFFF",
    label="#000000", secondary="#8E8E93", tertiary="#C7C7CC", separator="#C6C6C8",
    fill="#E3E3E8", bar="#F9F9F9", bar_line="#B2B2B2", tint="#007AFF",
    green="#34C759", red="#FF3B30", orange="#FF9500", incoming="#E9E9EB",
)
DARK = Theme(
    dark=True, background="#000000", grouped="#000000", cell="#1C1C1E",
    label="#FFFFFF", secondary="#8E8E93", tertiary="#636366", separator="#38383A",
    fill="#2C2C2E", bar="#161616", bar_line="#2F2F2F", tint="#0A84FF",
    green="#30D158", red="#FF453A", orange="#FF9F0A", incoming="#26252A",
)
GREY_999 = "#999999"
TERTIARY_DARK = "#636366"


def theme(dark: bool) -> Theme:
    """Return the dark or light theme."""
    return DARK if dark else LIGHT
