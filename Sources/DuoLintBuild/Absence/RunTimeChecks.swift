import DuoLintSyntax

/// VOCABULARY.md *code that runs on an iPhone*, scope 4: the run-time checks of a file evaluated for iPhone Duo — iOS
/// 27.1 (`BuildConfiguration.deviceOSVersion`), idiom `.phone` — in the three-valued logic of `#if` conditions, and
/// the branches they make absent.
///
/// - `#available(iOS N, *)` is true when N ≤ 27.1 and unknown when N > 27.1; other platforms' entries are ignored
///   (`#available(macOS 14, *)` is true); `#unavailable(…)` is the negation.
/// - The idiom — `UIDevice.current.userInterfaceIdiom`, any chain ending in `traitCollection.userInterfaceIdiom`,
///   `UITraitCollection.current.userInterfaceIdiom`, a bare `userInterfaceIdiom` in an extension of `UIDevice` or
///   `UITraitCollection`, or a local `let` bound to one — is `.phone`: `== .phone` is true; `== .pad`, `.mac`,
///   `.tv`, `.vision`, `.carPlay`, `.unspecified` false; `!=` the negation; `if case .pad = idiom` like `==`. A
///   local `let` bound to such a comparison has its value.
/// - A property declared anywhere in the linted sources whose whole value is such a comparison
///   (`static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`) has its value where its name is
///   used (`isPad`, `Device.isPad`, not shadowed by a local or parameter): a cross-file fact, handed in as
///   `ExternalAbsence.idiomProperties` (`ScopeFacts.properties` is the per-file half).
/// - `ProcessInfo.processInfo.isMacCatalystApp` and `….isiOSAppOnMac` are false.
/// - Everything else is unknown; `!`, `&&`, `||`, `,` (`&&`) and parentheses combine.
///
/// Absent: a branch whose condition is false; the `else` of an `if` whose condition is true; the operand of `?:`
/// not taken; the `else` body of a `guard` whose condition is true; the statements after a `guard` whose condition
/// is false, in its block; in a `switch` on the idiom, every case that lists only other idioms, and `default` (and
/// `@unknown default`) when some case lists `.phone`. A case with any other pattern (`case let x`, `case _`) is
/// kept. `while` loops whose condition is false lose their body.
struct RunTimeChecks {
    let tree: SyntaxTree
    let idiomProperties: [String: Bool]
    /// The file mentions `userInterfaceIdiom`.
    let mentionsIdiom: Bool
    /// The file mentions `isMacCatalystApp` or `isiOSAppOnMac`.
    let mentionsMacApp: Bool
    /// How deep a condition, or a chain of local names bound to conditions, is followed.
    static let maxDepth = 32

    init(tree: SyntaxTree, words: FileWords, idiomProperties: [String: Bool]) {
        self.tree = tree
        self.idiomProperties = idiomProperties
        mentionsIdiom = words.contains(RunTimeChecks.idiomWord)
        mentionsMacApp = words.contains(RunTimeChecks.catalystWord) || words.contains(RunTimeChecks.onMacWord)
    }

    static let idiomWord = FileWords.hash("userInterfaceIdiom" as StaticString)
    static let catalystWord = FileWords.hash("isMacCatalystApp" as StaticString)
    static let onMacWord = FileWords.hash("isiOSAppOnMac" as StaticString)

    /// Whether a file with these words can have a run-time check worth evaluating (`#available` / `#unavailable`
    /// are read from the pound tokens).
    static func mayHaveChecks(_ tree: SyntaxTree, _ words: FileWords, idiomProperties: [String: Bool]) -> Bool {
        for id in tree.macroExpansions {
            let t = tree.nodes[Int(id)].nameToken
            if tree.token(t, is: "#available") || tree.token(t, is: "#unavailable") { return true }
        }
        if words.contains(idiomWord) || words.contains(catalystWord) || words.contains(onMacWord) { return true }
        for name in idiomProperties.keys where words.contains(FileWords.hash(name)) { return true }
        return false
    }

