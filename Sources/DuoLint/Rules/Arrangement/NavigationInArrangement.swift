/// `navigation-in-arrangement`: `NavigationStack`, `NavigationSplitView`, `NavigationView` or `TabView` nested in
/// an `ArrangementView`'s primary or secondary (custom views across files count); UIKit
/// `UIArrangementViewController(…)` given a `UINavigationController`, `UISplitViewController` or `UITabBarController`.
public final class NavigationInArrangement: Rule {
    public static let descriptor = RuleDescriptor(
        id: "navigation-in-arrangement", tier: 1, severity: .error, category: .arrangement,
        summary: "A navigation container (NavigationStack, NavigationSplitView, TabView, or a UIKit navigation/split/tab controller) inside an arrangement's pane.")
    public static let interests: Set<NodeKind> = [.call]
    /// The arrangement is written in the file (its panes' custom views may be elsewhere).
    public static let requiredNames: Set<String> = ["ArrangementView", "UIArrangementViewController"]

    static let uikitContainers: Set<String> = ["UINavigationController", "UISplitViewController", "UITabBarController"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.constructsCapitalizedType, !node.isModifierCall, let name = node.constructedTypeName else { return }
        if name == "ArrangementView" {
            checkSwiftUI(node, ctx)
        } else if name == "UIArrangementViewController" {
            checkUIKit(node, ctx)
        }
    }

    private func checkSwiftUI(_ arrangement: Node, _ ctx: FileContext) {
        let members = ctx.analysis(TypeMemberIndex.self).enclosingMembers(of: arrangement)
        for pane in ArrangementPanes.panes(of: arrangement) {
            let paneName = pane.isPrimary ? "primary" : "secondary"
            ViewContent.walk(pane.content, members: members, state: LexicalAnchor()) { n, anchor in
                let anchor = anchor.entering(n, members: members)
                guard n.kind == .call, !n.isModifierCall, let name = n.constructedTypeName else { return anchor }
                if name == "ArrangementView" { return nil } // a nested arrangement checks its own panes
                let at = anchor.reportNode(n)
                if ViewContent.navigationContainers.contains(name) {
                    ctx.report(Self.descriptor, at: at,
                               "\(name) inside the arrangement's \(paneName) pane; put the navigation container around the ArrangementView.",
                               related: [(n, name)])
                    return nil
                }
                if isCustomView(name) {
                    ctx.report(Self.descriptor, at: at, when: .viewExposesNavigation(name),
                               "\(name) holds a navigation container and is in the arrangement's \(paneName) pane; move the navigation outside.")
                }
                return anchor
            }
        }
    }

    private func checkUIKit(_ call: Node, _ ctx: FileContext) {
        for arg in call.arguments {
            guard let value = arg.value?.unparenthesized else { continue }
            if let container = value.constructedTypeName, Self.uikitContainers.contains(container) {
                ctx.report(Self.descriptor, at: value,
                           "\(container) given to UIArrangementViewController; make the arrangement the controller's root instead.")
            } else if value.kind == .identifier, let local = value.name,
                      let container = boundContainer(named: local, before: call) {
                ctx.report(Self.descriptor, at: value,
                           "'\(local)', a \(container), is given to UIArrangementViewController; make the arrangement its root instead.")
            }
        }
    }

    /// A `let`/`var` in the enclosing scopes of `use`, declared before it, initialised with a UIKit container.
    private func boundContainer(named name: String, before use: Node) -> String? {
        for scope in use.ancestors where scope.kind == .codeBlock {
            for stmt in scope.statements where stmt.kind == .varDecl && stmt.startOffset < use.startOffset {
                for binding in stmt.bindings where binding.name == name {
                    if let type = binding.initializerValue?.unparenthesized.constructedTypeName,
                       Self.uikitContainers.contains(type) { return type }
                }
            }
        }
        return nil
    }
}
