#!/usr/bin/env python3
"""Render the evaluation corpus to Tests/Corpus/tuning/ and Tests/Corpus/validation/ (images + truth.json).

Usage: python3 Scripts/render_corpus.py [--out Tests/Corpus] [--seed N] [--part tuning|validation|stress]

`--part stress` (opt-in, never committed) renders the general plan in faces neither part uses to
/tmp/snapguard-stress/stress, for reproducing a class of misses without looking at validation.

About two thirds of the screens leak sensitive data (balances in many currencies, Luhn-valid
cards, mod-97 IBANs, ABA routing numbers, SSNs, e-mails, phones, OTPs, dates of birth,
addresses, health terms in English and Vietnamese), the rest are protected (privacy overlay,
30 px blur, splash, black, white, full partial cover) or clean screens full of false-positive
bait. Each screen draws from its own seeded RNG, so the corpus is reproducible and editing one
entry does not reshuffle the others.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import dataclass
from typing import Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from screenkit import GREY_999, TERTIARY_DARK, Shot, Txt, device, summary, theme, write  # noqa: E402
from screenkit import apps, effects, fakes, values  # noqa: E402
from screenkit.screen import Rendered, Screen, block_index  # noqa: E402
from screenkit.theme import Device, Theme  # noqa: E402
from screenkit import fonts  # noqa: E402
from screenkit.widgets import (Button, Chips, NavBar, Paragraph, PhraseGrid, PillRow, Row,  # noqa: E402
                               Section, Segmented, Spacer, TabBar, Tiles, layout)

T = Txt
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = ["1179x2556", "1170x2532", "828x1792", "750x1334"]
DEFAULT_SEED = 20240314
DE_ACTIONS = (("Senden", "arrows"), ("Anfordern", "plus"), ("Bezahlen", "card"), ("Mehr", "grid"))
DE_TABS = (("Start", "house"), ("Karten", "card"), ("Zahlungen", "arrows"), ("Analyse", "chart"),
           ("Profil", "person"))
Built = tuple[str, Rendered, str]   # (stem, frame, description)


# -- locales ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Locale:
    """UI language and money format of a bank screen."""

    key: str
    country: str
    money: tuple[str, ...]            # values.MONEY_STYLES keys
    title: str = "Accounts"
    balance: str = "Available balance"
    feed: str = "Recent Activity"
    see_all: str = "See All"
    account: str = "Account"
    checking: str = "Everyday Checking"
    actions: tuple[tuple[str, str], ...] = (("Send", "arrows"), ("Request", "plus"),
                                            ("Pay", "card"), ("More", "grid"))
    tabs: tuple[tuple[str, str], ...] = tuple(apps.BANK_TABS)
    merchants: tuple[str, ...] = tuple(fakes.MERCHANTS)
    days: tuple[str, ...] = tuple(fakes.DAYS)
    salary: str = "Payroll ACME Corp"


LOCALES = {
    "usd": Locale("usd", "US", ("usd",)),
    "usdcode": Locale("usdcode", "US", ("usd_code",), title="Wallet"),
    "eur": Locale("eur", "DE", ("eur_de",), title="Konten", balance="Verfügbarer Saldo",
                  feed="Letzte Umsätze", see_all="Alle", account="Konto", checking="Girokonto",
                  actions=DE_ACTIONS, tabs=DE_TABS, salary="Gehalt Muster GmbH"),
    "eurprefix": Locale("eurprefix", "FR", ("eur_prefix",), title="Comptes", balance="Solde disponible",
                        feed="Opérations récentes", see_all="Tout voir", account="Compte",
                        checking="Compte courant", salary="Salaire Dupont SA"),
    "gbp": Locale("gbp", "GB", ("gbp",), checking="Current Account", salary="Salary Acme Ltd"),
    "jpy": Locale("jpy", "US", ("jpy",), title="Balance"),
    "inr": Locale("inr", "US", ("inr",), checking="Savings Account", salary="Salary Infotech Pvt Ltd"),
    "chf": Locale("chf", "DE", ("chf",), title="Konten", balance="Verfügbarer Saldo",
                  feed="Letzte Umsätze", see_all="Alle", account="Konto", checking="Privatkonto",
                  actions=DE_ACTIONS, tabs=DE_TABS, salary="Lohn Alpen AG"),
    "brl": Locale("brl", "US", ("brl",), title="Contas", balance="Saldo disponível",
                  feed="Extrato", see_all="Ver tudo", account="Conta", checking="Conta corrente",
                  actions=(("Pix", "arrows"), ("Depositar", "plus"), ("Pagar", "card"),
                           ("Mais", "grid")),
                  tabs=(("Início", "house"), ("Cartões", "card"), ("Pix", "arrows"),
                        ("Análise", "chart"), ("Perfil", "person")), salary="Salário Empresa Ltda"),
    "gb": Locale("gb", "GB", ("gbp",), title="Accounts", checking="Current Account",
                 salary="Salary Acme Ltd", days=("Today", "Yesterday", "12 Mar", "11 Mar", "9 Mar", "8 Mar")),
    "fr": Locale("fr", "FR", ("eur_fr",), title="Comptes", balance="Solde disponible",
                 feed="Opérations récentes", see_all="Tout voir", account="Compte", checking="Compte courant",
                 actions=(("Virer", "arrows"), ("Recevoir", "plus"), ("Payer", "card"), ("Plus", "grid")),
                 tabs=(("Accueil", "house"), ("Cartes", "card"), ("Virements", "arrows"), ("Profil", "person")),
                 salary="Salaire Dupont SA", days=("Aujourd'hui", "Hier", "12 mars", "11 mars", "9 mars", "8 mars")),
    "es": Locale("es", "ES", ("eur_de",), title="Cuentas", balance="Saldo disponible",
                 feed="Últimos movimientos", see_all="Ver todo", account="Cuenta", checking="Cuenta corriente",
                 actions=(("Enviar", "arrows"), ("Bizum", "plus"), ("Pagar", "card"), ("Más", "grid")),
                 tabs=(("Inicio", "house"), ("Tarjetas", "card"), ("Pagos", "arrows"), ("Perfil", "person")),
                 salary="Nómina Ejemplo SL", days=("Hoy", "Ayer", "12 mar", "11 mar", "9 mar", "8 mar")),
    "jpycode": Locale("jpycode", "US", ("jpy_code",), title="Balance"),
    "frnnbsp": Locale("frnnbsp", "FR", ("eur_fr_nnbsp",), title="Comptes", balance="Solde disponible",
                      feed="Opérations récentes", see_all="Tout voir", account="Compte", checking="Compte courant",
                      salary="Salaire Dupont SA", days=("Aujourd'hui", "Hier", "12 mars", "11 mars", "9 mars", "8 mars")),
    "in": Locale("in", "IN", ("inr", "inr_rs"), title="Accounts", checking="Savings Account",
                 salary="Salary Infotech Pvt Ltd", days=("Today", "Yesterday", "12 Mar", "11 Mar", "9 Mar", "8 Mar")),
    "vnd": Locale("vnd", "VN", ("vnd", "vnd_d", "vnd_code"), title="Tài khoản",
                  balance="Số dư khả dụng", feed="Giao dịch gần đây", see_all="Xem tất cả",
                  account="Số tài khoản", checking="Tài khoản thanh toán",
                  actions=(("Chuyển tiền", "arrows"), ("Nạp tiền", "plus"),
                           ("Thanh toán", "card"), ("Thêm", "grid")),
                  tabs=(("Trang chủ", "house"), ("Thẻ", "card"), ("Chuyển", "arrows"),
                        ("Tài khoản", "person")),
                  merchants=tuple(fakes.VN_MERCHANTS), days=tuple(fakes.VN_DAYS),
                  salary="Lương tháng 3"),
}
BRANDS = [("#0A3D91", "#2F80ED"), ("#00703C", "#2DB36F"), ("#4A00E0", "#8E2DE2"),
          ("#B31217", "#E52D27"), ("#0F2027", "#2C5364"), ("#F7971E", "#FFB75E"),
          ("#1D976C", "#93F9B9")]
APPS = [("Apex Bank", "shield"), ("Northwind Health", "heart"), ("Pocket Wallet", "card"),
        ("Ngân hàng Sen", "leaf"), ("Messages+", "bubble"), ("Ledger", "chart")]


def cash(rng: random.Random, loc: Locale, low=5, high=60000, sign="") -> Txt:
    """A currency amount in one of the locale's formats, marked as ground truth."""
    return T(values.money(rng, rng.choice(loc.money), low, high, sign), "currency")


