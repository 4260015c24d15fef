import Testing
@testable import SnapGuardCore

@Suite struct NormalisedLineTests {
    @Test(arguments: [
        ("4111 1111 1111 111l", "4111 1111 1111 1111"),
        ("$1O,5OO.OO", "$10,500.00"),
        ("37O4 OO44 O532 O13O OO", "3704 0044 0532 0130 00"),
        ("SSN 123-45-678O", "SSN 123-45-6780"),
        ("1\u{202F}234,56\u{00A0}€", "1 234,56 €"),
        ("\u{2212}$6.75", "-$6.75"),
        ("Price\u{FF1A}\u{FF12}\u{FF15}\u{FF15}\u{FF15}\u{FF0E}\u{FF10}\u{FF10}", "Price:2555.00"),
        ("\u{FFE5}1,280 \u{FF04}12.00", "¥1,280 $12.00"),
    ])
    func correctsOCRNoiseInNumbers(_ input: String, _ expected: String) {
        #expect(NormalisedLine(input).text == expected)
    }

    @Test(arguments: ["HbA1c 7.2%", "Vitamin B12", "iOS 17.2", "Gate S3", "SW1A 1BB", "DE89 3704", "SOS", "O2 sat"])
    func leavesWordsAndCodesAlone(_ input: String) {
        #expect(NormalisedLine(input).text == input)
    }

    /// The Vietnamese model reads a 6 as `ó` beside a digit in a code or number; words keep theirs.
    @Test(arguments: [
        ("Numéro de passeport 85TE93ó75", "Numéro de passeport 85TE93675"),
        ("94Q/4392ó6", "94Q/439266"),
        ("+55 11 9ó795-6132", "+55 11 96795-6132"),
        ("IE4ó BOFI", "IE46 BOFI"),
        ("Total TTC 1448,óó €", "Total TTC 1448,66 €"),
        ("1 448,óó €", "1 448,66 €"),
    ])
    func putsBackASixReadAsAnAccentedO(_ input: String, _ expected: String) {
        #expect(NormalisedLine(input).text == expected)
    }

    @Test(arguments: ["Có 3 tin nhắn", "đó 12", "ló5", "óó", "ABó", "Bó 12", "óó,ó"])
    func leavesAnAccentedOInWordsAlone(_ input: String) {
        #expect(NormalisedLine(input).text == input)
    }

    @Test(arguments: [
        ("3/82 822463 10005", "3782 822463 10005"),
        ("Card 4111 1111 1/11 1111 exp 12/26", "Card 4111 1111 1711 1111 exp 12/26"),
        ("DE89 3/04 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"),
    ])
    func putsBackASlashReadForASevenInsideDigitGroups(_ input: String, _ expected: String) {
        let line = NormalisedLine(input)
        #expect(line.digitGroupText == expected)
        #expect(line.text == input, "the slash stays in the text every pattern sees")
    }

    @Test(arguments: ["Exp 12/26", "04/03/2024 1234 5678", "74 mL/min", "1/2 3/4 5/6", "Page 1/12 of 3/4",
                      "12/26 1234", "4111 1111 1111 111/", "Lot 4057/2024 5668 2823", "Ref 12/2024 4111 1111"])
    func leavesSlashesOutsideLongDigitGroupsAlone(_ input: String) {
        #expect(NormalisedLine(input).digitGroupText == NormalisedLine(input).text)
    }

    @Test func keepsTheLengthSoRangesMapBackToTheOriginal() {
        let input = "Solde\u{00A0}: 1\u{202F}234,56 € — 4111 1111 1111 111l"
        #expect(NormalisedLine(input).text.utf16.count == input.utf16.count)
    }
}
