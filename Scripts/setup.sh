#!/usr/bin/env bash
# Installs the system packages SnapGuard needs, only when they are missing.
#   Debian/Ubuntu: Tesseract and Leptonica headers, English and Vietnamese OCR models,
#                  pkg-config, xmllint (the tests validate JUnit XML with it), python3 with
#                  jsonschema (the tests validate SARIF with it) and ARM's astcenc program (the
#                  tests compare SnapGuard's ASTC decoder with it; SnapGuard never runs it).
#   macOS:         the Homebrew equivalents. ARM's astcenc program is optional there: without it
#                  the ASTC comparison tests are skipped, and say so.
set -euo pipefail

apt_packages=(pkg-config libtesseract-dev libleptonica-dev tesseract-ocr-eng tesseract-ocr-vie libxml2-utils
              python3 python3-jsonschema astcenc)
brew_packages=(pkg-config tesseract tesseract-lang leptonica libxml2 python)

if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for package in "${apt_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing: ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
elif command -v brew >/dev/null 2>&1; then
  for package in "${brew_packages[@]}"; do
    brew list --versions "$package" >/dev/null 2>&1 || brew install "$package"
  done
  command -v astcenc >/dev/null 2>&1 ||
    echo "setup: note: ARM's astcenc program is not installed; the ASTC comparison tests will be skipped (optional)" >&2
else
  echo "setup: neither apt-get nor brew found; install Tesseract 5 and Leptonica development files by hand" >&2
  exit 1
fi

# The python3 first on PATH (pyenv, Homebrew) may not see the system's jsonschema.
if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
  echo "Installing the python3 module jsonschema" >&2
  python3 -m pip install --quiet 'jsonschema>=4' || python3 -m pip install --quiet --user 'jsonschema>=4'
fi
