import Foundation
import SnapGuardCore
import Testing

/// Issue 24 through the real binary, on the inputs `Scripts/make_failclosed_fixtures.py` makes
/// (committed in Tests/Fixtures/failclosed, or made at run time where git cannot hold them).
enum FailClosedFixtures {
    static let folder = SnapGuardBinary.repository.appendingPathComponent("Tests/Fixtures/failclosed")
    static let leak = SnapGuardBinary.repository.appendingPathComponent("Tests/Fixtures/hostile/leak.png").path
    static let clean = SnapGuardBinary.repository.appendingPathComponent("Tests/Fixtures/hostile/clean.png").path

    static func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    /// Runs `body` with a new empty folder, removed afterwards with `rm -rf` (it may hold paths
    /// longer than PATH_MAX, which FileManager cannot remove).
    static func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-failclosed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { _ = try? command("/bin/rm", ["-rf", folder.path]) }
        try body(folder)
    }

    /// Runs a program to its end; its exit status.
    @discardableResult
    static func command(_ program: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The screens of a JSON report.
    static func screens(_ json: String) throws -> [ReportDocument.Screen] {
        try JSONDecoder().decode(ReportDocument.self, from: Data(json.utf8)).screens
    }
}

@Suite struct TimeLimitThatHoldsTests {
    /// A user pack of 40 expressions that backtrack on every row of an ordinary screen: matched in
    /// full, it ran for 80 s on the 2-core test machine under `--time-limit 5`.
    @Test func aBacktrackingPackStopsAtTheTimeLimitAndTheScreenIsAnError() throws {
        let screen = FailClosedFixtures.path("long-list.png")
        let started = ContinuousClock.now
        let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--jobs", "1", "--time-limit", "5",
                                               "--patterns", FailClosedFixtures.path("packs/backtracking"), screen], timeout: 600)
        let elapsed = ContinuousClock.now - started
        #expect(outcome.status == 3, "\(outcome.output)\(outcome.error)")
        #expect(outcome.output.contains("ERROR") && outcome.output.contains("time budget of 5 s"), "\(outcome.output)")
        #expect(elapsed < .seconds(30), "the screen stops near its limit: \(elapsed)")
        // Without the pack the same screen is read in full and passes.
        let plain = try SnapGuardBinary.run(["scan", "--no-config", "--jobs", "1", "--time-limit", "0", screen])
        #expect(plain.status == 0, "\(plain.output)")
    }
}

@Suite struct NoSilentSkipTests {
    /// A folder and an image whose names are not UTF-8, and a leak nested past PATH_MAX: each is an
    /// ERROR screen (they were skipped without a word, and the scan passed on the clean image).
    @Test func namesThatAreNotUTF8AndPathsPastPathMaxAreErrors() throws {
        try FailClosedFixtures.withTemporaryFolder { folder in
            let made = try FailClosedFixtures.command("/usr/bin/env", ["python3", SnapGuardBinary.repository.path
                                                        + "/Scripts/make_failclosed_fixtures.py", "tree", folder.path])
            try #require(made == 0)
            let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--jobs", "2", "--time-limit", "0", folder.path])
            #expect(outcome.status == 3, "\(outcome.output)\(outcome.error)")
            let lines = outcome.output.split(separator: "\n").map(String.init)
            func line(_ part: String) -> String? { lines.first { $0.contains(part) } }
            #expect(line("/clean.png")?.hasPrefix("PASS") == true, "\(outcome.output)")
            #expect(line(#"/Caf\xE9 screens"#)?.hasSuffix("folder name is not UTF-8; the images in it were not scanned (rename the folder)") == true,
                    "\(outcome.output)")
            #expect(line(#"/Balance \xFF.png"#)?.hasSuffix("file name is not UTF-8, so the file cannot be opened (rename it)") == true,
                    "\(outcome.output)")
            #expect(line("/ddddd")?.contains("its path is longer than the system's limit of 4096 bytes") == true, "\(outcome.output)")
            #expect(lines.last == "4 screens: 0 failed, 1 passed, 3 unreadable", "\(outcome.output)")
        }
    }

    /// `--annotate DIR` never writes over an input: a folder that is or holds an input, or through
    /// which an annotated copy would land on its image, is refused before the scan (exit 2).
    @Test func anAnnotationFolderThatWouldWriteOverAnInputIsRefused() throws {
        try FailClosedFixtures.withTemporaryFolder { folder in
            let shots = folder.appendingPathComponent("shots")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            let image = shots.appendingPathComponent("leak.png")
            try FileManager.default.copyItem(atPath: FailClosedFixtures.leak, toPath: image.path)
            let original = try Data(contentsOf: image)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out/shots").path, withDestinationPath: "../shots")
            for (annotate, reason) in [(".", "holds the input shots"), ("shots", "is the input shots"),
                                       ("out", "the annotated copy of shots/leak.png would be written over it")] {
                let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--annotate", annotate, "shots"], in: folder)
                #expect(outcome.status == 2, "--annotate \(annotate): \(outcome.output)\(outcome.error)")
                #expect(outcome.error.contains("--annotate \(annotate): \(reason)"), "\(outcome.error)")
                #expect(try Data(contentsOf: image) == original, "the input is untouched")
            }
            let beside = try SnapGuardBinary.run(["scan", "--no-config", "--annotate", "annotated", "shots"], in: folder)
            #expect(beside.status == 1, "\(beside.error)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("annotated/shots/leak.png").path))
            #expect(try Data(contentsOf: image) == original)
        }
    }
}

