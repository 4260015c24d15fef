#!/usr/bin/env bash
# Builds the portable Linux tarball (Scripts/package.sh) and checks it as a CI job without the Swift
# toolchain would use it: unpacked elsewhere, run with a bare environment (no /opt/swift on PATH, no
# LD_LIBRARY_PATH), it loads no library of the toolchain (ldd), carries its pattern packs, and
# scans Samples with the verdicts and the summary line the README shows, exit code 1.
# .ci/run calls it (a release build: minutes); it is kept out of `swift test`.
#
#   Scripts/test_package.sh [OUTPUT_DIR]    # where package.sh puts the tarball (default .build/package)
#   Scripts/test_package.sh TARBALL.tar.gz  # check a tarball built before
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

fail() {
  echo "test_package: $*" >&2
  exit 1
}

if [[ "${1:-}" == *.tar.gz ]]; then
  tarball="$1"
else
  tarball="$(Scripts/package.sh "$@" | tail -n 1)"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$tarball"
folder="$(basename "$tarball" .tar.gz)"
binary="$work/$folder/bin/snapguard"
for file in bin/snapguard README.md Docs/security-model.md RUNTIME.txt; do
  [ -s "$work/$folder/$file" ] || fail "$file is missing from $tarball"
done
grep -q 'libtesseract' "$work/$folder/RUNTIME.txt" || fail "RUNTIME.txt does not name Tesseract"

# As a machine without the toolchain: nothing but the system's folders on PATH, no library path.
bare=(env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$work" LANG=C.UTF-8)

libraries="$("${bare[@]}" ldd "$binary")"
echo "ldd: $(grep -c '=>' <<< "$libraries") libraries, of which Tesseract and Leptonica:"
grep -E 'tesseract|lept' <<< "$libraries" || true
if grep -q 'not found' <<< "$libraries"; then fail "a shared library is missing"; fi
if grep -Eq 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest|/opt/swift|/usr/share/swift' <<< "$libraries"; then
  fail "the binary loads a library of the Swift toolchain"
fi
if readelf -d "$binary" | grep -E 'RPATH|RUNPATH' | grep -qi swift; then fail "the binary's run path points into the toolchain"; fi

# The packs are compiled in: they list from any folder.
packs="$(cd / && "${bare[@]}" "$binary" patterns list)" || fail "'patterns list' failed"
grep -q 'card' <<< "$packs" || fail "'patterns list' shows no card patterns"

# Samples, from the repository's root so that paths read as in the README, with every report format.
status=0
"${bare[@]}" "$binary" scan --format sarif --output "$work/scan.sarif" --format html --output "$work/scan.html" \
  --format text Samples > "$work/scan.txt" 2> "$work/scan.err" || status=$?
cat "$work/scan.txt"
[ "$status" -eq 1 ] || fail "scan Samples exited $status, not 1: $(cat "$work/scan.err")"
for report in scan.sarif scan.html; do [ -s "$work/$report" ] || fail "the report $report is missing"; done

Scripts/check_samples_output.sh "$work/scan.txt" || fail "the packaged binary's verdicts are not the README's"
echo "test_package: $(basename "$tarball") runs without the Swift toolchain; $(tail -n 1 "$work/scan.txt")"
