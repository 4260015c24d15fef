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


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
              [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
              [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
              [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
              [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(number: str) -> bool:
    """Verhoeff checksum (Aadhaar's last digit)."""
    c = 0
    for i, d in enumerate(int(x) for x in reversed(digits(number))):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][d]]
    return c == 0


def cpf_ok(cpf: str) -> bool:
    """Brazilian CPF: two mod-11 check digits, not all digits equal."""
    d = [int(x) for x in digits(cpf)]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        s = sum(d[i] * (n + 1 - i) for i in range(n)) % 11
        if d[n] != (0 if s < 2 else 11 - s):
            return False
    return True


NINO_RE = r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]"
PAN_RE = r"[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]"


def identity_ok(text: str) -> bool:
    """An identity number: Aadhaar (Verhoeff), CPF (check digits), NINO and PAN (shape), or a
    passport number (6–9 letters and digits)."""
    if re.fullmatch(r"[2-9]\d{3} \d{4} \d{4}", text):
        return verhoeff_ok(text)
    if re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", text):
        return cpf_ok(text)
    return bool(re.fullmatch(NINO_RE, text) or re.fullmatch(PAN_RE, text)
                or re.fullmatch(r"[A-Z0-9]{6,9}", text))


def routing_ok(text: str) -> bool:
    """ABA routing number, IFSC code, or UK sort code."""
    return bool(re.fullmatch(r"[A-Z]{4}0[A-Z0-9]{6}", text) or re.fullmatch(r"\d{2}-\d{2}-\d{2}", text)) \
        or aba_ok(text)


VALIDATORS = {"card": luhn_ok, "iban": iban_ok, "routing": routing_ok, "ssn": ssn_ok, "identity": identity_ok}


def validate(text: str, category: str) -> None:
    """Raise if a checksum-bearing truth string is not format-valid."""
    check = VALIDATORS.get(category)
    if check and not check(text):
        raise ValueError(f"invalid {category}: {text!r}")


# -- generators -----------------------------------------------------------------------------

IBAN_LENGTHS = {"GB": 22, "DE": 22, "FR": 27, "ES": 24, "NL": 18, "IT": 27, "CH": 21,
                "BE": 16, "AT": 20, "IE": 22, "PL": 28, "PT": 25}
# Country BBAN shapes: n = digit, a = upper-case letter, c = alphanumeric.
IBAN_SHAPES = {"GB": "aaaa" + "n" * 14, "DE": "n" * 18, "FR": "n" * 10 + "c" * 11 + "nn",
               "ES": "n" * 20, "NL": "aaaa" + "n" * 10, "IT": "a" + "n" * 10 + "c" * 12,
               "CH": "n" * 5 + "c" * 12, "BE": "n" * 12, "AT": "n" * 16, "IE": "aaaa" + "n" * 14,
               "PL": "n" * 24, "PT": "n" * 21}
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
    "eur_fr": lambda u, c: f"{group(u, chr(160))},{c:02d} €",
    "inr_rs": lambda u, c: f"Rs. {group(u, ',', indian=True)}",
    "jpy_code": lambda u, c: f"JP¥ {group(u * 100 + c, ',')}",
    "eur_fr_nnbsp": lambda u, c: f"{group(u, chr(0x202F))},{c:02d} €",
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


# -- identity numbers and local bank codes ---------------------------------------------------------

def aadhaar(rng: random.Random) -> str:
    """12-digit Aadhaar number (first digit 2-9, Verhoeff check digit), printed 4-4-4."""
    body = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(10))
    for check in "0123456789":
        if verhoeff_ok(body + check):
            n = body + check
            return f"{n[:4]} {n[4:8]} {n[8:]}"
    raise AssertionError


def pan(rng: random.Random) -> str:
    """Indian PAN of an individual: AAAPA9999A."""
    up = string.ascii_uppercase
    return "".join(rng.choice(up) for _ in range(3)) + "P" + rng.choice(up) \
        + f"{rng.randint(1, 9999):04d}" + rng.choice(up)


def cpf(rng: random.Random) -> str:
    """Brazilian CPF with both check digits, printed 000.000.000-00."""
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        for n in (9, 10):
            s = sum(d[i] * (n + 1 - i) for i in range(n)) % 11
            d.append(0 if s < 2 else 11 - s)
        text = "".join(map(str, d))
        if len(set(text)) > 1:
            return f"{text[:3]}.{text[3:6]}.{text[6:9]}-{text[9:]}"


def nino(rng: random.Random, spaced: bool = True) -> str:
    """UK National Insurance number, e.g. QQ 12 34 56 C."""
    first, second = "ABCEGHJKLMNOPRSTWXYZ", "ABCEGHJKLMNPRSTWXYZ"
    while True:
        prefix = rng.choice(first) + rng.choice(second)
        if prefix not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    n = f"{rng.randint(0, 999999):06d}"
    suffix = rng.choice("ABCD")
    return f"{prefix} {n[:2]} {n[2:4]} {n[4:]} {suffix}" if spaced else f"{prefix}{n}{suffix}"


def passport(rng: random.Random, country: str) -> str:
    """A passport number in the country's shape (US/GB 9 digits, DE C01X00T47, FR 12AB34567,
    ES PAA123456, IN A1234567)."""
    up, dg = string.ascii_uppercase, string.digits
    if country in ("US", "GB"):
        return str(rng.randint(1, 9)) + "".join(rng.choice(dg) for _ in range(8))
    if country == "DE":
        pool = "CFGHJKLMNPRTVWXYZ0123456789"
        return rng.choice("CFGHJK") + "".join(rng.choice(pool) for _ in range(8))
    if country == "FR":
        return f"{rng.randint(10, 99)}{rng.choice(up)}{rng.choice(up)}{rng.randint(10000, 99999)}"
    if country == "ES":
        return "PA" + rng.choice(up) + f"{rng.randint(100000, 999999)}"
    return rng.choice("JKLMNPRSTUVWZ") + f"{rng.randint(1000000, 9999999)}"


def ifsc(rng: random.Random) -> str:
    """Indian IFSC: bank code, 0, branch code."""
    return rng.choice(["HDFC", "ICIC", "SBIN", "UTIB", "KKBK"]) + "0" + f"{rng.randint(1, 999999):06d}"


def sort_code(rng: random.Random) -> str:
    """UK sort code, e.g. 20-00-00."""
    return f"{rng.randint(10, 99)}-{rng.randint(0, 99):02d}-{rng.randint(0, 99):02d}"


def password(rng: random.Random) -> str:
    """A generated password as password managers make them."""
    pool = string.ascii_letters + string.digits + "#$%&!?@*"
    while True:
        p = "".join(rng.choice(pool) for _ in range(rng.randint(12, 18)))
        if any(c.isdigit() for c in p) and any(c in "#$%&!?@*" for c in p) and any(c.isupper() for c in p):
            return p
