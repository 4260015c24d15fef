"""App screens as HTML: each builder returns a `Built` (file stem, body, description, kind).

The builders only write markup; Chromium lays it out. Sensitive strings are marked with
`kit.m(text, category)`; everything else on a screen is context or bait.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from . import kit, values
from .kit import Device, Style, card, esc, icon, m, row, sparkline, stack, t


@dataclass
class Built:
    stem: str
    body: str
    description: str
    kind: str = "leaky"            # leaky, clean, protected
    protection: str | None = None
    css: str = ""


BANK_TABS = [("Home", "home"), ("Cards", "card"), ("Invest", "chart"), ("Profile", "user")]
HEALTH_TABS = [("Summary", "heart"), ("Records", "doc"), ("Browse", "search"), ("Settings", "gear")]


def _money_style(country: str) -> str:
    return {"US": "usd", "GB": "gbp", "FR": "eur_fr", "DE": "eur_de", "BR": "brl", "IN": "inr"}[country]


# -- brokerage and crypto: coloured values in pills on black, beside sparklines ---------------

TICKERS = [("AAPL", "Apple"), ("MSFT", "Microsoft"), ("NVDA", "NVIDIA"), ("VTI", "Vanguard Total Market"),
           ("AMZN", "Amazon"), ("TSLA", "Tesla"), ("KO", "Coca-Cola"), ("JPM", "JPMorgan Chase")]


def brokerage(rng: random.Random, dev: Device, st: Style, pills: str) -> Built:
    """Portfolio on black: total, day change in a pill, holdings with sparklines and value pills."""
    cur = rng.choice(["usd", "usd", "gbp", "eur_de"])
    total = values.money(rng, cur, 8000, 400000)
    change = values.money(rng, cur, 12, 3000, rng.choice(["+", "-"]))
    up = change.startswith("+")
    chg_cls = f"pill outline {'pos' if up else 'neg'}"
    rows = []
    for sym, name in rng.sample(TICKERS, 5 if not dev.ipad else 7):
        up_i = rng.random() < 0.6
        colour = "var(--green)" if up_i else "var(--red)"
        value = values.money(rng, cur, 300, 60000)
        cls = {"outline": f"pill outline {'pos' if up_i else 'neg'}",
               "filled": f"pill {'fill-pos' if up_i else 'fill-neg'}",
               "soft": f"pill {'soft-pos' if up_i else 'soft-neg'}"}[pills]
        shares = f"{rng.randint(2, 180)} shares"
        rows.append(f'<div class="row" style="gap:10px"><div style="flex:1;min-width:0"><div style="font-weight:{st.weight(700)}">{sym}</div>'
                    f'<div class="muted small">{esc(name)} · {shares}</div></div>'
                    f'{sparkline(rng, colour, up_i, 84 if not dev.ipad else 180, 32)}'
                    f'<div style="min-width:0;text-align:right">{m(value, "currency", cls=cls)}</div></div>')
    chart = sparkline(rng, "var(--green)" if up else "var(--red)", up, dev.width - 36 if not dev.ipad else 700,
                      110 if not dev.landscape else 70, 48, fill=True)
    body = (f'<div class="wrap"><div class="bar"><span>{icon("user", 26)}</span><span>Investing</span>'
            f'<span>{icon("search", 24)}</span></div>'
            f'<div class="muted small">Total portfolio value</div><div class="big">{m(total, "currency")}</div>'
            f'<div style="margin:6px 0 10px">{m(change, "currency", cls=chg_cls)} <span class="muted small">Today</span></div>'
            f'{chart}<div style="display:flex;gap:8px;margin:10px 0" class="small muted">'
            + "".join(f'<span class="pill" style="border:1px solid var(--line)">{p}</span>' for p in ["1D", "1W", "1M", "1Y", "ALL"])
            + f'</div><div style="font-weight:{st.weight(700)};font-size:1.2rem;margin-top:8px">Holdings</div>{"".join(rows)}</div>'
            + kit.tab_bar([("Home", "home"), ("Invest", "chart"), ("Search", "search"), ("Account", "user")], 1))
    return Built(f"brokerage-{pills}", body, f"Brokerage portfolio on black, {pills} value pills beside sparklines",
                 css="body{background:#000;color:#F5F5F7}")


COINS = [("Bitcoin", "BTC"), ("Ethereum", "ETH"), ("Solana", "SOL"), ("USD Coin", "USDC"), ("Cardano", "ADA")]


def crypto(rng: random.Random, dev: Device, st: Style, pills: str) -> Built:
    cur = rng.choice(["usd", "eur_de", "gbp"])
    total = values.money(rng, cur, 500, 90000)
    rows = []
    for name, sym in rng.sample(COINS, 4):
        up = rng.random() < 0.5
        qty = f"{rng.uniform(0.01, 40):.4f} {sym}"
        value = values.money(rng, cur, 20, 30000)
        pct = f"{'+' if up else '-'}{rng.uniform(0.1, 9.9):.2f}%"
        cls = {"outline": f"pill outline {'pos' if up else 'neg'}", "filled": f"pill {'fill-pos' if up else 'fill-neg'}",
               "soft": f"pill {'soft-pos' if up else 'soft-neg'}"}[pills]
        rows.append(f'<div class="row">{icon("bitcoin" if sym == "BTC" else "coin", 34, "#6366F1")}'
                    f'<div style="flex:1"><div style="font-weight:{st.weight(600)}">{name}</div><div class="muted small">{qty}</div></div>'
                    f'{sparkline(rng, "var(--green)" if up else "var(--red)", up, 70, 28)}'
                    f'<div style="text-align:right">{m(value, "currency", cls=cls)}<div class="small {"pos" if up else "neg"}" style="margin-top:3px">{pct}</div></div></div>')
    body = (f'<div class="wrap"><div class="bar"><span>Wallet</span><span class="muted small">Main account</span></div>'
            f'<div style="text-align:center;margin:18px 0"><div class="muted small">Balance</div>'
            f'<div class="big">{m(total, "currency")}</div></div>'
            f'<div class="grid2" style="grid-template-columns:repeat(3,1fr)">'
            + "".join(f'<div class="pill" style="background:#1C1E24;text-align:center;padding:10px">{a}</div>' for a in ["Buy", "Send", "Receive"])
            + f'</div><div style="margin-top:14px">{"".join(rows)}</div></div>')
    return Built(f"crypto-{pills}", body, f"Crypto wallet on black, {pills} fiat value pills beside sparklines",
                 css="body{background:#000;color:#F5F5F7}")


# -- health: lab tables, clinical scores, records ------------------------------------------

LABS = [("HbA1c", lambda r: f"{r.uniform(5.8, 9.8):.1f} %", "4.0–5.6 %"),
        ("eGFR", lambda r: f"{r.randint(38, 88)} mL/min/1.73m²", "> 90"),
        ("LDL", lambda r: f"{r.randint(131, 212)} mg/dL", "< 100"),
        ("TSH", lambda r: f"{r.uniform(4.6, 9.9):.1f} mIU/L", "0.4–4.0"),
        ("HDL", lambda r: f"{r.randint(28, 39)} mg/dL", "> 40"),
        ("ALT", lambda r: f"{r.randint(58, 140)} U/L", "7–56"),
        ("Ferritin", lambda r: f"{r.randint(6, 14)} ng/mL", "24–336"),
        ("Creatinine", lambda r: f"{r.uniform(1.4, 2.6):.2f} mg/dL", "0.7–1.3"),
        ("Triglycerides", lambda r: f"{r.randint(180, 420)} mg/dL", "< 150"),
        ("PSA", lambda r: f"{r.uniform(4.2, 11):.1f} ng/mL", "< 4.0")]


def lab_results(rng: random.Random, dev: Device, st: Style, layout: str) -> Built:
    """Lab report: term, value, range, flag. `table` (columns), `cards` (term over value)."""
    picks = rng.sample(LABS, 6 if not dev.ipad else 8)
    if layout == "table":
        trs = []
        for i, (term, val, ref) in enumerate(picks):
            g = f"lab{i}"
            trs.append(f'<tr><td>{m(term, "health", g)}</td><td class="num" style="font-weight:{st.weight(600)}">'
                       f'{m(val(rng), "health", g)}</td><td class="num muted small">{ref}</td>'
                       f'<td><span class="pill soft-neg small">{rng.choice(["High", "Low", "H", "L"])}</span></td></tr>')
        inner = (f'<table><thead><tr><th>Test</th><th class="num">Result</th><th class="num">Range</th><th></th></tr></thead>'
                 f'<tbody>{"".join(trs)}</tbody></table>')
    else:
        cells = []
        for i, (term, val, ref) in enumerate(picks):
            g = f"lab{i}"
            cells.append(f'<div class="card" style="margin:0"><div class="muted small">{m(term, "health", g)}</div>'
                         f'<div style="font-size:1.5rem;font-weight:{st.weight(700)}">{m(val(rng), "health", g)}</div>'
                         f'<div class="small muted">Ref {ref}</div></div>')
        inner = f'<div class="grid2" style="grid-template-columns:repeat({3 if dev.ipad or dev.landscape else 2},1fr)">{"".join(cells)}</div>'
    lab = rng.choice(["Quest Diagnostics", "Metro Lab", "Synlab", "City Pathology"])
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Records</span><span>Lab Results</span><span></span></div>'
            f'<div class="title" style="font-size:1.5rem">Comprehensive panel</div>'
            f'<div class="subtitle">{lab} · collected {rng.randint(2, 27)} Mar</div>{card(inner) if layout == "table" else inner}'
            f'</div>{kit.tab_bar(HEALTH_TABS, 1)}')
    return Built(f"labs-{layout}", body, f"Lab results ({layout}): short test names with values")


def vitals(rng: random.Random, dev: Device, st: Style) -> Built:
    """Vitals and clinical scores: BMI, SpO₂, PHQ-9 and GAD-7 with score and band."""
    phq = rng.randint(10, 24)
    gad = rng.randint(8, 19)
    phq_band = "Moderate" if phq < 15 else ("Moderately severe" if phq < 20 else "Severe")
    gad_band = "Moderate" if gad < 15 else "Severe"
    bmi = f"{rng.uniform(30.1, 38.9):.1f}"
    spo2 = f"{rng.randint(86, 93)}%"
    bp = f"{rng.randint(142, 178)}/{rng.randint(92, 110)}"
    scores = (f'<div class="row"><div>{m("PHQ-9", "health", "phq")}<div class="muted small">Depression screening</div></div>'
              f'<div class="v"><span style="font-size:1.4rem;font-weight:{st.weight(700)}">{m(str(phq), "health", "phq")}</span> '
              f'{m(phq_band, "health", "phq", cls="pill soft-neg small")}</div></div>'
              f'<div class="row"><div>{m("GAD-7", "health", "gad")}<div class="muted small">Anxiety screening</div></div>'
              f'<div class="v"><span style="font-size:1.4rem;font-weight:{st.weight(700)}">{m(str(gad), "health", "gad")}</span> '
              f'{m(gad_band, "health", "gad", cls="pill soft-neg small")}</div></div>')
    vit = (row(m("BMI", "health", "bmi"), m(bmi, "health", "bmi")) +
           row(m("SpO₂", "health", "spo2"), m(spo2, "health", "spo2")) +
           row(m("Blood pressure", "health", "bp"), m(f"{bp} mmHg", "health", "bp")))
    body = (f'<div class="wrap"><div class="title">Check-in</div><div class="subtitle">Visit on {rng.randint(2, 28)} April</div>'
            f'{card(scores, "Questionnaires")}{card(vit, "Vitals")}</div>{kit.tab_bar(HEALTH_TABS, 0)}')
    return Built("scores", body, "Clinical scores (PHQ-9, GAD-7 with score and band) and vitals (BMI, SpO₂, blood pressure)")


CONDITIONS = ["Type 2 diabetes", "Hypertension", "Major depressive disorder", "Asthma", "Hypothyroidism",
              "Chronic kidney disease", "Atrial fibrillation", "Generalized anxiety disorder", "Epilepsy"]
MEDS = ["Metformin 500 mg", "Lisinopril 10 mg", "Sertraline 50 mg", "Levothyroxine 75 mcg", "Apixaban 5 mg",
        "Atorvastatin 40 mg", "Escitalopram 10 mg", "Lamotrigine 100 mg"]


def health_record(rng: random.Random, dev: Device, st: Style) -> Built:
    conds = rng.sample(CONDITIONS, 3)
    meds = rng.sample(MEDS, 3)
    c = "".join(row(m(x, "health"), f'<span class="muted small">since {rng.randint(2009, 2023)}</span>') for x in conds)
    d = "".join(stack(m(x, "health"), f'<span class="muted small">{rng.choice(["Once daily", "Twice daily", "At bedtime"])}</span>') for x in meds)
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Back</span><span>Health Record</span><span></span></div>'
            f'<div style="display:flex;gap:12px;align-items:center;margin:8px 0">{kit.avatar("JM", "#0EA5E9")}'
            f'<div><div style="font-weight:{st.weight(700)}">My record</div><div class="muted small">Updated today</div></div></div>'
            f'{card(c, "Conditions")}{card(d, "Medications")}</div>{kit.tab_bar(HEALTH_TABS, 1)}')
    return Built("health-record", body, "Health record: conditions and medications")


# -- people and addresses -------------------------------------------------------------------


def address_block(lines: list[str], group: str) -> str:
    return "<br>".join(m(line, "address", group) for line in lines)


def profile(rng: random.Random, dev: Device, st: Style, country: str, layout: str) -> Built:
    """Personal details with an address block laid out the way the country writes it."""
    person = values.name(rng, country)
    labels = {"IN": ("Mobile", "Email", "Date of birth", "Delivery address"),
              "BR": ("Celular", "E-mail", "Data de nascimento", "Endereço"),
              "FR": ("Mobile", "E-mail", "Date de naissance", "Adresse postale"),
              "US": ("Phone", "Email", "Date of birth", "Home address")}[country]
    dob_style = {"IN": "dmy", "BR": "eu", "FR": "eu", "US": "us"}[country]
    ph, em, db = values.phone(rng, country), values.email(rng, person), values.dob(rng, dob_style)
    addr = values.address_lines(rng, country)
    if layout == "rows":
        inner = (row(labels[0], m(ph, "phone")) + row(labels[1], m(em, "email")) + row(labels[2], m(db, "dob")))
        addr_html = card(f'<div style="line-height:1.45">{address_block(addr, "addr")}</div>', labels[3])
    else:
        inner = stack(labels[0], m(ph, "phone")) + stack(labels[1], m(em, "email")) + stack(labels[2], m(db, "dob"))
        addr_html = card(stack(labels[3], address_block(addr, "addr")))
    initials = "".join(w[0] for w in person.split()[:2])
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹</span><span>{"Perfil" if country == "BR" else ("Profil" if country == "FR" else "Profile")}</span><span class="back">Edit</span></div>'
            f'<div style="display:flex;flex-direction:column;align-items:center;margin:6px 0 10px">{kit.avatar(initials, "#7C3AED")}'
            f'<div style="font-size:1.3rem;font-weight:{st.weight(700)};margin-top:6px">{esc(person)}</div></div>'
            f'{card(inner)}{addr_html}</div>')
    return Built(f"profile-{country.lower()}-{layout}", body, f"Profile ({country}, {layout}): phone, e-mail, birth date, address block")


def delivery(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    """Checkout: the delivery address in one card, items and the total."""
    person = values.name(rng, country)
    addr = values.address_lines(rng, country)
    cur = _money_style(country)
    items = [(x, values.money(rng, cur, 4, 90)) for x in rng.sample(["Running shoes", "Desk lamp", "Coffee beans 1 kg",
                                                                     "Phone case", "Yoga mat", "Backpack"], 3)]
    total = values.money(rng, cur, 100, 400)
    lines = "".join(row(esc(a), m(b, "currency")) for a, b in items) + row("<b>Total</b>", f"<b>{m(total, 'currency')}</b>")
    title = {"IN": "Deliver to", "BR": "Entregar em", "FR": "Livrer à", "US": "Ship to"}[country]
    who = (f'<div style="font-weight:{st.weight(600)}">{esc(person)}</div>'
           f'<div style="line-height:1.5">{address_block(addr, "a")}</div>')
    body = (f'<div class="wrap"><div class="title">Checkout</div>'
            f'{card(who, title)}'
            f'{card(lines, "Order summary")}<div class="btn">Place order</div></div>')
    return Built(f"checkout-{country.lower()}", body, f"Checkout ({country}): delivery address block and amounts")


# -- banking --------------------------------------------------------------------------------


def ipad_accounts(rng: random.Random, dev: Device, st: Style) -> Built:
    """An iPad table of accounts: the labels are column headers far above the values."""
    trs = []
    for kind in rng.sample(["Checking", "Savings", "Business Checking", "Money Market", "Payroll", "Escrow"], 5):
        acct = values.digits(rng, rng.choice([9, 10, 12]))
        trs.append(f'<tr><td style="font-weight:{st.weight(600)}">{kind}</td><td class="muted">{rng.choice(["Primary", "Joint", "Business"])}</td>'
                   f'<td class="mono">{m(acct, "account")}</td><td class="mono">{m(values.aba(rng), "routing")}</td>'
                   f'<td class="num">{m(values.money(rng, "usd", 100, 250000), "currency")}</td></tr>')
    side = "".join(f'<div style="padding:10px 14px;border-radius:10px;{"background:var(--accent);color:#fff" if i == 1 else ""}">{icon(ic, 20)} {lab}</div>'
                   for i, (lab, ic) in enumerate([("Overview", "home"), ("Accounts", "bank"), ("Transfers", "chart"), ("Statements", "doc"), ("Settings", "gear")]))
    table = ('<table><thead><tr><th>Account</th><th>Owner</th><th>Account number</th><th>Routing number</th>'
             f'<th class="num">Balance</th></tr></thead><tbody>{"".join(trs)}</tbody></table>')
    body = (f'<div style="display:flex;height:100%"><aside style="width:{240 if dev.width > 900 else 200}px;padding:10px;border-right:1px solid var(--line)">'
            f'<div class="title" style="font-size:1.3rem;padding:0 14px">Treasury</div>{side}</aside>'
            f'<main style="flex:1;padding:0 24px"><div class="title">Accounts</div><div class="subtitle">Direct deposit and wire details</div>'
            f'{card(table)}'
            f'</main></div>')
    return Built("ipad-accounts", body, "iPad table: account and routing numbers under column headers, balances")


def transfer(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    """Transfer details: IBAN and BIC (EU), or US account and ABA routing in one line."""
    cur = _money_style(country)
    amount = values.money(rng, cur, 20, 9000)
    person = values.name(rng, "FR" if country == "FR" else ("GB" if country == "GB" else "US"))
    if country == "US":
        routing = values.aba(rng)
        acct = values.digits(rng, rng.choice([10, 12]))
        details = (row("Recipient", esc(person)) +
                   f'<div class="row"><span class="k">Bank</span><span class="v">Lakeshore Credit Union · ABA {m(routing, "routing")}</span></div>'
                   + row("Account", m(acct, "account")) + row("Amount", m(amount, "currency")))
    else:
        ib = values.iban(rng, {"FR": "FR", "DE": "DE", "GB": "GB"}[country])
        details = (row("Bénéficiaire" if country == "FR" else "Recipient", esc(person)) +
                   stack("IBAN", m(ib, "iban", cls="mono")) + row("BIC", rng.choice(["BNPAFRPP", "DEUTDEFF", "BARCGB22"])) +
                   row("Montant" if country == "FR" else "Amount", m(amount, "currency")))
    body = (f'<div class="wrap"><div class="bar"><span class="back">Cancel</span><span>Review transfer</span><span></span></div>'
            f'{card(details)}<div class="btn">Confirm and send</div></div>')
    return Built(f"transfer-{country.lower()}", body, f"Transfer review ({country})")


def bank_home(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    """Bank home: balance, grouped account number, transactions with card and bank icons."""
    cur = _money_style(country)
    acct = rng.choice([f"{values.digits(rng, 4, '0')} {values.digits(rng, 4, '0123456789')} {values.digits(rng, 5, '0123456789')}",
                       f"{values.digits(rng, 3)}-{values.digits(rng, 6, '0123456789')}-{values.digits(rng, 1)}",
                       values.digits(rng, 11)])
    tx = []
    for merchant in rng.sample(["Grocer & Co", "Metro Transit", "Bookshop", "Streamly", "Corner Café", "Pharmacy Plus",
                                "Fuel Station"], 5):
        amt = values.money(rng, cur, 3, 240, "-")
        tx.append(f'<div class="row">{icon(rng.choice(["card", "bank"]), 26, "var(--muted)")}<div style="flex:1">'
                  f'<div>{merchant}</div><div class="muted small">{rng.choice(["Today", "Yesterday", "Mon", "Sun"])}</div></div>'
                  f'<span class="v">{m(amt, "currency")}</span></div>')
    label = {"US": "Account number", "GB": "Account number", "FR": "Numéro de compte", "BR": "Conta", "IN": "Account No."}[country]
    body = (f'<div class="wrap"><div class="bar"><span>Good morning</span>{icon("gear", 24)}</div>'
            f'<section class="card" style="background:linear-gradient(135deg,#0F766E,#115E59);color:#fff">'
            f'<div class="small" style="opacity:.8">Available balance</div><div class="big">{m(values.money(rng, cur, 200, 90000), "currency")}</div>'
            f'<div class="small" style="opacity:.85;margin-top:8px">{label}</div><div class="mono">{m(acct, "account")}</div></section>'
            f'{card("".join(tx), "Recent transactions")}</div>{kit.tab_bar(BANK_TABS, 0)}')
    return Built(f"bank-{country.lower()}", body, f"Bank home ({country}): balance, grouped account number, transactions beside icons")


def card_details(rng: random.Random, dev: Device, st: Style, masked: bool) -> Built:
    brand = rng.choice(["visa", "mastercard", "amex"])
    number = values.card(rng, brand)
    exp = values.expiry(rng)
    holder = values.name(rng, "US").upper()
    shown = ("•••• " + number.replace(" ", "")[-4:]) if masked else number
    num_html = esc(shown) if masked else m(number, "card", cls="mono")
    art = (f'<section class="card" style="background:linear-gradient(120deg,{rng.choice(["#1E293B,#334155", "#7C2D12,#EA580C", "#312E81,#6D28D9"])});'
           f'color:#F8FAFC;height:200px;display:flex;flex-direction:column;justify-content:space-between;padding:20px">'
           f'<div style="display:flex;justify-content:space-between"><b>Northwind</b><b>{brand.upper()}</b></div>'
           f'<div style="font-size:1.35rem;letter-spacing:.08em">{num_html}</div>'
           f'<div style="display:flex;justify-content:space-between" class="small"><span>{esc(holder)}</span><span>VALID THRU {esc(exp)}</span></div></section>')
    limit = values.money(rng, "usd", 500, 9000)
    # the masked card shows nothing personal but its last four and expiry; the limit is a setting
    rows = row("Expires", esc(exp)) + row("Status", "Active") + (
        row("Contactless", "On") if masked else row("Spending limit", m(limit, "currency")))
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Wallet</span><span>Card</span><span></span></div>{art}'
            f'{card(rows, "Details")}<div class="btn">Freeze card</div></div>')
    if masked:
        return Built("card-masked", body, "Masked card: last four and expiry only (nothing usable)", kind="clean")
    return Built(f"card-{brand}", body, f"Card details ({brand}): full number and expiry on card art")


# -- credentials ------------------------------------------------------------------------------


def password_item(rng: random.Random, dev: Device, st: Style, revealed: bool) -> Built:
    site = rng.choice(["github.com", "dropbox.com", "airbnb.com", "linear.app", "figma.com"])
    person = values.name(rng, "US")
    pw = values.password(rng)
    code = values.otp(rng, grouped=True)
    pw_html = m(pw, "secret", cls="mono") if revealed else '<span class="mono">••••••••••••</span>'
    ring = ('<svg width="26" height="26" viewBox="0 0 26 26"><circle cx="13" cy="13" r="10" fill="none" stroke="var(--line)" stroke-width="3"/>'
            f'<circle cx="13" cy="13" r="10" fill="none" stroke="var(--accent)" stroke-width="3" stroke-dasharray="{rng.randint(10, 60)} 63" transform="rotate(-90 13 13)"/></svg>')
    user = m(values.email(rng, person), "email") if revealed else esc(person.split()[0].lower() + "_" + values.digits(rng, 2))
    fields = (stack("username", user) + stack("password", pw_html)
              + (f'<div class="stack"><div class="k">one-time password (TOTP)</div><div class="v" style="display:flex;gap:10px;align-items:center">'
                 f'<span class="mono" style="font-size:1.4rem;letter-spacing:.05em">{m(code, "otp")}</span>{ring}</div></div>' if revealed else "")
              + stack("website", esc("https://" + site)))
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Vault</span>{icon("key", 22)}<span class="back">Edit</span></div>'
            f'<div style="display:flex;gap:12px;align-items:center;margin:6px 0">{kit.avatar(site[0].upper(), "#111827")}'
            f'<div style="font-size:1.4rem;font-weight:{st.weight(700)}">{esc(site.split(".")[0].capitalize())}</div></div>'
            f'{card(fields)}</div>')
    if not revealed:
        return Built("vault-masked", body, "Password manager item, password masked", kind="clean")
    return Built("vault-item", body, "Password manager item: revealed password, username, TOTP code with countdown")


def authenticator(rng: random.Random, dev: Device, st: Style) -> Built:
    cells = []
    for issuer in rng.sample(["GitHub", "Google", "Binance", "AWS", "Slack", "Proton"], 4):
        code = values.otp(rng, grouped=True)
        cells.append(f'<div class="row"><div><div class="muted small">{issuer}</div>'
                     f'<div class="mono" style="font-size:1.9rem;color:var(--accent)">{m(code, "otp")}</div>'
                     f'<div class="muted small">{esc(values.email(rng, values.name(rng, "US")))}</div></div>'
                     f'<div class="muted">{rng.randint(3, 29)}s</div></div>')
    body = f'<div class="wrap"><div class="title">Codes</div>{card("".join(cells))}</div>'
    return Built("authenticator", body, "Authenticator list: grouped TOTP codes beside issuer, account and countdown")


# -- documents -----------------------------------------------------------------------------


def payslip(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    cur = _money_style(country)
    gross = rng.randint(2800, 9800)
    tax = gross * rng.uniform(0.14, 0.28)
    net = gross - tax
    fmt = lambda v: values.money(random.Random(int(v * 100)), cur, v, v)  # noqa: E731  exact amount
    lines = (row("Gross pay", m(fmt(gross), "currency")) + row("Income tax", m(fmt(round(tax, 2)), "currency"))
             + row("<b>Net pay</b>", f"<b>{m(fmt(round(net, 2)), 'currency')}</b>"))
    if country == "GB":
        bank = row("Sort code", m(f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}", "routing")) + row("Account", m(values.digits(rng, 8), "account"))
    else:
        bank = row("Routing", m(values.aba(rng), "routing")) + row("Account", m(values.digits(rng, 10), "account"))
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Pay</span><span>Payslip</span>{icon("doc", 22)}</div>'
            f'<div class="title" style="font-size:1.5rem">{rng.choice(["March", "April", "May"])} 2025</div>'
            f'<div class="subtitle">Acme Logistics Ltd · paid on the 28th</div>{card(lines, "Earnings")}{card(bank, "Paid into")}</div>')
    return Built(f"payslip-{country.lower()}", body, f"Payslip ({country}): gross, tax, net pay, bank details")


def receipt(rng: random.Random, dev: Device, st: Style) -> Built:
    cur = rng.choice(["usd", "eur_de", "gbp"])
    items = [(x, values.money(rng, cur, 2, 60)) for x in rng.sample(["Oat milk", "Sourdough", "Olive oil", "Tomatoes", "Coffee",
                                                                     "Detergent", "Bananas", "Cheddar"], 5)]
    total = values.money(rng, cur, 60, 200)
    lines = "".join(f'<div class="row mono small"><span>{esc(a)}</span><span>{m(b, "currency")}</span></div>' for a, b in items)
    lines += f'<div class="row mono" style="font-weight:{st.weight(700)}"><span>TOTAL</span><span>{m(total, "currency")}</span></div>'
    lines += f'<div class="row mono small"><span>VISA ••••{values.digits(rng, 4)}</span><span>APPROVED</span></div>'
    head = '<div class="mono small" style="text-align:center">GREENLEAF MARKET<br>Store 114</div>'
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹</span><span>Receipt</span><span></span></div>'
            f'<section class="card" style="border-radius:4px">{head}{lines}</section></div>')
    return Built("receipt", body, "Receipt in a monospaced face: item amounts, total, masked card")


def invoice(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    cur = _money_style(country)
    client = values.name(rng, country)
    addr = values.address_lines(rng, country)
    ib = values.iban(rng, "FR" if country == "FR" else "DE")
    amounts = [values.money(rng, cur, 200, 3000) for _ in range(3)]
    lines = "".join(row(esc(x), m(a, "currency")) for x, a in zip(["Design work", "Consulting", "Hosting"], amounts))
    who = f'<div style="font-weight:{st.weight(600)}">{esc(client)}</div><div>{address_block(addr, "a")}</div>'
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹</span><span>{"Facture" if country == "FR" else "Invoice"} #{rng.randint(1000, 9999)}</span><span></span></div>'
            f'{card(who, "Bill to")}'
            f'{card(lines)}{card(stack("IBAN", m(ib, "iban", cls="mono")), "Pay to")}</div>')
    return Built(f"invoice-{country.lower()}", body, f"Invoice ({country}): billing address, amounts, IBAN")


def chat(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    code = values.otp(rng)
    addr = values.address_lines(rng, country)
    ph = values.phone(rng, country)
    bubbles = [(False, f"Your sign-in code is {code}. Don't share it.", [(f"Your sign-in code is {code}", "otp")]),
               (True, "Send it to " + ", ".join(addr), [(", ".join(addr), "address")]),
               (False, f"Sure! Call me on {ph} when you're here", [(ph, "phone")])]
    out = []
    for mine, text, marks in bubbles:
        html = esc(text)
        for sub, cat in marks:
            html = html.replace(esc(sub), m(sub, cat), 1)
        colour = "background:var(--accent);color:#fff;margin-left:auto" if mine else "background:var(--surface)"
        out.append(f'<div style="max-width:78%;padding:10px 14px;border-radius:20px;margin:8px 0;{colour}">{html}</div>')
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹</span><span>Sam</span>{icon("user", 24)}</div>{"".join(out)}</div>')
    return Built(f"chat-{country.lower()}", body, f"Messages ({country}): sign-in code, address, phone in bubbles")


# -- clean screens ---------------------------------------------------------------------------

HEADLINES = ["Diabetes cases among young adults rose sharply, study finds",
             "What your HbA1c number really means",
             "How to lower LDL cholesterol without medication",
             "Five myths about hypertension, debunked",
             "Depression screening: what the PHQ-9 asks",
             "Living with asthma in a polluted city",
             "New guidance on thyroid tests (TSH) for older adults",
             "Why eGFR matters for kidney health"]


def news(rng: random.Random, dev: Device, st: Style) -> Built:
    items = "".join(f'<div class="row" style="align-items:flex-start"><div><div class="muted small">{rng.choice(["Health", "Science", "Wellbeing"])} · {rng.randint(2, 9)} min read</div>'
                    f'<div style="font-weight:{st.weight(600)};font-size:1.05rem;margin-top:3px">{esc(h)}</div></div>'
                    f'<div style="width:64px;height:64px;border-radius:10px;background:linear-gradient({rng.randint(0, 360)}deg,#94A3B8,#CBD5E1);flex:none"></div></div>'
                    for h in rng.sample(HEADLINES, 5))
    body = f'<div class="wrap"><div class="title">Today</div><div class="subtitle">Top stories in health</div>{card(items)}</div>{kit.tab_bar([("Today", "home"), ("Search", "search"), ("Saved", "doc")], 0)}'
    return Built("news-health", body, "News app: headlines about diabetes, HbA1c, LDL, PHQ-9 (topics, not records)", kind="clean")


def settings(rng: random.Random, dev: Device, st: Style) -> Built:
    rows = "".join(row(a, f'<span class="muted">{esc(b)}</span>') for a, b in
                   [("Appearance", "Automatic"), ("Face ID & Passcode", "On"), ("Notifications", "Allowed"),
                    ("Language", "English"), ("Version", f"4.{rng.randint(1, 9)}.{rng.randint(0, 20)} (build {rng.randint(1000, 9999)})"),
                    ("Storage", f"{rng.randint(12, 480)} MB")])
    body = f'<div class="wrap"><div class="title">Settings</div>{card(rows)}{card(row("Help centre", icon("chevron", 16)) + row("Privacy policy", icon("chevron", 16)))}</div>'
    return Built("settings", body, "Settings: version, build, storage (bait numbers)", kind="clean")


def masked_profile(rng: random.Random, dev: Device, st: Style) -> Built:
    """Everything masked with bullets: an address, a phone, an account, a card."""
    inner = (stack("Address", "•••• ••••••••• ••••••<br>•••••••, •• •••••") + stack("Phone", "(•••) •••-••" + values.digits(rng, 2))
             + stack("Account", "•••• •••• " + values.digits(rng, 4)) + stack("Card", "•••• •••• •••• " + values.digits(rng, 4))
             + stack("Date of birth", "••/••/••••"))
    body = f'<div class="wrap"><div class="bar"><span class="back">‹</span><span>Your details</span>{icon("eye", 22)}</div>{card(inner)}<div class="muted small">Tap the eye to reveal.</div></div>'
    return Built("masked-details", body, "Personal details masked with bullets (address, phone, account, card, birth date)", kind="clean")


def weather(rng: random.Random, dev: Device, st: Style) -> Built:
    days = "".join(row(d, f'{rng.randint(8, 16)}° / {rng.randint(17, 29)}°') for d in ["Mon", "Tue", "Wed", "Thu", "Fri"])
    body = (f'<div class="wrap" style="text-align:center"><div class="title">Lisbon</div><div class="big" style="font-size:4rem">{rng.randint(14, 28)}°</div>'
            f'<div class="muted">Mostly sunny · H:{rng.randint(20, 30)}° L:{rng.randint(9, 15)}°</div></div><div class="wrap">{card(days, "5-day forecast")}</div>')
    return Built("weather", body, "Weather forecast", kind="clean")


# -- second batch: contacts, calls, pharmacy, health summary, visits, travel, wallets, insurance --

PHONE_LABELS = {"US": ("mobile", "home", "work"), "GB": ("mobile", "home", "work"), "FR": ("portable", "domicile", "travail"),
                "DE": ("Mobil", "Privat", "Arbeit"), "IN": ("mobile", "home", "work"), "BR": ("celular", "casa", "trabalho")}


def contact_card(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    """A Contacts card: the name under a large avatar, each number in its own row under a small label."""
    person = values.name(rng, country)
    labels = PHONE_LABELS[country]
    numbers = [(labels[0], values.phone_styled(rng, country, intl=rng.random() < 0.5)),
               (labels[rng.choice([1, 2])], values.phone_styled(rng, country, intl=rng.random() < 0.3))]
    em = values.email(rng, person)
    addr = values.address_more(rng, country)
    initials = "".join(w[0] for w in person.split()[:2])
    actions = "".join(f'<div style="flex:1;background:var(--surface);border-radius:12px;padding:9px 0 7px;text-align:center;'
                      f'color:var(--accent)" class="small">{icon(ic, 22)}<div>{lab}</div></div>'
                      for lab, ic in [("message", "doc"), ("call", "pulse"), ("video", "eye"), ("mail", "user")])
    rows = "".join(f'<div class="stack"><div class="k" style="color:var(--ink);font-size:0.85rem">{esc(lab)}</div>'
                   f'<div class="v" style="color:var(--accent);font-weight:{st.weight(400)}">{m(num, "phone")}</div></div>'
                   for lab, num in numbers)
    mail = stack('<span style="color:var(--ink);font-size:0.85rem">' + ("E-Mail" if country == "DE" else "email") + "</span>",
                 f'<span style="color:var(--accent);font-weight:{st.weight(400)}">{m(em, "email")}</span>')
    home = {"DE": "privat", "FR": "domicile", "BR": "casa"}.get(country, "home")
    addr_html = stack(f'<span style="color:var(--ink);font-size:0.85rem">{home}</span>',
                      f'<span style="font-weight:{st.weight(400)};line-height:1.4">{address_block(addr, "addr")}</span>')
    note = stack('<span style="color:var(--ink);font-size:0.85rem">Notes</span>',
                 f'<span class="muted">{rng.choice(["Met at the conference", "Neighbour, spare key", "Piano lessons on Tuesdays"])}</span>')
    width = "max-width:560px;margin:0 auto;" if dev.ipad else ""
    body = (f'<div class="wrap" style="{width}"><div class="bar"><span class="back">‹ Contacts</span><span></span><span class="back">Edit</span></div>'
            f'<div style="display:flex;flex-direction:column;align-items:center;margin:4px 0 12px">'
            f'<div class="avatar" style="width:88px;height:88px;font-size:2rem;background:linear-gradient(#A1A1AA,#71717A)">{esc(initials)}</div>'
            f'<div style="font-size:1.7rem;font-weight:{st.weight(600)};margin-top:8px">{esc(person)}</div></div>'
            f'<div style="display:flex;gap:8px">{actions}</div>'
            f'{card(rows)}{card(mail)}{card(addr_html)}{card(note)}</div>')
    return Built(f"contact-{country.lower()}", body,
                 f"Contacts card ({country}): two phone numbers each under its label, e-mail, address block")


def call_log(rng: random.Random, dev: Device, st: Style) -> Built:
    """Recents: unsaved callers listed by their number (US, UK, FR, DE, IN, BR), saved ones by name."""
    rows = []
    countries = ["US", "GB", "FR", "DE", "IN", "BR"]
    rng.shuffle(countries)
    saved = rng.sample(["Mum", "Dentist", "Alex Rivera", "Office", "Pizza Roma"], 3)
    entries = [("num", c) for c in countries] + [("name", s) for s in saved]
    rng.shuffle(entries)
    for kind, what in entries[:8 if not dev.landscape else 5]:
        missed = rng.random() < 0.3
        colour = "var(--red)" if missed else "var(--ink)"
        if kind == "num":
            main = m(values.phone_styled(rng, what, intl=rng.random() < 0.7), "phone")
            sub = rng.choice(["unknown", "mobile", {"GB": "United Kingdom", "FR": "France", "DE": "Germany", "IN": "India",
                                                   "BR": "Brazil", "US": "United States"}[what]])
        else:
            main, sub = esc(what), rng.choice(["mobile", "home", "work"])
        when = rng.choice(["09:12", "Yesterday", "Monday", "Sunday", "14:47", "Saturday"])
        rows.append(f'<div class="row" style="padding:9px 0"><div style="flex:1;min-width:0">'
                    f'<div style="font-weight:{st.weight(600)};color:{colour}">{main}</div>'
                    f'<div class="muted small">{icon("pulse", 12)} {esc(sub)}</div></div>'
                    f'<span class="muted small">{when}</span><span style="color:var(--accent)">{icon("eye", 20)}</span></div>')
    seg = ('<div style="display:flex;background:var(--line);border-radius:9px;padding:2px;width:190px;margin:0 auto" class="small">'
           f'<div style="flex:1;text-align:center;background:var(--surface);border-radius:7px;padding:4px">All</div>'
           '<div style="flex:1;text-align:center;padding:4px">Missed</div></div>')
    body = (f'<div class="wrap"><div class="bar"><span class="back">Edit</span>{seg}<span></span></div>'
            f'<div class="title">Recents</div>{"".join(rows)}</div>'
            + kit.tab_bar([("Favourites", "heart"), ("Recents", "pulse"), ("Contacts", "user"), ("Keypad", "gear")], 1))
    return Built("recents", body, "Phone recents: unsaved callers by number in six national and international formats, saved ones by name")


RX = [("Metformin", "500 mg tablet", "Take 1 tablet twice daily with meals"),
      ("Sertraline", "50 mg tablet", "Take 1 tablet every morning"),
      ("Lisinopril", "10 mg tablet", "Take 1 tablet daily"),
      ("Levothyroxine", "75 mcg tablet", "Take 1 tablet before breakfast"),
      ("Atorvastatin", "40 mg tablet", "Take 1 tablet at bedtime"),
      ("Albuterol HFA", "90 mcg inhaler", "2 puffs every 4-6 hours as needed"),
      ("Amoxicillin", "875 mg tablet", "Take 1 tablet every 12 hours for 10 days"),
      ("Bupropion XL", "150 mg tablet", "Take 1 tablet every morning"),
      ("Insulin glargine", "100 units/mL pen", "Inject 20 units at bedtime")]


def pharmacy(rng: random.Random, dev: Device, st: Style) -> Built:
    """A pharmacy's prescriptions: medication with its strength, Rx number, refills, pick-up status, copay."""
    picks = rng.sample(RX, 4 if not dev.ipad else 6)
    cells = []
    for name, strength, sig in picks:
        status = rng.choice(["Ready for pickup", "In progress", "Refill due", "Ready for pickup"])
        pay = values.money(rng, "usd", 0, 45)
        tone = "soft-pos" if status.startswith("Ready") else "soft-neg"
        cells.append(f'<section class="card"><div style="display:flex;justify-content:space-between;gap:10px;align-items:flex-start">'
                     f'<div style="font-weight:{st.weight(700)};font-size:1.1rem">{m(f"{name} {strength}", "health")}</div>'
                     f'<span class="pill {tone} small">{status}</span></div>'
                     f'<div class="muted small" style="margin:4px 0 8px">{esc(sig)}</div>'
                     f'<div style="display:flex;justify-content:space-between;flex-wrap:wrap;gap:6px" class="small">'
                     f'<span>Rx # {m(values.digits(rng, 7), "health")}</span><span class="muted">{rng.randint(0, 5)} refills left</span>'
                     f'<span>Copay {m(pay, "currency")}</span></div></section>')
    grid = f'<div class="grid2">{"".join(cells)}</div>' if dev.ipad or dev.landscape else "".join(cells)
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Pharmacy</span><span>Prescriptions</span>{icon("search", 22)}</div>'
            f'<div class="subtitle">Main Street Pharmacy · open until 9 pm</div>{grid}</div>'
            + kit.tab_bar([("Home", "home"), ("Rx", "doc"), ("Shop", "search"), ("Account", "user")], 1))
    return Built("prescriptions", body, "Pharmacy prescriptions: medications with strength, Rx numbers, copays, refills")


