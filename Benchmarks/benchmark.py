#!/usr/bin/env python3
"""Throughput and memory: `snapguard scan` against the plain single-pass Tesseract baseline.

Both run over the same folder, on the same cores, in the same run, alternating round by
round so that load from elsewhere on the machine hits both alike. The baseline is the
`tesseract IMG -` program, one process per image, as many at a time as there are jobs,
with OMP_THREAD_LIMIT=1.

    python3 Benchmarks/benchmark.py [FOLDER] [--jobs N] [--rounds R] [--lang LANGS] [--compare BINARY]

With --compare, a second snapguard build (an older commit, say) runs in the same rounds, so a
change's cost is a ratio measured side by side rather than across runs. FOLDER defaults to Tests/Corpus/tuning. Needs a release build (swift build -c release) and the
`tesseract` program (apt-get install tesseract-ocr). Standard library only.
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg"}


def peak_rss_mb(usage):
    """A wait4 rusage's peak resident set in MB: the kernel counts ru_maxrss in KiB on Linux, in bytes on macOS."""
    return usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)


def run_measured(command, env=None):
    """Runs a command; returns (wall seconds, cpu seconds, peak RSS in MB, exit status)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime, peak_rss_mb(usage), os.waitstatus_to_exitcode(status)


def snapguard(binary, folder, jobs, lang):
    wall, cpu, rss, status = run_measured([str(binary), "scan", "--quiet", "--format", "json", "--jobs", str(jobs),
                                           "--lang", lang, str(folder)])
    if status not in (0, 1, 3):
        sys.exit(f"snapguard scan failed with exit status {status}")
    return wall, cpu, rss


def baseline(images, jobs, lang):
    """One `tesseract IMG -` per image, `jobs` at a time."""
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    start = time.perf_counter()
    pending, running = list(images), {}
    cpu, peak_process, peak_total = 0.0, 0.0, 0.0
    while pending or running:
        while pending and len(running) < jobs:
            image = pending.pop(0)
            process = subprocess.Popen(["tesseract", str(image), "-", "-l", lang],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
            running[process.pid] = process
        pid, status, usage = os.wait4(-1, 0)
        if pid in running:
            del running[pid]
            cpu += usage.ru_utime + usage.ru_stime
            peak_process = max(peak_process, peak_rss_mb(usage))
            peak_total = max(peak_total, peak_process * (len(running) + 1))
            if os.waitstatus_to_exitcode(status) != 0:
                sys.exit(f"tesseract failed on an image (exit {os.waitstatus_to_exitcode(status)})")
    return time.perf_counter() - start, cpu, peak_process, peak_total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default=str(ROOT / "Tests" / "Corpus" / "tuning"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--lang", default="eng")
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "snapguard"))
    parser.add_argument("--compare", help="another snapguard binary to time in the same rounds")
    options = parser.parse_args()

    folder = Path(options.folder)
    images = sorted(p for p in folder.rglob("*") if p.suffix.lower() in IMAGE_SUFFIXES)
    if not images:
        sys.exit(f"{folder}: no images")
    if not Path(options.binary).exists():
        sys.exit(f"{options.binary}: not built; run: swift build -c release")
    if options.compare and not Path(options.compare).exists():
        sys.exit(f"{options.compare}: no such binary")

    print(f"machine: {platform.node()} {platform.machine()}, {os.cpu_count()} cores; "
          f"{len(images)} images in {folder}; jobs {options.jobs}; lang {options.lang}; rounds {options.rounds}")
    ours, theirs, other = [], [], []
    for round_number in range(1, options.rounds + 1):
        ours.append(snapguard(options.binary, folder, options.jobs, options.lang))
        theirs.append(baseline(images, options.jobs, options.lang))
        line = f"round {round_number}: snapguard {ours[-1][0]:.2f} s, tesseract {theirs[-1][0]:.2f} s"
        if options.compare:
            other.append(snapguard(options.compare, folder, options.jobs, options.lang))
            line += f", compared build {other[-1][0]:.2f} s"
        print(line)

    count = len(images)
    our_wall = statistics.median(r[0] for r in ours)
    their_wall = statistics.median(r[0] for r in theirs)
    our_cpu = statistics.median(r[1] for r in ours)
    their_cpu = statistics.median(r[1] for r in theirs)
    print()
    print(f"{'':28}{'snapguard scan':>16}{'tesseract IMG -':>18}")
    print(f"{'wall seconds (median)':28}{our_wall:16.2f}{their_wall:18.2f}")
    print(f"{'seconds per image':28}{our_wall / count:16.3f}{their_wall / count:18.3f}")
    print(f"{'images per second':28}{count / our_wall:16.2f}{count / their_wall:18.2f}")
    print(f"{'CPU seconds per image':28}{our_cpu / count:16.3f}{their_cpu / count:18.3f}")
    print(f"{'peak RSS, MB':28}{max(r[2] for r in ours):16.0f}{max(r[2] for r in theirs):18.0f}  (tesseract: per process)")
    print(f"{'peak RSS of all processes':28}{max(r[2] for r in ours):16.0f}{max(r[3] for r in theirs):18.0f}")
    print(f"throughput ratio (tesseract time / snapguard time): {their_wall / our_wall:.2f}  "
          f"(CPU-time ratio {their_cpu / our_cpu:.2f}; 1.0 or more means SnapGuard is at least as fast)")
    if other:
        other_wall = statistics.median(r[0] for r in other)
        other_cpu = statistics.median(r[1] for r in other)
        print(f"compared build {options.compare}: ratio against tesseract {their_wall / other_wall:.2f} "
              f"(CPU {their_cpu / other_cpu:.2f}); this build takes {our_wall / other_wall:.2f}x its wall time, "
              f"{our_cpu / other_cpu:.2f}x its CPU time")


if __name__ == "__main__":
    main()
