/// VOCABULARY.md *data flow* across calls, within one file, at the level of nodes: which declarations a call reaches,
/// what a function returns, which parameter a name reads and what its call sites pass for it.
///
/// A callee is found by name: for `f(…)` a free function or a method of the enclosing type (or a function nested in
/// an enclosing function); for `self.f(…)` / `Self.f(…)` / `T.f(…)` a method of that type; for `x.f(…)` a method of
/// `x`'s declared type when this file declares it (a parameter's or property's type annotation), else a method of
/// any type; for `T(…)` the initializers of `T`. Every declaration that answers is followed (overloads, same-named
/// methods of several types), provided it has a parameter for each argument label of the call. Results are
/// followed at most `maxDepth` calls deep, never into a function already on the path.
///
/// The cross-file half (call sites and `Bool` parameters of other files) is `FlowFacts` / `FlowIndex`.
public final class CallFlow: FileAnalysis {
    /// VOCABULARY.md: "At most 3 calls deep".
    public static let maxDepth = 3

    private let tree: SyntaxTree

    /// A function, method or initializer declared in this file.
    struct Declaration {
        let node: Node
        /// The enclosing type's name (an extension's extended type), nil for a free or nested function.
        let typeName: String?
        /// The function that holds a nested function.
        let outerFunction: Node?
    }

    private lazy var declarations: [String: [Declaration]] = collectDeclarations()
    /// Calls by callee name, only for names this file declares a function of (built on first need).
    private lazy var callsByName: [String: [Node]] = collectCalls()

    public required init(tree: SyntaxTree) { self.tree = tree }

    /// Whether this file declares a function, method or initializer named `name`.
    public func declares(_ name: String) -> Bool { declarations[name] != nil }

    // MARK: Callees

    /// The declarations of this file that `call` may reach (see the type's comment), in source order.
    public func callees(of call: Node) -> [Node] {
        guard call.kind == .call, let callee = call.firstChild else { return [] }
        var name: String
        var typeName: String?
        var anyType = false
        var allowsFree = false
        switch callee.kind {
        case .identifier:
            guard let n = callee.name else { return [] }
            name = n
            if let first = n.unicodeScalars.first, first.properties.isUppercase {
                // `CardView(width: …)`: its initializers.
                typeName = n
                name = "init"
            } else {
                typeName = CallFlow.typeName(around: call)
                allowsFree = true
            }
        case .memberAccess:
            guard let n = callee.name else { return [] }
            name = n
            guard let base = callee.firstChild?.unparenthesized else {
                // `.make(…)`: an implicit static member of an unknown type.
                anyType = true
                break
            }
            if base.kind == .identifier, let b = base.name {
                if b == "self" || b == "Self" {
                    typeName = CallFlow.typeName(around: call)
                } else if b == "super" {
                    return []
                } else if let first = b.unicodeScalars.first, first.properties.isUppercase {
                    typeName = b
                    if n == "init" { name = "init" }
                } else if let declared = declaredType(of: base) {
                    typeName = declared
                } else {
                    anyType = true
                }
            } else {
                anyType = true
            }
        default:
            return []
        }
        guard let candidates = declarations[name] else { return [] }
        let labels = CallFlow.argumentLabels(of: call)
        var out: [Node] = []
        for d in candidates {
            let matches: Bool
            if d.outerFunction != nil {
                matches = allowsFree && d.outerFunction.map { $0.startOffset <= call.startOffset && call.startOffset <= $0.endOffset } ?? false
            } else if d.typeName == nil {
                matches = allowsFree
            } else if anyType {
                matches = true
            } else {
                matches = d.typeName == typeName
            }
            if matches && CallFlow.accepts(d.node, labels) { out.append(d.node) }
        }
        return out
    }

    /// Whether a function has a parameter for each argument label (`_` for unlabelled ones), in any order.
    static func accepts(_ function: Node, _ labels: [String]) -> Bool {
        var parameters: [String: Int] = [:]
        function.forEachChild(ofKind: .parameter) { p in parameters[p.parameterLabel ?? "_", default: 0] += 1 }
        var used: [String: Int] = [:]
        for l in labels {
            used[l, default: 0] += 1
            if used[l]! > (parameters[l] ?? 0) {
                // Variadic and closure parameters take more than one argument: be lenient on unlabelled ones.
                if l == "_" && (parameters["_"] ?? 0) > 0 { continue }
                return false
            }
        }
        return true
    }

    /// The labels of a call's arguments (`_` for unlabelled ones), trailing closures excluded.
    static func argumentLabels(of call: Node) -> [String] {
        var out: [String] = []
        for a in call.arguments where !a.isTrailingClosure { out.append(a.label ?? "_") }
        return out
    }

    /// The type a parameter, local or property named by `base` is declared with, when it is a plain type name.
    private func declaredType(of base: Node) -> String? {
        guard base.kind == .identifier, let name = base.name else { return nil }
        for a in base.ancestors {
            switch a.kind {
            case .funcDecl:
                var found: String?
                a.forEachChild(ofKind: .parameter) { p in if p.name == name { found = p.typeAnnotation?.name } }
                if let f = found { return f }
            case .typeDecl:
                guard let block = a.memberBlock else { return nil }
                var found: String?
                block.forEachStatement { m in
                    guard m.kind == .varDecl, found == nil else { return }
                    m.forEachChild(ofKind: .patternBinding) { b in if b.name == name { found = b.typeAnnotation?.name } }
                }
                return found
            default:
                break
            }
        }
        return nil
    }

    /// The name of the type around `node` (an extension's extended type), or nil at file level.
    static func typeName(around node: Node) -> String? {
        guard let decl = node.enclosingTypeDecl else { return nil }
        return HingeTypeName.of(decl)
    }

