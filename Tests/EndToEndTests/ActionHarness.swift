import Foundation

/// action.yml as the runner reads it: inputs with defaults, outputs, and the composite steps.
/// Parsed by PyYAML (`python3 -c 'import yaml'`, installed by Scripts/setup.sh) into JSON.
struct ActionDefinition {
    struct Step {
        var name: String
        var id: String?
        var condition: String?
        var shell: String?
        var run: String?
        var uses: String?
        var env: [String: String]
        var with: [String: String]
    }

    var inputs: [String: String]
    var outputs: [String: String]
    var steps: [Step]

    static func load(_ file: URL) throws -> ActionDefinition {
        let script = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1], encoding='utf-8')), sys.stdout)"
        let outcome = try SnapGuardBinary.runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path])
        guard outcome.status == 0 else {
            throw HarnessError("python3 could not read \(file.lastPathComponent) (needs PyYAML: run Scripts/setup.sh): \(outcome.error)")
        }
        guard let root = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
              let runs = root["runs"] as? [String: Any], runs["using"] as? String == "composite",
              let steps = runs["steps"] as? [[String: Any]] else {
            throw HarnessError("action.yml is not a composite action")
        }
        func strings(_ value: Any?) -> [String: String] {
            (value as? [String: Any] ?? [:]).mapValues { "\($0)" }
        }
        let inputs = (root["inputs"] as? [String: [String: Any]] ?? [:]).mapValues { spec in spec["default"].map { "\($0)" } ?? "" }
        let outputs = (root["outputs"] as? [String: [String: Any]] ?? [:]).mapValues { spec in spec["value"] as? String ?? "" }
        return ActionDefinition(inputs: inputs, outputs: outputs, steps: steps.map { step in
            Step(name: step["name"] as? String ?? "", id: step["id"] as? String, condition: step["if"].map { "\($0)" },
                 shell: step["shell"] as? String, run: step["run"] as? String, uses: step["uses"] as? String,
                 env: strings(step["env"]), with: strings(step["with"]))
        })
    }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs the steps of action.yml as GitHub's runner does, on this machine: each `run:` step through
/// `bash --noprofile --norc -eo pipefail FILE` in the workspace, with the runner's variables
/// (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STEP_SUMMARY, GITHUB_WORKSPACE,
/// GITHUB_ACTION_PATH, RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP) and the step's `env:`, its `${{ }}`
/// expressions evaluated from the inputs and earlier steps' outputs. The two actions it uses stand
/// in: actions/cache/restore restores `cachedBinary` when given, actions/cache/save and upload-sarif
/// record what they would save and upload.
/// An expression naming an input, step or output the action does not have is an error, as is a
/// step output the table `stepOutputs` does not list: so a typo fails here, not in a user's CI.
final class ActionRun {
    struct StepResult {
        var name: String
        var ran: Bool
        var status: Int32
        var output: String
        var error: String
        var summary: String
    }

    /// The outputs each step may write; an expression may name only these.
    static let stepOutputs: [String: Set<String>] = [
        "prepare": ["cache-key", "bin-directory", "binary"],
        "cache": ["cache-hit"],
        "scan": ["exit-code", "report-directory", "text-file", "sarif-file", "html-file", "json-file", "junit-file",
                 "annotated-directory"],
    ]

    let action: ActionDefinition
    let actionPath: URL
    let workspace: URL
    let runnerTemp: URL
    var inputs: [String: String]
    /// When set, actions/cache "restores" this binary (a cache hit); otherwise it misses.
    var cachedBinary: URL?
    /// Extra variables every step sees (the runner's own environment).
    var environment: [String: String]

    private(set) var results: [StepResult] = []
    private(set) var stepOutputValues: [String: [String: String]] = [:]
    private(set) var uploads: [[String: String]] = []
    private(set) var saves: [[String: String]] = []
    private(set) var pathAdditions: [String] = []
    private(set) var problems: [String] = []
    private var exported: [String: String] = [:]
    private var failed = false

