import Foundation

/// Every kind of node the parser builds. Children are listed per kind; "name" is the node's name token.
public enum NodeKind: UInt8, Sendable, CaseIterable {
    case sourceFile          // statements
    case codeBlock           // statements (the `{ … }` of a body, or the statements of a `case`)
    case unknown             // tokens the parser could not read (skipped, balanced)

    // Declarations
    case importDecl          // name: the first module name token
    case typeDecl            // name: type name; children: attribute*, inheritedType(typeRef)*, codeBlock(members)
    case funcDecl            // name: function name (`init`, `subscript`, `get`…); children: attribute*, parameter*, typeRef(result)?, codeBlock?
    case varDecl             // children: attribute*, patternBinding+  (flags: isLet, isStatic)
    case patternBinding      // name: the bound name (simple patterns); children: typeRef?, initializer?, codeBlock(getter)/accessor*
    case initializer         // `= expr`; children: expr
    case accessor            // name: `get`/`set`/`willSet`/`didSet`; children: codeBlock?
    case enumCaseDecl        // name: first case name; children: expressions of raw values / associated values (opaque)
    case typealiasDecl       // name: alias name; children: typeRef
    case attribute           // name: the `@…` token; children: argument*
    case parameter           // name: the internal parameter name; children: typeRef?, initializer?
    case typeRef             // a type written out; name: its first top-level identifier (none for `[T]`, `(A, B)`)
    case closureSignature    // children: parameter*, typeRef?
    case operatorDecl        // `operator`, `precedencegroup` declarations (opaque)

    // Statements
    case ifStmt              // children: conditionList, codeBlock(then), (codeBlock | ifStmt)(else)?
    case guardStmt           // children: conditionList, codeBlock(else)
    case conditionList       // children: condition expressions and optionalBinding nodes
    case optionalBinding     // `let x = e`, `var x`, `case .a(let x) = e`; name: the bound name; children: initializer?
    case switchStmt          // children: subject expr, switchCase*
    case switchCase          // children: caseLabel, codeBlock
    case caseLabel           // children: pattern expressions (and a `where` expr)
    case forStmt             // name: first bound name; children: sequence expr, whereClause expr?, codeBlock
    case whileStmt           // children: conditionList, codeBlock
    case repeatStmt          // children: codeBlock, condition expr
    case doStmt              // children: codeBlock, catchClause*
    case catchClause         // children: pattern exprs?, codeBlock
    case returnStmt          // children: expr?
    case throwStmt           // children: expr
    case deferStmt           // children: codeBlock
    case jumpStmt            // `break`, `continue`, `fallthrough`
    case ifConfig            // `#if … #endif` among statements, members or switch cases; children: ifConfigClause+
    case ifConfigClause      // name: the `#if`/`#elseif`/`#else` token; its condition is the rest of that line (tokens,
                             // no node); children: the clause's statements / members / cases, or (in a
                             // postfixIfConfig, inactive clauses only) its postfix chain on an implicit base
                             // (flags: active / inactive; neither: unknown)

    // Expressions
    case identifier          // name: the identifier token (`foo`, `self`, `$0`, `_`)
    case memberAccess        // name: member token; children: base expr? (none for implicit `.member`)
    case call                // children: callee expr, argument* (trailing closures last, flagged)
    case subscriptCall       // children: base expr, argument*
    case argument            // name: label token or -1; children: expr (flags: isTrailingClosure)
    case closure             // children: closureSignature?, codeBlock
    case integerLiteral
    case floatLiteral
    case stringLiteral       // flags: interpolated
    case booleanLiteral
    case nilLiteral
    case regexLiteral
    case arrayLiteral        // children: element exprs
    case dictionaryLiteral   // children: dictionaryElement*
    case dictionaryElement   // children: key expr, value expr
    case tuple               // `( … )`; children: argument* (a parenthesised expression is a 1-element tuple)
    case binary              // name: operator token (`+`, `<`, `=`, `??`, …); children: lhs, rhs
    case prefix              // name: operator token; children: operand
    case postfix             // name: operator token (custom postfix); children: operand
    case forceUnwrap         // `x!`; children: operand
    case optionalChain       // `x?`; children: operand
    case ternary             // children: condition, then, else
    case cast                // name: `as`/`is`; children: operand, typeRef
    case keyPath             // `\.a.b`, `\Type.a` (opaque; read its text)
    case tryExpr             // name: `try` token; children: operand
    case awaitExpr           // children: operand
    case macroExpansion      // name: `#name` token; children: attribute* (before a freestanding macro: `@available(…) #Preview`), argument*
    case operatorReference   // a bare operator used as a value: `reduce(0, +)`
    case postfixIfConfig     // `view` / `#if os(iOS)` / `.toolbar { … }` / `#endif`: children: the chain with every judged
                             // clause's modifiers applied, then one ifConfigClause per clause (see `Node.ifConfigBase`)
}

