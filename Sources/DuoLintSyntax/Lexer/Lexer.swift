/// The lexer's output: significant tokens for the parser and trivia for everything else.
/// Both arrays are in source order, never overlap, and together cover every byte of the input,
/// so merging them by offset reproduces the file byte for byte (the lexer is lossless).
public struct LexedSource: Sendable {
    /// Significant tokens; the last one is always `.endOfFile` (zero length, at the end of the input).
    public var tokens: [Token]
    /// Whitespace, line breaks and comments.
    public var trivia: [Token]
    /// False when the lexer saw nothing the parser reports as a lexical error (no `.unknown` token, nothing
    /// `.unterminated`, no 7-character operator that could be a merge conflict marker): then the parser skips
    /// its scan for them.
    var mayHaveLexicalErrors = true
}

/// A single-pass lexer over UTF-8 bytes. It never allocates per token beyond the two output arrays,
/// never recurses (nested interpolations and comments use explicit counters/stacks) and never fails:
/// bytes it cannot read become `.unknown` tokens, unterminated literals carry `.unterminated`, and string
/// literals whose content Swift rejects carry `.malformed`. String and regex literals end where Swift's lexer
/// ends them (swift-syntax's `Lexer.Cursor` is the reference).
///
/// Structure: `run` is the only place that emits. It dispatches on the first byte of each token (one table
/// lookup), and reads the common tokens (words, whitespace, punctuation) itself; the scanners for the rest
/// (`operatorToken`, `stringEnd`, `numberEnd`, …) only read bytes and return where the token ends.
///
/// Speed: the position, the output cursors and the pending flags are locals of `run` (registers, not memory);
/// tokens are written straight into the storage of the output arrays (no per-token uniqueness or capacity
/// checks beyond one comparison); byte classes come from 256-entry tables; words, indentation, comments
/// and string text are scanned 8 bytes at a time; and a word's keyword is looked up from the same 8-byte
/// loads that found its end.
public struct Lexer {
    // Unsafe: `p` (and the tables) are read, never written; `p` is borrowed from `lex`'s caller for that call only (a
    // Lexer never outlives it), and every read is bounded: `at` answers 0 past `n`, 8-byte loads (`word`) happen only
    // where `k + 8 <= n`. Covered by LexerTests, RobustnessTests.testEveryByteValue / testRandomBytes /
    // testLexerRoundTripsAndParserTerminatesOnRandomAndMutatedInput and the fuzz inputs (testFuzzerRegressionInputs).
    /// The input: `n` bytes at `p`.
    let p: UnsafePointer<UInt8>
    let n: Int
    /// `classTable` and `startTable`, kept here: a static is checked for initialisation at every use.
    let classes: UnsafePointer<UInt8>
    let starts: UnsafePointer<TokenStart>

    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedSource {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return LexedSource(tokens: [Token(kind: .endOfFile, keyword: .none, flags: [], offset: 0, length: 0)], trivia: [])
        }
        let n = bytes.count
        let lexer = Lexer(p: base, n: n, classes: Lexer.classTable, starts: Lexer.startTable)
        // Typical Swift has a token every 7-8 bytes and a trivia run every 14. Every token but the last has
        // at least one byte, so `n + 1` always suffices; a file that outgrows the guess is lexed again.
        var tokenCapacity = n / 5 + 16
        var triviaCapacity = n / 6 + 16
        // Unsafe: the arrays are filled through `Output`, which writes at most `capacity` tokens (`addToken` / `addTrivia`
        // stop and flag `overflowed` at the end); the count handed back is the number written, and an overflowed run is
        // discarded and lexed again with more room. Covered by LexerTests.testDenseInputOutgrowsTheFirstCapacityGuess.
        while true {
            var output: Output? = nil
            var trivia: [Token] = []
            let tokens = [Token](unsafeUninitializedCapacity: tokenCapacity) { tokenBuffer, tokenCount in
                trivia = [Token](unsafeUninitializedCapacity: triviaCapacity) { triviaBuffer, triviaCount in
                    let o = lexer.run(Output(tokens: tokenBuffer.baseAddress!, tokenCapacity: tokenBuffer.count,
                                             trivia: triviaBuffer.baseAddress!, triviaCapacity: triviaBuffer.count))
                    triviaCount = o.triviaCount
                    output = o
                }
                tokenCount = output!.tokenCount
            }
            let o = output!
            if !o.overflowed {
                return LexedSource(tokens: o.gluedDollars ? joiningDollarContinuations(tokens, base) : tokens, trivia: trivia,
                                   mayHaveLexicalErrors: o.mayHaveLexicalErrors)
            }
            if o.tokenCount == o.tokenCapacity { tokenCapacity = min(2 * tokenCapacity, n + 1) }
            if o.triviaCount == o.triviaCapacity { triviaCapacity = min(2 * triviaCapacity, n + 1) }
        }
    }

    /// `tokens` with each `$…` identifier that directly follows an identifier or keyword joined to it, as Swift
    /// reads `_$id`, `a$b` and `$x$y` (one identifier, no keyword).
    static func joiningDollarContinuations(_ tokens: [Token], _ p: UnsafePointer<UInt8>) -> [Token] {
        var joined: [Token] = []
        joined.reserveCapacity(tokens.count)
        for t in tokens {
            if t.kind == .identifier && t.length > 0 && p[Int(t.offset)] == UInt8(ascii: "$"), let last = joined.last,
               last.end == Int(t.offset), last.kind == .identifier || last.kind == .keyword {
                joined[joined.count - 1].kind = .identifier
                joined[joined.count - 1].keyword = .none
                joined[joined.count - 1].length += t.length
            } else {
                joined.append(t)
            }
        }
        return joined
    }

    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    // MARK: - Character classes

    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    /// The 8 bytes at `k` as a little-endian word; the caller has checked `k + 8 <= n`.
    @inline(__always) func word(at k: Int) -> UInt64 {
        UnsafeRawPointer(p).loadUnaligned(fromByteOffset: k, as: UInt64.self)
    }

    /// Bits of `classTable`.
    private static let identifierStartBit: UInt8 = 1   // a-z A-Z _ and every byte >= 0x80
    private static let identifierBodyBit: UInt8 = 2    // identifier start or 0-9
    private static let operatorBit: UInt8 = 4          // / = - + ! * % < > & | ^ ~ ?
    private static let horizontalSpaceBit: UInt8 = 8   // space, tab, vertical tab, form feed
    private static let hexDigitBit: UInt8 = 16         // 0-9 a-f A-F
    static let stringStopBit: UInt8 = 32       // `\`, `"` and control characters: not plain string text

    /// The class bits of every byte value; allocated once for the life of the process.
    // Unsafe (nonisolated, raw pointer): sound because the 256 bytes are written once, inside the lazy initializer
    // (which the runtime runs exactly once, before any reader sees the pointer), never freed and only read after;
    // every lexer test reads it (LexerTests, RobustnessTests lex on several threads through the engine).
    nonisolated(unsafe) static let classTable: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 {
            let c = UInt8(b)
            var bits: UInt8 = 0
            if isIdentifierStart(c) { bits |= identifierStartBit }
            if isIdentifierBody(c) { bits |= identifierBodyBit }
            if isOperatorChar(c) { bits |= operatorBit }
            if isHorizontalSpace(c) { bits |= horizontalSpaceBit }
            if isHexDigit(c) { bits |= hexDigitBit }
            if c == UInt8(ascii: "\\") || c == UInt8(ascii: "\"") || c < 0x20 { bits |= stringStopBit }
            t[b] = bits
        }
        return UnsafePointer(t)
    }()

    /// What a token that starts with a byte can be: `run` dispatches on this.
    enum TokenStart: UInt8 {
        case space, slash, quote, pound, at, backtick, dollar, digit, dot, word, operatorChar
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket, comma, colon, semicolon, backslash
        /// NUL, other control bytes, `'` and DEL: the start of an `.unknown` run.
        case other
    }

    /// The `TokenStart` of every byte value; allocated once for the life of the process.
    // Unsafe (nonisolated, raw pointer): sound as `classTable` is (written once in its initializer, then only read).
    nonisolated(unsafe) static let startTable: UnsafePointer<TokenStart> = {
        let t = UnsafeMutablePointer<TokenStart>.allocate(capacity: 256)
        for b in 0..<256 {
            let c = UInt8(b)
            let start: TokenStart
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D: start = .space
            case UInt8(ascii: "/"): start = .slash
            case UInt8(ascii: "\""): start = .quote
            case UInt8(ascii: "#"): start = .pound
            case UInt8(ascii: "@"): start = .at
            case UInt8(ascii: "`"): start = .backtick
            case UInt8(ascii: "$"): start = .dollar
            case 0x30...0x39: start = .digit
            case UInt8(ascii: "."): start = .dot
            case UInt8(ascii: "("): start = .leftParen
            case UInt8(ascii: ")"): start = .rightParen
            case UInt8(ascii: "{"): start = .leftBrace
            case UInt8(ascii: "}"): start = .rightBrace
            case UInt8(ascii: "["): start = .leftBracket
            case UInt8(ascii: "]"): start = .rightBracket
            case UInt8(ascii: ","): start = .comma
            case UInt8(ascii: ":"): start = .colon
            case UInt8(ascii: ";"): start = .semicolon
            case UInt8(ascii: "\\"): start = .backslash
            default: start = isIdentifierStart(c) ? .word : isOperatorChar(c) ? .operatorChar : .other
            }
            t[b] = start
        }
        return UnsafePointer(t)
    }()

    @inline(__always) func has(_ c: UInt8, _ bit: UInt8) -> Bool { classes[Int(c)] & bit != 0 }

    @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
    }

    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
    }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    @inline(__always) static func isOperatorChar(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    @inline(__always) private static func isHorizontalSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C
    }

    @inline(__always) private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }

    @inline(__always) private func isIdentifierStart(_ c: UInt8) -> Bool { has(c, Lexer.identifierStartBit) }
    @inline(__always) func isIdentifierBody(_ c: UInt8) -> Bool { has(c, Lexer.identifierBodyBit) }
    @inline(__always) private func isOperatorChar(_ c: UInt8) -> Bool { has(c, Lexer.operatorBit) }
    @inline(__always) private func isHorizontalSpace(_ c: UInt8) -> Bool { has(c, Lexer.horizontalSpaceBit) }
    @inline(__always) func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
    @inline(__always) private func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    @inline(__always) func isHexDigit(_ c: UInt8) -> Bool { has(c, Lexer.hexDigitBit) }

    /// The end of the run of identifier-body bytes starting at `k`, 8 bytes at a time.
    @inline(__always) private func identifierEnd(from k: Int) -> Int {
        var j = k
        while j + 8 <= n {
            let notBody = Lexer.nonIdentifierBodyBytes(word(at: j))
            if notBody != 0 { return j + (notBody.trailingZeroBitCount >> 3) }
            j += 8
        }
        while j < n && isIdentifierBody(p[j]) { j += 1 }
        return j
    }

    /// The high bit of every byte of `w` that is not an identifier-body byte (a-z A-Z 0-9 _ or >= 0x80).
    /// Each range test adds a bias so that a byte in range ends up with its high bit set; the bytes are 7-bit
    /// when tested, so no carry crosses from one byte into the next.
    @inline(__always) static func nonIdentifierBodyBytes(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let ascii = w & ~high
        let folded = ascii | 0x20 &* ones                                // A-Z -> a-z
        let letter = (folded &+ (0x80 - 0x61) &* ones) & ~(folded &+ (0x7F - 0x7A) &* ones)
        let digit = (ascii &+ (0x80 - 0x30) &* ones) & ~(ascii &+ (0x7F - 0x39) &* ones)
        let underscore = ascii ^ 0x5F &* ones                             // zero where `_`
        let isUnderscore = ~((underscore &+ 0x7F &* ones) | underscore)   // high bit where zero
        return ~(letter | digit | isUnderscore | w) & high
    }

    /// Whether some byte of `w` is below `limit` (at most 0x80).
    @inline(__always) static func hasByte(below limit: UInt8, _ w: UInt64) -> Bool {
        (w &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~w & 0x8080_8080_8080_8080 != 0
    }

    /// Whether some byte of `w` is `\n` or `\r` (tested exactly only when some byte is below 0x0E).
    @inline(__always) private static func hasLineBreak(_ w: UInt64) -> Bool {
        hasByte(below: 0x0E, w) && (SourceText.hasByte(w, 0x0A) || SourceText.hasByte(w, 0x0D))
    }

    // MARK: - Main loop

    private func run(_ initialOutput: Output) -> Output {
        var out = initialOutput
        let keywords = KeywordTable.shared
        var i = 0
        // A UTF-8 byte-order mark and a `#!` shebang line are trivia.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            i = 3
            out.addTrivia(.whitespace, 0, i)
        }
        if at(i) == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "!") {
            let start = i
            i = lineEnd(from: i)
            out.addTrivia(.lineComment, start, i)
        }
        // Every pass of the loop emits exactly one token or trivia.
        while i < n && !out.overflowed {
            let start = i
            switch starts[Int(p[i])] {
            case .space:
                // (The first byte is known to be whitespace; most runs are one space, or a line break and spaces.)
                var sawBreak = isLineBreak(p[i])
                var j = i &+ 1
                while j < n {
                    let d = p[j]
                    if d == 0x20 && j &+ 8 <= n {
                        // Indentation: up to 8 spaces at a time (the first non-space byte ends the step).
                        let w = word(at: j) ^ 0x2020_2020_2020_2020
                        j &+= w == 0 ? 8 : w.trailingZeroBitCount >> 3
                    } else if isLineBreak(d) { sawBreak = true; j &+= 1 } else if isHorizontalSpace(d) { j &+= 1 } else { break }
                }
                i = j
                if sawBreak { out.pending.insert(.newlineBefore) }
                out.addTrivia(sawBreak ? .newline : .whitespace, start, i)
            case .word:
                // A word that ends within 16 bytes of its start (nearly all do) is looked up as keyword from the
                // same two loads that found its end; a longer one is no keyword.
                var keyword = Keyword.none
                if i &+ 16 <= n {
                    let first = word(at: i)
                    let firstStop = Lexer.nonIdentifierBodyBytes(first)
                    if firstStop != 0 {
                        // 1-7 bytes (the first byte is an identifier start)
                        let length = firstStop.trailingZeroBitCount >> 3
                        i &+= length
                        keyword = keywords.lookup(low: first & (1 &<< UInt64(length * 8) &- 1), high: 0)
                    } else {
                        let second = word(at: i &+ 8)
                        let secondStop = Lexer.nonIdentifierBodyBytes(second)
                        if secondStop != 0 {
                            // 8 + (0-7) bytes
                            let rest = secondStop.trailingZeroBitCount >> 3
                            i &+= 8 &+ rest
                            keyword = keywords.lookup(low: first, high: second & (1 &<< UInt64(rest * 8) &- 1))
                        } else {
                            i = identifierEnd(from: i + 16)
                        }
                    }
                } else {
                    i = identifierEnd(from: i + 1)
                    keyword = keywords.lookup(p, start, i - start)
                }
                // (Two calls, so that each knows its kind.)
                if keyword.isReserved {
                    out.addToken(.keyword, start, i, keyword: keyword)
                } else {
                    out.addToken(.identifier, start, i, keyword: keyword)
                }
            case .leftParen: i += 1; out.addToken(.leftParen, start, i)
            case .rightParen: i += 1; out.addToken(.rightParen, start, i)
            case .leftBrace: i += 1; out.addToken(.leftBrace, start, i)
            case .rightBrace: i += 1; out.addToken(.rightBrace, start, i)
            case .leftBracket: i += 1; out.addToken(.leftBracket, start, i)
            case .rightBracket: i += 1; out.addToken(.rightBracket, start, i)
            case .comma: i += 1; out.addToken(.comma, start, i)
            case .colon: i += 1; out.addToken(.colon, start, i)
            case .semicolon: i += 1; out.addToken(.semicolon, start, i)
            case .backslash: i += 1; out.addToken(.backslash, start, i)
            case .dot:
                if at(i + 1) == UInt8(ascii: ".") {
                    let (end, kind) = operatorToken(at: i, spaceBefore: out.pending.contains(.spaceBefore))
                    i = end
                    out.addToken(kind, start, i)
                } else {
                    i += 1
                    out.addToken(.period, start, i)
                }
            case .slash:
                let next = at(i + 1)
                if next == UInt8(ascii: "/") {
                    let doc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
                    i = lineEnd(from: i)
                    out.addTrivia(doc ? .docLineComment : .lineComment, start, i)
                } else if next == UInt8(ascii: "*") {
                    let doc = at(i + 2) == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/")
                    let (end, terminated, sawBreak) = blockCommentEnd(from: i)
                    i = end
                    if sawBreak { out.pending.insert(.newlineBefore) }
                    out.addTrivia(doc ? .docBlockComment : .blockComment, start, i, terminated ? [] : [.unterminated])
                } else if regexMayStart(at: i, after: out.lastToken), let end = bareRegexEnd(from: i) {
                    i = end
                    out.addToken(.regexLiteral, start, i)
                } else {
                    let (end, kind) = operatorToken(at: i, spaceBefore: out.pending.contains(.spaceBefore))
                    i = end
                    out.addToken(kind, start, i)
                }
            case .operatorChar:
                let (end, kind) = operatorToken(at: i, spaceBefore: out.pending.contains(.spaceBefore))
                i = end
                out.addToken(kind, start, i)
            case .quote:
                let (end, flags) = stringEnd(from: i, pounds: 0)
                i = end
                out.addToken(.stringLiteral, start, i, extra: flags)
            case .pound:
                let (end, kind, flags) = poundToken(at: i)
                i = end
                out.addToken(kind, start, i, extra: flags)
            case .digit:
                let (end, isFloat) = numberEnd(from: i)
                i = end
                out.addToken(isFloat ? .floatLiteral : .integerLiteral, start, i)
            case .at:
                if isIdentifierStart(at(i + 1)) {
                    i = identifierEnd(from: i + 1)
                    out.addToken(.attribute, start, i)
                } else {
                    i += 1
                    out.addToken(.unknown, start, i)
                }
            case .backtick:
                var j = i + 1
                while j < n && p[j] != UInt8(ascii: "`") && !isLineBreak(p[j]) { j += 1 }
                if j < n && p[j] == UInt8(ascii: "`") && j > i + 1 {
                    i = j + 1
                    out.addToken(.identifier, start, i)
                } else {
                    i += 1
                    out.addToken(.unknown, start, i)
                }
            case .dollar:
                i = identifierEnd(from: i + 1)
                // `$` continues the word before it (`_$id`, `a$b`, `$x$y`): joined after the loop (rare, and so
                // kept out of this one).
                if start > 0 && isIdentifierBody(p[start - 1]) { out.gluedDollars = true }
                out.addToken(.identifier, start, i)
            case .other:
                // NUL and other control bytes: one unknown token for the run.
                var j = i + 1
                while j < n && p[j] < 0x20 && !isLineBreak(p[j]) && !isHorizontalSpace(p[j]) { j += 1 }
                i = j
                out.addToken(.unknown, start, i)
            }
        }
        out.addToken(.endOfFile, i, i)
        return out
    }

    // MARK: - Comments

    /// The next `\n` or `\r` at or after `k` (or the end), 8 bytes at a time through runs without one.
    func lineEnd(from k: Int) -> Int {
        var j = k
        while j + 8 <= n && !Lexer.hasLineBreak(word(at: j)) { j += 8 }
        while j < n && !isLineBreak(p[j]) { j += 1 }
        return j
    }

    /// The end of the nested `/* … */` at `k`; `terminated` is false when the file ends first.
    /// `sawBreak`: whether it contains a line break.
    func blockCommentEnd(from k: Int) -> (end: Int, terminated: Bool, sawBreak: Bool) {
        var depth = 0
        var j = k
        var sawBreak = false
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "/") && at(j + 1) == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if c == UInt8(ascii: "*") && at(j + 1) == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return (j, true, sawBreak) }
            } else {
                if isLineBreak(c) { sawBreak = true }
                j += 1
            }
        }
        return (j, false, sawBreak)
    }

    // MARK: - Operators

    /// The operator starting at `start` (an operator character, or `..`) and whether it is prefix, postfix or
    /// binary. `spaceBefore`: trivia stands directly before it.
    private func operatorToken(at start: Int, spaceBefore: Bool) -> (end: Int, kind: TokenKind) {
        let leftBound: Bool
        if start == 0 || spaceBefore {
            leftBound = false
        } else {
            switch p[start - 1] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                 UInt8(ascii: ";"), UInt8(ascii: ":"):
                leftBound = false
            default:
                leftBound = true
            }
        }
        if leftBound && (p[start] == UInt8(ascii: "?")) {
            // `x?` is always optional chaining / an optional type, never the start of `?.` or `??`.
            return (start + 1, .postfixOperator)
        }
        let dotOperator = p[start] == UInt8(ascii: ".")
        var j = start + 1
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: ".") {
                if !dotOperator { break }
            } else if !isOperatorChar(c) {
                break
            } else if c == UInt8(ascii: "/") && (at(j + 1) == UInt8(ascii: "/") || at(j + 1) == UInt8(ascii: "*")) {
                break
            }
            j += 1
        }
        let next = at(j)
        let rightBound: Bool
        if j >= n {
            rightBound = false
        } else {
            switch next {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                rightBound = false
            case UInt8(ascii: "/"):
                rightBound = !(at(j + 1) == UInt8(ascii: "/") || at(j + 1) == UInt8(ascii: "*"))
            default:
                rightBound = true
            }
        }
        let kind: TokenKind
        if leftBound && (!rightBound || next == UInt8(ascii: ".")) {
            kind = .postfixOperator
        } else if leftBound && j - start == 1 && p[start] == UInt8(ascii: "!") {
            // Swift: a lone `!` with no whitespace on its left is postfix whatever follows (`a![0]`, `f!(x)`).
            kind = .postfixOperator
        } else if !leftBound && rightBound {
            kind = .prefixOperator
        } else {
            kind = .binaryOperator
        }
        return (j, kind)
    }

    // MARK: - Numbers

    /// The end of the number literal starting at `start` (a digit), and whether it is a floating-point literal.
    private func numberEnd(from start: Int) -> (end: Int, isFloat: Bool) {
        var j = start
        var isFloat = false
        if p[j] == UInt8(ascii: "0") && (at(j + 1) == UInt8(ascii: "x") || at(j + 1) == UInt8(ascii: "X")) {
            j = digitsEnd(from: j + 2, hex: true)
            if at(j) == UInt8(ascii: ".") && isHexDigit(at(j + 1)) {
                isFloat = true
                j = digitsEnd(from: j + 1, hex: true)
            }
            if let end = exponentEnd(at: j, marker: UInt8(ascii: "p")) {
                isFloat = true
                j = end
            }
        } else if p[j] == UInt8(ascii: "0") && (at(j + 1) == UInt8(ascii: "b") || at(j + 1) == UInt8(ascii: "o")) {
            j = digitsEnd(from: j + 2, hex: false)
        } else {
            j = digitsEnd(from: j, hex: false)
            if at(j) == UInt8(ascii: ".") && isDigit(at(j + 1)) {
                isFloat = true
                j = digitsEnd(from: j + 1, hex: false)
            }
            if let end = exponentEnd(at: j, marker: UInt8(ascii: "e")) {
                isFloat = true
                j = end
            }
        }
        // Malformed suffixes (`12abc`) stay part of the literal.
        return (identifierEnd(from: j), isFloat)
    }

    /// The end of the digits (decimal or hexadecimal) and `_` separators from `k`.
    @inline(__always) private func digitsEnd(from k: Int, hex: Bool) -> Int {
        var j = k
        while j < n && ((hex ? isHexDigit(p[j]) : isDigit(p[j])) || p[j] == UInt8(ascii: "_")) { j += 1 }
        return j
    }

    /// The end of an exponent at `k` introduced by `marker` (lower case; upper case accepted too), an optional
    /// sign and decimal digits; nil when there is none.
    private func exponentEnd(at k: Int, marker: UInt8) -> Int? {
        guard at(k) | 0x20 == marker else { return nil }
        var j = k + 1
        if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
        guard isDigit(at(j)) else { return nil }
        return digitsEnd(from: j, hex: false)
    }

    // MARK: - `#…`

    /// The token starting with `#` at `start`: a raw string, an extended regex, a `#name`, or unknown.
    private func poundToken(at start: Int) -> (end: Int, kind: TokenKind, flags: TokenFlags) {
        var j = start
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let pounds = j - start
        if at(j) == UInt8(ascii: "\"") {
            let (end, flags) = stringEnd(from: start, pounds: pounds)
            return (end, .stringLiteral, flags)
        } else if at(j) == UInt8(ascii: "/") {
            let regex = extendedRegexEnd(from: j + 1, pounds: pounds)
            return (regex.end, .regexLiteral, regex.flags)
        } else if pounds == 1 && isIdentifierStart(at(j)) {
            return (identifierEnd(from: j + 1), .pound, [])
        }
        return (j, .unknown, [])
    }


    // MARK: - Strings (the scanner, `stringScan`, is in Lexer+Strings.swift)

    /// The end and flags of a whole string literal, interpolations included.
    /// `start` is the first `#` or `"`; `pounds` the number of leading `#`.
    /// (Two values, returned in registers: `run` keeps its state in registers around the call.)
    private func stringEnd(from start: Int, pounds: Int) -> (end: Int, flags: TokenFlags) {
        let scan = stringScan(from: start, pounds: pounds)
        return (scan.end, scan.flags)
    }

    @inline(__always) func poundsFollow(_ k: Int, _ count: Int) -> Bool {
        if count == 0 { return true }
        if k + count > n { return false }
        for m in 0..<count where p[k + m] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: - Regex literals

    /// A bare `/…/` regex may start where an expression may start: after an operator, an opening bracket,
    /// a comma, a colon, `=`, `return` and the like — never after an identifier, literal or closing bracket.
    private func regexMayStart(at i: Int, after last: Token?) -> Bool {
        let next = at(i + 1)
        if next == 0x20 || next == 0x09 || isLineBreak(next) || next == 0 || next == UInt8(ascii: "=")
            || next == UInt8(ascii: ")") || next == UInt8(ascii: ",") {
            return false
        }
        guard let last = last else { return true }
        switch last.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .rightParen,
             .rightBracket, .rightBrace, .postfixOperator, .pound:
            return false
        case .keyword:
            switch last.keyword {
            case .self, .Self, .super, .true, .false, .nil, .Any, .`init`: return false
            default: return true
            }
        default:
            return true
        }
    }

    /// Finds the end of `/…/` on the same line; nil when there is none (then `/` is an operator).
    private func bareRegexEnd(from start: Int) -> Int? {
        var j = start + 1
        var inClass = false
        while j < n {
            let c = p[j]
            if isLineBreak(c) { return nil }
            if c == UInt8(ascii: "\\") {
                if j + 1 < n && isLineBreak(p[j + 1]) { return nil }
                j += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass = true } else if c == UInt8(ascii: "]") { inClass = false } else if c == UInt8(ascii: "/") && !inClass {
                let before = p[j - 1]
                if before == 0x20 || before == 0x09 { return nil }
                return j + 1
            }
            j += 1
        }
        return nil
    }

    /// The end of `#/…/#` (any number of `#`) whose pattern starts at `start`, as Swift reads it: the literal may
    /// span lines only when its opening delimiter ends a line (spaces and tabs may follow it), and then its closing
    /// delimiter must begin a line (`problemOffset`, and `.malformed`, when not). Unterminated, it ends at the end
    /// of its first line, with `.unterminated`.
    func extendedRegexEnd(from start: Int, pounds: Int) -> (end: Int, flags: TokenFlags, problemOffset: Int?) {
        var j = start
        while j < n && (p[j] == 0x20 || p[j] == 0x09) { j += 1 }
        let firstLineEnd = j < n && isLineBreak(p[j]) ? j : nil
        var lineStart = -1
        j = start
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "\\") {
                // An escaped line break is still a line break.
                j += j + 1 < n && isLineBreak(p[j + 1]) ? 1 : 2
                continue
            }
            if isLineBreak(c) {
                guard firstLineEnd != nil else { return (j, .unterminated, nil) }
                lineStart = j + 1
            } else if c == UInt8(ascii: "/") && poundsFollow(j + 1, pounds) {
                var problem: Int? = nil
                if lineStart >= 0 {
                    var k = lineStart
                    while k < j && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
                    if k < j { problem = j }
                }
                return (j + 1 + pounds, problem == nil ? [] : .malformed, problem)
            }
            j += 1
        }
        return (firstLineEnd ?? n, .unterminated, nil)
    }
}

