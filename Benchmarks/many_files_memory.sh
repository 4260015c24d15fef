#!/usr/bin/env bash
# Memory over a long scan: peak RSS of `snapguard scan --jobs 2` on N and 10×N copies of a small
# screen. The two peaks should be close (results are small and nothing holds decoded images),
# so memory stays flat however many files a run has. Kept out of the test suite (minutes).
#
#   Benchmarks/many_files_memory.sh [BINARY] [N]      # default .build/release/snapguard, N=200
#
# Needs Python 3 with Pillow (Scripts/requirements.txt). Linux and macOS.
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

peak() {  # peak RSS in KB of a scan of $1 copies, from wait4 (benchmark.py's peak_rss_mb)
    local folder="$WORK/set-$1"
    mkdir -p "$folder"
    for i in $(seq 1 "$1"); do cp "$WORK/screen.png" "$folder/screen-$i.png"; done
    python3 - "$ROOT/Benchmarks" "$BINARY" "$folder" "$WORK/report-$1.json" <<'PY'
import os, subprocess, sys
sys.path.insert(0, sys.argv[1])
from benchmark import peak_rss_mb
binary, folder, report = sys.argv[2:]
process = subprocess.Popen([binary, "scan", "--no-config", "--jobs", "2", "--format", "json", "--output", report, folder],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, usage = os.wait4(process.pid, 0)
print(round(peak_rss_mb(usage) * 1024))
PY
}

small=$(peak "$N")
large=$(peak $((N * 10)))
echo "peak RSS: $N files ${small} KB, $((N * 10)) files ${large} KB (growth $(( (large - small) )) KB)"
