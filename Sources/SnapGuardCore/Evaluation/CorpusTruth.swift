import Foundation

/// The labelled ground truth of an evaluation corpus (`truth.json`, written by
/// Scripts/render_corpus.py and Scripts/render_samples.py).
package struct CorpusTruth: Decodable, Sendable {
    package var screens: [Screen]
    /// The Tesseract languages the corpus is read with unless `eval --lang` says otherwise
    /// ("eng" for real screenshots, which users scan with the default); nil for eval's default.
    package var languages: String?

    package struct Screen: Decodable, Sendable {
        package var image: String
        /// "leaky", "protected" or "clean".
        package var kind: String
        package var protection: String?
        package var expectedVerdict: Verdict
        package var strings: [LabelledString]
    }

    /// A sensitive string a person can read on the screen, and where.
    package struct LabelledString: Decodable, Hashable, Sendable {
        package var text: String
        package var category: Category
        package var box: BoundingBox
    }

    /// Reads `truth.json` from a corpus folder; the error names the file.
    package static func load(from folder: URL) throws -> CorpusTruth {
        let file = folder.appendingPathComponent("truth.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw CorpusError(file: file.path, reason: "no such file (its format is in Scripts/README.md)")
        }
        do {
            return try JSONDecoder().decode(CorpusTruth.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw CorpusError(file: file.path, reason: "missing key '\(key.stringValue)' at \(Self.path(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                let DecodingError.dataCorrupted(context) {
            throw CorpusError(file: file.path, reason: "\(context.debugDescription) at \(Self.path(context.codingPath))")
        } catch {
            throw CorpusError(file: file.path, reason: "\(error)")
        }
    }
}

extension CorpusTruth {
    /// A readable key path such as `screens[3].strings[0].box`.
    fileprivate static func path(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.reduce("") { text, key in
            key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? key.stringValue : text + "." + key.stringValue)
        }
        return text.isEmpty ? "the top level" : text
    }
}

/// A corpus that could not be read.
package struct CorpusError: Error, CustomStringConvertible {
    package var file: String
    package var reason: String
    package var description: String { "\(file): cannot read ground truth: \(reason)" }
}
