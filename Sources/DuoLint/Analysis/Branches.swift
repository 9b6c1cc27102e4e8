/// VOCABULARY.md *branch* and *branch root*, read so that absence cannot hide them.
///
/// `idiom-gated-layout` is reported at an `if`/`switch`/`?:` whose condition is an idiom test, and compares what its
/// branches build. For an iPhone build the iPad branch is absent code (VOCABULARY.md *code that runs on an iPhone*, scope
/// 4: `if UIDevice.current.userInterfaceIdiom == .pad { … }` and `case .pad:` are never run on iPhone Duo), and
/// `Node.walk`, `statements`, `switchCases` and the cross-file index all skip absent code. So everything here reads
/// children straight from the tree and never asks `SyntaxTree.isAbsent`; it skips only what is not compiled at all:
/// inactive `#if` clauses and `#Preview` bodies (`isCompiledOut`).
public enum Branches {
    // MARK: Reading without run-time absence

    /// Not compiled for an iPhone build: an inactive `#if` clause or a `#Preview { }` (whatever the run-time checks
    /// around it say).
    @inline(__always) static func isCompiledOut(_ n: Node) -> Bool {
        switch n.kind {
        case .ifConfigClause: return n.flags.contains(.inactive)
        case .macroExpansion: return n.nameIs("#Preview")
        default: return false
        }
    }