def health_summary(rng: random.Random, dev: Device, st: Style) -> Built:
    """A health dashboard: heart rate, blood pressure, glucose, SpO₂ and weight, each a tile of label over value."""
    metric = rng.random() < 0.5
    tiles = [("Heart rate", f"{rng.randint(54, 118)}", "BPM", "#FF375F", "heart"),
             ("Blood pressure", f"{rng.randint(118, 168)}/{rng.randint(72, 104)}", "mmHg", "#FF9F0A", "pulse"),
             ("Blood glucose", f"{rng.randint(88, 212)}" if not metric else f"{rng.uniform(4.6, 11.5):.1f}",
              "mg/dL" if not metric else "mmol/L", "#0A84FF", "pulse"),
             ("Blood oxygen", f"{rng.randint(88, 99)}", "%", "#64D2FF", "heart"),
             ("Weight", f"{rng.uniform(58, 118):.1f}" if metric else f"{rng.randint(128, 262)}", "kg" if metric else "lb",
              "#BF5AF2", "user")]
    cells = []
    # A heart rate alone is a fitness figure, as the pattern corpus has it (like steps): drawn, not marked.
    for i, (label, val, unit, colour, ic) in enumerate(tiles):
        g = f"tile{i}"
        mark = (lambda x: esc(x)) if label == "Heart rate" else (lambda x: m(x, "health", g))  # noqa: E731
        cells.append(f'<section class="card" style="margin:0;min-width:0"><div style="display:flex;align-items:center;gap:6px;color:{colour};'
                     f'font-weight:{st.weight(600)}" class="small">{icon(ic, 16, colour)}{mark(label)}</div>'
                     f'<div style="margin-top:8px"><span style="font-size:1.7rem;font-weight:{st.weight(700)}">{mark(val)}</span> '
                     f'<span class="muted" style="font-weight:{st.weight(600)}">{mark(unit)}</span></div>'
                     f'<div class="muted small" style="margin-top:2px">{rng.choice(["08:14", "Now", "07:52", "Yesterday"])}</div></section>')
    steps = rng.randint(2100, 14800)
    cols = 3 if dev.ipad or dev.landscape else 2
    body = (f'<div class="wrap"><div class="bar"><span></span><span></span>{kit.avatar("ME", "#64748B").replace("44px", "32px")}</div>'
            f'<div class="title">Summary</div><div class="subtitle">Pinned</div>'
            f'<div class="grid2" style="grid-template-columns:repeat({cols},minmax(0,1fr))">{"".join(cells)}</div>'
            f'{card(row("Steps", f"{steps:,}") + row("Walking distance", f"{steps * 0.00072:.1f} km"), "Activity")}</div>'
            + kit.tab_bar(HEALTH_TABS, 0))
    return Built("health-summary", body,
                 "Health summary tiles: blood pressure, glucose, blood oxygen and weight, label over value (heart rate and steps drawn, left unmarked as fitness figures)")


