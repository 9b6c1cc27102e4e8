/// The scanner of string literals (raw, multi-line, interpolated): where a literal ends as Swift's lexer ends it,
/// and what is wrong with the content of a malformed one (`Lexer.literalProblem`). `run` reaches it through
/// `stringEnd` in `Lexer.swift`.
///
/// Everything `run` calls directly stays in `Lexer.swift`: with those functions in another file the optimizer
/// made `run` about 1.3% slower (callgrind; it stopped inlining `regexMayStart`).
extension Lexer {
    // MARK: - Strings

    /// What is wrong with a string literal whose boundaries are known but whose content is not valid Swift;
    /// the token carries `.malformed`, and `literalProblem` says what and where (the same checks as Swift's lexer).
    enum StringProblem: UInt8 {
        case invalidEscape, unicodeEscapeBraces, unicodeEscapeDigits, invalidUnicodeScalar, tooManyPoundsInEscape,
             tooManyPoundsInClosingDelimiter, unprintableCharacter, contentOnOpeningLine, closingDelimiterNotOnOwnLine,
             escapedNewlineOnLastLine, insufficientIndentation

        var message: String {
            switch self {
            case .invalidEscape: return "invalid escape sequence in string literal"
            case .unicodeEscapeBraces: return "expected hexadecimal code in braces after unicode escape"
            case .unicodeEscapeDigits: return "\\u{...} escape sequence expects between 1 and 8 hex digits"
            case .invalidUnicodeScalar: return "invalid unicode scalar in string literal"
            case .tooManyPoundsInEscape: return "too many '#' characters in delimited escape"
            case .tooManyPoundsInClosingDelimiter: return "too many '#' characters in closing delimiter"
            case .unprintableCharacter: return "unprintable ASCII character in string literal"
            case .contentOnOpeningLine: return "multi-line string literal content must begin on a new line"
            case .closingDelimiterNotOnOwnLine: return "multi-line string literal closing delimiter must begin on a new line"
            case .escapedNewlineOnLastLine: return "escaped newline at the last line of a multi-line string literal"
            case .insufficientIndentation: return "insufficient indentation of line in multi-line string literal"
            }
        }
    }

    /// The first problem of `token`, a `.malformed` string or regex literal of `bytes` (nil if it has none):
    /// the literal is read again.
    // Unsafe: reads `bytes` (borrowed for the call) through a Lexer bounded by its count, after checking that the token
    // lies inside it. Covered by LexerTests.testMalformedStringLiteralsGiveAParseError.
    static func literalProblem(in bytes: UnsafeBufferPointer<UInt8>, at token: Token) -> (offset: Int, message: String)? {
        guard let base = bytes.baseAddress, token.end <= bytes.count else { return nil }
        let lexer = Lexer(p: base, n: bytes.count, classes: Lexer.classTable, starts: Lexer.startTable)
        var pounds = 0
        let start = Int(token.offset)
        while lexer.at(start + pounds) == UInt8(ascii: "#") { pounds += 1 }
        if token.kind == .stringLiteral {
            let scan = lexer.stringScan(from: start, pounds: pounds)
            guard let kind = scan.problem else { return nil }
            return (scan.problemOffset, kind.message)
        } else if token.kind == .regexLiteral && pounds > 0 {
            guard let offset = lexer.extendedRegexEnd(from: start + pounds + 1, pounds: pounds).problemOffset else { return nil }
            return (offset, "multi-line regex literal closing delimiter must begin on a new line")
        }
        return nil
    }

    /// A frame of the explicit stack used to find the end of a string literal:
    /// either inside string text or inside a `\( … )` interpolation.
    private struct StringFrame {
        var isInterpolation: Bool
        var pounds: Int
        /// A multi-line string; for an interpolation, whether the string it is in is one (then it may span lines).
        var multiline: Bool
        var parens: Int
        /// Where the text of a multi-line string starts (just past its `"""`).
        var contentStart: Int
    }

