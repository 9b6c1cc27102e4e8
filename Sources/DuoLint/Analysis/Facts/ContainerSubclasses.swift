/// Rules/bar-geometry-assumption.md: a class that inherits from a bar's container through classes declared in the
/// linted sources (`TabBarViewController: AnimateTabController`, `AnimateTabController: AnimatedTabBarController`,
/// `AnimatedTabBarController: UITabBarController`, in any files), so that `tabBar` / `self.tabBar` in it is the system
/// bar. Containers are named as `UIKitTypeKinds` names them: `…TabBarController` for the tab bar,
/// `…NavigationController` for the navigation bar and the toolbar. Read from `DeclaredTypes`, up the parents with
/// `DeclaredTypes.firstAncestor` (linear in the declarations, any depth, cycles harmless).
struct InheritsContainerQuery: ProjectQuery {
    var type: String
    /// `tab` or `nav` (`ContainerMethods.kind(ofReturnType:)`).
    var kind: String

    func evaluate(in store: FactStore) -> QueryAnswer {
        let index = store.index(DeclaredTypes.self)
        let found = DeclaredTypes.firstAncestor(of: type, parents: index.parents(of:)) {
            ContainerMethods.kind(ofReturnType: $0) == kind ? true : nil
        }
        return QueryAnswer(found ?? false)
    }
}

extension ProjectCondition {
    public static func inheritsContainer(type: String, kind: String) -> ProjectCondition {
        ProjectCondition(InheritsContainerQuery(type: type, kind: kind))
    }
}
