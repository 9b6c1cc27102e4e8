/// Rules/ignores-safe-area-interactive.md: the interactive controls nested in a view (*nested in*: content
/// closures, `if`/`switch`, `ForEach`, the same type's `@ViewBuilder` members, and custom view types declared in any
/// file — this file's followed here, the others' through `InteractiveFacts` and the cross-file index).
public enum InteractiveContent {
    static let controls: Set<String> = [
        "Button", "Toggle", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker",
        "Link", "NavigationLink", "Menu",
    ]
    static let controlNames = NameSet(controls)

    /// What a walk of one view's content found.
    struct Found {
        /// The first interactive control (`Button`, …, or `.onTapGesture`).
        var control: String?
        /// Custom view types used in the content that this file does not declare (their bodies are in other files).
        var otherFileViews: [String] = []
        /// The ignoring modifiers (`.ignoresSafeArea`, `.edgesIgnoringSafeArea`) inside the content.
        var nestedIgnoring: [Node] = []
        /// The content puts the leading and trailing safe-area insets back as padding
        /// (`.padding(.horizontal, insets: geometry.safeAreaInsets)`), or is handed them to do so
        /// (`.environment(\.safeAreaInsets, insets)`).
        var padsBySafeArea = false
    }

    /// Walks the content of `base` in this file, following same-file custom views' bodies (each once).
    static func walk(_ base: Node, _ index: TypeMemberIndex, stopAtControl: Bool = true) -> Found {
        var found = Found()
        var roots: [Node] = [base]
        var visitedTypes: Set<String> = []
        var others: Set<String> = []
        var k = 0
        while k < roots.count && k < 64 {
            let root = roots[k]
            k += 1
            ViewContent.walk(root, members: index.enclosingMembers(of: root), state: ()) { n, _ in
                if stopAtControl && found.control != nil { return nil }
                guard n.kind == .call else { return () }
                if n.isModifierCall {
                    if n.calleeIs("padding"), InteractiveContent.padsSidesBySafeArea(n) { found.padsBySafeArea = true }
                    if n.calleeIs("environment"), InteractiveContent.handsDownSafeAreaInsets(n) { found.padsBySafeArea = true }
                    if n.calleeIs("onTapGesture") {
                        if found.control == nil { found.control = ".onTapGesture" }
                    } else if n.calleeIs("ignoresSafeArea") || n.calleeIs("edgesIgnoringSafeArea") {
                        found.nestedIgnoring.append(n)
                    }
                    return ()
                }
                guard let typeNode = n.constructedTypeNameNode else { return () }
                if typeNode.nameIn(controlNames) {
                    if found.control == nil { found.control = typeNode.name }
                    return stopAtControl ? nil : ()
                }
                guard !typeNode.nameIn(ViewContent.knownNonCustomTypeNames), let name = typeNode.name,
                      let first = name.unicodeScalars.first, first.properties.isUppercase, !visitedTypes.contains(name) else {
                    return ()
                }
                visitedTypes.insert(name)
                let declarations = index.declarations(of: name)
                var hasBody = false
                for decl in declarations {
                    guard let block = decl.memberBlock else { continue }
                    for member in block.statements where member.kind == .varDecl {
                        for b in member.bindings where b.nameIs("body") {
                            if let body = b.getterBody {
                                roots.append(body)
                                hasBody = true
                            }
                        }
                    }
                }
                if !hasBody { others.insert(name) }
                return ()
            }
        }
        found.otherFileViews = others.sorted()
        return found
    }

    /// `.padding(.horizontal, insets: geometry.safeAreaInsets)`, `.padding(.leading, safeAreaInsets.leading)`,
    /// `.padding(safeAreaInsets)`: a padding on a side edge whose value reads the safe-area insets.
    static func padsSidesBySafeArea(_ padding: Node) -> Bool {
        var mentionsInsets = false
        var sideEdge = true
        for a in padding.arguments where !a.isTrailingClosure {
            guard let v = a.value else { continue }
            if a.label == nil, v.kind == .memberAccess || v.kind == .arrayLiteral, v.firstChild == nil || v.kind == .arrayLiteral,
               !a.nameIs("insets") {
                // An edge set: `.horizontal`, `.leading`, `[.leading, .trailing]`, `.all`.
                var names: [String] = []
                if v.kind == .arrayLiteral { names = v.children.compactMap { $0.name } } else if let n = v.name { names = [n] }
                if !names.isEmpty {
                    sideEdge = names.contains { ["horizontal", "leading", "trailing", "all"].contains($0) }
                    continue
                }
            }
            v.walk { c in
                if (c.kind == .memberAccess || c.kind == .identifier), let name = c.name, name == "safeAreaInsets" { mentionsInsets = true }
                return !mentionsInsets
            }
        }
        return mentionsInsets && sideEdge
    }

    /// `.environment(\.safeAreaInsets, insets)`: the content is handed the safe-area insets measured outside the
    /// ignoring modifier, through the app's own environment key (SwiftUI has none of that name), to pad its controls
    /// by them (Swiftfin's video player).
    static func handsDownSafeAreaInsets(_ environment: Node) -> Bool {
        guard let key = environment.arguments.first(where: { !$0.isTrailingClosure })?.value, key.kind == .keyPath else { return false }
        return key.nameIs("safeAreaInsets")
    }

