#!/usr/bin/env python3
"""Validates a SARIF log against a JSON schema and GitHub code scanning's rules.

usage: validate_sarif.py SCHEMA.json LOG.sarif
SCHEMA is Tests/Schemas/sarif-subset.schema.json (always) or the official sarif-schema-2.1.0.json
(when available); the draft is taken from the schema's "$schema".
Exit 0 when valid; 1 with one line per problem; 2 when jsonschema is not installed.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("python3 module 'jsonschema' is missing: run Scripts/setup.sh, or python3 -m pip install jsonschema")
    sys.exit(2)


def github_problems(log):
    """What GitHub code scanning needs beyond the schema."""
    problems = []
    for run_index, run in enumerate(log.get("runs", [])):
        rules = run["tool"]["driver"].get("rules", [])
        rule_ids = [rule["id"] for rule in rules]
        if len(rule_ids) != len(set(rule_ids)):
            problems.append(f"runs[{run_index}]: duplicate rule ids")
        for index, result in enumerate(run.get("results", [])):
            where = f"runs[{run_index}].results[{index}]"
            if result.get("ruleId") not in rule_ids:
                problems.append(f"{where}: ruleId {result.get('ruleId')!r} has no rule")
            elif not isinstance(result.get("ruleIndex"), int) or not 0 <= result["ruleIndex"] < len(rule_ids) \
                    or rule_ids[result["ruleIndex"]] != result["ruleId"]:
                problems.append(f"{where}: ruleIndex does not point at ruleId")
            locations = result.get("locations") or []
            if not locations:
                problems.append(f"{where}: no location")
                continue
            physical = locations[0].get("physicalLocation", {})
            uri = physical.get("artifactLocation", {}).get("uri", "")
            if not uri or " " in uri:
                problems.append(f"{where}: artifactLocation.uri {uri!r} is not a URI reference")
            start_line = physical.get("region", {}).get("startLine")
            if not isinstance(start_line, int) or start_line < 1:
                problems.append(f"{where}: region.startLine is missing")
            if not result.get("message", {}).get("text"):
                problems.append(f"{where}: empty message")
    return problems


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2])
        sys.exit(2)
    schema_path, log_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    try:
        with open(log_path, encoding="utf-8") as handle:
            log = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"{log_path}: not a JSON document: {error}")
        sys.exit(1)
    validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft4Validator)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    problems = [f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}"
                for error in validator.iter_errors(log)]
    if not problems:  # the GitHub rules read the shape the schema checks
        problems = github_problems(log)
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
