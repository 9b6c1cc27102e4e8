/// The structure of a file's view types that three rules need across files, and the shared questions about one
/// view's content:
///
/// - `idiom-gated-layout`: the *branch root* of custom views (the root of their `body`, to any depth), and which
///   properties are *idiom tests* (`IdiomTests.propertyFacts`);
/// - `size-class-resets-state`: the navigation containers a custom view nests, where each one's state comes from
///   (*held outside*), whether it keeps state at all (`.id(…)`);
/// - `system-bar-hidden-custom-bar`: the hand-made bars a type draws, on which edge (`HandMadeBars`).
///
/// Per file, `ViewStructureAnalysis.facts` is the export (`FileSummary.viewStructure`); across files,
/// `ViewStructureIndex` answers the `ViewStructureQuery` a finding is conditional on
/// (`ProjectCondition.viewStructure`).
public enum ViewStructure {
    /// The rules that read these facts: the file summaries hold them only when one of these runs.
    public static let ruleIDs: Set<String> = ["idiom-gated-layout", "size-class-resets-state", "system-bar-hidden-custom-bar"]

    /// A related location at a node's anchor.
    static func location(_ node: Node, _ tree: SyntaxTree, _ message: String) -> RelatedLocation {
        let anchor = FileContext.anchorToken(of: node)
        let end = FileContext.anchorEndToken(of: node, anchor: anchor)
        let range = SourceRange(start: tree.position(ofToken: anchor),
                                end: tree.source.position(ofOffset: tree.tokens[Int(max(anchor, end))].end))
        return RelatedLocation(path: tree.path, range: range, message: message)
    }

    // MARK: Where state comes from

    /// The property wrappers of a type's properties, by property name (`""`: none), from its declarations here.
    static func wrappers(of declarations: [Node]) -> [String: String] {
        var out: [String: String] = [:]
        for d in declarations {
            d.memberBlock?.forEachStatement { m in
                guard m.kind == .varDecl else { return }
                var wrapper = ""
                m.forEachChild(ofKind: .attribute) { a in
                    if wrapper.isEmpty, let n = a.name, stateWrappers.contains(n) || outsideWrappers.contains(n) || propertyWrappers.contains(n) {
                        wrapper = n
                    }
                }
                m.forEachChild(ofKind: .patternBinding) { b in
                    // computed properties hold no state
                    if let name = b.name, b.getterBody == nil || b.initializerValue != nil || !wrapper.isEmpty { out[name] = wrapper }
                }
            }
        }
        return out
    }

    static let stateWrappers: Set<String> = ["@State", "@StateObject", "@FocusState"]
    /// Wrappers whose value lives outside the view (the environment, storage restored by key).
    static let outsideWrappers: Set<String> = ["@Environment", "@EnvironmentObject", "@SceneStorage", "@AppStorage"]
    /// Wrappers (and none) whose value the view's builder passes in.
    static let propertyWrappers: Set<String> = ["@Binding", "@Bindable", "@ObservedObject"]

    /// Where an argument's value comes from (Rules/size-class-resets-state.md, *held outside*): `$n…`, `n…` or
    /// `Binding(get:set:)` over `n`, for `n` a property of the type (`wrappers`), a parameter of the enclosing
    /// function, an environment value or a `@SceneStorage`. `holdsConditional`: the type is the one whose code
    /// holds the size-class conditional, so each of its properties is outside the swapped views.
    static func source(of value: Node, wrappers: [String: String], holdsConditional: Bool) -> StateSource {
        var n = value.unparenthesized
        if n.kind == .call, n.calleeIs("Binding"), let get = n.argumentValue("get"), get.kind == .closure,
           let e = HandMadeBars.contentRoot(ofClosure: get) {
            n = e.kind == .returnStmt ? (e.firstChild ?? e) : e
        }
        if n.kind == .call, n.calleeIs("constant") { return .inside }
        guard var root = rootName(of: n), !root.isEmpty else { return .inside }
        if root.hasPrefix("$") { root.removeFirst() }
        if let w = wrappers[root] {
            if holdsConditional || outsideWrappers.contains(w) { return .outside }
            if stateWrappers.contains(w) { return .inside }
            return .property(root)
        }
        if isParameter(root, at: value) { return .outside }
        return .inside
    }

