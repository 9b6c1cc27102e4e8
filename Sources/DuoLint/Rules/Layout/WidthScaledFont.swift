/// `width-scaled-font`: a font whose size is computed from a width — the screen's, a window's, a view controller's
/// `view`, a `UIView`'s own bounds or a `GeometryProxy` — directly or through a name bound from one. On the inner
/// screen such text simply doubles: a stretched phone app.
public final class WidthScaledFont: Rule {
    public static let descriptor = RuleDescriptor(
        id: "width-scaled-font", tier: 2, severity: .warning, category: .layout,
        summary: "A font size computed from a screen, window, view or geometry width; text is stretched on the inner screen.")
    public static let interests: Set<NodeKind> = [.call]
    /// The font calls.
    public static let requiredNames: Set<String> = [
        "system", "custom", "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
        "monospacedDigitSystemFont", "UIFont", "withSize",
    ]

    static let systemFontCallees = NameSet(["systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
                                            "monospacedDigitSystemFont"])

    private var analysis: WidthSources?

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let size = Self.sizeArgument(of: node) else { return }
        let sources = analysis ?? WidthSources(ctx)
        analysis = sources
        guard !sources.isDrawingContext(node), let width = sources.widthRead(in: size) else { return }
        ctx.report(Self.descriptor, at: node,
                   "Font size scales with a width, so text is stretched on the inner screen; use a text style and Dynamic Type.",
                   related: width == size ? [] : [(width, "the width")])
    }

    /// The size argument of a font call: `.system(size:)`, `.custom(_:size:)` / `.custom(_:fixedSize:)`,
    /// `UIFont.systemFont(ofSize:)` and its bold, italic and monospaced forms, `UIFont(name:size:)`, `.withSize(_:)`.
    static func sizeArgument(of call: Node) -> Node? {
        if call.calleeIs("system") { return call.argumentValue("size") }
        if call.calleeIs("custom") { return call.argumentValue("size") ?? call.argumentValue("fixedSize") }
        if call.calleeIn(systemFontCallees) { return call.argumentValue("ofSize") }
        if call.calleeIs("withSize") {
            return call.arguments.first { $0.label == nil && !$0.isTrailingClosure }?.value
        }
        if call.calleeIs("UIFont"), call.constructedTypeName == "UIFont", call.argument("name") != nil {
            return call.argumentValue("size")
        }
        return nil
    }
}

/// The widths a font size must not be computed from (`width-scaled-font`), and the places where that is fine.
final class WidthSources {
    private let tree: SyntaxTree
    private let constants: FileConstants
    private let members: TypeMemberIndex
    /// Names bound from a width (`let w = proxy.size.width`).
    private lazy var widthFlow = DataFlow(tree: tree) { value, flow in self.mentionsWidth(value, flow) != nil }
    /// Names bound from a size, bounds or frame whose `.width` counts (`let size = proxy.size`).
    private lazy var sizeFlow = DataFlow(tree: tree) { value, _ in
        value.unparenthesized.kind == .memberAccess && self.isSizeChain(value.unparenthesized, allowBoundName: false)
    }

    init(_ ctx: FileContext) {
        tree = ctx.tree
        constants = ctx.analysis(FileConstants.self)
        members = ctx.analysis(TypeMemberIndex.self)
    }

    /// The width read that `expr` mentions (itself or a name bound from one), or nil: a size clamped between two
    /// literals is not one, nor a width bounded by a literal.
    func widthRead(in expr: Node) -> Node? { mentionsWidth(expr, widthFlow) }

