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
                             // clause's modifiers applied, then one ifConfigClause per clause (the chain is its first child)
}

/// Flags stored on a node; their meaning depends on the kind.
public struct NodeFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// argument: a trailing closure (`{ … }` or `label: { … }` after the call).
    @inlinable public static var trailingClosure: NodeFlags { NodeFlags(rawValue: 1 << 0) }
    /// varDecl: `let` rather than `var`.
    @inlinable public static var isLet: NodeFlags { NodeFlags(rawValue: 1 << 1) }
    /// varDecl/funcDecl: `static` or `class` member.
    @inlinable public static var isStatic: NodeFlags { NodeFlags(rawValue: 1 << 2) }
    /// stringLiteral: contains `\( … )`.
    @inlinable public static var interpolated: NodeFlags { NodeFlags(rawValue: 1 << 3) }
    /// ifStmt: has an `else`.
    @inlinable public static var hasElse: NodeFlags { NodeFlags(rawValue: 1 << 4) }
    /// tryExpr: `try?` / `try!`; cast: `as?` / `as!`.
    @inlinable public static var questionOrBang: NodeFlags { NodeFlags(rawValue: 1 << 5) }
    /// ifConfigClause: certainly not compiled for an iPhone (`BuildConfiguration`); the clause is absent code.
    @inlinable public static var inactive: NodeFlags { NodeFlags(rawValue: 1 << 6) }
    /// ifConfigClause: certainly compiled for an iPhone. A clause with neither flag is unknown, and judged.
    @inlinable public static var active: NodeFlags { NodeFlags(rawValue: 1 << 7) }
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
// @unchecked Sendable: every stored property is a `let` of Sendable values (absent code is handed over in a new tree,
// `markingAbsent`), but for the two ancestor tables, built on first use and read and written only with
// `ancestryLock` held.
public final class SyntaxTree: @unchecked Sendable {
    public let source: SourceText
    public let tokens: [Token]
    public let trivia: [Token]
    public let nodes: [RawNode]
    public let childIDs: [Int32]
    /// Places the parser had to skip or guess; each becomes a `parse-error` finding.
    public let errors: [ParseError]

    /// The ids of the `.typeDecl` nodes and of the `.macroExpansion` nodes (`#Preview { … }`, `#selector(…)`), in
    /// the order they were finished (inner ones before those around them): what a question about every type
    /// declaration or macro reads instead of a pass over every node.
    public let typeDeclarations: [Int32]
    public let macroExpansions: [Int32]
    /// The ids of the `#if` clauses flagged `.inactive` (the build's conditions made them so).
    public let inactiveClauses: [Int32]

    /// For each node, whether it is absent code: code the build does not compile or ship, which the rules, walks
    /// and the cross-file index skip. The syntax module marks nothing absent; the build says what is
    /// (`AbsentCode` in `DuoLintBuild`: inactive `#if` clauses, previews) and hands the map over with
    /// `markingAbsent(_:)`. Nil when no node is absent, as in most files (`isAbsent` is then false for every node,
    /// at the cost of one test).
    public let absent: [Bool]?

    init(source: SourceText, lexed: LexedSource, nodes: [RawNode], childIDs: [Int32], errors: [ParseError],
         inactiveClauses: [Int32] = [], typeDeclarations: [Int32] = [], macroExpansions: [Int32] = []) {
        self.source = source
        self.tokens = lexed.tokens
        self.trivia = lexed.trivia
        self.nodes = nodes
        self.childIDs = childIDs
        self.errors = errors
        self.inactiveClauses = inactiveClauses
        self.typeDeclarations = typeDeclarations
        self.macroExpansions = macroExpansions
        absent = nil
        calleeNameNodes = SyntaxTree.computeCalleeNameNodes(nodes, childIDs, lexed.tokens, source.bytes)
    }

    /// The same tree with `absent` as its absent-code map (nil or one entry per node): how the build marks absent
    /// code, once, right after parsing and before the tree is shared. The tree is immutable, so the marked tree is a
    /// new object sharing this one's storage; nodes made from this tree belong to this one. The map should mark
    /// every descendant of an absent node too (`Node.walk` skips an absent node's subtree anyway).
    public func markingAbsent(_ absent: [Bool]?) -> SyntaxTree {
        precondition(absent.map { $0.count == nodes.count } ?? true, "one entry per node")
        return SyntaxTree(self, absent: absent)
    }

