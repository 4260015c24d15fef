#!/usr/bin/env bash
# Builds the portable Linux tarball: snapguard in release mode with the Swift runtime linked in
# (--static-swift-stdlib), so a machine or CI job without the Swift toolchain runs it. The default
# pattern packs are compiled into the binary already. Beside it: README.md and Docs/ (the README
# links there), LICENSE when there is one, and RUNTIME.txt, which names the shared libraries it
# still needs (Tesseract, Leptonica and what they pull in, read from the binary itself) and the OCR
# language models.
#
#   Scripts/package.sh [OUTPUT_DIR]        # default .build/package; prints the tarball's path
#
# The build has its own scratch folder (.build/portable), apart from `swift build`'s.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${1:-$ROOT/.build/package}"
SCRATCH="$ROOT/.build/portable"
export PATH="/opt/swift/usr/bin:$PATH"
cd "$ROOT"

if [ "$(uname -s)" != Linux ]; then
  echo "package: this builds the Linux tarball; on macOS, 'swift build -c release' makes a binary that uses the system's Swift runtime" >&2
  exit 2
fi

# Debian's tesseract.pc adds -larchive -lcurl to the link, which snapguard never calls (libtesseract
# loads its own). Left in, they would tie the binary to this machine's flavour of libcurl (NSS,
# GnuTLS or OpenSSL), so the build reads a copy of tesseract.pc that links Tesseract alone.
mkdir -p "$SCRATCH/pkgconfig"
sed -E 's/^(Libs:.*-ltesseract).*$/\1/' "$(pkg-config --variable=pcfiledir tesseract)/tesseract.pc" > "$SCRATCH/pkgconfig/tesseract.pc"
export PKG_CONFIG_PATH="$SCRATCH/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
options=(-c release --product snapguard --static-swift-stdlib --scratch-path "$SCRATCH")
swift build "${options[@]}" >&2
binary="$(swift build "${options[@]}" --show-bin-path | tail -n 1)/snapguard"
version="$("$binary" --version | awk '{ print $2 }')"
name="snapguard-$version-linux-$(uname -m)"
stage="$OUT/$name"
rm -rf "$stage" "$OUT/$name.tar.gz"
mkdir -p "$stage/bin"
cp "$binary" "$stage/bin/snapguard"
strip "$stage/bin/snapguard" 2>/dev/null || true  # symbols only: the binary works the same
cp README.md "$stage/"
cp -R Docs "$stage/"
if [ -f LICENSE ]; then cp LICENSE "$stage/"; fi

# The shared libraries the binary asks for (its NEEDED entries; they load the rest), and the
# Debian package of each when dpkg knows.
needed="$(readelf -d "$stage/bin/snapguard" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
resolved="$(ldd "$stage/bin/snapguard")"
glibc="$(ldd --version | awk 'NR == 1 { print $NF }')"
{
  echo "snapguard $version for Linux $(uname -m), built on $(sed -n 's/^PRETTY_NAME=//p' /etc/os-release | tr -d '"')."
  echo
  echo "Run: bin/snapguard scan PATH...   (bin/snapguard --help; README.md and Docs/ have the rest)"
  echo
  echo "The Swift runtime is linked in: no Swift toolchain is needed. At run time it needs:"
  echo
  echo "- Linux on $(uname -m) with glibc $glibc or newer;"
  echo "- Tesseract 5 and Leptonica, and what they load, as these shared libraries (by these names: a"
  echo "  system whose Leptonica is 1.83 or newer names it libleptonica.so.6 and needs a build of its own):"
  echo
  for soname in $needed; do
    path="$(printf '%s\n' "$resolved" | awk -v name="$soname" '$1 == name && $2 == "=>" { print $3; exit }')"
    package=""
    if [ -n "$path" ] && command -v dpkg-query >/dev/null 2>&1; then
      package="$({ dpkg-query -S "$path" || dpkg-query -S "$(readlink -f "$path")"; } 2>/dev/null | sed -n '1s/:.*//p' || true)"
    fi
    printf '    %-28s %s\n' "$soname" "${package:+(Debian/Ubuntu package $package)}"
  done
  echo
  echo "- the OCR language models: tesseract-ocr-eng (apt), plus one package per language given to"
  echo "  --lang (tesseract-ocr-vie, ...); or TESSDATA_PREFIX set to a folder of *.traineddata files."
  echo
  echo "Debian/Ubuntu, everything at once: apt-get install libtesseract5 tesseract-ocr-eng"
} > "$stage/RUNTIME.txt"

tar -C "$OUT" -czf "$OUT/$name.tar.gz" "$name"
rm -rf "$stage"
echo "$OUT/$name.tar.gz"
