/// The recognisers of hand-made bars, shared by `custom-swiftui-bar`, `custom-bar-instance` and
/// `system-bar-hidden-custom-bar` (which pairs such a bar with a hidden system bar on the same edge: `Edge`,
/// `edgeContent(ofModifier:)`, `edge(ofSystemBar:)`).
///
/// SwiftUI (Rules/custom-swiftui-bar.md): an `HStack` (modifiers on it allowed) with two or more
/// `Button`/`Link`/`NavigationLink`/`Menu`/`ShareLink` among its children (a `ForEach` of them counts as two; those
/// under an `if` chain with no final `else` do not count), and no
/// `TextField`/`TextEditor`/`SecureField` (a composer). A custom view whose `body` root is such an `HStack` — or
/// another custom view that is, to any depth — is one too: the cross-file part is `ProjectCondition.viewIsHandMadeBar`,
/// answered from each type's `TypeFact.bodyBar`.
///
/// UIKit (Rules/custom-bar-instance.md): a `UIToolbar`, `UINavigationBar` or `UITabBar` created by hand
/// (`UIToolbar()`, `UIToolbar(frame:)`, `UIToolbar.init()`), or an instance of a subclass of one
/// (`ProjectCondition.classIsSystemBar`), except a keyboard accessory bar (`KeyboardAccessoryBars`).
public enum HandMadeBars {
    /// What a view expression is, as a bar.
    public enum Root: Equatable {
        /// An `HStack` of two or more controls: a hand-made bar.
        case bar(hstack: Node)
        /// A custom view type (declared in the linted sources or not): a bar if its body root is one.
        case customView(String, call: Node)
        case none
    }

