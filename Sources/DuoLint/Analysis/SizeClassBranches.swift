/// Rules/fixed-width.md, *reported*, "regular-only branch": code that runs only in regular horizontal width.
///
/// A node is in a regular-only branch when, on its way up to the function or property that holds it, it sits in
/// - the body of an `if` (or `else if`), the rest of a block after a `guard`, or the `then` arm of a `?:`, whose
///   condition *requires* regular width: `horizontalSizeClass == .regular` or `!= .compact` (the SwiftUI environment
///   value under any name, UIKit `traitCollection.horizontalSizeClass`, or a name bound from one), also through a
///   `Bool` name bound to such a test (`let isRegular = sizeClass == .regular`, a same-file constant or
///   single-expression computed property), `!` of a test that requires compact width (`!isCompact`), and a
///   condition joined to one by `&&` (or `,`) — one joined by `||` requires it only when both sides do;
/// - the `else` of a branch (or the `else` arm of a `?:`) whose condition requires *compact* width in the same
///   sense (`== .compact`, `!= .regular`, `!isRegular`);
/// - a `switch` case over a horizontal size class whose every pattern is `.regular`;
/// - any alternative of a `ViewThatFits` but the last (the last is the fallback that must fit).
///
/// Narrowed on real code (within the regular-only reasoning): the body of a private view type of this file that is
/// used only in regular-only branches (`if sizeClass == .compact { Stacked() } else { SideBySide() }`) is
/// regular-only too.
public final class SizeClassBranches: FileAnalysis {
    private let tree: SyntaxTree
    /// Properties declared `@Environment(\.horizontalSizeClass)` in this file (any name).
    private lazy var environmentNames: Set<String> = collectEnvironmentNames()
    private lazy var values = BoundValues(tree: tree)

    private lazy var uses = NameUses(tree: tree)
    private var typeMemo: [Int32: Bool] = [:]

    public required init(tree: SyntaxTree) { self.tree = tree }

    /// Whether `node` runs only in regular horizontal width.
    public func isRegularOnly(_ node: Node) -> Bool { isRegularOnly(node, depth: 0) }

    private func isRegularOnly(_ node: Node, depth: Int) -> Bool {
        var child = node
        var grandchild = node
        var steps = 0
        for a in node.ancestors {
            steps += 1
            if steps > 4_000 { return false }
            switch a.kind {
            case .ifStmt:
                guard let condition = a.child(ofKind: .conditionList) else { break }
                if child.kind == .codeBlock, a.child(1) == child {
                    if requires(condition, regular: true) { return true }
                } else if child != condition, a.childCount >= 3, a.child(2) == child {
                    if requires(condition, regular: false) { return true }
                }
            case .ternary:
                guard let condition = a.firstChild, child != condition else { break }
                if a.child(1) == child, requires(condition, regular: true) { return true }
                if a.child(2) == child, requires(condition, regular: false) { return true }
            case .codeBlock:
                // `guard sizeClass == .regular else { return }` earlier in the same block.
                let start = child.startOffset
                var found = false
                a.forEachStatement { s in
                    guard !found, s.kind == .guardStmt, s.startOffset < start, s != child,
                          let condition = s.child(ofKind: .conditionList) else { return }
                    if requires(condition, regular: true) { found = true }
                }
                if found { return true }
                // The `else` body of a guard whose condition requires compact width.
                if let g = a.parent, g.kind == .guardStmt, let condition = g.child(ofKind: .conditionList),
                   requires(condition, regular: false) {
                    return true
                }
            case .switchCase:
                if let sw = a.parentSkippingIfConfig, sw.kind == .switchStmt, let subject = sw.firstChild,
                   isHorizontalSizeClass(subject), let label = a.child(ofKind: .caseLabel), labelIsRegularOnly(label) {
                    return true
                }
            case .closure:
                if isViewThatFitsAlternative(closure: a, statement: grandchild) { return true }
            case .typeDecl:
                return depth == 0 && isUsedOnlyInRegularBranches(a)
            case .funcDecl, .accessor, .sourceFile:
                return false
            case .patternBinding:
                // A computed property: its type's uses decide (a view's `body`), else nothing.
                if a.getterBody != nil {
                    guard depth == 0, let decl = a.parent, decl.kind == .varDecl, let block = decl.parentSkippingIfConfig,
                          let type = block.parent, type.kind == .typeDecl else { return false }
                    return isUsedOnlyInRegularBranches(type)
                }
            default:
                break
            }
            grandchild = child
            child = a
        }
        return false
    }

    /// A private (or fileprivate) view type of this file whose every construction (`T(…)`) is regular-only.
    private func isUsedOnlyInRegularBranches(_ type: Node) -> Bool {
        if let known = typeMemo[type.id] { return known }
        typeMemo[type.id] = false
        guard let name = type.name, ContainerSizes.isFilePrivate(type) else { return false }
        var constructions = 0
        var all = true
        for u in uses.all(named: name) where u.kind == .identifier {
            guard let call = u.parent, call.kind == .call, call.firstChild == u else { continue }
            constructions += 1
            if !isRegularOnly(call, depth: 1) { all = false; break }
        }
        let answer = all && constructions > 0
        typeMemo[type.id] = answer
        return answer
    }

    // MARK: Conditions

