/// What one file tells about the app's screens: its types, what each uses that matters on iPhone Duo, and which
/// views or view controllers each presents (as a tab, a destination, a sheet, a pane…). Compact and `Sendable`: it
/// outlives the file's syntax tree (the engine drops trees after each file), and is computed only when
/// `LintOptions.collectsInventory` is set (`duo-lint report`, `--format markdown`).
public struct FileInventory: Sendable, Hashable {
    public var path: String
    /// Every type declaration and extension of the file that is not absent code, in source order.
    public var types: [InventoryType]
    /// The file uses `LAContext` / `biometryType` (it can word biometrics for the device).
    public var usesBiometrics: Bool
    /// The file uses RoomPlan or ARKit scene depth.
    public var usesDepthCapture: Bool

    public init(path: String, types: [InventoryType], usesBiometrics: Bool = false, usesDepthCapture: Bool = false) {
        self.path = path
        self.types = types
        self.usesBiometrics = usesBiometrics
        self.usesDepthCapture = usesDepthCapture
    }
}

/// One type declaration or extension, with what it uses and what it presents.
public struct InventoryType: Sendable, Hashable {
    public enum Keyword: String, Sendable {
        case `struct`, `class`, `enum`, `extension`, `actor`, `protocol`, other
    }

    public var name: String
    public var keyword: Keyword
    /// The names after the colon (superclass and protocols; for an extension, the conformances it adds).
    public var inherited: [String]
    /// First and last line of the declaration.
    public var line: Int
    public var endLine: Int
    /// The enclosing type's name, for a nested type.
    public var enclosing: String?
    public var uses: ScreenUses
    /// Capitalised types constructed in the declaration (`NoteRow(note:)`, `HeaderView()`), sorted, distinct: the
    /// custom views it embeds once resolved against the project's views.
    public var embeds: [String]
    /// Views and view controllers this type presents, in source order.
    public var presents: [Presentation]
    /// The type sets a navigation title or a toolbar itself (what a screen's root view does).
    public var configuresNavigationBar: Bool

    public init(name: String, keyword: Keyword, inherited: [String], line: Int, endLine: Int, enclosing: String? = nil,
                uses: ScreenUses = ScreenUses(), embeds: [String] = [], presents: [Presentation] = [],
                configuresNavigationBar: Bool = false) {
        self.name = name
        self.keyword = keyword
        self.inherited = inherited
        self.line = line
        self.endLine = endLine
        self.enclosing = enclosing
        self.uses = uses
        self.embeds = embeds
        self.presents = presents
        self.configuresNavigationBar = configuresNavigationBar
    }
}

/// One edge of the app's navigation: a type names `target` as a tab, destination, sheet, pane….
public struct Presentation: Sendable, Hashable {
    public enum How: String, Sendable, CaseIterable {
        /// The content of a `WindowGroup`, `Window` or `DocumentGroup`.
        case window
        /// A `TabView` child (`Tab { X() }` or `X().tabItem { … }`), or a `UITabBarController`'s controller.
        case tab
        /// The root of a `NavigationStack` / `NavigationView`, or `UINavigationController(rootViewController:)`.
        case navigationRoot = "navigation-root"
        /// A column of a `NavigationSplitView`.
        case splitColumn = "split-column"
        /// A `NavigationLink` destination or `.navigationDestination` content.
        case destination
        /// `.sheet`, `.fullScreenCover`, `.popover` or `.inspector` content, or UIKit `present(_:animated:)`.
        case sheet
        /// UIKit `pushViewController(_:animated:)`, `show(_:sender:)`, `showDetailViewController`.
        case push
        /// `UIHostingController(rootView:)` (also a `UIHostingController<X>` subclass).
        case hosted
        /// The primary or secondary of an `ArrangementView` / `UIArrangementViewController`: part of the screen
        /// that holds the arrangement, not a screen of its own.
        case pane
    }

    public var target: String
    public var how: How
    public var line: Int

