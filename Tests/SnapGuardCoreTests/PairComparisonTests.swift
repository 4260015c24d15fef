import Foundation
import Testing
@testable import SnapGuardCore

/// Pair mode's comparison on the pairs Scripts/render_pairs.py commits in Tests/Fixtures/pairs/.
/// Expected verdicts come from the generator's pairs.json (the kind of each pair), not from the code.
@Suite struct PairComparisonTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pairs")

    struct Index: Decodable {
        struct Pair: Decodable {
            var name: String
            var kind: String
            var expectedVerdict: String
            var snapshot: String
        }

        var pairs: [Pair]
    }

    /// The picture at `url` in grey, as pair mode compares it.
    static func grey(_ url: URL) throws -> GreyImage {
        try Greyscale().apply(to: ImageReader().read(contentsOf: url))
    }

    private func images(_ name: String, snapshot: String) throws -> (GreyImage, GreyImage) {
        (try Self.grey(Self.folder.appendingPathComponent("\(name).active.png")),
         try Self.grey(Self.folder.appendingPathComponent(snapshot)))
    }

    private func pair(_ kind: String) throws -> (GreyImage, GreyImage) {
        let index = try JSONDecoder().decode(Index.self, from: Data(contentsOf: Self.folder.appendingPathComponent("pairs.json")))
        let entry = try #require(index.pairs.first { $0.kind == kind })
        return try images(entry.name, snapshot: entry.snapshot)
    }

    @Test func everyKindGetsItsVerdictFromSimilarityAlone() throws {
        let index = try JSONDecoder().decode(Index.self, from: Data(contentsOf: Self.folder.appendingPathComponent("pairs.json")))
        #expect(Set(index.pairs.map(\.kind)) == ["overlay", "heavyblur", "splash", "unprotected", "halfcovered",
                                                      "lightblur", "statusbar", "downscaledjpeg", "nonpattern"])
        let comparison = PairComparison()
        for entry in index.pairs {
            let (active, snapshot) = try images(entry.name, snapshot: entry.snapshot)
            let judged = comparison.judge(active: active, snapshot: snapshot)
            #expect(judged.verdict.rawValue == entry.expectedVerdict, "\(entry.name): \(judged.evidence.reasons)")
            #expect(judged.evidence.similarity != nil, "\(entry.name)")
            #expect(judged.evidence.thresholds.region == PairSettings().regionThreshold)
        }
    }

    @Test func halfCoveredFailsOnTheRegionsOfTheUncoveredHalfThoughTheGlobalFigureIsLow() throws {
        let (active, snapshot) = try pair("halfcovered")
        let settings = PairSettings()
        let judged = PairComparison(settings: settings).judge(active: active, snapshot: snapshot)
        let similarity = try #require(judged.evidence.similarity)
        #expect(try #require(similarity.global) < settings.globalThreshold, "one global figure alone would pass it")
        #expect(judged.verdict == .fail)
        let matched = similarity.matchedRegions
        #expect(!matched.isEmpty)
        // The cover hides the top half: every matched region lies in the bottom half, and no top one matches.
        #expect(matched.allSatisfy { $0.box.minY >= active.height / 2 - active.height / 20 }, "\(matched.map(\.label))")
        let topHalf = similarity.regions.filter { $0.box.maxY <= active.height / 2 }
        #expect(!topHalf.isEmpty && topHalf.allSatisfy { !$0.matched }, "\(topHalf.map(\.label))")
    }

    @Test func theLightBlurIsWhatMakesALightlyBlurredSnapshotMatchAndAHeavyOneNot() throws {
        let (active, light) = try pair("lightblur")
        let (blurActive, heavy) = try pair("heavyblur")
        let comparison = PairComparison()
        let lightFigure = try #require(comparison.similarity(active: active, snapshot: light).highestRegion)
        let heavyFigure = try #require(comparison.similarity(active: blurActive, snapshot: heavy).highestRegion)
        #expect(lightFigure >= comparison.settings.regionThreshold)
        #expect(heavyFigure < comparison.settings.regionThreshold)
        // Without the common blur the light blur alone pulls the figure down.
        var sharp = PairSettings()
        sharp.blurSigma = 0
        let sharpFigure = try #require(PairComparison(settings: sharp).similarity(active: active, snapshot: light).global)
        let blurredFigure = try #require(comparison.similarity(active: active, snapshot: light).global)
        #expect(sharpFigure < blurredFigure)
    }

    @Test func theStatusBarIsCroppedSoOnlyItsChangeLeavesThePicturesIdentical() throws {
        let (active, snapshot) = try pair("statusbar")
        #expect(active.pixels != snapshot.pixels, "the generator changed the clock and battery")
        let cropped = try PairComparison().similarity(active: active, snapshot: snapshot)
        #expect(cropped.global == 1.0)
        var uncropped = PairSettings()
        uncropped.statusBarFraction = 0
        let whole = try PairComparison(settings: uncropped).similarity(active: active, snapshot: snapshot)
        #expect(try #require(whole.regions.first?.similarity) < 1.0, "the top regions see the status bar when not cropped")
    }

    @Test func flatBackgroundInBothPicturesCountsForNothing() throws {
        // A plain white screen against a plain white snapshot: alike by SSIM, but no region carries information.
        let blank = GreyImage(width: 390, height: 844, filledWith: 250)
        let similarity = try? PairComparison().similarity(active: blank, snapshot: blank)
        #expect(similarity?.global == nil)
        #expect(similarity?.matchedRegions.count == 0)
    }

    @Test func picturesThatCannotBeComparedAreAnErrorWhenACoverIsRequired() throws {
        let bad = Self.folder.appendingPathComponent("bad")
        let active = try Self.grey(bad.appendingPathComponent("aspect.active.png"))
        let square = try Self.grey(bad.appendingPathComponent("aspect.snapshot.png"))
        let tiny = try Self.grey(bad.appendingPathComponent("tiny.snapshot.png"))
        let comparison = PairComparison()
        do {
            let error = try #require(throws: (any Error).self) { try comparison.similarity(active: active, snapshot: square) }
            #expect(error as? PairError == .aspectMismatch(active: "750x1334", snapshot: "750x750"))
                }
        do {
            let error = try #require(throws: (any Error).self) { try comparison.similarity(active: active, snapshot: tiny) }
            #expect(error as? PairError == .tooSmall(which: "snapshot", size: "50x89", minimumWidth: 160))
                }
        let judged = comparison.judge(active: active, snapshot: tiny)
        #expect(judged.verdict == .error)
        #expect(judged.evidence.comparisonError == "the snapshot is 50x89 pixels, too small to compare (at least 160 pixels across are needed)")
        #expect(comparison.judge(active: active, snapshot: tiny, coverRequired: false).verdict == .pass, "a screen that needs no cover is judged on findings only")
    }

    private func finding(_ category: String, _ raw: String) -> Finding {
        Finding(category: Category(category), patternId: "\(category).test", severity: .high,
                value: SensitiveValue(raw: raw, masked: "••••"), box: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: 0.9)
    }

    @Test func aSnapshotShowingWhatTheActiveScreenShowedFailsEvenWhenItLooksCovered() throws {
        let (active, overlay) = try pair("overlay")
        let comparison = PairComparison()
        #expect(comparison.judge(active: active, snapshot: overlay).verdict == .pass)
        let shown = [finding("card", "4111 1111 1111 1111"), finding("currency", "$12,345.67")]
        let judged = comparison.judge(active: active, snapshot: overlay, activeFindings: shown,
                                      snapshotFindings: [finding("card", "4111-1111-1111-1111")])
        #expect(judged.verdict == .fail)
        #expect(judged.evidence.sharedFindings.map(\.value.revealed) == ["4111-1111-1111-1111"], "the same number after normalisation, whatever its separators")
        #expect(judged.evidence.cover == .covered, "it fails on the finding, not the cover")
        let other = comparison.judge(active: active, snapshot: overlay, activeFindings: shown,
                                     snapshotFindings: [finding("card", "5555 5555 5555 4444")])
        #expect(other.verdict == .fail, "a finding in the snapshot fails it, as scan would")
        #expect(other.evidence.sharedFindings == [])
        #expect(comparison.judge(active: active, snapshot: overlay, activeFindings: shown).verdict == .pass, "findings on the active screen alone fail nothing")
    }

    @Test func aScreenThatNeedsNoCoverFailsOnlyOnFindings() throws {
        let (active, snapshot) = try pair("unprotected")
        let comparison = PairComparison()
        #expect(comparison.judge(active: active, snapshot: snapshot).verdict == .fail)
        let relaxed = comparison.judge(active: active, snapshot: snapshot, coverRequired: false)
        #expect(relaxed.verdict == .pass)
        #expect(relaxed.evidence.similarity?.global == 1.0, "the figures are still reported")
        #expect(comparison.judge(active: active, snapshot: snapshot, snapshotFindings: [finding("ssn", "123-45-6789")],
                                        coverRequired: false).verdict == .fail)
    }

    @Test func thresholdsAreSettings() throws {
        let (active, snapshot) = try pair("heavyblur")
        var strict = PairSettings()
        strict.regionThreshold = 0.3
        #expect(PairComparison().judge(active: active, snapshot: snapshot).verdict == .pass)
        #expect(PairComparison(settings: strict).judge(active: active, snapshot: snapshot).verdict == .fail)
    }
}

