/// The cross-file answers about toolbars (VOCABULARY.md *toolbar content* through custom types): which toolbars a
/// custom type's body is toolbar content of, with what placement, and how many items a screen's toolbars hold.
///
/// Built from every file's `ToolbarFacts` (the per-file export). A custom type `X` is toolbar content where a use
/// of `X` is written in toolbar content (a screen's toolbar, or a `ToolbarContent` type's body) — or, to any depth,
/// in the body of a custom type that is itself toolbar content somewhere.
///
/// Every walk here is iterative (an explicit stack, a set of what is on the current path or done), so a chain of
/// 100,000 custom types is followed without recursion; answers are memoised per type (and per path state for
/// the uses), so asking about every type of a chain stays linear in the uses. Recursive uses are cut (a type is
/// never entered twice on one path).
final class ToolbarIndex {
    /// Uses by the type used.
    private var usesOf: [String: [ToolbarUse]] = [:]
    /// Uses by the screen / custom type whose toolbar content (body) holds them.
    private var usesIn: [ToolbarUse.Container: [ToolbarUse]] = [:]
    private var screenItems: [String: Int] = [:]
    /// The screens of each type (the type's own, and those it presents).
    private var screensOfType: [Substring: Set<String>] = [:]
    private var bodyItems: [String: Int] = [:]
    private var itemCountMemo: [String: Int] = [:]
    private var screenCountMemo: [String: Int] = [:]
    private var searchMemo: [SearchKey: SearchResult] = [:]

    init(_ facts: [ToolbarFacts]) {
        for f in facts where !f.isEmpty {
            for u in f.uses {
                usesOf[u.type, default: []].append(u)
                usesIn[u.container, default: []].append(u)
                if case .screen(let s) = u.container { screensOfType[ToolbarContent.screenType(of: s), default: []].insert(s) }
            }
            for (s, n) in f.screenItems {
                screenItems[s, default: 0] += n
                screensOfType[ToolbarContent.screenType(of: s), default: []].insert(s)
            }
            for (t, n) in f.bodyItems { bodyItems[t, default: 0] += n }
            accessoryControllers.formUnion(f.accessoryControllers)
            for (k, v) in f.staticStrings where staticStrings[k] == nil { staticStrings[k] = v }
            for (t, receivers) in f.leftItemSetters { leftItemSetters[t, default: []].formUnion(receivers) }
            for (t, calls) in f.leftItemCalls { leftItemCalls[t, default: []].formUnion(calls) }
        }
    }

    /// `static` string members by `Type.member` / `*.member` (the first file's declaration).
    private var staticStrings: [String: StaticStringFact] = [:]

    func staticString(_ key: String) -> StaticStringFact? { staticStrings[key] }

    /// View-controller types whose `view` some file makes a keyboard accessory.
    private(set) var accessoryControllers: Set<String> = []
    /// Types that set left bar items, with the `navigationItem` chains they set them on.
    private var leftItemSetters: [String: Set<String>] = [:]

    /// Whether a type (its declaration or an extension, in any file) sets left bar items on `receiver`.
    func setsLeftItems(type: String, receiver: String) -> Bool { leftItemSetters[type]?.contains(receiver) ?? false }

    /// Types that set left bar items only to bar-item methods' results, with those calls.
    private var leftItemCalls: [String: Set<LeftItemsCall>] = [:]

    /// The calls whose results a type (its declaration or an extension, in any file) sets as left items on `receiver`.
    func leftItemCalls(type: String, receiver: String) -> [LeftItemsCall] {
        (leftItemCalls[type] ?? []).filter { $0.receiver == receiver }
    }

    // MARK: Item counts

    /// The toolbar items of a screen's toolbars: its own items and those of the custom types used there.
    func screenItemCount(_ screen: String) -> Int {
        if let known = screenCountMemo[screen] { return known }
        var n = screenItems[screen] ?? 0
        for u in usesIn[.screen(screen)] ?? [] { n += weight(of: u) }
        screenCountMemo[screen] = n
        return n
    }

