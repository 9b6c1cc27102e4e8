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
    /// The data-flow facts of every file (indexed on first use).
    private let flowFacts: [FlowFacts]
    private lazy var flows = FlowIndex(flowFacts)
    /// The interactive controls of every file's view bodies (indexed on first use).
    private let interactiveFacts: [InteractiveFacts]
    private lazy var interactive = InteractiveIndex(interactiveFacts)
    private let faceIDFacts: [FaceIDFacts]
    private lazy var faceID = FaceIDIndex(faceIDFacts)
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
        flowFacts = summaries.map { $0.flow }
        interactiveFacts = summaries.map { $0.interactive }
        faceIDFacts = summaries.map { $0.faceID }
    }

    /// An index over facts already merged by name, in the order `init(summaries:)` would merge them, and the
    /// system bars with their subtypes (the `Workspace` keeps both up to date, edit by edit).
    init(typesByName: [String: [TypeFact]], systemBarsAndSubtypes: Set<String>, toolbars: [ToolbarFacts],
         viewStructure: [ViewStructureFacts] = [], flows: [FlowFacts] = [], interactive: [InteractiveFacts] = [],
         faceID: [FaceIDFacts] = []) {
        summaries = []
        toolbarFacts = toolbars
        viewStructureFacts = viewStructure
        flowFacts = flows
        interactiveFacts = interactive
        faceIDFacts = faceID
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
        case .flow(let query):
            return (flows.evaluate(query), nil)
        case .viewsHoldInteractiveControl(let any, let none):
            return (interactive.control(inAnyOf: any) != nil && interactive.control(inAnyOf: none) == nil, nil)
        case .faceIDTextShown(let name, let localInside, let outside):
            return (faceID.isShown(name, localInside: localInside, outside: outside), nil)
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
    /// One pass over the declarations collects, for each parent named after a colon, the types
    /// naming it; a worklist from the system bars then adds the children of each name found. Linear in the
    /// declarations (issue 21: the passes-until-nothing-changes it replaces were quadratic in the length of a chain
    /// of custom bar subclasses declared child first). The same set as before: the types reachable from a system
    /// bar through their parents.
    private lazy var systemBarsAndSubtypes: (names: Set<String>, lengths: UInt64) = {
        var found = ProjectIndex.systemBars
        var children: [String: [String]] = [:]
        for summary in summaries {
            for fact in summary.types {
                for parent in fact.inheritedTypes { children[parent, default: []].append(fact.name) }
            }
        }
        var stack = Array(found)
        while let name = stack.popLast() {
            for child in children[name] ?? [] where found.insert(child).inserted { stack.append(child) }
        }
        let lengths = found.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
        return (found, lengths)
    }()

    /// The first reference matching `target` that type `name` exposes — directly in its body, or through a
    /// custom view it uses — where no enclosing container `blocked` it.
    ///
    /// Depth first in the references' order, without recursion (issue 21: a chain of 100,000 custom views ran out of
    /// the CLI's 8 MiB main stack): a frame per type on the current path, `visiting` the types on it. The same
    /// answers and memo entries as the recursive walk it replaces: a type met again on its path answers nil there,
    /// and only a top-level answer or a found one is memoised (an inner miss may have been cut short by a cycle).
    private func exposed(_ name: String, memo: inout [String: RelatedLocation?], visiting: inout Set<String>,
                         blocked: (ViewReference) -> Bool, target: (ViewReference.Kind) -> Bool) -> RelatedLocation? {
        if let known = memo[name] { return known }
        if visiting.contains(name) { return nil }
        struct Frame {
            var name: String
            var facts: [TypeFact]
            var fact = 0
            var ref = 0
        }
        var stack: [Frame] = [Frame(name: name, facts: types[name] ?? [])]
        visiting.insert(name)
        // The answer of the frame just finished, handed to the one under it (nil: a miss).
        var answer: RelatedLocation?
        var returning = false
        while let top = stack.indices.last {
            if returning {
                returning = false
                if answer != nil {
                    // A found inner answer ends this frame too.
                    let done = stack.removeLast()
                    visiting.remove(done.name)
                    memo[done.name] = .some(answer)
                    returning = true
                    continue
                }
            }
            // The next reference of the top frame, or its end.
            var pushed = false
            var found: RelatedLocation?
            scan: while stack[top].fact < stack[top].facts.count {
                let refs = stack[top].facts[stack[top].fact].bodyReferences
                while stack[top].ref < refs.count {
                    let ref = refs[stack[top].ref]
                    stack[top].ref += 1
                    if blocked(ref) { continue }
                    if target(ref.kind) {
                        found = ref.location
                        break scan
                    }
                    if case .customView(let inner) = ref.kind, inner != stack[top].name {
                        if let known = memo[inner] {
                            if let loc = known { found = loc; break scan }
                            continue
                        }
                        if visiting.contains(inner) { continue }
                        visiting.insert(inner)
                        stack.append(Frame(name: inner, facts: types[inner] ?? []))
                        pushed = true
                        break scan
                    }
                }
                stack[top].fact += 1
                stack[top].ref = 0
            }
            if pushed { continue }
            let done = stack.removeLast()
            visiting.remove(done.name)
            // Only a top-level answer is final: an inner one may have been cut short by a cycle.
            if visiting.isEmpty || found != nil { memo[done.name] = .some(found) }
            answer = found
            returning = true
        }
        return answer
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
