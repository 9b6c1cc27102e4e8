/// VOCABULARY.md *idiom test*: a chain ending in `userInterfaceIdiom` compared with `==` / `!=` to `.pad` or `.phone`
/// (`UIUserInterfaceIdiom.pad` too), `if case .pad = …idiom`, a name bound from one (*data flow*), and — a cross-file
/// fact — a property or constant declared anywhere in the linted sources whose whole value is one
/// (`static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }` in another file).
///
/// The per-file export of the cross-file half is `propertyFacts(of:)` (into `ViewStructureFacts`); the question
/// is `ViewStructureIndex.isIdiomProperty(_:)`.
public final class IdiomTests: FileAnalysis {
    private let tree: SyntaxTree
    /// The file says `userInterfaceIdiom` somewhere (else no local test can exist).
    public let mentionsIdiom: Bool
    /// Names bound from an idiom chain (`let idiom = UIDevice.current.userInterfaceIdiom`).
    private lazy var chainFlow = DataFlow(tree: tree) { value, flow in
        IdiomTests.isChain(value, bound: flow)
    }
    /// Names bound from an idiom test (`let isPad = idiom == .pad`).
    private lazy var testFlow: DataFlow = {
        let chains = chainFlow
        return DataFlow(tree: tree) { value, flow in
            IdiomTests.isComparison(value, chains: chains) || IdiomTests.isDisjunction(value, chains: chains)
                || IdiomTests.isBoundTest(value, flow)
        }
    }()

    /// The names the engine's first pass over a file's tokens answers for this analysis (`FileHints.mentionsIdiom`).
    static let hintNames: Set<String> = ["userInterfaceIdiom"]

    public required convenience init(tree: SyntaxTree) {
        self.init(tree: tree, mentionsIdiom: IdiomTests.scan(tree))
    }

    public convenience init(tree: SyntaxTree, hints: FileHints) {
        self.init(tree: tree, mentionsIdiom: hints.mentionsIdiom ?? IdiomTests.scan(tree))
    }

    private init(tree: SyntaxTree, mentionsIdiom: Bool) {
        self.tree = tree
        self.mentionsIdiom = mentionsIdiom
    }

    private static func scan(_ tree: SyntaxTree) -> Bool {
        for i in tree.tokens.indices where tree.tokens[i].length == 18 && tree.token(Int32(i), is: "userInterfaceIdiom") {
            return true
        }
        return false
    }

    /// How a condition is an idiom test.
    public enum Test {
        /// Written here: a comparison, or a name bound from one (the binding, when there is one, for the related
        /// location).
        case local(binding: Node?)
        /// A name that is an idiom test if a property of that name declared somewhere is one (cross-file).
        case property(String)
    }

    /// Whether `e` (one conjunct of a condition, `!` and parentheses already looked through) is an idiom test.
    /// `properties`: also answer `.property` for a name that may be a property declared elsewhere.
    /// `sameFile`: a name of a property declared in this file (`PropertyIndex`) whose whole value is an idiom test is
    /// one, whatever its name (`private var usesFillMapLayout: Bool { … == .pad }`, also when the getter's `#if`
    /// leaves one `return` judged); the cross-file facts only ask about names with an idiom word.
    public func test(_ e: Node, properties: Bool, sameFile: PropertyIndex? = nil) -> Test? {
        let n = e.unparenthesized
        if mentionsIdiom, let sameFile, n.kind == .identifier || n.kind == .memberAccess, n.nameToken >= 0,
           !(n.kind == .identifier && IdiomTests.isLocal(n.name ?? "", at: n)),
           !(n.kind == .memberAccess && n.firstChild == nil),
           let b = sameFile.property(referencedBy: n), b.kind == .patternBinding, let v = IdiomTests.wholeValue(of: b),
           IdiomTests.isComparison(v, chains: chainFlow) || IdiomTests.isDisjunction(v, chains: chainFlow) {
            return .local(binding: b)
        }
        if mentionsIdiom {
            if IdiomTests.isComparison(n, chains: chainFlow) || IdiomTests.isDisjunction(n, chains: chainFlow) {
                return .local(binding: nil)
            }
            if n.kind == .optionalBinding, let b = n.initializerValue ?? n.firstChild, IdiomTests.isCasePattern(b, chains: chainFlow) {
                return .local(binding: nil)
            }
            if n.kind == .identifier, let name = n.name, testFlow.isBound(name, at: n) {
                return .local(binding: IdiomTests.binding(of: name, before: n))
            }
        }
        guard properties, n.kind == .identifier || n.kind == .memberAccess, n.nameToken >= 0,
              IdiomTests.mayNameIdiomProperty(n) else { return nil }
        switch n.kind {
        case .identifier:
            guard let name = n.name, name != "self", !IdiomTests.isLocal(name, at: n) else { return nil }
            return .property(name)
        default:
            guard n.firstChild != nil, let name = n.name else { return nil }
            if let p = n.parent, p.kind == .call, p.firstChild == n { return nil }
            return .property(name)
        }
    }

