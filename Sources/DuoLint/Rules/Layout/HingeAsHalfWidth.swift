/// `hinge-as-half-width`: a fold/hinge/crease/seam position computed as half the width or height of a size or
/// bounds (`let foldX = proxy.size.width / 2`). The hardware fold is wherever the division region says it is.
public final class HingeAsHalfWidth: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-as-half-width", tier: 2, severity: .warning, category: .layout,
        summary: "A hinge/fold position computed as half the width or height; read the division reserved region instead.")
    public static let interests: Set<NodeKind> = [.patternBinding, .binary]

    static let hingeWords: Set<String> = ["fold", "hinge", "crease", "seam"]
    /// Words in the chain that mean "half of the region itself" (`fold.frame.width / 2`, `hingeRect.size.width / 2`).
    static let regionWords: Set<String> = ["fold", "hinge", "crease", "seam", "region", "division", "regions"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        // Byte prefilter on the bound or assigned name: no String for the many names without a hinge word.
        if node.kind == .patternBinding {
            guard Self.nameMayHaveHingeWord(node), let name = node.name, NameWords.containsAny(name, Self.hingeWords) else { return }
            var values: [Node] = []
            if let v = node.initializerValue { values.append(v) }
            if let body = node.getterBody { values.append(contentsOf: Self.returnedValues(body)) }
            guard values.contains(where: { Self.halvesDimension($0) }) else { return }
            ctx.report(Self.descriptor, at: node, message(name), problems: ctx.expressionProblems(of: node))
        } else {
            // `foldX = geo.size.width / 2`
            guard node.tree.token(node.nameToken, is: "="), let lhs = node.child(0), let rhs = node.child(1),
                  lhs.kind == .identifier || lhs.kind == .memberAccess, Self.nameMayHaveHingeWord(lhs),
                  let chain = lhs.memberChain, let name = chain.last,
                  NameWords.containsAny(name, Self.hingeWords), Self.halvesDimension(rhs) else { return }
            ctx.report(Self.descriptor, at: node, message(name), problems: ctx.expressionProblems(of: node))
        }
    }

    /// Whether the node's name token contains one of `hingeWords` as bytes, ignoring case (a necessary condition).
    static func nameMayHaveHingeWord(_ node: Node) -> Bool {
        let t = node.nameToken
        let tree = node.tree
        guard t >= 0 && Int(t) < tree.tokens.count else { return false }
        let tok = tree.tokens[Int(t)]
        // One pass: at each f/h/c/s (any case), compare the rest of the word.
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            let end = tok.end
            func rest(_ at: Int, _ word: StaticString) -> Bool {
                let n = word.utf8CodeUnitCount
                guard at + n <= end else { return false }
                let w = word.utf8Start
                for k in 0..<n where buf[at + k] | 0x20 != w[k] { return false }
                return true
            }
            var i = Int(tok.offset)
            while i < end {
                switch buf[i] | 0x20 {
                case 0x66: if rest(i + 1, "old") { return true }      // f
                case 0x68: if rest(i + 1, "inge") { return true }     // h
                case 0x63: if rest(i + 1, "rease") { return true }    // c
                case 0x73: if rest(i + 1, "eam") { return true }      // s
                default: break
                }
                i += 1
            }
            return false
        }
    }

    private func message(_ name: String) -> String {
        "\(name) puts the hinge at half the width or height; read reservedRegions(kind: .division) at layout time."
    }

    /// The single expression of an implicit getter, or the values of its `return` statements (not in closures).
    static func returnedValues(_ body: Node) -> [Node] {
        let stmts = body.statements
        if stmts.count == 1, let only = stmts.first, only.kind != .returnStmt, only.kind != .varDecl {
            return [only]
        }
        var out: [Node] = []
        body.walk { n in
            if n.kind == .closure || n.kind == .funcDecl { return false }
            if n.kind == .returnStmt, let v = n.firstChild { out.append(v) }
            return out.count < 50
        }
        return out
    }

    /// `… .width / 2`, `… .height * 0.5`, `0.5 * size.width`, also inside `+`/`-`, parentheses, `CGFloat(…)`,
    /// `CGPoint(x: size.width / 2, …)`, where the chain passes through `size` or `bounds`.
    static func halvesDimension(_ expr: Node) -> Bool {
        var stack: [Node] = [expr]
        var budget = 200
        while let top = stack.popLast(), budget > 0 {
            budget -= 1
            let n = top.unparenthesized
            switch n.kind {
            case .binary:
                guard let op = LayoutContext.operatorText(n), let a = n.child(0), let b = n.child(1) else { continue }
                switch op {
                case "/":
                    if b.numericValue == 2, isHalvableChain(a) { return true }
                case "*":
                    if b.numericValue == 0.5, isHalvableChain(a) { return true }
                    if a.numericValue == 0.5, isHalvableChain(b) { return true }
                case "+", "-":
                    stack.append(a)
                    stack.append(b)
                default:
                    break
                }
            case .call:
                guard let name = n.calleeName,
                      ["CGFloat", "Double", "Float", "CGPoint", "CGRect", "round", "floor", "ceil"].contains(name) else { continue }
                for a in n.children where a.kind == .argument {
                    if let label = a.name, !["x", "y"].contains(label) { continue }
                    if let v = a.firstChild { stack.append(v) }
                }
            default:
                continue
            }
        }
        return false
    }

    static func isHalvableChain(_ expr: Node) -> Bool {
        guard let chain = LayoutContext.dimensionChain(expr), chain.count >= 2, let last = chain.last,
              last == "width" || last == "height" else { return false }
        let path = chain.dropLast()
        guard path.contains(where: { $0 == "size" || $0 == "bounds" }) else { return false }
        // Half of the fold region itself is its centre, not a guess at the fold.
        return !path.contains { NameWords.containsAny($0, regionWords) }
    }
}
