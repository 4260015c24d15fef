import Foundation
import Testing
@testable import SnapGuardCore

/// The session, the analyser and the verdict, with a stand-in recogniser instead of OCR.
@Suite struct ScanSessionTests {
    static let card = "Card 4111 1111 1111 1111"

    private func session(reading lines: [RecognisedLine], delay: Duration = .zero,
                         _ adjust: (inout ScanSettings) -> Void = { _ in }) throws -> ScanSession {
        var settings = try ScanSettings.defaults()
        settings.jobs = 2
        adjust(&settings)
        return ScanSession(settings: settings, recognisers: RecogniserFactory { ScriptedRecogniser(lines: lines, delay: delay) })
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

    @Test func bytesAreCheckedLikeFiles() throws {
        let scanner = try session(reading: [line(Self.card, y: 40)])
        let data = try Data(contentsOf: Fixtures.format("text.jpg"))
        #expect(scanner.check(imageData: data, named: "Balance").verdict == .fail)
        #expect(scanner.check(imageData: data, named: "Balance").path == "Balance")
        let gray = try Data(contentsOf: Fixtures.format("text-gray8.png"))
        #expect(scanner.check(imageData: gray, named: "Gray").verdict == .fail)
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

    @Test func aRecogniserThatCannotStartFailsTheScan() throws {
        struct NoEngine: Error {}
        let settings = try ScanSettings.defaults()
        let broken = ScanSession(settings: settings, recognisers: RecogniserFactory { throw NoEngine() })
        #expect(throws: NoEngine.self) { try broken.scan(ScanPlan(paths: [Fixtures.format("text-rgb8.png").path])) }
        #expect(broken.check(Fixtures.format("text-rgb8.png")).verdict == .error)
    }
    // MARK: Pictures drawn while the screen is in memory

    /// The number of pixels inside `box` of the PNG `png` that are not black.
    private func nonBlackPixels(in png: Data, inside box: BoundingBox) throws -> Int {
        let grey = try ImageReader().decodeGrey(png)
        return (box.minY..<box.maxY).reduce(0) { count, y in count + (box.minX..<box.maxX).count { x in grey[x, y] != 0 } }
    }

    /// Bytes that never had a file: the result carries the redacted copy and the thumbnail, drawn
    /// from the picture as it was read, and `annotate` writes the copy under the screen's name.
    @Test func bytesThatNeverHadAFileAreRedactedAndAnnotated() throws {
        let data = try Data(contentsOf: Fixtures.format("text-rgb8.png"))
        let drawing = try session(reading: [line(Self.card, y: 40)]) {
            $0.pictures = PictureOptions(thumbnailWidth: 200, redactedCopies: true)
        }
        let screen = drawing.check(imageData: data, named: "never/on/disk/Balance.png")
        #expect(screen.verdict == .fail)
        let copy = try #require(screen.pictures.redactedCopy)
        let decoded = try ImageReader().decode(copy)
        #expect(decoded.width == screen.width && decoded.height == screen.height)
        let box = try #require(screen.failingFindings.first).box
        #expect(try nonBlackPixels(in: copy, inside: box) == 0, "the card number is blacked out")
        #expect(try nonBlackPixels(in: data, inside: box) > 0, "the original shows it")
        #expect(try ImageReader().decode(#require(screen.pictures.thumbnail)).width == 200)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-annotate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = drawing.annotate(ScanReport(screens: [screen]), into: folder)
        #expect(outcome.problems == [])
        #expect(outcome.written == [folder.appendingPathComponent("never/on/disk/Balance.png")])
        #expect(try Data(contentsOf: folder.appendingPathComponent("never/on/disk/Balance.png")) == copy)

        // Without pictures asked for, nothing is drawn and nothing is read again.
        let plain = try session(reading: [line(Self.card, y: 40)]).check(imageData: data, named: "Balance.png")
        #expect(plain.pictures == ScreenPictures())
        #expect(drawing.annotate(ScanReport(screens: [plain]), into: folder).problems
                    == ["Balance.png: no redacted copy was drawn while the screen was read"])
    }

    /// A scan hands each failing screen's full-size copy to `annotating` as it is judged and keeps
    /// none (unless asked); thumbnails stay with every readable screen.
    @Test func aScanHandsFailingScreensToAnnotatingAndKeepsThumbnails() throws {
        let paths = ["text-rgb8.png", "empty.png", "text.bmp"].map { Fixtures.format($0).path }
        let handed = Collected<ScreenResult>()
        let report = try session(reading: [line(Self.card, y: 40)]) { $0.pictures = PictureOptions(thumbnailWidth: 64) }
            .scan(ScanPlan(paths: paths), annotating: { handed.append($0) })
        #expect(Set(handed.items.map(\.path)) == [paths[0], paths[2]], "the two failing screens, not the unreadable one")
        #expect(!handed.items.isEmpty && handed.items.allSatisfy { $0.pictures.redactedCopy != nil })
        #expect(report.screens.allSatisfy { $0.pictures.redactedCopy == nil }, "the report keeps no full-size copy")
        #expect(report.screens.map { $0.pictures.thumbnail != nil } == [true, false, true])
    }

    // MARK: Pairs

    private static let pairs = Fixtures.repository.appendingPathComponent("Tests/Fixtures/pairs")

    /// A session for pair mode: a stand-in recogniser that reads nothing, through the single pass
    /// (the comparison, not the read, is under test, and a phone screen's full read is slow in a
    /// debug build).
    private func pairSession(_ adjust: (inout ScanSettings) -> Void = { _ in }) throws -> ScanSession {
        try session(reading: []) { settings in
            settings.pipeline = .singlePass
            adjust(&settings)
        }
    }

    private static func pair(_ name: String, snapshot: String = "png", coverRequired: Bool = true) -> ScreenPair {
        ScreenPair(name: name, active: pairs.appendingPathComponent("\(name).active.png").path,
                   snapshot: pairs.appendingPathComponent("\(name).snapshot.\(snapshot)").path, coverRequired: coverRequired)
    }

    /// The session compares pairs on its workers as it reads screens: one screen per pair in the
    /// order given, each with the verdict and cover `PairChecker` gives it alone, `noCover` a setting.
    @Test func pairsRunThroughTheSessionWithTheVerdictsPairCheckerGives() throws {
        let pairs = [Self.pair("unprotected-light-828x1792"), Self.pair("overlay-light-750x1334"),
                     Self.pair("nonpattern-dark-828x1792"), Self.pair("splash-dark-750x1334", coverRequired: false)]
        let settings = PairSettings(noCover: ["nonpattern-*"])
        let session = try pairSession()
        let done = Collected<Int>()
        let report = try session.compare(pairs, settings: settings, progress: { count, total in
            #expect(total == pairs.count)
            done.append(count)
        })
        #expect(report.screens.map(\.path) == pairs.map(\.snapshot))
        #expect(report.screens.map(\.verdict) == [.fail, .pass, .pass, .pass])
        #expect(report.screens.map(\.pair?.cover) == [.uncovered, .covered, .notRequired, .notRequired])
        #expect(report.interruption == nil)
        #expect(done.items.sorted() == [1, 2, 3, 4])
        let checker = PairChecker(settings: settings, session: session)
        #expect(pairs.map { checker.check($0).verdict } == report.screens.map(\.verdict), "a library caller gets the same verdicts")
        #expect(pairs.map { checker.check($0).evidence.cover } == report.screens.map(\.pair?.cover))
    }

    /// A cancelled comparison stops after the pairs being checked: the report holds those that
    /// finished and says how many were left.
    @Test func aCancelledComparisonIsPartial() throws {
        let pairs = Array(repeating: Self.pair("overlay-light-750x1334"), count: 6)
        let cancellation = ScanCancellation()
        let report = try pairSession().compare(pairs, progress: { done, _ in
            if done == 1 { cancellation.cancel(reason: "interrupted by SIGINT") }
        }, cancellation: cancellation)
        let interruption = try #require(report.interruption)
        #expect(!report.screens.isEmpty && report.screens.count < pairs.count)
        #expect(interruption.screensNotScanned == pairs.count - report.screens.count)
        #expect(interruption.reason == "interrupted by SIGINT")
    }

    /// Pair mode draws the snapshot's thumbnail and the active screen's beside it, and a failing
    /// pair's full-size copy goes to `annotating`.
    @Test func aComparisonDrawsBothThumbnailsAndHandsOverTheFailingSnapshot() throws {
        let handed = Collected<ScreenResult>()
        let report = try pairSession { $0.pictures = PictureOptions(thumbnailWidth: 80) }
            .compare([Self.pair("unprotected-light-828x1792"), Self.pair("overlay-light-750x1334")], annotating: { handed.append($0) })
        #expect(report.screens.count == 2 && report.screens.allSatisfy { $0.pictures.thumbnail != nil && $0.pictures.activeThumbnail != nil })
        #expect(handed.items.map(\.path) == [Self.pair("unprotected-light-828x1792").snapshot])
        let copy = try ImageReader().decode(try #require(handed.items.first?.pictures.redactedCopy))
        #expect([copy.width, copy.height] == [828, 1792] as [Int])
    }
}

/// Items appended from worker threads.
final class Collected<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Item] = []

    func append(_ item: Item) { lock.withLock { stored.append(item) } }
    var items: [Item] { lock.withLock { stored } }
}
