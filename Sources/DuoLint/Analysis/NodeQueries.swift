import Foundation

/// Questions rules ask about single nodes: callee names, arguments, member chains, literal values.
/// Everything here reads the tree; nothing re-scans source text.
extension Node {
    // MARK: Calls

    /// The argument's label, or nil when unlabelled.
    public var label: String? { kind == .argument ? name : nil }

    /// An argument's expression.
    public var value: Node? { kind == .argument ? firstChild : nil }

    public var isTrailingClosure: Bool { kind == .argument && flags.contains(.trailingClosure) }

    /// An argument's key among the arguments of `call`: its label, or `_N` for the N-th unlabelled argument
    /// (trailing closures not counted) — the key `parameterKey` gives the parameter that takes it.
    public func argumentKey(in call: Node) -> String {
        if let label, label != "_" { return label }
        var position = 0
        for a in call.arguments where !a.isTrailingClosure {
            if a == self { break }
            if a.label == nil { position += 1 }
        }
        return "_\(position)"
    }

    /// Closures passed to a call, as trailing closures or as arguments (`content:`, `label:`, …), in order.
    public var closureArguments: [Node] {
        let t = tree
        let r = t.nodes[Int(id)]
        var out: [Node] = []
        var k = Int(r.childStart)
        let end = k + Int(r.childCount)
        while k < end {
            let a = t.childIDs[k]
            if t.nodes[Int(a)].kind == .argument {
                let v = t.childID(a, 0)
                if v >= 0 && t.nodes[Int(v)].kind == .closure { out.append(Node(tree: t, id: v)) }
            }
            k += 1
        }
        return out
    }

    // MARK: Modifiers

    /// A modifier or method call: `base.name(…)` (not an implicit member `.name(…)`).
    /// A nested type's initializer (`Components.Row(…)`) is not a modifier.
    public var isModifierCall: Bool {
        let t = tree
        guard t.nodes[Int(id)].kind == .call else { return false }
        let c = t.childID(id, 0)
        guard c >= 0 else { return false }
        let cr = t.nodes[Int(c)]
        guard cr.kind == .memberAccess && cr.childCount > 0 else { return false }
        if t.nodeNameIs(c, "init") { return false }
        let base = t.childID(c, 0)
        if base >= 0, t.nodes[Int(base)].kind == .identifier, t.nodeNameStartsUppercase(base),
           t.nodeNameStartsUppercase(c) { return false }
        return true
    }

    /// For `x.modifier(…)`: `x`.
    public var modifierBase: Node? {
        guard isModifierCall else { return nil }
        return firstChild?.firstChild
    }

    /// `Text("a").padding().frame()` → the `Text("a")` call: follows modifier calls and member accesses down to
    /// the view they start from. Parentheses and postfix `#if`s are looked through.
    public var strippingModifiers: Node {
        var n = self.unparenthesized
        var steps = 0
        while steps < 100_000 {
            steps += 1
            if n.isModifierCall, let base = n.modifierBase {
                n = base.unparenthesized
            } else if n.kind == .memberAccess, let base = n.firstChild {
                n = base.unparenthesized
            } else {
                break
            }
        }
        return n
    }

    /// The modifier calls applied to this view expression, outermost last: for `Text("a").padding().bold()`
    /// asked on the `Text("a")` call, `[padding(), bold()]`. The modifiers of a postfix `#if`'s judged clauses
    /// and those after its `#endif` all count.
    public var appliedModifiers: [Node] {
        var out: [Node] = []
        var n = self
        while true {
            if let wrapper = n.parent, wrapper.kind == .postfixIfConfig, wrapper.firstChild == n {
                n = wrapper
                continue
            }
            guard let parent = n.parent, parent.kind == .memberAccess, let call = parent.parent, call.kind == .call,
                  call.firstChild == parent else { break }
            out.append(call)
            n = call
        }
        return out
    }

    // MARK: Compilation directives

    /// For an `#if` clause: whether the rules see it (it is active or unknown, not inactive).
    public var isJudgedClause: Bool { kind == .ifConfigClause && !flags.contains(.inactive) }

    /// The nearest ancestor that is not an `#if` or one of its clauses: the block, closure or declaration that a
    /// statement written inside `#if` clauses belongs to (for a chain wrapped by a postfix `#if`, the node holding
    /// the wrapper).
    public var parentSkippingIfConfig: Node? {
        var p = parent
        while let q = p, q.kind == .ifConfig || q.kind == .ifConfigClause || q.kind == .postfixIfConfig { p = q.parent }
        return p
    }

