"""Seeded pools of realistic-looking personal data (names, phones, addresses, health terms).

All values are synthetic: phone numbers come from ranges reserved for fiction where they
exist (US 555-01xx, UK Ofcom drama ranges), e-mail domains are mostly example.* domains.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

FIRST = ["Jordan", "Emma", "Liam", "Olivia", "Noah", "Ava", "Lucas", "Mia", "Ethan", "Sofia",
         "Hannah", "Mateo", "Chloe", "Leon", "Amelie", "Raj", "Priya", "Yuki", "Kenji", "Camille"]
LAST = ["Miller", "Johnson", "Nguyen", "Garcia", "Schmidt", "Dubois", "Patel", "Tanaka",
        "Bennett", "Rossi", "Kowalski", "Silva", "Murphy", "Fischer", "Martin", "Okafor"]
VN_NAMES = ["Nguyễn Văn An", "Trần Thị Bích Ngọc", "Lê Minh Tuấn", "Phạm Thu Hà",
            "Hoàng Đức Anh", "Võ Thị Mai", "Đặng Quốc Bảo", "Bùi Thanh Hương"]
MERCHANTS = ["Blue Bottle Coffee", "Whole Foods Market", "Uber", "Netflix", "Shell", "Target",
             "Amazon", "Apple Store", "Trader Joe's", "Spotify", "Lyft", "Walgreens", "IKEA",
             "Starbucks", "Delta Air Lines", "Airbnb", "Costco", "Chipotle"]
VN_MERCHANTS = ["Điện lực EVN", "Siêu thị Co.opmart", "Highlands Coffee", "Grab", "Shopee",
                "Bách Hóa Xanh", "Viettel", "Nhà thuốc Long Châu", "Phở Thìn"]
DAYS = ["Today, 8:12 AM", "Today, 7:45 AM", "Yesterday", "Mon", "Sun", "Mar 12", "Mar 11",
        "Mar 9", "Mar 8", "Mar 4", "Feb 28"]
VN_DAYS = ["Hôm nay, 08:15", "Hôm nay, 07:02", "Hôm qua", "12/03", "11/03", "09/03", "05/03"]

HEALTH_EN = [
    ("Type 2 diabetes", "Diagnosed Mar 2021"), ("Hypertension", "Diagnosed Nov 2019"),
    ("Major depressive disorder", "Since 2018"), ("Asthma, moderate persistent", "Since 2009"),
    ("Generalized anxiety disorder", "Since 2020"), ("Hypothyroidism", "Diagnosed 2022"),
    ("Chronic kidney disease, stage 2", "Diagnosed 2023"), ("Atrial fibrillation", "Since 2021"),
    ("Celiac disease", "Diagnosed 2015"), ("Bipolar II disorder", "Since 2017"),
]
MEDS_EN = [("Metformin 500 mg", "Twice daily with meals"), ("Lisinopril 10 mg", "Once daily"),
           ("Sertraline 50 mg", "Once daily, morning"), ("Atorvastatin 20 mg", "At bedtime"),
           ("Levothyroxine 75 mcg", "Before breakfast"), ("Albuterol inhaler 90 mcg", "As needed"),
           ("Insulin glargine 20 units", "At bedtime"), ("Apixaban 5 mg", "Twice daily")]
LABS_EN = [("HbA1c", "7.2%"), ("Blood pressure", "138/88"), ("LDL cholesterol", "162 mg/dL"),
           ("Fasting glucose", "131 mg/dL"), ("TSH", "6.8 mIU/L"), ("eGFR", "74 mL/min")]
NOTES_EN = ["Diagnosis: Type 2 diabetes, HbA1c 7.2%", "HIV test result: negative",
            "Diagnosis: Major depressive disorder, follow-up in 4 weeks",
            "Pregnancy test result: positive", "Hepatitis C antibody: non-reactive",
            "Referral: oncology consult for biopsy results"]
HEALTH_VN = [("Tiểu đường type 2", "Chẩn đoán 03/2021"), ("Huyết áp cao", "Chẩn đoán 11/2019"),
             ("Viêm gan B mạn tính", "Theo dõi từ 2018"), ("Hen phế quản", "Từ 2009"),
             ("Rối loạn lo âu", "Từ 2020")]
MEDS_VN = [("Metformin 500 mg", "Uống 2 lần/ngày sau ăn"), ("Amlodipin 5 mg", "Uống 1 lần/ngày"),
           ("Insulin 20 đơn vị", "Tiêm buổi tối")]
LABS_VN = [("Đường huyết", "7,8 mmol/L"), ("Huyết áp", "145/90 mmHg"), ("HbA1c", "7,2%")]
NOTES_VN = ["Chẩn đoán: tiểu đường type 2, huyết áp cao", "Kết quả xét nghiệm HIV: âm tính",
            "Chẩn đoán: viêm gan B, tái khám sau 4 tuần"]


@dataclass(frozen=True)
class Person:
    """A synthetic person with contact details in one country's formats."""

    first: str
    last: str
    email: str
    phone: str
    dob: str
    address: str
    country: str

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def given(self) -> str:
        """The name friends use: first name, or the last word of a Vietnamese name."""
        return self.name.split()[-1] if self.country == "VN" else self.first

    @property
    def initials(self) -> str:
        return (self.first[:1] + self.last[:1]).upper()


