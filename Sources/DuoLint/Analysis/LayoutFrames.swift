/// Rules/fixed-width.md, *reported*: a `CGRect` / `CGSize` is a view's *layout frame* when it is assigned to a view's
/// or layer's `frame`, `bounds`, `frame.size` or `bounds.size`, to a flow layout's `itemSize`, or returned from
/// `collectionView(_:layout:sizeForItemAt:)` — directly, or through a name bound to it (a local `let`/`var` in the
/// same function, a same-file constant or stored property). Stored elsewhere, passed to other functions (a UIKit
/// initializer's `frame:`, `sizeThatFits`, …) or used as a hint (`preferredContentSize`), it is not.
///
/// Also the priority of a width constraint: *fixed-width* judges `widthAnchor` constraints only at `.required`
/// priority (`isBelowRequiredPriority`).
public final class LayoutFrames: FileAnalysis {
    private let tree: SyntaxTree
    private lazy var uses = NameUses(tree: tree)

    public required init(tree: SyntaxTree) { self.tree = tree }

    /// Whether the geometry call (`CGRect(…)`, `CGSize(…)`, `.init(…)`) is used as a layout frame.
    public func isLayoutFrame(_ geometry: Node) -> Bool {
        var visited: Set<Int32> = []
        return flowsToFrame(geometry, depth: 0, &visited)
    }

    /// Names of flows followed from one value (local names, constants, the `size:` of a rectangle).
    private static let maxDepth = 4

    private func flowsToFrame(_ value: Node, depth: Int, _ visited: inout Set<Int32>) -> Bool {
        guard depth <= LayoutFrames.maxDepth, visited.insert(value.id).inserted else { return false }
        let p = LayoutFrames.valuePosition(of: value)
        guard let parent = p.parent else { return false }
        switch parent.kind {
        case .binary:
            guard parent.tree.token(parent.nameToken, is: "="), parent.child(1) == p, let lhs = parent.firstChild else {
                return false
            }
            return LayoutFrames.isFrameTarget(lhs)
        case .returnStmt:
            return LayoutFrames.isSizeForItemFunction(parent.enclosingScope)
        case .codeBlock:
            // The single expression of a function body: `func collectionView(…sizeForItemAt…) -> CGSize { CGSize(…) }`
            guard parent.statements.count == 1, let owner = parent.parent, owner.kind == .funcDecl else { return false }
            return LayoutFrames.isSizeForItemFunction(owner)
        case .argument:
            // `CGRect(origin: .zero, size: CGSize(width: 500, height: 40))`: a layout frame when the rectangle is.
            guard parent.nameIs("size"), let call = parent.parent, call.kind == .call,
                  call.calleeIs("CGRect") || (call.calleeIs("init") && call.firstChild?.kind == .memberAccess) else {
                return false
            }
            return flowsToFrame(call, depth: depth + 1, &visited)
        case .initializer:
            guard let binding = parent.parent, binding.kind == .patternBinding, let name = binding.name,
                  let decl = binding.parent, decl.kind == .varDecl else { return false }
            return usesReachFrame(of: name, declaredBy: binding, depth: depth, &visited)
        default:
            return false
        }
    }

    /// Whether some use of `name` (bound by `binding`) is a layout frame: in the rest of the function for a local,
    /// anywhere in the file for a type-level or file-level binding.
    private func usesReachFrame(of name: String, declaredBy binding: Node, depth: Int, _ visited: inout Set<Int32>) -> Bool {
        for use in uses.values(named: name, excluding: binding) where flowsToFrame(use, depth: depth + 1, &visited) {
            return true
        }
        return false
    }