    // MARK: Results

    /// What a function returns: its `return` values (not those of nested closures or functions), the single
    /// expression of an implicit-return body, or, for a result-builder function (`@ViewBuilder`,
    /// `@ToolbarContentBuilder`, …), its body's top-level expressions.
    public func returnedValues(of function: Node) -> [Node] {
        guard let body = function.body else { return [] }
        let statements = body.statements
        let isBuilder = function.children.contains { $0.kind == .attribute && ($0.name ?? "").hasSuffix("Builder") }
        if isBuilder {
            return statements.filter { s in
                switch s.kind {
                case .varDecl, .funcDecl, .typeDecl, .returnStmt: return false
                default: return true
                }
            } + statements.compactMap { $0.kind == .returnStmt ? $0.firstChild : nil }
        }
        if statements.count == 1, let only = statements.first, only.kind != .returnStmt, only.kind != .varDecl {
            return [only]
        }
        var out: [Node] = []
        body.walk { n in
            if n.kind == .closure || n.kind == .funcDecl || n.kind == .typeDecl { return false }
            if n.kind == .returnStmt, let v = n.firstChild { out.append(v) }
            return out.count < 200
        }
        return out
    }

    // MARK: Parameters

    /// The parameter of the enclosing function or initializer that the identifier `use` reads, or nil (a local, a
    /// closure parameter or a member of the same name shadows).
    public func parameter(referencedBy use: Node) -> Node? {
        guard use.kind == .identifier, let name = use.name else { return nil }
        if let p = use.parent, p.kind == .memberAccess, p.firstChild != use { return nil }
        let useStart = use.startOffset
        for a in use.ancestors {
            switch a.kind {
            case .codeBlock:
                var shadowed = false
                a.forEachStatement { s in
                    guard !shadowed, s.kind == .varDecl, s.startOffset < useStart else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in if b.name == name { shadowed = true } }
                }
                if shadowed { return nil }
            case .closure:
                if a.closureParameterNames.contains(name) { return nil }
            case .ifStmt, .guardStmt, .whileStmt:
                var bound = false
                a.child(ofKind: .conditionList)?.forEachChild(ofKind: .optionalBinding) { b in
                    if b.name == name && b.startOffset < useStart { bound = true }
                }
                if bound { return nil }
            case .forStmt:
                if a.name == name { return nil }
            case .funcDecl:
                var found: Node?
                a.forEachChild(ofKind: .parameter) { p in if p.name == name { found = p } }
                return found
            case .accessor, .typeDecl, .sourceFile:
                return nil
            case .patternBinding:
                if a.getterBody != nil { return nil }
            default:
                break
            }
        }
        return nil
    }

    /// The function or initializer that declares `parameter`.
    public static func function(of parameter: Node) -> Node? {
        guard let f = parameter.parent, f.kind == .funcDecl else { return nil }
        return f
    }

    /// The calls of this file that may reach `function` (see `callees(of:)`).
    public func callSites(of function: Node) -> [Node] {
        guard function.kind == .funcDecl, let name = function.name else { return [] }
        var out: [Node] = []
        let key = name == "init" ? (CallFlow.typeName(around: function) ?? "init") : name
        for call in callsByName[key] ?? [] where callees(of: call).contains(function) { out.append(call) }
        if name == "init" {
            for call in callsByName["init"] ?? [] where callees(of: call).contains(function) { out.append(call) }
        }
        return out
    }

    /// The value `call` gives `parameter`: the argument with its label (an unlabelled parameter takes the unlabelled
    /// argument in the same position), or the parameter's default value when the call passes none.
    public func argument(for parameter: Node, at call: Node) -> Node? {
        guard let function = CallFlow.function(of: parameter) else { return nil }
        let label = parameter.parameterLabel ?? "_"
        let arguments = call.arguments
        if label != "_" {
            for a in arguments where a.label == label { return a.value }
            return parameter.initializerValue
        }
        var position = 0
        var found = false
        function.forEachChild(ofKind: .parameter) { p in
            if found { return }
            if p == parameter { found = true; return }
            if (p.parameterLabel ?? "_") == "_" { position += 1 }
        }
        let unlabelled = arguments.filter { $0.label == nil }
        return position < unlabelled.count ? unlabelled[position].value : parameter.initializerValue
    }

    // MARK: Index

    private func collectDeclarations() -> [String: [Declaration]] {
        var out: [String: [Declaration]] = [:]
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .funcDecl && !tree.isAbsent(Int32(raw)) {
            let f = Node(tree: tree, id: Int32(raw))
            guard let name = f.name, f.body != nil else { continue }
            var outer: Node?
            var typeName: String?
            for a in f.ancestors {
                if a.kind == .funcDecl || a.kind == .closure || a.kind == .accessor {
                    outer = a
                    break
                }
                if a.kind == .typeDecl {
                    typeName = HingeTypeName.of(a)
                    break
                }
            }
            out[name, default: []].append(Declaration(node: f, typeName: outer == nil ? typeName : nil, outerFunction: outer))
        }
        return out
    }

    private func collectCalls() -> [String: [Node]] {
        var out: [String: [Node]] = [:]
        if declarations.isEmpty { return out }
        var initTypes: Set<String> = []
        for d in declarations["init"] ?? [] { if let t = d.typeName { initTypes.insert(t) } }
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .call && !tree.isAbsent(Int32(raw)) {
            let call = Node(tree: tree, id: Int32(raw))
            guard let name = call.calleeName else { continue }
            if declarations[name] != nil || initTypes.contains(name) { out[name, default: []].append(call) }
        }
        return out
    }
}