/// Flags stored on a node; their meaning depends on the kind.
public struct NodeFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// argument: a trailing closure (`{ … }` or `label: { … }` after the call).
    public static let trailingClosure = NodeFlags(rawValue: 1 << 0)
    /// varDecl: `let` rather than `var`.
    public static let isLet = NodeFlags(rawValue: 1 << 1)
    /// varDecl/funcDecl: `static` or `class` member.
    public static let isStatic = NodeFlags(rawValue: 1 << 2)
    /// stringLiteral: contains `\( … )`.
    public static let interpolated = NodeFlags(rawValue: 1 << 3)
    /// ifStmt: has an `else`.
    public static let hasElse = NodeFlags(rawValue: 1 << 4)
    /// tryExpr: `try?` / `try!`; cast: `as?` / `as!`.
    public static let questionOrBang = NodeFlags(rawValue: 1 << 5)
    /// ifConfigClause: certainly not compiled for an iPhone (`BuildConfiguration`); the clause is absent code.
    public static let inactive = NodeFlags(rawValue: 1 << 6)
    /// ifConfigClause: certainly compiled for an iPhone. A clause with neither flag is unknown, and judged.
    public static let active = NodeFlags(rawValue: 1 << 7)
}

/// A node as stored: 28 bytes, no pointers. Children are a contiguous slice of `SyntaxTree.childIDs`.
public struct RawNode: Sendable {
    public var kind: NodeKind
    public var flags: NodeFlags
    public var parent: Int32
    public var childStart: Int32
    public var childCount: Int32
    /// First and last significant token (inclusive); `lastToken < firstToken` for an empty node.
    public var firstToken: Int32
    public var lastToken: Int32
    /// The node's name token (see NodeKind), or -1.
    public var nameToken: Int32
}

/// A parsed file: source, tokens, trivia and an array-backed tree. Trees are lossless: every byte is in a token
/// or in trivia, and every node knows its token range. The last node is the `.sourceFile` root
/// (nodes are stored in the order they were finished: children before parents).
public final class SyntaxTree: @unchecked Sendable {
    public let source: SourceText
    public let tokens: [Token]
    public let trivia: [Token]
    public let nodes: [RawNode]
    public let childIDs: [Int32]
    /// Places the parser had to skip or guess; each becomes a `parse-error` finding.
    public let errors: [ParseError]

    /// For each node, whether it is absent code (RULES.md, *code that runs on an iPhone*): in a `#if` clause that
    /// is inactive for the build, in a `#Preview { }` or in a type conforming to `PreviewProvider`. Nil when the
    /// file has none, as most files do (`isAbsent` is then false for every node, at the cost of one test).
    public let absent: [Bool]?

    init(source: SourceText, lexed: LexedSource, nodes: [RawNode], childIDs: [Int32], errors: [ParseError],
         mayHaveAbsentCode: Bool = false) {
        self.source = source
        self.tokens = lexed.tokens
        self.trivia = lexed.trivia
        self.nodes = nodes
        self.childIDs = childIDs
        self.errors = errors
        absent = mayHaveAbsentCode ? SyntaxTree.absentNodes(nodes, childIDs, lexed.tokens, source) : nil
        calleeNameNodes = computeCalleeNameNodes()
    }