@Suite struct CollectTrustsNothingTests {
    /// A copy of the committed export, to change.
    private func export(in folder: URL) throws -> URL {
        let export = folder.appendingPathComponent("export")
        try FileManager.default.copyItem(at: FailClosedFixtures.folder.appendingPathComponent("collect/export"), to: export)
        return export
    }

    /// The manifest names leaky PNGs `Balance.txt`, `Card<NUL>.png`, `Transfer`, `../../escaped`:
    /// each is copied under a name that ends in its real extension, and the scan fails all five.
    @Test func everyImageKeepsItsRealExtensionAndTheScanReadsThemAll() throws {
        try FailClosedFixtures.withTemporaryFolder { folder in
            let named = folder.appendingPathComponent("named")
            let outcome = try SnapGuardBinary.run(["collect", "--attachments", try export(in: folder).path, named.path], timeout: 120)
            #expect(outcome.status == 0, "\(outcome.error)")
            let files = try FileManager.default.contentsOfDirectory(atPath: named.path).sorted()
            #expect(files == ["Balance.txt.png", "Card_.png", "Profile.PNG", "Transfer.png", "escaped.png"])
            let scan = try SnapGuardBinary.run(["scan", "--no-config", "--jobs", "2", "--format", "json", named.path])
            #expect(scan.status == 1)
            #expect(try FailClosedFixtures.screens(scan.output).map(\.verdict) == Array(repeating: .fail, count: 5))
        }
    }

    /// A FIFO, a link to a file outside the export and a link to a folder: refused, naming the file,
    /// before anything is copied, and never hanging on the FIFO.
    @Test func anAttachmentThatIsNotARegularFileStopsTheRunWithoutHanging() throws {
        for (kind, make) in [("a FIFO (named pipe)", { (path: String) in _ = mkfifo(path, 0o644) }),
                             ("a symbolic link", { path in _ = symlink(FailClosedFixtures.leak, path) }),
                             ("a symbolic link", { path in _ = symlink(NSTemporaryDirectory(), path) })] {
            try FailClosedFixtures.withTemporaryFolder { folder in
                let export = try export(in: folder)
                let attachment = export.appendingPathComponent("A1.png").path
                try FileManager.default.removeItem(atPath: attachment)
                make(attachment)
                let named = folder.appendingPathComponent("named")
                let outcome = try SnapGuardBinary.run(["collect", "--attachments", export.path, named.path], timeout: 60)
                #expect(outcome.status == 2, "\(kind): \(outcome.error)")
                #expect(outcome.error.contains("\(attachment): is \(kind)"), "\(outcome.error)")
                #expect(!FileManager.default.fileExists(atPath: named.path), "nothing copied")
            }
        }
    }

