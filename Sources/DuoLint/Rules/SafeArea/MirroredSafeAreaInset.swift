/// `mirrored-safe-area-inset`: one side's safe-area inset given to both of two opposite sides, or to the opposite
/// side. iPhone Duo's safe area is asymmetric by design (the 84 pt vertical bar sits on one edge), so a mirrored inset
/// pads the empty edge and leaves the other covered.
///
/// Forms (Rules/mirrored-safe-area-inset.md): `.padding` / `.safeAreaPadding` with edges and a value; `UIEdgeInsets` / `EdgeInsets` /
/// `NSDirectionalEdgeInsets` (or `.init(top:left:bottom:right:)`) whose two horizontal or two vertical arguments are
/// the same side's inset or each the other's, or one of which is the opposite side's; and `….left = …safeAreaInsets
/// .right` (or another cross pair) on a `contentInset`, scroll indicator insets, `layoutMargins`,
/// `directionalLayoutMargins` or `additionalSafeAreaInsets`. A value that is one side's inset only along the other
/// axis (`.padding(.horizontal, insets.bottom)`) is not a mirror and is left alone.
public final class MirroredSafeAreaInset: Rule {
    public static let descriptor = RuleDescriptor(
        id: "mirrored-safe-area-inset", tier: 2, severity: .warning, category: .safeArea,
        summary: "One side's safe-area inset given to both opposite sides or to the other side; iPhone Duo's insets are asymmetric.")
    public static let interests: Set<NodeKind> = [.call, .binary]
    /// Every form reads `safeAreaInsets`.
    public static let requiredNames: Set<String> = ["safeAreaInsets"]

    typealias Sides = SafeAreaSides.Sides

    /// Inset properties whose sides are assigned one by one.
    static let insetProperties: Set<String> = [
        "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "horizontalScrollIndicatorInsets",
        "layoutMargins", "directionalLayoutMargins", "additionalSafeAreaInsets",
    ]
    static let insetTypes: Set<String> = ["UIEdgeInsets", "EdgeInsets", "NSDirectionalEdgeInsets"]

