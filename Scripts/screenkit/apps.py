"""App screen templates shared by the sample and corpus renderers.

Each template takes a device, a theme and a plain-data description of the app state and
returns a `Screen`. Sensitive values are passed as `Txt(..., category=...)` by the caller,
so the templates stay neutral about what is leaky.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .canvas import Txt
from .screen import Screen
from .theme import Device, Theme
from .widgets import (Avatar, BalanceHeader, Bubble, Button, CardArt, ChatHeader, ChatInput,
                      Header, NavBar, Paragraph, QuickActions, Row, SearchField, Section, TabBar,
                      Timestamp)

BANK_TABS = [("Home", "house"), ("Cards", "card"), ("Payments", "arrows"),
             ("Insights", "chart"), ("Profile", "person")]
HEALTH_TABS = [("Summary", "heart"), ("Sharing", "person"), ("Browse", "grid")]
AVATAR_COLOURS = ["#FF9500", "#34C759", "#5856D6", "#FF2D55", "#5AC8FA", "#AF52DE", "#8E8E93",
                  "#FF3B30", "#007AFF", "#A2845E"]


@dataclass
class Transaction:
    """One list entry in a bank feed."""

    merchant: str
    when: str
    amount: Txt | str
    incoming: bool = False


@dataclass
class Bank:
    """State of a bank home screen (also used for the Vietnamese variant)."""

    title: str
    balance_label: str
    balance: Txt | str
    detail: Txt | str | None
    transactions: list[Transaction]
    brand: tuple[str, str] = ("#0A3D91", "#2F80ED")
    actions: list[tuple[str, str]] = field(default_factory=lambda: [
        ("Send", "arrows"), ("Request", "plus"), ("Pay", "card"), ("More", "grid")])
    feed_title: str = "Recent Activity"
    see_all: str = "See All"
    tabs: list[tuple[str, str]] = field(default_factory=lambda: list(BANK_TABS))


def transaction_row(t: Transaction, index: int) -> Row:
    """A feed row: coloured initial, merchant, date, trailing amount (green when incoming)."""
    return Row(t.merchant, value=t.amount, subtitle=t.when,
               avatar=(t.merchant[:1].upper(), AVATAR_COLOURS[index % len(AVATAR_COLOURS)]),
               value_color="green" if t.incoming else "label")


def bank_home(dev: Device, th: Theme, bank: Bank) -> Screen:
    """Bank home: balance hero, quick actions, recent transactions, tab bar."""
    rows = [transaction_row(t, i) for i, t in enumerate(bank.transactions)]
    content = [
        NavBar(bank.title, trailing_icon="bell"),
        BalanceHeader(bank.balance_label, bank.balance, bank.detail, brand=bank.brand),
        QuickActions(bank.actions),
        Header(bank.feed_title, bold=True, action=bank.see_all),
        Section(rows),
    ]
    return Screen(dev, th, content, tab_bar=TabBar(bank.tabs, 0))


@dataclass
class CardScreen:
    """State of a card-details screen."""

    issuer: str
    number: str
    expiry: str
    holder: str
    brand: str
    colors: tuple[str, str]
    text_color: str
    rows: list[Row]
    number_category: str | None = "card"


def card_details(dev: Device, th: Theme, card: CardScreen) -> Screen:
    """Wallet-style card details: card art, a group of detail rows, card controls."""
    content = [
        NavBar("Card", large=False, back="Wallet", trailing="Edit"),
        CardArt(card.number, card.expiry, card.holder, card.issuer, card.brand, card.colors,
                card.text_color, card.number_category),
        Section(card.rows, header="Card details"),
        Section([Row("Lock card", toggle=False), Row("Change PIN", chevron=True),
                 Row(Txt("Report lost or stolen", color="red"))]),
    ]
    return Screen(dev, th, content)


@dataclass
class Chat:
    """A conversation: [(Txt | str, outgoing)] messages, with optional timestamps as str items."""

    name: str
    initials: str
    messages: list[tuple[Txt | str, bool] | str]


def chat(dev: Device, th: Theme, conv: Chat) -> Screen:
    """Messages conversation with grey incoming and blue outgoing bubbles."""
    content: list = [ChatHeader(conv.name, conv.initials)]
    for i, item in enumerate(conv.messages):
        if isinstance(item, str):
            content.append(Timestamp(item))
            continue
        text, outgoing = item
        nxt = conv.messages[i + 1] if i + 1 < len(conv.messages) else None
        tail = not (isinstance(nxt, tuple) and nxt[1] == outgoing)
        content.append(Bubble(text, outgoing, tail))
    return Screen(dev, th, content, footer=ChatInput(), background="background")


@dataclass
class Health:
    """A health-records screen: titled sections of rows plus an optional grey note."""

    title: str
    sections: list[Section]
    note: Txt | str | None = None
    subtitle: Txt | str | None = None
    tabs: list[tuple[str, str]] = field(default_factory=lambda: list(HEALTH_TABS))
    note_size: float = 15


def health_records(dev: Device, th: Theme, rec: Health) -> Screen:
    """Health-records list (conditions, labs, medications) with a tab bar."""
    content: list = [NavBar(rec.title, subtitle=rec.subtitle, trailing_icon="person")]
    if rec.note:
        content.append(Paragraph(rec.note, size=rec.note_size, indent=20, pad=8))
    content += rec.sections
    return Screen(dev, th, content, tab_bar=TabBar(rec.tabs, 0))


@dataclass
class Profile:
    """A personal-information screen."""

    initials: str
    name: str
    headline: Txt | str | None
    sections: list[Section]
    title: str = "Profile"
    back: str = "Settings"


def profile(dev: Device, th: Theme, p: Profile) -> Screen:
    """Account profile: avatar hero and personal-information rows."""
    content = [NavBar(p.title, large=False, back=p.back, trailing="Edit"),
               Avatar(p.initials, p.name, p.headline)] + p.sections
    return Screen(dev, th, content)


@dataclass
class Transfer:
    """A money-transfer review screen."""

    amount_label: str
    amount: Txt | str
    sections: list[Section]
    button: Txt | str
    title: str = "Transfer"
    back: str = "Payments"


def transfer(dev: Device, th: Theme, t: Transfer) -> Screen:
    """Transfer review: centred amount, from/to sections, pinned confirm button."""
    content = [NavBar(t.title, large=False, back=t.back),
               BalanceHeader(t.amount_label, t.amount, center=True, amount_size=40)] + t.sections
    return Screen(dev, th, content, footer=Button(t.button))


@dataclass
class ListScreen:
    """A generic large-title list screen (settings, about, activity...)."""

    title: str
    sections: list
    search: bool = False
    tabs: list[tuple[str, str]] | None = None
    back: str | None = None
    large: bool = True


def list_screen(dev: Device, th: Theme, s: ListScreen) -> Screen:
    """Large-title grouped list, optional search field and tab bar."""
    content: list = [NavBar(s.title, large=s.large, back=s.back)]
    if s.search:
        content.append(SearchField())
    content += s.sections
    return Screen(dev, th, content, tab_bar=TabBar(s.tabs, len(s.tabs) - 1) if s.tabs else None)


def settings(weather: str = "72°F", steps: str = "8,432 steps", version: str = "2.3.1",
             build: str = "1234", ios: str = "iOS 17.2", vietnamese: bool = False) -> ListScreen:
    """A clean settings list full of numbers that are *not* sensitive (false-positive bait)."""
    l = (lambda en, vi: vi) if vietnamese else (lambda en, vi: en)
    general = Section([
        Row(l("Notifications", "Thông báo"), icon=("bell", "#FF3B30"), chevron=True),
        Row(l("Privacy", "Quyền riêng tư"), icon=("shield", "#007AFF"), chevron=True),
        Row("Face ID", icon=("lock", "#34C759"), toggle=True)])
    widgets = Section([Row(l("Weather", "Thời tiết"), weather, icon=("leaf", "#5AC8FA")),
                       Row(l("Steps today", "Số bước hôm nay"), steps, icon=("heart", "#FF2D55")),
                       Row(l("Last sync", "Đồng bộ lần cuối"), "9:41 AM", icon=("clock", "#8E8E93"))],
                      header="Widgets")
    about = Section([Row(l("Version", "Phiên bản"), version), Row("Build", build),
                     Row(l("Requires", "Yêu cầu"), ios)],
                    header=l("About", "Giới thiệu"), footer="© 2024 Apex Health Inc.")
    return ListScreen(l("Settings", "Cài đặt"), [general, widgets, about], search=True)
