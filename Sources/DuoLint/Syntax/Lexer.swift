/// The lexer's output: significant tokens for the parser and trivia for everything else.
/// Both arrays are in source order, never overlap, and together cover every byte of the input,
/// so merging them by offset reproduces the file byte for byte (the lexer is lossless).
public struct LexedSource: Sendable {
    /// Significant tokens; the last one is always `.endOfFile` (zero length, at the end of the input).
    public var tokens: [Token]
    /// Whitespace, line breaks and comments.
    public var trivia: [Token]
}

/// A single-pass lexer over UTF-8 bytes. It never allocates per token beyond the two output arrays,
/// never recurses (nested interpolations and comments use explicit counters/stacks) and never fails:
/// bytes it cannot read become `.unknown` tokens, unterminated literals carry `.unterminated`.
public struct Lexer {
    private let p: UnsafePointer<UInt8>
    private let n: Int
    private var i = 0
    private var tokens: [Token] = []
    private var trivia: [Token] = []
    private var pendingSpace = false
    private var pendingNewline = false
    private let keywords = KeywordTable.shared

    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedSource {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return LexedSource(tokens: [Token(kind: .endOfFile, keyword: .none, flags: [], offset: 0, length: 0)], trivia: [])
        }
        var lexer = Lexer(p: base, n: bytes.count)
        lexer.tokens.reserveCapacity(bytes.count / 5 + 16)
        lexer.trivia.reserveCapacity(bytes.count / 6 + 16)
        lexer.run()
        return LexedSource(tokens: lexer.tokens, trivia: lexer.trivia)
    }

    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    private init(p: UnsafePointer<UInt8>, n: Int) {
        self.p = p
        self.n = n
    }

    // MARK: - Character classes

    @inline(__always) private func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

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

    @inline(__always) private static func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }

    // MARK: - Emitting

    @inline(__always) private mutating func emitTrivia(_ kind: TokenKind, _ start: Int, _ flags: TokenFlags = []) {
        trivia.append(Token(kind: kind, keyword: .none, flags: flags, offset: UInt32(truncatingIfNeeded: start),
                            length: UInt32(truncatingIfNeeded: i - start)))
        pendingSpace = true
    }

    @inline(__always) private mutating func emit(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none,
                                                 extra: TokenFlags = []) {
        var flags = extra
        if pendingSpace { flags.insert(.spaceBefore) }
        if pendingNewline { flags.insert(.newlineBefore) }
        tokens.append(Token(kind: kind, keyword: keyword, flags: flags, offset: UInt32(truncatingIfNeeded: start),
                            length: UInt32(truncatingIfNeeded: i - start)))
        pendingSpace = false
        pendingNewline = false
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
        while i < n {
            let c = p[i]
            let start = i
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
                var sawBreak = false
                while i < n {
                    let d = p[i]
                    if Lexer.isHorizontalSpace(d) { i += 1 } else if Lexer.isLineBreak(d) { sawBreak = true; i += 1 } else { break }
                }
                if sawBreak { pendingNewline = true }
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
                if Lexer.isIdentifierStart(at(i + 1)) {
                    i += 1
                    while i < n && Lexer.isIdentifierBody(p[i]) { i += 1 }
                    emit(.attribute, start)
                } else {
                    i += 1
                    emit(.unknown, start)
                }
            case UInt8(ascii: "`"):
                var j = i + 1
                while j < n && p[j] != UInt8(ascii: "`") && !Lexer.isLineBreak(p[j]) { j += 1 }
                if j < n && p[j] == UInt8(ascii: "`") && j > i + 1 {
                    i = j + 1
                    emit(.identifier, start)
                } else {
                    i += 1
                    emit(.unknown, start)
                }
            case UInt8(ascii: "$"):
                i += 1
                while i < n && Lexer.isIdentifierBody(p[i]) { i += 1 }
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
                if Lexer.isIdentifierStart(c) {
                    i += 1
                    while i < n && Lexer.isIdentifierBody(p[i]) { i += 1 }
                    let kw = keywords.lookup(p, start, i - start)
                    emit(kw.isReserved ? .keyword : .identifier, start, keyword: kw)
                } else if Lexer.isOperatorChar(c) {
                    lexOperator()
                } else {
                    // NUL and other control bytes: one unknown token for the run.
                    i += 1
                    while i < n && p[i] < 0x20 && !Lexer.isLineBreak(p[i]) && !Lexer.isHorizontalSpace(p[i]) { i += 1 }
                    emit(.unknown, start)
                }
            }
        }
        emit(.endOfFile, i)
    }

    // MARK: - Comments

    private mutating func skipToLineEnd() {
        while i < n && !Lexer.isLineBreak(p[i]) { i += 1 }
    }

    /// Skips a nested `/* … */`; returns false when the file ends first.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if c == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return true }
            } else {
                if Lexer.isLineBreak(c) { pendingNewline = true }
                i += 1
            }
        }
        return false
    }

    // MARK: - Operators

    private mutating func lexOperator() {
        let start = i
        let leftBound: Bool = {
            if start == 0 || pendingSpace { return false }
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
        i += 1
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: ".") {
                if !dotOperator { break }
            } else if !Lexer.isOperatorChar(c) {
                break
            } else if c == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*")) {
                break
            }
            i += 1
        }
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
            if at(i) == UInt8(ascii: ".") && Lexer.isHexDigit(at(i + 1)) {
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
            if at(i) == UInt8(ascii: ".") && Lexer.isDigit(at(i + 1)) {
                isFloat = true
                i += 1
                skipDigits(hex: false)
            }
            if lexExponent(UInt8(ascii: "e")) { isFloat = true }
        }
        // Malformed suffixes (`12abc`) stay part of the literal.
        while i < n && Lexer.isIdentifierBody(p[i]) { i += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, start)
    }

    /// Digits (decimal or hexadecimal) and `_` separators.
    @inline(__always) private mutating func skipDigits(hex: Bool) {
        while i < n && ((hex ? Lexer.isHexDigit(p[i]) : Lexer.isDigit(p[i])) || p[i] == UInt8(ascii: "_")) { i += 1 }
    }

    /// An exponent introduced by `marker` (lower case; upper case accepted too), an optional sign and decimal
    /// digits. Returns whether one was read; otherwise nothing is consumed.
    private mutating func lexExponent(_ marker: UInt8) -> Bool {
        guard at(i) | 0x20 == marker else { return false }
        var j = i + 1
        if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
        guard Lexer.isDigit(at(j)) else { return false }
        i = j
        skipDigits(hex: false)
        return true
    }

    @inline(__always) private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
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
        } else if pounds == 1 && Lexer.isIdentifierStart(at(j)) {
            i = j + 1
            while i < n && Lexer.isIdentifierBody(p[i]) { i += 1 }
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
        var stack: [StringFrame] = []
        openString(pounds: pounds, into: &stack, flags: &flags)
        var singleLineDepth = stack[0].multiline ? 0 : 1   // number of single-line string frames open
        while !stack.isEmpty {
            if i >= n {
                flags.insert(.unterminated)
                break
            }
            let c = p[i]
            let top = stack[stack.count - 1]
            if !top.isInterpolation {
                if c == UInt8(ascii: "\\") && poundsFollow(i + 1, top.pounds) {
                    let k = i + 1 + top.pounds
                    if at(k) == UInt8(ascii: "(") {
                        flags.insert(.interpolated)
                        stack.append(StringFrame(isInterpolation: true, pounds: 0, multiline: false, parens: 1))
                        i = k + 1
                    } else if k < n && !(Lexer.isLineBreak(p[k]) && !top.multiline) {
                        i = k + 1
                    } else {
                        i = k
                    }
                } else if c == UInt8(ascii: "\"") {
                    if top.multiline {
                        if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") && poundsFollow(i + 3, top.pounds) {
                            i += 3 + top.pounds
                            stack.removeLast()
                        } else {
                            i += 1
                        }
                    } else if poundsFollow(i + 1, top.pounds) {
                        i += 1 + top.pounds
                        stack.removeLast()
                        singleLineDepth -= 1
                    } else {
                        i += 1
                    }
                } else if Lexer.isLineBreak(c) && !top.multiline {
                    flags.insert(.unterminated)
                    break
                } else {
                    // Plain string text: skip to the next byte that can matter.
                    i += 1
                    while i < n {
                        let d = p[i]
                        if d == UInt8(ascii: "\\") || d == UInt8(ascii: "\"") || d == 0x0A || d == 0x0D { break }
                        i += 1
                    }
                }
            } else {
                switch c {
                case UInt8(ascii: "("):
                    stack[stack.count - 1].parens += 1
                    i += 1
                case UInt8(ascii: ")"):
                    stack[stack.count - 1].parens -= 1
                    i += 1
                    if stack[stack.count - 1].parens == 0 { stack.removeLast() }
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var j = i
                    while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
                    if at(j) == UInt8(ascii: "\"") {
                        let innerPounds = j - i
                        i = j
                        openString(pounds: innerPounds, into: &stack, flags: &flags)
                        if !stack[stack.count - 1].multiline { singleLineDepth += 1 }
                    } else {
                        i = j
                    }
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    skipToLineEnd()
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    let saved = pendingNewline
                    _ = skipBlockComment()
                    pendingNewline = saved
                case 0x0A, 0x0D:
                    if singleLineDepth > 0 {
                        flags.insert(.unterminated)
                        stack.removeAll()
                        continue
                    }
                    i += 1
                default:
                    i += 1
                }
            }
        }
        if !stack.isEmpty { flags.insert(.unterminated) }
        emit(.stringLiteral, start, extra: flags)
    }

    /// At `i` (a `"` preceded by `pounds` `#`), opens a single- or multi-line string frame.
    private mutating func openString(pounds: Int, into stack: inout [StringFrame], flags: inout TokenFlags) {
        let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        if multiline { flags.insert(.multiline) }
        i += multiline ? 3 : 1
        stack.append(StringFrame(isInterpolation: false, pounds: pounds, multiline: multiline, parens: 0))
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
        if next == 0x20 || next == 0x09 || Lexer.isLineBreak(next) || next == 0 || next == UInt8(ascii: "=")
            || next == UInt8(ascii: ")") || next == UInt8(ascii: ",") {
            return false
        }
        guard let last = tokens.last else { return true }
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
            if Lexer.isLineBreak(c) { return nil }
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