    /// The same tree with the nodes `ids` (and everything below them) absent as well. Tests use it to stand for
    /// absence that is decided elsewhere (a run-time idiom branch, RULES.md scope 4) and check that a rule which must
    /// read such code still does.
    func markingAbsent(_ ids: Set<Int32>) -> SyntaxTree {
        var out = absent ?? [Bool](repeating: false, count: nodes.count)
        var i = nodes.count - 1
        while i >= 0 {
            let p = nodes[i].parent
            if ids.contains(Int32(i)) || (p > Int32(i) && Int(p) < nodes.count && out[Int(p)]) { out[i] = true }
            i -= 1
        }
        return SyntaxTree(copying: self, absent: out)
    }

    private init(copying t: SyntaxTree, absent: [Bool]) {
        source = t.source
        tokens = t.tokens
        trivia = t.trivia
        nodes = t.nodes
        childIDs = t.childIDs
        errors = t.errors
        self.absent = absent
        calleeNameNodes = t.calleeNameNodes
    }

    /// Whether node `id` is absent code (see `absent`): rules, walks and the cross-file index skip it.
    @inline(__always) public func isAbsent(_ id: Int32) -> Bool {
        guard let absent else { return false }
        return absent[Int(id)]
    }

    /// `absent`, in one pass from the root down (parents are stored after their children); nil when no node is.
    private static func absentNodes(_ nodes: [RawNode], _ childIDs: [Int32], _ tokens: [Token],
                                    _ source: SourceText) -> [Bool]? {
        var out = [Bool](repeating: false, count: nodes.count)
        var any = false
        let bytes = source.bytes
        /// The token's bytes are `s` (compared in place: no String made).
        func tokenIs(_ t: Int32, _ s: StaticString) -> Bool {
            guard t >= 0, Int(t) < tokens.count else { return false }
            let token = tokens[Int(t)]
            guard Int(token.length) == s.utf8CodeUnitCount, token.end <= bytes.count else { return false }
            return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(token.offset), s.utf8Start, s.utf8CodeUnitCount) == 0 }
        }
        var i = nodes.count - 1
        while i >= 0 {
            let r = nodes[i]
            var isAbsent = r.parent > Int32(i) && Int(r.parent) < nodes.count && out[Int(r.parent)]
            if !isAbsent {
                switch r.kind {
                case .ifConfigClause:
                    isAbsent = r.flags.contains(.inactive)
                case .macroExpansion:
                    isAbsent = tokenIs(r.nameToken, "#Preview")
                case .typeDecl:
                    // `struct X_Previews: PreviewProvider` (or an extension adding the conformance).
                    for k in Int(r.childStart)..<(Int(r.childStart) + Int(r.childCount)) {
                        let c = nodes[Int(childIDs[k])]
                        if c.kind == .typeRef && tokenIs(c.nameToken, "PreviewProvider") { isAbsent = true }
                    }
                default:
                    break
                }
            }
            if isAbsent {
                out[i] = true
                any = true
            }
            i -= 1
        }
        return any ? out : nil
    }

    /// For each `.call` node, the node whose name is the call's simple name (`Node.calleeName`): its callee
    /// identifier, its callee member access, or for `Type.init(…)` the `Type` identifier; -1 otherwise.
    /// Computed once, so the many `calleeIs` questions rules ask about every call are a name comparison each.
    private(set) var calleeNameNodes: [Int32] = []

    private func computeCalleeNameNodes() -> [Int32] {
        // (Local copies and a buffer for the output keep the loop over every node to a few instructions a node.)
        let nodes = self.nodes
        let childIDs = self.childIDs
        var out = [Int32](repeating: -1, count: nodes.count)
        out.withUnsafeMutableBufferPointer { out in
            for i in 0..<min(nodes.count, out.count) where nodes[i].kind == .call && nodes[i].childCount > 0 {
                let c = childIDs[Int(nodes[i].childStart)]
                switch nodes[Int(c)].kind {
                case .identifier:
                    out[i] = c
                case .memberAccess:
                    var target = c
                    if nodeNameIs(c, "init") {
                        let base = childID(c, 0)
                        if base >= 0 && nodes[Int(base)].kind == .identifier { target = base }
                    }
                    out[i] = target
                default:
                    break
                }
            }
        }
        return out
    }

    public var root: Node { Node(tree: self, id: Int32(nodes.count - 1)) }
    public var path: String { source.path }

    // MARK: Tokens

    @inline(__always) public func tokenText(_ t: Int32) -> String {
        guard t >= 0 && Int(t) < tokens.count else { return "" }
        let tok = tokens[Int(t)]
        return source.text(Int(tok.offset), tok.end)
    }

    /// Compares a token's bytes with an ASCII string without allocating.
    @inline(__always) public func token(_ t: Int32, is s: StaticString) -> Bool {
        guard t >= 0 && Int(t) < tokens.count else { return false }
        let tok = tokens[Int(t)]
        let len = s.utf8CodeUnitCount
        if Int(tok.length) != len { return false }
        return source.bytes.withUnsafeBufferPointer { buf in
            let p = s.utf8Start
            let off = Int(tok.offset)
            for k in 0..<len where buf[off + k] != p[k] { return false }
            return true
        }
    }

    /// Whether a token's bytes contain the lower-case ASCII string `s`, ignoring ASCII case (no allocation).
    public func token(_ t: Int32, containsIgnoringCase s: StaticString) -> Bool {
        guard t >= 0 && Int(t) < tokens.count else { return false }
        let tok = tokens[Int(t)]
        let len = s.utf8CodeUnitCount
        if Int(tok.length) < len || len == 0 { return len == 0 }
        return source.bytes.withUnsafeBufferPointer { buf in
            let needle = s.utf8Start
            let start = Int(tok.offset)
            let last = tok.end - len
            var i = start
            while i <= last {
                var k = 0
                while k < len {
                    var c = buf[i + k]
                    if c >= 0x41 && c <= 0x5A { c |= 0x20 }
                    if c != needle[k] { break }
                    k += 1
                }
                if k == len { return true }
                i += 1
            }
            return false
        }
    }

    public func position(ofToken t: Int32) -> SourcePosition {
        source.position(ofOffset: Int(tokens[Int(max(0, min(t, Int32(tokens.count - 1))))].offset))
    }

    // MARK: Node ids (the allocation-free core of `Node`'s queries)

    /// The `index`-th child of node `id`, or -1.
    @inline(__always) func childID(_ id: Int32, _ index: Int) -> Int32 {
        let r = nodes[Int(id)]
        guard index >= 0 && index < Int(r.childCount) else { return -1 }
        return childIDs[Int(r.childStart) + index]
    }

    /// `Node.nameIs` by id. Inlined: most questions are answered by the length, the rest by a byte compare.
    @inline(__always) func nodeNameIs(_ id: Int32, _ s: StaticString) -> Bool {
        let t = nodes[Int(id)].nameToken
        if t < 0 { return false }
        let tok = tokens[Int(t)]
        let len = s.utf8CodeUnitCount
        let tokenLength = Int(tok.length)
        if tokenLength == len {
            let off = Int(tok.offset)
            return source.bytes.withUnsafeBufferPointer { buf in
                let p = s.utf8Start
                var k = 0
                while k < len && buf[off + k] == p[k] { k += 1 }
                return k == len
            }
        }
        return tokenLength == len + 2 && nodeNameIsEscaped(id, s)
    }

    /// `nodeNameIs` for a name token two bytes longer than `s`: equal only as `` `name` `` (or, String equality
    /// being canonical, when non-ASCII).
    private func nodeNameIsEscaped(_ id: Int32, _ s: StaticString) -> Bool {
        let tok = tokens[Int(nodes[Int(id)].nameToken)]
        let off = Int(tok.offset)
        let mayBeEscaped: Bool = source.bytes.withUnsafeBufferPointer { buf in
            if buf[off] == 0x60 { return true }
            for k in off..<(off + Int(tok.length)) where buf[k] >= 0x80 { return true }
            return false
        }
        // `` `default` `` names `default`
        return mayBeEscaped && nodeName(id) == String(describing: s)
    }

    /// `Node.name` by id.
    func nodeName(_ id: Int32) -> String? {
        let t = nodes[Int(id)].nameToken
        if t < 0 { return nil }
        let text = tokenText(t)
        // Only a name whose first byte is a backtick can need unescaping.
        let tok = tokens[Int(t)]
        if tok.length == 0 || source.bytes[Int(tok.offset)] != 0x60 { return text }
        return Node.unescape(text)
    }

    /// `Node.name?.first?.isUppercase == true` by id, without making a String when the name starts with two
    /// ASCII bytes (then the first character is a single ASCII letter: uppercase means A–Z).
    func nodeNameStartsUppercase(_ id: Int32) -> Bool {
        let t = nodes[Int(id)].nameToken
        if t < 0 { return false }
        let tok = tokens[Int(t)]
        if tok.length == 0 { return false }
        let off = Int(tok.offset)
        let b = source.bytes[off]
        if b < 0x80 && b != 0x60 && (tok.length == 1 || source.bytes[off + 1] < 0x80) {
            return b >= 0x41 && b <= 0x5A
        }
        return nodeName(id)?.first?.isUppercase == true
    }

    // MARK: Nearest enclosing nodes, computed once per tree

    private let ancestryLock = NSLock()
    private var nearestTypeDecl: [Int32]?
    private var nearestScope: [Int32]?

    /// Id of the nearest ancestor of `id` that is a `.typeDecl`, or -1.
    func enclosingTypeDeclID(_ id: Int32) -> Int32 {
        ancestryLock.lock()
        defer { ancestryLock.unlock() }
        if nearestTypeDecl == nil { nearestTypeDecl = nearestAncestors { $0 == .typeDecl } }
        return nearestTypeDecl![Int(id)]
    }

    /// Id of the nearest ancestor of `id` that is a function, accessor, closure or pattern binding, or -1.
    func enclosingScopeID(_ id: Int32) -> Int32 {
        ancestryLock.lock()
        defer { ancestryLock.unlock() }
        if nearestScope == nil {
            nearestScope = nearestAncestors { $0 == .funcDecl || $0 == .closure || $0 == .accessor || $0 == .patternBinding }
        }
        return nearestScope![Int(id)]
    }

    /// For every node, its nearest ancestor whose kind matches (or -1), in one pass: parents are stored after
    /// their children, so a parent's answer is known before its children's.
    private func nearestAncestors(_ matches: (NodeKind) -> Bool) -> [Int32] {
        var out = [Int32](repeating: -1, count: nodes.count)
        nodes.withUnsafeBufferPointer { nodes in
            var i = nodes.count - 1
            while i >= 0 {
                let p = nodes[i].parent
                if p > Int32(i) && Int(p) < nodes.count {
                    out[i] = matches(nodes[Int(p)].kind) ? p : out[Int(p)]
                } else if p >= 0 {
                    // Not produced by the parser; fall back to walking.
                    var a = p
                    var steps = 0
                    while a >= 0 && Int(a) < nodes.count && steps < nodes.count {
                        if matches(nodes[Int(a)].kind) { out[i] = a; break }
                        a = nodes[Int(a)].parent
                        steps += 1
                    }
                }
                i -= 1
            }
        }
        return out
    }
}

