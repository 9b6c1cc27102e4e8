/// `idiom-gated-layout`: an `if` (or `else if`), `switch` or `?:` on the device idiom (`userInterfaceIdiom == .pad`,
/// a name bound from one, or a property declared anywhere whose value is one) whose branches choose a layout:
/// different containers, column counts, split or stack styles, or presentations. iPhone Duo is a `.phone` with a
/// regular × regular inner screen, so the iPad layout never appears there.
///
/// The iPad branch is absent code for an iPhone build (VOCABULARY.md scope 4); the branches are read with `Branches`,
/// which does not skip it.
public final class IdiomGatedLayout: Rule {
    public static let descriptor = RuleDescriptor(
        id: "idiom-gated-layout", tier: 1, severity: .warning, category: .layout,
        summary: "A layout chosen by device idiom (userInterfaceIdiom == .pad); iPhone Duo is a .phone, so its inner screen gets the phone layout.")
    public static let interests: Set<NodeKind> = [.ifStmt, .switchStmt, .ternary]

    static let message = "Layout chosen by device idiom; iPhone Duo is a .phone with a regular inner screen, so branch on size classes."

    private var idioms: IdiomTests?
    private var members: TypeMemberIndex?
    private var constants: FileConstants?

    public init() {}

    /// Some file of the project says `userInterfaceIdiom`: only then may a name be a property declared elsewhere.
    private var properties: Bool?

    public func visit(_ node: Node, _ ctx: FileContext) {
        let properties = self.properties ?? ctx.project.mentioned.contains("userInterfaceIdiom")
        self.properties = properties
        guard properties || self.idioms?.mentionsIdiom != false else { return }
        let idioms = self.idioms ?? ctx.analysis(IdiomTests.self)
        self.idioms = idioms
        guard properties || idioms.mentionsIdiom else { return }
        var test: IdiomTests.Test?
        var pairs: [(Branches.Branch, Branches.Branch)] = []
        switch node.kind {
        case .ifStmt:
            guard let condition = node.child(ofKind: .conditionList) else { return }
            test = firstTest(IdiomTests.conjuncts(condition), idioms, properties, ctx)
            guard test != nil else { return }
            let b = Branches.branches(ofIf: node)
            pairs = [(b[0], b[1])]
        case .ternary:
            guard let condition = node.firstChild else { return }
            test = firstTest(IdiomTests.conjuncts(condition), idioms, properties, ctx)
            guard test != nil else { return }
            let b = Branches.branches(ofTernary: node)
            guard b.count == 2 else { return }
            pairs = [(b[0], b[1])]
        case .switchStmt:
            guard let subject = node.firstChild, idioms.isChain(subject) else { return }
            let cases = Branches.branches(ofSwitch: node)
            let pad = cases.filter { Branches.caseLabel($0.label, lists: "pad") }
            let phoneCases = cases.filter { Branches.caseLabel($0.label, lists: "phone") }
            guard !pad.isEmpty || !phoneCases.isEmpty else { return }
            let fallback = cases.first { Branches.isDefault($0.label) } ?? Branches.Branch(content: nil)
            let phone = phoneCases.first ?? fallback
            for p in (pad.isEmpty ? [fallback] : pad) where p.content != phone.content || p.content == nil {
                pairs.append((p, phone))
            }
            test = .local(binding: nil)
        default:
            return
        }
        guard let test else { return }
        // Toolbar content: its branches build toolbar items, never a layout.
        if Self.isInToolbarContent(node) { return }
        if node.kind == .ternary, Self.isRegisteredDefault(node) { return }
        // An `if` with no `else` whose branch is the one a phone takes (`== .phone`, `!= .pad`, `!isPad`): the inner
        // screen shows all the iPad does, and more; no iPad layout is withheld from it.
        if node.kind == .ifStmt, pairs.count == 1, pairs[0].1.content == nil, let condition = node.child(ofKind: .conditionList),
           Self.hasConjunctTrueOnPhone(condition, idioms) {
            return
        }
        let members = (self.members ?? ctx.analysis(TypeMemberIndex.self))
        self.members = members
        let constants = self.constants ?? ctx.analysis(FileConstants.self)
        self.constants = constants
        let typeMembers = members.enclosingMembers(of: node)

        var decided = false
        var customPairs: [RootPair] = []
        let context = LayoutChoices.contextKey(of: node)
        for (a, b) in pairs {
            // The roots first (a look at each branch's first statements), then what the branches set (a walk).
            let ra = Branches.root(of: a.content, members: typeMembers).root
            let rb = Branches.root(of: b.content, members: typeMembers).root
            var isCustom = false
            if case .custom = ra { isCustom = true }
            if case .custom = rb { isCustom = true }
            if !isCustom, Branches.containersDiffer(Self.local(ra), Self.local(rb)) {
                decided = true
                break
            }
            if LayoutChoices.of(a.content, constants: constants, context: context)
                .differs(from: LayoutChoices.of(b.content, constants: constants, context: context)) {
                decided = true
                break
            }
            if isCustom { customPairs.append(RootPair(ra, rb)) }
        }
        guard decided || !customPairs.isEmpty else { return }
        // (`if` / `switch` at their keyword; a `?:` at the first token of its condition, its own first token.)
        let at = node
        switch test {
        case .local(let binding):
            if decided {
                ctx.report(Self.descriptor, at: at, Self.message, related: binding.map { [($0, "the idiom test")] } ?? [])
            } else {
                ctx.report(Self.descriptor, at: at, when: .viewStructure(.idiomLayout(idiomProperty: nil, decided: false, pairs: customPairs)),
                           Self.message)
            }
        case .property(let name):
            ctx.report(Self.descriptor, at: at,
                       when: .viewStructure(.idiomLayout(idiomProperty: name, decided: decided, pairs: decided ? [] : customPairs)),
                       Self.message)
        }
    }

