#!/usr/bin/env python3
"""Render the hand-written sample screens to Samples/*.png and Samples/truth.json.

Usage: python3 Scripts/render_samples.py [--out Samples]
Every value is fixed, so the output is byte-for-byte reproducible with the pinned Pillow.
"""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from screenkit import GREY_999, Shot, Txt, device, summary, theme, write  # noqa: E402
from screenkit import apps, effects  # noqa: E402
from screenkit.widgets import Row, Section  # noqa: E402

T = Txt
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BRAND = ("#0A3D91", "#2F80ED")


def us_bank() -> apps.Bank:
    return apps.Bank(
        "Accounts", "Available balance", T("$12,345.67", "currency"), "Everyday Checking •• 4821",
        [apps.Transaction("Blue Bottle Coffee", "Today, 8:12 AM", T("-$6.75", "currency")),
         apps.Transaction("Payroll ACME Corp", "Yesterday", T("+$3,250.00", "currency"), True),
         apps.Transaction("Whole Foods Market", "Mar 12", T("-$84.19", "currency")),
         apps.Transaction("Uber", "Mar 11", T("-$23.40", "currency")),
         apps.Transaction("Netflix", "Mar 10", T("-$15.49", "currency")),
         apps.Transaction("Shell", "Mar 9", T("-$41.02", "currency"))])


def vn_bank() -> apps.Bank:
    return apps.Bank(
        "Tài khoản", "Số dư khả dụng", T("12.345.678 ₫", "currency"),
        T("Số tài khoản: 0071 0004 56789", marks=(("0071 0004 56789", "account"),)),
        [apps.Transaction("Chuyển tiền đến Nguyễn Văn An", "Hôm nay, 08:15", T("-500.000đ", "currency")),
         apps.Transaction("Lương tháng 3", "Hôm qua", T("+18.500.000 ₫", "currency"), True),
         apps.Transaction("Điện lực EVN", "12/03", T("-1.234.000 ₫", "currency")),
         apps.Transaction("Siêu thị Co.opmart", "11/03", T("-356.500 ₫", "currency"))],
        brand=("#00703C", "#2DB36F"),
        actions=[("Chuyển tiền", "arrows"), ("Nạp tiền", "plus"), ("Thanh toán", "card"),
                 ("Thêm", "grid")],
        feed_title="Giao dịch gần đây", see_all="Xem tất cả",
        tabs=[("Trang chủ", "house"), ("Thẻ", "card"), ("Chuyển", "arrows"), ("Tài khoản", "person")])


def card_screen() -> apps.CardScreen:
    rows = [Row("Cardholder", "Jordan A. Miller"),
            Row("Current balance", T("$1,284.50", "currency")),
            Row("Available credit", T("$8,715.50", "currency")),
            Row("Payment due", "Apr 15")]
    return apps.CardScreen("Apex Bank", "4111 1111 1111 1111", "08/28", "Jordan A. Miller", "visa",
                           ("#141E30", "#35577D"), "#F2F2F2", rows)


def conversation() -> apps.Chat:
    return apps.Chat("Sam Rivera", "SR", [
        "Today 9:12 AM",
        (T("Can you log in for me? The bank just texted:"), False),
        (T("Your verification code is 482913. Do not share it with anyone.",
           marks=(("Your verification code is 482913", "otp"),)), False),
        (T("On it, give me a sec"), True),
        (T("Call me on +1 (415) 555-0132 when you land",
           marks=(("+1 (415) 555-0132", "phone"),)), True),
        "Today 9:30 AM",
        (T("The new address is 742 Evergreen Terrace, Springfield, OR 97403",
           marks=(("742 Evergreen Terrace, Springfield, OR 97403", "address"),)), False),
        (T("Got it, see you there!"), True),
    ])


def health_record() -> apps.Health:
    conditions = Section([
        Row(T("Type 2 diabetes", "health"), subtitle="Diagnosed Mar 2021 · Dr. Patel"),
        Row(T("Hypertension", "health"), subtitle="Diagnosed Nov 2019")], header="Conditions")
    labs = Section([
        Row("HbA1c", "7.2%", subtitle="Mar 4, 2024", span=("HbA1c 7.2%", "health")),
        Row("Blood pressure", "138/88", subtitle="Mar 4, 2024",
            span=("Blood pressure 138/88", "health"))], header="Lab results")
    meds = Section([
        Row(T("Metformin 500 mg", "health"), subtitle="Twice daily with meals"),
        Row(T("Lisinopril 10 mg", "health"), subtitle="Once daily")], header="Medications")
    return apps.Health("Health Records", [conditions, labs, meds],
                       note=T("Diagnosis: Type 2 diabetes, HbA1c 7.2%", "health", color=GREY_999))


