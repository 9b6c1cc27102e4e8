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
/// bytes it cannot read become `.unknown` tokens, unterminated literals carry `.unterminated`.
///
/// Speed: tokens are written straight into the storage of the output arrays (no per-token uniqueness or
/// capacity checks beyond one comparison), byte classes come from a 256-entry table, and scanning loops
/// run on local indices so that the position stays in a register.
public struct Lexer {
    private let p: UnsafePointer<UInt8>
    private let n: Int
    private var i = 0
    /// Output storage (owned by the arrays being built in `lex`) and how much of it is used.
    private let tokens: UnsafeMutablePointer<Token>
    private let tokenCapacity: Int
    private var tokenCount = 0
    private let trivia: UnsafeMutablePointer<Token>
    private let triviaCapacity: Int
    private var triviaCount = 0
    /// Set when an output is full; `lex` then starts again with more room.
    private var overflowed = false
    /// `.spaceBefore` / `.newlineBefore` for the next significant token.
    private var pending: TokenFlags = []
    /// See `LexedSource.mayHaveLexicalErrors`.
    private var mayHaveLexicalErrors = false
    private let keywords = KeywordTable.shared
    private let classes = Lexer.classTable

    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedSource {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return LexedSource(tokens: [Token(kind: .endOfFile, keyword: .none, flags: [], offset: 0, length: 0)], trivia: [])
        }
        let n = bytes.count
        // Typical Swift has a token every 7-8 bytes and a trivia run every 14. Every token but the last has
        // at least one byte, so `n + 1` always suffices; a file that outgrows the guess is lexed again.
        var tokenCapacity = n / 5 + 16
        var triviaCapacity = n / 6 + 16
        while true {
            var lexer: Lexer? = nil
            var trivia: [Token] = []
            let tokens = [Token](unsafeUninitializedCapacity: tokenCapacity) { tokenBuffer, tokenCount in
                trivia = [Token](unsafeUninitializedCapacity: triviaCapacity) { triviaBuffer, triviaCount in
                    var l = Lexer(p: base, n: n, tokens: tokenBuffer.baseAddress!, tokenCapacity: tokenBuffer.count,
                                  trivia: triviaBuffer.baseAddress!, triviaCapacity: triviaBuffer.count)
                    l.run()
                    triviaCount = l.triviaCount
                    lexer = l
                }
                tokenCount = lexer!.tokenCount
            }
            let l = lexer!
            if !l.overflowed { return LexedSource(tokens: tokens, trivia: trivia, mayHaveLexicalErrors: l.mayHaveLexicalErrors) }
            if l.tokenCount == l.tokenCapacity { tokenCapacity = min(2 * tokenCapacity, n + 1) }
            if l.triviaCount == l.triviaCapacity { triviaCapacity = min(2 * triviaCapacity, n + 1) }
        }
    }

    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    private init(p: UnsafePointer<UInt8>, n: Int, tokens: UnsafeMutablePointer<Token>, tokenCapacity: Int,
                 trivia: UnsafeMutablePointer<Token>, triviaCapacity: Int) {
        self.p = p
        self.n = n
        self.tokens = tokens
        self.tokenCapacity = tokenCapacity
        self.trivia = trivia
        self.triviaCapacity = triviaCapacity
    }

    // MARK: - Character classes

    @inline(__always) private func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    /// Bits of `classTable`.
    private static let identifierStartBit: UInt8 = 1   // a-z A-Z _ and every byte >= 0x80
    private static let identifierBodyBit: UInt8 = 2    // identifier start or 0-9
    private static let operatorBit: UInt8 = 4          // / = - + ! * % < > & | ^ ~ ?
    private static let horizontalSpaceBit: UInt8 = 8   // space, tab, vertical tab, form feed
    private static let hexDigitBit: UInt8 = 16         // 0-9 a-f A-F

    /// The class bits of every byte value; allocated once for the life of the process.
    private static let classTable: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 {
            let c = UInt8(b)
            var bits: UInt8 = 0
            if isIdentifierStart(c) { bits |= identifierStartBit }
            if isIdentifierBody(c) { bits |= identifierBodyBit }
            if isOperatorChar(c) { bits |= operatorBit }
            if isHorizontalSpace(c) { bits |= horizontalSpaceBit }
            if isHexDigit(c) { bits |= hexDigitBit }
            t[b] = bits
        }
        return UnsafePointer(t)
    }()

    @inline(__always) private func has(_ c: UInt8, _ bit: UInt8) -> Bool { classes[Int(c)] & bit != 0 }

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
    @inline(__always) private func isIdentifierBody(_ c: UInt8) -> Bool { has(c, Lexer.identifierBodyBit) }
    @inline(__always) private func isOperatorChar(_ c: UInt8) -> Bool { has(c, Lexer.operatorBit) }
    @inline(__always) private func isHorizontalSpace(_ c: UInt8) -> Bool { has(c, Lexer.horizontalSpaceBit) }
    @inline(__always) private func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
    @inline(__always) private func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    @inline(__always) private func isHexDigit(_ c: UInt8) -> Bool { has(c, Lexer.hexDigitBit) }

    /// The end of the run of identifier-body bytes starting at `k`, 8 bytes at a time.
    @inline(__always) private func identifierEnd(from k: Int) -> Int {
        var j = k
        while j + 8 <= n {
            let notBody = Lexer.nonIdentifierBodyBytes(UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j, as: UInt64.self))
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

    // MARK: - Emitting

    @inline(__always) private mutating func emitTrivia(_ kind: TokenKind, _ start: Int, _ flags: TokenFlags = []) {
        pending.insert(.spaceBefore)
        if flags.contains(.unterminated) { mayHaveLexicalErrors = true }
        guard triviaCount < triviaCapacity else { overflowed = true; return }
        trivia[triviaCount] = Token(kind: kind, keyword: .none, flags: flags, offset: UInt32(truncatingIfNeeded: start),
                                    length: UInt32(truncatingIfNeeded: i - start))
        triviaCount += 1
    }

    @inline(__always) private mutating func emit(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none,
                                                 extra: TokenFlags = []) {
        // (With `kind` and `extra` known at the call site, as they mostly are, this test folds away.)
        if kind == .unknown || extra.contains(.unterminated) || (i - start == 7 && Lexer.isOperatorKind(kind)) {
            mayHaveLexicalErrors = true
        }
        guard tokenCount < tokenCapacity else { overflowed = true; return }
        tokens[tokenCount] = Token(kind: kind, keyword: keyword, flags: extra.union(pending),
                                   offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: i - start))
        tokenCount += 1
        pending = []
    }

    @inline(__always) private static func isOperatorKind(_ kind: TokenKind) -> Bool {
        kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator
    }

    // MARK: - Main loop

    private mutating func run() {
        // A UTF-8 byte-order mark and a `#!` shebang line are trivia.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            i = 3
            emitTrivia(.whitespace, 0)
        }
        if at(i) == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "!") {
            let start = i
            skipToLineEnd()
            emitTrivia(.lineComment, start)
        }
        while i < n && !overflowed {
            let c = p[i]
            let start = i
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
                var sawBreak = false
                var j = i
                while j < n {
                    let d = p[j]
                    if d == 0x20 && j + 8 <= n {
                        // Indentation: up to 8 spaces at a time (the first non-space byte ends the step).
                        let w = UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j, as: UInt64.self) ^ 0x2020_2020_2020_2020
                        j += w == 0 ? 8 : w.trailingZeroBitCount >> 3
                    } else if isHorizontalSpace(d) { j += 1 } else if isLineBreak(d) { sawBreak = true; j += 1 } else { break }
                }
                i = j
                if sawBreak { pending.insert(.newlineBefore) }
                emitTrivia(sawBreak ? .newline : .whitespace, start)
            case UInt8(ascii: "/"):
                let next = at(i + 1)
                if next == UInt8(ascii: "/") {
                    let doc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
                    skipToLineEnd()
                    emitTrivia(doc ? .docLineComment : .lineComment, start)
                } else if next == UInt8(ascii: "*") {
                    let doc = at(i + 2) == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/")
                    let terminated = skipBlockComment()
                    emitTrivia(doc ? .docBlockComment : .blockComment, start, terminated ? [] : [.unterminated])
                } else if regexMayStartHere(), let end = scanBareRegex(from: i) {
                    i = end
                    emit(.regexLiteral, start)
                } else {
                    lexOperator()
                }
            case UInt8(ascii: "\""):
                lexString(start: start, pounds: 0)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "@"):
                if isIdentifierStart(at(i + 1)) {
                    i = identifierEnd(from: i + 1)
                    emit(.attribute, start)
                } else {
                    i += 1
                    emit(.unknown, start)
                }
            case UInt8(ascii: "`"):
                var j = i + 1
                while j < n && p[j] != UInt8(ascii: "`") && !isLineBreak(p[j]) { j += 1 }
                if j < n && p[j] == UInt8(ascii: "`") && j > i + 1 {
                    i = j + 1
                    emit(.identifier, start)
                } else {
                    i += 1
                    emit(.unknown, start)
                }
            case UInt8(ascii: "$"):
                i = identifierEnd(from: i + 1)
                emit(.identifier, start)
            case 0x30...0x39:
                lexNumber()
            case UInt8(ascii: "("): i += 1; emit(.leftParen, start)
            case UInt8(ascii: ")"): i += 1; emit(.rightParen, start)
            case UInt8(ascii: "{"): i += 1; emit(.leftBrace, start)
            case UInt8(ascii: "}"): i += 1; emit(.rightBrace, start)
            case UInt8(ascii: "["): i += 1; emit(.leftBracket, start)
            case UInt8(ascii: "]"): i += 1; emit(.rightBracket, start)
            case UInt8(ascii: ","): i += 1; emit(.comma, start)
            case UInt8(ascii: ":"): i += 1; emit(.colon, start)
            case UInt8(ascii: ";"): i += 1; emit(.semicolon, start)
            case UInt8(ascii: "\\"): i += 1; emit(.backslash, start)
            case UInt8(ascii: "."):
                if at(i + 1) == UInt8(ascii: ".") {
                    lexOperator()
                } else {
                    i += 1
                    emit(.period, start)
                }
            default:
                if isIdentifierStart(c) {
                    i = identifierEnd(from: i + 1)
                    let kw = keywords.lookup(p, start, i - start, end: n)
                    emit(kw.isReserved ? .keyword : .identifier, start, keyword: kw)
                } else if isOperatorChar(c) {
                    lexOperator()
                } else {
                    // NUL and other control bytes: one unknown token for the run.
                    var j = i + 1
                    while j < n && p[j] < 0x20 && !isLineBreak(p[j]) && !isHorizontalSpace(p[j]) { j += 1 }
                    i = j
                    emit(.unknown, start)
                }
            }
        }
        emit(.endOfFile, i)
    }

    // MARK: - Comments

    /// Moves to the next `\n` or `\r` (or the end), 8 bytes at a time through runs without one.
    private mutating func skipToLineEnd() {
        var j = i
        let raw = UnsafeRawPointer(p)
        while j + 8 <= n {
            let w = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
            if SourceText.hasByte(w, 0x0A) || SourceText.hasByte(w, 0x0D) { break }
            j += 8
        }
        while j < n && !isLineBreak(p[j]) { j += 1 }
        i = j
    }

    /// Skips a nested `/* … */`; returns false when the file ends first.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        var j = i
        defer { i = j }
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "/") && at(j + 1) == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if c == UInt8(ascii: "*") && at(j + 1) == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return true }
            } else {
                if isLineBreak(c) { pending.insert(.newlineBefore) }
                j += 1
            }
        }
        return false
    }

    // MARK: - Operators

    private mutating func lexOperator() {
        let start = i
        let leftBound: Bool = {
            if start == 0 || pending.contains(.spaceBefore) { return false }
            switch p[start - 1] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                 UInt8(ascii: ";"), UInt8(ascii: ":"):
                return false
            default:
                return true
            }
        }()
        if leftBound && (p[i] == UInt8(ascii: "?")) {
            // `x?` is always optional chaining / an optional type, never the start of `?.` or `??`.
            i += 1
            emit(.postfixOperator, start)
            return
        }
        let dotOperator = p[i] == UInt8(ascii: ".")
        var j = i + 1
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
        i = j
        let next = at(i)
        let rightBound: Bool
        if i >= n {
            rightBound = false
        } else {
            switch next {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                rightBound = false
            case UInt8(ascii: "/"):
                rightBound = !(at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*"))
            default:
                rightBound = true
            }
        }
        let kind: TokenKind
        if leftBound && (!rightBound || next == UInt8(ascii: ".")) {
            kind = .postfixOperator
        } else if leftBound && i - start == 1 && p[start] == UInt8(ascii: "!") {
            // Swift: a lone `!` with no whitespace on its left is postfix whatever follows (`a![0]`, `f!(x)`).
            kind = .postfixOperator
        } else if !leftBound && rightBound {
            kind = .prefixOperator
        } else {
            kind = .binaryOperator
        }
        emit(kind, start)
    }

    // MARK: - Numbers

    private mutating func lexNumber() {
        let start = i
        var isFloat = false
        if p[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "x") || at(i + 1) == UInt8(ascii: "X")) {
            i += 2
            skipDigits(hex: true)
            if at(i) == UInt8(ascii: ".") && isHexDigit(at(i + 1)) {
                isFloat = true
                i += 1
                skipDigits(hex: true)
            }
            if lexExponent(UInt8(ascii: "p")) { isFloat = true }
        } else if p[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "b") || at(i + 1) == UInt8(ascii: "o")) {
            i += 2
            skipDigits(hex: false)
        } else {
            skipDigits(hex: false)
            if at(i) == UInt8(ascii: ".") && isDigit(at(i + 1)) {
                isFloat = true
                i += 1
                skipDigits(hex: false)
            }
            if lexExponent(UInt8(ascii: "e")) { isFloat = true }
        }
        // Malformed suffixes (`12abc`) stay part of the literal.
        i = identifierEnd(from: i)
        emit(isFloat ? .floatLiteral : .integerLiteral, start)
    }

    /// Digits (decimal or hexadecimal) and `_` separators.
    @inline(__always) private mutating func skipDigits(hex: Bool) {
        var j = i
        while j < n && ((hex ? isHexDigit(p[j]) : isDigit(p[j])) || p[j] == UInt8(ascii: "_")) { j += 1 }
        i = j
    }

    /// An exponent introduced by `marker` (lower case; upper case accepted too), an optional sign and decimal
    /// digits. Returns whether one was read; otherwise nothing is consumed.
    private mutating func lexExponent(_ marker: UInt8) -> Bool {
        guard at(i) | 0x20 == marker else { return false }
        var j = i + 1
        if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
        guard isDigit(at(j)) else { return false }
        i = j
        skipDigits(hex: false)
        return true
    }

    // MARK: - `#…`

    private mutating func lexPound() {
        let start = i
        var j = i
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let pounds = j - i
        if at(j) == UInt8(ascii: "\"") {
            lexString(start: start, pounds: pounds)
        } else if at(j) == UInt8(ascii: "/") {
            if let end = scanExtendedRegex(from: j + 1, pounds: pounds) {
                i = end
                emit(.regexLiteral, start)
            } else {
                i = j
                emit(.unknown, start)
            }
        } else if pounds == 1 && isIdentifierStart(at(j)) {
            i = identifierEnd(from: j + 1)
            emit(.pound, start)
        } else {
            i = j
            emit(.unknown, start)
        }
    }

    // MARK: - Strings

    /// A frame of the explicit stack used to find the end of a string literal:
    /// either inside string text or inside a `\( … )` interpolation.
    private struct StringFrame {
        var isInterpolation: Bool
        var pounds: Int
        var multiline: Bool
        var parens: Int
    }

    /// Lexes a whole string literal, interpolations included, into one token.
    /// `start` is the first `#` or `"`; `pounds` the number of leading `#`.
    private mutating func lexString(start: Int, pounds: Int) {
        i = start + pounds
        var flags: TokenFlags = []
        // The innermost open frame, and the frames around it (an array only once there is an interpolation).
        var top = openString(pounds: pounds, flags: &flags)
        var outer: [StringFrame] = []
        var isOpen = true
        var singleLineDepth = top.multiline ? 0 : 1   // number of single-line string frames open
        // (Closing a frame is spelled out at each place: a local function capturing these variables would box them.)
        while isOpen {
            if i >= n {
                flags.insert(.unterminated)
                break
            }
            let c = p[i]
            if !top.isInterpolation {
                if c == UInt8(ascii: "\\") && poundsFollow(i + 1, top.pounds) {
                    let k = i + 1 + top.pounds
                    if at(k) == UInt8(ascii: "(") {
                        flags.insert(.interpolated)
                        outer.append(top)
                        top = StringFrame(isInterpolation: true, pounds: 0, multiline: false, parens: 1)
                        i = k + 1
                    } else if k < n && !(isLineBreak(p[k]) && !top.multiline) {
                        i = k + 1
                    } else {
                        i = k
                    }
                } else if c == UInt8(ascii: "\"") {
                    if top.multiline {
                        if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") && poundsFollow(i + 3, top.pounds) {
                            i += 3 + top.pounds
                            if let enclosing = outer.popLast() { top = enclosing } else { isOpen = false }
                        } else {
                            i += 1
                        }
                    } else if poundsFollow(i + 1, top.pounds) {
                        i += 1 + top.pounds
                        if let enclosing = outer.popLast() { top = enclosing } else { isOpen = false }
                        singleLineDepth -= 1
                    } else {
                        i += 1
                    }
                } else if isLineBreak(c) && !top.multiline {
                    flags.insert(.unterminated)
                    break
                } else {
                    // Plain string text: skip to the next byte that can matter.
                    var j = i + 1
                    while j < n {
                        let d = p[j]
                        if d == UInt8(ascii: "\\") || d == UInt8(ascii: "\"") || d == 0x0A || d == 0x0D { break }
                        j += 1
                    }
                    i = j
                }
            } else {
                switch c {
                case UInt8(ascii: "("):
                    top.parens += 1
                    i += 1
                case UInt8(ascii: ")"):
                    top.parens -= 1
                    i += 1
                    if top.parens == 0 {
                        if let enclosing = outer.popLast() { top = enclosing } else { isOpen = false }
                    }
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var j = i
                    while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
                    if at(j) == UInt8(ascii: "\"") {
                        let innerPounds = j - i
                        i = j
                        outer.append(top)
                        top = openString(pounds: innerPounds, flags: &flags)
                        if !top.multiline { singleLineDepth += 1 }
                    } else {
                        i = j
                    }
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    skipToLineEnd()
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    let saved = pending
                    _ = skipBlockComment()
                    pending = saved
                case 0x0A, 0x0D:
                    if singleLineDepth > 0 {
                        flags.insert(.unterminated)
                        isOpen = false
                        continue
                    }
                    i += 1
                default:
                    i += 1
                }
            }
        }
        if isOpen { flags.insert(.unterminated) }
        emit(.stringLiteral, start, extra: flags)
    }

    /// At `i` (a `"` preceded by `pounds` `#`), opens a single- or multi-line string frame.
    private mutating func openString(pounds: Int, flags: inout TokenFlags) -> StringFrame {
        let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        if multiline { flags.insert(.multiline) }
        i += multiline ? 3 : 1
        return StringFrame(isInterpolation: false, pounds: pounds, multiline: multiline, parens: 0)
    }

    @inline(__always) private func poundsFollow(_ k: Int, _ count: Int) -> Bool {
        if count == 0 { return true }
        if k + count > n { return false }
        for m in 0..<count where p[k + m] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: - Regex literals

    /// A bare `/…/` regex may start where an expression may start: after an operator, an opening bracket,
    /// a comma, a colon, `=`, `return` and the like — never after an identifier, literal or closing bracket.
    private func regexMayStartHere() -> Bool {
        let next = at(i + 1)
        if next == 0x20 || next == 0x09 || isLineBreak(next) || next == 0 || next == UInt8(ascii: "=")
            || next == UInt8(ascii: ")") || next == UInt8(ascii: ",") {
            return false
        }
        guard tokenCount > 0 else { return true }
        let last = tokens[tokenCount - 1]
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
    private func scanBareRegex(from start: Int) -> Int? {
        var j = start + 1
        var inClass = false
        while j < n {
            let c = p[j]
            if isLineBreak(c) { return nil }
            if c == UInt8(ascii: "\\") {
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

    /// Finds the end of `#/…/#` (any number of `#`, may span lines); nil if unterminated.
    private func scanExtendedRegex(from start: Int, pounds: Int) -> Int? {
        var j = start
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "\\") {
                j += 2
                continue
            }
            if c == UInt8(ascii: "/") && poundsFollow(j + 1, pounds) {
                return j + 1 + pounds
            }
            j += 1
        }
        return nil
    }
}