    private init(_ tree: SyntaxTree, absent: [Bool]?) {
        source = tree.source
        tokens = tree.tokens
        trivia = tree.trivia
        macroExpansions = tree.macroExpansions
        nodes = tree.nodes
        childIDs = tree.childIDs
        errors = tree.errors
        inactiveClauses = tree.inactiveClauses
        typeDeclarations = tree.typeDeclarations
        self.absent = absent
        calleeNameNodes = tree.calleeNameNodes
    }

    /// Whether node `id` is absent code (see `absent`): rules, walks and the cross-file index skip it.
    @inlinable @inline(__always) public func isAbsent(_ id: Int32) -> Bool {
        guard let absent else { return false }
        return absent[Int(id)]
    }

    /// For each `.call` node, the node whose name is the call's simple name (`Node.calleeName`): its callee
    /// identifier, its callee member access, or for `Type.init(…)` the `Type` identifier; -1 otherwise.
    /// Computed once, so the many `calleeIs` questions rules ask about every call are a name comparison each.
    public let calleeNameNodes: [Int32]

    /// `calleeNameNodes` of a tree's storage (static: computed before the tree's other properties are all set).
    private static func computeCalleeNameNodes(_ nodes: [RawNode], _ childIDs: [Int32], _ tokens: [Token],
                                               _ bytes: [UInt8]) -> [Int32] {
        /// Whether the member access `id` names `init` (`` `init` `` too), as `nodeNameIs(id, "init")` answers.
        func namesInit(_ id: Int32) -> Bool {
            let t = nodes[Int(id)].nameToken
            guard t >= 0 else { return false }
            let tok = tokens[Int(t)]
            let off = Int(tok.offset)
            switch tok.length {
            case 4: return bytes[off] == 0x69 && bytes[off + 1] == 0x6E && bytes[off + 2] == 0x69 && bytes[off + 3] == 0x74
            case 6: return bytes[off] == 0x60 && bytes[off + 5] == 0x60 && bytes[off + 1] == 0x69 && bytes[off + 2] == 0x6E
                && bytes[off + 3] == 0x69 && bytes[off + 4] == 0x74
            default: return false
            }
        }
        // (A buffer for the output keeps the loop over every node to a few instructions a node.)
        var out = [Int32](repeating: -1, count: nodes.count)
        out.withUnsafeMutableBufferPointer { out in
            for i in 0..<min(nodes.count, out.count) where nodes[i].kind == .call && nodes[i].childCount > 0 {
                let c = childIDs[Int(nodes[i].childStart)]
                switch nodes[Int(c)].kind {
                case .identifier:
                    out[i] = c
                case .memberAccess:
                    var target = c
                    if namesInit(c) && nodes[Int(c)].childCount > 0 {
                        let base = childIDs[Int(nodes[Int(c)].childStart)]
                        if nodes[Int(base)].kind == .identifier { target = base }
                    }
                    out[i] = target
                default:
                    break
                }
            }
        }
        return out
    }

    @inlinable public var root: Node { Node(tree: self, id: Int32(nodes.count - 1)) }
    @inlinable public var path: String { source.path }

    // MARK: Tokens

    @inlinable @inline(__always) public func tokenText(_ t: Int32) -> String {
        guard t >= 0 && Int(t) < tokens.count else { return "" }
        let tok = tokens[Int(t)]
        return source.text(Int(tok.offset), tok.end)
    }

