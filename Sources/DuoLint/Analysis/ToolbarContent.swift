/// RULES.md "toolbar content" and "toolbar item", computed once per file for the bar rules.
///
/// SwiftUI: the views inside `.toolbar { }` / `.toolbar(content:)` closures, `.navigationBarItems(leading:trailing:)`
/// arguments, `ToolbarItem` / `ToolbarItemGroup` closures (through `if`, `switch`, `ForEach`, `Group`, stacks and
/// `#if`), the same type's `@ViewBuilder` helpers referenced from there, `some ToolbarContent` /
/// `@ToolbarContentBuilder` helpers and the `body` of `ToolbarContent` types. Each control (`Button`, `Menu`,
/// `Toggle`, `Link`, `ShareLink`, `EditButton`, `Picker`, a custom view…) is one toolbar item, with the placement of
/// its enclosing `ToolbarItem`/`ToolbarItemGroup`. The walk stops at a control: a `Menu`'s own items and a
/// `Button`'s label are never toolbar items.
///
/// Custom types: a custom view used as a toolbar item is recorded as a *use* (`uses`); the controls in the `body`
/// of every custom `View` of the file are *candidate items* (`candidateItems`), toolbar items only where the view
/// is used in a toolbar — in this file or another: the cross-file index (`ToolbarIndex`) answers that from every
/// file's `facts`, and the rules report those items on that condition (see `report(_:_:_:in:_:)`).
///
/// UIKit: `UIBarButtonItem`s put into `navigationItem.left/rightBarButtonItem(s)` (also `setRight…`/`setLeft…`
/// and `append`), `toolbarItems` / `setToolbarItems`, `pinnedTrailingGroup`, `leading/trailing/centerItemGroups`
/// and `UIBarButtonItemGroup`s, followed through local names (within one function and its closures) and the
/// same type's properties.
public final class ToolbarContent: FileAnalysis {
    public enum Placement: Hashable, Sendable {
        /// No `placement:` argument (or no enclosing `ToolbarItem`/`ToolbarItemGroup`, or UIKit).
        case none
        /// `.topBarTrailing`, `ToolbarItemPlacement.primaryAction` → the last member name.
        case named(String)
        /// A placement computed at run time (`isCompact ? .bottomBar : .primaryAction`).
        case unknown

        public func isNamed(_ names: Set<String>) -> Bool {
            if case .named(let n) = self { return names.contains(n) }
            return false
        }
    }

    /// Whose toolbar content an item is.
    public enum Owner: Hashable, Sendable {
        /// Toolbar content written for a screen: in a `.toolbar { }` / `navigationBarItems` of the type (nil:
        /// outside any type), or in its toolbar helpers; UIKit items of the type. The screen is the type's name, or
        /// `Type#path:offset` for a toolbar in content the type presents (a sheet, a navigation destination).
        case screen(String?)
        /// The `body` of a `ToolbarContent` type: toolbar content wherever the type is used.
        case toolbarContentType(String)
        /// The `body` of a custom `View`: toolbar items only where the view is used as a toolbar item.
        case customView(String)
    }

    /// One toolbar item.
    public final class Item {
        /// The control: the `Button(…)` / `UIBarButtonItem(…)` call (or the `editButtonItem` reference).
        public let node: Node
        /// SwiftUI: the control's name (`Button`, `Menu`, a custom view's type); UIKit: `UIBarButtonItem`,
        /// `editButtonItem`.
        public let control: String
        public let isUIKit: Bool
        public let placement: Placement
        /// The enclosing `ToolbarItem` / `ToolbarItemGroup` call (SwiftUI) or `UIBarButtonItemGroup` call (UIKit).
        public let group: Node?
        /// Inside a `ToolbarItemGroup`, `ControlGroup` or `UIBarButtonItemGroup`.
        public let inGroup: Bool
        /// Inside a `ForEach`: stands for several items.
        public let repeated: Bool
        /// The type declaration the item is written in (SwiftUI) or assigned in (UIKit).
        public let enclosingType: String?
        /// SwiftUI: modifiers applied to the control, including those written where a helper holding it is used.
        public let modifiers: [Node]
        /// Whose toolbar content the item is (this file's toolbars, or a custom type's body).
        public let owner: Owner
        /// The placement is a stored property of the `ToolbarContent` type holding the item (`placement` is its
        /// initial value): a use of the type that passes this argument places the item there instead.
        public let placementParameter: String?
        /// UIKit: where the item was put (`rightBarButtonItems`, `leftBarButtonItem`, `toolbarItems`,
        /// `pinnedTrailingGroup`, `group`, …; singular and plural forms kept as written).
        public internal(set) var destinations: Set<String>
        /// UIKit: properties assigned on a name the item is bound to (`item.title = …` → `title`).
        public internal(set) var configuredProperties: Set<String>
        private let values: BoundValues?

        init(node: Node, control: String, isUIKit: Bool, placement: Placement, group: Node?, inGroup: Bool,
             repeated: Bool, enclosingType: String?, modifiers: [Node], owner: Owner = .screen(nil),
             placementParameter: String? = nil, destinations: Set<String> = [],
             configuredProperties: Set<String> = [], values: BoundValues? = nil) {
            self.node = node
            self.control = control
            self.isUIKit = isUIKit
            self.placement = placement
            self.group = group
            self.inGroup = inGroup
            self.repeated = repeated
            self.enclosingType = enclosingType
            self.modifiers = modifiers
            self.owner = owner
            self.placementParameter = placementParameter
            self.destinations = destinations
            self.configuredProperties = configuredProperties
            self.values = values
        }

        /// A custom view (not one of `ToolbarContent.controls`) written as the item; its own controls are the
        /// toolbar items where its body is known.
        public var isCustomView: Bool { !isUIKit && !ToolbarContent.controls.contains(control) }

        /// The label (title, symbols) of the item.
        public lazy var label: ItemLabel = isUIKit ? ItemLabel(uiKitItem: node, configured: configuredProperties, values: values)
                                                  : ItemLabel(control: node, name: control, values: values)

        /// Whether a modifier on the item (or its group), or an argument of the item or its group, has a name
        /// containing `word` (case-insensitive).
        public func hasModifierOrArgument(containing word: String) -> Bool {
            let w = word.lowercased()
            for m in modifiers where (m.calleeName ?? "").lowercased().contains(w) { return true }
            for a in node.arguments where (a.label ?? "").lowercased().contains(w) { return true }
            if let g = group {
                for m in g.appliedModifiers where (m.calleeName ?? "").lowercased().contains(w) { return true }
                for a in g.arguments where (a.label ?? "").lowercased().contains(w) { return true }
            }
            for p in configuredProperties where p.lowercased().contains(w) { return true }
            return false
        }
    }

