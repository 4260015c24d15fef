#!/usr/bin/env python3
"""Hostile inputs for the fail-closed tests (issue 24) that are not images to decode.

    python3 Scripts/make_failclosed_fixtures.py              # -> Tests/Fixtures/failclosed/
    python3 Scripts/make_failclosed_fixtures.py tree DIR     # a folder tree git cannot hold, in DIR

The first form writes the committed fixtures (deterministic; re-running changes nothing):

- `long-list.png`: an ordinary screen of 30 rows of words, and `packs/backtracking/slow.json`, a
  user pack whose expressions backtrack on every row: with the pack, matching the screen runs for
  minutes unless the time limit stops it;
- `gate/*/.snapguard.json`: configurations that switch the gate off in each way a pull request
  could (every category disabled, the minimum severity raised, a catch-all pack pattern that
  outranks the built-in ones, screen rules that waive, ignored images), and one that does not;
- `merge/*.json`: JSON reports that lie (a pass with a counted finding, a pass with an error, a
  fail with nothing that fails, no screens at all) and one that names an image anywhere on disk;
- `collect/`: an `xcresulttool` attachment export whose manifest gives leaky PNGs names the scan
  would skip (`Balance.txt`, a name cut at NUL, no extension, a path out of the folder).

The second form makes, below DIR, what cannot be committed: a folder whose name is not UTF-8 and
an image file whose name is not UTF-8, each holding or being `Tests/Fixtures/hostile/leak.png`,
and folders nested past PATH_MAX (4096 bytes) with the same image at the bottom. The tests run it.
"""
import json
import os
import shutil
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "failclosed"
LEAK = ROOT / "Tests" / "Fixtures" / "hostile" / "leak.png"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def write(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, (dict, list)):
        data = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    path.write_bytes(data if isinstance(data, bytes) else data.encode())


def long_list() -> bytes:
    """30 rows of plain words, black on white, 750x1334: nothing a built-in pattern reports."""
    if not Path(FONT).exists():
        sys.exit(f"missing font {FONT}: apt-get install fonts-dejavu-core")
    image = Image.new("RGB", (750, 1334), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 26)
    words = ["Groceries at the corner market", "Coffee with the design team", "Train ticket to the coast",
             "Books for the reading club", "Lunch near the old harbour", "Flowers for the garden party"]
    for row in range(30):
        draw.text((32, 40 + row * 42), words[row % len(words)], font=font, fill=(0, 0, 0))
    path = OUT / "long-list.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, optimize=True)
    return path.read_bytes()


def pattern(pid, regex, example):
    return {"id": pid, "category": "custom", "severity": "low", "description": "A fixture pattern.",
            "regex": regex, "examples": {"match": [example]}}


def backtracking_pack() -> dict:
    """Nested quantifiers over words that never end in the character they need: each expression
    spends its whole 50 ms budget on every line of every reading."""
    needs = "!#=~%&@;"
    return {"pack": "slow", "description": "Expressions that backtrack on any line of words.", "patterns": [
        pattern(f"slow.p{index}", f"(\\w+\\s?)+{needs[index % len(needs)]}", "word" + needs[index % len(needs)])
        for index in range(40)]}


def gate_fixtures() -> None:
    categories = ["account", "address", "card", "currency", "dob", "email", "health", "iban", "identity",
                  "otp", "phone", "routing", "secret", "ssn"]
    gate = OUT / "gate"
    write(gate / "disable-all" / ".snapguard.json", {"disable": categories})
    write(gate / "min-severity" / ".snapguard.json", {"minSeverity": "critical"})
    # A catch-all pattern at a huge priority and low severity, with a minimum severity that drops
    # low findings: before, it outranked every built-in finding and the screens passed.
    write(gate / "outrank" / ".snapguard.json", {"patterns": ["packs"], "minSeverity": "medium"})
    write(gate / "outrank" / "packs" / "catch-all.json", {
        "pack": "catch-all", "description": "Matches every line.",
        "patterns": [{"id": "catch.all", "category": "custom", "severity": "low", "priority": 1000000,
                      "description": "Any text at all.", "regex": "[\\s\\S]+", "examples": {"match": ["anything"]}}]})
    write(gate / "screen-rules" / ".snapguard.json",
          {"screens": [{"match": "**", "mark": "notSensitive"}, {"match": "**/leak*", "allow": ["ssn", "dob"]}]})
    write(gate / "ignore" / ".snapguard.json", {"ignore": ["**/leak*"]})
    # Adds to the gate only: a pack of its own, allowed terms, a rule that marks screens sensitive.
    write(gate / "harmless" / ".snapguard.json",
          {"patterns": ["packs"], "allow": ["Acme Bank"], "screens": [{"match": "**/Balance*", "mark": "sensitive"}]})
    write(gate / "harmless" / "packs" / "employee.json", {
        "pack": "employee", "description": "Employee numbers.",
        "patterns": [{"id": "employee.number", "category": "employee", "severity": "high",
                      "description": "An employee number.", "regex": "\\bEMP-\\d{6}\\b",
                      "examples": {"match": ["EMP-123456"]}}]})