    /// The outermost node that stands for `value` itself: through parentheses, either arm of `?:`, the right side
    /// of `??`, and `try`.
    static func valuePosition(of value: Node) -> Node {
        var n = value
        for _ in 0..<32 {
            guard let p = n.parent else { return n }
            switch p.kind {
            case .tuple:
                guard p.childCount == 1, let a = p.firstChild, a.kind == .argument, a.nameToken < 0,
                      let outer = p.parent, outer.kind != .call else { return n }
                n = p
            case .argument:
                // A parenthesised expression is a one-element tuple: `(CGRect(…))`.
                guard let t = p.parent, t.kind == .tuple, t.childCount == 1, p.nameToken < 0 else { return n }
                n = p
            case .ternary:
                guard p.firstChild != n else { return n }
                n = p
            case .binary:
                guard LayoutContext.operatorText(p) == "??", p.child(1) == n else { return n }
                n = p
            case .tryExpr, .postfixIfConfig:
                n = p
            default:
                return n
            }
        }
        return n
    }

    /// `x.frame`, `frame`, `layer.bounds`, `x.frame.size`, `x.bounds.size`, `layout.itemSize`.
    static func isFrameTarget(_ lhs: Node) -> Bool {
        guard let chain = lhs.memberChain, let last = chain.last else { return false }
        if last == "frame" || last == "bounds" || last == "itemSize" { return true }
        if last == "size", chain.count >= 2 {
            let before = chain[chain.count - 2]
            return before == "frame" || before == "bounds"
        }
        return false
    }

    /// `func collectionView(_:layout:sizeForItemAt:)`.
    static func isSizeForItemFunction(_ scope: Node?) -> Bool {
        guard let f = scope, f.kind == .funcDecl, f.nameIs("collectionView") else { return false }
        var found = false
        f.forEachChild(ofKind: .parameter) { p in if p.parameterLabel == "sizeForItemAt" { found = true } }
        return found
    }

    /// Narrowed on real code (decoration): the layout frame is assigned to a view used as a mask — its name has the
    /// word `mask`, or it is assigned to a `mask` / `maskView` in the same function (`maskView.frame = CGRect(…)`;
    /// `blurView.mask = maskView`).
    public func isMaskFrame(_ geometry: Node) -> Bool {
        let p = LayoutFrames.valuePosition(of: geometry)
        guard let parent = p.parent, parent.kind == .binary, parent.tree.token(parent.nameToken, is: "="),
              let chain = parent.firstChild?.memberChain else { return false }
        // The view: the chain before `frame` / `bounds` (`maskView.frame`, `self.maskView.layer.frame`).
        var view = Array(chain.dropLast())
        if view.last == "layer" { view.removeLast() }
        guard let name = view.last, name != "self" else { return false }
        if NameWords.split(name).contains("mask") { return true }
        let scope = parent.enclosingScope
        for use in uses.all(named: name) {
            if let scope, !(use.startOffset >= scope.startOffset && use.startOffset <= scope.endOffset) { continue }
            guard let assignment = use.parent, assignment.kind == .binary, assignment.tree.token(assignment.nameToken, is: "="),
                  assignment.child(1) == use, let last = assignment.firstChild?.memberChain?.last else { continue }
            if last == "mask" || last == "maskView" { return true }
        }
        return false
    }

    // MARK: Constraint priority