    /// The toolbar items of every screen of a type.
    func typeItemCount(_ type: String) -> Int {
        (screensOfType[Substring(type)] ?? []).reduce(0) { $0 + screenItemCount($1) }
    }

    /// A count made of an item's own file's items and the custom types used next to it.
    func count(_ q: ToolbarCountQuery) -> Int {
        var n = q.local
        for u in q.uses { n += u.times * itemCount(of: u.type) }
        return n
    }

    private func weight(of use: ToolbarUse) -> Int {
        let n = itemCount(of: use.type)
        return use.flags.contains(.repeated) ? 2 * n : n
    }

    /// How many toolbar items a custom type stands for: the items of its body (and of the custom types used
    /// there), or one when its body is not known (declared outside the linted sources, or not a view body). A type
    /// met again on its own path counts nothing there.
    ///
    /// Iterative post-order: a frame per type on the path, its total growing as the types it uses finish.
    func itemCount(of type: String) -> Int {
        if let known = itemCountMemo[type] { return known }
        guard let own = bodyItems[type] else { return 1 }
        struct Frame {
            var type: String
            var uses: [ToolbarUse]
            var next = 0
            var total: Int
            /// How many times the use that entered this frame counts (a use in a `ForEach`: twice).
            var times: Int
            /// A use on the way was cut by a cycle: the total is not final for other paths.
            var cut = false
        }
        var stack: [Frame] = [Frame(type: type, uses: usesIn[.body(type)] ?? [], total: own, times: 1)]
        var onPath: Set<String> = [type]
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].uses.count {
                let use = stack[top].uses[stack[top].next]
                stack[top].next += 1
                let inner = use.type
                let times = use.flags.contains(.repeated) ? 2 : 1
                if let known = itemCountMemo[inner] {
                    stack[top].total += times * known
                } else if let innerOwn = bodyItems[inner] {
                    if onPath.contains(inner) {
                        stack[top].cut = true
                    } else {
                        onPath.insert(inner)
                        stack.append(Frame(type: inner, uses: usesIn[.body(inner)] ?? [], total: innerOwn, times: times))
                    }
                } else {
                    stack[top].total += times   // a body not known: one item
                }
                continue
            }
            let done = stack.removeLast()
            onPath.remove(done.type)
            // Only an answer not cut short by a cycle is final (and the question's own, as before).
            if !done.cut || stack.isEmpty { itemCountMemo[done.type] = done.total }
            guard !stack.isEmpty else { return done.total }
            stack[stack.count - 1].total += done.times * done.total
            if done.cut { stack[stack.count - 1].cut = true }
        }
    }

    // MARK: Uses

    /// What is known on a path of uses going outwards from the item.
    private struct PathState: Hashable {
        /// The placement met so far (nil: none yet — the item is placed by a use further out).
        var placement: ToolbarContent.Placement?
        var priority = false
        var axisBehavior = false
        var prominent = false
        /// A use on the path leaves editing (`ToolbarUse.Flags.leavesEditing`).
        var leavesEditing = false
        /// A use on the path is written in toolbar content (then `witness` is that use's location).
        var hasWitness = false
    }

    /// The query without its type: what decides whether a path satisfies it.
    private struct Requirement: Hashable {
        var placement: PlacementRequirement
        var minimumItems: Int
        var withoutVisibilityPriority: Bool
        var withoutAxisBehavior: Bool
        var prominentStyle: Bool
        var notLeavingEditing: Bool

        init(_ q: ToolbarUseQuery) {
            placement = q.placement
            minimumItems = q.minimumItems
            withoutVisibilityPriority = q.withoutVisibilityPriority
            withoutAxisBehavior = q.withoutAxisBehavior
            prominentStyle = q.prominentStyle
            notLeavingEditing = q.notLeavingEditing
        }
    }

    private struct SearchKey: Hashable {
        var requirement: Requirement
        var type: String
        var state: PathState
    }

    /// From a type with a path state: whether some toolbar further out satisfies the requirement (and the first
    /// use written in toolbar content on that path, when the state has none yet), and whether any toolbar is
    /// reached at all.
    private struct SearchResult {
        var found: Bool
        var witness: RelatedLocation?
        var reached: Bool
    }

    /// Whether some toolbar reached through the uses of `query.type` satisfies the query, and the use that shows it.
    func evaluate(_ query: ToolbarUseQuery) -> (holds: Bool, witness: RelatedLocation?) {
        let requirement = Requirement(query)
        // The first level is special: the query's own placement parameter is read from each use's arguments.
        var reached = false
        for u in usesOf[query.type] ?? [] {
            var s = PathState()
            if let p = query.placementParameter { s.placement = u.placementArguments[p] ?? query.parameterDefault }
            let (next, witness) = step(s, u)
            switch u.container {
            case .screen(let screen):
                reached = true
                if satisfies(requirement, next, screen: screen) { return (true, witness ?? u.location) }
            case .fileLevel:
                reached = true
                if satisfies(requirement, next, screen: nil) { return (true, witness ?? u.location) }
            case .body(let outer):
                if outer == query.type { continue }
                let r = search(outer, next, requirement, avoiding: query.type)
                if r.reached { reached = true }
                if r.found { return (true, witness ?? r.witness) }
            }
        }
        return (query.holdsWhenUnused && !reached, nil)
    }

    /// The path state after a use, and the use's location when it is the first witness of the path.
    private func step(_ state: PathState, _ u: ToolbarUse) -> (PathState, RelatedLocation?) {
        var s = state
        if s.placement == nil, u.placement != .none { s.placement = u.placement }
        if u.flags.contains(.hasVisibilityPriority) { s.priority = true }
        if u.flags.contains(.hasAxisBehavior) { s.axisBehavior = true }
        if u.flags.contains(.prominentStyle) { s.prominent = true }
        if u.flags.contains(.leavesEditing) { s.leavesEditing = true }
        var witness: RelatedLocation?
        if !s.hasWitness, u.flags.contains(.inToolbarContent) {
            s.hasWitness = true
            witness = u.location
        }
        return (s, witness)
    }

    /// The search outwards from `type` (its uses, then theirs…), depth first in the uses' order, without recursion:
    /// a frame per (type, state) on the current path. `avoiding`: the query's own type, on the path from the start.
    private func search(_ type: String, _ state: PathState, _ requirement: Requirement,
                        avoiding origin: String) -> SearchResult {
        let startKey = SearchKey(requirement: requirement, type: type, state: state)
        if let known = searchMemo[startKey] { return known }
        struct Frame {
            var key: SearchKey
            var uses: [ToolbarUse]
            var next = 0
            var reached = false
            var cut = false
            /// The witness the use being followed gave (it wins over the inner one when the inner search succeeds).
            var pendingWitness: RelatedLocation?
        }
        var stack: [Frame] = [Frame(key: startKey, uses: usesOf[type] ?? [])]
        var onPath: Set<String> = [origin, type]
        while !stack.isEmpty {
            let top = stack.count - 1
            var result: SearchResult?
            if stack[top].next >= stack[top].uses.count {
                result = SearchResult(found: false, witness: nil, reached: stack[top].reached)
            } else {
                let u = stack[top].uses[stack[top].next]
                stack[top].next += 1
                let (next, witness) = step(stack[top].key.state, u)
                switch u.container {
                case .screen(let screen):
                    stack[top].reached = true
                    if satisfies(requirement, next, screen: screen) {
                        result = SearchResult(found: true, witness: witness ?? u.location, reached: true)
                    }
                case .fileLevel:
                    stack[top].reached = true
                    if satisfies(requirement, next, screen: nil) {
                        result = SearchResult(found: true, witness: witness ?? u.location, reached: true)
                    }
                case .body(let outer):
                    if onPath.contains(outer) {
                        stack[top].cut = true
                        continue
                    }
                    let key = SearchKey(requirement: requirement, type: outer, state: next)
                    if let known = searchMemo[key] {
                        if known.reached { stack[top].reached = true }
                        if known.found { result = SearchResult(found: true, witness: witness ?? known.witness, reached: true) }
                    } else {
                        stack[top].pendingWitness = witness
                        onPath.insert(outer)
                        stack.append(Frame(key: key, uses: usesOf[outer] ?? []))
                        continue
                    }
                }
            }
            guard var r = result else { continue }
            // The top frame is done (found, or out of uses): hand its result down. A found path ends every frame
            // under it too; the innermost use written in toolbar content on the path is the witness.
            while true {
                let done = stack.removeLast()
                onPath.remove(done.key.type)
                if r.found || !done.cut { searchMemo[done.key] = r }
                guard !stack.isEmpty else { return r }
                let below = stack.count - 1
                if r.reached { stack[below].reached = true }
                if done.cut { stack[below].cut = true }
                guard r.found else { break }
                r = SearchResult(found: true, witness: stack[below].pendingWitness ?? r.witness, reached: true)
            }
        }
        return SearchResult(found: false, witness: nil, reached: false)
    }

    private func satisfies(_ q: Requirement, _ s: PathState, screen: String?) -> Bool {
        if !q.placement.accepts(s.placement ?? .none) { return false }
        if q.withoutVisibilityPriority && s.priority { return false }
        if q.withoutAxisBehavior && s.axisBehavior { return false }
        if q.prominentStyle && !s.prominent { return false }
        if q.notLeavingEditing && s.leavesEditing { return false }
        if q.minimumItems > 0 {
            guard let screen else { return false }
            if screenItemCount(screen) < q.minimumItems { return false }
        }
        return true
    }
}

