#!/usr/bin/env python3
"""Writes the LZFSE decoder fixtures in Tests/Fixtures/lzfse/.

Each fixture is a stream made by Apple's reference encoder (through the `lzfse` PyPI package,
which wraps Apple's C library), plus two streams this script assembles itself:

- `v1-text.lzfse`: the reference encoder writes only `bvx2` headers (packed fields, compressed
  frequency tables). This script decodes one `bvx2` header and writes the same fields in the
  `bvx1` layout (plain little-endian integers, 360 uint16 frequencies, 772 bytes with the C
  struct's padding) in front of the unchanged payload.
- `mixed.lzfse`: one block of each kind (`bvx-`, `bvxn`, `bvx2`, `bvx1`) cut from other streams
  and joined before a single `bvx$`.

Every stream is checked against the reference decoder (`lzfse.decompress`) before it is written.
`manifest.json` lists, per fixture, the original's length and SHA-256, the original's file when it
is small (under 64 KiB), and the magic and offset of every block, found by walking the headers.

    pip install -r Scripts/requirements.txt
    python3 Scripts/make_lzfse_fixtures.py
"""
import hashlib
import json
import random
import struct
import sys
from pathlib import Path

import lzfse

OUT = Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "lzfse"
SMALL = 64 * 1024

MAGIC = {b"bvx$": "bvx$", b"bvx-": "bvx-", b"bvx1": "bvx1", b"bvx2": "bvx2", b"bvxn": "bvxn"}
WORDS = (
    "balance account transfer card payment savings checking statement pending available "
    "routing iban swift amount due date merchant coffee grocery rent salary refund fee "
    "the a of to and for on with from your is was this that screen snapshot protected"
).split()


def prose(rng, size):
    """Sentences of banking-app words and amounts, `size` bytes long."""
    out = []
    length = 0
    while length < size:
        words = [rng.choice(WORDS) for _ in range(rng.randint(4, 12))]
        sentence = " ".join(words).capitalize() + f" ${rng.randint(1, 99999)}.{rng.randint(0, 99):02d}. "
        out.append(sentence)
        length += len(sentence)
    return "".join(out).encode()[:size]


