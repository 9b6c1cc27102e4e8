/// The walk of SwiftUI toolbar content (VOCABULARY.md *toolbar content*, *toolbar item*).
extension ToolbarContent {
    // MARK: SwiftUI walk

    struct WalkState {
        var owner: Owner
        var placement: Placement = .none
        var placementParameter: String? = nil
        var group: Node? = nil
        var inGroup = false
        var repeated = false
        var extraModifiers: [Node] = []
        /// The arguments, by label, of the call through which the walk entered the member function it is in.
        var arguments: [String: Node] = [:]
        /// The `if` / `switch` / `?:` branches the walk went through.
        var branches: [BranchStep] = []

        init(owner: Owner) { self.owner = owner }
    }

    /// The walk's pending nodes, each with the index of its state in `states` (a state is stored once and shared
    /// by the nodes pushed with it: no copy per node).
    struct Pending {
        var stack: [(node: Int32, state: Int32)] = []
        var states: [WalkState] = []

        mutating func push(_ node: Int32, _ state: Int32) { stack.append((node, state)) }
        /// Pushes `node` with a new state.
        mutating func push(_ node: Int32, _ state: WalkState) { push(node, add(state)) }
        /// Stores a state for nodes pushed with it.
        mutating func add(_ state: WalkState) -> Int32 {
            states.append(state)
            return Int32(states.count - 1)
        }
    }

    func walkSwiftUI(_ root: Node, state: WalkState) {
        // The walk stays in the type around the root: its members are looked up once, when first needed.
        var membersLooked = false
        var members: TypeMembers?
        var pending = Pending()
        pending.push(root.id, state)
        var expanded: Set<Int32> = []
        var statements: [Int32] = []
        var steps = 0
        var node = Node(tree: tree, id: 0)
        while let (id, st) = pending.stack.popLast() {
            steps += 1
            if steps > 1_000_000 { return }
            node.id = id
            if tree.isAbsent(id) { continue }
            switch node.kind {
            case .closure:
                if let block = node.child(ofKind: .codeBlock) { pending.push(block.id, st) }
            case .codeBlock, .sourceFile:
                statements.removeAll(keepingCapacity: true)
                node.forEachStatement { statements.append($0.id) }
                for c in statements.reversed() { pending.push(c, st) }
            case .ifStmt:
                // Each branch is a `BranchStep` (an `else if` is the `else` branch, holding its own `if`).
                var branch: Int32 = 0
                var branchNodes: [(Node, Int32)] = []
                for c in node.children where c.kind == .codeBlock || c.kind == .ifStmt {
                    branchNodes.append((c, branch))
                    branch += 1
                }
                for (c, b) in branchNodes.reversed() {
                    var inner = pending.states[Int(st)]
                    inner.branches.append(BranchStep(conditional: node.id, branch: b))
                    pending.push(c.id, inner)
                }
            case .switchStmt:
                let cases = node.switchCases
                for (i, c) in cases.enumerated().reversed() {
                    guard let block = c.child(ofKind: .codeBlock) else { continue }
                    var inner = pending.states[Int(st)]
                    inner.branches.append(BranchStep(conditional: node.id, branch: Int32(i)))
                    pending.push(block.id, inner)
                }
            case .returnStmt:
                if let c = node.firstChild { pending.push(c.id, st) }
            case .ternary:
                if let a = node.child(1), let b = node.child(2) {
                    for (c, i) in [(b, Int32(1)), (a, Int32(0))] {
                        var inner = pending.states[Int(st)]
                        inner.branches.append(BranchStep(conditional: node.id, branch: i))
                        pending.push(c.id, inner)
                    }
                }
            case .tuple, .postfixIfConfig:
                let inner = node.unparenthesized
                if inner != node { pending.push(inner.id, st) }
            case .identifier, .memberAccess, .call:
                if !membersLooked {
                    membersLooked = true
                    members = memberIndex?.enclosingMembers(of: root)
                }
                handleExpression(node, st, members, &pending, &expanded)
            default:
                break
            }
        }
    }

