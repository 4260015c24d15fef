#!/usr/bin/env bash
# The steps of SnapGuard's GitHub Action (action.yml at the repository root):
#
#   Scripts/github_action.sh prepare|build|scan|verdict
#
# Every input arrives as an environment variable that action.yml sets (never as ${{ }} inside
# shell code, which would let a crafted input run commands). Besides those named below, each step
# reads what the runner sets: GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_PATH, GITHUB_STEP_SUMMARY,
# RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP (and ImageOS on GitHub's hosted runners).
# Written for bash 3.2 too (macOS's /bin/bash): no mapfile, no ${x,,}, no empty "${a[@]}" under set -u.
set -euo pipefail

# One line as a GitHub error annotation, then exit 1. `%`, CR and LF are escaped as the runner expects.
fail() {
  local message="${1//"%"/%25}"
  message="${message//$'\r'/%0D}"
  message="${message//$'\n'/%0A}"
  echo "::error title=SnapGuard::$message"
  exit 1
}

# Sets a step output (name=value; values here are one line).
output() { printf '%s=%s\n' "$1" "$2" >> "$GITHUB_OUTPUT"; }

digest() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum; else shasum -a 256; fi | cut -c1-16
}

require_boolean() {  # require_boolean INPUT-NAME VALUE
  case "$2" in
    true | false) ;;
    *) fail "$1: '$2' is neither true nor false" ;;
  esac
}

# Checks the toolchain, installs the system packages (Scripts/setup.sh --build-only, with the
# models for SNAPGUARD_LANGUAGES), and names the cache entry of the built binary: the runner's
# system and architecture, the toolchain (`swift --version`), the Tesseract and Leptonica
# versions, and SnapGuard's own sources. Outputs: cache-key, bin-directory, binary.
prepare() {
  case "$RUNNER_OS" in
    Linux | macOS) ;;
    *) fail "SnapGuard's action runs on Linux and macOS runners, not $RUNNER_OS" ;;
  esac
  command -v swift >/dev/null 2>&1 ||
    fail "SnapGuard is built from source and needs the Swift 6 toolchain on PATH; install it in an earlier step (e.g. swift-actions/setup-swift)"
  local version
  version="$(swift --version 2>&1)"
  if ! [[ "$version" =~ Swift\ version\ ([0-9]+) ]] || [ "${BASH_REMATCH[1]}" -lt 6 ]; then
    fail "SnapGuard needs Swift 6 or later; 'swift --version' says: $version"
  fi
  "$GITHUB_ACTION_PATH/Scripts/setup.sh" --build-only

  local toolchain libraries sources bin key
  toolchain="$(printf '%s' "$version" | digest)"
  libraries="$(pkg-config --modversion tesseract lept | digest)"
  sources="$(cd "$GITHUB_ACTION_PATH" && find Package.swift Sources Patterns Plugins -type f | LC_ALL=C sort |
    while IFS= read -r file; do printf '%s\n' "$file"; cat "$file"; done | digest)"
  key="snapguard-$RUNNER_OS-$RUNNER_ARCH-${ImageOS:-runner}-swift-$toolchain-libs-$libraries-src-$sources"
  bin="$RUNNER_TEMP/snapguard-bin"
  mkdir -p "$bin"
  echo "$bin" >> "$GITHUB_PATH"  # later steps of the job can run `snapguard` too
  output cache-key "$key"
  output bin-directory "$bin"
  output binary "$bin/snapguard"
}

