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
        settings.thumbnailWidth = redactedCopies ? 120 : nil
        settings.keepsRedactedCopies = redactedCopies
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
        #expect(report.count(of: .fail) == 1 && report.count(of: .pass) == 0 && report.count(of: .error) == 0)
        #expect(!Reporters.identifiers.isEmpty)
        for format in Reporters.identifiers {
            let text = try #require(Reporters.render(report, as: format), "\(format)")
            #expect(text.contains("1111"), "\(format) shows the masked value")
            #expect(!text.contains("4111 1111") && !text.contains("4111111111111111"), "\(format) shows no raw value")
        }
        #expect(Reporters.render(report, as: "yaml") == nil)
        let revealed = try #require(Reporters.render(report, as: "json", revealing: true))
        #expect(revealed.contains("4111 1111 1111 1111"), "revealing shows the raw value, as --reveal does")
        let root = URL(fileURLWithPath: "/snapguard-source-root", isDirectory: true)
        #expect(try #require(Reporters.render(report, as: "sarif", sourceRoot: root)).contains("snapguard-source-root"),
                "the source root is SARIF's %SRCROOT%")
        #expect(try #require(Reporters.render(report, as: "sarif")).contains("snapguard-source-root") == false)
    }

    @Test func packsComeFromFoldersWithErrorsLocated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\n  \"id\": 3\n}\n".utf8).write(to: folder.appendingPathComponent("broken.json"))
        #expect(throws: PatternPackError.self) { try ScanSettings(patternFolders: [folder]) }
        do {
            _ = try ScanSettings(patternFolders: [folder])
        } catch {
            #expect(error.description.contains("broken.json:"), "\(error.description)")
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("broken.json"))
        let own = try ScanSettings(patternFolders: [folder], includingBuiltInPatterns: false)
        let session = ScanSession(settings: own, makingRecognisers: { ScriptedRecogniser(text: ["Card 4111 1111 1111 1111"]) })
        let screen = session.check(imageData: try Data(contentsOf: Self.sample("clean-settings-750x1334.png")), named: "Card")
        #expect(screen.verdict == .pass, "no packs, no findings")
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
        let bytes = try Data(contentsOf: active)
        let fromBytes = checker.check(activeImageData: bytes, snapshotImageData: bytes, activeName: "Balance", snapshotName: "Balance.ktx")
        #expect(fromBytes.verdict == .fail && fromBytes.cover == .uncovered, "bytes that never had a file are compared too")
        let garbled = checker.check(activeImageData: bytes, snapshotImageData: Data("not an image".utf8), activeName: "Balance",
                                    snapshotName: "Balance.ktx")
        #expect(garbled.verdict == .error && garbled.cover == .undetermined, "an undecodable snapshot is never a pass")
    }
}
