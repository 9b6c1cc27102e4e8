/// VOCABULARY.md *one side's inset*: a chain ending in `safeAreaInsets.left` / `.right` / `.top` / `.bottom`
/// (UIKit) or `safeAreaInsets.leading` / `.trailing` / `.top` / `.bottom` (SwiftUI); a name bound from one
/// (*data flow*, also through `+`, `-`, `*` with literals, and `?? literal`); and `max` / `min` of two of them.
/// `left` and `leading` are the same side, and so are `right` and `trailing`.
public final class SafeAreaSides: FileAnalysis {
    /// A set of sides.
    public struct Sides: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let left = Sides(rawValue: 1)
        public static let right = Sides(rawValue: 2)
        public static let top = Sides(rawValue: 4)
        public static let bottom = Sides(rawValue: 8)
        public static let horizontal: Sides = [.left, .right]
        public static let vertical: Sides = [.top, .bottom]
        public static let all: Sides = [.left, .right, .top, .bottom]

        /// The opposite side of a single side.
        public var opposite: Sides {
            switch self {
            case .left: return .right
            case .right: return .left
            case .top: return .bottom
            case .bottom: return .top
            default: return []
            }
        }

        /// `left`/`leading`, `right`/`trailing`, `top`, `bottom` (an inset member, edge or argument label).
        public static func named(_ name: String) -> Sides? {
            switch name {
            case "left", "leading": return .left
            case "right", "trailing": return .right
            case "top": return .top
            case "bottom": return .bottom
            default: return nil
            }
        }
    }

    private let tree: SyntaxTree
    private var flow: DataFlow?

    public required init(tree: SyntaxTree) {
        self.tree = tree
    }

    private func ensureFlow() -> DataFlow {
        if let f = flow { return f }
        let f = DataFlow(tree: tree) { value, flow in
            if let p = value.parent, p.kind == .forStmt, p.firstChild == value { return false }
            return flow.mentions(value, isSource: SafeAreaSides.isInsetChain)
        }
        flow = f
        return f
    }

    /// `….safeAreaInsets.<side>`.
    static func isInsetChain(_ n: Node) -> Bool {
        guard n.kind == .memberAccess, let base = n.firstChild, n.name.flatMap(Sides.named) != nil else { return false }
        var b = base.unparenthesized
        while b.kind == .optionalChain || b.kind == .forceUnwrap, let c = b.firstChild { b = c.unparenthesized }
        return (b.kind == .memberAccess || b.kind == .identifier) && b.nameIs("safeAreaInsets")
    }

    /// The sides whose safe-area inset `expr` is, or nil when it is not one side's inset.
    public func sides(of expr: Node, _ constants: FileConstants) -> Sides? {
        self.constants = constants
        return sides(expr, depth: 0)
    }

    private var constants: FileConstants?

    private func sides(_ expr: Node, depth: Int) -> Sides? {
        guard depth < 8 else { return nil }
        let n = expr.unparenthesized
        switch n.kind {
        case .memberAccess:
            guard SafeAreaSides.isInsetChain(n), let name = n.name else { return nil }
            return Sides.named(name)
        case .tryExpr, .awaitExpr:
            return n.firstChild.flatMap { sides($0, depth: depth + 1) }
        case .binary:
            guard let op = LayoutContext.operatorText(n), let l = n.firstChild, let r = n.child(1) else { return nil }
            func isLiteral(_ x: Node) -> Bool { constants?.literalValue(x) != nil }
            switch op {
            case "+", "*":
                if isLiteral(r) { return sides(l, depth: depth + 1) }
                if isLiteral(l) { return sides(r, depth: depth + 1) }
                return nil
            case "-":
                return isLiteral(r) ? sides(l, depth: depth + 1) : nil
            case "??":
                return isLiteral(r) ? sides(l, depth: depth + 1) : nil
            default:
                return nil
            }
        case .call:
            guard n.calleeIs("max") || n.calleeIs("min"), n.callee?.kind == .identifier else { return nil }
            let args = n.arguments
            guard args.count == 2, let a = args[0].firstChild, let b = args[1].firstChild,
                  let sa = sides(a, depth: depth + 1), let sb = sides(b, depth: depth + 1) else { return nil }
            return sa.union(sb)
        case .identifier:
            guard let name = n.name, ensureFlow().isBound(name, at: n) else { return nil }
            guard case .binding(let value?, _, _) = LocalDeclaration.of(name, at: n) else { return nil }
            return sides(value, depth: depth + 1)
        default:
            return nil
        }
    }
}
