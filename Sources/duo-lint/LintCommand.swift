import DuoLint
import Foundation

/// `duo-lint [lint]` (and `report`, `fix`): arguments → `LintRequest` → `LintSession` (the core's orchestration:
/// configuration, rules, baseline, files, engine) → `LintOutcome` → fixes, baseline, report → exit status.
enum LintCommand {
    static func run(_ args: Arguments) throws -> Int32 {
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)
        if args.verbose && args.format != .text {
            throw UsageError(description: "--verbose is for --format text (the other formats carry each rule's help already)")
        }
        let session = try LintSession(request(args, cwd: cwd))
        let outcome = try session.lint()
        defer { KeptUntilExit.shared.keep([session, outcome]) }
        for warning in outcome.scopeWarnings {
            FileHandle.standardError.write("duo-lint: warning: \(warning.path): \(warning.message)\n")
        }
        for warning in outcome.notSourceWarnings { FileHandle.standardError.write("duo-lint: warning: \(warning)\n") }
        var findings = outcome.findings
        var errors = outcome.errors
        for line in errors { FileHandle.standardError.write("duo-lint: \(line)\n") }
        if errors.isEmpty, let reason = outcome.nothingJudged { throw UsageError(description: reason) }

        // Fixes (README, *Fixes*): applied in rounds, each verified by linting the project again with the edited texts
        // standing in for their files; the findings left are then reported as a lint reports them.
        var fixOutput: String?
        if args.fix, outcome.projects != nil {
            let fixed = try FixCommand.fix(args, outcome, findings)
            findings = fixed.remaining
            fixOutput = fixed.output
            errors += fixed.errors
        }

        if let path = args.writeBaseline {
            let previous = try outcome.writeBaseline(findings, to: path)
            if !args.quiet {
                var line = "duo-lint: recorded \(plural(findings.count, "finding")) in \(path)"
                if let previous {
                    line += " (\(previous.new) new, \(previous.stale) fixed or gone since the previous baseline)"
                }
                FileHandle.standardError.write(line + "\n")
            }
            return errors.isEmpty ? 0 : 2
        }
        let allFindings = findings
        var known = 0
        if let split = outcome.applyBaseline(findings) {
            findings = split.new
            known = split.known
        }

        if args.absolutePaths {
            findings = findings.map { finding in
                var f = finding
                f.path = FileCollector.absolute(f.path, base: cwd)
                for i in f.related.indices { f.related[i].path = FileCollector.absolute(f.related[i].path, base: cwd) }
                return f
            }.sorted(by: Finding.reportOrder)
        }

        // Report
        let helpLinks = session.runConfiguration.helpLinks
        let context = ReportContext(toolVersion: DuoLintInfo.version, rules: RuleRegistry.allDescriptorsIncludingMeta,
                                    ruleHelp: { RuleDocs.byID[$0] }, helpLinks: helpLinks)
        let report = fixOutput != nil ? fixOutput!
            : ReportCommand.wantsReport(args)
            ? try ReportCommand.render(args, outcome, findings: allFindings, cwd: cwd, helpLinks: helpLinks)
            : args.verbose ? renderVerboseText(findings) : renderReport(findings, format: args.format, context: context)
        if let output = args.output ?? ReportCommand.defaultOutput(args) {
            try writeAtomically(report, to: output)
            if args.output == nil {
                FileHandle.standardError.write("duo-lint: wrote the report to \(FileCollector.absolute(output, base: cwd)) "
                                               + "(open it in a browser; --output FILE to choose the file, or pipe it: duo-lint report > FILE)\n")
            }
        } else if !report.isEmpty {
            let coloured = fixOutput == nil && !ReportCommand.wantsReport(args) && args.format == .text
                && Colour.enabled(args.color, environment: ProcessInfo.processInfo.environment, isTerminal: isatty(1) == 1)
            FileHandle.standardOutput.write(coloured ? Colour.paint(report) : report)
        }