    // MARK: Absent branches

    /// Appends to `roots` the nodes the file's run-time checks make absent (their subtrees are absent too).
    /// `isAbsent` tells which nodes are absent already (inactive `#if` clauses, previews): their checks are skipped.
    func findAbsentBranches(into roots: inout [Int32], isAbsent: (Int32) -> Bool) {
        let nodes = tree.nodes
        for i in nodes.indices {
            let kind = nodes[i].kind
            guard kind == .ifStmt || kind == .guardStmt || kind == .whileStmt || kind == .ternary || kind == .switchStmt else { continue }
            let id = Int32(i)
            if isAbsent(id) { continue }
            let n = Node(tree: tree, id: id)
            switch kind {
            case .ifStmt:
                guard let condition = n.child(ofKind: .conditionList) else { continue }
                let v = value(condition, depth: 0)
                let blocks = n.children.filter { $0.kind == .codeBlock || $0.kind == .ifStmt }
                // children: conditionList, then-block, else (a block or an `else if`).
                if v == .false, let then = blocks.first, then.kind == .codeBlock { roots.append(then.id) }
                if v == .true, blocks.count >= 2 { roots.append(blocks[1].id) }
            case .guardStmt:
                guard let condition = n.child(ofKind: .conditionList) else { continue }
                let v = value(condition, depth: 0)
                if v == .true, let body = n.child(ofKind: .codeBlock) { roots.append(body.id) }
                if v == .false, let block = n.parent {
                    var after = false
                    for s in block.children {
                        if after { roots.append(s.id) } else if s.id == id { after = true }
                    }
                }
            case .whileStmt:
                guard let condition = n.child(ofKind: .conditionList) else { continue }
                if value(condition, depth: 0) == .false, let body = n.child(ofKind: .codeBlock) { roots.append(body.id) }
            case .ternary:
                guard n.childCount == 3, let c = n.child(0) else { continue }
                switch value(c, depth: 0) {
                case .true: roots.append(n.child(2)!.id)
                case .false: roots.append(n.child(1)!.id)
                case .unknown: break
                }
            default:  // .switchStmt
                guard mentionsIdiom || !idiomProperties.isEmpty, let subject = n.firstChild, isIdiom(subject, depth: 0) else { continue }
                absentCases(of: n, into: &roots)
            }
        }
    }

    /// The cases of a `switch` on the idiom that never run on iPhone Duo.
    private func absentCases(of switchNode: Node, into roots: inout [Int32]) {
        enum Listing { case phone, otherIdioms, defaultCase, anything }
        var cases: [(Node, Listing)] = []
        // The cases, through `#if` clauses (bounded: a clause is visited once).
        var stack: [Node] = switchNode.children.dropFirst().reversed()
        var steps = 0
        while let c = stack.popLast(), steps < 100_000 {
            steps += 1
            switch c.kind {
            case .switchCase:
                cases.append((c, listing(of: c)))
            case .ifConfig:
                for clause in c.children.reversed() where clause.clauseActivity != .inactive { stack.append(clause) }
            case .ifConfigClause:
                for x in c.children.reversed() { stack.append(x) }
            default:
                break
            }
        }
        func listing(of c: Node) -> Listing {
            guard let label = c.child(ofKind: .caseLabel) else { return .anything }
            let first = tree.tokens[Int(max(0, label.firstToken))]
            if first.keyword == .default || first.kind == .attribute { return .defaultCase }
            var phone = false
            var patterns = 0
            for p in label.children {
                // The `where` clause is no pattern.
                let before = p.firstToken - 1
                if before >= 0 && tree.tokens[Int(before)].keyword == .where { continue }
                patterns += 1
                guard let idiom = RunTimeChecks.idiomMember(p) else { return .anything }
                if idiom == .true { phone = true }
            }
            if patterns == 0 { return .anything }
            return phone ? .phone : .otherIdioms
        }
        let hasPhone = cases.contains { $0.1 == .phone }
        for (c, l) in cases {
            switch l {
            case .otherIdioms: roots.append(c.id)
            case .defaultCase where hasPhone: roots.append(c.id)
            default: break
            }
        }
    }

