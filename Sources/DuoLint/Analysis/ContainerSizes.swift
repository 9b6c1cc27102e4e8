/// Rules/width-breakpoint.md, *container size*: whether an expression is the size (or its width or height) of the
/// space a layout is given — a `GeometryProxy`'s size or `frame(in:)`, a root view's, window's or screen's `bounds`
/// / `frame`, a two-word name like `windowSize` / `availableWidth`, `viewWillTransition(to:with:)`'s `size` — or a
/// name bound from one: a local, a stored or `@State` property of the same type only ever assigned from one, and a
/// parameter given one at every call site (*across calls*: same-file call sites here, other files through a
/// `FlowQuery` atom).
///
/// Questions are asked by demand: `require(e, .width)` asks whether `e` is a container's width. Each answer is
/// `FlowAnswer` (`.ifAll` when it depends on other files' call sites).
public final class ContainerSizes: FileAnalysis {
    /// What a value is of a container: a `GeometryProxy`, a size or rectangle, its width or its height.
    public enum Kind: Hashable, Sendable {
        case proxy, size, width, height

        var property: FlowProperties {
            switch self {
            case .proxy, .size: return .containerSize
            case .width: return .containerWidth
            case .height: return .containerHeight
            }
        }
    }

    private let tree: SyntaxTree
    private var parameterMemo: [ParameterMemoKey: FlowAnswer] = [:]
    private var propertyMemo: [String: FlowAnswer] = [:]
    private var constructionsMemo: [String: [Node]] = [:]
    private var inProgress: Set<ParameterMemoKey> = []

    private struct ParameterMemoKey: Hashable {
        let id: Int32
        let kind: Kind
    }

    public required init(tree: SyntaxTree) { self.tree = tree }

    /// First words and second words of the two-word container names (`windowSize`, `availableWidth`).
    static let containerFirstWords: Set<String> = ["window", "scene", "screen", "container", "content", "available", "viewport"]

    /// The dimension a comparison operand reads of a container (width first, then height), with the answer.
    public func dimension(ofOperand operand: Node, _ ctx: FileContext) -> (kind: Kind, answer: FlowAnswer)? {
        var fallback: (Kind, FlowAnswer)?
        for kind in [Kind.width, .height] {
            let a = require(operand, kind, ctx)
            if a == .yes { return (kind, a) }
            if case .ifAll = a, fallback == nil { fallback = (kind, a) }
        }
        return fallback
    }

    /// Whether `e` is a container value of `kind`.
    public func require(_ e: Node, _ kind: Kind, _ ctx: FileContext, depth: Int = 0, local: Bool = false) -> FlowAnswer {
        guard depth <= 8 else { return .no }
        var n = e.unparenthesized
        // `x?`, `x!`, `try x`, `x ?? fallback`
        for _ in 0..<8 {
            if n.kind == .optionalChain || n.kind == .forceUnwrap || n.kind == .tryExpr || n.kind == .awaitExpr,
               let inner = n.firstChild {
                n = inner.unparenthesized
            } else if n.kind == .binary, LayoutContext.operatorText(n) == "??", let lhs = n.firstChild {
                n = lhs.unparenthesized
            } else {
                break
            }
        }
        switch n.kind {
        case .memberAccess:
            guard let name = n.name else { return .no }
            let base = n.firstChild
            switch kind {
            case .width, .height:
                if name == (kind == .width ? "width" : "height"), let base { return require(base, .size, ctx, depth: depth + 1, local: local) }
            case .size:
                if name == "size", let base {
                    let viaProxy = require(base, .proxy, ctx, depth: depth + 1, local: local)
                    if viaProxy != .no { return viaProxy }
                    if base.unparenthesized.kind == .memberAccess, let b = base.unparenthesized.name, b == "bounds" || b == "frame" {
                        return require(base, .size, ctx, depth: depth + 1, local: local)
                    }
                }
                if name == "bounds" || name == "frame", let base, ContainerSizes.isContainerReceiver(base) { return .yes }
            case .proxy:
                break
            }
            if ContainerSizes.isTwoWordContainerName(name, kind), !ContainerSizes.isMemberOfAView(n) { return .yes }
            if let base, base.kind == .identifier, base.nameIs("self") {
                return local ? .no : property(name, of: n, kind, ctx, depth: depth)
            }
            return .no
        case .call:
            // `proxy.frame(in: .global)`
            guard kind == .size, n.calleeIs("frame"), let callee = n.firstChild, callee.kind == .memberAccess,
                  let base = callee.firstChild, n.argument("in") != nil else { return .no }
            return require(base, .proxy, ctx, depth: depth + 1, local: local)
        case .identifier:
            guard let name = n.name else { return .no }
            if kind == .proxy {
                return isGeometryProxy(n, name) ? .yes : .no
            }
            if ContainerSizes.isTwoWordContainerName(name, kind) { return .yes }
            if kind == .size, name == "size", isViewWillTransitionSize(n) { return .yes }
            // A local bound from one.
            if let value = ContainerSizes.localValue(n, name), value != n {
                return require(value, kind, ctx, depth: depth + 1, local: local)
            }
            if local { return .no }
            let flow = ctx.analysis(CallFlow.self)
            if let parameter = flow.parameter(referencedBy: n) {
                return self.parameter(parameter, kind, ctx, depth: depth)
            }
            return property(name, of: n, kind, ctx, depth: depth)
        default:
            return .no
        }
    }