# -- leaky builders -------------------------------------------------------------------------

def bank(rng: random.Random, dev: Device, th: Theme, loc_key: str) -> Built:
    """Bank home in a locale: hero balance, account line, recent transactions."""
    loc = LOCALES[loc_key]
    number = values.account_number(rng, rng.choice([10, 12, 13]))
    detail = rng.choice([
        T(f"{loc.account}: {number}", marks=((number, "account"),)),
        f"{loc.checking} •• {number[-4:]}"])
    feed = [apps.Transaction(m, "", cash(rng, loc, 3, 300, "-"))
            for m in rng.sample(loc.merchants, 5)]
    feed.insert(rng.randint(0, 2), apps.Transaction(loc.salary, "", cash(rng, loc, 1500, 6000, "+"),
                                                     True))
    for t, day in zip(feed, loc.days):
        t.when = day
    data = apps.Bank(loc.title, loc.balance, cash(rng, loc, 200, 90000), detail, feed,
                     brand=rng.choice(BRANDS), actions=list(loc.actions), feed_title=loc.feed,
                     see_all=loc.see_all, tabs=list(loc.tabs))
    return f"bank-{loc_key}", apps.bank_home(dev, th, data).render(), \
        f"Bank home ({loc_key}): balance, account line and transactions"


CARD_PALETTES = {
    "navy": (("#141E30", "#35577D"), "#F2F2F2"),
    "silver": (("#F2F2F7", "#C7C7CC"), "#8A8A8E"),      # grey number on a light gradient
    "graphite": (("#3A3A3C", "#0B0B0C"), "#BDBDBD"),    # light grey on near-black
    "coral": (("#FF9A8B", "#FF6A88"), "#FFF1F1"),       # pale text on pastel
    "teal": (("#2C3E50", "#4CA1AF"), "#DADADA"),
    "gold": (("#F4E2A1", "#C9A227"), "#6B5B2E"),
}


def card(rng: random.Random, dev: Device, th: Theme, brand: str, palette: str,
         masked_art: bool = False) -> Built:
    """Card details with card art; optionally masked art plus the full number in a 13 pt row."""
    loc = LOCALES[rng.choice(["usd", "eur", "gbp"])]
    number = values.card_number(rng, brand)
    holder = fakes.person(rng, loc.country).name
    colors, ink = CARD_PALETTES[palette]
    rows = [Row("Current balance", cash(rng, loc, 50, 4000)),
            Row("Available credit", cash(rng, loc, 500, 15000)),
            Row("Payment due", rng.choice(["Apr 15", "May 2", "Mar 28"]))]
    art_number = number
    if masked_art:
        art_number = " ".join(["••••"] * (len(number.split()) - 1) + [number.split()[-1]])
        rows.insert(0, Row("Card number", subtitle=T(number, "card"), subtitle_size=13,
                           subtitle_color=GREY_999 if not th.dark else TERTIARY_DARK))
    data = apps.CardScreen(rng.choice(["Apex Bank", "Northwind", "Pocket", "Meridian"]), art_number,
                           f"{rng.randint(1, 12):02d}/{rng.randint(26, 31)}", holder, brand,
                           colors, ink, rows, None if masked_art else "card")
    what = "masked card art, full number in 13 pt grey row" if masked_art else f"{palette} card art"
    return f"card-{brand}-{palette}", apps.card_details(dev, th, data).render(), \
        f"Card details, {brand}: {what}"


def _chat_topics(rng: random.Random, p: fakes.Person, lang: str) -> dict[str, tuple[Txt, bool]]:
    """Candidate sensitive messages (text, outgoing) keyed by topic."""
    code = values.otp(rng)
    ib = values.iban(rng, rng.choice(["DE", "GB", "FR", "NL"]))
    cardno = values.card_number(rng, rng.choice(["visa", "mastercard"]))
    if lang == "vi":
        otp_text = f"Mã OTP của bạn là {code}"
        return {
            "otp": (T(f"{otp_text}. Không chia sẻ mã này cho bất kỳ ai.", marks=((otp_text, "otp"),)), False),
            "phone": (T(f"Số của mình là {p.phone} nhé", marks=((p.phone, "phone"),)), True),
            "address": (T(f"Giao hàng tới {p.address}", marks=((p.address, "address"),)), True),
            "money": (T("Mình chuyển khoản 500.000đ rồi nha", marks=(("500.000đ", "currency"),)), False),
        }
    otp_text = rng.choice([f"Your verification code is {code}", f"{code} is your login code",
                           f"Use code {code} to sign in"])
    return {
        "otp": (T(f"{otp_text}. It expires in 10 minutes.", marks=((otp_text, "otp"),)), False),
        "phone": (T(f"Call me on {p.phone} when you land", marks=((p.phone, "phone"),)), True),
        "address": (T(f"The new place is {p.address}", marks=((p.address, "address"),)),
                    rng.random() < 0.5),
        "email": (T(f"Send the forms to {p.email}", marks=((p.email, "email"),)), True),
        "dob": (T(f"Date of birth for the booking: {p.dob}", marks=((p.dob, "dob"),)), True),
        "card": (T(f"Use my card {cardno}", marks=((cardno, "card"),)), True),
        "iban": (T(f"My IBAN is {ib}", marks=((ib, "iban"),)), True),
    }


CHAT_FILLER = {"en": [("Hey! Are you still coming tonight?", False), ("Yes, running a bit late", True),
                      ("No worries", False), ("Perfect, thanks!", True), ("On my way", False)],
               "vi": [("Chào bạn, tối nay đi ăn không?", False), ("Ok, 7 giờ nhé", True),
                      ("Cảm ơn nha!", False)]}


CHAT_STAMPS = {"en": ["Yesterday 6:40 PM", "Mon 8:03 AM", "Today 9:30 AM"],
               "vi": ["Hôm qua 18:40", "Thứ Hai 08:03", "Hôm nay 09:30"]}


def chat(rng: random.Random, dev: Device, th: Theme, topics: tuple[str, ...], lang: str = "en") -> Built:
    """Conversation mixing filler with sensitive messages; outgoing ones are white on blue."""
    p = fakes.person(rng, "VN" if lang == "vi" else rng.choice(["US", "GB", "DE", "FR"]))
    friend = fakes.person(rng, "VN" if lang == "vi" else "US")
    pool = _chat_topics(rng, p, lang)
    filler = list(CHAT_FILLER[lang])
    rng.shuffle(filler)
    stamps = CHAT_STAMPS[lang]
    messages: list = [rng.choice(stamps[:-1])]
    for i, topic in enumerate(topics):
        if filler:
            text, outgoing = filler.pop()
            messages.append((T(text), outgoing))
        messages.append(pool[topic])
        if i == 1:
            messages.append(stamps[-1])
    return f"chat-{lang}-{'-'.join(topics)}", apps.chat(dev, th, apps.Chat(friend.given, friend.given[:1],
                                                                    messages)).render(), \
        f"Messages ({lang}): {', '.join(topics)} in bubbles"


