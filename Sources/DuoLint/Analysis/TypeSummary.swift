/// A view reference found in a type's `body`: what it is, which containers enclose it there, and where it is.
public struct ViewReference: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case arrangementView
        case navigationContainer(String)
        case customView(String)
    }
    public var kind: Kind
    /// Enclosed, within the body, by a scroll container (`ScrollView`, `List`, lazy stacks/grids, `Form`).
    public var insideScrollContainer: Bool
    /// Enclosed, within the body, by an `ArrangementView`.
    public var insideArrangement: Bool
    public var location: RelatedLocation
}

/// What the cross-file index needs to know about one type declaration (or extension).
public struct TypeFact: Sendable, Hashable {
    public var name: String
    public var isClass: Bool
    public var inheritedTypes: [String]
    /// Reads `@Environment(\.overlayArrangementZIndex)`.
    public var readsOverlayZIndex: Bool
    /// View references in `body` (through the type's own view-building members); empty for non-views.
    public var bodyReferences: [ViewReference]
    /// What the root of `body` is as a hand-made bar (Rules/custom-swiftui-bar.md: an `HStack` of controls, or
    /// another custom view), when it is one of these.
    public var bodyBar: BodyBar? = nil
}

/// The compact per-file summary that feeds the `FactStore` (trees are dropped after their file is linted).
public struct FileSummary: Sendable, Hashable {
    public var types: [TypeFact]
    /// Custom types used in toolbars, and toolbar item counts (see `ToolbarFacts`).
    public var toolbar: ToolbarFacts
    /// Branch roots, navigation state, hand-made bars and idiom-test properties (see `ViewStructure`).
    public var viewStructure: ViewStructureFacts
    /// Call sites and parameters other files' data flow may ask about (see `FlowFacts`).
    public var flow: FlowFacts
    /// The interactive controls of view bodies (see `InteractiveFacts`).
    public var interactive = InteractiveFacts()
    /// The names read inside and outside `faceID` branches (see `FaceIDFacts`).
    public var faceID = FaceIDFacts()
    /// The controllers instantiated as navigation roots, and their other mentions (see `NavigationRootFacts`).
    public var navigationRoots = NavigationRootFacts()
    /// The methods that return a bar's container by their declared type (see `ContainerMethodFacts`).
    public var containerMethods = ContainerMethodFacts()

    public init(types: [TypeFact], toolbar: ToolbarFacts = ToolbarFacts(), viewStructure: ViewStructureFacts = ViewStructureFacts(),
                flow: FlowFacts = FlowFacts()) {
        self.types = types
        self.toolbar = toolbar
        self.viewStructure = viewStructure
        self.flow = flow
    }

    private static let overlayZIndexBytes = Array("overlayArrangementZIndex".utf8)

    /// Extracts the type facts of a file, with the view references of each `body` followed through the members in
    /// `memberIndex`. A nil index leaves `bodyReferences` empty: they only serve questions about `ArrangementView`s,
    /// moot in a project that never mentions one.
    /// `toolbar`: the file's toolbar facts, when some file of the project has a toolbar. `listingViewBodies`: a
    /// first pass that did not walk the custom views' bodies (`FileHints.defersCustomViewBodies`); the names of the
    /// types with a view `body` go to `toolbar.unwalkedBodies` (every type the walk would have entered, and maybe a
    /// few more: a type local to a function, a `ToolbarContent` type with an unannotated body).
    public static func extract(from tree: SyntaxTree, viewReferencesThrough memberIndex: TypeMemberIndex?,
                               toolbar: ToolbarFacts? = nil, listingViewBodies: Bool = false) -> FileSummary {
        var types: [TypeFact] = []
        var viewBodies: Set<String> = []
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard let name = decl.name, let block = decl.memberBlock else { continue }
            var readsZIndex = false
            var references: [ViewReference] = []
            var bodyBar: BodyBar?
            let isClass = decl.declKeyword == .class
            block.forEachStatement { member in
                guard member.kind == .varDecl else { return }
                if !isClass && bodyBar == nil {
                    member.forEachChild(ofKind: .patternBinding) { b in
                        if bodyBar == nil, b.nameIs("body") { bodyBar = HandMadeBars.bodyBar(ofBinding: b) }
                    }
                }
                if !readsZIndex {
                    member.forEachChild(ofKind: .attribute) { attr in
                        // A byte search first: the text is made only when the name is there.
                        if attr.nameIs("@Environment"),
                           FileAnalyzer.contains(tree.source.bytes, attr.startOffset, attr.endOffset, overlayZIndexBytes),
                           attr.text.contains("overlayArrangementZIndex") {
                            readsZIndex = true
                        }
                    }
                }
                if listingViewBodies {
                    member.forEachChild(ofKind: .patternBinding) { b in
                        if b.nameIs("body"), b.initializerValue == nil, b.getterBody != nil, ToolbarContent.isViewBody(b) {
                            viewBodies.insert(name)
                        }
                    }
                }
                guard let memberIndex else { return }
                member.forEachChild(ofKind: .patternBinding) { binding in
                    guard binding.nameIs("body"), let getter = binding.getterBody else { return }
                    references += viewReferences(in: getter, members: memberIndex.members(of: name))
                }
            }
            types.append(TypeFact(name: name, isClass: decl.declKeyword == .class,
                                  inheritedTypes: decl.inheritedTypeNames, readsOverlayZIndex: readsZIndex,
                                  bodyReferences: references, bodyBar: bodyBar))
        }
        var facts = toolbar ?? ToolbarFacts()
        if listingViewBodies {
            for fn in ToolbarContent.freeViewBuilders(tree) {
                if let name = fn.name { viewBodies.insert(ToolbarContent.functionKey(name)) }
            }
            facts.unwalkedBodies = viewBodies.sorted()
        }
        return FileSummary(types: types, toolbar: facts)
    }

    /// The view references nested in `root`, with the containers that enclose them.
    static func viewReferences(in root: Node, members: TypeMembers?) -> [ViewReference] {
        struct Enclosing { var scroll = false; var arrangement = false }
        var out: [ViewReference] = []
        let tree = root.tree
        ViewContent.walk(root, members: members, state: Enclosing()) { node, state in
            guard node.kind == .call, let typeNode = node.constructedTypeNameNode, !node.isModifierCall else { return state }
            var inner = state
            let kind: ViewReference.Kind?
            // Tested on the name token first: a String is made only for the references kept.
            if typeNode.nameIs("ArrangementView") {
                kind = .arrangementView
                inner.arrangement = true
            } else if typeNode.nameIn(ViewContent.navigationContainerNames) {
                kind = typeNode.name.map { .navigationContainer($0) }
            } else if typeNode.nameIn(ViewContent.scrollContainerNames) {
                kind = nil
                inner.scroll = true
            } else if !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), let name = typeNode.name,
                      let first = name.unicodeScalars.first, first.properties.isUppercase {
                kind = .customView(name)
            } else {
                kind = nil
            }
            if let kind = kind {
                let anchor = FileContext.anchorToken(of: node)
                let range = SourceRange(start: tree.position(ofToken: anchor),
                                        end: tree.source.position(ofOffset: tree.tokens[Int(anchor)].end))
                out.append(ViewReference(kind: kind, insideScrollContainer: state.scroll,
                                         insideArrangement: state.arrangement,
                                         location: RelatedLocation(path: tree.path, range: range, message: typeNode.name ?? "")))
            }
            return inner
        }
        return out
    }
}
