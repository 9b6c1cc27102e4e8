/// VOCABULARY.md *title* / *symbol* across files: "the value of a `static let`/`static var` declared anywhere in the linted
/// sources" (`UserText.downloadsListDeleteAllButton` declared in another file as `NSLocalizedString("…", value:
/// "Delete All", …)`), and a `static` member that returns a symbol name (`String.ellipsisNavigation()`).
///
/// Per-file export: `StaticStringFact`s by `Type.member` (and `*.member`, for implicit members whose type is not
/// written), in `ToolbarFacts.staticStrings`. Cross-file query: `ProjectCondition.staticTitle` / `.staticSymbol`,
/// answered by `ToolbarIndex` (`StaticTitleQuery`, `StaticSymbolQuery`). A rule asks only when the title or
/// symbol is such a member and is not declared in its own file.

/// What a `static` string member of a file is, as a title and as a symbol.
public struct StaticStringFact: Sendable, Hashable {
    /// Texts compared as a whole (VOCABULARY.md *title match*).
    public var texts: [String]
    /// Keys' and generated members' words.
    public var wordLists: [[String]]
    public var informative: Bool
    /// The literal symbol names it may hold (every branch of an `if`).
    public var symbols: [String]
    public var location: RelatedLocation
}

/// A title test on a member declared in another file: it matches one of `any` (when not empty), none of `none`,
/// and is not informative when `notInformative`.
public struct StaticTitleQuery: Hashable, Sendable {
    public var member: String
    public var any: [TitleEntry]
    public var none: [TitleEntry]
    public var notInformative: Bool

    /// Hashed on the member and the lists' sizes: the lists are long (the vocabulary) and the same for a rule.
    public func hash(into h: inout Hasher) {
        h.combine(member)
        h.combine(any.count)
        h.combine(none.count)
        h.combine(notInformative)
        h.combine(any.first)
    }

    public init(member: String, any: [TitleEntry], none: [TitleEntry] = [], notInformative: Bool = false) {
        self.member = member
        self.any = any
        self.none = none
        self.notInformative = notInformative
    }

    /// Whether a declared value passes the test.
    func holds(for f: StaticStringFact) -> Bool {
        let t = ToolbarTitle(texts: f.texts, wordLists: f.wordLists, informative: f.informative).prepared()
        if notInformative && t.informative { return false }
        if !any.isEmpty && !t.matchesAny(any) { return false }
        return !t.matchesAny(none)
    }
}

/// A symbol test on a member declared in another file: one of its symbol names starts with one of `prefixes`
/// (`ellipsis` matches `ellipsis` and `ellipsis.circle`).
public struct StaticSymbolQuery: Hashable, Sendable {
    public var member: String
    public var prefixes: [String]

    public init(member: String, prefixes: [String]) {
        self.member = member
        self.prefixes = prefixes
    }

    func holds(for f: StaticStringFact) -> Bool {
        f.symbols.contains { s in prefixes.contains { s == $0 || s.hasPrefix($0 + ".") } }
    }
}

enum StaticStrings {
    /// Calls that make an image from a symbol name.
    static let imageCalls: Set<String> = ["UIImage", "Image", "Icon", "SFSymbol", "Symbol"]

    /// The witness of a cross-file title or symbol: its declaration, with its first text (the rules' messages read it
    /// back with `text(of:)`).
    static func witness(_ f: StaticStringFact) -> RelatedLocation {
        var w = f.location
        var texts = f.texts + f.wordLists.map { $0.joined(separator: " ") }
        if texts.isEmpty { texts = f.symbols }
        w.message = "declared here: " + texts.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
        return w
    }

    /// The texts a witness names (see `witness(_:)`).
    static func texts(of witness: RelatedLocation?) -> [String] {
        guard let m = witness?.message else { return [] }
        var out: [String] = []
        var current: String?
        for c in m {
            if c == "\"" {
                if let t = current { out.append(t); current = nil } else { current = "" }
            } else if current != nil {
                current!.append(c)
            }
        }
        return out
    }
}

extension ToolbarTitle {
    /// A title made of declared texts (for the cross-file test).
    init(texts: [String], wordLists: [[String]], informative: Bool) {
        self.node = nil
        self.texts = texts
        self.wordLists = wordLists
        self.informative = informative
    }
}