/// A failure to understand part of a file.
public struct ParseError: Sendable, Hashable {
    public var offset: Int
    public var message: String
}

/// A lightweight handle on one node of a tree. Cheap to copy; all navigation is array indexing.
public struct Node: Hashable {
    public let tree: SyntaxTree
    /// Settable inside the module so that a loop over many nodes of one tree can reuse one handle.
    public internal(set) var id: Int32

    public init(tree: SyntaxTree, id: Int32) {
        self.tree = tree
        self.id = id
    }

    public static func == (a: Node, b: Node) -> Bool { a.id == b.id && a.tree === b.tree }
    public func hash(into h: inout Hasher) { h.combine(id) }

    @inline(__always) var raw: RawNode { tree.nodes[Int(id)] }
    public var kind: NodeKind { raw.kind }
    public var flags: NodeFlags { raw.flags }
    public var parent: Node? { raw.parent < 0 ? nil : Node(tree: tree, id: raw.parent) }
    public var childCount: Int { Int(raw.childCount) }

    public var children: [Node] {
        let r = raw
        var out: [Node] = []
        out.reserveCapacity(Int(r.childCount))
        var k = Int(r.childStart)
        let end = k + Int(r.childCount)
        while k < end {
            out.append(Node(tree: tree, id: tree.childIDs[k]))
            k += 1
        }
        return out
    }