HEALTH_UI = {
    "en": dict(title="Health Records", conditions="Conditions", labs="Lab results",
               meds="Medications", tabs=apps.HEALTH_TABS,
               visits=["Primary care visit", "Endocrinology", "Cardiology follow-up", "Telehealth visit"], pools=(fakes.HEALTH_EN, fakes.LABS_EN,
                                                                 fakes.MEDS_EN, fakes.NOTES_EN)),
    "vi": dict(title="Hồ sơ sức khỏe", conditions="Bệnh lý", labs="Xét nghiệm", meds="Thuốc",
               visits=["Khám tổng quát", "Nội tiết", "Tim mạch", "Khám từ xa"],
               tabs=[("Tóm tắt", "heart"), ("Chia sẻ", "person"), ("Duyệt", "grid")],
               pools=(fakes.HEALTH_VN, fakes.LABS_VN, fakes.MEDS_VN, fakes.NOTES_VN)),
}


def health(rng: random.Random, dev: Device, th: Theme, lang: str = "en", note_size: float = 15,
           small_rows: bool = False, note: str | None = None) -> Built:
    """Health records. The note uses low-contrast grey (#999 on white / #636366 on black);
    `small_rows` makes the condition subtitles 13 pt and carry the diagnosis text."""
    ui = HEALTH_UI[lang]
    conditions, labs, meds, notes = ui["pools"]
    grey = TERTIARY_DARK if th.dark else GREY_999
    cond_rows = []
    for term, since in rng.sample(conditions, 2):
        if small_rows:
            line = f"{term} · {since}"
            cond_rows.append(Row(rng.choice(ui["visits"]), subtitle=T(line, marks=((term, "health"),)),
                                 subtitle_size=13, subtitle_color=grey))
        else:
            cond_rows.append(Row(T(term, "health"), subtitle=since))
    lab_rows = [Row(name, value, subtitle=rng.choice(["Mar 4, 2024", "Feb 12, 2024", "04/03/2024"]),
                    span=(f"{name} {value}", "health")) for name, value in rng.sample(labs, 2)]
    med_rows = [Row(T(name, "health"), subtitle=how) for name, how in rng.sample(meds, 2)]
    sections = [Section(cond_rows, header=ui["conditions"]), Section(lab_rows, header=ui["labs"]),
                Section(med_rows, header=ui["meds"])]
    note_text = note or rng.choice(notes)
    data = apps.Health(ui["title"], sections, note=T(note_text, "health", color=grey),
                       tabs=list(ui["tabs"]), note_size=note_size)
    stem = f"health-{lang}-grey{note_size:g}" + ("-smallrows" if small_rows else "")
    return stem, apps.health_records(dev, th, data).render(), \
        f"Health records ({lang}), {note_size:g} pt grey note {grey}" + (", 13 pt grey diagnosis rows" if small_rows else "")


PROFILE_UI = {
    "en": dict(title="Profile", info="Personal information", email="Email", phone="Phone",
               dob="Date of birth", address="Home address", since="Member since 2016"),
    "vi": dict(title="Hồ sơ", info="Thông tin cá nhân", email="Email", phone="Số điện thoại",
               dob="Ngày sinh", address="Địa chỉ", since="Khách hàng từ 2016"),
}


def profile(rng: random.Random, dev: Device, th: Theme, country: str) -> Built:
    """Personal-information screen in a country's phone / date / address formats."""
    ui = PROFILE_UI["vi" if country == "VN" else "en"]
    p = fakes.person(rng, country)
    rows = [Row(ui["email"], T(p.email, "email")), Row(ui["phone"], T(p.phone, "phone")),
            Row(ui["dob"], T(p.dob, "dob"))]
    if country == "US":
        rows.append(Row("SSN", T(values.ssn(rng), "ssn")))
    rows.append(Row(ui["address"], subtitle=T(p.address, "address"), subtitle_color="label",
                    subtitle_size=17))
    data = apps.Profile(p.initials, p.name, ui["since"], [Section(rows, header=ui["info"]),
                        Section([Row("Face ID & Passcode", chevron=True),
                                 Row("Sign Out", title_color="red")])],
                        title=ui["title"])
    return f"profile-{country.lower()}", apps.profile(dev, th, data).render(), \
        f"Profile ({country}): email, phone, date of birth, address" + (", SSN" if country == "US" else "")


def transfer(rng: random.Random, dev: Device, th: Theme, scheme: str) -> Built:
    """Transfer review: IBAN (country code), US account + ABA routing, or Vietnamese account."""
    wide = dict(subtitle_color="label", subtitle_size=17)
    name = fakes.person(rng, "VN" if scheme == "vn" else "US").name
    if scheme == "us":
        loc = LOCALES["usd"]
        to = [Row("Recipient", name),
              Row("Account number", subtitle=T(values.account_number(rng, 12), "account"), **wide),
              Row("Routing number", subtitle=T(values.routing_number(rng), "routing"), **wide)]
    elif scheme == "vn":
        loc = LOCALES["vnd"]
        to = [Row("Người nhận", name),
              Row("Số tài khoản", subtitle=T(values.account_number(rng, 13), "account"), **wide),
              Row("Ngân hàng", "Vietcombank")]
    else:
        loc = LOCALES["gbp" if scheme == "GB" else "eur"]
        to = [Row("Recipient", name), Row("IBAN", subtitle=T(values.iban(rng, scheme), "iban"), **wide),
              Row("BIC", rng.choice(["DEUTDEFF", "NWBKGB2L", "BNPAFRPP", "INGBNL2A"]))]
    amount = cash(rng, loc, 20, 5000)
    own = values.account_number(rng, 10)
    src = Section([Row(loc.checking, subtitle=T(f"{loc.account} {own}", marks=((own, "account"),)),
                       value=cash(rng, loc, 500, 40000))], header="From" if scheme != "vn" else "Từ")
    data = apps.Transfer("Số tiền" if scheme == "vn" else "You send", amount,
                         [src, Section(to, header="To" if scheme != "vn" else "Đến")],
                         T(("Chuyển " if scheme == "vn" else "Send ") + amount.text,
                           marks=((amount.text, "currency"),)),
                         title="Chuyển tiền" if scheme == "vn" else "Transfer",
                         back="Quay lại" if scheme == "vn" else "Payments")
    return f"transfer-{scheme.lower()}", apps.transfer(dev, th, data).render(), \
        f"Transfer review ({scheme}) with recipient account details"


def statement(rng: random.Random, dev: Device, th: Theme) -> Built:
    """Statement list whose 13 pt grey subtitles carry IBANs and account numbers."""
    loc = LOCALES[rng.choice(["eur", "eurprefix"])]
    grey = TERTIARY_DARK if th.dark else GREY_999
    rows = []
    for i in range(6):
        ib = values.iban(rng, rng.choice(["DE", "NL", "BE", "AT", "IE"]))
        rows.append(Row(rng.choice(loc.merchants), cash(rng, loc, 5, 900, "-"),
                        subtitle=T(ib, "iban"), subtitle_size=13,
                        subtitle_color=grey, value_color="label"))
    screen = Screen(dev, th, [NavBar("Statement", back="Accounts", large=False),
                              Segmented(["All", "Income", "Spending"], 2),
                              Section(rows, header="March 2024")])
    return "statement-sepa", screen.render(), f"Statement with IBANs in 13 pt {grey} subtitles"


def direct_deposit(rng: random.Random, dev: Device, th: Theme) -> Built:
    """US direct-deposit details: routing + account numbers, and the SSN on file for tax forms."""
    p = fakes.person(rng, "US")
    grey = TERTIARY_DARK if th.dark else GREY_999
    numbers = Section([Row("Routing number", T(values.routing_number(rng), "routing")),
                       Row("Account number", T(values.account_number(rng, 12), "account")),
                       Row("Account type", "Checking")], header="Direct deposit",
                      footer="Give these numbers to your employer to get paid up to 2 days early.")
    tax = Section([Row("Name", p.name), Row("SSN", T(values.ssn(rng), "ssn")),
                   Row("Mailing address", subtitle=T(p.address, "address"), subtitle_size=13,
                       subtitle_color=grey)], header="Tax information")
    content = [NavBar("Account Details", large=False, back="Checking"), numbers, tax,
               Button("Share Details", "tinted")]
    return "direct-deposit-us", Screen(dev, th, content).render(), \
        "Direct deposit: ABA routing, account number, SSN, 13 pt grey mailing address"


