import Foundation

/// Writes `--annotate DIR`: every failing screen as a PNG with its findings boxed and blacked out,
/// at the image's path below DIR (`Samples/a.jpg` → `DIR/Samples/a.jpg.png`).
public struct AnnotationWriter: Sendable {
    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Writes the failing screens, each as `redacted` draws it; returns the files written and
    /// the screens that could not be drawn.
    public func write(_ report: ScanReport,
                      redacted: (ScreenResult) throws(RedactionError) -> Data) -> (written: [URL], problems: [String]) {
        var written: [URL] = [], problems: [String] = []
        for screen in report.screens where screen.verdict == .fail {
            let target = file(for: screen.path)
            do {
                let png = try redacted(screen)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try png.write(to: target, options: .atomic)
                written.append(target)
            } catch let error as RedactionError {
                problems.append(error.description)
            } catch {
                problems.append("\(target.path): cannot write: \(error.localizedDescription)")
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
