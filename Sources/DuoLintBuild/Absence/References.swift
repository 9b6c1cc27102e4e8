import DuoLintSyntax

/// A use of a name in code, as VOCABULARY.md scope 5 reads references: how it is written decides which declarations it
/// can resolve to (`Reference.matches`).
public struct Reference: Sendable, Hashable {
    public enum Form: UInt8, Sendable, Hashable {
        /// `x`, `self.x`, `Self.x`: a member of the enclosing types (or a global, or a type).
        case bare
        /// `expr.x`, `.x`, `super.x`, `\.x`: a member of any type.
        case member
        /// A type written out (`let v: T`, `[T]`, `@T`): a type, anywhere.
        case type
        /// `x = …`, `self.x = …`, `expr.x = …`: assigning, a use only of a property with code to run on it.
        case bareAssignment, memberAssignment
        /// Words of code duo-lint does not read as expressions (string interpolations, unreadable tokens): any
        /// declaration of the name. Only present code has these.
        case any
    }

    /// The name's hash (`FileWords.hash`).
    public var name: UInt32
    public var form: Form
    /// The types around it, innermost first (their hashes; an extension counts as the type it extends), at most
    /// `Reference.maxScopes`, 0 for none (kept inline: a file may have thousands of references).
    private var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0

    public static let maxScopes = 4

    public init(name: UInt32, form: Form, scopes: [UInt32] = []) {
        self.name = name
        self.form = form
        if scopes.count > 0 { s0 = scopes[0] }
        if scopes.count > 1 { s1 = scopes[1] }
        if scopes.count > 2 { s2 = scopes[2] }
        if scopes.count > 3 { s3 = scopes[3] }
    }

    /// The types around it, innermost first.
    public var scopes: [UInt32] { [s0, s1, s2, s3].filter { $0 != 0 } }

    /// Whether one of the types around it is in `types`.
    public func isInside(any types: Set<UInt32>) -> Bool {
        (s0 != 0 && types.contains(s0)) || (s1 != 0 && types.contains(s1)) || (s2 != 0 && types.contains(s2))
            || (s3 != 0 && types.contains(s3))
    }

    /// Whether one of the types around it is `type`.
    public func isInside(_ type: UInt32) -> Bool { type != 0 && (s0 == type || s1 == type || s2 == type || s3 == type) }
}

/// A reference and the token it is at (in its file).
public struct LocatedReference: Sendable, Hashable {
    public var reference: Reference
    public var token: Int32
}

/// A declaration VOCABULARY.md scope 5 may make absent, as a check of its file found it (`ReferenceScan.scan`).
public struct DeclarationFact: Sendable, Hashable {
    public enum Kind: UInt8, Sendable, Hashable {
        /// A struct, class, enum, actor or protocol; an extension of one (`isExtension`).
        case type
        case function
        /// A property with code that runs when it is assigned (computed, or with observers).
        case computedProperty
        /// A stored property without observers: assigning it is no use.
        case storedProperty
    }

    public var name: UInt32
    public var kind: Kind
    /// The node in its file's tree.
    public var node: Int32
    /// An extension (of the type `name`): it goes with that type, and is no reference to it.
    public var isExtension: Bool
    /// The types around it, innermost first (hashes); empty for a global.
    public var containers: [UInt32]
    /// It runs without a Swift reference, or may be used outside the linted sources: never absent (`@objc`,
    /// `@IBAction`, `override`, `public` in a package, `@main`, members the frameworks call like `body`).
    public var isExempt: Bool
    /// Its token range in the file: references inside it do not keep it.
    public var firstToken: Int32
    public var lastToken: Int32
    /// What becomes absent with it: the references and the words of its present code.
    public var innerReferences: [LocatedReference] = []
    public var innerWords: [UInt32] = []
    public var innerCounts: [UInt8] = []
}

