import CLeptonica

/// A Leptonica `FPIX` (one 32-bit float per pixel) owned by Swift, destroyed in `deinit`: the
/// floating-point companion of `LeptonicaPix`, for the convolutions pair mode runs.
final class LeptonicaFPix {
    private let raw: UnsafeMutableRawPointer

    /// Takes ownership of a pointer Leptonica returned, or returns nil for a null one.
    init?<P>(taking pointer: P?) {
        guard let pointer, let raw = unsafeBitCast(pointer, to: UnsafeMutableRawPointer?.self) else { return nil }
        self.raw = raw
    }

    deinit { LeptonicaPix.destroy(raw, with: fpixDestroy) }

    /// The pointer, typed as the Leptonica function being called expects it. Valid while `self` lives.
    func pointer<P>() -> P { unsafeBitCast(raw, to: P.self) }
}
