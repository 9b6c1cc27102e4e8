/// `arrangement-in-scroll-view`: an `ArrangementView` nested in a scroll container (`ScrollView`, `List`, `Form`,
/// lazy stacks and grids), directly, through same-type view helpers, or through custom views declared anywhere.
public final class ArrangementInScrollView: Rule {
    public static let descriptor = RuleDescriptor(
        id: "arrangement-in-scroll-view", tier: 1, severity: .error, category: .arrangement,
        summary: "An ArrangementView nested in a ScrollView, List, Form or lazy stack/grid; arrangements must not scroll.")
    public static let interests: Set<NodeKind> = [.call]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.constructsCapitalizedType, !node.isModifierCall, let container = node.constructedTypeName,
              ViewContent.scrollContainers.contains(container) else { return }
        let members = ctx.analysis(TypeMemberIndex.self).enclosingMembers(of: node)
        for closure in node.closureArguments {
            ViewContent.walk(closure, members: members, state: LexicalAnchor()) { n, anchor in
                let anchor = anchor.entering(n, members: members)
                guard n.kind == .call, !n.isModifierCall, let name = n.constructedTypeName else { return anchor }
                if ViewContent.scrollContainers.contains(name) { return nil } // the inner container reports
                let at = anchor.reportNode(n)
                if name == "ArrangementView" {
                    ctx.report(Self.descriptor, at: at,
                               "ArrangementView inside \(container): an arrangement lays out two panes against the fold and misbehaves when it scrolls; put the ScrollView/List inside the primary or secondary pane instead",
                               related: [(n, "the ArrangementView")])
                } else if isCustomView(name) {
                    ctx.report(Self.descriptor, at: at,
                               "\(name) contains an ArrangementView and is used inside \(container): an arrangement misbehaves when it scrolls; put the scrolling content inside the arrangement's panes instead",
                               condition: .viewExposesArrangement(name))
                }
                return anchor
            }
        }
    }
}

/// Whether a constructed type name may be a custom view declared in the linted sources.
func isCustomView(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
    return !ViewContent.knownNonCustomTypes.contains(name)
}