    // MARK: Values

    /// The value of a condition on iPhone Duo.
    func value(_ e: Node, depth: Int) -> ConditionValue {
        guard depth < RunTimeChecks.maxDepth else { return .unknown }
        let n = e.unparenthesized
        switch n.kind {
        case .conditionList:
            var v = ConditionValue.true
            for c in n.children {
                v = v && value(c, depth: depth + 1)
                if v == .false { return .false }
            }
            return v
        case .prefix:
            guard tree.token(n.nameToken, is: "!"), let operand = n.firstChild else { return .unknown }
            return !value(operand, depth: depth + 1)
        case .binary:
            guard let l = n.child(0), let r = n.child(1) else { return .unknown }
            if tree.token(n.nameToken, is: "&&") { return value(l, depth: depth + 1) && value(r, depth: depth + 1) }
            if tree.token(n.nameToken, is: "||") { return value(l, depth: depth + 1) || value(r, depth: depth + 1) }
            return comparison(n, depth: depth)
        case .macroExpansion:
            if tree.token(n.nameToken, is: "#available") { return availability(n) }
            if tree.token(n.nameToken, is: "#unavailable") { return !availability(n) }
            return .unknown
        case .optionalBinding:
            // `if case .pad = idiom`: a pattern, `=`, the idiom.
            guard let b = n.firstChild, b.kind == .binary, tree.token(b.nameToken, is: "="),
                  let pattern = b.child(0), let subject = b.child(1), isIdiom(subject, depth: depth + 1),
                  let member = RunTimeChecks.idiomMember(pattern) else { return .unknown }
            return member
        case .call:
            return deviceModelTest(n)
        case .memberAccess:
            if mentionsMacApp, n.nameIs("isMacCatalystApp") || n.nameIs("isiOSAppOnMac"), let base = n.firstChild,
               base.kind == .memberAccess, base.nameIs("processInfo"), let root = base.firstChild,
               root.kind == .identifier, root.nameIs("ProcessInfo") {
                return .false
            }
            return property(n)
        case .identifier:
            guard let name = n.name else { return .unknown }
            switch local(name, at: n) {
            case .none:
                return property(n)
            case .some(let binding?):
                guard let v = binding.child(ofKind: .initializer)?.firstChild else { return .unknown }
                return value(v, depth: depth + 1)
            case .some(nil):
                return .unknown
            }
        default:
            return .unknown
        }
    }

    /// `idiom == .pad`, `.phone != idiom`.
    private func comparison(_ n: Node, depth: Int) -> ConditionValue {
        let equal = tree.token(n.nameToken, is: "==")
        guard equal || tree.token(n.nameToken, is: "!="), let l = n.child(0), let r = n.child(1) else { return .unknown }
        let v: ConditionValue
        if let m = RunTimeChecks.idiomMember(r), isIdiom(l, depth: depth + 1) {
            v = m
        } else if let m = RunTimeChecks.idiomMember(l), isIdiom(r, depth: depth + 1) {
            v = m
        } else {
            return .unknown
        }
        return equal ? v : !v
    }

    /// A name used as a condition that may be a property declared somewhere: its value when the cross-file facts
    /// know it; else unknown, and the name is noted.
    private func property(_ n: Node) -> ConditionValue {
        guard let name = n.name, name != "self" else { return .unknown }
        if n.kind == .memberAccess && n.firstChild == nil { return .unknown }   // `.x`
        if let v = idiomProperties[name] { return v ? .true : .false }
        return .unknown
    }