def personal_profile() -> apps.Profile:
    info = Section([
        Row("Email", T("jordan.miller@example.com", "email")),
        Row("Phone", T("(415) 555-0198", "phone")),
        Row("Date of birth", T("03/14/1986", "dob")),
        Row("SSN", T("123-45-6789", "ssn")),
        Row("Home address", subtitle=T("1600 Pennsylvania Ave NW, Washington, DC 20500", "address"),
            subtitle_color="label", subtitle_size=17)], header="Personal information")
    security = Section([Row("Face ID & Passcode", chevron=True), Row("Sign Out", chevron=False,
                                                                       title_color="red")])
    return apps.Profile("JM", "Jordan Miller", "Member since 2016", [info, security])


def iban_transfer() -> apps.Transfer:
    wide = dict(subtitle_color="label", subtitle_size=17)
    src = Section([
        Row("Everyday Checking", subtitle=T("Account 4821 0093 17", marks=(("4821 0093 17", "account"),)),
            value=T("$12,345.67", "currency"))], header="From")
    to = Section([
        Row("Recipient", "Oliver Bennett"),
        Row("IBAN", subtitle=T("GB82 WEST 1234 5698 7654 32", "iban"), **wide),
        Row("Bank", "NatWest, London")], header="To")
    us = Section([
        Row("Account number", subtitle=T("000123456789", "account"), **wide),
        Row("Routing number", subtitle=T("021000021", "routing"), **wide)],
        header="Also saved: US recipient")
    return apps.Transfer("You send", T("$2,500.00", "currency"), [src, to, us],
                         T("Send $2,500.00", marks=(("$2,500.00", "currency"),)))


def shots() -> list[Shot]:
    """All sample screens, in the order they appear in truth.json."""
    light, dark = theme(False), theme(True)
    big, std, xr, se = (device(s) for s in ("1179x2556", "1170x2532", "828x1792", "750x1334"))
    balance = apps.bank_home(big, light, us_bank()).render()
    return [
        Shot("leaky-balance-light", balance, "Bank home, light: balance and recent transactions"),
        Shot("leaky-balance-dark", apps.bank_home(big, dark, us_bank()).render(),
             "Bank home, dark mode"),
        Shot("leaky-card-details", apps.card_details(std, light, card_screen()).render(),
             "Card art with Visa test number 4111 1111 1111 1111, balances"),
        Shot("leaky-messages-chat", apps.chat(big, light, conversation()).render(),
             "Messages: OTP, phone number and street address in bubbles"),
        Shot("leaky-health-light", apps.health_records(se, light, health_record()).render(),
             "Health records, light, with #999 grey note"),
        Shot("leaky-health-dark", apps.health_records(big, dark, health_record()).render(),
             "Health records, dark"),
        Shot("leaky-profile", apps.profile(xr, light, personal_profile()).render(),
             "Profile with email, phone, DOB, SSN, address"),
        Shot("leaky-transfer-iban", apps.transfer(big, light, iban_transfer()).render(),
             "Transfer review with IBAN, US account and ABA routing number"),
        Shot("leaky-vn-bank", apps.bank_home(se, light, vn_bank()).render(),
             "Vietnamese banking home: Số dư, Số tài khoản, VND amounts"),
        Shot("protected-overlay", effects.privacy_overlay(big, light, BRAND, "Apex Bank"),
             "Privacy overlay: brand gradient, logo and app name", "overlay"),
        Shot("protected-blur", effects.blur(balance, effects.HEAVY_BLUR_PX),
             "Balance screen under a 30 px gaussian blur", "blur"),
        Shot("protected-splash", effects.splash(se, light, BRAND, "Apex Bank"),
             "Launch screen with centred logo", "splash"),
        Shot("clean-settings", apps.list_screen(se, light, apps.settings()).render(),
             "Settings with version, time, temperature and step-count bait", clean=True),
        Shot("clean-settings-dark", apps.list_screen(big, dark, apps.settings()).render(),
             "Settings, dark, same bait", clean=True),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "Samples"))
    args = parser.parse_args()
    entries = write(shots(), args.out)
    print(f"{args.out}: {summary(entries)}")


if __name__ == "__main__":
    main()