/// The toolbar facts of every file (`ToolbarFacts`), indexed as `ToolbarIndex`.
enum ToolbarFactKind: FactKind {
    static func makeIndex(_ store: FactStore) -> ToolbarIndex { ToolbarIndex(store.files.map(\.toolbar)) }
}

extension ToolbarUseQuery: ProjectQuery {
    public func mayHold(in project: ProjectVocabulary) -> Bool { holdsWhenUnused || project.mentionsToolbar }

    public func evaluate(in store: FactStore) -> QueryAnswer {
        let (holds, witness) = store.index(ToolbarFactKind.self).evaluate(self)
        return QueryAnswer(holds, witness: witness)
    }
}

/// The screen's toolbars hold at least this many toolbar items, custom types' items included (`wholeType`: the
/// screen is a type, and the screens it presents count too).
struct ToolbarItemCountQuery: ProjectQuery {
    var screen: String
    var wholeType: Bool
    var atLeast: Int

    func evaluate(in store: FactStore) -> QueryAnswer {
        let toolbars = store.index(ToolbarFactKind.self)
        return QueryAnswer((wholeType ? toolbars.typeItemCount(screen) : toolbars.screenItemCount(screen)) >= atLeast)
    }
}

extension ToolbarCountQuery: ProjectQuery {
    public func evaluate(in store: FactStore) -> QueryAnswer { QueryAnswer(store.index(ToolbarFactKind.self).count(self) >= atLeast) }
}

