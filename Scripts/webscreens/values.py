"""Seeded fake values for the web corpus, each checked the way SnapGuard's validators check it.

Written for this generator alone (no code shared with `screenkit`): card numbers pass Luhn and
carry a real issuer prefix, IBANs pass mod-97 in their registry length, routing numbers the ABA
3-7-1 checksum, Indian PINs and Brazilian CEPs have their real shapes.
"""
from __future__ import annotations

import random
import re
import string

NNBSP, NBSP = "\u202f", "\u00a0"

# -- checksums ---------------------------------------------------------------------------


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        if luhn_ok(body + check):
            return body + check
    raise AssertionError("no Luhn digit")


def card(rng: random.Random, brand: str) -> str:
    """A grouped card number: Visa/Mastercard 4-4-4-4, Amex 4-6-5."""
    if brand == "amex":
        n = _luhn_complete(rng.choice(["34", "37"]), 15, rng)
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    prefix = {"visa": "4", "mastercard": rng.choice(["51", "53", "55", "2221", "2720"])}[brand]
    n = _luhn_complete(prefix, 16, rng)
    return " ".join(n[i:i + 4] for i in range(0, 16, 4))


IBAN_SHAPES = {"DE": "n18", "FR": "n10a11n2", "GB": "a4n14", "ES": "n20", "IT": "a1n10a12",
               "NL": "a4n10", "BE": "n12", "PT": "n21"}


def _bban(rng: random.Random, shape: str) -> str:
    out, i = [], 0
    while i < len(shape):
        kind = shape[i]
        j = i + 1
        while j < len(shape) and shape[j].isdigit():
            j += 1
        count = int(shape[i + 1:j])
        pool = string.digits if kind == "n" else (string.ascii_uppercase if kind == "a" else string.digits + string.ascii_uppercase)
        if kind == "a" and count == 11:      # French account: digits
            pool = string.digits
        out.append("".join(rng.choice(pool) for _ in range(count)))
        i = j
    return "".join(out)


def iban_checksum(country: str, bban: str) -> str:
    moved = bban + country + "00"
    number = int("".join(str(int(ch, 36)) for ch in moved))
    return f"{98 - number % 97:02d}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    moved = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def iban(rng: random.Random, country: str, grouped: bool = True) -> str:
    bban = _bban(rng, IBAN_SHAPES[country])
    raw = country + iban_checksum(country, bban) + bban
    assert iban_ok(raw)
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4)) if grouped else raw


def iban_bad_check(rng: random.Random, country: str) -> str:
    """An IBAN of the right shape whose check digits are wrong (a typo a person can still read)."""
    good = iban(rng, country).replace(" ", "")
    check = int(good[2:4])
    bad = f"{(check + rng.randint(1, 50)) % 97 + 2:02d}"
    if bad == good[2:4]:
        bad = f"{(check + 1) % 97 + 2:02d}"
    raw = good[:2] + bad + good[4:]
    assert not iban_ok(raw)
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


ABA_PREFIXES = [f"{p:02d}" for p in list(range(1, 13)) + list(range(21, 33))]


def aba(rng: random.Random) -> str:
    while True:
        body = rng.choice(ABA_PREFIXES) + "".join(rng.choice(string.digits) for _ in range(6))
        weights = [3, 7, 1, 3, 7, 1, 3, 7]
        s = sum(int(d) * w for d, w in zip(body, weights))
        check = (10 - s % 10) % 10
        return body + str(check)


def digits(rng: random.Random, n: int, first: str = "123456789") -> str:
    return rng.choice(first) + "".join(rng.choice(string.digits) for _ in range(n - 1))


def ifsc(rng: random.Random) -> str:
    return rng.choice(["HDFC", "ICIC", "SBIN", "UTIB", "KKBK"]) + "0" + digits(rng, 6, "0123456789")


def expiry(rng: random.Random) -> str:
    return f"{rng.randint(1, 12):02d}/{rng.randint(27, 32)}"


def otp(rng: random.Random, grouped: bool = False) -> str:
    code = digits(rng, 6)
    return f"{code[:3]} {code[3:]}" if grouped else code


