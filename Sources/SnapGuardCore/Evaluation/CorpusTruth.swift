import Foundation

/// The labelled ground truth of an evaluation corpus (`truth.json`, written by
/// Scripts/render_corpus.py and Scripts/render_samples.py).
public struct CorpusTruth: Decodable, Sendable {
    public var screens: [Screen]

    public struct Screen: Decodable, Sendable {
        public var image: String
        /// "leaky", "protected" or "clean".
        public var kind: String
        public var protection: String?
        public var expectedVerdict: Verdict
        public var strings: [LabelledString]
    }

    /// A sensitive string a person can read on the screen, and where.
    public struct LabelledString: Decodable, Hashable, Sendable {
        public var text: String
        public var category: Category
        public var box: BoundingBox
    }

    /// Reads `truth.json` from a corpus folder; the error names the file.
    public static func load(from folder: URL) throws -> CorpusTruth {
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
public struct CorpusError: Error, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "\(file): cannot read ground truth: \(reason)" }
}
