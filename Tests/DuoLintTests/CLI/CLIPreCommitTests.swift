import Foundation
import XCTest

/// The hooks of `.pre-commit-hooks.yaml` run by the real `pre-commit` package (`pre-commit try-repo` on this
/// checkout), in a fresh git repository. Skipped, with the reason, when pre-commit is not installed
/// (`requireTools(.preCommit)`; `.ci/install-test-deps.sh` installs it) or this checkout is not a git repository. duo-lint is not rebuilt:
/// `DUO_LINT_BINARY` points the hook at a wrapper of the binary under test that logs each run.
final class CLIPreCommitTests: CLITestCase {
    private func hookRepository() throws -> String {
        let probe = try run("/usr/bin/env", ["git", "-C", Self.packageRoot, "rev-parse", "--is-inside-work-tree"])
        guard probe.status == 0 else { throw XCTSkip("\(Self.packageRoot) is not a git repository: pre-commit try-repo needs one") }
        return Self.packageRoot
    }

    private var log: String { root + "/duo-lint-runs.log" }

    private func environment() throws -> [String: String] {
        let wrapper = try write("bin/duo-lint-logged", "#!/bin/sh\necho \"$*\" >> '\(log)'\nexec '\(Self.binary)' \"$@\"\n")
        XCTAssertEqual(chmod(wrapper, 0o755), 0)
        let env = ProcessInfo.processInfo.environment
        return ["PRE_COMMIT_HOME": root + "/.pre-commit-home", "DUO_LINT_BINARY": wrapper,
                "PATH": (env["PATH"] ?? "/usr/bin:/bin"), "HOME": env["HOME"] ?? root]
    }

