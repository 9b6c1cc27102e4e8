/// A question about other files that a finding of `idiom-gated-layout`, `size-class-resets-state` or
/// `system-bar-hidden-custom-bar` depends on (`ProjectCondition.viewStructure`).
public enum ViewStructureQuery: Hashable, Sendable {
    /// `idiom-gated-layout`: the condition is an idiom test (when it comes through `idiomProperty`, a property of
    /// that name declared somewhere must be one) and the branches choose a layout: `decided` already, or some pair
    /// of branch roots differs once custom views are followed to their body's root.
    case idiomLayout(idiomProperty: String?, decided: Bool, pairs: [RootPair])
    /// `size-class-resets-state` (a): the custom views built in the branches (their arguments' sources relative to
    /// the type holding the conditional) nest a navigation container whose state is not held outside. The
    /// containers written in the branches themselves are all held outside (otherwise the finding is certain).
    case navigationState(uses: [CustomViewUseFact])
    /// `size-class-resets-state` (b): one of these custom views keeps state (its own, or a stateful view nested in
    /// it, to any depth).
    case keepsState([String])
    /// `system-bar-hidden-custom-bar`: the type (its declarations and extensions anywhere) draws a hand-made bar on
    /// one of these edges.
    case hiddenBarReplaced(type: String, edges: [HandMadeBars.Edge])

    /// The type names the question asks about (whose declarations' facts it needs).
    var typeNames: [String] {
        switch self {
        case .idiomLayout(_, _, let pairs):
            var out: [String] = []
            for p in pairs {
                if case .custom(let n) = p.a { out.append(n) }
                if case .custom(let n) = p.b { out.append(n) }
            }
            return out
        case .navigationState(let uses): return uses.map(\.type)
        case .keepsState(let names): return names
        case .hiddenBarReplaced(let type, _): return [type]
        }
    }

    /// Whether the condition can hold in a project with this vocabulary (an idiom property needs some file to say
    /// `userInterfaceIdiom`).
    func mayHoldInProject(_ project: ProjectVocabulary) -> Bool {
        if case .idiomLayout(_?, _, _) = self { return project.mentioned.contains("userInterfaceIdiom") }
        return true
    }
}

/// Two branch roots to compare.
public struct RootPair: Hashable, Sendable {
    public var a: Branches.Root
    public var b: Branches.Root
    public init(_ a: Branches.Root, _ b: Branches.Root) {
        self.a = a
        self.b = b
    }
}

/// The cross-file answers built from every file's `ViewStructureFacts`. Every walk over the facts is iterative,
/// with a visited set and a step limit: each type (or type and set of passed properties) is entered once per
/// question, so a question costs at most the facts it can reach.
final class ViewStructureIndex {
    private var types: [String: [ViewTypeStructure]] = [:]
    private var idiomFacts: [String: [IdiomPropertyFact]] = [:]
    /// The inherited types of a declared type, by name (the project's type facts).
    private let inheritedTypes: (String) -> [String]
    /// A custom view whose body is a hand-made bar, through custom roots (`HandMadeBarViews`, the question
    /// `custom-swiftui-bar` asks).
    private let isHandMadeBarView: (String) -> Bool
    private var idiomMemo: [String: Bool] = [:]
    private var rootMemo: [String: Branches.ResolvedRoot] = [:]

    static let stepLimit = 20_000

    init(_ facts: [ViewStructureFacts], inheritedTypes: @escaping (String) -> [String],
         isHandMadeBarView: @escaping (String) -> Bool) {
        self.inheritedTypes = inheritedTypes
        self.isHandMadeBarView = isHandMadeBarView
        for f in facts where !f.isEmpty {
            for t in f.types { types[t.name, default: []].append(t) }
            for p in f.idiomProperties { idiomFacts[p.name, default: []].append(p) }
        }
    }

    func evaluate(_ q: ViewStructureQuery) -> (holds: Bool, witness: RelatedLocation?) {
        switch q {
        case .idiomLayout(let property, let decided, let pairs):
            var witness: RelatedLocation?
            if let property {
                guard isIdiomProperty(property) else { return (false, nil) }
                witness = idiomFacts[property]?.first?.location
            }
            if decided { return (true, witness) }
            for p in pairs where Branches.containersDiffer(resolve(p.a), resolve(p.b)) { return (true, witness) }
            return (false, nil)
        case .navigationState(let uses):
            let w = unheldContainer(uses)
            return (w != nil, w)
        case .keepsState(let names):
            return (keepsState(names), nil)
        case .hiddenBarReplaced(let type, let edges):
            let w = bar(of: type, on: Set(edges))
            return (w != nil, w)
        }
    }

    // MARK: Idiom tests