    /// The items of a code block, closure or clause, `#if`s replaced by the items of their compiled clauses, absent
    /// code included.
    public static func statements(_ container: Node) -> [Node] {
        var block = container
        if container.kind == .closure {
            guard let b = container.child(ofKind: .codeBlock) else { return [] }
            block = b
        }
        var out: [Node] = []
        var stack: [Node] = block.children.reversed()
        var steps = 0
        while let c = stack.popLast(), steps < 100_000 {
            steps += 1
            if isCompiledOut(c) { continue }
            if c.kind == .ifConfig || c.kind == .ifConfigClause {
                stack.append(contentsOf: c.children.reversed())
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// Visits `root` and its descendants in source order, absent code included, compiled-out code not; return
    /// false to skip a node's children.
    public static func walk(_ root: Node, _ visit: (Node) -> Bool) {
        let tree = root.tree
        var stack: [Int32] = [root.id]
        var node = root
        while let top = stack.popLast() {
            node.id = top
            if isCompiledOut(node) { continue }
            if !visit(node) { continue }
            let r = tree.nodes[Int(top)]
            var k = Int(r.childStart) + Int(r.childCount) - 1
            while k >= Int(r.childStart) {
                stack.append(tree.childIDs[k])
                k -= 1
            }
        }
    }

    /// One branch of a conditional: its content (a code block, the `else if` statement, or an expression), or nil
    /// for the empty second branch of an `if` with no `else`.
    public struct Branch {
        public var content: Node?
        /// The `case` label of a `switch` branch.
        public var label: Node?
    }

    /// The two branches of an `if`: its then-block, and its else-block or `else if` (nil without an `else`).
    public static func branches(ofIf n: Node) -> [Branch] {
        guard n.kind == .ifStmt else { return [] }
        var then: Node?
        var other: Node?
        for c in n.children where c.kind == .codeBlock || c.kind == .ifStmt {
            if then == nil, c.kind == .codeBlock { then = c } else if then != nil { other = c }
        }
        return [Branch(content: then), Branch(content: other)]
    }

    /// The cases of a `switch`, through `#if`s, absent ones included.
    public static func branches(ofSwitch n: Node) -> [Branch] {
        guard n.kind == .switchStmt else { return [] }
        var out: [Branch] = []
        var stack: [Node] = n.children.dropFirst().reversed()
        var steps = 0
        while let c = stack.popLast(), steps < 10_000 {
            steps += 1
            if isCompiledOut(c) { continue }
            switch c.kind {
            case .switchCase:
                out.append(Branch(content: c.child(ofKind: .codeBlock), label: c.child(ofKind: .caseLabel)))
            case .ifConfig, .ifConfigClause:
                stack.append(contentsOf: c.children.reversed())
            default:
                break
            }
        }
        return out
    }

    /// The two arms of a `?:`.
    public static func branches(ofTernary n: Node) -> [Branch] {
        guard n.kind == .ternary, n.childCount == 3 else { return [] }
        return [Branch(content: n.child(1)), Branch(content: n.child(2))]
    }

    /// Whether a `case` label lists the implicit member `name` (`case .pad:`, `case .pad, .mac:`,
    /// `case UIUserInterfaceIdiom.pad:`).
    public static func caseLabel(_ label: Node?, lists name: StaticString) -> Bool {
        guard let label else { return false }
        for p in label.children where p.kind == .memberAccess && p.nameIs(name) { return true }
        return false
    }

    /// `default:` / `@unknown default:` (a label with no pattern).
    public static func isDefault(_ label: Node?) -> Bool {
        guard let label else { return false }
        return label.childCount == 0
    }

    // MARK: Branch roots

    /// What a branch builds (VOCABULARY.md *branch root*), looked through modifiers, `Group`, `AnyView(…)` and the same
    /// type's view-building members; a custom view type is named, to be followed across files.
    public enum Root: Hashable, Sendable {
        /// Nothing: an empty branch, `EmptyView()`, or only statements that build no view.
        case none
        /// Several sibling views: no single root.
        case several
        /// A view that is not a custom type (`HStack`, `NavigationSplitView`, `AnyLayout(HStackLayout)`, `Text`…).
        case view(String)
        /// A custom view type (its body's root decides).
        case custom(String)
    }

    /// The kinds of root that choose a layout (Rules/idiom-gated-layout.md (a)).
    public static let containerKinds: Set<String> = [
        "HStack", "VStack", "ZStack", "Grid", "LazyVGrid", "LazyHGrid", "List", "Form", "ScrollView", "ArrangementView",
        "NavigationStack", "NavigationSplitView", "NavigationView", "TabView",
        "AnyLayout(HStackLayout)", "AnyLayout(VStackLayout)", "HStackLayout", "VStackLayout",
    ]

    /// Words of a custom type's name that make it a pane of a layout (`Sidebar`, `DetailColumn`, `InspectorPane`).
    public static let paneWords: Set<String> = ["sidebar", "column", "columns", "pane", "split", "detail", "master", "inspector"]

    /// The root of a branch's content, with the node that builds it.
    public static func root(of content: Node?, members: TypeMembers?) -> (root: Root, node: Node?) {
        guard var current = content else { return (.none, nil) }
        var expanded: Set<Int32> = []
        var steps = 0
        while steps < 64 {
            steps += 1
            // A block: its single view statement.
            if current.kind == .codeBlock || current.kind == .closure {
                let views = statements(current).compactMap { viewExpression($0, members: members) }
                if views.isEmpty { return (.none, nil) }
                if views.count > 1 { return (.several, nil) }
                current = views[0]
                continue
            }
            if current.kind == .ifStmt || current.kind == .switchStmt { return (.view("conditional"), current) }
            let core = current.strippingModifiers
            // A same-type member (`padLayout`, `makeSidebar()`): its body.
            if let members, let body = members.viewBody(referencedBy: core), !expanded.contains(body.id) {
                expanded.insert(body.id)
                current = body
                continue
            }
            guard core.kind == .call, let name = core.constructedTypeName else { return (.view("other"), core) }
            switch name {
            case "Group":
                guard let c = core.closureArguments.last else { return (.none, nil) }
                current = c
                continue
            case "AnyView":
                guard let v = core.arguments.first(where: { !$0.isTrailingClosure })?.value else { return (.view(name), core) }
                current = v
                continue
            case "EmptyView":
                return (.none, nil)
            case "AnyLayout":
                if let v = core.arguments.first?.value?.strippingModifiers, v.kind == .call, let inner = v.constructedTypeName {
                    return (.view("AnyLayout(\(inner))"), core)
                }
                return (.view(name), core)
            default:
                break
            }
            if ViewContent.knownNonCustomTypes.contains(name) || !startsUppercase(name) { return (.view(name), core) }
            return (.custom(name), core)
        }
        return (.view("other"), nil)
    }

    /// The view a statement of a view builder builds, or nil for statements that build none (declarations,
    /// assignments, calls of functions that are not views or same-type view members).
    static func viewExpression(_ s: Node, members: TypeMembers?) -> Node? {
        switch s.kind {
        case .varDecl, .funcDecl, .typeDecl, .deferStmt, .jumpStmt, .throwStmt, .guardStmt, .forStmt, .whileStmt,
             .repeatStmt, .doStmt, .importDecl, .typealiasDecl, .enumCaseDecl, .unknown:
            return nil
        case .returnStmt:
            guard let v = s.firstChild else { return nil }
            return viewExpression(v, members: members)
        case .ifStmt, .switchStmt:
            return s
        case .binary:
            return nil
        default:
            let core = s.strippingModifiers
            if let members, members.viewBody(referencedBy: core) != nil { return s }
            guard core.kind == .call, let name = core.constructedTypeName, startsUppercase(name) else { return nil }
            return s
        }
    }

    static func startsUppercase(_ name: String) -> Bool {
        guard let b = name.utf8.first else { return false }
        if b < 0x80 { return b >= 0x41 && b <= 0x5A }
        return name.unicodeScalars.first!.properties.isUppercase
    }

    /// A custom type whose name makes it a pane (*name words*: `sidebar`, `column`, `pane`, `split`, `detail`,
    /// `master`, `inspector`).
    public static func isPaneName(_ name: String) -> Bool { NameWords.containsAny(name, paneWords) }

    /// Rules/idiom-gated-layout.md (a), once custom roots are resolved: the roots are of different kinds and one
    /// is a container, or one branch is empty and the other's root is a container or a pane-named custom type.
    /// `a` / `b`: the resolved kinds (nil: empty), and the custom type names they were reached through.
    public static func containersDiffer(_ a: ResolvedRoot, _ b: ResolvedRoot) -> Bool {
        switch (a, b) {
        case (.several, _), (_, .several): return false
        case (.none, .none): return false
        case (.none, .kind(let k, let via)), (.kind(let k, let via), .none):
            return containerKinds.contains(k) || via.contains(where: isPaneName)
        case (.kind(let x, _), .kind(let y, _)):
            return x != y && (containerKinds.contains(x) || containerKinds.contains(y))
        }
    }

    /// A branch root after following custom view types to the root of their body: a kind (the custom name itself
    /// when its body is not known), with the custom types it was reached through.
    public enum ResolvedRoot: Hashable, Sendable {
        case none
        case several
        case kind(String, via: [String])
    }
}

/// The structural differences Rules/idiom-gated-layout.md (b)–(d) and its UIKit (a) look for, per branch: what a
/// branch sets that picks columns, a split or stack style, or a presentation. Keys name the setting; two branches
/// choose a layout when they set the same key to different values.
public struct LayoutChoices: Hashable {
    public var values: [String: String] = [:]
    /// `.sheet`, `.fullScreenCover`, `.popover` modifiers used in the branch.
    public var presentations: Set<String> = []
    /// The branch creates a `UISplitViewController`.
    public var createsSplitViewController = false
    /// The branch creates a `UINavigationController` or `UITabBarController`.
    public var createsOtherContainer = false

    static let countWords: Set<String> = ["column", "columns", "row", "rows"]
    /// Words that make a column or row name a size, not a count (`rowHeight`, `columnSpacing`).
    static let sizeWords: Set<String> = ["height", "width", "spacing", "padding", "size", "inset", "insets", "margin",
                                         "margins", "gap", "offset"]
    static let axes: Set<String> = ["horizontal", "vertical"]
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Assignment targets whose member value picks a split, a stack axis or a presentation.
    static let styleTargets: Set<String> = ["preferredDisplayMode", "preferredSplitBehavior", "modalPresentationStyle", "axis"]

    /// Whether the two branches choose different layouts by (b) counts, (c) split or stack settings, (d)
    /// presentations, or UIKit (a) a split view controller in one branch only.
    public func differs(from other: LayoutChoices) -> Bool {
        if createsSplitViewController != other.createsSplitViewController { return true }
        for (k, v) in values { if let w = other.values[k], w != v { return true } }
        if !presentations.isEmpty, !other.presentations.isEmpty, presentations != other.presentations { return true }
        return false
    }

    /// The choices a branch makes (absent code read too).
    /// `context`: for a conditional used as a value (a `?:`, an `if` or `switch` expression), the setting its value
    /// goes to (`contextKey(of:)`): then each arm's value (a `?:` arm, or a branch's single expression) is recorded
    /// under it.
    public static func of(_ branch: Node?, constants: FileConstants, context: String? = nil) -> LayoutChoices {
        var out = LayoutChoices()
        guard let branch else { return out }
        if let context {
            var arm: Node? = branch
            if branch.kind == .codeBlock {
                let stmts = Branches.statements(branch)
                arm = stmts.count == 1 ? stmts[0] : nil
            }
            // A count (`name:`, `label:`, `key:`, the `count:` of grid items and layout groups) is an integer literal.
            let isCount = !(styleTargets.contains(context) || context == "axis" || context == "columnVisibility"
                            || context == "splitStyle" || context.hasSuffix("Visibility"))
            if let arm, let v = armValue(arm, constants: constants, numeric: isCount) { out.values[context] = v }
        }
        var steps = 0
        Branches.walk(branch) { n in
            steps += 1
            if steps > 20_000 { return false }
            switch n.kind {
            case .arrayLiteral:
                let elements = n.children
                if !elements.isEmpty, out.values["gridItems"] == nil,
                   elements.allSatisfy({ $0.strippingModifiers.kind == .call && $0.strippingModifiers.calleeIs("GridItem") }) {
                    out.values["gridItems"] = String(elements.count)
                }
            case .call:
                out.record(call: n, constants: constants)
            case .binary:
                guard let op = LayoutContext.operatorText(n), op == "=", let lhs = n.firstChild, let rhs = n.child(1),
                      let last = lhs.memberChain?.last else { break }
                out.record(target: last, value: rhs, constants: constants)
            case .patternBinding:
                if let name = n.name, let v = n.initializerValue { out.record(target: name, value: v, constants: constants) }
            default:
                break
            }
            return true
        }
        return out
    }

    private mutating func record(call n: Node, constants: FileConstants) {
        if let name = n.constructedTypeName {
            if name.hasSuffix("SplitViewController") {
                createsSplitViewController = true
                if let style = n.argumentValue("style"), let v = LayoutChoices.value(style, constants: constants) {
                    values["splitStyle"] = v
                }
            } else if name.hasSuffix("NavigationController") || name.hasSuffix("TabBarController") {
                createsOtherContainer = true
            } else if name == "Array", let rep = n.argumentValue("repeating"), rep.strippingModifiers.kind == .call,
                      rep.strippingModifiers.calleeIs("GridItem"), let c = n.argumentValue("count"),
                      let v = LayoutChoices.value(c, constants: constants) {
                values["gridRepeat"] = v
            }
        }
        if n.isModifierCall, let m = n.calleeName, LayoutChoices.presentationModifiers.contains(m) { presentations.insert(m) }
        if LayoutChoices.isCollectionLayoutGroup(n), let c = n.argumentValue("count"),
           let v = LayoutChoices.value(c, constants: constants) {
            values["groupCount"] = v
        }
        for a in n.arguments {
            guard let label = a.label, let v = a.value else { continue }
            if label == "columnVisibility" || label == "axis" && (n.calleeName?.contains("Stack") ?? false),
               let s = LayoutChoices.value(v, constants: constants), label != "axis" || LayoutChoices.axes.contains(s) {
                values[label] = s
            } else if LayoutChoices.isCountName(label), v.numericValue != nil || constants.literalValue(v) != nil,
                      let s = LayoutChoices.value(v, constants: constants) {
                values["label:" + label] = s
            }
        }
    }

    private mutating func record(target: String, value v: Node, constants: FileConstants) {
        if LayoutChoices.styleTargets.contains(target) || NameWords.split(target).suffix(2) == ["column", "visibility"] {
            if let s = LayoutChoices.value(v, constants: constants), v.unparenthesized.kind == .memberAccess,
               target != "axis" || LayoutChoices.axes.contains(s) {
                values[target] = s
            }
        } else if LayoutChoices.isCountName(target), constants.literalValue(v) != nil,
                  let s = LayoutChoices.value(v, constants: constants) {
            values["name:" + target] = s
        }
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)` and friends.
    static func isCollectionLayoutGroup(_ n: Node) -> Bool {
        guard n.kind == .call, let callee = n.firstChild, callee.kind == .memberAccess,
              let base = callee.firstChild, base.kind == .identifier else { return false }
        return base.nameIs("NSCollectionLayoutGroup")
    }

    /// A name that counts columns or rows (`columns`, `numberOfRows`, `gridColumnCount`), not one that sizes them.
    static func isCountName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.contains(where: countWords.contains) && !words.contains(where: sizeWords.contains)
    }

    /// A literal's value, or an implicit or enum member's name, as text (`4`, `formSheet`, `.constant(.all)` → all).
    static func value(_ v: Node, constants: FileConstants) -> String? {
        let n = v.unparenthesized
        if let d = constants.literalValue(n) { return String(d) }
        if n.kind == .memberAccess, let name = n.name { return name }
        if n.kind == .call, n.calleeIs("constant"), let a = n.arguments.first?.value { return value(a, constants: constants) }
        return nil
    }

    /// An arm's value: a literal or member (`value`), or the values of a nested `?:` (`isLandscape ? 6 : 4` → 4,6).
    static func armValue(_ arm: Node, constants: FileConstants, numeric: Bool) -> String? {
        let n = arm.unparenthesized
        if n.kind == .ternary, n.childCount == 3, let a = n.child(1), let b = n.child(2),
           let x = armValue(a, constants: constants, numeric: numeric), let y = armValue(b, constants: constants, numeric: numeric) {
            return [x, y].sorted().joined(separator: ",")
        }
        if numeric { return constants.literalValue(n).map { String($0) } }
        return value(n, constants: constants)
    }

    /// For a conditional used as a value (a `?:`, or an `if` / `switch` expression): the setting its value goes to —
    /// an argument label (`count:` of `Array(repeating: GridItem…)`, `columns:`, `axis:`), a binding's or assignment
    /// target's name, a dictionary key (`"Appearance.portraitRows": isPad ? 5 : 2`). A local whose every use is a
    /// comparison (a default compared with a stored setting) picks nothing.
    public static func contextKey(of conditional: Node) -> String? {
        var n = conditional
        var steps = 0
        while steps < 20, let p = n.parent, p.kind == .tuple && p.childCount == 1 || p.kind == .argument && p.parent?.kind == .tuple {
            steps += 1
            n = p
        }
        guard let p = n.parent else { return nil }
        switch p.kind {
        case .argument:
            guard let label = p.label, let call = p.parent, call.kind == .call else { return nil }
            if label == "count" {
                if call.calleeIs("Array"), let rep = call.argumentValue("repeating"), rep.strippingModifiers.kind == .call,
                   rep.strippingModifiers.calleeIs("GridItem") { return "gridRepeat" }
                if isCollectionLayoutGroup(call) { return "groupCount" }
                return nil
            }
            if label == "columnVisibility" || label == "axis" && (call.calleeName?.contains("Stack") ?? false) { return label }
            if label == "style", let t = call.constructedTypeName, t.hasSuffix("SplitViewController") { return "splitStyle" }
            return isCountName(label) ? "label:" + label : nil
        case .initializer:
            guard let owner = p.parent, let name = owner.name else { return nil }
            if owner.kind == .patternBinding, isOnlyCompared(name, boundAt: owner) { return nil }
            return key(forTarget: name)
        case .binary:
            guard LayoutContext.operatorText(p) == "=", p.child(1) == n, let last = p.firstChild?.memberChain?.last else { return nil }
            return key(forTarget: last)
        case .dictionaryElement:
            guard p.child(1) == n, let k = p.child(0)?.stringValue, let segment = k.split(separator: ".").last,
                  isCountName(String(segment)) else { return nil }
            return "key:" + k
        default:
            return nil
        }
    }

    /// A local `name` (bound at `binding`) whose every later use in its block is an operand of a comparison.
    static func isOnlyCompared(_ name: String, boundAt binding: Node) -> Bool {
        guard let decl = binding.parent, let block = decl.parentSkippingIfConfig, block.kind == .codeBlock,
              block.parent?.kind != .typeDecl else { return false }
        var uses = 0
        var other = false
        let from = binding.lastToken
        block.walk { x in
            if other { return false }
            if x.lastToken < from { return false }
            if x.kind == .identifier, x.firstToken > from, x.name == name {
                uses += 1
                var y = x
                while let q = y.parent, q.kind == .tuple { y = q }
                if let q = y.parent, q.kind == .binary, let op = LayoutContext.operatorText(q),
                   LayoutContext.comparisonOperators.contains(op) { return true }
                other = true
            }
            return true
        }
        return uses > 0 && !other
    }

    private static func key(forTarget name: String) -> String? {
        if styleTargets.contains(name) || NameWords.split(name).suffix(2) == ["column", "visibility"] { return name }
        return isCountName(name) ? "name:" + name : nil
    }
}
