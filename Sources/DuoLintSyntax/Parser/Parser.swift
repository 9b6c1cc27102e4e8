/// A tolerant, linear, single-pass parser from significant tokens to a `SyntaxTree`.
///
/// - Nodes are built bottom-up with a stack of finished nodes (`pending`): a node's children are
///   whatever was finished since its `mark()`. This allows postfix chains (`a.b(c).d`) to wrap an
///   already-built expression without re-parsing.
/// - Recursion is bounded: past `maxDepth` nested constructs the parser skips the balanced group as an
///   `.unknown` node (and records a parse error), so 100 000 nested brackets cannot overflow the stack.
/// - Lookaheads (generic argument lists, closure signatures, declarations behind attributes) are bounded,
///   so the whole parse stays linear in the number of tokens.
/// - Constructs it does not understand become `.unknown` nodes; only genuinely broken input
///   (unterminated literals, unbalanced braces, unreadable bytes, absurd nesting) records a `ParseError`.
public struct Parser {
    public static let maxDepth = 200
    /// Longest chain of postfix parts (`.a`, `(…)`, `[…]`, `{ … }`, `!`), binary operators or prefix operators
    /// that builds one nested expression. Chains deepen the tree without nesting brackets, so they are bounded
    /// separately: past the bound the chain goes on as a new expression (nothing is skipped) and a parse error
    /// is recorded, so a generated 100 000-link chain cannot make tree walks quadratic.
    public static let maxChain = 1_000

    // Unsafe: `bytes` and `toks` are borrowed from `parse` for the parse only; reads stop at the `.endOfFile` token
    // `parse` requires (`advance` never moves past it, `peek` clamps). Covered by ParserTests and RobustnessTests.
    // The parser works on borrowed memory (see `parse`): no array in it is retained, copied or checked for
    // uniqueness on the hot paths.
    let bytes: UnsafeBufferPointer<UInt8>
    let toks: UnsafeBufferPointer<Token>
    var p = 0
    var nodes: OutputBuffer<RawNode>
    var childIDs: OutputBuffer<Int32>
    var pending: OutputBuffer<Int32>
    /// Operators waiting for their right operand (`parseExpression`) and prefix wrappers waiting for their operand
    /// (`parseUnary`). Shared by all calls, each using the part above where it started, so that none allocates.
    var operatorStack: OutputBuffer<PendingOperator>
    var wrapperStack: OutputBuffer<PendingWrapper>
    var errors: [ParseError] = []
    var depth = 0
    var allowTrailingClosure = true
    /// The values of the `#if` / `#elseif` conditions (see `Parser+Directives.swift`), read at each clause.
    let conditions: DirectiveConditions
    /// How many `#if` clauses enclose the current position: inside one, `#elseif`/`#else`/`#endif` end a list.
    var ifConfigDepth = 0
    /// The clauses flagged inactive (`SyntaxTree.inactiveClauses`).
    var inactiveClauses: [Int32] = []
    /// The `.typeDecl` and `.macroExpansion` nodes, in the order they were finished (`SyntaxTree.typeDeclarations`).
    var typeDeclarations: [Int32] = []
    var macroExpansions: [Int32] = []

