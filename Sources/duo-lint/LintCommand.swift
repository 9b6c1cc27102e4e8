import DuoLint
import Foundation

/// `duo-lint [lint]`: configuration → rule selection → files → engine → baseline → report → exit status.
enum LintCommand {
    static func run(_ args: Arguments) throws -> Int32 {
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)
        if args.verbose && args.format != .text {
            throw UsageError(description: "--verbose is for --format text (the other formats carry each rule's help already)")
        }

        // Configuration: each file is judged with the nearest .duo-lint.json above it (or --config); the run's own
        // settings (baseline, allow-no-files) come from the config of what is linted.
        let resolver = try ConfigResolver(explicitConfig: args.config, currentDirectory: cwd)
        let runConfiguration = try resolver.configuration(forDirectory: runDirectory(args, cwd: cwd))
        let configPath = runConfiguration.path
        let jobs = args.jobs ?? LintOptions.defaultJobs
        let runRules = try selectRules(args, runConfiguration.enabledRules)
        let inventory = ReportCommand.wantsReport(args)
        let options = runConfiguration.lintOptions(rules: runRules, jobs: jobs, inventory: inventory)
        let fileOptions = FileOptions { configuration in
            configuration.lintOptions(rules: (try? selectRules(args, configuration.enabledRules)) ?? [], jobs: jobs,
                                      inventory: inventory)
        }

        // The baseline: --baseline, else the config's (unless --no-baseline or writing one).
        var baselineFile: String?
        var baselineFromConfig = false
        if args.writeBaseline == nil && !args.noBaseline {
            if let path = args.baseline {
                baselineFile = path
            } else if let path = runConfiguration.baselinePath {
                baselineFile = FileCollector.relative(FileCollector.absolute(path, base: cwd), to: cwd)
                baselineFromConfig = true
            }
        }
        var baseline: Baseline?
        if let file = baselineFile {
            if baselineFromConfig && !FileManager.default.fileExists(atPath: file) {
                throw UsageError(description: "\(file): the baseline named in \(configPath ?? ConfigLoader.fileName) does not exist; create it with: duo-lint lint --write-baseline \(file)")
            }
            baseline = try Baseline.load(path: file)
        }

