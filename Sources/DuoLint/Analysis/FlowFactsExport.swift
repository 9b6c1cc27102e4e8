/// The per-file export of RULES.md *data flow across calls* (see `FlowFacts`): kept apart from the cross-file query
/// (`FlowIndex`), which reads nothing but these facts.
enum FlowFactsExport {
    /// The facts of one file: its call sites that pass a container value (or one of their function's own
    /// parameters, unchanged), with every other call of the same names in the file; and its functions' `Bool`
    /// parameters with whether each is used only as a value-only condition.
    static func extract(_ ctx: FileContext) -> FlowFacts {
        let tree = ctx.tree
        var facts = FlowFacts()
        var marked: Set<String> = []
        var calls: [Int32] = []
        var boolFunctions: [Node] = []
        let nodes = tree.nodes
        let sizes = ctx.analysis(ContainerSizes.self)
        for raw in nodes.indices {
            let kind = nodes[raw].kind
            if kind == .funcDecl {
                if !tree.isAbsent(Int32(raw)) { boolFunctions.append(Node(tree: tree, id: Int32(raw))) }
                continue
            }
            guard kind == .call, nodes[raw].childCount >= 2, !tree.isAbsent(Int32(raw)) else { continue }
            calls.append(Int32(raw))
            let call = Node(tree: tree, id: Int32(raw))
            for a in call.arguments where !a.isTrailingClosure {
                guard let v = a.value, FlowFactsExport.mayCarry(v) else { continue }
                if FlowFactsExport.properties(of: v, sizes, ctx) != [] || FlowFactsExport.forwarded(v, ctx) != nil {
                    if let name = FlowFactsExport.calleeKey(call) { marked.insert(name) }
                    break
                }
            }
        }
        // Every call of a marked name (most files have none): the calls that pass nothing of note are evidence too.
        var sitesByName: [String: [Node]] = [:]
        if !marked.isEmpty {
            let names = NameSet(marked.subtracting(["init"]))
            let types = marked.contains("init")
            for id in calls {
                let call = Node(tree: tree, id: id)
                guard call.calleeIn(names) || (types && call.constructsCapitalizedType),
                      let name = FlowFactsExport.calleeKey(call), marked.contains(name) else { continue }
                sitesByName[name, default: []].append(call)
            }
        }
        for name in marked.sorted() {
            for call in sitesByName[name] ?? [] {
                var arguments: [FlowFacts.Argument] = []
                var position = 0
                for a in call.arguments where !a.isTrailingClosure {
                    var label = a.label ?? "_"
                    if label == "_" {
                        label = "_\(position)"
                        position += 1
                    }
                    guard let v = a.value else { continue }
                    let may = FlowFactsExport.mayCarry(v)
                    arguments.append(FlowFacts.Argument(
                        label: label, properties: may ? FlowFactsExport.properties(of: v, sizes, ctx) : [],
                        forwards: may ? FlowFactsExport.forwarded(v, ctx) : nil))
                }
                facts.sites.append(FlowFacts.Site(callee: name, receiver: receiver(of: call, ctx), arguments: arguments))
            }
        }
        let valueOnly = ctx.analysis(ValueOnlyBranches.self)
        for f in boolFunctions where FlowFactsExport.hasBoolParameter(f) && !FlowFactsExport.isOverride(f) {
            f.forEachChild(ofKind: .parameter) { p in
                guard p.typeAnnotation?.nameIs("Bool") == true, let key = ContainerSizes.key(of: p) else { return }
                facts.boolParameters.append(FlowFacts.BoolParameter(key: key, valueOnly: valueOnly.parameterIsValueOnly(p, ctx)))
            }
        }
        // Memberwise initializers' `Bool` parameters: the stored `Bool` properties of structs with no `init`.
        for raw in nodes.indices where nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard decl.declKeyword == .struct, let name = decl.name, let block = decl.memberBlock,
                  !ValueOnlyBranches.declaresInit(block) else { continue }
            block.forEachStatement { m in
                // (A wrapped property — `@State`, `@Binding` — is not a `Bool` parameter of the initializer.)
                guard m.kind == .varDecl, !m.flags.contains(.isStatic), m.child(ofKind: .attribute) == nil else { return }
                m.forEachChild(ofKind: .patternBinding) { b in
                    guard let label = b.name, b.getterBody == nil, let t = b.typeAnnotation, t.nameIs("Bool"),
                          !(m.flags.contains(.isLet) && b.initializerValue != nil) else { return }
                    facts.boolParameters.append(FlowFacts.BoolParameter(
                        key: ParameterKey(function: "init", type: name, label: label),
                        valueOnly: valueOnly.propertyUses(b, ctx, depth: 1)))
                }
            }
        }
        if !facts.isEmpty { facts.path = tree.path }
        return facts
    }

    /// The name other files know the callee by: the function's name, `init` for `T(…)` / `T.init(…)`. Nil for
    /// calls that reach no declared function (`.init(…)` on an unknown type, closures called).
    static func calleeKey(_ call: Node) -> String? {
        guard let callee = call.firstChild else { return nil }
        if call.constructsCapitalizedType { return "init" }
        switch callee.kind {
        case .identifier, .memberAccess:
            return callee.name
        default:
            return nil
        }
    }

    /// How the call names its callee's owner.
    static func receiver(of call: Node, _ ctx: FileContext) -> FlowFacts.Receiver {
        if call.constructsCapitalizedType, let t = call.constructedTypeName { return .typed(t) }
        guard let callee = call.firstChild else { return .unknown }
        if callee.kind == .identifier { return .implicit(CallFlow.typeName(around: call)) }
        guard callee.kind == .memberAccess, let base = callee.firstChild?.unparenthesized else { return .unknown }
        if base.kind == .identifier, let b = base.name {
            if b == "self" || b == "Self" { return CallFlow.typeName(around: call).map { .typed($0) } ?? .unknown }
            if let first = b.unicodeScalars.first, first.properties.isUppercase { return .typed(b) }
            if let p = ctx.analysis(CallFlow.self).parameter(referencedBy: base), let t = p.typeAnnotation?.name {
                return .typed(t)
            }
        }
        return .unknown
    }

    /// A cheap first look: only member accesses, `frame(in:)` calls and names that read like a size (or are a
    /// parameter of the enclosing function) can be container values or parameters passed on.
    static func mayCarry(_ v: Node) -> Bool {
        var n = v.unparenthesized
        while n.kind == .optionalChain || n.kind == .forceUnwrap, let inner = n.firstChild { n = inner }
        switch n.kind {
        case .memberAccess:
            return n.childCount > 0
        case .identifier:
            let t = n.nameToken
            guard t >= 0 else { return false }
            let tree = n.tree
            for hint in sizeHints where tree.token(t, containsIgnoringCase: hint) { return true }
            return isParameterName(n)
        case .call:
            return n.calleeIs("frame")
        default:
            return false
        }
    }

    private static let sizeHints: [StaticString] = ["size", "width", "height", "bounds", "frame", "proxy", "geo", "rect"]

    /// Whether the identifier is spelled like a parameter of the function that holds it (a cheap test before
    /// `CallFlow.parameter(referencedBy:)`).
    static func isParameterName(_ n: Node) -> Bool {
        guard let scope = n.enclosingScope, scope.kind == .funcDecl else { return false }
        var found = false
        let t = n.nameToken
        scope.forEachChild(ofKind: .parameter) { p in
            if !found, n.tree.tokensEqual(p.nameToken, t) { found = true }
        }
        return found
    }

    /// The flow properties a value has in this file alone (no parameter or property followed).
    static func properties(of v: Node, _ sizes: ContainerSizes, _ ctx: FileContext) -> FlowProperties {
        var out: FlowProperties = []
        if sizes.require(v, .size, ctx, local: true) == .yes || sizes.require(v, .proxy, ctx, local: true) == .yes {
            out.insert(.containerSize)
        }
        if sizes.require(v, .width, ctx, local: true) == .yes { out.insert(.containerWidth) }
        if sizes.require(v, .height, ctx, local: true) == .yes { out.insert(.containerHeight) }
        return out
    }

    /// The parameter of the function holding the call that `v` passes on unchanged.
    static func forwarded(_ v: Node, _ ctx: FileContext) -> ParameterKey? {
        let n = v.unparenthesized
        guard n.kind == .identifier, isParameterName(n), let p = ctx.analysis(CallFlow.self).parameter(referencedBy: n) else { return nil }
        return ContainerSizes.key(of: p)
    }

    /// A parameter typed `Bool` (no String made).
    static func hasBoolParameter(_ f: Node) -> Bool {
        var found = false
        f.forEachChild(ofKind: .parameter) { p in
            if !found, let t = p.child(ofKind: .typeRef), t.nameIs("Bool") { found = true }
        }
        return found
    }

    /// `override func …`: called by the framework, so its `Bool` parameters are not ours to describe.
    static func isOverride(_ f: Node) -> Bool {
        var t = f.firstToken
        let end = min(f.lastToken, f.firstToken + 8)
        while t <= end {
            if f.tree.token(t, is: "override") { return true }
            if f.tree.token(t, is: "func") || f.tree.token(t, is: "init") { return false }
            t += 1
        }
        return false
    }
}
