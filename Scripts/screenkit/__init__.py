"""screenkit — render synthetic iPhone screens with pixel-exact ground truth for sensitive text.

Typical use::

    from screenkit import Screen, device, theme, widgets as w
    frame = Screen(device("1179x2556"), theme(dark=False), [w.NavBar("Accounts"), ...]).render()
    frame.image, frame.records
"""
from .canvas import Canvas, Record, Txt
from .screen import Rendered, Screen
from .theme import DARK, DEVICES, GREY_999, LIGHT, TERTIARY_DARK, Device, Theme, device, theme
from .truth import Shot, summary, write

__all__ = ["Canvas", "Record", "Txt", "Rendered", "Screen", "DARK", "DEVICES", "GREY_999",
           "LIGHT", "TERTIARY_DARK", "Device", "Theme", "device", "theme", "Shot", "summary",
           "write"]
