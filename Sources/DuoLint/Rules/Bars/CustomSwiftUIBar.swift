/// `custom-swiftui-bar`: a hand-made tab bar or toolbar — an `HStack` of two or more buttons placed at the top or
/// bottom edge with `.safeAreaInset(edge:)` or `.overlay(alignment:)`.
public final class CustomSwiftUIBar: Rule {
    public static let descriptor = RuleDescriptor(
        id: "custom-swiftui-bar", tier: 1, severity: .warning, category: .bars,
        summary: "A hand-made bar (an HStack of buttons in a top/bottom safe-area inset or overlay); it is not moved to the iPhone Duo side bar.")
    public static let interests: Set<NodeKind> = [.call]
    /// The modifiers that hold a hand-made bar.
    public static let requiredNames: Set<String> = ["safeAreaInset", "overlay"]

    static let insetEdges: Set<String> = ["top", "bottom"]
    static let overlayAlignments: Set<String> = ["top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
    static let buttons: Set<String> = ["Button", "Link", "NavigationLink", "Menu"]
    static let textInputs: Set<String> = ["TextField", "TextEditor", "SecureField"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.isModifierCall else { return }
        let isInset = node.calleeIs("safeAreaInset")
        guard isInset || node.calleeIs("overlay") else { return }
        let placementArg = isInset ? node.argumentValue("edge") : node.argumentValue("alignment")
        guard let p = placementArg, p.kind == .memberAccess, let edge = p.memberChain?.last,
              (isInset ? Self.insetEdges : Self.overlayAlignments).contains(edge) else { return }
        var content: Node?
        for a in node.arguments {
            guard let v = a.firstChild else { continue }
            if v.kind == .closure, a.isTrailingClosure || a.nameIs("content") {
                content = topView(ofClosure: v)
            } else if !isInset, a.label == nil, v.kind != .closure {
                content = v
            }
        }
        guard let top = content?.strippingModifiers, top.kind == .call, top.calleeIs("HStack"),
              top.firstChild?.kind == .identifier else { return }
        guard let body = top.closureArguments.last else { return }
        var count = 0
        var hasInput = false
        body.walk { n in
            if n.kind == .call, let name = n.constructedTypeName, Self.textInputs.contains(name) { hasInput = true }
            return !hasInput
        }
        guard !hasInput else { return }
        count = countButtons(body)
        guard count >= 2 else { return }
        ctx.report(Self.descriptor, at: node,
                   "Hand-made bar (an HStack of buttons at the edge) is not moved to the side bar; use TabView or .toolbar { }.")
    }

    /// The single view a content closure returns.
    private func topView(ofClosure c: Node) -> Node? {
        let stmts = c.statements
        guard stmts.count == 1, let s = stmts.first else { return nil }
        return s.kind == .returnStmt ? s.firstChild : s
    }

    /// Buttons among the HStack's children (through `if`, `Group`; a `ForEach` of buttons counts as two).
    private func countButtons(_ closure: Node) -> Int {
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
                if Self.buttons.contains(name) {
                    count += 1
                } else if name == "ForEach" {
                    if let c = core.closureArguments.last, let v = topView(ofClosure: c)?.strippingModifiers,
                       v.kind == .call, let vn = v.constructedTypeName, Self.buttons.contains(vn) {
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
}