def password(rng: random.Random) -> str:
    words = ["Harbor", "Violet", "Quartz", "Maple", "Tundra", "Copper", "Falcon", "Ember"]
    return (rng.choice(words) + rng.choice("!#$%&*?") + digits(rng, 2) + rng.choice(words).lower()
            + rng.choice("!#$%&*?"))


# -- money --------------------------------------------------------------------------------


def _group(n: int, sep: str, indian: bool = False) -> str:
    """Digits grouped by thousands, or in the Indian way (lakh, crore: the last three, then pairs)."""
    if not indian or n < 1000:
        return f"{n:,}".replace(",", sep)
    pairs = re.findall(r"\d{1,2}(?=(?:\d{2})*$)", str(n // 1000))
    return sep.join(pairs + [f"{n % 1000:03d}"])


def money(rng: random.Random, style: str, low: float, high: float, sign: str = "") -> str:
    """An amount as a locale writes it. Styles: usd, gbp, eur_de, eur_fr, brl, inr, usd_code."""
    cents = rng.randint(int(low * 100), int(high * 100))
    whole, frac = divmod(cents, 100)
    if style in ("usd", "gbp", "usd_code", "cad"):
        body = f"{_group(whole, ',')}.{frac:02d}"
        sym = {"usd": "$", "gbp": "£", "cad": "CA$"}.get(style)
        return f"{sign}USD {body}" if style == "usd_code" else f"{sign}{sym}{body}"
    if style == "inr":
        return f"{sign}₹{_group(whole, ',', indian=True)}.{frac:02d}"
    if style == "eur_de":
        return f"{sign}{_group(whole, '.')},{frac:02d} €"
    if style == "eur_fr":
        return sign + _group(whole, NNBSP) + f",{frac:02d}" + NBSP + "€"
    if style == "brl":
        return f"{sign}R$ {_group(whole, '.')},{frac:02d}"
    raise ValueError(style)


# -- people -------------------------------------------------------------------------------

FIRST = {"US": ["Avery", "Jordan", "Morgan", "Riley", "Casey", "Quinn"],
         "IN": ["Priya", "Arjun", "Kavya", "Rohan", "Ananya", "Vikram"],
         "BR": ["Mariana", "Thiago", "Beatriz", "Rafael", "Larissa", "Gustavo"],
         "FR": ["Camille", "Julien", "Manon", "Théo", "Élodie", "Baptiste"],
         "GB": ["Harriet", "Oliver", "Imogen", "Callum", "Freya", "Rhys"]}
LAST = {"US": ["Whitaker", "Delgado", "Okafor", "Lindqvist", "Brennan", "Castillo"],
        "IN": ["Sharma", "Iyer", "Reddy", "Nair", "Kulkarni", "Banerjee"],
        "BR": ["Oliveira", "Carvalho", "Ribeiro", "Almeida", "Souza", "Ferreira"],
        "FR": ["Lefèvre", "Moreau", "Girard", "Fontaine", "Rousseau", "Chevalier"],
        "GB": ["Ashworth", "Pemberton", "Gallagher", "Whitmore", "Hughes", "Fairclough"]}
DOMAINS = ["fastmail.com", "proton.me", "outlook.com", "gmail.com", "icloud.com", "yahoo.co.in"]


def name(rng: random.Random, country: str) -> str:
    return f"{rng.choice(FIRST[country])} {rng.choice(LAST[country])}"


def email(rng: random.Random, person: str) -> str:
    first, last = person.lower().split(" ", 1)
    table = str.maketrans("éèêëíóôú", "eeeeioou")
    first, last = first.translate(table), last.translate(table).replace(" ", "")
    return f"{rng.choice([f'{first}.{last}', f'{first[0]}{last}', f'{first}{rng.randint(7, 98)}'])}@{rng.choice(DOMAINS)}"


def phone(rng: random.Random, country: str) -> str:
    if country == "US":
        return f"({rng.randint(212, 989)}) {rng.randint(234, 987)}-{rng.randint(1000, 9999)}"
    if country == "IN":
        return f"+91 {rng.choice('6789')}{digits(rng, 4, '0123456789')} {digits(rng, 5, '0123456789')}"
    if country == "BR":
        return f"(11) 9{digits(rng, 4, '0123456789')}-{digits(rng, 4, '0123456789')}"
    if country == "FR":
        return f"06 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    if country == "GB":
        return f"07{rng.randint(400, 999)} {rng.randint(100000, 999999)}"
    raise ValueError(country)


def dob(rng: random.Random, style: str) -> str:
    y, m, d = rng.randint(1948, 2004), rng.randint(1, 12), rng.randint(1, 28)
    months = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
    return {"us": f"{m:02d}/{d:02d}/{y}", "eu": f"{d:02d}/{m:02d}/{y}", "long": f"{months[m - 1]} {d}, {y}",
            "iso": f"{y}-{m:02d}-{d:02d}", "dmy": f"{d} {months[m - 1][:3]} {y}"}[style]


IN_LOCALITIES = [("Indiranagar", "Bengaluru", "Karnataka", "5600"), ("Koregaon Park", "Pune", "Maharashtra", "4110"),
                 ("Banjara Hills", "Hyderabad", "Telangana", "5000"), ("Salt Lake", "Kolkata", "West Bengal", "7000"),
                 ("Adyar", "Chennai", "Tamil Nadu", "6000")]
IN_BUILDINGS = ["Sai Residency", "Prestige Lakeside", "Green Park Apartments", "Sunrise Towers", "Shanti Kunj"]
BR_STREETS = ["Rua das Acácias", "Avenida Paulista", "Rua Oscar Freire", "Rua Voluntários da Pátria",
              "Alameda Santos", "Rua Padre Chagas"]
BR_CITIES = [("Pinheiros", "São Paulo", "SP"), ("Botafogo", "Rio de Janeiro", "RJ"),
             ("Savassi", "Belo Horizonte", "MG"), ("Moinhos de Vento", "Porto Alegre", "RS")]
FR_STREETS = ["rue de la République", "avenue Jean Jaurès", "boulevard Voltaire", "rue des Lilas",
              "place Bellecour", "rue du Faubourg Saint-Denis"]
FR_CITIES = [("69002", "Lyon"), ("75011", "Paris"), ("13006", "Marseille"), ("31000", "Toulouse"),
             ("44000", "Nantes"), ("67000", "Strasbourg")]
US_STREETS = ["Maple Avenue", "Cedar Lane", "Harbor Drive", "Willow Street", "Lakeview Road"]
US_CITIES = [("Portland", "OR", "97205"), ("Austin", "TX", "78704"), ("Columbus", "OH", "43215"),
             ("Denver", "CO", "80203")]


def address_lines(rng: random.Random, country: str) -> list[str]:
    """An address as the country writes it, one entry per printed line."""
    if country == "IN":
        loc, city, state, pin = rng.choice(IN_LOCALITIES)
        return [f"Flat {rng.randint(1, 19)}{rng.choice('ABCD')}, {rng.choice(IN_BUILDINGS)}",
                f"{rng.randint(2, 19)}th Cross, {loc}",
                f"{city}, {state} {pin}{rng.randint(10, 99)}"]
    if country == "BR":
        street = rng.choice(BR_STREETS)
        district, city, uf = rng.choice(BR_CITIES)
        return [f"{street}, {rng.randint(12, 2400)}, apto {rng.randint(11, 184)}",
                f"{district}, {city} - {uf}",
                f"CEP {rng.randint(10, 99)}{rng.randint(100, 999)}-{rng.randint(100, 999)}"]
    if country == "FR":
        postcode, city = rng.choice(FR_CITIES)
        return [f"{rng.randint(2, 140)} {rng.choice(FR_STREETS)}", f"{postcode} {city}"]
    if country == "US":
        city, state, zipcode = rng.choice(US_CITIES)
        return [f"{rng.randint(12, 9800)} {rng.choice(US_STREETS)}", f"{city}, {state} {zipcode}"]
    raise ValueError(country)


# -- added for the second batch of web screens (contacts, travel, health, wallets) --------------
# New helpers only: the generators above keep their draws, so the screens planned before them
# render byte-identically.

FIRST.setdefault("DE", ["Lena", "Jonas", "Mia", "Lukas", "Hannah", "Felix"])
LAST.setdefault("DE", ["Brandt", "Hoffmann", "Schäfer", "Krüger", "Wolff", "Neumann"])


def phone_styled(rng: random.Random, country: str, intl: bool = False) -> str:
    """A phone number as people of the country write it, nationally or with its country code."""
    if country == "US":
        a, b, c = rng.randint(212, 989), rng.randint(234, 987), rng.randint(1000, 9999)
        return f"+1 ({a}) {b}-{c}" if intl else f"({a}) {b}-{c}"
    if country == "GB":
        if rng.random() < 0.6:
            sub = f"7{rng.randint(400, 999)} {rng.randint(100000, 999999)}"
        else:
            sub = f"20 {rng.randint(3000, 8999)} {rng.randint(1000, 9999)}"
        return f"+44 {sub}" if intl else f"0{sub}"
    if country == "FR":
        pairs = " ".join(f"{rng.randint(10, 99)}" for _ in range(4))
        lead = rng.choice("67")
        return f"+33 {lead} {pairs}" if intl else f"0{lead} {pairs}"
    if country == "DE":
        if rng.random() < 0.6:
            sub = f"1{rng.choice(['51', '52', '60', '70', '76'])} {digits(rng, 8, '123456789')}"
        else:
            sub = f"{rng.choice(['30', '40', '89', '69'])} {digits(rng, 8, '123456789')}"
        return f"+49 {sub}" if intl else f"0{sub}"
    if country == "IN":
        sub = f"{rng.choice('6789')}{digits(rng, 4, '0123456789')} {digits(rng, 5, '0123456789')}"
        return f"+91 {sub}" if intl else f"0{sub}"
    if country == "BR":
        ddd = rng.choice(["11", "21", "31", "41", "51", "61"])
        sub = f"9{digits(rng, 4, '0123456789')}-{digits(rng, 4, '0123456789')}"
        return f"+55 {ddd} {sub}" if intl else f"({ddd}) {sub}"
    raise ValueError(country)


GB_STREETS = ["Acacia Road", "Kingsley Gardens", "Mill Lane", "Victoria Terrace", "Ashdown Close"]
GB_TOWNS = [("London", "NW1 4RY"), ("Leeds", "LS6 2AB"), ("Bristol", "BS8 1QU"), ("Manchester", "M20 3FJ"),
            ("Edinburgh", "EH9 1PR")]
DE_STREETS = ["Lindenstraße", "Schillerweg", "Bergstraße", "Am Stadtpark", "Goethestraße"]
DE_CITIES = [("10437", "Berlin"), ("80331", "München"), ("50667", "Köln"), ("20249", "Hamburg"), ("04109", "Leipzig")]


def address_more(rng: random.Random, country: str) -> list[str]:
    """`address_lines`, plus British (number street / town / postcode) and German (street number / PLZ city) blocks."""
    if country == "GB":
        town, postcode = rng.choice(GB_TOWNS)
        return [f"{rng.randint(2, 180)} {rng.choice(GB_STREETS)}", town, postcode]
    if country == "DE":
        plz, city = rng.choice(DE_CITIES)
        return [f"{rng.choice(DE_STREETS)} {rng.randint(1, 140)}", f"{plz} {city}"]
    return address_lines(rng, country)


def passport_number(rng: random.Random, country: str) -> str:
    """A passport number of the country's shape: GB and US nine digits, IN a letter and seven digits."""
    if country == "IN":
        return rng.choice("JKLMNPRSTUVZ") + digits(rng, 7)
    if country == "DE":
        return "C" + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    return digits(rng, 9)


def member_id(rng: random.Random) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + digits(rng, 9, "0123456789")


def mnemonic_words(rng: random.Random, count: int) -> list[str]:
    """A BIP39 English recovery phrase with a valid checksum (PyPI `mnemonic`), from seeded entropy."""
    from mnemonic import Mnemonic  # noqa: PLC0415  only the wallet screens need it
    entropy = bytes(rng.getrandbits(8) for _ in range(16 if count == 12 else 32))
    words = Mnemonic("english").to_mnemonic(entropy).split()
    assert len(words) == count and Mnemonic("english").check(" ".join(words))
    return words


def hex_key(rng: random.Random) -> str:
    """A 32-byte private key in hexadecimal, as Ethereum wallets export it."""
    return "0x" + "".join(rng.choice("0123456789abcdef") for _ in range(64))