    /// `regular: true` — whether `e` being true requires regular width; `false` — whether `e` being false does.
    func requires(_ e: Node, regular: Bool, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let n = e.unparenthesized
        switch n.kind {
        case .conditionList:
            // `a, b` is `a && b`.
            let items = n.children
            return regular ? items.contains { requires($0, regular: true, depth: depth + 1) }
                           : !items.isEmpty && items.allSatisfy { requires($0, regular: false, depth: depth + 1) }
        case .optionalBinding:
            // `case .regular = sizeClass`
            guard let b = n.firstChild, b.kind == .binary, b.tree.token(b.nameToken, is: "="),
                  let pattern = b.child(0), let subject = b.child(1), isHorizontalSizeClass(subject) else { return false }
            return regular ? pattern.nameIs("regular") && pattern.kind == .memberAccess
                           : pattern.nameIs("compact") && pattern.kind == .memberAccess
        case .prefix:
            guard n.tree.token(n.nameToken, is: "!"), let operand = n.firstChild else { return false }
            return requires(operand, regular: !regular, depth: depth + 1)
        case .binary:
            guard let op = LayoutContext.operatorText(n), let lhs = n.child(0), let rhs = n.child(1) else { return false }
            switch op {
            case "&&":
                return regular ? requires(lhs, regular: true, depth: depth + 1) || requires(rhs, regular: true, depth: depth + 1)
                               : requires(lhs, regular: false, depth: depth + 1) && requires(rhs, regular: false, depth: depth + 1)
            case "||":
                return regular ? requires(lhs, regular: true, depth: depth + 1) && requires(rhs, regular: true, depth: depth + 1)
                               : requires(lhs, regular: false, depth: depth + 1) || requires(rhs, regular: false, depth: depth + 1)
            case "==", "!=":
                let other: Node
                if isHorizontalSizeClass(lhs) { other = rhs } else if isHorizontalSizeClass(rhs) { other = lhs } else { return false }
                let o = other.unparenthesized
                guard o.kind == .memberAccess else { return false }
                let isRegularCase = o.nameIs("regular"), isCompactCase = o.nameIs("compact")
                guard isRegularCase || isCompactCase else { return false }
                // true requires regular: `== .regular`, `!= .compact`; false requires regular: `== .compact`, `!= .regular`.
                let equals = op == "=="
                return regular ? (equals ? isRegularCase : isCompactCase) : (equals ? isCompactCase : isRegularCase)
            default:
                return false
            }
        case .identifier, .memberAccess:
            guard let (bound, _) = values.value(of: n, sources: [.locals, .staticLets, .constants]) else { return false }
            let v = bound.unparenthesized
            if v == n { return false }
            return requires(v, regular: regular, depth: depth + 1)
        default:
            return false
        }
    }

    /// A horizontal size class value: a chain ending in `horizontalSizeClass`, a property declared
    /// `@Environment(\.horizontalSizeClass)`, or a local name bound from one.
    func isHorizontalSizeClass(_ e: Node, depth: Int = 0) -> Bool {
        let n = e.unparenthesized
        switch n.kind {
        case .memberAccess:
            if n.nameIs("horizontalSizeClass") { return true }
            guard let base = n.firstChild, base.kind == .identifier, base.nameIs("self") || base.nameIs("Self"),
                  let name = n.name else { return false }
            return environmentNames.contains(name)
        case .identifier:
            guard let name = n.name else { return false }
            if name == "horizontalSizeClass" || environmentNames.contains(name) { return true }
            guard depth < 4, let (bound, _) = values.value(of: n, sources: [.locals]) else { return false }
            return bound != n && isHorizontalSizeClass(bound, depth: depth + 1)
        case .optionalChain, .forceUnwrap:
            return n.firstChild.map { isHorizontalSizeClass($0, depth: depth) } ?? false
        default:
            return false
        }
    }

    /// `case .regular:` (every pattern `.regular`).
    private func labelIsRegularOnly(_ label: Node) -> Bool {
        let patterns = label.children
        return !patterns.isEmpty && patterns.allSatisfy { p in
            let v = p.unparenthesized
            return v.kind == .memberAccess && v.nameIs("regular")
        }
    }

    /// Whether `closure` is the content of a `ViewThatFits` and `statement` (one of its top-level items, or what
    /// holds the node below) is an alternative other than the last.
    private func isViewThatFitsAlternative(closure: Node, statement: Node) -> Bool {
        guard let arg = closure.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
              call.constructedTypeName == "ViewThatFits" else { return false }
        let items = closure.statements
        guard items.count >= 2, let last = items.last else { return false }
        return statement.startOffset < last.startOffset
    }

    private static let keyBytes = Array("horizontalSizeClass".utf8)

    private func collectEnvironmentNames() -> Set<String> {
        var out: Set<String> = []
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .attribute && !tree.isAbsent(Int32(raw)) {
            let attr = Node(tree: tree, id: Int32(raw))
            guard attr.nameIs("@Environment"), let decl = attr.parent, decl.kind == .varDecl else { continue }
            // (An attribute's arguments are its text, not nodes.)
            guard FileAnalyzer.contains(tree.source.bytes, attr.startOffset, attr.endOffset, SizeClassBranches.keyBytes)
            else { continue }
            decl.forEachChild(ofKind: .patternBinding) { b in if let name = b.name { out.insert(name) } }
        }
        return out
    }
}