    /// Whether every property named `name` declared in the linted sources is an idiom test (directly, or as the
    /// name of another such property), and there is one. A cycle of names, or a name declared nowhere, is not.
    func isIdiomProperty(_ name: String) -> Bool {
        if let known = idiomMemo[name] { return known }
        // The names reachable through aliases, in the order found.
        var closure: [String] = [name]
        var seen: Set<String> = [name]
        var i = 0
        while i < closure.count && closure.count < ViewStructureIndex.stepLimit {
            for f in idiomFacts[closure[i]] ?? [] {
                if case .alias(let target) = f.kind, seen.insert(target).inserted { closure.append(target) }
            }
            i += 1
        }
        // Relax until nothing changes: a name is a test when all its facts are tests or aliases of tests.
        var value: [String: Bool] = [:]
        for n in closure { if let m = idiomMemo[n] { value[n] = m } }
        var changed = true
        var rounds = 0
        while changed && rounds <= closure.count {
            changed = false
            rounds += 1
            for n in closure where value[n] == nil {
                let facts = idiomFacts[n] ?? []
                if facts.isEmpty { value[n] = false; changed = true; continue }
                var all = true
                var failed = false
                for f in facts {
                    switch f.kind {
                    case .test: break
                    case .other: failed = true
                    case .alias(let t):
                        if let v = value[t] { if !v { failed = true } } else { all = false }
                    }
                }
                if failed { value[n] = false; changed = true } else if all { value[n] = true; changed = true }
            }
        }
        for n in closure { idiomMemo[n] = value[n] ?? false }
        return idiomMemo[name] ?? false
    }

    // MARK: Branch roots

    /// A branch root with custom views followed to the root of their body (VOCABULARY.md *branch root*).
    func resolve(_ root: Branches.Root) -> Branches.ResolvedRoot {
        switch root {
        case .none: return .none
        case .several: return .several
        case .view(let k): return .kind(k, via: [])
        case .custom(let name):
            if let known = rootMemo[name] { return known }
            var via: [String] = [name]
            var current = name
            var seen: Set<String> = [name]
            var result: Branches.ResolvedRoot = .kind(name, via: via)
            while via.count < 1_000 {
                guard let bodyRoot = (types[current] ?? []).lazy.compactMap(\.bodyRoot).first else {
                    result = .kind(current, via: via)
                    break
                }
                if case .custom(let next) = bodyRoot, seen.insert(next).inserted {
                    via.append(next)
                    current = next
                    continue
                }
                if case .view(let k) = bodyRoot { result = .kind(k, via: via) } else { result = .kind(current, via: via) }
                break
            }
            rootMemo[name] = result
            return result
        }
    }

    // MARK: Navigation state

    /// The first navigation container reached through these uses whose state is not held outside: a container's
    /// source is outside, or a property the path of uses passes an outside value for.
    private func unheldContainer(_ uses: [CustomViewUseFact]) -> RelatedLocation? {
        var stack: [(type: String, passed: Set<String>)] = []
        for u in uses.reversed() { stack.append((u.type, passedOutside(u.arguments, given: []))) }
        var visited: Set<String> = []
        var steps = 0
        while let (type, passed) = stack.popLast(), steps < ViewStructureIndex.stepLimit {
            steps += 1
            let key = type + "|" + passed.sorted().joined(separator: ",")
            guard visited.insert(key).inserted else { continue }
            for fact in types[type] ?? [] {
                for c in fact.containers {
                    switch c.source {
                    case .outside: continue
                    case .property(let p) where passed.contains(p): continue
                    default: return c.location
                    }
                }
                for u in fact.uses.reversed() { stack.append((u.type, passedOutside(u.arguments, given: passed))) }
            }
        }
        return nil
    }

    /// The labels whose values are outside, given the properties of the enclosing use that are.
    private func passedOutside(_ arguments: [String: StateSource], given passed: Set<String>) -> Set<String> {
        var out: Set<String> = []
        for (label, s) in arguments {
            switch s {
            case .outside: out.insert(label)
            case .property(let p) where passed.contains(p): out.insert(label)
            default: break
            }
        }
        return out
    }

    /// Whether one of these types keeps state: its own `@State`, a stateful view in its body, or a custom view
    /// there that does. Types not declared in the linted sources are stateless.
    private func keepsState(_ names: [String]) -> Bool {
        var stack = names
        var visited: Set<String> = []
        var steps = 0
        while let t = stack.popLast(), steps < ViewStructureIndex.stepLimit {
            steps += 1
            guard visited.insert(t).inserted else { continue }
            for fact in types[t] ?? [] {
                if fact.keepsState { return true }
                for u in fact.uses { stack.append(u.type) }
            }
        }
        return false
    }

    // MARK: Hand-made bars

    /// Where `type` draws a hand-made bar on one of `edges`: a bar or bar view at an inset, overlay or UIKit bar in
    /// its declarations, a child of its body's root (followed through custom roots), or a bar at an inset or overlay
    /// of a custom view nested in its body, to any depth.
    private func bar(of type: String, on edges: Set<HandMadeBars.Edge>) -> RelatedLocation? {
        var stack: [(type: String, nested: Bool)] = [(type, false)]
        var visited: Set<String> = []
        var steps = 0
        while let (t, nested) = stack.popLast(), steps < ViewStructureIndex.stepLimit {
            steps += 1
            guard visited.insert(t + (nested ? "|n" : "|r")).inserted else { continue }
            for fact in types[t] ?? [] {
                for b in fact.bars where !(nested && b.atRoot) {
                    if let w = barLocation(b, edges) { return w }
                }
                // The root's children count through a custom root; insets and overlays through any nested view.
                if !nested, case .custom(let next)? = fact.bodyRoot { stack.append((next, false)) }
                for u in fact.uses where !u.pushed { stack.append((u.type, true)) }
            }
        }
        return nil
    }