    /// A manifest over 16 MiB is refused before it is read; a FIFO in its place does not hang.
    @Test func aManifestOverItsLimitOrNotAFileIsRefused() throws {
        try FailClosedFixtures.withTemporaryFolder { folder in
            let export = try export(in: folder)
            let manifest = export.appendingPathComponent("manifest.json").path
            #expect(truncate(manifest, off_t(AttachmentManifest.maximumBytes + 1)) == 0)
            let large = try SnapGuardBinary.run(["collect", "--attachments", export.path, folder.appendingPathComponent("named").path],
                                                timeout: 60)
            #expect(large.status == 2)
            #expect(large.error.contains("over the \(AttachmentManifest.maximumBytes)-byte limit for attachment manifests"), "\(large.error)")
            try FileManager.default.removeItem(atPath: manifest)
            #expect(mkfifo(manifest, 0o644) == 0)
            let fifo = try SnapGuardBinary.run(["collect", "--attachments", export.path, folder.appendingPathComponent("named").path],
                                               timeout: 60)
            #expect(fifo.status == 2)
            #expect(fifo.error.contains("is a FIFO (named pipe)"), "\(fifo.error)")
        }
    }
}

@Suite struct MergeTrustsNothingTests {
    private func merge(_ reports: [String], format: String = "json") throws -> SnapGuardBinary.Outcome {
        try SnapGuardBinary.run(["merge", "--format", format] + reports.map { FailClosedFixtures.path("merge/\($0)") })
    }

    @Test func eachVerdictIsWorkedOutAgainFromWhatTheReportHolds() throws {
        for (report, status, verdict) in [("pass-with-counted-finding.json", Int32(1), Verdict.fail),
                                          ("pass-with-unexplained-waiver.json", 1, .fail),
                                          ("pass-with-error.json", 3, .error),
                                          ("waived.json", 0, .pass), ("clean.json", 0, .pass)] {
            let outcome = try merge([report])
            #expect(outcome.status == status, "\(report): \(outcome.error)")
            #expect(try FailClosedFixtures.screens(outcome.output).map(\.verdict) == [verdict], "\(report)")
        }
        #expect(try merge(["clean.json", "pass-with-counted-finding.json"]).status == 1)
    }

    /// A report of nothing is no pass, whatever it claims; an empty shard's report says so and merges.
    @Test func aReportWithNoScreensIsAUsageErrorUnlessItIsAnEmptyShards() throws {
        let empty = try merge(["empty.json"])
        #expect(empty.status == 2)
        #expect(empty.error.contains("report holds no screens"), "\(empty.error)")
        try FailClosedFixtures.withTemporaryFolder { folder in
            // One image, two shards: one of them holds none.
            var files: [String] = []
            for index in 1...2 {
                let file = folder.appendingPathComponent("shard-\(index).json").path
                let scan = try SnapGuardBinary.run(["scan", "--no-config", "--shard", "\(index)/2", "--format", "json", "--output", file,
                                                    FailClosedFixtures.clean])
                #expect(scan.status == 0, "\(scan.error)")
                files.append(file)
            }
            let both = try SnapGuardBinary.run(["merge"] + files)
            #expect(both.status == 0, "\(both.error)")
            for file in files {
                let alone = try SnapGuardBinary.run(["merge", file])
                #expect(alone.status == 2)
                #expect(alone.error.contains("is missing") || alone.error.contains("hold no screens"), "\(alone.error)")
            }
        }
    }

    /// The report names an image anywhere on disk: merge never opens it, so the HTML report shows
    /// no thumbnail, and there is no --annotate.
    @Test func mergeNeverReadsAnImageAReportNames() throws {
        let outcome = try merge(["names-an-image.json"], format: "html")
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(FormatValidators.thumbnails(in: outcome.output).isEmpty)
        #expect(!outcome.output.contains("data:image/png"))
        let annotate = try SnapGuardBinary.run(["merge", "--annotate", NSTemporaryDirectory(), FailClosedFixtures.path("merge/clean.json")])
        #expect(annotate.status == 2)
    }
}

