#!/usr/bin/env bash
# Builds and runs a libFuzzer target outside SwiftPM (Fuzz/ is not a package target, so
# `swift build` and `swift test` never see it).
#
#   Scripts/fuzz.sh TARGET [RUNS] [extra libFuzzer flags...]
#   Scripts/fuzz.sh lzfse 1000000
#
# Needs the Linux Swift toolchain (swiftc -sanitize=fuzzer ships with it; Xcode's does not).
# Builds into .build/fuzz/TARGET, seeds the corpus from the target's fixtures (copied into
# .build/fuzz/TARGET/corpus, so the fixtures are never modified) and runs RUNS inputs
# (default 1,000,000). Crashes are written to .build/fuzz/TARGET/crash-* and make the script fail.
set -euo pipefail

usage() {
    echo "usage: $0 TARGET [RUNS] [libFuzzer flags...]" >&2
    echo "targets: ${!SOURCES[*]}" >&2
    exit 2
}

ROOT="$(cd "$(dirname "$0")/.." && pwd)"

# Target table: the Swift sources each target compiles (besides Fuzz/<Dir>/main.swift), its
# fuzz directory, and the fixture files that seed its corpus. Add a row to add a target.
C=Sources/SnapGuardCore
# Targets whose code reaches across Core (the configuration and pack decoders, the matcher and
# what it reports to) compile the whole module, so the list cannot go stale.
CORE="$(find "$C" -name '*.swift' | sort | tr '\n' ' ')"
# The C modules and libraries the whole module needs.
CORE_FLAGS="-I Sources/CLeptonica -I Sources/CTesseract -Xcc -I/usr/include/leptonica -Xcc -I/usr/local/include/leptonica -llept -ltesseract"
# SnapGuard's ASTC decoder and what its format parsing names.
ASTC="Sources/SnapGuardCore/Snapshots/ASTC/*.swift Sources/SnapGuardCore/Snapshots/ASTCFormat.swift"
declare -A SOURCES=(
    [lzfse]="Sources/SnapGuardCore/Snapshots/LZFSE/*.swift"
    [snapshot]="Sources/SnapGuardCore/Snapshots/LZFSE/*.swift Sources/SnapGuardCore/Snapshots/SnapshotBytes.swift Sources/SnapGuardCore/Snapshots/SnapshotTexture.swift Sources/SnapGuardCore/Snapshots/SnapshotStructure.swift Sources/SnapGuardCore/Snapshots/SnapshotReading.swift Sources/SnapGuardCore/Snapshots/SnapshotCanvas.swift $ASTC Sources/SnapGuardCore/Snapshots/SnapshotDamage.swift Sources/SnapGuardCore/Snapshots/SnapshotPixelFormat.swift Sources/SnapGuardCore/Snapshots/KTX1Container.swift Sources/SnapGuardCore/Snapshots/AppleSnapshotContainer.swift Sources/SnapGuardCore/Snapshots/ASTCTiling.swift Sources/SnapGuardCore/Snapshots/SnapshotDecompression.swift Sources/SnapGuardCore/Imaging/ImageError.swift Sources/SnapGuardCore/Imaging/ImageFormat.swift Sources/SnapGuardCore/Imaging/ImageLimits.swift"
    [astc]="$ASTC Sources/SnapGuardCore/Imaging/ImageError.swift Sources/SnapGuardCore/Imaging/ImageFormat.swift"
    [image]="Sources/SnapGuardCore/Snapshots/*.swift Sources/SnapGuardCore/Snapshots/ASTC/*.swift Sources/SnapGuardCore/Snapshots/LZFSE/*.swift Sources/SnapGuardCore/Imaging/Containers/*.swift Sources/SnapGuardCore/Imaging/ImageDecoder.swift Sources/SnapGuardCore/Imaging/ImageError.swift Sources/SnapGuardCore/Imaging/ImageFormat.swift Sources/SnapGuardCore/Imaging/ImageLimits.swift Sources/SnapGuardCore/Imaging/LeptonicaDecoder.swift Sources/SnapGuardCore/Imaging/LeptonicaPix.swift Sources/SnapGuardCore/Imaging/LeptonicaDiagnostics.swift Sources/SnapGuardCore/Imaging/StandardErrorSilencer.swift Sources/SnapGuardCore/Imaging/ColourImage.swift Sources/SnapGuardCore/Imaging/ColourImageCanvas.swift Sources/SnapGuardCore/Imaging/GreyImage.swift Sources/SnapGuardCore/Imaging/ExifOrientation.swift Sources/SnapGuardCore/Geometry/*.swift $C/Configuration/FileKind.swift"
    [json]="$C/Matching/PackFormat/JSONParser.swift $C/Matching/PackFormat/JSONValue.swift $C/Matching/PackFormat/SourceLocation.swift"
    [glob]="$C/Configuration/Glob.swift $C/Reporting/ScreenName.swift $C/Reporting/ScreenName+Snapshot.swift"
    [configuration]="Fuzz/PatternPack/EmbeddedPatternPacks.swift $CORE"
    [patternpack]="Fuzz/PatternPack/EmbeddedPatternPacks.swift $CORE"
)
declare -A DIRECTORY=(
    [lzfse]="Fuzz/LZFSE"
    [snapshot]="Fuzz/SnapshotContainer"
    [astc]="Fuzz/ASTCDecoding"
    [image]="Fuzz/ImageDecoding"
    [json]="Fuzz/JSON"
    [glob]="Fuzz/Glob"
    [configuration]="Fuzz/Configuration"
    [patternpack]="Fuzz/PatternPack"
)
declare -A SEEDS=(
    [lzfse]="Tests/Fixtures/lzfse/*.lzfse"
    [snapshot]="Tests/Fixtures/snapshots/small/*.ktx Tests/Fixtures/snapshots/malformed/*.ktx Tests/Fixtures/damaged-snapshots/*.ktx"
    [astc]="Tests/Fixtures/snapshots/small/*.ktx"
    [image]="Tests/Fixtures/formats/* Tests/Fixtures/hostile/*"
    [json]="Patterns/*.json Fuzz/Configuration/seeds/*.json"
    [glob]="Fuzz/Glob/seeds/*.txt"
    [configuration]="Fuzz/Configuration/seeds/*.json"
    [patternpack]="Patterns/*.json Fuzz/PatternPack/seeds/*.json"
)
# A prefix written before each seed file (hex), for targets whose input is not just the file.
# The lzfse target reads its output limit from the first byte: 0xFF = 1020 KiB.
declare -A SEED_PREFIX=(
    [lzfse]="ff"
)
# Compiler flags a target needs beyond the sources (C modules, libraries).
declare -A FLAGS=(
    [image]="-I Sources/CLeptonica -Xcc -I/usr/include/leptonica -Xcc -I/usr/local/include/leptonica -llept"
    [configuration]="$CORE_FLAGS"
    [patternpack]="$CORE_FLAGS"
)
[[ $# -ge 1 ]] || usage
TARGET="$1"
[[ -n "${SOURCES[$TARGET]:-}" ]] || usage
RUNS="${2:-1000000}"
shift $(( $# >= 2 ? 2 : 1 ))

export PATH="/opt/swift/usr/bin:$PATH"
cd "$ROOT"
WORK=".build/fuzz/$TARGET"
mkdir -p "$WORK/corpus"

# shellcheck disable=SC2086 # the table holds globs
swiftc -sanitize=fuzzer,address -parse-as-library -package-name SnapGuard -O -g ${FLAGS[$TARGET]:-} \
    -o "$WORK/fuzz-$TARGET" "${DIRECTORY[$TARGET]}/main.swift" ${SOURCES[$TARGET]}

prefix="${SEED_PREFIX[$TARGET]:-}"
# shellcheck disable=SC2086
for seed in ${SEEDS[$TARGET]}; do
    out="$WORK/corpus/seed-$(basename "$seed")"
    { [[ -n "$prefix" ]] && printf '%b' "$(sed 's/../\\x&/g' <<<"$prefix")"; cat "$seed"; } > "$out"
done

echo "fuzzing $TARGET: $RUNS runs, corpus $WORK/corpus" >&2
"$WORK/fuzz-$TARGET" -runs="$RUNS" -artifact_prefix="$WORK/" -print_final_stats=1 "$@" "$WORK/corpus"
