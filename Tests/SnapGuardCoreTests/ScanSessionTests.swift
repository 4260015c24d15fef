import Foundation
import Testing
@testable import SnapGuardCore

/// The session, the analyser and the verdict, with a stand-in recogniser instead of OCR.
@Suite struct ScanSessionTests {
    static let card = "Card 4111 1111 1111 1111"

    private func session(reading lines: [RecognizedLine], delay: Duration = .zero,
                         _ adjust: (inout ScanSettings) -> Void = { _ in }) throws -> ScanSession {
        var settings = try ScanSettings.defaults()
        settings.jobs = 2
        adjust(&settings)
        return ScanSession(settings: settings, recognizers: RecognizerFactory { FakeRecognizer(lines: lines, delay: delay) })
    }

    @Test func aScreenShowingACardFailsWithAMaskedFinding() throws {
        let screen = try session(reading: [line(Self.card, y: 40)]).check(Fixtures.format("text-rgb8.png"))
        #expect(screen.verdict == .fail)
        let finding = try #require(screen.failingFindings.first)
        #expect(finding.category == .card)
        #expect(finding.masked == "•••• 1111")
        #expect(!String(describing: finding.value).contains("4111 1111"), "a finding prints masked")
        #expect(screen.width == 640 && screen.height == 128)
    }

    @Test func aScreenWithNothingSensitivePasses() throws {
        let screen = try session(reading: [line("Settings General Privacy", y: 40)]).check(Fixtures.format("text-rgb8.png"))
        #expect(screen.verdict == .pass)
        #expect(screen.findings.isEmpty)
    }

    @Test func bytesAndDecodedImagesAreCheckedLikeFiles() throws {
        let scanner = try session(reading: [line(Self.card, y: 40)])
        let data = try Data(contentsOf: Fixtures.format("text.jpg"))
        #expect(scanner.check(imageData: data, named: "Balance").verdict == .fail)
        #expect(scanner.check(imageData: data, named: "Balance").path == "Balance")
        let image = try ImageReader().read(contentsOf: Fixtures.format("text-gray8.png"))
        #expect(scanner.check(image, named: "Gray").verdict == .fail)
    }

    @Test func whatCannotBeDecodedIsAnErrorNeverAPass() throws {
        let screen = try session(reading: []).check(imageData: Data("not an image".utf8), named: "junk")
        #expect(screen.verdict == .error)
        #expect(screen.error?.contains("not an image") == true)
    }

    /// The verdict is decided once, in the analyser: severity, screen rules and baseline alike.
    @Test func policyScreenRulesAndBaselineDecideTheVerdictOnce() throws {
        let leaky = try session(reading: [line(Self.card, y: 40)])
        let report = try leaky.scan([Fixtures.format("text-rgb8.png").path])
        #expect(report.screens.map(\.verdict) == [.fail])

        let baseline = Baseline.record(report)
        let accepted = try session(reading: [line(Self.card, y: 40)]) { $0.policy.baseline = baseline }
            .check(Fixtures.format("text-rgb8.png"))
        #expect(accepted.verdict == .pass)
        #expect(accepted.waivers.values.map(\.kind) == [.baseline])

        let ruled = try session(reading: [line(Self.card, y: 40)]) {
            $0.policy.screenRules = [ScreenRule(glob: Glob("**/text-*"), treatment: .notSensitive)]
        }.check(Fixtures.format("text-rgb8.png"))
        #expect(ruled.verdict == .pass)
        #expect(ruled.findings.count == 1, "a waived finding is still reported")
    }

    @Test func aScreenOverItsTimeBudgetIsAnError() throws {
        let slow = try session(reading: [line("Settings", y: 40)], delay: .milliseconds(30)) { $0.timeBudget = .milliseconds(5) }
        let screen = slow.check(Fixtures.format("text-rgb8.png"))
        #expect(screen.verdict == .error)
        #expect(screen.error?.contains("time budget") == true)
    }

