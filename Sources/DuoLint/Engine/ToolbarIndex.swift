/// The cross-file answers about toolbars (RULES.md *toolbar content* through custom types): which toolbars a
/// custom type's body is toolbar content of, with what placement, and how many items a screen's toolbars hold.
///
/// Built from every file's `ToolbarFacts`. A custom type `X` is toolbar content where a use of `X` is written in
/// toolbar content (a screen's toolbar, or a `ToolbarContent` type's body) — or, to any depth, in the body of a
/// custom type that is itself toolbar content somewhere. Recursive uses are cut (a type is never entered twice
/// on one path), and a search gives up after a fixed number of steps, so no project can make it loop or explode.
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

    /// The most steps one question may take (a step is one use followed).
    static let stepLimit = 20_000

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
        }
    }

    // MARK: Item counts

    /// The toolbar items of a screen's toolbars: its own items and those of the custom types used there.
    func screenItemCount(_ screen: String) -> Int {
        if let known = screenCountMemo[screen] { return known }
        var visiting: Set<String> = []
        var n = screenItems[screen] ?? 0
        for u in usesIn[.screen(screen)] ?? [] { n += weight(of: u, &visiting) }
        screenCountMemo[screen] = n
        return n
    }

    /// The toolbar items of every screen of a type.
    func typeItemCount(_ type: String) -> Int {
        (screensOfType[Substring(type)] ?? []).reduce(0) { $0 + screenItemCount($1) }
    }

    /// How many toolbar items a custom type stands for: the items of its body (and of the custom types used
    /// there), or one when its body is not known (declared outside the linted sources, or not a view body).
    func itemCount(of type: String) -> Int {
        var visiting: Set<String> = []
        return itemCount(of: type, &visiting)
    }

    private func itemCount(of type: String, _ visiting: inout Set<String>) -> Int {
        if let known = itemCountMemo[type] { return known }
        guard let own = bodyItems[type] else { return 1 }
        if visiting.contains(type) { return 0 }
        visiting.insert(type)
        var n = own
        for u in usesIn[.body(type)] ?? [] { n += weight(of: u, &visiting) }
        visiting.remove(type)
        // Only a top-level answer is final: an inner one may have been cut short by a cycle.
        if visiting.isEmpty { itemCountMemo[type] = n }
        return n
    }

    private func weight(of use: ToolbarUse, _ visiting: inout Set<String>) -> Int {
        let n = itemCount(of: use.type, &visiting)
        return use.flags.contains(.repeated) ? 2 * n : n
    }

    // MARK: Uses

    /// What is known on a path of uses going outwards from the item.
    private struct PathState {
        /// The placement met so far (nil: none yet — the item is placed by a use further out).
        var placement: ToolbarContent.Placement?
        var priority = false
        var axisBehavior = false
        var prominent = false
        /// The first use on the path that is written in toolbar content.
        var witness: RelatedLocation?
    }

    /// Whether some toolbar reached through the uses of `query.type` satisfies the query, and the use that shows it.
    func evaluate(_ query: ToolbarUseQuery) -> (holds: Bool, witness: RelatedLocation?) {
        var visiting: Set<String> = [query.type]
        var steps = 0
        var reached = false
        let found = search(query.type, query, PathState(), first: true, &visiting, &steps, &reached)
        if let w = found { return (true, w) }
        return (query.holdsWhenUnused && !reached, nil)
    }

    private func search(_ type: String, _ q: ToolbarUseQuery, _ state: PathState, first: Bool,
                        _ visiting: inout Set<String>, _ steps: inout Int, _ reached: inout Bool) -> RelatedLocation? {
        for u in usesOf[type] ?? [] {
            steps += 1
            if steps > ToolbarIndex.stepLimit { return nil }
            var s = state
            if first, let p = q.placementParameter {
                s.placement = u.placementArguments[p] ?? q.parameterDefault
            }
            if s.placement == nil, u.placement != .none { s.placement = u.placement }
            if u.flags.contains(.hasVisibilityPriority) { s.priority = true }
            if u.flags.contains(.hasAxisBehavior) { s.axisBehavior = true }
            if u.flags.contains(.prominentStyle) { s.prominent = true }
            if s.witness == nil, u.flags.contains(.inToolbarContent) { s.witness = u.location }
            switch u.container {
            case .screen(let screen):
                reached = true
                if satisfies(q, s, screen: screen) { return s.witness ?? u.location }
            case .fileLevel:
                reached = true
                if satisfies(q, s, screen: nil) { return s.witness ?? u.location }
            case .body(let outer):
                if visiting.contains(outer) { continue }
                visiting.insert(outer)
                let found = search(outer, q, s, first: false, &visiting, &steps, &reached)
                visiting.remove(outer)
                if let f = found { return f }
            }
        }
        return nil
    }

    private func satisfies(_ q: ToolbarUseQuery, _ s: PathState, screen: String?) -> Bool {
        if !q.placement.accepts(s.placement ?? .none) { return false }
        if q.withoutVisibilityPriority && s.priority { return false }
        if q.withoutAxisBehavior && s.axisBehavior { return false }
        if q.prominentStyle && !s.prominent { return false }
        if q.minimumItems > 0 {
            guard let screen else { return false }
            if screenItemCount(screen) < q.minimumItems { return false }
        }
        return true
    }
}
