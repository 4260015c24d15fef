import Foundation
import SnapGuardCore
import Testing

/// Snapshots as testers find them and as iOS 17, 18 and 26 write them, through the real binary:
/// a device extraction lists every app once, each fixture gets its source screen's verdict, a
/// snapshot stored sideways is read and drawn right, and `inspect` describes every file.
@Suite struct SnapshotExtractionScanTests {
    private let fixtures = "Tests/Fixtures/snapshots"

    private func screens(_ output: String) throws -> [[String: Any]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
        return try #require(report["screens"] as? [[String: Any]])
    }

    private func verdict(of sample: String) throws -> String {
        try SampleTruth.load().screen(sample).expectedVerdict
    }

    @Test func anExtractionListsEveryAppOnceWithItsSourceVerdict() throws {
        let sources = [
            "com.apple.MobileSMS": "leaky-messages-chat-1179x2556.png", "com.apple.Preferences": "clean-settings-750x1334.png",
            "com.apple.mobilenotes": "protected-splash-750x1334.png", "com.snapguard.bank": "leaky-vn-bank-750x1334.png",
            "com.snapguard.health": "leaky-health-light-750x1334.png", "com.snapguard.notes": "protected-splash-750x1334.png",
            "com.snapguard.settings": "clean-settings-750x1334.png",
        ]
        let outcome = try SnapGuardBinary.run(["scan", "--jobs", "2", "--format", "json", "\(fixtures)/extraction"])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains("left out 3 downscaled snapshot copies"), "\(outcome.error)")
        let results = try screens(outcome.output)
        let names = results.compactMap { $0["name"] as? String }
        #expect(names.sorted() == names.sorted().reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }, "each once")
        #expect(Set(names.map { String($0.prefix { $0 != "/" }) }) == Set(sources.keys), "system and third-party apps alike")
        #expect(results.count == 7)
        for screen in results {
            let name = try #require(screen["name"] as? String)
            let expected = try verdict(of: try #require(sources[String(name.prefix { $0 != "/" })]))
            #expect(screen["verdict"] as? String == expected, "\(name): \(screen["error"] ?? "")")
        }
        let all = try SnapGuardBinary.run(["scan", "--jobs", "2", "--include-downscaled", "--format", "json", "\(fixtures)/extraction/private/var/mobile"])
        #expect(try screens(all.output).count == 10)
        #expect(!all.error.contains("left out"))
    }