    /// The toolbar items of the file's toolbars and `ToolbarContent` types, in source order.
    public private(set) var items: [Item] = []
    /// Spacers in toolbar content: SwiftUI `Spacer`/`ToolbarSpacer` expressions (outermost, with modifiers) and
    /// UIKit `fixedSpace`/`flexibleSpace` items (the call).
    public private(set) var spacers: [Node] = []

    private let tree: SyntaxTree
    private var seen: Set<Int32> = []
    private var uiKitItems: [Int32: Item] = [:]
    private var memberIndex: TypeMemberIndex?
    /// Owners of the spacers (`spacers` and `candidateSpacers`), by node id.
    private(set) var spacerOwners: [Int32: Owner] = [:]
    /// Custom types referenced as toolbar items, or at item level in a walked custom type's body.
    private(set) var useRecords: [ToolbarUse] = []
    private var usesSeen: Set<Int32> = []
    /// Names of the `ToolbarContent` types of the file (none when it never says `ToolbarContent`, an entry name).
    private(set) lazy var toolbarContentTypes: Set<String> = mentionsEntryName ? findToolbarContentTypes() : []
    /// The file mentions one of `entryNames`.
    private var mentionsEntryName = false
    lazy var values = BoundValues(tree: tree)

    // MARK: Vocabulary

    /// Controls that are one toolbar item each (the walk stops there).
    public static let controls: Set<String> = [
        "Button", "Menu", "Toggle", "Link", "ShareLink", "EditButton", "Picker", "NavigationLink", "PasteButton",
        "RenameButton", "ColorPicker", "DatePicker", "Stepper", "Slider", "TextField", "SearchField",
    ]
    /// Containers walked through.
    static let containers: Set<String> = [
        "Group", "ForEach", "HStack", "VStack", "ZStack", "ViewThatFits", "ControlGroup", "ToolbarItem",
        "ToolbarItemGroup", "AnyView", "Section",
    ]
    /// Views in toolbar content that are neither controls nor walked through.
    static let inert: Set<String> = [
        "Text", "Image", "Label", "ProgressView", "Divider", "Color", "EmptyView", "ToolbarTitleMenu",
        "DefaultToolbarItem", "ToolbarItemPlacement", "ToolbarOverflowMenu", "Circle", "Rectangle", "Capsule",
        "RoundedRectangle", "LocalizedStringKey", "String", "Gauge", "AsyncImage", "ContentUnavailableView",
    ]
    static let spacerNames: Set<String> = ["Spacer", "ToolbarSpacer"]
    static let controlNames = NameSet(controls)
    static let containerNames = NameSet(containers)
    static let inertNames = NameSet(inert)
    static let spacerNameSet = NameSet(spacerNames)
    static let uiKitSinks: Set<String> = [
        "leftBarButtonItem", "leftBarButtonItems", "rightBarButtonItem", "rightBarButtonItems", "toolbarItems",
        "pinnedTrailingGroup", "leadingItemGroups", "trailingItemGroups", "centerItemGroups",
    ]
    static let uiKitSetters: [String: String] = [
        "setToolbarItems": "toolbarItems", "setRightBarButtonItems": "rightBarButtonItems",
        "setRightBarButton": "rightBarButtonItem", "setLeftBarButtonItems": "leftBarButtonItems",
        "setLeftBarButton": "leftBarButtonItem",
    ]
    /// `navigationBarItems(leading:trailing:)`: each argument is toolbar content at that side of the bar.
    static let navigationBarItemsPlacements: [String: String] = [
        "leading": "navigationBarLeading", "trailing": "navigationBarTrailing",
    ]

    /// Every name toolbar content can start at (the roots the initialiser collects): a file that mentions none
    /// of them has no toolbar content of its own, so the toolbar rules skip it (`Rule.requiredNames`) unless they
    /// also judge candidate items (`candidateGateNames`).
    public static let entryNames: Set<String> = Set(["toolbar", "ToolbarItem", "ToolbarItemGroup", "ToolbarContent", "CustomizableToolbarContent",
        "ToolbarContentBuilder", "UIBarButtonItemGroup", "fixedGroup", "movableGroup", "optionalGroup",
        "navigationBarItems"])
        .union(uiKitSinks).union(uiKitSetters.keys)

    /// `entryNames` and the SwiftUI controls: a file that mentions none of them has no toolbar item, not even
    /// one in a custom view that another file uses in a toolbar.
    public static let entryAndControlNames: Set<String> = entryNames.union(controls)
    /// `entryNames`, `Button` and `Menu` (the controls most rules judge).
    public static let entryAndButtonNames: Set<String> = entryNames.union(["Button", "Menu"])

    static let uiKitSinkNames = NameSet(uiKitSinks)
    static let entryNameSet = NameSet(entryNames)