    /// The value of a local `let name = …` visible at `use` (declared before it in an enclosing block of the same
    /// function or closure), when exactly one is; nil when a closure or function parameter, a `var` or an optional
    /// binding of that name comes first (VOCABULARY.md *data flow* within one function).
    static func localValue(_ use: Node, _ name: String) -> Node? {
        let start = use.startOffset
        let tree = use.tree
        let t = use.nameToken
        var child = use
        for a in use.ancestors {
            switch a.kind {
            case .codeBlock:
                var found: Node?
                var shadowed = false
                a.forEachStatement { s in
                    guard !shadowed, s.kind == .varDecl, s.startOffset < start, s != child else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in
                        guard tree.tokensEqual(b.nameToken, t) else { return }
                        if s.flags.contains(.isLet), found == nil, let v = b.initializerValue { found = v } else { shadowed = true }
                    }
                }
                if shadowed { return nil }
                if let found { return found }
            case .closure:
                if a.closureParameterNames.contains(name) { return nil }
            case .funcDecl, .accessor, .typeDecl, .sourceFile:
                return nil
            case .patternBinding:
                if a.getterBody != nil { return nil }
            case .ifStmt, .guardStmt, .whileStmt:
                var bound = false
                a.child(ofKind: .conditionList)?.forEachChild(ofKind: .optionalBinding) { b in
                    if tree.tokensEqual(b.nameToken, t) && b.startOffset < start { bound = true }
                }
                if bound { return nil }
            default:
                break
            }
            child = a
        }
        return nil
    }

    // MARK: The forms

    /// Rules/width-breakpoint.md, container size 2: the receiver of `bounds` / `frame` is a view controller's root view, a window or
    /// a screen: `view`, `self.view`, `….view`; `window`, `window?`, `keyWindow`, `windows.first`; `UIScreen.main`,
    /// `….screen`, a scene's `coordinateSpace`.
    static func isContainerReceiver(_ base: Node) -> Bool {
        guard let chain = base.memberChain, let last = chain.last, chain.first != "" else { return false }
        switch last {
        case "view", "window", "keyWindow", "screen":
            return true
        case "first":
            return chain.count >= 2 && chain[chain.count - 2] == "windows"
        case "main":
            return chain.count >= 2 && chain[chain.count - 2] == "UIScreen"
        case "coordinateSpace":
            guard chain.count >= 2 else { return false }
            return NameWords.split(chain[chain.count - 2]).last == "scene"
        default:
            return false
        }
    }

    /// Rules/width-breakpoint.md, container size 3: exactly two name words, the first a container word and the second the kind's
    /// (`windowSize`, `contentSize`, `availableWidth`, `screenHeight`).
    static func isTwoWordContainerName(_ name: String, _ kind: Kind) -> Bool {
        let second: String
        switch kind {
        case .size: second = "size"
        case .width: second = "width"
        case .height: second = "height"
        case .proxy: return false
        }
        guard name.utf8.count >= 9, name.utf8.count <= 16 else { return false }
        let words = NameWords.split(name)
        return words.count == 2 && words[1] == second && containerFirstWords.contains(words[0])
    }

    /// `tableView.contentSize`: a member of a receiver whose last name word is `view` (a scroll view's content).
    static func isMemberOfAView(_ member: Node) -> Bool {
        guard let base = member.firstChild, let chain = base.memberChain, let last = chain.last else { return false }
        return NameWords.split(last).last == "view"
    }

    /// A `GeometryProxy`: the parameter of a `GeometryReader` closure or of `onGeometryChange`'s first closure (also
    /// `$0` there), or a name typed `GeometryProxy`.
    private func isGeometryProxy(_ use: Node, _ name: String) -> Bool {
        for a in use.ancestors {
            switch a.kind {
            case .closure:
                let params = a.closureParameterNames
                let isShorthand = name == "$0" && params.isEmpty
                guard isShorthand || params.contains(name) else { continue }
                guard isShorthand || params.first == name else { return false }
                guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call else { return false }
                if call.constructedTypeName == "GeometryReader" { return true }
                if call.calleeIs("onGeometryChange") {
                    // The first closure (`of:` or the first trailing one) is the transform, given the proxy.
                    return call.closureArguments.first == a
                }
                return false
            case .funcDecl:
                var typed = false
                a.forEachChild(ofKind: .parameter) { p in if p.name == name, p.typeAnnotation?.name == "GeometryProxy" { typed = true } }
                if typed { return true }
            case .codeBlock:
                var typed = false
                a.forEachStatement { s in
                    guard s.kind == .varDecl else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in
                        if b.name == name, b.typeAnnotation?.name == "GeometryProxy" { typed = true }
                    }
                }
                if typed { return true }
            default:
                break
            }
        }
        return false
    }

    /// The `size` parameter of `viewWillTransition(to:with:)`.
    private func isViewWillTransitionSize(_ use: Node) -> Bool {
        guard let f = use.ancestors.first(where: { $0.kind == .funcDecl }), f.nameIs("viewWillTransition") else { return false }
        var found = false
        f.forEachChild(ofKind: .parameter) { p in if p.name == "size", p.parameterLabel == "to" { found = true } }
        return found
    }

    // MARK: Across calls: parameters

    /// A parameter given a container value of `kind` at every call site: this file's sites decide here, other files'
    /// by a `FlowQuery` atom (unless the function is private to the file).
    private func parameter(_ p: Node, _ kind: Kind, _ ctx: FileContext, depth: Int) -> FlowAnswer {
        if kind != .proxy, p.typeAnnotation?.name == "GeometryProxy" { return .no }
        let memoKey = ParameterMemoKey(id: p.id, kind: kind)
        if let known = parameterMemo[memoKey] { return known }
        guard depth < CallFlow.maxDepth, !inProgress.contains(memoKey), let function = CallFlow.function(of: p) else { return .no }
        inProgress.insert(memoKey)
        defer { inProgress.remove(memoKey) }
        let flow = ctx.analysis(CallFlow.self)
        let sites = flow.callSites(of: function)
        var answer = FlowAnswer.yes
        for site in sites {
            guard let value = flow.argument(for: p, at: site) else { answer = .no; break }
            answer = answer.and(require(value, kind, ctx, depth: depth + 1))
            if answer == .no { break }
        }
        if answer != .no {
            if ContainerSizes.isFilePrivate(function) {
                if sites.isEmpty { answer = .no }
            } else if let key = ContainerSizes.key(of: p) {
                answer = answer.and(.ifAll([.parameter(key, kind.property, outside: tree.path, localSites: sites.count)]))
            } else {
                answer = .no
            }
        }
        parameterMemo[memoKey] = answer
        return answer
    }

    /// How other files name a parameter.
    static func key(of p: Node) -> ParameterKey? {
        guard let function = CallFlow.function(of: p), let name = function.name else { return nil }
        return ParameterKey(function: name, type: CallFlow.typeName(around: function), label: p.parameterKey(of: function))
    }

    /// `private` / `fileprivate` (on the function or on a type around it): no other file can call it.
    static func isFilePrivate(_ function: Node) -> Bool {
        func isPrivate(_ decl: Node) -> Bool {
            var t = decl.firstToken
            let end = min(decl.lastToken, decl.firstToken + 12)
            while t <= end {
                if decl.tree.token(t, is: "private") || decl.tree.token(t, is: "fileprivate") { return true }
                if decl.tree.token(t, is: "func") || decl.tree.token(t, is: "init") || decl.tree.token(t, is: "struct")
                    || decl.tree.token(t, is: "class") || decl.tree.token(t, is: "enum") || decl.tree.token(t, is: "extension") {
                    return false
                }
                t += 1
            }
            return false
        }
        if isPrivate(function) { return true }
        for a in function.ancestors where a.kind == .typeDecl { if isPrivate(a) { return true } }
        return false
    }

    // MARK: Stored and @State properties

    /// A property of the enclosing type (this file's declarations of it) only ever assigned container values of
    /// `kind`: plain assignments, `onGeometryChange`'s action, or its binding given to a modifier or function whose
    /// name contains the word `size`, `geometry` or `frame` (`.trackingSize($contentSize)`).
    private func property(_ name: String, of use: Node, _ kind: Kind, _ ctx: FileContext, depth: Int) -> FlowAnswer {
        guard kind != .proxy, let typeDecl = use.enclosingTypeDecl, let typeName = HingeTypeName.of(typeDecl) else { return .no }
        let memoKey = "\(typeName).\(name).\(kind)"
        if let known = propertyMemo[memoKey] { return known }
        propertyMemo[memoKey] = .no   // (a cycle through the property itself answers no)
        var answer = FlowAnswer.no
        let memberwise = ContainerSizes.memberwiseDeclaration(name, ofTypeNamed: typeName, ctx) != nil
        if memberwise || isStoredProperty(name, ofTypeNamed: typeName, ctx) {
            var assignments = 0
            answer = .yes
            let nameUses = ctx.analysis(NameUses.self)
            for u in nameUses.all(named: name) + nameUses.all(named: "$" + name) where answer != .no {
                guard let decl = u.enclosingTypeDecl, HingeTypeName.of(decl) == typeName else { continue }
                // The assigned value.
                if let assignment = ContainerSizes.assignment(to: u) {
                    assignments += 1
                    answer = answer.and(assignedValue(assignment, kind, ctx, depth: depth))
                    continue
                }
                // `$name` handed to a size-reading modifier.
                if u.kind == .identifier, u.name == "$" + name, ContainerSizes.isBindingGivenToSizeReader(u) {
                    assignments += 1
                    let words = NameWords.split(name)
                    let fits = kind == .size ? !(words.contains("width") || words.contains("height"))
                                             : words.contains(kind == .width ? "width" : "height")
                    if !fits { answer = .no }
                }
            }
            if memberwise {
                // Set by the memberwise initializer (FoodTruck's `DonutGalleryGrid(donuts:width:)`): every call site
                // gives it a container value, this file's decided here, the others' by a `FlowQuery` atom.
                var local = 0
                for call in constructions(of: typeName) where answer != .no {
                    guard let value = call.arguments.first(where: { $0.label == name })?.value else { answer = .no; break }
                    local += 1
                    answer = answer.and(require(value, kind, ctx, depth: depth + 1))
                }
                if answer != .no {
                    let key = ParameterKey(function: "init", type: typeName, label: name)
                    answer = answer.and(.ifAll([.parameter(key, kind.property, outside: tree.path, localSites: local)]))
                }
            } else if assignments == 0 {
                answer = .no
            }
        }
        propertyMemo[memoKey] = answer
        return answer
    }

    /// The stored property `name` of the struct `typeName` (declared in this file) that its memberwise initializer
    /// sets: no initial value, not `static`, no accessor, and no `init` in the struct's declaration.
    static func memberwiseDeclaration(_ name: String, ofTypeNamed typeName: String, _ ctx: FileContext) -> Node? {
        for decl in ctx.analysis(TypeMemberIndex.self).declarations(of: typeName) where decl.declKeyword == .struct {
            guard let block = decl.memberBlock else { continue }
            var hasInit = false
            var found: Node?
            block.forEachStatement { m in
                if m.kind == .funcDecl, m.nameIs("init") { hasInit = true }
                guard found == nil, m.kind == .varDecl, !m.flags.contains(.isStatic) else { return }
                m.forEachChild(ofKind: .patternBinding) { b in
                    if b.name == name, b.getterBody == nil, b.initializerValue == nil { found = b }
                }
            }
            if !hasInit, let found { return found }
        }
        return nil
    }

    /// This file's constructions of the type (`T(…)`, `T.init(…)`), found once per type.
    private func constructions(of typeName: String) -> [Node] {
        if let known = constructionsMemo[typeName] { return known }
        var out: [Node] = []
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .call && !tree.isAbsent(Int32(raw)) {
            let call = Node(tree: tree, id: Int32(raw))
            if call.constructsCapitalizedType, call.constructedTypeName == typeName { out.append(call) }
        }
        constructionsMemo[typeName] = out
        return out
    }

    /// Whether the type (this file's declarations) declares `name` as a stored `var` (any wrapper).
    private func isStoredProperty(_ name: String, ofTypeNamed typeName: String, _ ctx: FileContext) -> Bool {
        for decl in ctx.analysis(TypeMemberIndex.self).declarations(of: typeName) {
            guard let block = decl.memberBlock else { continue }
            var found = false
            block.forEachStatement { m in
                guard !found, m.kind == .varDecl, !m.flags.contains(.isLet), !m.flags.contains(.isStatic) else { return }
                m.forEachChild(ofKind: .patternBinding) { b in if b.name == name, b.getterBody == nil { found = true } }
            }
            if found { return true }
        }
        return false
    }

    /// The assignment whose left-hand side is `use` (`width = …`, `self.width = …`).
    static func assignment(to use: Node) -> Node? {
        var target = use
        if use.kind == .identifier, let p = use.parent, p.kind == .memberAccess, p.firstChild == use { return nil }
        if use.kind == .memberAccess {
            guard let base = use.firstChild, base.kind == .identifier, base.nameIs("self") else { return nil }
            target = use
        }
        guard let p = target.parent, p.kind == .binary, p.tree.token(p.nameToken, is: "="), p.firstChild == target else { return nil }
        return p
    }

    /// `.trackingSize($contentSize)`, `readSize(into: $size)`: a binding given to a call whose name contains `size`,
    /// `geometry` or `frame`.
    static func isBindingGivenToSizeReader(_ use: Node) -> Bool {
        let t = use.firstToken
        guard t >= 0, use.tree.tokens[Int(t)].length > 1, use.tree.source.bytes[Int(use.tree.tokens[Int(t)].offset)] == UInt8(ascii: "$"),
              let arg = use.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              let name = call.calleeName else { return false }
        let words = NameWords.split(name)
        return words.contains("size") || words.contains("geometry") || words.contains("frame")
    }

    /// The value an assignment gives, as a container value of `kind`: through `onGeometryChange`'s action
    /// parameter, the transform's result.
    private func assignedValue(_ assignment: Node, _ kind: Kind, _ ctx: FileContext, depth: Int) -> FlowAnswer {
        guard let value = assignment.child(1)?.unparenthesized else { return .no }
        if value.kind == .identifier, let name = value.name, let transform = geometryChangeTransform(actionParameter: name, at: value) {
            return require(transform, kind, ctx, depth: depth + 1)
        }
        return require(value, kind, ctx, depth: depth + 1)
    }

    /// For a name that is the parameter of an `onGeometryChange` action closure (or `$0`/`$1` there): the value its
    /// transform closure returns.
    private func geometryChangeTransform(actionParameter name: String, at use: Node) -> Node? {
        for a in use.ancestors where a.kind == .closure {
            let params = a.closureParameterNames
            let shorthand = name.hasPrefix("$") && params.isEmpty
            guard shorthand || params.contains(name) else { continue }
            guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                  call.calleeIs("onGeometryChange") else { return nil }
            let closures = call.closureArguments
            guard closures.count >= 2, closures.last == a, let transform = closures.first else { return nil }
            let statements = transform.statements
            guard statements.count == 1, let only = statements.first else { return nil }
            return only.kind == .returnStmt ? only.firstChild : only
        }
        return nil
    }
}

/// One place for what names stand for in a file (VOCABULARY.md *data flow*, constants, parameter defaults): the
/// `BoundValues` the layout analyses share (see `BoundValues.Sources`).
public final class NameResolution: FileAnalysis {
    let values: BoundValues
    public required init(tree: SyntaxTree) { values = BoundValues(tree: tree) }
}