    // MARK: Closures

    /// The statements of a closure, code block, declaration body or `#if` clause — also the members of a member
    /// block — with every `#if` replaced by the items of its judged clauses, in source order (inactive clauses and
    /// absent code left out).
    public var statements: [Node] {
        switch kind {
        case .closure: return child(ofKind: .codeBlock)?.flattenedItems ?? []
        case .codeBlock, .sourceFile, .ifConfigClause: return flattenedItems
        default: return []
        }
    }

    /// Calls `body` with each item of `statements`, in order, without making an array (the fast path for files
    /// without `#if`: a loop over the children).
    public func forEachStatement(_ body: (Node) -> Void) {
        let t = tree
        var block = self
        if kind == .closure {
            guard let b = child(ofKind: .codeBlock) else { return }
            block = b
        } else if kind != .codeBlock && kind != .sourceFile && kind != .ifConfigClause {
            return
        }
        let r = t.nodes[Int(block.id)]
        var node = Node(tree: t, id: 0)
        for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) {
            let c = t.childIDs[k]
            if t.isAbsent(c) { continue }
            if t.nodes[Int(c)].kind == .ifConfig {
                for clause in Node(tree: t, id: c).children where clause.isJudgedClause {
                    clause.forEachStatement(body)
                }
                continue
            }
            node.id = c
            body(node)
        }
    }

    /// The case clauses of a `switch`, through `#if`s that hold cases (inactive clauses left out).
    public var switchCases: [Node] {
        guard kind == .switchStmt else { return [] }
        return flattenedItems.filter { $0.kind == .switchCase }
    }

    /// The children, with `#if`s flattened into their judged clauses' items (see `statements`).
    private var flattenedItems: [Node] {
        let t = tree
        let r = t.nodes[Int(id)]
        var hasIfConfig = false
        for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) where t.nodes[Int(t.childIDs[k])].kind == .ifConfig {
            hasIfConfig = true
            break
        }
        if !hasIfConfig { return t.absent == nil ? children : children.filter { !t.isAbsent($0.id) } }
        var out: [Node] = []
        var stack: [Int32] = []
        for k in (Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount))).reversed() { stack.append(t.childIDs[k]) }
        while let c = stack.popLast() {
            if t.isAbsent(c) { continue }
            let cr = t.nodes[Int(c)]
            if cr.kind == .ifConfig || cr.kind == .ifConfigClause {
                for k in (Int(cr.childStart)..<(Int(cr.childStart) + Int(cr.childCount))).reversed() { stack.append(t.childIDs[k]) }
            } else {
                out.append(Node(tree: t, id: c))
            }
        }
        return out
    }

    /// A count over statement-list items where the clauses of an `#if` are alternatives, not siblings: each item
    /// counts `weight(item)`, and an `#if` counts as much as its heaviest judged clause (an inactive clause
    /// counts nothing). For the children of a closure, code block or clause.
    public func countingClausesAsAlternatives(_ weight: (Node) -> Int) -> Int {
        var items: [Node]
        switch kind {
        case .closure: items = child(ofKind: .codeBlock)?.children ?? []
        case .codeBlock, .sourceFile, .ifConfigClause: items = children
        default: return 0
        }
        var total = 0
        for item in items where !tree.isAbsent(item.id) {
            if item.kind == .ifConfig {
                var heaviest = 0
                for clause in item.children where clause.isJudgedClause && !tree.isAbsent(clause.id) {
                    heaviest = max(heaviest, clause.countingClausesAsAlternatives(weight))
                }
                total += heaviest
            } else {
                total += weight(item)
            }
        }
        return total
    }

    /// Parameter names of a closure (`{ proxy in … }` → ["proxy"]).
    public var closureParameterNames: [String] {
        guard kind == .closure, let sig = child(ofKind: .closureSignature) else { return [] }
        return sig.children.compactMap { $0.name }
    }

    // MARK: Member chains

    /// The identifier a member chain starts from (`proxy.frame(in: .global).width` → `proxy`), looking through calls,
    /// `?`/`!`, parentheses and postfix `#if`s, and the member access right above it (`self.model.path` → `self` and
    /// `.model`); nil when the chain starts from something else (a literal, an implicit member).
    public var chainRoot: (identifier: Node, firstMember: Node?)? {
        var n = self
        var below: Node?
        var steps = 0
        while steps < 1_000 {
            steps += 1
            switch n.kind {
            case .identifier:
                return (n, below)
            case .memberAccess:
                guard let c = n.firstChild else { return nil }
                below = n
                n = c
            case .call, .forceUnwrap, .optionalChain:
                guard let c = n.firstChild else { return nil }
                n = c
            case .tuple, .postfixIfConfig:
                let inner = n.unparenthesized
                if inner == n { return nil }
                n = inner
            default:
                return nil
            }
        }
        return nil
    }

    /// `UIScreen.main.bounds.width` → ["UIScreen", "main", "bounds", "width"]; calls contribute their
    /// callee (`proxy.frame(in: .global).width` → ["proxy", "frame", "width"]); `?`/`!` are looked through.
    /// Implicit members start with "" (`.infinity` → ["", "infinity"]). Nil for other expressions.
    public var memberChain: [String]? {
        var parts: [String] = []
        var n = self
        var steps = 0
        while steps < 10_000 {
            steps += 1
            switch n.kind {
            case .memberAccess:
                parts.append(n.name ?? "")
                guard let base = n.firstChild else {
                    parts.append("")
                    return parts.reversed()
                }
                n = base
            case .identifier:
                parts.append(n.name ?? "")
                return parts.reversed()
            case .call:
                guard let c = n.firstChild else { return nil }
                n = c
            case .forceUnwrap, .optionalChain:
                guard let c = n.firstChild else { return nil }
                n = c
            case .tuple, .postfixIfConfig:
                let inner = n.unparenthesized
                if inner == n { return nil }
                n = inner
            default:
                return nil
            }
        }
        return nil
    }

    /// The parent of this node when it only wraps it in parentheses — a one-element tuple, or that tuple's
    /// unlabelled argument — else nil (for climbing through `( … )`).
    public var wrappingParenthesis: Node? {
        guard let parent else { return nil }
        if parent.kind == .tuple, parent.childCount == 1 { return parent }
        if parent.kind == .argument, let t = parent.parent, t.kind == .tuple, t.childCount == 1, parent.nameToken < 0 {
            return parent
        }
        return nil
    }

    // MARK: Literals

    /// The value of a numeric literal, also through a prefix `-`/`+` and parentheses.
    public var numericValue: Double? {
        let n = unparenthesized
        switch n.kind {
        case .integerLiteral:
            return n.smallDecimalValue ?? Node.parseNumber(n.text)
        case .floatLiteral:
            return Node.parseNumber(n.text)
        case .prefix:
            guard let operand = n.firstChild, let v = operand.numericValue else { return nil }
            if n.tree.token(n.nameToken, is: "-") { return -v }
            if n.tree.token(n.nameToken, is: "+") { return v }
            return nil
        default:
            return nil
        }
    }

    /// A literal of at most 15 plain decimal digits (nearly all of them), read on the bytes: exactly the value
    /// `parseNumber` gives it (such integers are exact doubles). Nil for other literals.
    private var smallDecimalValue: Double? {
        let r = tree.nodes[Int(id)]
        guard r.firstToken == r.lastToken, r.firstToken >= 0 else { return nil }
        let tok = tree.tokens[Int(r.firstToken)]
        let len = Int(tok.length)
        guard len > 0 && len <= 15 else { return nil }
        return tree.source.bytes.withUnsafeBufferPointer { buf -> Double? in
            var v: Int64 = 0
            var i = Int(tok.offset)
            let end = i + len
            while i < end {
                let d = buf[i] &- 0x30
                if d > 9 { return nil }
                v = v * 10 + Int64(d)
                i += 1
            }
            return Double(v)
        }
    }

    static func parseNumber(_ text: String) -> Double? {
        // `_` separators dropped on the bytes (Foundation's replacingOccurrences cost more than the rest).
        let cleaned = text.utf8.contains(0x5F) ? String(decoding: text.utf8.filter { $0 != 0x5F }, as: UTF8.self) : text
        // (`Double($0)`, not `.map(Double.init)`: that picks `init(bitPattern:)` and reads 0x1D2 as 2.3e-321.)
        if cleaned.hasPrefix("0x") || cleaned.hasPrefix("0X") {
            return UInt64(cleaned.dropFirst(2), radix: 16).map { Double($0) }
        }
        if cleaned.hasPrefix("0b") { return UInt64(cleaned.dropFirst(2), radix: 2).map { Double($0) } }
        if cleaned.hasPrefix("0o") { return UInt64(cleaned.dropFirst(2), radix: 8).map { Double($0) } }
        return Double(cleaned)
    }

    // MARK: Enclosing declarations

    /// The nearest enclosing type declaration (struct, class, enum, actor, extension).
    public var enclosingTypeDecl: Node? {
        let a = tree.enclosingTypeDeclID(id)   // (memoised per tree: constant time even in deep trees)
        return a < 0 ? nil : Node(tree: tree, id: a)
    }

    /// The nearest enclosing function-like scope: a function, accessor, closure, or computed property binding.
    public var enclosingScope: Node? {
        let a = tree.enclosingScopeID(id)   // (memoised per tree)
        return a < 0 ? nil : Node(tree: tree, id: a)
    }

    /// The keyword of a type declaration (`struct`, `class`, `enum`, `protocol`, `extension`, `actor`).
    public var declKeyword: Keyword {
        guard kind == .typeDecl || kind == .funcDecl || kind == .varDecl else { return .none }
        var t = Int(firstToken)
        let end = Int(lastToken)
        while t <= end {
            let tok = tree.tokens[t]
            if tok.kind == .attribute {
                t += 1
                if t <= end && tree.tokens[t].kind == .leftParen && !tree.tokens[t].spaceBefore {
                    // skip attribute arguments
                    var level = 0
                    repeat {
                        let k = tree.tokens[t].kind
                        if k == .leftParen { level += 1 } else if k == .rightParen { level -= 1 }
                        t += 1
                    } while level > 0 && t <= end
                }
                continue
            }
            switch tok.keyword {
            case .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .let, .var:
                return tok.keyword
            case .class:
                let next = t + 1 <= end ? tree.tokens[t + 1] : tok
                if next.kind == .identifier && !next.keyword.isDeclModifier { return .class }
            case .actor:
                if t + 1 <= end && tree.tokens[t + 1].kind == .identifier { return .actor }
            default:
                break
            }
            t += 1
        }
        return .none
    }

    /// Names of the types a type declaration inherits from / conforms to (`struct A: View, Equatable` → [View, Equatable]).
    public var inheritedTypeNames: [String] {
        guard kind == .typeDecl else { return [] }
        var out: [String] = []
        var isExtendedType = declKeyword == .extension  // an extension's first type reference is the extended type
        forEachChild(ofKind: .typeRef) { ref in
            if isExtendedType {
                isExtendedType = false
            } else if let name = ref.name {
                out.append(name)
            }
        }
        return out
    }

    /// The member block of a type declaration.
    public var memberBlock: Node? { kind == .typeDecl ? child(ofKind: .codeBlock) : nil }

    /// Whether the call's simple name (see `calleeName`) is in `set` (no allocation for ASCII names).
    public func calleeIn(_ set: NameSet) -> Bool {
        let n = tree.calleeNameNodes[Int(id)]
        return n >= 0 && set.contains(token: tree.nodes[Int(n)].nameToken, in: tree)
    }

    /// The attribute names on a declaration (`@State`, `@Environment`, …), with the `@`.
    public var attributeNames: [String] { children.filter { $0.kind == .attribute }.compactMap { $0.name } }

    /// The bindings of a variable declaration.
    public var bindings: [Node] { kind == .varDecl ? children(ofKind: .patternBinding) : [] }

    /// For a pattern binding or optional binding: its initializer expression.
    public var initializerValue: Node? { child(ofKind: .initializer)?.firstChild }

    /// For a pattern binding: its getter body (implicit getter, or the `get` accessor's block).
    public var getterBody: Node? {
        guard kind == .patternBinding else { return nil }
        if let block = child(ofKind: .codeBlock) { return block }
        for acc in children where acc.kind == .accessor && acc.nameIs("get") { return acc.child(ofKind: .codeBlock) }
        return nil
    }

    /// For a function: its body.
    public var body: Node? {
        switch kind {
        case .funcDecl, .accessor: return child(ofKind: .codeBlock)
        case .closure: return child(ofKind: .codeBlock)
        case .patternBinding: return getterBody
        default: return nil
        }
    }

    /// For a pattern binding, its type annotation.
    public var typeAnnotation: Node? { kind == .patternBinding || kind == .parameter ? child(ofKind: .typeRef) : nil }

    /// Whether a binding's variable declaration is `static`/`class`.
    public var isStaticMember: Bool {
        let decl = kind == .patternBinding ? parent : self
        return decl?.flags.contains(.isStatic) ?? false
    }
}