    /// The name a chain starts from (`$router.path` → `$router`, `self.model.path` → `model`), or nil.
    static func rootName(of chain: Node) -> String? {
        guard let (root, member) = chain.chainRoot else { return nil }
        return root.nameIs("self") ? member?.name : root.name
    }

    /// `name` is a parameter of the function around `use` (not of a closure: a `ForEach` element is rebuilt).
    private static func isParameter(_ name: String, at use: Node) -> Bool {
        for a in use.ancestors {
            switch a.kind {
            case .closure:
                if a.closureParameterNames.contains(name) { return false }
            case .funcDecl:
                var found = false
                a.forEachChild(ofKind: .parameter) { p in if p.name == name { found = true } }
                return found
            case .typeDecl:
                return false
            default:
                break
            }
        }
        return false
    }

    /// Where a navigation container's state comes from: `NavigationStack(path:)`, `TabView(selection:)`, the
    /// `List(selection:)` written in a `NavigationSplitView`'s sidebar closure (or, without one, a detail column chosen
    /// by an `if let` / `switch` on a value held outside); a `NavigationView` never holds it outside.
    static func source(ofContainer call: Node, kind: String, wrappers: [String: String], holdsConditional: Bool) -> StateSource {
        switch kind {
        case "NavigationStack":
            guard let p = call.argumentValue("path") else { return .inside }
            return source(of: p, wrappers: wrappers, holdsConditional: holdsConditional)
        case "TabView":
            guard let s = call.argumentValue("selection") else { return .inside }
            return source(of: s, wrappers: wrappers, holdsConditional: holdsConditional)
        case "NavigationSplitView":
            guard let sidebar = call.closureArguments.first else { return .inside }
            var selection: Node?
            sidebar.walk { n in
                if selection != nil { return false }
                if n.kind == .call, n.calleeIs("List"), let s = n.argumentValue("selection") { selection = s }
                return true
            }
            if let s = selection { return source(of: s, wrappers: wrappers, holdsConditional: holdsConditional) }
            // No selection list: the detail may still be chosen from a value held outside
            // (`detail: { if let module = coordinator.detailModule { … } }`), which is where the selection lives.
            let closures = call.closureArguments
            guard closures.count >= 2, let detail = closures.last,
                  let chooser = detail.statements.first(where: { $0.kind == .ifStmt || $0.kind == .switchStmt }) else { return .inside }
            var chosenFrom: [Node] = []
            if chooser.kind == .switchStmt, let subject = chooser.firstChild { chosenFrom = [subject] }
            chooser.child(ofKind: .conditionList)?.children.forEach { c in
                chosenFrom.append(c.kind == .optionalBinding ? (c.initializerValue ?? c) : c)
            }
            for v in chosenFrom {
                let s = source(of: v, wrappers: wrappers, holdsConditional: holdsConditional)
                if s != .inside { return s }
            }
            return .inside
        default:
            return .inside
        }
    }

    // MARK: What a view's content holds

    /// Views that keep state of their own (Rules/size-class-resets-state.md (b)); a `NavigationStack` without
    /// `path:` and a `TabView` without `selection:` too.
    static let statefulViews: Set<String> = ["ScrollView", "List", "Form", "TextField", "TextEditor"]

    /// What a view's content holds, nested in (VOCABULARY.md), lexically and through the same type's view members.
    struct ContentScan {
        var containers: [(kind: String, source: StateSource, node: Node)] = []
        /// `pushed`: in a `NavigationLink`'s destination (a pushed screen, not content of this one).
        var uses: [(type: String, arguments: [String: StateSource], pushed: Bool, node: Node)] = []
        /// The first view that keeps state of its own.
        var statefulView: Node?
        /// Hand-made bars at an edge (`.safeAreaInset` / `.overlay` content), and custom views there.
        var edgeBars: [(edge: HandMadeBars.Edge, node: Node)] = []
        var edgeCandidates: [(edge: HandMadeBars.Edge, type: String, node: Node)] = []
    }