/// Finds references in code: the absent ones of a file (`absentReferences`), and a file's declarations of some
/// names with their present references (`scan`). Iterative (`Node.walk`-like explicit stacks); each node is read
/// once; a shadowing question walks the node's ancestors (bounded).
public enum ReferenceScan {
    /// How a name is looked up among locals and parameters. For absent references, any local or parameter of the
    /// name that may be in scope shadows (an absent reference less can only keep code); for present ones, only
    /// those certainly in scope do (a present reference less could make code absent).
    enum Shadowing { case possible, certain }

    // MARK: Absent references

    /// The references of the absent code of `tree` (the subtrees of the absent nodes whose parent is present).
    static func absentReferences(_ tree: SyntaxTree) -> [LocatedReference] {
        guard let absent = tree.absent else { return [] }
        var out: [LocatedReference] = []
        let nodes = tree.nodes
        let context = Context(tree)
        for i in nodes.indices where absent[i] {
            let p = nodes[i].parent
            if p >= 0 && Int(p) < nodes.count && absent[Int(p)] { continue }
            forEachReference(in: Node(tree: tree, id: Int32(i)), context: context, shadowing: .possible, includeAbsent: true) { r, t in
                out.append(LocatedReference(reference: r, token: t))
            }
        }
        return out
    }

    // MARK: Checking declarations

    /// What a file says about the declarations of `names`: each declaration of one, and each present reference
    /// to one (VOCABULARY.md scope 5). `packageCode`: the file belongs to a Swift package (its `public` and `open`
    /// declarations may be used by code outside the linted sources).
    public static func scan(_ tree: SyntaxTree, names: WordSet, packageCode: Bool)
        -> (declarations: [DeclarationFact], references: [LocatedReference]) {
        var declarations: [DeclarationFact] = []
        let context = Context(tree)
        let absentRanges = tree.absent.map { ScopeFacts.absentTokenRanges(tree, $0) } ?? []
        forEachDeclaration(tree) { decl, name, kind, isExtension, containers in
            guard names.contains(name) else { return }
            var fact = DeclarationFact(
                name: name, kind: kind, node: decl.id, isExtension: isExtension, containers: containers,
                isExempt: isExempt(decl, kind: kind, packageCode: packageCode),
                firstToken: decl.firstToken, lastToken: decl.lastToken)
            // What would become absent with it (read as absent code is).
            if !fact.isExempt {
                forEachReference(in: decl, context: context, shadowing: .possible, includeAbsent: false) { r, t in
                    fact.innerReferences.append(LocatedReference(reference: r, token: t))
                }
                let holder = decl.kind == .patternBinding ? (decl.parent ?? decl) : decl
                (fact.innerWords, fact.innerCounts) = FileWords.words(of: tree, tokens: holder.firstToken, holder.lastToken,
                                                                      outside: absentRanges)
            }
            declarations.append(fact)
        }
        var references: [LocatedReference] = []
        forEachReference(in: tree.root, context: context, shadowing: .certain, includeAbsent: false,
                         wanted: { names.contains($0) }) { r, token in
            references.append(LocatedReference(reference: r, token: token))
        }
        return (declarations, references)
    }

    /// The hashes of the names `tree` declares (present code): types, the types its extensions extend,
    /// functions, properties (type members and globals).
    static func declaredNames(_ tree: SyntaxTree) -> [UInt32] {
        var seen = WordSet()
        forEachDeclaration(tree) { _, name, _, _, _ in seen.insert(name) }
        return seen.elements
    }