    private func barLocation(_ b: BarFact, _ edges: Set<HandMadeBars.Edge>) -> RelatedLocation? {
        switch b.shape {
        case .bar:
            guard let e = b.edge, edges.contains(e) else { return nil }
            return b.location
        case .customView(let v):
            guard let e = b.edge, edges.contains(e), isHandMadeBarView(v) else { return nil }
            return b.location
        case .customClass(let c):
            guard let e = systemBarEdge(c), edges.contains(e) else { return nil }
            return b.location
        }
    }

    /// The edge of the system bar a class inherits from, through the project's declarations.
    private func systemBarEdge(_ name: String) -> HandMadeBars.Edge? {
        DeclaredTypes.firstAncestor(of: name, parents: inheritedTypes, limit: 1_000) { HandMadeBars.edge(ofSystemBar: $0) }
    }
}

/// The view-structure facts of every file (`ViewStructureFacts`), indexed as `ViewStructureIndex`; imports the
/// declared types (inheritance) and the hand-made bar views.
enum ViewStructureFactKind: FactKind {
    static func makeIndex(_ store: FactStore) -> ViewStructureIndex {
        // (The imported indexes are built when first asked for: many questions need neither.)
        ViewStructureIndex(
            store.files.map(\.viewStructure),
            inheritedTypes: { [unowned store] name in store.index(DeclaredTypes.self).parents(of: name) },
            isHandMadeBarView: { [unowned store] name in store.index(HandMadeBarViews.self).handMadeBar(name) != nil })
    }
}

extension ViewStructureQuery: ProjectQuery {
    public func mayHold(in project: ProjectVocabulary) -> Bool { mayHoldInProject(project) }

    public func evaluate(in store: FactStore) -> QueryAnswer {
        let (holds, witness) = store.index(ViewStructureFactKind.self).evaluate(self)
        return QueryAnswer(holds, witness: witness)
    }

    public func namesAsked(of kind: ObjectIdentifier) -> [String] {
        kind == ObjectIdentifier(ViewStructureFactKind.self) ? typeNames : []
    }

    public var asksAboutDeferredFacts: Bool { true }
}

extension ProjectCondition {
    /// A question about the structure of view types declared in other files (branch roots, navigation state, bars)
    /// or about idiom-test properties (see `ViewStructureIndex`).
    public static func viewStructure(_ q: ViewStructureQuery) -> ProjectCondition { ProjectCondition(q) }
}

/// The structure of view types (`ViewStructureFacts.types`: branch roots, navigation containers, hand-made bars) is
/// deferred in a run's first pass when a rule that asks about it is on: each file lists the types its findings ask
/// about (`asked`), and the files declaring an asked type have their facts made again, then those declaring the
/// types the facts so found name, until none is left.
extension ViewStructureFactKind: DeferredFactKind {
    static func prepare(firstPass: inout ProjectVocabulary, laterPasses: inout ProjectVocabulary, options: LintOptions) {
        firstPass.defersViewStructure = !options.enabledRules.isDisjoint(with: ViewStructure.ruleIDs)
    }

    static func isComplete(_ facts: FileSummary) -> Bool { facts.viewStructure.isComplete }
    static func reached(_ facts: FileSummary) -> [String] { Array(facts.viewStructure.referencedTypes) }

    static func complete(_ facts: inout FileSummary, _ ctx: FileContext) {
        var structure = ctx.analysis(ViewStructureAnalysis.self).facts(ctx)
        structure.asked = facts.viewStructure.asked
        facts.viewStructure = structure
    }
}

extension ProjectVocabulary {
    /// A first pass over the files of a run: the structure of view types is not computed; each file lists the types
    /// its findings ask about instead (`ViewStructureFactKind`). The answers are the same as with one pass that
    /// computes every file's structure.
    public var defersViewStructure: Bool {
        get { defers(ViewStructureFactKind.self) }
        set { setDefers(ViewStructureFactKind.self, newValue) }
    }
}

extension ViewStructureFactKind: ExportedFactKind {
    /// Only when some enabled rule asks about view structure across files (`ViewStructure.ruleIDs`); in a first pass
    /// that defers the kind, the type structures are left out and the types the findings ask about listed.
    static func export(_ facts: inout FileSummary, _ ctx: FileContext) {
        guard !ctx.options.enabledRules.isDisjoint(with: ViewStructure.ruleIDs) else { return }
        var structure = ctx.analysis(ViewStructureAnalysis.self).facts(ctx, typeStructures: !ctx.project.defersViewStructure)
        var asked: Set<String> = []
        let key = ObjectIdentifier(ViewStructureFactKind.self)
        if ctx.asksAboutDeferredFacts {
            for f in ctx.findings { if let q = f.condition?.query { asked.formUnion(q.namesAsked(of: key)) } }
        }
        structure.asked = asked.sorted()
        facts.viewStructure = structure
    }
}