    /// Parses `lexed`, the tokens of `source`. Each `#if` clause is flagged active, inactive or neither (unknown)
    /// from the values `conditions` gives its directives; every clause is parsed, inactive ones too, so the tree is
    /// lossless. The tree marks no code absent: that is the build's judgement (`AbsentCode` in `DuoLintBuild`,
    /// whose `Parser.parse(_:configuration:)` runs the whole pipeline).
    public static func parse(_ source: SourceText, lexed: LexedSource, conditions: DirectiveConditions) -> SyntaxTree {
        // The parser reads tokens without bounds checks; it relies on this terminator to stop.
        precondition(lexed.tokens.last?.kind == .endOfFile, "lexed tokens must end with .endOfFile")
        // Nodes and child ids are written straight into the storage of the arrays the tree keeps, sized by the
        // token count (a file has about 0.65 nodes per token); a file that needs more moves them to a bigger buffer.
        let capacity = lexed.tokens.count + 16
        // Token indices, node ids and child counts are stored as Int32 without checks (see `finish`): tokens and
        // the first buffers fit, and `OutputBuffer` checks any bigger buffer.
        precondition(capacity < Int(Int32.max), "too many tokens")
        var errors: [ParseError] = []
        var childIDs: [Int32] = []
        var movedNodes: [RawNode]?
        var movedChildIDs: [Int32]?
        var inactiveClauses: [Int32] = []
        var typeDeclarations: [Int32] = []
        var macroExpansions: [Int32] = []
        // Unsafe: the parser writes nodes and child ids into these arrays' storage through `OutputBuffer` (never past the
        // capacity: a file that needs more moves to a bigger buffer, `movedNodes`), and the counts handed back are what it
        // wrote. Covered by ParserTests.testMoreNodesThanTokens and testTreeIsLosslessAndRangesNest.
        var nodes = [RawNode](unsafeUninitializedCapacity: capacity) { nodeStorage, nodeCount in
            childIDs = [Int32](unsafeUninitializedCapacity: capacity) { childStorage, childCount in
                source.bytes.withUnsafeBufferPointer { bytes in
                    lexed.tokens.withUnsafeBufferPointer { toks in
                        var parser = Parser(bytes: bytes, toks: toks, nodes: OutputBuffer(lending: nodeStorage),
                                            childIDs: OutputBuffer(lending: childStorage), conditions: conditions)
                        parser.parseSourceFile()
                        if lexed.mayHaveLexicalErrors { parser.collectLexicalErrors(trivia: lexed.trivia) }
                        errors = parser.errors
                        inactiveClauses = parser.inactiveClauses
                        typeDeclarations = parser.typeDeclarations
                        macroExpansions = parser.macroExpansions
                        nodeCount = parser.nodes.finish(movingTo: &movedNodes)
                        childCount = parser.childIDs.finish(movingTo: &movedChildIDs)
                        parser.pending.deallocate()
                        parser.operatorStack.deallocate()
                        parser.wrapperStack.deallocate()
                    }
                }
            }
        }
        if let moved = movedNodes { nodes = moved }
        if let moved = movedChildIDs { childIDs = moved }
        return SyntaxTree(source: source, lexed: lexed, nodes: nodes, childIDs: childIDs,
                          errors: errors.sorted { $0.offset < $1.offset }, inactiveClauses: inactiveClauses,
                          typeDeclarations: typeDeclarations, macroExpansions: macroExpansions)
    }

    init(bytes: UnsafeBufferPointer<UInt8>, toks: UnsafeBufferPointer<Token>, nodes: OutputBuffer<RawNode>,
                 childIDs: OutputBuffer<Int32>, conditions: DirectiveConditions) {
        self.conditions = conditions
        self.bytes = bytes
        self.toks = toks
        self.nodes = nodes
        self.childIDs = childIDs
        pending = OutputBuffer(capacity: 256)
        operatorStack = OutputBuffer(capacity: 64)
        wrapperStack = OutputBuffer(capacity: 64)
    }

    // MARK: - Building nodes

    @inline(__always) func mark() -> Int { pending.count }

    @discardableResult
    mutating func finish(_ kind: NodeKind, _ mark: Int, first: Int, last: Int? = nil, name: Int = -1,
                                 flags: NodeFlags = []) -> Int32 {
        // Every number here fits in Int32: token indices and the first buffers' counts because `parse` checks the
        // token count, bigger counts because `OutputBuffer` checks them when it grows.
        let id = Int32(truncatingIfNeeded: nodes.count)
        let childStart = Int32(truncatingIfNeeded: childIDs.count)
        let count = pending.count &- mark
        if count > 0 {
            // The children (what was finished since `mark`) are copied in one go and given their parent.
            let children = pending.storage + mark
            let destination = childIDs.appendUninitialized(count)
            let storage = nodes.storage
            for k in 0..<count {
                let c = children[k]
                destination[k] = c
                storage[Int(c)].parent = id
            }
            // The node takes its first child's place on the stack.
            pending.removeLast(count &- 1)
            pending[mark] = id
        } else {
            pending.append(id)
        }
        nodes.append(RawNode(kind: kind, flags: flags, parent: -1, childStart: childStart,
                             childCount: Int32(truncatingIfNeeded: count), firstToken: Int32(truncatingIfNeeded: first),
                             lastToken: Int32(truncatingIfNeeded: last ?? (p &- 1)), nameToken: Int32(truncatingIfNeeded: name)))
        return id
    }