DIAGNOSES = [("Type 2 diabetes mellitus", "E11.9", "Metformin 500 mg twice daily"),
             ("Essential hypertension", "I10", "Amlodipine 5 mg once daily"),
             ("Major depressive disorder, single episode", "F32.1", "Sertraline 50 mg once daily"),
             ("Hypothyroidism", "E03.9", "Levothyroxine 50 mcg once daily"),
             ("Generalized anxiety disorder", "F41.1", "Escitalopram 10 mg once daily"),
             ("Asthma, mild persistent", "J45.30", "Fluticasone inhaler 110 mcg twice daily")]


def visit_summary(rng: random.Random, dev: Device, st: Style) -> Built:
    """After-visit summary: patient with date of birth and MRN, diagnosis, plan, vitals, provider."""
    person = values.name(rng, "US")
    dx, code, med = rng.choice(DIAGNOSES)
    bp = f"{rng.randint(128, 166)}/{rng.randint(80, 102)} mmHg"
    mrn = values.digits(rng, 8)
    doctor = rng.choice(["Dr. Helen Park, MD", "Dr. Samuel Ortiz, DO", "Dr. Aisha Rahman, MD", "Dr. Peter Lindgren, MD"])
    patient = (row("Patient", esc(person)) + row("Date of birth", m(values.dob(rng, rng.choice(["us", "long"])), "dob"))
               + row("MRN", m(mrn, "health")))
    visit = (stack("Diagnosis", m(f"{dx} ({code})", "health"))
             + stack("Plan", m(f"Start {med}", "health"))
             + row(m("Blood pressure", "health", "bp"), m(bp, "health", "bp")))
    when = f"{rng.choice(['Mar', 'Apr', 'May', 'Jun'])} {rng.randint(2, 28)}, 2025 · {rng.randint(8, 16)}:{rng.choice(['00', '15', '30', '45'])}"
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Visits</span><span>Visit Summary</span>{icon("doc", 22)}</div>'
            f'<div style="font-weight:{st.weight(700)};font-size:1.2rem">Office visit · Internal Medicine</div>'
            f'<div class="subtitle">{esc(when)} · {esc(doctor)}</div>'
            f'{card(patient, "Patient")}{card(visit, "Today")}'
            f'{card(row("Follow-up", "in 6 weeks") + row("Location", "Riverside Clinic, Suite 210"), "Next steps")}</div>')
    return Built("visit-summary", body, "After-visit summary: birth date, MRN, diagnosis with ICD code, treatment plan, blood pressure")