extension ToolbarContent {
    /// The `static` string members this file declares (computed once, for the facts).
    func staticStringFacts() -> [String: StaticStringFact] {
        var out: [String: StaticStringFact] = [:]
        var steps = 0
        for decl in typeDecls {
            guard let typeName = decl.name, let block = decl.memberBlock else { continue }
            block.forEachStatement { m in
                steps += 1
                guard steps < 200_000 else { return }
                switch m.kind {
                case .varDecl:
                    guard m.flags.contains(.isStatic) else {
                        // An icon set's instance member reached through a static one (`.general.toolbarMenu`, where
                        // `static let general = GeneralIcons()` holds `let toolbarMenu: Icon = .init("ellipsis")`):
                        // its symbol name, by member name alone (found on Mlem).
                        m.forEachChild(ofKind: .patternBinding) { b in
                            guard let name = b.name, let fact = instanceSymbolFact(b) else { return }
                            if out["*.\(name)"] == nil { out["*.\(name)"] = fact }
                        }
                        return
                    }
                    m.forEachChild(ofKind: .patternBinding) { b in
                        guard let name = b.name else { return }
                        let value: Node?
                        if let v = b.initializerValue { value = v } else if let g = b.getterBody { value = HandMadeBars.bodyRoot(ofGetter: g) } else { value = nil }
                        if let v = value, let fact = staticFact(v, at: b) {
                            add(&out, typeName, name, fact)
                        } else if let fact = derivedImageFact(b, type: typeName) {
                            add(&out, typeName, name, fact)
                        }
                    }
                case .funcDecl:
                    guard m.isStaticMember, let name = m.name, m.child(ofKind: .parameter) == nil,
                          let ret = m.child(ofKind: .typeRef), ret.nameIs("String"), let body = m.body else { return }
                    let returned = UIKitFlow.returnedValues(ofFunction: m)
                    guard !returned.isEmpty, returned.allSatisfy({ $0.unparenthesized.kind == .stringLiteral }) || returned.count == 1
                    else { return }
                    _ = body
                    var symbols: [String] = []
                    for r in returned { symbols += resolvers.symbols.symbolNames(of: r) }
                    let title = returned.count == 1 ? resolvers.titles.title(of: returned[0]) : nil
                    let fact = StaticStringFact(texts: title?.texts ?? [], wordLists: title?.wordLists ?? [],
                                                informative: title?.informative ?? (returned.count > 1),
                                                symbols: symbols, location: HandMadeBars.location(of: m, "declared here"))
                    add(&out, typeName, name, fact)
                default:
                    return
                }
            }
        }
        return out
    }

    /// An instance `let` initialised to an image made from a literal name (`.init("ellipsis")`, `Icon("ellipsis")`).
    private func instanceSymbolFact(_ b: Node) -> StaticStringFact? {
        guard let v = b.initializerValue?.unparenthesized, v.kind == .call, let callee = v.firstChild,
              let first = v.arguments.first, first.label == nil, let lit = first.firstChild?.unparenthesized,
              lit.kind == .stringLiteral, !lit.flags.contains(.interpolated), let name = lit.stringValue, !name.isEmpty
        else { return nil }
        let implicitInit = callee.kind == .memberAccess && callee.childCount == 0 && callee.nameIs("init")
        let imageCall = callee.kind == .identifier && (callee.name.map { ["Icon", "SFSymbol", "Symbol"].contains($0) } ?? false)
        guard implicitInit || imageCall else { return nil }
        return StaticStringFact(texts: [], wordLists: [], informative: false, symbols: [name],
                                location: HandMadeBars.location(of: b, "declared here"))
    }

    /// A static image member derived from another image (VOCABULARY.md *symbol*: through `static` members): the
    /// receiver of a method chain (`ellipsisImage.imageWithTintColor(tint)!`), followed through the same type's
    /// static members (at most 3), down to a call that makes the image from a name (`UIImage.gridicon(.ellipsis)`,
    /// `Icon("ellipsis")`): WooCommerce's `static var moreImage`.
    private func derivedImageFact(_ binding: Node, type: String) -> StaticStringFact? {
        var value: Node?
        if let v = binding.initializerValue {
            value = v
        } else if let g = binding.getterBody {
            let returned = g.statements.filter { $0.kind == .returnStmt }
            if returned.count == 1 { value = returned[0].firstChild } else { value = HandMadeBars.bodyRoot(ofGetter: g) }
        }
        guard var e = value else { return nil }
        var hops = 0
        var steps = 0
        while steps < 32 {
            steps += 1
            e = e.unparenthesized
            if e.kind == .forceUnwrap || e.kind == .optionalChain, let c = e.firstChild { e = c; continue }
            if e.kind == .identifier, let n = e.name {
                // Another static member of the type: its value.
                guard hops < 3, let v = staticMemberValues(ofType: type)[n] else { return nil }
                hops += 1
                e = v
                continue
            }
            guard e.kind == .call, let callee = e.firstChild else { return nil }
            if callee.kind == .memberAccess, let base = callee.firstChild?.unparenthesized,
               base.kind != .identifier || !(base.name?.first?.isUppercase ?? false) {
                e = base   // the receiver of a method: `x.imageFlipped()`, `ellipsisImage.withTint(…)`
                continue
            }
            // `UIImage.gridicon(.ellipsis)`, `gridicon(.ellipsis)`, `Icon("ellipsis")`: made from a name.
            guard let first = e.arguments.first(where: { !$0.isTrailingClosure }), first.label == nil,
                  let arg = first.firstChild?.unparenthesized,
                  arg.kind == .stringLiteral || (arg.kind == .memberAccess && arg.childCount == 0) else { return nil }
            let symbols = resolvers.symbols.symbolNames(of: e)
            guard !symbols.isEmpty, hops > 0 || value?.unparenthesized != e else { return nil }
            return StaticStringFact(texts: [], wordLists: [], informative: false, symbols: symbols,
                                    location: HandMadeBars.location(of: binding, "declared here"))
        }
        return nil
    }