    private func mentionsWidth(_ expr: Node, _ flow: DataFlow) -> Node? {
        var found: Node?
        var budget = 5_000
        expr.walk { n in
            if found != nil || budget <= 0 { return false }
            budget -= 1
            switch n.kind {
            case .closure, .stringLiteral:
                return false
            case .call:
                if isClamped(n) { return false }
            case .binary:
                guard let op = LayoutContext.operatorText(n) else { break }
                // A width compared (`bounds.width < 350 ? 13 : 15`) picks between sizes: it is no size.
                if LayoutContext.comparisonOperators.contains(op) { return false }
                // A ratio of widths (`frame.width / UIScreen.main.bounds.width`) does not grow with the screen.
                if op == "/", let rhs = n.child(1), mentionsWidth(rhs, flow) != nil { return false }
            case .memberAccess:
                if n.nameIs("width"), isWidthChain(n) {
                    found = n
                    return false
                }
            case .identifier:
                if let name = n.name, flow.isBound(name, at: n) {
                    found = n
                    return false
                }
            default:
                break
            }
            return true
        }
        return found
    }

    /// `min(max(x, a), b)` or `max(min(x, b), a)` with `a` and `b` literals (or same-file constants).
    private func isClamped(_ call: Node) -> Bool {
        let outerIsMin = call.calleeIs("min")
        guard outerIsMin || call.calleeIs("max"), call.firstChild?.kind == .identifier else { return false }
        let args = call.arguments.compactMap { $0.value }
        guard args.count == 2 else { return false }
        for (inner, bound) in [(args[0], args[1]), (args[1], args[0])] where constants.literalValue(bound) != nil {
            let i = inner.unparenthesized
            guard i.kind == .call, i.firstChild?.kind == .identifier, outerIsMin ? i.calleeIs("max") : i.calleeIs("min") else { continue }
            let innerArgs = i.arguments.compactMap { $0.value }
            if innerArgs.count == 2 && innerArgs.contains(where: { constants.literalValue($0) != nil }) { return true }
        }
        return false
    }

    /// A chain ending in `.width` through a member named `size`, `bounds` or `frame` (`frame(in:)`) of a screen, a
    /// window, a view controller's `view`, a `UIView`'s own bounds or a `GeometryProxy` — or a name bound from
    /// such a size (`size.width`). Not the callee of a call.
    func isWidthChain(_ width: Node) -> Bool {
        if let p = width.parent, p.kind == .call, p.firstChild == width { return false }
        guard let base = width.firstChild?.unparenthesized else { return false }
        return isSizeChain(base, allowBoundName: true)
    }

    /// `base` is `….size`, `….bounds`, `….frame`, `….frame(in:)` (also `….frame.size`, `….bounds.size`) of one of
    /// the owners, or (`allowBoundName`) a name bound from one.
    private func isSizeChain(_ base: Node, allowBoundName: Bool) -> Bool {
        if allowBoundName, base.kind == .identifier, let name = base.name, sizeFlow.isBound(name, at: base) { return true }
        guard let chain = base.memberChain, let last = chain.last,
              last == "size" || last == "bounds" || last == "frame" else { return false }
        guard let first = chain.firstIndex(where: { $0 == "size" || $0 == "bounds" || $0 == "frame" }) else { return false }
        let owner = Array(chain[..<first])
        guard !owner.contains("") else { return false }   // an implicit member
        if let lastOwner = owner.last {
            // a screen: `UIScreen.main.bounds`, `….screen.bounds`, `window.screen.bounds`
            if lastOwner == "screen" || lastOwner == "mainScreen" || owner.contains("UIScreen") { return true }
            // a window: `view.window?.bounds`, `UIApplication.shared.windows.first?.frame`, `keyWindow.bounds`
            if owner.contains(where: { NameWords.containsAny($0, ["window", "windows"]) }) { return true }
            // a view controller's view: `view.bounds`, `self.view.frame` in a view controller,
            // `navigationController?.view.bounds` anywhere
            if lastOwner == "view" {
                if owner.count >= 2, owner[owner.count - 2].lowercased().hasSuffix("controller") { return true }
                if owner.count == 1 || (owner.count == 2 && owner[0] == "self") {
                    if let decl = base.enclosingTypeDecl, UIKitTypeKinds.isViewController(decl) { return true }
                }
                return false
            }
        }
        // a UIView's own bounds or frame: `bounds.width`, `self.frame.width`
        if owner.isEmpty || owner == ["self"] {
            guard let decl = base.enclosingTypeDecl, UIKitTypeKinds.isUIView(decl) else { return false }
            return !setsOwnWidthToLiteral(decl)
        }
        // a GeometryProxy: `proxy.size.width`, `geometry.frame(in: .global).width`
        if owner.count == 1, let root = base.chainRoot?.identifier, let reader = geometryProxy(named: owner[0], at: root) {
            return !isBoundedByLiteral(reader) && !isSquare(reader)
        }
        return false
    }

