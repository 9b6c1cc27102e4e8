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

    /// The hooks' entries run as pre-commit runs them (once, from the repository root, no file names): the staged
    /// content when something is staged, the working tree otherwise. (CLIPreCommitTests runs the real pre-commit.)
    func testPreCommitHooksEntriesRun() throws {
        let yaml = try String(contentsOfFile: Self.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        var hooks: [(id: String, entry: String)] = []
        var id = ""
        for raw in yaml.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- id:") { id = line.dropFirst(5).trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("entry:") { hooks.append((id, line.dropFirst(6).trimmingCharacters(in: .whitespaces))) }
            if line.hasPrefix("language:") { XCTAssertEqual(line, "language: script") }
            if line.hasPrefix("pass_filenames:") { XCTAssertEqual(line, "pass_filenames: false", "never batches of file names") }
        }
        XCTAssertEqual(hooks.map(\.id), ["duo-lint", "duo-lint-strict"])
        try gitInit()
        try makeProject()
        try git(["add", "-A"])
        try git(["commit", "-q", "--no-verify", "-m", "init"])
        let env = ["DUO_LINT_BINARY": Self.binary, "PATH": pathWithBinary]
        for (hookID, entry) in hooks {
            let words = entry.split(separator: " ").map(String.init)
            let script = Self.packageRoot + "/" + words[0]
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: script), script)
            let args = Array(words.dropFirst())
            // Nothing staged (pre-commit run --all-files): the working tree.
            let all = try run(script, args, env: env)
            XCTAssertEqual(all.status, 1, "\(hookID): \(all.stderr)")
            XCTAssertTrue(all.stderr.contains("in 3 files"), all.stderr)
            // Staged: exactly the staged content.
            try write("App/Staged.swift", Self.warningSource)
            try git(["add", "App/Staged.swift"])
            let staged = try run(script, args, env: env)
            XCTAssertEqual(staged.status, hookID == "duo-lint-strict" ? 1 : 0, "\(hookID): \(staged.stderr)")
            XCTAssertEqual(textLocations(staged).map(\.path), ["App/Staged.swift"])
            try git(["reset", "-q", "App/Staged.swift"])
            try FileManager.default.removeItem(atPath: root + "/App/Staged.swift")
        }
        // Without DUO_LINT_BINARY and without swift, the script says so (it would build duo-lint from its checkout).
        let noSwift = try run(Self.packageRoot + "/" + hooks[0].entry, [], env: ["PATH": "/usr/bin:/bin", "HOME": root])
        if !FileManager.default.isExecutableFile(atPath: Self.packageRoot + "/.build/release/duo-lint")
            && !FileManager.default.isExecutableFile(atPath: "/usr/bin/swift") {
            XCTAssertEqual(noSwift.status, 2)
            XCTAssertTrue(noSwift.stderr.contains("swift is not on PATH"), noSwift.stderr)
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
        // A broken config is an error that fails the build, with duo-lint's reason.
        try write(".duo-lint.json", "{")
        let broken = try run("/bin/sh", [script], cwd: "/", env: env)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stdout.contains("error: duo-lint: \(root)/.duo-lint.json: invalid JSON"), broken.stdout)
        XCTAssertTrue(broken.stdout.contains("error: duo-lint could not check the sources (exit status 2)"), broken.stdout)
        try FileManager.default.removeItem(atPath: root + "/.duo-lint.json")
        // Without duo-lint on PATH: a warning, not a failure.
        let missing = try run("/bin/sh", [script], cwd: "/", env: ["SRCROOT": root, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(missing.status, 0)
        XCTAssertTrue(missing.stdout.hasPrefix("warning: "), missing.stdout)
        // Without SRCROOT, or with one that does not exist: an error, not a silent pass.
        let unset = try run("/bin/sh", [script], cwd: "/", env: ["PATH": pathWithBinary])
        XCTAssertEqual(unset.status, 1)
        XCTAssertTrue(unset.stdout.contains("error: duo-lint: SRCROOT is not set"), unset.stdout + unset.stderr)
        let gone = try run("/bin/sh", [script], cwd: "/", env: ["SRCROOT": root + "/nope", "PATH": pathWithBinary])
        XCTAssertEqual(gone.status, 1)
        XCTAssertTrue(gone.stdout.contains("error: duo-lint: cannot enter SRCROOT"), gone.stdout)
    }

    /// Paths are made absolute by the shell: an SRCROOT holding `&`, `|`, `\\` or spaces is kept as it is.
    func testXcodeRunScriptWithOddCharactersInSRCROOT() throws {
        let odd = "A & B | C \\ d"
        try write("\(odd)/App/Screen.swift", Self.errorSource)
        let srcroot = root + "/" + odd
        let env = ["SRCROOT": srcroot, "PATH": pathWithBinary, "DERIVED_FILE_DIR": root + "/Derived"]
        let result = try run("/bin/sh", [integrations + "/xcode-run-script.sh"], cwd: "/", env: env)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").first.map(String.init)?.hasPrefix("\(srcroot)/App/Screen.swift:5:13: error: "),
                       true, result.stdout)
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
            // The task says what it lints: a task cannot read an unsaved buffer.
            if (task["command"] as? String ?? "").contains("--stdin-path") {
                XCTAssertTrue((task["detail"] as? String ?? "").contains("saved"), "\(label): \(task["detail"] ?? "")")
                XCTAssertFalse(label.contains("unsaved") || (task["detail"] as? String ?? "").contains("unsaved buffer"), label)
            }
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
        let sarif = try read("duo-lint.sarif")

        let gateFile = integrations + "/github-actions-baseline.yml"
        let gateCommands = try commandLines(in: gateFile)
        XCTAssertFalse(gateCommands.isEmpty)
        // The documented set-up (from the workflow's comments): write the baseline, name it in the config.
        let text = try String(contentsOfFile: gateFile, encoding: .utf8)
        let setup = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("#     ") }.map { String($0.dropFirst(6)) }.filter { !$0.hasPrefix("git ") }
        XCTAssertEqual(setup.count, 2, "\(setup)")
        for command in setup {
            let done = try run("/bin/sh", ["-c", command], env: ["PATH": pathWithBinary])
            XCTAssertEqual(done.status, 0, "\(command): \(done.stderr)")
        }
        XCTAssertTrue(try read(".duo-lint.json").contains("\"baseline\""))
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
        // Last, as it needs the schema: the SARIF the workflow uploads is valid.
        try requireTools(.sarifSchema, .jsonschema)
        try SARIFSchemaValidator.assertValid(sarif)
    }

    /// What the workflows and the pre-commit example promise: the current upload-sarif, a time limit, the built
    /// binary cached per duo-lint revision, only the duo-lint product built (statically linked), a pinned release.
    func testIntegrationExamplesFollowCurrentPractice() throws {
        for name in ["github-actions-sarif.yml", "github-actions-baseline.yml"] {
            let text = try String(contentsOfFile: integrations + "/" + name, encoding: .utf8)
            XCTAssertTrue(text.contains("timeout-minutes:"), name)
            XCTAssertTrue(text.contains("uses: actions/cache@v4"), name)
            XCTAssertTrue(text.contains("key: duo-lint-${{ runner.os }}-swift-6.3-${{ steps.duo-lint-rev.outputs.sha }}"), name)
            XCTAssertTrue(text.contains("swift build -c release --product duo-lint --static-swift-stdlib"), name)
            XCTAssertFalse(text.contains("upload-sarif@v3"), name)
            XCTAssertTrue(text.contains("DUO_LINT_REF: main"), "\(name) names branch main (no tag is published)")
            XCTAssertTrue(text.contains("git ls-remote https://github.com/your-org/duo-lint HEAD"), "\(name) says how to pin a commit")
        }
        XCTAssertTrue(try String(contentsOfFile: integrations + "/github-actions-sarif.yml", encoding: .utf8)
            .contains("uses: github/codeql-action/upload-sarif@v4"))
        let example = try String(contentsOfFile: integrations + "/pre-commit-config.yaml", encoding: .utf8)
        XCTAssertTrue(example.contains("rev: <commit-sha> "), "pre-commit-config.yaml pins a commit (CLIPreCommitTests runs it)")
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        XCTAssertTrue(readme.contains("swift build -c release --product duo-lint --static-swift-stdlib"))
        XCTAssertTrue(readme.contains("No release tags are published"), "the README says what to pin")
        for file in ["README.md", "Examples/Integrations/README.md"] + (try FileManager.default.contentsOfDirectory(atPath: integrations)).map({ "Examples/Integrations/" + $0 }) {
            let text = (try? String(contentsOfFile: Self.packageRoot + "/" + file, encoding: .utf8)) ?? ""
            XCTAssertNil(text.range(of: #"(rev|DUO_LINT_REF):\s*v[0-9]|git tag v|a tag such as v"#, options: .regularExpression),
                         "\(file) relies on a tag; only branch main is published")
        }
    }

    /// Every option the integrations use exists (documented in --help).
    func testIntegrationsUseOnlyRealOptions() throws {
        let help = try lint(["--help"]).stdout
        var files = try FileManager.default.contentsOfDirectory(atPath: integrations).map { integrations + "/" + $0 }
        files.append(Self.packageRoot + "/.pre-commit-hooks.yaml")
        files.append(Self.packageRoot + "/README.md")
        var checked = 0
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let regex = try NSRegularExpression(pattern: #"(?<!run )(?<!--product )(?<!package )(?<![\w/-])duo-lint(?: lint)?((?: +(?:--?[a-z-]+|\$strict))+)"#)
            let ns = text as NSString
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                for option in ns.substring(with: match.range(at: 1)).split(separator: " ") where option.hasPrefix("-") {
                    checked += 1
                    XCTAssertTrue(help.contains(String(option)), "\((file as NSString).lastPathComponent) uses \(option), which --help does not know")
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "the integrations' options were found")
    }
}
