import Foundation
import XCTest
@testable import SnapGuardCore

/// Reports and baselines are written atomically to files, and in place to devices and pipes.
final class FileAccessWriteTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAFileIsReplacedWhole() throws {
        let file = folder.appendingPathComponent("report.json").path
        try Data("an older, longer report\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileAccess.write(Data("new\n".utf8), to: file)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "new\n")
    }

    /// `--output /dev/null`, `/dev/stdout` or a named pipe: the bytes go through it, and the pipe
    /// is still a pipe afterwards (an atomic write would rename a regular file over it; as root,
    /// over /dev/null too).
    func testAPipeIsWrittenThroughNotReplaced() throws {
        let pipe = folder.appendingPathComponent("report.pipe").path
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        Thread {
            if let handle = FileHandle(forReadingAtPath: pipe) { received.set(handle.readDataToEndOfFile()) }
            done.signal()
        }.start()
        try FileAccess.write(Data("report\n".utf8), to: pipe)
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the reader never saw the write")
        XCTAssertEqual(received.get(), Data("report\n".utf8))
        var info = stat()
        XCTAssertEqual(lstat(pipe, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe was replaced by a file")
    }

    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
