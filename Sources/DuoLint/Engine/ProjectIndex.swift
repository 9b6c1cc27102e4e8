/// The cross-file index: every type declared in the linted sources, merged by name, and the transitive
/// questions rules ask about them (answered with memoisation and without looping on recursive views).
public final class ProjectIndex {
    private let summaries: [FileSummary]
    /// The type facts by name (built on first use: the system-bar question does not need it).
    private lazy var types: [String: [TypeFact]] = {
        var types: [String: [TypeFact]] = [:]
        for summary in summaries {
            for fact in summary.types { types[fact.name, default: []].append(fact) }
        }
        return types
    }()
    private var arrangementMemo: [String: RelatedLocation?] = [:]
    /// The toolbar facts of every file (the index over them is built on first use).
    private let toolbarFacts: [ToolbarFacts]
    private lazy var toolbars = ToolbarIndex(toolbarFacts)
    private var navigationMemo: [String: RelatedLocation?] = [:]
    /// The view-structure facts of every file (the index over them is built on first use).
    private let viewStructureFacts: [ViewStructureFacts]
    private lazy var viewStructure = ViewStructureIndex(
        viewStructureFacts,
        inheritedTypes: { [unowned self] name in (self.types[name] ?? []).flatMap(\.inheritedTypes) },
        isHandMadeBarView: { [unowned self] name in self.handMadeBar(name) != nil })
    private var handMadeBarMemo: [String: RelatedLocation?] = [:]
    /// What each view type's body root is as a bar (the first declaration that says), built on first use: far
    /// fewer entries than `types`.
    private lazy var bodyBars: [String: BodyBar] = {
        var out: [String: BodyBar] = [:]
        if summaries.isEmpty {
            for (name, facts) in types { if let b = facts.lazy.compactMap(\.bodyBar).first { out[name] = b } }
            return out
        }
        for summary in summaries {
            for fact in summary.types { if let b = fact.bodyBar, out[fact.name] == nil { out[fact.name] = b } }
        }
        return out
    }()

    public init(summaries: [FileSummary]) {
        self.summaries = summaries
        toolbarFacts = summaries.map { $0.toolbar }
        viewStructureFacts = summaries.map { $0.viewStructure }
    }

    /// An index over facts already merged by name, in the order `init(summaries:)` would merge them, and the
    /// system bars with their subtypes (the `Workspace` keeps both up to date, edit by edit).
    init(typesByName: [String: [TypeFact]], systemBarsAndSubtypes: Set<String>, toolbars: [ToolbarFacts],
         viewStructure: [ViewStructureFacts] = []) {
        summaries = []
        toolbarFacts = toolbars
        viewStructureFacts = viewStructure
        types = typesByName
        let lengths = systemBarsAndSubtypes.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
        self.systemBarsAndSubtypes = (systemBarsAndSubtypes, lengths)
    }

    /// Whether the condition holds, and the location that proves it (for related locations).
    public func evaluate(_ condition: ProjectCondition) -> (holds: Bool, witness: RelatedLocation?) {
        switch condition {
        case .viewExposesArrangement(let name):
            var visiting: Set<String> = []
            let loc = exposed(name, memo: &arrangementMemo, visiting: &visiting,
                              blocked: { $0.insideScrollContainer },
                              target: { if case .arrangementView = $0 { return true } else { return false } })
            return (loc != nil, loc)
        case .viewExposesNavigation(let name):
            var visiting: Set<String> = []
            let loc = exposed(name, memo: &navigationMemo, visiting: &visiting,
                              blocked: { $0.insideArrangement },
                              target: { if case .navigationContainer = $0 { return true } else { return false } })
            return (loc != nil, loc)
        case .viewReadsOverlayZIndex(let name):
            return ((types[name] ?? []).contains { $0.readsOverlayZIndex }, nil)
        case .classIsSystemBar(let name):
            return (isSystemBar(name), nil)
        case .toolbarUse(let query):
            return toolbars.evaluate(query)
        case .toolbarItemCount(let screen, let wholeType, let atLeast):
            return ((wholeType ? toolbars.typeItemCount(screen) : toolbars.screenItemCount(screen)) >= atLeast, nil)
        case .viewStructure(let query):
            return viewStructure.evaluate(query)
        case .toolbarItems(let query):
            return (toolbars.count(query) >= query.atLeast, nil)
        case .viewIsHandMadeBar(let name):
            let bar = handMadeBar(name)
            return (bar != nil, bar)
        case .handMadeBar(let q):
            guard q.isSystemBar || isSystemBar(q.barClass) else { return (false, nil) }
            if let c = q.viewOfController, toolbars.accessoryControllers.contains(c) { return (false, nil) }
            return (true, nil)
        case .setsLeftItems(let type, let receiver):
            return (toolbars.setsLeftItems(type: type, receiver: receiver), nil)
        case .staticTitle(let q):
            guard let f = toolbars.staticString(q.member), q.holds(for: f) else { return (false, nil) }
            return (true, StaticStrings.witness(f))
        case .staticSymbol(let q):
            guard let f = toolbars.staticString(q.member), q.holds(for: f) else { return (false, nil) }
            return (true, StaticStrings.witness(f))
        }
    }

