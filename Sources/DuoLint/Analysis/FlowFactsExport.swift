/// The per-file export of VOCABULARY.md *data flow across calls* (see `FlowFacts`): kept apart from the cross-file query
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
        var boolFunctions: [Int32] = []
        let nodes = tree.nodes
        let sizes = ctx.analysis(ContainerSizes.self)
        let ids = tree.childIDs
        for raw in nodes.indices {
            let r = nodes[raw]
            if r.kind == .funcDecl {
                boolFunctions.append(Int32(raw))
                continue
            }
            guard r.kind == .call, r.childCount >= 2 else { continue }
            // Arguments first, on the raw nodes: most calls pass nothing that reads like a size.
            var candidate = false
            var k = Int(r.childStart) + 1
            let end = Int(r.childStart) + Int(r.childCount)
            while k < end && !candidate {
                let a = ids[k]
                k += 1
                let ar = nodes[Int(a)]
                guard ar.kind == .argument, !ar.flags.contains(.trailingClosure), ar.childCount > 0 else { continue }
                candidate = FlowFactsExport.readsLikeASize(ids[Int(ar.childStart)], tree)
            }
            guard candidate, !tree.isAbsent(Int32(raw)) else { continue }
            let call = Node(tree: tree, id: Int32(raw))
            if call.calleeIn(FlowFactsExport.systemCallees) { continue }
            calls.append(Int32(raw))
            for a in call.arguments where !a.isTrailingClosure {
                guard let v = a.value, FlowFactsExport.readsLikeASize(v.id, tree) else { continue }
                if FlowFactsExport.properties(of: v, sizes, ctx) != [] || FlowFactsExport.forwarded(v, ctx) != nil {
                    if let name = FlowFactsExport.calleeKey(call) { marked.insert(name) }
                    break
                }
            }
        }
        // (The calls that may matter are only known now: collect every call of the marked names.)
        if !marked.isEmpty {
            calls.removeAll()
            for raw in nodes.indices where nodes[raw].kind == .call && nodes[raw].childCount >= 2 && !tree.isAbsent(Int32(raw)) {
                calls.append(Int32(raw))
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
                    let may = FlowFactsExport.readsLikeASize(v.id, tree)
                    arguments.append(FlowFacts.Argument(
                        label: label, properties: may ? FlowFactsExport.properties(of: v, sizes, ctx) : [],
                        forwards: may ? FlowFactsExport.forwarded(v, ctx) : nil))
                }
                facts.sites.append(FlowFacts.Site(callee: name, receiver: receiver(of: call, ctx), arguments: arguments))
            }
        }
        let valueOnly = ctx.analysis(ValueOnlyBranches.self)
        for id in boolFunctions where !tree.isAbsent(id) {
            let f = Node(tree: tree, id: id)
            guard FlowFactsExport.hasBoolParameter(f), !FlowFactsExport.isOverride(f) else { continue }
            f.forEachChild(ofKind: .parameter) { p in
                guard p.typeAnnotation?.nameIs("Bool") == true, let key = ContainerSizes.key(of: p) else { return }
                // (Only value-only parameters are listed: a function that is not one gives nothing to count.)
                if valueOnly.parameterIsValueOnly(p, ctx) {
                    facts.boolParameters.append(FlowFacts.BoolParameter(key: key, valueOnly: true))
                }
            }
        }
        // Memberwise initializers' `Bool` parameters: the stored `Bool` properties of structs with no `init`.
        for raw in nodes.indices where nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard let block = decl.memberBlock else { continue }
            var properties: [Node] = []
            block.forEachStatement { m in
                // (A wrapped property — `@State`, `@Binding` — is not a `Bool` parameter of the initializer.)
                guard m.kind == .varDecl, !m.flags.contains(.isStatic), m.child(ofKind: .attribute) == nil else { return }
                m.forEachChild(ofKind: .patternBinding) { b in
                    guard let t = b.child(ofKind: .typeRef), t.nameIs("Bool"), b.getterBody == nil,
                          !(m.flags.contains(.isLet) && b.initializerValue != nil) else { return }
                    properties.append(b)
                }
            }
            guard !properties.isEmpty, decl.declKeyword == .struct, let name = decl.name,
                  !ValueOnlyBranches.declaresInit(block) else { continue }
            for b in properties {
                guard let label = b.name, valueOnly.propertyUses(b, ctx, depth: 1) else { continue }
                facts.boolParameters.append(FlowFacts.BoolParameter(
                    key: ParameterKey(function: "init", type: name, label: label), valueOnly: true))
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

    /// Calls of the system's layout API, never a function of the linted sources (their arguments are not looked at).
    static let systemCallees = NameSet([
        "frame", "padding", "offset", "position", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets", "EdgeInsets",
        "NSDirectionalEdgeInsets", "min", "max", "abs", "CGFloat", "Double", "Float", "Int", "constraint", "equalTo",
        "init", "font", "system", "systemFont", "spacing", "cornerRadius", "print", "fill", "stroke", "scaleEffect",
    ])

    /// A cheap first look, on the raw node: a member access or name whose name reads like a size (`size`,
    /// `width`, `height`, `bounds`, `frame`, `…Size`, `…Width`, `…Height`), through `?` / `!` / parentheses, or a
    /// `frame(in:)` call. Only these can be container values (or size parameters passed on).
    static func readsLikeASize(_ id: Int32, _ tree: SyntaxTree) -> Bool {
        var n = id
        for _ in 0..<6 {
            let r = tree.nodes[Int(n)]
            switch r.kind {
            case .optionalChain, .forceUnwrap:
                guard r.childCount > 0 else { return false }
                n = tree.childIDs[Int(r.childStart)]
                continue
            case .tuple:
                guard r.childCount == 1 else { return false }
                let a = tree.childIDs[Int(r.childStart)]
                let ar = tree.nodes[Int(a)]
                guard ar.kind == .argument, ar.childCount > 0 else { return false }
                n = tree.childIDs[Int(ar.childStart)]
                continue
            case .memberAccess:
                guard r.childCount > 0 else { return false }   // `.infinity`, `.zero`
                return nameReadsLikeASize(r.nameToken, tree)
            case .identifier:
                return nameReadsLikeASize(r.nameToken, tree)
            case .call:
                return tree.nodeNameIs(tree.calleeNameNodes[Int(n)] >= 0 ? tree.calleeNameNodes[Int(n)] : n, "frame")
            default:
                return false
            }
        }
        return false
    }

    /// The token ends in `size`, `width`, `height` (any case of the first letter), or is `bounds` / `frame`.
    @inline(__always) static func nameReadsLikeASize(_ t: Int32, _ tree: SyntaxTree) -> Bool {
        guard t >= 0 else { return false }
        let tok = tree.tokens[Int(t)]
        let len = Int(tok.length)
        guard len >= 4 else { return false }
        return tree.source.bytes.withUnsafeBufferPointer { b in
            let o = Int(tok.offset)
            @inline(__always) func ends(_ s: StaticString) -> Bool {
                let n = s.utf8CodeUnitCount
                guard len >= n else { return false }
                let p = s.utf8Start
                if b[o + len - n] | 0x20 != p[0] { return false }
                for k in 1..<n where b[o + len - n + k] != p[k] { return false }
                return true
            }
            if ends("size") || ends("width") || ends("height") { return true }
            if len == 6 && ends("bounds") { return true }
            if len == 5 && ends("frame") { return true }
            return false
        }
    }

    /// Whether the identifier is spelled like a parameter of the function that holds it (a cheap test before
    /// `CallFlow.parameter(referencedBy:)`).
    static func isParameterName(_ n: Node) -> Bool {
        guard let scope = n.functionScope, scope.kind == .funcDecl else { return false }
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
