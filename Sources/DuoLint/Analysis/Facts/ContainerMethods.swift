/// Rules/bar-geometry-assumption.md: the methods of each type that return a bar's container by their declared return
/// type (`func rootViewController() -> MainTabBarController?`), so that `rootViewController()?.tabBar` in another file
/// of the type (an extension) is a system bar. Containers are named as `UIKitTypeKinds` names them: `…TabBarController`
/// for the tab bar, `…NavigationController` for the navigation bar and the toolbar.
public struct ContainerMethodFacts: Sendable, Hashable {
    /// `Type.method>tab` or `Type.method>nav`, sorted.
    public var methods: [String] = []
    public init() {}
}

enum ContainerMethods {
    /// The container a return type names (`MainTabBarController?` → tab), if any.
    static func kind(ofReturnType text: String) -> String? {
        var t = Substring(text)
        while let last = t.last, last == "?" || last == "!" || last == " " { t = t.dropLast() }
        if t.hasSuffix("TabBarController") { return "tab" }
        if t.hasSuffix("NavigationController") { return "nav" }
        return nil
    }

    static func key(type: String, method: String, kind: String) -> String { "\(type).\(method)>\(kind)" }

    /// The file's facts: the methods declared in its types' member blocks (extensions included) whose return type
    /// names a container.
    static func facts(_ tree: SyntaxTree) -> ContainerMethodFacts {
        var out: Set<String> = []
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            guard let type = decl.name, let block = decl.memberBlock else { continue }
            block.forEachStatement { member in
                guard member.kind == .funcDecl, let name = member.name,
                      let returned = member.children.last(where: { $0.kind == .typeRef }),
                      let kind = kind(ofReturnType: returned.text) else { return }
                out.insert(key(type: type, method: name, kind: kind))
            }
        }
        var facts = ContainerMethodFacts()
        facts.methods = out.sorted()
        return facts
    }
}

/// Every file's container-returning methods (`ContainerMethodFacts`), merged.
enum ContainerMethodFactKind: ExportedFactKind {
    final class Index {
        let methods: Set<String>
        init(_ facts: [ContainerMethodFacts]) { methods = Set(facts.flatMap(\.methods)) }
    }

    static func makeIndex(_ store: FactStore) -> Index { Index(store.files.map(\.containerMethods)) }

    static func export(_ facts: inout FileSummary, _ ctx: FileContext) {
        facts.containerMethods = ContainerMethods.facts(ctx.tree)
    }
}

/// The type (its declaration or an extension, in any file) declares `method` with a return type that names the
/// container (`kind`: `tab`, `nav`).
struct MethodReturnsContainerQuery: ProjectQuery {
    var type: String
    var method: String
    var kind: String

    func evaluate(in store: FactStore) -> QueryAnswer {
        QueryAnswer(store.index(ContainerMethodFactKind.self).methods.contains(ContainerMethods.key(type: type, method: method, kind: kind)))
    }
}

extension ProjectCondition {
    public static func methodReturnsContainer(type: String, method: String, kind: String) -> ProjectCondition {
        ProjectCondition(MethodReturnsContainerQuery(type: type, method: method, kind: kind))
    }
}
