#!/usr/bin/env bash
# Runs the Core tests under AddressSanitizer (issue 10): a separate build in .build/asan (or
# $1), then `swift test --sanitize=address` on SnapGuardCoreTests. .ci/run calls it after the
# README's test command. Memory errors fail it; so do leaks, except the ones listed in
# Scripts/lsan-suppressions.txt, which are inside Foundation and XCTest on Linux, not SnapGuard.
#
#   Scripts/asan.sh [SCRATCH_PATH]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SCRATCH="${1:-$ROOT/.build/asan}"
export PATH="/opt/swift/usr/bin:$PATH"
export LSAN_OPTIONS="suppressions=$ROOT/Scripts/lsan-suppressions.txt:print_suppressions=0"
cd "$ROOT"
swift build --build-tests --sanitize=address --scratch-path "$SCRATCH"
# The OpenMP thread-count test counts the process's threads, and the sanitizer runtime starts
# threads of its own; it runs in the plain suite.
swift test --skip-build --sanitize=address --scratch-path "$SCRATCH" --filter SnapGuardCoreTests \
    --skip TesseractEngineTests.testRecognitionStartsNoOpenMPThreads
