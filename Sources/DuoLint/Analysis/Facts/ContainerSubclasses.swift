/// Rules/bar-geometry-assumption.md: a class that inherits from a bar's container through classes declared in the
/// linted sources (`TabBarViewController: AnimateTabController`, `AnimateTabController: AnimatedTabBarController`,
/// `AnimatedTabBarController: UITabBarController`, in any files), so that `tabBar` / `self.tabBar` in it is the system
/// bar. Containers are named as `UIKitTypeKinds` names them: `…TabBarController` for the tab bar,
/// `…NavigationController` for the navigation bar and the toolbar. Read from `DeclaredTypes`; the walk up the parents
/// is a worklist with a visited set (linear in the declarations, any depth, cycles harmless).
struct InheritsContainerQuery: ProjectQuery {
    var type: String
    /// `tab` or `nav` (`ContainerMethods.kind(ofReturnType:)`).
    var kind: String

    func evaluate(in store: FactStore) -> QueryAnswer {
        let byName = store.index(DeclaredTypes.self).byName
        var seen: Set<String> = [type]
        var stack = [type]
        while let name = stack.popLast() {
            for fact in byName[name] ?? [] {
                for parent in fact.inheritedTypes where seen.insert(parent).inserted {
                    if ContainerMethods.kind(ofReturnType: parent) == kind { return QueryAnswer(true) }
                    stack.append(parent)
                }
            }
        }
        return QueryAnswer(false)
    }
}

extension ProjectCondition {
    public static func inheritsContainer(type: String, kind: String) -> ProjectCondition {
        ProjectCondition(InheritsContainerQuery(type: type, kind: kind))
    }
}
