/// The questions about a single node that are syntax: a call's callee and the simple name it is known by, the
/// type a call constructs, its arguments by label, and what a string literal says. The core's analyses
/// (`Sources/DuoLint/Analysis/NodeQueries.swift`) build on them; the build module reads `Package.swift` with them.
extension Node {
    // MARK: Calls

    /// The callee of a `.call` (or the base of a `.subscriptCall`).
    @inlinable public var callee: Node? { (kind == .call || kind == .subscriptCall || kind == .macroExpansion) ? firstChild : nil }

    /// The simple name a call is known by: `Text` for `Text("a")`, `frame` for `.frame(width:)`,
    /// `fixedSpace` for `UIBarButtonItem.fixedSpace(8)`, `UIToolbar` for `UIToolbar.init(frame:)`.
    @inlinable public var calleeName: String? {
        let n = tree.calleeNameNodes[Int(id)]
        return n >= 0 ? tree.nodeName(n) : nil
    }

    /// Whether the call's simple name is `s`.
    @inlinable @inline(__always) public func calleeIs(_ s: StaticString) -> Bool {
        let n = tree.calleeNameNodes[Int(id)]
        return n >= 0 && tree.nodeNameIs(n, s)
    }

    /// The type a call names when it is `Type(…)` or `Type.init(…)` (not a modifier or method call).
    @inlinable public var constructedTypeName: String? {
        let n = constructedTypeNode
        return n >= 0 ? tree.nodeName(n) : nil
    }

    /// The identifier or member access whose name is the constructed type (see `constructedTypeName`), to test
    /// with `nameIn` / `nameIs` before making a String.
    @inlinable public var constructedTypeNameNode: Node? {
        let n = constructedTypeNode
        return n >= 0 ? Node(tree: tree, id: n) : nil
    }

    /// Whether the call constructs a type whose name starts with an upper-case letter (no allocation):
    /// a cheap filter before `constructedTypeName`.
    @inlinable public var constructsCapitalizedType: Bool {
        let n = constructedTypeNode
        return n >= 0 && tree.nodeNameStartsUppercase(n)
    }

    /// The node (identifier or member access) whose name is the constructed type, or -1.
    @inlinable var constructedTypeNode: Int32 {
        let t = tree
        guard t.nodes[Int(id)].kind == .call else { return -1 }
        let c = t.childID(id, 0)
        guard c >= 0 else { return -1 }
        let ck = t.nodes[Int(c)].kind
        if ck == .identifier { return c }
        if ck == .memberAccess {
            let base = t.childID(c, 0)
            let baseIsIdentifier = base >= 0 && t.nodes[Int(base)].kind == .identifier
            if t.nodeNameIs(c, "init") && baseIsIdentifier { return base }
            // A nested type: `Components.Row(…)` (both names capitalised, unlike `UIBarButtonItem.fixedSpace(…)`).
            if baseIsIdentifier && t.nodeNameStartsUppercase(c) && t.nodeNameStartsUppercase(base) {
                return c
            }
        }
        return -1
    }

    /// The `.argument` children of a call, subscript, macro, tuple or attribute (trailing closures included).
    @inlinable public var arguments: [Node] {
        let t = tree
        let r = t.nodes[Int(id)]
        var out: [Node] = []
        var k = Int(r.childStart)
        let end = k + Int(r.childCount)
        while k < end {
            let c = t.childIDs[k]
            if t.nodes[Int(c)].kind == .argument { out.append(Node(tree: t, id: c)) }
            k += 1
        }
        return out
    }

    /// The argument with the given label.
    @inlinable public func argument(_ label: StaticString) -> Node? {
        let t = tree
        let r = t.nodes[Int(id)]
        var k = Int(r.childStart)
        let end = k + Int(r.childCount)
        while k < end {
            let c = t.childIDs[k]
            if t.nodes[Int(c)].kind == .argument && t.nodeNameIs(c, label) { return Node(tree: t, id: c) }
            k += 1
        }
        return nil
    }

    /// The value of the argument with the given label.
    @inlinable public func argumentValue(_ label: StaticString) -> Node? { argument(label)?.firstChild }

    /// Looks through `( x )` and postfix `#if`s (to the chain their judged clauses extend).
    @inlinable public var unparenthesized: Node {
        var n = self
        while true {
            if n.kind == .tuple, n.childCount == 1, let a = n.firstChild, a.name == nil, let v = a.firstChild {
                n = v
            } else if n.kind == .postfixIfConfig, let base = n.firstChild {
                n = base
            } else {
                return n
            }
        }
    }

    // MARK: Literals

    /// The content of a plain string literal (`"Close"` → `Close`), escapes `\n`, `\t`, `\"`, `\\` decoded.
    /// Nil for interpolated strings and non-strings. Raw (`#"…"#`) and multi-line literals are supported.
    public var stringValue: String? {
        let n = unparenthesized
        guard n.kind == .stringLiteral, !n.flags.contains(.interpolated) else { return nil }
        return Node.stringContent(n.text)
    }

    /// The text of a string literal without its delimiters (interpolations kept verbatim).
    public var stringLiteralContent: String? {
        let n = unparenthesized
        guard n.kind == .stringLiteral else { return nil }
        return Node.stringContent(n.text, decodeEscapes: false)
    }

    static func stringContent(_ text: String, decodeEscapes: Bool = true) -> String? {
        // ASCII text (almost every literal) on the bytes: each byte is a Character there, so this is the same
        // computation without counting graphemes or searching through Foundation.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiStringContent(Array(text.utf8), decodeEscapes: decodeEscapes) }
        var s = Substring(text)
        var pounds = 0
        while s.hasPrefix("#") { s = s.dropFirst(); pounds += 1 }
        for _ in 0..<pounds where s.hasSuffix("#") { s = s.dropLast() }
        if s.hasPrefix("\"\"\"") && s.hasSuffix("\"\"\"") && s.count >= 6 {
            s = s.dropFirst(3).dropLast(3)
        } else if s.hasPrefix("\"") && s.hasSuffix("\"") && s.count >= 2 {
            s = s.dropFirst().dropLast()
        } else {
            return nil
        }
        guard decodeEscapes, pounds == 0, s.contains("\\") else { return String(s) }
        var out = ""
        var it = s.makeIterator()
        while let c = it.next() {
            if c == "\\", let e = it.next() {
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                default: out.append(e)
                }
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// `stringContent` for ASCII text.
    private static func asciiStringContent(_ b: [UInt8], decodeEscapes: Bool) -> String? {
        let quote = UInt8(ascii: "\""), pound = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        var lo = 0
        var hi = b.count
        var pounds = 0
        while lo < hi && b[lo] == pound { lo += 1; pounds += 1 }
        var stripped = 0
        while stripped < pounds && hi > lo && b[hi - 1] == pound { hi -= 1; stripped += 1 }
        let n = hi - lo
        func quotes(_ at: Int, _ k: Int) -> Bool { (0..<k).allSatisfy { b[at + $0] == quote } }
        if n >= 6 && quotes(lo, 3) && quotes(hi - 3, 3) {
            lo += 3
            hi -= 3
        } else if n >= 2 && b[lo] == quote && b[hi - 1] == quote {
            lo += 1
            hi -= 1
        } else {
            return nil
        }
        let body = b[lo..<hi]
        guard decodeEscapes, pounds == 0, body.contains(backslash) else { return String(decoding: body, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = lo
        while i < hi {
            let c = b[i]
            if c == backslash && i + 1 < hi {
                let e = b[i + 1]
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "0"): out.append(0x00)
                default: out.append(e)
                }
                i += 2
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