    /// The first token of the node that starts at pending index `mark` (for postfix wrappers).
    @inline(__always) func firstTokenOfPending(_ mark: Int) -> Int {
        mark < pending.count ? Int(nodes[Int(pending[mark])].firstToken) : p
    }

    mutating func error(_ message: String, at tokenIndex: Int? = nil) {
        let t = toks[min(tokenIndex ?? p, toks.count - 1)]
        errors.append(ParseError(offset: Int(t.offset), message: message))
    }

    // MARK: - Token helpers

    @inline(__always) var cur: Token { toks[p] }
    @inline(__always) var kind: TokenKind { toks[p].kind }
    @inline(__always) var kw: Keyword { toks[p].keyword }
    @inline(__always) var atEOF: Bool { toks[p].kind == .endOfFile }
    @inline(__always) func peek(_ k: Int = 1) -> Token { toks[min(p &+ k, toks.count &- 1)] }
    /// (`p` stays below the token count, so it cannot overflow.)
    /// At a switch case label: `case`, `default` or `@unknown default`.
    @inline(__always) var atCaseLabel: Bool { kw == .case || kw == .default || (kind == .attribute && tokenIs(p, "@unknown")) }
    @inline(__always) mutating func advance() { if toks[p].kind != .endOfFile { p &+= 1 } }

    // Read-only scans live on `Lookahead`, a four-word value passed in registers: a call from a mutating method
    // to a non-mutating method of the parser itself makes the compiler copy the whole parser first.
    @inline(__always) var look: Lookahead { Lookahead(toks: toks, bytes: bytes) }
    @inline(__always) func byte(_ offset: Int) -> UInt8 { look.byte(offset) }
    @inline(__always) func tokenIs(_ t: Int, _ s: StaticString) -> Bool { look.tokenIs(t, s) }
    @inline(__always) func isOperator(_ t: Token) -> Bool { look.isOperator(t) }
    @inline(__always) func isWord(_ t: Token) -> Bool { look.isWord(t) }
    /// (A statement that starts with a word that cannot begin a declaration, as most do, is answered here.)
    @inline(__always) func isDeclarationStart() -> Bool {
        if !kw.mayStartDeclaration && kind != .attribute { return false }
        return look.isDeclarationStart(at: p)
    }
    @inline(__always) func skipBalanced(from k: Int) -> Int { look.skipBalanced(from: k) }
    @inline(__always) func attributeEnd(from k: Int) -> Int { look.attributeEnd(from: k) }
    @inline(__always) func isAccessorBlock(at k: Int, observersOnly: Bool = false) -> Bool {
        look.isAccessorBlock(at: k, observersOnly: observersOnly)
    }
    @inline(__always) func genericArgumentsEnd(from k: Int, requireFollow: Bool) -> Int? {
        look.genericArgumentsEnd(from: k, requireFollow: requireFollow)
    }
    /// (What follows most operands, no binary operator, is answered here.)
    @inline(__always) func precedence(ofOperatorAt k: Int) -> (Int, Bool)? {
        let t = toks[k]
        if t.kind != .binaryOperator && !(t.kind == .keyword && (t.keyword == .as || t.keyword == .is)) { return nil }
        return look.precedence(ofOperatorAt: k)
    }
    @inline(__always) func closureSignatureEnd() -> Int? { look.closureSignatureEnd(at: p) }

    // MARK: - Depth bound

    @inline(__always) mutating func enter() -> Bool {
        if depth >= Parser.maxDepth { return skipTooDeep() }
        depth += 1
        return true
    }

    @inline(__always) mutating func leave() { depth -= 1 }

    @inline(never) mutating func skipTooDeep() -> Bool {
        error("nesting is too deep to analyse")
        let m = mark()
        let start = p
        skipBalancedGroup()
        finish(.unknown, m, first: start)
        return false
    }

    /// Skips one token, or a whole bracketed group when it starts with an opening bracket. Iterative.
    mutating func skipBalancedGroup() {
        var level = 0
        repeat {
            switch kind {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            case .endOfFile: return
            default: break
            }
            advance()
        } while level > 0
    }

    /// Skips tokens up to (not including) a `,` or the closer at the current nesting level.
    mutating func skipUntilCommaOr(_ closer: TokenKind) {
        while !atEOF && kind != .comma && kind != closer {
            if kind == .rightParen || kind == .rightBracket || kind == .rightBrace { return }
            skipBalancedGroup()
        }
    }
}
