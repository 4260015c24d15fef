#!/usr/bin/env bash
# Memory over a long scan: peak RSS of `snapguard scan --jobs 2` on N and 10×N copies of a small
# screen. The two peaks should be close (results are small and nothing holds decoded images),
# so memory stays flat however many files a run has. Kept out of the test suite (minutes).
#
#   Benchmarks/many_files_memory.sh [BINARY] [N]      # default .build/release/snapguard, N=200
#
# Needs GNU time (/usr/bin/time) and Python 3 with Pillow (Scripts/requirements.txt).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BINARY="${1:-$ROOT/.build/release/snapguard}"
N="${2:-200}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

python3 - "$WORK/screen.png" <<'PY'
import sys
from PIL import Image, ImageDraw
image = Image.new("RGB", (390, 844), "white")
ImageDraw.Draw(image).text((20, 40), "Settings", fill="black")
image.save(sys.argv[1])
PY

peak() {  # peak RSS in KB of a scan of $1 copies
    local folder="$WORK/set-$1"
    mkdir -p "$folder"
    for i in $(seq 1 "$1"); do cp "$WORK/screen.png" "$folder/screen-$i.png"; done
    /usr/bin/time -f "%M" "$BINARY" scan --no-config --jobs 2 --format json --output "$WORK/report-$1.json" "$folder" \
        2> "$WORK/time-$1.txt" > /dev/null || true
    tail -1 "$WORK/time-$1.txt"
}

small=$(peak "$N")
large=$(peak $((N * 10)))
echo "peak RSS: $N files ${small} KB, $((N * 10)) files ${large} KB (growth $(( (large - small) )) KB)"