    public static let systemBars: Set<String> = ["UIToolbar", "UINavigationBar", "UITabBar"]

    /// Where the hand-made bar a custom view's body is (RULES.md `custom-swiftui-bar`), following views whose body
    /// root is another custom view to any depth, iteratively and without looping; nil when it is none.
    func handMadeBar(_ name: String) -> RelatedLocation? {
        if let known = handMadeBarMemo[name] { return known }
        var path: [String] = []
        var visited: Set<String> = []
        var current = name
        var found: RelatedLocation?
        while visited.insert(current).inserted {
            path.append(current)
            if let known = handMadeBarMemo[current] { found = known; break }
            // The type's declarations (a view has one body; the first that says what its body is decides).
            guard let bar = bodyBars[current] else { break }
            switch bar {
            case .handMadeBar(let location):
                found = location
            case .customView(let next):
                current = next
                continue
            }
            break
        }
        for t in path { handMadeBarMemo[t] = .some(found) }
        return found
    }

    /// Whether `name` is a system bar or inherits from one, directly or through types declared in the project.
    func isSystemBar(_ name: String) -> Bool { systemBars.contains(name) }

    /// The system bars and their subtypes, as a value that any thread may read.
    var systemBars: SystemBarNames { SystemBarNames(names: systemBarsAndSubtypes.names, lengths: systemBarsAndSubtypes.lengths) }

    /// The system bars and every declared type that inherits from one, directly or transitively (on first use);
    /// with a bit per name length, which answers most questions without hashing.
    ///
    /// Passes over the declarations add each type with a parent already found, until a pass adds none: as many
    /// passes as the longest chain of custom bar subclasses, plus one. A parent is hashed only when its length is
    /// one of the found names' lengths.
    private lazy var systemBarsAndSubtypes: (names: Set<String>, lengths: UInt64) = {
        var found = ProjectIndex.systemBars
        var lengths = found.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
        var added = true
        while added {
            added = false
            for summary in summaries {
                for fact in summary.types {
                    for parent in fact.inheritedTypes
                    where lengths & (1 << UInt64(min(parent.utf8.count, 63))) != 0 && found.contains(parent) {
                        if found.insert(fact.name).inserted {
                            lengths |= 1 << UInt64(min(fact.name.utf8.count, 63))
                            added = true
                        }
                        break
                    }
                }
            }
        }
        return (found, lengths)
    }()

    /// The first reference matching `target` that type `name` exposes — directly in its body, or through a
    /// custom view it uses — where no enclosing container `blocked` it.
    private func exposed(_ name: String, memo: inout [String: RelatedLocation?], visiting: inout Set<String>,
                         blocked: (ViewReference) -> Bool, target: (ViewReference.Kind) -> Bool) -> RelatedLocation? {
        if let known = memo[name] { return known }
        if visiting.contains(name) { return nil }
        visiting.insert(name)
        var found: RelatedLocation?
        search: for fact in types[name] ?? [] {
            for ref in fact.bodyReferences where !blocked(ref) {
                if target(ref.kind) {
                    found = ref.location
                    break search
                }
                if case .customView(let inner) = ref.kind, inner != name,
                   let loc = exposed(inner, memo: &memo, visiting: &visiting, blocked: blocked, target: target) {
                    found = loc
                    break search
                }
            }
        }
        visiting.remove(name)
        // Only a top-level answer is final: an inner one may have been cut short by a cycle.
        if visiting.isEmpty || found != nil { memo[name] = .some(found) }
        return found
    }
}

/// The system bars and the project's types that inherit from one (see `ProjectIndex.systemBars`).
struct SystemBarNames: Sendable {
    let names: Set<String>
    /// A bit per name length (63: longer): most names are rejected without hashing.
    let lengths: UInt64

    func contains(_ name: String) -> Bool {
        lengths & (1 << UInt64(min(name.utf8.count, 63))) != 0 && names.contains(name)
    }
}
