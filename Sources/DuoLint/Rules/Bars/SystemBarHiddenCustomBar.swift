/// `system-bar-hidden-custom-bar`: a type (a `View` or a view controller, with its extensions anywhere) that hides a
/// system bar and draws its own on the same edge — a hidden tab bar, bottom bar or toolbar with a hand-made bar at
/// the bottom, a hidden navigation bar with one at the top. The system moves its own bars to the side on iPhone
/// Duo; the hand-made one stays horizontal. Reported at the hiding modifier or assignment, with the bar as related
/// location (the bar itself is `custom-swiftui-bar`'s or `custom-bar-instance`'s finding).
public final class SystemBarHiddenCustomBar: Rule {
    public static let descriptor = RuleDescriptor(
        id: "system-bar-hidden-custom-bar", tier: 1, severity: .warning, category: .bars,
        summary: "A system tab, navigation or bottom bar hidden in a type that draws its own bar on the same edge; it stays horizontal on iPhone Duo.")
    public static let interests: Set<NodeKind> = [.call, .binary]
    /// The hiding modifiers and properties.
    public static let requiredNames: Set<String> = [
        "toolbar", "toolbarVisibility", "navigationBarHidden", "setNavigationBarHidden", "isNavigationBarHidden",
        "setToolbarHidden", "isToolbarHidden", "isHidden",
    ]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let hidden = Self.hiddenBars(node), !hidden.isEmpty, let type = node.enclosingTypeDecl?.name else { return }
        let edges = Array(Set(hidden.map(\.edge))).sorted { $0.rawValue < $1.rawValue }
        let names = hidden.map(\.name).joined(separator: " and ")
        ctx.report(Self.descriptor, at: node, when: .viewStructure(.hiddenBarReplaced(type: type, edges: edges)),
                   "The system \(names) is hidden for a hand-made one, which stays horizontal on iPhone Duo; use the container's bars.")
    }

    /// The edges whose system bar `node` hides: `.toolbar(.hidden, for: .tabBar / .bottomBar / .navigationBar…)`,
    /// `.toolbarVisibility(.hidden, for: …)`, `.navigationBarHidden(true)`; UIKit `setNavigationBarHidden(true, …)`,
    /// `setToolbarHidden(true, …)`, `isNavigationBarHidden = true`, `isToolbarHidden = true`,
    /// `tabBarController?.tabBar.isHidden = true`, `navigationController?.navigationBar.isHidden = true`.
    static func hiddenBars(_ node: Node) -> [(edge: HandMadeBars.Edge, name: String)]? {
        switch node.kind {
        case .call:
            guard node.calleeIn(hidingCallees), node.isModifierCall || node.firstChild?.kind == .identifier else { return nil }
            if node.calleeIs("toolbar") || node.calleeIs("toolbarVisibility") {
                guard node.isModifierCall, let v = node.arguments.first, v.label == nil,
                      let vis = v.value, vis.kind == .memberAccess, vis.nameIs("hidden") else { return nil }
                return bars(named: node)
            }
            if node.calleeIs("navigationBarHidden") {
                return isTrue(node.arguments.first?.value) ? [(.top, "navigation bar")] : nil
            }
            if node.calleeIs("setNavigationBarHidden") {
                return isTrue(node.arguments.first?.value) ? [(.top, "navigation bar")] : nil
            }
            if node.calleeIs("setToolbarHidden") {
                return isTrue(node.arguments.first?.value) ? [(.bottom, "toolbar")] : nil
            }
            return nil
        case .binary:
            // (the literal first: most assignments are of something else)
            guard isTrue(node.child(1)), node.tree.token(node.nameToken, is: "="), let lhs = node.firstChild,
                  let chain = lhs.memberChain, let last = chain.last else { return nil }
            switch last {
            case "isNavigationBarHidden": return [(.top, "navigation bar")]
            case "isToolbarHidden": return [(.bottom, "toolbar")]
            case "isHidden":
                guard chain.count >= 2 else { return nil }
                let bar = chain[chain.count - 2]
                let before = chain.dropLast(2)
                let decl = node.enclosingTypeDecl
                if bar == "tabBar" {
                    if before.contains("tabBarController") { return [(.bottom, "tab bar")] }
                    if before.isEmpty || before == ["self"], let decl, UIKitTypeKinds.isTabBarController(decl) { return [(.bottom, "tab bar")] }
                } else if bar == "navigationBar" {
                    if before.contains("navigationController") { return [(.top, "navigation bar")] }
                    if before.isEmpty || before == ["self"], let decl, UIKitTypeKinds.isNavigationController(decl) { return [(.top, "navigation bar")] }
                }
                return nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    static let hidingCallees = NameSet(["toolbar", "toolbarVisibility", "navigationBarHidden", "setNavigationBarHidden",
                                        "setToolbarHidden"])

    /// The bars named by the `for:` arguments (variadic: `for: .tabBar, .navigationBar`).
    private static func bars(named call: Node) -> [(edge: HandMadeBars.Edge, name: String)]? {
        var out: [(edge: HandMadeBars.Edge, name: String)] = []
        var inBars = false
        for a in call.arguments where !a.isTrailingClosure {
            if a.label == "for" { inBars = true } else if a.label != nil { inBars = false }
            guard inBars, let v = a.value, v.kind == .memberAccess, let name = v.memberChain?.last else { continue }
            switch name {
            case "tabBar": out.append((.bottom, "tab bar"))
            case "bottomBar": out.append((.bottom, "bottom toolbar"))
            case "navigationBar": out.append((.top, "navigation bar"))
            default: break
            }
        }
        return out.isEmpty ? nil : out
    }

    private static func isTrue(_ v: Node?) -> Bool {
        guard let v = v?.unparenthesized else { return false }
        return v.kind == .booleanLiteral && v.tree.token(v.firstToken, is: "true")
    }
}
