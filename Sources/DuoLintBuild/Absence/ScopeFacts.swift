import DuoLintSyntax

/// What one file tells the rest of the linted sources about absent code (VOCABULARY.md scope 4 and 5): the per-file
/// half of the cross-file facts, extracted once the file's own absent code is marked. The core merges every
/// file's facts (`ScopeRounds`) into each file's `ExternalAbsence`.
///
/// Small by design (a few hundred bytes a file): hashes (`FileWords.hash`) rather than names, no node of the tree
/// but the declarations found when a file is checked again (`ReferenceScan.scan`).
public struct ScopeFacts: Sendable, Hashable {
    /// The words of the file's present code (absent code's left out), unordered, and how often each occurs
    /// (saturating at 255).
    public var presentWords: [UInt32]
    public var presentCounts: [UInt8]
    /// The names the file declares (types, extended types, functions, properties), unordered.
    public var declaredNames: [UInt32]
    /// The references of the file's absent code (what can make a declaration absent), where they are.
    public var absentReferences: [LocatedReference]
    /// The file's type-level and file-level properties (for the idiom properties of scope 4).
    public var properties: [PropertyFact]

    public init(presentWords: [UInt32] = [], presentCounts: [UInt8]? = nil, declaredNames: [UInt32] = [],
                absentReferences: [LocatedReference] = [], properties: [PropertyFact] = []) {
        self.presentWords = presentWords
        self.presentCounts = presentCounts ?? Array(repeating: 1, count: presentWords.count)
        self.declaredNames = declaredNames
        self.absentReferences = absentReferences
        self.properties = properties
    }

    /// The facts of a parsed file (its tree marked, `words` of all its tokens).
    public static func extract(_ file: ParsedFile) -> ScopeFacts {
        let tree = file.tree
        var words = file.words
        var absentReferences: [LocatedReference] = []
        if let absent = tree.absent {
            words.removeOccurrences(in: absentTokenRanges(tree, absent), of: tree)
            absentReferences = ReferenceScan.absentReferences(tree)
        }
        // A trailing closure's label (`} tvOSView: { … }`) names a parameter, not a declaration: it is no present use
        // of the name (Swiftfin's `PlatformView`, whose `tvOSView` only an inactive clause reads).
        let labels = trailingClosureLabels(tree)
        if !labels.isEmpty { words.removeOccurrences(in: labels, of: tree) }
        var properties: [PropertyFact] = []
        var declared = WordSet()
        let checks = RunTimeChecks(tree: tree, words: file.words, idiomProperties: [:])
        ReferenceScan.forEachDeclaration(tree) { decl, name, kind, _, _ in
            declared.insert(name)
            guard kind == .storedProperty || kind == .computedProperty else { return }
            var fact = PropertyFact(name: name, idiomValue: nil, text: nil)
            if checks.mentionsIdiom, let v = wholeValue(of: decl), isCheck(v, tree, checks) {
                switch checks.value(v, depth: 0) {
                case .true: fact.idiomValue = true
                case .false: fact.idiomValue = false
                case .unknown: break
                }
                if fact.idiomValue != nil { fact.text = decl.name }
            }
            // Narrowed on the session-9 reading (Home Assistant's `Current.isCatalyst`): a Boolean whose whole value is
            // a literal chosen by conditional compilation (`{ #if targetEnvironment(macCatalyst) return true #else
            // return false #endif }()`) has the value of the clause built for an iPhone, as an idiom property does.
            if fact.idiomValue == nil, !tree.inactiveClauses.isEmpty, let v = wholeValue(of: decl), v.kind == .booleanLiteral,
               isChosenByBuildCondition(v, within: decl) {
                fact.idiomValue = tree.token(v.firstToken, is: "true")
                fact.text = decl.name
            }
            properties.append(fact)
        }
        let present = words.wordCounts
        return ScopeFacts(presentWords: present.words, presentCounts: present.counts, declaredNames: declared.elements,
                          absentReferences: absentReferences, properties: properties)
    }