    static func scan(_ root: Node, members: TypeMembers?, wrappers: [String: String], holdsConditional: Bool,
                     bars: Bool) -> ContentScan {
        var out = ContentScan()
        ViewContent.walk(root, members: members, state: false) { n, pushed in
            if n.kind == .argument, let link = n.parent, link.kind == .call, link.calleeIs("NavigationLink") {
                return pushed || isDestination(n, of: link)
            }
            guard n.kind == .call else { return pushed }
            if bars, let (edge, content) = HandMadeBars.edgeContent(ofModifier: n), let top = content {
                if HandMadeBars.isBarHStack(top) {
                    out.edgeBars.append((edge, top))
                } else if let name = customViewName(top) {
                    out.edgeCandidates.append((edge, name, top))
                }
            }
            guard !n.isModifierCall, let typeNode = n.constructedTypeNameNode else { return pushed }
            if typeNode.nameIn(ViewContent.navigationContainerNames), let kind = typeNode.name {
                let s = source(ofContainer: n, kind: kind, wrappers: wrappers, holdsConditional: holdsConditional)
                out.containers.append((kind, s, n))
                if out.statefulView == nil,
                   kind == "NavigationStack" && n.argument("path") == nil || kind == "TabView" && n.argument("selection") == nil {
                    out.statefulView = n
                }
            } else if typeNode.nameIn(statefulViewNames) {
                if out.statefulView == nil { out.statefulView = n }
            } else if let name = customViewName(n) {
                var args: [String: StateSource] = [:]
                for a in n.arguments where !a.isTrailingClosure {
                    guard let label = a.label, let v = a.value, v.kind != .closure else { continue }
                    args[label] = source(of: v, wrappers: wrappers, holdsConditional: holdsConditional)
                }
                out.uses.append((name, args, pushed, n))
            }
            return pushed
        }
        return out
    }

    /// A `NavigationLink`'s destination argument: `destination:`, or its first unlabelled closure when it has no
    /// `destination:` (`NavigationLink("Open") { Detail() }`, `NavigationLink { Detail() } label: { … }`).
    static func isDestination(_ argument: Node, of link: Node) -> Bool {
        if argument.label == "destination" { return true }
        guard argument.label == nil, argument.value?.kind == .closure, link.argument("destination") == nil else { return false }
        return link.arguments.first { $0.label == nil && $0.value?.kind == .closure } == argument
    }

    static let statefulViewNames = NameSet(statefulViews)

    /// The custom view type a view expression builds (modifiers looked through), or nil.
    static func customViewName(_ view: Node) -> String? {
        let core = view.strippingModifiers
        guard core.kind == .call, !core.isModifierCall, let typeNode = core.constructedTypeNameNode,
              !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), let name = typeNode.name,
              Branches.startsUppercase(name) else { return nil }
        return name
    }

    /// The bars of a body root: the first (top) or last (bottom) child of a `VStack` root, `Spacer` and `Divider`
    /// not counted; every child of a `ZStack(alignment: .top…/.bottom…)` root.
    static func rootSlots(_ root: Node) -> [(edge: HandMadeBars.Edge, node: Node)] {
        let core = root.strippingModifiers
        guard core.kind == .call, let name = core.constructedTypeName, let content = core.closureArguments.last else { return [] }
        let children = content.statements.filter { s in
            let c = s.strippingModifiers
            return !(c.kind == .call && (c.calleeIs("Spacer") || c.calleeIs("Divider")))
        }
        switch name {
        case "VStack":
            guard let first = children.first, let last = children.last else { return [] }
            return [(.top, first), (.bottom, last)]
        case "ZStack":
            guard let a = core.argumentValue("alignment"), let edgeName = a.memberChain?.last else { return [] }
            let edge: HandMadeBars.Edge
            if edgeName.hasPrefix("top") { edge = .top } else if edgeName.hasPrefix("bottom") { edge = .bottom } else { return [] }
            return children.map { (edge, $0) }
        default:
            return []
        }
    }
}

/// Where a navigation container's state (or a value passed to a custom view) comes from, relative to the type
/// whose code holds it.
public enum StateSource: Hashable, Sendable {
    /// Held outside whatever builds the type: an environment value, scene storage, or (for the type that holds the
    /// size-class conditional) any of its properties.
    case outside
    /// Rebuilt with the view: `@State`, `@StateObject`, a local, or no argument at all.
    case inside
    /// A `@Binding` / `@Bindable` / `@ObservedObject` or plain property: outside when the use of the type passes an
    /// outside value for it.
    case property(String)
}

