/// A fact about the whole linted project that a finding depends on. Rules attach one when the answer lies in
/// another file; the engine keeps the finding only if the condition holds once every file's summary is in the
/// `ProjectIndex`.
public enum ProjectCondition: Hashable, Sendable {
    /// The custom view type exposes an `ArrangementView` in its content (not already inside a scroll container).
    case viewExposesArrangement(String)
    /// The custom view type exposes a navigation container (not already inside another `ArrangementView`).
    case viewExposesNavigation(String)
    /// The view type reads `@Environment(\.overlayArrangementZIndex)`.
    case viewReadsOverlayZIndex(String)
    /// The class inherits (directly or transitively) from `UIToolbar`, `UINavigationBar` or `UITabBar`.
    case classIsSystemBar(String)
    /// A toolbar reached through the uses of a custom type (and of the custom types whose bodies use it) satisfies
    /// the query: the controls in the type's body are its toolbar items there (see `ToolbarIndex`).
    case toolbarUse(ToolbarUseQuery)
    /// The screen's toolbars hold at least this many toolbar items, custom types' items included (`wholeType`: the
    /// screen is a type, and the screens it presents count too).
    case toolbarItemCount(screen: String, wholeType: Bool, atLeast: Int)
    /// A question about the structure of view types declared in other files (branch roots, navigation state, bars)
    /// or about idiom-test properties (see `ViewStructureIndex`).
    case viewStructure(ViewStructureQuery)
    /// An item's *screen's bar items* (RULES.md), its own file's items plus the custom types used next to it, number
    /// at least `atLeast`.
    case toolbarItems(ToolbarCountQuery)
    /// The custom view type's `body` root is a hand-made bar (an `HStack` of controls), directly or through other
    /// custom views whose body root is the next (RULES.md `custom-swiftui-bar`).
    case viewIsHandMadeBar(String)
    /// A bar created by hand is a system bar (or a subclass of one) and is not the `view` of a view controller whose
    /// `view` some file makes a keyboard's `inputAccessoryView` (RULES.md `custom-bar-instance`).
    case handMadeBar(HandMadeBarQuery)
    /// The type (its declaration and extensions, in any file) sets left bar items on this `navigationItem` chain
    /// (RULES.md `left-items-supplement-back-button`).
    case setsLeftItems(type: String, receiver: String)
    /// A title that is a `static` member declared in another file passes the test (RULES.md *title*).
    case staticTitle(StaticTitleQuery)
    /// A symbol given by a `static` member declared in another file has one of the names (RULES.md *symbol*).
    case staticSymbol(StaticSymbolQuery)
}
