"""HTML and CSS building blocks for app screens rendered by Chromium.

Nothing here measures or places text: CSS lays the screen out, and the truth boxes come from the
DOM (`browser.TRUTH_JS`). Sizes are CSS points; the device scale factor turns them into pixels.
Text sizes are in `rem` so Dynamic Type scales the whole screen, as iOS does.
"""
from __future__ import annotations

import html
import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Device:
    key: str
    width: int        # points
    height: int
    scale: int
    ipad: bool = False
    home_button: bool = False

    @property
    def landscape(self) -> bool:
        return self.width > self.height

    def size(self) -> str:
        return f"{self.width * self.scale}x{self.height * self.scale}"

    def rotated(self) -> "Device":
        return Device(self.key + "-land", self.height, self.width, self.scale, self.ipad, self.home_button)


DEVICES = {
    "iphone15pro": Device("iphone15pro", 393, 852, 3),
    "iphone14": Device("iphone14", 390, 844, 3),
    "iphone11": Device("iphone11", 414, 896, 2),
    "iphonese": Device("iphonese", 375, 667, 2, home_button=True),
    "ipadair": Device("ipadair", 820, 1180, 2, ipad=True),
    "ipadpro": Device("ipadpro", 1024, 1366, 2, ipad=True),
}


@dataclass(frozen=True)
class Style:
    """Typeface, appearance and accessibility text settings of one screen."""

    font: str                 # CSS family of a Debian font package
    mono: str
    dark: bool
    type_scale: float = 1.0   # Dynamic Type: 1.0 default, 1.35 ~ AX1, 1.75 ~ AX3
    bold: bool = False        # Settings > Accessibility > Bold Text
    accent: str = "#2563EB"

    def weight(self, w: int) -> int:
        return min(900, w + 200) if self.bold else w


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def m(text: str, category: str, group: str | None = None, cls: str = "", truth: str | None = None) -> str:
    """A marked sensitive string (`data-t`), optionally one part of a group read as one string."""
    attrs = f' data-t="{category}"'
    if group:
        attrs += f' data-g="{group}"'
    if truth is not None:
        attrs += f' data-text="{esc(truth)}"'
    if cls:
        attrs += f' class="{cls}"'
    return f"<span{attrs}>{esc(text)}</span>"


def t(text: str) -> str:
    return esc(text)


# -- icons (inline SVG, no text) -------------------------------------------------------------