    /// Words a property's name has when it may be an idiom test declared elsewhere (`isPad`, `isIPhone`,
    /// `isTablet`, `deviceIsPad`): only such names are asked about across files and recorded as facts, which keeps
    /// `if isLoading { … }` from costing a question. (A property named otherwise, `isLargeDevice`, is an idiom test
    /// only in its own file's conditions' eyes through *data flow*, not across files.)
    static let propertyNameWords: Set<String> = ["pad", "ipad", "phone", "iphone", "idiom", "tablet"]

    /// A byte scan of the name token first, then its name words.
    static func mayNameIdiomProperty(_ n: Node) -> Bool {
        guard tokenContainsAny(n.tree, n.nameToken, propertyFragments), let name = n.name else { return false }
        return NameWords.containsAny(name, propertyNameWords)
    }

    /// Whether `subject` (of a `switch`) is an idiom chain or a name bound from one.
    public func isChain(_ subject: Node) -> Bool {
        mentionsIdiom && IdiomTests.isChain(subject, bound: chainFlow)
    }

    // MARK: Shapes

    /// A chain ending in `userInterfaceIdiom` (`UIDevice.current.userInterfaceIdiom`, `traitCollection.…`, a bare
    /// `userInterfaceIdiom` in a `UIDevice` extension), or a name bound from one.
    static func isChain(_ e: Node, bound: DataFlow?) -> Bool {
        var n = e.unparenthesized
        // through `?` / `!` (`view.window?.traitCollection.userInterfaceIdiom`)
        while (n.kind == .optionalChain || n.kind == .forceUnwrap), let c = n.firstChild { n = c }
        if n.kind == .memberAccess || n.kind == .identifier, n.nameIs("userInterfaceIdiom") { return true }
        if n.kind == .identifier, let bound, let name = n.name { return bound.isBound(name, at: n) }
        return false
    }

    /// `.pad` / `.phone` (also `UIUserInterfaceIdiom.pad`).
    static func isPadOrPhone(_ e: Node) -> Bool {
        let n = e.unparenthesized
        guard n.kind == .memberAccess, n.nameIs("pad") || n.nameIs("phone") else { return false }
        guard let base = n.firstChild else { return true }
        return base.kind == .identifier && base.nameIs("UIUserInterfaceIdiom")
    }

    /// `chain == .pad`, `.phone != chain`.
    static func isComparison(_ e: Node, chains: DataFlow?) -> Bool {
        let n = e.unparenthesized
        guard n.kind == .binary, n.tree.token(n.nameToken, is: "==") || n.tree.token(n.nameToken, is: "!="),
              let l = n.child(0), let r = n.child(1) else { return false }
        return (isChain(l, bound: chains) && isPadOrPhone(r)) || (isChain(r, bound: chains) && isPadOrPhone(l))
    }