/// Where `Lexer.run` writes: the storage of the two arrays being built, and what the next significant token
/// carries. A local of `run`, so it lives in registers.
// Unsafe: the six pointers are into the two arrays `lex` is building (`unsafeUninitializedCapacity`), valid for the
// call; `next… < …End` is checked before every write. Covered as `lex` is (LexerTests, RobustnessTests).
private struct Output {
    /// The token storage, its next free slot and its end; the same for trivia.
    let tokens: UnsafeMutablePointer<Token>
    var nextToken: UnsafeMutablePointer<Token>
    let tokenEnd: UnsafeMutablePointer<Token>
    let trivia: UnsafeMutablePointer<Token>
    var nextTrivia: UnsafeMutablePointer<Token>
    let triviaEnd: UnsafeMutablePointer<Token>
    /// Set when an output is full; `lex` then starts again with more room.
    var overflowed = false
    /// `.spaceBefore` / `.newlineBefore` for the next significant token.
    var pending: TokenFlags = []
    /// A `$…` token directly after a word byte was emitted (see `Lexer.joiningDollarContinuations`).
    var gluedDollars = false
    /// See `LexedSource.mayHaveLexicalErrors`.
    var mayHaveLexicalErrors = false

    init(tokens: UnsafeMutablePointer<Token>, tokenCapacity: Int, trivia: UnsafeMutablePointer<Token>, triviaCapacity: Int) {
        self.tokens = tokens
        nextToken = tokens
        tokenEnd = tokens + tokenCapacity
        self.trivia = trivia
        nextTrivia = trivia
        triviaEnd = trivia + triviaCapacity
    }

