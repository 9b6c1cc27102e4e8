/// `size-class-resets-state`: (a) an `if`/`switch` on a size class whose branch builds a navigation container
/// (`NavigationStack`, `NavigationSplitView`, `NavigationView`, `TabView`; nested, custom views across files count)
/// whose state is not held outside the swapped views, or a UIKit container created in such a branch and given to
/// `rootViewController` / `viewControllers`; (b) `.id(…)` keyed on a size class or a fold/posture/hinge name, on a
/// view that keeps state. Each branch is its own view identity: opening or closing the phone rebuilds it.
public final class SizeClassResetsState: Rule {
    public static let descriptor = RuleDescriptor(
        id: "size-class-resets-state", tier: 1, severity: .warning, category: .layout,
        summary: "A size-class branch (or an .id on the size class or posture) that rebuilds navigation or stateful views when the phone is opened or closed.")
    public static let interests: Set<NodeKind> = [.ifStmt, .switchStmt, .call]

    static let branchMessage = "Folding rebuilds this size-class branch's navigation container and drops its path; use one container or outside state."
    static let idMessage = "This .id changes on fold and rebuilds the view, dropping its state; key it on the content instead."

    static let uikitContainerSuffixes = ["SplitViewController", "NavigationController", "TabBarController"]
    static let foldWords: Set<String> = ["fold", "folded", "posture", "hinge"]

    private var sizeClasses: SizeClassTests?
    private var members: TypeMemberIndex?

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        if node.kind == .call && !(node.calleeIs("id") && node.isModifierCall) { return }
        let sizeClasses = self.sizeClasses ?? ctx.analysis(SizeClassTests.self)
        self.sizeClasses = sizeClasses
        switch node.kind {
        case .ifStmt:
            guard sizeClasses.mentionsSizeClass, let condition = node.child(ofKind: .conditionList),
                  sizeClasses.mentionsSizeClass(condition) else { return }
            // Decided on iPhone Duo by an idiom test (`compact || idiom == .phone`): the branch never changes there.
            if ctx.analysis(IdiomTests.self).valueOnPhone(condition) != nil { return }
            checkBranches(node, Branches.branches(ofIf: node).compactMap(\.content), ctx)
        case .switchStmt:
            guard sizeClasses.mentionsSizeClass, let subject = node.firstChild, sizeClasses.mentionsSizeClass(subject) else { return }
            checkBranches(node, node.switchCases.compactMap { $0.child(ofKind: .codeBlock) }, ctx)
        case .call:
            checkID(node, sizeClasses, ctx)
        default:
            break
        }
    }

    // MARK: (a)

    private func checkBranches(_ conditional: Node, _ branches: [Node], _ ctx: FileContext) {
        guard !Self.isInsideNavigationContainer(conditional) else { return }
        let index = self.members ?? ctx.analysis(TypeMemberIndex.self)
        self.members = index
        let members = index.enclosingMembers(of: conditional)
        let wrappers = conditional.enclosingTypeDecl?.name.map { ViewStructure.wrappers(of: index.declarations(of: $0)) } ?? [:]
        var uses: [CustomViewUseFact] = []
        for branch in branches {
            if let created = Self.createdUIKitContainer(in: branch) {
                ctx.report(Self.descriptor, at: conditional, Self.branchMessage, related: [(created, created.constructedTypeName ?? "container")])
                return
            }
            let scan = ViewStructure.scan(branch, members: members, wrappers: wrappers, holdsConditional: true, bars: false)
            if let c = scan.containers.first(where: { $0.source != .outside }) {
                ctx.report(Self.descriptor, at: conditional, Self.branchMessage, related: [(c.node, c.kind)])
                return
            }
            uses += scan.uses.map { CustomViewUseFact(type: $0.type, arguments: $0.arguments) }
        }
        guard !uses.isEmpty else { return }
        ctx.report(Self.descriptor, at: conditional, when: .viewStructure(.navigationState(uses: uses)), Self.branchMessage)
    }

    /// Inside the content of a navigation container (`NavigationStack { if … { A() } else { B() } }`): the container
    /// and its path survive.
    static func isInsideNavigationContainer(_ node: Node) -> Bool {
        var child = node
        for a in node.ancestors {
            if a.kind == .typeDecl { return false }
            if a.kind == .call, !a.isModifierCall, let t = a.constructedTypeNameNode, t.nameIn(ViewContent.navigationContainerNames),
               child.kind == .argument, child.firstChild?.kind == .closure {
                return true
            }
            child = a
        }
        return false
    }

    /// A `UISplitViewController(…)`, `UINavigationController(…)` or `UITabBarController(…)` created in the branch and
    /// given to `rootViewController` / `viewControllers` (`=`, `setViewControllers`), directly or through a name
    /// bound in the branch. A container kept in a stored property and reassigned is not created there.
    static func createdUIKitContainer(in branch: Node) -> Node? {
        var created: [String: Node] = [:]   // local names bound to a new container
        var found: Node?
        func container(in value: Node) -> Node? {
            var hit: Node?
            value.walk { n in
                if hit != nil { return false }
                if n.kind == .closure { return false }
                if n.kind == .call, let t = n.constructedTypeName, uikitContainerSuffixes.contains(where: { t.hasSuffix($0) }) { hit = n }
                if n.kind == .identifier, let name = n.name, let c = created[name] { hit = c }
                return hit == nil
            }
            return hit
        }
        branch.walk { n in
            if found != nil { return false }
            switch n.kind {
            case .patternBinding:
                if let name = n.name, let v = n.initializerValue, let c = container(in: v) { created[name] = c }
            case .binary:
                guard LayoutContext.operatorText(n) == "=", let last = n.firstChild?.memberChain?.last,
                      last == "rootViewController" || last == "viewControllers", let rhs = n.child(1) else { break }
                found = container(in: rhs)
            case .call:
                if n.calleeIs("setViewControllers"), let v = n.arguments.first?.value { found = container(in: v) }
            default:
                break
            }
            return found == nil
        }
        return found
    }

    // MARK: (b)

    private func checkID(_ call: Node, _ sizeClasses: SizeClassTests, _ ctx: FileContext) {
        guard call.isModifierCall, call.calleeIs("id"), let key = call.arguments.first?.value,
              let base = call.modifierBase else { return }
        guard sizeClasses.mentionsSizeClass(key) || Self.namesFold(key) else { return }
        let index = self.members ?? ctx.analysis(TypeMemberIndex.self)
        self.members = index
        let scan = ViewStructure.scan(base, members: index.enclosingMembers(of: call), wrappers: [:], holdsConditional: true, bars: false)
        if let stateful = scan.statefulView {
            ctx.report(Self.descriptor, at: call, Self.idMessage, related: [(stateful, stateful.constructedTypeName ?? "view")])
        } else if !scan.uses.isEmpty {
            ctx.report(Self.descriptor, at: call, when: .viewStructure(.keepsState(scan.uses.map(\.type))), Self.idMessage)
        }
    }

    /// A name in the key with the word `fold`, `folded`, `posture` or `hinge` (`folder` is not `fold`).
    static func namesFold(_ key: Node) -> Bool {
        var found = false
        key.walk { n in
            if found { return false }
            if n.kind == .identifier || n.kind == .memberAccess, let name = n.name, NameWords.containsAny(name, foldWords) { found = true }
            return !found && n.kind != .closure
        }
        return found
    }
}