ICONS = {
    "card": '<rect x="2" y="5" width="20" height="14" rx="2.5" fill="none" stroke="currentColor" stroke-width="1.8"/>'
            '<line x1="2" y1="10" x2="22" y2="10" stroke="currentColor" stroke-width="2.4"/>',
    "bank": '<path d="M3 9 L12 4 L21 9 Z" fill="currentColor"/><rect x="5" y="10" width="2.4" height="7" fill="currentColor"/>'
            '<rect x="10.8" y="10" width="2.4" height="7" fill="currentColor"/><rect x="16.6" y="10" width="2.4" height="7" fill="currentColor"/>'
            '<rect x="3" y="18" width="18" height="2" fill="currentColor"/>',
    "heart": '<path d="M12 20 C4 14 2 10 5 6.5 C7.5 4 10.5 5 12 7.5 C13.5 5 16.5 4 19 6.5 C22 10 20 14 12 20 Z" fill="currentColor"/>',
    "lock": '<rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor"/><path d="M8 10 V7.5 a4 4 0 0 1 8 0 V10" fill="none" stroke="currentColor" stroke-width="2"/>',
    "home": '<path d="M4 11 L12 4 L20 11 V20 H14 V14 H10 V20 H4 Z" fill="currentColor"/>',
    "chart": '<polyline points="3,17 9,11 13,14 21,6" fill="none" stroke="currentColor" stroke-width="2.2"/>',
    "user": '<circle cx="12" cy="8" r="4" fill="currentColor"/><path d="M4 20 a8 7 0 0 1 16 0 Z" fill="currentColor"/>',
    "gear": '<circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" stroke-width="3" stroke-dasharray="3 2"/><circle cx="12" cy="12" r="2.5" fill="currentColor"/>',
    "search": '<circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" stroke-width="2"/><line x1="15" y1="15" x2="20" y2="20" stroke="currentColor" stroke-width="2.4"/>',
    "key": '<circle cx="8" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 12 H21 M18 12 V15 M20.5 12 V14.5" stroke="currentColor" stroke-width="2" fill="none"/>',
    "doc": '<path d="M6 3 H14 L19 8 V21 H6 Z" fill="none" stroke="currentColor" stroke-width="1.8"/><line x1="9" y1="12" x2="16" y2="12" stroke="currentColor" stroke-width="1.5"/><line x1="9" y1="16" x2="16" y2="16" stroke="currentColor" stroke-width="1.5"/>',
    "pulse": '<polyline points="2,12 7,12 9,6 13,18 15,12 22,12" fill="none" stroke="currentColor" stroke-width="2"/>',
    "chevron": '<polyline points="9,5 16,12 9,19" fill="none" stroke="currentColor" stroke-width="2.2"/>',
    "copy": '<rect x="8" y="8" width="11" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M5 16 V5 a1 1 0 0 1 1 -1 H15" fill="none" stroke="currentColor" stroke-width="1.8"/>',
    "eye": '<path d="M2 12 C6 5 18 5 22 12 C18 19 6 19 2 12 Z" fill="none" stroke="currentColor" stroke-width="1.8"/><circle cx="12" cy="12" r="3" fill="currentColor"/>',
    "bitcoin": '<circle cx="12" cy="12" r="10" fill="#F7931A"/><path d="M9 7 H13.5 a2.5 2.5 0 0 1 0 5 H9 Z M9 12 H14 a2.5 2.5 0 0 1 0 5 H9 Z" fill="none" stroke="#fff" stroke-width="1.6"/>',
    "plane": '<path d="M21 12 L13 8 V3.5 a1 1 0 0 0 -2 0 V8 L3 12 V14 L11 11.5 V17 L8.5 19 V20.5 L12 19.5 L15.5 20.5 V19 L13 17 V11.5 L21 14 Z" fill="currentColor" transform="rotate(90 12 12)"/>',
    "coin": '<circle cx="12" cy="12" r="10" fill="currentColor"/><circle cx="12" cy="12" r="6" fill="none" stroke="#fff" stroke-width="1.6"/>',
}


def icon(name: str, size: float = 22, colour: str = "currentColor", cls: str = "") -> str:
    return (f'<svg class="icon {cls}" width="{size}" height="{size}" viewBox="0 0 24 24" style="color:{colour}">'
            f'{ICONS[name]}</svg>')