OTP_SMS = [  # (message, the OTP phrase recorded as truth, other marks)
    ("Your Apex Bank verification code is {c}. Don't share it with anyone.",
     "Your Apex Bank verification code is {c}", ()),
    ("{c} is your Northwind sign-in code. It expires in 10 minutes.",
     "{c} is your Northwind sign-in code", ()),
    ("Pocket: use code {c} to confirm your payment of $84.19.", "use code {c}",
     (("$84.19", "currency"),)),
    ("Your Ledger one-time passcode is {c}. Never share it.", "Your Ledger one-time passcode is {c}", ()),
]


def sms_codes(rng: random.Random, dev: Device, th: Theme) -> Built:
    """A short-code SMS thread full of one-time passcodes (incoming grey bubbles)."""
    messages: list = ["Yesterday 6:02 PM"]
    for n, (message, phrase, extra) in enumerate(rng.sample(OTP_SMS, 3)):
        code = values.otp(rng)
        messages.append((T(message.format(c=code), marks=((phrase.format(c=code), "otp"),) + extra),
                         False))
        if n == 1:
            messages.append("Today 9:38 AM")
    thread = apps.Chat(str(rng.randint(20000, 99999)), "#", messages)
    return "sms-otp", apps.chat(dev, th, thread).render(), "SMS short-code thread with one-time passcodes"


# -- clean builders ------------------------------------------------------------------------

def clean_settings(rng: random.Random, dev: Device, th: Theme, vietnamese: bool = False) -> Built:
    """Settings list with version / time / temperature / step-count bait."""
    data = apps.settings(weather=rng.choice(["72°F", "68°F", "22°C"]),
                         steps=f"{rng.choice(['8,432', '10,215', '6,087'])} steps",
                         version=rng.choice(["2.3.1", "4.12.0", "1.0.7"]),
                         build=rng.choice(["1234", "5821", "311"]), vietnamese=vietnamese)
    return f"settings{'-vi' if vietnamese else ''}", apps.list_screen(dev, th, data).render(), \
        "Settings: Notifications, Privacy, Version, Build, iOS version, temperature, steps"


def clean_activity(rng: random.Random, dev: Device, th: Theme) -> Built:
    """Fitness summary tiles and wellness rows."""
    steps = rng.choice(["8,432", "12,904", "5,318"])
    content = [NavBar("Summary", trailing_icon="person"),
               Tiles([("Steps", steps, "steps", "#FF9500"), ("Distance", "3.9", "mi", "#FF2D55")]),
               Tiles([("Exercise", "32", "min", "#34C759"), ("Stand", "9", "of 12 hr", "#5AC8FA")]),
               Section([Row("Wellness", chevron=True, icon=("leaf", "#34C759")),
                        Row("Mindfulness", "12 min", icon=("heart", "#5AC8FA")),
                        Row("Workouts", "3 this week", icon=("chart", "#FF9500")),
                        Row("Trends", chevron=True, icon=("chart", "#AF52DE"))], header="Health")]
    screen = Screen(dev, th, content, tab_bar=TabBar(apps.HEALTH_TABS, 0))
    return "activity", screen.render(), "Activity summary: steps, distance, Wellness, Health words"


def clean_about(rng: random.Random, dev: Device, th: Theme) -> Built:
    """About screen: version, build, OS and other harmless numbers."""
    rows = [Row("Version", "2.3.1"), Row("Build", rng.choice(["1234", "2047"])),
            Row("iOS", "17.2"), Row("Last checked", "9:41 AM"), Row("Cache", "48.2 MB"),
            Row("Acknowledgements", chevron=True), Row("Terms of Service", chevron=True)]
    content = [NavBar("About", large=False, back="Settings"), Spacer(12),
               Paragraph("Ledger keeps your budget on this device. Page 3 of 12 of the help guide "
                         "explains sync.", size=15, align="center", indent=32),
               Section(rows)]
    return "about", Screen(dev, th, content).render(), "About: Version 2.3.1, Build, iOS 17.2, Page 3 of 12"


def clean_promo(rng: random.Random, dev: Device, th: Theme) -> Built:
    """Subscription promo with percentages and dates but no money."""
    content = [NavBar("Upgrade", large=False, back="Back"),
               Paragraph("Spring Sale", size=34, color="label", weight="bold", align="center"),
               Paragraph("50% off Pro for your first year. Offer ends March 31.", size=17,
                         align="center", indent=32),
               Section([Row("Unlimited budgets", icon=("chart", "#34C759")),
                        Row("Family sharing for up to 6 people", icon=("person", "#5856D6")),
                        Row("Priority support", icon=("bubble", "#007AFF")),
                        Row("Works on iOS 17.2 and later", icon=("shield", "#8E8E93"))],
                       header="What you get")]
    return "promo", Screen(dev, th, content, footer=Button("Get 50% off")).render(), \
        "Promo: 50% off, iOS 17.2, up to 6 people — no amounts"


def clean_weather(rng: random.Random, dev: Device, th: Theme) -> Built:
    """Weather-style screen: temperatures, times, percentages."""
    city = rng.choice(["Cupertino", "Hà Nội", "Berlin", "Lyon"])
    content = [Spacer(30), Paragraph(city, size=34, color="label", align="center"),
               Paragraph("72°F", size=80, color="label", weight="regular", align="center", pad=0),
               Paragraph("Mostly Sunny   H:78°  L:61°", size=20, color="label", align="center"),
               Section([Row("Now", "72°"), Row("10 AM", "74°"), Row("11 AM", "76°"),
                        Row("UV Index", "6 High"), Row("Humidity", "40%"), Row("Wind", "8 mph")],
                       header="Hourly forecast")]
    return "weather", Screen(dev, th, content, background="grouped").render(), \
        "Weather: 72°F, times, UV index, humidity"


READER_TEXT = ("The morning fog lifted slowly over the harbour, and the boats that had waited all "
               "night began to move again. Mara walked along the pier, counting the gulls out of "
               "habit, and stopped where the old lighthouse keeper used to mend his nets. Nothing "
               "about the day felt unusual yet, which was exactly why she noticed the letter.")


def clean_reader(rng: random.Random, dev: Device, th: Theme) -> Built:
    """E-book page: ordinary prose and a 'Page 3 of 12' footer."""
    content = [NavBar(rng.choice(["Chapter 3", "Chapter 7"]), large=False, back="Library"),
               Paragraph(READER_TEXT, size=19, color="label", indent=24, pad=12),
               Paragraph("Page 3 of 12", size=13, align="center", pad=20)]
    return "reader", Screen(dev, th, content, background="background").render(), \
        "Reader: plain prose and Page 3 of 12"


# -- protected builders --------------------------------------------------------------------

def overlay(rng: random.Random, dev: Device, th: Theme) -> Built:
    """Privacy overlay: brand gradient, logo, app name."""
    app, glyph = rng.choice(APPS)
    return "overlay", effects.privacy_overlay(dev, th, rng.choice(BRANDS), app, glyph), \
        f"Privacy overlay for {app}"


def heavy_blur(rng: random.Random, dev: Device, th: Theme, inner: Callable, *args) -> Built:
    """A leaky screen under a 30 px gaussian blur."""
    stem, frame, desc = inner(rng, dev, th, *args)
    return f"blur-{stem}", effects.blur(frame, effects.HEAVY_BLUR_PX), \
        f"{effects.HEAVY_BLUR_PX} px gaussian blur of: {desc}"


def splash(rng: random.Random, dev: Device, th: Theme, show_name: bool = False) -> Built:
    """Launch screen: system background and a centred logo (optionally a wordmark)."""
    app, glyph = rng.choice(APPS)
    return "splash", effects.splash(dev, th, rng.choice(BRANDS), app, glyph, show_name), \
        f"Splash screen for {app}" + (" with name" if show_name else "")


