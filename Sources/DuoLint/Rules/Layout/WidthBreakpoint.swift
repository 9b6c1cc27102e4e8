/// `width-breakpoint`: a comparison `<`, `>`, `<=`, `>=` between the width or height of a container size
/// (`ContainerSizes`: `proxy.size.width`, `view.bounds.height`, `windowSize.width`, `contentSize.width`, a measured
/// `@State` width, a parameter given one at every call site) and a literal (or same-file constant) inside the range
/// that size takes on iPhone Duo — widths 382 < t ≤ 951, heights 669 < t ≤ 951 — unless the comparison only picks
/// between two numbers (`ValueOnlyBranches`) or is `&&`-joined with a condition false on iPhone Duo.
public final class WidthBreakpoint: Rule {
    public static let descriptor = RuleDescriptor(
        id: "width-breakpoint", tier: 1, severity: .warning, category: .layout,
        summary: "A container width or height compared with a number that flips between iPhone Duo's screens or postures; use size classes instead.")
    public static let interests: Set<NodeKind> = [.binary]

    /// Container widths on iPhone Duo run from 382 pt (outer screen, portrait, safe area) to 951 pt (inner screen,
    /// landscape); heights from 466 to 951 pt, but at or below 669 a threshold only separates outer landscape, the
    /// compact-height state (*Dual-pane patterns, sizes and hinge callbacks*).
    static func flips(_ t: Double, _ kind: ContainerSizes.Kind) -> Bool {
        kind == .height ? (t > 669 && t <= 951) : (t > 382 && t <= 951)
    }

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let (kind, t, condition) = Self.breakpoint(node, ctx) else { return }
        let tree = node.tree
        let message = "Breakpoint \(kind == .height ? "height" : "width") \(tree.tokenText(node.nameToken)) \(LayoutFormat.number(t)) flips between iPhone Duo's screens or postures; branch on size classes instead."
        let problems = ctx.expressionProblems(of: node)
        if let condition {
            ctx.report(Self.descriptor, at: node, when: .flow(condition), problems: problems, message)
        } else {
            ctx.report(Self.descriptor, at: node, message, problems: problems)
        }
    }

    /// A reported comparison: its container dimension, threshold, and the question about other files it depends on
    /// (nil: none) — the operand is a container there, and the comparison is not a value-only branch there.
    static func breakpoint(_ node: Node, _ ctx: FileContext) -> (ContainerSizes.Kind, Double, FlowQuery?)? {
        guard let (kind, t, container) = comparison(node, ctx), !isMootOnPhone(node, ctx) else { return nil }
        let required: [FlowQuery.Atom]
        switch container {
        case .no: return nil
        case .yes: required = []
        case .ifAll(let atoms): required = atoms
        }
        let excluded: [FlowQuery.Atom]
        switch ctx.analysis(ValueOnlyBranches.self).isValueOnly(node, ctx) {
        case .yes: return nil
        case .no: excluded = []
        case .ifAll(let atoms): excluded = atoms
        }
        if required.isEmpty && excluded.isEmpty { return (kind, t, nil) }
        return (kind, t, FlowQuery(required: required, excluded: excluded))
    }

    /// A comparison `<`, `>`, `<=`, `>=` between a container dimension and a literal in its range: the kind, the
    /// threshold and whether the operand is a container (`FlowAnswer`).
    static func comparison(_ node: Node, _ ctx: FileContext) -> (ContainerSizes.Kind, Double, FlowAnswer)? {
        let t = node.nameToken
        guard t >= 0 else { return nil }
        let tree = node.tree
        guard tree.token(t, is: "<") || tree.token(t, is: ">") || tree.token(t, is: "<=") || tree.token(t, is: ">="),
              node.childCount == 2, let lhs = node.child(0), let rhs = node.child(1) else { return nil }
        let constants = ctx.analysis(FileConstants.self)
        for (side, other) in [(lhs, rhs), (rhs, lhs)] {
            guard let v = LayoutContext.literalValue(other, constants), v > 382, v <= 951,
                  WidthBreakpoint.mayBeDimension(side),
                  let (kind, answer) = ctx.analysis(ContainerSizes.self).dimension(ofOperand: side, ctx),
                  flips(v, kind) else { continue }
            return (kind, v, answer)
        }
        return nil
    }

    /// A comparison `&&`-joined with a condition false on iPhone Duo (`isPad && width >= 678`): it never flips there
    /// (Rules/width-breakpoint.md, *Does not trigger*).
    static func isMootOnPhone(_ node: Node, _ ctx: FileContext) -> Bool {
        let idioms = ctx.analysis(IdiomTests.self)
        guard idioms.mentionsIdiom else { return false }
        return idioms.isMootOnPhone(node, properties: ctx.analysis(PropertyIndex.self))
    }

    /// A cheap first look at an operand: a member access or a name (through `?`, `!`, `??`, parentheses).
    static func mayBeDimension(_ e: Node) -> Bool {
        var n = e.unparenthesized
        for _ in 0..<8 {
            if n.kind == .optionalChain || n.kind == .forceUnwrap, let inner = n.firstChild { n = inner.unparenthesized; continue }
            if n.kind == .binary, LayoutContext.operatorText(n) == "??", let lhs = n.firstChild { n = lhs.unparenthesized; continue }
            break
        }
        return n.kind == .memberAccess || n.kind == .identifier
    }
}