        // Files → engine (a walked directory's files are linted while the walk goes on)
        var inputErrors: [String] = []
        var inputs: [LintInput] = []
        var what = LintedInputs.paths(args.paths.isEmpty ? ["."] : args.paths)
        var collector = FileCollector(resolver: resolver)
        // The projects are read while the walk goes on (RULES.md scope).
        let projectReader = RunScope.Reader()
        collector.foundProject = { projectReader.read($0) }
        /// The files reported on (`--stdin-path`, `--staged`), absolute; nil: every file linted.
        var reported: Set<String>?
        var overlays: [String: LintInput] = [:]
        var contextRoot: String?
        if let stdinPath = args.stdinPath {
            what = .stdin
            // Read all of stdin even when the path is excluded, so the writer never sees a broken pipe.
            let bytes = try readStandardInput()
            let abs = FileCollector.absolute(stdinPath, base: cwd)
            // The config's include/exclude apply as they would to the file on disk.
            if try collector.admits(abs) {
                overlays[abs] = LintInput(path: collector.display(abs), absolutePath: abs,
                                          configuration: try collector.configuration(forFile: abs), load: { bytes })
                contextRoot = projectRoot(of: abs, resolver: resolver)
            }
            reported = [abs]
        } else if args.staged {
            what = .staged
            let (top, staged) = try Git.stagedSwiftFiles(currentDirectory: cwd)
            for file in staged where try collector.admits(file.absolutePath, walkedFrom: top) {
                let blob = file.blob
                overlays[file.absolutePath] = LintInput(path: collector.display(file.absolutePath), absolutePath: file.absolutePath,
                                                        configuration: try collector.configuration(forFile: file.absolutePath),
                                                        load: { try Git.blob(blob, in: top) })
            }
            reported = Set(overlays.keys)
            if !overlays.isEmpty { contextRoot = top }
        }
        let result: LintResult
        /// Files read but not judged: not built for an iPhone, or test code (RULES.md scope).
        var outOfScope = 0
        /// The inputs linted, in the order linted (what `fix` lints again with its edited texts standing in).
        var linted: [LintInput] = []
        /// The projects of the run: which files are judged, and their deployment targets.
        var projects: RunScope.Once?
        /// With `fix`: a hash of each file's bytes as linted (a file changed since is not fixed).
        let hashes = FixCommand.ContentHashes()
        if reported != nil && contextRoot == nil {
            result = LintRunner.run([], options: options, fileOptions: fileOptions)
        } else {
            // The whole project as context: the overlays (a buffer, the staged content) stand in for their files.
            let roots = contextRoot.map { [$0] } ?? (args.paths.isEmpty ? ["."] : args.paths)
            // Only code built for an iPhone is judged: the files the projects' scope leaves out are read but not
            // linted (and feed no cross-file facts). The workers decide, once the walk has found every project.
            let absoluteRoots = roots.map { FileCollector.absolute($0, base: cwd) }
            let runProjects = RunScope.Once { projectReader.finish(above: absoluteRoots) }
            projects = runProjects
            // Every folder's configuration is resolved by the walk, before any file is read: a broken nested
            // .duo-lint.json stops the run (exit 2, naming the file and the key) before any work is done.
            let collected = collector.collect(roots)
            if let first = collected.configErrors.first { throw UsageError(description: first) }
            /// The files in the order the walk found them (the order they are handed to the workers).
            var walked = collected.inputs
            for (i, input) in collected.inputs.enumerated() { walked[collected.foundOrder[i]] = input }
            var submittedInputs: [LintInput] = []
            var lintOrder: [Int] = []
            let recordsHashes = args.fix
            result = LintRunner.run(options: options, fileOptions: fileOptions,
                                    inScope: { RunScope.isJudged($0, in: runProjects.scope) },
                                    deploymentTarget: { RunScope.deploymentTarget(of: $0, in: runProjects.scope) },
                                    packageCode: { RunScope.isPackageCode($0, in: runProjects.scope) }) { submit in
                var submitted = 0
                var overlaid: Set<String> = []
                func pass(_ input: LintInput) {
                    submittedInputs.append(input)
                    submit(recordsHashes ? hashes.recording(input) : input)
                }
                for input in walked {
                    submitted += 1
                    if let abs = input.absolutePath, let overlay = overlays[abs] {
                        overlaid.insert(abs)
                        pass(overlay)
                    } else {
                        pass(input)
                    }
                }
                var order = collected.foundOrder
                // Overlays the walk did not reach (a new file, one outside the root) are linted too.
                for (abs, overlay) in overlays.sorted(by: { $0.key < $1.key }) where !overlaid.contains(abs) {
                    pass(overlay)
                    order.append(submitted)
                    submitted += 1
                }
                lintOrder = order
                return order
            }
            linted = lintOrder.map { submittedInputs[$0] }
            let scope = runProjects.scope
            outOfScope = result.outOfScope
            inputErrors = collected.errors
            for warning in scope.warnings {
                let path = FileCollector.relative(warning.path, to: cwd)
                FileHandle.standardError.write("duo-lint: warning: \(path): \(warning.message)\n")
            }
            inputs = collected.inputs
        }

        /// The files the summary counts: those reported on (the rest of the project was only context).
        let filesReported = reported.map { _ in overlays.count } ?? result.filesLinted
        /// Findings in the files reported on, and in other files when they point into one of those (a staged
        /// change to a custom view that breaks the screen using it is reported on that screen).
        func reportedFindings(_ all: [Finding]) -> [Finding] {
            guard let reported else { return all }
            return all.filter { finding in
                reported.contains(FileCollector.absolute(finding.path, base: cwd))
                    || finding.related.contains { reported.contains(FileCollector.absolute($0.path, base: cwd)) }
            }
        }
        var findings = reportedFindings(result.findings)
        var errors = inputErrors + result.readErrors
        for line in errors { FileHandle.standardError.write("duo-lint: \(line)\n") }
        if errors.isEmpty, let reason = nothingJudged(result, what, runConfiguration, configPath) {
            throw UsageError(description: reason)
        }

        // Fixes (RULES.md part 2): applied in rounds, each verified by linting the project again with the edited
        // texts standing in for their files; the findings left are then reported as a lint reports them.
        var fixOutput: String?
        if args.fix, let projects {
            /// Only the findings the baseline does not know are fixed.
            let knownToBaseline: ([Finding]) -> [Finding] = { all in
                guard let baseline, let file = baselineFile else { return all }
                let comparison = baseline.compare(all, path: baselinePath(file, cwd: cwd),
                                                  legacyLineFingerprint: legacyLineFingerprints(linted))
                var new: [Finding: Int] = [:]
                for f in comparison.new { new[f, default: 0] += 1 }
                return all.map { f in
                    if let n = new[f], n > 0 { new[f] = n - 1; return f }
                    var known = f
                    known.fixes = []
                    return known
                }
            }
            let run = FixCommand.Run(cwd: cwd, linted: linted, options: options, fileOptions: fileOptions,
                                     projects: projects, hashes: hashes, reportedFindings: reportedFindings,
                                     knownToBaseline: knownToBaseline,
                                     stdinPath: args.stdinPath.map { FileCollector.absolute($0, base: cwd) })
            let fixed = try run.fix(args, FixLint(findings: knownToBaseline(findings), parseErrors: result.parseErrors))
            findings = fixed.remaining
            fixOutput = fixed.output
            errors += fixed.errors
        }

