/// Why a YAML file cannot be read: where, and what (`line 12: a tab in indentation`).
public struct YAMLError: Error, CustomStringConvertible, Equatable, Sendable {
    public let line: Int
    public let message: String
    /// The file uses anchors or aliases (`&name`, `*name`, `<<:`), which this reader does not follow.
    public let usesAnchors: Bool

    public var description: String { "line \(line): \(message)" }
}

/// A value of the YAML subset `YAMLSubset` reads.
public indirect enum YAMLValue: Equatable, Sendable {
    /// A plain or quoted scalar, as text (`~`, `null` and an empty value are `.null`).
    case scalar(String)
    case null
    case sequence([YAMLValue])
    /// Keys in file order (a repeated key: the last one counts for `subscript`).
    case mapping([(key: String, value: YAMLValue)])

    public static func == (a: YAMLValue, b: YAMLValue) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return x == y
        case (.null, .null): return true
        case (.sequence(let x), .sequence(let y)): return x == y
        case (.mapping(let x), .mapping(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of `key` in a mapping (the last one, when repeated).
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.last { $0.key == key }?.value
    }

    public var string: String? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    /// A sequence's items; a lone scalar or mapping counts as a one-item sequence.
    public var items: [YAMLValue] {
        switch self {
        case .sequence(let items): return items
        case .null: return []
        default: return [self]
        }
    }
}

/// A small, hand-written reader for the YAML that project specifications (XcodeGen's `project.yml`) are written
/// in: block mappings and sequences by indentation, flow sequences and mappings (`[iOS, macOS]`, `{path: A}`),
/// plain, single- and double-quoted scalars, literal and folded block scalars (`|`, `>`: read as text, never
/// interpreted), comments, a leading `---`. Anchors, aliases and merge keys (`&a`, `*a`, `<<:`) are rejected
/// (`YAMLError.usesAnchors`), as are tags, tabs in indentation and anything else outside the subset.
///
/// Linear in the input: one pass over the lines; nesting deeper than `maxDepth` (indentation levels plus flow
/// brackets) is an error, never a deep recursion; the only recursion is over that bounded nesting.
public struct YAMLSubset {
    /// Deeper nesting than this is an error.
    public static let maxDepth = 64

    private struct Line {
        var number: Int
        var indent: Int
        /// The content after the indentation, without a trailing comment or spaces.
        var text: Substring
    }

    private var lines: [Line] = []
    private var i = 0
    /// The raw lines (for block scalars, whose content keeps its comments-like text).
    private let raw: [Substring]

    /// Reads `text`; throws a `YAMLError`.
    public static func parse(_ text: String) throws -> YAMLValue {
        var reader = try YAMLSubset(text)
        return try reader.document()
    }

    private init(_ text: String) throws {
        raw = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (k, rawLine) in raw.enumerated() {
            var line = rawLine
            if line.hasSuffix("\r") { line = line.dropLast() }
            var indent = 0
            var rest = line[...]
            while let c = rest.first, c == " " { indent += 1; rest = rest.dropFirst() }
            if rest.first == "\t" {
                let trimmed = rest.drop { $0 == "\t" || $0 == " " }
                if trimmed.isEmpty || trimmed.first == "#" { continue }
                throw YAMLError(line: k + 1, message: "a tab in indentation", usesAnchors: false)
            }
            let content = YAMLSubset.stripComment(rest)
            if content.isEmpty { lines.append(Line(number: k + 1, indent: indent, text: "")); continue }
            if k == 0 || lines.allSatisfy({ $0.text.isEmpty }), content == "---" { continue }
            if content == "..." { break }
            if content.hasPrefix("%") { throw YAMLError(line: k + 1, message: "directives are not read", usesAnchors: false) }
            lines.append(Line(number: k + 1, indent: indent, text: content))
        }
    }

    /// The line without a comment (`#` at the start or after a space, outside quotes) and trailing spaces.
    private static func stripComment(_ s: Substring) -> Substring {
        var end = s.endIndex
        forEachUnquoted(s) { k, c, previous in
            guard c == "#", previous == " " || previous == "\t" else { return true }
            end = k
            return false
        }
        var out = s[s.startIndex..<end]
        while let last = out.last, last == " " || last == "\t" { out = out.dropLast() }
        return out
    }

    /// Calls `body` with each character of `s` outside quoted strings, its index and the character before it (a
    /// space before the first), until `body` returns false. A quote opens a string at the start or after a space, a
    /// bracket, `,`, `:` or `-`, and is not passed; inside, `''` (single quotes) and `\x` (double quotes) are escapes.
    private static func forEachUnquoted(_ s: Substring, _ body: (Substring.Index, Character, Character) -> Bool) {
        var quote: Character?
        var previous: Character = " "
        var k = s.startIndex
        while k < s.endIndex {
            let c = s[k]
            if let q = quote {
                if c == q {
                    // `''` inside single quotes is an escaped quote.
                    let next = s.index(after: k)
                    if q == "'" && next < s.endIndex && s[next] == "'" { k = s.index(after: next); continue }
                    quote = nil
                } else if q == "\"" && c == "\\" {
                    k = s.index(after: k)
                    if k < s.endIndex { k = s.index(after: k) }
                    continue
                }
            } else if (c == "\"" || c == "'") && (previous == " " || previous == "[" || previous == "{" || previous == ","
                                                   || previous == ":" || previous == "-") {
                quote = c
            } else if !body(k, c, previous) {
                return
            }
            previous = c
            k = s.index(after: k)
        }
    }

    private func error(_ message: String, line: Int? = nil, anchors: Bool = false) -> YAMLError {
        YAMLError(line: line ?? (i < lines.count ? lines[i].number : (lines.last?.number ?? 1)), message: message,
                  usesAnchors: anchors)
    }

    private mutating func skipBlank() {
        while i < lines.count && lines[i].text.isEmpty { i += 1 }
    }

    private mutating func document() throws -> YAMLValue {
        skipBlank()
        guard i < lines.count else { return .null }
        let value = try block(indent: lines[i].indent, depth: 0)
        skipBlank()
        if i < lines.count { throw error("unexpected text after the document") }
        return value
    }

    /// The block node starting at line `i`, whose lines are indented `indent`.
    private mutating func block(indent: Int, depth: Int) throws -> YAMLValue {
        guard depth < YAMLSubset.maxDepth else { throw error("nested deeper than \(YAMLSubset.maxDepth) levels") }
        skipBlank()
        guard i < lines.count, lines[i].indent >= indent else { return .null }
        let text = lines[i].text
        if text == "-" || text.hasPrefix("- ") { return try sequence(indent: lines[i].indent, depth: depth) }
        if YAMLSubset.keySplit(text) != nil { return try mapping(indent: lines[i].indent, depth: depth) }
        // A scalar (or flow collection) on its own line, maybe continued on more indented lines.
        let start = i
        i += 1
        let joined = continued(text, past: lines[start].indent, acrossBlankLines: true)
        return try inline(Substring(joined), line: lines[start].number, depth: depth)
    }

    private mutating func sequence(indent: Int, depth: Int) throws -> YAMLValue {
        var items: [YAMLValue] = []
        while true {
            skipBlank()
            guard i < lines.count, lines[i].indent == indent else { break }
            let text = lines[i].text
            guard text == "-" || text.hasPrefix("- ") else { break }
            let line = lines[i].number
            var rest = text.dropFirst(1)
            var extra = 1
            while rest.first == " " { rest = rest.dropFirst(); extra += 1 }
            if rest.isEmpty {
                i += 1
                skipBlank()
                if i < lines.count && lines[i].indent > indent {
                    items.append(try block(indent: lines[i].indent, depth: depth + 1))
                } else {
                    items.append(.null)
                }
            } else if rest == "-" || rest.hasPrefix("- ") || YAMLSubset.keySplit(rest) != nil {
                // `- key: value` (a mapping whose first line shares the dash), `- - item`: the item's lines are
                // indented past the dash.
                lines[i].indent = indent + extra
                lines[i].text = rest
                items.append(try block(indent: indent + extra, depth: depth + 1))
            } else if rest.first == "|" || rest.first == ">" {
                i += 1
                items.append(.scalar(try blockScalar(parentIndent: indent, header: rest, line: line)))
            } else {
                i += 1
                let joined = continued(rest, past: indent, acrossBlankLines: false)
                items.append(try inline(Substring(joined), line: line, depth: depth + 1))
            }
        }
        return .sequence(items)
    }

    private mutating func mapping(indent: Int, depth: Int) throws -> YAMLValue {
        var pairs: [(key: String, value: YAMLValue)] = []
        while true {
            skipBlank()
            guard i < lines.count, lines[i].indent == indent else { break }
            let line = lines[i].number
            guard let (keyText, valueText) = YAMLSubset.keySplit(lines[i].text) else {
                if lines[i].text.hasPrefix("- ") || lines[i].text == "-" { break }
                throw error("expected `key: value`")
            }
            let key = try YAMLSubset.key(keyText, line: line)
            if key == "<<" { throw error("merge keys (`<<`) are not read", anchors: true) }
            i += 1
            let value: YAMLValue
            if valueText.isEmpty {
                skipBlank()
                if i < lines.count && (lines[i].indent > indent
                                       || (lines[i].indent == indent && (lines[i].text == "-" || lines[i].text.hasPrefix("- ")))) {
                    value = try block(indent: lines[i].indent, depth: depth + 1)
                } else {
                    value = .null
                }
            } else if valueText.first == "|" || valueText.first == ">" {
                value = .scalar(try blockScalar(parentIndent: indent, header: valueText, line: line))
            } else {
                let joined = continued(valueText, past: indent, acrossBlankLines: false)
                value = try inline(Substring(joined), line: line, depth: depth + 1)
            }
            pairs.append((key, value))
        }
        return .mapping(pairs)
    }

    /// `first` (a value's text, its line consumed) joined with the lines from `i` on that continue it: those indented
    /// past `indent` and, while a flow collection the value opens is still open, any line — the closing `}` of a
    /// multi-line `{ … }` often sits at its key's column (OneBusAway's `NSExceptionDomains: {` … `}`), which YAML
    /// readers accept. Blank lines end a value unless `acrossBlankLines` or a collection is open.
    private mutating func continued(_ first: Substring, past indent: Int, acrossBlankLines: Bool) -> String {
        var joined = String(first)
        let flow = first.first == "{" || first.first == "["
        var open = flow ? YAMLSubset.openBrackets(first) : 0
        while i < lines.count {
            let text = lines[i].text
            if text.isEmpty {
                guard acrossBlankLines || open > 0 else { break }
                i += 1
                continue
            }
            guard lines[i].indent > indent || open > 0 else { break }
            joined += " " + text
            if flow { open += YAMLSubset.openBrackets(text) }
            i += 1
        }
        return joined
    }

    /// The flow brackets `text` opens less those it closes, outside quoted strings (as `stripComment` reads them).
    static func openBrackets(_ text: Substring) -> Int {
        var open = 0
        forEachUnquoted(text) { _, c, _ in
            if c == "{" || c == "[" { open += 1 } else if c == "}" || c == "]" { open -= 1 }
            return true
        }
        return open
    }

    /// A literal or folded block scalar: the lines indented past the parent, as text.
    private mutating func blockScalar(parentIndent: Int, header: Substring, line: Int) throws -> String {
        guard header.dropFirst().allSatisfy({ $0 == "-" || $0 == "+" || $0.isNumber }) else {
            throw error("a block scalar header is not read", line: line)
        }
        var out: [String] = []
        while i < lines.count, lines[i].text.isEmpty || lines[i].indent > parentIndent {
            // (The raw line: `#` inside a block scalar is text.)
            let rawLine = raw[lines[i].number - 1]
            out.append(String(rawLine.drop { $0 == " " }))
            i += 1
        }
        while out.last?.isEmpty == true { out.removeLast() }
        return out.joined(separator: header.first == "|" ? "\n" : " ")
    }

    /// `key: value` → (key, value); nil when the line is no mapping entry. The colon must be followed by a space or
    /// end the line, outside quotes and brackets (`url: https://x` splits at the first `: `).
    static func keySplit(_ s: Substring) -> (Substring, Substring)? {
        guard let first = s.first, first != "[", first != "{", !(s == "-" || s.hasPrefix("- ")) else { return nil }
        var quote: Character?
        var k = s.startIndex
        if first == "\"" || first == "'" {
            quote = first
            k = s.index(after: k)
            while k < s.endIndex {
                if s[k] == "\\" && quote == "\"" { k = s.index(after: k); if k < s.endIndex { k = s.index(after: k) }; continue }
                if s[k] == quote { k = s.index(after: k); break }
                k = s.index(after: k)
            }
            quote = nil
        }
        while k < s.endIndex {
            let c = s[k]
            if c == ":" {
                let next = s.index(after: k)
                if next == s.endIndex || s[next] == " " {
                    let key = s[s.startIndex..<k]
                    var value = next == s.endIndex ? Substring("") : s[next...]
                    while value.first == " " { value = value.dropFirst() }
                    return (key, value)
                }
            }
            k = s.index(after: k)
        }
        return nil
    }

    private static func key(_ s: Substring, line: Int) throws -> String {
        var k = s
        while k.last == " " { k = k.dropLast() }
        if k.first == "&" || k.first == "*" { throw YAMLError(line: line, message: "anchors and aliases are not read", usesAnchors: true) }
        if k.first == "?" { throw YAMLError(line: line, message: "complex keys are not read", usesAnchors: false) }
        var parser = Flow(text: k, line: line, depth: 0)
        let v = try parser.scalar(inFlow: false)
        try parser.end()
        switch v {
        case .scalar(let s): return s
        case .null: return ""
        default: throw YAMLError(line: line, message: "a key must be a scalar", usesAnchors: false)
        }
    }

    private func inline(_ s: Substring, line: Int, depth: Int) throws -> YAMLValue {
        var parser = Flow(text: s, line: line, depth: depth)
        let v = try parser.value()
        try parser.end()
        return v
    }

    /// A scalar or flow collection on one (joined) line.
    private struct Flow {
        let text: Substring
        let line: Int
        var depth: Int
        var k: Substring.Index

        init(text: Substring, line: Int, depth: Int) {
            self.text = text
            self.line = line
            self.depth = depth
            k = text.startIndex
        }

        func error(_ m: String, anchors: Bool = false) -> YAMLError { YAMLError(line: line, message: m, usesAnchors: anchors) }

        mutating func spaces() { while k < text.endIndex && (text[k] == " " || text[k] == "\t") { k = text.index(after: k) } }

        mutating func end() throws {
            spaces()
            if k < text.endIndex { throw error("unexpected `\(text[k])`") }
        }

        mutating func value() throws -> YAMLValue {
            spaces()
            guard k < text.endIndex else { return .null }
            switch text[k] {
            case "[":
                return try collection(close: "]")
            case "{":
                return try collection(close: "}")
            default:
                return try scalar(inFlow: false)
            }
        }

        /// `[a, b]` / `{a: b, c}`.
        mutating func collection(close: Character) throws -> YAMLValue {
            depth += 1
            guard depth < YAMLSubset.maxDepth else { throw error("nested deeper than \(YAMLSubset.maxDepth) levels") }
            defer { depth -= 1 }
            k = text.index(after: k)
            var items: [YAMLValue] = []
            var pairs: [(key: String, value: YAMLValue)] = []
            while true {
                spaces()
                guard k < text.endIndex else { throw error("`\(close)` missing") }
                if text[k] == close { k = text.index(after: k); break }
                let item: YAMLValue
                if text[k] == "[" || text[k] == "{" {
                    item = try collection(close: text[k] == "[" ? "]" : "}")
                } else {
                    item = try scalar(inFlow: true)
                }
                spaces()
                if close == "}" || (k < text.endIndex && text[k] == ":") {
                    var v = YAMLValue.null
                    if k < text.endIndex && text[k] == ":" {
                        k = text.index(after: k)
                        spaces()
                        if k < text.endIndex && text[k] != "," && text[k] != close {
                            v = text[k] == "[" || text[k] == "{" ? try collection(close: text[k] == "[" ? "]" : "}") : try scalar(inFlow: true)
                        }
                    }
                    let key: String
                    switch item {
                    case .scalar(let s): key = s
                    case .null: key = ""
                    default: throw error("a key must be a scalar")
                    }
                    if close == "}" { pairs.append((key, v)) } else { items.append(.mapping([(key, v)])) }
                } else {
                    items.append(item)
                }
                spaces()
                if !comma(close) {
                    guard k < text.endIndex, text[k] == close else { throw error("`,` or `\(close)` expected") }
                }
            }
            return close == "}" ? .mapping(pairs) : .sequence(items)
        }

        /// Skips a `,` (true) or leaves a closing bracket for the caller (false); anything else is an error later.
        mutating func comma(_ close: Character) -> Bool {
            if k < text.endIndex && text[k] == "," { k = text.index(after: k); return true }
            return false
        }

        mutating func scalar(inFlow: Bool) throws -> YAMLValue {
            spaces()
            guard k < text.endIndex else { return .null }
            let c = text[k]
            if c == "&" || c == "*" { throw error("anchors and aliases are not read", anchors: true) }
            if c == "!" { throw error("tags are not read") }
            if c == "\"" { return .scalar(try doubleQuoted()) }
            if c == "'" { return .scalar(try singleQuoted()) }
            if c == "|" || c == ">" || c == "%" || c == "@" || c == "`" { throw error("`\(c)` cannot start a plain scalar here") }
            let start = k
            while k < text.endIndex {
                let d = text[k]
                if inFlow && (d == "," || d == "]" || d == "}" || d == "[" || d == "{") { break }
                if d == ":" {
                    let next = text.index(after: k)
                    if next == text.endIndex || text[next] == " " || (inFlow && (text[next] == "," || text[next] == "]" || text[next] == "}")) { break }
                }
                k = text.index(after: k)
            }
            var s = text[start..<k]
            while s.last == " " || s.last == "\t" { s = s.dropLast() }
            if s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL" { return .null }
            return .scalar(String(s))
        }

        mutating func doubleQuoted() throws -> String {
            k = text.index(after: k)
            var out = ""
            while k < text.endIndex {
                let c = text[k]
                if c == "\"" { k = text.index(after: k); return out }
                if c == "\\" {
                    k = text.index(after: k)
                    guard k < text.endIndex else { break }
                    switch text[k] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "\\": out.append("\\")
                    case "\"": out.append("\"")
                    case "/": out.append("/")
                    case "0": out.append("\0")
                    case " ": out.append(" ")
                    default: out.append("\\"); out.append(text[k])
                    }
                    k = text.index(after: k)
                    continue
                }
                out.append(c)
                k = text.index(after: k)
            }
            throw error("a closing `\"` is missing")
        }

        mutating func singleQuoted() throws -> String {
            k = text.index(after: k)
            var out = ""
            while k < text.endIndex {
                let c = text[k]
                if c == "'" {
                    let next = text.index(after: k)
                    if next < text.endIndex && text[next] == "'" { out.append("'"); k = text.index(after: next); continue }
                    k = next
                    return out
                }
                out.append(c)
                k = text.index(after: k)
            }
            throw error("a closing `'` is missing")
        }
    }
}