    /// `ProcessInfo.processInfo.isMacCatalystApp`, `ProcessInfo.processInfo.isiOSAppOnMac`: false on iPhone Duo
    /// (VOCABULARY.md scope 4).
    static func isMacAppCheck(_ e: Node) -> Bool {
        let n = e.unparenthesized
        guard n.kind == .memberAccess, n.nameIs("isMacCatalystApp") || n.nameIs("isiOSAppOnMac"), let base = n.firstChild,
              base.kind == .memberAccess, base.nameIs("processInfo"), let root = base.firstChild else { return false }
        return root.kind == .identifier && root.nameIs("ProcessInfo")
    }

    /// `chain == .mac` and the like: a comparison of the idiom with any of its members.
    static func isAnyComparison(_ e: Node, chains: DataFlow?) -> Bool {
        let n = e.unparenthesized
        guard n.kind == .binary, n.tree.token(n.nameToken, is: "==") || n.tree.token(n.nameToken, is: "!="),
              let l = n.child(0), let r = n.child(1) else { return false }
        func isMember(_ x: Node) -> Bool {
            let m = x.unparenthesized
            guard m.kind == .memberAccess else { return false }
            guard let base = m.firstChild else { return true }
            return base.kind == .identifier && base.nameIs("UIUserInterfaceIdiom")
        }
        return (isChain(l, bound: chains) && isMember(r)) || (isChain(r, bound: chains) && isMember(l))
    }

    /// `idiom == .pad || idiom == .mac`: a `||` of idiom comparisons, one of them with `.pad` or `.phone` (then it is
    /// decided on iPhone Duo like one comparison; `isPad || sizeClass == .regular` is not one). An operand scope 4
    /// makes false (`ProcessInfo.processInfo.isiOSAppOnMac`, `isMacCatalystApp`) changes nothing on the device:
    /// `idiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac` is one too (found on Hackers).
    static func isDisjunction(_ e: Node, chains: DataFlow?) -> Bool {
        let n = e.unparenthesized
        guard n.kind == .binary, n.tree.token(n.nameToken, is: "||") else { return false }
        var stack = [n]
        var padOrPhone = false
        var steps = 0
        while let x = stack.popLast(), steps < 100 {
            steps += 1
            let y = x.unparenthesized
            if y.kind == .binary, y.tree.token(y.nameToken, is: "||"), let l = y.child(0), let r = y.child(1) {
                stack.append(r)
                stack.append(l)
            } else if isComparison(y, chains: chains) {
                padOrPhone = true
            } else if !isAnyComparison(y, chains: chains) && !isMacAppCheck(y) {
                return false
            }
        }
        return padOrPhone
    }

    /// What an idiom condition is on iPhone Duo (a `.phone`), in three-valued logic: true, false, or nil (not known,
    /// or not an idiom condition). Comparisons, `if case .x = idiom`, `!`, `&&`, `||`, `,`, and names bound from
    /// such a condition (a few deep).
    public func valueOnPhone(_ e: Node) -> Bool? {
        guard mentionsIdiom else { return nil }
        return valueOnPhone(e, depth: 0)
    }

