/// VOCABULARY.md *regions value*: the result of a `reservedRegions(…)` call, the same after `filter`, `sorted`,
/// `reversed`, `map`, `compactMap`, `prefix`, `suffix` or `lazy`, or a name bound from one (*data flow*).
///
/// `let folds = proxy.reservedRegions(kind: .division)` makes `folds` a regions value, and
/// `let active = folds.filter(\.isActive)` makes `active` one; `let fold = folds.first` does not (an element, not
/// the list), nor does a `for region in folds` loop variable.
public final class RegionsValue: FileAnalysis {
    /// The file mentions `reservedRegions` in code.
    public let mentionsReservedRegions: Bool
    private let tree: SyntaxTree
    private var flow: DataFlow?

    /// Collection operations that keep a list of regions a list of regions (what VOCABULARY.md lists).
    static let transforms: Set<String> = ["filter", "sorted", "reversed", "map", "compactMap", "prefix", "suffix"]

    public required init(tree: SyntaxTree) {
        self.tree = tree
        var found = false
        for i in tree.tokens.indices where tree.tokens[i].kind == .identifier && tree.tokens[i].length == 15 {
            if tree.token(Int32(i), is: "reservedRegions") { found = true; break }
        }
        mentionsReservedRegions = found
    }

    private func ensureFlow() -> DataFlow {
        if let f = flow { return f }
        let f = DataFlow(tree: tree) { value, flow in
            // A loop variable is one element of the sequence, not the list.
            if let p = value.parent, p.kind == .forStmt, p.firstChild == value { return false }
            return RegionsValue.isRegions(value, flow)
        }
        flow = f
        return f
    }

    /// Whether `expr` is a regions value.
    public func isRegionsValue(_ expr: Node) -> Bool {
        guard mentionsReservedRegions else { return false }
        return RegionsValue.isRegions(expr, ensureFlow())
    }

    /// The name `expr` reads when it is a bare name bound from a regions value (`folds` in `folds.first!`).
    public func boundName(_ expr: Node) -> String? {
        let n = expr.unparenthesized
        guard mentionsReservedRegions, n.kind == .identifier, let name = n.name,
              ensureFlow().isBound(name, at: n) else { return nil }
        return name
    }

    static func isRegions(_ expr: Node, _ flow: DataFlow) -> Bool {
        var n = expr.unparenthesized
        var steps = 0
        while steps < 32 {
            steps += 1
            switch n.kind {
            case .tryExpr, .awaitExpr, .optionalChain, .forceUnwrap:
                guard let c = n.firstChild else { return false }
                n = c.unparenthesized
            case .identifier:
                guard let name = n.name else { return false }
                return flow.isBound(name, at: n)
            case .memberAccess:
                // `folds.lazy`
                guard n.nameIs("lazy"), let base = n.firstChild else { return false }
                n = base.unparenthesized
            case .call:
                if n.calleeIs("reservedRegions") { return true }
                guard let callee = n.firstChild, callee.kind == .memberAccess, let name = callee.name,
                      transforms.contains(name), let base = callee.firstChild else { return false }
                n = base.unparenthesized
            default:
                return false
            }
        }
        return false
    }
}