def travel_id(rng: random.Random, dev: Device, st: Style, country: str) -> Built:
    """A trip's passenger details: passport number, birth date, nationality, home address, contact, fare."""
    person = values.name(rng, country)
    cur = {"GB": "gbp", "IN": "inr", "US": "usd", "DE": "eur_de"}[country]
    nat = {"GB": "British", "IN": "Indian", "US": "American", "DE": "German"}[country]
    pnr = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    origin, dest = rng.choice([("LHR", "JFK"), ("BOM", "DXB"), ("FRA", "SIN"), ("DEL", "LHR"), ("MAN", "BCN")])
    flight = (f'<section class="card" style="background:linear-gradient(135deg,#1D4ED8,#0EA5E9);color:#fff">'
              f'<div style="display:flex;justify-content:space-between" class="small"><span>Booking {pnr}</span><span>Economy</span></div>'
              f'<div style="display:flex;justify-content:space-between;align-items:center;margin-top:8px">'
              f'<span class="big" style="font-size:2rem">{origin}</span>{icon("plane", 22, "#fff")}<span class="big" style="font-size:2rem">{dest}</span></div>'
              f'<div class="small" style="opacity:.85">{rng.randint(1, 28)} {rng.choice(["Jul", "Aug", "Sep"])} · Flight {rng.choice(["BA", "AI", "LH", "EK"])} {rng.randint(10, 999)}</div></section>')
    expiry = f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{rng.randint(2027, 2034)}"
    doc = (row("Passenger", esc(person)) + row("Nationality", nat)
           + row("Passport number", m(values.passport_number(rng, country), "identity", cls="mono"))
           + row("Date of birth", m(values.dob(rng, "eu" if country != "US" else "us"), "dob")) + row("Passport expiry", expiry))
    contact = (stack("Email", m(values.email(rng, person), "email"))
               + stack("Mobile", m(values.phone_styled(rng, country, intl=True), "phone"))
               + stack("Home address", address_block(values.address_more(rng, country), "addr")))
    fare = values.money(rng, cur, 180, 2400) if cur != "inr" else values.money(rng, cur, 18000, 190000)
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Trip</span><span>Passenger details</span><span class="back">Edit</span></div>'
            f'{flight}{card(doc, "Travel document")}{card(contact, "Contact")}'
            f'{card(row("<b>Total paid</b>", "<b>" + m(fare, "currency") + "</b>"))}</div>')
    return Built(f"travel-{country.lower()}", body,
                 f"Airline passenger details ({country}): passport number, birth date, e-mail, phone, home address, fare paid")


