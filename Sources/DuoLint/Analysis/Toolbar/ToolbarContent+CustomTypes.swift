/// Custom types in toolbar content (VOCABULARY.md *toolbar content*): `ToolbarContent` types, custom views whose body
/// controls are candidate toolbar items, helpers, and the screens a toolbar belongs to.
extension ToolbarContent {
    /// `var x: some ToolbarContent { … }`, `@ToolbarContentBuilder func x() -> some ToolbarContent`,
    /// the `body` of a `ToolbarContent` type.
    static func isToolbarContentHelper(_ n: Node) -> Bool {
        if n.kind == .patternBinding {
            guard n.initializerValue == nil else { return false }
            if let t = n.typeAnnotation, t.nameIs("ToolbarContent") || t.nameIs("CustomizableToolbarContent") { return true }
            if let decl = n.parent, decl.kind == .varDecl,
               decl.children.contains(where: { $0.kind == .attribute && $0.nameIs("@ToolbarContentBuilder") }) {
                return true
            }
            return false
        }
        if n.kind == .funcDecl {
            if n.children.contains(where: { $0.kind == .attribute && $0.nameIs("@ToolbarContentBuilder") }) { return true }
            if let t = n.child(ofKind: .typeRef), t.nameIs("ToolbarContent") || t.nameIs("CustomizableToolbarContent") {
                return true
            }
        }
        return false
    }

    /// The owner of toolbar content written at `node`: the `ToolbarContent` type around it, else its screen.
    /// `screenOf`: a toolbar written in the content of a presentation (`.sheet { }`, `.popover`,
    /// `.fullScreenCover`, `.navigationDestination`, `.inspector`) or of a `NavigationLink`'s destination is that
    /// screen's toolbar, not the type's own screen (see `Owner.screen`).
    func owner(of node: Node, screenOf: Bool = false) -> Owner {
        guard let name = node.enclosingTypeDecl?.name else { return .screen(nil) }
        if toolbarContentTypes.contains(name) { return .toolbarContentType(name) }
        if screenOf, let sub = ToolbarContent.presentedScreen(around: node) {
            return .screen("\(name)#\(tree.path):\(sub.startOffset)")
        }
        return .screen(name)
    }

    /// The owner of a toolbar helper's body: a free builder function is toolbar content wherever it is used, like a
    /// `ToolbarContent` type (its key is `functionKey(name)`); a member's body belongs to the type's screen.
    func helperOwner(of body: Node) -> Owner {
        if let fn = body.parent, fn.kind == .funcDecl, fn.enclosingTypeDecl == nil, let name = fn.name {
            let key = ToolbarContent.functionKey(name)
            freeBuilderFunctions.insert(key)
            return .toolbarContentType(key)
        }
        return owner(of: body)
    }

