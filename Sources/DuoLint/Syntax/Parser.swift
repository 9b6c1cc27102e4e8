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

    // The parser works on borrowed memory (see `parse`): no array in it is retained, copied or checked for
    // uniqueness on the hot paths.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let toks: UnsafeBufferPointer<Token>
    private var p = 0
    private var nodes: OutputBuffer<RawNode>
    private var childIDs: OutputBuffer<Int32>
    private var pending: OutputBuffer<Int32>
    /// Operators waiting for their right operand (`parseExpression`) and prefix wrappers waiting for their operand
    /// (`parseUnary`). Shared by all calls, each using the part above where it started, so that none allocates.
    private var operatorStack: OutputBuffer<PendingOperator>
    private var wrapperStack: OutputBuffer<PendingWrapper>
    private var errors: [ParseError] = []
    private var depth = 0
    private var allowTrailingClosure = true

    public static func parse(_ source: SourceText) -> SyntaxTree {
        let lexed = source.bytes.withUnsafeBufferPointer { Lexer.lex($0) }
        return parse(source, lexed: lexed)
    }

    public static func parse(_ source: SourceText, lexed: LexedSource) -> SyntaxTree {
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
        var nodes = [RawNode](unsafeUninitializedCapacity: capacity) { nodeStorage, nodeCount in
            childIDs = [Int32](unsafeUninitializedCapacity: capacity) { childStorage, childCount in
                source.bytes.withUnsafeBufferPointer { bytes in
                    lexed.tokens.withUnsafeBufferPointer { toks in
                        var parser = Parser(bytes: bytes, toks: toks, nodes: OutputBuffer(lending: nodeStorage),
                                            childIDs: OutputBuffer(lending: childStorage))
                        parser.parseSourceFile()
                        if lexed.mayHaveLexicalErrors { parser.collectLexicalErrors(trivia: lexed.trivia) }
                        errors = parser.errors
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
                          errors: errors.sorted { $0.offset < $1.offset })
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, toks: UnsafeBufferPointer<Token>, nodes: OutputBuffer<RawNode>,
                 childIDs: OutputBuffer<Int32>) {
        self.bytes = bytes
        self.toks = toks
        self.nodes = nodes
        self.childIDs = childIDs
        pending = OutputBuffer(capacity: 256)
        operatorStack = OutputBuffer(capacity: 64)
        wrapperStack = OutputBuffer(capacity: 64)
    }

    // MARK: - Building nodes

    @inline(__always) private func mark() -> Int { pending.count }

    @discardableResult
    private mutating func finish(_ kind: NodeKind, _ mark: Int, first: Int, last: Int? = nil, name: Int = -1,
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
    @inline(__always) private func firstTokenOfPending(_ mark: Int) -> Int {
        mark < pending.count ? Int(nodes[Int(pending[mark])].firstToken) : p
    }

    private mutating func error(_ message: String, at tokenIndex: Int? = nil) {
        let t = toks[min(tokenIndex ?? p, toks.count - 1)]
        errors.append(ParseError(offset: Int(t.offset), message: message))
    }

    // MARK: - Token helpers

    @inline(__always) private var cur: Token { toks[p] }
    @inline(__always) private var kind: TokenKind { toks[p].kind }
    @inline(__always) private var kw: Keyword { toks[p].keyword }
    @inline(__always) private var atEOF: Bool { toks[p].kind == .endOfFile }
    @inline(__always) private func peek(_ k: Int = 1) -> Token { toks[min(p &+ k, toks.count &- 1)] }
    /// (`p` stays below the token count, so it cannot overflow.)
    @inline(__always) private mutating func advance() { if toks[p].kind != .endOfFile { p &+= 1 } }

    // Read-only scans live on `Lookahead`, a four-word value passed in registers: a call from a mutating method
    // to a non-mutating method of the parser itself makes the compiler copy the whole parser first.
    @inline(__always) private var look: Lookahead { Lookahead(toks: toks, bytes: bytes) }
    @inline(__always) private func byte(_ offset: Int) -> UInt8 { look.byte(offset) }
    @inline(__always) private func tokenIs(_ t: Int, _ s: StaticString) -> Bool { look.tokenIs(t, s) }
    @inline(__always) private func isOperator(_ t: Token) -> Bool { look.isOperator(t) }
    @inline(__always) private func isWord(_ t: Token) -> Bool { look.isWord(t) }
    /// (A statement that starts with a word that cannot begin a declaration, as most do, is answered here.)
    @inline(__always) private func isDeclarationStart() -> Bool {
        if !kw.mayStartDeclaration && kind != .attribute { return false }
        return look.isDeclarationStart(at: p)
    }
    @inline(__always) private func skipBalanced(from k: Int) -> Int { look.skipBalanced(from: k) }
    @inline(__always) private func attributeEnd(from k: Int) -> Int { look.attributeEnd(from: k) }
    @inline(__always) private func isAccessorBlock(at k: Int) -> Bool { look.isAccessorBlock(at: k) }
    @inline(__always) private func genericArgumentsEnd(from k: Int, requireFollow: Bool) -> Int? {
        look.genericArgumentsEnd(from: k, requireFollow: requireFollow)
    }
    /// (What follows most operands, no binary operator, is answered here.)
    @inline(__always) private func precedence(ofOperatorAt k: Int) -> (Int, Bool)? {
        let t = toks[k]
        if t.kind != .binaryOperator && !(t.kind == .keyword && (t.keyword == .as || t.keyword == .is)) { return nil }
        return look.precedence(ofOperatorAt: k)
    }
    @inline(__always) private func closureSignatureEnd() -> Int? { look.closureSignatureEnd(at: p) }

    // MARK: - Depth bound

    @inline(__always) private mutating func enter() -> Bool {
        if depth >= Parser.maxDepth { return skipTooDeep() }
        depth += 1
        return true
    }

    @inline(__always) private mutating func leave() { depth -= 1 }

    @inline(never) private mutating func skipTooDeep() -> Bool {
        error("nesting is too deep to analyse")
        let m = mark()
        let start = p
        skipBalancedGroup()
        finish(.unknown, m, first: start)
        return false
    }

    /// Skips one token, or a whole bracketed group when it starts with an opening bracket. Iterative.
    private mutating func skipBalancedGroup() {
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
    private mutating func skipUntilCommaOr(_ closer: TokenKind) {
        while !atEOF && kind != .comma && kind != closer {
            if kind == .rightParen || kind == .rightBracket || kind == .rightBrace { return }
            skipBalancedGroup()
        }
    }

    // MARK: - File and statements

    private mutating func parseSourceFile() {
        let m = mark()
        while !atEOF {
            if kind == .rightBrace || kind == .rightParen || kind == .rightBracket {
                error("unbalanced '\(kind == .rightBrace ? "}" : kind == .rightParen ? ")" : "]")'")
                let um = mark()
                let s = p
                advance()
                finish(.unknown, um, first: s)
                continue
            }
            parseStatementOrSkip()
        }
        finish(.sourceFile, m, first: 0, last: toks.count - 2)
    }

    /// Parses statements until a `}` (not consumed) or the end of the file.
    private mutating func parseStatements(untilCase: Bool = false) {
        while !atEOF && kind != .rightBrace {
            if untilCase && (kw == .case || kw == .default || (kind == .attribute && tokenIs(p, "@unknown"))) { return }
            if kind == .rightParen || kind == .rightBracket {
                let um = mark()
                let s = p
                advance()
                finish(.unknown, um, first: s)
                continue
            }
            parseStatementOrSkip()
        }
    }

    private mutating func parseStatementOrSkip() {
        let before = p
        parseStatement()
        if p == before {
            let m = mark()
            skipBalancedGroup()
            finish(.unknown, m, first: before)
        }
    }

    private mutating func parseStatement() {
        if kind == .semicolon { advance(); return }
        guard enter() else { return }
        defer { leave() }
        let t = cur
        switch t.kind {
        case .pound:
            if tokenIs(p, "#if") || tokenIs(p, "#elseif") || tokenIs(p, "#else") || tokenIs(p, "#endif")
                || tokenIs(p, "#sourceLocation") {
                parseDirective()
                return
            }
        case .attribute:
            if tokenIs(p, "@unknown") { break }
            parseDeclaration()
            return
        case .keyword, .identifier:
            if isDeclarationStart() {
                parseDeclaration()
                return
            }
            switch t.keyword {
            case .if: parseIf(); return
            case .guard: parseGuard(); return
            case .switch: parseSwitch(); return
            case .for: parseFor(); return
            case .while: parseWhile(); return
            case .repeat where peek().kind == .leftBrace: parseRepeat(); return
            case .do where peek().kind == .leftBrace || peek().keyword == .throws: parseDo(); return
            case .return: parseReturnOrThrow(.returnStmt); return
            case .throw: parseReturnOrThrow(.throwStmt); return
            case .defer: parseDefer(); return
            case .break, .continue, .fallthrough:
                let m = mark()
                let s = p
                advance()
                if kind == .identifier && !cur.newlineBefore { advance() }
                finish(.jumpStmt, m, first: s)
                return
            default:
                break
            }
            // `label: for …`
            if t.kind == .identifier && peek().kind == .colon {
                let after = peek(2).keyword
                if after == .for || after == .while || after == .repeat || after == .do || after == .if || after == .switch {
                    advance(); advance()
                    parseStatement()
                    return
                }
            }
        default:
            break
        }
        parseExpression()
    }

    /// `#if cond`, `#elseif cond`, `#else`, `#endif`: kept as statements; every branch is parsed.
    private mutating func parseDirective() {
        let m = mark()
        let s = p
        advance()
        while !atEOF && !cur.newlineBefore { advance() }
        finish(.directive, m, first: s)
    }

    // MARK: - Declarations

    private mutating func parseAttribute() {
        let m = mark()
        let s = p
        let end = attributeEnd(from: p)
        while p < end && !atEOF { advance() }
        finish(.attribute, m, first: s, name: s)
    }

    private mutating func parseDeclaration() {
        let m = mark()
        let start = p
        var flags: NodeFlags = []
        while !atEOF {
            if kind == .attribute { parseAttribute(); continue }
            if kw == .class {
                let next = peek()
                if next.kind == .keyword || next.keyword.isDeclModifier || next.kind == .attribute { flags.insert(.isStatic); advance(); continue }
                break
            }
            if kw.isDeclModifier && kind != .keyword || kw == .static || kw == .public || kw == .private
                || kw == .fileprivate || kw == .internal || kw == .open {
                // A contextual modifier counts only when a declaration follows.
                let next = peek()
                let isModifier = kind == .keyword || next.kind == .keyword || next.kind == .attribute
                    || next.keyword.isDeclModifier || next.keyword == .actor || next.keyword == .macro
                    || (next.kind == .leftParen && (!next.spaceBefore || peek(2).keyword == .set))
                if !isModifier { break }
                if kw == .static { flags.insert(.isStatic) }
                advance()
                if kind == .leftParen && (!cur.spaceBefore || peek().keyword == .set) { skipBalancedGroup() }
                continue
            }
            break
        }
        switch kw {
        case .let, .var: parseVarDecl(m, start: start, flags: flags)
        case .func, .`init`, .deinit, .subscript: parseFuncDecl(m, start: start, flags: flags)
        case .struct, .class, .enum, .protocol, .extension: parseTypeDecl(m, start: start)
        case .actor where peek().kind == .identifier: parseTypeDecl(m, start: start)
        case .typealias, .associatedtype: parseTypealias(m, start: start)
        case .import: parseImport(m, start: start)
        case .case: parseEnumCase(m, start: start)
        case .operator, .precedencegroup, .macro:
            advance()
            while !atEOF && !cur.newlineBefore && kind != .leftBrace && kind != .rightBrace { advance() }
            if kind == .leftBrace { skipBalancedGroup() }
            finish(.operatorDecl, m, first: start)
        default:
            // Attributes in front of an expression (`@MainActor in` and the like): keep them, parse on.
            if p > start {
                finish(.unknown, m, first: start)
            }
            if !atEOF && p == start { parseExpression() }
        }
    }

    private mutating func parseVarDecl(_ m: Int, start: Int, flags inFlags: NodeFlags) {
        var flags = inFlags
        if kw == .let { flags.insert(.isLet) }
        advance()
        repeat {
            if kind == .comma { advance() }
            let bm = mark()
            let bs = p
            var name = -1
            if kind == .identifier || (kind == .keyword && kw == .self) {
                name = p
                advance()
            } else if kind == .leftParen {
                skipBalancedGroup()
            } else {
                break
            }
            if kind == .colon {
                advance()
                parseType()
            }
            if kind == .binaryOperator && tokenIs(p, "=") {
                let im = mark()
                let s = p
                advance()
                parseExpression()
                finish(.initializer, im, first: s)
            }
            if kind == .leftBrace {
                parseAccessorsOrGetter()
            }
            finish(.patternBinding, bm, first: bs, name: name)
        } while kind == .comma
        finish(.varDecl, m, first: start, flags: flags)
    }

    private mutating func parseAccessorsOrGetter() {
        if !isAccessorBlock(at: p) {
            parseCodeBlock()
            return
        }
        advance() // {
        while !atEOF && kind != .rightBrace {
            let am = mark()
            let s = p
            while kind == .attribute { parseAttribute() }
            while kw == .mutating || kw == .nonmutating || (kind == .keyword && kw.isDeclModifier) { advance() }
            let nameTok = p
            if kw == .get || kw == .set || kw == .willSet || kw == .didSet || kw == ._modify || kw == ._read {
                advance()
            } else {
                // Not an accessor after all: recover by skipping.
                skipBalancedGroup()
                finish(.unknown, am, first: s)
                continue
            }
            if kind == .leftParen { skipBalancedGroup() }
            while kw == .async || kw == .throws { advance() }
            if kind == .leftBrace { parseCodeBlock() }
            finish(.accessor, am, first: s, name: nameTok)
        }
        expectClose(.rightBrace)
    }

    private mutating func parseFuncDecl(_ m: Int, start: Int, flags: NodeFlags) {
        let keywordTok = p
        let isFunc = kw == .func
        advance()
        var name = keywordTok
        if isFunc {
            if isWord(cur) || isOperator(cur) {
                name = p
                advance()
            }
        } else if kind == .postfixOperator {
            advance() // init? / init!
        }
        skipGenericParameters()
        if kind == .leftParen { parseParameters() }
        // effects, result, where clause
        while !atEOF {
            if kw == .async || kw == .throws || kw == .rethrows || kw == .await {
                advance()
                if kind == .leftParen && !cur.spaceBefore { skipBalancedGroup() } // throws(E)
                continue
            }
            if kind == .binaryOperator && tokenIs(p, "->") {
                advance()
                parseType()
                continue
            }
            if kw == .where {
                advance()
                while !atEOF && kind != .leftBrace && !(cur.newlineBefore && kind != .comma && !isOperator(cur)
                                                        && toks[p - 1].kind != .comma) { advance() }
                continue
            }
            break
        }
        if kind == .leftBrace { parseCodeBlock() }
        finish(.funcDecl, m, first: start, name: name, flags: flags)
    }

    /// `(label name: Type = default, …)` of a function, initializer or subscript.
    private mutating func parseParameters() {
        advance() // (
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        while !atEOF && kind != .rightParen {
            let pm = mark()
            let s = p
            while kind == .attribute { parseAttribute() }
            var name = -1
            while isWord(cur) && kind != .colon {
                name = p
                advance()
            }
            if kind == .colon {
                advance()
                parseType()
            }
            if kind == .binaryOperator && tokenIs(p, "...") { advance() }
            if kind == .binaryOperator && tokenIs(p, "=") {
                let im = mark()
                let isx = p
                advance()
                parseExpression()
                finish(.initializer, im, first: isx)
            }
            if kind != .comma && kind != .rightParen { skipUntilCommaOr(.rightParen) }
            finish(.parameter, pm, first: s, name: name)
            if kind == .comma { advance() } else if kind != .rightParen { break }
        }
        expectClose(.rightParen)
    }

    private mutating func parseTypeDecl(_ m: Int, start: Int) {
        let isExtension = kw == .extension
        advance()
        var name = -1
        if isExtension {
            name = p
            parseType()
        } else if isWord(cur) {
            name = p
            advance()
        }
        skipGenericParameters()
        if kind == .colon {
            advance()
            repeat {
                if kind == .comma { advance() }
                parseType()
            } while kind == .comma
        }
        if kw == .where {
            while !atEOF && kind != .leftBrace { advance() }
        }
        if kind == .leftBrace {
            parseCodeBlock()
        }
        finish(.typeDecl, m, first: start, name: name)
    }

    private mutating func parseTypealias(_ m: Int, start: Int) {
        advance()
        let name = isWord(cur) ? p : -1
        if name >= 0 { advance() }
        skipGenericParameters()
        if kind == .colon {
            repeat {
                advance()
                parseType()
            } while kind == .comma
        }
        if kw == .where {
            while !atEOF && !cur.newlineBefore && !(kind == .binaryOperator && tokenIs(p, "=")) { advance() }
        }
        if kind == .binaryOperator && tokenIs(p, "=") {
            advance()
            parseType()
        }
        finish(.typealiasDecl, m, first: start, name: name)
    }

    private mutating func parseImport(_ m: Int, start: Int) {
        advance()
        var name = -1
        while !atEOF && !cur.newlineBefore && kind != .semicolon {
            if name < 0 && kind == .identifier && peek().kind != .identifier { name = p }
            advance()
        }
        finish(.importDecl, m, first: start, name: name)
    }

    /// `case a, b(Int), c = 3` inside an enum.
    private mutating func parseEnumCase(_ m: Int, start: Int) {
        advance()
        let name = isWord(cur) ? p : -1
        while !atEOF && kind != .rightBrace && kind != .semicolon {
            if p > start + 1 && cur.newlineBefore && kind != .comma && toks[p - 1].kind != .comma { break }
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace { skipBalancedGroup(); continue }
            advance()
        }
        finish(.enumCaseDecl, m, first: start, name: name)
    }

    // MARK: - Types

    /// Skips `<T: P, U>` after a declaration name.
    private mutating func skipGenericParameters() {
        if kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator, byte(Int(cur.offset)) == UInt8(ascii: "<") {
            if let end = genericArgumentsEnd(from: p, requireFollow: false) { p = end }
        }
    }

    /// Parses a type (`[String: Int]?`, `some View`, `(Int) async throws -> Void`, `A & B`, `Foo<Bar>.Baz`)
    /// into one `.typeRef` node whose name is its first identifier.
    private mutating func parseType() {
        let m = mark()
        let start = p
        var name = -1
        var guardSteps = 0
        loop: while !atEOF && guardSteps < 10_000 {
            guardSteps += 1
            // prefixes
            while kind == .attribute || kw == .inout || kw == .some || kw == .any || kw == .borrowing || kw == .consuming
                    || (kind == .identifier && tokenIs(p, "sending")) {
                let wasAttribute = kind == .attribute
                advance()
                if wasAttribute && kind == .leftParen && !cur.spaceBefore { skipBalancedGroup() }
            }
            switch kind {
            case .identifier, .keyword:
                if kind == .keyword && !(kw == .Self || kw == .Any || kw == .self) { break loop }
                if name < 0 { name = p }
                advance()
            case .leftParen, .leftBracket:
                skipBalancedGroup()
            default:
                break loop
            }
            // postfix parts
            while !atEOF {
                if isOperator(cur) && byte(Int(cur.offset)) == UInt8(ascii: "<") && !cur.spaceBefore {
                    if let end = genericArgumentsEnd(from: p, requireFollow: false) { p = end; continue }
                    break
                }
                if kind == .period && isWord(peek()) { advance(); advance(); continue }
                if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) { advance(); continue }
                if kind == .binaryOperator && tokenIs(p, "...") && toks[p].flags.contains(.spaceBefore) == false { advance(); continue }
                break
            }
            if kw == .async || kw == .throws || kw == .rethrows {
                while kw == .async || kw == .throws || kw == .rethrows {
                    advance()
                    if kind == .leftParen && !cur.spaceBefore { skipBalancedGroup() }
                }
            }
            if kind == .binaryOperator && (tokenIs(p, "->") || tokenIs(p, "&")) {
                advance()
                continue
            }
            break
        }
        finish(.typeRef, m, first: start, name: name)
    }

    // MARK: - Blocks

    private mutating func parseCodeBlock() {
        let m = mark()
        let s = p
        guard kind == .leftBrace else {
            finish(.codeBlock, m, first: s, last: s - 1)
            return
        }
        advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        parseStatements()
        allowTrailingClosure = saved
        expectClose(.rightBrace)
        finish(.codeBlock, m, first: s)
    }

    @inline(__always) private mutating func expectClose(_ k: TokenKind) {
        if kind == k {
            advance()
        } else if atEOF {
            missingClose(k)
        }
    }

    @inline(never) private mutating func missingClose(_ k: TokenKind) {
        error("missing '\(k == .rightBrace ? "}" : k == .rightParen ? ")" : "]")' before the end of the file")
    }

    // MARK: - Control flow

    private mutating func parseConditionList() {
        let m = mark()
        let s = p
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        defer { allowTrailingClosure = saved }
        while !atEOF && kind != .leftBrace && kw != .else {
            let before = p
            if kw == .let || kw == .var {
                let bm = mark()
                let bs = p
                advance()
                var name = -1
                if kind == .identifier || kw == .self { name = p; advance() } else if kind == .leftParen { skipBalancedGroup() }
                if kind == .colon { advance(); parseType() }
                if kind == .binaryOperator && tokenIs(p, "=") {
                    let im = mark()
                    let isx = p
                    advance()
                    parseExpression()
                    finish(.initializer, im, first: isx)
                }
                finish(.optionalBinding, bm, first: bs, name: name)
            } else if kw == .case {
                let bm = mark()
                let bs = p
                advance()
                parseExpression() // pattern = value, as an assignment-shaped binary
                finish(.optionalBinding, bm, first: bs)
            } else {
                parseExpression()
            }
            if p == before { break }
            if kind == .comma { advance() } else { break }
        }
        finish(.conditionList, m, first: s)
    }

    private mutating func parseIf() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        let s = p
        advance()
        parseConditionList()
        parseCodeBlock()
        var flags: NodeFlags = []
        if kw == .else {
            flags.insert(.hasElse)
            advance()
            if kw == .if { parseIf() } else { parseCodeBlock() }
        }
        finish(.ifStmt, m, first: s, flags: flags)
    }

    private mutating func parseGuard() {
        let m = mark()
        let s = p
        advance()
        parseConditionList()
        if kw == .else { advance() }
        parseCodeBlock()
        finish(.guardStmt, m, first: s)
    }

    private mutating func parseSwitch() {
        let m = mark()
        let s = p
        advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        parseExpression()
        allowTrailingClosure = saved
        if kind == .leftBrace {
            advance()
            while !atEOF && kind != .rightBrace {
                if kw == .case || kw == .default || (kind == .attribute && tokenIs(p, "@unknown")) {
                    parseSwitchCase()
                } else {
                    parseStatementOrSkip()
                }
            }
            expectClose(.rightBrace)
        }
        finish(.switchStmt, m, first: s)
    }

    private mutating func parseSwitchCase() {
        let m = mark()
        let s = p
        let lm = mark()
        if kind == .attribute { advance() }
        if kw == .default {
            advance()
        } else {
            advance() // case
            while !atEOF && kind != .colon {
                let before = p
                if kw == .where { advance() }
                parseExpression()
                if kind == .comma { advance(); continue }
                if p == before {
                    if kind == .rightBrace { break }
                    skipBalancedGroup()
                }
            }
        }
        if kind == .colon { advance() }
        finish(.caseLabel, lm, first: s)
        let bm = mark()
        let bs = p
        parseStatements(untilCase: true)
        finish(.codeBlock, bm, first: bs)
        finish(.switchCase, m, first: s)
    }

    private mutating func parseFor() {
        let m = mark()
        let s = p
        advance()
        while kw == .try || kw == .await || kw == .case || kw == .var || kw == .let { advance() }
        var name = -1
        var steps = 0
        while !atEOF && kw != .in && kind != .leftBrace && steps < 1000 {
            if name < 0 && kind == .identifier { name = p }
            steps += 1
            skipBalancedGroup()
        }
        if kw == .in { advance() }
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        parseExpression()
        if kw == .where {
            advance()
            parseExpression()
        }
        allowTrailingClosure = saved
        parseCodeBlock()
        finish(.forStmt, m, first: s, name: name)
    }

    private mutating func parseWhile() {
        let m = mark()
        let s = p
        advance()
        parseConditionList()
        parseCodeBlock()
        finish(.whileStmt, m, first: s)
    }

    private mutating func parseRepeat() {
        let m = mark()
        let s = p
        advance()
        parseCodeBlock()
        if kw == .while {
            advance()
            parseExpression()
        }
        finish(.repeatStmt, m, first: s)
    }

    private mutating func parseDo() {
        let m = mark()
        let s = p
        advance()
        if kw == .throws {
            advance()
            if kind == .leftParen { skipBalancedGroup() }
        }
        parseCodeBlock()
        while kw == .catch {
            let cm = mark()
            let cs = p
            advance()
            let saved = allowTrailingClosure
            allowTrailingClosure = false
            while !atEOF && kind != .leftBrace {
                let before = p
                if kw == .where { advance() }
                parseExpression()
                if kind == .comma { advance() } else if p == before { skipBalancedGroup() }
            }
            allowTrailingClosure = saved
            parseCodeBlock()
            finish(.catchClause, cm, first: cs)
        }
        finish(.doStmt, m, first: s)
    }

    private mutating func parseReturnOrThrow(_ k: NodeKind) {
        let m = mark()
        let s = p
        advance()
        if !cur.newlineBefore && kind != .rightBrace && kind != .semicolon && kind != .endOfFile
            && kw != .case && kw != .default {
            parseExpression()
        }
        finish(k, m, first: s)
    }

    private mutating func parseDefer() {
        let m = mark()
        let s = p
        advance()
        parseCodeBlock()
        finish(.deferStmt, m, first: s)
    }

    // MARK: - Expressions

    /// An expression: unary operands joined by binary operators, ternaries and casts, folded by precedence
    /// with explicit stacks (no recursion per operator).
    private mutating func parseExpression() {
        guard enter() else { return }
        defer { leave() }
        let before = p
        parseUnary()
        if p == before { return }
        // this expression's operators: `operatorStack` above `base`
        let base = operatorStack.count
        var operators = 0
        while !atEOF {
            let k = p
            guard let (prec, right) = precedence(ofOperatorAt: k) else { break }
            operators += 1
            if operators > Parser.maxChain {
                error("expression is too long to analyse")
                break
            }
            // `x = y\n.foo` is handled by postfix parsing; a binary operator continues across lines.
            while operatorStack.count > base, let top = operatorStack.last, top.prec > prec || (top.prec == prec && !right) {
                operatorStack.removeLast(1)
                reduce(top.tok)
            }
            operatorStack.append(PendingOperator(tok: k, prec: prec))
            let isCast = toks[k].kind == .keyword
            let isTernary = toks[k].kind == .binaryOperator && toks[k].length == 1 && byte(Int(toks[k].offset)) == UInt8(ascii: "?")
            advance()
            if isCast {
                if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) { advance() }
                parseType()
                continue
            }
            if isTernary {
                let saved = allowTrailingClosure
                allowTrailingClosure = true
                parseExpression()
                allowTrailingClosure = saved
                if kind == .colon { advance() }
            }
            let operandStart = p
            parseUnary()
            if p == operandStart {
                // Missing operand: stop here; what was parsed stays. A ternary missing its `else` keeps its
                // condition and `then` operand together in an `.unknown` node (no node is left out of the tree).
                operatorStack.removeLast(1)
                if isTernary && pending.count >= 2 {
                    let um = pending.count - 2
                    finish(.unknown, um, first: Int(nodes[Int(pending[um])].firstToken))
                }
                break
            }
        }
        while operatorStack.count > base, let top = operatorStack.last {
            operatorStack.removeLast(1)
            reduce(top.tok)
        }
    }

    /// Replaces the top operands on the pending stack with one binary/ternary/cast node.
    private mutating func reduce(_ opTok: Int) {
        let t = toks[opTok]
        let isTernary = t.kind == .binaryOperator && t.length == 1 && byte(Int(t.offset)) == UInt8(ascii: "?")
        let arity = isTernary ? 3 : 2
        guard pending.count >= arity else { return }
        let m = pending.count - arity
        let first = Int(nodes[Int(pending[m])].firstToken)
        let last = Int(nodes[Int(pending[pending.count - 1])].lastToken)
        if t.kind == .keyword {
            var flags: NodeFlags = []
            if toks[opTok + 1].kind == .postfixOperator { flags.insert(.questionOrBang) }
            finish(.cast, m, first: first, last: last, name: opTok, flags: flags)
        } else if isTernary {
            finish(.ternary, m, first: first, last: last, name: opTok)
        } else {
            finish(.binary, m, first: first, last: last, name: opTok)
        }
    }

    /// Prefix operators, `try`, `await` and `let`/`var` patterns, then a postfix expression.
    @inline(__always) private mutating func parseUnary() {
        // (Most operands have none of them.)
        if kind == .prefixOperator || kw == .try || kw == .await || kw == .let || kw == .var {
            parsePrefixedUnary()
        } else {
            parsePostfix()
        }
    }

    private mutating func parsePrefixedUnary() {
        // this operand's wrappers: `wrapperStack` above `base`
        let base = wrapperStack.count
        defer { wrapperStack.removeLast(wrapperStack.count - base) }
        let m = mark()
        while !atEOF {
            if wrapperStack.count - base >= Parser.maxChain {
                error("expression is too long to analyse")
                break
            }
            if kind == .prefixOperator {
                wrapperStack.append(PendingWrapper(kind: .prefix, tok: p, flags: []))
                advance()
            } else if kw == .try {
                let t = p
                advance()
                var f: NodeFlags = []
                if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) { f.insert(.questionOrBang); advance() }
                wrapperStack.append(PendingWrapper(kind: .tryExpr, tok: t, flags: f))
            } else if kw == .await && (isWord(peek()) || peek().kind == .period || peek().kind == .leftParen
                                        || peek().kind == .leftBracket || peek().kind == .prefixOperator)
                        && !peek().newlineBefore {
                wrapperStack.append(PendingWrapper(kind: .awaitExpr, tok: p, flags: []))
                advance()
            } else if kw == .let || kw == .var {
                advance() // a binding inside a pattern: `case .some(let x)`
            } else {
                break
            }
        }
        let before = p
        parsePostfix()
        if p == before {
            // No operand: drop the wrappers (the tokens were consumed; they become part of nothing).
            return
        }
        var k = wrapperStack.count
        while k > base {
            k -= 1
            let w = wrapperStack[k]
            finish(w.kind, m, first: w.tok, name: w.tok, flags: w.flags)
        }
    }

    /// A primary expression followed by member accesses, calls, subscripts, trailing closures and postfix operators.
    private mutating func parsePostfix() {
        let m = mark()
        let before = p
        parsePrimary()
        if p == before { return }
        var links = 0
        while !atEOF {
            links += 1
            if links > Parser.maxChain {
                error("expression is too long to analyse")
                return
            }
            let t = cur
            switch t.kind {
            case .period:
                advance()
                var name = -1
                if isWord(cur) || kind == .integerLiteral {
                    name = p
                    advance()
                }
                finish(.memberAccess, m, first: firstTokenOfPending(m), name: name)
                skipGenericArgumentsInExpression()
            case .leftParen where !t.newlineBefore:
                parseArguments(close: .rightParen)
                parseTrailingClosures(afterArguments: true)
                finish(.call, m, first: firstTokenOfPending(m))
            case .leftBracket where !t.newlineBefore:
                parseArguments(close: .rightBracket)
                finish(.subscriptCall, m, first: firstTokenOfPending(m))
            case .postfixOperator:
                let k: NodeKind = tokenIs(p, "?") ? .optionalChain : tokenIs(p, "!") ? .forceUnwrap : .postfix
                let tok = p
                advance()
                finish(k, m, first: firstTokenOfPending(m), name: tok)
            case .leftBrace where canStartTrailingClosure():
                parseTrailingClosures()
                finish(.call, m, first: firstTokenOfPending(m))
            default:
                return
            }
        }
    }

    /// Whether a `{` here begins a trailing closure of the expression just parsed.
    /// `afterArguments`: right after a call's `( … )`, where the callee is no longer on top of `pending`.
    @inline(__always) private func canStartTrailingClosure(afterArguments: Bool = false) -> Bool {
        guard allowTrailingClosure, kind == .leftBrace, !cur.newlineBefore else { return false }
        if !afterArguments {
            guard let top = pending.last else { return false }
            switch nodes[Int(top)].kind {
            case .identifier, .memberAccess, .call, .macroExpansion, .subscriptCall, .forceUnwrap, .optionalChain:
                break
            default:
                return false
            }
        }
        // `var x = y { didSet { … } }`
        return !isAccessorBlock(at: p)
    }

    /// `{ … }` and any `label: { … }` that follow, as trailing-closure arguments.
    @inline(__always) private mutating func parseTrailingClosures(afterArguments: Bool = false) {
        // (Most calls have none: that is answered here.)
        guard kind == .leftBrace, canStartTrailingClosure(afterArguments: afterArguments) else { return }
        parseTrailingClosuresAfterCheck()
    }

    private mutating func parseTrailingClosuresAfterCheck() {
        let am = mark()
        let s = p
        parseClosure()
        finish(.argument, am, first: s, flags: .trailingClosure)
        while isWord(cur) && peek().kind == .colon && peek(2).kind == .leftBrace && kw != .default && kw != .case {
            let lm = mark()
            let label = p
            advance(); advance()
            parseClosure()
            finish(.argument, lm, first: label, name: label, flags: .trailingClosure)
        }
    }

    @inline(__always) private mutating func skipGenericArgumentsInExpression() {
        if isOperator(cur) && !cur.spaceBefore && byte(Int(cur.offset)) == UInt8(ascii: "<"),
           let end = genericArgumentsEnd(from: p, requireFollow: true) {
            p = end
        }
    }

    /// `( … )` or `[ … ]`: labelled arguments, each an `.argument` node.
    private mutating func parseArguments(close: TokenKind) {
        advance() // ( or [
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        while !atEOF && kind != close {
            let am = mark()
            let s = p
            var label = -1
            if isWord(cur) && peek().kind == .colon && kw != .default {
                label = p
                advance(); advance()
            }
            if kind != .comma && kind != close {
                let before = p
                parseExpression()
                if p == before || (kind != .comma && kind != close) {
                    skipUntilCommaOr(close)
                    if kind != .comma && kind != close && !atEOF {
                        // a stray closer of another kind: leave it for the enclosing construct
                        finish(.argument, am, first: s, name: label)
                        break
                    }
                }
            }
            finish(.argument, am, first: s, name: label)
            if kind == .comma { advance() }
        }
        expectClose(close)
    }

    @inline(__always) private mutating func parsePrimary() {
        let m = mark()
        let s = p
        let t = cur
        switch t.kind {
        case .identifier:
            advance()
            finish(.identifier, m, first: s, name: s)
            skipGenericArgumentsInExpression()
        case .keyword:
            switch t.keyword {
            case .self, .Self, .super, .Any, .`init`:
                advance()
                finish(.identifier, m, first: s, name: s)
            case .true, .false:
                advance()
                finish(.booleanLiteral, m, first: s)
            case .nil:
                advance()
                finish(.nilLiteral, m, first: s)
            case .if:
                parseIf()
            case .switch:
                parseSwitch()
            default:
                return
            }
        case .integerLiteral:
            advance()
            finish(.integerLiteral, m, first: s)
        case .floatLiteral:
            advance()
            finish(.floatLiteral, m, first: s)
        case .stringLiteral:
            advance()
            finish(.stringLiteral, m, first: s, flags: t.flags.contains(.interpolated) ? .interpolated : [])
        case .regexLiteral:
            advance()
            finish(.regexLiteral, m, first: s)
        case .period:
            advance()
            var name = -1
            if isWord(cur) || kind == .integerLiteral {
                name = p
                advance()
            }
            finish(.memberAccess, m, first: s, name: name)
        case .leftParen:
            parseArguments(close: .rightParen)
            finish(.tuple, m, first: s)
        case .leftBracket:
            parseCollectionLiteral()
        case .leftBrace:
            parseClosure()
        case .backslash:
            parseKeyPath()
        case .pound:
            if tokenIs(p, "#if") || tokenIs(p, "#else") || tokenIs(p, "#elseif") || tokenIs(p, "#endif") { return }
            advance()
            skipGenericArgumentsInExpression()
            if kind == .leftParen && !cur.spaceBefore {
                parseArguments(close: .rightParen)
            }
            parseTrailingClosures(afterArguments: true)
            finish(.macroExpansion, m, first: s, name: s)
        case .binaryOperator, .prefixOperator, .postfixOperator:
            let next = peek()
            if next.kind == .comma || next.kind == .rightParen {
                advance()
                finish(.operatorReference, m, first: s, name: s)
            }
        default:
            return
        }
    }

    private mutating func parseCollectionLiteral() {
        let m = mark()
        let s = p
        advance() // [
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        var isDictionary = false
        if kind == .colon && peek().kind == .rightBracket {
            advance()
            isDictionary = true
        }
        while !atEOF && kind != .rightBracket {
            let em = mark()
            let es = p
            let before = p
            parseExpression()
            if kind == .colon {
                isDictionary = true
                advance()
                parseExpression()
                finish(.dictionaryElement, em, first: es)
            }
            if kind == .comma {
                advance()
            } else if kind != .rightBracket {
                if p == before || kind == .rightParen || kind == .rightBrace {
                    if kind == .rightParen || kind == .rightBrace || atEOF { break }
                    skipUntilCommaOr(.rightBracket)
                    if kind == .comma { advance() }
                } else {
                    skipUntilCommaOr(.rightBracket)
                    if kind == .comma { advance() } else if kind != .rightBracket { break }
                }
            }
        }
        expectClose(.rightBracket)
        finish(isDictionary ? .dictionaryLiteral : .arrayLiteral, m, first: s)
    }

    /// `\.a.b?.c`, `\Type.a[0]`: consumed as one opaque node named after its last component.
    private mutating func parseKeyPath() {
        let m = mark()
        let s = p
        advance()
        var name = -1
        if kind == .identifier || (kind == .keyword && (kw == .Self || kw == .self)) {
            name = p
            advance()
            skipGenericArgumentsInExpression()
        }
        while !atEOF {
            if kind == .period && !cur.spaceBefore {
                advance()
                if isWord(cur) || kind == .integerLiteral { name = p; advance() }
            } else if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) {
                advance()
            } else if kind == .leftBracket && !cur.spaceBefore {
                skipBalancedGroup()
            } else {
                break
            }
        }
        finish(.keyPath, m, first: s, name: name)
    }

    /// `{ [capture] (params) -> T in statements }`
    private mutating func parseClosure() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        let s = p
        advance() // {
        if let inTok = closureSignatureEnd() {
            parseClosureSignature(until: inTok)
        }
        let bm = mark()
        let bs = p
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        parseStatements()
        allowTrailingClosure = saved
        finish(.codeBlock, bm, first: bs)
        expectClose(.rightBrace)
        finish(.closure, m, first: s)
    }

    private mutating func parseClosureSignature(until inTok: Int) {
        let m = mark()
        let s = p
        var level = 0
        var lastWord = -1
        var sawArrow = false
        var expectName = true
        while p < inTok {
            let t = cur
            switch t.kind {
            case .leftBracket where level == 0:
                skipBalancedGroup() // capture list
                continue
            case .leftParen:
                level += 1
                if level == 1 { expectName = true }
            case .rightParen:
                if level == 1 && lastWord >= 0 { addParameter(lastWord) }
                lastWord = -1
                level -= 1
            case .comma where level <= 1 && !sawArrow:
                if lastWord >= 0 { addParameter(lastWord) }
                lastWord = -1
                expectName = true
            case .colon where level == 1:
                if lastWord >= 0 { addParameter(lastWord) }
                lastWord = -1
                expectName = false
            case .identifier where expectName && level <= 1 && !sawArrow:
                lastWord = p
            case .binaryOperator where tokenIs(p, "->"):
                if level == 0 && lastWord >= 0 { addParameter(lastWord); lastWord = -1 }
                sawArrow = true
            default:
                break
            }
            advance()
        }
        if lastWord >= 0 && level == 0 { addParameter(lastWord) }
        advance() // in
        finish(.closureSignature, m, first: s)
    }

    /// Git's `<<<<<<<`, `|||||||`, `=======` and `>>>>>>>` lines: an operator of exactly seven equal characters
    /// at the very start of a line.
    private static func isMergeConflictMarker(_ t: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard t.length == 7, t.kind == .binaryOperator || t.kind == .prefixOperator || t.kind == .postfixOperator else {
            return false
        }
        let o = Int(t.offset)
        guard o + 7 <= bytes.count else { return false }
        let c = bytes[o]
        guard c == UInt8(ascii: "<") || c == UInt8(ascii: "=") || c == UInt8(ascii: ">") || c == UInt8(ascii: "|") else {
            return false
        }
        if o > 0 && bytes[o - 1] != 0x0A && bytes[o - 1] != 0x0D { return false }
        for k in 1..<7 where bytes[o + k] != c { return false }
        return true
    }

    private mutating func addParameter(_ tok: Int) {
        let m = mark()
        finish(.parameter, m, first: tok, last: tok, name: tok)
    }

    // MARK: - Lexical errors

    private mutating func collectLexicalErrors(trivia: [Token]) {
        // One pass over the tokens (merge markers first, then unreadable or unterminated tokens, as recorded).
        var markers: [ParseError] = []
        var lexical: [ParseError] = []
        for t in toks {
            if t.length == 7 && Parser.isMergeConflictMarker(t, in: bytes) {
                markers.append(ParseError(offset: Int(t.offset), message: "merge conflict marker"))
            } else if t.kind == .unknown || t.flags.contains(.unterminated) {
                let what: String
                if t.kind == .stringLiteral { what = "unterminated string literal" }
                else if t.kind == .unknown { what = "unreadable characters" }
                else { what = "unterminated literal" }
                lexical.append(ParseError(offset: Int(t.offset), message: what))
            }
        }
        errors += markers
        errors += lexical
        for t in trivia where t.flags.contains(.unterminated) {
            errors.append(ParseError(offset: Int(t.offset), message: "unterminated block comment"))
        }
    }
}