def seed_phrase(rng: random.Random, dev: Device, st: Style, count: int) -> Built:
    """A wallet backup: a BIP39 recovery phrase in a numbered two- or three-column grid (one secret)."""
    words = values.mnemonic_words(rng, count)
    cols = 3 if count == 24 else 2
    rows_per_col = count // cols
    cells = "".join(f'<div style="display:flex;gap:8px;align-items:baseline;background:var(--bg);border-radius:10px;padding:8px 10px">'
                    f'<span class="muted small" style="width:1.4em;text-align:right">{i + 1}</span>'
                    f'<span class="mono" style="font-weight:{st.weight(500)}">{m(w, "secret", "phrase")}</span></div>'
                    for i, w in enumerate(words))
    grid = (f'<div style="display:grid;grid-template-columns:repeat({cols},1fr);grid-template-rows:repeat({rows_per_col},auto);'
            f'grid-auto-flow:column;gap:8px">{cells}</div>')
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Back</span><span>Backup</span><span></span></div>'
            f'<div class="title" style="font-size:1.6rem">Your recovery phrase</div>'
            f'<div class="subtitle">Write these {count} words down in order and keep them somewhere safe. '
            f'Anyone with them can take your funds.</div>{card(grid)}'
            f'<div class="small muted" style="text-align:center">{icon("copy", 16)} Copy to clipboard</div>'
            f'<div class="btn">I\'ve written it down</div></div>')
    return Built(f"seed-{count}", body, f"Wallet backup: a {count}-word BIP39 recovery phrase in a numbered column-major grid")


