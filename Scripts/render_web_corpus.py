#!/usr/bin/env python3
"""Render the web corpus: app screens written as HTML and CSS, drawn by headless Chromium.

Usage: python3 Scripts/render_web_corpus.py [--out Tests/Corpus] [--only NAME_PART] [--new-from INDEX]

New screens are added by appending entries to the end of PLAN (every entry's seed is its index, so
earlier screens keep their pixels and names) and rendering them with `--new-from INDEX`, which
writes only those screens and merges their truth into the existing truth.json files.

This generator shares no drawing code with `screenkit` (the Pillow renderer of the tuning and
validation parts): CSS lays the screens out, Skia rasterises the text (with subpixel positioning,
shadows, borders and `backdrop-filter` blurs), the typefaces are families neither older part
uses, and the ground-truth boxes are read from the DOM (`getBoundingClientRect` of every marked
span, times the device scale factor), never computed here. A marked string that a cover, sheet,
tab bar or blur hides, or that lies outside the screen, is left out of the truth.

Two parts with their own seeds and typefaces:
- `web-tuning`: Manrope and Karla, JetBrains Mono for codes; may be examined and tuned on.
- `web-validation`: PT Sans, Oxygen Sans and B612, Hack and PT Mono for codes; only measured.

Needs Debian's `chromium` and fonts (`fonts-manrope fonts-karla fonts-jetbrains-mono
fonts-paratype fonts-oxygen fonts-b612 fonts-hack`), `optipng`, and from PyPI `websocket-client`
and Pillow (Scripts/requirements.txt). No network: pages load from a temporary folder.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass, replace

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from PIL import Image  # noqa: E402

from webscreens import apps, kit  # noqa: E402
from webscreens.browser import Browser  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARTS = {
    # part: (seed, [(CSS family, file-name key)], [mono families])
    "web-tuning": (4401, [("Manrope", "manrope"), ("Karla", "karla")], ["JetBrains Mono"]),
    "web-validation": (8803, [("PT Sans", "ptsans"), ("Oxygen-Sans", "oxygen"), ("B612", "b612")],
                       ["Hack", "PT Mono"]),
}
REQUIRED_FAMILIES = {"Manrope": "fonts-manrope", "Karla": "fonts-karla", "JetBrains Mono": "fonts-jetbrains-mono",
                     "PT Sans": "fonts-paratype", "PT Mono": "fonts-paratype", "Oxygen-Sans": "fonts-oxygen",
                     "B612": "fonts-b612", "Hack": "fonts-hack"}
PHONES = ["iphone15pro", "iphone14", "iphone11", "iphonese"]
# Validation screens whose misses were examined: rendered by the validation plan (its seed and
# faces) but written to the tuning part, which may be tuned on (Benchmarks/README.md says why).
MOVED_TO_TUNING = {
    "leaky-invoice-fr-light-oxygen-1170x2532.png",
    "clean-masked-details-dark-ptsans-type135-828x1792.png",
    "clean-card-masked-dark-oxygen-750x1334.png",
    "leaky-checkout-br-dark-oxygen-1179x2556.png",  # its amounts, left out as public figures
    "leaky-ipad-accounts-dark-oxygen-2360x1640.png",  # the standard read lost what the single pass found
    # 2026-12-06, the last four misses examined (Benchmarks/README.md):
    "leaky-labs-cards-dark-b612-828x1792.png",  # PSA over its value over a wrapped 'ng/' 'mL'
    "leaky-scores-light-b612-type175-bold-1170x2532.png",  # SpO₂ read as 'SpO'
    "leaky-profile-us-stack-light-b612-type175-828x1792.png",  # '(519)' read as '[519]' with eng+vie
    "leaky-checkout-in-light-ptsans-750x1334.png",  # '₹55.65' read as '755.65'
}


@dataclass(frozen=True)
class Entry:
    """One screen of the plan: a builder, its arguments, and how it is shot."""

    builder: str
    args: tuple = ()
    device: str = ""                 # "" = rotate through the phones
    landscape: bool = False
    dark: bool | None = None         # None = from the RNG
    type_scale: float = 1.0
    bold: bool = False
    effect: str | None = None        # overlay, blur, splash, cover-sheet, sheet, alert
    jpeg: bool = False


PLAN = [
    Entry("brokerage", ("outline",)), Entry("brokerage", ("outline",), landscape=True),
    Entry("brokerage", ("filled",)), Entry("brokerage", ("soft",), device="ipadair"),
    Entry("crypto", ("outline",)), Entry("crypto", ("filled",), jpeg=True),
    Entry("lab_results", ("table",)), Entry("lab_results", ("table",), device="ipadpro"),
    Entry("lab_results", ("cards",)), Entry("lab_results", ("cards",), landscape=True),
    Entry("vitals"), Entry("vitals", type_scale=1.75, bold=True),
    Entry("health_record"), Entry("health_record", type_scale=1.35, bold=True, jpeg=True),
    Entry("profile", ("IN", "rows")), Entry("profile", ("IN", "stack")), Entry("profile", ("BR", "rows")),
    Entry("profile", ("BR", "stack"), jpeg=True), Entry("profile", ("FR", "rows")), Entry("profile", ("FR", "stack")),
    Entry("profile", ("US", "stack"), type_scale=1.75),
    Entry("delivery", ("IN",)), Entry("delivery", ("BR",)), Entry("delivery", ("FR",), device="ipadair"),
    Entry("ipad_accounts", device="ipadpro"), Entry("ipad_accounts", device="ipadair", landscape=True),
    Entry("transfer", ("US",)), Entry("transfer", ("US",), type_scale=1.35), Entry("transfer", ("FR",)),
    Entry("transfer", ("DE",), jpeg=True), Entry("transfer", ("GB",)),
    Entry("bank_home", ("US",)), Entry("bank_home", ("IN",)), Entry("bank_home", ("BR",)),
    Entry("bank_home", ("FR",), type_scale=1.35, bold=True),
    Entry("card_details", (False,)), Entry("card_details", (False,), landscape=True),
    Entry("password_item", (True,)), Entry("password_item", (True,), device="ipadair"),
    Entry("authenticator"),
    Entry("payslip", ("GB",)), Entry("payslip", ("US",), jpeg=True), Entry("receipt"),
    Entry("invoice", ("FR",)), Entry("invoice", ("BR",), device="ipadair"),
    Entry("chat", ("IN",)), Entry("chat", ("FR",)), Entry("chat", ("US",), type_scale=1.35),
    Entry("profile", ("IN", "rows"), effect="sheet"), Entry("bank_home", ("US",), effect="alert"),
    # clean
    Entry("news"), Entry("news", device="ipadair"), Entry("settings"), Entry("masked_profile"),
    Entry("masked_profile", type_scale=1.35), Entry("card_details", (True,)), Entry("password_item", (False,)),
    Entry("weather"),
    # protected
    Entry("brokerage", ("outline",), effect="overlay"), Entry("lab_results", ("table",), effect="blur"),
    Entry("profile", ("FR", "rows"), effect="splash"), Entry("transfer", ("US",), effect="cover-sheet"),
    Entry("bank_home", ("IN",), effect="blur"),
    # -- second batch (2026-12-06), appended so every screen above keeps its seed and name --
    # leaky
    Entry("contact_card", ("US",)), Entry("contact_card", ("GB",), type_scale=1.35),
    Entry("contact_card", ("DE",), device="ipadair"), Entry("call_log"), Entry("call_log", type_scale=1.75, bold=True),
    Entry("pharmacy"), Entry("health_summary"), Entry("health_summary", type_scale=1.35, bold=True),
    Entry("visit_summary"), Entry("visit_summary", landscape=True, jpeg=True),
    Entry("travel_id", ("GB",)), Entry("travel_id", ("IN",), jpeg=True),
    Entry("seed_phrase", (12,)), Entry("seed_phrase", (24,), device="ipadair"), Entry("private_key"),
    Entry("insurance_card"), Entry("insurance_card", type_scale=1.75),
    Entry("health_summary", effect="sheet"),
    # clean
    Entry("standings"), Entry("timetable", landscape=True), Entry("watchlist"), Entry("standings", device="ipadpro", jpeg=True),
    # protected
    Entry("pharmacy", effect="blur"), Entry("seed_phrase", (12,), effect="overlay"), Entry("insurance_card", effect="cover-sheet"),
]
FIRST_OF_SECOND_BATCH = 63   # PLAN index of its first entry: `--new-from 63` renders the batch alone

BUILDERS = {
    "brokerage": apps.brokerage, "crypto": apps.crypto, "lab_results": apps.lab_results, "vitals": apps.vitals,
    "health_record": apps.health_record, "profile": apps.profile, "delivery": apps.delivery,
    "ipad_accounts": apps.ipad_accounts, "transfer": apps.transfer, "bank_home": apps.bank_home,
    "card_details": apps.card_details, "password_item": apps.password_item, "authenticator": apps.authenticator,
    "payslip": apps.payslip, "receipt": apps.receipt, "invoice": apps.invoice, "chat": apps.chat,
    "news": apps.news, "settings": apps.settings, "masked_profile": apps.masked_profile, "weather": apps.weather,
    "contact_card": apps.contact_card, "call_log": apps.call_log, "pharmacy": apps.pharmacy,
    "health_summary": apps.health_summary, "visit_summary": apps.visit_summary, "travel_id": apps.travel_id,
    "seed_phrase": apps.seed_phrase, "private_key": apps.private_key, "insurance_card": apps.insurance_card,
    "standings": apps.standings, "timetable": apps.timetable, "watchlist": apps.watchlist,
}
APPS = [("Northwind", "#0F766E", "bank"), ("Pulse Health", "#DB2777", "heart"), ("Vaultly", "#1F2937", "lock")]


def apply_effect(built: apps.Built, effect: str | None, rng: random.Random, dark: bool) -> apps.Built:
    if effect is None:
        return built
    name, colour, glyph = rng.choice(APPS)
    if effect == "overlay":
        return replace(built, body=built.body + kit.cover_overlay(name, colour, glyph), kind="protected",
                       protection="overlay", description=built.description + ", under the app's privacy cover")
    if effect == "blur":
        return replace(built, body=built.body + kit.cover_blur(30), kind="protected", protection="blur",
                       description=built.description + ", under a 30 pt backdrop-filter blur")
    if effect == "splash":
        return replace(built, body=built.body + kit.cover_splash(name, dark), kind="protected", protection="splash",
                       description=built.description + ", under a splash screen")
    if effect == "cover-sheet":   # a sheet over everything below the title: every value hidden
        sheet = ('<div class="sheet" style="top:96px"><div class="title" style="font-size:1.3rem">Locked</div>'
                 '<div class="muted">Unlock with Face ID to see your details.</div></div>')
        return replace(built, body=built.body + sheet, kind="protected", protection="partial",
                       description=built.description + ", every value under a Locked sheet")
    if effect == "sheet":         # a half-height sheet: rows above it stay readable
        sheet = ('<div class="scrim"></div><div class="sheet" style="height:55%"><div class="title" style="font-size:1.3rem">'
                 'Share profile</div><div class="btn">Copy link</div><div class="btn" style="background:var(--line);color:var(--ink)">Cancel</div></div>')
        return replace(built, body=built.body + sheet, protection="partial",
                       description=built.description + ", lower half under a sheet, the top dimmed but readable")
    if effect == "alert":
        alert = ('<div class="scrim"></div><div style="position:absolute;left:50%;top:42%;transform:translateX(-50%);width:270px;'
                 'z-index:40;background:var(--surface);border-radius:14px;padding:18px;text-align:center">'
                 '<b>Session ending</b><div class="small muted" style="margin:6px 0 12px">You will be signed out in 60 seconds.</div>'
                 '<div class="back">Stay signed in</div></div>')
        return replace(built, body=built.body + alert, description=built.description + ", dimmed behind an alert")
    raise ValueError(effect)


def render_part(part: str, out_root: str, only: str | None, browser: Browser, new_from: int = 0) -> dict[str, list[dict]]:
    """Renders one part's plan; returns the truth entries by destination part.

    Entries before `new_from` are still built and drawn (their names reserve the file names the
    later entries must not take) but neither written nor returned."""
    seed, families, monos = PARTS[part]
    screens: dict[str, list[dict]] = {name: [] for name in PARTS}
    phone_turn, names = 0, set()
    for index, entry in enumerate(PLAN):
        rng = random.Random(f"{part}-{seed}-{index}")
        if entry.device:
            dev = kit.DEVICES[entry.device]
        else:
            dev = kit.DEVICES[PHONES[phone_turn % len(PHONES)]]
            phone_turn += 1
        if entry.landscape:
            dev = dev.rotated()
        font, font_key = families[index % len(families)]
        mono = monos[index % len(monos)]
        dark = entry.dark if entry.dark is not None else rng.random() < 0.45
        if entry.builder in ("brokerage", "crypto"):
            dark = True
        style = kit.Style(font, mono, dark, entry.type_scale, entry.bold,
                          accent=rng.choice(["#2563EB", "#7C3AED", "#0EA5E9", "#DB2777", "#059669"]))
        built = BUILDERS[entry.builder](rng, dev, style, *entry.args)
        built = apply_effect(built, entry.effect, rng, dark)
        html = kit.page(dev, style, built.body, built.css)
        png, truth = browser.render(html, dev.width, dev.height, dev.scale)
        image = Image.open(io.BytesIO(png)).convert("RGB")
        strings = [{"text": s["text"], "category": s["category"],
                    "box": {"x": round(s["x0"] * dev.scale), "y": round(s["y0"] * dev.scale),
                            "width": round((s["x1"] - s["x0"]) * dev.scale),
                            "height": round((s["y1"] - s["y0"]) * dev.scale)}} for s in truth["strings"]]
        kind, protection = built.kind, built.protection
        if kind == "protected" and strings:
            raise SystemExit(f"{part}/{built.stem}: a protected screen shows {strings[0]['text']!r}")
        if kind == "leaky" and not strings:
            if protection == "partial":
                kind = "protected"
            else:
                raise SystemExit(f"{part}/{built.stem}: a leaky screen shows no marked string")
        if kind == "clean" and strings:
            raise SystemExit(f"{part}/{built.stem}: a clean screen has marked strings")
        traits = ["dark" if dark else "light", font_key]
        if entry.type_scale > 1:
            traits.append(f"type{int(entry.type_scale * 100)}")
        if entry.bold:
            traits.append("bold")
        ext = "jpg" if entry.jpeg else "png"
        stem = f"{kind}-{built.stem}-{'-'.join(traits)}-{dev.size()}"
        name, n = f"{stem}.{ext}", 2
        while name in names:
            name, n = f"{stem}-{n}.{ext}", n + 1
        names.add(name)
        if (only and only not in name) or index < new_from:
            continue
        destination = "web-tuning" if name in MOVED_TO_TUNING else part
        os.makedirs(os.path.join(out_root, destination), exist_ok=True)
        path = os.path.join(out_root, destination, name)
        if entry.jpeg:
            image.save(path, "JPEG", quality=82, optimize=True)
        else:
            image.save(path, "PNG")
            subprocess.run(["optipng", "-quiet", "-o2", "-strip", "all", path], check=True)
        what = [f"{'dark' if dark else 'light'}", f"{dev.key} {dev.size()}", font]
        if entry.type_scale > 1:
            what.append(f"Dynamic Type x{entry.type_scale}")
        if entry.bold:
            what.append("Bold Text")
        screens[destination].append({"image": name, "width": image.width, "height": image.height, "kind": kind,
                        "protection": protection, "expectedVerdict": "fail" if kind == "leaky" else "pass",
                        "description": f"{built.description} ({', '.join(what)}; Chromium)",
                        "strings": strings})
        print(f"{destination}: {name} ({len(strings)} strings, {truth['hidden']} hidden)", flush=True)
    return screens


def check_fonts() -> None:
    listed = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True, check=True).stdout
    families = {f.strip() for line in listed.splitlines() for f in line.split(",")}
    families |= {f.replace("\\-", "-") for f in families}
    for family, package in REQUIRED_FAMILIES.items():
        if family not in families:
            raise SystemExit(f"render_web_corpus: font family '{family}' missing; apt-get install -y {package}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "Corpus"))
    parser.add_argument("--only", help="render only screens whose name contains this (no truth.json written)")
    parser.add_argument("--new-from", type=int, default=None, metavar="INDEX",
                        help=f"write only PLAN entries from INDEX on (e.g. {FIRST_OF_SECOND_BATCH}) and merge their truth "
                             "into the existing truth.json files: earlier screens and entries are left as they are")
    args = parser.parse_args()
    check_fonts()
    browser = Browser()
    try:
        rendered = [render_part(part, args.out, args.only, browser, args.new_from or 0)
                    for part in sorted(PARTS, reverse=True)]
    finally:
        browser.close()
    if args.new_from is not None:
        for part in PARTS:
            path = os.path.join(args.out, part, "truth.json")
            with open(path, encoding="utf-8") as fh:
                old = json.load(fh)
            fresh = [s for r in rendered for s in r[part]]
            by_name = {s["image"]: s for s in fresh}
            screens = [by_name.pop(s["image"], s) for s in old["screens"]]   # re-rendered: replaced in place
            screens += [s for s in fresh if s["image"] in by_name]            # new: appended in plan order
            with open(path, "w", encoding="utf-8") as fh:
                json.dump({"version": 1, "screens": screens}, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
        return
    if args.only:
        return
    for part in PARTS:
        with open(os.path.join(args.out, part, "truth.json"), "w", encoding="utf-8") as fh:
            json.dump({"version": 1, "screens": [s for r in rendered for s in r[part]]}, fh, ensure_ascii=False, indent=1)
            fh.write("\n")


if __name__ == "__main__":
    main()
