/// Where each name is read in a file: identifiers and member accesses by name, in source order, built once on first
/// need (only files where a rule asks about a name's uses pay for it).
public final class NameUses: FileAnalysis {
    private let tree: SyntaxTree
    private lazy var byName: [String: [Node]] = {
        var out: [String: [Node]] = [:]
        let nodes = tree.nodes
        for raw in nodes.indices where !tree.isAbsent(Int32(raw)) {
            let kind = nodes[raw].kind
            guard kind == .identifier || kind == .memberAccess else { continue }
            let n = Node(tree: tree, id: Int32(raw))
            guard let name = n.name else { continue }
            out[name, default: []].append(n)
        }
        return out
    }()

    public required init(tree: SyntaxTree) { self.tree = tree }

    /// Every identifier and member access named `name` (bases and member names alike).
    public func all(named name: String) -> [Node] { byName[name] ?? [] }

    /// The uses of `name` as a value: `x`, `self.x`, `Self.x`, `T.x` (not `x` as the base of `x.y` unless `bases`, not a
    /// member of a call result), outside `binding` (the declaration itself), and for a local binding only after it, in
    /// its function or closure.
    public func values(named name: String, excluding binding: Node? = nil, bases: Bool = false) -> [Node] {
        let scope = binding?.enclosingScope
        let after = binding?.endOffset ?? 0
        let inside = binding.map { ($0.startOffset, $0.endOffset) }
        var out: [Node] = []
        for use in byName[name] ?? [] {
            let at = use.startOffset
            if let (a, b) = inside, at >= a && at <= b { continue }
            if let scope {
                if at < after || at > scope.endOffset { continue }
            }
            if !bases, use.kind == .identifier, let p = use.parent, p.kind == .memberAccess, p.firstChild == use { continue }
            if use.kind == .memberAccess {
                guard let base = use.firstChild, base.kind == .identifier else { continue }
            }
            out.append(use)
        }
        return out
    }
}

extension SyntaxTree {
    /// Whether tokens `a` and `b` have the same bytes (no String made; an escaped name compares as written).
    @inline(__always) func tokensEqual(_ a: Int32, _ b: Int32) -> Bool {
        guard a >= 0, b >= 0, Int(a) < tokens.count, Int(b) < tokens.count else { return false }
        let ta = tokens[Int(a)], tb = tokens[Int(b)]
        guard ta.length == tb.length else { return false }
        let len = Int(ta.length)
        return source.bytes.withUnsafeBufferPointer { buf in
            let oa = Int(ta.offset), ob = Int(tb.offset)
            var k = 0
            while k < len && buf[oa + k] == buf[ob + k] { k += 1 }
            return k == len
        }
    }
}

extension Node {
    /// The function, accessor, closure or computed property around this node — not the initializer of a stored
    /// binding, which `enclosingScope` also answers (`let x = f(size)`: the function holding it).
    var functionScope: Node? {
        var s = enclosingScope
        for _ in 0..<64 {
            guard let scope = s else { return nil }
            if scope.kind != .patternBinding || scope.getterBody != nil { return scope }
            s = scope.enclosingScope
        }
        return nil
    }
}