def solid(rng: random.Random, dev: Device, th: Theme, colour: str) -> Built:
    """An all-black or all-white frame."""
    name = "black" if colour == "#000000" else "white"
    return name, effects.solid(dev, colour), f"All-{name} frame"


# -- partially covered and lightly blurred -------------------------------------------------------

def covered(rng: random.Random, dev: Device, th: Theme, what: str) -> Built:
    """Bank home with part of it covered: 'feed' (sheet over transactions, balance visible),
    'balance' (card over the balance, transactions visible) or 'all' (sheet over everything
    below the title: nothing sensitive remains)."""
    stem, frame, desc = bank(rng, dev, th, rng.choice(["usd", "eur", "gbp", "vnd"]))
    if what == "balance":
        i = block_index(frame, "BalanceHeader")
        out = effects.cover_blocks(frame, dev, th, i, i, "Balance hidden", "Tap to reveal", "lock")
    else:
        i = block_index(frame, "Header" if what == "feed" else "BalanceHeader")
        out = effects.cover_blocks(frame, dev, th, i, None, "Locked", "Use Face ID to continue", "lock")
    return f"partial-{what}-{stem}", out, f"Partial cover ({what}) of: {desc}"


def light_blur(rng: random.Random, dev: Device, th: Theme, inner: Callable, *args) -> Built:
    """A leaky screen with a light 1.0–1.5 px blur: still readable, still leaky."""
    radius = round(rng.uniform(1.0, 1.5), 1)
    stem, frame, desc = inner(rng, dev, th, *args)
    return f"lightblur-{stem}", effects.blur(frame, radius), \
        f"Light {radius:g} px blur of: {desc}"


# -- the corpus ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Entry:
    """One planned screen: builder + arguments, appearance, and how it is protected."""

    build: Callable
    args: tuple = ()
    dark: bool = False
    protection: str | None = None
    clean: bool = False


L, D = False, True
PLAN = [
    # leaky: banking in many currency formats
    Entry(bank, ("usd",), L), Entry(bank, ("usdcode",), D), Entry(bank, ("eur",), D),
    Entry(bank, ("eurprefix",), L), Entry(bank, ("gbp",), L), Entry(bank, ("jpy",), D),
    Entry(bank, ("inr",), L), Entry(bank, ("chf",), D), Entry(bank, ("brl",), L),
    Entry(bank, ("vnd",), L), Entry(bank, ("vnd",), D),
    # leaky: cards (Visa, Mastercard 2-series/5-series, Amex 4-6-5) on varied card art
    Entry(card, ("visa", "navy"), L), Entry(card, ("mastercard", "silver"), L),
    Entry(card, ("amex", "graphite"), D), Entry(card, ("visa", "coral"), D),
    Entry(card, ("mastercard", "teal", True), L), Entry(card, ("amex", "gold"), L),
    # leaky: messages, sensitive text in grey and white-on-blue bubbles
    Entry(chat, (("otp", "phone", "address"),), L), Entry(chat, (("card", "email", "dob"),), D),
    Entry(chat, (("iban", "otp", "phone"),), L), Entry(chat, (("otp", "phone", "money", "address"), "vi"), L),
    Entry(chat, (("dob", "address", "email"),), D),
    # leaky: health in grey secondary text, English and Vietnamese
    Entry(health, ("en", 15), L), Entry(health, ("en", 15), D),
    Entry(health, ("en", 13, True), L), Entry(health, ("en", 13, True, "HIV test result: negative"), D),
    Entry(health, ("vi", 15), L), Entry(health, ("vi", 13, True), D),
    # leaky: personal data in several countries' formats
    Entry(profile, ("US",), L), Entry(profile, ("GB",), D), Entry(profile, ("DE",), L),
    Entry(profile, ("FR",), D), Entry(profile, ("VN",), L),
    # leaky: transfers with IBANs, US account + routing, Vietnamese account
    Entry(transfer, ("GB",), L), Entry(transfer, ("DE",), D), Entry(transfer, ("IT",), L),
    Entry(transfer, ("us",), D), Entry(transfer, ("vn",), L),
    # leaky: small grey labels, partial covers, light blur
    Entry(statement, (), L), Entry(statement, (), D),
    Entry(direct_deposit, (), L), Entry(direct_deposit, (), D), Entry(profile, ("US",), D),
    Entry(sms_codes, (), L), Entry(sms_codes, (), D),
    Entry(covered, ("feed",), L, "partial"), Entry(covered, ("balance",), D, "partial"),
    Entry(light_blur, (bank, "usd"), L), Entry(light_blur, (health, "en", 15), D),
    Entry(light_blur, (card, "visa", "navy"), L),
    # protected
    Entry(overlay, (), L, "overlay"), Entry(overlay, (), D, "overlay"), Entry(overlay, (), L, "overlay"),
    Entry(heavy_blur, (bank, "usd"), L, "blur"), Entry(heavy_blur, (health, "en", 15), D, "blur"),
    Entry(heavy_blur, (chat, ("otp", "phone", "address")), L, "blur"),
    Entry(heavy_blur, (card, "visa", "navy"), D, "blur"),
    Entry(splash, (), L, "splash"), Entry(splash, (True,), D, "splash"),
    Entry(solid, ("#000000",), D, "black"), Entry(solid, ("#FFFFFF",), L, "white"),
    Entry(covered, ("all",), L, "partial"), Entry(covered, ("all",), D, "partial"),
    Entry(heavy_blur, (profile, "US"), L, "blur"), Entry(splash, (True,), L, "splash"),
    # clean, with false-positive bait
    Entry(clean_settings, (), L, clean=True), Entry(clean_settings, (), D, clean=True),
    Entry(clean_settings, (True,), L, clean=True), Entry(clean_activity, (), L, clean=True),
    Entry(clean_activity, (), D, clean=True), Entry(clean_about, (), L, clean=True),
    Entry(clean_promo, (), D, clean=True), Entry(clean_weather, (), L, clean=True),
    Entry(clean_weather, (), D, clean=True), Entry(clean_reader, (), L, clean=True),
    Entry(clean_reader, (), D, clean=True), Entry(clean_settings, (True,), D, clean=True),
]




# -- generalisation: locales' identifiers, pills, dimmed modals, recovery phrases, passwords ------

@dataclass(frozen=True)
class IdLocale:
    """Labels of a personal-details screen and which identifiers a country prints."""

    country: str
    bank: str                       # LOCALES key for money
    title: str
    info: str
    email: str
    phone: str
    dob: str
    address: str
    ids: tuple[tuple[str, str], ...]   # (label, generator key)
    bank_rows: tuple[tuple[str, str], ...] = ()   # (label, generator key) on the transfer screen
    recipient: str = "Recipient"
    send: str = "Send"
    you_send: str = "You send"


ID_LOCALES = {
    "de": IdLocale("DE", "eur", "Profil", "Persönliche Daten", "E-Mail", "Telefon", "Geburtsdatum", "Adresse",
                   (("Reisepassnummer", "passport"),), (("IBAN", "iban"), ("BIC", "bic")),
                   "Empfänger", "Senden", "Betrag"),
    "fr": IdLocale("FR", "fr", "Profil", "Informations personnelles", "E-mail", "Téléphone", "Date de naissance",
                   "Adresse", (("Numéro de passeport", "passport"),), (("IBAN", "iban"), ("BIC", "bic")),
                   "Bénéficiaire", "Envoyer", "Montant"),
    "es": IdLocale("ES", "es", "Perfil", "Datos personales", "Correo", "Teléfono", "Fecha de nacimiento",
                   "Dirección", (("Número de pasaporte", "passport"),), (("IBAN", "iban"), ("BIC", "bic")),
                   "Destinatario", "Enviar", "Importe"),
    "pt-BR": IdLocale("BR", "brl", "Perfil", "Dados pessoais", "E-mail", "Celular", "Data de nascimento",
                      "Endereço", (("CPF", "cpf"),), (("Agência", "agency"), ("Conta", "account")),
                      "Favorecido", "Transferir", "Valor"),
    "en-IN": IdLocale("IN", "in", "Profile", "KYC details", "Email", "Mobile", "Date of birth", "Address",
                      (("Aadhaar", "aadhaar"), ("PAN", "pan")), (("Account number", "account"), ("IFSC", "ifsc"))),
    "en-GB": IdLocale("GB", "gb", "Profile", "Personal details", "Email", "Mobile", "Date of birth", "Home address",
                      (("National Insurance number", "nino"), ("Passport number", "passport")),
                      (("Sort code", "sortcode"), ("Account number", "account8"))),
    "en-US": IdLocale("US", "usd", "Profile", "Personal information", "Email", "Phone", "Date of birth",
                      "Home address", (("SSN", "ssn"), ("Passport number", "passport")),
                      (("Routing number", "routing"), ("Account number", "account"))),
}
IBAN_COUNTRY = {"DE": "DE", "FR": "FR", "ES": "ES", "BR": "PT", "GB": "GB", "IN": "GB", "US": "DE"}


