#!/usr/bin/env python3
"""How well pair mode separates covered from uncovered snapshots, kind by kind.

Renders the full pair set (Scripts/render_pairs.py --full: every kind in light and dark at
1179x2556 @3x, 828x1792 @2x and 750x1334 @2x, plus 0.5 and 1 pt light blurs and a third-size
JPEG), runs `snapguard compare --format json` over it, and prints a Markdown table: per kind the
verdicts, the global similarity and the highest region similarity (min-max), and the margin
between them and the region threshold.

    python3 Benchmarks/pairs.py [--binary .build/release/snapguard] [--pairs DIR]

Standard library only (the renderer needs Pillow, see Scripts/requirements.txt).
"""
import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "snapguard"))
    parser.add_argument("--pairs", help="an already rendered --full set (default: render one into a temporary folder)")
    parser.add_argument("--reuse-report", action="store_true", help="tabulate the report.json an earlier run left in --pairs")
    args = parser.parse_args()
    folder = Path(args.pairs) if args.pairs else Path(tempfile.mkdtemp(prefix="snapguard-pairs-"))
    if not args.pairs:
        subprocess.run([sys.executable, str(ROOT / "Scripts" / "render_pairs.py"), "--full", "--out", str(folder)], check=True)
    index = json.loads((folder / "pairs.json").read_text())["pairs"]
    report_file = folder / "report.json"
    run = None if args.reuse_report else subprocess.run([args.binary, "compare", "--no-config", "--format", "json", "--output", str(report_file), str(folder)],
                         capture_output=True, text=True)
    if run and run.returncode not in (0, 1):
        sys.exit(f"snapguard compare exited {run.returncode}: {run.stderr.strip()}")
    screens = {Path(s["path"]).name: s for s in json.loads(report_file.read_text())["screens"]}
    thresholds = next(iter(screens.values()))["pair"]["thresholds"]
    region = thresholds["region"]

    rows: dict[str, list] = {}
    for entry in index:
        label = entry["name"].rsplit("-", 2)[0]          # kind with its variant, e.g. lightblur1pt
        screen = screens[entry["snapshot"]]
        similarity = screen["pair"]["similarity"]
        highest = max((r["similarity"] for r in similarity["regions"] if r.get("similarity") is not None), default=None)
        rows.setdefault(label, []).append({
            "expected": entry["expectedVerdict"], "verdict": screen["verdict"], "global": similarity["global"],
            "highest": highest, "matched": sum(r["matched"] for r in similarity["regions"]),
            "findings": len(screen["findings"]), "shared": len(screen["pair"]["sharedFindings"])})

    def span(values):
        values = [v for v in values if v is not None]
        return f"{min(values):.2f}–{max(values):.2f}" if values else "n/a"

    print(f"| kind | expected | right verdicts | global SSIM | highest region SSIM | regions matched (of 24) "
          f"| snapshots with findings | margin to region threshold {region:.2f} |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    wrong = 0
    for label in sorted(rows, key=lambda k: (rows[k][0]["expected"], k)):
        items = rows[label]
        expected = items[0]["expected"]
        right = sum(i["verdict"] == i["expected"] for i in items)
        wrong += len(items) - right
        highs = [i["highest"] for i in items if i["highest"] is not None]
        margin = (region - max(highs)) if expected == "pass" else (min(highs) - region)
        print(f"| {label} | {expected} | {right}/{len(items)} | {span(i['global'] for i in items)} | {span(highs)} "
              f"| {span(i['matched'] for i in items).replace('.00', '')} | {sum(i['findings'] > 0 for i in items)}/{len(items)} "
              f"| {margin:+.2f} |")
    print(f"\n{len(index)} pairs, {wrong} wrong verdicts; thresholds: region {region}, global {thresholds['global']}, "
          f"grid {thresholds['grid']}, working width {thresholds['workingWidth']} px, blur sigma {thresholds['blurSigma']}, "
          f"crop top {thresholds['cropTop']}, bottom {thresholds['cropBottom']}")


if __name__ == "__main__":
    main()
