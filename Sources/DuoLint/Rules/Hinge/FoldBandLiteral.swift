/// `fold-band-literal`: a fold/hinge band written as a constant (`private let hingeGap: CGFloat = 40`,
/// `static let foldAvoidanceBand = 27.0`). The division region's width when folded is not published and is 0 when
/// flat: it has to be read from the region at layout time.
///
/// A variable, constant or property initialised to (or assigned) a non-zero numeric literal, whose name contains the
/// word fold, hinge, crease or seam (or their plural and -ed / -ing forms) and either a size word (`width`, `gap`,
/// `gutter`, `band`, `margin`, `inset`, `padding`, `spacing`, `clearance`, `avoidance`, `thickness`, `size`), or
/// whose value is used in a *layout context* or as a stack or grid `spacing:` — one that reaches a view's geometry
/// (`reachesViewGeometry`: arithmetic that only names a dimension and ends in a gradient stop does not). Reported at
/// the literal, once per declaration or assignment. Not: `0`, names that also hold an effect or timing word, parameter defaults, and a
/// literal that `screen-size-literal` reports (when that rule runs: *one problem, one finding*).
public final class FoldBandLiteral: Rule {
    public static let descriptor = RuleDescriptor(
        id: "fold-band-literal", tier: 2, severity: .warning, category: .hinge,
        summary: "A fold or hinge band written as a constant (hingeGap = 40); the folded division width is unpublished, read the region.")
    public static let interests: Set<NodeKind> = [.patternBinding, .binary]

    static let hingeWords: Set<String> = [
        "fold", "folds", "folded", "folding", "hinge", "hinges", "crease", "creases", "seam", "seams",
    ]
    static let sizeWords: Set<String> = [
        "width", "gap", "gutter", "band", "margin", "inset", "padding", "spacing", "clearance", "avoidance",
        "thickness", "size", "widths", "gaps", "gutters", "bands", "margins", "insets", "paddings", "sizes",
    ]
    static let effectWords: Set<String> = [
        "angle", "degrees", "radians", "threshold", "duration", "delay", "opacity", "progress", "bend", "scale",
        "count", "damping", "bounce", "velocity", "angles", "thresholds", "durations", "delays",
    ]

    private struct Candidate {
        let name: String
        let literal: Node
        /// The name has a size word: reported without looking at the uses.
        let sized: Bool
        /// For a local, the block its uses are in; nil for a property or a file-level constant.
        let scope: Node?
    }

