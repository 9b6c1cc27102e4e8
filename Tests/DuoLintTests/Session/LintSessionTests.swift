@testable import DuoLint
import Foundation
import XCTest

/// The orchestration layer (`LintSession`, `Sources/DuoLint/Session/`): a request of each kind gives, in process, the
/// outcome the CLI gives for the same arguments — the same findings, rendered by the same reporter, the same counts —
/// and its errors come before any file is read.
final class LintSessionTests: CLITestCase {
    /// What the CLI prints with `--format json` for these findings.
    private func json(_ findings: [Finding], _ session: LintSession) -> String {
        let context = ReportContext(toolVersion: DuoLintInfo.version, rules: RuleRegistry.allDescriptorsIncludingMeta,
                                    ruleHelp: { RuleDocs.byID[$0] }, helpLinks: session.runConfiguration.helpLinks)
        return renderReport(findings, format: .json, context: context)
    }

    private func makeSession(_ inputs: LintRequest.Inputs = .paths([]), baseline: LintRequest.BaselineChoice = .fromConfiguration,
                         selection: RuleSelection = RuleSelection()) throws -> LintSession {
        try LintSession(LintRequest(inputs: inputs, currentDirectory: root, selection: selection, baseline: baseline, jobs: 2))
    }

    /// A project with an error, a warning, a clean file and a file left out of scope (test code).
    private func writeProject() throws {
        try write("App/Screen.swift", Self.errorSource)
        try write("App/Bar.swift", Self.warningSource)
        try write("App/Clean.swift", Self.cleanSource)
        try write("AppTests/ScreenTests.swift", "import XCTest\nimport UIKit\nlet bar = UIToolbar()\n")
    }

    func testPathsRequestGivesTheFindingsAndCountsOfTheCLI() throws {
        try writeProject()
        let cli = try lint(["--format", "json"])
        XCTAssertEqual(cli.status, 1, cli.stderr)
        let session = try makeSession()
        let outcome = try session.lint()
        XCTAssertEqual(outcome.findings.map(\.ruleID).sorted(), [Self.errorRule, Self.warningRule])
        XCTAssertEqual(json(outcome.findings, session), cli.stdout)
        XCTAssertEqual(outcome.filesReported, 3)
        XCTAssertEqual(outcome.outOfScope, 1)
        XCTAssertTrue(outcome.reportsEveryFile)
        XCTAssertTrue(cli.stderr.contains("in 3 files, 1 left out of scope"), cli.stderr)
        XCTAssertEqual(outcome.errors, [])
        XCTAssertNil(outcome.nothingJudged)
        // Every file linted was read once and kept, its bytes those on disk.
        XCTAssertEqual(outcome.linted.map(\.path).sorted(),
                       ["App/Bar.swift", "App/Clean.swift", "App/Screen.swift", "AppTests/ScreenTests.swift"])
        for input in outcome.linted {
            XCTAssertEqual(outcome.source(of: input.path), Array(try read(input.path).utf8), input.path)
        }
    }

    func testPathsGivenAreReportedAsTheCLIReportsThem() throws {
        try writeProject()
        let cli = try lint(["--format", "json", "App/Screen.swift", "App/Clean.swift"])
        let session = try makeSession(.paths(["App/Screen.swift", "App/Clean.swift"]))
        let outcome = try session.lint()
        XCTAssertEqual(outcome.findings.map(\.ruleID), [Self.errorRule])
        XCTAssertEqual(json(outcome.findings, session), cli.stdout)
        XCTAssertEqual(outcome.filesReported, 2)
    }

    func testStdinRequestReportsTheBufferWithTheProjectAsContext() throws {
        try writeProject()
        try write(".duo-lint.json", "{}\n")
        // The buffer fixes the screen's error and adds a toolbar; the file on disk keeps the error.
        let buffer = Self.warningSource
        let cli = try lint(["--format", "json", "--stdin-path", "App/Screen.swift"], stdin: buffer)
        XCTAssertEqual(cli.status, 0, cli.stderr)
        let session = try makeSession(.stdin(path: "App/Screen.swift", read: { Array(buffer.utf8) }))
        let outcome = try session.lint()
        XCTAssertEqual(outcome.findings.map(\.ruleID), [Self.warningRule])
        XCTAssertEqual(outcome.findings.map(\.path), ["App/Screen.swift"])
        XCTAssertEqual(json(outcome.findings, session), cli.stdout)
        XCTAssertEqual(outcome.filesReported, 1, "the rest of the project is context")
        XCTAssertFalse(outcome.reportsEveryFile)
        XCTAssertEqual(outcome.source(of: "App/Screen.swift"), Array(buffer.utf8), "the buffer stands in for the file")
    }

