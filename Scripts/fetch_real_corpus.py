#!/usr/bin/env python3
"""Fetch the real-screenshot corpus (Tests/Corpus/real) from the repositories it was taken from.

The images are screenshots that open-source iOS projects committed (App Store and fastlane
screenshots, README captures, swift-snapshot-testing reference images). They are not committed
here: many of those repositories state no licence, and the project keeps third-party images out
of its history. `Tests/Corpus/real/provenance.json` names each image's repository, commit, path,
licence and SHA-256; this script brings each one into `Tests/Corpus/real/<part>/` (ignored by
git), next to the committed `truth.json`, and checks its SHA-256.

Usage:
  python3 Scripts/fetch_real_corpus.py                     # git clone each repository (network)
  python3 Scripts/fetch_real_corpus.py --mirror DIR        # read local clones: DIR/<owner>+<name>/repo
  python3 Scripts/fetch_real_corpus.py --part validation   # one part only

Exit status 1, with one line per image that could not be had, when any is missing or differs.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus", "real")


def git_dir(folder: str) -> str | None:
    """The git directory of a bare or working clone, or None."""
    for candidate in (os.path.join(folder, ".git"), folder):
        if os.path.isfile(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def blob_from(git: str, commit: str, path: str) -> bytes | None:
    """The file at commit:path, or at HEAD when the clone lacks that commit (the SHA-256 still decides)."""
    for revision in (commit, "HEAD"):
        result = subprocess.run(["git", "--git-dir", git, "show", f"{revision}:{path}"], capture_output=True)
        if result.returncode == 0:
            return result.stdout
    return None


def clone(repository: str, into: str) -> str | None:
    """A blob-less clone of a public GitHub repository; blobs come on demand."""
    target = os.path.join(into, repository.replace("/", "+"))
    if not os.path.isdir(target):
        url = f"https://github.com/{repository}.git"
        result = subprocess.run(["git", "clone", "--quiet", "--bare", "--filter=blob:none", url, target],
                                capture_output=True, text=True)
        if result.returncode != 0:
            return None
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", help="folder of local clones named <owner>+<name>/repo (or <owner>+<name>)")
    parser.add_argument("--part", choices=("tuning", "validation"), help="fetch one part only")
    parser.add_argument("--out", default=CORPUS, help="corpus folder (default: Tests/Corpus/real)")
    args = parser.parse_args()

    provenance_file = os.path.join(CORPUS, "provenance.json")
    with open(provenance_file, encoding="utf-8") as fh:
        images = json.load(fh)["images"]
    failures = []
    fetched = present = 0
    with tempfile.TemporaryDirectory(prefix="snapguard-real-") as scratch:
        for entry in images:
            if args.part and entry["part"] != args.part:
                continue
            target = os.path.join(args.out, entry["part"], entry["image"])
            if os.path.isfile(target):
                with open(target, "rb") as fh:
                    if hashlib.sha256(fh.read()).hexdigest() == entry["sha256"]:
                        present += 1
                        continue
            repository = entry["repository"]
            if args.mirror:
                base = os.path.join(args.mirror, repository.replace("/", "+"))
                git = git_dir(os.path.join(base, "repo")) or git_dir(base)
            else:
                cloned = clone(repository, scratch)
                git = git_dir(cloned) if cloned else None
            if git is None:
                failures.append(f"{entry['image']}: cannot read repository {repository}")
                continue
            data = blob_from(git, entry["commit"], entry["path"])
            if data is None:
                failures.append(f"{entry['image']}: {repository} has no {entry['path']} at {entry['commit'][:12]} or HEAD")
                continue
            if hashlib.sha256(data).hexdigest() != entry["sha256"]:
                failures.append(f"{entry['image']}: {repository}:{entry['path']} differs from the labelled image (SHA-256)")
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as fh:
                fh.write(data)
            fetched += 1
    for line in failures:
        print(f"fetch_real_corpus: {line}", file=sys.stderr)
    print(f"fetch_real_corpus: {fetched} fetched, {present} already present, {len(failures)} missing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