    private var candidates: [Candidate] = []

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard HingeAsHalfWidth.nameMayHaveHingeWord(node.kind == .binary ? (node.firstChild ?? node) : node) else { return }
        let name: String
        let value: Node
        var scope: Node?
        if node.kind == .patternBinding {
            guard let n = node.name else { return }
            if let v = node.initializerValue {
                value = v
            } else if let body = node.getterBody, let v = HingeAsHalfWidth.returnedValues(body).first,
                      HingeAsHalfWidth.returnedValues(body).count == 1 {
                value = v
            } else {
                return
            }
            name = n
            if let decl = node.parent, let block = decl.parentSkippingIfConfig, block.kind == .codeBlock,
               let owner = block.parent, owner.kind != .typeDecl {
                scope = block
            }
        } else {
            guard node.tree.token(node.nameToken, is: "="), let lhs = node.firstChild?.unparenthesized,
                  lhs.kind == .identifier || lhs.kind == .memberAccess, let n = lhs.name, let v = node.child(1) else { return }
            name = n
            value = v
        }
        let words = NameWords.split(name)
        guard words.contains(where: { Self.hingeWords.contains($0) }),
              !words.contains(where: { Self.effectWords.contains($0) }),
              let literal = Self.nonZeroLiteral(value) else { return }
        let sized = words.contains { Self.sizeWords.contains($0) }
        candidates.append(Candidate(name: name, literal: literal, sized: sized, scope: scope))
    }

    public func finish(_ ctx: FileContext) {
        guard !candidates.isEmpty else { return }
        let checksScreenSizes = ctx.options.enabledRules.contains(ScreenSizeLiteral.descriptor.id)
        // The uses of the names that need them, in one pass over the file's names.
        var wanted: Set<String> = []
        for c in candidates where !c.sized || checksScreenSizes && Self.isScreenDimension(c.literal) {
            wanted.insert(c.name)
        }
        var uses: [String: [Node]] = [:]
        if !wanted.isEmpty {
            let names = NameSet(wanted)
            let tree = ctx.tree
            for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
                let k = tree.nodes[raw].kind
                guard k == .identifier || k == .memberAccess else { continue }
                let n = Node(tree: tree, id: Int32(raw))
                guard n.nameIn(names), let name = n.name, !Self.isDeclarationOrTarget(n) else { continue }
                uses[name, default: []].append(n)
            }
        }
        var screenSizes: ScreenSizeLiteral?
        for c in candidates {
            let mine = (uses[c.name] ?? []).filter { u in
                guard let s = c.scope else { return true }
                return u.firstToken >= s.firstToken && u.lastToken <= s.lastToken
            }
            if !c.sized {
                guard mine.contains(where: { Self.reachesViewGeometry($0, hops: 1) }) else { continue }
            }
            if checksScreenSizes && Self.isScreenDimension(c.literal) {
                let ssl = screenSizes ?? ScreenSizeLiteral()
                screenSizes = ssl
                if ssl.reportedValue(c.literal, ctx) != nil { continue }
                if mine.contains(where: { ssl.reportedValue($0, ctx) != nil }) { continue }
            }
            ctx.report(Self.descriptor, at: c.literal,
                       "\(c.name) hard-codes the fold band, whose folded width is unpublished (0 when flat); read the division region instead.")
        }
    }

    /// A non-zero numeric literal, also signed, parenthesised, converted (`CGFloat(40)`) or cast (`40 as CGFloat`).
    static func nonZeroLiteral(_ v0: Node) -> Node? {
        var v = v0.unparenthesized
        for _ in 0..<4 {
            switch v.kind {
            case .integerLiteral, .floatLiteral:
                guard let x = v.numericValue, x != 0 else { return nil }
                return v
            case .prefix:
                guard v.tree.token(v.nameToken, is: "-") || v.tree.token(v.nameToken, is: "+"), let c = v.firstChild
                else { return nil }
                v = c.unparenthesized
            case .cast:
                guard let c = v.firstChild else { return nil }
                v = c.unparenthesized
            case .call:
                guard let name = v.calleeName, ["CGFloat", "Double", "Float", "Int"].contains(name), v.childCount == 2,
                      let arg = v.child(1), arg.kind == .argument, arg.nameToken < 0, let c = arg.firstChild else { return nil }
                v = c.unparenthesized
            default:
                return nil
            }
        }
        return nil
    }

    static func isScreenDimension(_ literal: Node) -> Bool {
        literal.numericValue.map { ScreenSizeLiteral.screenDimensions.contains($0) } ?? false
    }

    /// A name node that does not read the value: the target of an assignment.
    static func isDeclarationOrTarget(_ n: Node) -> Bool {
        guard let p = n.parent else { return false }
        return p.kind == .binary && p.firstChild == n
            && LayoutContext.assignmentOperators.contains(LayoutContext.operatorText(p) ?? "")
    }

    /// Whether the value read at `use` reaches a view's geometry — VOCABULARY.md's *layout context* where it sizes or places
    /// a view: an argument of `frame`, `padding`, `offset`, `position`, `CGRect`, `CGSize`, `CGPoint` or an edge-insets
    /// initialiser, a constraint constant, a stack or grid `spacing:`, a value assigned to a `frame`/`bounds` member,
    /// a `….spacing` or a name with the word width or height, or the initializer of such a name — reached through
    /// signs, parentheses, arithmetic, `??`, `?:` branches and `min`/`max`-style calls, and (`hops` times) through a
    /// local name bound from it (*data flow*). Arithmetic that merely names a dimension and ends elsewhere (a
    /// gradient stop, an animation progress) does not count: such a value lays nothing out.
    static func reachesViewGeometry(_ use: Node, hops: Int) -> Bool {
        var n = use
        for _ in 0..<32 {
            guard let p = n.parent else { return false }
            switch p.kind {
            case .prefix:
                guard p.tree.token(p.nameToken, is: "-") || p.tree.token(p.nameToken, is: "+") else { return false }
                n = p
            case .ternary:
                if p.firstChild == n { return false }
                n = p
            case .tuple:
                guard p.childCount == 1 else { return false }
                n = p
            case .binary:
                guard let op = LayoutContext.operatorText(p) else { return false }
                if LayoutContext.assignmentOperators.contains(op) {
                    guard p.child(1) == n, let lhs = p.firstChild else { return false }
                    if lhs.kind == .memberAccess, lhs.nameIs("spacing") { return true }
                    return LayoutContext.isDimensionTarget(lhs)
                }
                if op == "??" { guard p.child(1) == n else { return false } } else {
                    guard LayoutContext.arithmeticOperators.contains(op) else { return false }
                }
                n = p
            case .argument:
                if let holder = p.parent, holder.kind == .tuple { n = holder; continue }
                guard let call = p.parent, call.kind == .call, call.firstChild != p, let callee = call.calleeName else {
                    return false
                }
                if p.nameIs("spacing") || p.nameIs("horizontalSpacing") || p.nameIs("verticalSpacing") {
                    return callee.hasSuffix("Stack") || callee.hasSuffix("Grid") || callee.hasSuffix("StackLayout")
                        || callee.hasSuffix("GridLayout") || callee == "GridItem"
                }
                if LayoutContext.layoutCallees.contains(callee) {
                    return !((callee == "CGSize" || callee == "CGRect") && LayoutContext.isImageSizing(call))
                }
                if callee == "init", LayoutContext.isImplicitGeometryInit(call) { return true }
                if LayoutContext.isConstraintConstant(argument: p, call: call, calleeName: callee) { return true }
                guard p.nameToken < 0, LayoutContext.transparentCallees.contains(callee) else { return false }
                n = call
            case .initializer:
                guard let owner = p.parent, owner.kind == .patternBinding, let name = owner.name else { return false }
                if LayoutContext.nameHasDimensionWord(name) { return true }
                guard hops > 0, let decl = owner.parent, let block = decl.parentSkippingIfConfig, block.kind == .codeBlock,
                      block.parent?.kind != .typeDecl else { return false }
                // `let x = proxy.size.width / 2 - hingeOffset` … `.position(x: x)`
                var found = false
                block.walk { u in
                    if found { return false }
                    if u.kind == .identifier, u.firstToken > owner.lastToken, u.name == name,
                       reachesViewGeometry(u, hops: hops - 1) { found = true }
                    return !found
                }
                return found
            case .codeBlock, .returnStmt:
                // `var gutterWidth: CGFloat { hingeGap * 2 }`
                var block = p
                if p.kind == .returnStmt, let b = p.parentSkippingIfConfig { block = b }
                var owner = block.parent
                if owner?.kind == .accessor { owner = owner?.parent }
                guard let o = owner, o.kind == .patternBinding, let name = o.name else { return false }
                return LayoutContext.nameHasDimensionWord(name)
            default:
                return false
            }
        }
        return false
    }
}
