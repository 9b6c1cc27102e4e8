/// VOCABULARY.md "literal": a numeric literal, or a `let` / `static let` in the same file initialised to one.
/// This analysis collects those constants once per file.
public final class FileConstants: FileAnalysis {
    /// Constant name → value. A name declared twice with different values is dropped (ambiguous).
    public private(set) var values: [String: Double] = [:]

    /// The constants declared in absent code (VOCABULARY.md *code that runs on an iPhone*), such as a local that only
    /// an iPad branch reads: looked up only from absent code, which `idiom-gated-layout` reads to compare branches.
    private var absentValues: [String: Double] = [:]
    private let tree: SyntaxTree

    public required init(tree: SyntaxTree) {
        self.tree = tree
        /// Constants by name, a name declared twice with different values dropped.
        struct Table {
            var values: [String: Double] = [:]
            var ambiguous: Set<String> = []
            mutating func add(_ name: String, _ v: Double) {
                if let old = values[name], old != v { ambiguous.insert(name) }
                values[name] = v
            }
            mutating func unambiguous() -> [String: Double] {
                for name in ambiguous { values[name] = nil }
                return values
            }
        }
        var present = Table(), absent = Table()
        let nodes = tree.nodes
        for raw in nodes.indices where nodes[raw].kind == .varDecl && nodes[raw].flags.contains(.isLet) {
            let isAbsent = tree.isAbsent(Int32(raw))
            Node(tree: tree, id: Int32(raw)).forEachChild(ofKind: .patternBinding) { binding in
                guard let v = binding.initializerValue.flatMap(FileConstants.constantValue), let name = binding.name else { return }
                if isAbsent { absent.add(name, v) } else { present.add(name, v) }
            }
        }
        values = present.unambiguous()
        absentValues = absent.unambiguous()
    }

    /// A constant's value: a numeric literal, also converted (`CGFloat(375)`, `Double(2)`; narrowed on the session-11
    /// reading, AlphaWallet's `let iPhone6Width = CGFloat(375)`).
    static func constantValue(_ value: Node) -> Double? {
        if let v = value.numericValue { return v }
        let n = value.unparenthesized
        guard n.kind == .call, let callee = n.firstChild, callee.kind == .identifier,
              callee.nameIs("CGFloat") || callee.nameIs("Double") || callee.nameIs("Float") || callee.nameIs("Int"),
              n.arguments.count == 1, let a = n.arguments.first, a.label == nil else { return nil }
        return a.value?.numericValue
    }

    /// The value of a literal or of a same-file constant (`width`, `Self.width`, `Layout.width`); from absent code,
    /// also of a constant declared in absent code (narrowed on the session-11 recall reading: Delta Chat's gallery,
    /// `let padPortrait = 5` read only by the iPad branch of `if deviceType == .phone`).
    public func literalValue(_ node: Node) -> Double? {
        if let v = node.numericValue { return v }
        let n = node.unparenthesized
        let name: String
        switch n.kind {
        case .identifier:
            guard let s = n.name else { return nil }
            name = s
        case .memberAccess:
            // `Metrics.sidebarWidth`, `Self.sidebarWidth`
            guard let base = n.firstChild, base.kind == .identifier, let s = n.name else { return nil }
            name = s
        default:
            return nil
        }
        if let v = values[name] { return v }
        return absentValues.isEmpty || !tree.isAbsent(n.id) ? nil : absentValues[name]
    }
}
