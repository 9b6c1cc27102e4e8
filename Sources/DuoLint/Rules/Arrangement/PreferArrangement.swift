/// `prefer-arrangement`: a size-class switch that toggles a two-view `HStack`/`VStack` split (or
/// `AnyLayout(HStackLayout())` vs `AnyLayout(VStackLayout())`) — what `ArrangementView` does, fold-aware.
public final class PreferArrangement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "prefer-arrangement", tier: 3, severity: .note, category: .arrangement,
        summary: "A size-class switch between two-view HStack/VStack layouts that an ArrangementView would handle, fold included.",
        enabledByDefault: false)
    public static let interests: Set<NodeKind> = [.ifStmt, .switchStmt, .ternary]
    /// The size-class test.
    public static let requiredNames: Set<String> = ["horizontalSizeClass", "verticalSizeClass"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        // An `else if` is judged as part of the outermost `if` of its chain, which is reported when any of the
        // chain's conditions tests a size class.
        if node.kind == .ifStmt, let parent = node.parent, parent.kind == .ifStmt { return }
        guard conditionsOf(node).contains(where: testsSizeClass) else { return }
        let branches = branchesOf(node)
        let splits = branches.contains { branch in branch.contains { isTwoViewStack($0) } }
        var hasHStackLayout = false
        var hasVStackLayout = false
        for branch in branches {
            for expr in branch {
                switch anyLayoutKind(expr) {
                case "HStackLayout": hasHStackLayout = true
                case "VStackLayout": hasVStackLayout = true
                default: break
                }
            }
        }
        guard splits || (hasHStackLayout && hasVStackLayout) else { return }
        ctx.report(Self.descriptor, at: node,
                   "Size-class switch between two-view HStack/VStack layouts; an ArrangementView (.split) does this, fold included.")
    }

    /// The conditions of an `if` and every `else if` of its chain, or a switch's subject, or a ternary's condition.
    private func conditionsOf(_ node: Node) -> [Node] {
        switch node.kind {
        case .ifStmt:
            var out: [Node] = []
            var current: Node? = node
            var steps = 0
            while let ifNode = current, steps < 10_000 {
                steps += 1
                if let c = ifNode.child(ofKind: .conditionList) { out.append(c) }
                current = ifNode.children.last { $0.kind == .ifStmt }
            }
            return out
        case .switchStmt, .ternary:
            return node.firstChild.map { [$0] } ?? []
        default:
            return []
        }
    }

    private func testsSizeClass(_ condition: Node) -> Bool {
        var found = false
        condition.walk { n in
            if found { return false }
            if (n.kind == .identifier || n.kind == .memberAccess)
                && (n.nameIs("horizontalSizeClass") || n.nameIs("verticalSizeClass")) { found = true }
            return n.kind != .closure
        }
        return found
    }

    /// The view expressions of each branch.
    private func branchesOf(_ node: Node) -> [[Node]] {
        switch node.kind {
        case .ternary:
            return [node.child(1), node.child(2)].compactMap { $0.map { [$0] } }
        case .switchStmt:
            return node.switchCases.map { $0.child(ofKind: .codeBlock)?.statements ?? [] }
        default:
            var out: [[Node]] = []
            var current: Node? = node
            var steps = 0
            while let ifNode = current, steps < 10_000 {
                steps += 1
                let blocks = ifNode.children.filter { $0.kind == .codeBlock }
                out += blocks.map { $0.statements }
                current = ifNode.children.last { $0.kind == .ifStmt }
            }
            return out
        }
    }

    /// `HStack { A(); B() }` (modifiers allowed) with exactly two child views, not counting Spacer/Divider; the
    /// clauses of a `#if` are alternatives (one child, not one per clause).
    private func isTwoViewStack(_ expr: Node) -> Bool {
        let view = expr.strippingModifiers
        guard view.kind == .call, view.calleeIs("HStack") || view.calleeIs("VStack"),
              let content = view.closureArguments.last else { return false }
        var other = false
        let count = content.countingClausesAsAlternatives { stmt in
            let child = stmt.strippingModifiers
            if child.kind == .call && (child.calleeIs("Spacer") || child.calleeIs("Divider")) { return 0 }
            if child.kind == .call && child.calleeIs("ForEach") { other = true }
            switch stmt.kind {
            case .call, .identifier, .memberAccess, .postfixIfConfig: return 1
            default: other = true; return 0
            }
        }
        return !other && count == 2
    }

    /// `AnyLayout(HStackLayout(…))` → "HStackLayout".
    private func anyLayoutKind(_ expr: Node) -> String? {
        let e = expr.unparenthesized
        guard e.kind == .call, e.calleeIs("AnyLayout"), let inner = e.arguments.first?.value?.unparenthesized,
              inner.kind == .call else { return nil }
        return inner.calleeName
    }
}
