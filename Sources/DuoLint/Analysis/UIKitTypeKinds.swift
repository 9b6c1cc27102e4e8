/// What kind of UIKit type a declaration (or the declaration around a node) is, from its name and the types it
/// inherits from as written: a view controller, a `UIView` subclass, a `UITabBarController` or
/// `UINavigationController` subclass. Read on one declaration (no cross-file inheritance): a class is a view
/// controller when it or its first inherited type is named `…Controller`, a view when its first inherited type is
/// `UIView` or ends in `View`, `Cell`, `Button`, `Label`, `Control`, `Bar` or `Field`.
public enum UIKitTypeKinds {
    static let viewSuffixes = ["View", "Cell", "Button", "Label", "Control", "Bar", "Field"]

    /// The names a declaration is known by and inherits from: its own name, then its inherited types.
    private static func names(_ decl: Node) -> (own: String?, inherited: [String]) {
        (decl.name, decl.inheritedTypeNames)
    }

    /// A view controller: the type or its first inherited type is named `…Controller` (a `UIHostingController`
    /// subclass included), or an extension of such a name.
    public static func isViewController(_ decl: Node) -> Bool {
        let (own, inherited) = names(decl)
        if let own, own.hasSuffix("Controller") { return true }
        if let first = inherited.first, first.hasSuffix("Controller") { return true }
        return false
    }

    /// A `UIView` subclass (or an extension of a type named like one): not a view controller, a class whose first
    /// inherited type is `UIView` or a view-like UIKit name, or an extension of a view-like name.
    public static func isUIView(_ decl: Node) -> Bool {
        if isViewController(decl) { return false }
        let (own, inherited) = names(decl)
        switch decl.declKeyword {
        case .class:
            guard let first = inherited.first else { return false }
            return first == "UIView" || viewSuffixes.contains { first.hasSuffix($0) }
        case .extension:
            guard let own else { return false }
            return own == "UIView" || viewSuffixes.contains { own.hasSuffix($0) }
        default:
            return false
        }
    }

    /// A subclass of `UITabBarController` (or a type named `…TabBarController`).
    public static func isTabBarController(_ decl: Node) -> Bool {
        let (own, inherited) = names(decl)
        return (own?.hasSuffix("TabBarController") ?? false) || inherited.contains { $0.hasSuffix("TabBarController") }
    }

    /// A subclass of `UINavigationController` (or a type named `…NavigationController`).
    public static func isNavigationController(_ decl: Node) -> Bool {
        let (own, inherited) = names(decl)
        return (own?.hasSuffix("NavigationController") ?? false) || inherited.contains { $0.hasSuffix("NavigationController") }
    }
}