def _identifier(rng: random.Random, key: str, country: str) -> Txt:
    """A labelled identifier value with its truth category."""
    make = {
        "passport": (lambda: values.passport(rng, country), "identity"),
        "cpf": (lambda: values.cpf(rng), "identity"),
        "aadhaar": (lambda: values.aadhaar(rng), "identity"),
        "pan": (lambda: values.pan(rng), "identity"),
        "nino": (lambda: values.nino(rng, spaced=rng.random() < 0.6), "identity"),
        "ssn": (lambda: values.ssn(rng), "ssn"),
        "iban": (lambda: values.iban(rng, IBAN_COUNTRY[country]), "iban"),
        "ifsc": (lambda: values.ifsc(rng), "routing"),
        "sortcode": (lambda: values.sort_code(rng), "routing"),
        "routing": (lambda: values.routing_number(rng), "routing"),
        "account": (lambda: values.account_number(rng, rng.choice([11, 12])), "account"),
        "account8": (lambda: values.account_number(rng, 8), "account"),
        "agency": (lambda: f"{rng.randint(1000, 9999)}", None),
        "bic": (lambda: rng.choice(["DEUTDEFF", "BNPAFRPP", "CAIXESBB", "NWBKGB2L"]), None),
    }
    fn, category = make[key]
    return T(fn(), category)


def id_profile(rng: random.Random, dev: Device, th: Theme, loc_key: str) -> Built:
    """Personal details in a locale: contact rows and the country's identity numbers."""
    loc = ID_LOCALES[loc_key]
    p = fakes.person(rng, loc.country)
    rows = [Row(loc.email, T(p.email, "email")), Row(loc.phone, T(p.phone, "phone")),
            Row(loc.dob, T(p.dob, "dob"))]
    rows += [Row(label, _identifier(rng, key, loc.country)) for label, key in loc.ids]
    rows.append(Row(loc.address, subtitle=T(p.address, "address"), subtitle_color="label", subtitle_size=17))
    data = apps.Profile(p.initials, p.name, None, [Section(rows, header=loc.info)], title=loc.title)
    return f"id-{loc_key.lower()}", apps.profile(dev, th, data).render(), \
        f"Personal details ({loc_key}): contact, date of birth, " + ", ".join(label for label, _ in loc.ids)


def local_transfer(rng: random.Random, dev: Device, th: Theme, loc_key: str) -> Built:
    """Transfer review in a locale with its account identifiers and currency."""
    loc = ID_LOCALES[loc_key]
    money_loc = LOCALES[loc.bank]
    wide = dict(subtitle_color="label", subtitle_size=17)
    to = [Row(loc.recipient, fakes.person(rng, loc.country).name)]
    for label, key in loc.bank_rows:
        value = _identifier(rng, key, loc.country)
        to.append(Row(label, subtitle=value, **wide) if key == "iban" else Row(label, value))
    amount = cash(rng, money_loc, 20, 5000)
    data = apps.Transfer(loc.you_send, amount, [Section(to, header=loc.recipient)],
                         T(f"{loc.send} {amount.text}", marks=((amount.text, "currency"),)),
                         title=loc.send, back="")
    return f"transfer-{loc_key.lower()}", apps.transfer(dev, th, data).render(), \
        f"Transfer ({loc_key}): " + ", ".join(label for label, _ in loc.bank_rows)


def pills(rng: random.Random, dev: Device, th: Theme, loc_key: str, chips: bool) -> Built:
    """Portfolio / budget screen whose amounts sit in pills: green or red outlines on the
    background, or white text on coloured chips."""
    loc = LOCALES[loc_key]
    names = rng.sample(["Apple", "Tesla", "Vanguard S&P 500", "Bitcoin", "Ethereum", "Nvidia", "Gold ETF",
                        "Microsoft", "Amazon", "Index Fund"], 6)
    rows = []
    for name in names:
        up = rng.random() < 0.55
        style = ("fill-green" if up else "fill-red") if chips else ("outline-green" if up else "outline-red")
        rows.append(PillRow(name, f"{rng.randint(1, 40)} shares", cash(rng, loc, 10, 9000, "+" if up else "-"),
                            style))
    content = [NavBar("Portfolio" if loc.country != "DE" else "Depot", trailing_icon="bell"),
               Paragraph(cash(rng, loc, 2000, 90000), size=34, color="label", weight="bold", pad=4)]
    if chips:
        spare = cash(rng, loc, 50, 900)
        content.append(Chips([(T(f"Cash {spare.text}", marks=((spare.text, "currency"),)), "fill-tint"),
                              ("Today", "fill-purple")]))
    content += rows
    return f"pills-{'chips' if chips else 'outline'}-{loc_key}", \
        Screen(dev, th, content, tab_bar=TabBar(list(loc.tabs), 1), background="background").render(), \
        "Portfolio: amounts in " + ("white-on-colour chips" if chips else "green/red outlined pills")


def dimmed(rng: random.Random, dev: Device, th: Theme, kind: str, inner: Callable, *args) -> Built:
    """A leaky screen dimmed behind a half-height sheet or an alert: the rows left uncovered stay
    readable and in the truth."""
    stem, frame, desc = inner(rng, dev, th, *args)
    title, message = rng.choice([("Sign in again", "Your session expired. Confirm with Face ID to continue."),
                                 ("Turn on notifications?", "Get alerts for payments and sign-ins."),
                                 ("Rate this app", "Tell us how we are doing.")])
    out = effects.dim_behind(frame, dev, th, kind, title, message, ("Not now", "Continue"))
    return f"dimmed-{kind}-{stem}", out, f"Dimmed behind a {kind}: {desc}"


def phrase(rng: random.Random, dev: Device, th: Theme, words: int, numbering: str = "dot") -> Built:
    """Wallet backup: a numbered 12- or 24-word BIP39 recovery phrase in a monospaced face,
    numbered ` 1.` (`dot`), ` 1)` (`paren`) or `01` (`zero`)."""
    from mnemonic import Mnemonic   # PyPI `mnemonic`: the BIP39 English list and checksum
    entropy = bytes(rng.randrange(256) for _ in range(16 if words == 12 else 32))
    phrase_words = Mnemonic("english").to_mnemonic(entropy).split()
    content = [NavBar("Recovery phrase", large=False, back="Wallet"),
               Paragraph("Write these words down in order and keep them somewhere safe. "
                         "Anyone with them can take your funds.", size=15, pad=10),
               PhraseGrid(phrase_words, columns=2 if words == 12 else 3, numbering=numbering),
               Button("I wrote it down")]
    return f"phrase-{words}" + ("" if numbering == "dot" else f"-{numbering}"), Screen(dev, th, content, background="background").render(), \
        f"Wallet backup: {words}-word recovery phrase in a monospaced grid"


