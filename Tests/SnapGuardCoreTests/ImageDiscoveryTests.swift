import XCTest
@testable import SnapGuardCore

final class ImageDiscoveryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        // Short: a socket's path must fit sockaddr_un (104 bytes on macOS, whose temporary folder is long).
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString.prefix(8))")
        for path in ["a.png", "sub/b.JPG", "sub/deeper/c.ktx", "notes.txt", ".hidden/d.png", "sub/.e.png"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testFindsImagesRecursivelySortedSkippingHiddenAndOtherFiles() throws {
        let paths = try ImageDiscovery().imagePaths(in: [folder.path])
        XCTAssertEqual(paths.map { String($0.dropFirst(folder.path.count + 1)) }, ["a.png", "sub/b.JPG", "sub/deeper/c.ktx"])
    }

    func testLinksToImageFilesAreFollowedAndDanglingOnesListed() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("a.png").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("gone.png").path)
        let found = try ImageDiscovery().discover([folder.path])
        XCTAssertEqual(found.paths.map { String($0.dropFirst(folder.path.count + 1)) },
                       ["a.png", "dangling.png", "link.png", "sub/b.JPG", "sub/deeper/c.ktx"],
                       "a dangling link is listed, to be reported, not skipped")
        XCTAssertEqual(found.problems, [folder.appendingPathComponent("dangling.png").path:
                                            "dangling symbolic link (its target does not exist)"])
    }

    func testExplicitFilesAreKeptWhateverTheirExtensionAndNotRepeated() throws {
        let notes = folder.appendingPathComponent("notes.txt").path
        let paths = try ImageDiscovery().imagePaths(in: [notes, folder.path, notes])
        XCTAssertEqual(paths.count, 4)
        XCTAssertEqual(paths.first, notes)
    }

    func testMissingPathAndEmptyFolderAreErrors() throws {
        XCTAssertThrowsError(try ImageDiscovery().imagePaths(in: [folder.appendingPathComponent("nope").path])) { error in
            XCTAssertTrue("\(error)".hasSuffix("nope: no such file or folder"))
        }
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertThrowsError(try ImageDiscovery().imagePaths(in: [empty.path])) { error in
            XCTAssertEqual(error as? DiscoveryError, .noImages([empty.path]))
        }
    }

    private func relative(_ paths: [String]) -> [String] { paths.map { String($0.dropFirst(folder.path.count + 1)) } }

    func testOddEntriesNamedLikeImagesAreListedWithWhatTheyAre() throws {
        let path = { (name: String) in self.folder.appendingPathComponent(name).path }
        XCTAssertEqual(mkfifo(path("pipe.png"), 0o644), 0)
        try FileManager.default.createDirectory(atPath: path("folder.jpg/inner"), withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: path("folder.jpg/inner/x.png")))
        try FileManager.default.createSymbolicLink(atPath: path("loop1.png"), withDestinationPath: path("loop2.png"))
        try FileManager.default.createSymbolicLink(atPath: path("loop2.png"), withDestinationPath: path("loop1.png"))
        try FileManager.default.createSymbolicLink(atPath: path("null.png"), withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: path("linked-folder.png"), withDestinationPath: path("sub"))
        XCTAssertEqual(mkfifo(path("pipe.txt"), 0o644), 0, "not named like an image: not listed")
        let socket = try UnixSocket(path: path("sock.png"))
        defer { socket.release() }

        let found = try ImageDiscovery().discover([folder.path])
        XCTAssertEqual(relative(found.paths), ["a.png", "folder.jpg", "folder.jpg/inner/x.png", "loop1.png", "loop2.png",
                                               "null.png", "pipe.png", "sock.png", "sub/b.JPG", "sub/deeper/c.ktx"])
        XCTAssertEqual(found.problems[path("pipe.png")], "is a FIFO (named pipe), not an image file")
        XCTAssertEqual(found.problems[path("sock.png")], "is a socket, not an image file")
        XCTAssertEqual(found.problems[path("null.png")], "links to a character device, not an image file")
        XCTAssertEqual(found.problems[path("loop1.png")], "symbolic link loop")
        XCTAssertEqual(found.problems[path("folder.jpg")], "is a folder named like an image, not an image file")
        XCTAssertEqual(found.problems.count, 6)
    }

    func testASubfolderThatCannotBeListedIsListedAsAProblem() throws {
        // Tests run as root, which reads a chmod 000 folder anyway: the listing is injected.
        let locked = folder.appendingPathComponent("sub").path
        let live = FolderListing.live
        let listing = FolderListing(names: { $0 == locked ? .failure(FolderListingError(code: EACCES)) : live.names($0) },
                                    kind: live.kind)
        let found = try ImageDiscovery(listing: listing).discover([folder.path])
        XCTAssertEqual(relative(found.paths), ["a.png", "sub"])
        XCTAssertEqual(found.problems, [locked: "folder cannot be read (permission denied); the images in it were not scanned"])
    }

    func testAnOddPathGivenByNameIsListedWithWhatItIs() throws {
        let fifo = folder.appendingPathComponent("pipe.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let image = folder.appendingPathComponent("a.png").path
        let found = try ImageDiscovery().discover([fifo, image, "/dev/null"])
        XCTAssertEqual(found.paths, [fifo, image, "/dev/null"])
        XCTAssertEqual(found.problems, [fifo: "is a FIFO (named pipe), not an image file",
                                        "/dev/null": "is a character device, not an image file"])
    }

    func testReadingAFIFOOrAFolderNeverBlocksAndSaysWhatItIs() throws {
        let fifo = folder.appendingPathComponent("pipe.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        // Opening the FIFO would wait for a writer forever; the type is checked with stat first.
        XCTAssertThrowsError(try ImageReader().read(contentsOf: fifo)) { error in
            XCTAssertEqual("\(error)", "cannot read file: is a FIFO (named pipe), not an image file")
        }
        XCTAssertThrowsError(try ImageReader().read(contentsOf: folder.appendingPathComponent("sub"))) { error in
            XCTAssertEqual("\(error)", "cannot read file: is a folder, not an image file")
        }
        XCTAssertThrowsError(try ImageReader().read(contentsOf: URL(fileURLWithPath: "/dev/zero"))) { error in
            XCTAssertEqual("\(error)", "cannot read file: is a character device, not an image file")
        }
    }
}

/// A listening Unix domain socket at a path, for a folder walk to meet.
private final class UnixSocket {
    private let descriptor: Int32

    init(path: String) throws {
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        descriptor = socket(AF_UNIX, streamType, 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let fits = withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            guard path.utf8.count < buffer.count else { return false }
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
            return true
        }
        guard fits else {
            close(descriptor)
            throw POSIXError(.ENAMETOOLONG)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0 else { throw POSIXError(.EADDRINUSE) }
    }

    func release() { close(descriptor) }
}