    /// What `stringEnd` found: where the literal ends, its flags, and its first problem, if any.
    struct StringScan {
        var end: Int
        var flags: TokenFlags
        var problem: StringProblem?
        var problemOffset: Int
    }

    /// A raw string's search for its closing `"#…` on the line of an opening `#"""` that found none: from `from`
    /// to the line end `to`, for at least `pounds` `#`. A later search on the same stretch for as many `#` or more
    /// finds none either, so lines of nested openers are not read again and again.
    private struct FailedCloseSearch {
        var from = Int.max
        var to = 0
        var pounds = Int.max
    }

    /// `stringEnd`, and the literal's first problem.
    func stringScan(from start: Int, pounds: Int) -> StringScan {
        var i = start + pounds
        var scan = StringScan(end: 0, flags: [], problem: nil, problemOffset: 0)
        var search = FailedCloseSearch()
        // The innermost open frame, and the frames around it (an array only once there is an interpolation).
        var top = openString(at: &i, pounds: pounds, scan: &scan, search: &search)
        var outer: [StringFrame] = []
        var isOpen = true
        // (Closing a frame is spelled out at each place: a local function capturing these variables would box them.)
        while isOpen {
            if i >= n {
                scan.flags.insert(.unterminated)
                break
            }
            let c = p[i]
            if !top.isInterpolation {
                if c == UInt8(ascii: "\\") && poundsFollow(i + 1, top.pounds) {
                    let k = i + 1 + top.pounds
                    if at(k) == UInt8(ascii: "(") {
                        scan.flags.insert(.interpolated)
                        outer.append(top)
                        top = StringFrame(isInterpolation: true, pounds: 0, multiline: top.multiline, parens: 1, contentStart: 0)
                        i = k + 1
                    } else {
                        i = escapeEnd(at: k, multiline: top.multiline, raw: top.pounds > 0, scan: &scan)
                    }
                } else if c == UInt8(ascii: "\"") {
                    if top.multiline {
                        if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") && poundsFollow(i + 3, top.pounds) {
                            // (Nested multi-line strings deeper than two interpolations are not checked: each check
                            // reads the whole string again.)
                            if outer.count <= 4 { checkIndentation(of: top, closingAt: i, scan: &scan) }
                            i += 3 + top.pounds
                            if top.pounds > 0 && at(i) == UInt8(ascii: "#") { note(.tooManyPoundsInClosingDelimiter, at: i, &scan) }
                            if let enclosing = outer.popLast() { top = enclosing } else { isOpen = false }
                        } else {
                            i += 1
                        }
                    } else if poundsFollow(i + 1, top.pounds) {
                        i += 1 + top.pounds
                        if top.pounds > 0 && at(i) == UInt8(ascii: "#") { note(.tooManyPoundsInClosingDelimiter, at: i, &scan) }
                        if let enclosing = outer.popLast() { top = enclosing } else { isOpen = false }
                    } else {
                        i += 1
                    }
                } else if isLineBreak(c) {
                    if !top.multiline {
                        scan.flags.insert(.unterminated)
                        break
                    }
                    i += 1
                } else if c < 0x20 {
                    // Control characters: only a tab, and only in a multi-line string (and NUL, which Swift only
                    // warns about). (DEL, which Swift rejects too, is not looked for.)
                    if !(c == 0x09 && top.multiline) && c != 0 { note(.unprintableCharacter, at: i, &scan) }
                    i += 1
                } else {
                    // Plain string text: skip to the next byte that can matter (8 bytes at a time while no byte
                    // can: `\`, `"` and control characters are the only bytes that can).
                    var j = i + 1
                    while j + 8 <= n {
                        let w = word(at: j)
                        if Lexer.hasByte(below: 0x20, w) || SourceText.hasByte(w, UInt8(ascii: "\\"))
                            || SourceText.hasByte(w, UInt8(ascii: "\"")) { break }
                        j += 8
                    }
                    while j < n && !has(p[j], Lexer.stringStopBit) { j += 1 }
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
                        top = openString(at: &i, pounds: innerPounds, scan: &scan, search: &search)
                    } else {
                        i = j
                    }
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    // (In the interpolation of a single-line string, the line break that ends it ends the string.)
                    i = lineEnd(from: i)
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    let comment = blockCommentEnd(from: i)
                    if comment.sawBreak && !top.multiline {
                        // A comment over several lines cannot be in the interpolation of a single-line string.
                        scan.flags.insert(.unterminated)
                        isOpen = false
                        continue
                    }
                    i = comment.end
                case 0x0A, 0x0D:
                    if !top.multiline {
                        scan.flags.insert(.unterminated)
                        isOpen = false
                        continue
                    }
                    i += 1
                default:
                    i += 1
                }
            }
        }
        if isOpen { scan.flags.insert(.unterminated) }
        scan.end = i
        if scan.problem != nil { scan.flags.insert(.malformed) }
        return scan
    }

    /// Records `problem` at `k` unless an earlier one was recorded.
    @inline(__always) private func note(_ problem: StringProblem, at k: Int, _ scan: inout StringScan) {
        if scan.problem == nil {
            scan.problem = problem
            scan.problemOffset = k
        }
    }

    /// The end of the escape sequence whose first character (past `\` and the string's `#`) is at `k`.
    /// Invalid escapes are recorded; the end is then where Swift's lexer resumes.
    private func escapeEnd(at k: Int, multiline: Bool, raw: Bool, scan: inout StringScan) -> Int {
        guard k < n else { return k }
        switch p[k] {
        case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "\""),
             UInt8(ascii: "'"), UInt8(ascii: "\\"):
            return k + 1
        case UInt8(ascii: "u"):
            guard at(k + 1) == UInt8(ascii: "{") else {
                note(.unicodeEscapeBraces, at: k, &scan)
                return k + 1
            }
            var j = k + 2
            var value: UInt32 = 0
            while j < n && isHexDigit(p[j]) {
                if j - (k + 2) < 8 { value = value << 4 | UInt32(Lexer.hexValue(p[j])) }
                j += 1
            }
            let digits = j - (k + 2)
            guard at(j) == UInt8(ascii: "}") else {
                note(.unicodeEscapeDigits, at: j, &scan)
                return j
            }
            if digits < 1 || digits > 8 {
                note(.unicodeEscapeDigits, at: j, &scan)
            } else if value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) {
                note(.invalidUnicodeScalar, at: k, &scan)
            }
            return j + 1
        case 0x20, 0x09, 0x0A, 0x0D:
            // In a multi-line string, `\` before the line break (spaces and tabs may come between) joins two lines.
            if multiline {
                var j = k
                while j < n && (p[j] == 0x20 || p[j] == 0x09) { j += 1 }
                if j < n && isLineBreak(p[j]) { return j }
            } else if isLineBreak(p[k]) {
                return k  // the line break ends the single-line string: it is unterminated
            }
            note(.invalidEscape, at: k, &scan)
            return k
        case UInt8(ascii: "#"):
            note(raw ? .tooManyPoundsInEscape : .invalidEscape, at: k, &scan)
            return k
        default:
            note(.invalidEscape, at: k, &scan)
            return isIdentifierBody(p[k]) && p[k] < 0x80 ? k + 1 : k
        }
    }

    @inline(__always) private static func hexValue(_ c: UInt8) -> UInt8 {
        c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10
    }

    /// At the closing `"""` (at `q`) of the multi-line string `frame`: records a closing delimiter that does not
    /// stand alone on its line, a `\` that joins the last line to it (outside raw strings, as in Swift), and a line
    /// of the string that does not start with the closing delimiter's indentation (empty lines excepted). Like
    /// Swift, it reads every `\n` of the string, interpolations included.
    private func checkIndentation(of frame: StringFrame, closingAt q: Int, scan: inout StringScan) {
        var b = q
        while b > frame.contentStart && (p[b - 1] == 0x20 || p[b - 1] == 0x09) { b -= 1 }
        guard b > frame.contentStart && isLineBreak(p[b - 1]) else {
            // (With nothing on the opening line but the delimiter, only a delimiter right after it gets here.)
            note(.closingDelimiterNotOnOwnLine, at: q, &scan)
            return
        }
        if frame.pounds == 0 {
            var k = b - 1
            if p[k] == 0x0A && k > frame.contentStart { k -= 1 }
            if p[k] == 0x0D && k > frame.contentStart { k -= 1 }
            while k > frame.contentStart && (p[k] == 0x20 || p[k] == 0x09) { k -= 1 }
            var backslashes = 0
            while k - backslashes >= frame.contentStart && p[k - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 1 {
                note(.escapedNewlineOnLastLine, at: k, &scan)
                return
            }
        }
        let indent = q - b
        if indent == 0 { return }
        var k = frame.contentStart
        let end = b - 1
        while k < end {
            // The next `\n`, 8 bytes at a time (the lowest byte the zero-byte test flags is exact).
            while k + 8 <= end {
                let x = word(at: k) ^ 0x0A0A_0A0A_0A0A_0A0A
                let zero = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                if zero != 0 { k += zero.trailingZeroBitCount >> 3; break }
                k += 8
            }
            while k < end && p[k] != 0x0A { k += 1 }
            if k >= end { return }
            let line = k + 1
            k = line
            if !isLineBreak(p[line]) {
                // The line's first `indent` bytes against the closing line's, 8 at a time. (`line + indent` is
                // before the closing delimiter, which follows `b + indent`, so only the last word needs a check.)
                var m = 0
                while m < indent {
                    let rest = indent - m
                    if b + m + 8 <= n {
                        var diff = word(at: line + m) ^ word(at: b + m)
                        if rest < 8 { diff &= (1 &<< UInt64(rest * 8)) &- 1 }
                        if diff != 0 { m += diff.trailingZeroBitCount >> 3; break }
                        m += min(8, rest)
                    } else if p[line + m] == p[b + m] {
                        m += 1
                    } else {
                        break
                    }
                }
                if m < indent {
                    note(.insufficientIndentation, at: line + m, &scan)
                    return
                }
                k = line + indent  // (no line break among them)
            }
        }
    }

    /// At `i` (a `"` preceded by `pounds` `#`), opens a single- or multi-line string frame and moves past its quotes.
    /// `"""` opens a multi-line string, except in a raw string that closes on the same line (`#"""#` holds one `"`).
    @inline(__always)
    private func openString(at i: inout Int, pounds: Int, scan: inout StringScan,
                            search: inout FailedCloseSearch) -> StringFrame {
        var multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        if multiline && pounds > 0 && closesOnLine(from: i + 2, pounds: pounds, &search) { multiline = false }
        if multiline {
            scan.flags.insert(.multiline)
            i += 3
            if i < n && !isLineBreak(p[i]) { note(.contentOnOpeningLine, at: i, &scan) }
        } else {
            i += 1
        }
        return StringFrame(isInterpolation: false, pounds: pounds, multiline: multiline, parens: 0, contentStart: i)
    }

    /// Whether a `"` followed by at least `pounds` `#` stands between `k` and the end of its line.
    private func closesOnLine(from k: Int, pounds: Int, _ search: inout FailedCloseSearch) -> Bool {
        if k >= search.from && k <= search.to && pounds >= search.pounds { return false }
        var j = k
        while j < n && !isLineBreak(p[j]) {
            if p[j] == UInt8(ascii: "\"") && poundsFollow(j + 1, pounds) { return true }
            j += 1
        }
        search = FailedCloseSearch(from: k, to: j, pounds: pounds)
        return false
    }
}
