import Foundation

/// Findings accepted as they are, so `scan --baseline FILE` fails only on new ones.
///
/// Each finding is kept as a fingerprint: SHA-256 of a per-file random salt, the screen's identity
/// (`ScreenName.identity`), the pattern id and the normalised value (letters and digits only,
/// lower-cased). No raw value and no coordinates are stored, so the baseline survives OCR boxes
/// moving by a few pixels. The masked value is kept for reviewers. A value that occurs twice on a
/// screen needs two entries.
public struct Baseline: Codable, Hashable, Sendable {
    public static let currentVersion = 1

    public var version: Int
    public var tool: String
    public var salt: String
    public var findings: [Entry]

    public struct Entry: Codable, Hashable, Sendable, Comparable {
        public var screen: String
        public var patternId: String
        public var masked: String
        public var fingerprint: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.screen, lhs.patternId, lhs.masked, lhs.fingerprint) < (rhs.screen, rhs.patternId, rhs.masked, rhs.fingerprint)
        }
    }

    /// Problems reading or writing a baseline file, in one line naming it.
    public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var reason: String
        public var description: String { "\(file): \(reason)" }
    }

    /// Every finding of the report (failing or not), with a fresh random salt unless one is given.
    public static func record(_ report: ScanReport, salt: String = randomSalt()) -> Baseline {
        let entries = report.screens.flatMap { screen in
            screen.findings.map { finding in
                Entry(screen: screen.name.identity, patternId: finding.patternId, masked: finding.masked,
                      fingerprint: fingerprint(of: finding, on: screen.name, salt: salt))
            }
        }
        return Baseline(version: currentVersion, tool: "snapguard", salt: salt, findings: entries.sorted())
    }

    /// Waives every finding of the screen `screen` that still counts (has no waiver in `waivers`)
    /// and is recorded in the baseline (a value recorded once is waived once on that screen).
    func waive(_ findings: [Finding], on screen: ScreenName, in waivers: inout [Finding: Waiver]) {
        var remaining: [String: Int] = [:]
        for entry in self.findings where entry.screen == screen.identity { remaining[entry.fingerprint, default: 0] += 1 }
        guard !remaining.isEmpty else { return }
        for finding in findings where waivers[finding] == nil {
            let print = Self.fingerprint(of: finding, on: screen, salt: salt)
            guard let left = remaining[print], left > 0 else { continue }
            remaining[print] = left - 1
            waivers[finding] = Waiver(.baseline, reason: "recorded in the baseline")
        }
    }

    /// The salted fingerprint of a finding on a screen.
    public static func fingerprint(of finding: Finding, on screen: ScreenName, salt: String) -> String {
        let value = finding.value.revealed.precomposedStringWithCompatibilityMapping.lowercased()
            .filter { $0.isLetter || $0.isNumber }
        return SHA256.hex([salt, screen.identity, finding.patternId, value].joined(separator: "\u{1F}"))
    }

    /// 16 random bytes as hex.
    public static func randomSalt() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    public static func load(file: String) throws(FileError) -> Baseline {
        let data: Data
        do {
            data = try FileAccess.data(file)
        } catch {
            throw FileError(file: file, reason: error.reason)
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw FileError(file: file, reason: "not a SnapGuard baseline (write one with 'scan --write-baseline')")
        }
        guard baseline.version == currentVersion else {
            throw FileError(file: file, reason: "baseline version \(baseline.version) is not supported (expected \(currentVersion))")
        }
        return baseline
    }

    public func write(to file: String) throws(FileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileAccess.write(encoder.encode(self) + Data("\n".utf8), to: file)
        } catch {
            throw FileError(file: file, reason: "cannot write the baseline: \(FileAccess.writeFailure(file, error))")
        }
    }
}