def sparkline(rng: random.Random, colour: str, up: bool, width: int = 90, height: int = 34,
              points: int = 24, fill: bool = False) -> str:
    """A price chart: a random walk that ends up or down, as a stroked SVG path."""
    ys, y = [], 0.0
    for i in range(points):
        y += rng.uniform(-1, 1) + (0.35 if up else -0.35)
        ys.append(y)
    lo, hi = min(ys), max(ys)
    span = (hi - lo) or 1
    pts = [(i * width / (points - 1), height - 3 - (v - lo) / span * (height - 6)) for i, v in enumerate(ys)]
    path = " ".join(f"{x:.1f},{yy:.1f}" for x, yy in pts)
    area = ""
    if fill:
        area = (f'<polygon points="0,{height} {path} {width},{height}" fill="{colour}" fill-opacity="0.18"/>')
    base = f'<line x1="0" y1="{pts[0][1]:.1f}" x2="{width}" y2="{pts[0][1]:.1f}" stroke="{colour}" stroke-opacity="0.45" stroke-dasharray="2 3"/>'
    return (f'<svg class="spark" width="{width}" height="{height}" viewBox="0 0 {width} {height}">{area}{base}'
            f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="1.6" stroke-linejoin="round"/></svg>')


# -- page ---------------------------------------------------------------------------------


def css(device: Device, style: Style) -> str:
    dark = style.dark
    bg = "#000000" if dark else "#F4F5F7"
    surface = "#15171C" if dark else "#FFFFFF"
    ink = "#F5F5F7" if dark else "#111418"
    muted = "#8B9099" if dark else "#6B7280"
    line = "#2A2D34" if dark else "#E5E7EB"
    base_px = 16 * style.type_scale
    w = style.weight
    return f"""
:root {{ --bg:{bg}; --surface:{surface}; --ink:{ink}; --muted:{muted}; --line:{line}; --accent:{style.accent};
        --green:{'#30D158' if dark else '#0F9D58'}; --red:{'#FF453A' if dark else '#D93025'}; }}
* {{ box-sizing:border-box; }}
html {{ font-size:{base_px:.2f}px; }}
body {{ margin:0; width:{device.width}px; height:{device.height}px; overflow:hidden; background:var(--bg);
       color:var(--ink); font-family:'{style.font}', sans-serif; font-weight:{w(400)};
       -webkit-font-smoothing:antialiased; position:relative; }}
.mono {{ font-family:'{style.mono}', monospace; }}
.status {{ height:{20 if device.home_button else (24 if device.ipad else (20 if device.landscape else 50))}px; display:flex;
          align-items:flex-end; justify-content:space-between; padding:0 {28 if not device.ipad else 20}px 4px;
          font-size:15px; font-weight:{w(600)}; }}
.status .bars {{ display:flex; gap:5px; align-items:center; }}
.status .batt {{ width:25px; height:12px; border:1.5px solid currentColor; border-radius:4px; padding:1.5px; opacity:.9; }}
.status .batt i {{ display:block; height:100%; width:70%; background:currentColor; border-radius:1.5px; }}
.wrap {{ padding:0 {32 if device.ipad else 18}px; }}
.title {{ font-size:1.9rem; font-weight:{w(700)}; margin:10px 0 4px; letter-spacing:-0.01em; }}
.subtitle {{ color:var(--muted); font-size:0.9rem; margin-bottom:14px; }}
.bar {{ display:flex; align-items:center; justify-content:space-between; padding:10px 0; font-weight:{w(600)}; }}
.bar .back {{ color:var(--accent); font-weight:{w(400)}; }}
.card {{ background:var(--surface); border-radius:18px; padding:14px 16px; margin:12px 0;
        box-shadow:0 1px 2px rgba(0,0,0,{'.6' if dark else '.06'}), 0 6px 18px rgba(0,0,0,{'.5' if dark else '.06'}); }}
.card h3 {{ margin:0 0 8px; font-size:0.8rem; text-transform:uppercase; letter-spacing:.06em; color:var(--muted);
           font-weight:{w(600)}; }}
.row {{ display:flex; align-items:center; justify-content:space-between; gap:12px; padding:11px 0;
       border-bottom:1px solid var(--line); font-size:1rem; }}
.row:last-child {{ border-bottom:0; }}
.row .k {{ color:var(--muted); }}
.row .v {{ text-align:right; font-weight:{w(500)}; }}
.stack {{ padding:10px 0; border-bottom:1px solid var(--line); }}
.stack:last-child {{ border-bottom:0; }}
.stack .k {{ color:var(--muted); font-size:0.8rem; margin-bottom:3px; }}
.stack .v {{ font-size:1.05rem; font-weight:{w(500)}; line-height:1.35; }}
.big {{ font-size:2.4rem; font-weight:{w(700)}; letter-spacing:-0.02em; }}
.muted {{ color:var(--muted); }}
.small {{ font-size:0.8rem; }}
.pos {{ color:var(--green); }} .neg {{ color:var(--red); }}
.pill {{ display:inline-block; border-radius:999px; padding:3px 10px; font-weight:{w(600)}; font-size:0.9rem;
        white-space:nowrap; }}
.pill.outline {{ border:1.5px solid currentColor; }}
.pill.fill-pos {{ background:var(--green); color:#fff; }} .pill.fill-neg {{ background:var(--red); color:#fff; }}
.pill.soft-pos {{ background:rgba(48,209,88,.16); color:var(--green); }}
.pill.soft-neg {{ background:rgba(255,69,58,.16); color:var(--red); }}
.tabs {{ position:absolute; left:0; right:0; bottom:0; height:{50 if device.home_button or device.landscape else 84}px;
        background:{'rgba(20,20,22,.96)' if dark else 'rgba(250,250,252,.96)'}; border-top:1px solid var(--line);
        display:flex; justify-content:space-around; padding-top:7px; font-size:10px; color:var(--muted); z-index:5; }}
.tabs div {{ display:flex; flex-direction:column; align-items:center; gap:2px; }}
.tabs .on {{ color:var(--accent); }}
.btn {{ display:block; text-align:center; background:var(--accent); color:#fff; border-radius:14px; padding:14px;
       font-weight:{w(600)}; margin:14px 0; }}
.grid2 {{ display:grid; grid-template-columns:1fr 1fr; gap:12px; }}
table {{ border-collapse:collapse; width:100%; font-size:0.95rem; }}
th {{ text-align:left; color:var(--muted); font-weight:{w(600)}; font-size:0.75rem; text-transform:uppercase;
     letter-spacing:.05em; padding:8px 10px; border-bottom:1px solid var(--line); }}
td {{ padding:12px 10px; border-bottom:1px solid var(--line); white-space:nowrap; }}
td.num, th.num {{ text-align:right; }}
.avatar {{ width:44px; height:44px; border-radius:50%; display:flex; align-items:center; justify-content:center;
          color:#fff; font-weight:{w(700)}; flex:none; }}
.icon {{ flex:none; vertical-align:middle; }}
.spark {{ flex:none; }}
.cover {{ position:absolute; inset:0; z-index:50; }}
.scrim {{ position:absolute; inset:0; background:rgba(0,0,0,.38); pointer-events:none; z-index:20; }}
.sheet {{ position:absolute; left:0; right:0; bottom:0; z-index:30; background:var(--surface);
         border-radius:22px 22px 0 0; padding:22px; box-shadow:0 -8px 30px rgba(0,0,0,.25); }}
"""


def status_bar(device: Device, carrier: bool = False) -> str:
    left = "Carrier" if device.home_button or carrier else "9:41"
    mid = '<span>9:41 AM</span>' if device.home_button else ""
    return (f'<div class="status"><span>{left}</span>{mid}<span class="bars">'
            f'<svg width="17" height="11" viewBox="0 0 17 11"><rect x="0" y="7" width="3" height="4" fill="currentColor"/>'
            f'<rect x="4.5" y="5" width="3" height="6" fill="currentColor"/><rect x="9" y="2.5" width="3" height="8.5" fill="currentColor"/>'
            f'<rect x="13.5" y="0" width="3" height="11" fill="currentColor"/></svg>'
            f'<span class="batt"><i></i></span></span></div>')


def tab_bar(items: list[tuple[str, str]], active: int = 0) -> str:
    cells = "".join(f'<div class="{"on" if i == active else ""}">{icon(ic, 24)}<span>{esc(label)}</span></div>'
                    for i, (label, ic) in enumerate(items))
    return f'<nav class="tabs">{cells}</nav>'


def page(device: Device, style: Style, body: str, extra_css: str = "", lang: str = "en") -> str:
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width={device.width}">'
            f'<style>{css(device, style)}{extra_css}</style></head><body>{status_bar(device)}{body}</body></html>')


