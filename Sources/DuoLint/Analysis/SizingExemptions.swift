/// Rules/fixed-width.md "does not trigger" (which `screen-size-literal` shares): places where a fixed size is
/// not a layout that fails to adapt — a small square graphic, a card in a horizontally scrolling row, the root of
/// a presentation the system sizes, decoration behind or over a view, a bitmap or a drawing, a motion offset, a
/// parameter's default value.
///
/// Asked about a sizing call (`.frame(…)`, `CGSize(…)`, `CGRect(…)`, `widthAnchor.constraint(…)`); everything is
/// read from the tree around it, within the file (a custom view used in a horizontal row in another file is not
/// followed).
public final class SizingExemptions: FileAnalysis {
    /// Why a fixed size is fine here (for tests and messages).
    public enum Reason: String, Sendable {
        case squareGraphic, horizontalScroll, presentationRoot, decoration, renderedImage, drawing, measurement,
             offset, parameterDefault, hint, placeholder
    }

    private let tree: SyntaxTree
    /// Types whose instances this file renders into an image (`ImageRenderer(content: ShareCard())`), and the nodes
    /// (a local's initializer, a same-type property's getter) whose view is rendered through a name
    /// (`let v = Badge().frame(width: 400); ImageRenderer(content: v)`, `ImageRenderer(content: shareCard)`).
    private lazy var rendered: (types: Set<String>, ranges: [(Int, Int)]) = {
        var types: Set<String> = []
        var ranges: [(Int, Int)] = []
        let values = BoundValues(tree: tree)
        let members = TypeMemberIndex(tree: tree)
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .call && !tree.isAbsent(Int32(raw)) {
            let call = Node(tree: tree, id: Int32(raw))
            guard call.calleeIs("ImageRenderer"), let content = call.argumentValue("content") else { continue }
            if let name = content.strippingModifiers.constructedTypeName { types.insert(name) }
            let root = content.strippingModifiers
            guard root.kind == .identifier || root.kind == .memberAccess else { continue }
            if let body = members.enclosingMembers(of: call)?.viewBody(referencedBy: root) {
                ranges.append((body.startOffset, body.endOffset))
            } else if let (v, _) = values.value(of: root, sources: [.locals]) {
                ranges.append((v.startOffset, v.endOffset))
            }
        }
        return (types, ranges)
    }()
    private var renderedTypes: Set<String> { rendered.types }

    /// Types this file presents as the root of popover content or of a context-menu preview, and the bodies of
    /// same-type view members used as such a root (`.popover { preview }`).
    private lazy var presented: (types: Set<String>, memberBodies: Set<Int32>) = {
        var out: Set<String> = []
        var bodies: Set<Int32> = []
        let members = TypeMemberIndex(tree: tree)
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .closure && !tree.isAbsent(Int32(raw)) {
            let closure = Node(tree: tree, id: Int32(raw))
            guard SizingExemptions.isPresentationContent(closure) else { continue }
            for root in SizingExemptions.rootViews(of: closure) {
                let view = root.strippingModifiers
                if let name = view.constructedTypeName { out.insert(name) }
                if let body = members.enclosingMembers(of: closure)?.viewBody(referencedBy: view) { bodies.insert(body.id) }
            }
        }
        return (out, bodies)
    }()
    private var presentedTypes: Set<String> { presented.types }

    public required init(tree: SyntaxTree) { self.tree = tree }

    /// The side of a square graphic at most this big is fine: the outer screen's safe width (VOCABULARY.md).
    public static let largestSquareGraphic = 382.0

    /// Why the sizing `call` is exempt, or nil. `constants` resolves same-file constants for the square test.
    public func exemption(for call: Node, _ constants: FileConstants) -> Reason? {
        if isSquareGraphic(call, constants) { return .squareGraphic }
        if isParameterDefault(call) { return .parameterDefault }
        if call.calleeIs("CGSize") && isOffset(call) { return .offset }
        if (call.calleeIs("CGSize") || call.calleeIs("CGRect")) && isDrawing(call) { return .drawing }
        if call.calleeIs("CGSize") && isMeasurement(call) { return .measurement }
        if call.calleeIs("frame") {
            let view = call.modifierBase?.strippingModifiers
            if let view, isDecoration(view) || isStyledShape(call) || isResizedImage(call),
               isInsideModifierContent(call, named: ["background", "overlay"]) || isDecorationMemberRoot(call) {
                return .decoration
            }
            if isPresentationRoot(call) { return .presentationRoot }
            if isSnapshotted(call) { return .renderedImage }
        }
        if isRenderedIntoImage(call) { return .renderedImage }
        if isInsideHorizontalScroll(call) { return .horizontalScroll }
        if call.calleeIs("CGSize") || call.calleeIs("CGRect") || call.calleeIs("init") {
            if let r = positionExemption(of: call) { return r }
        }
        return nil
    }

