"""Format-valid synthetic values (Luhn cards, mod-97 IBANs, ABA routing numbers, SSNs, ...)
and the validators used to check every truth string before it is written."""
from __future__ import annotations

import random
import re
import string

# -- validators -------------------------------------------------------------------------


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def luhn_ok(number: str) -> bool:
    """Luhn (mod 10) check of the digits in `number`."""
    ds = [int(d) for d in digits(number)][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(ds))
    return len(ds) >= 12 and total % 10 == 0


def iban_ok(iban: str) -> bool:
    """ISO 13616 mod-97 check (spaces ignored)."""
    s = iban.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s) or IBAN_LENGTHS.get(s[:2]) != len(s):
        return False
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def aba_ok(routing: str) -> bool:
    """ABA routing transit number checksum (3-7-1 weights) and Fed district prefix."""
    d = [int(x) for x in digits(routing)]
    if len(d) != 9 or not (0 <= int(routing[:2]) <= 12 or 21 <= int(routing[:2]) <= 32):
        return False
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def ssn_ok(ssn: str) -> bool:
    """SSA validity rules: area not 000/666/900-999, group not 00, serial not 0000."""
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", ssn)
    if not m:
        return False
    area, group, serial = m.groups()
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


VALIDATORS = {"card": luhn_ok, "iban": iban_ok, "routing": aba_ok, "ssn": ssn_ok}


def validate(text: str, category: str) -> None:
    """Raise if a checksum-bearing truth string is not format-valid."""
    check = VALIDATORS.get(category)
    if check and not check(text):
        raise ValueError(f"invalid {category}: {text!r}")


# -- generators -----------------------------------------------------------------------------

IBAN_LENGTHS = {"GB": 22, "DE": 22, "FR": 27, "ES": 24, "NL": 18, "IT": 27, "CH": 21,
                "BE": 16, "AT": 20, "IE": 22, "PL": 28}
# Country BBAN shapes: n = digit, a = upper-case letter, c = alphanumeric.
IBAN_SHAPES = {"GB": "aaaa" + "n" * 14, "DE": "n" * 18, "FR": "n" * 10 + "c" * 11 + "nn",
               "ES": "n" * 20, "NL": "aaaa" + "n" * 10, "IT": "a" + "n" * 10 + "c" * 12,
               "CH": "n" * 5 + "c" * 12, "BE": "n" * 12, "AT": "n" * 16, "IE": "aaaa" + "n" * 14,
               "PL": "n" * 24}
BANK_CODES = {"GB": ["WEST", "BARC", "NWBK", "MIDL", "LOYD"], "NL": ["ABNA", "INGB", "RABO"],
              "IE": ["AIBK", "BOFI"]}


def luhn_complete(prefix_and_body: str) -> str:
    """Append the Luhn check digit to a digit string."""
    for check in "0123456789":
        if luhn_ok(prefix_and_body + check):
            return prefix_and_body + check
    raise AssertionError


CARD_PREFIXES = {"visa": ["4"], "mastercard": ["51", "53", "55", "2221", "2720", "2300"],
                 "amex": ["34", "37"]}


def card_number(rng: random.Random, brand: str) -> str:
    """Luhn-valid card number grouped as printed: 4-4-4-4, or 4-6-5 for Amex."""
    prefix = rng.choice(CARD_PREFIXES[brand])
    length = 15 if brand == "amex" else 16
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    n = luhn_complete(body)
    groups = (4, 6, 5) if brand == "amex" else (4, 4, 4, 4)
    out, i = [], 0
    for g in groups:
        out.append(n[i:i + g])
        i += g
    return " ".join(out)


def iban(rng: random.Random, country: str) -> str:
    """Checksum-valid IBAN for `country`, printed in groups of four."""
    shape = IBAN_SHAPES[country]
    pools = {"n": string.digits, "a": string.ascii_uppercase, "c": string.ascii_uppercase + string.digits}
    bban = "".join(rng.choice(pools[k]) for k in shape)
    if country in BANK_CODES:
        bban = rng.choice(BANK_CODES[country]) + bban[4:]
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    check = 98 - int(numeric) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def routing_number(rng: random.Random) -> str:
    """ABA routing number with a valid district prefix and check digit."""
    prefix = f"{rng.choice(list(range(1, 13)) + list(range(21, 33))):02d}"
    body = prefix + "".join(rng.choice(string.digits) for _ in range(6))
    for check in "0123456789":
        if aba_ok(body + check):
            return body + check
    raise AssertionError


def ssn(rng: random.Random) -> str:
    """SSN-formatted number with a valid area (001-665, 667-899), group and serial."""
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def account_number(rng: random.Random, length: int = 10) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(length - 1))


def otp(rng: random.Random) -> str:
    return f"{rng.randint(100000, 999999)}"


# -- money formatting -------------------------------------------------------------------------


def group(n: int, sep: str, indian: bool = False) -> str:
    """Thousands grouping; `indian` groups lakh/crore style (1,23,456)."""
    s = str(n)
    if indian and len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        return sep.join([head] + parts + [tail]) if head else sep.join(parts + [tail])
    return f"{n:,}".replace(",", sep)


MONEY_STYLES = {
    "usd": lambda u, c: f"${group(u, ',')}.{c:02d}",
    "usd_code": lambda u, c: f"USD {group(u, ',')}",
    "eur_de": lambda u, c: f"{group(u, '.')},{c:02d} €",
    "eur_prefix": lambda u, c: f"€{group(u, '.')},{c:02d}",
    "gbp": lambda u, c: f"£{group(u, ',')}.{c:02d}",
    "jpy": lambda u, c: f"¥{group(u * 100 + c, ',')}",
    "inr": lambda u, c: f"₹{group(u, ',', indian=True)}.{c:02d}",
    "chf": lambda u, c: f"CHF {group(u, chr(39))}.{c:02d}",
    "brl": lambda u, c: f"R$ {group(u, '.')},{c:02d}",
    "vnd": lambda u, c: f"{group(u * 1000 + c * 10, '.')} ₫",
    "vnd_code": lambda u, c: f"{group(u * 1000, '.')} VND",
    "vnd_d": lambda u, c: f"{group(u * 1000, '.')}đ",
}


def money(rng: random.Random, style: str, low: int = 5, high: int = 60000, sign: str = "") -> str:
    """Random amount rendered in a currency `style`; `sign` is "", "-" or "+"."""
    units = rng.randint(low, high)
    cents = rng.choice([0, 0, rng.randint(1, 99)])
    text = MONEY_STYLES[style](units, cents)
    return sign + text if sign else text
