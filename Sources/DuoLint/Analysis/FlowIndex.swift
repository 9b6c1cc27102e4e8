/// The cross-file answers of VOCABULARY.md *data flow across calls* (`FlowQuery`), from every file's `FlowFacts` and
/// nothing else. Each atom is answered once (memoised); a parameter passed on through other functions is followed
/// at most `CallFlow.maxDepth` calls deep and never back into a parameter already on the path.
final class FlowIndex {
    private var sitesByCallee: [String: [(path: String, site: FlowFacts.Site)]] = [:]
    private var boolParameters: [String: [(path: String, parameter: FlowFacts.BoolParameter)]] = [:]
    private var memo: [FlowQuery.Atom: Bool] = [:]

    init(_ facts: [FlowFacts]) {
        for f in facts where !f.isEmpty {
            for s in f.sites { sitesByCallee[s.callee, default: []].append((f.path, s)) }
            for b in f.boolParameters { boolParameters[b.key.function, default: []].append((f.path, b)) }
        }
    }

    /// Whether the query holds.
    func evaluate(_ query: FlowQuery) -> Bool {
        for atom in query.required where !holds(atom) { return false }
        if !query.excluded.isEmpty && query.excluded.allSatisfy({ holds($0) }) { return false }
        return true
    }

    func holds(_ atom: FlowQuery.Atom) -> Bool {
        if let known = memo[atom] { return known }
        let answer: Bool
        switch atom {
        case .parameter(let key, let property, let outside, let localSites):
            var onPath: Set<ParameterKey> = []
            answer = parameter(key, property, outside: outside, localSites: localSites, depth: 1, &onPath)
        case .valueOnlyParameter(let function, let receiver, let label, let outside, let localFunctions):
            var count = localFunctions
            var ok = true
            for (path, b) in boolParameters[function] ?? [] where path != outside && b.key.label == label {
                guard FlowIndex.reaches(receiver, b.key) else { continue }
                count += 1
                if !b.valueOnly { ok = false; break }
            }
            answer = ok && count > 0
        }
        memo[atom] = answer
        return answer
    }

    /// Every call site of the parameter's function outside `outside` gives it `property`, and there is one at least.
    private func parameter(_ key: ParameterKey, _ property: FlowProperties, outside: String?, localSites: Int,
                           depth: Int, _ onPath: inout Set<ParameterKey>) -> Bool {
        guard depth <= CallFlow.maxDepth, onPath.insert(key).inserted else { return false }
        defer { onPath.remove(key) }
        var count = localSites
        for (path, site) in sitesByCallee[key.function] ?? [] where path != outside {
            guard FlowIndex.reaches(site.receiver, key) else { continue }
            guard let arg = site.arguments.first(where: { $0.label == key.label }) else { return false }
            if arg.properties.contains(property) {
                count += 1
                continue
            }
            guard let forwarded = arg.forwards,
                  parameter(forwarded, property, outside: nil, localSites: 0, depth: depth + 1, &onPath) else { return false }
            count += 1
        }
        return count > 0
    }

    /// Whether a call site's callee may be the function of `key` (VOCABULARY.md: by name; a free function or a method of
    /// the same type for `f(…)`, of the receiver's type when known, of any type when not).
    static func reaches(_ receiver: FlowFacts.Receiver, _ key: ParameterKey) -> Bool {
        switch receiver {
        case .implicit(let type):
            return key.type == nil || key.type == type
        case .typed(let type):
            return key.type == type
        case .unknown:
            return key.type != nil
        }
    }
}

/// The data-flow facts of every file (`FlowFacts`), indexed as `FlowIndex`.
enum FlowFactKind: FactKind {
    static func makeIndex(_ store: FactStore) -> FlowIndex { FlowIndex(store.files.map(\.flow)) }
}

extension FlowQuery: ProjectQuery {
    public func evaluate(in store: FactStore) -> QueryAnswer { QueryAnswer(store.index(FlowFactKind.self).evaluate(self)) }
}

extension ProjectCondition {
    /// A question about other files' call sites and parameters (VOCABULARY.md *data flow across calls*; `FlowIndex`).
    public static func flow(_ q: FlowQuery) -> ProjectCondition { ProjectCondition(q) }
}

extension FlowFactKind: ExportedFactKind {
    static func export(_ facts: inout FileSummary, _ ctx: FileContext) { facts.flow = FlowFactsExport.extract(ctx) }
}
