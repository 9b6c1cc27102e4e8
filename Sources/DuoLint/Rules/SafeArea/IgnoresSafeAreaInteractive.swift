/// `ignores-safe-area-interactive`: `.ignoresSafeArea(…)` / `.edgesIgnoringSafeArea(…)` that ignores the leading or
/// trailing edge, on a view whose content holds interactive controls. Full-bleed is for non-interactive content; on
/// iPhone Duo side bars and a Split View neighbour's bars sit on the leading and trailing edges, so controls must
/// stay in the inset area there (the top and bottom insets behave as on every iPhone).
///
/// "Content" is the modified view and what is nested in it (VOCABULARY.md *nested in*: content closures, `if`/`switch`,
/// `ForEach`, the same type's `@ViewBuilder` members, and custom views declared in any file — this file's followed
/// here, the others' through the cross-file index). Content attached by modifiers (`.overlay`, `.background`,
/// `.safeAreaInset`, `.toolbar`, sheets…) is not the modified view's content. An ignoring modifier inside the
/// content of another one that is reported is not reported again (one finding, at the outermost).
public final class IgnoresSafeAreaInteractive: Rule {
    public static let descriptor = RuleDescriptor(
        id: "ignores-safe-area-interactive", tier: 2, severity: .warning, category: .safeArea,
        summary: "ignoresSafeArea/edgesIgnoringSafeArea on the leading or trailing edge of a view that contains interactive controls; only non-interactive content may go full-bleed there.")
    public static let interests: Set<NodeKind> = [.call]
    /// The modifiers judged.
    public static let requiredNames: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    /// Views that are never interactive: colours, images, gradients, shapes.
    static let decorativeViews: Set<String> = [
        "Color", "Image", "AsyncImage", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "MeshGradient", "Gradient", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule",
        "Ellipse", "ContainerRelativeShape", "Path", "Canvas", "Material",
    ]