        if let path = args.writeBaseline {
            let relative = baselinePath(path, cwd: cwd)
            let previous = FileManager.default.fileExists(atPath: path) ? try? Baseline.load(path: path) : nil
            try Baseline(findings: findings, path: relative).write(to: path)
            if !args.quiet {
                var line = "duo-lint: recorded \(plural(findings.count, "finding")) in \(path)"
                if let previous {
                    let comparison = previous.compare(findings, path: relative,
                                                      legacyLineFingerprint: legacyLineFingerprints(inputs))
                    line += " (\(comparison.new.count) new, \(comparison.stale.count) fixed or gone since the previous baseline)"
                }
                FileHandle.standardError.write(line + "\n")
            }
            return errors.isEmpty ? 0 : 2
        }
        let allFindings = findings
        var known = 0
        if let baseline, let file = baselineFile {
            let comparison = baseline.compare(findings, path: baselinePath(file, cwd: cwd),
                                              legacyLineFingerprint: legacyLineFingerprints(inputs))
            findings = comparison.new
            known = comparison.known
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
        let context = ReportContext(toolVersion: DuoLintInfo.version, rules: RuleRegistry.allDescriptorsIncludingMeta,
                                    ruleHelp: { RuleDocs.byID[$0] }, helpLinks: runConfiguration.helpLinks)
        let report = fixOutput != nil ? fixOutput!
            : ReportCommand.wantsReport(args)
            ? try ReportCommand.render(args, result: result, findings: allFindings, cwd: cwd, enabledRules: options.enabledRules,
                                       baselineFile: baselineFile, baselinePath: { baselinePath($0, cwd: cwd) },
                                       helpLinks: runConfiguration.helpLinks)
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
        if !args.quiet {
            var summary = "\(plural(findings.count, "finding")) (\(plural(errorCount, "error")), \(plural(warningCount, "warning")), \(plural(noteCount, "note"))) in \(plural(filesReported, "file"))"
            if outOfScope > 0 && reported == nil { summary += ", \(outOfScope) left out of scope (see duo-lint files)" }
            if baseline != nil { summary += " — \(plural(known, "known finding")) in the baseline" }
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

    /// The rules that run (RULES SELECTION in `--help`): on by default, plus the config's `enable`, minus its
    /// `disable`; `--only` replaces that set, `--enable` adds, `--disable` removes and wins over both.
    /// `all` (`--disable all`, `--enable all`, `--only all`) stands for every rule: `--disable all --enable ID` runs ID.
    static func selectRules(_ args: Arguments, _ configured: Set<String>, allowEmpty: Bool = false) throws -> Set<String> {
        let known = Set(RuleRegistry.descriptors.map { $0.id })
        let meta = Set(MetaRules.all.map { $0.id })
        for (flag, list) in [("--only", args.only ?? []), ("--enable", args.enable), ("--disable", args.disable)] {
            for id in list where !known.contains(id) && id != "all" {
                if meta.contains(id) {
                    throw UsageError(description: "\(flag) \(id): '\(id)' is a meta diagnostic and always on; only its severity can be changed (config \"severity\")")
                }
                throw UsageError(description: "\(flag): unknown rule id '\(id)'\(Suggestion.didYouMean(id, in: known.sorted())) (see duo-lint rules)")
            }
        }
        func expand(_ ids: [String]) -> Set<String> { ids.contains("all") ? known : Set(ids) }
        var enabled = configured
        if let only = args.only { enabled = expand(only) }
        if args.disable.contains("all") { enabled = [] }
        enabled.formUnion(expand(args.enable))
        enabled.subtract(args.disable.filter { $0 != "all" })
        if enabled.isEmpty && !allowEmpty {
            let why = args.disable.contains("all") ? "--disable all, and no --enable ID after it"
                : args.disable.isEmpty ? "the config disables every rule" : "--disable removes every rule that was selected"
            throw UsageError(description: "no rule left to run: \(why) (see RULE SELECTION in duo-lint --help)")
        }
        return enabled
    }

    /// Where the run's own settings (baseline, allow-no-files) come from: the folder of what is linted — the one
    /// path given (or its folder), the folder every path shares, the `--stdin-path` file's folder — else the current
    /// directory. So `cd /tmp && duo-lint ~/app` reads `~/app/.duo-lint.json` as a run from `~/app` would.
    static func runDirectory(_ args: Arguments, cwd: String) -> String {
        let given = args.stdinPath.map { [$0] } ?? (args.staged ? [] : args.paths)
        guard !given.isEmpty else { return cwd }
        var dirs = given.map { path -> String in
            let abs = FileCollector.absolute(path, base: cwd)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: abs, isDirectory: &isDirectory) && isDirectory.boolValue
                ? abs : FileCollector.parent(of: abs)
        }
        var common = dirs.removeFirst()
        for d in dirs {
            while common != "/" && !(d == common || d.hasPrefix(common + "/")) { common = FileCollector.parent(of: common) }
        }
        return common
    }

    /// The project an edited file belongs to, whose other files are its cross-file context: the git repository
    /// holding it, else the folder of the nearest `.duo-lint.json` above it, else its own folder.
    static func projectRoot(of abs: String, resolver: ConfigResolver) -> String {
        let dir = FileCollector.parent(of: abs)
        if let top = try? Git.topLevel(from: dir), !top.isEmpty { return FileCollector.normalize(top) }
        if let config = ConfigLoader.discover(from: dir) { return FileCollector.parent(of: FileCollector.normalize(config)) }
        return dir
    }

    enum LintedInputs {
        case paths([String])
        case staged
        case stdin
    }

    /// Why a run that judged no file fails (exit 2), or nil when it may pass: some file was judged, the config
    /// allows it (`"allow-no-files": true`), or the run is `--staged` (nothing staged is an ordinary commit) or
    /// `--stdin-path` (an editor's buffer the config excludes). The one place that decides it.
    static func nothingJudged(_ result: LintResult, _ what: LintedInputs, _ configuration: EffectiveConfiguration,
                              _ configPath: String?) -> String? {
        guard result.filesLinted == 0, !configuration.allowNoFiles, case .paths(let paths) = what else { return nil }
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)
        let config = configPath.map { FileCollector.relative(FileCollector.absolute($0, base: cwd), to: cwd) }
        let shown = paths.count == 1 ? paths[0] : paths.joined(separator: " ")
        let filtered = config != nil && configuration.layers.contains { !$0.include.isEmpty || !$0.exclude.isEmpty }
        return "no Swift file to lint in \(shown)\(filtered ? " after the include/exclude of \(config!)" : "");"
            + " set \"allow-no-files\": true in \(config ?? ".duo-lint.json") if that is expected"
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

    /// For version 1 baselines: the legacy line fingerprint of a finding, from its file's text (read again, only for
    /// the findings that nothing else matched).
    static func legacyLineFingerprints(_ inputs: [LintInput]) -> (Finding) -> String? {
        var byPath: [String: LintInput] = [:]
        for input in inputs { byPath[input.path] = input }
        var sources: [String: SourceText?] = [:]
        return { finding in
            if sources[finding.path] == nil {
                sources[finding.path] = byPath[finding.path].flatMap { input in
                    (try? input.load()).map { SourceText(path: input.path, bytes: $0) }
                }
            }
            guard let source = sources[finding.path] ?? nil, finding.line >= 1, finding.line <= source.lineCount else {
                return nil
            }
            return legacyLineFingerprint(ruleID: finding.ruleID, line: source.lineText(finding.line - 1))
        }
    }

    /// `--stamp`: a declared output for build systems (the build tool plugin compiles it into the target, where a
    /// comment is nothing). Left untouched when it already holds the same text, so that nothing downstream rebuilds.
    private static func writeStamp(_ text: String, to path: String) throws {
        if let old = try? FileCollector.read(path), old.elementsEqual(text.utf8) { return }
        try writeAtomically(text, to: path)
    }
}

func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

/// Baseline entries hold paths relative to the baseline file's directory, so a baseline works whatever the
/// current directory of the run that writes or reads it (`Baseline.entryPath`, as the language server matches).
func baselinePath(_ baselineFile: String, cwd: String) -> (Finding) -> String {
    Baseline.entryPath(baselineFile: baselineFile, cwd: cwd)
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
