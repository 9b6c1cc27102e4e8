/// `bar-geometry-assumption`: layout computed from a system bar's frame — the tab bar, navigation bar or toolbar of
/// the app's containers, or the status bar frame. On iPhone Duo those bars share an 84 pt vertical bar on the side
/// everywhere but in the inner screen's portrait, so their heights say nothing about the content's insets.
public final class BarGeometryAssumption: Rule {
    public static let descriptor = RuleDescriptor(
        id: "bar-geometry-assumption", tier: 2, severity: .warning, category: .bars,
        summary: "Layout computed from a system bar's frame (tab bar, navigation bar, toolbar, status bar); the bars move to the side on iPhone Duo.")
    public static let interests: Set<NodeKind> = [.memberAccess, .identifier]
    /// The bar members.
    public static let requiredNames: Set<String> = ["tabBar", "navigationBar", "toolbar", "statusBarFrame"]

    static let barNames = NameSet(["tabBar", "navigationBar", "toolbar", "statusBarFrame"])
    /// Members of a bar's frame that are anchor points or hit tests, not geometry used as a value.
    static let anchorMembers: Set<String> = ["midX", "midY", "center", "contains", "intersects", "convert", "intersection"]
    /// Members read through a bar's frame or bounds that still are its geometry.
    static let geometryMembers: Set<String> = ["height", "width", "size", "maxY", "minY", "origin"]
    /// Members of a frame, size or point that are still geometry (read through a name bound from a read).
    static let componentMembers: Set<String> = ["height", "width", "size", "origin", "x", "y", "minX", "minY", "maxX", "maxY"]
    /// Assignment targets that place content (a component of one counts).
    static let placementTargets: Set<String> = [
        "frame", "center", "bounds", "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
        "additionalSafeAreaInsets",
    ]
    static let layoutCallees: Set<String> = [
        "padding", "offset", "frame", "position", "CGRect", "CGPoint", "CGSize", "UIEdgeInsets", "EdgeInsets",
        "NSDirectionalEdgeInsets",
    ]

