/// VOCABULARY.md *title*, *title match* and *informative* titles, for the bar rules.
///
/// A title is a control's text: a literal, the key or default value of a localization call, a generated
/// localization member (`L10n.cancel`, `R.string.localizable.cancelAll()`), through names bound to one. Any other
/// `String` expression is still a text title: it matches no word. `""` is no title.

/// One entry of a rule's title list (`Close`, `Select All`, `New` as "starts with").
public struct TitleEntry: Hashable, Sendable {
    /// The entry's words, lower-case (`["select", "all"]`).
    public let words: [String]
    /// The entry also matches a title that starts with it and goes on with more words (`"New Note"` → New).
    public let startsWith: Bool
    /// A noun: it also matches with a final `s` (`Filters`, `Bookmarks`).
    public let plural: Bool

    public init(_ phrase: String, startsWith: Bool = false, plural: Bool = false) {
        words = phrase.lowercased().split(separator: " ").map(String.init)
        self.startsWith = startsWith
        self.plural = plural
    }

    var phrase: String { words.joined(separator: " ") }

    /// A title text compared as a whole (already trimmed and lower-cased).
    func matches(text t: String) -> Bool {
        let p = phrase
        if t == p { return true }
        if plural && t == p + "s" { return true }
        if startsWith && t.hasPrefix(p + " ") { return true }
        return false
    }

    /// A key's or generated member's words: equal, ending with the entry (leading words name the screen), or
    /// starting with it where the entry says "starts with".
    func matches(words w: [String]) -> Bool {
        guard !w.isEmpty, w.count >= words.count else { return false }
        if matchesTail(w) { return true }
        if startsWith && Array(w.prefix(words.count)) == words { return true }
        if plural, let last = w.last, last.hasSuffix("s") {
            var singular = w
            singular[singular.count - 1] = String(last.dropLast())
            if matchesTail(singular) { return true }
            if startsWith && singular.count == words.count && singular == words { return true }
        }
        return false
    }

    private func matchesTail(_ w: [String]) -> Bool { Array(w.suffix(words.count)) == words }
}

/// A control's title (VOCABULARY.md *title*).
public struct ToolbarTitle {
    /// The title expression as written (nil for a title declared in another file).
    public var node: Node?
    /// A `static` member (`UserText.deleteAll` → `UserText.deleteAll`) not declared in this file: its value is
    /// another file's, asked of the index (`StaticTitleQuery`).
    public var pendingMember: String?
    /// Texts compared as a whole: literals, default values.
    public var texts: [String] = []
    /// Words compared by words: keys' last segments, generated members' final names (trailing `button`, `title`,
    /// `label`, `text`, `action` dropped).
    public var wordLists: [[String]] = []
    /// Interpolated, formatted, concatenated with a non-literal, a localization call or generated member given
    /// arguments, or a choice between texts.
    public var informative = false
    /// `""` (or only whitespace): no title.
    public var isEmpty = false
    /// For a choice between texts (`?:`, an `if`/`switch` expression): each alternative.
    public var alternatives: [ToolbarTitle] = []

    init(node: Node) { self.node = node }

    /// Each text in the form it is compared in: a key's words, or the normalised text (computed once, `prepared()`).
    var forms: [TextForm]?

    enum TextForm {
        case words([String])
        case text(String)
    }

    /// The title with its texts' comparison forms computed (a title is matched against many entries: the
    /// vocabulary has 42 rows).
    func prepared() -> ToolbarTitle {
        var t = self
        t.forms = texts.map { raw in
            if let w = ToolbarTitle.keyWords(raw) { return .words(w) }
            return .text(ToolbarTitle.normalized(raw))
        }
        t.alternatives = alternatives.map { $0.forms == nil ? $0.prepared() : $0 }
        return t
    }

    /// Whether the title (or, for a choice, one of its alternatives) matches `entry` (VOCABULARY.md *title match*).
    public func matches(_ entry: TitleEntry) -> Bool {
        if let forms {
            for f in forms {
                switch f {
                case .words(let w): if entry.matches(words: w) { return true }
                case .text(let t): if entry.matches(text: t) { return true }
                }
            }
        } else {
            for t in texts where ToolbarTitle.matches(text: t, entry) { return true }
        }
        for w in wordLists where entry.matches(words: w) { return true }
        for a in alternatives where a.matches(entry) { return true }
        return false
    }