    /// Calls `body` with every declaration scope 5 is about, in present code: types and extensions (any depth),
    /// and the functions and properties of type bodies and of the file's top level (not locals), with the name's
    /// hash, the kind, whether it is an extension, and the types around it.
    static func forEachDeclaration(_ tree: SyntaxTree,
                                   _ body: (Node, UInt32, DeclarationFact.Kind, Bool, [UInt32]) -> Void) {
        // (block, containers) to visit: the file, then each type body.
        var stack: [(Node, [UInt32])] = [(tree.root, [])]
        var steps = 0
        while let (block, containers) = stack.popLast(), steps < 1_000_000 {
            forEachMember(of: block) { member in
                steps += 1
                switch member.kind {
                case .typeDecl:
                    guard let (name, isExtension) = typeName(member) else { return }
                    let keyword = declarationKeyword(member)
                    body(member, name, .type, isExtension, containers)
                    // A protocol's members are requirements: nothing to make absent.
                    if keyword != .protocol, let members = member.child(ofKind: .codeBlock) {
                        stack.append((members, Array(([name] + containers).prefix(Reference.maxScopes))))
                    }
                case .funcDecl:
                    guard let name = FileWords.hash(nameOf: member.id, in: tree), isFunctionName(member) else { return }
                    body(member, name, .function, false, containers)
                case .varDecl:
                    for b in member.children where b.kind == .patternBinding {
                        guard let name = FileWords.hash(nameOf: b.id, in: tree) else { continue }
                        body(b, name, isStored(b) ? .storedProperty : .computedProperty, false, containers)
                    }
                default:
                    break
                }
            }
        }
    }

    /// The members of a block, through `#if` clauses that are not inactive, absent ones left out.
    static func forEachMember(of block: Node, _ body: (Node) -> Void) {
        var stack: [Node] = block.children.reversed()
        var steps = 0
        while let n = stack.popLast(), steps < 1_000_000 {
            steps += 1
            if n.tree.isAbsent(n.id) { continue }
            switch n.kind {
            case .ifConfig, .ifConfigClause: stack.append(contentsOf: n.children.reversed())
            default: body(n)
            }
        }
    }

    /// A type declaration's name hash (for an extension, the last name of the extended type), and whether it is
    /// an extension.
    static func typeName(_ decl: Node) -> (UInt32, Bool)? {
        let tree = decl.tree
        if declarationKeyword(decl) == .extension {
            guard let ref = decl.child(ofKind: .typeRef) else { return nil }
            // `extension Outer.Inner<T>`: the last identifier before any `<` or `where`.
            var last: Int32 = -1
            var t = ref.firstToken
            while t <= ref.lastToken {
                let tok = tree.tokens[Int(t)]
                if tok.kind == .binaryOperator || tok.kind == .prefixOperator || tok.kind == .postfixOperator { break }
                if tok.kind == .identifier { last = t }
                t += 1
            }
            guard last >= 0, let h = FileWords.hash(token: last, in: tree) else { return nil }
            return (h, true)
        }
        guard let h = FileWords.hash(nameOf: decl.id, in: tree) else { return nil }
        return (h, false)
    }

    /// The keyword of a declaration (`struct`, `extension`, `func`, …), after its attributes and modifiers.
    static func declarationKeyword(_ decl: Node) -> Keyword {
        let tree = decl.tree
        var t = Int(decl.firstToken)
        let end = Int(decl.lastToken)
        while t <= end {
            let tok = tree.tokens[t]
            if tok.kind == .attribute {
                t += 1
                if t <= end && tree.tokens[t].kind == .leftParen && !tree.tokens[t].spaceBefore { t = skipGroup(tree, t, end) }
                continue
            }
            switch tok.keyword {
            case .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .let, .var: return tok.keyword
            case .class:
                if t + 1 <= end, tree.tokens[t + 1].kind == .identifier, !tree.tokens[t + 1].keyword.isDeclModifier { return .class }
            case .actor:
                if t + 1 <= end && tree.tokens[t + 1].kind == .identifier { return .actor }
            default:
                break
            }
            t += 1
        }
        return .none
    }

    /// The index after the balanced group opening at `t`.
    private static func skipGroup(_ tree: SyntaxTree, _ start: Int, _ end: Int) -> Int {
        var t = start
        var level = 0
        repeat {
            let k = tree.tokens[t].kind
            if k == .leftParen { level += 1 } else if k == .rightParen { level -= 1 }
            t += 1
        } while level > 0 && t <= end
        return t
    }