    @Test func aPlanSkipsIgnoredImagesAndKeepsItsShard() throws {
        let folder = Fixtures.repository.appendingPathComponent("Tests/Fixtures/formats").path
        let all = try session(reading: []).plan([folder])
        #expect(all.found.contains { $0.hasSuffix("/text.jpg") })
        let ignoring = try session(reading: []) { $0.ignore = [Glob("**/text*")] }.plan([folder])
        #expect(!ignoring.notIgnored.contains { ($0 as NSString).lastPathComponent.hasPrefix("text") })
        #expect(ignoring.notIgnored.count < all.found.count)
        let halves = try [1, 2].map { index in
            try session(reading: []) { $0.shard = Shard(index: index, count: 2) }.plan([folder]).selected
        }
        #expect(Set(halves[0]).isDisjoint(with: halves[1]))
        #expect(Set(halves[0] + halves[1]) == Set(all.found))
    }

    /// A many-screen scan keeps the paths' order and gives each its own verdict.
    @Test func aScanReturnsOneJudgedScreenPerImageInOrder() throws {
        let paths = ["text-rgb8.png", "empty.png", "text.bmp"].map { Fixtures.format($0).path }
        let report = try session(reading: [line(Self.card, y: 40)]).scan(ScanPlan(paths: paths))
        #expect(report.screens.map(\.path) == paths)
        #expect(report.screens.map(\.verdict) == [.fail, .error, .fail])
        #expect(report.summary.failed == 2)
    }

    /// What the folder walk saw decides the reason of each odd entry's error screen: a subfolder
    /// it could not list stays "cannot be read" even when a later open would succeed (as root
    /// does), and nothing odd is read, passed or skipped.
    @Test func oddEntriesOfAFolderAreErrorsWithTheReasonTheWalkSaw() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-odd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        try FileManager.default.createDirectory(atPath: path("locked"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("dir.png"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.format("text-rgb8.png").path, toPath: path("clean.png"))
        try FileManager.default.copyItem(atPath: Fixtures.format("text-rgb8.png").path, toPath: path("locked/leak.png"))
        #expect(mkfifo(path("pipe.png"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: path("gone.png"), withDestinationPath: path("missing.png"))
        try FileManager.default.createSymbolicLink(atPath: path("null.png"), withDestinationPath: "/dev/null")
        // The locked folder cannot be listed (root could list a chmod 000 folder, so the walk's view is injected).
        let live = FolderListing.live, locked = path("locked")
        let listing = FolderListing(entries: { $0 == locked ? .failure(FolderListingError(code: EACCES)) : live.entries($0) },
                                    kind: live.kind)

        let session = try session(reading: [line("Settings General Privacy", y: 40)])
        let report = try session.scan(session.plan([folder.path], discovery: ImageDiscovery(listing: listing)))
        let errors = Dictionary(uniqueKeysWithValues: report.screens.compactMap { screen in screen.error.map { (screen.path, $0) } })
        #expect(errors == [
            path("dir.png"): "cannot read file: is a folder named like an image, not an image file",
            path("gone.png"): "cannot read file: dangling symbolic link (its target does not exist)",
            path("locked"): "cannot read file: folder cannot be read (permission denied); the images in it were not scanned",
            path("null.png"): "cannot read file: links to a character device, not an image file",
            path("pipe.png"): "cannot read file: is a FIFO (named pipe), not an image file",
        ])
        #expect(report.screens.filter { $0.verdict == .error }.count == 5)
        #expect(report.screens.filter { $0.verdict == .pass }.map(\.path) == [path("clean.png")])
    }

    @Test func aRecognizerThatCannotStartFailsTheScan() throws {
        struct NoEngine: Error {}
        let settings = try ScanSettings.defaults()
        let broken = ScanSession(settings: settings, recognizers: RecognizerFactory { throw NoEngine() })
        #expect(throws: NoEngine.self) { try broken.scan(ScanPlan(paths: [Fixtures.format("text-rgb8.png").path])) }
        #expect(broken.check(Fixtures.format("text-rgb8.png")).verdict == .error)
    }
}