@Suite struct GateSwitchedOffUnnoticedTests {
    /// Each configuration, and words of the warning it must give (no quotes: formats escape them).
    static let weakening = ["disable-all": "switches off the built-in categories account, address, card",
                            "min-severity": "raises the minimum severity to critical",
                            "screen-rules": "not sensitive: their findings never fail",
                            "ignore": "out of the scan"]

    /// Each configuration that switches the gate off, in part, is said on standard error and in
    /// every report format, naming the file; --strict-config refuses it (exit 2).
    @Test(arguments: weakening.keys.sorted())
    func aWeakeningConfigurationIsSaidEverywhereAndRefusedWhenStrict(_ name: String) throws {
        let folder = FailClosedFixtures.folder.appendingPathComponent("gate/\(name)")
        let words = Self.weakening[name]!
        try FailClosedFixtures.withTemporaryFolder { out in
            let formats = ["json", "junit", "sarif", "github", "html"]
            let outcome = try SnapGuardBinary.run(["scan", "--jobs", "2"]
                + formats.flatMap { ["--format", $0, "--output", out.appendingPathComponent("report.\($0)").path] }
                + ["--format", "text", FailClosedFixtures.leak, FailClosedFixtures.clean], in: folder)
            #expect([0, 1].contains(outcome.status), "\(outcome.error)")
            let warned = outcome.error.split(separator: "\n").first { $0.hasPrefix("snapguard: warning: .snapguard.json: ") }
            #expect(warned?.contains(words) == true, "\(outcome.error)")
            #expect(outcome.output.hasPrefix("WARNING  .snapguard.json: ") && outcome.output.contains(words), "\(outcome.output)")
            for format in formats {
                let report = try String(contentsOf: out.appendingPathComponent("report.\(format)"), encoding: .utf8)
                let shown = format == "html" ? FormatValidators.textOf(report) : report
                #expect(shown.contains(".snapguard.json: ") && shown.contains(words), "\(format): \(report)")
            }
            #expect(try FormatValidators.validateSARIF(out.appendingPathComponent("report.sarif"), schema: FormatValidators.sarifSubset).status == 0)
            #expect(try FormatValidators.validateJUnit(out.appendingPathComponent("report.junit"), schema: FormatValidators.junitSubset).status == 0)
            let strict = try SnapGuardBinary.run(["scan", "--strict-config", FailClosedFixtures.leak], in: folder)
            #expect(strict.status == 2)
            #expect(strict.error.contains(".snapguard.json: --strict-config refuses a configuration that weakens the gate: "), "\(strict.error)")
        }
    }

    /// A pack pattern matching everything, at a huge priority and low severity, with a minimum
    /// severity of medium: it outranked every built-in finding and the leaky screen passed.
    @Test func aCatchAllPackCannotHideABuiltInFinding() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--jobs", "1", "--format", "json", FailClosedFixtures.leak],
                                              in: FailClosedFixtures.folder.appendingPathComponent("gate/outrank"))
        #expect(outcome.status == 1, "\(outcome.error)")
        let findings = try FailClosedFixtures.screens(outcome.output).flatMap(\.findings)
        #expect(findings.contains { $0.category == "ssn" && $0.counted })
        #expect(findings.contains { $0.patternId == "catch.all" && !$0.counted })
    }

    /// Packs, allowed terms and rules that mark screens sensitive only add to the gate.
    @Test func aConfigurationThatOnlyAddsSaysNothing() throws {
        let folder = FailClosedFixtures.folder.appendingPathComponent("gate/harmless")
        let outcome = try SnapGuardBinary.run(["scan", "--strict-config", "--jobs", "1", FailClosedFixtures.leak], in: folder)
        #expect(outcome.status == 1, "\(outcome.error)")
        #expect(!outcome.error.contains("warning"), "\(outcome.error)")
        #expect(!outcome.output.contains("WARNING"))
    }
}