# Builds snapguard in release mode into SNAPGUARD_BIN, unless it holds the build for
# SNAPGUARD_CACHE_KEY already (a second use of the action in the same job). On Linux the Swift
# runtime is linked in (--static-swift-stdlib), so the cached binary does not depend on where the
# toolchain lives.
build() {
  local stamp="$SNAPGUARD_BIN/.cache-key"
  if [ -x "$SNAPGUARD_BIN/snapguard" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$SNAPGUARD_CACHE_KEY" ]; then
    echo "snapguard is already built for this revision and toolchain"
    return
  fi
  local options=(-c release --product snapguard --package-path "$GITHUB_ACTION_PATH")
  if [ "$RUNNER_OS" = Linux ]; then options+=(--static-swift-stdlib); fi
  swift build "${options[@]}"
  local products
  products="$(swift build "${options[@]}" --show-bin-path | tail -n 1)"  # the last line: SwiftPM may say more
  mkdir -p "$SNAPGUARD_BIN"
  cp "$products/snapguard" "$SNAPGUARD_BIN/snapguard"
  printf '%s\n' "$SNAPGUARD_CACHE_KEY" > "$stamp"
}

# Runs `snapguard scan` (or `compare`) on INPUT_PATHS with the reports asked for, and never fails
# itself: the verdict step decides, so that the SARIF upload runs first. Outputs: exit-code,
# report-directory, text-file and, when written, sarif-file, html-file, json-file, junit-file,
# annotated-directory.
scan() {
  local mode="${INPUT_MODE:-scan}"
  case "$mode" in
    scan | compare) ;;
    *) fail "mode: '$mode' is neither scan nor compare" ;;
  esac
  local annotate="${INPUT_ANNOTATE:-false}"
  require_boolean annotate "$annotate"
  local reports="${INPUT_OUTPUT_DIRECTORY:-snapguard-report}"
  mkdir -p -- "$reports"
  reports="$(cd -- "$reports" && pwd)"

  local upload="${INPUT_UPLOAD_SARIF:-false}"
  require_boolean upload-sarif "$upload"
  local arguments=("$mode") formats format file name written=" " files=()
  read -r -a formats <<< "$(printf '%s' "${INPUT_FORMATS:-}" | tr ',\n\t' '   ')"
  if [ "$upload" = true ]; then formats+=(sarif); fi  # the upload needs it
  for format in ${formats[@]+"${formats[@]}"}; do
    case "$format" in
      sarif) file=snapguard.sarif name=sarif-file ;;
      html) file=snapguard.html name=html-file ;;
      json) file=snapguard.json name=json-file ;;
      junit) file=snapguard.xml name=junit-file ;;
      text | github) continue ;;  # always written: the text report to a file, annotations to the log
      *) fail "formats: unknown format '$format'; choose from sarif, html, json, junit, text" ;;
    esac
    case "$written" in *" $format "*) continue ;; esac
    written="$written$format "
    arguments+=(--format "$format" --output "$reports/$file")
    files+=("$name=$reports/$file")
  done
  arguments+=(--format text --output "$reports/snapguard.txt" --format github)
  files+=("text-file=$reports/snapguard.txt")

  if [ -n "${INPUT_CONFIG:-}" ]; then arguments+=(--config "$INPUT_CONFIG"); fi
  if [ -n "${INPUT_BASELINE:-}" ]; then
    [ "$mode" = scan ] || fail "baseline: a baseline applies to mode scan, not compare"
    arguments+=(--baseline "$INPUT_BASELINE")
  fi
  if [ -n "${INPUT_MIN_SEVERITY:-}" ]; then arguments+=(--min-severity "$INPUT_MIN_SEVERITY"); fi
  if [ -n "${INPUT_LANGUAGES:-}" ]; then arguments+=(--lang "$INPUT_LANGUAGES"); fi
  if [ "$annotate" = true ]; then
    arguments+=(--annotate "$reports/annotated")
    files+=("annotated-directory=$reports/annotated")
  fi
  local extra
  read -r -a extra <<< "$(printf '%s' "${INPUT_ARGS:-}" | tr '\n\t' '  ')"
  arguments+=(${extra[@]+"${extra[@]}"} --)

  local line count=0
  while IFS= read -r line; do
    line="${line#"${line%%[![:space:]]*}"}"  # trim both ends
    line="${line%"${line##*[![:space:]]}"}"
    if [ -n "$line" ]; then
      arguments+=("$line")
      count=$((count + 1))
    fi
  done <<< "${INPUT_PATHS:-}"
  if [ "$count" -eq 0 ] && [ "$mode" = scan ]; then fail "paths: give at least one image file or folder, one per line"; fi

  printf 'snapguard'; printf ' %q' "${arguments[@]}"; printf '\n'
  local code=0 entry
  "$SNAPGUARD" "${arguments[@]}" || code=$?
  output exit-code "$code"
  output report-directory "$reports"
  for entry in "${files[@]}"; do  # only what was written: nothing is, after a usage error
    if [ -e "${entry#*=}" ]; then output "${entry%%=*}" "${entry#*=}"; fi
  done
  summarise "$code" "$reports/snapguard.txt"
}

# The text report in the log (with workflow commands switched off, so that no file name can pass
# for one) and, in the job summary, the verdict with the failing and unreadable screens.
summarise() {
  local code="$1" text="$2" token
  echo "### SnapGuard: $(verdict_words "$code")" >> "$GITHUB_STEP_SUMMARY"
  [ -f "$text" ] || return 0
  token="snapguard-$(printf '%s' "$RANDOM$RANDOM$$" | digest)"
  echo "::stop-commands::$token"
  cat "$text"
  echo "::$token::"
  # An indented block: Markdown shows it as it is, whatever a file name holds.
  { echo; awk -v max=300 '
      /^PASS / { next }
      /^(FAIL|ERROR) / { if (n < max) print "    " $0; n++; next }
      { print "    " $0 }
      END { if (n > max) printf "    … and %d more failing or unreadable screens in the text report\n", n - max }' "$text"
  } >> "$GITHUB_STEP_SUMMARY"
}

verdict_words() {
  case "$1" in
    0) echo "every screen passed" ;;
    1) echo "sensitive data is visible on at least one screen" ;;
    2) echo "usage or configuration error; nothing was scanned" ;;
    3) echo "no screen failed, but at least one image could not be read" ;;
    130 | 143) echo "interrupted; the reports are partial" ;;
    *) echo "snapguard ended abnormally (exit code $1)" ;;
  esac
}

# Passes or fails the step from SNAPGUARD_EXIT_CODE: 1 (a leak) unless INPUT_FAIL_ON_FINDINGS is
# false, 3 (unreadable) unless INPUT_FAIL_ON_UNREADABLE is false; anything else but 0 always.
verdict() {
  local code="${SNAPGUARD_EXIT_CODE:-}" on_findings="${INPUT_FAIL_ON_FINDINGS:-true}" on_unreadable="${INPUT_FAIL_ON_UNREADABLE:-true}"
  require_boolean fail-on-findings "$on_findings"
  require_boolean fail-on-unreadable "$on_unreadable"
  case "$code" in
    0) echo "SnapGuard: $(verdict_words 0)" ;;
    1 | 3)
      local fails="$on_findings"
      if [ "$code" = 3 ]; then fails="$on_unreadable"; fi
      if [ "$fails" = true ]; then fail "$(verdict_words "$code") (exit code $code)"; fi
      echo "::warning title=SnapGuard::$(verdict_words "$code") (exit code $code; not failing the step as asked)"
      ;;
    "") fail "the scan did not run" ;;
    *) fail "$(verdict_words "$code")" ;;
  esac
}

case "${1:-}" in
  prepare | build | scan | verdict) "$1" ;;
  *) echo "usage: $0 prepare|build|scan|verdict" >&2; exit 2 ;;
esac
