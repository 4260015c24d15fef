"""Tiny vector glyphs standing in for SF Symbols (tab bars, list rows, chrome).

Each icon draws inside the square (x, y, s, s) in points with one colour.
"""
from __future__ import annotations

import math

from .canvas import Canvas


def house(c: Canvas, x, y, s, col):
    c.polygon([(x + s * .5, y + s * .08), (x + s * .95, y + s * .48), (x + s * .05, y + s * .48)], col)
    c.rect(x + s * .18, y + s * .45, s * .64, s * .47, col, radius=s * .04)


def card(c: Canvas, x, y, s, col, hole="#FFFFFF"):
    c.rect(x + s * .04, y + s * .2, s * .92, s * .62, col, radius=s * .1)
    c.rect(x + s * .04, y + s * .34, s * .92, s * .1, hole)


def arrows(c: Canvas, x, y, s, col):
    w = s * .09
    c.line([(x + s * .1, y + s * .33), (x + s * .85, y + s * .33)], col, w)
    c.polygon([(x + s * .95, y + s * .33), (x + s * .72, y + s * .16), (x + s * .72, y + s * .5)], col)
    c.line([(x + s * .15, y + s * .7), (x + s * .9, y + s * .7)], col, w)
    c.polygon([(x + s * .05, y + s * .7), (x + s * .28, y + s * .53), (x + s * .28, y + s * .87)], col)


def chart(c: Canvas, x, y, s, col):
    for i, h in enumerate((.35, .6, .45, .85)):
        c.rect(x + s * (.08 + i * .23), y + s * (.92 - h), s * .16, s * h, col, radius=s * .03)


def person(c: Canvas, x, y, s, col):
    c.circle(x + s * .5, y + s * .3, s * .2, col)
    c.rect(x + s * .12, y + s * .58, s * .76, s * .38, col, radius=s * .19)


def gear(c: Canvas, x, y, s, col, hole="#FFFFFF"):
    cx, cy = x + s / 2, y + s / 2
    for i in range(8):
        a = math.pi * i / 4
        c.circle(cx + math.cos(a) * s * .36, cy + math.sin(a) * s * .36, s * .1, col)
    c.circle(cx, cy, s * .36, col)
    c.circle(cx, cy, s * .14, hole)


def heart(c: Canvas, x, y, s, col):
    c.circle(x + s * .3, y + s * .35, s * .23, col)
    c.circle(x + s * .7, y + s * .35, s * .23, col)
    c.polygon([(x + s * .08, y + s * .43), (x + s * .92, y + s * .43), (x + s * .5, y + s * .92)], col)


def bubble(c: Canvas, x, y, s, col):
    c.rect(x + s * .05, y + s * .12, s * .9, s * .62, col, radius=s * .3)
    c.polygon([(x + s * .2, y + s * .6), (x + s * .42, y + s * .7), (x + s * .15, y + s * .92)], col)


def grid(c: Canvas, x, y, s, col):
    for i in range(2):
        for j in range(2):
            c.rect(x + s * (.08 + i * .46), y + s * (.08 + j * .46), s * .38, s * .38, col, radius=s * .08)


def clock(c: Canvas, x, y, s, col, hole="#FFFFFF"):
    c.circle(x + s / 2, y + s / 2, s * .45, col)
    c.circle(x + s / 2, y + s / 2, s * .36, hole)
    c.line([(x + s / 2, y + s * .25), (x + s / 2, y + s / 2), (x + s * .68, y + s * .6)], col, s * .08)


def bell(c: Canvas, x, y, s, col):
    c.circle(x + s / 2, y + s * .42, s * .3, col)
    c.rect(x + s * .2, y + s * .42, s * .6, s * .3, col)
    c.rect(x + s * .1, y + s * .68, s * .8, s * .1, col, radius=s * .05)
    c.circle(x + s / 2, y + s * .86, s * .09, col)


def lock(c: Canvas, x, y, s, col, hole="#FFFFFF"):
    c.arc(x + s / 2, y + s * .36, s * .22, 180, 360, col, s * .09)
    c.line([(x + s * .28, y + s * .36), (x + s * .28, y + s * .48)], col, s * .09)
    c.line([(x + s * .72, y + s * .36), (x + s * .72, y + s * .48)], col, s * .09)
    c.rect(x + s * .16, y + s * .46, s * .68, s * .48, col, radius=s * .08)


def magnifier(c: Canvas, x, y, s, col, hole="#FFFFFF"):
    c.circle(x + s * .42, y + s * .42, s * .3, None, outline=col, width=s * .1)
    c.line([(x + s * .64, y + s * .64), (x + s * .9, y + s * .9)], col, s * .12)


def chevron(c: Canvas, x, y, s, col, width=None):
    """Right-pointing chevron, `s` tall, tip at the right."""
    c.line([(x, y), (x + s * .45, y + s / 2), (x, y + s)], col, width or s * .16)


def back_chevron(c: Canvas, x, y, s, col):
    """Left-pointing navigation chevron."""
    c.line([(x + s * .5, y), (x, y + s / 2), (x + s * .5, y + s)], col, s * .13)


def plus(c: Canvas, x, y, s, col):
    c.line([(x + s / 2, y + s * .1), (x + s / 2, y + s * .9)], col, s * .1)
    c.line([(x + s * .1, y + s / 2), (x + s * .9, y + s / 2)], col, s * .1)


def camera(c: Canvas, x, y, s, col, hole="#FFFFFF"):
    c.rect(x + s * .05, y + s * .25, s * .9, s * .62, col, radius=s * .12)
    c.rect(x + s * .32, y + s * .15, s * .36, s * .15, col, radius=s * .05)
    c.circle(x + s / 2, y + s * .56, s * .18, hole)


def leaf(c: Canvas, x, y, s, col):
    c.circle(x + s * .5, y + s * .5, s * .4, col)
    c.polygon([(x + s * .9, y + s * .1), (x + s * .9, y + s * .5), (x + s * .5, y + s * .1)], col)


def shield(c: Canvas, x, y, s, col):
    c.polygon([(x + s * .5, y + s * .05), (x + s * .9, y + s * .2), (x + s * .85, y + s * .6),
               (x + s * .5, y + s * .95), (x + s * .15, y + s * .6), (x + s * .1, y + s * .2)], col)


ICONS = {name: fn for name, fn in globals().items()
         if callable(fn) and not name.startswith("_") and name not in {"Canvas", "annotations", "math"}}
HOLLOW = {"card", "gear", "clock", "lock", "magnifier", "camera"}


def draw_icon(c: Canvas, name: str, x, y, s, col, background: str = "#FFFFFF") -> None:
    """Draw icon `name` at (x, y) size `s`; `background` fills cut-outs of hollow icons."""
    fn = ICONS[name]
    if name in HOLLOW:
        fn(c, x, y, s, col, hole=background)
    else:
        fn(c, x, y, s, col)