    /// Whether the title matches one of `entries`.
    public func matchesAny(_ entries: [TitleEntry]) -> Bool {
        let t = forms == nil ? prepared() : self
        return entries.contains { t.matches($0) }
    }

    /// The first of `entries` the title matches.
    public func firstMatch<C: Collection>(in entries: C) -> C.Element? where C.Element == TitleEntry {
        entries.first { matches($0) }
    }

    /// The literal-or-key texts, without choices (for messages).
    public var literalText: String? { texts.first }

    static func matches(text raw: String, _ entry: TitleEntry) -> Bool {
        if let words = keyWords(raw) { return entry.matches(words: words) }
        return entry.matches(text: normalized(raw))
    }

    /// Trimmed, a trailing `…` / `...` removed, lower-cased.
    static func normalized(_ s: String) -> String {
        var t = s.trimmingCharacters(in: .whitespacesAndNewlines)
        if t.hasSuffix("…") { t.removeLast() } else if t.hasSuffix("...") { t.removeLast(3) }
        return t.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// A *key* (a literal with no whitespace that contains `.`, `_` or `-` or is lowerCamelCase): the name words of
    /// its last `.`-separated segment, trailing `button`/`title`/`label`/`text`/`action` dropped. Nil: not a key.
    static func keyWords(_ s: String) -> [String]? {
        guard !s.isEmpty, !s.contains(where: { $0.isWhitespace }) else { return nil }
        let hasSeparator = s.contains(".") || s.contains("_") || s.contains("-")
        guard hasSeparator || isLowerCamelCase(s) else { return nil }
        let segment = s.split(separator: ".", omittingEmptySubsequences: true).last.map(String.init) ?? s
        return nameWords(segment.replacingOccurrences(of: "-", with: "_"))
    }

    static func isLowerCamelCase(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first, f.properties.isLowercase else { return false }
        return s.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            && s.unicodeScalars.contains { $0.properties.isUppercase }
    }

    static let droppedWords: Set<String> = ["button", "title", "label", "text", "action"]

    /// Name words of an identifier with the trailing descriptive words dropped (`saveButtonTitle` → save).
    static func nameWords(_ name: String) -> [String] {
        var w = NameWords.split(name)
        while let last = w.last, droppedWords.contains(last) { w.removeLast() }
        return w
    }
}

/// Finds titles in one file (VOCABULARY.md *title*): literals, localization calls, keys, generated members, same-file
/// forwarding functions and `static` strings, through names bound to them (*data flow*).
final class TitleResolver {
    let tree: SyntaxTree
    let values: BoundValues

    init(tree: SyntaxTree, values: BoundValues) {
        self.tree = tree
        self.values = values
    }

    /// The first names of generated localization members (SwiftGen, R.swift, Tuist).
    static let generatedRoots: Set<String> = [
        "L10n", "Localization", "Localizable", "LocalizedStrings", "LocalString", "LString", "Strings", "Loc",
    ]
    /// The words of a callee or receiver that make a call with string-literal arguments a localization call.
    static let localizationWords: Set<String> = ["localized", "localizable", "localization", "l10n"]
    static let defaultValueLabels: [String] = ["fallback", "value", "defaultValue"]
    /// Calls whose first literal argument is the title's key or text.
    static let literalKeyCalls: Set<String> = [
        "NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text",
    ]

    /// Functions of this file that pass their first parameter on as the key of a localization call
    /// (`func loc(_ key: String) -> String { NSLocalizedString(key, comment: "") }`).
    private lazy var forwardingFunctions: Set<String> = findForwardingFunctions()

    /// The title `expr` gives (nil: `nil`, no title at all).
    func title(of expr: Node) -> ToolbarTitle? {
        var seen: Set<Int32> = []
        return title(of: expr, depth: 0, seen: &seen)
    }