        let errorCount = findings.filter { $0.severity == .error }.count
        let warningCount = findings.filter { $0.severity == .warning }.count
        let noteCount = findings.count - errorCount - warningCount
        let filesReported = outcome.filesReported
        if !args.quiet {
            var summary = "\(plural(findings.count, "finding")) (\(plural(errorCount, "error")), \(plural(warningCount, "warning")), \(plural(noteCount, "note"))) in \(plural(filesReported, "file"))"
            if outcome.outOfScope > 0 && outcome.reportsEveryFile { summary += ", \(outcome.outOfScope) left out of scope (see duo-lint files)" }
            if session.baseline != nil { summary += " — \(plural(known, "known finding")) in the baseline" }
            summary += FixCommand.fixableNote(findings, fixing: args.fix, unsafe: args.unsafeFixes)
            FileHandle.standardError.write(summary + "\n")
        }
        if args.command == .report { return errors.isEmpty ? 0 : 2 }  // a report, not a gate (`duo-lint lint` gates)
        let status: Int32 = !errors.isEmpty ? 2 : (errorCount > 0 || (args.strict && warningCount > 0)) ? 1 : 0
        if let stamp = args.stamp, status != 2 {
            try writeStamp("// duo-lint \(DuoLintInfo.version): \(plural(findings.count, "finding")) (\(plural(errorCount, "error")), \(plural(warningCount, "warning")), \(plural(noteCount, "note"))) in \(plural(filesReported, "file"))\n", to: stamp)
        }
        // Only a hook (DUO_LINT_HOOK=1, set by install-hook's script and Scripts/pre-commit-hook.sh) speaks of a
        // commit; `lint --staged` run by hand reports findings like any run.
        if args.staged && status != 0 && LintCommand.runByHook {
            FileHandle.standardError.write(blockedCommitLine(status: status, errors: errorCount,
                                                             warnings: args.strict ? warningCount : 0) + "\n")
        }
        return status
    }

    /// The run the arguments ask for.
    static func request(_ args: Arguments, cwd: String) -> LintRequest {
        let inputs: LintRequest.Inputs
        if let path = args.stdinPath {
            inputs = .stdin(path: path, read: readStandardInput)
        } else if args.staged {
            inputs = .staged
        } else {
            inputs = .paths(args.paths)
        }
        // The baseline: --baseline, else the config's (unless --no-baseline or writing one).
        let baseline: LintRequest.BaselineChoice = args.writeBaseline != nil || args.noBaseline ? .none
            : args.baseline.map { .file($0) } ?? .fromConfiguration
        return LintRequest(inputs: inputs, currentDirectory: cwd, configFile: args.config, selection: selection(args),
                           baseline: baseline, jobs: args.jobs, inventory: ReportCommand.wantsReport(args))
    }

    /// `--only`, `--enable`, `--disable`.
    static func selection(_ args: Arguments) -> RuleSelection {
        RuleSelection(only: args.only, enable: args.enable, disable: args.disable)
    }

    /// Whether a git hook runs duo-lint (the hooks set `DUO_LINT_HOOK=1`).
    static var runByHook: Bool {
        let v = ProcessInfo.processInfo.environment["DUO_LINT_HOOK"] ?? ""
        return !v.isEmpty && v != "0"
    }

    /// The last line of a blocked commit (`--staged` failing): why, and how to bypass the check once.
    static func blockedCommitLine(status: Int32, errors: Int, warnings: Int) -> String {
        let bypass = "or commit without this check once: git commit --no-verify"
        if status == 2 { return "duo-lint: commit blocked: duo-lint could not check it (see the error above); fix that, \(bypass)" }
        var reasons: [String] = []
        if errors > 0 { reasons.append(plural(errors, "error")) }
        if warnings > 0 { reasons.append(plural(warnings, "warning") + " (--strict)") }
        return "duo-lint: commit blocked by \(reasons.joined(separator: " and ")); fix \(errors + warnings == 1 ? "it" : "them"), \(bypass)"
    }

    /// `--stamp`: a declared output for build systems (the build tool plugin compiles it into the target, where a
    /// comment is nothing). Left untouched when it already holds the same text, so that nothing downstream rebuilds.
    private static func writeStamp(_ text: String, to path: String) throws {
        if let old = try? FileCollector.read(path), old.elementsEqual(text.utf8) { return }
        try writeAtomically(text, to: path)
    }
}

func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

/// All of stdin; an I/O error is a one-line error (exit 2).
@Sendable private func readStandardInput() throws -> [UInt8] {
    do {
        return try FileCollector.readAll(fd: 0, path: "stdin")
    } catch let error as FileReadError {
        throw UsageError(description: "cannot read stdin: \(error.reason)")
    }
}

extension FileHandle {
    func write(_ string: String) {
        write(Data(string.utf8))
    }
}

/// Values kept alive until the process exits, never released: a lint run's session and outcome hold every file's bytes,
/// summaries and findings, and the exit frees them at once, where releasing them one by one kept the main thread busy
/// after the report was written (3 % of its instructions on a 4,000-file project).
// @unchecked Sendable: `values` is read and written only with `lock` held.
final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()
    private let lock = NSLock()
    private var values: [Any] = []

    func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
