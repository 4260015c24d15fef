import Foundation
import Testing
@testable import SnapGuardCore

/// FIPS 180-4 / NIST CAVP example vectors.
@Suite struct SHA256Tests {
    @Test func knownVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu") == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func oneMillionAs() {
        var hasher = SHA256()
        for _ in 0..<1000 { hasher.update([UInt8](repeating: UInt8(ascii: "a"), count: 1000)) }
        let hex = hasher.finalise().map { String(format: "%02x", $0) }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func paddingBoundaries() {
        // 55, 56 and 64 bytes straddle the length field; incremental updates must agree with one-shot.
        for length in [55, 56, 63, 64, 65, 119, 120] {
            let bytes = (0..<length).map { UInt8($0 & 0xFF) }
            var hasher = SHA256()
            hasher.update(bytes.prefix(length / 2))
            hasher.update(bytes.dropFirst(length / 2))
            #expect(hasher.finalise() == SHA256.hash(bytes), "\(length)")
        }
        #expect(SHA256.hex(String(repeating: "a", count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }
}
