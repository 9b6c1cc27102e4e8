import Foundation
import PackagePlugin

/// `swift package duo-lint [--target NAME …] [lint options] [PATH …]`: runs `duo-lint lint` in the package directory
/// with the options given (`--format`, `--strict`, `--baseline`, …). Without `--target` (and without paths) it lints
/// the package directory, as `duo-lint lint .` would there; with `--target` it lints those targets' Swift files
/// together, so that cross-file rules see all of them.
///
/// `--fix` (with `--unsafe-fixes`) applies duo-lint's fixes to the files it lints, as `duo-lint lint --fix`; `--diff`
/// prints them as a patch instead, writing nothing.
///
/// It asks for no permission: duo-lint writes nothing unless told to. `--fix`, `--output` and `--write-baseline` inside
/// the package need `swift package --allow-writing-to-package-directory duo-lint …` where the sandbox applies (macOS),
/// or a path outside the package.
///
/// The report goes to standard output (or `--output`); duo-lint's summary and errors become the plugin's diagnostics,
/// on standard error. Failing findings (exit status 1) and errors (2) fail the command.
@main
struct DuoLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var files: [String] = []
        if !targetNames.isEmpty {
            for target in try context.package.targets(named: targetNames) {
                guard let module = target as? SourceModuleTarget else {
                    Diagnostics.warning("target '\(target.name)' has no source files; skipped")
                    continue
                }
                files += module.sourceFiles(withSuffix: "swift").map(\.url.path)
            }
        }
        let status = try DuoLintProcess.run(tool: context.tool(named: "duo-lint").url.path,
                                            arguments: ["lint"] + DuoLintProcess.fixArguments(&extractor) + extractor.remainingArguments,
                                            files: files, in: context.package.directoryURL.path)
        DuoLintProcess.finish(status)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DuoLintCommandPlugin: XcodeCommandPlugin {
    /// From Xcode (right-click the project → duo-lint): lints the selected targets (Xcode passes `--target` for
    /// each), or every target, and shows the findings in the issue navigator.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
        let files = targets.flatMap { target in
            target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
        }
        guard !files.isEmpty else {
            Diagnostics.warning("no Swift files in the selected targets")
            return
        }
        let fix = DuoLintProcess.fixArguments(&extractor)
        let tool = try context.tool(named: "duo-lint").url.path
        let directory = context.xcodeProject.directoryURL.path
        // A diff is for reading, not the issue navigator.
        let status = fix.contains("--diff")
            ? try DuoLintProcess.run(tool: tool, arguments: ["lint"] + fix + extractor.remainingArguments, files: files, in: directory)
            : try DuoLintProcess.runAsDiagnostics(tool: tool, arguments: ["lint"] + fix + extractor.remainingArguments,
                                                  files: files, in: directory, workDirectory: context.pluginWorkDirectoryURL.path)
        DuoLintProcess.finish(status)
    }
}
#endif

enum DuoLintProcess {
    /// `--fix`, `--unsafe-fixes` and `--diff`, taken off the arguments (passed on as `lint --fix …`).
    static func fixArguments(_ extractor: inout ArgumentExtractor) -> [String] {
        var out: [String] = []
        if extractor.extractFlag(named: "fix") > 0 { out.append("--fix") }
        if extractor.extractFlag(named: "unsafe-fixes") > 0 { out.append("--unsafe-fixes") }
        if extractor.extractFlag(named: "diff") > 0 { out.append("--diff") }
        return out
    }

    /// Runs duo-lint with the plugin's standard output and error, and returns its exit status.
    ///
    /// duo-lint's standard error (the summary line, or why it could not run) becomes diagnostics of the plugin, which
    /// SwiftPM prints on its standard error: what a plugin itself writes to either stream reaches SwiftPM's standard
    /// output, where it would end up in a report redirected to a file.
    static func run(tool: String, arguments: [String], files: [String], in directory: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments + (files.isEmpty ? [] : (arguments.contains("--") ? [] : ["--"]) + files)
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()   // until duo-lint closes it (exits)
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : 2
        let lines = String(decoding: messages, as: UTF8.self).split(separator: "\n").map(String.init)
        for line in lines {
            // What the fixes did is news whatever the status; a fix that failed verification is worth a warning.
            if line.hasPrefix("duo-lint: fixed ") || line.hasPrefix("duo-lint: would fix ") || line == "duo-lint: nothing to fix" {
                Diagnostics.remark(line)
                continue
            }
            if line.hasPrefix("duo-lint: bug: ") {
                Diagnostics.warning(line)
                continue
            }
            switch status {
            case 0 where reportLeavesStdoutFree(arguments):
                // SwiftPM 6 hides a plugin's remarks: a passing run's summary goes to standard output (SwiftPM's), after
                // the findings, unless a machine format is being written there.
                print("duo-lint: " + line)
            case 0: Diagnostics.remark("duo-lint: " + line)
            case 1: Diagnostics.error("duo-lint found failing findings: " + line)
            default: Diagnostics.error(line)
            }
        }
        if status == 1 && lines.isEmpty { Diagnostics.error("duo-lint found failing findings") }
        return status
    }

    /// Whether standard output can take a summary line: the text format, or the report written to a file.
    static func reportLeavesStdoutFree(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        if options.contains(where: { $0 == "--output" || $0 == "-o" || $0.hasPrefix("--output=") || ($0.hasPrefix("-o") && $0.count > 2) }) {
            return true
        }
        var format = "text"
        for (i, arg) in options.enumerated() {
            if arg == "--format", i + 1 < options.count { format = options[options.startIndex + i + 1] }
            if arg.hasPrefix("--format=") { format = String(arg.dropFirst("--format=".count)) }
        }
        return format == "text"
    }

    /// Runs duo-lint with `--format json` and turns each finding into a diagnostic of the plugin host (Xcode's issue
    /// navigator shows them at their file and line). The JSON report goes to the plugin work directory, where the
    /// sandbox lets a plugin write.
    static func runAsDiagnostics(tool: String, arguments: [String], files: [String], in directory: String,
                                 workDirectory: String) throws -> Int32 {
        try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
        let report = URL(fileURLWithPath: workDirectory).appendingPathComponent("duo-lint-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        // Our options after the user's (the last --format wins), but before a `--` that ends the options.
        let own = ["--format", "json", "--absolute-paths", "--output", report.path]
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let status = try run(tool: tool, arguments: Array(arguments[..<end]) + own + Array(arguments[end...]),
                             files: files, in: directory)
        guard status != 2, let data = FileManager.default.contents(atPath: report.path),
              let findings = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else { return status }
        for finding in findings {
            let text = "\(finding["message"] as? String ?? "") [\(finding["rule"] as? String ?? "")]"
            let file = finding["path"] as? String
            let line = finding["line"] as? Int
            switch finding["severity"] as? String {
            case "error": Diagnostics.error(text, file: file, line: line)
            case "warning": Diagnostics.warning(text, file: file, line: line)
            default: Diagnostics.remark(text, file: file, line: line)
            }
        }
        return status
    }

    /// Ends the plugin with duo-lint's exit status (0 clean, 1 failing findings, 2 a usage error such as a mistyped
    /// option, or could not run). SwiftPM then fails the command, and `swift package` itself exits 1 whatever a
    /// plugin's status (SwiftPM 6.3); the status is the plugin's, as `swift package --verbose` and other hosts see it.
    static func finish(_ status: Int32) {
        guard status != 0 else { return }
        exit(status)
    }
}
