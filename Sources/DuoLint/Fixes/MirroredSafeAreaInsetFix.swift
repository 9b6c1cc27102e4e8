/// `mirrored-safe-area-inset` (its doc's *Fix* section), unsafe (the guidance spells no safe-area API, and content
/// moves by up to 84 pt):
/// - `UIEdgeInsets` / `EdgeInsets` / `NSDirectionalEdgeInsets` (and `.init(top:left:bottom:right:)`): each mirrored
///   operand becomes the same base's inset of the slot's own side (`left: side` → `left: view.safeAreaInsets.left`),
///   named as the operand names sides (`left`/`right` or `leading`/`trailing`);
/// - `.padding(.horizontal, B.safeAreaInsets.s)` (or `.vertical`, or `.safeAreaPadding`) is split into
///   `.padding(.leading, B.safeAreaInsets.leading).padding(.trailing, B.safeAreaInsets.trailing)`.
/// Offered when the operand is a chain `B.safeAreaInsets.<side>`, or a name bound in the same function from one, where
/// `B` is names, `self` and `?.` only (no calls). `max` / `min` forms, arithmetic, all-edge `.padding(e)` and the
/// `contentInset.left = …` assignments get no edit.
enum MirroredSafeAreaInsetFix: FixProvider {
    static let ruleID = "mirrored-safe-area-inset"
    static let description = FixDescription(
        classes: [.unsafe],
        summary: "Gives each mirrored slot of an edge-insets value its own side's inset, or splits .padding(.horizontal, …) into leading and trailing.")

    typealias Sides = SafeAreaSides.Sides

    static func fixes(for node: Node, in file: FixContext) -> [Fix] {
        guard node.kind == .call else { return [] }
        if node.calleeIs("padding") || node.calleeIs("safeAreaPadding") { return padding(node, file) }
        return insets(node, file)
    }

    /// An inset operand: the text of its base `B` and how it names its side (`right`, `trailing`, …).
    private struct Operand {
        var base: String
        var side: Sides
        var sideName: String

        /// The same base's inset of `slot`, named in the operand's family (`left`/`right` or `leading`/`trailing`).
        func chain(for slot: Sides) -> String { base + ".safeAreaInsets." + Operand.name(slot, like: sideName) }

        static func name(_ slot: Sides, like family: String) -> String {
            let directional = family == "leading" || family == "trailing"
            switch slot {
            case .left: return directional ? "leading" : "left"
            case .right: return directional ? "trailing" : "right"
            case .top: return "top"
            default: return "bottom"
            }
        }
    }

    /// The operand `value`: a chain `B.safeAreaInsets.<side>`, or a name bound in the same function from one.
    private static func operand(_ value: Node, _ file: FixContext) -> Operand? {
        let v = value.unparenthesized
        if let o = chain(v, file) { return o }
        guard v.kind == .identifier, let name = v.name,
              case .binding(let bound?, _, let site)? = LocalDeclaration.of(name, at: v),
              function(of: site) == function(of: v) else { return nil }
        return chain(bound.unparenthesized, file)
    }

    private static func chain(_ n: Node, _ file: FixContext) -> Operand? {
        guard n.kind == .memberAccess, let sideName = n.name, let side = Sides.named(sideName),
              let insets = n.firstChild, insets.kind == .memberAccess, insets.nameIs("safeAreaInsets"),
              let base = insets.firstChild, isPlainBase(base) else { return nil }
        return Operand(base: file.text(file.span(base)), side: side, sideName: sideName)
    }

    /// Names, `self` and `?.` only: `view`, `self.view`, `proxy`, `window?.rootViewController?.view`.
    private static func isPlainBase(_ b: Node) -> Bool {
        var n = b
        for _ in 0..<64 {
            switch n.kind {
            case .identifier: return true
            case .memberAccess, .optionalChain:
                guard let c = n.firstChild else { return false }
                n = c
            default: return false
            }
        }
        return false
    }

    /// The function, accessor or initializer body holding `n` (nil at the top level).
    private static func function(of n: Node) -> Int32? {
        var steps = 0
        for a in n.ancestors {
            steps += 1
            if steps > 10_000 { return nil }
            if a.kind == .funcDecl || a.kind == .accessor || a.kind == .patternBinding { return a.id }
        }
        return nil
    }

    private static func insets(_ node: Node, _ file: FixContext) -> [Fix] {
        var edits: [(Range<Int>, String)] = []
        for arg in node.arguments {
            guard let label = arg.name, let slot = Sides.named(label), let value = arg.firstChild,
                  let o = operand(value, file), o.side != slot, o.side == slot.opposite else { continue }
            edits.append(file.edit(file.span(value), o.chain(for: slot)))
        }
        guard !edits.isEmpty else { return [] }
        let title = "Give each side its own inset: " + edits.map(\.1).joined(separator: ", ")
        return file.fix(title, .unsafe, within: file.span(node), edits: edits).map { [$0] } ?? []
    }

    private static func padding(_ node: Node, _ file: FixContext) -> [Fix] {
        guard let callee = node.firstChild, callee.kind == .memberAccess, callee.nameToken >= 0, let name = callee.name else {
            return []
        }
        let args = node.arguments
        guard args.count == 2, args.allSatisfy({ $0.nameToken < 0 && !$0.isTrailingClosure }),
              let edges = args[0].firstChild?.unparenthesized, edges.kind == .memberAccess, edges.childCount == 0,
              let value = args[1].firstChild, let o = operand(value, file) else { return [] }
        let pair: (String, Sides, String, Sides)
        if edges.nameIs("horizontal") && Sides.horizontal.contains(o.side) {
            pair = ("leading", .left, "trailing", .right)
        } else if edges.nameIs("vertical") && Sides.vertical.contains(o.side) {
            pair = ("top", .top, "bottom", .bottom)
        } else {
            return []
        }
        let start = Int(file.tree.tokens[Int(callee.nameToken)].offset)
        let text = "\(name)(.\(pair.0), \(o.chain(for: pair.1))).\(name)(.\(pair.2), \(o.chain(for: pair.3)))"
        return file.fix("Pad each edge by its own inset", .unsafe, within: file.span(node),
                        edits: [file.edit(start..<node.endOffset, text)]).map { [$0] } ?? []
    }
}
