import Foundation
import XCTest

/// Runs the real `snapguard` executable built by SwiftPM (or the one named by SNAPGUARD_BINARY).
enum SnapGuardBinary {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = repository.appendingPathComponent("Samples")

    static var url: URL {
        if let override = ProcessInfo.processInfo.environment["SNAPGUARD_BINARY"] { return URL(fileURLWithPath: override) }
        #if os(macOS)
        // The .xctest bundle holding these tests sits beside the binary, under XCTest and under
        // Swift Testing's runner alike (which is not an .xctest bundle of its own).
        let products = Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("snapguard")
    }

    #if os(macOS)
    private final class BundleMarker {}
    #endif

    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs snapguard with `arguments` from `directory`, waiting for it to end; with a `timeout`,
    /// it is killed after that many seconds (a hang then fails the test instead of the run).
    static func run(_ arguments: [String], in directory: URL = repository, input: String? = nil,
                    timeout: TimeInterval? = nil) throws -> Outcome {
        try runProgram(url, arguments, in: directory, input: input, timeout: timeout)
    }

    /// Runs any program to its end, both pipes read; `environment` replaces this process's; with
    /// a `timeout`, it is killed after that many seconds.
    static func runProgram(_ executable: URL, _ arguments: [String], in directory: URL = repository, input: String? = nil,
                           environment: [String: String]? = nil, timeout: TimeInterval? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: outputData, as: UTF8.self),
                       error: String(decoding: errorData, as: UTF8.self))
    }
}

/// The ground truth the sample renderer wrote (Samples/truth.json).
struct SampleTruth: Decodable {
    struct Screen: Decodable {
        var image: String
        var width: Int
        var height: Int
        var kind: String
        var expectedVerdict: String
        var strings: [Truth]
    }

    struct Truth: Decodable {
        var text: String
        var category: String
        /// Where the text is drawn, in the image's pixels.
        var box: Box?
    }

    struct Box: Decodable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    var screens: [Screen]

    /// The screens a correct scan fails (`expectedVerdict` "fail") and passes.
    var failing: [Screen] { screens.filter { $0.expectedVerdict == "fail" } }
    var passing: [Screen] { screens.filter { $0.expectedVerdict == "pass" } }

    /// The screen drawn in `image`.
    func screen(_ image: String) throws -> Screen {
        try XCTUnwrap(screens.first { $0.image == image }, "\(image) is not in Samples/truth.json")
    }

    static func load() throws -> SampleTruth {
        try JSONDecoder().decode(SampleTruth.self, from: Data(contentsOf: SnapGuardBinary.samples.appendingPathComponent("truth.json")))
    }
}