    private func title(of expr: Node, depth: Int, seen: inout Set<Int32>) -> ToolbarTitle? {
        let v = expr.unparenthesized
        var t = ToolbarTitle(node: v)
        guard depth < 8, seen.insert(v.id).inserted else { return t }
        switch v.kind {
        case .nilLiteral:
            return nil
        case .stringLiteral:
            literal(v, into: &t)
        case .ternary:
            t.informative = true
            for b in [v.child(1), v.child(2)] {
                if let b, let a = title(of: b, depth: depth + 1, seen: &seen) { t.alternatives.append(a) }
            }
        case .ifStmt, .switchStmt:
            t.informative = true
            for e in TitleResolver.branchValues(of: v) {
                if let a = title(of: e, depth: depth + 1, seen: &seen) { t.alternatives.append(a) }
            }
        case .binary:
            if tree.token(v.nameToken, is: "+") {
                let parts = [v.child(0), v.child(1)].compactMap { $0?.unparenthesized }
                if parts.allSatisfy({ $0.kind == .stringLiteral && !$0.flags.contains(.interpolated) }) {
                    t.texts = [parts.compactMap { $0.stringValue }.joined()]
                } else {
                    t.informative = true
                }
            } else if tree.token(v.nameToken, is: "??") {
                if let l = v.child(0), let lt = title(of: l, depth: depth + 1, seen: &seen) { t = lt; t.node = v }
            }
        case .call:
            call(v, into: &t, depth: depth, seen: &seen)
        case .identifier, .memberAccess:
            if v.kind == .memberAccess, v.nameIs("localized"), let base = v.firstChild?.unparenthesized,
               base.kind == .stringLiteral {
                literal(base, into: &t)   // `"Cancel".localized`
                break
            }
            if let (resolved, _) = values.value(of: v, sources: .title) {
                if var r = title(of: resolved, depth: depth + 1, seen: &seen) {
                    r.node = v
                    return r
                }
                return nil
            }
            if v.kind == .memberAccess, let chain = v.memberChain, TitleResolver.isGenerated(chain), let last = chain.last {
                t.wordLists = [ToolbarTitle.nameWords(last)]
            } else if v.kind == .memberAccess, let chain = v.memberChain, chain.count >= 2,
                      let type = chain.dropLast().last, type.first?.isUppercase == true, type != "Self" {
                t.pendingMember = "\(type).\(chain[chain.count - 1])"
            }
        case .tryExpr, .awaitExpr, .forceUnwrap, .optionalChain:
            if let c = v.firstChild, var r = title(of: c, depth: depth + 1, seen: &seen) {
                r.node = v
                return r
            }
        default:
            break
        }
        return t
    }

    private func literal(_ v: Node, into t: inout ToolbarTitle) {
        if v.flags.contains(.interpolated) {
            t.informative = true
            return
        }
        guard let s = v.stringValue else { return }
        if s.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            t.isEmpty = true
        } else {
            t.texts.append(s)
        }
    }

    /// Localization calls, generated members called, forwarding functions, `String(format:)`.
    private func call(_ v: Node, into t: inout ToolbarTitle, depth: Int, seen: inout Set<Int32>) {
        guard let callee = v.firstChild else { return }
        let args = v.arguments.filter { !$0.isTrailingClosure }
        // `"Cancel".localized()`
        if callee.kind == .memberAccess, callee.nameIs("localized"), let base = callee.firstChild?.unparenthesized,
           base.kind == .stringLiteral {
            literal(base, into: &t)
            if !args.isEmpty { t.informative = true }
            return
        }
        if callee.kind == .identifier, let name = callee.name {
            switch name {
            case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "Text":
                guard let first = args.first, let lit = first.firstChild?.unparenthesized else { return }
                if first.label != nil && !(name == "Text" && first.nameIs("verbatim")) { return }
                if lit.kind == .stringLiteral {
                    literal(lit, into: &t)
                    addDefaultValue(of: v, label: name == "NSLocalizedString" ? "value" : "defaultValue", into: &t)
                } else if name == "Text", let inner = title(of: lit, depth: depth + 1, seen: &seen) {
                    let node = t.node
                    t = inner
                    t.node = node
                }
                return
            case "String":
                guard let first = args.first else { return }
                if first.nameIs("format") { t.informative = true; return }
                guard first.nameIs("localized"), let lit = first.firstChild?.unparenthesized, lit.kind == .stringLiteral else { return }
                literal(lit, into: &t)
                addDefaultValue(of: v, label: "defaultValue", into: &t)
                return
            default:
                if forwardingFunctions.contains(name), let lit = args.first?.firstChild?.unparenthesized,
                   lit.kind == .stringLiteral {
                    literal(lit, into: &t)
                    return
                }
            }
        }
        // A generated member called (`R.string.localizable.cancelAll()`, `L10n.itemsCount(n)`).
        if callee.kind == .memberAccess, let chain = callee.memberChain, TitleResolver.isGenerated(chain), let last = chain.last {
            t.wordLists = [ToolbarTitle.nameWords(last)]
            if !args.isEmpty { t.informative = true }
            return
        }
        // A call with string-literal arguments whose callee is `tr` / `L`, or whose callee or receiver names a
        // localization word (`LocalizedString.getValue("common.button.next")`).
        guard args.contains(where: { $0.firstChild?.unparenthesized.kind == .stringLiteral }),
              isLocalizationCallee(callee) else { return }
        for label in TitleResolver.defaultValueLabels {
            if let a = args.first(where: { $0.label == label }), let d = a.firstChild?.unparenthesized, d.kind == .stringLiteral {
                literal(d, into: &t)
                return
            }
        }
        var last: Node?
        for a in args {
            guard let lit = a.firstChild?.unparenthesized, lit.kind == .stringLiteral else { break }
            last = lit
        }
        if let last { literal(last, into: &t) }
    }

