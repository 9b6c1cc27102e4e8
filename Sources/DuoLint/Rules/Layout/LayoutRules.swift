extension RuleRegistry {
    /// The rules in `Rules/Layout/`.
    static let layoutRules: [any Rule.Type] = [
        FixedWidth.self,
        ScreenSizeLiteral.self,
        MainScreenBounds.self,
        WidthBreakpoint.self,
        HingeAsHalfWidth.self,
        WidthScaledFont.self,
        IdiomGatedLayout.self,
        SizeClassResetsState.self,
    ]
}