    var tokenCount: Int { nextToken - tokens }
    var tokenCapacity: Int { tokenEnd - tokens }
    var triviaCount: Int { nextTrivia - trivia }
    var triviaCapacity: Int { triviaEnd - trivia }

    /// The last significant token so far.
    var lastToken: Token? { nextToken > tokens ? nextToken[-1] : nil }

    @inline(__always) mutating func addTrivia(_ kind: TokenKind, _ start: Int, _ end: Int, _ flags: TokenFlags = []) {
        pending.insert(.spaceBefore)
        if flags.contains(.unterminated) { mayHaveLexicalErrors = true }
        guard nextTrivia < triviaEnd else { overflowed = true; return }
        nextTrivia.initialize(to: Token(kind: kind, keyword: .none, flags: flags, offset: UInt32(truncatingIfNeeded: start),
                                        length: UInt32(truncatingIfNeeded: end &- start)))
        nextTrivia += 1
    }

    @inline(__always) mutating func addToken(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword = .none,
                                             extra: TokenFlags = []) {
        // (With `kind` and `extra` known at the call site, as they mostly are, this test folds away.)
        if kind == .unknown || extra.rawValue & (TokenFlags.unterminated.rawValue | TokenFlags.malformed.rawValue) != 0
            || (end &- start == 7 && Output.isOperatorKind(kind)) {
            mayHaveLexicalErrors = true
        }
        guard nextToken < tokenEnd else { overflowed = true; return }
        nextToken.initialize(to: Token(kind: kind, keyword: keyword, flags: extra.union(pending),
                                       offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end &- start)))
        nextToken += 1
        pending = []
    }

    @inline(__always) private static func isOperatorKind(_ kind: TokenKind) -> Bool {
        kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator
    }
}