extension HandMadeBarQuery: ProjectQuery {
    public func mayHold(in project: ProjectVocabulary) -> Bool { isSystemBar || project.mentionsSystemBar }

    /// A bar created by hand is a system bar (or a subclass of one) and is not the `view` of a view controller whose
    /// `view` some file makes a keyboard's `inputAccessoryView` (Rules/custom-bar-instance.md).
    public func evaluate(in store: FactStore) -> QueryAnswer {
        guard isSystemBar || store.index(SystemBarTypes.self).names.contains(barClass) else { return .no }
        if let c = viewOfController, store.index(ToolbarFactKind.self).accessoryControllers.contains(c) { return .no }
        return QueryAnswer(true)
    }
}

extension StaticTitleQuery: ProjectQuery {
    public func mayHold(in project: ProjectVocabulary) -> Bool { project.exportsToolbarFacts }

    /// A title that is a `static` member declared in another file passes the test (VOCABULARY.md *title*).
    public func evaluate(in store: FactStore) -> QueryAnswer {
        guard let f = store.index(ToolbarFactKind.self).staticString(member), holds(for: f) else { return .no }
        return QueryAnswer(true, witness: StaticStrings.witness(f))
    }
}

extension StaticSymbolQuery: ProjectQuery {
    public func mayHold(in project: ProjectVocabulary) -> Bool { project.exportsToolbarFacts }

