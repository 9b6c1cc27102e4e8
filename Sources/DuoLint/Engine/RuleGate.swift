/// Which rules can fire in a file, decided from the names the file mentions before any rule runs.
///
/// A rule may declare `requiredNames`: identifiers (or attribute names) at least one of which every finding of
/// the rule needs in the same file — `ArrangementView` for `overlay-zindex-in-root`, the toolbar entry points
/// for the toolbar rules. A file that mentions none of them cannot trigger the rule, so the rule is neither
/// created nor visited there (nor are the analyses only it would build). The names are looked up on the
/// tokens in one pass (`NameSet`, no String per token); a backticked or attribute spelling counts as a mention,
/// so the gate only ever lets more rules run than strictly needed, never fewer.
struct RuleGate {
    /// Every required name of the enabled rules.
    private let names: NameSet
    /// Per rule (in the analyzer's order): indices into `names.sortedNames`, empty for an ungated rule.
    private let required: [[Int]]
    let isEmpty: Bool

    init(rules: [any Rule.Type]) {
        var all: Set<String> = []
        for rule in rules { all.formUnion(rule.requiredNames) }
        names = NameSet(all)
        let position = Dictionary(uniqueKeysWithValues: names.sortedNames.enumerated().map { ($1, $0) })
        required = rules.map { rule in rule.requiredNames.compactMap { position[$0] }.sorted() }
        isEmpty = all.isEmpty
    }

    /// For each rule, whether it can fire in the file.
    func applicableRules(in tree: SyntaxTree) -> [Bool] {
        if isEmpty { return [Bool](repeating: true, count: required.count) }
        var mentioned = [Bool](repeating: false, count: names.names.count)
        let tokens = tree.tokens
        for i in tokens.indices {
            let k = tokens[i].kind
            guard k == .identifier || k == .attribute else { continue }
            let at = names.index(ofToken: Int32(i), in: tree)
            if at >= 0 { mentioned[at] = true }
        }
        return required.map { gate in gate.isEmpty || gate.contains { mentioned[$0] } }
    }
}