def password_item(rng: random.Random, dev: Device, th: Theme, revealed: bool = True) -> Built:
    """Password manager item with the password revealed (monospaced), or masked (clean)."""
    p = fakes.person(rng, "US")
    site = rng.choice(["apexbank.example.com", "mail.example.org", "shop.example.net"])
    secret = values.password(rng)
    shown = T(secret, "secret", weight="mono") if revealed else T("••••••••••••", weight="mono")
    rows = [Row("Username", p.email.split("@")[0]), Row("Password", shown), Row("Website", site)]
    content = [NavBar(site.split(".")[0].title(), large=False, back="Passwords", trailing="Edit"),
               Spacer(20), Section(rows),
               Section([Row("Verification code", chevron=True), Row("Notes", chevron=True)])]
    if revealed:
        return "password-revealed", Screen(dev, th, content).render(), \
            "Password manager: the password revealed in a monospaced face"
    return "password-masked", Screen(dev, th, content).render(), "Password manager: password masked"


CLEAN_LOCALE = {
    "de": ("Einstellungen", [("Version", "2.3.1"), ("Speicher", "12,4 GB"), ("Mitteilungen", "Ein"),
                             ("Sprache", "Deutsch"), ("Zuletzt synchronisiert", "09:41")]),
    "fr": ("Réglages", [("Version", "4.12.0"), ("Stockage", "12,4 Go"), ("Notifications", "Activées"),
                        ("Langue", "Français"), ("Dernière synchro", "09:41")]),
    "es": ("Ajustes", [("Versión", "1.0.7"), ("Almacenamiento", "12,4 GB"), ("Notificaciones", "Sí"),
                       ("Idioma", "Español"), ("Última sincronización", "09:41")]),
    "pt-BR": ("Ajustes", [("Versão", "2.3.1"), ("Armazenamento", "12,4 GB"), ("Notificações", "Ativadas"),
                          ("Idioma", "Português"), ("Última sincronização", "09:41")]),
}


def clean_locale(rng: random.Random, dev: Device, th: Theme, loc_key: str) -> Built:
    """Localised settings: versions, sizes, times — nothing personal."""
    title, rows = CLEAN_LOCALE[loc_key]
    content = [NavBar(title), Section([Row(a, b) for a, b in rows]),
               Section([Row("Face ID", toggle=True), Row("iOS", "17.2")])]
    return f"settings-{loc_key.lower()}", Screen(dev, th, content).render(), f"Settings ({loc_key}), no personal data"


def light_blur_pt(rng: random.Random, dev: Device, th: Theme, inner: Callable, *args) -> Built:
    """A leaky screen under an app's weak "privacy" blur of 0.6–1.5 pt (up to 3 px @2x, 4.5 px
    @3x): a person still reads it, so it stays leaky."""
    points = round(rng.uniform(0.6, 1.5), 2)
    radius = round(points * dev.scale, 1)
    stem, frame, desc = inner(rng, dev, th, *args)
    return f"ptblur-{stem}", effects.blur(frame, radius), f"Light {points:g} pt ({radius:g} px) blur of: {desc}"


def vn_account_transfer(rng: random.Random, dev: Device, th: Theme) -> Built:
    """Vietnamese transfer whose 13-digit account number is printed in groups (`NNNN NNNN NNNNN`,
    the shape of a phone number's groups): an account, not a phone."""
    loc = LOCALES["vnd"]
    number = values.account_number(rng, 13)
    grouped = f"{number[:4]} {number[4:8]} {number[8:]}"
    to = [Row("Người nhận", fakes.person(rng, "VN").name), Row("Số tài khoản", T(grouped, "account")),
          Row("Ngân hàng", rng.choice(["Vietcombank", "Techcombank", "BIDV"])), Row("Nội dung", "Chuyen tien")]
    amount = cash(rng, loc, 20, 5000)
    data = apps.Transfer("Số tiền", amount, [Section(to, header="Đến")],
                         T("Chuyển " + amount.text, marks=((amount.text, "currency"),)),
                         title="Chuyển tiền", back="Quay lại")
    return "transfer-vn-grouped", apps.transfer(dev, th, data).render(), \
        "Transfer review (VN): account number in digit groups"


def clean_orders(rng: random.Random, dev: Device, th: Theme) -> Built:
    """Order status: order and tracking numbers, a masked card, the shop's freephone number and
    support address: nothing personal, and no digit run is a card, an account or a phone."""
    order = f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}-{rng.randint(1000000, 9999999)}"
    tracking = rng.choice([f"1Z {rng.randint(100, 999)} AA1 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} 84",
                           " ".join(f"{rng.randint(1000, 9999)}" for _ in range(5)) + f" {rng.randint(10, 99)}"])
    rows = [Row("Order number", order), Row("Tracking number", tracking), Row("Carrier", rng.choice(["UPS", "USPS"])),
            Row("Paid with", f"Visa ••••{rng.randint(1000, 9999)}"), Row("Status", "Out for delivery")]
    help_rows = [Row("Customer service", rng.choice(["1-800-555-0199", "(888) 555-0142"])),
                 Row("Email", "support@shop.example.com"), Row("Returns", chevron=True)]
    content = [NavBar("Order details", large=False, back="Orders"), Section(rows, header="Shipment"),
               Section(help_rows, header="Help")]
    return "orders", Screen(dev, th, content).render(), \
        "Order details: order and tracking numbers, masked card, freephone and support e-mail"


# The screens both the tuning and the validation part draw, each in its own fonts, layout and seed.
GENERAL = [
    Entry(bank, ("usd",), L), Entry(bank, ("gb",), D), Entry(bank, ("eur",), L), Entry(bank, ("fr",), D),
    Entry(bank, ("es",), L), Entry(bank, ("brl",), D), Entry(bank, ("in",), L), Entry(bank, ("jpy",), L),
    Entry(card, ("visa", "navy"), D), Entry(card, ("mastercard", "silver"), L), Entry(card, ("amex", "graphite"), D),
    Entry(chat, (("otp", "phone", "address"),), L), Entry(chat, (("card", "email", "dob"),), D),
    Entry(chat, (("iban", "otp", "phone"),), L),
    Entry(health, ("en", 15), L), Entry(health, ("en", 13, True), D),
    Entry(id_profile, ("de",), L), Entry(id_profile, ("fr",), D), Entry(id_profile, ("es",), L),
    Entry(id_profile, ("pt-BR",), D), Entry(id_profile, ("en-IN",), L), Entry(id_profile, ("en-GB",), D),
    Entry(id_profile, ("en-US",), L),
    Entry(local_transfer, ("de",), D), Entry(local_transfer, ("fr",), L), Entry(local_transfer, ("es",), D),
    Entry(local_transfer, ("pt-BR",), L), Entry(local_transfer, ("en-IN",), D), Entry(local_transfer, ("en-GB",), L),
    Entry(pills, ("usd", False), D), Entry(pills, ("eur", False), D), Entry(pills, ("gbp", True), L),
    Entry(pills, ("in", True), D),
    Entry(dimmed, ("sheet", bank, "usd"), L), Entry(dimmed, ("alert", id_profile, "en-GB"), D),
    Entry(dimmed, ("sheet", chat, ("otp", "phone", "address")), D), Entry(dimmed, ("alert", transfer, "GB"), L),
    Entry(phrase, (12,), L), Entry(phrase, (24,), D),
    Entry(password_item, (), L), Entry(password_item, (), D),
    Entry(light_blur_pt, (bank, "usd"), L), Entry(light_blur_pt, (card, "visa", "navy"), D),
    Entry(light_blur_pt, (health, "en", 15), L), Entry(light_blur_pt, (transfer, "DE"), D),
    Entry(light_blur_pt, (id_profile, "en-IN"), L), Entry(light_blur_pt, (bank, "gb"), D),
    Entry(direct_deposit, (), L), Entry(statement, (), D), Entry(sms_codes, (), L),
    # protected
    Entry(overlay, (), D, "overlay"), Entry(heavy_blur, (bank, "usd"), L, "blur"),
    Entry(heavy_blur, (phrase, 12), D, "blur"), Entry(splash, (True,), L, "splash"),
    Entry(covered, ("all",), D, "partial"), Entry(solid, ("#000000",), D, "black"),
    # clean
    Entry(clean_settings, (), L, clean=True), Entry(clean_activity, (), D, clean=True),
    Entry(clean_about, (), D, clean=True), Entry(clean_weather, (), L, clean=True),
    Entry(clean_reader, (), L, clean=True), Entry(password_item, (False,), L, clean=True),
    Entry(clean_locale, ("de",), D, clean=True), Entry(clean_locale, ("fr",), L, clean=True),
    Entry(clean_locale, ("es",), D, clean=True), Entry(clean_locale, ("pt-BR",), L, clean=True),
]


