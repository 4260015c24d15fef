/// What SnapGuard reads from an image file's structure itself, before any decoder sees the
/// bytes: the picture's size and how many frames or pages it holds.
struct ContainerInfo: Hashable, Sendable {
    /// Width of the picture (the largest frame or canvas), or nil when the decoder's own header
    /// reader is to be asked.
    var width: Int?
    /// Height, as `width`.
    var height: Int?
    /// Frames, pages or images in the file.
    var frames: Int
    /// Damage found in the structure, reported once the size has passed the limits (so a bomb is
    /// named as too large rather than as truncated).
    var damage: String?

    init(width: Int? = nil, height: Int? = nil, frames: Int = 1, damage: String? = nil) {
        self.width = width
        self.height = height
        self.frames = frames
        self.damage = damage
    }
}