    func handleExpression(_ node: Node, _ stateIndex: Int32, _ members: TypeMembers?,
                                  _ pending: inout Pending, _ expanded: inout Set<Int32>) {
        let st = pending.states[Int(stateIndex)]
        // Peel modifiers: `Button(…).badge(3)` → the `Button(…)` call with modifiers [badge].
        var core = node
        var mods: [Node] = []
        var guardSteps = 0
        while guardSteps < 100_000 {
            guardSteps += 1
            // (`self.makeItems()` is a call of a member of the type, not a modifier of `self`: found on ACHNBrowserUI.)
            if core.isModifierCall, let base = core.modifierBase, !(base.kind == .identifier && base.nameIs("self")) {
                // `.toolbar`/`.sheet`… applied inside toolbar content: the attached content is not toolbar content.
                mods.append(core)
                core = base.unparenthesized
            } else if !mods.isEmpty, core.kind == .memberAccess, let base = core.firstChild?.unparenthesized,
                      base.kind == .call || base.kind == .memberAccess {
                // VOCABULARY.md *modifier chain*: a member without a call inside the chain (`.backport` in
                // `Button(…) { … }.backport.buttonStyle(.glass)`) continues it.
                core = base
            } else {
                break
            }
        }
        var state = st
        if !mods.isEmpty { state.extraModifiers = st.extraModifiers + mods }

        // A view-building member of the same type: `toolbarContent`, `self.addButton`, `makeItems()`.
        if let members, let body = members.viewBody(referencedBy: core) {
            if !expanded.contains(body.id) {
                expanded.insert(body.id)
                var inner = state
                inner.arguments = ToolbarContent.arguments(of: core, into: body)
                pending.push(body.id, inner)
            }
            return
        }
        // A free builder function (`sheetCloseToolbarItem()`, declared in this file or another): toolbar content
        // where it is used, like a custom type (VOCABULARY.md *toolbar content*, *across calls*).
        if core.kind == .call, let callee = core.firstChild, callee.kind == .identifier,
           !tree.nodeNameStartsUppercase(callee.id), let fname = callee.name, fname != "self" {
            recordUse(of: ToolbarContent.functionKey(fname), at: core, state)
            return
        }
        // Names are tested on their tokens first: a String is made only for what is kept.
        guard core.kind == .call, let typeNode = core.constructedTypeNameNode else { return }
        if typeNode.nameIn(ToolbarContent.inertNames) { return }
        let isContainer = typeNode.nameIn(ToolbarContent.containerNames)
        let isSpacer = !isContainer && typeNode.nameIn(ToolbarContent.spacerNameSet)
        let isControl = !isContainer && !isSpacer && typeNode.nameIn(ToolbarContent.controlNames)
        if !isContainer && !isSpacer && !isControl {
            // A custom view: an uppercase type name that is not a known SwiftUI non-control.
            guard core.firstChild?.kind == .identifier, tree.nodeNameStartsUppercase(typeNode.id),
                  !typeNode.nameIn(ViewContent.knownNonCustomTypeNames) else { return }
        }
        guard let name = typeNode.name else { return }
        if isContainer {
            var inner = state
            inner.extraModifiers = []
            switch name {
            case "ToolbarItem", "ToolbarItemGroup":
                seen.insert(core.id)
                if let p = core.argument("placement") {
                    if let v = p.firstChild {
                        let (placement, parameter) = resolvePlacement(v, state)
                        inner.placement = placement
                        inner.placementParameter = parameter
                    } else {
                        inner.placement = .unknown
                        inner.placementParameter = nil
                    }
                } else {
                    inner.placement = .none
                    inner.placementParameter = nil
                }
                inner.group = core
                inner.inGroup = name == "ToolbarItemGroup"
                inner.repeated = false
                // Only the content closure: a `label:` closure of ToolbarItemGroup is not content.
                let innerIndex = pending.add(inner)
                for a in core.arguments.reversed() where a.isTrailingClosure || a.nameIs("content") {
                    if a.nameIs("label") { continue }
                    if let c = a.firstChild, c.kind == .closure { pending.push(c.id, innerIndex) }
                }
                return
            case "ForEach":
                inner.repeated = true
            case "ControlGroup":
                inner.inGroup = true
            default:
                break
            }
            let innerIndex = pending.add(inner)
            for a in core.arguments.reversed() {
                if a.nameIs("label") { continue }
                if let c = a.firstChild, c.kind == .closure {
                    pending.push(c.id, innerIndex)
                } else if name == "AnyView", let c = a.firstChild {
                    pending.push(c.id, innerIndex)
                }
            }
            return
        }
        if isSpacer {
            if !seen.contains(core.id) {
                seen.insert(core.id)
                spacers.append(node)
                spacerOwners[node.id] = state.owner
            }
            return
        }
        if !isControl {
            recordUse(of: name, at: core, state)
            // In a custom view's body, a custom view is followed by the index, not judged itself.
            if case .customView = state.owner { return }
        }
        guard !seen.contains(core.id) else { return }
        seen.insert(core.id)
        let item = Item(node: core, control: name, isUIKit: false, placement: state.placement, group: state.group,
                        inGroup: state.inGroup, repeated: state.repeated,
                        enclosingType: core.enclosingTypeDecl?.name,
                        modifiers: state.extraModifiers,
                        owner: state.owner, placementParameter: state.placementParameter,
                        branches: state.branches, resolvers: resolvers)
        // A collapsed group (`ToolbarItemGroup { … } label: { … }`) shows as one control: its first item stands for it
        // in counts, the others count for nothing (narrowed on Kiwix's library filters).
        if let g = state.group, ToolbarContent.isCollapsedGroup(g), !collapsedGroupsCounted.insert(g.id).inserted {
            item.countsInCounts = false
        }
        items.append(item)
    }

