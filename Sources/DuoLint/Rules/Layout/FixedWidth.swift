/// `fixed-width`: a view or layout frame given a fixed width wider than the outer screen's safe width (382 pt by
/// default): `.frame(width:/minWidth:)`, `widthAnchor.constraint(equalToConstant:/greaterThanOrEqualToConstant:)`
/// at `.required` priority, the width of a `CGRect` / `CGSize` used as a layout frame (`LayoutFrames`). In a
/// regular-only branch (`SizeClassBranches`) only wider than half the inner screen (475.5 pt) or the threshold,
/// whichever is larger. `maxWidth` is a readable-width cap and `idealWidth` a preference: both are fine, and so are
/// the sizes `SizingExemptions` lists (squares, carousel cards, presentation roots, decoration, bitmaps and
/// drawings, offsets, parameter and memberwise defaults).
public final class FixedWidth: Rule {
    public static let descriptor = RuleDescriptor(
        id: "fixed-width", tier: 1, severity: .warning, category: .layout,
        summary: "A fixed width wider than iPhone Duo's 382 pt outer screen (475.5 pt in regular-width code); widths must adapt to the scene.",
        options: [.number("threshold", default: 382, in: 1...5_000, "Widths above this many points are reported.")])
    public static let interests: Set<NodeKind> = [.call]
    /// The sizing calls judged.
    public static let requiredNames: Set<String> = ["frame", "widthAnchor", "CGRect", "CGSize", "init"]