    private func valueOnPhone(_ e: Node, depth: Int) -> Bool? {
        guard depth < 8 else { return nil }
        let n = e.unparenthesized
        switch n.kind {
        case .conditionList:
            var result: Bool? = true
            for c in n.children {
                let v = valueOnPhone(c, depth: depth + 1)
                if v == false { return false }
                if v == nil { result = nil }
            }
            return result
        case .optionalBinding:
            guard let b = n.initializerValue ?? n.firstChild, IdiomTests.isCasePattern(b, chains: chainFlow),
                  let member = b.child(0)?.unparenthesized else { return nil }
            return member.nameIs("phone")
        case .prefix:
            guard n.tree.token(n.nameToken, is: "!"), let o = n.firstChild, let v = valueOnPhone(o, depth: depth + 1) else { return nil }
            return !v
        case .binary:
            guard let l = n.child(0), let r = n.child(1) else { return nil }
            if n.tree.token(n.nameToken, is: "&&") || n.tree.token(n.nameToken, is: "||") {
                let isAnd = n.tree.token(n.nameToken, is: "&&")
                let a = valueOnPhone(l, depth: depth + 1)
                let b = valueOnPhone(r, depth: depth + 1)
                if isAnd { return a == false || b == false ? false : (a == true && b == true ? true : nil) }
                return a == true || b == true ? true : (a == false && b == false ? false : nil)
            }
            guard IdiomTests.isAnyComparison(n, chains: chainFlow) else { return nil }
            let member = IdiomTests.isChain(l, bound: chainFlow) ? r.unparenthesized : l.unparenthesized
            let equal = member.nameIs("phone")
            return n.tree.token(n.nameToken, is: "==") ? equal : !equal
        case .identifier:
            guard let name = n.name, testFlow.isBound(name, at: n), let binding = IdiomTests.binding(of: name, before: n),
                  let v = binding.initializerValue else { return nil }
            return valueOnPhone(v, depth: depth + 1)
        case .memberAccess:
            return IdiomTests.isMacAppCheck(n) ? false : nil
        default:
            return nil
        }
    }

    /// Whether `e` is a conjunct — through parentheses and the operands of `&&`, and the items of a condition list —
    /// of a condition another conjunct of which is false on iPhone Duo (`isPad && width >= 678`,
    /// `width > 768 && (idiom == .pad || idiom == .mac)`): whatever `e` is, the condition is false there, so `e`
    /// decides nothing on the device (VOCABULARY.md scope 4 makes the branch absent; this is the condition itself). A
    /// conjunct counts by `valueOnPhone`, or as the name of a property of this file whose whole value is such a
    /// condition (`var isPad = UIDevice.current.userInterfaceIdiom == .pad`).
    public func isMootOnPhone(_ e: Node, properties: PropertyIndex) -> Bool {
        guard mentionsIdiom else { return false }
        var p = e
        var others: [Node] = []
        for _ in 0..<32 {
            guard let parent = p.parent else { break }
            if let wrapping = p.wrappingParenthesis { p = wrapping; continue }
            if parent.kind == .binary, parent.tree.token(parent.nameToken, is: "&&"), parent.childCount == 2 {
                for c in parent.children where c != p { others.append(c) }
                p = parent
                continue
            }
            if parent.kind == .conditionList {
                for c in parent.children where c != p { others.append(c) }
            }
            break
        }
        for c in others {
            if valueOnPhone(c) == false { return true }
            var n = c.unparenthesized
            var negated = false
            while n.kind == .prefix, n.tree.token(n.nameToken, is: "!"), let o = n.firstChild { n = o.unparenthesized; negated.toggle() }
            guard n.kind == .identifier || n.kind == .memberAccess, n.nameToken >= 0,
                  !(n.kind == .identifier && IdiomTests.isLocal(n.name ?? "", at: n)),
                  let b = properties.property(referencedBy: n), b.kind == .patternBinding,
                  let v = IdiomTests.wholeValue(of: b), let value = valueOnPhone(v), value == negated else { continue }
            return true
        }
        return false
    }

    /// `.pad = chain` (the pattern of `if case .pad = UIDevice.current.userInterfaceIdiom`).
    static func isCasePattern(_ e: Node, chains: DataFlow?) -> Bool {
        let n = e.unparenthesized
        guard n.kind == .binary, n.tree.token(n.nameToken, is: "="), let l = n.child(0), let r = n.child(1) else { return false }
        return isPadOrPhone(l) && isChain(r, bound: chains)
    }

    /// A name bound from an idiom test, negated or not.
    private static func isBoundTest(_ e: Node, _ flow: DataFlow) -> Bool {
        var n = e.unparenthesized
        while n.kind == .prefix, n.tree.token(n.nameToken, is: "!"), let o = n.firstChild { n = o.unparenthesized }
        guard n.kind == .identifier, let name = n.name else { return false }
        return flow.isBound(name, at: n)
    }