    /// `ToolbarItemGroup(placement:) { … } label: { … }` (or a `label:` argument): the group collapses into one menu.
    static func isCollapsedGroup(_ group: Node) -> Bool {
        guard group.calleeIs("ToolbarItemGroup") else { return false }
        return group.arguments.contains { $0.nameIs("label") }
    }

    /// The arguments of a call to a member function, by the labels of the function's parameters (when the walk
    /// follows `closeItem(placement: .cancellationAction)` into `func closeItem(placement: … = …)`).
    static func arguments(of call: Node, into body: Node) -> [String: Node] {
        guard call.kind == .call, let fn = body.parent, fn.kind == .funcDecl else { return [:] }
        var labels: [String: String] = [:]   // external label → internal name
        fn.forEachChild(ofKind: .parameter) { p in
            guard let inner = p.name else { return }
            let first = p.firstToken
            let tree = p.tree
            if tree.token(first, is: "_") { return }
            let external = first == p.nameToken || first < 0 ? inner : Node.unescape(tree.tokenText(first))
            labels[external] = inner
        }
        var out: [String: Node] = [:]
        for a in call.arguments {
            guard let l = a.label, let inner = labels[l], let v = a.firstChild else { continue }
            out[inner] = v
        }
        return out
    }

    /// Records a custom type written as a toolbar item (or at item level in a custom type's body).
    func recordUse(of type: String, at core: Node, _ state: WalkState) {
        guard usesSeen.insert(core.id).inserted else { return }
        let container: ToolbarUse.Container
        switch state.owner {
        case .screen(let s): container = s.map { .screen($0) } ?? .fileLevel
        case .toolbarContentType(let t), .customView(let t): container = .body(t)
        }
        var flags: ToolbarUse.Flags = []
        if case .customView = state.owner {} else { flags.insert(.inToolbarContent) }
        if state.repeated { flags.insert(.repeated) }
        // Modifier names and argument labels are tested on their tokens (no Strings).
        var mods = state.extraModifiers
        if let g = state.group { mods += ToolbarContent.modifierChain(of: g) }
        var nameTokens: [Int32] = []
        for m in mods { if let c = m.firstChild { nameTokens.append(c.nameToken) } }
        for a in core.arguments where a.nameToken >= 0 { nameTokens.append(a.nameToken) }
        if let g = state.group { for a in g.arguments where a.nameToken >= 0 { nameTokens.append(a.nameToken) } }
        for tok in nameTokens {
            if tree.token(tok, containsIgnoringCase: "visibilitypriority") { flags.insert(.hasVisibilityPriority) }
            if tree.token(tok, containsIgnoringCase: "axisbehavior") { flags.insert(.hasAxisBehavior) }
        }
        if ToolbarContent.hasProminentStyle(mods) { flags.insert(.prominentStyle) }
        if ToolbarContent.useLeavesEditing(core, state.branches, tree) { flags.insert(.leavesEditing) }
        var placementArguments: [String: Placement] = [:]
        for a in core.arguments where a.nameToken >= 0 && tree.token(a.nameToken, containsIgnoringCase: "placement") {
            guard let l = a.label, let v = a.firstChild else { continue }
            placementArguments[l] = resolvePlacement(v, WalkState(owner: state.owner)).0
        }
        // Only a use written in toolbar content is ever shown (as related location): the others keep no position.
        let location: RelatedLocation
        if flags.contains(.inToolbarContent) {
            let anchor = FileContext.anchorToken(of: core)
            let range = SourceRange(start: tree.position(ofToken: anchor),
                                    end: tree.source.position(ofOffset: tree.tokens[Int(anchor)].end))
            location = RelatedLocation(path: tree.path, range: range, message: "\(type) used in a toolbar here")
        } else {
            location = ToolbarContent.noLocation
        }
        useRecords.append(ToolbarUse(type: type, container: container, placement: state.placement,
                                     placementArguments: placementArguments, flags: flags, location: location))
        useBranches.append(state.branches)
    }

