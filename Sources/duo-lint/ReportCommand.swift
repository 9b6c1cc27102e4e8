import DuoLint
import DuoLintReadiness
import Foundation

/// `duo-lint report` and `duo-lint lint --format markdown`: the readiness report of a lint run (`LintCommand` runs
/// the engine with `LintOptions.collectsInventory` and hands the result here).
enum ReportCommand {
    /// `.` (or `./`) is the current directory's name: what a reader of the page recognises.
    static func displayName(_ path: String, cwd: String) -> String {
        guard path == "." || path == "./" else { return path }
        return cwd.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether the run renders the readiness report (and so needs the screen inventory).
    static func wantsReport(_ args: Arguments) -> Bool {
        args.command == .report || args.format == .markdown
    }

    /// The report text. All findings are in it; with `--baseline` or `--compare` each is marked new or known, and
    /// what the previous run had and this one has not is counted as fixed.
    static func render(_ args: Arguments, result: LintResult, findings: [Finding], cwd: String, enabledRules: Set<String>,
                       baselineFile: String?, baselinePath: (String) -> (Finding) -> String) throws -> String {
        var previous: PreviousRun?
        var previousPath: (Finding) -> String = { $0.path }
        if let path = baselineFile {
            previous = PreviousRun(file: path, baseline: try Baseline.load(path: path))
            previousPath = baselinePath(path)
        } else if let path = args.compare {
            previous = try PreviousRun.load(path: path)
            if previous?.kind == .baseline { previousPath = baselinePath(path) }
        }
        let report = ReadinessReport.build(
            findings: findings, inventories: result.inventories, filesLinted: result.filesLinted,
            inputs: (args.paths.isEmpty ? ["."] : args.paths).map { displayName($0, cwd: cwd) }, toolVersion: DuoLintInfo.version,
            previous: previous, previousPath: previousPath, enabledRules: enabledRules)
        let format = args.command == .report ? args.reportFormat : "markdown"
        switch format {
        case "json": return report.renderedJSON()
        case "markdown": return MarkdownReport.render(report)
        default: return HTMLReport.render(report, ruleDocs: RuleDocs.byID, sourceBase: cwd)
        }
    }
}
