/// `ignores-safe-area-interactive`: `.ignoresSafeArea(…)` / `.edgesIgnoringSafeArea(…)` on a view whose content holds
/// interactive controls. Full-bleed is for non-interactive content; on iPhone Duo side bars and a Split View
/// neighbour's bars sit on either edge, so controls must stay in the inset area.
///
/// "Content" is the modified view and what is nested in it (RULES.md *nested in*, within the file: content closures,
/// `if`/`switch`, `ForEach`, the same type's `@ViewBuilder` members, and custom views declared in the same file).
/// Content attached by modifiers (`.overlay`, `.background`, `.safeAreaInset`, `.toolbar`, sheets…) is not the
/// modified view's content: an overlay's controls are laid out by the overlay, not by the full-bleed view.
public final class IgnoresSafeAreaInteractive: Rule {
    public static let descriptor = RuleDescriptor(
        id: "ignores-safe-area-interactive", tier: 2, severity: .warning, category: .safeArea,
        summary: "ignoresSafeArea/edgesIgnoringSafeArea on a view that contains interactive controls; only non-interactive content may go full-bleed.")
    public static let interests: Set<NodeKind> = [.call]
    /// The modifiers judged.
    public static let requiredNames: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    static let interactiveControls: Set<String> = [
        "Button", "Toggle", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker",
        "Link", "NavigationLink", "Menu",
    ]
    /// Views that are never interactive: colours, images, gradients, shapes.
    static let decorativeViews: Set<String> = [
        "Color", "Image", "AsyncImage", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "MeshGradient", "Gradient", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule",
        "Ellipse", "ContainerRelativeShape", "Path", "Canvas", "Material",
    ]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.calleeIs("ignoresSafeArea") || node.calleeIs("edgesIgnoringSafeArea"),
              let base = node.modifierBase else { return }
        if node.calleeIs("ignoresSafeArea"), let regions = node.arguments.first(where: { $0.name == nil })?.firstChild,
           Self.isKeyboardOnly(regions) {
            return
        }
        let root = base.strippingModifiers
        if let name = Self.viewName(root), Self.decorativeViews.contains(name) { return }
        if Self.isInsideBackground(node) { return }
        guard let control = Self.interactiveControl(in: base, ctx) else { return }
        ctx.report(Self.descriptor, at: node,
                   "\(control) in content that ignores the safe area; apply ignoresSafeArea to the background only.")
    }

    /// `.keyboard` or `[.keyboard]`.
    static func isKeyboardOnly(_ e: Node) -> Bool {
        let n = e.unparenthesized
        if n.kind == .memberAccess { return n.nameIs("keyboard") }
        if n.kind == .arrayLiteral {
            let elements = n.children
            return !elements.isEmpty && elements.allSatisfy { $0.kind == .memberAccess && $0.nameIs("keyboard") }
        }
        return false
    }

    /// `Color` for `Color.blue`, `Color(.systemBackground)`; `Image` for `Image("x")`.
    static func viewName(_ root: Node) -> String? {
        switch root.kind {
        case .identifier: return root.name
        case .call: return root.constructedTypeName ?? root.firstChild.flatMap { viewName($0.strippingModifiers) }
        default: return nil
        }
    }

    /// Written in the content of a `.background(…)` / `.background { }` modifier.
    static func isInsideBackground(_ node: Node) -> Bool {
        for a in node.ancestors where a.kind == .argument {
            if let call = a.parent, call.kind == .call, call.isModifierCall, call.calleeIs("background") { return true }
        }
        return false
    }

    /// The first interactive control nested in `base` (this file only), by name.
    static func interactiveControl(in base: Node, _ ctx: FileContext) -> String? {
        let index = ctx.analysis(TypeMemberIndex.self)
        var roots: [Node] = [base]
        var visitedTypes: Set<String> = []
        var found: String?
        var k = 0
        while k < roots.count && found == nil && k < 64 {
            let root = roots[k]
            k += 1
            ViewContent.walk(root, members: index.enclosingMembers(of: root), state: ()) { n, _ in
                if found != nil { return nil }
                guard n.kind == .call else { return () }
                if n.isModifierCall {
                    if n.calleeIs("onTapGesture") { found = ".onTapGesture" }
                    return ()
                }
                guard let name = n.constructedTypeName else { return () }
                if interactiveControls.contains(name) {
                    found = name
                    return nil
                }
                // A custom view declared in this file: follow its body once.
                if !ViewContent.knownNonCustomTypes.contains(name), !visitedTypes.contains(name),
                   let first = name.unicodeScalars.first, first.properties.isUppercase {
                    visitedTypes.insert(name)
                    for decl in index.declarations(of: name) {
                        guard let block = decl.memberBlock else { continue }
                        for member in block.statements where member.kind == .varDecl {
                            for b in member.bindings where b.nameIs("body") {
                                if let body = b.getterBody { roots.append(body) }
                            }
                        }
                    }
                }
                return ()
            }
        }
        return found
    }
}