    /// A named function (not `init`, `deinit`, `subscript`, an operator or an accessor).
    private static func isFunctionName(_ f: Node) -> Bool {
        guard f.nameToken >= 0 else { return false }
        let tok = f.tree.tokens[Int(f.nameToken)]
        guard tok.kind == .identifier else { return false }
        return declarationKeyword(f) == .func
    }

    /// A stored property without observers (assigning it runs no code of the project's).
    private static func isStored(_ b: Node) -> Bool {
        if b.child(ofKind: .codeBlock) != nil { return false }
        for a in b.children where a.kind == .accessor { _ = a; return false }
        return true
    }

    /// Names the frameworks call through a protocol requirement or by convention, without a Swift reference in the
    /// app (`body` of a `View`, `description`, `makeUIView(context:)`…).
    static let frameworkEntryPoints: Set<String> = [
        "body", "makeBody", "makeUIView", "updateUIView", "dismantleUIView", "makeUIViewController",
        "updateUIViewController", "dismantleUIViewController", "makeCoordinator", "sizeThatFits", "description",
        "debugDescription", "hash", "hashValue", "encode", "id", "main", "callAsFunction", "previews",
    ]

    /// Whether a declaration runs without a Swift reference or may be used from outside the linted sources.
    static func isExempt(_ decl: Node, kind: DeclarationFact.Kind, packageCode: Bool) -> Bool {
        let tree = decl.tree
        // The declaration carrying the attributes and modifiers (a binding's is its `var`).
        let holder = decl.kind == .patternBinding ? (decl.parent ?? decl) : decl
        var t = Int(holder.firstToken)
        let end = Int(max(holder.firstToken, holder.lastToken))
        while t <= end {
            let tok = tree.tokens[t]
            if tok.kind == .attribute {
                let name = tree.tokenText(Int32(t))
                switch name {
                case "@objc", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBSegueAction", "@NSManaged", "@main",
                     "@UIApplicationMain", "@NSApplicationMain", "@objcMembers", "@_cdecl", "@_silgen_name",
                     "@_dynamicReplacement", "@GKInspectable":
                    return true
                default:
                    break
                }
                t += 1
                if t <= end && tree.tokens[t].kind == .leftParen && !tree.tokens[t].spaceBefore { t = skipGroup(tree, t, end) }
                continue
            }
            switch tok.keyword {
            case .override, .dynamic, .required: return true
            case .public, .open: if packageCode { return true }
            case .func, .var, .let, .struct, .class, .enum, .protocol, .extension, .actor:
                // The modifiers end here (a `class` modifier is followed by another keyword).
                if tok.keyword != .class || (t + 1 <= end && tree.tokens[t + 1].kind == .identifier
                                             && !tree.tokens[t + 1].keyword.isDeclModifier) {
                    t = end + 1
                    continue
                }
            default:
                break
            }
            t += 1
        }
        if kind != .type, let name = decl.name, frameworkEntryPoints.contains(name) { return true }
        // Members of an `@objcMembers` class are `@objc`.
        var a = holder.parent
        var steps = 0
        while let n = a, steps < 64 {
            steps += 1
            if n.kind == .typeDecl {
                for c in n.children where c.kind == .attribute && c.nameIs("@objcMembers") { return true }
                break
            }
            a = n.parent
        }
        return false
    }

    // MARK: References

    /// What a pass over references needs of its tree, computed once: each node's nearest enclosing type
    /// declaration, the types' name hashes, and (for absent code) the names that locals and parameters of the file
    /// bind — a name no local of the file has needs no shadowing question.
    final class Context {
        let tree: SyntaxTree
        private var nearestType: [Int32]?
        private var typeNames: [Int32: UInt32] = [:]
        /// Names bound by locals, parameters and patterns anywhere in the file (nil: not computed).
        private var localNames: WordSet?

        init(_ tree: SyntaxTree) { self.tree = tree }

