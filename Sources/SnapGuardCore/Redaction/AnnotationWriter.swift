import Foundation

/// Writes `--annotate DIR`: every failing screen's full-size redacted copy (findings boxed and
/// blacked out, drawn while the screen was read: `ScreenPictures.redactedCopy`) as a PNG at the
/// image's path below DIR (`Samples/a.jpg` → `DIR/Samples/a.jpg.png`).
public struct AnnotationWriter: Sendable {
    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Writes a failing screen's copy and returns the file; throws, naming the screen or the
    /// file, when the copy was not drawn or cannot be written.
    @discardableResult
    public func write(_ screen: ScreenResult) throws(RedactionError) -> URL {
        if let problem = screen.pictures.problem { throw problem }
        guard let png = screen.pictures.redactedCopy else { throw .notDrawn(screen.path) }
        let target = file(for: screen.path)
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: target, options: .atomic)
        } catch {
            throw .cannotWrite(file: target.path, reason: error.localizedDescription)
        }
        return target
    }

    /// Writes the failing screens of `report`; returns the files written and the screens that
    /// could not be written.
    public func write(_ report: ScanReport) -> (written: [URL], problems: [String]) {
        var written: [URL] = [], problems: [String] = []
        for screen in report.screens where screen.verdict == .fail {
            do throws(RedactionError) {
                written.append(try write(screen))
            } catch {
                problems.append(error.description)
            }
        }
        return (written, problems)
    }

    /// Where a screen's annotated copy goes: its relative path below the folder, without ".."
    /// or a leading "/", so nothing is written outside it.
    public func file(for path: String) -> URL {
        let parts = ScreenName.normalisedKey(path).split(separator: "/").filter { $0 != ".." && $0 != "." }
        var relative = parts.joined(separator: "/")
        if (relative as NSString).pathExtension.lowercased() != "png" { relative += ".png" }
        return folder.appendingPathComponent(relative)
    }
}