    /// Where `name` (read at `use`) is a `GeometryProxy`: the parameter of a `GeometryReader` content closure, of
    /// an `onGeometryChange(for:of:action:)` `of:` closure, or a parameter or property declared `GeometryProxy`.
    /// The result is the node that bounds it: the `GeometryReader` call, or the declaration.
    private enum ProxyOrigin {
        case reader(Node)
        case declared
    }

    private func geometryProxy(named name: String, at use: Node) -> ProxyOrigin? {
        for a in use.ancestors {
            switch a.kind {
            case .closure:
                guard let sig = a.child(ofKind: .closureSignature) else { continue }
                var param: Node?
                sig.forEachChild(ofKind: .parameter) { p in if p.name == name { param = p } }
                guard let p = param else { continue }
                if p.typeAnnotation?.name == "GeometryProxy" { return .declared }
                guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call else { return nil }
                if call.calleeIs("GeometryReader") { return .reader(call) }
                if call.calleeIs("onGeometryChange") { return .declared }
                return nil
            case .funcDecl:
                var param: Node?
                a.forEachChild(ofKind: .parameter) { p in if p.name == name { param = p } }
                if let p = param { return p.typeAnnotation?.name == "GeometryProxy" ? .declared : nil }
            case .typeDecl:
                // a stored property `let proxy: GeometryProxy` (a subview given the reader's proxy)
                guard let block = a.memberBlock else { return nil }
                var declared = false
                block.forEachStatement { m in
                    guard m.kind == .varDecl else { return }
                    m.forEachChild(ofKind: .patternBinding) { b in
                        if b.name == name, b.typeAnnotation?.name == "GeometryProxy" { declared = true }
                    }
                }
                return declared ? .declared : nil
            default:
                continue
            }
        }
        return nil
    }

    /// A `GeometryReader` framed with a literal `width`/`maxWidth`, itself or the view whose `.overlay` /
    /// `.background` holds it (`Circle().frame(width: 60, height: 60).overlay { GeometryReader { … } }`).
    private func isBoundedByLiteral(_ origin: ProxyOrigin) -> Bool {
        guard case .reader(let reader) = origin else { return false }
        for m in reader.appliedModifiers where framesWidthWithLiteral(m) { return true }
        // The reader as the content of an overlay or background.
        var n = reader
        for m in reader.appliedModifiers { n = m }
        var holder: Node?
        if let p = n.parent {
            if p.kind == .codeBlock, let closure = p.parent, closure.kind == .closure, closure.statements.count == 1,
               let arg = closure.parent, arg.kind == .argument { holder = arg.parent }
            else if p.kind == .returnStmt, let block = p.parent, block.kind == .codeBlock, let closure = block.parent,
                    closure.kind == .closure, closure.statements.count == 1, let arg = closure.parent, arg.kind == .argument { holder = arg.parent }
            else if p.kind == .argument { holder = p.parent }
        }
        guard let h = holder, h.kind == .call, h.calleeIs("overlay") || h.calleeIs("background"),
              var base = h.modifierBase else { return false }
        var steps = 0
        while steps < 1_000 {
            steps += 1
            if base.kind == .call, framesWidthWithLiteral(base) { return true }
            guard base.isModifierCall, let next = base.modifierBase else { return false }
            base = next
        }
        return false
    }