    /// The judged modifiers in visit order (children before parents: inner ones first).
    private var candidates: [Node] = []

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.calleeIs("ignoresSafeArea") || node.calleeIs("edgesIgnoringSafeArea"), let base = node.modifierBase,
              Self.ignoresSideEdges(node, ctx) else { return }
        let root = base.strippingModifiers
        if let name = Self.viewName(root), Self.decorativeViews.contains(name) { return }
        if Self.isInsideBackground(node) { return }
        candidates.append(node)
    }

    public func finish(_ ctx: FileContext) {
        guard !candidates.isEmpty else { return }
        let index = ctx.analysis(TypeMemberIndex.self)
        // Outermost first: a modifier nested in a reported one's content is that finding's.
        let ordered = candidates.sorted { ($0.startOffset, -$0.endOffset) < ($1.startOffset, -$1.endOffset) }
        var covered: Set<Int32> = []
        /// Nested modifiers of outer findings that hold only if other files say so (their views): such a nested one
        /// is reported only if the outer one is not.
        var coveredIf: [Int32: [String]] = [:]
        for node in ordered where !covered.contains(node.id) {
            guard let base = node.modifierBase else { continue }
            let found = InteractiveContent.walk(base, index, stopAtControl: false)
            // Narrowed on real code: content that puts the side insets back as padding keeps its controls in the
            // inset area (full-bleed row backgrounds, WooCommerce's forms).
            if found.padsBySafeArea || Self.measuresSideInsets(node) || Self.isSceneRoot(node) { continue }
            let outer = coveredIf[node.id] ?? []
            // Narrowed on real apps (Aidoku's home rows): content handed to custom types, one of which may be an
            // app's own representable that hosts it in UIKit (`NoneIsRepresentable`).
            let hosts = Self.hostTypes(node)
            // Narrowed on the session-10 reading (Code App's keyboard bars): the body of a view some file hosts as a
            // keyboard's accessory (`NotKeyboardAccessoryHost`).
            var conditions: [ProjectCondition] = []
            if !hosts.isEmpty { conditions.append(.noneIsRepresentable(hosts)) }
            if let owner = Self.bodyOwner(node) { conditions.append(.notKeyboardAccessoryHost([owner])) }
            if let control = found.control {
                // (A control found here is in the outer content too, which is then reported unconditionally.)
                for inner in found.nestedIgnoring { covered.insert(inner.id) }
                if conditions.isEmpty {
                    ctx.report(Self.descriptor, at: node, Self.message(control))
                } else {
                    ctx.report(Self.descriptor, at: node, when: conditions.count == 1 ? conditions[0] : .allOf(conditions),
                               Self.message(control))
                }
            } else if !found.otherFileViews.isEmpty {
                let views = found.otherFileViews
                for inner in found.nestedIgnoring { coveredIf[inner.id] = (coveredIf[inner.id] ?? []) + views + outer }
                let holds = ProjectCondition.viewsHoldInteractiveControl(any: views, none: outer.sorted())
                ctx.report(Self.descriptor, at: node, when: conditions.isEmpty ? holds : .allOf([holds] + conditions),
                           Self.message(views.count == 1 ? views[0] : "A custom view"))
            }
        }
    }

    /// The type whose `body` the modifier is in, when it modifies the body's whole value (it is in the modifier chain
    /// of the body's single expression): that view is what a host shows.
    static func bodyOwner(_ node: Node) -> String? {
        var top = node
        for _ in 0..<256 {
            guard let p = top.parent, (p.kind == .memberAccess || p.kind == .call || p.kind == .postfixIfConfig),
                  p.firstChild == top else { break }
            top = p
        }
        guard let block = top.parent, block.kind == .codeBlock, block.childCount == 1,
              let binding = block.parent, binding.kind == .patternBinding || binding.kind == .accessor,
              let decl = binding.kind == .patternBinding ? binding : binding.parent, decl.nameIs("body") else { return nil }
        return decl.enclosingTypeDecl?.name
    }

    /// Narrowed on the session-9 reading (Kiwix's and Swiftfin's apps): the whole content of a `WindowGroup` / `Window`
    /// scene (`WindowGroup { RootView().ignoresSafeArea() }`): the app's navigation containers under it host their
    /// screens in controllers that inset them again, so the modifier reaches no screen's controls.
    static func isSceneRoot(_ node: Node) -> Bool {
        var n = node
        var steps = 0
        // Up the modifier chain to the whole expression.
        while let p = n.parent, steps < 64, p.kind == .memberAccess || (p.kind == .call && p.firstChild == n) {
            n = p
            steps += 1
        }
        guard let block = n.parent, block.kind == .codeBlock, block.childCount == 1, let closure = block.parent,
              closure.kind == .closure, let arg = closure.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call
        else { return false }
        return call.calleeIs("WindowGroup") || call.calleeIs("Window")
    }

    /// Narrowed on the session-9 reading (Hackers' comments sheet): the `GeometryReader` closure around the modifier
    /// reads the leading and trailing safe-area insets itself (`proxy.safeAreaInsets.leading`, `.trailing`), in its own
    /// `let`s or in the modified view, to lay the content out: it keeps its controls clear of the side bars by hand. (At most 8 closures up, 20,000 nodes read.)
    static func measuresSideInsets(_ node: Node) -> Bool {
        var closures = 0
        for a in node.ancestors {
            if a.kind == .funcDecl || a.kind == .typeDecl { return false }
            guard a.kind == .closure else { continue }
            closures += 1
            if closures > 8 { return false }
            guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                  call.calleeIs("GeometryReader") else { continue }
            // Where the content's layout is computed: the closure's own `let`s and the modified view itself.
            var roots: [Node] = node.modifierBase.map { [$0] } ?? []
            a.child(ofKind: .codeBlock)?.forEachStatement { st in if st.kind == .varDecl { roots.append(st) } }
            var leading = false, trailing = false
            var steps = 0
            for root in roots {
                root.walk { x in
                    steps += 1
                    if steps > 20_000 || (leading && trailing) { return false }
                    if x.kind == .memberAccess, x.nameIs("leading") || x.nameIs("trailing"),
                       x.firstChild?.memberChain?.last == "safeAreaInsets" {
                        if x.nameIs("leading") { leading = true } else { trailing = true }
                    }
                    return true
                }
            }
            return leading && trailing
        }
        return false
    }

    /// The custom types (capitalised constructor calls that are not SwiftUI's or Foundation's known types) whose
    /// arguments or trailing closures hold `node`, up to the enclosing declaration (at most 64 ancestors).
    static func hostTypes(_ node: Node) -> [String] {
        var out: [String] = []
        var child = node
        var steps = 0
        for a in node.ancestors {
            steps += 1
            if steps > 64 || a.kind == .funcDecl || a.kind == .typeDecl || a.kind == .varDecl { break }
            defer { child = a }
            guard a.kind == .call, a.firstChild != child, !a.isModifierCall, let typeNode = a.constructedTypeNameNode,
                  !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), let name = typeNode.name,
                  let first = name.unicodeScalars.first, first.properties.isUppercase, !out.contains(name) else { continue }
            out.append(name)
        }
        return out
    }

    static func message(_ control: String) -> String {
        "\(control) in content that ignores the safe area, under iPhone Duo's side bar; apply ignoresSafeArea to the background only."
    }

    // MARK: Edges and regions

    /// The modifier ignores the leading or trailing edge (no edges argument, `.all`, `.horizontal`, `.leading`,
    /// `.trailing`, or a set holding one) for regions that are not only `.keyboard`.
    static func ignoresSideEdges(_ node: Node, _ ctx: FileContext) -> Bool {
        let arguments = node.arguments.filter { !$0.isTrailingClosure }
        let edges: Node?
        if node.calleeIs("ignoresSafeArea") {
            if let regions = arguments.first(where: { $0.name == nil })?.value, isKeyboardOnly(regions, ctx) { return false }
            edges = arguments.first(where: { $0.nameIs("edges") })?.value
        } else {
            edges = arguments.first?.value
        }
        guard let e = edges else { return true }
        return includesSideEdge(e, ctx) ?? false
    }

    /// `.keyboard` or `[.keyboard]` (directly or through a name bound to one).
    static func isKeyboardOnly(_ e: Node, _ ctx: FileContext) -> Bool {
        let n = resolved(e, ctx)
        if n.kind == .memberAccess { return n.nameIs("keyboard") }
        if n.kind == .arrayLiteral {
            let elements = n.children
            return !elements.isEmpty && elements.allSatisfy { $0.kind == .memberAccess && $0.nameIs("keyboard") }
        }
        return false
    }

    /// Whether an `Edge.Set` value holds `.leading` or `.trailing`; nil when it cannot be told.
    static func includesSideEdge(_ e: Node, _ ctx: FileContext, depth: Int = 0) -> Bool? {
        guard depth < 8 else { return nil }
        let n = resolved(e, ctx)
        switch n.kind {
        case .ternary:
            // `isSearching ? .leading : .top`: a side edge when either branch is one.
            guard n.childCount == 3, let a = n.child(1), let b = n.child(2) else { return nil }
            let x = includesSideEdge(a, ctx, depth: depth + 1), y = includesSideEdge(b, ctx, depth: depth + 1)
            if x == true || y == true { return true }
            return x == false && y == false ? false : nil
        case .memberAccess:
            guard let name = n.name else { return nil }
            switch name {
            case "all", "horizontal", "leading", "trailing": return true
            case "top", "bottom", "vertical": return false
            default: return nil
            }
        case .arrayLiteral:
            var sawUnknown = false
            for element in n.children {
                switch includesSideEdge(element, ctx, depth: depth + 1) {
                case true?: return true
                case nil: sawUnknown = true
                case false?: break
                }
            }
            return sawUnknown ? nil : false
        case .call:
            // `Edge.Set([.top, .bottom])`, `Edge.Set(arrayLiteral: …)`
            guard let first = n.arguments.first(where: { !$0.isTrailingClosure })?.value else { return nil }
            return includesSideEdge(first, ctx, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The value a name stands for (locals, same-file constants, parameter defaults), else the expression itself.
    private static func resolved(_ e: Node, _ ctx: FileContext) -> Node {
        let n = e.unparenthesized
        guard n.kind == .identifier || (n.kind == .memberAccess && n.firstChild?.kind == .identifier && n.firstChild?.nameIs("self") == true),
              let (v, _) = ctx.analysis(NameResolution.self).values.value(of: n, sources: .placement) else { return n }
        return v.unparenthesized
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
}
