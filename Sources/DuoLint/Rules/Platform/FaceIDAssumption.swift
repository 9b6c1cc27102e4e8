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
        for node in candidates where !FaceIDBranches.isUnder(node) && !Self.isTranslatorComment(node)
            && !Self.namesTouchIDToo(node) && !Self.isFaceIDUsageDescription(node) {
            let message = "Text assumes Face ID, but iPhone Duo has Touch ID; choose the wording and symbol from LAContext().biometryType."
            guard let (name, binding) = Self.constant(initializedBy: node) else {
                ctx.report(Self.descriptor, at: node, message)
                continue
            }
            // A constant or property: fine when every read of it, in any file, is inside a faceID branch.
            let reads = ctx.analysis(NameUses.self).values(named: name, excluding: binding)
            if reads.contains(where: { !FaceIDBranches.isUnder($0) }) {
                ctx.report(Self.descriptor, at: node, message)
            } else if binding.enclosingScope != nil {
                // A local: its reads are all in this function.
                if reads.isEmpty { ctx.report(Self.descriptor, at: node, message) }
            } else {
                ctx.report(Self.descriptor, at: node,
                           when: .faceIDTextShown(name: name, localInside: reads.count, outside: ctx.path), message)
            }
        }
    }

    /// Narrowed on real code (within the guidance's intent: text that *assumes* Face ID): a text that names Touch ID too
    /// lists the methods ("Set up Face ID or Touch ID") rather than assuming one.
    static func namesTouchIDToo(_ literal: Node) -> Bool {
        guard let content = literal.stringLiteralContent?.lowercased() else { return false }
        return content.contains("touch id") || content.contains("touchid") || content.contains("touch-id")
    }

    /// Narrowed on real code: the Info.plist purpose string `NSFaceIDUsageDescription` (a localization whose key is
    /// it): the system shows it only on devices with Face ID.
    static func isFaceIDUsageDescription(_ literal: Node) -> Bool {
        let p = LayoutFrames.valuePosition(of: literal)
        guard let arg = p.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call else { return false }
        for a in call.arguments where !a.isTrailingClosure {
            if a.value?.stringValue == "NSFaceIDUsageDescription" { return true }
        }
        return false
    }

    /// The `comment:` argument of a localization call (`NSLocalizedString(…, comment: "either Touch ID or Face ID")`,
    /// `String(localized:…, comment:)`, `Text(_:tableName:bundle:comment:)`): translators read it, users never do.
    static func isTranslatorComment(_ literal: Node) -> Bool {
        let p = LayoutFrames.valuePosition(of: literal)
        guard let arg = p.parent, arg.kind == .argument, arg.nameIs("comment"), let call = arg.parent, call.kind == .call
        else { return false }
        return true
    }

    /// The constant or property a literal initialises, directly or through a localization call
    /// (`static let unlock = NSLocalizedString("Unlock with Face ID", comment: "")`, `var title: String { "…" }`):
    /// its name and binding.
    static func constant(initializedBy literal: Node) -> (String, Node)? {
        var n = LayoutFrames.valuePosition(of: literal)
        // Through the localization call whose key or default value it is.
        if let arg = n.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call, call.firstChild != arg,
           isLocalizationCall(call) {
            n = LayoutFrames.valuePosition(of: call)
        }
        guard let parent = n.parent else { return nil }
        switch parent.kind {
        case .initializer:
            guard let binding = parent.parent, binding.kind == .patternBinding, let name = binding.name else { return nil }
            return (name, binding)
        case .codeBlock, .returnStmt:
            var block = parent
            if parent.kind == .returnStmt {
                guard let b = parent.parentSkippingIfConfig, b.kind == .codeBlock else { return nil }
                block = b
            }
            guard block.statements.count == 1 else { return nil }
            var owner = block.parent
            if owner?.kind == .accessor { owner = owner?.parent }
            guard let o = owner, o.kind == .patternBinding, let name = o.name else { return nil }
            return (name, o)
        default:
            return nil
        }
    }

    /// `NSLocalizedString(…)`, `String(localized:)`, `LocalizedStringKey(…)`, `LocalizedStringResource(…)`, a call whose
    /// callee is `tr` / `L` or whose callee or receiver names localization (`L10n.tr(…)`, `"…".localized()`).
    static func isLocalizationCall(_ call: Node) -> Bool {
        guard let name = call.calleeName else { return false }
        if ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "tr", "L"].contains(name) { return true }
        if name == "String", call.argument("localized") != nil { return true }
        let words = NameWords.split(name)
        if words.contains(where: { $0.hasPrefix("locali") || $0 == "l10n" }) { return true }
        if let callee = call.firstChild, callee.kind == .memberAccess, let chain = callee.firstChild?.memberChain {
            return chain.contains { c in NameWords.split(c).contains { $0.hasPrefix("locali") || $0 == "l10n" } }
        }
        return false
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
