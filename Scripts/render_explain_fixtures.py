#!/usr/bin/env python3
"""Render the screens the `scan --explain` tests read to Tests/Fixtures/explain/.

Usage: python3 Scripts/render_explain_fixtures.py [--out Tests/Fixtures/explain]

`near-miss-payment-750x1334.png` is a saved-payment screen whose numbers look sensitive but are
not valid, under labels that name no card and no IBAN: a card number one digit off the Visa test
number (its Luhn check fails) under "Membership number" and an IBAN whose check digits are wrong
(mod-97 fails) under "Reference". SnapGuard passes the screen; `--explain` must show
the two patterns that came close. `truth.json` lists the text drawn on the screen and the near
misses expected, by pattern id, validator named in the pattern pack and value.
Every value is fixed, so the output is byte-for-byte reproducible with the pinned Pillow.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from screenkit import device, theme  # noqa: E402
from screenkit import apps  # noqa: E402
from screenkit.widgets import Row, Section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CARD = "4111 1111 1111 1112"          # Visa test number with its last digit changed: Luhn fails
IBAN = "GB82 WEST 1234 5698 7654 33"  # the UK example IBAN with its last digit changed: mod-97 fails


def luhn_valid(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    return total % 10 == 0


def iban_valid(iban: str) -> bool:
    compact = iban.replace(" ", "")
    moved = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "Fixtures", "explain"))
    args = parser.parse_args()
    assert not luhn_valid(CARD) and not iban_valid(IBAN), "the fixture's numbers must be invalid"

    wide = dict(subtitle_color="label", subtitle_size=17)
    # Labels that name no card and no IBAN: under "Card number" or "IBAN" a number whose check
    # fails is still reported (card.number-misread, iban.unverified), as OCR misreads a digit.
    saved = Section([Row("Membership number", subtitle=CARD, **wide),
                     Row("Reference", subtitle=IBAN, **wide)], header="Saved for payments")
    about = Section([Row("Notifications", chevron=True), Row("Help", chevron=True)])
    screen = apps.list_screen(device("750x1334"), theme(False), apps.ListScreen("Payments", [saved, about]))
    image = screen.render().image
    name = f"near-miss-payment-{image.width}x{image.height}.png"
    os.makedirs(args.out, exist_ok=True)
    image.save(os.path.join(args.out, name), optimize=True)
    truth = {"version": 1, "screens": [{
        "image": name, "expectedVerdict": "pass",
        "text": ["Payments", "Membership number", CARD, "Reference", IBAN],
        "nearMisses": [{"patternId": "card.number", "validator": "card", "value": CARD},
                       {"patternId": "iban.number", "validator": "iban", "value": IBAN}],
    }]}
    with open(os.path.join(args.out, "truth.json"), "w", encoding="utf-8") as fh:
        json.dump(truth, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print(f"{args.out}: {name}")


if __name__ == "__main__":
    main()
