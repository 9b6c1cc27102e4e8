/// `custom-bar-instance`: a `UIToolbar`, `UINavigationBar` or `UITabBar` (or a subclass declared anywhere in
/// the linted sources) created by hand. The system ignores such bars when it moves bars to the side.
public final class CustomBarInstance: Rule {
    public static let descriptor = RuleDescriptor(
        id: "custom-bar-instance", tier: 1, severity: .warning, category: .bars,
        summary: "A UIToolbar, UINavigationBar or UITabBar (or subclass) created by hand; its content is not moved to the iPhone Duo side bar.")
    public static let interests: Set<NodeKind> = [.call]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        // Names are tested on their tokens; a String is made only for a bar or a possible custom bar.
        guard node.constructsCapitalizedType, let typeNode = node.constructedTypeNameNode,
              !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), let name = typeNode.name else { return }
        if typeNode.nameIn(HandMadeBars.systemBarNames) {
            ctx.report(Self.descriptor, at: node,
                       "\(name) created by hand is not moved to the iPhone Duo side bar; use the navigation or tab controller's bars.")
        } else if Self.startsUppercase(name) {
            ctx.report(Self.descriptor, at: node, when: .classIsSystemBar(name),
                       "\(name), a bar subclass created by hand, is not moved to the iPhone Duo side bar; use the container's bars.")
        }
    }

    /// Whether the name's first scalar is an upper-case letter (A–Z at once for an ASCII one).
    private static func startsUppercase(_ name: String) -> Bool {
        guard let b = name.utf8.first else { return false }
        if b < 0x80 { return b >= 0x41 && b <= 0x5A }
        return name.unicodeScalars.first!.properties.isUppercase
    }
}
