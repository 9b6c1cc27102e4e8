/// VOCABULARY.md "data flow": names bound from an expression of interest, followed within one function or closure and
/// the closures nested in it, never across calls.
///
/// A binding is a local `let`/`var` with an initializer, an `if let` / `guard let` / `while let` binding (also the
/// shorthand `if let fold`), a `for x in …` loop variable, or a plain assignment `x = …` to a simple name inside a
/// function or closure. A binding is *from* the expression of interest when the caller's predicate says so about
/// its value; the predicate may ask `isBound` about names in the value, so bindings chain
/// (`let folds = proxy.reservedRegions(kind: .division)` → `let fold = folds.first { $0.isActive }` →
/// `let inset = fold?.frame.width ?? 0`). Bindings are visited in source order.
///
/// A name is visible from its binding to the end of the block that declares it (the `if`/`while`/`for` statement for
/// conditional and loop bindings, the rest of the enclosing block for `guard let`, the rest of the enclosing
/// function or closure for assignments). Type-level properties are never bindings here.
public final class DataFlow {
    /// name → visible token ranges of the bindings of that name that are from the expression of interest.
    private var bound: [String: [(Int32, Int32)]] = [:]

    public init(tree: SyntaxTree, bindsFrom: (_ value: Node, _ flow: DataFlow) -> Bool) {
        var sites: [Node] = []
        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            switch tree.nodes[raw].kind {
            case .patternBinding, .optionalBinding, .forStmt:
                sites.append(Node(tree: tree, id: Int32(raw)))
            case .binary:
                let n = Node(tree: tree, id: Int32(raw))
                if tree.token(n.nameToken, is: "="), n.firstChild?.kind == .identifier { sites.append(n) }
            default:
                break
            }
        }
        sites.sort { $0.firstToken < $1.firstToken }
        for site in sites {
            guard let (name, value, scope) = DataFlow.binding(site) else { continue }
            let from = site.lastToken
            guard let value = value else {
                // `if let fold` shorthand: bound from the outer name of the same spelling.
                if isBound(name, at: site) { bound[name, default: []].append((from, scope)) }
                continue
            }
            if bindsFrom(value, self) { bound[name, default: []].append((from, scope)) }
        }
    }

    /// Whether `name`, read at `node`, refers to a binding from the expression of interest.
    public func isBound(_ name: String, at node: Node) -> Bool {
        guard let ranges = bound[name] else { return false }
        let t = node.firstToken
        for (a, b) in ranges where t > a && t <= b { return true }
        return false
    }

    /// Whether `expr` contains a node satisfying `isSource` or reads a bound name. Closure bodies inside `expr`
    /// are not searched unless `intoClosures` (`folds.first { $0.isActive }` is found through `folds`).
    public func mentions(_ expr: Node, intoClosures: Bool = false, isSource: (Node) -> Bool) -> Bool {
        var found = false
        expr.walk { n in
            if found { return false }
            if !intoClosures && n.kind == .closure { return false }
            if isSource(n) { found = true; return false }
            if n.kind == .identifier, let name = n.name, isBound(name, at: n) {
                // Not a label-like member name: identifiers are always reads here.
                found = true
                return false
            }
            return true
        }
        return found
    }

    /// (name, value, end of visibility) of a binding site.
    static func binding(_ site: Node) -> (String, Node?, Int32)? {
        switch site.kind {
        case .patternBinding:
            guard let name = site.name, let value = site.initializerValue,
                  let decl = site.parent, decl.kind == .varDecl,
                  let block = decl.parentSkippingIfConfig, block.kind == .codeBlock,
                  let owner = block.parent, owner.kind != .typeDecl else { return nil }
            return (name, value, block.lastToken)
        case .optionalBinding:
            guard let name = site.name, let list = site.parent, list.kind == .conditionList,
                  let stmt = list.parent else { return nil }
            let value = site.initializerValue
            if value == nil && site.childCount > 0 { return nil }   // `case let x` patterns
            if stmt.kind == .guardStmt {
                guard let block = stmt.parentSkippingIfConfig, block.kind == .codeBlock else { return nil }
                return (name, value, block.lastToken)
            }
            return (name, value, stmt.lastToken)
        case .forStmt:
            guard let name = site.name, let seq = site.firstChild, seq.kind != .codeBlock else { return nil }
            return (name, seq, site.lastToken)
        case .binary:
            guard let lhs = site.firstChild, let name = lhs.name, let value = site.child(1),
                  let scope = site.enclosingScope, scope.kind != .patternBinding || scope.getterBody != nil
            else { return nil }
            return (name, value, scope.lastToken)
        default:
            return nil
        }
    }
}

/// The names bound from a `reservedRegions(…)` call (or from a value computed from one), per `DataFlow`.
public final class ReservedRegionFlow: FileAnalysis {
    /// The file mentions `reservedRegions` in code.
    public let mentionsReservedRegions: Bool
    private let tree: SyntaxTree
    private var flow: DataFlow?

    public required init(tree: SyntaxTree) {
        self.tree = tree
        var found = false
        for i in tree.tokens.indices where tree.tokens[i].kind == .identifier && tree.tokens[i].length == 15 {
            if tree.token(Int32(i), is: "reservedRegions") { found = true; break }
        }
        mentionsReservedRegions = found
    }

    /// A `reservedRegions(…)` call or a `reservedRegions` member reference.
    public static func isReservedRegionsRead(_ n: Node) -> Bool {
        switch n.kind {
        case .call: return n.calleeIs("reservedRegions")
        case .memberAccess:
            guard n.nameIs("reservedRegions") else { return false }
            // The callee of a call is judged at the call.
            if let p = n.parent, p.kind == .call, p.firstChild == n { return false }
            return true
        default: return false
        }
    }

    private func ensureFlow() -> DataFlow {
        if let f = flow { return f }
        let f = DataFlow(tree: tree) { value, flow in
            flow.mentions(value, isSource: ReservedRegionFlow.isReservedRegionsRead)
        }
        flow = f
        return f
    }

    /// Whether `expr` mentions a reserved region: a `reservedRegions(…)` call or a name bound from one.
    public func mentionsReservedRegion(_ expr: Node) -> Bool {
        guard mentionsReservedRegions else { return false }
        return ensureFlow().mentions(expr, intoClosures: true, isSource: ReservedRegionFlow.isReservedRegionsRead)
    }
}
