/// `hinge-close-dismisses`: a hinge handler that dismisses or hides presented UI. Folding is not closing: the scene
/// only resized.
public final class HingeCloseDismisses: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-close-dismisses", tier: 2, severity: .warning, category: .hinge,
        summary: "A hinge handler dismisses a screen or hides a sheet/paywall; folding is not closing, the scene only resized.")
    public static let interests: Set<NodeKind> = [.call, .binary]
    /// Only files that use the hinge API (`HingeContext.usesHingeAPI`) have hinge handlers and hinge angles.
    public static let requiredNames: Set<String> = HingeContext.apiNames
    public static let requiredNamePrefixes: Set<String> = HingeContext.apiTypePrefixes

    static let presentationWords: Set<String> = ["presented", "showing", "paywall", "sheet"]
    /// Inverted flags: `isSheetDismissed = false` shows the sheet.
    static let invertedWords: Set<String> = ["dismissed", "hidden", "closed", "collapsed"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.kind == .call {
            guard node.calleeIs("dismiss"), let callee = node.firstChild else { return }
            // `dismiss()`, `self.dismiss(animated:)`, `presentationMode.wrappedValue.dismiss()`, `navigationController?.dismiss(…)`
            if callee.kind == .memberAccess, callee.firstChild == nil { return }   // `.dismiss` implicit member
            guard ctx.analysis(HingeContext.self).isInHingeHandler(node) else { return }
            ctx.report(Self.descriptor, at: node,
                       "Dismissed from a hinge handler, but folding only resizes the scene; keep the screen presented.")
            return
        }
        guard node.tree.token(node.nameToken, is: "="), let lhs = node.firstChild, let rhs = node.child(1),
              rhs.kind == .booleanLiteral, node.tree.token(rhs.firstToken, is: "false"),
              ctx.analysis(HingeContext.self).isInHingeHandler(node) else { return }
        let target = lhs.unparenthesized
        guard target.kind == .identifier || target.kind == .memberAccess, let name = target.name,
              name.hasPrefix("is") || name.hasPrefix("show") else { return }
        let words = NameWords.split(name)
        guard words.first == "is" || words.first?.hasPrefix("show") == true,
              words.contains(where: { Self.presentationWords.contains($0) }),
              !words.contains(where: { Self.invertedWords.contains($0) }) else { return }
        ctx.report(Self.descriptor, at: node,
                   "\(name) set to false from a hinge handler, but folding only resizes the scene; keep it presented.")
    }
}
