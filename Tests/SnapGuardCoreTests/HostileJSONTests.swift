import Foundation
import Testing
@testable import SnapGuardCore

/// Configuration files and pattern packs are untrusted input: deep nesting, broken surrogate
/// escapes, huge files and odd file types give a located one-line error, never a crash or a hang.
@Suite struct HostileJSONTests {
    private func packError(_ text: String) -> String? {
        do {
            _ = try PatternLibrary.parse(text, file: "Patterns/bank.json")
            return nil
        } catch {
            return error.description
        }
    }

    private func configurationError(_ text: String) -> String? {
        var decoder = ConfigurationDecoder(file: ".snapguard.json")
        do {
            _ = try decoder.decode(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func nestingDeeperThanTheLimitIsALocatedError() {
        // 100,000 levels overflowed the stack of the recursive parser before the limit.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(packError(deep) == "Patterns/bank.json:1:65: invalid JSON: objects and arrays nested deeper than 64 levels")
        let deepObjects = "{\"patterns\": " + String(repeating: "{\"a\": ", count: 100_000)
        #expect(configurationError(deepObjects)
            == ".snapguard.json:1:392: invalid JSON: objects and arrays nested deeper than 64 levels")
        let multiline = "{\n  \"screens\":\n" + String(repeating: "[", count: 70)
        #expect(configurationError(multiline)
            == ".snapguard.json:3:64: invalid JSON: objects and arrays nested deeper than 64 levels")
    }

    @Test func nestingUpToTheLimitStillParses() throws {
        let atLimit = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        let value = try JSONParser.parse(atLimit)
        guard case .array = value.kind else { Issue.record("expected an array"); return }
    }

    @Test func aHighSurrogateWithoutALowOneIsALocatedError() {
        // "\ud800\u0041" trapped on UInt32 underflow (SIGILL) before both halves were checked.
        #expect(configurationError(#"{"allow": ["\ud800\u0041"]}"#)
            == #".snapguard.json:1:25: invalid JSON: high surrogate \uD800 is not followed by a low surrogate \uDC00-\uDFFF"#)
        #expect(configurationError(#"{"allow": ["\ud800x"]}"#)
            == #".snapguard.json:1:19: invalid JSON: high surrogate \uD800 is not followed by a low surrogate \uDC00-\uDFFF"#)
        #expect(configurationError(#"{"allow": ["\udbff\n"]}"#)
            == #".snapguard.json:1:20: invalid JSON: high surrogate \uDBFF is not followed by a low surrogate \uDC00-\uDFFF"#)
        #expect(packError(#"{"pack": "\udc00"}"#)
            == #"Patterns/bank.json:1:17: invalid JSON: lone low surrogate \uDC00 (it must follow a high surrogate \uD800-\uDBFF)"#)
        #expect(packError(#"{"pack": "\ud800"#)?.hasPrefix("Patterns/bank.json:1:17: invalid JSON: high surrogate") == true)
    }

    @Test func aValidSurrogatePairStillDecodes() throws {
        let value = try JSONParser.parse(#""\ud83d\ude00""#)
        guard case .string(let text) = value.kind else { Issue.record("expected a string"); return }
        #expect(text == "😀")
    }

    @Test func manyKeysAreCheckedForDuplicatesInLinearTime() {
        // 100,000 distinct keys: a quadratic duplicate check took minutes.
        let members = (0..<100_000).map { "\"k\($0)\": 0" }.joined(separator: ",")
        #expect(configurationError("{\(members)}")?.contains("unknown key 'k0'") == true)
        #expect(configurationError(#"{"allow": [], "allow": []}"#) == ".snapguard.json:1:15: invalid JSON: duplicate key 'allow'")
    }
}

/// Reading a configuration file or pack: its size and type are checked before any byte is read.
@Suite struct BoundedFileReadingTests {
    private let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-bounded-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    @Test func aConfigurationOverTheSizeLimitIsRefusedBeforeReading() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".snapguard.json").path
        // A sparse 50 MB file: refusing it must not read (or allocate) 50 MB.
        #expect(FileManager.default.createFile(atPath: file, contents: Data("{}".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.truncate(atOffset: 50 * 1024 * 1024)
        try handle.close()
        #expect(throws: ConfigurationError(file: file, message: "file is 52428800 bytes, over the 4194304-byte limit "
                                           + "for configuration files and pattern packs")) {
            try GateConfiguration.load(file: file)
        }
    }

    @Test func aPackOverTheSizeLimitIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: FileAccess.maximumTextBytes + 1).write(to: file)
        do {
            _ = try PatternLibrary.load(folders: [folder], includingDefaults: false)
            Issue.record("a pack over the limit loaded")
        } catch {
            #expect(error.description == "\(file.path): cannot read the pack: file is \(FileAccess.maximumTextBytes + 1) bytes, "
                + "over the 4194304-byte limit for configuration files and pattern packs")
        }
    }

    @Test func aFIFONamedLikeAConfigurationIsRefusedWithoutBlocking() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".snapguard.json").path
        #expect(mkfifo(file, 0o644) == 0)
        // Opening a FIFO for reading without O_NONBLOCK would wait for a writer forever.
        #expect(throws: ConfigurationError(file: file, message: "is a FIFO (named pipe), not a file")) {
            try GateConfiguration.load(file: file)
        }
        try FileManager.default.removeItem(atPath: file)
        let pack = folder.appendingPathComponent("pack.json")
        #expect(mkfifo(pack.path, 0o644) == 0)
        do {
            _ = try PatternLibrary.load(folders: [folder], includingDefaults: false)
            Issue.record("a FIFO loaded as a pack")
        } catch {
            #expect(error.description == "\(pack.path): cannot read the pack: is a FIFO (named pipe), not a file")
        }
    }

    @Test func aFileWithinTheLimitIsRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("small.json").path
        try Data("{\"allow\": [\"Apex\"]}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try GateConfiguration.load(file: file).allowedTerms == ["Apex"])
        #expect(try FileAccess.data(file, maximumBytes: 19).count == 19)
        #expect(throws: FileAccessError.self) { try FileAccess.data(file, maximumBytes: 18) }
    }
}

/// Found by the `json` fuzz target: messages quoting a raw newline or control character ran onto
/// a second line.
@Suite struct OneLineJSONErrorTests {
    @Test func anInvisibleCharacterIsNamedByItsCodePoint() {
        for (text, message) in [("\"\\\n\"", "invalid escape: '\\' followed by U+000A"), ("[\u{1}]", "unexpected character U+0001"),
                                ("[\u{202E}]", "unexpected character U+202E"), ("\"\\q\"", "invalid escape '\\q'")] {
            do {
                _ = try JSONParser.parse(text)
                Issue.record("\(text.debugDescription) parsed")
            } catch {
                #expect(error.message == message)
            }
        }
    }

    @Test func keysQuotedInErrorsAreEscaped() {
        var decoder = ConfigurationDecoder(file: ".snapguard.json")
        #expect(throws: ConfigurationError.self) { try decoder.decode(#"{"a\nb\u001b": 1}"#) }
        do {
            _ = try decoder.decode(#"{"a\nb\u001b": 1}"#)
        } catch {
            #expect(error.description.hasPrefix(#".snapguard.json:1:2: unknown key 'a\nb\u{1B}'"#))
        }
        do {
            _ = try PatternLibrary.parse(#"{"pack": "p", "x\r": 1}"#, file: "p.json")
        } catch {
            #expect(error.description.hasPrefix(#"p.json:1:15: unknown key 'x\r'"#))
        }
    }
}