    private var analysis: SafeAreaSides?

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.kind == .binary {
            visitAssignment(node, ctx)
            return
        }
        if node.calleeIs("padding") || node.calleeIs("safeAreaPadding") {
            visitPadding(node, ctx)
        } else if let type = node.constructedTypeName, Self.insetTypes.contains(type) {
            visitInsets(node, ctx, type: type)
        } else if node.calleeIs("init"), let callee = node.firstChild, callee.kind == .memberAccess, callee.firstChild == nil {
            visitInsets(node, ctx, type: ".init")
        }
    }

    private func sides(_ expr: Node, _ ctx: FileContext) -> Sides? {
        let a = analysis ?? ctx.analysis(SafeAreaSides.self)
        analysis = a
        return a.sides(of: expr, ctx.analysis(FileConstants.self))
    }

    /// Whether giving a value that is the inset of `value` to every side in `slots` mirrors it: some slot gets only the
    /// opposite side's inset, or both sides of one axis get an inset of that axis.
    static func mirrors(_ value: Sides, into slots: Sides) -> Bool {
        for s in [Sides.left, .right, .top, .bottom] where slots.contains(s) {
            if !value.contains(s) && value.contains(s.opposite) { return true }
        }
        for axis in [Sides.horizontal, .vertical] where slots.isSuperset(of: axis) {
            if axis.isSuperset(of: value) { return true }
        }
        return false
    }

    // MARK: `.padding(edges, value)`

    private func visitPadding(_ node: Node, _ ctx: FileContext) {
        guard let callee = node.firstChild, callee.kind == .memberAccess else { return }
        let args = node.arguments.filter { !$0.isTrailingClosure }
        guard !args.isEmpty, args.count <= 2, args.allSatisfy({ $0.nameToken < 0 }) else { return }
        let slots: Sides
        let valueArg: Node
        if args.count == 2 {
            guard let edges = args[0].firstChild, let s = Self.edgeSet(edges), let v = args[1].firstChild else { return }
            slots = s
            valueArg = v
        } else {
            guard let v = args[0].firstChild, Self.edgeSet(v) == nil else { return }
            slots = .all
            valueArg = v
        }
        guard let value = sides(valueArg, ctx), Self.mirrors(value, into: slots) else { return }
        let name = callee.name ?? "padding"
        ctx.report(Self.descriptor, at: node,
                   ".\(name) gives \(Self.describe(value)) safe-area inset to the opposite edge; pad each edge by its own inset.")
    }

    /// `.horizontal`, `.all`, `.leading`, `Edge.Set.vertical`, `[.leading, .trailing]` → the sides; nil otherwise.
    static func edgeSet(_ e0: Node) -> Sides? {
        let e = e0.unparenthesized
        if e.kind == .arrayLiteral {
            var out: Sides = []
            for c in e.children {
                guard let s = edgeSet(c) else { return nil }
                out.formUnion(s)
            }
            return out
        }
        guard e.kind == .memberAccess, let name = e.name else { return nil }
        if let base = e.firstChild, !(base.memberChain?.first == "Edge") { return nil }
        switch name {
        case "all": return .all
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: return Sides.named(name)
        }
    }

    // MARK: Edge insets initialisers

    private func visitInsets(_ node: Node, _ ctx: FileContext, type: String) {
        var values: [(Sides, Node)] = []
        for arg in node.arguments {
            guard let label = arg.name, let side = Sides.named(label), let v = arg.firstChild else { continue }
            values.append((side, v))
        }
        guard values.count >= 2 else { return }
        // `.init(…)` only with the labels of an edge-insets initialiser.
        if type == ".init" {
            let labels = node.arguments.compactMap { $0.name }
            guard labels.count == 4, labels[0] == "top", labels[2] == "bottom",
                  (labels[1] == "left" && labels[3] == "right") || (labels[1] == "leading" && labels[3] == "trailing")
            else { return }
        }
        var given: [Sides: Sides] = [:]   // slot → the sides of its inset
        for (slot, v) in values {
            if let s = sides(v, ctx) { given[slot] = s }
        }
        guard !given.isEmpty else { return }
        // The axes on which the insets are mirrored.
        var hit: Sides = []
        for (slot, s) in given where !s.contains(slot) && s.contains(slot.opposite) { hit.formUnion(Self.axis(of: slot)) }
        for (a, b) in [(Sides.left, Sides.right), (.top, .bottom)] {
            if let sa = given[a], let sb = given[b], sa == sb, a.union(b).isSuperset(of: sa) { hit.formUnion(a.union(b)) }
        }
        // `tableView.contentInset = UIEdgeInsets(…)` on a view flipped along that axis: its sides are swapped.
        if let receiver = Self.insetReceiver(of: node) { hit.subtract(flippedAxes(receiver, ctx)) }
        guard !hit.isEmpty else { return }
        ctx.report(Self.descriptor, at: node,
                   "\(type == ".init" ? ".init" : type)(…) mirrors one side's safe-area inset onto the other side; give each side its own inset.")
    }

    // MARK: `contentInset.left = …safeAreaInsets.right`

    private func visitAssignment(_ node: Node, _ ctx: FileContext) {
        guard node.tree.token(node.nameToken, is: "="), let lhs = node.firstChild?.unparenthesized, let rhs = node.child(1),
              lhs.kind == .memberAccess, let slotName = lhs.name, let slot = Sides.named(slotName),
              let base = lhs.firstChild, let chain = base.memberChain, let property = chain.last,
              Self.insetProperties.contains(property) else { return }
        guard let value = sides(rhs, ctx), !value.contains(slot), value.contains(slot.opposite) else { return }
        // A view flipped along the slot's axis (`tableView.transform = CGAffineTransform(scaleX: 1, y: -1)`) has its
        // sides swapped: its bottom inset is the screen's top.
        if flippedAxes(Array(chain.dropLast()), ctx).isSuperset(of: Self.axis(of: slot)) { return }
        ctx.report(Self.descriptor, at: node,
                   "\(property).\(slotName) set from \(Self.describe(value)) safe-area inset; use the \(slotName) inset instead.")
    }

    // MARK: Flipped views

    /// The two sides of a side's axis.
    static func axis(of side: Sides) -> Sides {
        Sides.horizontal.contains(side) ? .horizontal : .vertical
    }

    /// `R` of `R.contentInset = UIEdgeInsets(…)` (the member chain of the view whose insets are set).
    static func insetReceiver(of call: Node) -> [String]? {
        guard let p = call.parent, p.kind == .binary, p.tree.token(p.nameToken, is: "="), p.child(1) == call,
              let lhs = p.firstChild, let chain = lhs.memberChain, let last = chain.last, insetProperties.contains(last)
        else { return nil }
        return Array(chain.dropLast())
    }

    private var flips: [[String]: Sides]?

    /// The axes along which the view named by `receiver` is flipped in this file: `R.transform =
    /// CGAffineTransform(scaleX: x, y: y)` (or `.init(scaleX:y:)`) flips the horizontal axis when `x < 0` and the
    /// vertical one when `y < 0`; `CGAffineTransform(rotationAngle: .pi)` flips both.
    private func flippedAxes(_ receiver: [String], _ ctx: FileContext) -> Sides {
        if flips == nil {
            var out: [[String]: Sides] = [:]
            let tree = ctx.tree
            let constants = ctx.analysis(FileConstants.self)
            for raw in tree.nodes.indices where tree.nodes[raw].kind == .binary && !tree.isAbsent(Int32(raw)) {
                let b = Node(tree: tree, id: Int32(raw))
                guard tree.token(b.nameToken, is: "="), let lhs = b.firstChild, lhs.kind == .memberAccess,
                      lhs.nameIs("transform"), let chain = lhs.memberChain, let t = b.child(1)?.unparenthesized,
                      t.kind == .call else { continue }
                var axes: Sides = []
                if let x = t.argumentValue("scaleX"), let v = constants.literalValue(x.unparenthesized) ?? Self.negated(x, constants), v < 0 {
                    axes.formUnion(.horizontal)
                }
                if let y = t.argumentValue("y"), t.argument("scaleX") != nil,
                   let v = constants.literalValue(y.unparenthesized) ?? Self.negated(y, constants), v < 0 {
                    axes.formUnion(.vertical)
                }
                if let a = t.argumentValue("rotationAngle"), HingeAngleFlow.isPi(a) { axes = .all }
                if !axes.isEmpty { out[Self.normalised(Array(chain.dropLast())), default: []].formUnion(axes) }
            }
            flips = out
        }
        return flips?[Self.normalised(receiver)] ?? []
    }

    /// `-1` parses as a prefix minus on `1`.
    private static func negated(_ n: Node, _ constants: FileConstants) -> Double? {
        let e = n.unparenthesized
        guard e.kind == .prefix, e.tree.token(e.nameToken, is: "-"), let c = e.firstChild,
              let v = constants.literalValue(c) else { return nil }
        return -v
    }

    /// `self.tableView` and `tableView` are one view.
    private static func normalised(_ chain: [String]) -> [String] {
        chain.first == "self" ? Array(chain.dropFirst()) : chain
    }

    /// "the trailing", "the leading", "one side's" (a `max`/`min` of two).
    static func describe(_ s: Sides) -> String {
        switch s {
        case .left: return "the leading"
        case .right: return "the trailing"
        case .top: return "the top"
        case .bottom: return "the bottom"
        default: return "one side's"
        }
    }
}
