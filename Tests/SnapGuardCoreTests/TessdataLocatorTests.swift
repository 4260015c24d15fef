import Foundation
import Testing
@testable import SnapGuardCore

/// Where the OCR models are looked for: `TESSDATA_PREFIX` in both of Tesseract's conventions,
/// then Homebrew's prefix (`HOMEBREW_PREFIX`, any install location), then the usual folders.
@Suite struct TessdataLocatorTests {
    /// A temporary folder holding `relative/xyz.traineddata` (an empty stand-in model).
    private static func prefix(withModelIn relative: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-tessdata-\(UUID().uuidString)")
        let folder = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("xyz.traineddata"))
        return root
    }

    @Test(arguments: ["tessdata", ""])
    func tessdataPrefixNamesTheFolderOrItsParent(relative: String) throws {
        let root = try Self.prefix(withModelIn: relative)
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = TessdataLocator(environment: ["TESSDATA_PREFIX": root.path])
        #expect(try locator.folder(for: "xyz") == root.appendingPathComponent(relative).path)
    }

    @Test func homebrewPrefixIsSearchedWhereverBrewLives() throws {
        let root = try Self.prefix(withModelIn: "share/tessdata")
        defer { try? FileManager.default.removeItem(at: root) }
        let locator = TessdataLocator(environment: ["HOMEBREW_PREFIX": root.path])
        #expect(try locator.folder(for: "xyz") == root.appendingPathComponent("share/tessdata").path)
        #expect(throws: OCRError.self) { try TessdataLocator(environment: [:]).folder(for: "xyz") }
    }

    @Test func theEnvironmentComesBeforeTheUsualFolders() {
        let locator = TessdataLocator(environment: ["TESSDATA_PREFIX": "/models", "HOMEBREW_PREFIX": "/opt/homebrew"])
        #expect(Array(locator.candidates.prefix(3)) == ["/models", "/models/tessdata", "/opt/homebrew/share/tessdata"])
        #expect(locator.candidates.filter { $0 == "/opt/homebrew/share/tessdata" }.count == 1, "searched once")
        for folder in ["/usr/share/tesseract-ocr/5/tessdata", "/opt/homebrew/share/tessdata", "/usr/local/share/tessdata"] {
            #expect(TessdataLocator(environment: [:]).candidates.contains(folder))
        }
    }

    @Test func aMissingModelNamesTheAptAndBrewPackages() throws {
        let error = #expect(throws: OCRError.self) { try TessdataLocator(environment: [:]).folder(for: "chi_sim+xyz") }
        let message = "\(try #require(error))"
        #expect(message.contains("brew install tesseract-lang"), "\(message)")
        #expect(message.contains("apt-get install tesseract-ocr-"), "\(message)")
    }
}
