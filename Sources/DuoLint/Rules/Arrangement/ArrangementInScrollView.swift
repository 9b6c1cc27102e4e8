/// `arrangement-in-scroll-view`: an `ArrangementView` nested in a scroll container (`ScrollView`, `List`, `Form`,
/// lazy stacks and grids), directly, through same-type view helpers, or through custom views declared anywhere.
public final class ArrangementInScrollView: Rule {
    public static let descriptor = RuleDescriptor(
        id: "arrangement-in-scroll-view", tier: 1, severity: .error, category: .arrangement,
        summary: "An ArrangementView nested in a ScrollView, List, Form or lazy stack/grid; arrangements must not scroll.")
    public static let interests: Set<NodeKind> = [.call]
    /// The scroll container is written in the file (the ArrangementView may be elsewhere).
    public static let requiredNames: Set<String> = ViewContent.scrollContainers
    /// The ArrangementView is written somewhere in the project.
    public static let requiredProjectNames: Set<String> = ["ArrangementView"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.constructsCapitalizedType, let containerNode = node.constructedTypeNameNode,
              containerNode.nameIn(ViewContent.scrollContainerNames), !node.isModifierCall,
              let container = containerNode.name else { return }
        let members = ctx.analysis(TypeMemberIndex.self).enclosingMembers(of: node)
        for closure in node.closureArguments {
            ViewContent.walk(closure, members: members, state: LexicalAnchor()) { n, anchor in
                let anchor = anchor.entering(n, members: members)
                guard n.kind == .call, let typeNode = n.constructedTypeNameNode, !n.isModifierCall else { return anchor }
                if typeNode.nameIn(ViewContent.scrollContainerNames) { return nil } // the inner container reports
                if typeNode.nameIs("ArrangementView") {
                    let at = anchor.reportNode(n)
                    ctx.report(Self.descriptor, at: at,
                               "ArrangementView inside \(container) misbehaves when it scrolls; put the scrolling content inside its panes.",
                               related: [(n, "the ArrangementView")])
                } else if !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), let name = typeNode.name,
                          isCustomView(name) {
                    let at = anchor.reportNode(n)
                    ctx.report(Self.descriptor, at: at, when: .viewExposesArrangement(name),
                               "\(name) contains an ArrangementView and is inside \(container); put the scrolling content inside its panes.")
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
