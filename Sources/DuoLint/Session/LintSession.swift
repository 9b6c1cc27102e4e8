import Foundation

/// One lint run, from a `LintRequest` to a `LintOutcome` (Ruff's model: one workspace API that every front end
/// calls). The steps, in the order their errors can stop the run:
///
/// 1. `init`: the configuration of the run (`ConfigResolver`; `--config`, else the nearest `.duo-lint.json` of what is
///    linted), the rule selection, the options each configuration judges files with (`RuleSelection.fileOptions`),
///    the baseline — all before any file is read;
/// 2. `lint()`: the input (the `--stdin-path` buffer, the staged files), the walk of the project (`ScopedWalk`: every
///    folder's configuration resolved, a broken one stops the run before any file is read, the projects read as the
///    walk goes), the run (`LintRunner`), each file read once (`SourceStore`), the findings of the files reported on;
/// 3. on the outcome: the baseline (`applyBaseline`, `writeBaseline`), the fixes (`fix`, `write`).
///
/// The CLI (`Sources/duo-lint/LintCommand.swift`) turns its arguments into a request and formats the outcome. The
/// language server makes an editor's request (`LintRequest.Inputs.editor`) once per configuration: the session keeps
/// the workspace's index, and each lint of the open documents is an outcome of its own (`LintSession+Editor.swift`).
public final class LintSession {
    public let request: LintRequest
    /// The request's directory, normalized.
    public let currentDirectory: String
    public let resolver: ConfigResolver
    /// The configuration of what is linted: the run's own settings (baseline, `allow-no-files`, help links) come from it.
    public let runConfiguration: EffectiveConfiguration
    /// The run's options (workers; the rules of files without a configuration of their own).
    public let options: LintOptions
    /// Each configuration's options, with the request's rule selection applied.
    public let fileOptions: FileOptions
    /// The baseline that drops known findings, and its file as given (or relative to the current directory when the
    /// configuration names it); nil: none.
    public let baseline: (file: String, baseline: Baseline)?
    /// What an editor's session keeps between its lints (`LintRequest.Inputs.editor`); nil for the other inputs.
    let editor: EditorState?

    /// Resolves the configuration, the rules and the baseline; throws (`ConfigError`, `LintRequestError`,
    /// `BaselineError`) before any file is read. An editor's session (`.editor`) throws only for a selection that
    /// names an unknown rule: a configuration it cannot use is one of its `problems`, recorded here, before any file
    /// is read, and the files it governs are judged with the defaults.
    public init(_ request: LintRequest) throws {
        self.request = request
        let cwd = FileCollector.normalize(request.currentDirectory)
        currentDirectory = cwd
        if let fixed = request.configuration {
            resolver = ConfigResolver(fixed: fixed, currentDirectory: cwd)
        } else {
            resolver = try ConfigResolver(explicitConfig: request.configFile, currentDirectory: cwd)
        }
        let jobs = request.jobs ?? LintOptions.defaultJobs
        if case .editor(let folders) = request.inputs {
            let editor = EditorState(folders: folders, resolver: resolver, selection: request.selection)
            runConfiguration = editor.runConfiguration(cwd: cwd)
            _ = try request.selection.rules(configured: runConfiguration.enabledRules, allowEmpty: true)
            options = request.selection.options(for: runConfiguration, jobs: jobs)
            fileOptions = editor.fileOptions
            // (`.fromConfiguration`: each document's folder's, `LintSession.baseline(forDocument:)`.)
            if case .file(let file) = request.baseline {
                baseline = (file, try Baseline.load(path: LintSession.onDisk(file, cwd: cwd), shownAs: file))
            } else {
                baseline = nil
            }
            self.editor = editor
            return
        }
        editor = nil
        runConfiguration = try resolver.configuration(forDirectory: LintSession.runDirectory(request.inputs, cwd: cwd))
        // (Checked here, where an unknown id or an empty selection is an error; the options are made the one way.)
        _ = try request.selection.rules(configured: runConfiguration.enabledRules)
        options = request.selection.options(for: runConfiguration, jobs: jobs, inventory: request.inventory)
        fileOptions = request.selection.fileOptions(jobs: jobs, inventory: request.inventory)
        switch request.baseline {
        case .none:
            baseline = nil
        case .file(let file):
            baseline = (file, try Baseline.load(path: LintSession.onDisk(file, cwd: cwd), shownAs: file))
        case .fromConfiguration:
            guard let path = runConfiguration.baselinePath else {
                baseline = nil
                break
            }
            let file = FileCollector.relative(FileCollector.absolute(path, base: cwd), to: cwd)
            let abs = FileCollector.absolute(path, base: cwd)
            if !FileManager.default.fileExists(atPath: abs) {
                throw LintRequestError("\(file): the baseline named in \(runConfiguration.path ?? ConfigLoader.fileName) does not exist; create it with: duo-lint lint --write-baseline \(file)")
            }
            baseline = (file, try Baseline.load(path: abs, shownAs: file))
        }
    }

