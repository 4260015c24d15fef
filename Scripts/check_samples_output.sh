#!/usr/bin/env bash
# Compares the text output of `snapguard scan Samples` with the README's, "as printed on this
# machine": the same verdict for every sample, and the same summary line. The findings' details
# are left out (they are the README's illustration, not the promise).
#
#   Scripts/check_samples_output.sh SCAN_OUTPUT.txt
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
actual="${1:?usage: Scripts/check_samples_output.sh SCAN_OUTPUT.txt}"
expected="$(awk '/as printed on this machine:$/ { found = 1; next }
                 found && /^```/ { if (inside) exit; inside = 1; next }
                 inside' "$ROOT/README.md")"
if [ -z "$expected" ]; then
  echo "check_samples_output: README.md has no sample output block after 'as printed on this machine:'" >&2
  exit 1
fi
if ! diff <(awk '{ print $1, $2 }' <<< "$expected") <(awk '{ print $1, $2 }' "$actual"); then
  echo "check_samples_output: the verdicts differ from the README's (< README, > $actual)" >&2
  exit 1
fi
if [ "$(tail -n 1 <<< "$expected")" != "$(tail -n 1 "$actual")" ]; then
  echo "check_samples_output: the summary line differs from the README's: '$(tail -n 1 "$actual")'" >&2
  exit 1
fi