private extension Keyword {
    /// Whether `Lookahead.isDeclarationStart` can answer true for a statement whose first token has this keyword
    /// (and is no attribute): a declaration keyword or a modifier.
    var mayStartDeclaration: Bool {
        switch self {
        case .let, .var, .func, .`init`, .deinit, .subscript, .struct, .enum, .protocol, .extension, .typealias,
             .associatedtype, .import, .operator, .precedencegroup, .case, .class, .actor, .macro:
            return true
        default:
            return isDeclModifier
        }
    }
}

/// A binary operator, cast or ternary `?` in `Parser.parseExpression`, waiting for its right operand.
private struct PendingOperator {
    var tok: Int
    var prec: Int
}

/// A prefix operator, `try` or `await` in `Parser.parseUnary`, waiting for its operand.
private struct PendingWrapper {
    var kind: NodeKind
    var tok: Int
    var flags: NodeFlags
}

/// The tokens and bytes being parsed, with the parser's read-only scans (lookaheads and token tests).
private struct Lookahead {
    let toks: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>

    @inline(__always) func byte(_ offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    /// Whether token `t` is exactly the ASCII text `s`.
    func tokenIs(_ t: Int, _ s: StaticString) -> Bool {
        let tok = toks[t]
        let len = s.utf8CodeUnitCount
        if Int(tok.length) != len { return false }
        let ptr = s.utf8Start
        for k in 0..<len where byte(Int(tok.offset) + k) != ptr[k] { return false }
        return true
    }

    @inline(__always) func isOperator(_ t: Token) -> Bool {
        t.kind == .binaryOperator || t.kind == .prefixOperator || t.kind == .postfixOperator
    }

    /// Words usable as labels and member names: identifiers and any keyword.
    @inline(__always) func isWord(_ t: Token) -> Bool { t.kind == .identifier || t.kind == .keyword }

    /// Whether the tokens at `p` start a declaration: attributes and modifiers followed by a declaration keyword.
    func isDeclarationStart(at p: Int) -> Bool {
        var k = p
        var steps = 0
        while steps < 32 {
            steps += 1
            let t = toks[k]
            if t.kind == .attribute {
                k = attributeEnd(from: k)
                continue
            }
            switch t.keyword {
            case .let, .var, .func, .`init`, .deinit, .subscript, .struct, .enum, .protocol, .extension,
                 .typealias, .associatedtype, .import, .operator, .precedencegroup:
                if t.keyword == .`init` {
                    let next = toks[k + 1]
                    return next.kind == .leftParen || next.kind == .postfixOperator || (isOperator(next) && tokenIs(k + 1, "<"))
                }
                return true
            case .case:
                // Inside a switch, `case` labels are consumed by the switch itself; anywhere else it is an enum case.
                return true
            case .class:
                return true
            case .actor, .macro:
                return toks[k + 1].kind == .identifier && toks[k + 1].keyword == .none || (k > p)
            default:
                if t.keyword.isDeclModifier {
                    let next = toks[k + 1]
                    // `private(set)`, `unowned(unsafe)`, `private (set)`
                    if next.kind == .leftParen && (!next.spaceBefore || toks[k + 2].keyword == .set) {
                        k = skipBalanced(from: k + 1)
                        continue
                    }
                    if next.kind == .keyword || next.kind == .attribute || next.keyword.isDeclModifier
                        || next.keyword == .actor || next.keyword == .macro {
                        k += 1
                        continue
                    }
                }
                return false
            }
        }
        return false
    }

    /// Index just past the balanced group starting at `k` (bounded scan).
    func skipBalanced(from k: Int) -> Int {
        var level = 0
        var i = k
        repeat {
            switch toks[i].kind {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            case .endOfFile: return i
            default: break
            }
            i += 1
        } while level > 0
        return i
    }

    /// Index just past the attribute at `k`: `@Name`, `@Name<T>`, `@Name.Inner`, then `(arguments)` written
    /// without a space.
    func attributeEnd(from k: Int) -> Int {
        var i = k + 1
        var steps = 0
        while steps < 16 {
            steps += 1
            let t = toks[i]
            if isOperator(t) && !t.spaceBefore && byte(Int(t.offset)) == UInt8(ascii: "<"),
               let end = genericArgumentsEnd(from: i, requireFollow: false) {
                i = end
            } else if t.kind == .period && !t.spaceBefore && toks[i + 1].kind == .identifier {
                i += 2
            } else {
                break
            }
        }
        if toks[i].kind == .leftParen && !toks[i].spaceBefore { i = skipBalanced(from: i) }
        return i
    }

    /// Whether the `{` at `k` opens an accessor block (`{ get … }`, `{ didSet … }`) rather than a closure or getter body.
    func isAccessorBlock(at k: Int) -> Bool {
        var i = k + 1
        while toks[i].kind == .attribute { i += 1 }
        while toks[i].keyword == .mutating || toks[i].keyword == .nonmutating || toks[i].keyword.isDeclModifier && toks[i].kind == .keyword { i += 1 }
        switch toks[i].keyword {
        case .get, .set, .willSet, .didSet, ._modify, ._read:
            let next = toks[i + 1]
            return next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .leftParen
                || next.newlineBefore || next.keyword == .async || next.keyword == .throws
                || next.keyword == .get || next.keyword == .set
        default:
            return false
        }
    }

    /// If the operator token at `k` starts a generic argument list (`<Int>`, `<[String: Int]>`, `<A<B>>?`),
    /// returns the index of the token after it. Character-level, since `>>` and `>?` are single tokens.
    /// With `requireFollow`, the list must be followed by something that cannot continue a comparison.
    func genericArgumentsEnd(from k: Int, requireFollow: Bool) -> Int? {
        var level = 0
        var i = k
        let limit = min(toks.count - 1, k + 128)
        while i < limit {
            let t = toks[i]
            switch t.kind {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                var off = Int(t.offset)
                let end = t.end
                while off < end {
                    let c = byte(off)
                    if c == UInt8(ascii: "<") {
                        level += 1
                    } else if c == UInt8(ascii: "-") && byte(off + 1) == UInt8(ascii: ">") {
                        off += 1
                    } else if c == UInt8(ascii: ">") {
                        level -= 1
                        if level == 0 {
                            // The rest of the token may only be `?`/`!` (an optional of the generic type).
                            var rest = off + 1
                            while rest < end && (byte(rest) == UInt8(ascii: "?") || byte(rest) == UInt8(ascii: "!")) { rest += 1 }
                            if rest != end { return nil }
                            if requireFollow {
                                let f = toks[i + 1]
                                switch f.kind {
                                case .leftParen, .period, .rightParen, .rightBracket, .rightBrace, .comma, .colon,
                                     .semicolon, .endOfFile, .leftBracket, .leftBrace:
                                    break
                                case .postfixOperator:
                                    break
                                default:
                                    if !f.newlineBefore { return nil }
                                }
                            }
                            return i + 1
                        }
                    } else if c != UInt8(ascii: "?") && c != UInt8(ascii: "!") && c != UInt8(ascii: "&")
                                && c != UInt8(ascii: ".") && c != UInt8(ascii: "=") {
                        return nil
                    } else if c == UInt8(ascii: "=") {
                        return nil
                    }
                    off += 1
                }
            case .identifier, .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen,
                 .integerLiteral, .attribute:
                break
            case .keyword:
                if !(t.keyword == .Any || t.keyword == .Self || t.keyword == .inout || t.keyword == .throws) { return nil }
            default:
                return nil
            }
            i += 1
        }
        return nil
    }

    /// Binary operator precedence (higher binds tighter) and right-associativity.
    func precedence(ofOperatorAt k: Int) -> (Int, Bool)? {
        let t = toks[k]
        if t.kind == .keyword && (t.keyword == .as || t.keyword == .is) { return (14, false) }
        guard t.kind == .binaryOperator else { return nil }
        let len = Int(t.length)
        let o = Int(t.offset)
        let c0 = byte(o)
        let c1 = len > 1 ? byte(o + 1) : 0
        let last = byte(o + len - 1)
        if len == 1 {
            switch c0 {
            case UInt8(ascii: "="): return (2, true)
            case UInt8(ascii: "?"): return (4, true) // ternary
            case UInt8(ascii: "<"), UInt8(ascii: ">"): return (10, false)
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: "^"): return (18, false)
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"): return (20, false)
            default: return (11, false)
            }
        }
        if c0 == UInt8(ascii: "-") && c1 == UInt8(ascii: ">") && len == 2 { return nil }
        if tokenIs(k, "||") { return (6, false) }
        if tokenIs(k, "&&") { return (8, false) }
        if tokenIs(k, "??") { return (12, true) }
        if tokenIs(k, "...") || tokenIs(k, "..<") { return (16, false) }
        if tokenIs(k, "==") || tokenIs(k, "!=") || tokenIs(k, "<=") || tokenIs(k, ">=") || tokenIs(k, "===")
            || tokenIs(k, "!==") || tokenIs(k, "~=") { return (10, false) }
        if tokenIs(k, "<<") || tokenIs(k, ">>") || tokenIs(k, "&<<") || tokenIs(k, "&>>") { return (22, false) }
        if tokenIs(k, "&+") || tokenIs(k, "&-") { return (18, false) }
        if tokenIs(k, "&*") { return (20, false) }
        if last == UInt8(ascii: "=") && c0 != UInt8(ascii: "=") && c0 != UInt8(ascii: "!") { return (2, true) } // compound assignment
        return (11, false)
    }

