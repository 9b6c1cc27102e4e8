import Foundation
import XCTest

/// The shipped integrations (`.pre-commit-hooks.yaml`, `Examples/Integrations/*`) run against the real binary:
/// every duo-lint command line they contain must be accepted, and they must behave as their comments say.
final class CLIIntegrationFilesTests: CLITestCase {
    private var integrations: String { Self.packageRoot + "/Examples/Integrations" }

    private var binDirectory: String { (Self.binary as NSString).deletingLastPathComponent }

    private var pathWithBinary: String {
        binDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    private func makeProject(error: Bool = true) throws {
        try write("App/Bar.swift", Self.warningSource)
        if error { try write("App/Screen.swift", Self.errorSource) }
        try write("App/Clean.swift", Self.cleanSource)
    }

    /// `duo-lint …` command lines in a file (YAML `run:`/`entry:` values, shell lines, JSON args), comments excluded.
    private func commandLines(in file: String) throws -> [String] {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { raw -> String? in
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") || line.hasPrefix("echo") || line.hasPrefix("//") { return nil }
            for prefix in ["run:", "entry:"] where line.hasPrefix(prefix) {
                line = String(line.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
            }
            guard line.hasPrefix("duo-lint ") else { return nil }
            return line
        }
    }

    // MARK: pre-commit

    func testPreCommitHooksEntriesRun() throws {
        let yaml = try String(contentsOfFile: Self.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        var hooks: [(id: String, entry: String)] = []
        var id = ""
        for raw in yaml.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- id:") { id = line.dropFirst(5).trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("entry:") { hooks.append((id, line.dropFirst(6).trimmingCharacters(in: .whitespaces))) }
            if line.hasPrefix("language:") { XCTAssertEqual(line, "language: swift") }
            if line.hasPrefix("pass_filenames:") { XCTAssertEqual(line, "pass_filenames: true") }
        }
        XCTAssertEqual(hooks.map(\.id), ["duo-lint", "duo-lint-strict"])
        try makeProject()
        // pre-commit runs `entry` followed by the staged .swift file names, from the repository root.
        for (hookID, entry) in hooks {
            let words = entry.split(separator: " ").map(String.init)
            XCTAssertEqual(words.first, "duo-lint")
            let args = Array(words.dropFirst())
            let errorRun = try lint(args + ["App/Screen.swift", "App/Bar.swift"])
            XCTAssertEqual(errorRun.status, 1, "\(hookID): \(errorRun.stderr)")
            let warningRun = try lint(args + ["App/Bar.swift", "App/Clean.swift"])
            XCTAssertEqual(warningRun.status, hookID == "duo-lint-strict" ? 1 : 0, "\(hookID): \(warningRun.stderr)")
            XCTAssertEqual(try lint(args + ["App/Clean.swift"]).status, 0, hookID)
        }
    }

    func testPreCommitConfigExampleUsesTheShippedHookIDs() throws {
        let example = try String(contentsOfFile: integrations + "/pre-commit-config.yaml", encoding: .utf8)
        let yaml = try String(contentsOfFile: Self.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        for line in example.split(separator: "\n") where line.contains("id: ") {
            let id = line.components(separatedBy: "id: ")[1].trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(yaml.contains("- id: \(id)\n"), "pre-commit-config.yaml uses unknown hook id \(id)")
        }
    }

    // MARK: Xcode

    func testXcodeRunScript() throws {
        try makeProject()
        let script = integrations + "/xcode-run-script.sh"
        let env = ["SRCROOT": root, "PATH": pathWithBinary, "DERIVED_FILE_DIR": root + "/Derived"]
        let failing = try run("/bin/sh", [script], cwd: "/", env: env)
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
        XCTAssertTrue(failing.stdout.contains("\(root)/App/Screen.swift:5:13: error: "), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("\(root)/App/Bar.swift:2:11: warning: "), failing.stdout)
        // Warnings alone do not fail the build, unless DUO_LINT_STRICT=1.
        try FileManager.default.removeItem(atPath: root + "/App/Screen.swift")
        XCTAssertEqual(try run("/bin/sh", [script], cwd: "/", env: env).status, 0)
        var strict = env
        strict["DUO_LINT_STRICT"] = "1"
        XCTAssertEqual(try run("/bin/sh", [script], cwd: "/", env: strict).status, 1)
        // A broken config is reported as a warning and does not block the build.
        try write(".duo-lint.json", "{")
        let broken = try run("/bin/sh", [script], cwd: "/", env: env)
        XCTAssertEqual(broken.status, 0)
        XCTAssertTrue(broken.stdout.contains("warning: duo-lint could not run (exit status 2)"), broken.stdout)
        // Without duo-lint on PATH: a warning, not a failure.
        let missing = try run("/bin/sh", [script], cwd: "/", env: ["SRCROOT": root, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(missing.status, 0)
        XCTAssertTrue(missing.stdout.hasPrefix("warning: "), missing.stdout)
    }

    // MARK: VS Code

    func testVSCodeTasksRunAndTheirProblemMatchersMatch() throws {
        try makeProject()
        let data = try Data(contentsOf: URL(fileURLWithPath: integrations + "/vscode-tasks.json"))
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tasks = json["tasks"] as? [[String: Any]] else { return XCTFail("tasks.json is not a task list") }
        XCTAssertEqual(tasks.count, 2)
        for task in tasks {
            let label = task["label"] as? String ?? "?"
            var command = task["command"] as? String ?? ""
            let args = (task["args"] as? [String] ?? []).map { "'\($0)'" }.joined(separator: " ")
            command = (command + " " + args)
                .replacingOccurrences(of: "${workspaceFolder}", with: root)
                .replacingOccurrences(of: "${relativeFile}", with: "App/Screen.swift")
                .replacingOccurrences(of: "${file}", with: root + "/App/Screen.swift")
            XCTAssertFalse(command.contains("${"), "\(label): unsubstituted variable in \(command)")
            let result = try run("/bin/sh", ["-c", command], env: ["PATH": pathWithBinary])
            XCTAssertEqual(result.status, 1, "\(label): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(label) runs with --quiet")
            guard let matcher = task["problemMatcher"] as? [String: Any],
                  let pattern = matcher["pattern"] as? [String: Any], let regexp = pattern["regexp"] as? String else {
                XCTFail("\(label) has no problem matcher")
                continue
            }
            let regex = try NSRegularExpression(pattern: regexp)
            var files: [String] = []
            for line in result.stdoutLines {
                let ns = line as NSString
                guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else {
                    XCTFail("\(label): the problem matcher misses \(line)")
                    continue
                }
                let fileGroup = pattern["file"] as? Int ?? 1
                files.append(ns.substring(with: m.range(at: fileGroup)))
                XCTAssertEqual(ns.substring(with: m.range(at: pattern["code"] as? Int ?? 6)).isEmpty, false)
            }
            XCTAssertTrue(files.contains("App/Screen.swift"), "\(label): \(files)")
        }
    }

    // MARK: GitHub Actions

    func testGitHubWorkflowCommandsRun() throws {
        try makeProject()
        let sarifCommands = try commandLines(in: integrations + "/github-actions-sarif.yml")
        XCTAssertFalse(sarifCommands.isEmpty)
        for command in sarifCommands {
            let result = try run("/bin/sh", ["-c", command], env: ["PATH": pathWithBinary])
            XCTAssertEqual(result.status, 1, "\(command): \(result.stderr)")
        }
        XCTAssertTrue(exists("duo-lint.sarif"), "the SARIF workflow writes duo-lint.sarif")
        try SARIFSchemaValidator.assertValid(try read("duo-lint.sarif"))

        let gateFile = integrations + "/github-actions-baseline.yml"
        let gateCommands = try commandLines(in: gateFile)
        XCTAssertFalse(gateCommands.isEmpty)
        // The documented way to create the baseline (from the workflow's comments).
        let text = try String(contentsOfFile: gateFile, encoding: .utf8)
        let create = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.contains("duo-lint lint --write-baseline") }
            .map { String($0[$0.range(of: "duo-lint lint --write-baseline")!.lowerBound...]) }
        XCTAssertNotNil(create)
        let created = try run("/bin/sh", ["-c", create ?? "false"], env: ["PATH": pathWithBinary])
        XCTAssertEqual(created.status, 0, created.stderr)
        for command in gateCommands {
            let clean = try run("/bin/sh", ["-c", command], env: ["PATH": pathWithBinary])
            XCTAssertEqual(clean.status, 0, "\(command): \(clean.stdout) \(clean.stderr)")
            XCTAssertEqual(clean.stdout, "")
        }
        // A new error fails the gate and shows up as an annotation.
        try write("App/New.swift", Self.errorSource)
        for command in gateCommands {
            let gate = try run("/bin/sh", ["-c", command], env: ["PATH": pathWithBinary])
            XCTAssertEqual(gate.status, 1, "\(command): \(gate.stderr)")
            XCTAssertTrue(gate.stdout.hasPrefix("::error file=App/New.swift,line=5,col=13,"), gate.stdout)
        }
    }

    /// Every option the integrations use exists (documented in --help).
    func testIntegrationsUseOnlyRealOptions() throws {
        let help = try lint(["--help"]).stdout
        var files = try FileManager.default.contentsOfDirectory(atPath: integrations).map { integrations + "/" + $0 }
        files.append(Self.packageRoot + "/.pre-commit-hooks.yaml")
        files.append(Self.packageRoot + "/README.md")
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let regex = try NSRegularExpression(pattern: #"(?<!run )(?<!package )(?<![\w/-])duo-lint(?: lint)?((?: +(?:--?[a-z-]+|\$strict))+)"#)
            let ns = text as NSString
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                for option in ns.substring(with: match.range(at: 1)).split(separator: " ") where option.hasPrefix("-") {
                    XCTAssertTrue(help.contains(String(option)), "\((file as NSString).lastPathComponent) uses \(option), which --help does not know")
                }
            }
        }
    }
}
