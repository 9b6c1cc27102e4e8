/// The type declarations of every file (`FileSummary.types`), merged by name in file order: the fact kind other
/// kinds import for inheritance and bodies, and what the arrangement, overlay and system-bar questions read.
enum DeclaredTypes: FactKind {
    final class Index {
        let byName: [String: [TypeFact]]
        init(byName: [String: [TypeFact]]) { self.byName = byName }
    }

    static func makeIndex(_ store: FactStore) -> Index {
        var types: [String: [TypeFact]] = [:]
        for summary in store.files {
            for fact in summary.types { types[fact.name, default: []].append(fact) }
        }
        return Index(byName: types)
    }
}

/// The system bars (`HandMadeBars.systemBars`) and every declared type that inherits from one, directly or
/// transitively: shared with the finalizing workers, which answer `classIsSystemBar` themselves (it is asked of
/// every capitalised constructor call).
enum SystemBarTypes: SharedFactKind {
    final class Index {
        let names: SystemBarNames
        init(_ names: Set<String>) { self.names = SystemBarNames(names) }
    }

    /// One pass over the declarations collects, for each parent named after a colon, the types naming it; a
    /// worklist from the system bars then adds the children of each name found. Linear in the declarations (issue
    /// 21: the passes-until-nothing-changes it replaces were quadratic in the length of a chain of custom bar
    /// subclasses declared child first). The same set as before: the types reachable from a system bar through
    /// their parents.
    static func makeIndex(_ store: FactStore) -> Index {
        var found = HandMadeBars.systemBars
        var children: [String: [String]] = [:]
        for summary in store.files {
            for fact in summary.types {
                for parent in fact.inheritedTypes { children[parent, default: []].append(fact.name) }
            }
        }
        var stack = Array(found)
        while let name = stack.popLast() {
            for child in children[name] ?? [] where found.insert(child).inserted { stack.append(child) }
        }
        return Index(found)
    }

    static func share(_ index: Index) -> SystemBarNames { index.names }
}

/// The system bars and the project's types that inherit from one (see `SystemBarTypes`).
struct SystemBarNames: Sendable {
    let names: Set<String>
    /// A bit per name length (63: longer): most names are rejected without hashing.
    let lengths: UInt64

    init(_ names: Set<String>) {
        self.names = names
        lengths = names.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
    }

    func contains(_ name: String) -> Bool {
        lengths & (1 << UInt64(min(name.utf8.count, 63))) != 0 && names.contains(name)
    }
}

/// The class inherits (directly or transitively) from `UIToolbar`, `UINavigationBar` or `UITabBar`.
struct ClassIsSystemBar: ProjectQuery {
    var name: String

    func mayHold(in project: ProjectVocabulary) -> Bool { project.mentionsSystemBar }
    func evaluate(in store: FactStore) -> QueryAnswer { QueryAnswer(store.index(SystemBarTypes.self).names.contains(name)) }
    var answeredOnWorkers: Bool { true }
    func holds(in shared: SharedFacts) -> Bool { shared.value(SystemBarTypes.self)?.contains(name) ?? false }
}

extension ProjectCondition {
    public static func classIsSystemBar(_ name: String) -> ProjectCondition { ProjectCondition(ClassIsSystemBar(name: name)) }
}

extension DeclaredTypes: ExportedFactKind {
    /// The file's type declarations, and its toolbar facts with them (one pass over the declarations lists the
    /// custom views a first pass did not walk): the summary every other kind adds its part to.
    static func export(_ facts: inout FileSummary, _ ctx: FileContext) {
        let project = ctx.project
        // View references (which need the member index) only serve questions about `ArrangementView`s.
        facts = FileSummary.extract(
            from: ctx.tree, viewReferencesThrough: project.mentionsArrangementView ? ctx.analysis(TypeMemberIndex.self) : nil,
            toolbar: project.exportsToolbarFacts ? ctx.analysis(ToolbarContent.self).facts : nil,
            listingViewBodies: project.mentionsToolbar && project.defersCustomViewBodies)
    }
}

extension DeclaredTypes {
    /// The first ancestor of `name`, breadth first through `parents` (a type's inherited names as declared), that
    /// `match` accepts: a worklist with a visited set, at most `limit` types expanded, so cycles and any depth are
    /// harmless. Serves the questions that walk up the declared classes (system bar edges, bar containers).
    static func firstAncestor<T>(of name: String, parents: (String) -> [String], limit: Int = .max,
                                 _ match: (String) -> T?) -> T? {
        var queue = [name]
        var seen: Set<String> = [name]
        var i = 0
        while i < queue.count && i < limit {
            for parent in parents(queue[i]) {
                if let found = match(parent) { return found }
                if seen.insert(parent).inserted { queue.append(parent) }
            }
            i += 1
        }
        return nil
    }
}

extension DeclaredTypes.Index {
    /// The names every declaration of `name` (class and extensions, in any file) inherits from, as written.
    func parents(of name: String) -> [String] { (byName[name] ?? []).flatMap(\.inheritedTypes) }
}