    private func addDefaultValue(of call: Node, label: String, into t: inout ToolbarTitle) {
        guard let a = call.arguments.first(where: { $0.label == label }), let d = a.firstChild?.unparenthesized,
              d.kind == .stringLiteral, !d.flags.contains(.interpolated), let s = d.stringValue,
              !s.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        t.texts.append(s)
        t.isEmpty = false
    }

    func isLocalizationCallee(_ callee: Node) -> Bool {
        switch callee.kind {
        case .identifier:
            guard let n = callee.name else { return false }
            return n == "tr" || n == "L" || NameWords.containsAny(n, TitleResolver.localizationWords)
        case .memberAccess:
            guard let chain = callee.memberChain, let last = chain.last else { return false }
            if last == "tr" || last == "L" { return true }
            return chain.contains { NameWords.containsAny($0, TitleResolver.localizationWords) }
        default:
            return false
        }
    }

    /// A member chain whose first name is a generated localization root, or ends in `Strings`, or that starts with
    /// `R.string`.
    static func isGenerated(_ chain: [String]) -> Bool {
        guard chain.count >= 2, let first = chain.first else { return false }
        if generatedRoots.contains(first) { return true }
        if first.hasSuffix("Strings") && first.first?.isUppercase == true { return true }
        return first == "R" && chain[1] == "string"
    }

    /// The value expressions of an `if`/`switch` expression's active branches (their last statements).
    static func branchValues(of n: Node) -> [Node] {
        var out: [Node] = []
        var pending: [Node] = [n]
        var steps = 0
        while let c = pending.popLast(), steps < 1_000 {
            steps += 1
            switch c.kind {
            case .ifStmt:
                for child in c.children.reversed() where child.kind == .codeBlock || child.kind == .ifStmt {
                    pending.append(child)
                }
            case .switchStmt:
                for sc in c.switchCases.reversed() { if let b = sc.child(ofKind: .codeBlock) { pending.append(b) } }
            case .codeBlock:
                if c.tree.isAbsent(c.id) { continue }
                if let last = c.statements.last {
                    out.append(last.kind == .returnStmt ? (last.firstChild ?? last) : last)
                }
            default:
                break
            }
        }
        return out
    }

    private func findForwardingFunctions() -> Set<String> {
        var out: Set<String> = []
        var steps = 0
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .funcDecl && !tree.isAbsent(Int32(raw)) {
            steps += 1
            if steps > 100_000 { break }
            let fn = Node(tree: tree, id: Int32(raw))
            guard let name = fn.name, let param = fn.child(ofKind: .parameter)?.name, let body = fn.body else { continue }
            let stmts = body.statements
            guard stmts.count == 1, let s = stmts.first else { continue }
            let e = (s.kind == .returnStmt ? s.firstChild : s)?.unparenthesized
            guard let e, e.kind == .call, let callee = e.firstChild,
                  let key = e.arguments.first?.firstChild?.unparenthesized, key.kind == .identifier, key.name == param
            else { continue }
            let isLocalization: Bool
            if callee.kind == .identifier, let c = callee.name {
                isLocalization = c == "NSLocalizedString" || c == "LocalizedStringKey" || c == "LocalizedStringResource"
                    || c == "tr" || NameWords.containsAny(c, TitleResolver.localizationWords)
            } else if callee.kind == .identifier || callee.kind == .memberAccess {
                isLocalization = isLocalizationCallee(callee)
            } else {
                isLocalization = false
            }
            if !isLocalization, callee.kind == .identifier, callee.nameIs("String"),
               e.arguments.first?.nameIs("localized") == true {
                out.insert(name)
                continue
            }
            if isLocalization { out.insert(name) }
        }
        return out
    }
}