def private_key(rng: random.Random, dev: Device, st: Style) -> Built:
    """An exported private key in hexadecimal, wrapped over lines in a monospaced box, with the public address."""
    key = values.hex_key(rng)
    address = "0x" + "".join(rng.choice("0123456789abcdefABCDEF") for _ in range(40))
    box = (f'<div class="mono" style="word-break:break-all;font-size:1.05rem;line-height:1.5;background:var(--bg);'
           f'border-radius:12px;padding:12px 14px">{m(key, "secret")}</div>')
    warn = ('<div style="background:rgba(255,69,58,.14);color:var(--red);border-radius:12px;padding:10px 12px" class="small">'
            'Never share your private key. Anyone who has it has full control of this account.</div>')
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Account 1</span><span>Export key</span><span></span></div>'
            f'{warn}{card(box, "Private key")}{card(stack("Public address", f"<span class=mono style=word-break:break-all>{address}</span>"), "Account 1")}'
            f'<div class="btn">{icon("copy", 18, "#fff")} Copy</div></div>')
    return Built("private-key", body, "Crypto wallet: exported hexadecimal private key wrapped in a monospaced box, public address unmarked")


def insurance_card(rng: random.Random, dev: Device, st: Style) -> Built:
    """A digital health-insurance card: member ID and group number on the card art; plan copays (public) and the deductible met."""
    person = values.name(rng, rng.choice(["US", "US", "GB"]))
    plan = rng.choice(["BlueRiver PPO", "Summit Health HMO", "Evergreen Choice EPO"])
    group = values.digits(rng, 7, "0123456789")
    art = (f'<section class="card" style="background:linear-gradient(135deg,#0F766E,#14B8A6);color:#fff;padding:18px">'
           f'<div style="display:flex;justify-content:space-between"><b>{esc(plan)}</b>{icon("heart", 24, "#fff")}</div>'
           f'<div class="small" style="opacity:.8;margin-top:14px">Member</div><div style="font-weight:{st.weight(600)}">{esc(person.upper())}</div>'
           f'<div style="display:flex;gap:26px;margin-top:10px;flex-wrap:wrap"><div><div class="small" style="opacity:.8">Member ID</div>'
           f'<div class="mono" style="font-size:1.1rem">{m(values.member_id(rng), "health")}</div></div>'
           f'<div><div class="small" style="opacity:.8">Group</div><div class="mono" style="font-size:1.1rem">{m(group, "health")}</div></div></div>'
           f'<div class="small" style="display:flex;gap:14px;margin-top:12px;opacity:.9"><span>RxBIN 0{rng.randint(10000, 99999)}</span>'
           f'<span>RxPCN {rng.choice(["ADV", "MEDDPRIME", "9999"])}</span></div></section>')
    copays = (row("Primary care", "$25") + row("Specialist", "$50") + row("Urgent care", "$75") + row("Emergency room", "$300"))
    met = values.money(rng, "usd", 50, 2400)
    ded = row("Deductible met", m(met, "currency") + ' <span class="muted small">of $3,000</span>')
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Wallet</span><span>Insurance card</span>{icon("copy", 22)}</div>'
            f'<div class="title" style="font-size:1.5rem">{esc(plan)}</div>'
            f'{art}{card(ded, "This year")}{card(copays, "Copays")}</div>')
    return Built("insurance-card", body, "Health-insurance card: member ID and group number on card art, deductible met; plan copays public")


