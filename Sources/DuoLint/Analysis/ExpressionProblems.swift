/// The *same expression* of *one problem, one finding* (the rule catalogue, part 1): the keys of the expression a
/// finding's node belongs to, for `FileContext.report(…, problems:)`.
///
/// A node's expression is the innermost comparison (`<`, `>`, `<=`, `>=`, `==`, `!=`) that holds it; where there
/// is none, the innermost call whose argument list (not its trailing closures) holds it; where there is none, its
/// statement. A same-file constant's initializer belongs to every comparison or call that reads the constant
/// (`static let compactWidthLimit: CGFloat = 428` and `size.width <= compactWidthLimit` are one expression), so a
/// node inside such an initializer has the keys of all those readers.
public final class ExpressionProblems: FileAnalysis {
    private let tree: SyntaxTree
    /// Constant name → the expressions that read it; built on first need (most files never ask).
    private var readers: [String: [Problem]]?

    public required init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The keys of `node`'s expression: its own, and one per reader of the constant whose initializer holds it.
    public func keys(for node: Node) -> [Problem] {
        let own = Problem.expression(Self.expression(of: node).id)
        if let constant = Self.constantInitialized(around: node) {
            let found = readerKeys()[constant] ?? []
            if !found.isEmpty { return found + [own] }
        }
        return [own]
    }

    /// The innermost comparison, else argument-list call, else statement holding `node` (itself included).
    static func expression(of node: Node) -> Node {
        var call: Node?
        var statement: Node?
        var child: Node?
        var n: Node? = node
        var steps = 0
        while let current = n, steps < 100_000 {
            steps += 1
            switch current.kind {
            case .binary where LayoutContext.comparisonOperators.contains(current.tree.tokenText(current.nameToken)):
                return current
            case .call, .subscriptCall, .macroExpansion:
                if call == nil, let c = child, c.kind == .argument, !c.isTrailingClosure { call = current }
            case .codeBlock, .sourceFile:
                if statement == nil { statement = child }
            case .closure, .funcDecl, .typeDecl:
                // A comparison or call outside the closure or declaration is another expression.
                return call ?? statement ?? child ?? current
            default:
                break
            }
            child = current
            n = current.parent
        }
        return call ?? statement ?? node
    }

    /// The name of the same-file `let` / `static let` whose initializer holds `node`, if any.
    private static func constantInitialized(around node: Node) -> String? {
        var n: Node? = node
        var steps = 0
        while let current = n, steps < 64 {
            steps += 1
            switch current.kind {
            case .patternBinding:
                guard let decl = current.parent, decl.kind == .varDecl, decl.flags.contains(.isLet) else { return nil }
                return current.name
            case .closure, .funcDecl, .typeDecl, .codeBlock, .accessor:
                return nil
            default:
                n = current.parent
            }
        }
        return nil
    }

    /// Constant name → the expressions of its uses (identifiers and `X.name` members, outside its own binding).
    private func readerKeys() -> [String: [Problem]] {
        if let readers { return readers }
        var constants: Set<String> = []
        let nodes = tree.nodes
        for i in nodes.indices where nodes[i].kind == .varDecl && nodes[i].flags.contains(.isLet) {
            Node(tree: tree, id: Int32(i)).forEachChild(ofKind: .patternBinding) { binding in
                if let name = binding.name, binding.initializerValue != nil { constants.insert(name) }
            }
        }
        var out: [String: [Problem]] = [:]
        if !constants.isEmpty {
            for i in nodes.indices {
                let kind = nodes[i].kind
                guard kind == .identifier || kind == .memberAccess else { continue }
                let use = Node(tree: tree, id: Int32(i))
                guard !tree.isAbsent(use.id), let name = use.name, constants.contains(name),
                      Self.constantInitialized(around: use) != name else { continue }
                let key = Problem.readerOf(Self.expression(of: use).id)
                if !(out[name]?.contains(key) ?? false) { out[name, default: []].append(key) }
            }
        }
        readers = out
        return out
    }
}
