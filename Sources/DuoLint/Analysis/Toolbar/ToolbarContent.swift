/// VOCABULARY.md "toolbar content" and "toolbar item", computed once per file for the bar rules.
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

    /// One branch of an `if` / `switch` / `?:` that toolbar content goes through: the conditional's node and the
    /// branch's index (`then` 0, `else` 1; a `switch` case by position).
    public struct BranchStep: Hashable, Sendable {
        public var conditional: Int32
        public var branch: Int32
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
        /// Inside a `ForEach` (SwiftUI) or made by a `map` over data (UIKit): stands for several items.
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
        /// The branches (`if` / `switch` / `?:`) the item sits in, outermost first (VOCABULARY.md *screen's bar items*,
        /// *edit-mode control*). UIKit: those around its creation and around its assignment, in its function.
        public internal(set) var branches: [BranchStep]
        /// UIKit: where the item was put (`rightBarButtonItems`, `leftBarButtonItem`, `toolbarItems`,
        /// `pinnedTrailingGroup`, `group`, …; singular and plural forms kept as written).
        public internal(set) var destinations: Set<String>
        /// UIKit: properties assigned on a name the item is bound to (`item.title = …` → `title`).
        public internal(set) var configuredProperties: Set<String>
        /// UIKit: the values of those assignments, by property.
        var configuredValues: [String: [Node]] = [:]
        /// UIKit: the scopes (functions, closures, accessors) of the assignments that put the item into a bar.
        var sinkScopes: [Int32] = []
        /// UIKit: the names whose assignments `configuredProperties` holds.
        var aliasesSeen: Set<UIKitFlow.Alias> = []
        let resolvers: LabelResolvers?

        init(node: Node, control: String, isUIKit: Bool, placement: Placement, group: Node?, inGroup: Bool,
             repeated: Bool, enclosingType: String?, modifiers: [Node], owner: Owner = .screen(nil),
             placementParameter: String? = nil, branches: [BranchStep] = [], destinations: Set<String> = [],
             configuredProperties: Set<String> = [], resolvers: LabelResolvers? = nil) {
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
            self.branches = branches
            self.destinations = destinations
            self.configuredProperties = configuredProperties
            self.resolvers = resolvers
        }

        /// A custom view (not one of `ToolbarContent.controls`) written as the item; its own controls are the
        /// toolbar items where its body is known.
        public var isCustomView: Bool { !isUIKit && !ToolbarContent.controls.contains(control) }

        /// The label (title, symbols) of the item.
        public lazy var label: ItemLabel = isUIKit
            ? ItemLabel(uiKitItem: node, configured: configuredProperties, configuredValues: configuredValues,
                        resolvers: resolvers)
            : ItemLabel(control: node, name: control, resolvers: resolvers)

        /// The *problem* key of the item (VOCABULARY.md *one problem, one finding*: the same control).
        public var problem: Problem { .control(node.id) }

        /// How many items the item stands for in a count (a `ForEach` or a `map`: two; an item of a collapsed group
        /// after its first: none).
        public var weight: Int { !countsInCounts ? 0 : repeated ? 2 : 1 }
        /// False for the items of a collapsed `ToolbarItemGroup(…) { … } label: { … }` after its first.
        var countsInCounts = true

        /// Whether a modifier on the item (or its group), or an argument of the item or its group, has a name
        /// containing `word` (case-insensitive).
        public func hasModifierOrArgument(containing word: String) -> Bool {
            let w = word.lowercased()
            for m in modifiers where (m.calleeName ?? "").lowercased().contains(w) { return true }
            for a in node.arguments where (a.label ?? "").lowercased().contains(w) { return true }
            if let g = group {
                for m in ToolbarContent.modifierChain(of: g) where (m.calleeName ?? "").lowercased().contains(w) { return true }
                for a in g.arguments where (a.label ?? "").lowercased().contains(w) { return true }
            }
            for p in configuredProperties where p.lowercased().contains(w) { return true }
            return false
        }
    }

    /// The toolbar items of the file's toolbars and `ToolbarContent` types, in source order.
    public internal(set) var items: [Item] = []
    /// The collapsed groups whose first item is recorded (`isCollapsedGroup`).
    var collapsedGroupsCounted: Set<Int32> = []
    /// Spacers in toolbar content: SwiftUI `Spacer`/`ToolbarSpacer` expressions (outermost, with modifiers) and
    /// UIKit `fixedSpace`/`flexibleSpace` items (the call).
    public internal(set) var spacers: [Node] = []

    let tree: SyntaxTree
    var seen: Set<Int32> = []
    var uiKitItems: [Int32: Item] = [:]
    var memberIndex: TypeMemberIndex?
    /// Owners of the spacers (`spacers` and `candidateSpacers`), by node id.
    var spacerOwners: [Int32: Owner] = [:]
    /// Custom types referenced as toolbar items, or at item level in a walked custom type's body.
    var useRecords: [ToolbarUse] = []
    /// The branches each use of `useRecords` sits in (same order).
    var useBranches: [[BranchStep]] = []
    var usesSeen: Set<Int32> = []
    /// Names of the `ToolbarContent` types of the file (none when it never says `ToolbarContent`, an entry name).
    lazy var toolbarContentTypes: Set<String> = mentionsEntryName ? findToolbarContentTypes() : []
    /// Types of this file that set left bar items (to something but `nil` / `[]`), with the receiver chains
    /// (`navigationItem`, `vc.navigationItem`; a leading `self` dropped) they set them on.
    var leftItemSetters: [String: Set<String>] = [:]
    /// Types of this file that set left bar items only to the result of a bar-item method (`navigationItem.
    /// leftBarButtonItems = decorator?.getLeftBarButtonItems() ?? []`): whether a left item is ever set is the
    /// method's implementations' (`LeftItemsCall`, answered across files).
    var leftItemCalls: [String: Set<LeftItemsCall>] = [:]
    /// The free builder functions of the file walked as toolbar content (`functionKey(name)`).
    var freeBuilderFunctions: Set<String> = []
    /// The file mentions one of `entryNames`.
    var mentionsEntryName = false
    lazy var values = BoundValues(tree: tree)
    /// Titles and symbols of this file's items (VOCABULARY.md *title*, *symbol*).
    lazy var resolvers = LabelResolvers(tree: tree, values: values)

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

    /// A bare name that a local, a parameter or a closure parameter declares (`var toolbarItems = [photo, spacer]`,
    /// then `toolbarItems.append(drafts)`): locals shadow the controller's property (VOCABULARY.md *toolbar content*), so
    /// it is no bar yet. What it holds is toolbar content only where the local reaches a sink
    /// (`setToolbarItems(toolbarItems, animated:)`), which follows its appends; a keyboard accessory bar's
    /// `formatToolbar.items = toolbarItems` is none (found on Mammoth).
    /// Narrowed on real apps (FSNotes' revisions screen): `navItem.rightBarButtonItems = …` where `navItem` is a
    /// navigation item of the code's own — a property or local typed `UINavigationItem`, or made by
    /// `UINavigationItem(…)` — is the item of a hand-made or storyboard `UINavigationBar`, not of the screen's
    /// `navigationItem`: its items are not toolbar content (VOCABULARY.md), they never reach the system bar. (A
    /// parameter typed `UINavigationItem` may be a screen's: `configure(vc.navigationItem)`.)
    static func isCustomBarsItem(_ chain: [String], at use: Node) -> Bool {
        guard chain.count == 2 || (chain.count == 3 && chain[0] == "self") else { return false }
        let name = chain[chain.count - 2]
        guard name != "navigationItem" else { return false }
        let type: Node?
        let value: Node?
        switch LocalDeclaration.of(name, at: use) {
        case .binding(let v, let t, _): (value, type) = (v, t)
        case .property(let b, let t): (value, type) = (b.initializerValue, t)
        default: return false
        }
        if let type, type.name == "UINavigationItem" { return true }
        return value?.unparenthesized.constructedTypeName == "UINavigationItem"
    }

    static func isLocalNamedLikeSink(_ chain: [String], at use: Node) -> Bool {
        guard chain.count == 1, let name = chain.first else { return false }
        switch LocalDeclaration.of(name, at: use) {
        case .binding, .parameter, .closureParameter: return true
        case .property, nil: return false
        }
    }

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
                        if !ToolbarContent.isLocalNamedLikeSink(chain, at: base), !ToolbarContent.isCustomBarsItem(chain, at: base) {
                            uiKitSinks.append((n, last))
                        }
                    } else if callee.nameIn(ToolbarContent.uiKitSetterNames), let name = callee.name,
                              let dest = ToolbarContent.uiKitSetters[name] {
                        let receiver = callee.firstChild?.memberChain.map { $0 + [name] }
                        if receiver.map({ !ToolbarContent.isCustomBarsItem($0, at: callee) }) ?? true { uiKitSinks.append((n, dest)) }
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
                if ToolbarContent.isLocalNamedLikeSink(chain, at: lhs) || ToolbarContent.isCustomBarsItem(chain, at: lhs) { continue }
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
                guard let c = a.firstChild else { continue }
                guard a.isTrailingClosure || a.nameIs("content") else { continue }
                if c.kind != .closure {
                    // `.toolbar(content: toolbar)`: a member function of the type passed as the content.
                    let v = c.unparenthesized
                    if a.nameIs("content"), v.kind == .identifier || v.kind == .memberAccess {
                        walkSwiftUI(v, state: WalkState(owner: owner(of: call, screenOf: true)))
                    }
                    continue
                }
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
        for body in helperRoots { walkSwiftUI(body, state: WalkState(owner: helperOwner(of: body))) }

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
                if dest == "leftBarButtonItem" || dest == "leftBarButtonItems" { noteLeftItems(sink, v) }
                collectUIKit(v, from: sink, destination: dest, flow: flow, group: nil)
            }
            for g in groupRoots {
                if flow.isInputAssistantContext(g) { continue }
                collectUIKit(g, from: g, destination: "group", flow: flow, group: nil)
            }
        }
        items.sort { $0.node.firstToken < $1.node.firstToken }
    }

    /// The type declarations of the file at file level and nested in other types (judged code only), found from
    /// the declarations down, not by a scan of every node. (Types local to a function body are left out: a view
    /// declared there is not used as a toolbar item elsewhere.)
    lazy var typeDecls: [Node] = {
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

    // MARK: Custom views (candidate items)

    var candidates: [Item] = []
    var candidateSpacerNodes: [Node] = []
    var candidatesComputed = false
    /// Custom types whose body was walked: `ToolbarContent` types and custom views.
    var walkedBodies: Set<String> = []
    /// See `FileHints.defersCustomViewBodies` (the file summary lists the views then).
    let defersBodies: Bool

    /// Records a left-items assignment (`navigationItem.leftBarButtonItem = x`, `setLeftBarButtonItems([…], …)`).
    func noteLeftItems(_ sink: Node, _ value: Node) {
        let v = value.unparenthesized
        if v.kind == .nilLiteral || (v.kind == .arrayLiteral && v.childCount == 0) { return }
        guard let type = sink.enclosingTypeDecl?.name else { return }
        var chain: [String]
        if sink.kind == .binary {
            chain = sink.firstChild?.memberChain ?? []      // `navigationItem.leftBarButtonItem` → navigationItem
            if !chain.isEmpty { chain.removeLast() }
        } else if sink.kind == .call, let callee = sink.firstChild, callee.kind == .memberAccess {
            chain = callee.firstChild?.memberChain ?? []
            if callee.nameIs("append") || callee.nameIs("insert"), !chain.isEmpty { chain.removeLast() }
        } else {
            chain = []
        }
        if chain.first == "self" { chain.removeFirst() }
        let receiver = chain.joined(separator: ".")
        if var call = LeftItemsCall.of(v, in: sink) {
            call.receiver = receiver
            leftItemCalls[type, default: []].insert(call)
        } else {
            leftItemSetters[type, default: []].insert(receiver)
        }
    }

    /// A receiver chain as a key: `self.navigationItem` and `navigationItem` are the same; no receiver is "".
    public static func receiverKey(_ node: Node?) -> String {
        guard let node, var chain = node.memberChain else { return "" }
        if chain.first == "self" { chain.removeFirst() }
        return chain.joined(separator: ".")
    }

    // MARK: Memos of the queries (ToolbarCounts, EditModeControls)

    var countTablesMemo: (screens: [String: CountTable], functions: [Int32: CountTable])?
    var editModeMemo: [Int32: Bool] = [:]
    /// `staticMemberValues(ofType:)` by type name.
    var staticMembersMemo: [String: [String: Node]]?
    var itemsByConditionalMemo: [Int32: [(branch: Int32, item: Item)]]?
    /// `items` by the type they are written in (built on first use).
    var itemsByTypeMemo: [String: [Item]]?
    /// Items per `ToolbarContent` type body (built on first use).
    var bodyCountsMemo: [String: Int]?
    /// The screens' totals added up per type (`localItemCount(screen:wholeType: true)`), built on first use.
    var typeCountsMemo: [Substring: (count: Int, hasCustomTypes: Bool)]?

    // MARK: Queries

    /// The items written (SwiftUI) or assigned (UIKit) in the type named `name` (and its same-file extensions).
    public func items(inType name: String) -> [Item] {
        if itemsByTypeMemo == nil {
            var m: [String: [Item]] = [:]
            for item in items { if let t = item.enclosingType { m[t, default: []].append(item) } }
            itemsByTypeMemo = m
        }
        return itemsByTypeMemo![name] ?? []
    }
}