    /// Modifiers whose content is another screen (with a toolbar of its own).
    static let presentingModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]

    /// The closure or argument holding `node` that is presented content or a `NavigationLink`'s destination, within
    /// the declaration around `node`.
    static func presentedScreen(around node: Node) -> Node? {
        var child = node
        for anc in node.ancestors {
            switch anc.kind {
            case .typeDecl, .funcDecl:
                return nil
            case .argument:
                if let call = anc.parent, call.kind == .call {
                    if call.isModifierCall, let m = call.calleeName, presentingModifiers.contains(m),
                       child.kind == .closure {
                        return child
                    }
                    if call.constructedTypeName == "NavigationLink" {
                        // `NavigationLink(destination: …)`, `NavigationLink { destination } label: { … }`.
                        if anc.nameIs("destination") { return anc }
                        if anc.label == nil, child.kind == .closure, call.argument("label") != nil { return child }
                    }
                }
            default:
                break
            }
            child = anc
        }
        return nil
    }


    /// Types of the file that conform to `ToolbarContent` (`CustomizableToolbarContent`) in any of their same-file
    /// declarations.
    func findToolbarContentTypes() -> Set<String> {
        var out: Set<String> = []
        for decl in typeDecls {
            // Tested on the name tokens; an extension's first type reference is the extended type.
            var conforms = false
            var first = true
            var firstMatched = false
            decl.forEachChild(ofKind: .typeRef) { ref in
                if ref.nameIs("ToolbarContent") || ref.nameIs("CustomizableToolbarContent") {
                    if first { firstMatched = true } else { conforms = true }
                }
                first = false
            }
            if firstMatched && !conforms && decl.declKeyword != .extension { conforms = true }
            // (A type used in `.toolbar { }` must conform, so its conformance is written on one of its declarations.)
            if conforms, let name = decl.name { out.insert(name) }
        }
        return out
    }

    // MARK: Custom views (candidate items)

    /// The controls at item level in the `body` of each custom `View` of the file (see `Owner.customView`):
    /// toolbar items where the view is used as one. Computed on first use.
    public var candidateItems: [Item] {
        computeCandidates()
        return candidates
    }

    /// The spacers at item level in the `body` of custom views (see `candidateItems`), with their view.
    public var candidateSpacers: [Node] {
        computeCandidates()
        return candidateSpacerNodes
    }


    func computeCandidates() {
        if candidatesComputed { return }
        candidatesComputed = true
        if defersBodies { return }
        let before = items.count
        let spacersBefore = spacers.count
        var walked: Set<Int32> = []
        for decl in typeDecls {
            guard let name = decl.name, !toolbarContentTypes.contains(name), let block = decl.memberBlock else { continue }
            block.forEachStatement { m in
                guard m.kind == .varDecl else { return }
                m.forEachChild(ofKind: .patternBinding) { b in
                    guard b.nameIs("body"), b.initializerValue == nil, let getter = b.getterBody,
                          !walked.contains(getter.id), ToolbarContent.isViewBody(b) else { return }
                    walked.insert(getter.id)
                    walkedBodies.insert(name)
                    if memberIndex == nil { memberIndex = TypeMemberIndex(declarations: typeDecls) }
                    walkSwiftUI(getter, state: WalkState(owner: .customView(name)))
                }
            }
        }
        // Free `@ViewBuilder` functions: toolbar items where a toolbar calls them (VOCABULARY.md *across calls*).
        for fn in ToolbarContent.freeViewBuilders(tree) {
            guard let name = fn.name, let body = fn.body else { continue }
            let key = ToolbarContent.functionKey(name)
            walkedBodies.insert(key)
            if memberIndex == nil { memberIndex = TypeMemberIndex(declarations: typeDecls) }
            walkSwiftUI(body, state: WalkState(owner: .customView(key)))
        }
        // The walk appends to `items` / `spacers`: move what it found to the candidates.
        candidates = Array(items[before...])
        items.removeSubrange(before...)
        candidateSpacerNodes = Array(spacers[spacersBefore...])
        spacers.removeSubrange(spacersBefore...)
        candidates.sort { $0.node.firstToken < $1.node.firstToken }
    }

    /// The file-level functions that build views: `@ViewBuilder func x() -> some View` (and `-> some View` alone),
    /// but not `@ToolbarContentBuilder` ones (walked as toolbar content).
    static func freeViewBuilders(_ tree: SyntaxTree) -> [Node] {
        var out: [Node] = []
        tree.root.forEachStatement { s in
            guard s.kind == .funcDecl, !isToolbarContentHelper(s) else { return }
            let builder = s.children.contains { $0.kind == .attribute && $0.nameIs("@ViewBuilder") }
            let returnsView = s.child(ofKind: .typeRef).map { $0.nameIs("View") } ?? false
            if builder || returnsView { out.append(s) }
        }
        return out
    }

    /// `var body: some View` (also `AnyView`, `any View`, no annotation).
    static func isViewBody(_ binding: Node) -> Bool {
        guard let t = binding.typeAnnotation else { return true }
        return t.nameIs("View") || t.nameIs("AnyView")
    }
}