/// A navigation container in a custom view's body.
public struct NavigationContainerFact: Hashable, Sendable {
    public var kind: String
    public var source: StateSource
    public var location: RelatedLocation
}

/// A custom view used in a body, with where the values of its labelled arguments come from.
public struct CustomViewUseFact: Hashable, Sendable {
    public var type: String
    public var arguments: [String: StateSource]
    /// In a `NavigationLink`'s destination: a pushed screen (its bars are not this type's).
    public var pushed = false
}

/// A hand-made bar a type draws on an edge: written there, or a custom view (or a UIKit class) that may be one.
public struct BarFact: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        /// An `HStack` bar or a `UIToolbar`/`UITabBar`/`UINavigationBar` created there.
        case bar
        /// A custom view whose body root may be an `HStack` bar.
        case customView(String)
        /// A class created there that may inherit from a system bar (the edge is decided by which one).
        case customClass(String)
    }
    public var edge: HandMadeBars.Edge?
    public var shape: Shape
    /// Found as a child of the body's root (`VStack` / `ZStack`), rather than at an inset, overlay or in UIKit.
    public var atRoot: Bool
    public var location: RelatedLocation
}

/// What the index knows of one type declaration (or extension).
public struct ViewTypeStructure: Hashable, Sendable {
    public var name: String
    /// The root of `body` (nil: no `body` in this declaration).
    public var bodyRoot: Branches.Root?
    public var containers: [NavigationContainerFact] = []
    public var uses: [CustomViewUseFact] = []
    /// Declares `@State`/`@StateObject`/`@FocusState`, or its body holds a view that keeps state.
    public var keepsState = false
    public var bars: [BarFact] = []
}

/// The per-file export (`FileSummary.viewStructure`).
public struct ViewStructureFacts: Hashable, Sendable {
    public var types: [ViewTypeStructure] = []
    public var idiomProperties: [IdiomPropertyFact] = []
    /// `types` was computed (false in a run's first pass, `ProjectVocabulary.defersViewStructure`).
    public var isComplete = false
    /// The types the conditions of this file's findings ask about (for the run's second pass; not read by the index).
    public var asked: [String] = []
    public init() {}
    public var isEmpty: Bool { types.isEmpty && idiomProperties.isEmpty }

    /// The types the facts name: custom views used or at a root, bar views and classes.
    public var referencedTypes: Set<String> {
        var out: Set<String> = []
        for t in types {
            if case .custom(let n)? = t.bodyRoot { out.insert(n) }
            for u in t.uses { out.insert(u.type) }
            for b in t.bars {
                switch b.shape {
                case .bar: break
                case .customView(let n), .customClass(let n): out.insert(n)
                }
            }
        }
        return out
    }
}

/// The facts of one file (computed once, for the summary).
public final class ViewStructureAnalysis: FileAnalysis {
    private let tree: SyntaxTree

    public required init(tree: SyntaxTree) { self.tree = tree }

    private var computed: ViewStructureFacts?

    /// The file's facts, for the summary (what the project cannot ask is left out: idiom properties when no file
    /// says `userInterfaceIdiom`, UIKit bars when none names a system bar).
    /// `typeStructures`: also the structure of the file's types (the run's second pass, and the server).
    public func facts(_ ctx: FileContext, typeStructures: Bool = true) -> ViewStructureFacts {
        if let computed { return computed }
        let f = compute(ctx, typeStructures: typeStructures)
        computed = f
        return f
    }

