/// `odd-grid-columns`: a grid with an odd number (≥ 3) of columns or rows, so that a column sits on the fold.
///
/// - `LazyVGrid(columns:)` / `LazyHGrid(rows:)` given an array literal of an odd number of items,
///   `Array(repeating: GridItem(…), count: N)` / `[GridItem](repeating:count:)`, `(0..<N).map { _ in GridItem(…) }`,
///   directly, through a same-file property or argument-less function, or through a ternary (either branch);
///   reported at the grid.
/// - `NSCollectionLayoutGroup.horizontal/vertical(…, repeatingSubitem:/subitem:…, count: N)`.
/// - `.fractionalWidth(1/3)`, `(0.33)`, `(1/5)`, `(0.2)`… as the width of a layout size that is not a group's.
/// - Rules/odd-grid-columns.md: a `Grid` of `GridRow`s whose column count (the widest row, a cell counting its
///   `.gridCellColumns(n)`) is odd and at least 3 (see `GridRows`).
public final class OddGridColumns: Rule {
    public static let descriptor = RuleDescriptor(
        id: "odd-grid-columns", tier: 1, severity: .warning, category: .grids,
        summary: "A grid with an odd number of columns (3, 5, …); on iPhone Duo a middle column lands on the fold — use an even count.",
        // Opt-in: on real apps most odd grids have a column count fixed by their content (a week's 7 days, a keypad,
        // label/value/unit rows), which no author changes; see Rules/odd-grid-columns.md, "Off by default".
        enabledByDefault: false)
    public static let interests: Set<NodeKind> = [.call]
    /// The grids and layout groups judged.
    public static let requiredNames: Set<String> = ["LazyVGrid", "LazyHGrid", "NSCollectionLayoutGroup", "fractionalWidth", "GridRow"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.calleeIs("Grid") {
            guard node.constructedTypeName == "Grid", let n = GridRows.oddColumnCount(node, ctx) else { return }
            ctx.report(Self.descriptor, at: node,
                       "Grid with \(n) columns puts a column on the fold; use an even number of columns.")
        } else if node.calleeIs("LazyVGrid") || node.calleeIs("LazyHGrid") {
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

/// Rules/odd-grid-columns.md: the column count of a `Grid { GridRow { … } … }`.
///
/// The count is the largest, over the grid's `GridRow`s (found through `ForEach`, `Group`, `if`/`switch` and judged
/// `#if` clauses, not inside a nested `Grid`), of the cells of a row; a cell counts its `.gridCellColumns(n)` span
/// (default 1). A `ForEach` in a row counts only over a literal range or array literal, and an `if`/`switch` only when
/// every branch has as many cells; a grid with a row of unknown width is not judged, nor one with no `GridRow`.
/// Views placed directly in the grid, outside any row, span it and do not count. A `Grid` inside a `List` or `Form`
/// (a row's own alignment) or a horizontal `ScrollView` is not a screen grid and is not judged.
enum GridRows {
    /// Walks stop after this many statements (each is looked at once).
    static let budget = 5_000

    static func oddColumnCount(_ grid: Node, _ ctx: FileContext) -> Int? {
        guard let content = grid.closureArguments.first ?? grid.argumentValue("content"), content.kind == .closure
        else { return nil }
        var budget = budget
        var widest = 0
        var sawRow = false
        var stack = content.statements
        while let s = stack.popLast() {
            budget -= 1
            if budget <= 0 { return nil }
            let base = s.strippingModifiers
            if base.kind == .call, base.calleeIs("GridRow") {
                sawRow = true
                guard let row = base.closureArguments.first,
                      let n = cells(row.statements, ctx, budget: &budget) else { return nil }
                widest = max(widest, n)
                continue
            }
            switch base.kind {
            case .call:
                if base.calleeIs("ForEach") || base.calleeIs("Group") || base.calleeIs("Section") {
                    for c in base.closureArguments { stack.append(contentsOf: c.statements) }
                }
            case .ifStmt:
                var branch: Node? = base
                while let b = branch, b.kind == .ifStmt {
                    if let then = b.child(1) { stack.append(contentsOf: then.statements) }
                    branch = b.child(2)
                }
                if let last = branch { stack.append(contentsOf: last.statements) }
            case .switchStmt:
                for c in base.switchCases { if let body = c.child(ofKind: .codeBlock) { stack.append(contentsOf: body.statements) } }
            default:
                break
            }
        }
        guard sawRow, let n = GridCountEvaluator.odd(Double(widest)) else { return nil }
        if isRowAlignment(grid, ctx) { return nil }
        return n
    }

    /// The number of cells the statements of a row (or of a branch in it) make, or nil when unknown.
    static func cells(_ statements: [Node], _ ctx: FileContext, budget: inout Int) -> Int? {
        var total = 0
        for s in statements {
            budget -= 1
            if budget <= 0 { return nil }
            guard let n = cellCount(s, ctx, budget: &budget) else { return nil }
            total += n
        }
        return total
    }

    private static func cellCount(_ s: Node, _ ctx: FileContext, budget: inout Int) -> Int? {
        switch s.kind {
        case .varDecl, .typeDecl, .funcDecl:
            return 0
        case .ifStmt:
            guard let then = s.child(1), let a = cells(then.statements, ctx, budget: &budget) else { return nil }
            guard let other = s.child(2) else { return a == 0 ? 0 : nil }
            let b = other.kind == .ifStmt ? cellCount(other, ctx, budget: &budget) : cells(other.statements, ctx, budget: &budget)
            return a == b ? a : nil
        case .switchStmt:
            var count: Int?
            for c in s.switchCases {
                guard let body = c.child(ofKind: .codeBlock), let n = cells(body.statements, ctx, budget: &budget) else { return nil }
                if let k = count, k != n { return nil }
                count = n
            }
            return count
        default:
            break
        }
        // A view, possibly with modifiers: its span.
        var span = 1
        var n = s.unparenthesized
        var steps = 0
        while n.isModifierCall, let base = n.modifierBase, steps < 200 {
            steps += 1
            if n.calleeIs("gridCellColumns") {
                guard let v = n.child(1)?.firstChild, let k = ctx.analysis(FileConstants.self).literalValue(v), k >= 1 else {
                    return nil
                }
                span = Int(k)
            }
            n = base.unparenthesized
        }
        if n.kind == .call, n.calleeIs("ForEach") {
            guard let times = literalCount(n, ctx), let body = n.closureArguments.first,
                  let each = cells(body.statements, ctx, budget: &budget) else { return nil }
            return times * each
        }
        if n.kind == .call, n.calleeIs("Group") {
            guard let body = n.closureArguments.first else { return span }
            return cells(body.statements, ctx, budget: &budget)
        }
        return span
    }

    /// The number of elements of a `ForEach`'s data when it is a literal range or an array literal.
    private static func literalCount(_ forEach: Node, _ ctx: FileContext) -> Int? {
        guard let first = forEach.arguments.first, first.nameToken < 0, let data = first.firstChild?.unparenthesized
        else { return nil }
        if data.kind == .arrayLiteral { return data.childCount }
        let constants = ctx.analysis(FileConstants.self)
        guard data.kind == .binary, let op = LayoutContext.operatorText(data), let lo = data.child(0), let hi = data.child(1),
              let l = constants.literalValue(lo), let h = constants.literalValue(hi) else { return nil }
        switch op {
        case "..<": return h > l ? Int(h - l) : 0
        case "...": return h >= l ? Int(h - l + 1) : 0
        default: return nil
        }
    }

    /// A `Grid` that aligns a row's or a floating panel's own content rather than dividing the screen: inside the
    /// content of a `List` or `Form` (a row's own alignment) or of a horizontal `ScrollView` (Rules/odd-grid-columns.md), or —
    /// narrowed on real code — of a chart `.annotation { }`, a `.popover { }` or a context-menu preview (a tooltip
    /// sized to its content and placed by the system beside a point, like the presentations *fixed-width: exempt*
    /// leaves to the system). Followed, like *nested in*, through the same-file uses of the computed property,
    /// method or custom view type whose body holds the grid (every use must be in such content), at most
    /// `followDepth` steps, never looping.
    static func isRowAlignment(_ grid: Node, _ ctx: FileContext) -> Bool {
        var visited: Set<Int32> = []
        return isRowAlignment(grid, ctx, depth: 0, visited: &visited)
    }

    static let followDepth = 3

    private static func isRowAlignment(_ node: Node, _ ctx: FileContext, depth: Int, visited: inout Set<Int32>) -> Bool {
        for a in node.ancestors {
            switch a.kind {
            case .closure:
                guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call else { continue }
                if call.calleeIs("List") || call.calleeIs("Form") { return true }
                if call.calleeIs("ScrollView"), let axes = call.arguments.first, !axes.isTrailingClosure,
                   axes.nameToken < 0 || axes.nameIs("axes"), let v = axes.firstChild?.unparenthesized,
                   v.kind == .memberAccess, v.nameIs("horizontal") {
                    return true
                }
                if call.isModifierCall, call.calleeIs("annotation") || call.calleeIs("popover")
                    || (call.calleeIs("contextMenu") && arg.nameIs("preview")) {
                    return true
                }
            case .patternBinding, .funcDecl:
                // The body of `var table: some View { … }`, `func table() -> some View`, or a view's `body`.
                guard depth < followDepth, !visited.contains(a.id), let name = a.name,
                      let type = a.enclosingTypeDecl, let typeName = HingeTypeName.of(type) else { return false }
                visited.insert(a.id)
                let uses: [Node]
                if name == "body" {
                    uses = ctx.analysis(ViewTypeUses.self).constructions(of: typeName)
                } else {
                    uses = ctx.analysis(ViewTypeUses.self).references(to: name, inType: typeName)
                }
                guard !uses.isEmpty else { return false }
                for u in uses where !isRowAlignment(u, ctx, depth: depth + 1, visited: &visited) { return false }
                return true
            case .typeDecl, .sourceFile:
                return false
            default:
                continue
            }
        }
        return false
    }
}

/// The same-file uses of view members and view types, for `odd-grid-columns`' row-alignment test: computed once per
/// file on the first question, in one pass over the file's names.
final class ViewTypeUses: FileAnalysis {
    private let tree: SyntaxTree
    private var byName: [String: [Node]]?

    required init(tree: SyntaxTree) { self.tree = tree }

    private func index() -> [String: [Node]] {
        if let b = byName { return b }
        var out: [String: [Node]] = [:]
        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            let k = tree.nodes[raw].kind
            guard k == .identifier || k == .memberAccess else { continue }
            let n = Node(tree: tree, id: Int32(raw))
            // Capitalised names (types) and lower-case ones (members) alike; declarations are not nodes of these kinds.
            guard let name = n.name else { continue }
            out[name, default: []].append(n)
        }
        byName = out
        return out
    }

    /// `T(…)` calls constructing the type `name`.
    func constructions(of name: String) -> [Node] {
        (index()[name] ?? []).compactMap { n in
            guard let call = n.parent, call.kind == .call, call.firstChild == n, call.constructedTypeName == name else { return nil }
            return call
        }
    }

    /// `name` or `self.name` read inside the type `typeName` (or its same-file extensions).
    func references(to name: String, inType typeName: String) -> [Node] {
        (index()[name] ?? []).filter { n in
            if n.kind == .memberAccess {
                guard let base = n.firstChild, base.kind == .identifier, base.nameIs("self") else { return false }
            } else if let p = n.parent, p.kind == .memberAccess, p.firstChild != n {
                return false
            }
            guard let t = n.enclosingTypeDecl else { return false }
            return HingeTypeName.of(t) == typeName
        }
    }
}
