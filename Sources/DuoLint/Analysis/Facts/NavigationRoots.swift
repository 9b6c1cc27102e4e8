/// Rules/left-items-supplement-back-button.md: the view controllers that every file of the project instantiates only
/// as a navigation controller's root (which shows no back button, so `leftItemsSupplementBackButton` has none to keep).
///
/// The names followed are those of controllers by their name's ending (`…Controller`, `…VC`): a controller named
/// otherwise is never exempted. Every other mention of such a name (another construction, a type annotation, a cast,
/// `X.self`, a superclass in `class Sub: X`, a static member `X.make()`, code in any `#if` branch) counts against it,
/// so that a controller also pushed, shown, made by a factory or from a storyboard cast, or subclassed stays reported.
public struct NavigationRootFacts: Sendable, Hashable {
    /// Controllers constructed here as `…NavigationController(rootViewController: X(…))`, directly or through a local
    /// `let` whose every use as a value is such an argument.
    public var roots: [String] = []
    /// Controllers named here in any other way.
    public var otherMentions: [String] = []
    /// Methods whose return type names `UIBarButtonItem` (for the left items set to their results, `LeftItemsCall`).
    public var barItemMethods: [BarItemMethod] = []
    public init() {}
}

enum NavigationRoots {
    /// The name ends like a view controller's (`…Controller`, `…VC`) and starts with an upper-case letter.
    static func isControllerName(_ tree: SyntaxTree, token t: Int32) -> Bool {
        let tok = tree.tokens[Int(t)]
        let len = Int(tok.length)
        guard len >= 3 else { return false }
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            let start = Int(tok.offset), end = start + len
            guard buf[start] >= 0x41 && buf[start] <= 0x5A else { return false }
            if buf[end - 2] == 0x56 && buf[end - 1] == 0x43 { return true }   // "VC"
            let suffix = Array("Controller".utf8)
            guard len > suffix.count else { return false }
            for k in 0..<suffix.count where buf[end - suffix.count + k] != suffix[k] { return false }
            return true
        }
    }

    /// The file's facts: one pass over the calls (the navigation roots), one over the tokens (every other mention).
    static func facts(_ tree: SyntaxTree, _ uses: NameUses) -> NavigationRootFacts {
        var rootTokens: Set<Int32> = []
        var roots: Set<String> = []
        var skipped: Set<Int32> = []
        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            let kind = tree.nodes[raw].kind
            let node = Node(tree: tree, id: Int32(raw))
            if kind == .typeDecl {
                // The declared (or extended) name itself is no mention.
                skipped.insert(node.nameToken)
                continue
            }
            guard kind == .call, let type = node.constructedTypeNameNode, isControllerName(tree, token: type.nameToken),
                  isNavigationRoot(node, uses) else { continue }
            rootTokens.insert(type.nameToken)
            if let name = type.name { roots.insert(name) }
        }
        var others: Set<String> = []
        for t in tree.tokens.indices where tree.tokens[t].kind == .identifier {
            let id = Int32(t)
            guard !rootTokens.contains(id), !skipped.contains(id), isControllerName(tree, token: id) else { continue }
            others.insert(tree.tokenText(id))
        }
        var out = NavigationRootFacts()
        out.roots = roots.sorted()
        out.otherMentions = others.sorted()
        return out
    }

    /// `call` is the `rootViewController:` argument of a `…NavigationController(…)` construction, or the value of a
    /// local `let` whose every use as a value is one.
    static func isNavigationRoot(_ call: Node, _ uses: NameUses) -> Bool {
        guard let parent = call.parent else { return false }
        if isRootArgument(call) { return true }
        guard parent.kind == .initializer, let binding = parent.parent, binding.kind == .patternBinding,
              let decl = binding.parent, decl.kind == .varDecl, decl.declKeyword == .let,
              decl.parent?.parent?.kind != .typeDecl, let name = binding.name else { return false }
        let values = uses.values(named: name, excluding: binding)
        return !values.isEmpty && values.allSatisfy { $0.kind == .identifier && isRootArgument($0) }
    }

    /// `value` is the `rootViewController:` argument of a construction of a type named `…NavigationController`.
    private static func isRootArgument(_ value: Node) -> Bool {
        guard let argument = value.parent, argument.kind == .argument, argument.nameIs("rootViewController"),
              let call = argument.parent, call.kind == .call, let type = call.constructedTypeName else { return false }
        return type.hasSuffix("NavigationController")
    }
}