    /// Whether the constraint call (`x.widthAnchor.constraint(equalToConstant: 500)`) is given a priority below
    /// `.required`: a `priority:` argument, a priority-setting call chained on it (`.withPriority(.defaultHigh)`),
    /// or `.priority = …` on the name or property it is assigned to, with any value but `.required` / 1000.
    public func isBelowRequiredPriority(_ constraint: Node) -> Bool {
        if let p = constraint.argumentValue("priority") { return !LayoutFrames.isRequiredPriority(p) }
        // Chained: `constraint(…).withPriority(.defaultHigh)`, `.priority(.high)`, `.setPriority(…)`, and a helper
        // given a `priority:` argument (`.with(priority: .defaultHigh)`, ownCloud).
        var n = constraint
        for _ in 0..<8 {
            guard let m = n.parent, m.kind == .memberAccess, m.firstChild == n, let call = m.parent, call.kind == .call,
                  call.firstChild == m, let name = m.name else { break }
            if let labeled = call.argumentValue("priority") { return !LayoutFrames.isRequiredPriority(labeled) }
            if NameWords.split(name).contains("priority") {
                let value = call.arguments.first { !$0.isTrailingClosure }?.value
                return value.map { !LayoutFrames.isRequiredPriority($0) } ?? true
            }
            n = call
        }
        // Assigned to a name or property: `let c = …; c.priority = .defaultHigh`, `widthConstraint = …`.
        let position = LayoutFrames.valuePosition(of: constraint)
        guard let parent = position.parent else { return false }
        var target: String?
        var scope: Node?
        if parent.kind == .initializer, let binding = parent.parent, binding.kind == .patternBinding {
            target = binding.name
            scope = binding.enclosingScope
        } else if parent.kind == .binary, parent.tree.token(parent.nameToken, is: "="), parent.child(1) == position,
                  let chain = parent.firstChild?.memberChain, let last = chain.last {
            target = last
            scope = nil
        }
        guard let name = target else { return false }
        for use in uses.all(named: "priority") where use.kind == .memberAccess {
            if let scope, !(use.startOffset >= scope.startOffset && use.startOffset <= scope.endOffset) { continue }
            guard let base = use.firstChild, let chain = base.memberChain, chain.last == name,
                  let assignment = use.parent, assignment.kind == .binary,
                  assignment.tree.token(assignment.nameToken, is: "="), assignment.firstChild == use,
                  let value = assignment.child(1) else { continue }
            if !LayoutFrames.isRequiredPriority(value) { return true }
        }
        return false
    }

    /// `.required`, `UILayoutPriority.required`, `1000`, `UILayoutPriority(1000)`, `UILayoutPriority(rawValue: 1000)`.
    static func isRequiredPriority(_ value: Node) -> Bool {
        let v = value.unparenthesized
        if let n = v.numericValue { return n == 1000 }
        if v.kind == .memberAccess { return v.nameIs("required") }
        if v.kind == .call, v.calleeIs("UILayoutPriority") || v.calleeIs("init"),
           let a = v.arguments.first(where: { !$0.isTrailingClosure })?.value {
            return a.numericValue == 1000
        }
        return false
    }
}

extension Node {
    /// A parameter's key among its function's parameters: its argument label, or `_N` for the N-th parameter without
    /// one (the key `argumentKey(in:)` gives the arguments passed for it).
    public func parameterKey(of function: Node) -> String {
        let label = parameterLabel ?? "_"
        guard label == "_" else { return label }
        var position = 0
        var found = false
        function.forEachChild(ofKind: .parameter) { q in
            if found { return }
            if q == self { found = true; return }
            if (q.parameterLabel ?? "_") == "_" { position += 1 }
        }
        return "_\(position)"
    }

    /// A parameter's argument label: the external name when written (`_` for none), else its name
    /// (`func f(at index: Int)` → `at`; `func f(_ x: Int)` → `_`; `func f(x: Int)` → `x`).
    public var parameterLabel: String? {
        guard kind == .parameter else { return nil }
        let name = nameToken
        guard name >= 0 else { return nil }
        var t = firstToken
        // Skip attributes and their arguments (`@ViewBuilder content: …`).
        while t < name {
            let tok = tree.tokens[Int(t)]
            if tok.kind == .attribute {
                t += 1
                if t < name, tree.tokens[Int(t)].kind == .leftParen {
                    var level = 0
                    repeat {
                        let k = tree.tokens[Int(t)].kind
                        if k == .leftParen { level += 1 } else if k == .rightParen { level -= 1 }
                        t += 1
                    } while level > 0 && t < name
                }
                continue
            }
            break
        }
        if t == name - 1 { return tree.tokenText(t) }
        return self.name
    }
}
