import DuoLint
import DuoLintReadiness
import Foundation

/// `duo-lint report` and `duo-lint lint --format markdown`: the readiness report of a lint run (`LintCommand` runs a
/// `LintSession` asking for the screen inventory, `LintRequest.inventory`, and hands the outcome here).
enum ReportCommand {
    /// `.` (or `./`) is the current directory's name: what a reader of the page recognises.
    static func displayName(_ path: String, cwd: String) -> String {
        guard path == "." || path == "./" else { return path }
        return cwd.split(separator: "/").last.map(String.init) ?? path
    }

    /// The file `report` writes when no `--output` is given: the HTML page on a terminal (HTML is not for reading
    /// there) goes to `duo-lint-report.html`; piped, and for markdown and JSON, the report goes to stdout.
    static func defaultOutput(_ args: Arguments) -> String? {
        guard args.command == .report, args.reportFormat == "html", isatty(STDOUT_FILENO) == 1 else { return nil }
        return "duo-lint-report.html"
    }

    /// The report's title when `--title` is not given: the Xcode project's name in the linted folder (the one named
    /// like the folder when there are several), else the `Package.swift`'s `name:`, else the only Xcode project one
    /// folder down, else the folder's name.
    static func defaultTitle(_ paths: [String], cwd: String) -> String {
        let first = paths.first ?? "."
        var dir = FileCollector.absolute(first, base: cwd)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), !isDirectory.boolValue {
            dir = (dir as NSString).deletingLastPathComponent
        }
        let folder = (dir as NSString).lastPathComponent
        func projects(in d: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: d)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") && $0 != "Pods.xcodeproj" }.map { String($0.dropLast(10)) }.sorted()
        }
        let top = projects(in: dir)
        if let named = top.first(where: { $0.lowercased() == folder.lowercased() }) ?? top.first { return named }
        let manifest = dir + "/Package.swift"
        if let data = FileManager.default.contents(atPath: manifest),
           let name = (try? PackageManifest(path: manifest, bytes: [UInt8](data)))?.name, !name.isEmpty {
            return name
        }
        let subfolders = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        let below = subfolders.flatMap { projects(in: dir + "/" + $0) }
        if below.count == 1 { return below[0] }
        if paths.count > 1 { return paths.map { displayName($0, cwd: cwd) }.joined(separator: ", ") }
        return folder.isEmpty ? displayName(first, cwd: cwd) : folder
    }

    /// Whether the run renders the readiness report (and so needs the screen inventory).
    static func wantsReport(_ args: Arguments) -> Bool {
        args.command == .report || args.format == .markdown
    }

    /// The report text. All findings are in it; with a baseline (`--baseline`, the config's) or `--compare` each is
    /// marked new or known, and what the previous run had and this one has not is counted as fixed. The source snippets
    /// quote the files as the run read them.
    static func render(_ args: Arguments, _ outcome: LintOutcome, findings: [Finding], cwd: String,
                       helpLinks: HelpLinks) throws -> String {
        var previous: PreviousRun?
        var previousPath: (Finding) -> String = { $0.path }
        if let (file, baseline) = outcome.session.baseline {
            previous = PreviousRun(file: file, baseline: baseline)
            previousPath = outcome.baselinePath(file)
        } else if let path = args.compare {
            previous = try PreviousRun.load(path: path)
            if previous?.kind == .baseline { previousPath = outcome.baselinePath(path) }
        }
        let result = outcome.result
        var report = ReadinessReport.build(
            findings: findings, inventories: result.inventories, filesLinted: result.filesLinted,
            inputs: (args.paths.isEmpty ? ["."] : args.paths).map { displayName($0, cwd: cwd) }, toolVersion: DuoLintInfo.version,
            previous: previous, previousPath: previousPath, enabledRules: outcome.session.options.enabledRules)
        report.title = args.title ?? defaultTitle(args.paths, cwd: cwd)
        let format = args.command == .report ? args.reportFormat : "markdown"
        switch format {
        case "json": return report.renderedJSON()
        case "markdown": return MarkdownReport.render(report)
        default:
            let sources = outcome.sources
            return HTMLReport.render(report, ruleDocs: RuleDocs.byID, sourceBase: cwd, helpLinks: helpLinks,
                                     read: { sources[$0] })
        }
    }
}