    static let defaultThreshold = 382.0
    /// Half of iPhone Duo's inner screen: a pane up to this wide fits either side of the fold (*Dual-pane patterns, sizes and hinge callbacks*).
    static let halfInnerScreen = 475.5

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let (value, isGeometry) = Self.judgedWidth(of: node, ctx) else { return }
        let constants = ctx.analysis(FileConstants.self)
        guard let n = LayoutContext.literalValue(value, constants) else { return }
        let threshold = Self.threshold(ctx)
        guard n > threshold else { return }
        if isGeometry && !ctx.analysis(LayoutFrames.self).isLayoutFrame(node) { return }
        if isGeometry && ctx.analysis(LayoutFrames.self).isMaskFrame(node) { return }
        if isGeometry && Self.isKeyboardAccessoryFrame(node, ctx) { return }
        if Self.containerIsAtLeast(n, around: node, ctx) { return }
        let exemptions = ctx.analysis(SizingExemptions.self)
        guard exemptions.exemption(for: node, constants) == nil else { return }
        if node.calleeIs("constraint"), ctx.analysis(LayoutFrames.self).isBelowRequiredPriority(node) { return }
        let regularOnly = ctx.analysis(SizeClassBranches.self).isRegularOnly(node)
        if regularOnly && n <= max(Self.halfInnerScreen, threshold) { return }
        // One finding per call, reported at the call (Rules/fixed-width.md: a modifier at its `.name`, a call at its callee
        // name); its expression is the call's (where `screen-size-literal` would report the same width).
        ctx.report(Self.descriptor, at: node, Self.message(n, regularOnly: regularOnly),
                   problems: ctx.expressionProblems(of: value))
    }

    /// Narrowed on real code (a width that fits its container): the node is in a branch whose condition requires the
    /// container to be at least `width` wide (`if view.bounds.width > 530 { …constraint(equalToConstant: 500) }`). The
    /// comparison is `width-breakpoint`'s to report.
    static func containerIsAtLeast(_ width: Double, around node: Node, _ ctx: FileContext) -> Bool {
        var child = node
        let constants = ctx.analysis(FileConstants.self)
        func guarantees(_ condition: Node) -> Bool {
            var found = false
            condition.walk { c in
                if found { return false }
                if c.kind == .binary, let op = LayoutContext.operatorText(c) {
                    if op == "||" { return false }
                    if let lhs = c.child(0), let rhs = c.child(1) {
                        // `w > t`, `w >= t`, `t < w`, `t <= w`
                        let (container, literal): (Node?, Node?) = (op == ">" || op == ">=") ? (lhs, rhs)
                            : (op == "<" || op == "<=") ? (rhs, lhs) : (nil, nil)
                        if let container, let literal, let t = LayoutContext.literalValue(literal, constants), t >= width,
                           ctx.analysis(ContainerSizes.self).require(container, .width, ctx) == .yes {
                            found = true
                        }
                    }
                }
                return c.kind != .closure
            }
            return found
        }
        for a in node.ancestors {
            switch a.kind {
            case .ifStmt:
                if child.kind == .codeBlock, a.child(1) == child, let c = a.child(ofKind: .conditionList), guarantees(c) { return true }
            case .ternary:
                if a.child(1) == child, let c = a.firstChild, guarantees(c) { return true }
            case .funcDecl, .typeDecl, .accessor:
                return false
            default:
                break
            }
            child = a
        }
        return false
    }

    static func message(_ n: Double, regularOnly: Bool) -> String {
        regularOnly
            ? "Fixed width of \(LayoutFormat.number(n)) pt is wider than half of iPhone Duo's inner screen; use a flexible frame or a maxWidth cap."
            : "Fixed width of \(LayoutFormat.number(n)) pt is wider than iPhone Duo's outer screen; use a flexible frame or a maxWidth cap."
    }

    static func threshold(_ ctx: FileContext) -> Double { ctx.option(descriptor, "threshold") ?? defaultThreshold }

    /// Narrowed on real apps (Mammoth's composer: `formatToolbar.frame = CGRect(x: 0, y: 0, width: 3000, …)`, then
    /// `textView.inputAccessoryView = formatToolbar`): the frame of a view this file makes an `inputAccessoryView`,
    /// which the system sizes to the keyboard's width whatever the frame says.
    static func isKeyboardAccessoryFrame(_ node: Node, _ ctx: FileContext) -> Bool {
        let p = LayoutFrames.valuePosition(of: node)
        guard let assignment = p.parent, assignment.kind == .binary, LayoutContext.operatorText(assignment) == "=",
              assignment.child(1) == p, let chain = assignment.firstChild?.memberChain, chain.count >= 2,
              chain.last == "frame" || chain.last == "bounds" else { return false }
        let names = ctx.analysis(KeyboardAccessoryBars.self).accessoryNames
        return !names.isEmpty && names.contains(chain[chain.count - 2])
    }

    /// The width value of a sizing call this rule judges (nil for any other call): the `width:` (else `minWidth:`)
    /// of `.frame`, the constant of a `widthAnchor` constraint, the `width:` of a `CGRect(x:y:width:height:)` /
    /// `CGSize(width:height:)` (or `.init(…)` of either) used as a layout frame. With both `width:` and a wider
    /// `minWidth:`, the wider one.
    /// `isGeometry`: a `CGRect` / `CGSize`, which counts only as a layout frame (`LayoutFrames.isLayoutFrame`).
    static func judgedWidth(of node: Node, _ ctx: FileContext) -> (value: Node, isGeometry: Bool)? {
        guard node.kind == .call, let callee = node.firstChild else { return nil }
        if node.calleeIs("frame") {
            guard callee.kind == .memberAccess else { return nil }
            let width = node.argumentValue("width"), minWidth = node.argumentValue("minWidth")
            guard let w = width else { return minWidth.map { ($0, false) } }
            guard let m = minWidth else { return (w, false) }
            let constants = ctx.analysis(FileConstants.self)
            let wv = LayoutContext.literalValue(w, constants) ?? -.infinity
            let mv = LayoutContext.literalValue(m, constants) ?? -.infinity
            return (mv > wv ? m : w, false)
        }
        if node.calleeIs("constraint") {
            guard callee.kind == .memberAccess, let base = callee.firstChild, let chain = base.memberChain,
                  chain.last == "widthAnchor" else { return nil }
            return (node.argumentValue("equalToConstant") ?? node.argumentValue("greaterThanOrEqualToConstant")).map { ($0, false) }
        }
        let isRect: Bool
        if node.calleeIs("CGRect") || node.calleeIs("CGSize") {
            guard node.constructedTypeName != nil else { return nil }
            isRect = node.calleeIs("CGRect")
        } else if node.calleeIs("init"), callee.kind == .memberAccess, callee.childCount == 0 {
            // `.init(x:y:width:height:)` / `.init(width:height:)` written where a rectangle or size goes.
            guard node.argument("height") != nil else { return nil }
            isRect = node.argument("x") != nil
        } else {
            return nil
        }
        if isRect && node.argument("x") == nil { return nil }   // `CGRect(origin:size:)`: its `CGSize` is judged
        return node.argumentValue("width").map { ($0, true) }
    }
}

/// Formatting shared by the layout rules' messages.
enum LayoutFormat {
    /// `390.0` → `390`, `475.5` → `475.5`.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}