    /// `#available(iOS 17, *)`: true when the iOS entry's version is at most iPhone Duo's, unknown above it; other
    /// platforms are ignored, so with no iOS entry the `*` makes it true.
    private func availability(_ n: Node) -> ConditionValue {
        var star = false
        for a in n.children where a.kind == .argument {
            guard a.firstToken >= 0, a.lastToken >= a.firstToken else { continue }
            let first = a.firstToken
            let platform = tree.tokenText(first)
            if platform == "*" { star = true; continue }
            guard platform == "iOS" else { continue }
            var version = ""
            var t = first + 1
            while t <= a.lastToken { version += tree.tokenText(t); t += 1 }
            guard let v = BuildConfiguration.version(version) else { return .unknown }
            return BuildConfiguration.isAtLeast(BuildConfiguration.deviceOSVersion, v) ? .true : .unknown
        }
        return star ? .true : .unknown
    }

    // MARK: The device model

    /// `UIDevice.current.model.hasPrefix("iPad")` (also `.contains`, and `model` or `self.model` inside an extension of
    /// `UIDevice`): the model is "iPhone" on iPhone Duo, so a test for "iPad" or "iPod" is false and one for "iPhone"
    /// true (Session's `isIPad`, which also catches an iPhone app run on an iPad). Anything else is unknown.
    private func deviceModelTest(_ n: Node) -> ConditionValue {
        guard let callee = n.callee, callee.kind == .memberAccess,
              callee.nameIs("hasPrefix") || callee.nameIs("contains"), n.childCount == 2,
              let argument = n.child(1), argument.kind == .argument, argument.name == nil,
              let text = argument.firstChild?.stringValue, let model = callee.firstChild?.unparenthesized,
              RunTimeChecks.isDeviceModel(model) else { return .unknown }
        switch text {
        case "iPad", "iPod": return .false
        case "iPhone": return .true
        default: return .unknown
        }
    }

    /// `UIDevice.current.model`; `model` or `self.model` inside an extension of `UIDevice`.
    static func isDeviceModel(_ n: Node) -> Bool {
        if n.kind == .identifier { return n.nameIs("model") && inExtension(n, traits: false) }
        guard n.kind == .memberAccess, n.nameIs("model"), let base = n.firstChild?.unparenthesized else { return false }
        if base.kind == .identifier { return base.nameIs("self") && inExtension(n, traits: false) }
        guard base.kind == .memberAccess, base.nameIs("current"), let root = base.firstChild else { return false }
        return root.kind == .identifier && root.nameIs("UIDevice")
    }

    // MARK: The idiom

    /// `.phone` → true, another idiom → false, anything else → nil (also `UIUserInterfaceIdiom.pad`).
    static func idiomMember(_ e: Node) -> ConditionValue? {
        let n = e.unparenthesized
        guard n.kind == .memberAccess else { return nil }
        if let base = n.firstChild {
            guard base.kind == .identifier, base.nameIs("UIUserInterfaceIdiom") else { return nil }
        }
        if n.nameIs("phone") { return .true }
        if n.nameIs("pad") || n.nameIs("mac") || n.nameIs("tv") || n.nameIs("vision") || n.nameIs("carPlay")
            || n.nameIs("unspecified") {
            return .false
        }
        return nil
    }

    /// Whether `e` is the idiom: a chain to `userInterfaceIdiom` (see the type's documentation) or a local `let`
    /// bound to one.
    func isIdiom(_ e: Node, depth: Int) -> Bool {
        guard depth < RunTimeChecks.maxDepth else { return false }
        let n = e.unparenthesized
        if RunTimeChecks.isIdiomChain(n) { return true }
        guard n.kind == .identifier, let name = n.name, case .some(let binding?) = local(name, at: n),
              let v = binding.child(ofKind: .initializer)?.firstChild else { return false }
        return isIdiom(v, depth: depth + 1)
    }