    /// Reads the input, walks the project, lints; throws when the input cannot be read (the buffer, git) or a
    /// configuration found by the walk is broken — before any file is linted.
    public func lint() throws -> LintOutcome {
        if editor != nil { return lint(progress: { _, _ in }) }
        let cwd = currentDirectory
        let walk = ScopedWalk(resolver: resolver)
        let collector = walk.collector
        let sources = SourceStore()
        /// The files reported on (`--stdin-path`, `--staged`), absolute; nil: every file linted.
        var reported: Set<String>?
        var overlays: [String: LintInput] = [:]
        var contextRoot: String?
        var paths: [String] = []
        switch request.inputs {
        case .paths(let given):
            paths = given.isEmpty ? ["."] : given
        case .stdin(let path, let read):
            // All of the buffer is read even when the path is excluded, so the writer never sees a broken pipe.
            let bytes = try read()
            let abs = FileCollector.absolute(path, base: cwd)
            // The config's include/exclude apply as they would to the file on disk.
            if try collector.admits(abs) {
                overlays[abs] = LintInput(path: collector.display(abs), absolutePath: abs,
                                          configuration: try collector.configuration(forFile: abs), load: { bytes })
                contextRoot = LintSession.projectRoot(of: abs)
            }
            reported = [abs]
        case .editor:
            preconditionFailure("an editor's session is indexed by lint(progress:)")
        case .staged:
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

        var outcome = LintOutcome(session: self, reported: reported, overlaid: overlays.count, sources: sources)
        if reported != nil && contextRoot == nil {
            outcome.result = LintRunner.run([], options: options, fileOptions: fileOptions)
            return outcome
        }
        // The whole project as context: the overlays (a buffer, the staged content) stand in for their files.
        let roots = contextRoot.map { [$0] } ?? paths
        // Only code built for an iPhone is judged: the files the projects' scope leaves out are read but not linted
        // (and feed no cross-file facts). The workers decide, once the walk has found every project.
        let projects = walk.scope(above: roots.map { FileCollector.absolute($0, base: cwd) })
        // Every folder's configuration is resolved by the walk, before any file is read: a broken nested
        // .duo-lint.json stops the run (exit 2, naming the file and the key) before any work is done.
        let collected = walk.collect(roots)
        if let first = collected.configErrors.first { throw LintRequestError(first) }
        /// The files in the order the walk found them (the order they are handed to the workers).
        var walked = collected.inputs
        for (i, input) in collected.inputs.enumerated() { walked[collected.foundOrder[i]] = input }
        var submittedInputs: [LintInput] = []
        var lintOrder: [Int] = []
        outcome.result = LintRunner.run(options: options, fileOptions: fileOptions,
                                        inScope: { RunScope.isJudged($0, in: projects.scope) },
                                        deploymentTarget: { RunScope.deploymentTarget(of: $0, in: projects.scope) },
                                        packageCode: { RunScope.isPackageCode($0, in: projects.scope) }) { submit in
            var submitted = 0
            var overlaid: Set<String> = []
            func pass(_ input: LintInput) {
                let kept = sources.keeping(input)
                submittedInputs.append(kept)
                submit(kept)
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
        outcome.linted = lintOrder.map { submittedInputs[$0] }
        outcome.projects = projects
        outcome.walkErrors = collected.errors
        outcome.scopeWarnings = projects.scope.warnings.map { (FileCollector.relative($0.path, to: cwd), $0.message) }
        return outcome
    }

    /// Lints the run's files again with `texts` standing in for theirs (by path as reported), in memory, with the
    /// same options and scope: what a fix is verified with. The other files' bytes are those the run read.
    public func relint(_ outcome: LintOutcome, texts: [String: [UInt8]]) -> LintResult {
        let inputs = outcome.linted.map { input -> LintInput in
            guard let bytes = texts[input.path] else { return input }
            return LintInput(path: input.path, absolutePath: input.absolutePath, configuration: input.configuration,
                             load: { bytes })
        }
        guard let projects = outcome.projects else { return LintRunner.run(inputs, options: options, fileOptions: fileOptions) }
        return LintRunner.run(options: options, fileOptions: fileOptions,
                              inScope: { RunScope.isJudged($0, in: projects.scope) },
                              deploymentTarget: { RunScope.deploymentTarget(of: $0, in: projects.scope) },
                              packageCode: { RunScope.isPackageCode($0, in: projects.scope) }) { submit in
            for input in inputs { submit(input) }
            return Array(inputs.indices)
        }
    }

    /// A path the caller gave (a baseline), for the system calls: relative to `cwd`, which need not be the process's
    /// current directory; joined, not normalized (the system resolves `..`, and a trailing `/` stays an error).
    static func onDisk(_ path: String, cwd: String) -> String {
        path.hasPrefix("/") ? path : (cwd == "/" ? "" : cwd) + "/" + path
    }

    /// Where the run's own settings (baseline, allow-no-files) come from: the folder of what is linted — the one
    /// path given (or its folder), the folder every path shares, the `--stdin-path` file's folder — else the current
    /// directory. So `cd /tmp && duo-lint ~/app` reads `~/app/.duo-lint.json` as a run from `~/app` would.
    public static func runDirectory(_ inputs: LintRequest.Inputs, cwd: String) -> String {
        let given: [String]
        switch inputs {
        case .paths(let paths): given = paths
        case .stdin(let path, _): given = [path]
        case .staged: given = []
        case .editor(let folders): given = Array(folders.prefix(1))
        }
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
    public static func projectRoot(of abs: String) -> String {
        let dir = FileCollector.parent(of: abs)
        if let top = try? Git.topLevel(from: dir), !top.isEmpty { return FileCollector.normalize(top) }
        if let config = ConfigLoader.discover(from: dir) { return FileCollector.parent(of: FileCollector.normalize(config)) }
        return dir
    }
}
