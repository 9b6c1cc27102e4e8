import DuoLint
import DuoLintServer
import Foundation

/// Entry point: parse the command line, run the command, map the outcome to an exit status
/// (0 clean, 1 failing findings, 2 usage/configuration/I-O error with a one-line reason on stderr).
func main() -> Int32 {
    var parsed: Arguments?
    do {
        let args = try Arguments.parse(Array(CommandLine.arguments.dropFirst()), pathExists: {
            FileManager.default.fileExists(atPath: $0)
        })
        parsed = args
        switch args.command {
        case .lint, .report:
            return try LintCommand.run(args)
        case .files:
            return try FilesCommand.run(args)
        case .rules(let ids):
            FileHandle.standardOutput.write(try RulesCommand.run(args, ids: ids))
            return 0
        case .config(let path):
            FileHandle.standardOutput.write(try ConfigCommand.run(args, path: path))
            return 0
        case .explain(let ids):
            var docs: [String] = []
            for id in ids {
                guard let doc = RuleDocs.byID[id] ?? RuleDocs.metaDoc(id) ?? undocumented(id) else {
                    let known = RuleRegistry.allDescriptorsIncludingMeta.map(\.id)
                    throw UsageError(description: "unknown rule id '\(id)'\(Suggestion.didYouMean(id, in: known)) (see duo-lint rules)")
                }
                docs.append(doc.hasSuffix("\n") ? doc : doc + "\n")
            }
            FileHandle.standardOutput.write(docs.joined(separator: "\n"))
            return 0
        case .installHook:
            let cwd = FileManager.default.currentDirectoryPath
            let exe = runningExecutable(cwd: cwd)
            switch try HookInstaller.install(in: cwd, executable: exe, force: args.force, strict: args.strict) {
            case .installed(let path): FileHandle.standardError.write("duo-lint: installed \(path)\(args.strict ? " (--strict)" : "")\n")
            case .updated(let path): FileHandle.standardError.write("duo-lint: updated \(path)\(args.strict ? " (--strict)" : "")\n")
            }
            return 0
        case .completions(let shell):
            FileHandle.standardOutput.write(Completions.script(for: shell))
            return 0
        case .dump(let what, let file):
            let bytes = try FileCollector.read(file)
            let source = SourceText(path: file, bytes: bytes)
            FileHandle.standardOutput.write(what == "tokens" ? SyntaxDump.tokens(source) : SyntaxDump.tree(Parser.parse(source)))
            return 0
        case .server:
            return LanguageServer.run(jobs: args.jobs ?? LintOptions.defaultJobs)
        case .version:
            FileHandle.standardOutput.write("duo-lint \(DuoLintInfo.version)\n")
            return 0
        case .help(let topic):
            FileHandle.standardOutput.write(Help.text(for: topic) + "\n")
            return 0
        }
    } catch {
        let message = "\(error)".split(separator: "\n").first.map(String.init) ?? "error"
        FileHandle.standardError.write("duo-lint: \(message)\n")
        if let args = parsed, args.command == .lint, args.staged, LintCommand.runByHook {
            // A hook's run that could not start (a broken config) still ends with why the commit is blocked.
            FileHandle.standardError.write(LintCommand.blockedCommitLine(status: 2, errors: 0, warnings: 0) + "\n")
        }
        return 2
    }
}

/// The absolute path of this binary as it was invoked (not resolved, so an upgrade behind a package
/// manager's link keeps working), for the hook's fallback when duo-lint is not on PATH. argv[0] is only
/// "duo-lint" when the binary was found through PATH: look it up there, then ask the system.
func runningExecutable(cwd: String) -> String {
    let argv0 = CommandLine.arguments[0]
    if argv0.contains("/") { return FileCollector.absolute(argv0, base: cwd) }
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = FileCollector.absolute(String(dir) + "/" + argv0, base: cwd)
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    if let path = Bundle.main.executablePath, path.hasPrefix("/") { return path }
    return FileCollector.absolute(argv0, base: cwd)
}

/// `explain` for a registered rule whose `Rules/<id>.md` is not embedded yet: its catalogue entry.
func undocumented(_ id: String) -> String? {
    guard let d = RuleRegistry.descriptors.first(where: { $0.id == id }) else { return nil }
    return "# \(d.id)\n\n*Tier \(d.tier) · \(d.defaultSeverity.rawValue) · \(d.category.rawValue)*\n\n\(d.summary)\n"
}

exit(main())