    /// A use that sits where a Done leaves editing: a branch whose condition names an editing state (VOCABULARY.md
    /// *edit-mode control*), or a closure argument that ends editing (`DoneButton { editMode = .inactive }`).
    static func useLeavesEditing(_ core: Node, _ branches: [BranchStep], _ tree: SyntaxTree) -> Bool {
        for step in branches where conditionNamesEditing(Node(tree: tree, id: step.conditional)) { return true }
        for a in core.arguments {
            if let c = a.firstChild?.unparenthesized, c.kind == .closure, endsEditing(c) { return true }
        }
        return false
    }

    /// The key a free builder function is known by among custom types (`sheetCloseToolbarItem()`).
    static func functionKey(_ name: String) -> String { name + "()" }

    /// VOCABULARY.md *modifier chain*: the modifier calls applied to `node`, outermost last, looking through postfix
    /// `#if`s and members without a call (`.backport` in `….backport.buttonStyle(.glass)`).
    static func modifierChain(of node: Node) -> [Node] {
        var out: [Node] = []
        var n = node
        var steps = 0
        while steps < 100_000 {
            steps += 1
            guard let parent = n.parent else { break }
            if parent.kind == .postfixIfConfig, parent.firstChild == n {
                n = parent
                continue
            }
            guard parent.kind == .memberAccess, parent.firstChild == n else { break }
            if let call = parent.parent, call.kind == .call, call.firstChild == parent {
                out.append(call)
                n = call
            } else {
                n = parent   // a member without a call: the chain goes on
            }
        }
        return out
    }

    static let noLocation = RelatedLocation(path: "", range: SourceRange(start: SourcePosition(line: 0, column: 0),
                                                                        end: SourcePosition(line: 0, column: 0)), message: "")

    static let prominentStyles: Set<String> = [
        "borderedProminent", "glassProminent", "BorderedProminentButtonStyle", "GlassProminentButtonStyle",
    ]

    /// A `.buttonStyle(.borderedProminent)` (or glass prominent) among `modifiers`.
    static func hasProminentStyle(_ modifiers: [Node]) -> Bool {
        for m in modifiers where m.calleeIs("buttonStyle") {
            guard let v = m.arguments.first?.firstChild else { continue }
            if let last = v.memberChain?.last, prominentStyles.contains(last) { return true }
        }
        return false
    }

}