    init(action: ActionDefinition, actionPath: URL, workspace: URL, runnerTemp: URL, inputs: [String: String],
         environment: [String: String]) {
        self.action = action
        self.actionPath = actionPath
        self.workspace = workspace
        self.runnerTemp = runnerTemp
        self.inputs = inputs
        self.environment = environment
    }

    /// True when a step failed: the action's step fails in the user's job.
    var actionFailed: Bool { failed }

    /// The action's outputs, evaluated as the runner does after the last step.
    var outputs: [String: String] {
        action.outputs.mapValues { interpolate($0) }
    }

    func result(_ name: String) -> StepResult? { results.first { $0.name == name } }

    func run() throws {
        for name in inputs.keys where action.inputs[name] == nil { problems.append("input '\(name)' is not declared in action.yml") }
        for (index, step) in action.steps.enumerated() {
            let runs = try evaluateCondition(step.condition)
            guard runs else {
                results.append(StepResult(name: step.name, ran: false, status: 0, output: "", error: "", summary: ""))
                continue
            }
            if let uses = step.uses {
                try use(uses, step)
            } else {
                try runShell(step, index: index)
            }
        }
    }

    // MARK: Steps

    private func use(_ uses: String, _ step: ActionDefinition.Step) throws {
        let with = step.with.mapValues { interpolate($0) }
        var outputs: [String: String] = [:]
        if uses.hasPrefix("actions/cache/restore@") || uses.hasPrefix("actions/cache/save@") {
            guard let path = with["path"], !path.isEmpty, let key = with["key"], !key.isEmpty else {
                throw HarnessError("\(uses) needs a path and a key, got \(with)")
            }
        }
        if uses.hasPrefix("actions/cache/save@") {
            saves.append(with)
        } else if uses.hasPrefix("actions/cache/restore@"), let path = with["path"], let key = with["key"] {
            if let cachedBinary {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: path + "/snapguard")
                try FileManager.default.copyItem(atPath: cachedBinary.path, toPath: path + "/snapguard")
                try Data((key + "\n").utf8).write(to: URL(fileURLWithPath: path + "/.cache-key"))
                outputs["cache-hit"] = "true"
            } else {
                outputs["cache-hit"] = "false"
            }
        } else if uses.hasPrefix("github/codeql-action/upload-sarif@") {
            uploads.append(with)
        } else {
            throw HarnessError("action.yml uses \(uses), which ActionRun does not stand in for")
        }
        record(step, outputs: outputs)
        results.append(StepResult(name: step.name, ran: true, status: 0, output: "", error: "", summary: ""))
    }

    private func runShell(_ step: ActionDefinition.Step, index: Int) throws {
        guard let script = step.run else { throw HarnessError("step '\(step.name)' has neither run nor uses") }
        guard step.shell == "bash" else { throw HarnessError("step '\(step.name)': a composite run step needs shell: bash, not \(step.shell ?? "none")") }
        if script.contains("${{") { problems.append("step '\(step.name)' has an expression inside its shell code (script injection)") }
        let folder = runnerTemp.appendingPathComponent("_step\(index)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = ["GITHUB_OUTPUT": "output", "GITHUB_ENV": "env", "GITHUB_PATH": "path", "GITHUB_STEP_SUMMARY": "summary"]
            .mapValues { folder.appendingPathComponent($0) }
        for file in files.values { try Data().write(to: file) }
        let scriptFile = folder.appendingPathComponent("script.sh")
        try Data(script.utf8).write(to: scriptFile)

        var env = environment.merging(exported) { _, new in new }
        env["PATH"] = (pathAdditions.reversed() + [environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
        env["GITHUB_ACTIONS"] = "true"
        env["CI"] = "true"
        env["GITHUB_WORKSPACE"] = workspace.path
        env["GITHUB_ACTION_PATH"] = actionPath.path
        env["RUNNER_TEMP"] = runnerTemp.path
        for (name, file) in files { env[name] = file.path }
        for (name, value) in step.env { env[name] = interpolate(value) }

        let outcome = try SnapGuardBinary.runProgram(URL(fileURLWithPath: "/bin/bash"),
                                                     ["--noprofile", "--norc", "-eo", "pipefail", scriptFile.path],
                                                     in: workspace, environment: env)
        record(step, outputs: try Self.keyValues(String(contentsOf: files["GITHUB_OUTPUT"]!, encoding: .utf8)))
        exported.merge(try Self.keyValues(String(contentsOf: files["GITHUB_ENV"]!, encoding: .utf8))) { _, new in new }
        pathAdditions += try String(contentsOf: files["GITHUB_PATH"]!, encoding: .utf8).split(separator: "\n").map(String.init)
        let summary = try String(contentsOf: files["GITHUB_STEP_SUMMARY"]!, encoding: .utf8)
        results.append(StepResult(name: step.name, ran: true, status: outcome.status, output: outcome.output, error: outcome.error,
                                  summary: summary))
        if outcome.status != 0 { failed = true }
    }

    private func record(_ step: ActionDefinition.Step, outputs: [String: String]) {
        guard let id = step.id else {
            if !outputs.isEmpty { problems.append("step '\(step.name)' writes outputs but has no id") }
            return
        }
        let allowed = Self.stepOutputs[id] ?? []
        for name in outputs.keys where !allowed.contains(name) {
            problems.append("step '\(id)' writes output '\(name)', which ActionRun.stepOutputs does not list")
        }
        stepOutputValues[id] = outputs
    }

    /// `name=value` lines and `name<<DELIMITER` blocks, as the runner reads GITHUB_OUTPUT and GITHUB_ENV.
    static func keyValues(_ text: String) throws -> [String: String] {
        var values: [String: String] = [:]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let line = lines.popFirst() {
            if line.isEmpty { continue }
            if let range = line.range(of: "<<"), !line[..<range.lowerBound].contains("=") {
                let name = String(line[..<range.lowerBound]), delimiter = String(line[range.upperBound...])
                var body: [String] = []
                while let next = lines.popFirst(), next != delimiter { body.append(next) }
                values[name] = body.joined(separator: "\n")
            } else if let equals = line.firstIndex(of: "=") {
                values[String(line[..<equals])] = String(line[line.index(after: equals)...])
            } else {
                throw HarnessError("malformed line in a runner file: '\(line)'")
            }
        }
        return values
    }

    // MARK: Expressions

    /// A string with `${{ expression }}` parts replaced by their values.
    func interpolate(_ text: String) -> String {
        var result = "", rest = Substring(text)
        while let start = rest.range(of: "${{") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "}}") else {
                problems.append("unclosed expression in '\(text)'")
                return result
            }
            result += evaluate(String(rest[start.upperBound..<end.lowerBound])).text
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    private func evaluateCondition(_ condition: String?) throws -> Bool {
        guard var condition = condition?.trimmingCharacters(in: .whitespaces), !condition.isEmpty else { return !failed }
        if condition.hasPrefix("${{"), condition.hasSuffix("}}") { condition = String(condition.dropFirst(3).dropLast(2)) }
        // As the runner does: a condition without a status function also needs success().
        let statusFunctions = ["success()", "failure()", "always()", "cancelled()"]
        let value = evaluate(condition).truthy
        return statusFunctions.contains { condition.contains($0) } ? value : value && !failed
    }

    func evaluate(_ expression: String) -> ExpressionValue {
        var parser = ExpressionParser(expression) { [self] path in resolve(path) }
        let value = parser.parse()
        if let problem = parser.problem { problems.append("\(problem) in '\(expression)'") }
        return value
    }

    private func resolve(_ path: [String]) -> ExpressionValue {
        switch path.first {
        case "inputs" where path.count == 2:
            guard let value = inputs[path[1]] ?? action.inputs[path[1]] else {
                problems.append("inputs.\(path[1]) is not declared in action.yml")
                return .string("")
            }
            return .string(value)
        case "steps" where path.count == 4 && path[2] == "outputs":
            guard let allowed = Self.stepOutputs[path[1]], allowed.contains(path[3]) else {
                problems.append("steps.\(path[1]).outputs.\(path[3]) names no step output of action.yml")
                return .string("")
            }
            return .string(stepOutputValues[path[1]]?[path[3]] ?? "")
        case "github" where path == ["github", "action_path"]: return .string(actionPath.path)
        case "github" where path == ["github", "workspace"]: return .string(workspace.path)
        case "runner" where path == ["runner", "temp"]: return .string(runnerTemp.path)
        case "runner" where path == ["runner", "os"]: return .string(environment["RUNNER_OS"] ?? "")
        case "runner" where path == ["runner", "arch"]: return .string(environment["RUNNER_ARCH"] ?? "")
        case "success()": return .bool(!failed)
        case "failure()": return .bool(failed)
        case "always()": return .bool(true)
        case "cancelled()": return .bool(false)
        default:
            problems.append("'\(path.joined(separator: "."))' is not a context ActionRun knows")
            return .string("")
        }
    }
}

enum ExpressionValue: Equatable {
    case string(String)
    case bool(Bool)

    var text: String {
        switch self {
        case .string(let value): value
        case .bool(let value): value ? "true" : "false"
        }
    }

    /// GitHub's truthiness: false and '' are false, any other string (even 'false') is true.
    var truthy: Bool {
        switch self {
        case .string(let value): !value.isEmpty
        case .bool(let value): value
        }
    }
}

/// The part of GitHub's expression language that action.yml may use: `||`, `&&`, `!`, `==` and
/// `!=` (strings compare ignoring case), parentheses, 'string' literals, context paths such as
/// `steps.scan.outputs.exit-code`, and the status functions. Anything else is a problem.
struct ExpressionParser {
    private let characters: [Character]
    private var position = 0
    private let resolve: ([String]) -> ExpressionValue
    private(set) var problem: String?

    init(_ expression: String, resolve: @escaping ([String]) -> ExpressionValue) {
        characters = Array(expression)
        self.resolve = resolve
    }

    mutating func parse() -> ExpressionValue {
        let value = or()
        skipSpaces()
        if position < characters.count, problem == nil { problem = "unexpected '\(String(characters[position...]))'" }
        return value
    }

    private mutating func or() -> ExpressionValue {
        var value = and()
        while take("||") {
            let right = and()
            value = value.truthy ? value : right
        }
        return value
    }

    private mutating func and() -> ExpressionValue {
        var value = comparison()
        while take("&&") {
            let right = comparison()
            value = value.truthy ? right : value
        }
        return value
    }

    private mutating func comparison() -> ExpressionValue {
        let left = unary()
        if take("==") { return .bool(left.text.lowercased() == unary().text.lowercased()) }
        if take("!=") { return .bool(left.text.lowercased() != unary().text.lowercased()) }
        return left
    }

    private mutating func unary() -> ExpressionValue {
        if take("!") { return .bool(!unary().truthy) }
        return primary()
    }

    private mutating func primary() -> ExpressionValue {
        skipSpaces()
        if take("(") {
            let value = or()
            if !take(")") { problem = problem ?? "missing ')'" }
            return value
        }
        guard position < characters.count else {
            problem = problem ?? "expression ends early"
            return .string("")
        }
        if characters[position] == "'" {
            var text = ""
            position += 1
            while position < characters.count {
                if characters[position] == "'" {
                    if position + 1 < characters.count, characters[position + 1] == "'" {
                        text.append("'")
                        position += 2
                        continue
                    }
                    position += 1
                    return .string(text)
                }
                text.append(characters[position])
                position += 1
            }
            problem = problem ?? "unclosed string"
            return .string(text)
        }
        var word = ""
        while position < characters.count, characters[position].isLetter || characters[position].isNumber || "_-.".contains(characters[position]) {
            word.append(characters[position])
            position += 1
        }
        guard !word.isEmpty else {
            problem = problem ?? "unexpected '\(characters[position])'"
            position = characters.count
            return .string("")
        }
        if take("()") { return resolve([word + "()"]) }
        if word == "true" || word == "false" { return .bool(word == "true") }
        return resolve(word.split(separator: ".").map(String.init))
    }

    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let end = position + token.count
        guard end <= characters.count, String(characters[position..<end]) == token else { return false }
        if token == "!", end < characters.count, characters[end] == "=" { return false }
        position = end
        return true
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }
}
