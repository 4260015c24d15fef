import Foundation
import Testing
@testable import SnapGuardCore

/// The explanation of a screen (`ScanSession.explain`, `scan(explaining:)`): what each stage and
/// read produced, and the matches that came close, with a stand-in recogniser instead of OCR.
@Suite struct ExplanationTests {
    /// The Visa test number with its last digit changed: its Luhn check fails.
    static let luhnFailing = "4111 1111 1111 1112"
    /// The number under a label that names no card: on a card screen a card-shaped number whose
    /// Luhn digit fails is still a card (`card.number-misread`); here it is a near miss only.
    static let luhnFailingLine = "Membership number " + luhnFailing

    private func session(reading lines: [RecognisedLine], _ adjust: (inout ScanSettings) -> Void = { _ in }) throws -> ScanSession {
        var settings = try ScanSettings.defaults()
        settings.jobs = 2
        adjust(&settings)
        return ScanSession(settings: settings, recognisers: RecogniserFactory { ScriptedRecogniser(lines: lines) })
    }

    private func nearMisses(_ lines: [String], options: MatchOptions = MatchOptions()) throws -> (findings: [Finding], nearMisses: [NearMiss]) {
        let matcher = PatternMatcher(library: try PatternLibrary.defaults(), options: options)
        let recorder = ExplanationRecorder()
        let text = RecognisedText(lines: lines.enumerated().map { line($1, y: 40 + 50 * $0) })
        let findings = matcher.findings(in: text, recorder: recorder)
        return (findings, recorder.explanation.nearMisses)
    }

    // MARK: The matcher

    @Test func aNumberFailingItsChecksumIsANearMissNotAFinding() throws {
        let (findings, misses) = try nearMisses([Self.luhnFailingLine])
        #expect(!findings.contains { $0.patternId == "card.number" })
        let miss = try #require(misses.first { $0.patternId == "card.number" }, "\(misses)")
        #expect(miss.reason == .rejectedBy(validator: "card"))
        #expect(miss.value.revealed == Self.luhnFailing)
        #expect(miss.category == .card)
        #expect(miss.box.x > 40, "the box covers the number, not the label before it: \(miss.box)")
    }