    /// Removes occurrences of words from `presentWords` (those of code that became absent).
    public mutating func removeWords(_ words: [UInt32], counts: [UInt8]) {
        guard !words.isEmpty else { return }
        var index = WordIndex(capacity: presentWords.count)
        for w in presentWords { _ = index.insert(w) }
        for (w, c) in zip(words, counts) {
            guard let k = index.index(of: w) else { continue }
            presentCounts[k] = presentCounts[k] == 255 ? 255 : presentCounts[k] - min(presentCounts[k], c)
        }
        var keptWords: [UInt32] = []
        var keptCounts: [UInt8] = []
        for (w, c) in zip(presentWords, presentCounts) where c > 0 {
            keptWords.append(w)
            keptCounts.append(c)
        }
        presentWords = keptWords
        presentCounts = keptCounts
    }

    /// The token ranges of the absent subtrees (those whose parent is present), sorted and merged.
    /// The label tokens of the present trailing closures (`label: { … }` after a call), as one-token ranges, sorted.
    static func trailingClosureLabels(_ tree: SyntaxTree) -> [ClosedRange<Int32>] {
        var labels: [ClosedRange<Int32>] = []
        let absent = tree.absent
        for (i, r) in tree.nodes.enumerated() where r.kind == .argument && r.nameToken >= 0
            && r.flags.contains(.trailingClosure) && !(absent?[i] ?? false) {
            labels.append(r.nameToken...r.nameToken)
        }
        labels.sort { $0.lowerBound < $1.lowerBound }
        return labels
    }

