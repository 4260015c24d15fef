/// An immutable table that owns its memory, so the decoder's inner loop reads it through a plain
/// pointer (no bounds or uniqueness checks, no global initialisation check per read).
///
/// The contents are written once, in `init`, and never changed, which makes sharing a table across
/// threads safe.
final class ASTCTable<Element: BitwiseCopyable>: @unchecked Sendable {
    let base: UnsafePointer<Element>
    let count: Int

    init(_ elements: [Element]) {
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
        elements.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { memory.initialize(from: start, count: source.count) }
        }
        base = UnsafePointer(memory)
        count = elements.count
    }

    deinit { UnsafeMutablePointer(mutating: base).deallocate() }
}