    @Test func eachWayAMatchIsDroppedIsNamed() throws {
        let masked = try nearMisses(["Email m•••••4@gmail.com"]).nearMisses
        #expect(masked.contains { $0.category == .email && $0.reason == .alreadyMasked }, "\(masked)")

        let excluded = try nearMisses(["Subscription valid thru 08/28"]).nearMisses
        #expect(excluded.contains { $0.patternId == "card.expiry" && $0.reason == .excludedWordNearby }, "\(excluded)")

        let unlabelled = try nearMisses(["Reference 4821"]).nearMisses
        #expect(unlabelled.contains { $0.patternId == "card.security-code" && $0.reason == .contextMissing }, "\(unlabelled)")

        let allowed = try nearMisses(["Card 4111 1111 1111 1111"], options: MatchOptions(allowedTerms: ["4111 1111 1111 1111"]))
        #expect(allowed.findings.isEmpty)
        #expect(allowed.nearMisses.contains { $0.patternId == "card.number" && $0.reason == .allowedTerm }, "\(allowed.nearMisses)")

        let disabled = try nearMisses(["Card 4111 1111 1111 1111"], options: MatchOptions(disabledCategories: [.card]))
        #expect(!disabled.findings.contains { $0.category == .card })
        #expect(disabled.nearMisses.contains { $0.patternId == "card.number" && $0.reason == .categoryDisabled }, "\(disabled.nearMisses)")

        let minor = try nearMisses(["VALID THRU 08/28"], options: MatchOptions(minimumSeverity: .critical))
        #expect(minor.findings.isEmpty)
        #expect(minor.nearMisses.contains { $0.patternId == "card.expiry" && $0.reason == .belowMinimumSeverity(.critical) },
                "\(minor.nearMisses)")
    }

    /// Recording is a by-product: the findings are the same with and without a recorder.
    @Test(arguments: [MatchOptions(), MatchOptions(disabledCategories: [.phone], minimumSeverity: .medium)])
    func recordingChangesNoFinding(options: MatchOptions) throws {
        let matcher = PatternMatcher(library: try PatternLibrary.defaults(), options: options)
        for lines in [["Card 4111 1111 1111 1111", "VALID THRU 08/28"], ["IBAN GB82 WEST 1234 5698 7654 32"],
                      ["Email jordan.miller@example.com", "Phone (415) 555-0198"], [Self.luhnFailingLine]] {
            let text = RecognisedText(lines: lines.enumerated().map { line($1, y: 40 + 50 * $0) })
            #expect(matcher.findings(in: text, recorder: ExplanationRecorder()) == matcher.findings(in: text), "\(lines)")
        }
    }

    // MARK: The session

    @Test func explainingAScreenRecordsEveryStageAndRead() throws {
        let recogniser = ScriptedRecogniser(lines: [line(Self.luhnFailingLine, y: 40)])
        var settings = try ScanSettings.defaults()
        settings.jobs = 1
        let session = ScanSession(settings: settings, recognisers: RecogniserFactory { recogniser })
        let (screen, explanation) = session.explain(Fixtures.format("text-rgb8.png"))
        #expect(screen.verdict == .pass)
        let checked = session.check(Fixtures.format("text-rgb8.png"))
        #expect(screen.findings == checked.findings && screen.verdict == checked.verdict, "explaining does not change the result")

        let decoded = try #require(explanation.decoded)
        #expect(decoded.width == 640 && decoded.height == 128)
        let first = try #require(explanation.stageImages.first)
        #expect(first.label == "greyscale" && first.image.width == 640 && first.image.height == 128)
        // The last image a full-screen pass prepared is the one the recogniser read.
        let fullScreen = explanation.reads.filter { $0.label != ScanExplanation.merged && !$0.label.hasPrefix("second look") }
        let pass = try #require(fullScreen.first)
        #expect(pass.attempt == ScanExplanation.upright)
        let passImages = explanation.stageImages.filter { $0.attempt == pass.attempt && $0.label.hasPrefix(pass.label + ": ") }
        #expect(passImages.count == pass.stages.count, "one image per stage of the pass")
        let sawRecordedImage = passImages.last?.image == recogniser.images.first
        #expect(sawRecordedImage, "the last stage image recorded is the one the recogniser read")
        #expect(pass.lines.map(\.text) == [Self.luhnFailingLine])
        #expect(explanation.mergedLines.map(\.text) == [Self.luhnFailingLine])
        #expect(explanation.nearMisses.contains { $0.patternId == "card.number" && $0.reason == .rejectedBy(validator: "card") })
    }

    @Test func aScanHandsEachScreenItsExplanationAndTheSameReport() throws {
        let paths = [Fixtures.format("text-rgb8.png").path, Fixtures.format("text.jpg").path]
        let explained = Explained()
        let session = try session(reading: [line("Card 4111 1111 1111 1111", y: 40)])
        let report = try session.scan(session.plan(paths), explaining: { screen, explanation in explained.add(screen.path, explanation) })
        let plain = try session.scan(paths)
        #expect(report.screens.map(\.verdict) == [.fail, .fail])
        #expect(report.screens.map(\.findings) == plain.screens.map(\.findings))
        #expect(report.screens.map(\.path) == plain.screens.map(\.path))
        #expect(explained.all.keys.sorted() == paths.sorted())
        for (_, explanation) in explained.all {
            #expect(explanation.mergedLines.map(\.text) == ["Card 4111 1111 1111 1111"])
            #expect(explanation.decoded != nil && !explanation.stageImages.isEmpty)
        }
    }

    // MARK: Writing

    @Test func theWriterWritesNumberedStageImagesTheLinesAndTheJSON() throws {
        let session = try session(reading: [line(Self.luhnFailingLine, y: 40)])
        let (screen, explanation) = session.explain(Fixtures.format("text-rgb8.png"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try ExplanationWriter(folder: folder).write(explanation, for: screen)
        #expect(written.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)

        let files = try FileManager.default.contentsOfDirectory(atPath: written.path).sorted()
        let numbered = files.filter { $0.first?.isNumber == true }
        #expect(numbered.count == 1 + explanation.stageImages.count, "the decoded image and one per stage: \(files)")
        #expect(numbered.first == "01-decoded.png")
        #expect(numbered.dropFirst().first == "02-greyscale.png")
        for (file, stage) in zip(numbered.dropFirst(), explanation.stageImages) {
            var warnings = 0
            let image = try #require(LeptonicaPix.decode(Data(contentsOf: written.appendingPathComponent(file)), warnings: &warnings), "\(file)")
            #expect(image.width == stage.image.width && image.height == stage.image.height, "\(file)")
        }
        #expect(files.contains("annotated.png"))
        let text = try String(contentsOf: written.appendingPathComponent("lines.txt"), encoding: .utf8)
        #expect(text.contains(Self.luhnFailingLine))
        #expect(text.contains("card.number") && text.contains("rejected by validator card"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: written.appendingPathComponent("explain.json"))) as? [String: Any]
        let misses = try #require(json?["nearMisses"] as? [[String: Any]])
        #expect(misses.contains { $0["patternId"] as? String == "card.number" && $0["value"] as? String == Self.luhnFailing })
    }

    @Test func folderNamesStayInsideTheFolderWhateverTheScreenIsCalled() throws {
        let folder = URL(fileURLWithPath: "/tmp/explain-names", isDirectory: true)
        let hostile = ["../../etc/passwd.png", "/abs/olute.png", "a\nb\u{7}c.png", "..", ".", "", ".hidden.png",
                       "dir/../../x.png", String(repeating: "long-", count: 80) + ".png", "ünïcode/名前.png"]
        let writer = ExplanationWriter(folder: folder, paths: hostile)
        for path in hostile {
            let name = writer.folder(for: path).lastPathComponent
            #expect(writer.folder(for: path).deletingLastPathComponent().path == folder.path, "\(path)")
            #expect(!name.contains("/") && !name.hasPrefix(".") && !name.isEmpty, "\(path) → \(name)")
            #expect(name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }, "\(path) → \(name)")
            #expect(name.utf8.count <= 255)
        }
        #expect(writer.folder(for: "Samples/leaky card.png").lastPathComponent == "Samples_leaky_card.png")
        // Two screens whose names would clash get distinct folders.
        let clashing = ExplanationWriter(folder: folder, paths: ["a/b.png", "a_b.png", "a b.png"])
        let names = ["a/b.png", "a_b.png", "a b.png"].map { clashing.folder(for: $0).lastPathComponent }
        #expect(Set(names).count == 3, "\(names)")
    }
}

/// Explanations handed over from worker threads.
private final class Explained: @unchecked Sendable {
    private let lock = NSLock()
    private var explanations: [String: ScanExplanation] = [:]

    func add(_ path: String, _ explanation: ScanExplanation) {
        lock.withLock { explanations[path] = explanation }
    }

    var all: [String: ScanExplanation] { lock.withLock { explanations } }
}
