import Testing
@testable import SnapGuardCore

/// Check-digit and format validators of identity numbers outside the US. Valid values are the
/// published examples (Verhoeff 2363, CPF 529.982.247-25, Steuer-ID 86 095 742 719, DNI 12345678Z)
/// or numbers made by a separate script from the published algorithms, not by the code under test.
@Suite struct IdentityNumberValidatorTests {
    @Test func verhoeffAcceptsThePublishedExampleAndCatchesEverySingleDigitError() {
        let verhoeff = VerhoeffValidator()
        #expect(verhoeff.isValid("2363"))
        #expect(verhoeff.isValid("234567890124"))
        let digits = Array("234567890124")
        for position in digits.indices {
            for replacement in "0123456789" where replacement != digits[position] {
                var changed = digits
                changed[position] = replacement
                #expect(!verhoeff.isValid(String(changed)), "\(String(changed))")
            }
        }
    }

    @Test func verhoeffCatchesSwapsOfNeighbouringDigits() {
        let digits = Array("234567890124")
        for position in 0..<(digits.count - 1) where digits[position] != digits[position + 1] {
            var swapped = digits
            swapped.swapAt(position, position + 1)
            #expect(!VerhoeffValidator().isValid(String(swapped)), "\(String(swapped))")
        }
    }

    @Test(arguments: ["2345 6789 0124", "9877-8932-8793", "417421809677"])
    func aadhaarAcceptsTwelveDigitsWithTheirCheckDigit(_ number: String) {
        #expect(AadhaarValidator().isValid(number))
    }

    /// 1234 5678 9010 and 0234 5678 9014 have valid Verhoeff digits, but UIDAI never starts with 0 or 1.
    @Test(arguments: ["1234 5678 9010", "0234 5678 9014", "2345 6789 0123", "2345 6789 012", "23456789012400"])
    func aadhaarRejectsOtherNumbers(_ number: String) {
        #expect(!AadhaarValidator().isValid(number))
    }

    @Test(arguments: ["529.982.247-25", "52998224725", "307.666.193-03", "451.450.612-50"])
    func cpfAcceptsValidCheckDigits(_ number: String) {
        #expect(CPFValidator().isValid(number))
    }

    @Test(arguments: ["529.982.247-26", "529.982.247-15", "111.111.111-11", "000.000.000-00", "529.982.247-2"])
    func cpfRejectsWrongCheckDigitsAndRepeatedDigits(_ number: String) {
        #expect(!CPFValidator().isValid(number))
    }

    @Test(arguments: ["AB 12 34 56 C", "JG103759A", "PX 51 90 32 B", "ab123456d"])
    func nationalInsuranceAcceptsAllocatedNumbers(_ number: String) {
        #expect(NationalInsuranceValidator().isValid(number))
    }

    /// HMRC's own example QQ 12 34 56 C is deliberately not allocatable.
    @Test(arguments: [
        "QQ 12 34 56 C", "DA 12 34 56 C", "FA123456A", "IA123456A", "UA123456A", "VA123456A", "AD123456A",
        "AO123456A", "BG123456A", "GB123456A", "KN123456A", "NK123456A", "NT123456A", "TN123456A", "ZZ123456A",
        "AB123456E", "AB12345C", "AB1234567C",
    ])
    func nationalInsuranceRejectsUnallocatedPrefixesAndSuffixes(_ number: String) {
        #expect(!NationalInsuranceValidator().isValid(number))
    }

    @Test(arguments: ["ABCPE1234F", "AAACR5055K", "AAAHA1234B", "AAAFB1234C", "AAATC1234D", "AAAGD1234E"])
    func panAcceptsKnownHolderCategories(_ number: String) {
        #expect(PANValidator().isValid(number))
    }

    @Test(arguments: ["ABCDE1234F", "ABCXE1234F", "abcpe1234f", "ABCPE12345", "ABCP1234F", "1BCPE1234F",
                      "ABCPESOSBF", "ABCPE12X4F"])
    func panRejectsOtherShapesAndCategories(_ number: String) {
        #expect(!PANValidator().isValid(number))
    }

    /// OCR read a digit of the number as its look-alike capital (`5716` as `S716`): still a PAN when
    /// one real digit is among the four.
    @Test(arguments: ["TGLPUS716T", "ABCPE1O34F", "ABCPEIB3SF"])
    func panAcceptsDigitLookalikesBesideARealDigit(_ number: String) {
        #expect(PANValidator().isValid(number))
    }

    /// A PAN beside its label as a blur or a JPEG leaves it: a final J read as `)`, a final O as
    /// `0`, a B as `8`, a digit as `%`; two such at most.
    @Test(arguments: ["RYLPG2593)", "EVMPW86410", "HAUPP110%C", "8PJPC20%6R", "ABCPE1234F", "ABCPE1234]"])
    func misreadPANAcceptsUpToTwoStandIns(_ number: String) {
        #expect(MisreadPANValidator().isValid(number))
    }

    @Test(arguments: ["8PJP020%R", "ABCPE1%%%F", "8BCPE12%4)", "ABCDE1234)", "ABCPE1234-", "ABC9E1234F", "ABCPE12345X",
                      "ABCPEO%SBF"])
    func misreadPANRejectsMoreStandInsAndOtherShapes(_ number: String) {
        #expect(!MisreadPANValidator().isValid(number))
    }

    /// A National Insurance number beside its label as a blur leaves it: a suffix B read as `8`, a
    /// 0 as `O`, a prefix S as `5`; two such at most.
    @Test(arguments: ["PN0681648", "LJO86404A", "5J 08 64 04 A", "JG103759O", "AB123456C"])
    func misreadNINOAcceptsUpToTwoStandIns(_ number: String) {
        #expect(MisreadNationalInsuranceValidator().isValid(number))
    }

    @Test(arguments: ["PNOBSIO48", "5JO8640Z8", "QQ0681648", "PN068164E", "PN06816488", "AB12345C", "GB1234568"])
    func misreadNINORejectsMoreStandInsAndOtherShapes(_ number: String) {
        #expect(!MisreadNationalInsuranceValidator().isValid(number))
    }

    @Test(arguments: ["12345678Z", "12345678-Z", "X1234567L", "91917530P", "Y7478856Y"])
    func dniAndNIEAcceptTheirControlLetter(_ number: String) {
        #expect(SpanishIDValidator().isValid(number))
    }

    @Test(arguments: ["12345678A", "X1234567Z", "1234567Z", "W1234567L"])
    func dniAndNIERejectAWrongLetterOrShape(_ number: String) {
        #expect(!SpanishIDValidator().isValid(number))
    }

    @Test func nirChecksItsKeyAndShape() {
        let nir = FrenchNIRValidator()
        #expect(nir.isValid("2 84 05 75 108 226 73"))
        #expect(nir.isValid("156020552598658"))
        #expect(!nir.isValid("2 84 05 75 108 226 74"))
        #expect(!nir.isValid("3 84 05 75 108 226 73"))
        #expect(!nir.isValid("2 84 13 75 108 226 73"))
    }

    @Test func steuerIDChecksItsISO7064Digit() {
        let steuerID = GermanTaxIDValidator()
        #expect(steuerID.isValid("86 095 742 719"))
        #expect(steuerID.isValid("23930955973"))
        #expect(!steuerID.isValid("86 095 742 718"))
        #expect(!steuerID.isValid("06 095 742 719"))
    }
}
