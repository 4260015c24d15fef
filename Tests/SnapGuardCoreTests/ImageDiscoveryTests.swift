import XCTest
@testable import SnapGuardCore

final class ImageDiscoveryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
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

    func testLinksToImageFilesAreFollowed() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("a.png").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("gone.png").path)
        let paths = try ImageDiscovery().imagePaths(in: [folder.path])
        XCTAssertEqual(paths.map { String($0.dropFirst(folder.path.count + 1)) }, ["a.png", "link.png", "sub/b.JPG", "sub/deeper/c.ktx"])
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
}