def phone(rng: random.Random, country: str) -> str:
    """Phone number in a national or international format for `country`."""
    n = rng.randint
    forms = {
        "US": [f"({n(201, 989)}) 555-01{n(0, 99):02d}", f"+1 {n(201, 989)}-555-01{n(0, 99):02d}",
               f"+1{n(201, 989)}55501{n(0, 99):02d}"],
        "GB": [f"+44 20 7946 0{n(0, 999):03d}", f"07700 900{n(0, 999):03d}"],
        "DE": [f"+49 30 {n(1000000, 9999999)}", f"030 {n(10000000, 99999999)}",
               f"+49 151 {n(1000, 9999)} {n(1000, 9999)}"],
        "FR": [f"+33 6 {n(10, 99)} {n(10, 99)} {n(10, 99)} {n(10, 99)}",
               f"01 {n(10, 99)} {n(10, 99)} {n(10, 99)} {n(10, 99)}"],
        "VN": [f"090 {n(100, 999)} {n(1000, 9999)}", f"+84 91 {n(100, 999)} {n(1000, 9999)}",
               f"0987 {n(100, 999)} {n(100, 999)}"],
    }
    if country in forms:
        return rng.choice(forms[country])
    # later countries draw only their own numbers, so the forms above keep their random sequence
    later = {
        "ES": lambda: [f"+34 6{n(10, 99)} {n(100, 999)} {n(100, 999)}", f"6{n(10, 99)} {n(100, 999)} {n(100, 999)}"],
        "BR": lambda: [f"+55 11 9{n(1000, 9999)}-{n(1000, 9999)}", f"(21) 9{n(1000, 9999)}-{n(1000, 9999)}"],
        "IN": lambda: [f"+91 9{n(1000, 9999)} {n(10000, 99999)}", f"09{n(1000, 9999)} {n(10000, 99999)}"],
    }
    return rng.choice(later[country]())


STREETS = {
    "US": [("{n} Evergreen Terrace, Springfield, OR 97403"), ("{n} Market Street, San Francisco, CA 94103"),
           ("{n} W 34th St, Apt 5B, New York, NY 10001"), ("{n} Maple Ave, Austin, TX 78704")],
    "GB": ["{n} Baker Street, London NW1 6XE", "{n} High Street, Oxford OX1 4AP"],
    "DE": ["Musterstraße {n}, 10115 Berlin", "Hauptstraße {n}, 80331 München"],
    "FR": ["{n} Rue de Rivoli, 75001 Paris", "{n} Avenue Jean Jaurès, 69007 Lyon"],
    "VN": ["{n} Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh", "{n} Phố Huế, Hai Bà Trưng, Hà Nội"],
    "ES": ["Calle de Alcalá {n}, 28014 Madrid", "Carrer de Mallorca {n}, 08013 Barcelona"],
    "BR": ["Rua Augusta {n}, São Paulo - SP, 01304-001", "Av. Atlântica {n}, Rio de Janeiro - RJ, 22021-001"],
    "IN": ["{n} MG Road, Bengaluru 560001", "{n} Linking Road, Bandra West, Mumbai 400050"],
}
DOB_FORMATS = {"US": ["{m:02d}/{d:02d}/{y}", "{month} {d}, {y}"], "GB": ["{d:02d}/{m:02d}/{y}", "{d} {month} {y}"],
               "DE": ["{d:02d}.{m:02d}.{y}"], "FR": ["{d:02d}/{m:02d}/{y}"], "VN": ["{d:02d}/{m:02d}/{y}"],
               "ES": ["{d:02d}/{m:02d}/{y}"], "BR": ["{d:02d}/{m:02d}/{y}"], "IN": ["{d:02d}/{m:02d}/{y}", "{d:02d}-{m:02d}-{y}"]}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DOMAINS = ["example.com", "example.org", "mail.example.net", "icloud.example", "inbox.example.com"]


def address(rng: random.Random, country: str) -> str:
    return rng.choice(STREETS[country]).format(n=rng.randint(2, 1899) if country not in ("DE", "ES") else rng.randint(2, 120))


def dob(rng: random.Random, country: str) -> str:
    y, m, d = rng.randint(1952, 2004), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice(DOB_FORMATS[country]).format(y=y, m=m, d=d, month=MONTHS[m - 1])


def person(rng: random.Random, country: str = "US") -> Person:
    """A person with name, e-mail, phone, date of birth and street address."""
    if country == "VN":
        full = rng.choice(VN_NAMES)
        last, first = full.split(" ", 1)[0], full.split(" ")[-1]
        mail_user = f"{_ascii(first)}.{_ascii(last)}{rng.randint(80, 99)}"
        first, last = full.rsplit(" ", 1)[0], full.rsplit(" ", 1)[1]
    else:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        mail_user = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{rng.randint(1, 99)}"])
    email = f"{mail_user.lower()}@{rng.choice(DOMAINS)}"
    return Person(first, last, email, phone(rng, country), dob(rng, country), address(rng, country), country)


def _ascii(text: str) -> str:
    import unicodedata
    text = text.replace("Đ", "D").replace("đ", "d")
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
