import Foundation
import Testing
@testable import SnapGuardCore

/// An IFSC code whose fifth character, a zero, OCR read as the letter O (a row of capitals
/// invites it): found under or beside its label, never alone (`routing.ifsc-misread`).
@Suite struct IFSCMisreadTests {
    static let matcher = PatternMatcher(library: try! PatternLibrary.defaults())

    @Test func aZeroReadAsOIsStillAnIFSCCodeUnderItsLabel() {
        for text in ["IFSC\nSBINO419527", "IFSC code: ICICO536962", "IFSC\nUTIBO806842"] {
            let routing = Self.matcher.findings(inText: text).filter { $0.category == .routing }.map(\.text)
            #expect(routing.count == 1 && routing[0].count == 11, "\(text): \(routing)")
        }
    }

    @Test func withoutTheLabelItIsNot() {
        for text in ["SBINO419527", "Promo code\nPROMO123456", "IFSC\nHDFCOABCDEF"] {
            #expect(Self.matcher.findings(inText: text).filter { $0.category == .routing }.isEmpty, "\(text)")
        }
    }
}