def astc_like(rng, blocks_wide=160, blocks_high=120):
    """16-byte ASTC-style blocks of a screen: rows of solid-colour void-extent blocks (few
    colours, so many repeats) and bands of varied "text" blocks, in linear order."""
    palette = [struct.pack("<4H", *(rng.randrange(0, 65536) for _ in range(4))) for _ in range(6)]
    glyphs = [bytes(rng.getrandbits(8) for _ in range(16)) for _ in range(90)]
    out = bytearray()
    for row in range(blocks_high):
        background = palette[(row // 20) % len(palette)]
        text_row = row % 10 in (3, 4, 5)
        for column in range(blocks_wide):
            if text_row and 8 <= column < 150 and rng.random() < 0.8:
                out += rng.choice(glyphs)
            else:
                out += b"\xfc\xfd\xff\xff\xff\xff\xff\xff" + background
    return bytes(out)


def blocks(stream):
    """[(magic, offset, length)] for every block, walking the headers."""
    found = []
    offset = 0
    while True:
        magic = stream[offset:offset + 4]
        if magic not in MAGIC:
            sys.exit(f"unexpected bytes {magic!r} at {offset}")
        if magic == b"bvx$":
            found.append((MAGIC[magic], offset, 4))
            return found
        if magic == b"bvx-":
            (raw,) = struct.unpack_from("<I", stream, offset + 4)
            length = 8 + raw
        elif magic == b"bvxn":
            _, payload = struct.unpack_from("<II", stream, offset + 4)
            length = 12 + payload
        elif magic == b"bvx2":
            v0, v1, v2 = struct.unpack_from("<QQQ", stream, offset + 8)
            length = (v2 & 0xFFFFFFFF) + ((v0 >> 20) & 0xFFFFF) + ((v1 >> 40) & 0xFFFFF)
        else:  # bvx1
            literal_payload, lmd_payload = struct.unpack_from("<II", stream, offset + 20)
            length = 772 + literal_payload + lmd_payload
        found.append((MAGIC[magic], offset, length))
        offset += length


def decode_frequencies(data):
    """The 360 frequencies of a bvx2 header's packed tables (fixed prefix code, LSB first)."""
    lengths = [2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14] * 2
    values = [0, 2, 1, 4, 0, 3, 1, -1, 0, 2, 1, 5, 0, 3, 1, -1, 0, 2, 1, 6, 0, 3, 1, -1, 0, 2, 1, 7, 0, 3, 1, -1]
    bits = int.from_bytes(data, "little")
    available = len(data) * 8
    out = []
    for _ in range(360):
        low = bits & 31
        n = lengths[low]
        if n == 8:
            value = 8 + ((bits >> 4) & 0xF)
        elif n == 14:
            value = 24 + ((bits >> 4) & 0x3FF)
        else:
            value = values[low]
        if n > available:
            sys.exit("bvx2 frequency tables are short")
        out.append(value)
        bits >>= n
        available -= n
    if available >= 8:
        sys.exit("bvx2 frequency tables have spare bytes")
    return out


def v2_block_to_v1(block):
    """The same block with its bvx2 header rewritten in the bvx1 layout."""
    (raw,) = struct.unpack_from("<I", block, 4)
    v0, v1, v2 = struct.unpack_from("<QQQ", block, 8)
    header_size = v2 & 0xFFFFFFFF

    def field(word, lsb, width):
        return (word >> lsb) & ((1 << width) - 1)

    n_literals, literal_payload, n_matches = field(v0, 0, 20), field(v0, 20, 20), field(v0, 40, 20)
    literal_bits = field(v0, 60, 3) - 7
    literal_states = [field(v1, shift, 10) for shift in (0, 10, 20, 30)]
    lmd_payload, lmd_bits = field(v1, 40, 20), field(v1, 60, 3) - 7
    l_state, m_state, d_state = field(v2, 32, 10), field(v2, 42, 10), field(v2, 52, 10)
    frequencies = decode_frequencies(block[32:header_size])
    header = struct.pack(
        "<7Ii4HiHHH", 0x31787662, raw, literal_payload + lmd_payload, n_literals, n_matches,
        literal_payload, lmd_payload, literal_bits, *literal_states, lmd_bits, l_state, m_state, d_state)
    header += struct.pack("<360H", *frequencies) + b"\0\0"  # C struct padding to 4-byte alignment
    assert len(header) == 772
    return header + block[header_size:]


def single_block(stream, magic):
    found = [b for b in blocks(stream) if b[0] == magic]
    assert found, f"no {magic} block"
    _, offset, length = found[0]
    return stream[offset:offset + length]


def main():
    rng = random.Random(20261203)
    OUT.mkdir(parents=True, exist_ok=True)
    text = prose(rng, 24_000)
    short_text = prose(rng, 2_000)
    incompressible = bytes(rng.getrandbits(8) for _ in range(20_000))
    low_entropy = bytes(rng.getrandbits(3) for _ in range(300_000))
    repetitive = (b"\x00" * 700_000) + (b"SnapGuard " * 50_000) + (b"\xff" * 300_000)

    fixtures = {
        "empty": (b"", lzfse.compress(b"")),
        "tiny": (b"S", lzfse.compress(b"S")),
        "lzvn-text": (short_text, lzfse.compress(short_text)),
        "text": (text, lzfse.compress(text)),
        "repetitive": (repetitive, lzfse.compress(repetitive)),
        "random": (incompressible, lzfse.compress(incompressible)),
        "astc-like": (astc_like(rng), None),
        "multiblock": (low_entropy, lzfse.compress(low_entropy)),
    }
    astc = fixtures["astc-like"][0]
    fixtures["astc-like"] = (astc, lzfse.compress(astc))

    v2_text_block = single_block(fixtures["text"][1], "bvx2")
    fixtures["v1-text"] = (text, v2_block_to_v1(v2_text_block) + b"bvx$")

    raw_part = b"\x01\x02\x03 raw bytes \xfe\xff"
    mixed_original = raw_part + short_text + text + text
    mixed_stream = (
        b"bvx-" + struct.pack("<I", len(raw_part)) + raw_part
        + single_block(fixtures["lzvn-text"][1], "bvxn")
        + v2_text_block
        + v2_block_to_v1(v2_text_block)
        + b"bvx$"
    )
    fixtures["mixed"] = (mixed_original, mixed_stream)

    manifest = []
    total = 0
    for name, (original, stream) in fixtures.items():
        # The wrapper reports an empty result as an error (the C API returns 0 for both).
        if original and lzfse.decompress(stream) != original:
            sys.exit(f"{name}: the reference decoder does not give back the original")
        (OUT / f"{name}.lzfse").write_bytes(stream)
        total += len(stream)
        entry = {
            "name": name,
            "stream": f"{name}.lzfse",
            "length": len(original),
            "sha256": hashlib.sha256(original).hexdigest(),
            "original": None,
            "blocks": [{"magic": magic, "offset": offset} for magic, offset, _ in blocks(stream)],
        }
        if len(original) < SMALL:
            (OUT / f"{name}.bin").write_bytes(original)
            entry["original"] = f"{name}.bin"
            total += len(original)
        manifest.append(entry)
        kinds = ", ".join(sorted({b["magic"] for b in entry["blocks"]}))
        print(f"{name}: {len(original)} -> {len(stream)} bytes ({kinds})")
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"total committed: {total} bytes")


if __name__ == "__main__":
    main()
