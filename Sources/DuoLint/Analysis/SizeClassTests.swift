/// VOCABULARY.md *size-class test*: a condition that mentions `horizontalSizeClass` or `verticalSizeClass` — the
/// property an `@Environment(\.horizontalSizeClass)` declaration names (whatever its name),
/// `traitCollection.horizontalSizeClass` / `.verticalSizeClass` (any chain ending in one), a name bound from one
/// (*data flow*), or a same-type computed property whose value is such a test.
public final class SizeClassTests: FileAnalysis {
    private let tree: SyntaxTree
    /// The file says `horizontalSizeClass` or `verticalSizeClass` somewhere (else nothing here is a test).
    public let mentionsSizeClass: Bool
    /// Per type name (declarations of this file): the properties that are size-class values or tests.
    private var typeProperties: [String: Set<String>] = [:]
    private lazy var flow = DataFlow(tree: tree) { value, flow in self.mentions(value, flow) }

    public required init(tree: SyntaxTree) {
        self.tree = tree
        var found = false
        for i in tree.tokens.indices where tree.tokens[i].length == 19 || tree.tokens[i].length == 17 {
            if tree.token(Int32(i), is: "horizontalSizeClass") || tree.token(Int32(i), is: "verticalSizeClass") { found = true; break }
        }
        mentionsSizeClass = found
        guard found else { return }
        collectProperties()
    }

    /// Whether `expr` mentions a size-class value (closures inside it not searched).
    public func mentionsSizeClass(_ expr: Node) -> Bool {
        guard mentionsSizeClass else { return false }
        return mentions(expr, flow)
    }

    private func mentions(_ expr: Node, _ flow: DataFlow?) -> Bool {
        var found = false
        expr.walk { n in
            if found { return false }
            switch n.kind {
            case .closure, .stringLiteral:
                return false
            case .identifier, .memberAccess:
                if n.nameIs("horizontalSizeClass") || n.nameIs("verticalSizeClass") { found = true; return false }
                if isTypeProperty(n) { found = true; return false }
                if n.kind == .identifier, let flow, let name = n.name, flow.isBound(name, at: n) { found = true; return false }
            default:
                break
            }
            return true
        }
        return found
    }

    /// `x` or `self.x` where `x` is a size-class property of the enclosing type.
    private func isTypeProperty(_ n: Node) -> Bool {
        guard !typeProperties.isEmpty else { return false }
        if n.kind == .memberAccess {
            guard let base = n.firstChild, base.kind == .identifier, base.nameIs("self") else { return false }
        }
        guard let type = n.enclosingTypeDecl?.name, let names = typeProperties[type], let name = n.name else { return false }
        return names.contains(name) && !(n.kind == .identifier && IdiomTests.isLocal(name, at: n))
    }

    /// The `@Environment(\.horizontalSizeClass)` properties of each type, then its computed properties whose value
    /// mentions one (twice over, so one computed property may use another).
    private func collectProperties() {
        var computed: [(type: String, name: String, value: Node)] = []
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard let type = decl.name, let block = decl.memberBlock else { continue }
            block.forEachStatement { m in
                guard m.kind == .varDecl else { return }
                var isSizeClassEnvironment = false
                m.forEachChild(ofKind: .attribute) { a in
                    if a.nameIs("@Environment") {
                        let text = a.text
                        if text.contains("horizontalSizeClass") || text.contains("verticalSizeClass") { isSizeClassEnvironment = true }
                    }
                }
                m.forEachChild(ofKind: .patternBinding) { b in
                    guard let name = b.name else { return }
                    if isSizeClassEnvironment {
                        typeProperties[type, default: []].insert(name)
                    } else if b.initializerValue == nil, let v = IdiomTests.wholeValue(of: b) {
                        computed.append((type, name, v))
                    }
                }
            }
        }
        for _ in 0..<2 {
            for c in computed where !(typeProperties[c.type]?.contains(c.name) ?? false) && mentions(c.value, nil) {
                typeProperties[c.type, default: []].insert(c.name)
            }
        }
    }
}