    /// A `GeometryReader` made square — `.aspectRatio(1, …)` on it, or on or `.frame(width: s, height: s)` around its
    /// content — scales a glyph to its own box (an avatar's initials, an icon preview), whatever box its user gives.
    private func isSquare(_ origin: ProxyOrigin) -> Bool {
        guard case .reader(let reader) = origin else { return false }
        func squares(_ call: Node) -> Bool {
            guard call.kind == .call, call.isModifierCall else { return false }
            if call.calleeIs("aspectRatio"), let v = call.arguments.first(where: { $0.label == nil })?.value,
               v.numericValue == 1 { return true }
            if call.calleeIs("frame"), let w = call.argumentValue("width"), let h = call.argumentValue("height"),
               w.text == h.text { return true }
            return false
        }
        if reader.appliedModifiers.contains(where: squares) { return true }
        guard let content = reader.closureArguments.last else { return false }
        for stmt in content.statements {
            var n = stmt
            var steps = 0
            while steps < 1_000, n.isModifierCall {
                steps += 1
                if squares(n) { return true }
                guard let base = n.modifierBase else { break }
                n = base
            }
        }
        return false
    }

    /// `.frame(width: 60…)` or `.frame(maxWidth: 320…)` with a literal.
    private func framesWidthWithLiteral(_ call: Node) -> Bool {
        guard call.kind == .call, call.isModifierCall, call.calleeIs("frame") else { return false }
        for label in ["width", "maxWidth"] {
            if let v = call.arguments.first(where: { $0.label == label })?.value, constants.literalValue(v) != nil { return true }
        }
        return false
    }

    /// A `UIView` subclass that sets its own width to a literal: `widthAnchor.constraint(equalToConstant: 60)` on
    /// itself, or an `intrinsicContentSize` whose width is a literal.
    private func setsOwnWidthToLiteral(_ decl: Node) -> Bool {
        guard let name = decl.name else { return false }
        for d in members.declarations(of: name) {
            var found = false
            d.walk { n in
                if found { return false }
                if n.kind == .call, n.calleeIs("constraint"), let callee = n.firstChild, callee.kind == .memberAccess,
                   let chain = callee.firstChild?.memberChain, chain == ["widthAnchor"] || chain == ["self", "widthAnchor"],
                   let v = n.argumentValue("equalToConstant"), constants.literalValue(v) != nil {
                    found = true
                } else if n.kind == .patternBinding, n.nameIs("intrinsicContentSize"), let getter = n.getterBody {
                    getter.walk { g in
                        if g.kind == .call, g.calleeIs("CGSize"), let w = g.argumentValue("width"),
                           constants.literalValue(w) != nil { found = true }
                        return !found
                    }
                }
                return !found
            }
            if found { return true }
        }
        return false
    }

    /// Inside a drawing or bitmap context: a `Canvas { }`, an `ImageRenderer(…)`, a `UIGraphicsImageRenderer`'s
    /// `image`/`pngData`/`jpegData` closure, or a `draw(_:)` / `draw(in:)` override.
    func isDrawingContext(_ node: Node) -> Bool {
        for a in node.ancestors {
            switch a.kind {
            case .call:
                if a.calleeIs("Canvas") || a.calleeIs("ImageRenderer") { return true }
                if a.calleeIs("image") || a.calleeIs("pngData") || a.calleeIs("jpegData"),
                   let callee = a.firstChild, callee.kind == .memberAccess, let receiver = callee.firstChild {
                    let r = receiver.unparenthesized
                    if r.kind == .call, r.calleeIs("UIGraphicsImageRenderer") { return true }
                    if let chain = r.memberChain, let last = chain.last, NameWords.contains(last, word: "renderer") { return true }
                }
            case .funcDecl:
                if a.nameIs("draw") { return true }
            default:
                break
            }
        }
        return false
    }
}
