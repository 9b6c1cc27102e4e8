import Foundation
import XCTest

/// `--staged` and `install-hook` in real git repositories (README.md, Usage and Integrations).
final class CLIGitTests: CLITestCase {
    private func commitAll(_ message: String = "init") throws {
        try git(["add", "-A"])
        try git(["commit", "-q", "--no-verify", "-m", message])
    }

    // MARK: --staged

    func testStagedLintsTheIndexNotTheWorkingTree() throws {
        try gitInit()
        try write("App/Edited.swift", Self.cleanSource)
        try write("App/Deleted.swift", Self.cleanSource)
        try write("App/Untouched.swift", Self.errorSource)   // committed, not staged: not linted
        try write("App/Unstaged.swift", Self.cleanSource)
        try commitAll()
        XCTAssertEqual(try lint(["--staged"]).stdout, "")

        // Staged: an error. Working tree: fixed again, not staged.
        try write("App/Edited.swift", Self.errorSource)
        try git(["add", "App/Edited.swift"])
        try write("App/Edited.swift", Self.cleanSource)
        // Unstaged change with a finding, an untracked file, a staged deletion, a staged non-Swift file.
        try write("App/Unstaged.swift", Self.errorSource)
        try write("App/Untracked.swift", Self.errorSource)
        try git(["rm", "-q", "App/Deleted.swift"])
        try write("README.md", "UIToolbar()\n")
        try git(["add", "README.md"])

        let result = try lint(["--staged"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.description), ["App/Edited.swift:5:13: error [arrangement-in-scroll-view]"])
        XCTAssertTrue(result.stderr.contains("in 1 file"), result.stderr)

        // The reverse: the index is clean while the working tree is not.
        try write("App/Edited.swift", Self.cleanSource)
        try git(["add", "App/Edited.swift"])
        try write("App/Edited.swift", Self.errorSource)
        let clean = try lint(["--staged"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "")
    }

    func testStagedRenamesAndNewFilesAreLinted() throws {
        try gitInit()
        try write("Old.swift", Self.warningSource)
        try commitAll()
        try git(["mv", "Old.swift", "New Name.swift"])
        try write("Added.swift", Self.warningSource)
        try git(["add", "Added.swift"])
        let result = try lint(["--staged", "--format", "json"])
        XCTAssertEqual(jsonLocations(result).map(\.path), ["Added.swift", "New Name.swift"])
    }

    /// A staged symbolic link is not source: its blob is the link target, which must not be linted as Swift.
    func testStagedSymbolicLinksAreSkipped() throws {
        try gitInit()
        try write("Real.swift", Self.cleanSource)
        try symlink("Link.swift", to: "UIToolbar()")   // the blob's text would be a finding
        try git(["add", "-A"])
        let result = try lint(["--staged"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("in 1 file"), result.stderr)
    }

    func testStagedFromASubdirectory() throws {
        try gitInit()
        try write("App/Views/V.swift", Self.warningSource)
        try write("Other/O.swift", Self.warningSource)
        try git(["add", "-A"])
        let result = try lint(["--staged"], cwd: "App")
        XCTAssertEqual(textLocations(result).map(\.path), [root + "/Other/O.swift", "Views/V.swift"].sorted())
    }

    func testStagedHonoursTheConfig() throws {
        try gitInit()
        try write(".duo-lint.json", #"{"exclude": ["**/Generated/**"], "severity": {"custom-bar-instance": "error"}}"#)
        try write("App/Generated/G.swift", Self.warningSource)
        try write("App/A.swift", Self.warningSource)
        try write("Pods/P.swift", Self.warningSource)
        try git(["add", "-A"])
        let result = try lint(["--staged"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(textLocations(result).map(\.description), ["App/A.swift:2:11: error [custom-bar-instance]"])
    }

    func testStagedOutsideARepositoryExitsTwo() throws {
        try write("A.swift", Self.errorSource)
        let byHand = try lint(["--staged"], env: ["GIT_CEILING_DIRECTORIES": root])
        XCTAssertEqual(byHand.status, 2)
        // Run by hand: the reason only (no commit is being made).
        XCTAssertEqual(byHand.stderrLines.count, 1, byHand.stderr)
        XCTAssertFalse(byHand.stderr.contains("commit"), byHand.stderr)
        let result = try lint(["--staged"], env: ["GIT_CEILING_DIRECTORIES": root, "DUO_LINT_HOOK": "1"])
        XCTAssertEqual(result.status, 2)
        // From a hook: the reason, then why the commit is blocked.
        XCTAssertEqual(result.stderrLines.count, 2, result.stderr)
        XCTAssertEqual(result.stderrLines.last, "duo-lint: commit blocked: duo-lint could not check it (see the error above); fix that, or commit without this check once: git commit --no-verify")
        XCTAssertEqual(result.stdout, "")
    }

    // MARK: install-hook

    private var hookPath: String { root + "/.git/hooks/pre-commit" }

    private var pathWithBinary: [String: String] {
        let dir = (Self.binary as NSString).deletingLastPathComponent
        return ["PATH": dir + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    func testInstallHookWritesAnExecutableHookAndRefusesForeignOnes() throws {
        try gitInit()
        let installed = try lint(["install-hook"])
        XCTAssertEqual(installed.status, 0, installed.stderr)
        XCTAssertEqual(installed.stdout, "")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hookPath))
        let script = try String(contentsOfFile: hookPath, encoding: .utf8)
        XCTAssertTrue(script.hasPrefix("#!/bin/sh\n"), script)
        XCTAssertTrue(script.contains("--staged"), script)
        // Installing again replaces our own hook.
        XCTAssertEqual(try lint(["install-hook"]).status, 0)
        // A hook duo-lint did not write is kept unless --force.
        let foreign = "#!/bin/sh\necho mine\n"
        try write(".git/hooks/pre-commit", foreign)
        let refused = try lint(["install-hook"])
        assertUsageError(refused, mentions: ["pre-commit", "--force"])
        XCTAssertEqual(try String(contentsOfFile: hookPath, encoding: .utf8), foreign)
        let forced = try lint(["install-hook", "--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(try String(contentsOfFile: hookPath, encoding: .utf8), script)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hookPath))
    }

    func testInstallHookFromASubdirectoryAndWithHooksPath() throws {
        try gitInit()
        try mkdir("App/Views")
        XCTAssertEqual(try lint(["install-hook"], cwd: "App/Views").status, 0)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hookPath))
        try git(["config", "core.hooksPath", "githooks"])
        XCTAssertEqual(try lint(["install-hook"], cwd: "App").status, 0)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: root + "/githooks/pre-commit"))
    }

    func testInstallHookOutsideARepositoryExitsTwo() throws {
        let result = try lint(["install-hook"], env: ["GIT_CEILING_DIRECTORIES": root])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
    }

    /// The installed hook blocks a commit whose staged content fails and lets a clean one through.
    func testHookBlocksFailingCommitsAndPassesCleanOnes() throws {
        try gitInit()
        try write("App/A.swift", Self.cleanSource)
        try commitAll()
        XCTAssertEqual(try lint(["install-hook"]).status, 0)

        // A failing staged file blocks the commit, even though the working tree copy is clean.
        try write("App/Bad.swift", Self.errorSource)
        try git(["add", "App/Bad.swift"])
        try write("App/Bad.swift", Self.cleanSource)
        let blocked = try run("/usr/bin/env", ["git", "commit", "-q", "-m", "bad"], env: pathWithBinary)
        XCTAssertNotEqual(blocked.status, 0, "the hook should block: \(blocked.stderr)")
        XCTAssertTrue(blocked.stdout.contains("App/Bad.swift:5:13: error:") || blocked.stderr.contains("App/Bad.swift:5:13: error:"),
                      blocked.stdout + blocked.stderr)
        XCTAssertEqual(try git(["rev-list", "--count", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines), "1")

        // Staging the fixed file lets it through; warnings do not block.
        try git(["add", "App/Bad.swift"])
        try write("App/Warn.swift", Self.warningSource)
        try git(["add", "App/Warn.swift"])
        let passed = try run("/usr/bin/env", ["git", "commit", "-q", "-m", "good"], env: pathWithBinary)
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
        XCTAssertEqual(try git(["rev-list", "--count", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines), "2")

        // `git commit -a` lints what -a stages.
        try write("App/A.swift", Self.errorSource)
        let all = try run("/usr/bin/env", ["git", "commit", "-q", "-a", "-m", "all"], env: pathWithBinary)
        XCTAssertNotEqual(all.status, 0)
        // `git commit PATH` (a temporary index) too.
        let only = try run("/usr/bin/env", ["git", "commit", "-q", "-m", "only", "App/A.swift"], env: pathWithBinary)
        XCTAssertNotEqual(only.status, 0)
        XCTAssertEqual(try git(["rev-list", "--count", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines), "2")
    }

    /// Without duo-lint on PATH the hook falls back to the binary that installed it — also when that binary
    /// was itself found through PATH (argv[0] is then just "duo-lint").
    func testHookFindsTheInstallingBinaryWithoutPATH() throws {
        try gitInit()
        let viaPath = try run("/usr/bin/env", ["duo-lint", "install-hook"], env: pathWithBinary)
        XCTAssertEqual(viaPath.status, 0, viaPath.stderr)
        let script = try String(contentsOfFile: hookPath, encoding: .utf8)
        XCTAssertTrue(script.contains("'\(Self.binary)'"), script)
        try write("Bad.swift", Self.errorSource)
        try git(["add", "Bad.swift"])
        let git = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/git" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/git"
        let dir = (git as NSString).deletingLastPathComponent
        let blocked = try run(git, ["commit", "-q", "-m", "bad"], env: ["PATH": "\(dir):/usr/bin:/bin"])
        XCTAssertNotEqual(blocked.status, 0, blocked.stderr)
    }

    /// A blocked commit ends with one line saying why and how to bypass the check; `install-hook --strict` makes
    /// warnings block too; the config's baseline applies to the hook.
    func testBlockedCommitSaysWhyAndHowToBypassAndStrictBlocksWarnings() throws {
        try gitInit()
        try write("App/A.swift", Self.cleanSource)
        try commitAll()
        XCTAssertEqual(try lint(["install-hook"]).status, 0)
        try write("App/Bad.swift", Self.errorSource)
        try git(["add", "App/Bad.swift"])
        let blocked = try run("/usr/bin/env", ["git", "commit", "-q", "-m", "bad"], env: pathWithBinary)
        XCTAssertNotEqual(blocked.status, 0)
        XCTAssertEqual(blocked.stderrLines.last,
                       "duo-lint: commit blocked by 1 error; fix it, or commit without this check once: git commit --no-verify",
                       blocked.stderr)
        let bypassed = try run("/usr/bin/env", ["git", "commit", "-q", "--no-verify", "-m", "bypass"], env: pathWithBinary)
        XCTAssertEqual(bypassed.status, 0, bypassed.stderr)

        // Warnings pass the plain hook and block the strict one.
        try write("App/Warn.swift", Self.warningSource)
        try git(["add", "App/Warn.swift"])
        let strict = try lint(["install-hook", "--strict"])
        XCTAssertEqual(strict.status, 0, strict.stderr)
        XCTAssertTrue(try String(contentsOfFile: hookPath, encoding: .utf8).contains("lint --staged --strict"))
        let warned = try run("/usr/bin/env", ["git", "commit", "-q", "-m", "warn"], env: pathWithBinary)
        XCTAssertNotEqual(warned.status, 0)
        XCTAssertEqual(warned.stderrLines.last,
                       "duo-lint: commit blocked by 1 warning (--strict); fix it, or commit without this check once: git commit --no-verify")
        XCTAssertEqual(try lint(["install-hook"]).status, 0)
        XCTAssertFalse(try String(contentsOfFile: hookPath, encoding: .utf8).contains("--strict"))
        XCTAssertEqual(try run("/usr/bin/env", ["git", "commit", "-q", "-m", "warn"], env: pathWithBinary).status, 0)

        // A known finding recorded in the config's baseline does not block; a broken config blocks with the reason.
        try write("App/Known.swift", Self.errorSource)
        XCTAssertEqual(try lint(["--write-baseline", ".duo-lint-baseline.json"]).status, 0)
        try write(".duo-lint.json", #"{"baseline": ".duo-lint-baseline.json"}"#)
        try git(["add", "App/Known.swift", ".duo-lint.json", ".duo-lint-baseline.json"])
        let staged = try lint(["--staged"])
        XCTAssertEqual(staged.status, 0, staged.stderr)
        XCTAssertTrue(staged.stderrLines.last?.hasSuffix("— 1 known finding in the baseline") ?? false, staged.stderr)
        XCTAssertEqual(try run("/usr/bin/env", ["git", "commit", "-q", "-m", "known"], env: pathWithBinary).status, 0)
        try write(".duo-lint.json", #"{"baseline": 3}"#)
        try write("App/Next.swift", Self.cleanSource)
        try git(["add", "App/Next.swift"])
        let broken = try run("/usr/bin/env", ["git", "commit", "-q", "-m", "next"], env: pathWithBinary)
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertTrue(broken.stderr.contains(#""baseline" must be a non-empty path string"#), broken.stderr)
        XCTAssertTrue(broken.stderrLines.last?.hasPrefix("duo-lint: commit blocked: duo-lint could not check it") ?? false, broken.stderr)
    }

    /// When duo-lint can be found neither on PATH nor where it was installed from, the hook says so and blocks.
    func testHookWithoutABinarySaysSoAndBlocks() throws {
        try gitInit()
        let copy = root + "/bin/duo-lint"
        try mkdir("bin")
        try FileManager.default.copyItem(atPath: Self.binary, toPath: copy)
        XCTAssertEqual(try run(copy, ["install-hook"]).status, 0)
        try FileManager.default.removeItem(atPath: copy)
        try write("A.swift", Self.cleanSource)
        try git(["add", "A.swift"])
        let git = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/git" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/git"
        let dir = (git as NSString).deletingLastPathComponent
        let blocked = try run(git, ["commit", "-q", "-m", "a"], env: ["PATH": "\(dir):/usr/bin:/bin"])
        XCTAssertNotEqual(blocked.status, 0, "a missing linter must not pass silently")
        XCTAssertEqual(blocked.stderrLines.last,
                       "duo-lint: commit blocked: duo-lint is not on PATH (nor at \(copy)); install it, or commit without this check once: git commit --no-verify")
    }
}