    public init(target: String, how: How, line: Int) {
        self.target = target
        self.how = how
        self.line = line
    }
}

/// A grid and its columns (rows for `LazyHGrid`).
public struct GridUse: Sendable, Hashable {
    public var kind: String
    /// The column count when it is written as a number of items; nil when adaptive or computed.
    public var columns: Int?
    public var adaptive: Bool
    public var path: String
    public var line: Int

    public init(kind: String, columns: Int?, adaptive: Bool, path: String, line: Int) {
        self.kind = kind
        self.columns = columns
        self.adaptive = adaptive
        self.path = path
        self.line = line
    }
}

/// What a type (or a screen, with the views it embeds) uses that matters on iPhone Duo.
public struct ScreenUses: Sendable, Hashable {
    /// System containers that give it bars: `NavigationStack`, `TabView`, `UINavigationController`, … (sorted).
    public var navigationContainers: [String] = []
    /// Bars made by hand: `UIToolbar`, `UINavigationBar`, `UITabBar` created directly (sorted).
    public var customBars: [String] = []
    /// Toolbar items (VOCABULARY.md *toolbar item*, SwiftUI and UIKit).
    public var toolbarItems = 0
    public var grids: [GridUse] = []
    /// `ArrangementView` / `UIArrangementViewController` constructions.
    public var arrangements = 0
    /// `NavigationSplitView`, `UISplitViewController`, `.inspector` (sorted).
    public var splitViews: [String] = []
    /// `reservedRegions(…)` reads.
    public var reservedRegionReads = 0
    /// Hinge handlers (`onHingeChange`, `UIHingeInteraction`, …).
    public var hingeHandlers = 0
    /// Literal widths of at least 200 pt written in `.frame(width:|minWidth:)` or a width constraint (sorted).
    public var fixedWidths: [Double] = []
    /// Why it looks like a paywall: store views or purchase calls it uses (sorted).
    public var paywall: [String] = []
    /// Turns the vertical bar off (`toolbarVerticalBehavior`, `preferredVerticalBarBehavior`).
    public var verticalBarOptOut = false

    public init() {}

    public mutating func merge(_ o: ScreenUses) {
        // Most types use nothing: the set work is only for lists the other one has.
        if !o.navigationContainers.isEmpty { navigationContainers = Self.union(navigationContainers, o.navigationContainers) }
        if !o.customBars.isEmpty { customBars = Self.union(customBars, o.customBars) }
        toolbarItems += o.toolbarItems
        if !o.grids.isEmpty { grids += o.grids }
        arrangements += o.arrangements
        if !o.splitViews.isEmpty { splitViews = Self.union(splitViews, o.splitViews) }
        reservedRegionReads += o.reservedRegionReads
        hingeHandlers += o.hingeHandlers
        if !o.fixedWidths.isEmpty { fixedWidths = Self.union(fixedWidths, o.fixedWidths) }
        if !o.paywall.isEmpty { paywall = Self.union(paywall, o.paywall) }
        verticalBarOptOut = verticalBarOptOut || o.verticalBarOptOut
    }

    private static func union<T: Hashable & Comparable>(_ a: [T], _ b: [T]) -> [T] {
        if a.isEmpty { return b }
        return Array(Set(a + b)).sorted()
    }
}

/// The per-file analysis behind `FileInventory`: one pass over the nodes for the calls and names of interest,
/// then the facts, read from the tree (root views of closures, grid specs through same-file properties, toolbar
/// items and hinge handlers from the shared analyses).
public final class ScreenInventory: FileAnalysis {
    private let tree: SyntaxTree
    private var typeDecls: [Int32] = []
    private var calls: [Int32] = []
    private var constructions: [Int32] = []
    private var usesBiometrics = false
    private var usesDepthCapture = false
    private var optOutNodes: [Int32] = []
    private var mentionsToolbar = false
    private var mentionsHinge = false

