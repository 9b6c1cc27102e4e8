/// What `custom-swiftui-bar` and `custom-bar-instance` recognise as a hand-made bar, in one place, for them and for
/// `system-bar-hidden-custom-bar` (which pairs such a bar with a hidden system bar on the same edge):
///
/// - an `HStack` of two or more `Button`/`Link`/`NavigationLink`/`Menu` (a `ForEach` of them counting as two),
///   holding no `TextField`/`TextEditor`/`SecureField` (a composer) — `isBarHStack`;
/// - the edge a `.safeAreaInset(edge: .top/.bottom)` or `.overlay(alignment: .top…/.bottom…)` puts its content on,
///   and that content's top view — `edgeContent(ofModifier:)`;
/// - a `UIToolbar`, `UINavigationBar` or `UITabBar` created by hand, and the edge it stands for — `systemBarNames`,
///   `edge(ofSystemBar:)`.
public enum HandMadeBars {
    /// The edge of the screen a bar belongs to.
    public enum Edge: String, Sendable, Hashable {
        case top, bottom
    }

    static let insetEdges: Set<String> = ["top", "bottom"]
    static let overlayAlignments: Set<String> = ["top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
    static let buttons: Set<String> = ["Button", "Link", "NavigationLink", "Menu"]
    static let textInputs: Set<String> = ["TextField", "TextEditor", "SecureField"]
    /// The UIKit bars that the system ignores when they are created by hand.
    public static let systemBarNames = NameSet(ProjectIndex.systemBars)

    /// For `.safeAreaInset(edge: .top/.bottom) { … }` or `.overlay(alignment: .top…/.bottom…) { … }` (also
    /// `.overlay(view, alignment:)`): the edge and the content's top view (nil when the content is not one view).
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
                content = topView(ofClosure: v)
            } else if !isInset, a.label == nil, v.kind != .closure {
                content = v
            }
        }
        return (name.hasPrefix("top") ? .top : .bottom, content)
    }

    /// The single view a content closure returns.
    public static func topView(ofClosure c: Node) -> Node? {
        let stmts = c.statements
        guard stmts.count == 1, let s = stmts.first else { return nil }
        return s.kind == .returnStmt ? s.firstChild : s
    }

    /// Whether `view` (modifiers on it allowed) is a hand-made bar: an `HStack` with two or more buttons among its
    /// children and no text input.
    public static func isBarHStack(_ view: Node) -> Bool {
        let top = view.strippingModifiers
        guard top.kind == .call, top.calleeIs("HStack"), top.firstChild?.kind == .identifier,
              let body = top.closureArguments.last else { return false }
        var hasInput = false
        body.walk { n in
            if n.kind == .call, let name = n.constructedTypeName, textInputs.contains(name) { hasInput = true }
            return !hasInput
        }
        return !hasInput && countButtons(body) >= 2
    }

    /// Buttons among the HStack's children (through `if`, `Group`; a `ForEach` of buttons counts as two).
    static func countButtons(_ closure: Node) -> Int {
        var count = 0
        var stack: [Node] = [closure]
        var steps = 0
        while let n = stack.popLast(), steps < 10_000 {
            steps += 1
            switch n.kind {
            case .closure:
                if let b = n.child(ofKind: .codeBlock) { stack.append(b) }
            case .codeBlock:
                stack.append(contentsOf: n.children)
            case .ifConfig:
                // The clauses are alternatives: the buttons of the one with most.
                count += n.children.filter(\.isJudgedClause).map(countButtons).max() ?? 0
            case .ifConfigClause:
                stack.append(contentsOf: n.children)
            case .ifStmt:
                stack.append(contentsOf: n.children.filter { $0.kind == .codeBlock || $0.kind == .ifStmt })
            case .switchStmt:
                for c in n.switchCases { if let b = c.child(ofKind: .codeBlock) { stack.append(b) } }
            case .call:
                let core = n.strippingModifiers
                guard core.kind == .call, let name = core.constructedTypeName, core.firstChild?.kind == .identifier else { continue }
                if buttons.contains(name) {
                    count += 1
                } else if name == "ForEach" {
                    if let c = core.closureArguments.last, let v = topView(ofClosure: c)?.strippingModifiers,
                       v.kind == .call, let vn = v.constructedTypeName, buttons.contains(vn) {
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

    /// The edge a system bar stands for: the top for `UINavigationBar`, the bottom for `UIToolbar` and `UITabBar`.
    public static func edge(ofSystemBar name: String) -> Edge? {
        switch name {
        case "UINavigationBar": return .top
        case "UIToolbar", "UITabBar": return .bottom
        default: return nil
        }
    }
}