    /// The controls that make an `HStack` a bar.
    public static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "ShareLink"]
    /// Views that make an `HStack` a composer, not a bar.
    public static let textInputs: Set<String> = ["TextField", "TextEditor", "SecureField"]
    /// The system bar classes (Rules/custom-bar-instance.md).
    public static let systemBars: Set<String> = ["UIToolbar", "UINavigationBar", "UITabBar"]

    /// The edge of the screen a bar belongs to.
    public enum Edge: String, Sendable, Hashable {
        case top, bottom
    }

    static let insetEdges: Set<String> = ["top", "bottom"]
    static let overlayAlignments: Set<String> = ["top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    /// For `.safeAreaInset(edge: .top/.bottom) { … }` or `.overlay(alignment: .top…/.bottom…) { … }` (also
    /// `.overlay(view, alignment:)`): the edge and the content's single view (nil when the content is not one view).
    /// Nil for other calls, and for other edges and alignments.
    public static func edgeContent(ofModifier node: Node) -> (edge: Edge, content: Node?)? {
        guard node.isModifierCall else { return nil }
        let isInset = node.calleeIs("safeAreaInset")
        guard isInset || node.calleeIs("overlay") else { return nil }
        let placementArg = isInset ? node.argumentValue("edge") : node.argumentValue("alignment")
        guard let p = placementArg, p.kind == .memberAccess, let name = p.memberChain?.last,
              (isInset ? insetEdges : overlayAlignments).contains(name) else { return nil }
        var content: Node?
        for a in node.arguments {
            guard let v = a.firstChild else { continue }
            if v.kind == .closure, a.isTrailingClosure || a.nameIs("content") {
                content = contentRoot(ofClosure: v)
            } else if !isInset, a.label == nil, v.kind != .closure {
                content = v
            }
        }
        return (name.hasPrefix("top") ? .top : .bottom, content)
    }

    /// Whether a view expression (modifiers on it allowed) is a bar `HStack` (`root(of:)` is `.bar`).
    public static func isBarHStack(_ view: Node) -> Bool {
        if case .bar = root(of: view) { return true }
        return false
    }

    /// The root of a view expression, modifiers stripped: a bar `HStack`, a custom view, or neither.
    public static func root(of view: Node) -> Root {
        let core = view.unparenthesized.strippingModifiers
        guard core.kind == .call, core.firstChild?.kind == .identifier, let typeNode = core.constructedTypeNameNode
        else { return .none }
        if typeNode.nameIs("HStack") { return isBar(hstack: core) ? .bar(hstack: core) : .none }
        guard !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), core.tree.nodeNameStartsUppercase(typeNode.id),
              let name = typeNode.name else { return .none }
        return .customView(name, call: core)
    }

    /// The single view a content closure builds (`{ HStack { … } }`, `{ return MyBar() }`); nil when it builds
    /// several sibling views or none.
    public static func contentRoot(ofClosure c: Node) -> Node? {
        let stmts = c.statements
        guard stmts.count == 1, let s = stmts.first else { return nil }
        return s.kind == .returnStmt ? s.firstChild : s
    }

    /// The root of a `body` getter (`var body: some View { HStack { … } }`).
    public static func bodyRoot(ofGetter getter: Node) -> Node? {
        let stmts = getter.statements
        guard stmts.count == 1, let s = stmts.first else { return nil }
        return s.kind == .returnStmt ? s.firstChild : s
    }

    /// Whether an `HStack(…) { … }` call holds two or more bar controls and no text input.
    public static func isBar(hstack: Node) -> Bool {
        guard let content = hstack.closureArguments.last else { return false }
        var hasInput = false
        var steps = 0
        content.walk { n in
            steps += 1
            if hasInput || steps > 50_000 { return false }
            if n.kind == .call, let name = n.constructedTypeName, textInputs.contains(name) { hasInput = true }
            return !hasInput
        }
        return !hasInput && countControls(content) >= 2
    }

    /// Bar controls among an `HStack`'s children (through `if`, `switch`, `Group`, active `#if` clauses; a `ForEach`
    /// of them counts as two).
    static func countControls(_ closure: Node) -> Int {
        var count = 0
        // Clauses of an `#if` are alternatives: the one with most controls counts.
        var stack: [Node] = [closure]
        var steps = 0
        while let n = stack.popLast(), steps < 10_000 {
            steps += 1
            if n.tree.isAbsent(n.id) { continue }
            switch n.kind {
            case .closure:
                if let b = n.child(ofKind: .codeBlock) { stack.append(b) }
            case .codeBlock:
                stack.append(contentsOf: n.children)
            case .ifConfig:
                count += n.children.filter(\.isJudgedClause).map(countControls).max() ?? 0
            case .ifConfigClause:
                stack.append(contentsOf: n.children)
            case .ifStmt:
                // A chain with no final `else` may show none of its controls: they are not a persistent bar.
                guard endsWithElse(n) else { continue }
                stack.append(contentsOf: n.children.filter { $0.kind == .codeBlock || $0.kind == .ifStmt })
            case .switchStmt:
                for c in n.switchCases { if let b = c.child(ofKind: .codeBlock) { stack.append(b) } }
            case .call:
                let core = n.strippingModifiers
                guard core.kind == .call, let name = core.constructedTypeName, core.firstChild?.kind == .identifier else { continue }
                if controls.contains(name) {
                    count += 1
                } else if name == "ForEach" {
                    if let c = core.closureArguments.last, let v = contentRoot(ofClosure: c)?.strippingModifiers,
                       v.kind == .call, let vn = v.constructedTypeName, controls.contains(vn) {
                        count += 2
                    }
                } else if name == "Group" {
                    stack.append(contentsOf: core.closureArguments)
                }
            default:
                break
            }
        }
        return count
    }

    /// Whether an `if` / `else if` chain ends with a plain `else` (one of its branches always shows).
    static func endsWithElse(_ ifStmt: Node) -> Bool {
        var n = ifStmt
        var steps = 0
        while steps < 10_000 {
            steps += 1
            let branches = n.children.filter { $0.kind == .codeBlock || $0.kind == .ifStmt }
            guard branches.count >= 2, let last = branches.last else { return false }
            if last.kind != .ifStmt { return true }
            n = last
        }
        return false
    }

    /// Whether a `.safeAreaInset` / `.overlay` modifier is applied to a MapKit `Map(…)` (modifiers between them
    /// allowed): floating map controls, not a hand-made bar.
    /// Also a map view wrapped for SwiftUI, named so (`ClusterMapView(…)`, a `UIViewRepresentable` over an
    /// `MKMapView`), or a same-type view property named so (`meshClusterMapView`): a name whose words end with
    /// map, view (found on Meshtastic).
    public static func isOnMap(_ modifier: Node) -> Bool {
        guard let base = modifier.modifierBase?.strippingModifiers else { return false }
        if base.kind == .identifier || (base.kind == .memberAccess && base.firstChild?.kind == .identifier
                                        && base.firstChild?.nameIs("self") == true) {
            return base.name.map(namesMapView) ?? false
        }
        guard base.kind == .call, base.firstChild?.kind == .identifier, let name = base.constructedTypeName else { return false }
        return name == "Map" || name == "MapReader" || namesMapView(name)
    }

    static func namesMapView(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.count >= 2 && words[words.count - 2] == "map" && words[words.count - 1] == "view"
    }

    /// What a custom view's `body` binding is as a bar, for the cross-file index (`TypeFact.bodyBar`): nil when
    /// neither.
    static func bodyBar(ofBinding b: Node) -> BodyBar? {
        guard b.initializerValue == nil, ToolbarContent.isViewBody(b), let getter = b.getterBody,
              let root = bodyRoot(ofGetter: getter) else { return nil }
        switch HandMadeBars.root(of: root) {
        case .bar(let h): return .handMadeBar(HandMadeBars.location(of: h, "hand-made bar"))
        case .customView(let name, _): return .customView(name)
        case .none: return nil
        }
    }

    static func location(of node: Node, _ message: String) -> RelatedLocation {
        let tree = node.tree
        let anchor = FileContext.anchorToken(of: node)
        let range = SourceRange(start: tree.position(ofToken: anchor),
                                end: tree.source.position(ofOffset: tree.tokens[Int(anchor)].end))
        return RelatedLocation(path: tree.path, range: range, message: message)
    }

    // MARK: UIKit

    /// The bar class a call creates when it is a hand-made bar candidate: a system bar (`UIToolbar()`,
    /// `UITabBar.init(frame:)`), or a capitalised class that may subclass one (ask `.classIsSystemBar`). Nil for
    /// anything else.
    public static func createdBarClass(_ call: Node) -> (name: String, isSystemBar: Bool)? {
        guard call.constructsCapitalizedType, let typeNode = call.constructedTypeNameNode,
              !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), let name = typeNode.name else { return nil }
        if typeNode.nameIn(systemBarNames) { return (name, true) }
        guard let b = name.utf8.first else { return nil }
        if b < 0x80 ? (b >= 0x41 && b <= 0x5A) : name.unicodeScalars.first!.properties.isUppercase { return (name, false) }
        return nil
    }

    static let systemBarNames = NameSet(systemBars)

    /// The edge a system bar stands for: the top for `UINavigationBar`, the bottom for `UIToolbar` and `UITabBar`.
    public static func edge(ofSystemBar name: String) -> Edge? {
        switch name {
        case "UINavigationBar": return .top
        case "UIToolbar", "UITabBar": return .bottom
        default: return nil
        }
    }
}

/// A custom view's `body` as a bar (Rules/custom-swiftui-bar.md): its root is a bar `HStack`, or another custom view.
public enum BodyBar: Sendable, Hashable {
    case handMadeBar(RelatedLocation)
    case customView(String)
}