    /// Calls looked at (by their simple name).
    static let callNames = NameSet([
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "ArrangementView", "WindowGroup",
        "Window", "DocumentGroup", "UIHostingController", "NavigationLink", "UINavigationController",
        "UISplitViewController", "UITabBarController", "UIArrangementViewController", "LazyVGrid", "LazyHGrid",
        "UIToolbar", "UINavigationBar", "UITabBar", "SubscriptionStoreView", "ProductView", "StoreView", "PaywallView",
        "sheet", "fullScreenCover", "popover", "inspector", "navigationDestination", "toolbar", "navigationTitle",
        "navigationBarTitle", "frame", "constraint", "reservedRegions", "present", "pushViewController", "show",
        "showDetailViewController", "setViewControllers", "purchase", "toolbarVerticalBehavior", "tabItem",
        "onHingeChange", "UIHingeInteraction", "addChild",
    ])
    /// Names whose mention means the file has toolbar content (`ToolbarContent.entryNames`).
    static let toolbarNames = NameSet(ToolbarContent.entryNames)
    static let otherNames = NameSet([
        "LAContext", "biometryType", "RoomCaptureView", "RoomCaptureSession", "sceneDepth", "smoothedSceneDepth",
        "preferredVerticalBarBehavior",
    ])
    /// Containers whose content's root views are the presented root (`.sheet { NavigationStack { Editor() } }`).
    static let passThrough: Set<String> = [
        "NavigationStack", "NavigationView", "Group", "AnyView", "GeometryReader", "ScrollViewReader", "Tab",
    ]
    static let systemContainers: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "UINavigationController",
        "UITabBarController", "UISplitViewController",
    ]


    public required init(tree: SyntaxTree) {
        self.tree = tree
        // One pass over the nodes, on buffers: a name token is looked up in the sets on its bytes (no `Node`, no
        // String, no reference counting), and a `Node` is made only for the calls that may be kept.
        var calls: [Int32] = [], constructions: [Int32] = [], typeDecls: [Int32] = [], optOut: [Int32] = []
        var toolbar = false, biometrics = false, depth = false
        let absent = tree.absent
        tree.nodes.withUnsafeBufferPointer { nodes in
        tree.calleeNameNodes.withUnsafeBufferPointer { calleeNames in
        tree.tokens.withUnsafeBufferPointer { tokens in
        tree.source.bytes.withUnsafeBufferPointer { bytes in
            /// The name a token spells when it is plain ASCII (nil: backticked or not ASCII; ask the sets as Strings).
            // Unsafe: a slice of the file's bytes, borrowed for this loop, for a token index checked against the token count.
            // Covered by ScreenInventoryTests.
            func name(_ t: Int32) -> UnsafeBufferPointer<UInt8>? {
                guard t >= 0 && Int(t) < tokens.count else { return UnsafeBufferPointer(start: nil, count: 0) }
                let tok = tokens[Int(t)]
                let a = Int(tok.offset), b = tok.end
                guard a < b, b <= bytes.count, bytes[a] != UInt8(ascii: "`"), bytes[a] < 0x80 else { return nil }
                return UnsafeBufferPointer(rebasing: bytes[a..<b])
            }
            func isIn(_ set: NameSet, _ t: Int32, _ n: UnsafeBufferPointer<UInt8>?) -> Bool {
                if let n { return n.count > 0 && set.index(ascii: n) >= 0 }
                return set.contains(token: t, in: tree)
            }
            for raw in nodes.indices {
                let kind = nodes[raw].kind
                guard kind == .call || kind == .typeDecl || kind == .identifier || kind == .memberAccess else { continue }
                if let absent, absent[raw] { continue }
                let id = Int32(raw)
                switch kind {
                case .typeDecl:
                    typeDecls.append(id)
                case .call:
                    let nameNode = calleeNames[raw]
                    guard nameNode >= 0 else { continue }
                    let token = nodes[Int(nameNode)].nameToken
                    let n = name(token)
                    if isIn(Self.callNames, token, n) { calls.append(id) }
                    if !toolbar && isIn(Self.toolbarNames, token, n) { toolbar = true }
                    // Custom constructions: a capitalised type that is not SwiftUI's, UIKit's or Foundation's.
                    if let n, n.count > 0 {
                        let c = n[0]
                        guard c >= 0x41 && c <= 0x5A else { continue }
                        if n.count >= 3 && n[2] >= 0x41 && n[2] <= 0x5A
                            && ((c == 0x55 && n[1] == 0x49) || (c == 0x4E && n[1] == 0x53) || (c == 0x43 && n[1] == 0x47)) {
                            continue  // UI…, NS…, CG…
                        }
                        if ViewContent.knownNonCustomTypeNames.index(ascii: n) >= 0 { continue }
                    }
                    let node = Node(tree: tree, id: id)
                    if node.constructsCapitalizedType, let t = node.constructedTypeNameNode,
                       !t.nameIn(ViewContent.knownNonCustomTypeNames), !Self.isSystemTypeName(t) {
                        constructions.append(id)
                    }
                default:
                    let token = nodes[raw].nameToken
                    let n = name(token)
                    if isIn(Self.otherNames, token, n), let s = tree.nodeName(id) {
                        switch s {
                        case "LAContext", "biometryType": biometrics = true
                        case "preferredVerticalBarBehavior": optOut.append(id)
                        default: depth = true
                        }
                    }
                    if !toolbar && isIn(Self.toolbarNames, token, n) { toolbar = true }
                }
            }
        }
        }
        }
        }
        self.calls = calls
        self.constructions = constructions
        self.typeDecls = typeDecls
        optOutNodes = optOut
        mentionsToolbar = toolbar
        usesBiometrics = biometrics
        usesDepthCapture = depth
        mentionsHinge = calls.contains { Node(tree: tree, id: $0).calleeIs("onHingeChange") || Node(tree: tree, id: $0).calleeIs("UIHingeInteraction") }
    }

    /// `UILabel`, `NSLayoutConstraint`, `CGRect`…: an Apple framework prefix and a capital: never a project's view.
    static func isSystemTypeName(_ n: Node) -> Bool {
        let tree = n.tree
        let t = n.nameToken
        guard t >= 0 else { return false }
        let tok = tree.tokens[Int(t)]
        guard tok.length >= 3 else { return false }
        let o = Int(tok.offset)
        let b = tree.source.bytes
        let (a, c, d) = (b[o], b[o + 1], b[o + 2])
        guard d >= 0x41 && d <= 0x5A else { return false }
        return (a == 0x55 && c == 0x49) || (a == 0x4E && c == 0x53) || (a == 0x43 && c == 0x47)  // UI, NS, CG
    }

    // MARK: The facts

    /// The file's inventory, with the toolbar items and hinge handlers of the shared analyses of `ctx`.
    public func inventory(_ ctx: FileContext) -> FileInventory {
        var types: [InventoryType] = []
        var index: [Int32: Int] = [:]
        for id in typeDecls {
            let decl = Node(tree: tree, id: id)
            guard let name = decl.name else { continue }
            let keyword: InventoryType.Keyword
            switch decl.declKeyword {
            case .struct: keyword = .struct
            case .class: keyword = .class
            case .enum: keyword = .enum
            case .extension: keyword = .extension
            case .actor: keyword = .actor
            case .protocol: keyword = .protocol
            default: keyword = .other
            }
            index[id] = types.count
            types.append(InventoryType(
                name: name, keyword: keyword, inherited: decl.inheritedTypeNames, line: decl.position.line,
                endLine: tree.source.position(ofOffset: decl.endOffset).line, enclosing: decl.enclosingTypeDecl?.name))
        }
        var embeds: [Int: Set<String>] = [:]
        func owner(_ n: Node) -> Int? {
            let t = tree.enclosingTypeDeclID(n.id)
            return t < 0 ? nil : index[t]
        }
        let members = calls.isEmpty ? nil : ctx.analysis(TypeMemberIndex.self)

        for id in calls {
            let call = Node(tree: tree, id: id)
            guard let k = owner(call) else { continue }
            examine(call, into: &types[k], members: members, ctx: ctx)
        }
        for id in constructions {
            let call = Node(tree: tree, id: id)
            guard let k = owner(call), let name = call.constructedTypeName, name != types[k].name else { continue }
            embeds[k, default: []].insert(name)
            if name.hasSuffix("Controller"), call.argument("rootView") != nil {
                constructed(name, call, into: &types[k], members: members?.enclosingMembers(of: call), ctx: ctx)
            }
        }
        for id in optOutNodes {
            if let k = owner(Node(tree: tree, id: id)) { types[k].uses.verticalBarOptOut = true }
        }
        if mentionsToolbar {
            let toolbar = ctx.analysis(ToolbarContent.self)
            for item in toolbar.items {
                guard let k = owner(item.node) else { continue }
                types[k].uses.toolbarItems += item.repeated ? 2 : 1
            }
        }
        if mentionsHinge {
            let hinge = ctx.analysis(HingeContext.self)
            for handler in hinge.handlers {
                if let k = owner(handler) { types[k].uses.hingeHandlers += 1 }
            }
        }
        // `class X: UIHostingController<Y>` hosts Y.
        for (k, t) in types.enumerated() where t.inherited.first == "UIHostingController" {
            let decl = Node(tree: tree, id: typeDecls[k])
            if let ref = decl.child(ofKind: .typeRef), let generic = Self.genericArgument(ref) {
                types[k].presents.append(Presentation(target: generic, how: .hosted, line: t.line))
            }
        }
        for (k, names) in embeds { types[k].embeds = names.sorted() }
        for k in types.indices {
            var u = types[k].uses
            u.navigationContainers = Array(Set(u.navigationContainers)).sorted()
            u.customBars = Array(Set(u.customBars)).sorted()
            u.splitViews = Array(Set(u.splitViews)).sorted()
            u.fixedWidths = Array(Set(u.fixedWidths)).sorted()
            u.paywall = Array(Set(u.paywall)).sorted()
            types[k].uses = u
        }
        return FileInventory(path: tree.path, types: types, usesBiometrics: usesBiometrics,
                             usesDepthCapture: usesDepthCapture)
    }

    private func line(_ n: Node) -> Int { tree.position(ofToken: FileContext.anchorToken(of: n)).line }

    /// One call of interest, in the type that declares it.
    private func examine(_ call: Node, into t: inout InventoryType, members: TypeMemberIndex?, ctx: FileContext) {
        guard let name = call.calleeName else { return }
        let isModifier = call.isModifierCall
        // `base.sheet(…)`, or `sheet(…)` on an implicit `self` (in a `View` extension or a `ViewModifier`'s body).
        let isPresenting = isModifier || call.firstChild?.kind == .identifier
        let typeMembers = members?.enclosingMembers(of: call)
        func present(_ content: Node?, _ how: Presentation.How) {
            guard let content else { return }
            for root in rootViews(content, members: typeMembers) {
                if let target = root.constructedTypeName {
                    t.presents.append(Presentation(target: target, how: how, line: line(root)))
                }
            }
        }
        func presentClosures(_ how: Presentation.How) {
            for c in call.closureArguments { present(c, how) }
        }
        switch name {
        case "sheet", "fullScreenCover", "popover":
            if isPresenting { presentClosures(.sheet) }
        case "inspector":
            if isPresenting {
                presentClosures(.sheet)
                t.uses.splitViews.append("inspector")
            }
        case "navigationDestination":
            if isPresenting { presentClosures(.destination) }
        case "tabItem":
            if isModifier, let base = call.modifierBase {
                for root in rootViews(base, members: typeMembers) {
                    if let target = root.constructedTypeName {
                        t.presents.append(Presentation(target: target, how: .tab, line: line(root)))
                    }
                }
            }
        case "toolbar", "navigationTitle", "navigationBarTitle":
            if isPresenting { t.configuresNavigationBar = true }
        case "toolbarVerticalBehavior":
            t.uses.verticalBarOptOut = true
        case "frame":
            guard isModifier else { return }
            let constants = ctx.analysis(FileConstants.self)
            for label in ["width", "minWidth"] as [StaticString] {
                if let v = call.argumentValue(label), let w = constants.literalValue(v), w >= 200 {
                    t.uses.fixedWidths.append(w)
                }
            }
        case "constraint":
            guard let callee = call.firstChild, callee.kind == .memberAccess,
                  callee.firstChild?.memberChain?.last == "widthAnchor" else { return }
            let constants = ctx.analysis(FileConstants.self)
            for label in ["equalToConstant", "greaterThanOrEqualToConstant"] as [StaticString] {
                if let v = call.argumentValue(label), let w = constants.literalValue(v), w >= 200 {
                    t.uses.fixedWidths.append(w)
                }
            }
        case "reservedRegions":
            t.uses.reservedRegionReads += 1
        case "purchase":
            if isModifier || call.firstChild?.kind == .identifier { t.uses.paywall.append("purchase(…)") }
        case "present", "pushViewController", "show", "showDetailViewController":
            guard let first = call.arguments.first(where: { !$0.isTrailingClosure })?.value else { return }
            let how: Presentation.How = name == "present" ? .sheet : .push
            for target in controllerNames(first) { t.presents.append(Presentation(target: target, how: how, line: line(call))) }
        case "setViewControllers":
            guard let first = call.arguments.first?.value else { return }
            for target in controllerNames(first) { t.presents.append(Presentation(target: target, how: .push, line: line(call))) }
        case "addChild":
            // A child controller is part of this screen: it embeds it.
            return
        case "onHingeChange", "UIHingeInteraction":
            return  // counted from `HingeContext`
        default:
            guard !isModifier, call.constructedTypeName != nil else { return }
            constructed(name, call, into: &t, members: typeMembers, ctx: ctx)
        }
    }

    /// A construction of a container, grid, bar or store view.
    private func constructed(_ name: String, _ call: Node, into t: inout InventoryType, members: TypeMembers?,
                             ctx: FileContext) {
        func present(_ content: Node?, _ how: Presentation.How) {
            guard let content else { return }
            for root in rootViews(content, members: members) {
                if let target = root.constructedTypeName {
                    t.presents.append(Presentation(target: target, how: how, line: line(root)))
                }
            }
        }
        if Self.systemContainers.contains(name) { t.uses.navigationContainers.append(name) }
        switch name {
        case "NavigationStack", "NavigationView":
            for c in call.closureArguments { present(c, .navigationRoot) }
            if let root = call.argumentValue("root") { present(root, .navigationRoot) }
        case "NavigationSplitView":
            t.uses.splitViews.append(name)
            for c in call.closureArguments { present(c, .splitColumn) }
        case "TabView":
            for c in call.closureArguments { present(c, .tab) }
        case "WindowGroup", "Window", "DocumentGroup":
            for c in call.closureArguments { present(c, .window) }
        case "ArrangementView":
            t.uses.arrangements += 1
            for pane in ArrangementPanes.panes(of: call) { present(pane.content, .pane) }
        case "UIArrangementViewController":
            t.uses.arrangements += 1
            for label in ["primary", "secondary"] as [StaticString] {
                if let v = call.argumentValue(label) {
                    for target in controllerNames(v) { t.presents.append(Presentation(target: target, how: .pane, line: line(call))) }
                }
            }
        case "UISplitViewController":
            t.uses.splitViews.append(name)
        case "UIHostingController":
            if let root = call.argumentValue("rootView") { present(root, .hosted) }
        case "UINavigationController":
            if let root = call.argumentValue("rootViewController") {
                for target in controllerNames(root) {
                    t.presents.append(Presentation(target: target, how: .navigationRoot, line: line(call)))
                }
            }
        case "NavigationLink":
            // `NavigationLink(value:) { label }` names no destination; `destination:` or the first closure when a
            // title or a `label:` closure is given does.
            if call.argument("value") != nil { return }
            if let d = call.argumentValue("destination") {
                present(d, .destination)
                return
            }
            let closures = call.arguments.filter { $0.value?.kind == .closure && $0.label == nil }
            let hasTitle = call.arguments.contains { !$0.isTrailingClosure && $0.label == nil }
            let hasLabel = call.argument("label") != nil
            if let first = closures.first?.value, hasTitle || hasLabel { present(first, .destination) }
        case "LazyVGrid", "LazyHGrid":
            let spec = call.argumentValue(name == "LazyVGrid" ? "columns" : "rows")
            let count = spec.map { gridCount($0, ctx: ctx, depth: 0) } ?? .unknown
            var columns: Int?
            var adaptive = false
            switch count {
            case .count(let n): columns = n
            case .adaptive: adaptive = true
            case .unknown: break
            }
            t.uses.grids.append(GridUse(kind: name, columns: columns, adaptive: adaptive, path: tree.path, line: line(call)))
        case "UIToolbar", "UINavigationBar", "UITabBar":
            // Types and appearance proxies are not bars: only a construction is (`UIToolbar()`, `UIToolbar(frame:)`).
            t.uses.customBars.append(name)
        case "SubscriptionStoreView", "ProductView", "StoreView", "PaywallView":
            t.uses.paywall.append(name)
        default:
            // A hosting controller of the project's own (`class LoginHostingController: UIHostingController<…>`).
            if name.hasSuffix("Controller"), let root = call.argumentValue("rootView") { present(root, .hosted) }
        }
    }

    private enum GridCount { case count(Int), adaptive, unknown }

    /// How many items a grid spec makes: an array literal, `Array(repeating:count:)`, through same-file properties.
    private func gridCount(_ spec: Node, ctx: FileContext, depth: Int) -> GridCount {
        guard depth < 6 else { return .unknown }
        let e = spec.unparenthesized
        switch e.kind {
        case .arrayLiteral:
            if e.childCount == 1, let item = e.firstChild, item.text.contains("adaptive") { return .adaptive }
            return e.childCount > 0 ? .count(e.childCount) : .unknown
        case .call:
            if e.argument("repeating") != nil, let c = e.argumentValue("count"),
               let v = ctx.analysis(FileConstants.self).literalValue(c), v >= 1, v < 1_000, v == v.rounded() {
                return .count(Int(v))
            }
            return .unknown
        case .identifier, .memberAccess:
            guard let decl = ctx.analysis(PropertyIndex.self).property(referencedBy: e),
                  let v = decl.initializerValue else { return .unknown }
            return gridCount(v, ctx: ctx, depth: depth + 1)
        default:
            return .unknown
        }
    }

    /// The root views of presented content: the custom view constructions at its top, through `if`/`switch`,
    /// navigation containers, `Group`, `AnyView`, stacks, modifiers and the same type's view-building members.
    func rootViews(_ content: Node, members: TypeMembers?) -> [Node] {
        var out: [Node] = []
        var stack: [(Node, Int)] = [(content, 0)]
        var budget = 2_000
        while let (n, depth) = stack.popLast() {
            budget -= 1
            if budget < 0 || depth > 12 || tree.isAbsent(n.id) { continue }
            switch n.kind {
            case .closure, .codeBlock, .ifConfigClause:
                for s in n.statements.reversed() { stack.append((s, depth + 1)) }
            case .ifConfig:
                for clause in n.children.reversed() where clause.isJudgedClause { stack.append((clause, depth + 1)) }
            case .ifStmt:
                for c in n.children.reversed() where c.kind == .codeBlock || c.kind == .ifStmt { stack.append((c, depth + 1)) }
            case .switchStmt:
                for c in n.switchCases.reversed() {
                    if let block = c.child(ofKind: .codeBlock) { stack.append((block, depth + 1)) }
                }
            case .ternary:
                if let a = n.child(1), let b = n.child(2) {
                    stack.append((b, depth + 1))
                    stack.append((a, depth + 1))
                }
            case .tuple, .postfixIfConfig:
                let inner = n.unparenthesized
                if inner != n { stack.append((inner, depth + 1)) }
            case .returnStmt, .tryExpr, .awaitExpr:
                if let c = n.firstChild { stack.append((c, depth + 1)) }
            case .identifier, .memberAccess:
                if let body = members?.viewBody(referencedBy: n) {
                    stack.append((body, depth + 1))
                } else if n.kind == .identifier, let bound = boundConstruction(n) {
                    stack.append((bound, depth + 1))  // `let view = Settings(); UIHostingController(rootView: view)`
                }
            case .call:
                if n.isModifierCall {
                    if let base = n.modifierBase { stack.append((base, depth + 1)) }
                    continue
                }
                if let body = members?.viewBody(referencedBy: n) {
                    stack.append((body, depth + 1))
                    continue
                }
                guard let typeNode = n.constructedTypeNameNode, let name = typeNode.name else { continue }
                if Self.passThrough.contains(name) {
                    for a in n.arguments.reversed() {
                        guard let v = a.value else { continue }
                        if v.kind == .closure || (a.label == nil && name == "AnyView") { stack.append((v, depth + 1)) }
                    }
                } else if !typeNode.nameIn(ViewContent.knownNonCustomTypeNames),
                          name.first?.isUppercase == true {
                    out.append(n)
                }
            default:
                continue
            }
        }
        return out
    }

    /// The controller types an expression names: `X(…)`, `[X(), Y()]`, `UINavigationController(rootViewController:
    /// X())`, or a local bound to one of those in the same function.
    private func controllerNames(_ expr: Node, depth: Int = 0) -> [String] {
        guard depth < 4 else { return [] }
        let e = expr.unparenthesized
        switch e.kind {
        case .call:
            guard let name = e.constructedTypeName else { return [] }
            if name == "UINavigationController", let root = e.argumentValue("rootViewController") {
                return controllerNames(root, depth: depth + 1)
            }
            return name.first?.isUppercase == true ? [name] : []
        case .arrayLiteral:
            return e.children.flatMap { controllerNames($0, depth: depth + 1) }
        case .identifier:
            guard let bound = boundConstruction(e) else { return [] }
            return controllerNames(bound, depth: depth + 1)
        default:
            return []
        }
    }

    /// For a local name, the construction it was bound to earlier in the same function (`let vc = X()`).
    private func boundConstruction(_ ref: Node) -> Node? {
        guard let name = ref.name else { return nil }
        // The function or closure around the use (not the `let` whose initializer holds it).
        var scope = ref.enclosingScope
        var hops = 0
        while let s = scope, s.kind == .patternBinding, s.getterBody == nil, hops < 8 {
            scope = s.enclosingScope
            hops += 1
        }
        guard let scope, let body = scope.body ?? scope.child(ofKind: .codeBlock) else { return nil }
        var found: Node?
        var budget = 5_000
        body.walk { n in
            budget -= 1
            if budget < 0 || found != nil || n.firstToken >= ref.firstToken { return false }
            if n.kind == .closure && n != body { return false }
            if n.kind == .patternBinding, n.name == name, let v = n.initializerValue, v.unparenthesized.kind == .call {
                found = v
                return false
            }
            return true
        }
        return found
    }

    /// `UIHostingController<SettingsView>` → `SettingsView`: the first identifier after the `<` of a type reference.
    static func genericArgument(_ ref: Node) -> String? {
        let t = ref.tree
        var i = ref.firstToken
        while i < ref.lastToken {
            if t.token(i, is: "<") || t.tokenText(i).hasPrefix("<") {
                let next = i + 1
                if next <= ref.lastToken, t.tokens[Int(next)].kind == .identifier { return t.tokenText(next) }
                return nil
            }
            i += 1
        }
        return nil
    }
}