    /// The values of the static members the file declares in a type (its declarations and extensions here): their
    /// initializers, or their getters' single returned values. Built once per type.
    func staticMemberValues(ofType type: String) -> [String: Node] {
        if staticMembersMemo == nil {
            var all: [String: [String: Node]] = [:]
            for decl in typeDecls {
                guard let t = decl.name else { continue }
                decl.memberBlock?.forEachStatement { m in
                    guard m.kind == .varDecl, m.flags.contains(.isStatic) else { return }
                    m.forEachChild(ofKind: .patternBinding) { b in
                        guard let name = b.name, all[t]?[name] == nil else { return }
                        if let v = b.initializerValue {
                            all[t, default: [:]][name] = v
                        } else if let g = b.getterBody {
                            let returned = g.statements.filter { $0.kind == .returnStmt }
                            if let v = returned.count == 1 ? returned[0].firstChild : HandMadeBars.bodyRoot(ofGetter: g) {
                                all[t, default: [:]][name] = v
                            }
                        }
                    }
                }
            }
            staticMembersMemo = all
        }
        return staticMembersMemo![type] ?? [:]
    }

    private func add(_ out: inout [String: StaticStringFact], _ type: String, _ name: String, _ fact: StaticStringFact) {
        let key = "\(type).\(name)"
        if out[key] == nil { out[key] = fact }
        // Implicit members (`.ellipsisNavigation()`) are looked up by name alone: only symbols are used that way.
        if !fact.symbols.isEmpty {
            let any = "*.\(name)"
            if out[any] == nil { out[any] = fact }
        }
    }

    /// A static member's value as a title and a symbol, when it is a string (a literal, a localization call, a
    /// choice between literals).
    private func staticFact(_ v0: Node, at binding: Node) -> StaticStringFact? {
        let v = v0.unparenthesized
        // The common form first, without the resolvers: `NSLocalizedString("key", …, value: "Text", …)` (thousands of
        // them in a localization enum).
        if v.kind == .call, let callee = v.firstChild, callee.kind == .identifier, callee.nameIs("NSLocalizedString") {
            var texts: [String] = []
            for (i, a) in v.arguments.enumerated() where i == 0 || a.nameIs("value") {
                guard let lit = a.firstChild, lit.kind == .stringLiteral else { continue }
                if lit.flags.contains(.interpolated) { return nil }
                if let t = lit.stringValue, !t.isEmpty { texts.append(t) }
            }
            guard !texts.isEmpty else { return nil }
            return StaticStringFact(texts: texts, wordLists: [], informative: false, symbols: [],
                                    location: HandMadeBars.location(of: binding, "declared here"))
        }
        switch v.kind {
        case .stringLiteral, .ternary, .ifStmt, .switchStmt:
            break
        case .call:
            // Only what can be a title or a symbol: a localization call or an image given a literal (or a member) first.
            guard let first = v.arguments.first?.firstChild?.unparenthesized,
                  first.kind == .stringLiteral || first.kind == .memberAccess, let callee = v.firstChild else { return nil }
            if callee.kind == .identifier, let name = callee.name {
                guard TitleResolver.literalKeyCalls.contains(name) || StaticStrings.imageCalls.contains(name)
                        || resolvers.titles.isLocalizationCallee(callee) else { return nil }
            } else if callee.kind == .memberAccess {
                guard callee.nameIs("localized") || resolvers.titles.isLocalizationCallee(callee) else { return nil }
            } else {
                return nil
            }
        case .memberAccess:
            guard v.nameIs("localized") else { return nil }
        default:
            return nil
        }
        if v.kind == .call, let callee = v.firstChild, callee.kind == .identifier,
           callee.nameIs("UIImage") || callee.nameIs("Image") || callee.nameIs("Icon") || callee.nameIs("SFSymbol") {
            let symbols = resolvers.symbols.symbolNames(of: v)
            guard !symbols.isEmpty else { return nil }
            return StaticStringFact(texts: [], wordLists: [], informative: false, symbols: symbols,
                                    location: HandMadeBars.location(of: binding, "declared here"))
        }
        guard let title = resolvers.titles.title(of: v) else { return nil }
        var texts = title.texts
        var words = title.wordLists
        for a in title.alternatives { texts += a.texts; words += a.wordLists }
        // Symbol names only from literals and choices of them (a localization call's key is no symbol name).
        let symbols = v.kind == .call ? [] : resolvers.symbols.symbolNames(of: v)
        guard !texts.isEmpty || !words.isEmpty || title.informative else { return nil }
        return StaticStringFact(texts: texts, wordLists: words, informative: title.informative, symbols: symbols,
                                location: HandMadeBars.location(of: binding, "declared here"))
    }
}