    /// Narrowed on the session-9 reading (Aidoku's `UserDefaults.standard.register(defaults: ["Appearance.customPortraitRows":
    /// idiom == .pad ? 5 : 2])`): the value of a `register(defaults:)` dictionary is the first value of a setting the
    /// user adjusts, not a layout the app imposes.
    static func isRegisteredDefault(_ ternary: Node) -> Bool {
        guard let element = ternary.parent, element.kind == .dictionaryElement, element.child(1) == ternary,
              let dictionary = element.parent, dictionary.kind == .dictionaryLiteral else { return false }
        let p = LayoutFrames.valuePosition(of: dictionary)
        guard let arg = p.parent, arg.kind == .argument, arg.nameIs("defaults"), let call = arg.parent, call.kind == .call else {
            return false
        }
        return call.calleeIs("register")
    }

    /// The first conjunct that is an idiom test (one written here wins over a name that may be a property).
    private func firstTest(_ conjuncts: [Node], _ idioms: IdiomTests, _ properties: Bool, _ ctx: FileContext) -> IdiomTests.Test? {
        var property: IdiomTests.Test?
        let sameFile = idioms.mentionsIdiom ? ctx.analysis(PropertyIndex.self) : nil
        for c in conjuncts {
            guard let t = idioms.test(c, properties: properties, sameFile: sameFile) else { continue }
            if case .local = t { return t }
            if property == nil { property = t }
        }
        return property
    }

    /// Whether an item of the condition list, or an operand of a top-level `&&` (negations kept), is true on a phone.
    static func hasConjunctTrueOnPhone(_ condition: Node, _ idioms: IdiomTests) -> Bool {
        var stack: [Node] = condition.children
        var steps = 0
        while let c = stack.popLast(), steps < 1_000 {
            steps += 1
            if idioms.valueOnPhone(c) == true { return true }
            let n = c.unparenthesized
            if n.kind == .binary, n.tree.token(n.nameToken, is: "&&"), let l = n.child(0), let r = n.child(1) {
                stack.append(l)
                stack.append(r)
            }
        }
        return false
    }

    /// Inside toolbar content: a `.toolbar { }` closure, a `ToolbarItem` / `ToolbarItemGroup`, or a
    /// `@ToolbarContentBuilder` member.
    static func isInToolbarContent(_ node: Node) -> Bool {
        for a in node.ancestors {
            switch a.kind {
            case .call:
                if a.calleeIs("ToolbarItem") || a.calleeIs("ToolbarItemGroup") { return true }
                if a.isModifierCall, a.calleeIs("toolbar"), a.closureArguments.contains(where: { $0.startOffset <= node.startOffset && node.endOffset <= $0.endOffset }) {
                    return true
                }
            case .varDecl, .funcDecl:
                if a.attributeNames.contains("@ToolbarContentBuilder") { return true }
            case .typeDecl:
                return a.inheritedTypeNames.contains("ToolbarContent")
            default:
                break
            }
        }
        return false
    }

    /// A root that names no custom view, as the index would resolve it.
    static func local(_ r: Branches.Root) -> Branches.ResolvedRoot {
        switch r {
        case .none: return .none
        case .several: return .several
        case .view(let k): return .kind(k, via: [])
        case .custom(let n): return .kind(n, via: [n])
        }
    }
}
