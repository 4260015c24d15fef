import Foundation

/// Writes `--annotate DIR`: every failing screen's full-size redacted copy (findings boxed and
/// blacked out, drawn while the screen was read: `ScreenPictures.redactedCopy`) as a PNG at the
/// image's path below DIR (`Samples/a.jpg` → `DIR/Samples/a.jpg.png`).
///
/// An annotated copy is never written over an input: a folder that is or holds an input is refused
/// before the scan (`inputProblem`), and a copy that would land on its own image is not written.
package struct AnnotationWriter: Sendable {
    package var folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// Writes a failing screen's copy and returns the file; throws, naming the screen or the
    /// file, when the copy was not drawn or cannot be written.
    @discardableResult
    package func write(_ screen: ScreenResult) throws(RedactionError) -> URL {
        if let problem = screen.pictures.problem { throw problem }
        guard let png = screen.pictures.redactedCopy else { throw .notDrawn(screen.path) }
        let target = file(for: screen.path)
        guard Self.resolved(target.path) != Self.resolved(screen.path) else { throw .wouldOverwriteInput(target.path) }
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
    package func write(_ report: ScanReport) -> (written: [URL], problems: [String]) {
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

    /// Why writing below the folder could overwrite an input, or nil: the folder is, or holds, one
    /// of `inputs` (the files and folders given to the scan), or the annotated copy of one of
    /// `images` would land on that image (through a link inside the folder). Links are resolved.
    package func inputProblem(inputs: [String], images: [String]) -> String? {
        let root = Self.resolved(folder.path)
        let inside = root.hasSuffix("/") ? root : root + "/"
        for input in inputs {
            let resolved = Self.resolved(input)
            if resolved == root { return "is the input \(input); annotated copies would be written over its images" }
            if resolved.hasPrefix(inside) { return "holds the input \(input); annotated copies would be written over its images" }
        }
        for image in images where Self.resolved(file(for: image).path) == Self.resolved(image) {
            return "the annotated copy of \(image) would be written over it"
        }
        return nil
    }

    /// `path` made absolute, with every link resolved as far as the path exists.
    static func resolved(_ path: String) -> String {
        var head = URL(fileURLWithPath: path).standardizedFileURL.path
        var tail: [String] = []
        while true {
            if let real = realpath(head, nil) {
                defer { free(real) }
                return ([String(cString: real)] + tail).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
            }
            let parent = (head as NSString).deletingLastPathComponent
            guard parent != head, !parent.isEmpty else { return ([head] + tail).joined(separator: "/") }
            tail.insert((head as NSString).lastPathComponent, at: 0)
            head = parent
        }
    }

    /// Where a screen's annotated copy goes: its relative path below the folder, without ".."
    /// or a leading "/", so nothing is written outside it.
    package func file(for path: String) -> URL {
        let parts = ScreenName.normalisedKey(path).split(separator: "/").filter { $0 != ".." && $0 != "." }
        var relative = parts.joined(separator: "/")
        if (relative as NSString).pathExtension.lowercased() != "png" { relative += ".png" }
        return folder.appendingPathComponent(relative)
    }
}
