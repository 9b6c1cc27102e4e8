/// `face-id-assumption`: a string that names Face ID (or the `"faceid"` symbol) in a file that never asks
/// `biometryType`. iPhone Duo unlocks with Touch ID on the side button.
public final class FaceIDAssumption: Rule {
    public static let descriptor = RuleDescriptor(
        id: "face-id-assumption", tier: 3, severity: .warning, category: .platform,
        summary: "Text or a symbol that assumes Face ID in a file that never checks LAContext.biometryType; iPhone Duo has Touch ID.")
    public static let interests: Set<NodeKind> = [.stringLiteral]

    private var candidates: [Node] = []

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        // Cheap byte-level filter first: every match contains "face".
        guard node.tree.token(node.firstToken, containsIgnoringCase: "face"),
              let content = node.stringLiteralContent,
              Self.mentionsFaceID(Self.literalText(content, pounds: node.text.prefix(while: { $0 == "#" }).count)) else { return }
        candidates.append(node)
    }

    public func finish(_ ctx: FileContext) {
        // Only a file with a candidate is searched for a check of the biometry type.
        guard !candidates.isEmpty, !Self.checksBiometryType(ctx.tree) else { return }
        for node in candidates where !Self.isUnderFaceIDBranch(node) {
            ctx.report(Self.descriptor, at: node,
                       "Text assumes Face ID, but iPhone Duo has Touch ID; choose the wording and symbol from LAContext().biometryType.")
        }
    }

    /// Inside a `case .faceID` of a `switch`, or in the branch of an `if`/`guard`/`?:` that tests `== .faceID`
    /// (`case .faceID = kind` too): the code already branches on the biometry.
    static func isUnderFaceIDBranch(_ literal: Node) -> Bool {
        var child = literal
        for a in literal.ancestors {
            switch a.kind {
            case .switchCase:
                if let label = a.child(ofKind: .caseLabel), mentionsFaceIDCase(label) { return true }
            case .ifStmt:
                if a.child(1) == child, let condition = a.child(ofKind: .conditionList), testsFaceID(condition) { return true }
            case .ternary:
                if a.child(1) == child, let condition = a.firstChild, testsFaceID(condition) { return true }
            case .codeBlock:
                // `guard kind == .faceID else { return }` earlier in the same block
                for s in a.statements {
                    if s.startOffset >= child.startOffset { break }
                    if s.kind == .guardStmt, let condition = s.child(ofKind: .conditionList), testsFaceID(condition) { return true }
                }
            case .typeDecl, .funcDecl:
                return false
            default:
                break
            }
            child = a
        }
        return false
    }

    /// `.faceID` (any spelling of the case: `.faceId`, `.FaceID`) named in a case label.
    private static func mentionsFaceIDCase(_ n: Node) -> Bool {
        var found = false
        n.walk { c in
            if found { return false }
            if c.kind == .memberAccess, let name = c.name, name.lowercased() == "faceid" { found = true }
            return true
        }
        return found
    }

    /// A condition that tests `== .faceID` (or `case .faceID = …`), not `!= .faceID`.
    private static func testsFaceID(_ condition: Node) -> Bool {
        var found = false
        condition.walk { c in
            if found { return false }
            if c.kind == .binary, c.tree.token(c.nameToken, is: "=="), mentionsFaceIDCase(c) { found = true }
            if c.kind == .optionalBinding, mentionsFaceIDCase(c) { found = true }
            return c.kind != .closure
        }
        return found
    }

    /// Whether an identifier or member name of the file mentions the biometry type (`context.biometryType`,
    /// `LABiometryType`, `biometryTypeName`).
    private static func checksBiometryType(_ tree: SyntaxTree) -> Bool {
        for i in tree.nodes.indices where tree.nodes[i].kind == .identifier || tree.nodes[i].kind == .memberAccess {
            if tree.isAbsent(Int32(i)) { continue }   // a check under `#if os(macOS)` does not exempt iOS code
            let t = tree.nodes[i].nameToken
            guard t >= 0, tree.tokens[Int(t)].length >= 12 else { continue }
            if tree.token(t, containsIgnoringCase: "biometrytype") { return true }
        }
        return false
    }

    /// The literal text of a string's content: interpolations `\( … )` (or `\#( … )` in raw strings) removed.
    /// `pounds` is the raw-string delimiter's `#` count, which an interpolation's escape must repeat.
    static func literalText(_ content: String, pounds: Int) -> String {
        guard content.contains("\\") else { return content }
        let chars = Array(content.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < chars.count {
            if chars[i] == "\\" {
                var j = i + 1
                var p = 0
                while j < chars.count && chars[j] == "#" { p += 1; j += 1 }
                if p >= pounds && j < chars.count && chars[j] == "(" {
                    // skip the balanced interpolation
                    var level = 0
                    while j < chars.count {
                        if chars[j] == "(" { level += 1 } else if chars[j] == ")" {
                            level -= 1
                            if level == 0 { break }
                        }
                        j += 1
                    }
                    out.append(" ")
                    i = j + 1
                    continue
                }
            }
            out.append(chars[i])
            i += 1
        }
        return String(out)
    }

    /// `Face ID`, `FaceID`, `Face-ID` as a whole word (case-insensitive); letters, digits and `_` around it
    /// make it part of a key (`requireFaceID`, `face_id_enabled`).
    static func mentionsFaceID(_ text: String) -> Bool {
        let s = Array(text.lowercased().unicodeScalars)
        guard s.count >= 6 else { return false }
        // A key or identifier (`"settings.faceid.title"`, `"auth.face-id"`) is not text, except the symbol name.
        if text.lowercased() != "faceid", !s.contains(where: { $0.properties.isWhitespace }),
           s.contains(where: { $0 == "." || $0 == "_" || $0 == "/" || $0 == ":" }) { return false }
        func isWordChar(_ c: Unicode.Scalar) -> Bool {
            c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
        }
        var i = 0
        while i + 5 < s.count + 0 {
            if s[i] == "f" && s[i + 1] == "a" && s[i + 2] == "c" && s[i + 3] == "e" {
                var j = i + 4
                if j < s.count && (s[j] == " " || s[j] == "-" || s[j] == "\u{00A0}") { j += 1 }
                if j + 1 < s.count && s[j] == "i" && s[j + 1] == "d" {
                    let end = j + 2
                    let beforeOK = i == 0 || !isWordChar(s[i - 1])
                    let afterOK = end >= s.count || !isWordChar(s[end])
                    if beforeOK && afterOK { return true }
                }
            }
            i += 1
        }
        return false
    }
}