    /// If a closure signature (`a, b in`, `(x: Int) -> Void in`, `[weak self] in`) starts at `p`, the index of its `in`.
    func closureSignatureEnd(at p: Int) -> Int? {
        var k = p
        var steps = 0
        while steps < 256 {
            steps += 1
            let t = toks[k]
            switch t.kind {
            case .keyword:
                if t.keyword == .in { return k }
                if t.keyword == .throws || t.keyword == .rethrows || t.keyword == .inout || t.keyword == .Any
                    || t.keyword == .Self || t.keyword == .self { k += 1; continue }
                return nil
            case .identifier, .comma, .colon, .attribute, .period, .postfixOperator:
                k += 1
            case .binaryOperator, .prefixOperator:
                // `->`, generic brackets, `&` compositions
                let c = byte(Int(t.offset))
                if c == UInt8(ascii: "-") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "&")
                    || c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == UInt8(ascii: ".") { k += 1 } else { return nil }
            case .leftParen, .leftBracket:
                let end = skipBalanced(from: k)
                if end - k > 512 { return nil }
                k = end
            default:
                return nil
            }
        }
        return nil
    }
}

/// A growable array for the parser's hot paths: appending is a capacity check and a store (no copy-on-write
/// uniqueness check). It either owns its memory or starts in memory lent by an array under construction
/// (`Array(unsafeUninitializedCapacity:)`), and moves to memory of its own if that fills up.
/// Only for plain values (no references): elements are never deinitialised. Counts stay below `Int32.max` (checked
/// when it grows), so they are updated without overflow checks.
private struct OutputBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var ownsMemory: Bool
    private(set) var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
        ownsMemory = true
    }

    init(lending storage: UnsafeMutableBufferPointer<Element>) {
        base = storage.baseAddress!
        capacity = storage.count
        ownsMemory = false
    }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count)
            base[index] = newValue
        }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The elements' memory, valid until the next append.
    @inline(__always) var storage: UnsafeMutablePointer<Element> { base }

    /// Makes room for `k` more elements and counts them; returns where they go, for the caller to initialise
    /// before anything else reads them.
    @inline(__always) mutating func appendUninitialized(_ k: Int) -> UnsafeMutablePointer<Element> {
        if capacity &- count < k { grow(toHold: count + k) }
        let start = base + count
        count &+= k
        return start
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always) mutating func removeLast(_ k: Int) { count &-= k }

    @inline(never) private mutating func grow(toHold needed: Int) {
        // The parser stores counts and indices as Int32.
        precondition(needed < Int(Int32.max), "syntax tree too large")
        let newCapacity = min(max(16, 2 * capacity, needed), Int(Int32.max))
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        bigger.moveInitialize(from: base, count: count)
        if ownsMemory { base.deallocate() }
        base = bigger
        capacity = newCapacity
        ownsMemory = true
    }

    /// Ends a buffer that started in lent memory: returns how many elements that memory now holds, or, if they
    /// had to move, 0 and the elements in `moved`.
    mutating func finish(movingTo moved: inout [Element]?) -> Int {
        if !ownsMemory { return count }
        moved = Array(UnsafeBufferPointer(start: base, count: count))
        deallocate()
        return 0
    }

    mutating func deallocate() {
        if ownsMemory { base.deallocate() }
        count = 0
        capacity = 0
        ownsMemory = false
    }
}
