/// VOCABULARY.md "literal": a numeric literal, or a `let` / `static let` in the same file initialised to one.
/// This analysis collects those constants once per file.
public final class FileConstants: FileAnalysis {
    /// Constant name → value. A name declared twice with different values is dropped (ambiguous).
    public private(set) var values: [String: Double] = [:]

    public required init(tree: SyntaxTree) {
        var ambiguous: Set<String> = []
        var values: [String: Double] = [:]
        let nodes = tree.nodes
        for raw in nodes.indices where nodes[raw].kind == .varDecl && nodes[raw].flags.contains(.isLet)
                                       && !tree.isAbsent(Int32(raw)) {
            Node(tree: tree, id: Int32(raw)).forEachChild(ofKind: .patternBinding) { binding in
                guard let v = binding.initializerValue?.numericValue, let name = binding.name else { return }
                if let old = values[name], old != v { ambiguous.insert(name) }
                values[name] = v
            }
        }
        for name in ambiguous { values[name] = nil }
        self.values = values
    }

    /// The value of a literal or of a same-file constant (`width`, `Self.width`, `Layout.width`).
    public func literalValue(_ node: Node) -> Double? {
        if let v = node.numericValue { return v }
        let n = node.unparenthesized
        switch n.kind {
        case .identifier:
            return n.name.flatMap { values[$0] }
        case .memberAccess:
            // `Metrics.sidebarWidth`, `Self.sidebarWidth`
            guard let base = n.firstChild, base.kind == .identifier, let name = n.name else { return nil }
            return values[name]
        default:
            return nil
        }
    }
}
