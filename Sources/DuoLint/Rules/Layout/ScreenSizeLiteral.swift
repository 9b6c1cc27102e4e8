/// `screen-size-literal`: an iPhone Duo (or common iPhone) screen dimension used as a layout constant.
///
/// Looks at numeric literals and at references to same-file constants (`let`/`static let` initialised to a
/// literal) that sit in a layout context (see `LayoutContext`). A constant whose own name contains the word
/// width or height is reported at its declaration (that initializer is itself a layout context), not again at
/// each use — unless every use of it in the file is exempt here. iPhone Duo's 382/475.5/594/867 and the common
/// iPhone widths count only in width positions, 772 only outside them. Never: `idealWidth`, comparison operands
/// (`width-breakpoint` judges comparisons), parameter and memberwise defaults, and the places `fixed-width`
/// exempts (hints and placeholders included). A literal another rule reports in the same expression is one problem,
/// one finding (`ExpressionProblems`).
public final class ScreenSizeLiteral: Rule {
    public static let descriptor = RuleDescriptor(
        id: "screen-size-literal", tier: 1, severity: .warning, category: .layout,
        summary: "A screen dimension (iPhone Duo 466, 951, 669, 475.5…, or a common iPhone width like 390) used as a layout constant.",
        // Opt-in: on real apps the literals it finds equal a screen size by coincidence (a split view's column cap, a
        // readable-width cap, a POS column), which no author changes; see Rules/screen-size-literal.md, "Off by default".
        enabledByDefault: false)
    public static let interests: Set<NodeKind> = [.integerLiteral, .floatLiteral, .identifier, .memberAccess]
    /// Every finding is a literal of a screen dimension, or a same-file constant initialised to one.
    public static var requiredLiteralValues: Set<Double> { screenDimensions }

    /// iPhone Duo points and pixels (*Dual-pane patterns, sizes and hinge callbacks*) that count on either axis.
    static let anyAxisDimensions: Set<Double> = [466, 678, 951, 669, 1398, 2034, 2670, 1878, 2853, 2007]
    /// iPhone Duo widths (safe widths and halves): only in a width position.
    static let duoWidths: Set<Double> = [382, 475.5, 594, 867]
    /// iPhone Duo's safe height of the inner screen: only outside a width position.
    static let duoHeights: Set<Double> = [772]
    static let duoDimensions = anyAxisDimensions.union(duoWidths).union(duoHeights)
    /// Common iPhone widths: screen dimensions only in a width position.
    static let iPhoneWidths: Set<Double> = [320, 375, 390, 393, 402, 414, 428, 430, 440]
    static let screenDimensions = duoDimensions.union(iPhoneWidths)