    private func compute(_ ctx: FileContext, typeStructures: Bool) -> ViewStructureFacts {
        var out = ViewStructureFacts()
        if ctx.project.mentioned.contains("userInterfaceIdiom") && ctx.options.enabledRules.contains("idiom-gated-layout") {
            out.idiomProperties = IdiomTests.propertyFacts(of: tree, mentionsIdiom: ctx.analysis(IdiomTests.self).mentionsIdiom)
        }
        guard typeStructures else { return out }
        out.isComplete = true
        let index = ctx.analysis(TypeMemberIndex.self)
        var uikitBars: [Int32: [BarFact]] = [:]
        if !ctx.project.mentioned.isDisjoint(with: HandMadeBars.systemBars) { collectUIKitBars(&uikitBars, accessories: ctx.analysis(KeyboardAccessoryBars.self)) }
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard let name = decl.name, let block = decl.memberBlock else { continue }
            var fact = ViewTypeStructure(name: name)
            fact.bars = uikitBars[decl.id] ?? []
            var body: Node?
            block.forEachStatement { m in
                guard m.kind == .varDecl else { return }
                m.forEachChild(ofKind: .attribute) { a in
                    if let n = a.name, ViewStructure.stateWrappers.contains(n) { fact.keepsState = true }
                }
                m.forEachChild(ofKind: .patternBinding) { b in
                    if b.nameIs("body"), b.initializerValue == nil, let g = b.getterBody { body = g }
                }
            }
            if let body {
                let members = index.members(of: name)
                let (root, rootNode) = Branches.root(of: body, members: members)
                fact.bodyRoot = root
                let scan = ViewStructure.scan(body, members: members, wrappers: ViewStructure.wrappers(of: index.declarations(of: name)),
                                              holdsConditional: false, bars: true)
                fact.containers = scan.containers.map {
                    NavigationContainerFact(kind: $0.kind, source: $0.source, location: ViewStructure.location($0.node, tree, $0.kind))
                }
                fact.uses = scan.uses.map { CustomViewUseFact(type: $0.type, arguments: $0.arguments, pushed: $0.pushed) }
                if scan.statefulView != nil { fact.keepsState = true }
                for b in scan.edgeBars {
                    fact.bars.append(BarFact(edge: b.edge, shape: .bar, atRoot: false, location: ViewStructure.location(b.node, tree, "hand-made bar")))
                }
                for c in scan.edgeCandidates {
                    fact.bars.append(BarFact(edge: c.edge, shape: .customView(c.type), atRoot: false,
                                             location: ViewStructure.location(c.node, tree, c.type)))
                }
                if let rootNode {
                    for slot in ViewStructure.rootSlots(rootNode) {
                        if HandMadeBars.isBarHStack(slot.node) {
                            fact.bars.append(BarFact(edge: slot.edge, shape: .bar, atRoot: true,
                                                     location: ViewStructure.location(slot.node, tree, "hand-made bar")))
                        } else if let custom = ViewStructure.customViewName(slot.node) {
                            fact.bars.append(BarFact(edge: slot.edge, shape: .customView(custom), atRoot: true,
                                                     location: ViewStructure.location(slot.node, tree, custom)))
                        }
                    }
                }
            }
            if fact.bodyRoot != nil || fact.keepsState || !fact.bars.isEmpty { out.types.append(fact) }
        }
        return out
    }

    /// `UIToolbar()`, `UITabBar(frame:)`, `UINavigationBar()` (and classes named like a bar, which may be
    /// subclasses of one) created in a type, by the type's declaration; not a keyboard accessory bar
    /// (`KeyboardAccessoryBars`, as for `custom-bar-instance`).
    private func collectUIKitBars(_ out: inout [Int32: [BarFact]], accessories: KeyboardAccessoryBars) {
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .call && !tree.isAbsent(Int32(raw)) {
            let call = Node(tree: tree, id: Int32(raw))
            guard call.constructsCapitalizedType, let typeNode = call.constructedTypeNameNode else { continue }
            let isSystem = typeNode.nameIn(HandMadeBars.systemBarNames)
            guard isSystem || tree.token(typeNode.nameToken, containsIgnoringCase: "bar"), let name = typeNode.name,
                  let decl = call.enclosingTypeDecl else { continue }
            if !isSystem && (ViewContent.knownNonCustomTypes.contains(name) || !NameWords.containsAny(name, ["bar", "toolbar"])) { continue }
            if accessories.isAccessory(call) { continue }
            let shape: BarFact.Shape = isSystem ? .bar : .customClass(name)
            out[decl.id, default: []].append(BarFact(edge: HandMadeBars.edge(ofSystemBar: name), shape: shape, atRoot: false,
                                                     location: ViewStructure.location(call, tree, name)))
        }
    }
}
