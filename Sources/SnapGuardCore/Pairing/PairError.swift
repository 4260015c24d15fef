/// Why two pictures cannot be compared. Each case reads as one line.
package enum PairError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The aspect ratios differ: the pictures are not of the same screen, or one was cropped.
    case aspectMismatch(active: String, snapshot: String)
    /// A picture is narrower than the comparison needs, once cropped.
    case tooSmall(which: String, size: String, minimumWidth: Int)
    /// A snapshot stored sideways could not be turned to the active screen's way (out of memory).
    case cannotTurn(reason: String)
    /// Leptonica could not scale or blur a picture to the working size (out of memory).
    case preparationFailed(size: String)

    package var description: String {
        switch self {
        case .aspectMismatch(let active, let snapshot):
            "the snapshot (\(snapshot)) and the active screen (\(active)) have different aspect ratios; "
                + "they are not two pictures of the same screen"
        case .tooSmall(let which, let size, let minimumWidth):
            "the \(which) is \(size) pixels, too small to compare (at least \(minimumWidth) pixels across are needed)"
        case .cannotTurn(let reason):
            "the snapshot, stored sideways, could not be turned to compare: \(reason)"
        case .preparationFailed(let size):
            "a \(size) picture could not be scaled and blurred to compare (Leptonica made no image; out of memory?)"
        }
    }
}