@Suite struct ScreenPairTests {
    @Test func pairsFilesByName() throws {
        let pairs = try ScreenPair.byName(["a/Balance.active.png", "b/downscaled/Balance.snapshot.jpg",
                                           "a/Card.active.png", "a/Card.snapshot.ktx", "a/readme.png"])
        #expect(pairs == [ScreenPair(name: "Balance", active: "a/Balance.active.png", snapshot: "b/downscaled/Balance.snapshot.jpg"),
                               ScreenPair(name: "Card", active: "a/Card.active.png", snapshot: "a/Card.snapshot.ktx")])
    }

    @Test func aMissingPartnerIsAnErrorNamingTheFile() throws {
        do {
            let error = try #require(throws: (any Error).self) { try ScreenPair.byName(["s/Balance.active.png"]) }
            #expect(error as? PairingError == .missingSnapshot(active: "s/Balance.active.png", name: "Balance"))
            #expect("\(error)".hasPrefix("s/Balance.active.png has no snapshot: no file named Balance.snapshot.png"))
                }
        do {
            let error = try #require(throws: (any Error).self) { try ScreenPair.byName(["s/Card.snapshot.ktx"]) }
            #expect(error as? PairingError == .missingActive(snapshot: "s/Card.snapshot.ktx", name: "Card"))
                }
        do {
            let error = try #require(throws: (any Error).self) { try ScreenPair.byName(["a/X.active.png", "b/X.active.png", "X.snapshot.png"]) }
            #expect(error as? PairingError == .duplicate(name: "X", first: "a/X.active.png", second: "b/X.active.png"))
                }
    }

    @Test func theConfigurationListsPairsAndScreensThatNeedNoCover() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-pairs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".snapguard.json").path
        try """
            {
              "pairs": [
                {"active": "shots/Balance.png", "snapshot": "snaps/Balance.ktx"},
                {"name": "Prefs", "active": "/abs/Settings.active.png", "snapshot": "Settings.snapshot.png", "cover": false}
              ],
              "noCover": ["About*"]
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let configuration = try GateConfiguration.load(file: file)
        let base = folder.standardizedFileURL.path
        #expect(configuration.pairs == [
            ScreenPair(name: "Balance", active: base + "/shots/Balance.png", snapshot: base + "/snaps/Balance.ktx"),
            ScreenPair(name: "Prefs", active: "/abs/Settings.active.png", snapshot: base + "/Settings.snapshot.png", coverRequired: false),
        ])
        #expect(configuration.noCover.map { $0.matches("About") } == [true])

        try """
            {"pairs": [{"active": "a.png", "snapshot": "b.png", "covered": false}]}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        do {
            let error = try #require(throws: (any Error).self) { try GateConfiguration.load(file: file) }
            let message = "\(error)"
            #expect(message.hasPrefix(file + ":1:"), "\(message)")
            #expect(message.contains("covered"), "\(message)")
                }
    }
}
