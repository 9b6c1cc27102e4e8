/// Rules/ignores-safe-area-interactive.md, *does not trigger*: a SwiftUI view some file hosts as a keyboard's
/// accessory (`textView.inputAccessoryView = UIHostingController(rootView: EditorKeyboardBar()).view`). The keyboard
/// places it (*Raise the bar with iPhone Duo*, tech talk, 10:00: keyboard accessory bars stay attached to the keyboard),
/// and `.ignoresSafeArea()` on its root only drops the hosting controller's insets.
///
/// No type of `names` is a keyboard accessory's host in the linted sources (`KeyboardAccessoryBars.controllerTypes`,
/// exported with the toolbar facts).
struct NotKeyboardAccessoryHost: ProjectQuery {
    var names: [String]

    func evaluate(in store: FactStore) -> QueryAnswer {
        let hosts = store.index(ToolbarFactKind.self).accessoryControllers
        return QueryAnswer(!names.contains(where: hosts.contains))
    }
}

extension ProjectCondition {
    /// No type of `names` is hosted as a keyboard accessory in the linted sources (`NotKeyboardAccessoryHost`).
    public static func notKeyboardAccessoryHost(_ names: [String]) -> ProjectCondition {
        ProjectCondition(NotKeyboardAccessoryHost(names: names))
    }
}