    /// Same-file constants whose value is a screen dimension (nil until first needed).
    private var screenConstants: NameSet?
    /// The file has no such constant: identifiers need no look.
    private var noScreenConstants = false

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let value = reportedValue(node, ctx) else { return }
        report(node, value, ctx)
    }

    /// The screen dimension this rule reports at `node` (a literal or a reference to a same-file constant), or nil.
    /// Also asked by `fold-band-literal`, which leaves such a literal to this rule (*one problem, one finding*).
    func reportedValue(_ node: Node, _ ctx: FileContext) -> Double? {
        let value: Double
        switch node.kind {
        case .integerLiteral, .floatLiteral:
            guard let v = node.numericValue, Self.screenDimensions.contains(v) else { return nil }
            value = v
            // A constant named for a width or height is reported here, at its declaration, unless every use of it
            // is exempt.
            if let constant = Self.constantDeclared(by: node), LayoutContext.nameHasDimensionWord(constant.name) {
                guard Self.judge(node, value: value, ctx) else { return nil }
                if everyUseIsExempt(constant.name, constant.binding, value: value, ctx) { return nil }
                return value
            }
        case .identifier, .memberAccess:
            if noScreenConstants { return nil }
            let names = constants(ctx)
            if names.names.isEmpty {
                noScreenConstants = true
                return nil
            }
            guard node.nameIn(names), let name = node.name else { return nil }
            if node.kind == .identifier {
                // `cardWidth.magnitude`: the base of a member access is not the value itself.
                if let p = node.parent, p.kind == .memberAccess, p.firstChild == node { return nil }
            } else {
                guard let base = node.firstChild, base.kind == .identifier else { return nil }
            }
            // Declared with a width/height name: the declaration itself is reported.
            if LayoutContext.nameHasDimensionWord(name) { return nil }
            guard let v = ctx.analysis(FileConstants.self).literalValue(node) else { return nil }
            value = v
        default:
            return nil
        }
        guard Self.judge(node, value: value, ctx) else { return nil }
        // A literal in a constant's initializer (`static let defaultFrame = CGRect(x: 0, y: 0, width: 320, …)`): not when
        // every use of the constant is exempt.
        if node.kind == .integerLiteral || node.kind == .floatLiteral, let (name, binding) = Self.constantContaining(node),
           everyUseIsExempt(name, binding, value: value, ctx) {
            return nil
        }
        return value
    }

    /// The constant (`let` / `static let`, local or not) whose initializer holds the literal, through arithmetic,
    /// parentheses and calls (`CGRect(x: 0, y: 0, width: 320, height: 45)`).
    static func constantContaining(_ literal: Node) -> (name: String, binding: Node)? {
        var n = literal
        for _ in 0..<12 {
            guard let p = n.parent else { return nil }
            switch p.kind {
            case .prefix, .tuple, .argument, .call, .binary, .ternary:
                if p.kind == .call && p.firstChild == n { return nil }
                n = p
            case .initializer:
                guard let binding = p.parent, binding.kind == .patternBinding, let decl = binding.parent,
                      decl.kind == .varDecl, decl.flags.contains(.isLet), let name = binding.name else { return nil }
                return (name, binding)
            default:
                return nil
            }
        }
        return nil
    }

    private func report(_ node: Node, _ value: Double, _ ctx: FileContext) {
        ctx.report(Self.descriptor, at: node,
                   "\(LayoutFormat.number(value)) (\(Self.describe(value))) used as a layout constant; read sizes at run time instead.",
                   problems: ctx.expressionProblems(of: node))
    }

    /// Whether the value `value` at `node` (a literal, or a use of a constant) is one this rule reports there: in a
    /// layout context, in a position its number counts in, and in no exempt place.
    static func judge(_ node: Node, value: Double, _ ctx: FileContext) -> Bool {
        // Narrowed on real code: the common iPhone widths at or below the outer screen's safe width (320, 375) are
        // panel-sized, as the dual-pane kit's own list and sidebar widths are (*Dual-pane patterns, sizes and hinge callbacks*: a list 300–320 pt): they fit
        // every iPhone Duo screen and tie the layout to none.
        if iPhoneWidths.contains(value) && value <= FixedWidth.defaultThreshold { return false }
        guard ctx.analysis(LayoutContext.self).contains(node) else { return false }
        if isComparisonOperandOrIdealWidth(node) { return false }
        if !anyAxisDimensions.contains(value) {
            let width = isWidthPosition(node)
            if duoHeights.contains(value) ? width : !width { return false }
        }
        return !isExempt(node, ctx)
    }

    /// The places *fixed-width: exempt* lists from squares on, parameter and memberwise defaults, hints and
    /// placeholders.
    static func isExempt(_ node: Node, _ ctx: FileContext) -> Bool {
        let exemptions = ctx.analysis(SizingExemptions.self)
        if exemptions.isParameterDefault(node) { return true }
        if exemptions.positionExemption(of: node) != nil { return true }
        if let (call, _) = sizingCall(holding: node) {
            if exemptions.exemption(for: call, ctx.analysis(FileConstants.self)) != nil { return true }
            if call.calleeIs("constraint"), ctx.analysis(LayoutFrames.self).isBelowRequiredPriority(call) { return true }
        }
        return false
    }

    /// A literal that initialises a same-file constant (`let` / `static let`): its name and binding.
    static func constantDeclared(by literal: Node) -> (name: String, binding: Node)? {
        var n = literal
        for _ in 0..<4 {
            guard let p = n.parent else { return nil }
            if p.kind == .prefix || (p.kind == .tuple && p.childCount == 1) || p.kind == .argument && p.parent?.kind == .tuple {
                n = p
                continue
            }
            guard p.kind == .initializer, let binding = p.parent, binding.kind == .patternBinding,
                  let decl = binding.parent, decl.kind == .varDecl, decl.flags.contains(.isLet),
                  let name = binding.name else { return nil }
            return (name, binding)
        }
        return nil
    }

    /// Whether the constant has a use in this file and every one is in a place exempt here (a comparison operand,
    /// `idealWidth`, a default, a hint or placeholder, a context `fixed-width` exempts).
    private func everyUseIsExempt(_ name: String, _ binding: Node, value: Double, _ ctx: FileContext) -> Bool {
        let uses = ctx.analysis(NameUses.self).values(named: name, excluding: binding)
        guard !uses.isEmpty else { return false }
        return uses.allSatisfy { use in Self.isComparisonOperandOrIdealWidth(use) || Self.isExempt(use, ctx) }
    }

    /// An operand of a comparison (through signs, parentheses, arithmetic and `min`/`max`-style calls), or an
    /// `idealWidth:` / `idealHeight:` argument: never this rule's.
    static func isComparisonOperandOrIdealWidth(_ value: Node) -> Bool {
        var n = value
        for _ in 0..<32 {
            guard let p = n.parent else { return false }
            switch p.kind {
            case .prefix, .tuple, .postfixIfConfig:
                n = p
            case .argument:
                if p.nameIs("idealWidth") || p.nameIs("idealHeight") { return true }
                if let t = p.parent, t.kind == .tuple { n = p; continue }
                guard p.nameToken < 0, let call = p.parent, call.kind == .call, let name = call.calleeName,
                      LayoutContext.transparentCallees.contains(name) else { return false }
                n = call
            case .binary:
                guard let op = LayoutContext.operatorText(p) else { return false }
                if LayoutContext.comparisonOperators.contains(op) { return true }
                guard LayoutContext.arithmeticOperators.contains(op) else { return false }
                n = p
            default:
                return false
            }
        }
        return false
    }

    private func constants(_ ctx: FileContext) -> NameSet {
        if let c = screenConstants { return c }
        var out: Set<String> = []
        for (name, v) in ctx.analysis(FileConstants.self).values where Self.screenDimensions.contains(v) {
            out.insert(name)
        }
        let set = NameSet(out)
        screenConstants = set
        return set
    }

    /// The sizing call (`.frame`, `CGSize`, `CGRect`, a `constraint`) whose argument holds `value` (through signs,
    /// parentheses, arithmetic, `min`/`max`/`CGFloat(…)`), with that argument's whole value.
    static func sizingCall(holding value: Node) -> (call: Node, argument: Node)? {
        var n = value
        for _ in 0..<16 {
            guard let p = n.parent else { return nil }
            switch p.kind {
            case .prefix, .tuple, .binary, .ternary, .postfixIfConfig:
                n = p
            case .argument:
                guard let call = p.parent, call.kind == .call else { return nil }
                if call.calleeIs("frame") || call.calleeIs("CGSize") || call.calleeIs("CGRect") || call.calleeIs("constraint") {
                    return (call, p.firstChild ?? n)
                }
                guard let name = call.calleeName, LayoutContext.transparentCallees.contains(name) else { return nil }
                n = call
            default:
                return nil
            }
        }
        return nil
    }

    /// Rules/screen-size-literal.md, "width position": a `width`/`minWidth`/`maxWidth` argument (not `idealWidth`), the constant of a
    /// `widthAnchor` constraint, an operand combined arithmetically with a `.width`, the initializer of (or value
    /// assigned to) a variable whose name contains the word `width`, a `case` of a `switch` over a `.width`.
    static func isWidthPosition(_ value: Node) -> Bool {
        var n = value
        for _ in 0..<32 {
            guard let p = n.parent else { return false }
            switch p.kind {
            case .prefix, .tuple, .ternary, .postfixIfConfig:
                n = p
            case .argument:
                if p.nameIs("width") || p.nameIs("minWidth") || p.nameIs("maxWidth") { return true }
                guard let call = p.parent, call.kind == .call else { return false }
                if let label = p.name, label.hasSuffix("Constant") || label == "constant" {
                    guard let callee = call.firstChild, callee.kind == .memberAccess,
                          let chain = callee.firstChild?.memberChain else { return false }
                    return chain.last == "widthAnchor"
                }
                guard p.nameToken < 0, let name = call.calleeName, LayoutContext.transparentCallees.contains(name) else {
                    return false
                }
                n = call
            case .binary:
                guard let op = LayoutContext.operatorText(p) else { return false }
                if LayoutContext.assignmentOperators.contains(op) {
                    // `sidebarWidth = 390`, `view.frame.size.width = 390`, `widthConstraint.constant = 390`
                    guard p.child(1) == n, let chain = p.firstChild?.memberChain, let last = chain.last else { return false }
                    if NameWords.split(last).contains("width") { return true }
                    return last == "constant" && chain.dropLast().contains { NameWords.split($0).contains("width") }
                }
                if op == "??" || op == "..." || op == "..<" { n = p; continue }
                guard LayoutContext.arithmeticOperators.contains(op),
                      let other = p.child(0) == n ? p.child(1) : p.child(0) else { return false }
                if let chain = LayoutContext.dimensionChain(other), let last = chain.last,
                   NameWords.split(last).contains("width") { return true }
                n = p
            case .initializer:
                guard let owner = p.parent, let name = owner.name else { return false }
                return NameWords.split(name).contains("width")
            case .caseLabel:
                // `switch bounds.width { case 390: … }`
                guard let switchCase = p.parent, let stmt = switchCase.parentSkippingIfConfig, stmt.kind == .switchStmt,
                      let chain = stmt.firstChild.flatMap(LayoutContext.dimensionChain), let last = chain.last else { return false }
                return NameWords.split(last).contains("width")
            case .codeBlock, .returnStmt:
                // `var sidebarWidth: CGFloat { 390 }`
                var block = p
                if p.kind == .returnStmt, let b = p.parentSkippingIfConfig { block = b }
                var owner = block.parent
                if owner?.kind == .accessor { owner = owner?.parent }
                guard let o = owner, o.kind == .patternBinding, let name = o.name else { return false }
                return NameWords.split(name).contains("width")
            default:
                return false
            }
        }
        return false
    }

    static func describe(_ v: Double) -> String {
        switch v {
        case 466, 678: return "iPhone Duo's 466 × 678 pt outer screen"
        case 951, 669: return "iPhone Duo's 951 × 669 pt inner screen"
        case 475.5: return "half of iPhone Duo's inner screen"
        case 382, 594, 867, 772: return "an iPhone Duo safe-area size"
        case 1398, 2034: return "iPhone Duo's 1398 × 2034 px outer panel"
        case 2670, 1878, 2853, 2007: return "iPhone Duo's 2670 × 1878 px inner panel"
        default: return "a common iPhone screen width"
        }
    }
}