    /// Why a value (a literal, a geometry call) is exempt by where it goes: a presentation hint the system clamps, or
    /// a placeholder that Auto Layout replaces (Rules/fixed-width.md, *exempt*), or nil.
    public func positionExemption(of value: Node) -> Reason? {
        let p = LayoutFrames.valuePosition(of: value)
        guard let parent = p.parent else { return nil }
        switch parent.kind {
        case .binary:
            guard let op = LayoutContext.operatorText(parent), LayoutContext.assignmentOperators.contains(op),
                  parent.child(1) == p, let last = parent.firstChild?.memberChain?.last else { return nil }
            if SizingExemptions.isHintName(last) { return .hint }
            if last == "estimatedItemSize" { return .placeholder }
            // A popover's anchor: where the system points the popover it sizes (a sheet on iPhone).
            if last == "sourceRect" { return .hint }
            return nil
        case .argument:
            if let label = parent.name, SizingExemptions.isHintName(label) { return .hint }
            // `.frame(idealWidth:)` / `idealHeight:`: a preference the parent's proposal overrides, not a size (as
            // `fixed-width` and `screen-size-literal` read it; found on GOV.UK's grouped list, session 12).
            if parent.nameIs("idealWidth") || parent.nameIs("idealHeight"), let call = parent.parent, call.kind == .call,
               call.calleeName == "frame" {
                return .hint
            }
            if parent.nameIs("estimatedItemSize") { return .placeholder }
            // `UIStackView(frame: CGRect(…))`, `super.init(frame:)`, `UIWindow(frame:)`: Auto Layout or the scene
            // sizes the view.
            if parent.nameIs("frame"), let call = parent.parent, call.kind == .call, SizingExemptions.isViewInitializer(call) {
                return .placeholder
            }
            return nil
        case .initializer:
            guard let owner = parent.parent, owner.kind == .patternBinding, let name = owner.name else { return nil }
            return SizingExemptions.isHintName(name) ? .hint : nil
        case .codeBlock, .returnStmt:
            // `override var intrinsicContentSize: CGSize { CGSize(…) }`, `override var preferredContentSize: …`,
            // also returned from a branch of the getter.
            if parent.kind == .codeBlock {
                guard parent.statements.count == 1 else { return nil }
            }
            guard var owner = parent.enclosingScope else { return nil }
            if owner.kind == .accessor, let o = owner.parent { owner = o }
            guard owner.kind == .patternBinding, let name = owner.name else { return nil }
            if name == "intrinsicContentSize" { return .placeholder }
            return SizingExemptions.isHintName(name) ? .hint : nil
        default:
            return nil
        }
    }