    public static func absentTokenRanges(_ tree: SyntaxTree, _ absent: [Bool]) -> [ClosedRange<Int32>] {
        var ranges: [ClosedRange<Int32>] = []
        let nodes = tree.nodes
        for i in nodes.indices where absent[i] {
            let r = nodes[i]
            if r.parent >= 0 && Int(r.parent) < nodes.count && absent[Int(r.parent)] { continue }
            guard r.firstToken >= 0, r.lastToken >= r.firstToken else { continue }
            ranges.append(r.firstToken...r.lastToken)
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int32>] = []
        for r in ranges {
            if let last = merged.last, r.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged
    }

    /// A binding's whole value: its initializer (or the single expression of an immediately called closure), or its
    /// getter's single expression.
    static func wholeValue(of binding: Node) -> Node? {
        if let initializer = binding.child(ofKind: .initializer), var v = initializer.firstChild?.unparenthesized {
            if v.kind == .call, v.childCount == 1, let c = v.firstChild, c.kind == .closure, let e = singleExpression(c) { v = e }
            return v
        }
        if let getter = binding.child(ofKind: .codeBlock) { return singleExpression(getter) ?? returnedAfterLets(getter) }
        for a in binding.children where a.kind == .accessor && a.nameIs("get") {
            return a.child(ofKind: .codeBlock).flatMap { singleExpression($0) ?? returnedAfterLets($0) }
        }
        return nil
    }

    /// A getter of local `let`s and then one `return` (`let native = idiom == .pad; let compat = …; return native ||
    /// compat`: Session's `isIPad`): the returned expression, whose names `RunTimeChecks` follows to the `let`s.
    private static func returnedAfterLets(_ block: Node) -> Node? {
        guard block.childCount >= 2, block.childCount <= 8, let last = block.child(block.childCount - 1),
              last.kind == .returnStmt else { return nil }
        for s in block.children where s != last {
            guard s.kind == .varDecl, s.flags.contains(.isLet) else { return nil }
        }
        return last.firstChild?.unparenthesized
    }

    /// A comparison (`idiom == .pad`), or idiom comparisons (also through local `let`s, and device-model tests) joined
    /// by `||` / `&&` (and negated) with the checks scope 4 makes false (`idiom == .pad ||
    /// ProcessInfo.processInfo.isiOSAppOnMac`: on iPhone Duo the comparison's value, found on Hackers);
    /// `RunTimeChecks.value` says whether its value is known. A comparison of something else joined to them
    /// (`idiom == .pad && sizeClass == .regular`) makes it no idiom property.
    private static func isCheck(_ v: Node, _ tree: SyntaxTree, _ checks: RunTimeChecks) -> Bool {
        guard v.kind == .binary else { return false }
        if tree.token(v.nameToken, is: "==") || tree.token(v.nameToken, is: "!=") { return true }
        guard tree.token(v.nameToken, is: "||") || tree.token(v.nameToken, is: "&&") else { return false }
        var comparisons = 0
        var stack = [v]
        var steps = 0
        while let x = stack.popLast() {
            steps += 1
            if steps > 64 { return false }
            var y = x.unparenthesized
            while y.kind == .prefix, tree.token(y.nameToken, is: "!"), let o = y.firstChild { y = o.unparenthesized }
            if y.kind == .binary, tree.token(y.nameToken, is: "||") || tree.token(y.nameToken, is: "&&"),
               let l = y.child(0), let r = y.child(1) {
                stack.append(r)
                stack.append(l)
            } else if y.kind == .binary && (tree.token(y.nameToken, is: "==") || tree.token(y.nameToken, is: "!="))
                        || y.kind == .identifier || y.kind == .call {
                // A comparison, a local `let` bound to a check (`isNativeIPad`), or a test of the device model.
                if checks.value(y, depth: 0) == .unknown { return false }
                comparisons += 1
            } else if !isMacAppCheck(y) {
                return false
            }
        }
        return comparisons > 0
    }

    /// `ProcessInfo.processInfo.isMacCatalystApp`, `ProcessInfo.processInfo.isiOSAppOnMac`.
    private static func isMacAppCheck(_ n: Node) -> Bool {
        guard n.kind == .memberAccess, n.nameIs("isMacCatalystApp") || n.nameIs("isiOSAppOnMac"), let base = n.firstChild,
              base.kind == .memberAccess, base.nameIs("processInfo"), let root = base.firstChild else { return false }
        return root.kind == .identifier && root.nameIs("ProcessInfo")
    }

    /// The one expression of a block or closure (`{ x }`, `{ return x }`), also as the one statement of the one
    /// clause of an `#if` that is not inactive (`#if targetEnvironment(macCatalyst) return true #else return x #endif`).
    /// A literal inside a `#if` clause of `decl` (the clause an iPhone build compiles, when another is inactive).
    private static func isChosenByBuildCondition(_ literal: Node, within decl: Node) -> Bool {
        var steps = 0
        for a in literal.ancestors {
            steps += 1
            if a == decl || steps > 16 { return false }
            if a.kind == .ifConfigClause { return true }
        }
        return false
    }

    private static func singleExpression(_ block: Node) -> Node? {
        let b = block.kind == .closure ? block.child(ofKind: .codeBlock) : block
        guard let b, b.childCount == 1, var s = b.firstChild else { return nil }
        var depth = 0
        while s.kind == .ifConfig, depth < 8 {
            depth += 1
            let judged = s.children.filter { $0.kind == .ifConfigClause && $0.clauseActivity != .inactive }
            guard judged.count == 1, judged[0].childCount == 1, let only = judged[0].firstChild else { return nil }
            s = only
        }
        if s.kind == .returnStmt { return s.firstChild?.unparenthesized }
        switch s.kind {
        case .varDecl, .funcDecl, .typeDecl, .ifStmt, .guardStmt, .switchStmt, .forStmt, .whileStmt, .ifConfig: return nil
        default: return s.unparenthesized
        }
    }
}

/// A type-level or file-level property, for the idiom properties of VOCABULARY.md scope 4.
public struct PropertyFact: Sendable, Hashable {
    /// The name's hash.
    public var name: UInt32
    /// When its whole value is an idiom comparison: the comparison's value on iPhone Duo.
    public var idiomValue: Bool?
    /// The name, for an idiom property.
    public var text: String?
}

/// A file parsed for linting: its tree, absent code marked, and the words of its tokens (`FileWords`).
public struct ParsedFile {
    public let tree: SyntaxTree
    public let words: FileWords
}