    public func child(_ index: Int) -> Node? {
        let r = raw
        guard index >= 0 && index < Int(r.childCount) else { return nil }
        return Node(tree: tree, id: tree.childIDs[Int(r.childStart) + index])
    }

    public var firstChild: Node? { child(0) }
    public var lastChild: Node? { child(childCount - 1) }

    /// The first child of a kind.
    public func child(ofKind k: NodeKind) -> Node? {
        let r = raw
        var i = Int(r.childStart)
        let end = i + Int(r.childCount)
        while i < end {
            let c = tree.childIDs[i]
            if tree.nodes[Int(c)].kind == k { return Node(tree: tree, id: c) }
            i += 1
        }
        return nil
    }

    public func children(ofKind k: NodeKind) -> [Node] {
        var out: [Node] = []
        forEachChild(ofKind: k) { out.append($0) }
        return out
    }

    /// Calls `body` with each child of a kind, in order (no array).
    @inline(__always) public func forEachChild(ofKind k: NodeKind, _ body: (Node) -> Void) {
        let r = raw
        var i = Int(r.childStart)
        let end = i + Int(r.childCount)
        while i < end {
            let c = tree.childIDs[i]
            if tree.nodes[Int(c)].kind == k { body(Node(tree: tree, id: c)) }
            i += 1
        }
    }

