import Foundation
import Testing
@testable import SnapGuardCore

/// The classes the real-screenshot corpus (issue 28, `Tests/Corpus/real`) exposed, each as the
/// built-in packs meet it on a screen: authenticator codes alone in their rows, bitcoin amounts,
/// sign-less amounts in budget apps, the public figures of shops and markets, readings laid out as
/// a title and a value, and captions under their values.
@Suite struct RealScreenClassesTests {
    static let library = try! PatternLibrary.defaults()

    /// A screen of one-line rows at (x, y), each word 30 px high and 14 px a character wide.
    private func screen(_ lines: [(String, Int, Int)]) -> RecognisedText {
        RecognisedText(lines: lines.map { text, x, y in
            RecognisedLine(words: [RecognisedWord(text: text, box: BoundingBox(x: x, y: y, width: 14 * text.count, height: 30),
                                                  confidence: 0.9)])
        })
    }

    /// A screen of left-aligned rows, 60 px apart.
    private func rows(_ lines: [String]) -> RecognisedText {
        screen(lines.enumerated().map { ($1, 20, $0 * 60) })
    }

    private func found(_ text: RecognisedText, _ category: SnapGuardCore.Category) -> [String] {
        PatternMatcher(library: Self.library).findings(in: text).filter { $0.category == category }.map(\.value.revealed)
    }

    // MARK: authenticator codes

