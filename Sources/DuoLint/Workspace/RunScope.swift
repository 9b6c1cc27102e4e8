/// The scope of one run (RULES.md, *code that runs on an iPhone*, 2. Targets): the Xcode projects and Swift
/// packages a walk found in the linted tree, and those in the folders above what was linted (a walk of `App/Sources`
/// still belongs to the project at the repository's root).
public enum RunScope {
    /// Reads the projects: `found` by the walk (`FileCollector.Collected.projectFiles`), plus those above each of
    /// `roots` (absolute paths of the linted folders and files).
    public static func projects(found: [String], above roots: [String]) -> ProjectScope {
        var files = found
        for root in roots { files += ProjectScope.projectFiles(above: root) }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert($0).inserted }
        return ProjectScope(projectFiles: unique, read: FileCollector.read)
    }

    /// Whether the file is judged: in scope (`scope`), test code only when its configuration says `"tests": true`.
    public static func decision(for input: LintInput, in scope: ProjectScope) -> ScopeDecision {
        guard let abs = input.absolutePath else { return .judged }
        return scope.decision(forAbsolutePath: abs, tests: input.configuration?.judgesTests ?? false)
    }
}
