extension RuleRegistry {
    /// The rules in `Rules/Bars/`.
    static let barRules: [any Rule.Type] = [
        CustomBarInstance.self,
        CustomSwiftUIBar.self,
        ToolbarFixedSpacer.self,
        ToolbarSymbolWithoutTitle.self,
        ToolbarTextOnlyItem.self,
        ToolbarCustomOverflowMenu.self,
        CloseButtonPlacement.self,
        LeftItemsSupplementBackButton.self,
        ProminentActionPlacement.self,
        FrequentActionPriority.self,
        ToolbarCountInTitle.self,
        ToolbarItemSwitchesLabel.self,
        VerticalBarOptOut.self,
        BarGeometryAssumption.self,
        SystemBarHiddenCustomBar.self,
    ]
}
