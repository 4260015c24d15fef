#!/usr/bin/env bash
# Installs the system packages SnapGuard needs, only when they are missing.
#   Debian/Ubuntu: Tesseract and Leptonica headers, English and Vietnamese OCR models,
#                  pkg-config, xmllint (the tests validate JUnit XML with it), python3 with
#                  jsonschema (the tests validate SARIF with it) and PyYAML (they read action.yml),
#                  and ARM's astcenc program (the tests compare SnapGuard's ASTC decoder with it;
#                  SnapGuard never runs it).
#   macOS:         the Homebrew equivalents (brew; Homebrew itself must be installed, https://brew.sh).
#                  ARM's astcenc program is optional there: without it the ASTC comparison tests
#                  are skipped, and say so.
set -euo pipefail

apt_packages=(pkg-config libtesseract-dev libleptonica-dev tesseract-ocr-eng tesseract-ocr-vie libxml2-utils
              python3 python3-jsonschema astcenc)
brew_packages=(pkg-config tesseract tesseract-lang leptonica libxml2 python)

# --build-only: what building and running snapguard needs, without the test tools and the
# Vietnamese model (the GitHub Action uses it). SNAPGUARD_LANGUAGES=eng+deu adds OCR models: one
# apt package per language (tesseract-ocr-deu), Homebrew's tesseract-lang for all of them.
build_only=false
case "${1:-}" in
  "") ;;
  --build-only) build_only=true ;;
  *) echo "setup: unknown option '$1' (usage: Scripts/setup.sh [--build-only])" >&2; exit 2 ;;
esac
if $build_only; then
  apt_packages=(pkg-config libtesseract-dev libleptonica-dev tesseract-ocr-eng)
  brew_packages=(pkg-config tesseract leptonica)
else
  apt_packages+=(python3-yaml)  # the tests read action.yml with PyYAML
fi
IFS='+' read -r -a languages <<< "${SNAPGUARD_LANGUAGES:-}"
for code in ${languages[@]+"${languages[@]}"}; do  # macOS's bash 3.2 calls an empty array unbound
  if ! [[ "$code" =~ ^[A-Za-z0-9_-]{1,32}$ ]]; then
    echo "setup: SNAPGUARD_LANGUAGES: '$code' is not a Tesseract language code (give codes joined by '+', e.g. eng+deu)" >&2
    exit 2
  fi
  apt_packages+=("tesseract-ocr-$(printf '%s' "$code" | tr 'A-Z_' 'a-z-')")
  case "$code" in eng | osd | snum) ;; *) brew_packages+=(tesseract-lang) ;; esac
done

# Homebrew installs itself off the default PATH on Apple silicon (/opt/homebrew) until `brew shellenv`
# is in the shell's profile. Use it anyway, and say at the end what the build needs.
brew_off_path=""
if ! command -v apt-get >/dev/null 2>&1 && ! command -v brew >/dev/null 2>&1; then
  for candidate in /opt/homebrew/bin/brew /usr/local/bin/brew /home/linuxbrew/.linuxbrew/bin/brew; do
    if [ -x "$candidate" ]; then
      brew_off_path="$candidate"
      eval "$("$candidate" shellenv)"
      break
    fi
  done
fi

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

# The python3 first on PATH (pyenv, Homebrew) may not see the system's jsonschema and PyYAML (the
# tests use them). Homebrew's and Debian's own Pythons refuse plain pip installs (PEP 668); a
# --user install beside them is safe.
for module in "jsonschema:jsonschema>=4" "yaml:pyyaml>=5"; do
  if ! $build_only && ! python3 -c "import ${module%%:*}" >/dev/null 2>&1; then
    echo "Installing the python3 module ${module#*:}" >&2
    python3 -m pip install --quiet "${module#*:}" 2>/dev/null ||
      python3 -m pip install --quiet --user "${module#*:}" 2>/dev/null ||
      python3 -m pip install --quiet --user --break-system-packages "${module#*:}"
  fi
done

# SwiftPM finds Tesseract and Leptonica through their pkg-config files; check now, not in the build.
if ! pkg-config --exists tesseract lept; then
  echo "setup: pkg-config does not find tesseract.pc and lept.pc (searched: $(pkg-config --variable pc_path pkg-config));" \
       "set PKG_CONFIG_PATH to the folder holding them" >&2
  exit 1
fi
if [ -n "$brew_off_path" ]; then
  echo "setup: Homebrew ($brew_off_path) is not on PATH, so 'swift build' would not find its pkg-config;" \
       "run: eval \"\$($brew_off_path shellenv)\" (and add that line to ~/.zprofile)" >&2
  exit 1
fi
