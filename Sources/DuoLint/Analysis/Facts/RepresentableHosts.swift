/// Rules/ignores-safe-area-interactive.md, *does not trigger*: SwiftUI content handed to an app's own
/// `UIViewRepresentable` / `UIViewControllerRepresentable` (`CollectionView(sections: [… AnyView(row.ignoresSafeArea())
/// …])`, `Carousel { … }`) is hosted by UIKit — in cells or pages the UIKit view lays out inside its own safe area —
/// so the content's `ignoresSafeArea` ignores only the host's spurious insets, not the screen's side bars.
///
/// No type of `names` (declared in any file) adopts one of the representable protocols (`DeclaredTypes`).
struct NoneIsRepresentable: ProjectQuery {
    var names: [String]

    static let protocols: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]

    func evaluate(in store: FactStore) -> QueryAnswer {
        let types = store.index(DeclaredTypes.self)
        for name in names {
            for t in types.byName[name] ?? [] where t.inheritedTypes.contains(where: Self.protocols.contains) {
                return .no
            }
        }
        return QueryAnswer(true)
    }
}

extension ProjectCondition {
    /// No type of `names` is an app's own `UIViewRepresentable` / `UIViewControllerRepresentable` (`NoneIsRepresentable`).
    public static func noneIsRepresentable(_ names: [String]) -> ProjectCondition {
        ProjectCondition(NoneIsRepresentable(names: names))
    }
}
