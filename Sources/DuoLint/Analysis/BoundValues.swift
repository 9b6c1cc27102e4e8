/// The value a name stands for, for the toolbar rules' *title match* and *placement* (VOCABULARY.md): a local `let`
/// bound before the use in the same function or closure (or a closure around it — VOCABULARY.md *data flow*, never
/// across calls), a same-file `static let`, and for placements also the other same-file constants (a type-level
/// or file-level `let`, a computed property whose getter is one expression), a stored property's initial value
/// and a parameter's default value (what the value is when the call site passes none).
///
/// Only *judged* code is read: a binding in an inactive `#if` clause is absent, and two bindings of one name in
/// judged clauses (`#if DEBUG let x = … #else let x = … #endif`) are ambiguous, so the name stands for nothing.
final class BoundValues {
    /// Which bindings a lookup may follow.
    struct Sources: OptionSet {
        let rawValue: Int
        /// `let x = …` in the enclosing function / closures, before the use.
        static let locals = Sources(rawValue: 1)
        /// `static let x = …` in a type of the file.
        static let staticLets = Sources(rawValue: 2)
        /// Type-level and file-level `let`s, single-expression computed properties.
        static let constants = Sources(rawValue: 4)
        /// A parameter's default value, a stored `var`'s initial value.
        static let defaults = Sources(rawValue: 8)

        static let title: Sources = [.locals, .staticLets]
        static let placement: Sources = [.locals, .staticLets, .constants, .defaults]
    }

    /// Where a value was found.
    enum Origin: Equatable {
        case value
        /// The initial value of a stored property of the enclosing type (`var placement: … = .topBarLeading`):
        /// the default of its memberwise-initialiser parameter, which a use of the type may override.
        case storedProperty(String)
    }

    private let tree: SyntaxTree
    /// Type-level and file-level bindings by name.
    private lazy var declared: [String: [Declared]] = collect()

    private struct Declared {
        let binding: Node
        /// The enclosing type's name (nil at file level).
        let typeName: String?
        let isStatic: Bool
        let isLet: Bool
    }

    init(tree: SyntaxTree) { self.tree = tree }

    /// The value `expr` (an identifier, `self.x`, `Self.x`, `T.x`) stands for, followed through up to a few names;
    /// nil when it names nothing that `sources` allows (or anything ambiguous). `arguments`: the arguments of the
    /// call through which the walk reached the function holding `expr`, by label (they win over defaults).
    func value(of expr: Node, sources: Sources, arguments: [String: Node] = [:]) -> (Node, Origin)? {
        var current = expr.unparenthesized
        var origin = Origin.value
        var steps = 0
        while steps < 6 {
            steps += 1
            guard let (next, o) = step(current, sources: sources, arguments: steps == 1 ? arguments : [:]) else {
                return steps == 1 ? nil : (current, origin)
            }
            if case .storedProperty = o { origin = o }
            current = next.unparenthesized
            if current.kind != .identifier && current.kind != .memberAccess { return (current, origin) }
            // `.topBarTrailing` / `ToolbarItemPlacement.topBarTrailing` are values, not names.
            if current.kind == .memberAccess && !isNameReference(current) { return (current, origin) }
        }
        return nil
    }

    /// Whether a member access names a property (`self.x`, `Self.x`, `Strings.done` where the file declares
    /// `Strings`' `done`), as opposed to an enum-like value (`.primaryAction`, `ToolbarItemPlacement.bottomBar`).
    private func isNameReference(_ m: Node) -> Bool {
        guard let base = m.firstChild, base.kind == .identifier, let name = m.name else { return false }
        if base.nameIs("self") || base.nameIs("Self") { return true }
        guard let typeName = base.name else { return false }
        return (declared[name] ?? []).contains { $0.typeName == typeName }
    }

    private func step(_ n: Node, sources: Sources, arguments: [String: Node]) -> (Node, Origin)? {
        switch n.kind {
        case .identifier:
            guard let name = n.name, name != "self", name != "Self" else { return nil }
            if let a = arguments[name] { return (a, .value) }
            switch local(name, at: n) {
            case .found(let v):
                return sources.contains(.locals) ? (v, .value) : nil
            case .parameter(let p):
                guard sources.contains(.defaults), let d = p.initializerValue else { return nil }
                return (d, .value)
            case .shadowed:
                return nil
            case .none:
                return member(name, qualifier: nil, at: n, sources: sources)
            }
        case .memberAccess:
            guard let base = n.firstChild, base.kind == .identifier, let name = n.name, let b = base.name else { return nil }
            if b == "self" || b == "Self" { return member(name, qualifier: nil, at: n, sources: sources, staticOnly: b == "Self") }
            return member(name, qualifier: b, at: n, sources: sources)
        default:
            return nil
        }
    }