    private func runs() -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Without pass_filenames, pre-commit runs duo-lint once on thousands of files (it used to split them into
    /// batches, losing cross-file facts between them); on a commit it lints the staged content and a blocked
    /// commit ends with why and how to bypass it; the strict hook blocks warnings.
    func testFrameworkHooksRunOnceAndLintTheStagedContentOnCommit() throws {
        try requireTools(.preCommit)
        let preCommit = try TestTool.preCommit.path()
        let hooks = try hookRepository()
        try gitInit()
        // 3,000 files with long names: about 200 KB of arguments, more than pre-commit passes to one process.
        for i in 0..<3_000 {
            try write("Sources/Feature\(i % 40)/Screens/ScreenNumber\(i)WithAQuiteLongDescriptiveFileName.swift",
                      "import SwiftUI\nstruct Screen\(i): View { var body: some View { Text(\"\(i)\") } }\n")
        }
        // A view declared in the first file, used inside a ScrollView in the last: a cross-file finding.
        try write("AAA/Panes.swift", """
        import SwiftUI
        struct Panes: View {
            var body: some View { ArrangementView { Text("a") } secondary: { Text("b") } }
        }

        """)
        try write("ZZZ/Feed.swift", """
        import SwiftUI
        struct Feed: View {
            var body: some View { ScrollView { Panes() } }
        }

        """)
        try git(["add", "-A"])
        try git(["commit", "-q", "--no-verify", "-m", "init"])
        let env = try environment()

        let all = try run(preCommit, ["try-repo", hooks, "duo-lint", "--all-files", "--verbose"], env: env)
        XCTAssertEqual(all.status, 1, all.stdout + all.stderr)
        XCTAssertEqual(runs(), ["lint ."], "one run on the whole set: \(runs())")
        XCTAssertTrue(all.stdout.contains("ZZZ/Feed.swift:3:40: error: "), all.stdout.suffix(2_000).description)
        XCTAssertTrue(all.stdout.contains("in 3002 files"), all.stdout.suffix(500).description)

        // A commit: only the staged content is linted, and the output ends with the reason and the bypass.
        try write("ZZZ/Feed.swift", "import SwiftUI\nstruct Feed: View { var body: some View { Text(\"ok\") } }\n")
        try write("New/Bar.swift", Self.warningSource)
        try git(["add", "ZZZ/Feed.swift", "New/Bar.swift"])
        try write("New/Bar.swift", Self.errorSource)  // unstaged: not what is committed
        let commit = try run(preCommit, ["try-repo", hooks, "duo-lint", "--verbose"], env: env)
        XCTAssertEqual(commit.status, 0, commit.stdout + commit.stderr)
        XCTAssertEqual(runs().last, "lint --staged")
        XCTAssertTrue(commit.stdout.contains("New/Bar.swift:2:11: warning: "), commit.stdout)
        XCTAssertTrue(commit.stdout.contains("in 2 files"), commit.stdout)

        let strict = try run(preCommit, ["try-repo", hooks, "duo-lint-strict"], env: env)
        XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
        XCTAssertEqual(runs().last, "lint --staged --strict")
        let lines = strict.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        XCTAssertTrue(lines.contains("duo-lint: commit blocked by 1 warning (--strict); fix it, or commit without this check once: git commit --no-verify"),
                      strict.stdout)
        XCTAssertEqual(runs().count, 3, "each hook run is one duo-lint run")
    }

    /// Examples/Integrations/pre-commit-config.yaml as a user takes it: from a fresh clone of duo-lint that has no
    /// tag (only branch main is published), `rev:` the sha `git rev-parse HEAD` prints, `pre-commit install`, then
    /// commits. A commit with a warning passes and shows it (the hooks are verbose); one with an error is blocked with
    /// the reason; `pre-commit autoupdate` moves rev to the clone's newest commit (no tag to find).
    func testTheExampleConfigWorksFromACloneWithNoTags() throws {
        let example = try String(contentsOfFile: Self.packageRoot + "/Examples/Integrations/pre-commit-config.yaml", encoding: .utf8)
        let hooksFile = try String(contentsOfFile: Self.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        // What a reader sees before any tool runs: a commit placeholder, the command that prints it, no tag.
        XCTAssertTrue(example.contains("    rev: <commit-sha> "), example)
        XCTAssertTrue(example.contains("git ls-remote https://github.com/your-org/duo-lint HEAD"), example)
        XCTAssertTrue(example.contains("git rev-parse HEAD"), example)
        XCTAssertNil(example.range(of: #"rev: v[0-9]"#, options: .regularExpression), "no tag is pinned")
        XCTAssertEqual(hooksFile.components(separatedBy: "\n  verbose: true\n").count - 1,
                       hooksFile.components(separatedBy: "- id: ").count - 1, "every hook is verbose")

        try requireTools(.preCommit)
        let preCommit = try TestTool.preCommit.path()
        let source = try hookRepository()
        let clone = root + "/duo-lint-clone"
        try git(["clone", "-q", "--no-tags", source, clone])
        for tag in try git(["tag", "-l"], cwd: clone).stdoutLines where !tag.isEmpty { try git(["tag", "-d", tag], cwd: clone) }
        XCTAssertEqual(try git(["tag", "-l"], cwd: clone).stdout, "", "the clone has no tag")
        let sha = try git(["rev-parse", "HEAD"], cwd: clone).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(sha.range(of: "^[0-9a-f]{40}$", options: .regularExpression), sha)

        let app = root + "/app"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        try git(["init", "-q", "."], cwd: app)
        try git(["config", "commit.gpgsign", "false"], cwd: app)
        let config = example.replacingOccurrences(of: "https://github.com/your-org/duo-lint", with: clone)
            .replacingOccurrences(of: "<commit-sha>", with: sha)
        try write("app/.pre-commit-config.yaml", config)
        try write("app/App/Clean.swift", Self.cleanSource)
        try git(["add", "-A"], cwd: app)
        try git(["commit", "-q", "--no-verify", "-m", "init"], cwd: app)
        let env = try environment()
        let install = try run(preCommit, ["install"], cwd: app, env: env)
        XCTAssertEqual(install.status, 0, install.stdout + install.stderr)

        // A warning: the commit goes through and the finding is shown.
        try write("app/App/Bar.swift", Self.warningSource)
        try git(["add", "App/Bar.swift"], cwd: app)
        let warned = try run("/usr/bin/env", ["git", "commit", "-m", "warn"], cwd: app, env: env)
        XCTAssertEqual(warned.status, 0, warned.stdout + warned.stderr)
        XCTAssertTrue((warned.stdout + warned.stderr).contains("App/Bar.swift:2:11: warning: "), warned.stdout + warned.stderr)
        XCTAssertEqual(runs().last, "lint --staged")

        // An error: blocked, with the reason and the bypass.
        try write("app/App/Bad.swift", Self.errorSource)
        try git(["add", "App/Bad.swift"], cwd: app)
        let blocked = try run("/usr/bin/env", ["git", "commit", "-m", "bad"], cwd: app, env: env)
        XCTAssertNotEqual(blocked.status, 0)
        XCTAssertTrue((blocked.stdout + blocked.stderr).contains("duo-lint: commit blocked by 1 error; fix it, or commit without this check once: git commit --no-verify"),
                      blocked.stdout + blocked.stderr)

        // autoupdate with no tag: rev becomes the branch's newest commit.
        try git(["commit", "-q", "--allow-empty", "-m", "newer"], cwd: clone)
        let newer = try git(["rev-parse", "HEAD"], cwd: clone).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let update = try run(preCommit, ["autoupdate"], cwd: app, env: env)
        XCTAssertEqual(update.status, 0, update.stdout + update.stderr)
        let updated = try String(contentsOfFile: app + "/.pre-commit-config.yaml", encoding: .utf8)
        XCTAssertTrue(updated.contains("rev: \(newer)"), updated)
    }
}
