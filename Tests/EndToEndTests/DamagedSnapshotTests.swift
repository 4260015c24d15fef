import Foundation
import SnapGuardCore
import Testing

/// Snapshots with damaged ASTC blocks (Tests/Fixtures/damaged-snapshots, made by
/// Scripts/make_hostile_corpus.py) through the real binary: each is an ERROR that says how many
/// blocks are damaged and where, in `scan` and in `compare`, and `convert` refuses it unless told
/// to show the damage. Without the damage check every one of them decodes to a magenta picture
/// with no text, which passes as "privacy overlay detected".
@Suite struct DamagedSnapshotTests {
    static let folder = "Tests/Fixtures/damaged-snapshots"

    /// Each file's verdict, and words its reason must hold.
    static let expected: [String: (verdict: String, reason: String?)] = {
        var table: [String: (verdict: String, reason: String?)] = [:]
        let whole = "4,000 of 4,000 ASTC blocks are damaged (reserved or HDR encodings, which decode to the error colour), in rows 0–199"
        for layout in ["ktx-raw", "ktx-lzfse", "aapl-rowmajor", "aapl-lzfs"] {
            table["zero-\(layout).ktx"] = ("error", whole)
            table["ff-\(layout).ktx"] = ("error", whole)
            table["random-\(layout).ktx"] = ("error", "3,908 of 4,000 ASTC blocks are damaged")
        }
        for layout in ["ktx-raw", "aapl-lzfs"] {
            table["half-written-\(layout).ktx"] = ("error", "7,150 of 14,300 ASTC blocks are damaged (reserved or HDR encodings, which decode to the error colour), in rows 220–439")
        }
        // Error blocks over the two value rows only (HDR void extents; zero blocks in stored tile order): the
        // script damages the block rows of each value's text box with 4 pixels to spare.
        for file in ["value-rows-hdr-ktx-lzfse.ktx", "value-rows-aapl-tiled.ktx"] {
            table[file] = ("error", "2,600 of 11,700 ASTC blocks are damaged (reserved or HDR encodings, which decode to the error colour), in rows 140–179 and 272–311")
        }
        // The same 6x6 damage row-major and pre-tiled (with zero padding, which is not counted).
        for file in ["tail-zero-6x6-ktx-raw.ktx", "tail-zero-6x6-aapl-tiled.ktx"] {
            table[file] = ("error", "870 of 4,350 ASTC blocks are damaged (reserved or HDR encodings, which decode to the error colour), in rows 240–299")
        }
        // Not damage: zero tile padding outside the picture, a legal void extent, other footprints, sRGB.
        table["legal-leak-zero-padding-aapl-tiled.ktx"] = ("fail", nil)
        table["legal-grey-void-extent-ktx-raw.ktx"] = ("pass", nil)
        table["legal-leak-8x8-aapl-lzfs.ktx"] = ("fail", nil)
        table["legal-leak-srgb-ktx-raw.ktx"] = ("fail", nil)
        // The screens as the app showed them, for pair mode.
        table["half-written.active.png"] = ("fail", nil)
        table["value-rows.active.png"] = ("fail", nil)
        return table
    }()

    @Test func everyDamagedSnapshotIsAnErrorThatSaysWhere() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--format", "json", "--jobs", "2", "--time-limit", "0", Self.folder])
        #expect(outcome.status == 1, "the legal leaky snapshots fail the run: \(outcome.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let screens = try #require(report["screens"] as? [[String: Any]])
        var seen: Set<String> = []
        for screen in screens {
            let name = URL(fileURLWithPath: try #require(screen["path"] as? String)).lastPathComponent
            seen.insert(name)
            guard let expectation = Self.expected[name] else {
                Issue.record("\(name) has no expected verdict in DamagedSnapshotTests; add one")
                continue
            }
            let reason = screen["error"] as? String ?? ""
            #expect(screen["verdict"] as? String == expectation.verdict, "\(name): \(reason)")
            if let words = expectation.reason { #expect(reason.contains(words), "\(name): '\(reason)'") }
        }
        #expect(seen == Set(Self.expected.keys), "every file is scanned and has an expectation")
    }

    @Test func oneDamagedSnapshotExitsThreeWithOneLineNamingIt() throws {
        let file = "\(Self.folder)/zero-aapl-lzfs.ktx"
        let outcome = try SnapGuardBinary.run(["scan", "--no-config", file])
        #expect(outcome.status == 3, "\(outcome.output)\(outcome.error)")
        let line = try #require(outcome.output.split(separator: "\n").first { $0.hasPrefix("ERROR") })
        #expect(line.contains(file) && line.contains("damaged AAPL image: 4,000 of 4,000 ASTC blocks are damaged"), "\(line)")
    }

    /// Pair mode reads the snapshot as scan does: damage is an ERROR there too, never a covered screen,
    /// even beside the very screen the app showed.
    @Test(arguments: [("half-written", "half-written-aapl-lzfs.ktx"), ("half-written", "half-written-ktx-raw.ktx"),
                      ("value-rows", "value-rows-hdr-ktx-lzfse.ktx"), ("value-rows", "value-rows-aapl-tiled.ktx")])
    func pairModeSeesTheDamage(active: String, snapshot: String) throws {
        let outcome = try SnapGuardBinary.run(["compare", "--no-config", "--active", "\(Self.folder)/\(active).active.png",
                                               "--snapshot", "\(Self.folder)/\(snapshot)"])
        #expect(outcome.status == 3, "\(outcome.output)\(outcome.error)")
        #expect(outcome.output.hasPrefix("ERROR ") && outcome.output.contains("ASTC blocks are damaged"), "\(outcome.output)")
    }

    @Test func convertRefusesDamageUnlessAskedToShowIt() throws {
        let file = "\(Self.folder)/half-written-aapl-lzfs.ktx"
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-damaged-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let refused = try SnapGuardBinary.run(["convert", file, out.path])
        #expect(refused.status == 3)
        #expect(refused.error.split(separator: "\n").count == 1, "one line: \(refused.error)")
        #expect(refused.error.contains(file) && refused.error.contains("in rows 220–439") && refused.error.contains("--allow-damaged"))
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written")

        let shown = try SnapGuardBinary.run(["convert", "--allow-damaged", file, out.path])
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.error.hasPrefix("snapguard: warning: \(file): damaged AAPL image"), "\(shown.error)")
        let picture = try ImageReader().decode(Data(contentsOf: out))
        #expect(picture.width == 520 && picture.height == 440)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(picture.rgba[((y * picture.width + x) * 4)..<((y * picture.width + x) * 4 + 4)]) }
        #expect(pixel(260, 300) == [255, 0, 255, 255], "the zero blocks show the error colour")
        #expect(pixel(500, 10) != [255, 0, 255, 255], "the written part shows the screen")
    }
}