# -- second batch, clean: public numbers only ---------------------------------------------------

TEAMS = ["Arsenal", "Liverpool", "Man City", "Aston Villa", "Tottenham", "Chelsea", "Newcastle", "Brighton", "West Ham", "Fulham"]


def standings(rng: random.Random, dev: Device, st: Style) -> Built:
    """A football app: last results and the league table (played, won, drawn, lost, goal difference, points)."""
    order = rng.sample(TEAMS, len(TEAMS))
    pts = sorted((rng.randint(28, 78) for _ in order), reverse=True)
    trs = []
    for i, (team, p) in enumerate(zip(order[:8], pts)):
        pl = rng.randint(30, 34)
        w = min(p // 3, pl)
        d = min(p - 3 * w, pl - w)
        lo = pl - w - d
        gd = rng.randint(-12, 48) if i > 2 else rng.randint(20, 55)
        trs.append(f'<tr><td>{i + 1}</td><td style="font-weight:{st.weight(600)}">{team}</td><td class="num">{pl}</td>'
                   f'<td class="num">{w}</td><td class="num">{d}</td><td class="num">{lo}</td>'
                   f'<td class="num">{gd:+d}</td><td class="num" style="font-weight:{st.weight(700)}">{p}</td></tr>')
    table = ('<table><thead><tr><th>#</th><th>Club</th><th class="num">P</th><th class="num">W</th><th class="num">D</th>'
             f'<th class="num">L</th><th class="num">GD</th><th class="num">Pts</th></tr></thead><tbody>{"".join(trs)}</tbody></table>')
    scores = "".join(f'<section class="card" style="margin:0;text-align:center"><div class="muted small">FT · {rng.choice(["Sat", "Sun"])}</div>'
                     f'<div style="display:flex;justify-content:space-between;align-items:center;font-weight:{st.weight(600)};margin-top:6px">'
                     f'<span>{a[:3].upper()}</span><span class="big" style="font-size:1.6rem">{rng.randint(0, 4)} – {rng.randint(0, 3)}</span>'
                     f'<span>{b[:3].upper()}</span></div><div class="muted small">{rng.randint(21000, 62000):,} attendance</div></section>'
                     for a, b in [tuple(rng.sample(TEAMS, 2)) for _ in range(2)])
    body = (f'<div class="wrap"><div class="title">Premier League</div><div class="subtitle">Matchweek {rng.randint(30, 36)} · 2024/25</div>'
            f'<div class="grid2">{scores}</div>{card(table, "Table")}</div>'
            + kit.tab_bar([("Scores", "home"), ("Table", "chart"), ("News", "doc"), ("Teams", "user")], 1))
    narrow = "" if dev.width > 400 else "td,th{padding:9px 4px}table{font-size:0.85rem}"
    return Built("standings", body, "Football scores and league table: results, attendance, played, won, goal difference, points", kind="clean",
                 css=narrow)


def timetable(rng: random.Random, dev: Device, st: Style) -> Built:
    """Train departures: times, trains, platforms and delays (no fares, no booking)."""
    station = rng.choice(["Frankfurt (Main) Hbf", "Köln Hbf", "Hamburg Hbf", "München Hbf"])
    dests = ["Berlin Hbf", "Amsterdam Centraal", "Basel SBB", "Stuttgart Hbf", "Dresden Hbf", "Paris Est", "Wien Hbf", "Leipzig Hbf"]
    h, mnt = rng.randint(6, 20), rng.randint(0, 40)
    trs = []
    for dest in rng.sample(dests, 7 if not dev.landscape else 5):
        mnt += rng.randint(3, 14)
        hh, mm = h + mnt // 60, mnt % 60
        train = f'{rng.choice(["ICE", "IC", "RE", "RB", "EC"])} {rng.randint(10, 2999)}'
        delay = rng.choice(["", "", f"+{rng.randint(2, 25)}", "", "cancelled"])
        dcell = (f'<span class="neg">{delay}</span>' if delay else '<span class="pos">on time</span>')
        trs.append(f'<tr><td style="font-weight:{st.weight(700)}">{hh:02d}:{mm:02d}</td><td>{train}</td><td>{dest}</td>'
                   f'<td class="num">{rng.randint(1, 19)}</td><td class="num">{dcell}</td></tr>')
    table = ('<table><thead><tr><th>Time</th><th>Train</th><th>Destination</th><th class="num">Pl.</th><th class="num">Status</th></tr></thead>'
             f'<tbody>{"".join(trs)}</tbody></table>')
    body = (f'<div class="wrap"><div class="bar"><span class="back">‹ Search</span><span>Departures</span>{icon("search", 22)}</div>'
            f'<div style="font-weight:{st.weight(700)};font-size:1.3rem">{station}</div>'
            f'<div class="subtitle">Today · updated {h:02d}:{rng.randint(0, 59):02d}</div>{card(table)}</div>')
    return Built("departures", body, "Train departures board: times, train numbers, destinations, platforms, delays", kind="clean")


WATCH = [("AAPL", "Apple Inc.", 150, 240), ("MSFT", "Microsoft Corporation", 330, 460), ("NVDA", "NVIDIA Corporation", 90, 150),
         ("GOOGL", "Alphabet Inc.", 130, 200), ("AMZN", "Amazon.com, Inc.", 150, 230), ("TSLA", "Tesla, Inc.", 170, 420),
         ("^GSPC", "S&P 500", 4800, 6100), ("^IXIC", "NASDAQ Composite", 15000, 20000), ("^DJI", "Dow Jones Industrial Average", 37000, 45000)]


def watchlist(rng: random.Random, dev: Device, st: Style) -> Built:
    """A stock watchlist: market quotes with change badges, as the Stocks app lists them (public prices, no holdings)."""
    rows = []
    for sym, name, lo, hi in rng.sample(WATCH, 7 if not dev.landscape else 5):
        price = rng.uniform(lo, hi)
        up = rng.random() < 0.55
        pct = rng.uniform(0.05, 3.9)
        rows.append(f'<div class="row" style="gap:10px"><div style="flex:1;min-width:0"><div style="font-weight:{st.weight(700)}">{sym.lstrip("^")}</div>'
                    f'<div class="muted small" style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis">{esc(name)}</div></div>'
                    f'{sparkline(rng, "var(--green)" if up else "var(--red)", up, 70, 30)}'
                    f'<div style="text-align:right;min-width:92px"><div style="font-weight:{st.weight(600)}">{price:,.2f}</div>'
                    f'<span class="pill {"fill-pos" if up else "fill-neg"} small" style="min-width:72px;text-align:right;display:inline-block;margin-top:3px">'
                    f'{"+" if up else "-"}{pct:.2f}%</span></div></div>')
    body = (f'<div class="wrap"><div class="bar"><span></span><span></span><span class="back">{icon("search", 22)}</span></div>'
            f'<div class="title">Stocks</div><div class="subtitle">{rng.randint(1, 28)} {rng.choice(["March", "April", "May"])} · Market closed</div>'
            f'<div style="font-weight:{st.weight(700)};font-size:1.1rem;margin-top:6px">My Symbols</div>{"".join(rows)}'
            f'<div class="muted small" style="text-align:center;margin-top:10px">Quotes delayed by 15 minutes</div></div>')
    return Built("watchlist", body, "Stock watchlist: public quotes and index levels with percentage badges beside sparklines (no holdings)", kind="clean")