    func testStdinRequestForAnExcludedPathReportsNothing() throws {
        try writeProject()
        try write(".duo-lint.json", #"{"exclude": ["App/Screen.swift"]}"# + "\n")
        let outcome = try makeSession(.stdin(path: "App/Screen.swift", read: { Array(Self.errorSource.utf8) })).lint()
        XCTAssertEqual(outcome.findings, [])
        XCTAssertEqual(outcome.filesReported, 0)
        XCTAssertNil(outcome.nothingJudged, "an editor's excluded buffer is no error")
        XCTAssertNil(outcome.projects, "nothing walked")
        let cli = try lint(["--stdin-path", "App/Screen.swift"], stdin: Self.errorSource)
        XCTAssertEqual(cli.status, 0, cli.stderr)
    }

    func testStagedRequestLintsTheIndex() throws {
        try gitInit()
        try writeProject()
        try git(["add", "-A"])
        try git(["commit", "-q", "--no-verify", "-m", "init"])
        // Staged: the clean file gets a toolbar; the working tree goes back to clean.
        try write("App/Clean.swift", Self.warningSource)
        try git(["add", "App/Clean.swift"])
        try write("App/Clean.swift", Self.cleanSource)
        let cli = try lint(["--staged", "--format", "json"])
        let session = try makeSession(.staged)
        let outcome = try session.lint()
        XCTAssertEqual(outcome.findings.map(\.path), ["App/Clean.swift"])
        XCTAssertEqual(json(outcome.findings, session), cli.stdout)
        XCTAssertEqual(outcome.filesReported, 1)
        XCTAssertEqual(outcome.source(of: "App/Clean.swift"), Array(Self.warningSource.utf8), "the staged content")
    }

    func testBaselineWrittenThenApplied() throws {
        try writeProject()
        let first = try makeSession(baseline: .none).lint()
        XCTAssertNil(try first.writeBaseline(first.findings, to: "known.json"), "no previous baseline")
        XCTAssertTrue(exists("known.json"))
        // Named by the config: both findings are known. A new one is not.
        try write(".duo-lint.json", #"{"baseline": "known.json"}"# + "\n")
        try write("App/More.swift", Self.warningSource)
        let session = try makeSession()
        XCTAssertEqual(session.baseline?.file, "known.json")
        let outcome = try session.lint()
        let split = try XCTUnwrap(outcome.applyBaseline(outcome.findings))
        XCTAssertEqual(split.known, 2)
        XCTAssertEqual(split.new.map(\.path), ["App/More.swift"])
        let cli = try lint(["--format", "json"])
        XCTAssertEqual(json(split.new, session), cli.stdout)
        XCTAssertTrue(cli.stderr.contains("2 known findings in the baseline"), cli.stderr)
        // Written again: compared with the one that was there.
        let again = try XCTUnwrap(try outcome.writeBaseline(outcome.findings, to: "known.json"))
        XCTAssertEqual(again.new, 1)
        XCTAssertEqual(again.stale, 0)
        // --no-baseline: none.
        XCTAssertNil(try makeSession(baseline: .none).lint().applyBaseline(outcome.findings))
    }

    func testErrorsComeBeforeAnyFileIsRead() throws {
        try writeProject()
        final class Counter: @unchecked Sendable { var reads = 0 }
        let counter = Counter()
        let stdin = LintRequest.Inputs.stdin(path: "App/Screen.swift", read: {
            counter.reads += 1
            return Array(Self.errorSource.utf8)
        })
        // A baseline the config names and that does not exist.
        try write(".duo-lint.json", #"{"baseline": "missing.json"}"# + "\n")
        let missing = try lint(["--stdin-path", "App/Screen.swift"], stdin: Self.errorSource)
        XCTAssertEqual(missing.status, 2)
        XCTAssertThrowsError(try makeSession(stdin)) { error in
            XCTAssertEqual(missing.stderrLines, ["duo-lint: \(error)"])
            XCTAssertTrue("\(error)".hasPrefix("missing.json: the baseline named in "), "\(error)")
        }
        // A rule selection that leaves nothing.
        try write(".duo-lint.json", "{}\n")
        XCTAssertThrowsError(try makeSession(stdin, selection: RuleSelection(disable: ["all"]))) { error in
            XCTAssertEqual("\(error)", "no rule left to run: --disable all, and no --enable ID after it (see RULE SELECTION in duo-lint --help)")
        }
        XCTAssertThrowsError(try makeSession(stdin, selection: RuleSelection(only: ["no-such-rule"]))) { error in
            XCTAssertTrue("\(error)".hasPrefix("--only: unknown rule id 'no-such-rule'"), "\(error)")
        }
        // A broken config at the root.
        try write(".duo-lint.json", "{\"enable\": 3}\n")
        XCTAssertThrowsError(try makeSession(stdin))
        XCTAssertEqual(counter.reads, 0, "the buffer is read after the configuration is resolved")
        // A broken nested config stops the walk before any file is linted, with the CLI's line.
        try write(".duo-lint.json", "{}\n")
        try write("App/.duo-lint.json", "{\"disable\": [\"no-such-rule\"]}\n")
        let cli = try lint([])
        XCTAssertEqual(cli.status, 2)
        XCTAssertThrowsError(try makeSession().lint()) { error in
            XCTAssertEqual(cli.stderrLines, ["duo-lint: \(error)"])
        }
    }

    func testNothingJudgedIsTheCLIsError() throws {
        try write("README.md", "nothing to lint\n")
        let cli = try lint([])
        XCTAssertEqual(cli.status, 2)
        let outcome = try makeSession().lint()
        let reason = try XCTUnwrap(outcome.nothingJudged)
        XCTAssertEqual(cli.stderrLines, ["duo-lint: \(reason)"])
        try write(".duo-lint.json", #"{"allow-no-files": true}"# + "\n")
        XCTAssertNil(try makeSession().lint().nothingJudged)
    }

    func testFixAppliesVerifiesInMemoryAndWrites() throws {
        try write("App/Curl.swift", CLIFixTests.hingeSource)
        let cli = try lint(["fix", "--diff", "--only", CLIFixTests.rule, "App"])
        let selection = RuleSelection(only: [CLIFixTests.rule])
        let outcome = try makeSession(.paths(["App"]), selection: selection).lint()
        XCTAssertEqual(outcome.findings.count, 2)
        let fixed = outcome.fix(outcome.findings, request: FixRequest())
        XCTAssertEqual(fixed.appliedCount, 1)
        XCTAssertEqual(fixed.failures.count, 0)
        XCTAssertEqual(fixed.remaining.findings.map(\.line), [13])
        XCTAssertEqual(fixed.files.map { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed) }.joined(), cli.stdout)
        XCTAssertEqual(try read("App/Curl.swift"), CLIFixTests.hingeSource, "nothing written yet")
        // Written only while the file still holds the text the run read.
        let written = outcome.write(fixed)
        XCTAssertEqual(written.written, 1)
        XCTAssertEqual(written.errors, [])
        XCTAssertEqual(try read("App/Curl.swift"), CLIFixTests.hingeFixed)
        let stale = outcome.write(fixed)
        XCTAssertEqual(stale.written, 0)
        XCTAssertEqual(stale.errors, ["App/Curl.swift: changed on disk while duo-lint was fixing it; not written (run duo-lint fix again)"])
    }

    func testTheStoreReadsEachFileOnce() throws {
        final class Counter: @unchecked Sendable { var loads = 0 }
        let counter = Counter()
        let store = SourceStore()
        let input = store.keeping(LintInput(path: "A.swift", load: {
            counter.loads += 1
            return Array("let a = \(counter.loads)\n".utf8)
        }))
        XCTAssertNil(store["A.swift"])
        let first = try input.load()
        XCTAssertEqual(try input.load(), first)
        XCTAssertEqual(try input.load(), first)
        XCTAssertEqual(counter.loads, 1)
        XCTAssertEqual(store["A.swift"], Array("let a = 1\n".utf8))
        // A read that fails is not kept: it is tried again.
        struct Unreadable: Error {}
        let failing = store.keeping(LintInput(path: "B.swift", load: {
            counter.loads += 1
            throw Unreadable()
        }))
        XCTAssertThrowsError(try failing.load())
        XCTAssertThrowsError(try failing.load())
        XCTAssertEqual(counter.loads, 3)
        XCTAssertNil(store["B.swift"])
    }

    func testRuleSelectionAndTheOptionsOfAConfiguration() throws {
        let configured: Set<String> = [Self.errorRule, Self.warningRule]
        XCTAssertEqual(try RuleSelection().rules(configured: configured), configured)
        XCTAssertEqual(try RuleSelection(only: [Self.errorRule]).rules(configured: configured), [Self.errorRule])
        XCTAssertEqual(try RuleSelection(enable: [Self.warningRule], disable: ["all"]).rules(configured: configured),
                       [Self.warningRule])
        XCTAssertEqual(try RuleSelection(disable: [Self.errorRule, Self.warningRule]).rules(configured: configured, allowEmpty: true), [])
        let meta = try XCTUnwrap(MetaRules.all.first?.id)
        XCTAssertThrowsError(try RuleSelection(enable: [meta]).rules(configured: configured)) { error in
            XCTAssertTrue("\(error)".contains("is a meta diagnostic and always on"), "\(error)")
        }
        // The options of a configuration: its own rules, less the selection's; none when nothing is left.
        let configuration = EffectiveConfiguration.builtInDefault(currentDirectory: "/")
        XCTAssertEqual(RuleSelection().options(for: configuration, jobs: 3).enabledRules, configuration.enabledRules)
        XCTAssertEqual(RuleSelection().options(for: configuration, jobs: 3).jobs, 3)
        XCTAssertEqual(RuleSelection(only: [Self.errorRule]).options(for: configuration, jobs: 1).enabledRules, [Self.errorRule])
        XCTAssertEqual(RuleSelection(disable: ["all"]).options(for: configuration, jobs: 1).enabledRules, [])
        XCTAssertTrue(RuleSelection().options(for: configuration, jobs: 1, inventory: true).collectsInventory)
    }
}