    /// A symbol given by a `static` member declared in another file has one of the names (VOCABULARY.md *symbol*).
    public func evaluate(in store: FactStore) -> QueryAnswer {
        guard let f = store.index(ToolbarFactKind.self).staticString(member), holds(for: f) else { return .no }
        return QueryAnswer(true, witness: StaticStrings.witness(f))
    }
}

extension ProjectCondition {
    /// A toolbar reached through the uses of a custom type (and of the custom types whose bodies use it) satisfies
    /// the query: the controls in the type's body are its toolbar items there (see `ToolbarIndex`).
    public static func toolbarUse(_ q: ToolbarUseQuery) -> ProjectCondition { ProjectCondition(q) }
    public static func toolbarItemCount(screen: String, wholeType: Bool, atLeast: Int) -> ProjectCondition {
        ProjectCondition(ToolbarItemCountQuery(screen: screen, wholeType: wholeType, atLeast: atLeast))
    }
    /// An item's *screen's bar items* (VOCABULARY.md), its own file's items plus the custom types used next to it, number
    /// at least `atLeast`.
    public static func toolbarItems(_ q: ToolbarCountQuery) -> ProjectCondition { ProjectCondition(q) }
    public static func handMadeBar(_ q: HandMadeBarQuery) -> ProjectCondition { ProjectCondition(q) }
    public static func staticTitle(_ q: StaticTitleQuery) -> ProjectCondition { ProjectCondition(q) }
    public static func staticSymbol(_ q: StaticSymbolQuery) -> ProjectCondition { ProjectCondition(q) }
}

/// The toolbar facts are deferred in a run's first pass when some file may have toolbar content: the bodies of
/// custom views are not walked for candidate items (`FileHints.defersCustomViewBodies`; most of the cost of toolbar
/// content, and a toolbar uses few custom views). Each file lists them instead (`ToolbarFacts.unwalkedBodies`), and
/// the files declaring one that a toolbar uses — or that the body of a used one uses, to any depth — are analysed
/// again whole (their candidate items are findings).
extension ToolbarFactKind: DeferredFactKind {
    static func prepare(firstPass: inout ProjectVocabulary, laterPasses: inout ProjectVocabulary, options: LintOptions) {
        firstPass.defersCustomViewBodies = firstPass.mentionsToolbar
    }

    static var completesWholeFile: Bool { true }
    static func seeds(_ facts: FileSummary) -> [String] { facts.toolbar.uses.map(\.type) }
    static func completableNames(_ facts: FileSummary) -> [String] { facts.toolbar.unwalkedBodies }
    static func reached(_ facts: FileSummary) -> [String] { facts.toolbar.uses.map(\.type) }
}

extension ProjectVocabulary {
    /// A first pass over the files of a run: the bodies of custom views are not walked as candidate toolbar items;
    /// each file lists them instead, and the run analyses again, with this false, the files that declare a custom
    /// view some toolbar uses (`ToolbarFactKind`). The answers are the same as with one pass that walks every body.
    public var defersCustomViewBodies: Bool {
        get { defers(ToolbarFactKind.self) }
        set { setDefers(ToolbarFactKind.self, newValue) }
    }
}