    @Test func aCodeAloneInItsRowOnAnAuthenticatorScreenIsAOneTimeCode() {
        #expect(found(rows(["Verification codes", "Google", "19} 123 456", "person@example.com"]), .otp) == ["123 456"])
        #expect(found(rows(["One-Time Passwords", "GitHub", "341529", "00:07"]), .otp) == ["341529"])
        // the next code after the current one, and an 8-digit code in fours, as Raivo lists them
        #expect(found(rows(["Search", "Github (john@example.com)", "“ts” 2346 5617 - 8425 6854", "882 940 HOTP"]), .otp)
            == ["2346 5617 - 8425 6854", "882 940"])
        // Bitwarden groups 7 and 8 digits in threes
        #expect(found(rows(["Verification codes", "Eight", "19} 123 456 78"]), .otp) == ["123 456 78"])
    }

    /// Tofu titles its list "Accounts": a lone code under it is still a code, not an account number.
    @Test func aListOfLoneCodesIsAnAuthenticatorWhateverItsTitle() {
        let list = rows(["Accounts", "<; 146 938", "Google", "& 852 884", "Facebook", "~ 566 693", "Dropbox"])
        #expect(found(list, .otp) == ["146 938", "852 884", "566 693"])
        // two passes reading one code twice are one value, not a list
        #expect(found(rows(["Accounts", "146 938", "146 938", "146 938"]), .otp).isEmpty)
        // two different codes are not yet a list
        #expect(found(rows(["Accounts", "146 938", "852 884"]), .otp).isEmpty)
    }

    /// Times, quantities and order numbers are never codes: they never stand alone as a grouped
    /// 6-8 digit value, or something stands beside them.
    @Test func numbersWithWordsBesideThemAreNotAuthenticatorCodes() {
        #expect(found(rows(["Authenticator", "Order 482193 shipped", "Total 123 456", "12:30", "4 items"]), .otp).isEmpty)
        #expect(found(rows(["Verification", "Order #482193", "Call 0800 123 456"]), .otp).isEmpty)
        // a table row of team numbers and scores is no list of codes
        #expect(found(rows(["5473 244 288", "3688 5204 5878", "4409 5980 3620", "Quals 1"]), .otp).isEmpty)
        // and a lone code on a screen that is no authenticator, shows no list and names no
        // service that signs in with codes counts for nothing
        #expect(found(rows(["Weekly report", "123 456"]), .otp).isEmpty)
        #expect(found(rows(["Visitors", "123 456", "Page views"]), .otp).isEmpty)
    }

    /// Tofu's search result: one code, no title, the issuer's name under it (or over it).
    @Test func aLoneCodeBesideTheNameOfAServiceThatSignsInWithCodesIsACode() {
        #expect(found(rows(["Q Fa", "© Cancel", "852 884", "Facebook"]), .otp) == ["852 884"])
        #expect(found(rows(["GitHub", "22 38 24"]), .otp) == ["22 38 24"])
        // the name beside a number that is not alone, or not code-shaped, makes no code
        #expect(found(rows(["Google", "Revenue 123 456"]), .otp).isEmpty)
        #expect(found(rows(["Facebook", "123 456 7890"]), .otp).isEmpty)
        #expect(found(rows(["Amazon", "2024"]), .otp).isEmpty)
    }

    @Test func debrisIsSymbolsCountdownsClockReadingsAndIconScraps() {
        for debris in ["|", "19}", "(5)", "00:07", "G", "ray", "“ts”", "HOTP", "4%"] {
            #expect(LoneValue.isDebris(debris), "\(debris)")
        }
        for word in ["Order", "Total", "steps", "123", "#4821", "4821"] {
            #expect(!LoneValue.isDebris(word), "\(word)")
        }
    }

    // MARK: money

    @Test func aSignedOneDigitAmountIsNoDebris() {
        func line(_ words: [String]) -> RecognisedLine {
            RecognisedLine(words: words.enumerated().map { index, text in
                RecognisedWord(text: text, box: BoundingBox(x: index * 40, y: 0, width: 30, height: 30), confidence: 0.9)
            })
        }
        let filter = DebrisFilter()
        for amount in [["-5$"], ["-4", "$"], ["+", "€", "7"], ["- £7"]] {
            #expect(filter.cleaned(line(amount)) != nil, "\(amount)")
        }
        for debris in [["$"], ["5"], ["|"], ["-", "5"]] {
            #expect(filter.cleaned(line(debris)) == nil, "\(debris)")
        }
    }

    @Test func bitcoinAmountsInSatsBTCAndAfterTheSignAreMoney() {
        #expect(found(rows(["Activity", "You sent", "434,073 sats + 16,500 sats fee"]), .currency) == ["434,073 sats", "+ 16,500 sats"])
        #expect(found(rows(["₿ 24,087,253", "- ₿ 200,201", "0.00421 BTC"]), .currency) == ["₿ 24,087,253", "- ₿ 200,201", "0.00421 BTC"])
        // a keypad's empty amount is nobody's money
        #expect(found(rows(["0 sats", "1 2 3"]), .currency).isEmpty)
    }

    /// A budget app prints a payee's amount without a sign when a header, a picker or a corner
    /// mark says the currency; on a screen about money it is still the user's money.
    @Test func aSignlessAmountAloneInItsRowCountsOnAScreenAboutMoney() {
        let history = screen([("History", 20, 0), ("Cineplex", 20, 100), ("2,000", 400, 100), ("Deposit", 20, 160), ("500", 420, 160)])
        #expect(found(history, .currency) == ["2,000", "500"])
        // the currency as a corner mark: a line that is only the sign
        let accounts = screen([("Cashe", 20, 0), ("-620", 20, 50), ("$", 500, 60), ("Credit card", 20, 150), ("280", 20, 200)])
        #expect(found(accounts, .currency) == ["-620", "280"])
        // a back chevron read as a sign beside a word is no currency mark, and team numbers are no money
        #expect(found(screen([("€ Back", 20, 0), ("RoboJackets", 20, 100), ("3538", 400, 100)]), .currency).isEmpty)
        // calendar days, years and clock readings are never amounts
        #expect(found(rows(["Transactions", "8", "2024", "12:47:35", "Feb 2, 2024"]), .currency).isEmpty)
        // a wallet's keypad screen that moves the user's money says so on its button
        #expect(found(rows(["WalletApp", "563.70", "Add money", "Done"]), .currency) == ["563.70"])
        #expect(found(rows(["WalletApp", "563.70", "Done"]), .currency).isEmpty)
    }

    /// A product's price or a share's quote is the same for every user: on a shop or market screen
    /// with nothing of the user's own money, currency is no finding; beside a balance it is.
    @Test func pricesOnAShopOrMarketScreenArePublic() {
        #expect(found(rows(["Shop", "Honey Jar", "$6.99", "Add to Cart"]), .currency).isEmpty)
        #expect(found(rows(["Stocks", "AAPL", "$151.20", "Top Stories"]), .currency).isEmpty)
        #expect(found(rows(["Your Balance", "$63,120.80", "Watchlist", "Bitcoin", "$17,000"]), .currency) == ["$63,120.80", "$17,000"])
        #expect(found(rows(["Recent Transactions", "KFC", "-$2.01"]), .currency) == ["-$2.01"])
        // sorting, filtering and searching are a bank's controls as much as a shop's
        #expect(found(rows(["Activity", "Sort by: Date", "Starbucks -$5.40"]), .currency) == ["-$5.40"])
        // a restaurant's menu, by its sections, beside the app's own Account tab; a bank account is the user's money
        #expect(found(rows(["Appetizers", "Asian Flank Steak", "$8.99", "Home", "Account", "Order"]), .currency).isEmpty)
        #expect(found(rows(["Vorspeisen", "Bruschetta", "€6,50", "Hauptgerichte"]), .currency).isEmpty)
        #expect(found(rows(["Desserts", "Checking account", "$1,234.56"]), .currency) == ["$1,234.56"])
    }

    /// A table of reference exchange rates is the same for every user ('1.1478 USD', '130.11 JPY'
    /// under 'ECB Rates'); a rate of four decimals is no amount, nor its last digits; a balance
    /// beside the rates is still the user's own.
    @Test func exchangeRatesArePublic() {
        #expect(found(rows(["ECB Rates", "Japanese Yen", "130.11 JPY", "Czech Republic Koruna", "25.737 CZK"]), .currency).isEmpty)
        #expect(found(rows(["Euro", "1.1478 USD"]), .currency).isEmpty, "four decimals: a rate, and '1478 USD' is no amount inside it")
        #expect(found(rows(["Latest rates", "Your balance", "3,400.00 USD"]), .currency) == ["3,400.00 USD"])
        // an exchange board by its currency pairs, a converter's list by its currencies' codes and
        // names, a rates screen by its title in another language
        #expect(found(rows(["USD TRY", "£40,6", "EUR/TRY", "£47,59"]), .currency).isEmpty)
        #expect(found(rows(["Converter", "CNY Chinese Yuan", "803,073.29", "JPY Japanese Yen", "16,693,337 ₽"]), .currency).isEmpty)
        #expect(found(rows(["Piyasalar", "Has Altin", "£4.363"]), .currency).isEmpty)
        #expect(found(rows(["Курсы валют", "USD", "74.59 ₽"]), .currency).isEmpty)
        // a multi-currency account lists currencies too, with the user's balance
        #expect(found(rows(["Balances", "USD US Dollar", "$1,234.56"]), .currency) == ["$1,234.56"])
        #expect(found(rows(["USD", "$1,234.56", "EUR", "€200.00"]), .currency) == ["$1,234.56", "€200.00"])
        // a pair inside a line is a wallet's chips or a rate beside the user's own exchange, not a board's row
        #expect(found(rows(["Wise", "EUR  USD  GBP", "€1,250.00", "Send  Add money  Request"]), .currency) == ["€1,250.00"])
        #expect(found(rows(["Exchange", "Sell GBP", "£500.00", "GBP/EUR 1.1664"]), .currency) == ["£500.00"])
        // a bank's home with a rates tile is the user's own money, in the bank's own words
        #expect(found(rows(["Vadesiz TL Hesap", "12.345,67 TL", "Döviz Kurları"]), .currency) == ["12.345,67 TL"])
    }

    /// A result screen's title hands the user's own value to the next line with a verb ("Your BMI
    /// is:" over a large "24.8"); a help page's reference ("A healthy BMI is" over "18.5 to 24.9")
    /// and a title that goes on with other words do not.
    @Test func aTitleEndingInAVerbHandsItsValueToTheNextLine() {
        #expect(found(rows(["Your BMI is:", "24.8"]), .health) == ["24.8"])
        #expect(found(rows(["Il tuo BMI è", "24,8"]), .health) == ["24,8"])
        #expect(found(rows(["A healthy BMI is", "18.5 to 24.9"]), .health).isEmpty)
        #expect(found(rows(["BMI calculator for kids", "24.8"]), .health).isEmpty)
    }

    /// Southern European addresses put the street type first and the house number last ("Via Mauro
    /// Macchi 52", "Calle de Alcalá 45"), and their profiles label a birth date in their language.
    @Test func southernEuropeanStreetsAndBirthDateLabels() {
        #expect(found(rows(["Indirizzo", "Via Mauro Macchi 52 - Porto San Giorgio"]), .address) == ["Via Mauro Macchi 52"])
        #expect(found(rows(["Dirección", "Calle de Alcalá 45"]), .address) == ["Calle de Alcalá 45"])
        #expect(found(rows(["Condiviso", "Via Email 3 days ago"]), .address).isEmpty)
        #expect(found(rows(["Route 71A", "Via Oakland-Inbound Arriving In 8"]), .address).isEmpty)
        #expect(found(rows(["I miei corsi", "Corso Avanzato 2"]), .address).isEmpty)
        #expect(found(rows(["Profilo", "Data di nascita", "2002-07-16"]), .dob) == ["2002-07-16"])
    }

    /// A zero balance, spending or holding tells nothing about anyone: an empty account's first
    /// screen passes. Any other amount counts.
    @Test func aZeroAmountIsNoFinding() {
        #expect(found(rows(["Saldo atual", "R$ 0.00", "Gastos", "0.00", "Balance", "$0", "0 sats"]), .currency).isEmpty)
        #expect(found(rows(["Balance", "$0.01"]), .currency) == ["$0.01"])
    }

    /// A checkout that shows the buyer's address, e-mail or card is the user's own order: its
    /// amounts count beside that personal data, and only beside it.
    @Test func aShopScreenWithPersonalDataIsTheUsersOwnOrder() {
        let order = ["Checkout", "Deliver to", "Ana Souza", "Rua Augusta, 1500, apto 42", "São Paulo - SP", "CEP 01304-001",
                     "Fone de ouvido", "R$ 85,11", "Total", "R$ 306,56"]
        #expect(!found(rows(order), .address).isEmpty, "the screen's personal data")
        #expect(found(rows(order), .currency) == ["R$ 85,11", "R$ 306,56"])
        #expect(found(rows(["Checkout", "Contact", "ana.souza@gmail.com", "Subtotal", "$42.50"]), .currency) == ["$42.50"])
        // another price is no company: the same order without the buyer is still a shop's page
        #expect(found(rows(["Checkout", "Fone de ouvido", "R$ 85,11", "Total", "R$ 306,56"]), .currency).isEmpty)
    }

    /// A pack's own company rule still holds on a public screen: a figure that counts only beside
    /// an e-mail address does not count beside an address instead.
    @Test func aPublicFigureKeepsThePatternsOwnCompany() throws {
        let pack = try PatternLibrary.parse("""
            {"pack": "p", "publicScreen": {"screen": "checkout", "unless": "balance"}, "patterns": [
             {"id": "p.price", "category": "currency", "description": "d", "regex": "\\\\$\\\\d+\\\\.\\\\d\\\\d",
              "context": {"exclude": ["sample"], "onlyAlongside": ["email"]}, "examples": {"match": ["$5.00"]}}]}
            """, file: "p.json")
        let people = try PatternLibrary.parse("""
            {"pack": "q", "patterns": [
             {"id": "p.mail", "category": "email", "description": "d", "regex": "\\\\w+@\\\\w+\\\\.com", "examples": {"match": ["a@b.com"]}},
             {"id": "p.street", "category": "address", "description": "d", "regex": "\\\\d+ Main St", "examples": {"match": ["1 Main St"]}}]}
            """, file: "q.json")
        let library = try PatternLibrary(packs: [pack, people])
        func prices(_ lines: [String]) -> [String] {
            PatternMatcher(library: library).findings(in: rows(lines)).filter { $0.category == .currency }.map(\.value.revealed)
        }
        #expect(prices(["Checkout", "ana@mail.com", "$42.50"]) == ["$42.50"])
        #expect(prices(["Checkout", "12 Main St", "$42.50"]).isEmpty, "an address is not the e-mail the pattern asks for")
        #expect(prices(["Checkout", "$42.50"]).isEmpty)
    }

    /// Explained, a figure left out on a public screen is still named for the public screen,
    /// not as a value missing its label.
    @Test func aPublicFigureAloneIsANearMissForThePublicScreen() {
        let recorder = ExplanationRecorder()
        _ = PatternMatcher(library: Self.library).findings(in: rows(["Shop", "Honey Jar", "$6.99", "Add to Cart"]), recorder: recorder)
        #expect(recorder.explanation.nearMisses.contains { $0.reason == .publicScreen && $0.value.revealed == "$6.99" })
    }

    @Test func aPublicScreenRuleNeedsBothExpressions() {
        func error(_ rule: String) -> String? {
            do {
                _ = try PatternLibrary.parse("""
                    {"pack": "p", "publicScreen": \(rule), "patterns": [{"id": "p.q", "category": "currency", "description": "d",
                     "regex": "\\\\$\\\\d+", "examples": {"match": ["$5"]}}]}
                    """, file: "p.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"screen": "cart", "unless": "balance"}"#) == nil)
        #expect(error(#"{"screen": "cart"}"#)?.contains("'publicScreen' needs 'screen'") == true)
        #expect(error(#"{"screen": "(", "unless": "balance"}"#)?.contains("invalid regular expression in 'publicScreen.screen'") == true)
        #expect(error(#"{"screen": "cart", "unless": "b", "near": 1}"#)?.contains("unknown key 'near'") == true)
    }

    @Test func repeatedNeedsLoneValuesAndAtLeastTwo() {
        func error(_ context: String) -> String? {
            do {
                _ = try PatternLibrary.parse("""
                    {"pack": "p", "patterns": [{"id": "p.q", "category": "otp", "description": "d",
                     "regex": "\\\\d{6}", "context": \(context), "examples": {"match": ["Accounts\\n123456\\n234567"]}}]}
                    """, file: "p.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"alone": true, "repeated": 2}"#) == nil)
        #expect(error(#"{"repeated": 2}"#)?.contains("needs \"alone\": true") == true)
        #expect(error(#"{"alone": true, "repeated": 1}"#)?.contains("at least 2") == true)
    }

    // MARK: layouts

    /// Health apps draw a reading as two columns, the title left and the value right, and OCR
    /// reads them as two lines on one level, often column by column: the line before the value in
    /// reading order is then the value above it, and its title stands on its left.
    @Test func aValueRightOfItsTitleInItsRowContinuesTheTitle() {
        let profile = screen([("Weight (Kg)", 20, 100), ("Body Mass Index (BMI)", 20, 160), ("85.00", 900, 100), ("26.53", 900, 160)])
        #expect(found(profile, .health).contains("26.53"))
        #expect(found(rows(["Systolic: 117, Diastolic: 67", "30 June 2025"]), .health) == ["Systolic: 117", "Diastolic: 67"])
    }

    /// A profile's weight and height are health data when their unit comes with them, in the row's
    /// title ("Weight (Kg)" … "85.00") or after the value ("Weight 85 kg"), on a screen about a
    /// body; a font weight, a parcel's weight or a lone "Weight 85 kg" with nothing about a body is not.
    @Test func aBodysWeightAndHeightWithTheirUnitsAreHealthData() {
        let profile = screen([("PHYSICAL METRICS", 20, 40), ("Weight (Kg)", 20, 100), ("Height (m)", 20, 160),
                              ("85.00", 900, 100), ("1.79", 900, 160)])
        #expect(found(profile, .health).sorted() == ["1.79", "85.00"])
        #expect(found(rows(["Sex Male", "Weight 85 kg", "Height: 182 cm"]), .health) == ["Weight 85 kg", "Height: 182 cm"])
        #expect(found(rows(["Weight 85 kg", "Height 182 cm"]), .health).isEmpty, "nothing says the screen is about a body")
        #expect(found(rows(["Fitness", "Weight 400", "Shipping weight 2.5 kg"]), .health).isEmpty)
        #expect(found(rows(["Fitness", "Calories", "Age 12+", "Weight 20 kg", "Add to cart"]), .health).isEmpty, "a dumbbell on a shop page")
    }

    /// A card-shaped number on a card screen is a card even when its Luhn digit fails: OCR misread
    /// one digit of the card face, or the app shows a mock-up's number. A valid one stays `card.number`.
    @Test func aCardShapedNumberOnACardScreenIsACardWhateverItsCheckDigit() {
        let wallet = rows(["Your Cards", "4576 1144 6433 8212", "Hamed Kharazmi", "Expiry Date", "10/2030"])
        let findings = PatternMatcher(library: Self.library).findings(in: wallet).filter { $0.category == .card }
        #expect(findings.map(\.value.revealed) == ["4576 1144 6433 8212", "10/2030"])
        #expect(findings.first?.patternId == "card.number-misread")
        let valid = PatternMatcher(library: Self.library).findings(in: rows(["Your Cards", "4111 1111 1111 1111"]))
        #expect(valid.map(\.patternId) == ["card.number"], "one finding, the validated one")
        #expect(found(rows(["4576 1144 6433 8212"]), .card).isEmpty, "no card on the screen")
        #expect(found(rows(["Gift card", "4576 1144 6433 8212"]), .card).isEmpty)
        #expect(found(rows(["Card number", "6064 3650 1000 0000 0000", "Pin", "Redeem"]), .card) == ["6064 3650 1000 0000 0000"],
                "a gift card's number under its label, beside its PIN, spends the card")
        #expect(found(rows(["Visa", "6006 4912 3456 7890 1234"]), .card).isEmpty, "never the tail of a longer number")
        #expect(found(rows(["Your cards", "Loyalty", "4576 1144 6433 8212"]), .card).isEmpty, "a card that pays for nothing")
    }

    /// Authenticators draw codes in a thin face: OCR loses a gap ("9159 43") or reads a 7 as '/'
    /// ("67 /2 46"); alone in their rows on an authenticator screen they are still codes.
    @Test func thinFaceCodesWithALostGapOrASlashForASevenAreCodes() {
        #expect(found(rows(["Authenticator", "GitHub johnappleseed", "9159 43", "Dropbox", "67 /2 46"]), .otp)
            == ["9159 43", "67 /2 46"])
        #expect(found(rows(["Authenticator", "Page 1/2 of 3", "Size 12 /2 34 cm"]), .otp).isEmpty)
    }

    /// A certificate prints each value with its caption under it: the caption nearer below than the
    /// previous field's caption above is the value's label.
    @Test func aCaptionUnderAValueIsItsLabel() {
        let certificate = screen([("Martina", 20, 1840), ("First Name", 20, 1936), ("14.03.1964", 20, 2079), ("Date of birth", 20, 2175)])
        #expect(found(certificate, .dob) == ["14.03.1964"])
        // stacked the other way (label above, value under it), the next field's label below is not the value's
        let stacked = screen([("Date of issue", 20, 100), ("14.03.2020", 20, 140), ("Date of birth", 20, 260), ("Unknown", 20, 300)])
        #expect(found(stacked, .dob).isEmpty)
    }

    // MARK: classes of the grown tuning part (2026-12-07)

    /// Whether any finding of `category` on `text` holds `value`.
    private func finds(_ value: String, _ category: SnapGuardCore.Category, in text: RecognisedText) -> Bool {
        found(text, category).contains { $0.contains(value) }
    }

    /// A patient list writes a birth date with the age it gives and no label; a membership's or a
    /// post's date with its span is no birth date.
    @Test func aDateFollowedByTheAgeItGivesIsADateOfBirth() {
        #expect(found(rows(["Ackerman, Brittany", "1942-11-09 (74 years old)", "Adams, Daniel X.", "1925-12-23 (90 yrs, 10 mths)"]), .dob)
            == ["1942-11-09", "1925-12-23"])
        #expect(found(rows(["Member since 03/15/2010 (14 yrs)", "Posted 2021-03-05 (3 yrs ago)"]), .dob).isEmpty)
    }

    /// Health records: a condition on a Conditions screen whatever its name, a glucose monitor's
    /// statistics and lone reading, an insulin dose, a count of pills, a Medication Name's value.
    @Test func healthRecordsAsRealAppsLayThemOut() {
        #expect(finds("Disorder", .health, in: rows(["Conditions", "Disorder of breast"])))
        #expect(found(rows(["Problems", "Powdery mildew disease"]), .health).isEmpty, "a plant's problem")
        #expect(finds("GMI", .health, in: rows(["Statistics", "AVG 126 mg/dL", "GMI 6,3 %"])))
        #expect(found(rows(["Reading challenge", "TBR: 35%"]), .health).isEmpty, "a reading list's percentage")
        #expect(found(rows(["103", "mg/dL"]), .health) == ["103"])
        #expect(found(rows(["Target range", "70", "mg/dL"]), .health).isEmpty)
        #expect(finds("4.0 IE", .health, in: rows(["Insulin", "4.0 IE Snack Bolus"])))
        #expect(finds("2.0 pills", .health, in: rows(["Medications", "Tylenol", "2.0 pills"])))
        #expect(found(rows(["Medication Name", "Claratin"]), .health) == ["Claratin"])
        #expect(found(rows(["Medication Name", "Dosage"]), .health).isEmpty, "the next field's label")
        #expect(finds("180.0 cm", .health, in: rows(["Patient Details", "Height", "180.0 cm"])), "a height in centimetres to a tenth")
        #expect(found(rows(["Diagnosis: IBS"]), .health) == ["IBS"])
        #expect(found(rows(["Log Weight", "176.5", "Ibs"]), .health).isEmpty, "the weight unit lbs read as Ibs")
        #expect(found(rows(["Log Weight", "RECENT ENTRIES", "Sat, Feb 14   177.1 lbs", "VS LAST WEEK -1.5 lbs"]), .health) == ["177.1 lbs"],
                "a weight log's entry, not its change")
        #expect(found(rows(["Workout", "Deadlift 140 kg", "5 reps", "BMI"]), .health).isEmpty, "a lift's weight")
        #expect(found(rows(["137/81 mmHg", "99 MAP", "@ 55 bpm"]), .health) == ["137/81 mmHg", "99 MAP", "55 bpm"],
                "the pulse and mean pressure a cuff takes with the reading")
        #expect(found(rows(["Last reading", "128/84 mmHg", "SYS 128", "DIA 84", "PUL 66"]), .health)
                == ["128/84 mmHg", "SYS 128", "DIA 84", "PUL 66"], "a cuff's short labels")
        #expect(found(rows(["Pain", "9 of 10", "Nausea 3/10"]), .health) == ["9 of 10", "Nausea 3/10"], "symptoms rated out of ten")
        #expect(found(rows(["Pain relief", "10 tablets", "Rated 9 of 10"]), .health).isEmpty)
        #expect(found(rows(["Heart Rate", "55 bpm"]), .health).isEmpty, "a heart rate alone is a fitness figure")
    }

    /// A place after an address label, an account number in a bank's payee list and numbered
    /// recovery words from any word list are personal however they are written.
    @Test func addressesPayeesAndRecoveryWords() {
        #expect(found(rows(["Email Address: baris@email.com", "Address: Cologne, Germany"]), .address) == ["Address: Cologne, Germany"])
        #expect(found(rows(["Address", "Street, City, ZIP"]), .address).isEmpty, "a placeholder")
        #expect(found(rows(["City", "Derby", "Postcode", "DE1 IRG"]), .address) == ["DE1 IRG"], "a postcode whose 1 OCR read as I")
        #expect(found(rows(["Stop", "Postplatz 13:49 Uhr"]), .address).isEmpty, "a stop's departure time is no house number")
        #expect(found(rows(["Pay & transfer", "All Payees", "60506172 - Sam"]), .account) == ["60506172"])
        #expect(found(rows(["60506172 - Sam"]), .account).isEmpty, "no payee list")
        #expect(!found(rows(["Recovery phrase", "1 acción 2 ábaco", "3 orbit 4 zebra"]), .secret).isEmpty)
        #expect(found(rows(["Recovery phrase", "12 words", "3 hrs"]), .secret).isEmpty)
    }

    /// Amounts as wallets and budget apps write them: sats whose small unit OCR lost, an amount
    /// whose sign OCR lost on a screen of such amounts, whole amounts with a dash for cents; fares
    /// and a day after a sign are not the user's money.
    @Test func amountsWhoseSignOrUnitIsLostOrWrittenAnotherWay() {
        #expect(finds("40,220,183", .currency, in: rows(["40,220,183.«:", "Lightning 29,036,763 sats"])))
        #expect(finds("7 256,7", .currency, in: rows(["Общий доход 99 957 P", "7 256,7"])))
        #expect(found(rows(["Summe 53 999,-"]), .currency) == ["53 999,-"])
        #expect(found(rows(["JFK - LAX", "One-way", "$164"]), .currency).isEmpty, "a public fare")
        #expect(finds("$45.00", .currency, in: rows(["You paid Alex", "$45.00", "Concert tickets"])))
        #expect(found(rows(["€ 31 Décembre"]), .currency).isEmpty, "a back chevron before a date")
        #expect(finds("$5.75", .currency, in: rows(["Starbucks", "-$5.75 Mar 5"])))
        // a portfolio's own figures after their labels, whose ₹ OCR read as % or lost
        let portfolio = screen([("MAHABANK", 51, 348), ("LTP: 338.05", 882, 351), ("NET QTY: 990", 51, 447), ("P&L: 3019.50", 825, 454),
                                ("Total investment*", 51, 1935), ("%2906545.95", 816, 1935), ("Profit & Loss*", 52, 2206),
                                ("272961.05(2.51%)", 714, 2206)])
        #expect(found(portfolio, .currency) == ["3019.50", "2906545.95", "272961.05"], "a quote (LTP) stays public")
    }

    /// Currencies written with a sign or letters the first packs did not know: rupiah, ringgit,
    /// shilling, sol, krone, tenge, cedi before the amount; kroner, lei, shekels, hryvnia, roubles
    /// and Turkish lira after it. Letters before a one-digit number followed by a word are no sign.
    @Test func amountsInMoreCurrencies() {
        #expect(found(rows(["History", "-Rp100.000", "+Rp 30.000"]), .currency) == ["-Rp100.000", "+Rp 30.000"])
        #expect(found(rows(["Saldo", "RM 1,250.00"]), .currency) == ["RM 1,250.00"])
        #expect(found(rows(["KSh 2,500", "S/ 120.50", "₸15 000", "₵250.00"]), .currency) == ["KSh 2,500", "S/ 120.50", "₸15 000", "₵250.00"])
        #expect(found(rows(["1 234,50 kr", "1.250,00 lei", "350 ₪", "1 200 грн", "-99,90 руб.", "417.75 TL"]), .currency).count == 6)
        #expect(found(rows(["RM 5 km", "S/N 123456", "12 TLS", "5 krát"]), .currency).isEmpty)
        // a model number, a one-digit label, a link, a clothing size, a time, a country code, a law
        #expect(found(rows(["Model RM-1152", "Event RM 2", "https://zoom.us/s/85123456789", "Size S/36", "kr 12:30",
                            "+82 KR", "Art. 7 Lei 13.709/18", "Try 2 more times", "ARS 1", "PEN 2"]), .currency).isEmpty)
        #expect(found(rows(["M-PESA", "Ksh1,000.00 sent", "Sold", "1.250,00 lei", "Баланс", "UAH 1 250,00"]), .currency)
                == ["Ksh1,000.00", "1.250,00 lei", "UAH 1 250,00"])
        #expect(found(rows(["Fuel prices", "RON 95", "Approach ILS 109.5"]), .currency).isEmpty, "octane, a landing system")
        // a shop in Malay, Swedish or Turkish is a shop: its prices are public
        #expect(found(rows(["Kasut", "RM 89.00", "Tambah ke Troli"]), .currency).isEmpty)
        #expect(found(rows(["1 299 kr", "Lägg i varukorgen"]), .currency).isEmpty)
        #expect(found(rows(["1.299,00 TL", "Sepete Ekle"]), .currency).isEmpty)
        // a loan calculator's worked example is nobody's loan
        #expect(found(rows(["Loan Amount", "400000", "Monthly Payment", "5300.98", "Calculate", "Mortgage Loans Savings"]), .currency).isEmpty)
        #expect(finds("5300.98", .currency, in: rows(["Loan account", "Monthly Payment", "5300.98", "Calculate"])))
        #expect(finds("$2,340.12", .currency, in: rows(["Accounts", "Everyday Checking", "$2,340.12", "Loan calculator"])))
        #expect(finds("125 430,50 ₽", .currency, in: rows(["Tinkoff", "Баланс", "125 430,50 ₽", "Корзина"])))
        #expect(found(rows(["Hotel Santika", "Rp 750.000 / malam"]), .currency).isEmpty, "a price a night")
        // coins and tokens after their amount, or after their sign
        #expect(found(rows(["Wallet", "1,697.4780 ETH", "-15.000 USDT", "Ł0.00835981"]), .currency)
                == ["1,697.4780 ETH", "-15.000 USDT", "Ł0.00835981"])
        #expect(found(rows(["Ethereum", "1 ETH ≈ 3,120.44 USDT", "2010 ADA Standards", "0.00 ETH"]), .currency).isEmpty,
                "a rate, a word-like ticker after a year, a zero")
    }

    /// A glucose monitor's alarm settings are no readings; its highest reading and its "in range" share are.
    @Test func glucoseSettingsAreNotReadingsButTheShareInRangeIs() {
        #expect(found(rows(["Alarms", "Low threshold: 70 mg/dL", "Alarm above 250 mg/dl", "Target range 70-180 mg/dL"]), .health).isEmpty)
        #expect(found(rows(["Statistics", "Max value 401 mg/dl"]), .health) == ["401 mg/dl"], "a period's highest reading")
        #expect(found(rows(["Glucose", "131 mg/dL"]), .health) == ["131 mg/dL"])
        #expect(finds("67%", .health, in: rows(["207", "mg/dl", "Today in range 67%"])))
        #expect(found(rows(["Wi-Fi", "In range 80%"]), .health).isEmpty, "no glucose on the screen")
        #expect(found(rows(["Eve Room", "Humidity sensor", "In range 45%"]), .health).isEmpty, "a smart home's sensor")
        #expect(found(rows(["DEXCOM G7 now", "High Alert", "Your sensor glucose is 250 mg/dL"]), .health) == ["250 mg/dL"],
                "an alert that reports a reading")
    }

    /// A CGM follower's dashboard gives a patient's statistics under short labels and no unit
    /// (Avg BG, Est A1C, IOB, TDD); on a screen about glucose or insulin they are health data,
    /// elsewhere (a portfolio's standard deviation) they are not, nor is a therapy setting's limit.
    @Test func aDiabetesDashboardsShortLabelledStatisticsAreHealthData() {
        let dashboard = rows(["Nightscout", "163", "IOB 1.32", "TDD 26.35", "Avg BG: 125", "Est A1C: 6.0", "Std Dev: 40.32"])
        #expect(found(dashboard, .health) == ["IOB 1.32", "TDD 26.35", "Avg BG: 125", "Est A1C: 6.0", "Std Dev: 40.32"])
        #expect(found(rows(["Portfolio", "Std Dev: 18.2", "Avg BG: 125"]), .health).isEmpty, "no glucose on the screen")
        #expect(found(rows(["Loop", "Insulin settings", "Max IOB 4.5"]), .health).isEmpty, "a limit the user set")
        #expect(found(rows(["Glucose-friendly recipes", "Corn on the cob", "25"]), .health).isEmpty, "a cob is no carbs on board")
        // a pump's home names neither glucose nor insulin: its IOB and basal rate in U/hr say it,
        // and its boluses and HbA1c count
        let pump = rows(["IOB 2.29U", "6.5 >", "0 U/hr", "HbA1c 6.5"])
        #expect(found(pump, .health).contains { $0.hasSuffix("2.29U") } && found(pump, .health).contains("HbA1c 6.5"))
        #expect(!found(pump, .health).contains("0 U"), "no insulin is no dose")
        #expect(found(rows(["140", "+6 mg/dl", "3,95U"]), .health).contains("3,95U"), "a CGM chart's bolus mark")
        #expect(found(rows(["HbA1c 6.5", "Unit 3"]), .health).isEmpty, "HbA1c alone, without % or a diabetes screen, is a topic")
        // a day's summary: the average, its variation and the share of time in each range
        #expect(found(rows(["Past 24 Hours", "mmol/L", "Average 7.7", "CV 34", "Low 4 % Normal 74 % High 22 %"]), .health)
                == ["Average 7.7", "CV 34", "Low 4 %", "Normal 74 %", "High 22 %"])
        #expect(found(rows(["Weather", "Average 7.7", "High 22 %", "Chance of rain 40 %"]), .health).isEmpty)
        #expect(found(rows(["Glucose", "Low battery 15 %", "High alarm 80 %"]), .health).isEmpty, "a device's and an alarm's figures")
        // low, high and average are everyone's words: only a glucose unit or a pump's figures make them a summary's
        #expect(found(rows(["Stocks", "Eli Lilly · Insulin maker", "Day high 2.3%", "Average 142"]), .health).isEmpty)
        #expect(found(rows(["Dexcom Clarity", "mg/dL", "Goal: <25%", "In Range 72%"]), .health) == ["In Range 72%"])
        // close of business, a cob loaf and a game's rate in units per hour are no pump
        #expect(found(rows(["Risk report", "As of COB", "Std dev 2.35"]), .health).isEmpty)
        #expect(found(rows(["Bakery", "Sourdough cob 800 g", "2 units left"]), .health).isEmpty)
        #expect(found(rows(["Kingdom", "Gold 120 U/h", "Archers 30 U"]), .health).isEmpty)
    }

    /// A sleep tracker's nights and averages are the user's sleep; the same durations elsewhere
    /// (a journey) or as a goal the user set are not.
    @Test func aNightsSleepOnASleepScreenIsHealthData() {
        #expect(found(rows(["Sleep", "Most Recent Night", "6 hr 36 min"]), .health) == ["6 hr 36 min"])
        #expect(found(rows(["Sommeil (7 derniers jours)", "Durée moyenne 8h7"]), .health) == ["8h7"])
        #expect(found(rows(["Sleep", "Sleep goal", "8 hr 0 min", "Bedtime reminder 10 hr 30 min"]), .health).isEmpty)
        #expect(found(rows(["Directions", "Travel time 6 hr 36 min"]), .health).isEmpty, "no sleep on the screen")
        #expect(found(rows(["Why We Sleep", "Matthew Walker", "13 hr 52 min"]), .health).isEmpty, "an audiobook's length has no sleep label")
        #expect(found(rows(["Mode Sommeil", "De 22h30 à 7h00"]), .health).isEmpty, "a schedule's clock times")
    }

    /// A period tracker's records are reproductive-health data: its reports as label-value rows
    /// and each period's volume alone in its row; a billing period or a trial is not.
    @Test func aPeriodTrackersRecordsAreHealthData() {
        let reports = screen([("Reports", 20, 0), ("Last Period", 20, 100), ("07/14/2022", 700, 100),
                              ("Typical Period Length", 20, 200), ("7 days", 700, 200)])
        #expect(found(reports, .health) == ["07/14/2022", "7 days"])
        #expect(found(rows(["Period Volume", "Jul 14 - Jul 20", "7 mL"]), .health) == ["Jul 14", "7 mL"], "when it came, and how much")
        #expect(found(rows(["Subscription", "Billing period length 30 days", "Free trial period 7 days"]), .health).isEmpty)
        #expect(found(rows(["Water", "250 mL"]), .health).isEmpty)
    }

    /// Budget apps in other languages: the screen's money word is Portuguese, German or Chinese,
    /// and the amount typed in an amount field stands without its sign, even when it reads like a year.
    @Test func signlessAmountsInOtherLanguagesAndInAnAmountField() {
        #expect(found(screen([("Nova Despesa", 20, 0), ("Feira", 20, 100), ("145.80", 20, 160)]), .currency) == ["145.80"])
        #expect(found(screen([("Ausgaben", 20, 0), ("Supermarkt", 20, 100), ("-54,20", 400, 100)]), .currency) == ["-54,20"])
        #expect(found(rows(["Add Transaction", "AMOUNT", "2000", "DESCRIPTION", "Crypto"]), .currency) == ["2000"])
        #expect(found(rows(["Pix", "Valor do Pix", "150,00"]), .currency) == ["150,00"])
        #expect(found(screen([("Gastos", 20, 0), ("Supermercado", 20, 100), ("1.250,50", 400, 100)]), .currency) == ["1.250,50"])
        #expect(found(rows(["Pix", "Minimum amount", "100"]), .currency).isEmpty, "a limit is no one's money")
        #expect(found(rows(["Pix", "Amount", "2"]), .currency).isEmpty, "a quantity stepper")
        #expect(found(rows(["Payment", "Amount", "0.00"]), .currency).isEmpty, "an empty field")
        #expect(found(rows(["Flour", "Amount", "250"]), .currency).isEmpty, "a recipe's amount: no money on the screen")
        #expect(found(rows(["Receitas", "Bolo de cenoura", "350"]), .currency).isEmpty, "recipes, not income")
        #expect(found(rows(["Feira", "145.80"]), .currency).isEmpty, "no money word, no amount field")
    }

    /// A bitcoin amount in a locale whose decimal mark is a comma.
    @Test func aBitcoinAmountWithADecimalComma() {
        #expect(found(rows(["Transactions", "+ 0,006482 BTC"]), .currency) == ["+ 0,006482 BTC"])
        #expect(found(rows(["Guthaben", "₿0,0054"]), .currency) == ["₿0,0054"])
        #expect(found(rows(["0,00000000 BTC"]), .currency).isEmpty)
    }

    /// A coin's name after an amount with decimals is a holding; a rank list or a supply is not.
    @Test func aCoinsNameAfterAnAmountIsAHolding() {
        #expect(found(rows(["Wallet", "5.6733 Ethereum (ETH)"]), .currency) == ["5.6733 Ethereum"])
        #expect(found(rows(["Top coins", "1 Bitcoin", "2 Ethereum", "3 Tether"]), .currency).isEmpty)
        #expect(found(rows(["Max supply 21,000,000 Bitcoin"]), .currency).isEmpty)
    }

    /// A CGM follower's dial: the reading in large type with its unit right under it, while the
    /// rows of two side columns stand between them in reading order. The line right under a lone
    /// value is its caption wherever OCR put it.
    @Test func aDialsReadingHasItsUnitRightUnderItWhateverStandsBetweenInReadingOrder() {
        let dial = RecognisedText(lines: [
            RecognisedLine(words: [RecognisedWord(text: "Loopstatus", box: BoundingBox(x: 51, y: 390, width: 224, height: 41), confidence: 0.9)]),
            RecognisedLine(words: [RecognisedWord(text: "101", box: BoundingBox(x: 446, y: 527, width: 226, height: 103), confidence: 0.95)]),
            RecognisedLine(words: [RecognisedWord(text: "Empf. Bolus", box: BoundingBox(x: 51, y: 609, width: 239, height: 42), confidence: 0.9)]),
            RecognisedLine(words: [RecognisedWord(text: "Pumpentank", box: BoundingBox(x: 51, y: 663, width: 255, height: 42), confidence: 0.9)]),
            RecognisedLine(words: [RecognisedWord(text: "-2", box: BoundingBox(x: 486, y: 717, width: 39, height: 30), confidence: 0.9),
                                   RecognisedWord(text: "mg/dl", box: BoundingBox(x: 537, y: 717, width: 104, height: 39), confidence: 0.9)]),
        ])
        #expect(found(dial, .health).contains("101"))
        // the same unit far below, past a gap of more than two heights of the reading, is another row's
        let far = RecognisedText(lines: [dial.lines[1], dial.lines[2], RecognisedLine(words: [
            RecognisedWord(text: "mg/dl", box: BoundingBox(x: 500, y: 900, width: 104, height: 39), confidence: 0.9)])])
        #expect(!found(far, .health).contains("101"))
    }

    /// A restaurant's menu: one pass read the tab bar's "Cart", another (matched on its own as an
    /// alternative reading) did not. The screen is a shop's either way: its prices are public.
    @Test func aScreenIsAShopForEveryReadingOfItWhenOneReadSawItsCart() {
        let menu = ["Margherita Pizza", "Price: 33.75 TL", "Vegan Pizza", "Price: 41.25 TL"]
        let withCart = rows(menu + ["Main Cart User"]), withoutCart = rows(menu)
        let text = RecognisedText(lines: withCart.lines, alternatives: [withoutCart, withCart])
        #expect(found(withoutCart, .currency) == ["33.75 TL", "41.25 TL"], "without the cart, priced lines are amounts")
        #expect(found(text, .currency).isEmpty)
        // and a screen of the user's own money stays that for every reading
        let balance = RecognisedText(lines: rows(menu + ["Main Cart User", "Balance"]).lines, alternatives: [withoutCart])
        #expect(Set(found(balance, .currency)) == ["33.75 TL", "41.25 TL"])
    }

    /// A card form labels the expiry field with its format: the date under "MM / YY" beside a
    /// card's number is the card's expiry; alone, it is nothing.
    @Test func anExpiryUnderItsFormatLabelBesideACardNumber() {
        #expect(found(rows(["Card number", "4242 4242 4242 4242", "MM / YY   CVC", "02/25   123"]), .card).contains("02/25"))
        #expect(found(rows(["MM / YY", "02/25"]), .card).isEmpty)
    }

    /// A wallet's row: the coin's price per unit on the left, the user's holding on the right, one
    /// level. The price's "per" makes a price of what follows it, not of the holding beside it; a
    /// price per unit written after the amount is still a price.
    @Test func aHoldingBesideItsCoinsPricePerUnitIsStillAHolding() {
        let wallet = screen([("Ethereum", 20, 0), ("$409.78", 400, 0), ("$101.61 per ETH", 20, 40), ("4.0329 ETH", 400, 40)])
        #expect(found(wallet, .currency).contains("4.0329 ETH"))
        #expect(found(rows(["Mint 0.05 ETH per NFT", "Staking 0.01 ETH/day", "Tickets 0.08 ETH each"]), .currency).isEmpty)
        #expect(found(rows(["Collection", "Cost per mint 0.05 ETH", "Swap", "1 ETH per 3,120.44 USDT"]), .currency).isEmpty)
        // a network after a slash names where the holding is, not a unit it is priced per
        #expect(found(rows(["Wallet", "1,420.55 USDT/TRC20"]), .currency) == ["1,420.55 USDT"])
    }

    /// A baby tracker's weight log counts as a body's weight; a product's weight on a shop's page
    /// for babies does not.
    @Test func aBabyTrackersWeightIsABodysWeight() {
        #expect(found(rows(["Great job taking care of your little one!", "Weights", "3.40 kg", "Breastfeeding: 70 min"]), .health)
                == ["3.40 kg"])
        #expect(found(rows(["Infant car seat", "Weight 4.2 kg"]), .health).isEmpty)
        #expect(found(rows(["Diaper bag", "Weight 0.8 kg"]), .health).isEmpty)
        // a shop's words for its customers' babies are marketing, not a log
        #expect(found(rows(["UPPAbaby Vista", "Perfect for your little one", "Weight 12.2 kg"]), .health).isEmpty)
    }

    /// A monitor's settings define its glucose ranges by their bounds (Critical min value, Good
    /// max value): settings, not readings. A period's highest reading is still a reading.
    @Test func aRangesBoundsAreSettingsNotReadings() {
        #expect(found(rows(["GLUCOSE RANGES", "Critical min value: 55 mg/dl", "Acceptable min value: 65 mg/dl",
                            "Good max value: 140 mg/dl"]), .health).isEmpty)
        #expect(found(rows(["Statistics", "Max value 401 mg/dl"]), .health) == ["401 mg/dl"])
        // a lab report's reference bound sits beside the patient's own result, which still counts
        #expect(found(rows(["TSH", "Normal min 0.4 mIU/L · Normal max 4.0 mIU/L", "6.8 mIU/L"]), .health) == ["6.8 mIU/L"])
    }

    /// A sleep tracker's history lists each night as the time the user fell asleep, the time they
    /// woke and the length; a schedule without a length, or a time range on a screen that is not
    /// about sleep, is not a night.
    @Test func aLoggedNightIsASleepRecordAndASleepScheduleIsNot() {
        #expect(found(rows(["Sommeil", "lundi 1 décembre 2025", "22:33 > 07:33 (9h)", "Bonne"]), .health) == ["22:33 > 07:33 (9h)"])
        #expect(found(rows(["Mode Sommeil", "De 22h30 à 7h00"]), .health).isEmpty)
        #expect(found(rows(["Sleep schedule", "22:30 – 06:30 (8h)"]), .health).isEmpty)
        #expect(found(rows(["Night bus", "23:40 → 06:10 (6h 30min)"]), .health).isEmpty)
        // sleep in a sentence does not make a screen about sleep, nor a night's schedule a record
        #expect(found(rows(["Flights", "23:40 → 06:10 (6h 30m)", "Overnight flight: try to sleep on board"]), .health).isEmpty)
        #expect(found(rows(["Sleep", "Tonight", "23:00 → 07:00 (8h)"]), .health).isEmpty)
    }
}