    /// Compares a token's bytes with an ASCII string without allocating.
    @inlinable @inline(__always) public func token(_ t: Int32, is s: StaticString) -> Bool {
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
    @inlinable public func token(_ t: Int32, containsIgnoringCase s: StaticString) -> Bool {
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
    @inlinable @inline(__always) public func childID(_ id: Int32, _ index: Int) -> Int32 {
        let r = nodes[Int(id)]
        guard index >= 0 && index < Int(r.childCount) else { return -1 }
        return childIDs[Int(r.childStart) + index]
    }

    /// `Node.nameIs` by id. Inlined: most questions are answered by the length, the rest by a byte compare.
    @inlinable @inline(__always) public func nodeNameIs(_ id: Int32, _ s: StaticString) -> Bool {
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
    @usableFromInline func nodeNameIsEscaped(_ id: Int32, _ s: StaticString) -> Bool {
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
    public func nodeName(_ id: Int32) -> String? {
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
    @inlinable public func nodeNameStartsUppercase(_ id: Int32) -> Bool {
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
    public func enclosingTypeDeclID(_ id: Int32) -> Int32 {
        ancestryLock.lock()
        defer { ancestryLock.unlock() }
        if nearestTypeDecl == nil { nearestTypeDecl = nearestAncestors { $0 == .typeDecl } }
        return nearestTypeDecl![Int(id)]
    }

    /// Id of the nearest ancestor of `id` that is a function, accessor, closure or pattern binding, or -1.
    public func enclosingScopeID(_ id: Int32) -> Int32 {
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

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// A lightweight handle on one node of a tree. Cheap to copy; all navigation is array indexing.
public struct Node: Hashable {
    public let tree: SyntaxTree
    /// Settable inside the module so that a loop over many nodes of one tree can reuse one handle.
    public var id: Int32

    @inlinable public init(tree: SyntaxTree, id: Int32) {
        self.tree = tree
        self.id = id
    }

    @inlinable public static func == (a: Node, b: Node) -> Bool { a.id == b.id && a.tree === b.tree }
    @inlinable public func hash(into h: inout Hasher) { h.combine(id) }

    @inlinable @inline(__always) public var raw: RawNode { tree.nodes[Int(id)] }
    @inlinable public var kind: NodeKind { raw.kind }
    @inlinable public var flags: NodeFlags { raw.flags }
    @inlinable public var parent: Node? { raw.parent < 0 ? nil : Node(tree: tree, id: raw.parent) }
    @inlinable public var childCount: Int { Int(raw.childCount) }

    @inlinable public var children: [Node] {
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

    @inlinable public func child(_ index: Int) -> Node? {
        let r = raw
        guard index >= 0 && index < Int(r.childCount) else { return nil }
        return Node(tree: tree, id: tree.childIDs[Int(r.childStart) + index])
    }

    @inlinable public var firstChild: Node? { child(0) }

    /// The first child of a kind.
    @inlinable public func child(ofKind k: NodeKind) -> Node? {
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

    @inlinable public func children(ofKind k: NodeKind) -> [Node] {
        var out: [Node] = []
        forEachChild(ofKind: k) { out.append($0) }
        return out
    }

    /// Calls `body` with each child of a kind, in order (no array).
    @inlinable @inline(__always) public func forEachChild(ofKind k: NodeKind, _ body: (Node) -> Void) {
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

    @inlinable public var nameToken: Int32 { raw.nameToken }
    /// The node's name (see NodeKind), or nil.
    @inlinable public var name: String? { tree.nodeName(id) }
    /// Whether the node's name equals `s` (no allocation).
    @inlinable @inline(__always) public func nameIs(_ s: StaticString) -> Bool { tree.nodeNameIs(id, s) }

    public static func unescape(_ s: String) -> String {
        if s.count >= 2 && s.hasPrefix("`") && s.hasSuffix("`") { return String(s.dropFirst().dropLast()) }
        return s
    }

    @inlinable public var firstToken: Int32 { raw.firstToken }
    @inlinable public var lastToken: Int32 { raw.lastToken }

    /// The exact source text of the node (tokens and the trivia between them).
    @inlinable public var text: String {
        let r = raw
        guard r.lastToken >= r.firstToken, r.firstToken >= 0 else { return "" }
        let start = Int(tree.tokens[Int(r.firstToken)].offset)
        let end = tree.tokens[Int(r.lastToken)].end
        return tree.source.text(start, end)
    }

    @inlinable public var startOffset: Int { Int(tree.tokens[Int(max(0, raw.firstToken))].offset) }
    @inlinable public var endOffset: Int {
        let r = raw
        return r.lastToken >= r.firstToken ? tree.tokens[Int(r.lastToken)].end : startOffset
    }

    /// Start position of the node (its first token, or its name token for `.memberAccess` when asked via `namePosition`).
    @inlinable public var position: SourcePosition { tree.source.position(ofOffset: startOffset) }
    @inlinable public var range: SourceRange {
        SourceRange(start: position, end: tree.source.position(ofOffset: endOffset))
    }

    // MARK: Ancestors

    /// Ancestors from the parent up to the root.
    @inlinable public var ancestors: AncestorSequence { AncestorSequence(start: self.parent) }

    public struct AncestorSequence: Sequence, IteratorProtocol {
        @usableFromInline var current: Node?
        @inlinable init(start: Node?) { current = start }
        @inlinable public mutating func next() -> Node? {
            guard let c = current else { return nil }
            current = c.parent
            return c
        }
    }

    /// Visits the node and every descendant in source order without recursion.
    /// Return false from `visit` to skip a node's children.
    /// Absent code (`SyntaxTree.isAbsent`) is not visited.
    @inlinable public func walk(_ visit: (Node) -> Bool) {
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

extension Node {
    /// For an `#if` clause: what it is in the build its conditions were evaluated for (its flags); nil for any
    /// other node.
    public var clauseActivity: ClauseActivity? {
        guard kind == .ifConfigClause else { return nil }
        return flags.contains(.inactive) ? .inactive : flags.contains(.active) ? .active : .unknown
    }
}
