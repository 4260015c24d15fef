import Foundation
import Testing
@testable import SnapGuardCore

/// A Brazilian real sign that OCR misread in a condensed face (`R§`, `RS`, `R§$`, `H§`) before
/// an amount with comma decimals is still money (`currency.real-misread`).
@Suite struct RealMisreadTests {
    static let matcher = PatternMatcher(library: try! PatternLibrary.defaults())

    private func currency(_ text: String) -> [String] {
        Self.matcher.findings(inText: text).filter { $0.category == .currency }.map(\.text)
    }

    @Test func aMisreadRealSignBeforeABrazilianAmountIsMoney() {
        // how the standard read saw -R$ and R$ in TeX Gyre Heros Condensed and Roboto rows and headings
        for read in ["-R§ 181,05", "-H§ 68,77", "-RS 218,00", "-R§$ 170,00", "+R§ 3.996,00", "RS 2.737,57"] {
            #expect(currency("Extrato\n\(read)") == [read], "\(read)")
        }
    }

    @Test func withoutAnAmountWithCommaDecimalsItIsNot() {
        for text in ["RS-232 port", "RS 232", "§ 41 BGB", "Art. 5 § 2,5", "RSS 12,00 feeds", "R§ 12"] {
            #expect(currency(text).isEmpty, "\(text)")
        }
    }
}
