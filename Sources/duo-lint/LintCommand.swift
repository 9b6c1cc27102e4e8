import DuoLint
import Foundation

/// `duo-lint [lint]`: configuration → rule selection → files → engine → baseline → report → exit status.
enum LintCommand {
    static func run(_ args: Arguments) throws -> Int32 {
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)

        // Configuration
        var configuration = Configuration.default
        let configPath = args.config ?? ConfigLoader.discover(from: cwd)
        if let path = configPath {
            configuration = try ConfigLoader.load(path: path, knownRuleIDs: RuleRegistry.knownIDs)
        }

        // Rules for this run
        let known = Set(RuleRegistry.descriptors.map { $0.id })
        let meta = Set(MetaRules.all.map { $0.id })
        for id in args.enable + args.disable + (args.only ?? []) where !known.contains(id) {
            if meta.contains(id) {
                throw UsageError(description: "'\(id)' is a meta diagnostic and always on; only its severity can be changed (config \"severity\")")
            }
            throw UsageError(description: "unknown rule id '\(id)' (see duo-lint rules)")
        }
        var enabled = Set(RuleRegistry.descriptors.filter { configuration.isEnabled($0) }.map { $0.id })
        enabled.formUnion(args.enable)
        enabled.subtract(args.disable)
        if let only = args.only { enabled = Set(only) }

        var ruleOptions: [String: [String: Double]] = [:]
        for (rule, values) in configuration.options {
            for (key, value) in values {
                if case .number(let d) = value { ruleOptions[rule, default: [:]][key] = d }
            }
        }
        var options = LintOptions(enabledRules: enabled, severities: configuration.severity, ruleOptions: ruleOptions,
                                  reportSuperfluousSuppressions: configuration.reportSuperfluousSuppressions,
                                  jobs: args.jobs ?? LintOptions.defaultJobs)
        options.collectsInventory = ReportCommand.wantsReport(args)

        // Files → engine (a walked directory's files are linted while the walk goes on)
        var inputErrors: [String] = []
        let result: LintResult
        if let stdinPath = args.stdinPath {
            // Read all of stdin even when the path is excluded, so the writer never sees a broken pipe.
            let bytes = try readStandardInput()
            let collector = FileCollector(configuration: configuration, currentDirectory: cwd)
            let abs = FileCollector.absolute(stdinPath, base: cwd)
            // The config's include/exclude apply as they would to the file on disk.
            let inputs = collector.admits(abs) ? [LintInput(path: collector.display(abs), load: { bytes })] : []
            result = LintRunner.run(inputs, options: options)
        } else if args.staged {
            result = LintRunner.run(try Git.stagedSwiftFiles(currentDirectory: cwd, configuration: configuration),
                                    options: options)
        } else {
            let collector = FileCollector(configuration: configuration, currentDirectory: cwd)
            result = LintRunner.run(options: options) { submit in
                let collected = collector.collect(args.paths.isEmpty ? ["."] : args.paths, found: submit)
                inputErrors = collected.errors
                return collected.foundOrder
            }
        }

        var findings = result.findings
        let errors = inputErrors + result.readErrors
        for line in errors { FileHandle.standardError.write("duo-lint: \(line)\n") }

        if let path = args.writeBaseline {
            try Baseline(findings: findings, path: baselinePath(path, cwd: cwd)).write(to: path)
            if !args.quiet {
                FileHandle.standardError.write("duo-lint: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(path)\n")
            }
            return errors.isEmpty ? 0 : 2
        }
        let allFindings = findings
        if let path = args.baseline {
            findings = try Baseline.load(path: path).filter(findings, path: baselinePath(path, cwd: cwd))
        }

        // Report
        let context = ReportContext(toolVersion: DuoLintInfo.version, rules: RuleRegistry.allDescriptorsIncludingMeta,
                                    ruleHelp: { RuleDocs.byID[$0] }, informationURI: DuoLintInfo.informationURI)
        let report = ReportCommand.wantsReport(args)
            ? try ReportCommand.render(args, result: result, findings: allFindings, cwd: cwd,
                                       enabledRules: options.enabledRules, baselinePath: { baselinePath($0, cwd: cwd) })
            : renderReport(findings, format: args.format, context: context)
        if let output = args.output {
            try writeAtomically(report, to: output)
        } else if !report.isEmpty {
            FileHandle.standardOutput.write(report)
        }

        let errorCount = findings.filter { $0.severity == .error }.count
        let warningCount = findings.filter { $0.severity == .warning }.count
        let noteCount = findings.count - errorCount - warningCount
        if !args.quiet {
            let files = result.filesLinted
            FileHandle.standardError.write(
                "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s"), \(noteCount) note\(noteCount == 1 ? "" : "s")) in \(files) file\(files == 1 ? "" : "s")\n")
        }
        if !errors.isEmpty { return 2 }
        if args.command == .report { return 0 }  // a report, not a gate (`duo-lint lint` gates)
        if errorCount > 0 || (args.strict && warningCount > 0) { return 1 }
        return 0
    }
}

/// Baseline entries hold paths relative to the baseline file's directory, so a baseline works whatever the
/// current directory of the run that writes or reads it.
private func baselinePath(_ baselineFile: String, cwd: String) -> (Finding) -> String {
    let file = FileCollector.absolute(baselineFile, base: cwd)
    let directory = file == "/" ? "/" : String(file[..<file.lastIndex(of: "/")!])
    let base = directory.isEmpty ? "/" : directory
    return { finding in
        FileCollector.relative(FileCollector.absolute(finding.path, base: cwd), to: base)
    }
}

/// All of stdin; an I/O error is a one-line error (exit 2).
private func readStandardInput() throws -> [UInt8] {
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
