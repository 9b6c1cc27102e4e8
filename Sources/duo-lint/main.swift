import DuoLint
import Foundation

/// Entry point: parse the command line, run the command, map the outcome to an exit status
/// (0 clean, 1 failing findings, 2 usage/configuration/I-O error with a one-line reason on stderr).
func main() -> Int32 {
    do {
        let args = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
        switch args.command {
        case .lint:
            return try LintCommand.run(args)
        case .rules:
            FileHandle.standardOutput.write(RulesCommand.list(format: args.rulesFormat))
            return 0
        case .explain(let id):
            guard let doc = RuleDocs.byID[id] ?? RuleDocs.metaDoc(id) ?? undocumented(id) else {
                throw UsageError(description: "unknown rule id '\(id)' (see duo-lint rules)")
            }
            FileHandle.standardOutput.write(doc + "\n")
            return 0
        case .installHook:
            let cwd = FileManager.default.currentDirectoryPath
            let exe = runningExecutable(cwd: cwd)
            switch try HookInstaller.install(in: cwd, executable: exe, force: args.force) {
            case .installed(let path): FileHandle.standardError.write("duo-lint: installed \(path)\n")
            case .updated(let path): FileHandle.standardError.write("duo-lint: updated \(path)\n")
            }
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
        case .help:
            FileHandle.standardOutput.write(Arguments.help + "\n")
            return 0
        }
    } catch {
        let message = "\(error)".split(separator: "\n").first.map(String.init) ?? "error"
        FileHandle.standardError.write("duo-lint: \(message)\n")
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