    private enum LocalLookup {
        case found(Node)
        case parameter(Node)
        case shadowed
        case none
    }

    /// A local `let name = …` visible at `use`, or the parameter `name` of the function around it.
    private func local(_ name: String, at use: Node) -> LocalLookup {
        let useStart = use.startOffset
        var child = use
        for anc in use.ancestors {
            switch anc.kind {
            case .codeBlock:
                var found: [Node] = []
                var shadow = false
                anc.forEachStatement { s in
                    guard s.kind == .varDecl, s.startOffset < useStart, s != child else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in
                        guard b.name == name else { return }
                        if s.flags.contains(.isLet), let v = b.initializerValue { found.append(v) } else { shadow = true }
                    }
                }
                if found.count == 1 && !shadow { return .found(found[0]) }
                if !found.isEmpty || shadow { return .shadowed }
            case .closure:
                if anc.closureParameterNames.contains(name) { return .shadowed }
            case .funcDecl:
                var param: Node?
                anc.forEachChild(ofKind: .parameter) { p in if p.name == name { param = p } }
                if let p = param { return .parameter(p) }
                return .none
            case .accessor, .typeDecl, .sourceFile:
                return .none
            case .patternBinding:
                if anc.getterBody != nil { return .none }
            case .optionalBinding:
                if anc.name == name { return .shadowed }
            case .ifStmt, .guardStmt, .whileStmt:
                var bound = false
                anc.child(ofKind: .conditionList)?.forEachChild(ofKind: .optionalBinding) { b in
                    if b.name == name && b.startOffset < useStart { bound = true }
                }
                if bound { return .shadowed }
            default:
                break
            }
            child = anc
        }
        return .none
    }

    /// A type-level or file-level binding `name`: in type `qualifier`, else the type around `use`, else at file level.
    private func member(_ name: String, qualifier: String?, at use: Node, sources: Sources,
                        staticOnly: Bool = false) -> (Node, Origin)? {
        guard let all = declared[name], !all.isEmpty else { return nil }
        let typeName = qualifier ?? use.enclosingTypeDecl?.name
        var candidates = all.filter { $0.typeName == typeName }
        if candidates.isEmpty && qualifier == nil { candidates = all.filter { $0.typeName == nil } }
        if staticOnly { candidates = candidates.filter { $0.isStatic } }
        guard candidates.count == 1, let d = candidates.first else { return nil }
        let b = d.binding
        if let v = b.initializerValue {
            if d.isStatic && d.isLet { return sources.contains(.staticLets) || sources.contains(.constants) ? (v, .value) : nil }
            if d.isLet { return sources.contains(.constants) ? (v, .value) : nil }
            // A stored `var` with an initial value: the default a memberwise initialiser takes.
            guard sources.contains(.defaults), d.typeName != nil, !d.isStatic else { return nil }
            return (v, .storedProperty(name))
        }
        if sources.contains(.constants), let getter = b.getterBody {
            let stmts = getter.statements
            guard stmts.count == 1, let s = stmts.first else { return nil }
            if s.kind == .returnStmt { return s.firstChild.map { ($0, .value) } }
            return s.kind == .varDecl ? nil : (s, .value)
        }
        return nil
    }

    private func collect() -> [String: [Declared]] {
        var out: [String: [Declared]] = [:]
        func add(_ decl: Node, typeName: String?) {
            let isLet = decl.flags.contains(.isLet)
            let isStatic = decl.flags.contains(.isStatic)
            decl.forEachChild(ofKind: .patternBinding) { b in
                guard let n = b.name else { return }
                out[n, default: []].append(Declared(binding: b, typeName: typeName, isStatic: isStatic, isLet: isLet))
            }
        }
        tree.root.forEachStatement { s in if s.kind == .varDecl { add(s, typeName: nil) } }
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard let name = decl.name, let block = decl.memberBlock else { continue }
            block.forEachStatement { m in if m.kind == .varDecl { add(m, typeName: name) } }
        }
        return out
    }
}