/// Every file's navigation roots and other controller mentions (`NavigationRootFacts`), merged.
enum NavigationRootFactKind: ExportedFactKind {
    final class Index {
        private let roots: Set<String>
        private let others: Set<String>

        /// Every file's bar-item methods, by name.
        private let barItemMethods: [String: [BarItemMethod]]

        init(_ facts: [NavigationRootFacts]) {
            var r: Set<String> = [], o: Set<String> = []
            var m: [String: [BarItemMethod]] = [:]
            for f in facts {
                r.formUnion(f.roots)
                o.formUnion(f.otherMentions)
                for x in f.barItemMethods { m[x.method, default: []].append(x) }
            }
            barItemMethods = m
            roots = r
            others = o
        }

        /// The controller is instantiated somewhere in the linted sources, and only ever as a navigation root.
        func isOnlyNavigationRoot(_ name: String) -> Bool { roots.contains(name) && !others.contains(name) }

        /// Every implementation the call can reach returns only `nil` / `[]` (`LeftItemMethods.setsNothing`).
        func setsNothing(_ call: LeftItemsCall) -> Bool { LeftItemMethods.setsNothing(call, barItemMethods[call.method] ?? []) }
    }

    static func makeIndex(_ store: FactStore) -> Index { Index(store.files.map(\.navigationRoots)) }

    /// Only in projects where some file sets left bar items (no finding of the rule is possible otherwise).
    static func export(_ facts: inout FileSummary, _ ctx: FileContext) {
        let mentioned = ctx.project.mentioned
        guard mentioned.contains("leftBarButtonItem") || mentioned.contains("setLeftBarButton") else { return }
        facts.navigationRoots = NavigationRoots.facts(ctx.tree, ctx.analysis(NameUses.self))
        facts.navigationRoots.barItemMethods = LeftItemMethods.facts(ctx.tree)
    }
}

/// `leftItemsSupplementBackButton = true` keeps a back button beside left items (Rules/left-items-supplement-back-button.md):
/// the type sets left items on the same navigation item (known in its own file already, or in another file's
/// extension), and, when the item is the controller's own `navigationItem`, the controller is not one that the
/// linted sources only ever make a navigation controller's root (a root shows no back button).
struct SupplementsBackButtonQuery: ProjectQuery {
    var type: String
    var receiver: String
    var setsLeftItemsHere: Bool
    /// This file's calls whose results the type sets as left items on `receiver` (`LeftItemsCall`).
    var callsHere: [LeftItemsCall] = []

    func evaluate(in store: FactStore) -> QueryAnswer {
        let toolbar = store.index(ToolbarFactKind.self)
        if !setsLeftItemsHere && !toolbar.setsLeftItems(type: type, receiver: receiver) {
            // Only bar-item methods' results: a left item is set when some implementation returns one.
            let calls = callsHere + toolbar.leftItemCalls(type: type, receiver: receiver)
            let roots = store.index(NavigationRootFactKind.self)
            guard calls.contains(where: { !roots.setsNothing($0) }) else { return .no }
        }
        if receiver == "navigationItem", store.index(NavigationRootFactKind.self).isOnlyNavigationRoot(type) { return .no }
        return QueryAnswer(true)
    }
}

extension ProjectCondition {
    public static func supplementsBackButton(type: String, receiver: String, setsLeftItemsHere: Bool,
                                             callsHere: [LeftItemsCall] = []) -> ProjectCondition {
        ProjectCondition(SupplementsBackButtonQuery(type: type, receiver: receiver, setsLeftItemsHere: setsLeftItemsHere,
                                                    callsHere: callsHere))
    }
}