        /// The hashes of the types around node `id`, innermost first.
        func scopes(of id: Int32) -> [UInt32] {
            if nearestType == nil {
                let nodes = tree.nodes
                var out = [Int32](repeating: -1, count: nodes.count)
                var i = nodes.count - 1
                while i >= 0 {
                    let p = nodes[i].parent
                    if p > Int32(i) && Int(p) < nodes.count { out[i] = nodes[Int(p)].kind == .typeDecl ? p : out[Int(p)] }
                    i -= 1
                }
                nearestType = out
            }
            var out: [UInt32] = []
            var t = nearestType![Int(id)]
            while t >= 0 && out.count < Reference.maxScopes {
                if let h = typeNames[t] {
                    if h != 0 { out.append(h) }
                } else {
                    let h = ReferenceScan.typeName(Node(tree: tree, id: t))?.0 ?? 0
                    typeNames[t] = h
                    if h != 0 { out.append(h) }
                }
                t = nearestType![Int(t)]
            }
            return out
        }

        /// A declaration a code block's statement makes: the statement's start and whether the name is one of a tuple
        /// pattern's (`let (a, b) = …`).
        struct BlockDeclaration { var offset: Int; var inTuple: Bool }
        private var blockDeclarations: [Int32: [UInt32: [BlockDeclaration]]] = [:]

        /// The names the statements of `block` declare — `let`/`var` bindings (a tuple pattern's identifiers marked),
        /// a `guard`'s optional bindings, nested functions — in statement order, made once a block.
        func declarations(inBlock block: Node) -> [UInt32: [BlockDeclaration]] {
            if let known = blockDeclarations[block.id] { return known }
            var out: [UInt32: [BlockDeclaration]] = [:]
            func add(_ token: Int32, _ offset: Int, tuple: Bool) {
                if token >= 0, let h = FileWords.hash(token: token, in: tree) { out[h, default: []].append(BlockDeclaration(offset: offset, inTuple: tuple)) }
            }
            for s in block.children {
                switch s.kind {
                case .varDecl:
                    for b in s.children where b.kind == .patternBinding {
                        if b.nameToken >= 0 {
                            add(b.nameToken, s.startOffset, tuple: false)
                        } else if let first = b.firstChild, first.firstToken >= 0 {
                            var t = first.firstToken
                            while t <= first.lastToken {
                                if tree.tokens[Int(t)].kind == .identifier { add(t, s.startOffset, tuple: true) }
                                t += 1
                            }
                        }
                    }
                case .guardStmt:
                    if let list = s.child(ofKind: .conditionList) {
                        for b in list.children where b.kind == .optionalBinding { add(b.nameToken, s.startOffset, tuple: false) }
                    }
                case .funcDecl:
                    add(s.nameToken, s.startOffset, tuple: false)
                default:
                    break
                }
            }
            blockDeclarations[block.id] = out
            return out
        }

        /// Whether some local, parameter or pattern of the file may bind a name of this hash.
        func mayBeLocal(_ name: UInt32) -> Bool {
            if localNames == nil {
                var names = WordSet(capacity: 64)
                let nodes = tree.nodes
                for i in nodes.indices {
                    switch nodes[i].kind {
                    case .parameter, .patternBinding, .optionalBinding, .forStmt, .funcDecl:
                        if nodes[i].nameToken >= 0, let h = FileWords.hash(token: nodes[i].nameToken, in: tree) { names.insert(h) }
                        if nodes[i].kind == .patternBinding && nodes[i].nameToken < 0 || nodes[i].kind == .forStmt {
                            addIdentifiers(nodes[i], to: &names)
                        }
                    case .caseLabel, .closureSignature, .catchClause:
                        addIdentifiers(nodes[i], to: &names)
                    default:
                        break
                    }
                }
                localNames = names
            }
            return localNames!.contains(name)
        }

        private func addIdentifiers(_ r: RawNode, to names: inout WordSet) {
            guard r.firstToken >= 0 else { return }
            var t = r.firstToken
            // (A `for` statement's pattern ends at `in`; a catch clause's at its block.)
            while t <= r.lastToken {
                let tok = tree.tokens[Int(t)]
                if tok.keyword == .in || tok.kind == .leftBrace { break }
                if tok.kind == .identifier, let h = FileWords.hash(token: t, in: tree) { names.insert(h) }
                t += 1
            }
        }
    }

