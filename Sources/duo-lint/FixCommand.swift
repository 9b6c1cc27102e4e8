import DuoLint
import Foundation

/// `duo-lint fix [PATH…]`, `lint --fix`, `--unsafe-fixes`, `--diff` (README, *Fixes*).
///
/// `LintCommand` lints as always, then hands the findings here: `LintOutcome.fix` (the core) applies the allowed fixes
/// in rounds, linting the project again in memory after each (the edited texts stand in for their files, the rest of
/// the project is the context, every file's text the one the run read), and drops every fix that fails verification
/// (reported as a bug, with its rule id). Then either the
/// changed files are written (atomically, only when changed, never over a file changed on disk meanwhile), or with
/// `--diff` a unified diff is printed instead; with `--stdin-path` the fixed buffer goes to stdout. The findings left are
/// what the run reports and what its exit status counts.
enum FixCommand {
    /// Applies the fixes of `findings` (`LintOutcome.fix`); returns the findings left, what to print on stdout instead
    /// of the report (the diff, the fixed buffer; nil: the report of the findings left), and the I/O problems (exit 2).
    static func fix(_ args: Arguments, _ lint: LintOutcome, _ findings: [Finding]) throws
        -> (remaining: [Finding], output: String?, errors: [String]) {
        let outcome = lint.fix(findings, request: FixRequest(unsafe: args.unsafeFixes))
        var errors: [String] = []
        for failure in outcome.failures {
            FileHandle.standardError.write("duo-lint: bug: the \(failure.ruleID) fix at \(failure.path):\(failure.line):\(failure.column) was not applied: \(failure.reason) (please report it)\n")
        }
        for (path, reason) in outcome.unreadable {
            errors.append("\(path): \(reason)")
        }

        var output: String?
        var written = 0
        let cwd = lint.session.currentDirectory
        let stdinDisplay = args.stdinPath.flatMap { path in
            let abs = FileCollector.absolute(path, base: cwd)
            return lint.linted.first { $0.absolutePath == abs }?.path
        }
        if let stdinDisplay {
            let fixed = outcome.files.first { $0.path == stdinDisplay }
            if args.diff {
                output = fixed.map { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed) } ?? ""
            } else {
                let bytes = fixed?.fixed ?? lint.source(of: stdinDisplay) ?? []
                output = String(decoding: bytes, as: UTF8.self)
            }
        } else if args.diff {
            output = outcome.files.map { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed) }.joined()
        } else {
            let write = lint.write(outcome)
            written = write.written
            errors += write.errors
        }
        if !args.quiet {
            let files = args.diff || stdinDisplay != nil ? outcome.files.count : written
            FileHandle.standardError.write(FixCommand.summary(outcome, files: files, wouldFix: args.diff || stdinDisplay != nil) + "\n")
        }
        return (outcome.remaining.findings, output, errors)
    }

    /// `duo-lint: fixed 3 findings in 2 files (hinge-force-unwrap 2, fold-animation-bounce 1)`, or `would fix` (--diff).
    static func summary(_ outcome: FixOutcome, files: Int, wouldFix: Bool) -> String {
        let verb = wouldFix ? "would fix" : "fixed"
        guard outcome.appliedCount > 0 else { return "duo-lint: nothing to fix" }
        let perRule = outcome.applied.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        var line = "duo-lint: \(verb) \(plural(outcome.appliedCount, "finding")) in \(plural(files, "file")) (\(perRule))"
        if outcome.rounds > 1 { line += " in \(outcome.rounds) rounds" }
        if !outcome.failures.isEmpty {
            line += "; \(outcome.failures.count) \(outcome.failures.count == 1 ? "fix" : "fixes") not applied (see above)"
        }
        return line
    }

    /// What the summary line adds about fixes: `; 2 fixable with duo-lint fix, 1 more with --unsafe-fixes`.
    static func fixableNote(_ findings: [Finding], fixing: Bool, unsafe: Bool) -> String {
        let safe = findings.filter { $0.fixes.contains { $0.isApplicable && $0.safety == .safe } }.count
        let unsafeOnly = findings.filter { f in
            !f.fixes.contains { $0.isApplicable && $0.safety == .safe } && f.fixes.contains { $0.isApplicable && $0.safety == .unsafe }
        }.count
        if fixing {
            return !unsafe && unsafeOnly > 0 ? "; \(unsafeOnly) more fixable with --unsafe-fixes" : ""
        }
        var parts: [String] = []
        if safe > 0 { parts.append("\(safe) fixable with duo-lint fix") }
        if unsafeOnly > 0 { parts.append(safe > 0 ? "\(unsafeOnly) more with --unsafe-fixes" : "\(unsafeOnly) fixable with duo-lint fix --unsafe-fixes") }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
    }
}