    /// Per file: the type names whose declarations here read `toolbarVerticalEdge`.
    private var verticalEdgeReaders: Set<String>?

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.nameToken >= 0, Self.barNames.contains(token: node.nameToken, in: node.tree) else { return }
        let bar: Bar
        // `rootViewController()?.tabBar`: a method of the type whose declared return type (in any file) is the container.
        var method: (name: String, kind: String)?
        // `tabBar` / `self.tabBar` in a class whose container parent is declared further up (in any file).
        var subclassOf: (type: String, kind: String)?
        if let b = Self.systemBar(node) {
            bar = b
        } else if let (b, m) = Self.containerMethodBar(node) {
            bar = b
            method = (m, b.containerKind)
        } else if let (b, type) = Self.inheritedContainerBar(node) {
            bar = b
            subclassOf = (type, b.containerKind)
        } else {
            return
        }
        guard let read = Self.geometryRead(from: node, isFrame: bar == .statusBar), Self.isValueUse(read, depth: 0) else { return }
        if Self.isHitTestOnly(read, depth: 0) || Self.isInPresentationHint(node) { return }
        if let type = node.enclosingTypeDecl?.name, readsVerticalEdge(ctx).contains(type) { return }
        if bar != .statusBar, Self.isBarLocalLayout(bar: node, read: read) { return }
        let message = "Layout reads the \(bar.rawValue)'s frame, but on iPhone Duo the bars move to the side; use the safe area instead."
        if let method {
            guard let type = node.enclosingTypeDecl?.name else { return }
            ctx.report(Self.descriptor, at: node, when: .methodReturnsContainer(type: type, method: method.name, kind: method.kind), message)
        } else if let subclassOf {
            ctx.report(Self.descriptor, at: node, when: .inheritsContainer(type: subclassOf.type, kind: subclassOf.kind), message)
        } else {
            ctx.report(Self.descriptor, at: node, message)
        }
    }

    /// Narrowed on the session-9 reading (Delta's popover menu): a read inside the getter of a `preferredContentSize`
    /// (or `preferredContentSize =` value), a presentation hint the system clamps to the space it has, as
    /// `fixed-width` lists it (*fixed-width: exempt*).
    static func isInPresentationHint(_ node: Node) -> Bool {
        var steps = 0
        for a in node.ancestors {
            steps += 1
            if steps > 64 || a.kind == .typeDecl || a.kind == .funcDecl { return false }
            if a.kind == .patternBinding, a.nameIs("preferredContentSize") { return true }
            if a.kind == .binary, LayoutContext.operatorText(a) == "=", a.firstChild?.memberChain?.last == "preferredContentSize" {
                return true
            }
        }
        return false
    }

    /// `m()?.tabBar`, `self.m()!.navigationBar`, `m().toolbar`: a bar member of the result of a method `m` of the
    /// enclosing type (whose return type another file may declare); not the callee of a call, nor `statusBarFrame`.
    static func containerMethodBar(_ node: Node) -> (Bar, String)? {
        guard node.kind == .memberAccess, !node.nameIs("statusBarFrame"), var base = node.firstChild else { return nil }
        if let p = node.parent, p.kind == .call, p.firstChild == node { return nil }
        var steps = 0
        while steps < 8, base.kind == .optionalChain || base.kind == .forceUnwrap || base.unparenthesized != base {
            steps += 1
            if let c = base.kind == .optionalChain || base.kind == .forceUnwrap ? base.firstChild : base.unparenthesized { base = c } else { return nil }
        }
        guard base.kind == .call, let callee = base.firstChild else { return nil }
        let name: String?
        if callee.kind == .identifier {
            name = callee.name
        } else if callee.kind == .memberAccess, let b = callee.firstChild, b.kind == .identifier, b.nameIs("self") {
            name = callee.name
        } else {
            name = nil
        }
        guard let m = name else { return nil }
        let bar = Bar(containerMember: node)
        return (bar, m)
    }

    enum Bar: String {
        case tabBar = "tab bar"
        case navigationBar = "navigation bar"
        case toolbar = "toolbar"
        case statusBar = "status bar"

        /// The bar a container's member names (`tabBar`; `navigationBar`; `toolbar`, the rest); not `statusBarFrame`.
        init(containerMember node: Node) {
            self = node.nameIs("tabBar") ? .tabBar : node.nameIs("navigationBar") ? .navigationBar : .toolbar
        }

        /// The container the bar belongs to, as `ContainerMethods.kind(ofReturnType:)` spells it: `tab`, `nav`.
        var containerKind: String { self == .tabBar ? "tab" : "nav" }
    }

    /// The system bar `node` names: `tabBarController?.tabBar`, `navigationController?.navigationBar` /
    /// `.toolbar`, the same names on `self` or alone in a `UITabBarController` / `UINavigationController`
    /// subclass, and any `statusBarFrame`. Not the callee of a call (`.toolbar { }`).
    static func systemBar(_ node: Node) -> Bar? {
        if let p = node.parent, p.kind == .call, p.firstChild == node { return nil }
        if node.nameIs("statusBarFrame") { return .statusBar }
        let bar = Bar(containerMember: node)
        let controller = bar == .tabBar ? "tabBarController" : "navigationController"
        switch node.kind {
        case .identifier:
            // `if let navigationBar = navigationController?.navigationBar` (*data flow*)
            if let binding = IdiomTests.binding(of: node.name ?? "", before: node), let value = binding.initializerValue {
                if let chain = value.memberChain, chain.last == node.name, chain.contains(controller) { return bar }
                // `let tabBar = (vc as? MainTabBarController)?.tabBar`
                if value.kind == .memberAccess, value.name == node.name, let base = value.firstChild,
                   castsToContainer(base, bar) { return bar }
            }
        case .memberAccess:
            guard let base = node.firstChild else { return nil }
            // `(presenting as? MainTabBarController)?.tabBar`: a cast to a container class (found on PocketCasts).
            if castsToContainer(base, bar) { return bar }
            guard let chain = base.memberChain else { return nil }
            if chain.contains(controller) { return bar }
            // `if let tabBar = self.tabBarController { … tabBar.tabBar.bounds … }`: a name bound to the container
            // (found on Winston).
            if chain.count == 1, base.kind == .identifier, let name = base.name,
               let binding = IdiomTests.binding(of: name, before: node), let value = binding.initializerValue,
               let valueChain = value.memberChain, valueChain.last == controller {
                return bar
            }
            guard chain == ["self"] else { return nil }
        default:
            return nil
        }
        // `tabBar` / `self.tabBar` in the container's own subclass.
        guard let decl = node.enclosingTypeDecl else { return nil }
        let inContainer = bar == .tabBar ? UIKitTypeKinds.isTabBarController(decl) : UIKitTypeKinds.isNavigationController(decl)
        return inContainer ? bar : nil
    }

    /// `tabBar` / `self.tabBar` (or `navigationBar`, `toolbar`) alone in a class, or an extension, that is not a
    /// container by its own declaration: the bar and the type, for the cross-file question whether the type inherits
    /// from the container through other declared classes (Mammoth's `TabBarViewController`, three classes below
    /// `UITabBarController`).
    static func inheritedContainerBar(_ node: Node) -> (Bar, String)? {
        if let p = node.parent, p.kind == .call, p.firstChild == node { return nil }
        if node.nameIs("statusBarFrame") { return nil }
        switch node.kind {
        case .identifier:
            break
        case .memberAccess:
            guard let base = node.firstChild, base.kind == .identifier, base.nameIs("self") else { return nil }
        default:
            return nil
        }
        guard let decl = node.enclosingTypeDecl, let type = decl.name,
              decl.declKeyword == .class || decl.declKeyword == .extension else { return nil }
        let bar = Bar(containerMember: node)
        let direct = bar == .tabBar ? UIKitTypeKinds.isTabBarController(decl) : UIKitTypeKinds.isNavigationController(decl)
        guard !direct else { return nil }
        return (bar, type)
    }

    /// Whether `base` is a cast (`as?`, `as!`, `as`) to a class named like the bar's container (`…TabBarController`
    /// for the tab bar, `…NavigationController` for the navigation bar and the toolbar), as `UIKitTypeKinds` names them.
    static func castsToContainer(_ base: Node, _ bar: Bar) -> Bool {
        var n = base
        var steps = 0
        while steps < 16 {
            steps += 1
            if n.kind == .optionalChain || n.kind == .forceUnwrap, let c = n.firstChild { n = c; continue }
            let inner = n.unparenthesized
            if inner != n { n = inner; continue }
            if n.kind == .tuple, n.childCount == 1, let a = n.firstChild, a.kind == .argument, let c = a.firstChild { n = c; continue }
            break
        }
        guard n.kind == .cast, let type = n.children.first(where: { $0.kind == .typeRef })?.name else { return false }
        return type.hasSuffix(bar == .tabBar ? "TabBarController" : "NavigationController")
    }

    /// The geometry read through the bar: its `frame` or `bounds` (the status bar frame itself), with one of
    /// `height`, `width`, `size`, `maxY`, `minY`, `origin`, `origin.y`, `size.height` after it. Nil when the bar is
    /// not read that way (`isHidden`, `items`) or when the frame is used as an anchor or for a hit test.
    static func geometryRead(from bar: Node, isFrame: Bool) -> Node? {
        var n = bar
        if !isFrame {
            guard let p = outerMember(of: n), p.nameIs("frame") || p.nameIs("bounds") else { return nil }
            n = p
        }
        guard let next = outerMember(of: n) else { return n }
        let name = next.name ?? ""
        if anchorMembers.contains(name) { return nil }
        guard geometryMembers.contains(name) else { return nil }
        n = next
        if let last = outerMember(of: n) {
            let l = last.name ?? ""
            if anchorMembers.contains(l) { return nil }
            // `origin.y` / `origin.x`, `size.height` / `size.width`
            if name == "origin" && (l == "x" || l == "y") || name == "size" && (l == "height" || l == "width") { n = last }
        }
        return n
    }

    /// The member access of which `n` (through `?` / `!`) is the base.
    private static func outerMember(of n: Node) -> Node? {
        var x = n
        while let p = x.parent, (p.kind == .optionalChain || p.kind == .forceUnwrap) && p.firstChild == x { x = p }
        guard let p = x.parent, p.kind == .memberAccess, p.firstChild == x else { return nil }
        return p
    }

    /// Whether the read is used as a value: in arithmetic or a layout context, assigned to a placement, passed to a
    /// layout call, or bound to a name used so (up to three names deep).
    static func isValueUse(_ read: Node, depth: Int) -> Bool {
        var n = read
        var steps = 0
        while steps < 200, let p = n.parent {
            steps += 1
            switch p.kind {
            case .forceUnwrap, .optionalChain, .postfixIfConfig:
                n = p
            case .memberAccess:
                // a component of a bound read (`barBounds.height`, `frame.minY`); not an anchor point
                guard depth > 0, p.firstChild == n, let m = p.name, Self.componentMembers.contains(m) else { return false }
                n = p
            case .tuple:
                guard p.childCount == 1 else { return false }
                n = p
            case .prefix:
                guard p.tree.token(p.nameToken, is: "-") else { return false }
                n = p
            case .binary:
                guard let op = LayoutContext.operatorText(p) else { return false }
                if LayoutContext.arithmeticOperators.contains(op) { return true }
                if op == "??" { n = p; continue }
                if LayoutContext.comparisonOperators.contains(op) {
                    let other = p.firstChild == n ? p.child(1) : p.firstChild
                    return other?.numericValue != 0
                }
                if op == "=" || op == "+=" || op == "-=" {
                    guard p.child(1) == n, let lhs = p.firstChild else { return false }
                    if let chain = lhs.memberChain, let last = chain.last {
                        if chain.contains(where: { placementTargets.contains($0) }) { return true }
                        if last == "constant" && chain.count >= 2 { return true }
                        if LayoutContext.nameHasDimensionWord(last) { return true }
                    }
                    if lhs.kind == .identifier, let name = lhs.name { return usesAsValue(name, after: p, depth: depth) }
                    return false
                }
                return false
            case .argument:
                guard let holder = p.parent else { return false }
                if holder.kind == .tuple { n = holder; continue }
                guard holder.kind == .call, holder.firstChild != p, let name = holder.calleeName else { return false }
                if layoutCallees.contains(name) { return true }
                if name == "init", LayoutContext.isImplicitGeometryInit(holder) { return true }
                if LayoutContext.isConstraintConstant(argument: p, call: holder, calleeName: name) { return true }
                if LayoutContext.transparentCallees.contains(name) && p.label == nil { n = holder; continue }
                return false
            case .ternary:
                guard p.firstChild != n else { return false }
                n = p
            case .initializer:
                guard let owner = p.parent, let name = owner.name else { return false }
                if LayoutContext.nameHasDimensionWord(name) { return true }
                guard owner.kind == .patternBinding || owner.kind == .optionalBinding else { return false }
                return usesAsValue(name, after: owner, depth: depth)
            case .codeBlock, .returnStmt:
                // `var tabBarHeight: CGFloat { tabBarController?.tabBar.frame.height ?? 49 }`, a `return` from a getter or
                // function named with `width` / `height` (`static func statusBarHeight(in:) -> CGFloat`)
                if p.kind == .codeBlock && p.childCount != 1 { return false }
                guard let scope = p.enclosingScope else { return false }
                var owner = scope
                if owner.kind == .accessor, let o = owner.parent { owner = o }
                guard owner.kind == .patternBinding || owner.kind == .funcDecl, let name = owner.name else { return false }
                return LayoutContext.nameHasDimensionWord(name)
            default:
                return false
            }
        }
        return false
    }

    /// Whether a local `name`, bound at `site`, is read as a value later in its block (*data flow*).
    private static func usesAsValue(_ name: String, after site: Node, depth: Int) -> Bool {
        guard depth < 3, let scope = visibility(of: site) else { return false }
        var found = false
        let from = site.lastToken
        scope.walk { n in
            if found { return false }
            if n.lastToken < from { return false }
            if n.kind == .identifier, n.firstToken > from, n.name == name, isValueUse(n, depth: depth + 1) { found = true }
            return true
        }
        return found
    }

    // MARK: Hit tests

    /// Calls that derive a rect or point from the read and keep it a hit-test region (`divided(atDistance:from:)`,
    /// then `.slice` / `.remainder`).
    static let regionCallees: Set<String> = ["divided", "insetBy", "offsetBy", "CGRect", "CGPoint", "CGSize", "standardized"]
    static let regionMembers: Set<String> = ["slice", "remainder"]
    static let hitTests: Set<String> = ["contains", "intersects"]

    /// Whether the read's value goes only into hit tests: through arithmetic, `??`, the calls of `regionCallees` and
    /// local names (every later use, up to three names deep), it ends as the receiver or an argument of `contains(_:)`
    /// / `intersects(_:)` (`let w = navigationBar.bounds.width / 4; let left = navigationBar.bounds.divided(atDistance:
    /// w, from: .minXEdge).slice; if left.contains(point) { … }`: a hit test on the bar, not layout).
    static func isHitTestOnly(_ read: Node, depth: Int) -> Bool {
        var n = read
        var steps = 0
        while steps < 200, let p = n.parent {
            steps += 1
            switch p.kind {
            case .forceUnwrap, .optionalChain:
                n = p
            case .tuple:
                guard p.childCount == 1 else { return false }
                n = p
            case .prefix:
                guard p.tree.token(p.nameToken, is: "-") else { return false }
                n = p
            case .binary:
                guard let op = LayoutContext.operatorText(p),
                      LayoutContext.arithmeticOperators.contains(op) || op == "??" else { return false }
                n = p
            case .memberAccess:
                guard p.firstChild == n, let m = p.name else { return false }
                if let call = p.parent, call.kind == .call, call.firstChild == p {
                    if hitTests.contains(m) { return true }
                    guard regionCallees.contains(m) else { return false }
                    n = call
                } else {
                    guard regionMembers.contains(m) || componentMembers.contains(m) else { return false }
                    n = p
                }
            case .argument:
                guard let holder = p.parent else { return false }
                if holder.kind == .tuple { n = holder; continue }
                guard holder.kind == .call, holder.firstChild != p, let name = holder.calleeName else { return false }
                if hitTests.contains(name) { return true }
                guard regionCallees.contains(name) else { return false }
                n = holder
            case .initializer:
                guard let owner = p.parent, owner.kind == .patternBinding || owner.kind == .optionalBinding,
                      let name = owner.name else { return false }
                return onlyHitTests(name, after: owner, depth: depth)
            default:
                return false
            }
        }
        return false
    }

    /// Whether every later use of the local `name`, bound at `site`, goes only into hit tests (and there is one).
    private static func onlyHitTests(_ name: String, after site: Node, depth: Int) -> Bool {
        guard depth < 3, let scope = visibility(of: site) else { return false }
        var uses = 0
        var ok = true
        let from = site.lastToken
        scope.walk { n in
            if !ok || n.lastToken < from { return false }
            if n.kind == .identifier, n.firstToken > from, n.name == name {
                uses += 1
                if !isHitTestOnly(n, depth: depth + 1) { ok = false }
            }
            return true
        }
        return ok && uses > 0
    }

    // MARK: Bar-local layout

    /// Bar-local layout: a read of the bar's own `bounds` whose value only sets the `frame` of a view inside that bar
    /// (added to it with `addSubview` / `insertSubview` in the same function, or taken from it with `value(forKey:)` /
    /// `subviews`), with the rect's width from the bar's bounds, literals or the view's own size. Such a view lives in
    /// the bar and moves with it (`progressView.frame = CGRect(x: 0, y: b.height - 2, width: b.width, height: 2)`).
    static func isBarLocalLayout(bar: Node, read: Node) -> Bool {
        guard let bounds = outerMember(of: bar), bounds.nameIs("bounds"), let barName = bar.name else { return false }
        let barChain = Set(bar.memberChain ?? [barName])
        var top = read
        var steps = 0
        while steps < 64, let p = top.parent {
            steps += 1
            if p.kind == .optionalChain || p.kind == .forceUnwrap || p.kind == .tuple && p.childCount == 1 { top = p; continue }
            if p.kind == .binary, p.firstChild == top, LayoutContext.operatorText(p) == "??" { top = p; continue }
            break
        }
        // `let b = navigationController?.navigationBar.bounds ?? .zero`: every later use of `b` must be bar-local.
        if let ini = top.parent, ini.kind == .initializer, let owner = ini.parent, owner.kind == .patternBinding,
           let name = owner.name {
            return everyUseIsBarLocal(owner, name, barName: barName, allowed: barChain.union([name]))
        }
        // `let newFrame = CGRect(x: …, width: bar.bounds.width, height: bar.bounds.height - y)`, then only
        // `backgroundView.frame = newFrame` for views inside the bar (found on Aidoku).
        var operand = top
        while let p = operand.parent, p.kind == .binary, ["-", "+", "*", "/"].contains(LayoutContext.operatorText(p) ?? ""),
              steps < 80 {
            steps += 1
            operand = p
        }
        if let arg = operand.parent, arg.kind == .argument, let rect = arg.parent, rect.kind == .call,
           rect.calleeName == "CGRect", let ini = rect.parent, ini.kind == .initializer, let owner = ini.parent,
           owner.kind == .patternBinding, let name = owner.name {
            guard extentsFromBar(rect, names: barChain.union(["self"])) else { return false }
            return everyUseIsBarLocal(owner, name, barName: barName, allowed: barChain.union([name]))
        }
        return inBarLocalFrame(read, barName: barName, allowed: barChain)
    }

    /// Every use of the local `name` bound by `binding` after it sets the frame of a view inside the bar.
    private static func everyUseIsBarLocal(_ binding: Node, _ name: String, barName: String, allowed: Set<String>) -> Bool {
        guard let block = binding.ancestors.first(where: { $0.kind == .codeBlock }) else { return false }
        var uses = 0
        var ok = true
        let from = binding.lastToken
        block.walk { n in
            if !ok || n.lastToken <= from { return false }
            if n.kind == .identifier, n.firstToken > from, n.name == name {
                uses += 1
                if !inBarLocalFrame(n, barName: barName, allowed: allowed) { ok = false }
            }
            return true
        }
        return ok && uses > 0
    }

    /// A `CGRect`'s horizontal extent (`width:` / `size:`) names only `names`, types, callees and literals.
    private static func extentsFromBar(_ rect: Node, names: Set<String>) -> Bool {
        namesOnly([rect.argument("width"), rect.argument("size")].compactMap { $0?.firstChild }, names)
    }

    /// Every identifier in `extents` is one of `names`, a type or a callee (`max(…)`).
    private static func namesOnly(_ extents: [Node], _ names: Set<String>) -> Bool {
        for e in extents {
            var foreign = false
            e.walk { x in
                if foreign { return false }
                if x.kind == .identifier, let name = x.name, !names.contains(name), name.first?.isUppercase != true {
                    if let p = x.parent, p.kind == .call, p.firstChild == x { return true }   // `max(…)`
                    foreign = true
                }
                return true
            }
            if foreign { return false }
        }
        return true
    }

    /// Whether `use` is on the right of `v.frame = …` where `v` is a view inside the bar named `barName`, and the
    /// rect's width (a `CGRect`'s `width:` / `size:`, else the whole value) names only `allowed`, `v`, types, callees
    /// and literals.
    private static func inBarLocalFrame(_ use: Node, barName: String, allowed: Set<String>) -> Bool {
        var n = use
        var assignment: Node?
        var steps = 0
        while steps < 64, let p = n.parent {
            steps += 1
            if p.kind == .codeBlock || p.kind == .closure { return false }
            if p.kind == .binary, LayoutContext.operatorText(p) == "=" {
                guard p.child(1) == n else { return false }
                assignment = p
                break
            }
            n = p
        }
        guard let assignment, let lhs = assignment.firstChild, let value = assignment.child(1),
              lhs.kind == .memberAccess, lhs.nameIs("frame") else { return false }
        let chain = lhs.memberChain ?? []
        let owner: String
        if chain.count == 2 { owner = chain[0] } else if chain.count == 3 && chain[0] == "self" { owner = chain[1] }
        else if takenFromBar(lhs, barName: barName) { owner = "" }   // `(bar.value(forKey: "_backgroundView") as? UIView)?.frame`
        else { return false }
        guard owner.isEmpty || isInsideBar(owner, barName: barName, at: assignment) else { return false }
        // The horizontal extent must not come from another view.
        let rect = value.unparenthesized
        var extents: [Node] = [rect]
        if rect.kind == .call, rect.calleeName == "CGRect" {
            extents = [rect.argument("width"), rect.argument("size")].compactMap { $0?.firstChild }
        }
        return namesOnly(extents, allowed.union([owner, "self"]))
    }

    /// Whether the frame's owner is taken from the bar in place: `(bar.value(forKey: "_backgroundView") as? UIView)?`,
    /// `bar.subviews.first?`.
    private static func takenFromBar(_ frameAccess: Node, barName: String) -> Bool {
        guard let base = frameAccess.firstChild else { return false }
        var found = false
        var steps = 0
        base.walk { y in
            steps += 1
            if found || steps > 1_000 { return false }
            if y.kind == .memberAccess, y.nameIs("subviews") || y.nameIs("value"),
               let b = y.firstChild, b.memberChain?.last == barName { found = true }
            return !found
        }
        return found
    }

    /// Whether the view named `view` is inside the bar: `<bar>.addSubview(view)` / `<bar>.insertSubview(view, …)` in the
    /// function around `site`, or a local bound from the bar's `value(forKey:)` or `subviews`.
    private static func isInsideBar(_ view: String, barName: String, at site: Node) -> Bool {
        guard let scope = site.enclosingScope else { return false }
        var added = false
        scope.walk { x in
            if added { return false }
            // `let v = bar.value(forKey: "_backgroundView") as? UIView`, `guard let v = bar.subviews.first`
            if x.kind == .patternBinding || x.kind == .optionalBinding, x.name == view, x.lastToken < site.firstToken,
               let value = x.initializerValue {
                value.walk { y in
                    if added { return false }
                    if y.kind == .memberAccess, y.nameIs("subviews") || y.nameIs("value"),
                       let base = y.firstChild, base.memberChain?.contains(barName) == true { added = true }
                    return true
                }
                return !added
            }
            if x.kind == .call, let callee = x.firstChild, callee.kind == .memberAccess,
               callee.nameIs("addSubview") || callee.nameIs("insertSubview"),
               callee.firstChild?.memberChain?.last == barName,
               let arg = x.arguments.first?.firstChild, let c = arg.memberChain,
               c == [view] || c == ["self", view] {
                added = true
            }
            return true
        }
        return added
    }

    /// The block a binding or assignment is visible in.
    private static func visibility(of site: Node) -> Node? {
        for a in site.ancestors where a.kind == .codeBlock { return a }
        return nil
    }

    /// The types of this file whose declarations read `toolbarVerticalEdge` (they handle the side bar).
    private func readsVerticalEdge(_ ctx: FileContext) -> Set<String> {
        if let known = verticalEdgeReaders { return known }
        var out: Set<String> = []
        let tree = ctx.tree
        var tokens: [Int32] = []
        for i in tree.tokens.indices where tree.tokens[i].length == 19 && tree.token(Int32(i), is: "toolbarVerticalEdge") {
            tokens.append(Int32(i))
        }
        if !tokens.isEmpty {
            for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl {
                let r = tree.nodes[raw]
                if tokens.contains(where: { $0 >= r.firstToken && $0 <= r.lastToken }),
                   let name = Node(tree: tree, id: Int32(raw)).name { out.insert(name) }
            }
        }
        verticalEdgeReaders = out
        return out
    }
}