# Tuning only: the stacked-label classes (a value under its label) in the tuning fonts, in the
# "stacked" layout (iOS inset groups and large titles, values under their titles) that is not the
# validation part's "material" one; numbering variants of recovery phrases; grouped Vietnamese
# accounts; currencies written `JP¥`, `Rs.`, `-R$` and with narrow no-break group separators;
# and order details with tracking numbers as bait.
STACKED = [
    Entry(id_profile, ("es",), L), Entry(id_profile, ("pt-BR",), D), Entry(id_profile, ("de",), D),
    Entry(id_profile, ("fr",), L), Entry(id_profile, ("en-IN",), D), Entry(id_profile, ("en-GB",), L),
    Entry(id_profile, ("en-US",), D),
    Entry(local_transfer, ("en-IN",), L), Entry(local_transfer, ("en-GB",), D),
    Entry(local_transfer, ("pt-BR",), D), Entry(local_transfer, ("es",), L),
    Entry(vn_account_transfer, (), L),
    Entry(phrase, (12, "paren"), D), Entry(phrase, (24, "zero"), L), Entry(phrase, (12,), L),
    Entry(password_item, (), D), Entry(password_item, (), L),
    Entry(bank, ("in",), D), Entry(bank, ("jpycode",), L), Entry(bank, ("brl",), L), Entry(bank, ("frnnbsp",), D),
    # clean
    Entry(password_item, (False,), D, clean=True), Entry(clean_orders, (), L, clean=True),
    Entry(clean_orders, (), D, clean=True),
]
# Plans drawn in a layout of their own rather than their part's.
PLAN_LAYOUT = {"stacked": "stacked", "stressios": "ios"}


@dataclass(frozen=True)
class Part:
    """One half of the corpus: its fonts, layout, device sizes, and the plan it draws."""

    name: str
    families: tuple[str, ...]
    layout: str
    sizes: tuple[str, ...]
    plans: tuple[tuple[str, list[Entry]], ...]   # (seed tag, entries); "classic" keeps the original names
    fallback: str = "noto"                       # the family for text the part's own faces lack


PHONES = ("1179x2556", "1170x2532", "828x1792", "750x1334")
IPADS = ("1640x2360", "2048x2732")
PARTS = {
    # tuning: the original corpus (Inter, unchanged) plus the general plan in Inter, Roboto,
    # Open Sans and Liberation Sans, DejaVu Sans Mono for codes, iOS layouts
    "tuning": Part("tuning", ("inter", "roboto", "opensans", "liberation"), "ios", PHONES + IPADS,
                   (("classic", PLAN), ("general", GENERAL), ("stacked", STACKED))),
    # validation: fonts and layout the tuning part never uses (Lato, Noto Sans, Cantarell, Roboto
    # Condensed, DejaVu Sans; Liberation Mono for codes; Material-style stacked rows, square cells)
    "validation": Part("validation", ("lato", "noto", "cantarell", "robotocondensed", "dejavu"), "material",
                       PHONES + IPADS, (("general", GENERAL), ("general2", GENERAL))),
    # stress (opt-in, never committed): faces neither part uses (FreeSans, Carlito, Clear Sans, TeX
    # Gyre Heros Condensed, Cabin), in both layouts, to reproduce a class of misses on screens of one's own
    "stress": Part("stress", ("freesans", "carlito", "clearsans", "heroscn", "cabin"), "material",
                   PHONES + IPADS, (("stress", GENERAL), ("stressios", GENERAL)), fallback="freesans"),
}
DEFAULT_PARTS = ("tuning", "validation")
STRESS_OUT = "/tmp/snapguard-stress"


def _treatment(rng: random.Random, dev: Device) -> tuple[bool, int | None]:
    """How a general-plan screen is stored: about a third as JPEG (quality 70–90), some @3x and
    iPad screens at half size."""
    jpeg = rng.randint(70, 90) if rng.random() < 0.34 else None
    half = dev.width >= 1100 and rng.random() < 0.3
    return half, jpeg


def shots(seed: int, part: Part) -> list[Shot]:
    """Render every planned screen of a part."""
    out, names = [], set()
    for tag, plan in part.plans:
        for i, entry in enumerate(plan):
            classic = tag == "classic"
            rng = random.Random(f"{seed}:{i}" if classic else f"{seed}:{part.name}:{tag}:{i}")
            size = SIZES[i % len(SIZES)] if classic else part.sizes[(i + len(tag)) % len(part.sizes)]
            dev, th = device(size), theme(entry.dark)
            family = "inter" if classic else part.families[(i + len(tag)) % len(part.families)]
            style = "ios" if classic else PLAN_LAYOUT.get(tag, part.layout)
            half, jpeg = (False, None) if classic else _treatment(random.Random(f"{seed}:fmt:{tag}:{i}"), dev)
            with fonts.using(family), layout(style):
                stem, frame, desc = entry.build(rng, dev, th, *entry.args)
            if not fonts.covers(family, "".join(r.text for r in frame.records)):
                # e.g. Vietnamese or ₹ in a face without them: the general plans fall back to Noto
                # Sans; plans of their own layout to another of the part's families first
                spare = [f for f in part.families if f != family] if tag in PLAN_LAYOUT else []
                text = "".join(r.text for r in frame.records)
                family = next((f for f in spare if fonts.covers(f, text)), part.fallback)
                with fonts.using(family), layout(style):
                    rng = random.Random(f"{seed}:{part.name}:{tag}:{i}")
                    stem, frame, desc = entry.build(rng, dev, th, *entry.args)
            mode = "dark" if entry.dark else "light"
            detail = f"{mode}, {dev.model}" + ("" if classic else f", {family}, {style} layout")
            detail += ", half size" if half else ""
            detail += f", JPEG q{jpeg}" if jpeg else ""
            shot = Shot(stem, frame, f"{desc} ({detail})", entry.protection, entry.clean, half, jpeg)
            if entry.protection is None and not entry.clean and shot.kind() != "leaky":
                raise ValueError(f"plan entry {i} ({stem}) was meant to leak but shows nothing")
            name = f"{shot.kind()}-{stem}" + ("" if entry.protection in ("black", "white") else f"-{mode}")
            if tag in PLAN_LAYOUT:
                name += f"-{PLAN_LAYOUT[tag]}"
            if not classic:
                name += f"-{family}"
            image_size = f"{dev.width // 2}x{dev.height // 2}" if half else dev.size
            while f"{name}-{image_size}" in names:
                name += "-b"
            names.add(f"{name}-{image_size}")
            shot.name = name
            out.append(shot)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=None,
                        help="corpus folder; the parts go to OUT/tuning and OUT/validation "
                             f"(default Tests/Corpus; {STRESS_OUT} for the opt-in stress part)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--part", choices=sorted(PARTS), action="append",
                        help="render only this part (repeatable; default: tuning and validation)")
    args = parser.parse_args()
    for key in args.part or DEFAULT_PARTS:
        out = args.out or (STRESS_OUT if key == "stress" else os.path.join(ROOT, "Tests", "Corpus"))
        folder = os.path.join(out, key)
        entries = write(shots(args.seed, PARTS[key]), folder)
        print(f"{folder}: {summary(entries)}")


if __name__ == "__main__":
    main()
