/// `odd-grid-columns`: a grid with an odd number (≥ 3) of columns or rows, so that a column sits on the fold.
///
/// - `LazyVGrid(columns:)` / `LazyHGrid(rows:)` given an array literal of an odd number of items,
///   `Array(repeating: GridItem(…), count: N)` / `[GridItem](repeating:count:)`, `(0..<N).map { _ in GridItem(…) }`,
///   directly, through a same-file property or argument-less function, or through a ternary (either branch);
///   reported at the grid.
/// - `NSCollectionLayoutGroup.horizontal/vertical(…, repeatingSubitem:/subitem:…, count: N)`.
/// - `.fractionalWidth(1/3)`, `(0.33)`, `(1/5)`, `(0.2)`… as the width of a layout size that is not a group's.
public final class OddGridColumns: Rule {
    public static let descriptor = RuleDescriptor(
        id: "odd-grid-columns", tier: 1, severity: .warning, category: .grids,
        summary: "A grid with an odd number of columns (3, 5, …); on iPhone Duo a middle column lands on the fold — use an even count.")
    public static let interests: Set<NodeKind> = [.call]
    /// The grids and layout groups judged.
    public static let requiredNames: Set<String> = ["LazyVGrid", "LazyHGrid", "NSCollectionLayoutGroup", "fractionalWidth"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.calleeIs("LazyVGrid") || node.calleeIs("LazyHGrid") {
            guard node.constructedTypeName != nil else { return }
            let isVertical = node.calleeIs("LazyVGrid")
            guard let spec = isVertical ? node.argumentValue("columns") : node.argumentValue("rows") else { return }
            var evaluator = GridCountEvaluator(ctx: ctx)
            guard let n = evaluator.oddCount(spec) else { return }
            let what = isVertical ? "columns" : "rows"
            ctx.report(Self.descriptor, at: node,
                       "\(node.calleeName ?? "grid") with \(n) \(what) puts a \(what == "columns" ? "column" : "row") on the fold; use an even number of \(what).")
        } else if node.calleeIs("horizontal") || node.calleeIs("vertical") {
            guard let callee = node.firstChild, callee.kind == .memberAccess, let base = callee.firstChild,
                  base.memberChain?.last == "NSCollectionLayoutGroup",
                  node.argument("repeatingSubitem") != nil || node.argument("subitem") != nil,
                  let countNode = node.argumentValue("count") else { return }
            let evaluator = GridCountEvaluator(ctx: ctx)
            guard let n = evaluator.oddNumber(countNode) else { return }
            ctx.report(Self.descriptor, at: node,
                       "Layout group with \(n) items across puts an item on the fold; use an even count.")
        } else if node.calleeIs("fractionalWidth") {
            guard node.childCount == 2, let arg = node.child(1), arg.kind == .argument, arg.nameToken < 0,
                  let v = arg.firstChild, let n = Self.oddFraction(v, ctx), isItemSize(node) else { return }
            ctx.report(Self.descriptor, at: node,
                       "Item width of 1/\(n) makes \(n) columns, one on the fold; use an even count such as 1/2 or 1/4.")
        }
    }

    /// `1/3`, `1.0/3.0`, `0.33`, `0.333`, `1/5`, `0.2` → the odd column count (3, 5, 7, 9).
    static func oddFraction(_ expr: Node, _ ctx: FileContext) -> Int? {
        let constants = ctx.analysis(FileConstants.self)
        let e = expr.unparenthesized
        var v: Double?
        if e.kind == .binary, LayoutContext.operatorText(e) == "/", let a = e.child(0), let b = e.child(1),
           let x = constants.literalValue(a), let y = constants.literalValue(b), y != 0 {
            v = x / y
        } else {
            v = constants.literalValue(e)
        }
        guard let value = v, value > 0, value < 0.5 else { return nil }
        for n in [3, 5, 7, 9] where abs(value * Double(n) - 1) <= 0.025 { return n }
        return nil
    }

    /// `.fractionalWidth(…)` as the `widthDimension:` of an `NSCollectionLayoutSize` that is not obviously a group's
    /// (not the `layoutSize:` of an `NSCollectionLayoutGroup` call, not bound to a name containing the word group).
    private func isItemSize(_ call: Node) -> Bool {
        guard let arg = call.parent, arg.kind == .argument, arg.nameIs("widthDimension"),
              let size = arg.parent, size.kind == .call, size.calleeIs("NSCollectionLayoutSize") else { return false }
        guard let holder = size.parent else { return true }
        if holder.kind == .argument, let outer = holder.parent, outer.kind == .call,
           let callee = outer.firstChild, callee.kind == .memberAccess,
           callee.firstChild?.memberChain?.last == "NSCollectionLayoutGroup" { return false }
        if holder.kind == .initializer, let binding = holder.parent, binding.kind == .patternBinding,
           let name = binding.name {
            if NameWords.contains(name, word: "group") { return false }
            // `let size = NSCollectionLayoutSize(…)` later given to a group as its `layoutSize:`.
            if let scope = binding.enclosingScope ?? binding.ancestors.first(where: { $0.kind == .sourceFile }),
               Self.isUsedAsGroupSize(name, in: scope) { return false }
        }
        return true
    }