    /// Calls `body` with each reference in the subtree of `root` whose name `wanted` accepts, and the token it is
    /// at: identifiers, member accesses, type names, attribute names, key paths, and (present code) the words of
    /// string interpolations and of unread tokens. Absent subtrees are skipped unless `includeAbsent`.
    static func forEachReference(in root: Node, context: Context, shadowing: Shadowing, includeAbsent: Bool,
                                 wanted: (UInt32) -> Bool = { _ in true }, _ body: (Reference, Int32) -> Void) {
        let tree = root.tree
        var stack: [Int32] = [root.id]
        var steps = 0
        while let id = stack.popLast(), steps < 10_000_000 {
            steps += 1
            if !includeAbsent && tree.isAbsent(id) { continue }
            let r = tree.nodes[Int(id)]
            switch r.kind {
            case .identifier:
                if r.nameToken >= 0, let h = FileWords.hash(token: r.nameToken, in: tree), wanted(h),
                   let ref = bareReference(Node(tree: tree, id: id), h, context, shadowing: shadowing) {
                    body(ref, r.nameToken)
                }
            case .memberAccess:
                if r.nameToken >= 0, tree.tokens[Int(r.nameToken)].kind == .identifier,
                   let h = FileWords.hash(token: r.nameToken, in: tree), wanted(h) {
                    body(memberReference(Node(tree: tree, id: id), h, context), r.nameToken)
                }
            case .typeRef:
                forEachWordToken(tree, r.firstToken, r.lastToken) { t, h in
                    if wanted(h) { body(Reference(name: h, form: .type, scopes: context.scopes(of: id)), t) }
                }
            case .attribute:
                if r.nameToken >= 0, let h = FileWords.hash(token: r.nameToken, in: tree), wanted(h) {
                    body(Reference(name: h, form: .type, scopes: context.scopes(of: id)), r.nameToken)
                }
            case .keyPath:
                forEachWordToken(tree, r.firstToken, r.lastToken) { t, h in
                    if wanted(h) { body(Reference(name: h, form: .member, scopes: context.scopes(of: id)), t) }
                }
            case .stringLiteral where !includeAbsent && r.flags.contains(.interpolated),
                 .unknown where !includeAbsent, .enumCaseDecl where !includeAbsent:
                forEachAnyWord(tree, r.firstToken, r.lastToken) { t, h in
                    if wanted(h) { body(Reference(name: h, form: .any, scopes: context.scopes(of: id)), t) }
                }
            default:
                break
            }
            var k = Int(r.childStart) + Int(r.childCount) - 1
            while k >= Int(r.childStart) {
                stack.append(tree.childIDs[k])
                k -= 1
            }
        }
    }

    /// `x`: a bare reference (or an assignment to `x`), unless a local or parameter shadows it or it binds a
    /// pattern (`case let .a(x)`). `h` is the name's hash.
    private static func bareReference(_ n: Node, _ h: UInt32, _ context: Context, shadowing: Shadowing) -> Reference? {
        let tree = n.tree
        let first = tree.tokens[Int(n.nameToken)]
        guard first.kind == .identifier else { return nil }
        let b = tree.source.bytes[Int(first.offset)]
        if b == 0x24 && first.length >= 2 && tree.source.bytes[Int(first.offset) + 1] <= 0x39 { return nil }  // `$0`
        if b == 0x5F && first.length == 1 { return nil }   // `_`
        if isPatternBinding(n) { return nil }
        if shadowing == .certain || context.mayBeLocal(h) {
            if shadowed(h, at: n, shadowing, context) { return nil }
        }
        let form: Reference.Form = isAssigned(n) ? .bareAssignment : .bare
        return Reference(name: h, form: form, scopes: context.scopes(of: n.id))
    }

