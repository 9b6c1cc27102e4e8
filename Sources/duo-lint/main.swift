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
            let exe = FileCollector.absolute(CommandLine.arguments[0], base: cwd)
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

/// `explain` for a registered rule whose `Rules/<id>.md` is not embedded yet: its catalogue entry.
func undocumented(_ id: String) -> String? {
    guard let d = RuleRegistry.descriptors.first(where: { $0.id == id }) else { return nil }
    return "# \(d.id)\n\n*Tier \(d.tier) · \(d.defaultSeverity.rawValue) · \(d.category.rawValue)*\n\n\(d.summary)\n"
}

exit(main())