    /// The conjuncts of a condition: the items of a condition list (`,` is `&&`) and the operands of top-level
    /// `&&`, each with `!` and parentheses looked through. An operand of `||` is not a conjunct.
    public static func conjuncts(_ condition: Node) -> [Node] {
        var out: [Node] = []
        var stack: [Node] = condition.kind == .conditionList ? condition.children.reversed() : [condition]
        var steps = 0
        while let c = stack.popLast(), steps < 1_000 {
            steps += 1
            var n = c.unparenthesized
            while n.kind == .prefix, n.tree.token(n.nameToken, is: "!"), let o = n.firstChild { n = o.unparenthesized }
            if n.kind == .binary, n.tree.token(n.nameToken, is: "&&"), let l = n.child(0), let r = n.child(1) {
                stack.append(r)
                stack.append(l)
            } else {
                out.append(n)
            }
        }
        return out
    }

    /// A local binding or parameter `name` visible at `use` (then the name is not a property declared elsewhere).
    static func isLocal(_ name: String, at use: Node) -> Bool {
        if PropertyIndex.isShadowedByParameter(name, at: use) { return true }
        return binding(of: name, before: use) != nil
    }

    /// The local `let`/`var` or `if let` named `name` declared before `use` in a block around it.
    static func binding(of name: String, before use: Node) -> Node? {
        let start = use.startOffset
        for a in use.ancestors {
            switch a.kind {
            case .codeBlock:
                if a.parent?.kind == .typeDecl { return nil }   // a member block: properties are not locals
                var found: Node?
                a.forEachStatement { s in
                    guard s.kind == .varDecl, s.startOffset < start else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in if b.name == name { found = b } }
                }
                if let found { return found }
            case .ifStmt, .guardStmt, .whileStmt:
                var found: Node?
                a.child(ofKind: .conditionList)?.forEachChild(ofKind: .optionalBinding) { b in
                    if b.name == name, b.startOffset < start { found = b }
                }
                if let found { return found }
            case .typeDecl, .sourceFile:
                return nil
            default:
                break
            }
        }
        return nil
    }

    // MARK: The cross-file facts (per-file export)


    /// The type-level and file-level properties of a file that matter to idiom tests: those whose whole value (an
    /// initializer, a single-expression getter, an immediately called closure) is an idiom test or another
    /// property's name (`!isPad`, `Device.isIPad`), and the others — these two only for names a condition may ask
    /// about (`propertyNameWords`).
    static func propertyFacts(of tree: SyntaxTree, mentionsIdiom: Bool) -> [IdiomPropertyFact] {
        var out: [IdiomPropertyFact] = []
        // Only a file that says `userInterfaceIdiom` is read: the tests are there, and so (in practice) are the aliases
        // and the stored properties of the same names (a `Device` helper, a `UIDevice` extension).
        guard mentionsIdiom else { return out }
        func add(_ decl: Node) {
            guard decl.kind == .varDecl else { return }
            decl.forEachChild(ofKind: .patternBinding) { b in
                guard let fact = propertyFact(b, tree: tree, mentionsIdiom: mentionsIdiom) else { return }
                out.append(fact)
            }
        }
        // File-level and type-level properties only (locals are *data flow*'s): a walk of the declarations, not of
        // every node.
        tree.root.forEachStatement(add)
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            Node(tree: tree, id: Int32(raw)).memberBlock?.forEachStatement(add)
        }
        return out
    }

    private static func propertyFact(_ b: Node, tree: SyntaxTree, mentionsIdiom: Bool) -> IdiomPropertyFact? {
        guard b.nameToken >= 0 else { return nil }
        var value: Node?
        if mentionsIdiom {
            value = wholeValue(of: b)
            if let v = value, isComparison(v, chains: nil) || isDisjunction(v, chains: nil), let name = b.name {
                return IdiomPropertyFact(name: name, kind: .test, location: ViewStructure.location(b, tree, name))
            }
        }
        // Aliases and other values only matter for names a condition may ask about (`mayNameIdiomProperty`): an alias
        // of another name, or the stored property that keeps a name from being an idiom test.
        guard tokenContainsAny(tree, b.nameToken, propertyFragments), let name = b.name,
              NameWords.containsAny(name, propertyNameWords) else { return nil }
        if value == nil { value = wholeValue(of: b) }
        if let v = value, let alias = aliasName(v) {
            return IdiomPropertyFact(name: name, kind: .alias(alias), location: ViewStructure.location(b, tree, name))
        }
        return IdiomPropertyFact(name: name, kind: .other, location: ViewStructure.location(b, tree, name))
    }

    /// Whether the token's bytes contain one of `fragments` (lower-case ASCII), in any case: one pass over the bytes,
    /// the fragments grouped by first byte (no allocation).
    static func tokenContainsAny(_ tree: SyntaxTree, _ t: Int32, _ fragments: FragmentSet) -> Bool {
        guard t >= 0 && Int(t) < tree.tokens.count else { return false }
        let tok = tree.tokens[Int(t)]
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            let end = tok.end
            var i = Int(tok.offset)
            while i < end {
                let c = buf[i] | 0x20
                if fragments.firstBytes & (1 << UInt64(c & 63)) != 0, c >= 0x60 {
                    for w in fragments.byFirst[Int(c & 31)] where i + w.count <= end {
                        var k = 1
                        while k < w.count && (buf[i + k] | 0x20) == w[k] { k += 1 }
                        if k == w.count { return true }
                    }
                }
                i += 1
            }
            return false
        }
    }

    /// Lower-case ASCII fragments by first letter.
    struct FragmentSet {
        let byFirst: [[[UInt8]]]
        let firstBytes: UInt64
        init(_ words: [String]) {
            var by = [[[UInt8]]](repeating: [], count: 32)
            var bits: UInt64 = 0
            for w in words {
                let b = Array(w.utf8)
                by[Int(b[0] & 31)].append(b)
                bits |= 1 << UInt64(b[0] & 63)
            }
            byFirst = by
            firstBytes = bits
        }
    }

    static let propertyFragments = FragmentSet(["pad", "phone", "idiom", "tablet"])


    /// A binding's whole value: its initializer (or the single expression of an immediately called closure), or
    /// its getter's single expression.
    static func wholeValue(of b: Node) -> Node? {
        if var v = b.initializerValue?.unparenthesized {
            if v.kind == .call, v.childCount == 1, let c = v.firstChild, c.kind == .closure, let e = singleExpression(c) { v = e }
            return v
        }
        guard let getter = b.getterBody else { return nil }
        return singleExpression(getter)
    }

    private static func singleExpression(_ block: Node) -> Node? {
        let stmts = block.statements
        guard stmts.count == 1, let s = stmts.first else { return nil }
        if s.kind == .returnStmt { return s.firstChild }
        return s.kind == .varDecl ? nil : s
    }

    /// `isPad`, `!isPad`, `Device.isPad`, `UIDevice.current.isPad`: the name another property's value is.
    static func aliasName(_ v: Node) -> String? {
        var n = v.unparenthesized
        while n.kind == .prefix, n.tree.token(n.nameToken, is: "!"), let o = n.firstChild { n = o.unparenthesized }
        switch n.kind {
        case .identifier, .memberAccess:
            guard let chain = n.memberChain, let last = chain.last, !chain.contains(""), last != "userInterfaceIdiom" else { return nil }
            return last
        default:
            return nil
        }
    }
}

/// One type-level or file-level property, for the cross-file *idiom test* question.
public struct IdiomPropertyFact: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Its whole value is an idiom test.
        case test
        /// Its whole value is another property's name (maybe negated).
        case alias(String)
        /// Anything else (a stored `Bool`, another computation).
        case other
    }
    public var name: String
    public var kind: Kind
    public var location: RelatedLocation
}