    /// The export of one file: for each type with a view `body`, the first interactive control in it and the custom
    /// views it uses that this file does not declare (same-file ones are followed).
    static func facts(_ tree: SyntaxTree, _ index: TypeMemberIndex) -> InteractiveFacts {
        var out = InteractiveFacts()
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard let name = decl.name ?? HingeTypeName.of(decl), let block = decl.memberBlock else { continue }
            block.forEachStatement { member in
                guard member.kind == .varDecl else { return }
                member.forEachChild(ofKind: .patternBinding) { b in
                    guard b.nameIs("body"), b.initializerValue == nil, let getter = b.getterBody else { return }
                    let found = walk(getter, index)
                    out.bodies.append(InteractiveFacts.Body(type: name, control: found.control,
                                                            views: found.control == nil ? found.otherFileViews : []))
                }
            }
        }
        return out
    }
}

/// One file's facts for `InteractiveContent` across files.
public struct InteractiveFacts: Sendable, Hashable {
    public struct Body: Sendable, Hashable {
        public var type: String
        /// The first interactive control of the body (this file's custom views followed), if any.
        public var control: String?
        /// When there is none: the custom views the body uses that the file does not declare.
        public var views: [String]
    }
    public var bodies: [Body] = []
    public init() {}
}

/// The cross-file answer: whether a custom view type (declared anywhere) holds an interactive control in its body,
/// through the custom views it uses, to any depth, never looping.
final class InteractiveIndex {
    private var bodies: [String: [InteractiveFacts.Body]] = [:]
    private var memo: [String: String?] = [:]

    init(_ facts: [InteractiveFacts]) {
        for f in facts { for b in f.bodies { bodies[b.type, default: []].append(b) } }
    }

    /// The first control found for any of `types`.
    func control(inAnyOf types: [String]) -> String? {
        for t in types { if let c = control(in: t) { return c } }
        return nil
    }

    func control(in type: String) -> String? {
        if let known = memo[type] { return known }
        // Iterative search over the used views, each type once.
        var stack = [type]
        var seen: Set<String> = [type]
        var found: String?
        var steps = 0
        while let t = stack.popLast(), found == nil, steps < 10_000 {
            steps += 1
            if let known = memo[t], let k = known { found = k; break }
            for b in bodies[t] ?? [] {
                if let c = b.control { found = c; break }
                for v in b.views where seen.insert(v).inserted { stack.append(v) }
            }
        }
        memo[type] = .some(found)
        return found
    }
}

/// The interactive controls of every file's view bodies (`InteractiveFacts`), indexed as `InteractiveIndex`.
enum InteractiveFactKind: FactKind {
    static func makeIndex(_ store: FactStore) -> InteractiveIndex { InteractiveIndex(store.files.map(\.interactive)) }
}

/// Some custom view type of `any` (declared in any file) holds an interactive control in its body, through the
/// custom views it uses, and none of `none` does (`InteractiveIndex`).
struct ViewsHoldInteractiveControl: ProjectQuery {
    var any: [String]
    var none: [String]

    func evaluate(in store: FactStore) -> QueryAnswer {
        let interactive = store.index(InteractiveFactKind.self)
        return QueryAnswer(interactive.control(inAnyOf: any) != nil && interactive.control(inAnyOf: none) == nil)
    }

    func namesAsked(of kind: ObjectIdentifier) -> [String] {
        kind == ObjectIdentifier(InteractiveFactKind.self) ? any + none : []
    }

    var asksAboutDeferredFacts: Bool { true }
}

extension ProjectCondition {
    public static func viewsHoldInteractiveControl(any: [String], none: [String]) -> ProjectCondition {
        ProjectCondition(ViewsHoldInteractiveControl(any: any, none: none))
    }
}

/// The interactive controls of view bodies are deferred in every pass of a run (a walk of every body, which only a
/// finding about a custom view in another file needs): the files declaring a view some finding asks about have
/// them listed (the file parsed, no rule run), then the files declaring the views those bodies use, to any depth.
extension InteractiveFactKind: DeferredFactKind {
    static func prepare(firstPass: inout ProjectVocabulary, laterPasses: inout ProjectVocabulary, options: LintOptions) {
        firstPass.defersInteractiveFacts = true
        laterPasses.defersInteractiveFacts = true
    }

    /// (Only views have bodies to list: a type declared, or extended, as a `View` somewhere.)
    static func admittedNames<S: Sequence<TypeFact>>(_ declarations: S) -> Set<String>? {
        var views: Set<String> = []
        for t in declarations where t.inheritedTypes.contains("View") { views.insert(t.name) }
        return views
    }

    static func reached(_ facts: FileSummary) -> [String] { facts.interactive.bodies.flatMap(\.views) }

    static func complete(_ facts: inout FileSummary, _ ctx: FileContext) {
        facts.interactive = InteractiveContent.facts(ctx.tree, ctx.analysis(TypeMemberIndex.self))
    }
}

extension ProjectVocabulary {
    /// The files do not list the interactive controls of their view bodies (`InteractiveFactKind`). The answers are
    /// the same as with one pass that lists them everywhere.
    public var defersInteractiveFacts: Bool {
        get { defers(InteractiveFactKind.self) }
        set { setDefers(InteractiveFactKind.self, newValue) }
    }
}

extension InteractiveFactKind: ExportedFactKind {
    static func export(_ facts: inout FileSummary, _ ctx: FileContext) {
        if !ctx.project.defersInteractiveFacts {
            facts.interactive = InteractiveContent.facts(ctx.tree, ctx.analysis(TypeMemberIndex.self))
        }
    }
}