    /// Raw pre-tiled (iOS 26) snapshots, and every length, tail, orientation and block-size variant
    /// (8x8 too), give the verdict of the screen each was made from.
    @Test func iOS26SnapshotsAndVariantsGetTheirSourceVerdict() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--jobs", "2", "--format", "json", "\(fixtures)/ios26", "\(fixtures)/variants"])
        let results = try screens(outcome.output)
        #expect(results.count == 13)
        // Every source here is a leaky screen: a picture that decoded scrambled would not show its values.
        #expect(try verdict(of: "leaky-profile-828x1792.png") == "fail" && verdict(of: "leaky-vn-bank-750x1334.png") == "fail"
                && verdict(of: "leaky-balance-light-1179x2556.png") == "fail")
        for screen in results {
            #expect(screen["verdict"] as? String == "fail", "\(screen["path"] ?? ""): \(screen["error"] ?? "")")
        }
    }

    /// A screen stored sideways (1792x828 holding a 828x1792 screen): its findings are boxed where
    /// the values are in the stored picture, and the annotated copy blacks them out there.
    @Test func aSidewaysSnapshotIsBoxedAndAnnotatedWhereItsValuesAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-turned-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = "\(fixtures)/ios26/profile-turned-1792x828.ktx"
        let outcome = try SnapGuardBinary.run(["scan", "--format", "json", "--annotate", folder.path, file])
        #expect(outcome.status == 1)
        let screen = try #require(try screens(outcome.output).first)
        #expect([screen["width"] as? Int, screen["height"] as? Int] == [1792, 828])
        let boxes = try #require(screen["findings"] as? [[String: Any]]).compactMap { $0["box"] as? [String: Int] }
        // The script turned the 828x1792 screen a quarter counter-clockwise: (x, y) went to (y, 827 − x).
        let truth = try SampleTruth.load().screen("leaky-profile-828x1792.png").strings
        let turned = truth.compactMap(\.box).map { ["x": $0.y, "y": 828 - $0.x - $0.width, "width": $0.height, "height": $0.width] }
        #expect(!turned.isEmpty)
        let annotated = try ImageReader().read(contentsOf: folder.appendingPathComponent(file + ".png"))
        #expect(annotated.width == 1792 && annotated.height == 828)
        let annotatedPixels = annotated.rgba
        for box in turned {
            let covered = boxes.contains { found in
                let overlapX = min(box["x"]! + box["width"]!, found["x"]! + found["width"]!) - max(box["x"]!, found["x"]!)
                let overlapY = min(box["y"]! + box["height"]!, found["y"]! + found["height"]!) - max(box["y"]!, found["y"]!)
                // Half of the smaller box: a wrapped value (the address) may be found on one of its lines.
                let smaller = min(box["width"]! * box["height"]!, found["width"]! * found["height"]!)
                return overlapX > 0 && overlapY > 0 && overlapX * overlapY * 2 >= smaller
            }
            #expect(covered, "a finding boxes the value at \(box)")
            let centre = ((box["y"]! + box["height"]! / 2) * annotated.width + box["x"]! + box["width"]! / 2) * 4
            #expect(annotatedPixels[centre..<(centre + 3)].allSatisfy { $0 < 40 }, "blacked out at \(box)")
        }
    }

    /// Pair mode turns a sideways snapshot to the active screen: a leaky one looks like its active
    /// screen and fails; a covered one passes, where it used to be an error (aspect ratios differ).
    @Test func pairModeComparesASidewaysSnapshotTurned() throws {
        let leaky = try SnapGuardBinary.run(["compare", "--format", "json", "--active", "Samples/leaky-profile-828x1792.png",
                                             "--snapshot", "\(fixtures)/ios26/profile-turned-1792x828.ktx"])
        #expect(leaky.status == 1)
        #expect(leaky.output.contains("stored sideways"), "\(leaky.output)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-pair-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cover = try ImageReader().read(contentsOf: SnapGuardBinary.samples.appendingPathComponent("protected-overlay-1179x2556.png"))
        let pixels = cover.rgba
        var turned = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<cover.height {
            for x in 0..<cover.width {  // clockwise: (x, y) → (height − 1 − y, x)
                let from = (y * cover.width + x) * 4, to = (x * cover.height + cover.height - 1 - y) * 4
                for channel in 0..<4 { turned[to + channel] = pixels[from + channel] }
            }
        }
        let snapshot = folder.appendingPathComponent("cover-turned.png")
        try #require(ColourImage(width: cover.height, height: cover.width, rgba: turned)?.pngData()).write(to: snapshot)
        let covered = try SnapGuardBinary.run(["compare", "--format", "json", "--active", "Samples/leaky-balance-light-1179x2556.png",
                                               "--snapshot", snapshot.path])
        #expect(covered.status == 0, "\(covered.output)")
    }

    @Test func inspectDescribesEveryFixtureWithoutPixels() throws {
        let text = try SnapGuardBinary.run(["inspect", "\(fixtures)/ios26/card-1170x2532.ktx"])
        #expect(text.status == 0)
        for line in ["magic:        41 41 50 4c 0d 0a 1a 0a", "'HEAD'", "'FILL'", "'astc'", "'END '", "size:         1170x2532",
                     "block size:   4x4", "tiling:       y-even", "result:       decodes"] {
            #expect(text.output.contains(line), "\(line) in \(text.output)")
        }
        let malformed = try FileManager.default.contentsOfDirectory(atPath: SnapGuardBinary.repository.appendingPathComponent("\(fixtures)/malformed").path).sorted()
        let json = try SnapGuardBinary.run(["inspect", "--format", "json"] + malformed.map { "\(fixtures)/malformed/\($0)" })
        #expect(json.status == 3)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.count == malformed.count)
        for file in files {
            #expect(file["decodes"] as? Bool == false)
            #expect((file["error"] as? String)?.isEmpty == false, "\(file["path"] ?? "")")
        }
        let png = try SnapGuardBinary.run(["inspect", "Samples/protected-splash-750x1334.png"])
        #expect(png.status == 0 && png.output.contains("750x1334 (not a snapshot container"))
        #expect(try SnapGuardBinary.run(["inspect"]).status == 2)
    }
}