    /// `expr.x`, `self.x`, `.x`.
    private static func memberReference(_ n: Node, _ h: UInt32, _ context: Context) -> Reference {
        let tree = n.tree
        let assigned = isAssigned(n)
        if let base = n.firstChild?.unparenthesized, base.kind == .identifier,
           tree.nameToken(base.id, isKeyword: .self) || tree.nameToken(base.id, isKeyword: .Self) {
            return Reference(name: h, form: assigned ? .bareAssignment : .bare, scopes: context.scopes(of: n.id))
        }
        return Reference(name: h, form: assigned ? .memberAssignment : .member, scopes: context.scopes(of: n.id))
    }

    /// The left-hand side of a plain `=` (`x = 1`, `self.x = 1`, `a.x = 1`; not `x += 1`, not `x.y = 1` for `x`).
    private static func isAssigned(_ n: Node) -> Bool {
        guard let p = n.parent, p.kind == .binary, p.firstChild == n, p.tree.token(p.nameToken, is: "=") else { return false }
        // `if case .a = x`, optional bindings: patterns, not assignments.
        if let g = p.parent, g.kind == .optionalBinding || g.kind == .caseLabel { return false }
        return true
    }

    /// An identifier that a pattern binds: after `let`/`var` in a `case` label or optional binding pattern.
    private static func isPatternBinding(_ n: Node) -> Bool {
        var a = n.parent
        var steps = 0
        var inPattern = false
        while let p = a, steps < 16 {
            steps += 1
            if p.kind == .caseLabel || p.kind == .optionalBinding || p.kind == .catchClause { inPattern = true; break }
            if p.kind == .codeBlock || p.kind == .closure || p.kind == .funcDecl || p.kind == .initializer { break }
            a = p.parent
        }
        guard inPattern, let p = a else { return false }
        // A `let` or `var` between the pattern's start and the name, and no `=` (the value bound is no pattern).
        let tree = n.tree
        var t = n.nameToken - 1
        while t >= p.firstToken {
            let tok = tree.tokens[Int(t)]
            if tok.kind == .binaryOperator && tree.token(t, is: "=") { return false }
            let k = tok.keyword
            if k == .let || k == .var { return true }
            if tok.kind == .keyword && (k == .case || k == .in || k == .where || k == .catch) { break }
            t -= 1
        }
        return false
    }

    /// Whether a local or parameter whose name hashes to `name` shadows the name at `use` (see `Shadowing`).
    static func shadowed(_ name: UInt32, at use: Node, _ policy: Shadowing, _ context: Context) -> Bool {
        let tree = use.tree
        func named(_ n: Node) -> Bool { n.nameToken >= 0 && FileWords.hash(token: n.nameToken, in: tree) == name }
        /// An identifier token of `n` with the name.
        func mentions(_ n: Node) -> Bool {
            guard n.firstToken >= 0 else { return false }
            var t = n.firstToken
            while t <= n.lastToken {
                if tree.tokens[Int(t)].kind == .identifier && FileWords.hash(token: t, in: tree) == name { return true }
                t += 1
            }
            return false
        }
        let start = use.startOffset
        var a = use.parent
        var child = use
        var steps = 0
        while let node = a, steps < 10_000 {
            steps += 1
            switch node.kind {
            case .typeDecl, .sourceFile:
                return false
            case .codeBlock:
                if node.parent?.kind == .typeDecl { return false }
                // The block's declarations by name, listed once a block (`Context.declarations(inBlock:)`): a lookup
                // a use, not a scan of the block's statements (issue 21: linear in the statements).
                for d in context.declarations(inBlock: node)[name] ?? [] {
                    // `.certain`: only the statements before the one holding the use.
                    if policy == .certain && d.offset >= child.startOffset { continue }
                    // `let (a, b) = …`: the names of a tuple pattern (only what may be in scope counts).
                    if d.inTuple && policy != .possible { continue }
                    return true
                }
            case .ifStmt, .whileStmt, .guardStmt:
                if node.kind != .guardStmt || child.kind == .conditionList, let list = node.child(ofKind: .conditionList) {
                    let inElse = node.kind == .ifStmt && child.kind != .conditionList && child.id != node.child(1)?.id
                    if !(inElse && policy == .certain) {
                        for b in list.children where b.kind == .optionalBinding && b.startOffset < start && named(b) { return true }
                    }
                }
            case .forStmt:
                if named(node) { return true }
                if policy == .possible {
                    var t = node.firstToken + 1
                    while t <= node.lastToken && tree.tokens[Int(t)].keyword != .in {
                        if tree.tokens[Int(t)].kind == .identifier && FileWords.hash(token: t, in: tree) == name { return true }
                        t += 1
                    }
                }
            case .funcDecl:
                for p in node.children where p.kind == .parameter && named(p) { return true }
            case .closure:
                if let sig = node.child(ofKind: .closureSignature) {
                    for p in sig.children where p.kind == .parameter && named(p) { return true }
                    if policy == .possible && mentions(sig) { return true }
                }
            case .switchCase, .catchClause:
                if policy == .possible, let label = node.firstChild, mentions(label) { return true }
            case .accessor:
                if name == newValueWord || name == oldValueWord { return true }
            default:
                break
            }
            child = node
            a = node.parent
        }
        return false
    }

