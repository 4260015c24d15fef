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
