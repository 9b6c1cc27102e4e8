/// `reserved-region-force-unwrap`: an element of a *regions value* force-unwrapped (`.first!`, `.min(by:)!`, …) or
/// read by a fixed index (`[0]`, `[regions.startIndex]`). The list is empty before the first layout, on the closed
/// outer screen, when the phone is flat, and on devices without the hardware: the app crashes there.
public final class ReservedRegionForceUnwrap: Rule {
    public static let descriptor = RuleDescriptor(
        id: "reserved-region-force-unwrap", tier: 2, severity: .error, category: .hinge,
        summary: "A reserved region force-unwrapped (.first!, [0], .min(by:)!); the list is empty until the first layout, when flat and on most devices.")
    public static let interests: Set<NodeKind> = [.forceUnwrap, .subscriptCall]
    /// Every regions value comes from a `reservedRegions(…)` call in the file.
    public static let requiredNames: Set<String> = ["reservedRegions"]

    private var regions: RegionsValue?

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard let operand = node.firstChild else { return }
        let what: String
        let list: Node
        let index: Int
        if node.kind == .forceUnwrap {
            guard let (l, w) = Self.unwrappedElement(operand) else { return }
            list = l
            what = w + "!"
            index = 0
        } else {
            guard let i = Self.fixedIndex(node) else { return }
            list = operand
            let isLiteral = node.child(1)?.firstChild?.unparenthesized.kind == .integerLiteral
            what = isLiteral ? "[\(i)]" : "[startIndex]"
            index = i
        }
        let regions = self.regions ?? ctx.analysis(RegionsValue.self)
        self.regions = regions
        guard regions.isRegionsValue(list) else { return }
        if let name = regions.boundName(list), Self.isGuarded(name, index: index, at: node) { return }
        // At the `!`, or at the `[` of the subscript.
        let token = node.kind == .forceUnwrap ? node.lastToken : operand.lastToken + 1
        ctx.report(Self.descriptor, fromToken: token, toToken: token,
                   "Reserved region read with \(what), but the list is often empty; use if let, guard let or ?. instead.")
    }

    /// `R.first`, `R.last`, `R.first(where:)`, `R.first { … }`, `R.last(where:)`, `R.min(by:)`, `R.max(by:)`,
    /// `R.randomElement()` → (R, the member as written).
    static func unwrappedElement(_ operand: Node) -> (Node, String)? {
        let n = operand.unparenthesized
        if n.kind == .memberAccess {
            guard n.nameIs("first") || n.nameIs("last"), let base = n.firstChild else { return nil }
            return (base, "." + (n.name ?? "first"))
        }
        guard n.kind == .call, let callee = n.firstChild, callee.kind == .memberAccess, let base = callee.firstChild,
              let name = callee.name else { return nil }
        let hasClosure = !n.closureArguments.isEmpty
        switch name {
        case "first", "last":
            guard n.argument("where") != nil || hasClosure else { return nil }
            return (base, ".\(name)(where:)")
        case "min", "max":
            guard n.argument("by") != nil || hasClosure else { return nil }
            return (base, ".\(name)(by:)")
        case "randomElement":
            guard n.arguments.isEmpty else { return nil }
            return (base, ".randomElement()")
        default:
            return nil
        }
    }

    /// The index of `R[0]`, `R[1]`, `R[R.startIndex]` (0), or nil for any other subscript.
    static func fixedIndex(_ subscriptCall: Node) -> Int? {
        let args = subscriptCall.children.dropFirst()
        guard args.count == 1, let arg = args.first, arg.kind == .argument, arg.nameToken < 0,
              let v = arg.firstChild?.unparenthesized else { return nil }
        if v.kind == .integerLiteral, let x = v.numericValue, x >= 0, x < 1_000 { return Int(x) }
        if v.kind == .memberAccess, v.nameIs("startIndex") { return 0 }
        return nil
    }

    // MARK: Guards

    /// Whether the read of element `index` of the list named `name` at `node` sits where the list is known to hold
    /// more than `index` elements: the then-branch of `if !r.isEmpty` / `if r.count > i` / `if r.indices.contains(i)`
    /// (or the matching arm of `?:`), or after a `guard` (or an early-exit `if r.isEmpty { return }`) in an enclosing
    /// block.
    static func isGuarded(_ name: String, index: Int, at node: Node) -> Bool {
        var child = node
        for a in node.ancestors {
            switch a.kind {
            case .ifStmt, .whileStmt:
                if a.child(1) == child, let conditions = a.child(ofKind: .conditionList),
                   conditions.children.contains(where: { proves($0, name, index, negated: false) }) { return true }
            case .ternary:
                if let c = a.firstChild {
                    if a.child(1) == child, proves(c, name, index, negated: false) { return true }
                    if a.child(2) == child, proves(c, name, index, negated: true) { return true }
                }
            case .codeBlock:
                for s in a.statements {
                    if s.firstToken >= child.firstToken { break }
                    if s.kind == .guardStmt, let conditions = s.child(ofKind: .conditionList),
                       conditions.children.contains(where: { proves($0, name, index, negated: false) }) { return true }
                    if s.kind == .ifStmt, !s.flags.contains(.hasElse), let body = s.child(1), exits(body),
                       let conditions = s.child(ofKind: .conditionList), conditions.childCount == 1,
                       let c = conditions.firstChild, proves(c, name, index, negated: true) { return true }
                }
            case .funcDecl, .typeDecl, .sourceFile, .accessor:
                return false
            default:
                break
            }
            child = a
        }
        return false
    }

    /// A block that ends by leaving: `return`, `throw`, `break`, `continue` or a `fatalError(…)` call.
    static func exits(_ block: Node) -> Bool {
        guard let last = block.statements.last else { return false }
        switch last.kind {
        case .returnStmt, .throwStmt: return true
        case .jumpStmt: return !last.tree.token(last.firstToken, is: "fallthrough")
        case .call: return last.calleeIs("fatalError") || last.calleeIs("preconditionFailure")
        default: return false
        }
    }

    /// Whether condition `c` (when true; when `negated`, when false) means `name` holds more than `index` elements.
    static func proves(_ c0: Node, _ name: String, _ index: Int, negated: Bool) -> Bool {
        let c = c0.unparenthesized
        let t = c.tree
        if c.kind == .binary, let l = c.firstChild, let r = c.child(1) {
            // `a && b` proves what either proves; when false, `a || b` refutes what either refutes.
            if !negated && t.token(c.nameToken, is: "&&") || negated && t.token(c.nameToken, is: "||") {
                return proves(l, name, index, negated: negated) || proves(r, name, index, negated: negated)
            }
        }
        if c.kind == .prefix, t.token(c.nameToken, is: "!"), let inner = c.firstChild {
            return proves(inner, name, index, negated: !negated)
        }
        // `r.isEmpty`: true means empty.
        if isMember(c, "isEmpty", of: name) { return negated && index == 0 }
        // `r.indices.contains(i)`
        if c.kind == .call, c.calleeIs("contains"), let callee = c.firstChild, callee.kind == .memberAccess,
           let base = callee.firstChild, isMember(base, "indices", of: name), !negated,
           let arg = c.child(1)?.firstChild, let i = arg.numericValue {
            return Int(i) == index
        }
        guard c.kind == .binary, let op = LayoutContext.operatorText(c), let l = c.firstChild, let r = c.child(1) else {
            return false
        }
        // `r.isEmpty == false`
        if op == "==" || op == "!=" {
            let isFalse: (Node) -> Bool? = { n in
                guard n.kind == .booleanLiteral else { return nil }
                return n.tree.token(n.firstToken, is: "false")
            }
            if isMember(l, "isEmpty", of: name), let f = isFalse(r) { return (f != (op == "!=")) != negated && index == 0 }
            if isMember(r, "isEmpty", of: name), let f = isFalse(l) { return (f != (op == "!=")) != negated && index == 0 }
        }
        // `r.count OP k` (or `k OP r.count`), normalised to `count OP k`.
        var flipped = op
        let k: Double
        if isMember(l, "count", of: name), let v = countBound(r) {
            k = v
        } else if isMember(r, "count", of: name), let v = countBound(l) {
            k = v
            switch op {
            case "<": flipped = ">"
            case ">": flipped = "<"
            case "<=": flipped = ">="
            case ">=": flipped = "<="
            default: break
            }
        } else {
            return false
        }
        // The least count the condition guarantees (when true, or when false if negated).
        let least: Double?
        switch (flipped, negated) {
        case (">", false), ("<=", true): least = k + 1
        case (">=", false), ("<", true): least = k
        case ("!=", false), ("==", true): least = k == 0 ? 1 : nil
        default: least = nil
        }
        guard let atLeast = least else { return false }
        return atLeast >= Double(index + 1)
    }

    /// `name.member`.
    static func isMember(_ n0: Node, _ member: StaticString, of name: String) -> Bool {
        let n = n0.unparenthesized
        guard n.kind == .memberAccess, n.nameIs(member), let base = n.firstChild?.unparenthesized,
              base.kind == .identifier else { return false }
        return base.name == name
    }

    /// A literal count bound: `1`, `i + 1` with a literal `i`.
    static func countBound(_ n0: Node) -> Double? {
        let n = n0.unparenthesized
        if let v = n.numericValue { return v }
        if n.kind == .binary, let op = LayoutContext.operatorText(n), op == "+" || op == "-",
           let a = n.firstChild?.numericValue, let b = n.child(1)?.numericValue {
            return op == "+" ? a + b : a - b
        }
        return nil
    }
}
