import Foundation

/// Why the set of images to scan could not be built. Each case reads as one line.
package enum DiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(String)
    case noImages([String])

    package var description: String {
        switch self {
        case .notFound(let path): "\(path): no such file or folder"
        case .noImages(let paths): "no image files found in \(paths.joined(separator: ", "))"
        }
    }
}

/// What a folder walk found: the paths to scan, and among them those that are not readable image
/// files, with the reason (a dangling link, a link loop, a FIFO, socket or device named like an
/// image, a folder named like an image, a subfolder that cannot be listed).
package struct DiscoveredPaths: Hashable, Sendable {
    /// Every path to scan, problems included, so none is skipped without a word.
    package var paths: [String]
    /// The reason each odd path will not read as an image, by path.
    package var problems: [String: String]
    /// Snapshots' `downscaled/` copies left out because their scene has a full-size snapshot
    /// (`SnapshotDiscovery.includeDownscaled` keeps them).
    package var skippedDownscaled: [String] = []
}

/// Expands the paths a user gave into the image files to scan: files as given, folders
/// searched recursively for image extensions (hidden entries skipped; links to files followed,
/// links to folders not), sorted and de-duplicated.
///
/// Nothing is skipped silently: an entry named like an image that is not a readable image file
/// (a dangling link, a link loop, a FIFO, socket or device, a folder), a subfolder that cannot
/// be listed, a folder or image whose name is not UTF-8 (no path to it can be spelt) and an image
/// whose path is longer than `PATH_MAX` are kept in the list with the reason the walk saw
/// (`DiscoveredPaths.problems`), and a scan reports each as an `error` screen with that reason,
/// without opening it. Entries are classified with `fstatat` relative to their open folder (so a
/// name too deep for a whole path is still seen); none is opened, so a FIFO cannot block the walk.
package struct ImageDiscovery: Sendable {
    package var extensions: Set<String>
    /// Finds snapshot trees in app containers and simulator folders (and limits them to one app).
    package var snapshots: SnapshotDiscovery
    var listing: FolderListing

    package init(extensions: Set<String> = ImageFormat.scannedExtensions, snapshots: SnapshotDiscovery = SnapshotDiscovery()) {
        self.init(extensions: extensions, snapshots: snapshots, listing: .live)
    }

    init(extensions: Set<String> = ImageFormat.scannedExtensions, snapshots: SnapshotDiscovery = SnapshotDiscovery(),
         listing: FolderListing) {
        self.extensions = extensions
        self.snapshots = snapshots
        self.listing = listing
    }

    /// The paths to scan, odd ones included, without their reasons: for callers that read each
    /// path themselves (an odd path then fails to read with the reader's reason). A scan uses
    /// `discover(_:)`, whose reasons say what the walk saw.
    package func imagePaths(in paths: [String]) throws(DiscoveryError) -> [String] {
        try discover(paths).paths
    }

    /// The paths to scan, with the reason each odd one will not read as an image.
    package func discover(_ paths: [String]) throws(DiscoveryError) -> DiscoveredPaths {
        var found: [String] = []
        var problems: [String: String] = [:]
        var skipped: [String] = []
        for path in paths {
            switch listing.kind(path, true) {
            case .folder:
                if let snapshotTree = snapshots.snapshots(in: path) {
                    found += snapshotTree.paths
                    skipped += snapshotTree.skippedDownscaled
                    continue
                }
                let below = imagesBelow(path)
                let split = SnapshotDiscovery.splitDownscaled(below.paths, include: snapshots.includeDownscaled)
                found += split.kept
                skipped += split.skipped
                problems.merge(below.problems) { first, _ in first }
            case .missing(let code) where code == ENAMETOOLONG:
                found.append(path)
                problems[path] = Self.tooLong
            case .missing(let code):
                guard case .symbolicLink = listing.kind(path, false) else { throw .notFound(path) }
                found.append(path)
                problems[path] = Self.brokenLink(code)
            case .regularFile:
                found.append(path)
            case let other:
                found.append(path)
                problems[path] = "is \(other.noun), not an image file"
            }
        }
        var seen = Set<String>()
        let unique = found.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        guard !unique.isEmpty else { throw .noImages(paths) }
        return DiscoveredPaths(paths: unique, problems: problems, skippedDownscaled: skipped)
    }

    private func isImageName(_ name: String) -> Bool {
        extensions.contains((name as NSString).pathExtension.lowercased())
    }

    private func imagesBelow(_ root: String) -> (paths: [String], problems: [String: String]) {
        var images: [String] = []
        var problems: [String: String] = [:]
        func report(_ path: String, _ problem: String) {
            images.append(path)
            problems[path] = problem
        }
        var folders = [root]
        while let folder = folders.popLast() {
            let entries: [FolderEntry]
            switch listing.entries(folder) {
            case .success(let listed): entries = listed
            case .failure(let error):
                report(folder, "folder cannot be read (\(error.reason)); the images in it were not scanned")
                continue
            }
            for entry in entries where !entry.isHidden {
                let path = Self.join(folder, entry.shownName)
                guard let name = entry.name else {
                    // No path to it can be spelt: said, never skipped.
                    if entry.kind == .folder {
                        report(path, "folder name is not UTF-8; the images in it were not scanned (rename the folder)")
                    } else if isImageName(entry.shownName) {
                        report(path, "file name is not UTF-8, so the file cannot be opened (rename it)")
                    }
                    continue
                }
                // Too long a path is listed (its folder fails to list) or reported, never skipped.
                let tooLong = path.utf8.count >= Int(PATH_MAX)
                switch entry.kind {
                case .folder:
                    folders.append(path)
                    if isImageName(name) { report(path, "is a folder named like an image, not an image file") }
                case .regularFile:
                    guard isImageName(name) else { continue }
                    if tooLong { report(path, Self.tooLong) } else { images.append(path) }
                case .symbolicLink:
                    guard isImageName(name) else { continue }
                    switch entry.target ?? .missing(errno: ENOENT) {
                    case .folder: continue  // links to folders are not followed
                    case .regularFile: if tooLong { report(path, Self.tooLong) } else { images.append(path) }
                    case .missing(let code): report(path, Self.brokenLink(code))
                    case let other: report(path, "links to \(other.noun), not an image file")
                    }
                case let other:
                    guard isImageName(name) else { continue }
                    report(path, "is \(other.noun), not an image file")
                }
            }
        }
        return (images.sorted(), problems)
    }

    /// Why a path longer than the system allows is not read.
    private static let tooLong = "path is longer than the system's limit of \(PATH_MAX) bytes, so the file cannot be opened"

    /// Why a link whose target `stat` cannot reach (`errno` `code`) is not an image.
    private static func brokenLink(_ code: Int32) -> String {
        code == ELOOP ? "symbolic link loop" : "dangling symbolic link (its target does not exist)"
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