    /// `UIDevice.current.userInterfaceIdiom`, `….traitCollection.userInterfaceIdiom`, `traitCollection.…`,
    /// `UITraitCollection.current.userInterfaceIdiom`; a bare (or `self.`) `userInterfaceIdiom` inside an extension
    /// of `UIDevice` or `UITraitCollection`.
    static func isIdiomChain(_ n: Node) -> Bool {
        let tree = n.tree
        if n.kind == .identifier {
            return n.nameIs("userInterfaceIdiom") && inExtension(n, traits: true)
        }
        guard n.kind == .memberAccess, n.nameIs("userInterfaceIdiom"), let base = n.firstChild?.unparenthesized else { return false }
        switch base.kind {
        case .identifier:
            if base.nameIs("traitCollection") { return true }
            return base.nameIs("self") && inExtension(n, traits: true)
        case .memberAccess:
            if base.nameIs("traitCollection") { return true }
            guard base.nameIs("current"), let root = base.firstChild, root.kind == .identifier else { return false }
            return root.nameIs("UIDevice") || root.nameIs("UITraitCollection")
        case .optionalChain:
            guard let inner = base.firstChild else { return false }
            return inner.kind == .memberAccess && inner.nameIs("traitCollection")
                || inner.kind == .identifier && inner.nameIs("traitCollection")
        default:
            _ = tree
            return false
        }
    }

    /// `n` is inside an extension (or declaration) of `UIDevice`, or also of `UITraitCollection` when `traits`.
    private static func inExtension(_ n: Node, traits: Bool) -> Bool {
        let t = n.tree.enclosingTypeDeclID(n.id)
        guard t >= 0 else { return false }
        let decl = Node(tree: n.tree, id: t)
        return decl.nameIs("UIDevice") || traits && decl.nameIs("UITraitCollection")
    }

    // MARK: Locals

    /// The local declaration `name` refers to at `use`: nil when none (a property or global, maybe), `.some(b)` for a
    /// `let` binding `b` with an initializer declared before the use in a block around it, `.some(nil)` for any other
    /// local or parameter (its value is not known).
    func local(_ name: String, at use: Node) -> Node?? {
        let start = use.startOffset
        var steps = 0
        var a = use.parent
        var child = use
        while let node = a, steps < 10_000 {
            switch node.kind {
            case .typeDecl, .sourceFile:
                return nil
            case .codeBlock:
                if node.parent?.kind == .typeDecl { return nil }   // a member block: its names are properties
                var found: Node?? = nil
                for s in node.children {
                    steps += 1
                    if s.startOffset >= start { break }
                    if s.kind == .varDecl {
                        for b in s.children where b.kind == .patternBinding && b.name == name {
                            found = s.flags.contains(.isLet) && b.child(ofKind: .initializer) != nil ? .some(b) : .some(nil)
                        }
                    } else if s.kind == .guardStmt, let list = s.child(ofKind: .conditionList) {
                        for b in list.children where b.kind == .optionalBinding && b.name == name { found = .some(nil) }
                    } else if s.kind == .funcDecl && s.name == name {
                        found = .some(nil)
                    }
                }
                if let found { return found }
            case .ifStmt, .whileStmt, .guardStmt:
                // A guard's bindings are seen by its later conditions here (after it, by the block's statements);
                // an `if`'s anywhere inside it (its `else` too: a shadow only makes a value unknown).
                if node.kind != .guardStmt || child.kind == .conditionList, let list = node.child(ofKind: .conditionList) {
                    for b in list.children where b.kind == .optionalBinding && b.name == name && b.startOffset < start {
                        return .some(nil)
                    }
                }
            case .forStmt:
                if node.name == name { return .some(nil) }
            case .funcDecl, .closureSignature:
                for p in node.children where p.kind == .parameter && p.name == name { return .some(nil) }
            case .closure:
                if let sig = node.child(ofKind: .closureSignature) {
                    for p in sig.children where p.kind == .parameter && p.name == name { return .some(nil) }
                }
            default:
                break
            }
            child = node
            a = node.parent
            steps += 1
        }
        return nil
    }
}