    private static let newValueWord = FileWords.hash("newValue" as StaticString)
    private static let oldValueWord = FileWords.hash("oldValue" as StaticString)

    /// Each identifier token of `first...last` and its word's hash.
    private static func forEachWordToken(_ tree: SyntaxTree, _ first: Int32, _ last: Int32, _ body: (Int32, UInt32) -> Void) {
        guard first >= 0 else { return }
        var t = first
        while t <= last {
            if tree.tokens[Int(t)].kind == .identifier, let h = FileWords.hash(token: t, in: tree) { body(t, h) }
            t += 1
        }
    }

    /// Each word of the tokens `first...last`, string interpolations included.
    private static func forEachAnyWord(_ tree: SyntaxTree, _ first: Int32, _ last: Int32, _ body: (Int32, UInt32) -> Void) {
        guard first >= 0 else { return }
        var t = first
        while t <= last {
            let tok = tree.tokens[Int(t)]
            if tok.kind == .identifier, let h = FileWords.hash(token: t, in: tree) {
                body(t, h)
            } else if tok.kind == .stringLiteral && tok.flags.contains(.interpolated) {
                let token = t
                tree.source.bytes.withUnsafeBufferPointer { buf in
                    FileWords.forEachInterpolatedWord(buf, Int(tok.offset), min(tok.end, buf.count)) { body(token, $0) }
                }
            }
            t += 1
        }
    }
}

extension SyntaxTree {
    /// Whether node `id`'s name token is the keyword `k`.
    func nameToken(_ id: Int32, isKeyword k: Keyword) -> Bool {
        let t = nodes[Int(id)].nameToken
        return t >= 0 && tokens[Int(t)].keyword == k
    }
}

extension Reference {
    /// Whether this reference can resolve to `d` (VOCABULARY.md scope 5): a type by its name in any form; a member by
    /// `expr.x` anywhere or `x` / `self.x` inside the types of `family` (the declaring type, its extensions, and —
    /// `family` says — the types it inherits from or that inherit from it); a global by `x` anywhere. Assigning is
    /// a use only of a property with code to run on it. `present`: a present reference (unread words count too).
    public func matches(_ d: DeclarationFact, family: Set<UInt32>, present: Bool) -> Bool {
        guard name == d.name else { return false }
        switch d.kind {
        case .type:
            return form != .bareAssignment && form != .memberAssignment
        case .function, .computedProperty, .storedProperty:
            switch form {
            case .any: return present
            case .type: return present
            case .member: return true
            case .memberAssignment: return d.kind == .computedProperty
            case .bare, .bareAssignment:
                if form == .bareAssignment && d.kind != .computedProperty { return false }
                if d.containers.isEmpty { return true }
                return isInside(any: family)
            }
        }
    }
}