def row(key: str, value: str) -> str:
    return f'<div class="row"><span class="k">{key}</span><span class="v">{value}</span></div>'


def stack(key: str, value: str) -> str:
    return f'<div class="stack"><div class="k">{key}</div><div class="v">{value}</div></div>'


def card(inner: str, title: str = "", extra: str = "") -> str:
    head = f"<h3>{esc(title)}</h3>" if title else ""
    return f'<section class="card" {extra}>{head}{inner}</section>'


def avatar(initials: str, colour: str) -> str:
    return f'<div class="avatar" style="background:{colour}">{esc(initials)}</div>'


# -- covers -------------------------------------------------------------------------------


def cover_overlay(app: str, colour: str, glyph: str) -> str:
    """A privacy cover: the app's colour, its icon and name, nothing else."""
    return (f'<div class="cover" style="background:{colour};display:flex;flex-direction:column;align-items:center;'
            f'justify-content:center;color:#fff;gap:14px">{icon(glyph, 72, "#fff")}'
            f'<div style="font-size:1.4rem;font-weight:700">{esc(app)}</div></div>')


def cover_blur(radius: int) -> str:
    """A full-screen `backdrop-filter` blur, as a UIVisualEffectView does it."""
    return (f'<div class="cover" style="backdrop-filter:blur({radius}px);-webkit-backdrop-filter:blur({radius}px);'
            f'background:rgba(127,127,127,.12)"></div>')


def cover_splash(app: str, dark: bool) -> str:
    bg = "#0B0B0F" if dark else "#FFFFFF"
    fg = "#FFFFFF" if dark else "#111111"
    return (f'<div class="cover" style="background:{bg};color:{fg};display:flex;align-items:center;justify-content:center">'
            f'<div style="text-align:center">{icon("lock", 64, fg)}<div style="font-size:1.1rem;margin-top:10px;'
            f'letter-spacing:.2em;font-weight:600">{esc(app.upper())}</div></div></div>')