    // MARK: Names and text

    public var nameToken: Int32 { raw.nameToken }
    /// The node's name (see NodeKind), or nil.
    public var name: String? { tree.nodeName(id) }
    /// Whether the node's name equals `s` (no allocation).
    @inline(__always) public func nameIs(_ s: StaticString) -> Bool { tree.nodeNameIs(id, s) }

    static func unescape(_ s: String) -> String {
        if s.count >= 2 && s.hasPrefix("`") && s.hasSuffix("`") { return String(s.dropFirst().dropLast()) }
        return s
    }

    public var firstToken: Int32 { raw.firstToken }
    public var lastToken: Int32 { raw.lastToken }

    /// The exact source text of the node (tokens and the trivia between them).
    public var text: String {
        let r = raw
        guard r.lastToken >= r.firstToken, r.firstToken >= 0 else { return "" }
        let start = Int(tree.tokens[Int(r.firstToken)].offset)
        let end = tree.tokens[Int(r.lastToken)].end
        return tree.source.text(start, end)
    }

    public var startOffset: Int { Int(tree.tokens[Int(max(0, raw.firstToken))].offset) }
    public var endOffset: Int {
        let r = raw
        return r.lastToken >= r.firstToken ? tree.tokens[Int(r.lastToken)].end : startOffset
    }

    /// Start position of the node (its first token, or its name token for `.memberAccess` when asked via `namePosition`).
    public var position: SourcePosition { tree.source.position(ofOffset: startOffset) }
    public var range: SourceRange {
        SourceRange(start: position, end: tree.source.position(ofOffset: endOffset))
    }

    // MARK: Ancestors

    /// Ancestors from the parent up to the root.
    public var ancestors: AncestorSequence { AncestorSequence(start: self.parent) }

    public struct AncestorSequence: Sequence, IteratorProtocol {
        var current: Node?
        init(start: Node?) { current = start }
        public mutating func next() -> Node? {
            guard let c = current else { return nil }
            current = c.parent
            return c
        }
    }

    /// Visits the node and every descendant in source order without recursion.
    /// Return false from `visit` to skip a node's children.
    /// Absent code (`SyntaxTree.isAbsent`) is not visited.
    public func walk(_ visit: (Node) -> Bool) {
        var stack: [Int32] = [id]
        while let top = stack.popLast() {
            if tree.isAbsent(top) { continue }
            let node = Node(tree: tree, id: top)
            if !visit(node) { continue }
            let r = tree.nodes[Int(top)]
            var k = Int(r.childStart) + Int(r.childCount) - 1
            while k >= Int(r.childStart) {
                stack.append(tree.childIDs[k])
                k -= 1
            }
        }
    }
}
