import Foundation

/// A screen's explanation as `lines.txt` (for people) and `explain.json` (for tools), raw text
/// included. `ExplanationWriter` writes both.
struct ExplanationDocument: Encodable {
    struct Screen: Encodable {
        var path: String
        var verdict: Verdict
        var width: Int
        var height: Int
        var overlayDetected: Bool
        var error: String?
    }

    struct Image: Encodable {
        var file: String
        var label: String
        var attempt: String
    }

    struct Word: Encodable {
        var text: String
        var confidence: Double
        var box: BoundingBox
    }

    struct Line: Encodable {
        var text: String
        var confidence: Double
        var box: BoundingBox
        var words: [Word]
    }

    struct Read: Encodable {
        var label: String
        var attempt: String
        var stages: [String]
        var lines: [Line]
    }

    struct Finding: Encodable {
        var patternId: String
        var category: Category
        var severity: Severity
        var value: String
        var box: BoundingBox
        var confidence: Double
        var counted: Bool
        var waiver: Waiver?
    }

    struct NearMiss: Encodable {
        var patternId: String
        var category: Category
        var severity: Severity
        /// One of: rejectedBy, contextMissing, screenContextMissing, notAlone, publicScreen, excludedWordNearby, alreadyMasked,
        /// allowedTerm, outranked, categoryDisabled, belowMinimumSeverity, blurredLabelAlone, unlabelledAlone, companyMissing.
        var reason: String
        /// The validator that rejected the value, or the pattern that outranked it.
        var detail: String?
        var description: String
        var value: String
        var box: BoundingBox
        var attempt: String
        /// Whether a finding covers most of the same text: the text was found, by another
        /// pattern or another reading, so this is no miss.
        var found: Bool
    }

    var schemaVersion = 1
    var screen: Screen
    var images: [Image]
    var notes: [String]
    var reads: [Read]
    var findings: [Finding]
    var nearMisses: [NearMiss]

    init(_ explanation: ScanExplanation, screen result: ScreenResult, images: [Image]) {
        screen = Screen(path: result.path, verdict: result.verdict, width: result.width, height: result.height,
                        overlayDetected: result.overlayDetected, error: result.error)
        self.images = images
        notes = explanation.notes
        reads = explanation.reads.map { read in
            Read(label: read.label, attempt: read.attempt, stages: read.stages, lines: read.lines.map { line in
                Line(text: line.text, confidence: line.confidence, box: line.box,
                     words: line.words.map { Word(text: $0.text, confidence: $0.confidence, box: $0.box) })
            })
        }
        findings = result.findings.map { finding in
            Finding(patternId: finding.patternId, category: finding.category, severity: finding.severity,
                    value: finding.value.revealed, box: finding.box, confidence: finding.confidence,
                    counted: result.counts(finding), waiver: result.waivers[finding])
        }
        nearMisses = explanation.nearMisses.map { miss in
            let (reason, detail): (String, String?) = switch miss.reason {
            case .rejectedBy(let validator): ("rejectedBy", validator)
            case .contextMissing: ("contextMissing", nil)
            case .screenContextMissing: ("screenContextMissing", nil)
            case .notAlone: ("notAlone", nil)
            case .publicScreen: ("publicScreen", nil)
            case .excludedWordNearby: ("excludedWordNearby", nil)
            case .alreadyMasked: ("alreadyMasked", nil)
            case .allowedTerm: ("allowedTerm", nil)
            case .outranked(let winner): ("outranked", winner)
            case .categoryDisabled: ("categoryDisabled", nil)
            case .belowMinimumSeverity(let minimum): ("belowMinimumSeverity", minimum.rawValue)
            case .blurredLabelAlone: ("blurredLabelAlone", nil)
            case .unlabelledAlone: ("unlabelledAlone", nil)
            case .companyMissing: ("companyMissing", nil)
            }
            let found = miss.attempt == ScanExplanation.upright && result.findings.contains { finding in
                2 * (finding.box.intersection(miss.box)?.area ?? 0) >= miss.box.area
            }
            return NearMiss(patternId: miss.patternId, category: miss.category, severity: miss.severity, reason: reason,
                            detail: detail, description: miss.reason.description, value: miss.value.revealed, box: miss.box,
                            attempt: miss.attempt, found: found)
        }
    }

    func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, number, Boolean or array of them: encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }

    /// `lines.txt`: the verdict, the notes, each read's lines with their words, the findings and
    /// the near misses. Boxes are WIDTHxHEIGHT+X+Y in the pixels of the image read.
    var text: String {
        var out = "SnapGuard explanation of \(screen.path) (raw OCR text)\n"
        out += "verdict: \(screen.verdict.rawValue), \(screen.width)x\(screen.height)"
        out += screen.overlayDetected ? ", looks covered\n" : "\n"
        if let error = screen.error { out += "error: \(error)\n" }
        if !images.isEmpty { out += "\nImages\n" + images.map { "  \($0.file)  \($0.label)\n" }.joined() }
        if !notes.isEmpty { out += "\nNotes\n" + notes.map { "  \($0)\n" }.joined() }
        for read in reads {
            let attempt = read.attempt == ScanExplanation.upright ? "" : " (\(read.attempt))"
            let stages = read.stages.isEmpty ? "" : ": " + read.stages.joined(separator: " → ")
            out += "\nRead \"\(read.label)\"\(attempt)\(stages), \(read.lines.count) line\(read.lines.count == 1 ? "" : "s")\n"
            for line in read.lines {
                out += "  \(Self.percent(line.confidence))  \(line.box)  \(line.text)\n"
                out += "        " + line.words.map { "\($0.text) \(Self.percent($0.confidence)) \($0.box)" }
                    .joined(separator: " | ") + "\n"
            }
        }
        out += "\nFindings (\(findings.count))\n"
        for finding in findings {
            let counted = finding.waiver.map { "waived: \($0.reason)" } ?? "counts"
            out += "  \(finding.patternId)  \(finding.severity.rawValue)  \"\(finding.value)\"  \(finding.box)  "
                + "\(Self.percent(finding.confidence))  \(counted)\n"
        }
        let missed = nearMisses.filter { !$0.found }, found = nearMisses.filter(\.found)
        out += "\nNear misses (\(missed.count)): patterns that matched text no finding covers, and why they made none\n"
        out += missed.map(Self.line).joined()
        if !found.isEmpty {
            out += "\nAlso matched on text a finding covers (\(found.count))\n" + found.map(Self.line).joined()
        }
        return out
    }

    private static func line(_ miss: NearMiss) -> String {
        let attempt = miss.attempt == ScanExplanation.upright ? "" : "  (\(miss.attempt))"
        return "  \(miss.patternId)  \(miss.severity.rawValue)  \(miss.description)  \"\(miss.value)\"  \(miss.box)\(attempt)\n"
    }

    private static func percent(_ confidence: Double) -> String {
        "\(Int((confidence * 100).rounded()))%"
    }
}