    /// Whether an identifier or attribute token of the file is one of `entryNames`: one pass over the tokens, most
    /// rejected on their length and first byte. (The names are ASCII and hold no letter with a non-ASCII canonical
    /// equivalent, so a token with a non-ASCII byte is never one of them.) The engine usually knows already
    /// (`FileHints`), from its own pass.
    static func mentionsEntryName(_ tree: SyntaxTree) -> Bool {
        let set = entryNameSet
        let lengths = set.lengths
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            tree.tokens.withUnsafeBufferPointer { toks in
                set.firstBytes.withUnsafeBufferPointer { firstBytes in
                    for tok in toks where tok.kind == .identifier || tok.kind == .attribute {
                        var a = Int(tok.offset)
                        var b = tok.end
                        guard a < b else { continue }
                        if buf[a] == 0x40 || buf[a] == 0x60 {   // `@name`, `` `name` ``
                            let r = NameSet.nameRange(buf, a, b, attributeSign: true)
                            a = r.lowerBound
                            b = r.upperBound
                            guard a < b else { continue }
                        }
                        let l = min(b - a, 63)
                        guard lengths >> UInt64(l) & 1 != 0 else { continue }
                        let c = buf[a]
                        guard c < 0x80, firstBytes[2 &* l &+ Int(c >> 6)] >> UInt64(c & 63) & 1 != 0 else { continue }
                        if set.index(ascii: UnsafeBufferPointer(rebasing: buf[a..<b])) >= 0 { return true }
                    }
                    return false
                }
            }
        }
    }
    static let uiKitSetterNames = NameSet(Array(uiKitSetters.keys))

    // MARK: Building

    public required convenience init(tree: SyntaxTree) {
        self.init(tree: tree, hints: FileHints())
    }

    public required init(tree: SyntaxTree, hints: FileHints) {
        self.tree = tree
        defersBodies = hints.defersCustomViewBodies
        // Most files mention no name toolbar content starts at (the engine's pass over the tokens knows; else one
        // pass here): then the node scan below is skipped (the candidate items of custom views are found on
        // demand, from type declarations).
        mentionsEntryName = hints.mentionsToolbarEntryName ?? ToolbarContent.mentionsEntryName(tree)
        guard mentionsEntryName else { return }
        var toolbarRoots: [Node] = []
        var barItemRoots: [Node] = []
        var itemRoots: [Node] = []
        var helperRoots: [Node] = []
        var uiKitSinks: [(Node, String)] = []
        var groupRoots: [Node] = []
        let nodes = tree.nodes
        for raw in nodes.indices where !tree.isAbsent(Int32(raw)) {
            let kind = nodes[raw].kind
            if kind == .call {
                let n = Node(tree: tree, id: Int32(raw))
                guard let callee = n.firstChild else { continue }
                if callee.kind == .memberAccess {
                    if callee.nameIs("toolbar"), callee.childCount > 0 {
                        toolbarRoots.append(n)
                    } else if callee.nameIs("navigationBarItems"), callee.childCount > 0 {
                        barItemRoots.append(n)
                    } else if callee.nameIs("append") || callee.nameIs("insert"),
                              let base = callee.firstChild, let chain = base.memberChain,
                              let last = chain.last, ToolbarContent.uiKitSinks.contains(last) {
                        uiKitSinks.append((n, last))
                    } else if callee.nameIn(ToolbarContent.uiKitSetterNames), let name = callee.name,
                              let dest = ToolbarContent.uiKitSetters[name] {
                        uiKitSinks.append((n, dest))
                    } else if callee.nameIs("init"), let base = callee.firstChild, base.kind == .identifier {
                        if base.nameIs("ToolbarItem") || base.nameIs("ToolbarItemGroup") { itemRoots.append(n) }
                        if base.nameIs("UIBarButtonItemGroup") { groupRoots.append(n) }
                    } else if callee.nameIs("fixedGroup") || callee.nameIs("movableGroup") || callee.nameIs("optionalGroup") {
                        if callee.childCount == 0 || callee.firstChild.map({ $0.kind == .identifier && $0.nameIs("UIBarButtonItemGroup") }) == true {
                            groupRoots.append(n)
                        }
                    }
                } else if callee.kind == .identifier {
                    if callee.nameIs("ToolbarItem") || callee.nameIs("ToolbarItemGroup") {
                        itemRoots.append(n)
                    } else if callee.nameIs("UIBarButtonItemGroup") {
                        groupRoots.append(n)
                    } else if callee.nameIn(ToolbarContent.uiKitSetterNames), let name = callee.name,
                              let dest = ToolbarContent.uiKitSetters[name] {
                        uiKitSinks.append((n, dest))
                    }
                }
            } else if kind == .binary {
                let n = Node(tree: tree, id: Int32(raw))
                guard tree.token(n.nameToken, is: "=") || tree.token(n.nameToken, is: "+="),
                      let lhs = n.firstChild,
                      // The chain's last name is the left side's own name when it is a name: test its token first.
                      (lhs.kind != .identifier && lhs.kind != .memberAccess) || lhs.nameIn(ToolbarContent.uiKitSinkNames),
                      let chain = lhs.memberChain, let last = chain.last,
                      ToolbarContent.uiKitSinks.contains(last) else { continue }
                // `toolbarItems = …` alone or as `self.toolbarItems`/`vc.toolbarItems`; the others are unique names.
                uiKitSinks.append((n, last))
            } else if kind == .patternBinding || kind == .funcDecl {
                let n = Node(tree: tree, id: Int32(raw))
                if ToolbarContent.isToolbarContentHelper(n), let body = n.body { helperRoots.append(body) }
            }
        }
        if !toolbarRoots.isEmpty || !itemRoots.isEmpty || !helperRoots.isEmpty || !barItemRoots.isEmpty {
            memberIndex = TypeMemberIndex(tree: tree)
        }
        for call in toolbarRoots {
            for a in call.arguments {
                guard let c = a.firstChild, c.kind == .closure else { continue }
                guard a.isTrailingClosure || a.nameIs("content") else { continue }
                // SwiftUI's toolbar closure takes no parameters: `{ bar in … }` is another API.
                if let sig = c.child(ofKind: .closureSignature), sig.childCount > 0 { continue }
                walkSwiftUI(c, state: WalkState(owner: owner(of: call, screenOf: true)))
            }
        }
        for call in barItemRoots {
            for a in call.arguments {
                guard let label = a.label, let placement = ToolbarContent.navigationBarItemsPlacements[label],
                      let v = a.firstChild, v.kind != .closure else { continue }
                var state = WalkState(owner: owner(of: call, screenOf: true))
                state.placement = .named(placement)
                walkSwiftUI(v, state: state)
            }
        }
        for call in itemRoots where !seen.contains(call.id) { walkSwiftUI(call, state: WalkState(owner: owner(of: call))) }
        for body in helperRoots { walkSwiftUI(body, state: WalkState(owner: owner(of: body))) }

        if !uiKitSinks.isEmpty || !groupRoots.isEmpty {
            let flow = UIKitFlow(tree: tree)
            for (sink, dest) in uiKitSinks {
                let value: Node?
                if sink.kind == .binary {
                    value = sink.child(1)
                } else {
                    value = sink.arguments.first?.firstChild
                }
                guard let v = value else { continue }
                collectUIKit(v, from: sink, destination: dest, flow: flow, group: nil)
            }
            for g in groupRoots {
                if flow.isInputAssistantContext(g) { continue }
                collectUIKit(g, from: g, destination: "group", flow: flow, group: nil)
            }
        }
        items.sort { $0.node.firstToken < $1.node.firstToken }
    }

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
    private func owner(of node: Node, screenOf: Bool = false) -> Owner {
        guard let name = node.enclosingTypeDecl?.name else { return .screen(nil) }
        if toolbarContentTypes.contains(name) { return .toolbarContentType(name) }
        if screenOf, let sub = ToolbarContent.presentedScreen(around: node) {
            return .screen("\(name)#\(tree.path):\(sub.startOffset)")
        }
        return .screen(name)
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

    /// The type declarations of the file at file level and nested in other types (judged code only), found from
    /// the declarations down, not by a scan of every node. (Types local to a function body are left out: a view
    /// declared there is not used as a toolbar item elsewhere.)
    private lazy var typeDecls: [Node] = {
        var out: [Node] = []
        var pending: [Node] = [tree.root]
        var steps = 0
        while let container = pending.popLast(), steps < 1_000_000 {
            container.forEachStatement { s in
                steps += 1
                guard s.kind == .typeDecl else { return }
                out.append(s)
                if let block = s.memberBlock { pending.append(block) }
            }
        }
        out.sort { $0.firstToken < $1.firstToken }
        return out
    }()

    /// Types of the file that conform to `ToolbarContent` (`CustomizableToolbarContent`) in any of their same-file
    /// declarations.
    private func findToolbarContentTypes() -> Set<String> {
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

    private(set) var candidates: [Item] = []
    private var candidateSpacerNodes: [Node] = []
    private var candidatesComputed = false
    /// Custom types whose body was walked: `ToolbarContent` types and custom views.
    private(set) var walkedBodies: Set<String> = []
    /// See `FileHints.defersCustomViewBodies` (the file summary lists the views then).
    private let defersBodies: Bool

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
        // The walk appends to `items` / `spacers`: move what it found to the candidates.
        candidates = Array(items[before...])
        items.removeSubrange(before...)
        candidateSpacerNodes = Array(spacers[spacersBefore...])
        spacers.removeSubrange(spacersBefore...)
        candidates.sort { $0.node.firstToken < $1.node.firstToken }
    }

    /// `var body: some View` (also `AnyView`, `any View`, no annotation).
    static func isViewBody(_ binding: Node) -> Bool {
        guard let t = binding.typeAnnotation else { return true }
        return t.nameIs("View") || t.nameIs("AnyView")
    }

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

        init(owner: Owner) { self.owner = owner }
    }

    /// The walk's pending nodes, each with the index of its state in `states` (a state is stored once and shared
    /// by the nodes pushed with it: no copy per node).
    private struct Pending {
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

    private func walkSwiftUI(_ root: Node, state: WalkState) {
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
            switch node.kind {
            case .closure:
                if let block = node.child(ofKind: .codeBlock) { pending.push(block.id, st) }
            case .codeBlock, .sourceFile:
                statements.removeAll(keepingCapacity: true)
                node.forEachStatement { statements.append($0.id) }
                for c in statements.reversed() { pending.push(c, st) }
            case .ifStmt:
                for c in node.children.reversed() where c.kind == .codeBlock || c.kind == .ifStmt {
                    pending.push(c.id, st)
                }
            case .switchStmt:
                for c in node.switchCases.reversed() {
                    if let block = c.child(ofKind: .codeBlock) { pending.push(block.id, st) }
                }
            case .returnStmt:
                if let c = node.firstChild { pending.push(c.id, st) }
            case .ternary:
                if let a = node.child(1), let b = node.child(2) {
                    pending.push(b.id, st)
                    pending.push(a.id, st)
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

    private func handleExpression(_ node: Node, _ stateIndex: Int32, _ members: TypeMembers?,
                                  _ pending: inout Pending, _ expanded: inout Set<Int32>) {
        let st = pending.states[Int(stateIndex)]
        // Peel modifiers: `Button(…).badge(3)` → the `Button(…)` call with modifiers [badge].
        var core = node
        var mods: [Node] = []
        var guardSteps = 0
        while guardSteps < 100_000, core.isModifierCall, let base = core.modifierBase {
            guardSteps += 1
            // `.toolbar`/`.sheet`… applied inside toolbar content: the attached content is not toolbar content.
            mods.append(core)
            core = base.unparenthesized
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
        items.append(Item(node: core, control: name, isUIKit: false, placement: state.placement, group: state.group,
                          inGroup: state.inGroup, repeated: state.repeated,
                          enclosingType: core.enclosingTypeDecl?.name,
                          modifiers: state.extraModifiers, owner: state.owner,
                          placementParameter: state.placementParameter, values: values))
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

    /// RULES.md *placement*: `.topBarTrailing` / `ToolbarItemPlacement.topBarTrailing`, or a name bound to one
    /// (data flow, same-file constants, a parameter's default value or the argument of the call the walk came
    /// through, a stored property's initial value). Anything else (a ternary, a call) is `.unknown`.
    /// The second value names the stored property when the placement is one's initial value.
    func resolvePlacement(_ v: Node, _ state: WalkState) -> (Placement, String?) {
        var value = v.unparenthesized
        var parameter: String?
        if value.kind == .identifier || (value.kind == .memberAccess && value.firstChild != nil) {
            if let (resolved, origin) = values.value(of: value, sources: .placement, arguments: state.arguments) {
                value = resolved
                if case .storedProperty(let name) = origin { parameter = name }
            } else if value.kind == .identifier {
                return (.unknown, nil)
            }
        }
        guard value.kind == .memberAccess, let chain = value.memberChain, let last = chain.last else {
            return (.unknown, nil)
        }
        // `.topBarTrailing`, `ToolbarItemPlacement.topBarTrailing`; not `self.x`, `someValue.x`.
        if let base = value.firstChild {
            guard base.kind == .identifier, let b = base.name, b.first?.isUppercase == true, b != "Self" else {
                return (.unknown, nil)
            }
        }
        // Only a use of a `ToolbarContent` type can pass the property.
        if case .toolbarContentType = state.owner {} else { parameter = nil }
        return (.named(last), parameter)
    }

    /// Records a custom type written as a toolbar item (or at item level in a custom type's body).
    private func recordUse(of type: String, at core: Node, _ state: WalkState) {
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
        if let g = state.group { mods += g.appliedModifiers }
        var nameTokens: [Int32] = []
        for m in mods { if let c = m.firstChild { nameTokens.append(c.nameToken) } }
        for a in core.arguments where a.nameToken >= 0 { nameTokens.append(a.nameToken) }
        if let g = state.group { for a in g.arguments where a.nameToken >= 0 { nameTokens.append(a.nameToken) } }
        for tok in nameTokens {
            if tree.token(tok, containsIgnoringCase: "visibilitypriority") { flags.insert(.hasVisibilityPriority) }
            if tree.token(tok, containsIgnoringCase: "axisbehavior") { flags.insert(.hasAxisBehavior) }
        }
        if ToolbarContent.hasProminentStyle(mods) { flags.insert(.prominentStyle) }
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

    // MARK: UIKit

    private func collectUIKit(_ value: Node, from sink: Node, destination: String, flow: UIKitFlow, group: Node?) {
        var work: [(Node, Node?, Int, [UIKitFlow.Alias])] = [(value, group, 0, [])]
        var visited: Set<Int32> = []
        var visitedAliases: Set<UIKitFlow.Alias> = []
        let typeName = sink.enclosingTypeDecl?.name
        while let (expr0, grp, depth, aliases) = work.popLast() {
            if depth > 12 { continue }
            let expr = expr0.unparenthesized
            switch expr.kind {
            case .arrayLiteral:
                for e in expr.children.reversed() { work.append((e, grp, depth + 1, aliases)) }
            case .ternary:
                if let a = expr.child(1), let b = expr.child(2) {
                    work.append((b, grp, depth + 1, aliases))
                    work.append((a, grp, depth + 1, aliases))
                }
            case .binary:
                if tree.token(expr.nameToken, is: "+") || tree.token(expr.nameToken, is: "??") {
                    for c in expr.children.reversed() { work.append((c, grp, depth + 1, aliases)) }
                }
            case .forceUnwrap, .optionalChain:
                if let c = expr.firstChild { work.append((c, grp, depth + 1, aliases)) }
            case .identifier, .memberAccess:
                guard !visited.contains(expr.id) || depth == 0 else { continue }
                visited.insert(expr.id)
                if expr.kind == .memberAccess, expr.childCount == 0 { continue }   // `.fixedSpace` without a call
                let name: String?
                if expr.kind == .identifier {
                    name = expr.name
                } else if let base = expr.firstChild, base.kind == .identifier, base.nameIs("self") {
                    name = expr.name
                } else {
                    name = nil
                }
                guard let n = name, n != "self" else { continue }
                let resolved = flow.resolve(name: n, at: expr, typeName: typeName)
                // Each name is followed once per collection (`a = a + [x]` repeated must stay linear).
                if !resolved.values.isEmpty {
                    if visitedAliases.contains(resolved.alias) { continue }
                    visitedAliases.insert(resolved.alias)
                }
                if resolved.values.isEmpty {
                    if n == "editButtonItem" { addUIKitItem(expr, control: "editButtonItem", destination: destination,
                                                            group: grp, typeName: typeName, aliases: aliases, flow: flow) }
                    continue
                }
                for v in resolved.values.reversed() {
                    work.append((v, grp, depth + 1, aliases + [resolved.alias]))
                }
            case .call:
                guard let callee = expr.firstChild else { continue }
                let typeCtor = expr.constructedTypeName
                if typeCtor == "UIBarButtonItem" {
                    if let sys = (expr.argumentValue("barButtonSystemItem") ?? expr.argumentValue("systemItem"))?.memberChain?.last,
                       sys == "fixedSpace" || sys == "flexibleSpace" {
                        if !seen.contains(expr.id) { seen.insert(expr.id); spacers.append(expr) }
                        continue
                    }
                    addUIKitItem(expr, control: "UIBarButtonItem", destination: destination, group: grp,
                                 typeName: typeName, aliases: aliases, flow: flow)
                    continue
                }
                if typeCtor == "UIBarButtonItemGroup" {
                    seen.insert(expr.id)
                    for a in expr.arguments where a.nameIs("barButtonItems") {
                        if let v = a.firstChild { work.append((v, expr, depth + 1, aliases)) }
                    }
                    continue
                }
                guard callee.kind == .memberAccess, let cname = callee.name else {
                    // `{ … }()`: a closure-built item
                    if callee.kind == .closure { for v in UIKitFlow.returnedValues(of: callee) { work.append((v, grp, depth + 1, aliases)) } }
                    continue
                }
                let base = callee.firstChild
                let baseIsBarType = base == nil || (base?.kind == .identifier && (base!.nameIs("UIBarButtonItem") || base!.nameIs("UIBarButtonItemGroup")))
                switch cname {
                case "fixedSpace", "flexibleSpace":
                    if baseIsBarType, !seen.contains(expr.id) { seen.insert(expr.id); spacers.append(expr) }
                case "fixedGroup", "movableGroup", "optionalGroup":
                    if baseIsBarType {
                        seen.insert(expr.id)
                        if let v = expr.argumentValue("items") { work.append((v, expr, depth + 1, aliases)) }
                    }
                case "creatingFixedGroup", "creatingMovableGroup", "creatingOptionalGroup":
                    if let b = base { work.append((b, expr, depth + 1, aliases)) }
                case "compactMap", "filter", "map", "reversed":
                    if let b = base { work.append((b, grp, depth + 1, aliases)) }
                default:
                    break
                }
            default:
                break
            }
        }
    }

    private func addUIKitItem(_ node: Node, control: String, destination: String, group: Node?, typeName: String?,
                              aliases: [UIKitFlow.Alias], flow: UIKitFlow) {
        if let existing = uiKitItems[node.id] {
            existing.destinations.insert(destination)
            return
        }
        seen.insert(node.id)
        var configured: Set<String> = []
        var allAliases = aliases
        if let binding = UIKitFlow.directBinding(of: node) { allAliases.append(binding) }
        for a in allAliases { configured.formUnion(flow.assignedProperties(of: a)) }
        let item = Item(node: node, control: control, isUIKit: true, placement: .none, group: group,
                        inGroup: group != nil, repeated: false, enclosingType: typeName, modifiers: [],
                        owner: .screen(typeName), destinations: [destination], configuredProperties: configured,
                        values: values)
        uiKitItems[node.id] = item
        items.append(item)
    }

    // MARK: Queries

    /// The items written (SwiftUI) or assigned (UIKit) in the type named `name` (and its same-file extensions).
    public func items(inType name: String) -> [Item] { items.filter { $0.enclosingType == name } }
}

// MARK: - Data flow for UIKit bar items

/// Follows names within one function (and its closures) and the same type's properties.
final class UIKitFlow {
    struct Alias: Hashable {
        var name: String
        /// A scope node (function, closure, accessor, getter) or -1 for a property of `typeName`.
        var scope: Int32
        var typeName: String?
    }

    let tree: SyntaxTree
    private var scopeCache: [Int32: ScopeFacts] = [:]
    private var typeCache: [String: ScopeFacts] = [:]
    /// Type declarations (and extensions) by name, in source order: built once, so looking up each of many type
    /// names does not rescan every node of the file (that was quadratic in the file's size).
    private lazy var typeDeclsByName: [String: [Int32]] = {
        var map: [String: [Int32]] = [:]
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            if let name = Node(tree: tree, id: Int32(raw)).name { map[name, default: []].append(Int32(raw)) }
        }
        return map
    }()

    struct ScopeFacts {
        var values: [String: [Node]] = [:]
        var assigned: [String: Set<String>] = [:]
        var mentionsAssistantGroups = false
    }

    init(tree: SyntaxTree) { self.tree = tree }

    static func isScope(_ n: Node) -> Bool {
        switch n.kind {
        case .funcDecl, .closure, .accessor: return true
        case .patternBinding: return n.getterBody != nil
        default: return false
        }
    }

    /// The values a name may hold at `use`: local bindings and assignments in the nearest enclosing scope that
    /// declares it, else the same type's property of that name.
    func resolve(name: String, at use: Node, typeName: String?) -> (values: [Node], alias: Alias) {
        for anc in use.ancestors {
            if anc.kind == .typeDecl { break }
            guard UIKitFlow.isScope(anc) else { continue }
            let facts = scopeFacts(anc)
            if let v = facts.values[name], !v.isEmpty { return (v, Alias(name: name, scope: anc.id, typeName: typeName)) }
        }
        if let t = typeName {
            let facts = typeFacts(t)
            if let v = facts.values[name] { return (v, Alias(name: name, scope: -1, typeName: t)) }
        }
        return ([], Alias(name: name, scope: -2, typeName: typeName))
    }

    /// The properties assigned on an alias (`item.title = …` → `title`).
    func assignedProperties(of alias: Alias) -> Set<String> {
        if alias.scope >= 0 {
            return scopeFacts(Node(tree: tree, id: alias.scope)).assigned[alias.name] ?? []
        }
        if alias.scope == -1, let t = alias.typeName { return typeFacts(t).assigned[alias.name] ?? [] }
        return []
    }

    /// `let item = UIBarButtonItem(…)` → the alias `item` in its scope.
    static func directBinding(of node: Node) -> Alias? {
        guard let ini = node.parent, ini.kind == .initializer, let b = ini.parent, b.kind == .patternBinding,
              let name = b.name else { return nil }
        if let scope = b.ancestors.first(where: { isScope($0) || $0.kind == .typeDecl }) {
            if scope.kind == .typeDecl { return Alias(name: name, scope: -1, typeName: scope.name) }
            return Alias(name: name, scope: scope.id, typeName: scope.enclosingTypeDecl?.name)
        }
        return nil
    }

    /// Whether a `UIBarButtonItemGroup` is built for the keyboard's shortcuts bar (`inputAssistantItem`).
    func isInputAssistantContext(_ node: Node) -> Bool {
        for anc in node.ancestors {
            if anc.kind == .typeDecl { break }
            if UIKitFlow.isScope(anc) { return scopeFacts(anc).mentionsAssistantGroups }
        }
        return false
    }

    /// The values a closure returns (`return x` statements, or its single expression).
    static func returnedValues(of closure: Node) -> [Node] {
        guard let block = closure.child(ofKind: .codeBlock) else { return [] }
        var out: [Node] = []
        let stmts = block.statements
        if stmts.count == 1, let s = stmts.first, s.kind != .returnStmt, s.kind != .varDecl { return [s] }
        block.walk { n in
            if n.kind == .closure && n != closure { return false }
            if n.kind == .funcDecl || n.kind == .typeDecl { return false }
            if n.kind == .returnStmt, let v = n.firstChild { out.append(v) }
            return true
        }
        return out
    }

    private func scopeFacts(_ scope: Node) -> ScopeFacts {
        if let f = scopeCache[scope.id] { return f }
        var facts = ScopeFacts()
        let body: Node? = scope.kind == .patternBinding ? scope.getterBody : scope.body ?? scope.child(ofKind: .codeBlock)
        if let b = body { scan(b, root: b, into: &facts, typeLevel: false) }
        scopeCache[scope.id] = facts
        return facts
    }

    private func typeFacts(_ name: String) -> ScopeFacts {
        if let f = typeCache[name] { return f }
        var facts = ScopeFacts()
        for id in typeDeclsByName[name] ?? [] {
            let decl = Node(tree: tree, id: id)
            guard let block = decl.memberBlock else { continue }
            for member in block.statements where member.kind == .varDecl {
                for b in member.bindings {
                    guard let n = b.name else { continue }
                    if let v = b.initializerValue {
                        if v.kind == .call, let c = v.firstChild, c.kind == .closure {
                            facts.values[n, default: []] += UIKitFlow.returnedValues(of: c)
                        } else {
                            facts.values[n, default: []].append(v)
                        }
                    } else if let getter = b.getterBody {
                        let stmts = getter.statements
                        if stmts.count == 1, let s = stmts.first, s.kind != .returnStmt {
                            facts.values[n, default: []].append(s)
                        } else {
                            getter.walk { x in
                                if x.kind == .closure || x.kind == .funcDecl || x.kind == .typeDecl { return false }
                                if x.kind == .returnStmt, let v = x.firstChild { facts.values[n, default: []].append(v) }
                                return true
                            }
                        }
                    }
                }
            }
            // Assignments anywhere in the type: `addItem.title = …`, `self.addItem.image = …`, `addItem = …`.
            scan(block, root: block, into: &facts, typeLevel: true)
        }
        typeCache[name] = facts
        return facts
    }

    /// Collects local bindings, assignments and `x.prop = …` in a scope body (nested closures included, nested
    /// functions and types excluded). At type level only assignments are collected.
    private func scan(_ body: Node, root: Node, into facts: inout ScopeFacts, typeLevel: Bool) {
        body.walk { n in
            switch n.kind {
            case .typeDecl:
                return n == root
            case .funcDecl:
                return typeLevel
            case .patternBinding:
                if !typeLevel, let name = n.name, let v = n.initializerValue {
                    if v.kind == .call, let c = v.firstChild, c.kind == .closure {
                        facts.values[name, default: []] += UIKitFlow.returnedValues(of: c)
                    } else {
                        facts.values[name, default: []].append(v)
                    }
                }
            case .binary:
                let isAssign = tree.token(n.nameToken, is: "=")
                let isAppend = tree.token(n.nameToken, is: "+=")
                guard isAssign || isAppend, let lhs = n.firstChild, let rhs = n.child(1),
                      let chain = lhs.memberChain else { return true }
                var parts = chain
                if parts.first == "self" { parts.removeFirst() }
                if parts.count == 1 {
                    facts.values[parts[0], default: []].append(rhs)
                } else if parts.count == 2 {
                    facts.assigned[parts[0], default: []].insert(parts[1])
                }
            case .call:
                if let callee = n.firstChild, callee.kind == .memberAccess, let name = callee.name,
                   name == "append" || name == "insert", let base = callee.firstChild, let chain = base.memberChain {
                    var parts = chain
                    if parts.first == "self" { parts.removeFirst() }
                    if parts.count == 1, let v = n.arguments.first?.firstChild {
                        facts.values[parts[0], default: []].append(v)
                    }
                }
            case .memberAccess:
                if n.nameIs("leadingBarButtonGroups") || n.nameIs("trailingBarButtonGroups") || n.nameIs("inputAssistantItem") {
                    facts.mentionsAssistantGroups = true
                }
            default:
                break
            }
            return true
        }
    }
}

// MARK: - Item labels

/// What a toolbar item shows: its title (from a title argument, a `Text` or a `Label`), its symbols, and how its
/// label is built.
public struct ItemLabel {
    /// A title exists (argument, `Text`, `Label`, UIKit `title:` or `.title =`).
    public var hasTitle = false
    /// The title when it is a plain literal (also `NSLocalizedString("…")`, `String(localized: "…")`,
    /// `LocalizedStringKey("…")`, `LocalizedStringResource("…")`, `Text("…")`, directly or through a bound name).
    public var titleText: String? { titleTexts.first }
    /// The literal title and, for a localised one, its default value (`NSLocalizedString("k", value: "Done", …)`,
    /// `String(localized: "k", defaultValue: "Done")`): a title match compares each (RULES.md *title match*).
    public var titleTexts: [String] = []
    /// The title expression, when there is one (a name or call whose text is not known: still a text).
    public var titleNode: Node?
    /// The title expression as written.
    public var titleSource: String? { titleNode?.text }
    /// The title is an interpolated literal (`"\(count)"`).
    public var titleInterpolated = false
    /// The interpolated string literals of the title / label texts.
    public var interpolatedTitles: [Node] = []
    /// Texts in the label built from a value with `format:` (`Text(total, format: .currency(code:))`).
    public var formattedTexts: [Node] = []
    /// A symbol or image is shown (`systemImage:`, `Image(…)`, `Label(…, systemImage:)`, UIKit `image:`).
    public var hasSymbol = false
    /// Literal symbol names (`"plus"`, `"ellipsis.circle"`).
    public var symbols: [String] = []
    /// UIKit `systemItem:` / `barButtonSystemItem:` (`done`, `add`, …).
    public var systemItem: String?
    /// UIKit: a `menu:` argument or `.menu =`.
    public var hasMenu = false
    /// The label content (closure) chooses between an `Image` and a `Text` with `if`/`switch`/`?:`.
    public var switchesImageAndText = false
    /// The label content holds an `Image` and an interpolated `Text` (unconditionally or not).
    public var pairsImageWithInterpolatedText = false
    /// The label content is only images (no text, no other views).
    public var labelIsImageOnly = false
    /// The label content is only texts.
    public var labelIsTextOnly = false
    /// The label closure, when there is one.
    public var labelClosure: Node?
    /// Names of modifiers applied inside the label content.
    public var labelModifierNames: [String] = []

    /// A title that is whole-matched (trimmed, case-insensitive) by one of `words` (lower-case).
    public func titleMatches(_ words: Set<String>) -> Bool {
        titleTexts.contains { words.contains($0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()) }
    }

    /// The trimmed title starts with `prefix` (case-insensitive).
    public func titleStarts(with prefix: String) -> Bool {
        titleTexts.contains { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().hasPrefix(prefix.lowercased()) }
    }

    /// The title to name in a message: the literal, else the expression as written (shortened).
    public var titleForMessage: String? {
        if let t = titleText { return t }
        guard let s = titleSource else { return nil }
        let flat = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }

    public func hasSymbol(in names: Set<String>) -> Bool { symbols.contains { names.contains($0) } }

    // MARK: SwiftUI

    init(control: Node, name: String, values: BoundValues? = nil) {
        let args = control.arguments
        // Title argument: the first unlabelled non-closure argument (`Button("Add") {…}`, `Menu(title) {…}`).
        if let first = args.first, first.label == nil, !first.isTrailingClosure, let v = first.firstChild,
           v.kind != .closure {
            setTitle(v, values)
        }
        for a in args {
            guard let v = a.firstChild else { continue }
            if a.nameIs("systemImage") {
                hasSymbol = true
                if let s = v.stringValue { symbols.append(s) }
            } else if a.nameIs("image") {
                hasSymbol = true
            } else if a.nameIs("titleKey") || a.nameIs("title") {
                setTitle(v, values)
            }
        }
        labelClosure = ItemLabel.labelClosure(of: control, name: name, hasTitleArgument: hasTitle)
        if let label = labelClosure {
            var shape = LabelShape()
            shape.classify(label, depth: 0)
            switchesImageAndText = shape.switches
            labelModifierNames = shape.modifierNames
            if shape.image { hasSymbol = true }
            symbols += shape.symbols
            interpolatedTitles += shape.interpolated
            formattedTexts += shape.formatted
            if !hasTitle {
                if let t = shape.titles.first {
                    setTitle(t, values)
                } else if shape.text {
                    hasTitle = true
                }
            }
            labelIsImageOnly = shape.image && !shape.text && !shape.other
            labelIsTextOnly = shape.text && !shape.image && !shape.other
            pairsImageWithInterpolatedText = shape.image && !shape.interpolatedTextNodes.isEmpty
        }
    }

    /// The closure that is a control's label.
    static func labelClosure(of control: Node, name: String, hasTitleArgument: Bool) -> Node? {
        if let l = control.argument("label"), let c = l.firstChild, c.kind == .closure { return c }
        guard !hasTitleArgument else { return nil }
        switch name {
        case "Button":
            guard control.argument("action") != nil else { return nil }
        case "NavigationLink":
            guard control.argument("destination") != nil || control.argument("value") != nil else { return nil }
        case "Toggle", "Link", "ShareLink":
            break
        default:
            return nil
        }
        for a in control.arguments.reversed() where a.isTrailingClosure && a.label == nil {
            if let c = a.firstChild, c.kind == .closure { return c }
        }
        return nil
    }

    /// Localised-string initialisers whose key (first argument) and default value name the title.
    static let localizedTitleCalls: Set<String> = [
        "NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text",
    ]

    private mutating func setTitle(_ v0: Node, _ values: BoundValues?) {
        var v = v0.unparenthesized
        // `UIBarButtonItem(title: nil, image: …)`: no title.
        if v.kind == .nilLiteral { return }
        hasTitle = true
        if titleNode == nil { titleNode = v }
        // A name bound to the title (RULES.md *data flow*; a same-file `static let`).
        if v.kind == .identifier || (v.kind == .memberAccess && v.firstChild != nil), let values,
           let (resolved, _) = values.value(of: v, sources: .title) {
            v = resolved.unparenthesized
        }
        if v.kind == .stringLiteral {
            if v.flags.contains(.interpolated) {
                titleInterpolated = true
                interpolatedTitles.append(v)
            } else if let s = v.stringValue {
                titleTexts = [s]
            }
            return
        }
        if v.kind == .call, let name = v.calleeName, ItemLabel.localizedTitleCalls.contains(name),
           v.firstChild?.kind == .identifier,
           let first = v.arguments.first, let lit = first.firstChild, lit.kind == .stringLiteral {
            if name == "String" && !first.nameIs("localized") { return }
            if name != "String" && first.label != nil { return }
            if lit.flags.contains(.interpolated) {
                titleInterpolated = true
                interpolatedTitles.append(lit)
                return
            }
            var texts: [String] = []
            if let s = lit.stringValue { texts.append(s) }
            let defaultValue = name == "NSLocalizedString" ? v.argumentValue("value") : v.argumentValue("defaultValue")
            if let d = defaultValue, d.kind == .stringLiteral, !d.flags.contains(.interpolated), let s = d.stringValue,
               !s.isEmpty {
                texts.append(s)
            }
            titleTexts = texts
        }
    }

    // MARK: UIKit

    init(uiKitItem item: Node, configured: Set<String>, values: BoundValues? = nil) {
        guard item.kind == .call else { return }
        if let t = item.argumentValue("title") { setTitle(t, values) }
        if let img = item.argumentValue("image") { noteUIImage(img) }
        if let sys = (item.argumentValue("barButtonSystemItem") ?? item.argumentValue("systemItem"))?.memberChain?.last {
            systemItem = sys
        }
        if item.argument("menu") != nil { hasMenu = true }
        if let action = item.argumentValue("primaryAction"), action.kind == .call, action.calleeName == "UIAction" {
            if !hasTitle, let t = action.argumentValue("title") { setTitle(t, values) }
            if let img = action.argumentValue("image") { noteUIImage(img) }
        }
        if configured.contains("title") { hasTitle = true }
        if configured.contains("image") { hasSymbol = true }
        if configured.contains("menu") { hasMenu = true }
    }

    private mutating func noteUIImage(_ v: Node) {
        if v.kind == .nilLiteral { return }
        hasSymbol = true
        if v.kind == .call, let s = (v.argumentValue("systemName"))?.stringValue { symbols.append(s) }
    }
}

/// Classifies the views of a label closure (bounded recursion: label closures are small).
struct LabelShape {
    var image = false
    var text = false
    var other = false
    var switches = false
    var symbols: [String] = []
    var titles: [Node] = []
    var interpolated: [Node] = []
    var interpolatedTextNodes: [Node] = []
    var formatted: [Node] = []
    var modifierNames: [String] = []

    var imageOnly: Bool { image && !text }
    var textOnly: Bool { text && !image }

    mutating func classify(_ n: Node, depth: Int) {
        if depth > 48 { other = true; return }
        switch n.kind {
        case .closure:
            if let b = n.child(ofKind: .codeBlock) { classify(b, depth: depth + 1) }
        case .codeBlock:
            for s in n.statements where s.kind != .varDecl { classify(s, depth: depth + 1) }
        case .returnStmt:
            if let c = n.firstChild { classify(c, depth: depth + 1) }
        case .ifStmt:
            var branches: [Node] = []
            var cur: Node? = n
            var hasElse = false
            var guardSteps = 0
            while let c = cur, guardSteps < 1000 {
                guardSteps += 1
                cur = nil
                if let thenBlock = c.child(1) { branches.append(thenBlock) }
                if c.flags.contains(.hasElse), let e = c.child(2) {
                    if e.kind == .ifStmt { cur = e } else { branches.append(e); hasElse = true }
                }
            }
            _ = hasElse
            classifyBranches(branches, depth: depth)
        case .switchStmt:
            let blocks = n.switchCases.compactMap { $0.child(ofKind: .codeBlock) }
            classifyBranches(blocks, depth: depth)
        case .ternary:
            if let a = n.child(1), let b = n.child(2) { classifyBranches([a, b], depth: depth) }
        case .tuple, .postfixIfConfig:
            let inner = n.unparenthesized
            if inner != n { classify(inner, depth: depth + 1) } else { other = true }
        case .call, .identifier, .memberAccess:
            var core = n
            var steps = 0
            while steps < 10_000, core.isModifierCall, let base = core.modifierBase {
                steps += 1
                if let m = core.calleeName { modifierNames.append(m) }
                core = base.unparenthesized
            }
            guard core.kind == .call, let name = core.constructedTypeName else {
                if core.kind != .call { other = true } else { other = true }
                return
            }
            switch name {
            case "Image":
                image = true
                if let s = core.argumentValue("systemName")?.stringValue { symbols.append(s) }
            case "Text":
                text = true
                if let first = core.arguments.first, let v = first.firstChild {
                    if v.kind == .stringLiteral {
                        titles.append(v)
                        if v.flags.contains(.interpolated) {
                            interpolated.append(v)
                            interpolatedTextNodes.append(v)
                        }
                    } else if core.argument("format") != nil {
                        formatted.append(core)
                    } else {
                        titles.append(v)
                    }
                }
            case "Label":
                if let first = core.arguments.first, first.label == nil, let v = first.firstChild, v.kind != .closure {
                    text = true
                    titles.append(v)
                    if v.kind == .stringLiteral, v.flags.contains(.interpolated) { interpolated.append(v) }
                    // `icon:` — a design system's `Label(_:icon:)` (an SF Symbol key path, an asset): an icon all the same.
                    if core.argument("systemImage") != nil || core.argument("image") != nil || core.argument("icon") != nil {
                        image = true
                    }
                    if let s = core.argumentValue("systemImage")?.stringValue { symbols.append(s) }
                } else {
                    for c in core.closureArguments { classify(c, depth: depth + 1) }
                }
            case "HStack", "VStack", "ZStack", "Group", "ViewThatFits":
                for c in core.closureArguments { classify(c, depth: depth + 1) }
            case "AnyView":
                if let v = core.arguments.first?.firstChild { classify(v, depth: depth + 1) }
            case "Spacer", "EmptyView":
                break
            default:
                other = true
            }
        default:
            other = true
        }
    }

    private mutating func classifyBranches(_ branches: [Node], depth: Int) {
        var sawImageOnly = false
        var sawTextOnly = false
        for b in branches {
            var s = LabelShape()
            s.classify(b, depth: depth + 1)
            if s.imageOnly && !s.other { sawImageOnly = true }
            if s.textOnly && !s.other { sawTextOnly = true }
            image = image || s.image
            text = text || s.text
            other = other || s.other
            switches = switches || s.switches
            symbols += s.symbols
            titles += s.titles
            interpolated += s.interpolated
            interpolatedTextNodes += s.interpolatedTextNodes
            formatted += s.formatted
            modifierNames += s.modifierNames
        }
        if sawImageOnly && sawTextOnly { switches = true }
    }
}