def report(screens: list) -> dict:
    summary = {"screens": len(screens), "passed": 0, "failed": 0, "errors": 0}
    for screen in screens:
        summary[{"pass": "passed", "fail": "failed", "error": "errors"}[screen["verdict"]]] += 1
    return {"schemaVersion": 1, "tool": {"name": "snapguard", "version": "0.1.0"},
            "controls": ["MASVS-PLATFORM-3", "MASWE-0055", "MASTG-TEST-0059", "MASTG-TEST-0290"],
            "summary": summary, "screens": screens}


def screen(path, verdict, findings=(), error=None, width=750, height=1334):
    return {"path": path, "name": Path(path).stem, "device": None, "locale": None, "verdict": verdict,
            "width": width, "height": height, "overlayDetected": False, "findings": list(findings), "error": error}


def finding(counted=True, waiver=None):
    return {"category": "ssn", "patternId": "ssn.number", "severity": "critical", "masked": "•••• 6789",
            "box": {"x": 24, "y": 110, "width": 300, "height": 40}, "confidence": 0.9,
            "counted": counted, "waiver": waiver}


def merge_fixtures() -> None:
    merge = OUT / "merge"
    write(merge / "clean.json", report([screen("shots/Settings.png", "pass")]))
    write(merge / "pass-with-counted-finding.json", report([screen("shots/Balance.png", "pass", [finding()])]))
    # "counted" says no, but no waiver says why: it counts.
    write(merge / "pass-with-unexplained-waiver.json", report([screen("shots/Card.png", "pass", [finding(counted=False)])]))
    write(merge / "pass-with-error.json", report([screen("shots/Transfer.png", "pass", error="damaged PNG: CRC error", width=0, height=0)]))
    write(merge / "waived.json", report([screen("shots/Pricing.png", "pass", [finding(
        counted=False, waiver={"kind": "screenRule", "reason": "screen rule '**/Pricing*' allows ssn"})])]))
    write(merge / "empty.json", report([]))
    # An HTML merge drew this "thumbnail" from the disk (relative to the repository, where the
    # tests run), unredacted: the image leaks. Only the report's own content may be used.
    # (Its size is the image's, as a report of it would say.)
    with Image.open(LEAK) as image:
        width, height = image.size
    write(merge / "names-an-image.json", report([screen(str(LEAK.relative_to(ROOT)), "pass", width=width, height=height)]))


def collect_fixtures() -> None:
    """An attachment export: UUID-named files and a manifest naming them as a hostile test would."""
    export = OUT / "collect" / "export"
    leak = LEAK.read_bytes()
    names = {
        "A1.png": "Balance.txt",        # a leaky PNG named like text: the scan would skip it
        "A2.png": "Card\u0000.png",     # a name cut at NUL
        "A3.png": "Transfer",           # no extension
        "A4.png": "../../escaped",      # a path out of the destination
        "A5.png": "Profile.PNG",        # an ordinary attachment
    }
    attachments = []
    for exported, suggested in names.items():
        write(export / exported, leak)
        attachments.append({"exportedFileName": exported, "suggestedHumanReadableName": suggested})
    write(export / "manifest.json", [{"testIdentifier": "PrivacyTests/testScreens()", "attachments": attachments}])


def tree(folder: Path) -> None:
    """What git cannot hold, below `folder` (made fresh): see the module's description."""
    leak = LEAK.read_bytes()
    base = os.fsencode(folder)
    os.makedirs(base, exist_ok=True)
    bad_folder = os.path.join(base, b"Caf\xe9 screens")       # Latin-1, not UTF-8
    os.makedirs(bad_folder, exist_ok=True)
    Path(os.fsdecode(os.path.join(bad_folder, b"leak.png"))).write_bytes(leak)
    with open(os.path.join(base, b"Balance \xff.png"), "wb") as image:
        image.write(leak)
    # Folders nested past PATH_MAX: made relative to an open folder, as no whole path reaches them.
    deep = os.open(base, os.O_RDONLY)
    for _ in range(24):
        os.mkdir(b"d" * 200, dir_fd=deep)
        inner = os.open(b"d" * 200, os.O_RDONLY, dir_fd=deep)
        os.close(deep)
        deep = inner
    image = os.open(b"leak.png", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=deep)
    os.write(image, leak)
    os.close(image)
    os.close(deep)
    shutil.copyfile(ROOT / "Tests" / "Fixtures" / "hostile" / "clean.png", folder / "clean.png")


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "tree":
        tree(Path(sys.argv[2]))
        return
    if len(sys.argv) != 1:
        sys.exit(__doc__)
    if OUT.exists():
        shutil.rmtree(OUT)
    long_list()
    write(OUT / "packs" / "backtracking" / "slow.json", backtracking_pack())
    gate_fixtures()
    merge_fixtures()
    collect_fixtures()
    print(f"wrote {sum(1 for p in OUT.rglob('*') if p.is_file())} files to {OUT}")


if __name__ == "__main__":
    main()