    /// `preferredContentSize`, a name with the words `preferred` and `size` (`tagPickerPreferredSize`), and
    /// `UISplitViewController`'s column widths (`preferredPrimaryColumnWidth`, `minimumSupplementaryColumnWidth`, …).
    static func isHintName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        if words.contains("preferred") && words.contains("size") { return true }
        guard words.count >= 4, words.suffix(2) == ["column", "width"],
              ["preferred", "minimum", "maximum"].contains(words[0]),
              words[1] == "primary" || words[1] == "supplementary" else { return false }
        return true
    }

    /// A UIKit view (or window) initializer given a `frame:`: `UIView(frame:)`, `UIStackView(frame:)`, a custom
    /// view `CardView(frame:)`, `super.init(frame:)`, `self.init(frame:)`, `.init(frame:)`.
    static func isViewInitializer(_ call: Node) -> Bool {
        if call.constructsCapitalizedType { return true }
        guard let callee = call.firstChild, callee.kind == .memberAccess, callee.nameIs("init") else { return false }
        guard let base = callee.firstChild else { return true }
        return base.kind == .identifier && (base.nameIs("super") || base.nameIs("self"))
    }

    /// Whether `node` is (inside) the default value of a function or initializer parameter, or a memberwise default:
    /// the initial value of a `var` stored property of a struct with no initializer of its own
    /// (`var availableWidth: CGFloat = 320`). The call site decides either.
    public func isParameterDefault(_ node: Node) -> Bool {
        for a in node.ancestors {
            switch a.kind {
            case .initializer:
                if a.parent?.kind == .parameter { return true }
                if let binding = a.parent, binding.kind == .patternBinding { return SizingExemptions.isMemberwiseDefault(binding) }
            case .closure, .codeBlock, .typeDecl, .funcDecl:
                return false
            default:
                break
            }
        }
        return false
    }

    /// A `var` stored property of a struct that declares no `init`: its initial value is a memberwise default.
    static func isMemberwiseDefault(_ binding: Node) -> Bool {
        guard let decl = binding.parent, decl.kind == .varDecl, !decl.flags.contains(.isLet), !decl.flags.contains(.isStatic),
              binding.getterBody == nil, let block = decl.parentSkippingIfConfig, block.kind == .codeBlock,
              let type = block.parent, type.kind == .typeDecl, type.declKeyword == .struct else { return false }
        var hasInit = false
        block.forEachStatement { m in if m.kind == .funcDecl, m.nameIs("init") { hasInit = true } }
        return !hasInit
    }

    // MARK: The exemptions

    /// `.frame(width: N, height: N)` / `CGSize(width: N, height: N)` with N ≤ 382.
    private func isSquareGraphic(_ call: Node, _ constants: FileConstants) -> Bool {
        guard call.calleeIs("frame") || call.calleeIs("CGSize"),
              let w = call.argumentValue("width").flatMap({ LayoutContext.literalValue($0, constants) }),
              let h = call.argumentValue("height").flatMap({ LayoutContext.literalValue($0, constants) }) else { return false }
        return w == h && w <= SizingExemptions.largestSquareGraphic
    }

    /// A `CGSize` passed to `.offset(_:)` or stored for an offset (`dragOffset = CGSize(…)`,
    /// `@State var offset = CGSize(…)`), passed as an argument labelled `offset` (`.init(offset: CGSize(…))`), or
    /// bound to a local name that is used so (`let drag = CGSize(…); card.offset(drag)`).
    private func isOffset(_ size: Node, depth: Int = 0) -> Bool {
        var n = size
        for _ in 0..<8 {
            guard let p = n.parent else { return false }
            switch p.kind {
            case .argument:
                guard let call = p.parent, call.kind == .call else { return false }
                if let label = p.name, NameWords.split(label).contains("offset") { return true }
                return call.calleeIs("offset")
            case .initializer:
                guard let owner = p.parent, let name = owner.name else { return false }
                if NameWords.split(name).contains("offset") { return true }
                // A local name: offset when one of its uses is.
                guard depth == 0, owner.kind == .patternBinding, let scope = owner.enclosingScope else { return false }
                var found = false
                let after = owner.endOffset
                scope.walk { u in
                    if found { return false }
                    if u.kind == .identifier, u.startOffset > after, u.name == name, isOffset(u, depth: 1) { found = true }
                    return true
                }
                return found
            case .binary:
                guard p.child(1) == n, let op = LayoutContext.operatorText(p),
                      LayoutContext.assignmentOperators.contains(op), let last = p.firstChild?.memberChain?.last else { return false }
                return NameWords.split(last).contains("offset")
            case .tuple, .ternary, .postfixIfConfig:
                n = p
            default:
                return false
            }
        }
        return false
    }

    /// Drawing calls and their receivers' names: a rectangle drawn into a graphics context is not a view's size.
    static let drawingCalls: Set<String> = [
        "fill", "stroke", "draw", "addRect", "addEllipse", "fillEllipse", "strokeEllipse", "clip", "addRoundedRect",
        "addPath", "strokeLineSegments", "clear", "drawLinearGradient", "drawRadialGradient",
    ]

    /// A rectangle or size used for drawing: an argument of a context's drawing call (`context.fill(CGRect(…))`,
    /// `UIBezierPath(rect:)`), or written inside a renderer's drawing closure (`renderer.image { ctx in … }`,
    /// `Canvas { context, size in … }`) or a `draw(_:)` override.
    private func isDrawing(_ geometry: Node) -> Bool {
        if let arg = geometry.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call {
            if let name = call.calleeName, SizingExemptions.drawingCalls.contains(name), call.isModifierCall { return true }
            if call.calleeIs("UIBezierPath") || call.calleeIs("NSBezierPath") || call.calleeIs("Path") { return true }
        }
        for a in geometry.ancestors {
            if a.kind == .funcDecl { return a.nameIs("draw") }
            if a.kind == .typeDecl { return false }
            guard a.kind == .closure, let arg = a.parent, arg.kind == .argument, let call = arg.parent,
                  call.kind == .call else { continue }
            if call.calleeIs("Canvas") { return true }
            if call.isModifierCall, call.calleeIs("image") || call.calleeIs("pngData") || call.calleeIs("jpegData")
                || call.calleeIs("pdfData") || call.calleeIs("writePDF") {
                return true
            }
        }
        return false
    }

    /// Calls that measure content within a proposed size: the size bounds a measurement, it lays nothing out.
    static let measuringCalls: Set<String> = [
        "boundingRect", "sizeThatFits", "systemLayoutSizeFitting", "textRect", "size", "sizeToFit",
    ]

    /// `text.boundingRect(with: CGSize(width: 1000, height: 22), …)`, `view.sizeThatFits(CGSize(…))`.
    private func isMeasurement(_ size: Node) -> Bool {
        guard let arg = size.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              call.isModifierCall, let name = call.calleeName else { return false }
        if name == "size" { return arg.nameIs("thatFits") }
        return SizingExemptions.measuringCalls.contains(name)
    }

    /// Shapes, colours, gradients and images: decoration when drawn behind or over a view.
    static let decorationViews: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
        "ContainerRelativeShape", "Path", "Color", "LinearGradient", "RadialGradient", "AngularGradient",
        "EllipticalGradient", "MeshGradient", "Image", "AsyncImage",
    ]

    private func isDecoration(_ view: Node) -> Bool {
        switch view.kind {
        case .call:
            if let name = view.constructedTypeName, SizingExemptions.decorationViews.contains(name) { return true }
            // `Color.accentColor.opacity(0.2)` reaches here as `Color.accentColor`: a member of Color.
            return false
        case .memberAccess:
            // `Color.blue`, `.clear`, `.red.gradient`
            guard let chain = view.memberChain else { return false }
            return chain.first == "Color" || chain.first == ""
        case .identifier:
            return view.name.map { SizingExemptions.decorationViews.contains($0) } ?? false
        default:
            return false
        }
    }

    /// A view the chain fills or strokes is a shape (`KidneyShape().fill(.blue).frame(width: 300)`): only shapes
    /// have `.fill` and `.stroke`.
    private func isStyledShape(_ frame: Node) -> Bool {
        SizingExemptions.chainBelow(frame, calls: ["fill", "stroke", "strokeBorder"])
    }

    /// Whether a modifier below `frame` in its chain is one of `names` (at most 64 modifiers down; compared on the
    /// name's bytes, without making a String).
    static func chainBelow(_ frame: Node, calls names: [StaticString]) -> Bool {
        var n = frame.modifierBase
        var steps = 0
        while let m = n?.unparenthesized, m.isModifierCall, steps < 64 {
            steps += 1
            if names.contains(where: { m.calleeIs($0) }) { return true }
            n = m.modifierBase
        }
        return false
    }

    /// Modifiers that turn the view they end into a bitmap (`view.frame(width: 370).snapshot()`).
    static let snapshotModifiers: Set<String> = ["snapshot", "asImage", "asUIImage", "toImage", "renderAsImage", "renderedImage"]

    /// A frame in a chain that a later modifier renders into an image.
    private func isSnapshotted(_ frame: Node) -> Bool {
        for later in frame.appliedModifiers {
            if let name = later.calleeName, SizingExemptions.snapshotModifiers.contains(name) { return true }
        }
        return false
    }

    /// Whether `node` is inside the content (a closure or a view argument) of one of the modifiers `names`.
    private func isInsideModifierContent(_ node: Node, named names: Set<String>) -> Bool {
        for a in node.ancestors {
            if a.kind == .typeDecl || a.kind == .funcDecl { return false }
            guard a.kind == .argument, let call = a.parent, call.kind == .call, call.isModifierCall,
                  let name = call.calleeName, names.contains(name) else { continue }
            if a.nameIs("alignment") { continue }
            return true
        }
        return false
    }

    /// Narrowed on the session-11 reading (Hedvig's contract cards: `@ViewBuilder var background: some View { if let
    /// image { image.resizable().aspectRatio(contentMode: .fill).frame(minWidth: 400, minHeight: 400).blur(radius: 20)
    /// } … }`, used as `.background(background)`): the root of a same-type view member that the type uses only as the
    /// content of `.background(…)` / `.overlay(…)` is drawn there, as that content written in place is.
    private func isDecorationMemberRoot(_ frame: Node) -> Bool {
        guard !decorationMemberBodies.isEmpty, let (block, _) = SizingExemptions.rootBlock(of: frame) else { return false }
        return decorationMemberBodies.contains(block.id)
    }

    /// The bodies of same-type view members referenced as the content of `.background(…)` / `.overlay(…)` (its
    /// unlabelled argument or its closure's root) and nowhere else in the file.
    private lazy var decorationMemberBodies: Set<Int32> = {
        let members = TypeMemberIndex(tree: tree)
        var decorating: Set<Int32> = []
        var elsewhere: Set<Int32> = []
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .identifier && !tree.isAbsent(Int32(raw)) {
            let reference = Node(tree: tree, id: Int32(raw))
            guard let body = members.enclosingMembers(of: reference)?.viewBody(referencedBy: reference) else { continue }
            if SizingExemptions.isDecorationContent(reference) { decorating.insert(body.id) } else { elsewhere.insert(body.id) }
        }
        return decorating.subtracting(elsewhere)
    }()

    /// `.background(x)`, `.overlay(x)`, `.background { x }`: `x` is the whole content of a decorating modifier.
    static func isDecorationContent(_ reference: Node) -> Bool {
        var value = reference
        if let p = value.parent, p.kind == .call, p.firstChild == value { value = p }   // `decoration()`
        guard let parent = value.parent else { return false }
        let arg: Node
        if parent.kind == .argument {
            arg = parent
        } else if let block = parent.kind == .codeBlock ? parent : nil, block.statements.count == 1,
                  let closure = block.parent, closure.kind == .closure, let a = closure.parent, a.kind == .argument {
            arg = a
        } else {
            return false
        }
        guard arg.label == nil || arg.nameIs("content"), let call = arg.parent, call.kind == .call, call.firstChild != arg,
              call.isModifierCall, call.calleeIs("background") || call.calleeIs("overlay") else { return false }
        return true
    }

    /// A view resized as an image (`image.resizable()`): only `Image` has `resizable`.
    private func isResizedImage(_ frame: Node) -> Bool { SizingExemptions.chainBelow(frame, calls: ["resizable"]) }

    /// The root view of `.popover { }` content or of a `.contextMenu`'s `preview:` (also in an `if`/`switch`
    /// branch of it, or the `body` root of a type this file presents so): the presentation sizes it.
    private func isPresentationRoot(_ frame: Node) -> Bool {
        guard let (block, _) = SizingExemptions.rootBlock(of: frame) else { return false }
        if let closure = block.parent, closure.kind == .closure, SizingExemptions.isPresentationContent(closure) {
            return true
        }
        // `var body: some View { VStack { … }.frame(width: 500) }` of a type presented in a popover.
        if !presented.memberBodies.isEmpty, presented.memberBodies.contains(block.id) { return true }
        guard !presentedTypes.isEmpty, let binding = block.parent, binding.kind == .patternBinding || binding.kind == .accessor
        else { return false }
        let owner = binding.kind == .accessor ? binding.parent : binding
        guard let o = owner, o.kind == .patternBinding, o.nameIs("body"), let type = o.enclosingTypeDecl,
              let name = type.name else { return false }
        return presentedTypes.contains(name)
    }

    /// The code block whose top-level statement `node` belongs to (through its modifier chain, `return`, and the
    /// branches of `if`/`switch` statements), with that statement.
    static func rootBlock(of node: Node) -> (Node, Node)? {
        var top = node
        while let p = top.parent, (p.kind == .memberAccess && p.firstChild == top) || p.kind == .postfixIfConfig
                || (p.kind == .call && p.firstChild == top) {
            top = p
        }
        for _ in 0..<32 {
            guard var holder = top.parentSkippingIfConfig else { return nil }
            if holder.kind == .returnStmt {
                top = holder
                guard let h = holder.parentSkippingIfConfig else { return nil }
                holder = h
            }
            guard holder.kind == .codeBlock else { return nil }
            // A branch of an `if` / `switch` that is itself a top-level statement: go on from that statement.
            if let owner = holder.parent, owner.kind == .ifStmt {
                var stmt = owner
                while let p = stmt.parent, p.kind == .ifStmt { stmt = p }   // `else if`
                top = stmt
                continue
            }
            if let owner = holder.parent, owner.kind == .switchCase, let sw = owner.parentSkippingIfConfig,
               sw.kind == .switchStmt {
                top = sw
                continue
            }
            return (holder, top)
        }
        return nil
    }

    /// A closure that is popover content or a context menu's preview.
    static func isPresentationContent(_ closure: Node) -> Bool {
        guard let arg = closure.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              call.isModifierCall else { return false }
        if call.calleeIs("popover") { return !arg.nameIs("isPresented") && !arg.nameIs("item") }
        if call.calleeIs("contextMenu") { return arg.nameIs("preview") }
        return false
    }

    /// The root view expressions of a content closure (through `if`/`switch` branches).
    static func rootViews(of closure: Node) -> [Node] {
        var out: [Node] = []
        var stack: [Node] = closure.statements
        var steps = 0
        while let s = stack.popLast(), steps < 1_000 {
            steps += 1
            switch s.kind {
            case .ifStmt:
                for c in s.children where c.kind == .codeBlock || c.kind == .ifStmt {
                    if c.kind == .codeBlock { stack += c.statements } else { stack.append(c) }
                }
            case .switchStmt:
                for c in s.switchCases { if let b = c.child(ofKind: .codeBlock) { stack += b.statements } }
            case .returnStmt:
                if let v = s.firstChild { out.append(v) }
            case .call, .identifier, .memberAccess, .postfixIfConfig:
                out.append(s)
            default:
                break
            }
        }
        return out
    }

    /// Inside `ImageRenderer(content: …)`, or in the body of a type this file renders with one, or in a local or
    /// same-type property the file renders through its name.
    private func isRenderedIntoImage(_ node: Node) -> Bool {
        if !rendered.ranges.isEmpty {
            let at = node.startOffset
            if rendered.ranges.contains(where: { at >= $0.0 && at <= $0.1 }) { return true }
        }
        for a in node.ancestors {
            if a.kind == .argument, a.nameIs("content"), let call = a.parent, call.kind == .call,
               call.calleeIs("ImageRenderer") {
                return true
            }
            if a.kind == .typeDecl {
                guard let name = a.name else { return false }
                return !renderedTypes.isEmpty && renderedTypes.contains(name)
            }
        }
        return false
    }

    /// Inside the content of `ScrollView(.horizontal…)` (carousel cards), in this file.
    private func isInsideHorizontalScroll(_ node: Node) -> Bool {
        for a in node.ancestors {
            if a.kind == .typeDecl || a.kind == .funcDecl { return false }
            guard a.kind == .closure, let arg = a.parent, arg.kind == .argument, let call = arg.parent,
                  call.kind == .call, call.calleeIs("ScrollView"), !call.isModifierCall else { continue }
            if SizingExemptions.scrollsHorizontally(call) { return true }
        }
        return false
    }

    /// `ScrollView(.horizontal)`, `ScrollView([.horizontal])`, `ScrollView(axes: .horizontal, …)`.
    static func scrollsHorizontally(_ scrollView: Node) -> Bool {
        for a in scrollView.arguments where !a.isTrailingClosure && (a.label == nil || a.nameIs("axes")) {
            guard let v = a.value?.unparenthesized else { continue }
            if v.kind == .memberAccess, v.nameIs("horizontal") { return true }
            if v.kind == .arrayLiteral {
                let names = v.children.compactMap { $0.kind == .memberAccess ? $0.name : nil }
                if names.contains("horizontal") && !names.contains("vertical") { return true }
            }
        }
        return false
    }
}
