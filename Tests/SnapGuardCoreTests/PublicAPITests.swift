import Foundation
import Testing
import SnapGuardCore

/// The public surface at work, as a package depending on SnapGuard calls it (no `@testable`),
/// with the library's own test double instead of Tesseract: a user's gate test.
@Suite struct PublicAPITests {
    private static func sample(_ name: String) -> URL {
        Fixtures.repository.appendingPathComponent("Samples").appendingPathComponent(name)
    }

    private static func session(reading text: [String], redactedCopies: Bool = false) throws -> (ScanSession, ScriptedRecogniser) {
        var settings = try ScanSettings.defaults()
        settings.jobs = 1
        settings.pictures = PictureOptions(thumbnailWidth: redactedCopies ? 120 : nil, redactedCopies: redactedCopies)
        let recogniser = ScriptedRecogniser(text: text)
        return (ScanSession(settings: settings, makingRecognisers: { recogniser }), recogniser)
    }

    @Test func aScriptedReadFailsTheScreenWithMaskedFindingsAndRedactedPictures() throws {
        let (session, recogniser) = try Self.session(reading: ["Available balance", "$12,345.67"], redactedCopies: true)
        let png = try Data(contentsOf: Self.sample("clean-settings-750x1334.png"))
        let screen = session.check(imageData: png, named: "Balance")
        #expect(screen.verdict == .fail)
        #expect(screen.failingFindings.map(\.masked) == ["$••,•••.67"])
        #expect(!recogniser.reads.isEmpty, "the image went through the pipeline to the recogniser")
        let copy = try #require(screen.redactedCopy, "bytes that never had a file get their redacted copy")
        #expect(copy.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(screen.thumbnail != nil)
    }

    @Test func everyFormatRendersThroughTheOneLookupAndShowsNoRawValue() throws {
        let (session, _) = try Self.session(reading: ["Card 4111 1111 1111 1111"])
        let report = try session.scan([Self.sample("clean-settings-750x1334.png").path])
        #expect(report.summary.failed == 1)
        #expect(!Reporters.identifiers.isEmpty)
        for format in Reporters.identifiers {
            let text = try #require(Reporters.render(report, as: format), "\(format)")
            #expect(text.contains("1111"), "\(format) shows the masked value")
            #expect(!text.contains("4111 1111") && !text.contains("4111111111111111"), "\(format) shows no raw value")
        }
        #expect(Reporters.render(report, as: "yaml") == nil)
    }

    @Test func aCancelledScanReportsItselfAsPartial() throws {
        let (session, recogniser) = try Self.session(reading: ["Settings"])
        let cancellation = ScanCancellation()
        cancellation.cancel(reason: "stopped by the test")
        #expect(cancellation.isCancelled)
        let report = try session.scan([Self.sample("clean-settings-750x1334.png").path], cancellation: cancellation)
        #expect(report.isPartial)
        #expect(report.screens.isEmpty && recogniser.reads.isEmpty, "no screen is started once cancelled")
        let whole = try session.scan([Self.sample("clean-settings-750x1334.png").path])
        #expect(!whole.isPartial && whole.screens.count == 1)
    }

    @Test func aPairSaysWhetherTheCoverCameUpAndWhy() throws {
        let (session, _) = try Self.session(reading: ["Settings"])
        let checker = PairChecker(settings: PairSettings(), session: session)
        let active = Self.sample("leaky-balance-light-1179x2556.png")
        let covered = checker.check(active: active, snapshot: Self.sample("protected-overlay-1179x2556.png"))
        #expect(covered.verdict == .pass)
        #expect(covered.cover == .covered)
        #expect(try #require(covered.globalSimilarity) < 0.75)
        let same = checker.check(active: active, snapshot: active)
        #expect(same.verdict == .fail)
        #expect(same.cover == .uncovered)
        #expect(!same.reasons.isEmpty)
        #expect(try #require(same.highestRegionSimilarity) > 0.99)
        let exempt = PairChecker(settings: PairSettings(noCover: ["leaky-balance-*"]), session: session)
            .check(active: active, snapshot: active)
        #expect(exempt.cover == .notRequired && exempt.verdict == .pass, "no findings in the snapshot, no cover needed")
    }
}