    private static func isUsedAsGroupSize(_ name: String, in scope: Node) -> Bool {
        var found = false
        var budget = 20_000
        scope.walk { n in
            if found || budget <= 0 { return false }
            budget -= 1
            guard n.kind == .call, n.calleeIs("horizontal") || n.calleeIs("vertical") || n.calleeIs("custom"),
                  let callee = n.firstChild, callee.kind == .memberAccess,
                  callee.firstChild?.memberChain?.last == "NSCollectionLayoutGroup",
                  let size = n.argumentValue("layoutSize"), size.kind == .identifier, size.name == name else { return true }
            found = true
            return false
        }
        return found
    }
}

/// Evaluates how many grid items an expression makes, following same-file properties, ternaries and
/// argument-less functions (bounded).
struct GridCountEvaluator {
    let ctx: FileContext
    private var depth = 0

    init(ctx: FileContext) { self.ctx = ctx }

    /// An odd count ≥ 3 this expression can produce (either branch of a ternary), or nil.
    mutating func oddCount(_ expr: Node) -> Int? {
        guard depth < 8 else { return nil }
        depth += 1
        defer { depth -= 1 }
        let e = expr.unparenthesized
        switch e.kind {
        case .arrayLiteral:
            let n = e.childCount
            return n >= 3 && n % 2 == 1 ? n : nil
        case .ternary:
            guard let a = e.child(1), let b = e.child(2) else { return nil }
            return oddCount(a) ?? oddCount(b)
        case .call:
            if e.argument("repeating") != nil, let count = e.argumentValue("count"), let callee = e.firstChild,
               callee.kind == .arrayLiteral || (callee.kind == .identifier && callee.nameIs("Array")) {
                return oddNumber(count)
            }
            if e.calleeIs("map"), let n = mappedRangeCount(e) { return n }
            if let f = ctx.analysis(PropertyIndex.self).function(calledBy: e), let body = f.body {
                return returnedOddCount(body)
            }
            return nil
        case .identifier, .memberAccess:
            guard let decl = ctx.analysis(PropertyIndex.self).property(referencedBy: e) else { return nil }
            if let v = decl.initializerValue { return oddCount(v) }
            if let body = decl.getterBody { return returnedOddCount(body) }
            return nil
        default:
            return nil
        }
    }

    /// The odd count among a body's single expression or its `return` values.
    private mutating func returnedOddCount(_ body: Node) -> Int? {
        for v in HingeAsHalfWidth.returnedValues(body) {
            if let n = oddCount(v) { return n }
        }
        return nil
    }

    /// `(0..<3).map { _ in GridItem(…) }`, `(1...3).map { … }`.
    private func mappedRangeCount(_ call: Node) -> Int? {
        guard let callee = call.firstChild, callee.kind == .memberAccess, let base = callee.firstChild,
              call.closureArguments.count == 1 else { return nil }
        let range = base.unparenthesized
        guard range.kind == .binary, let op = LayoutContext.operatorText(range), let lo = range.child(0),
              let hi = range.child(1) else { return nil }
        let constants = ctx.analysis(FileConstants.self)
        guard let l = constants.literalValue(lo), let h = constants.literalValue(hi) else { return nil }
        let count: Double
        switch op {
        case "..<": count = h - l
        case "...": count = h - l + 1
        default: return nil
        }
        // The closure must make grid items.
        guard let closure = call.closureArguments.first, closure.text.contains("GridItem") || closure.text.contains(".init")
        else { return nil }
        return Self.odd(count)
    }

    /// An odd whole number ≥ 3 (a literal, a same-file constant, or either branch of a ternary).
    func oddNumber(_ expr: Node) -> Int? {
        let e = expr.unparenthesized
        if e.kind == .ternary, let a = e.child(1), let b = e.child(2) {
            return oddNumber(a) ?? oddNumber(b)
        }
        guard let v = ctx.analysis(FileConstants.self).literalValue(e) else { return nil }
        return Self.odd(v)
    }

    static func odd(_ v: Double) -> Int? {
        guard v >= 3, v < 1_000, v == v.rounded() else { return nil }
        let n = Int(v)
        return n % 2 == 1 ? n : nil
    }
}
