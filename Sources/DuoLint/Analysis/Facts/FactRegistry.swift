/// The fact kinds the engine computes without knowing them by name (ARCHITECTURE.md, "Facts across files"). The
/// store builds a kind's index when a query first asks for it, so a kind is listed here only where the engine must
/// reach it unasked.
enum FactRegistry {
    /// Kinds whose per-file facts each file's analysis makes (`ExportedFactKind`), in this order (the declared types
    /// first: they make the summary, toolbar facts included, that the others add to).
    static let exported: [any ExportedFactKind.Type] = [DeclaredTypes.self, ViewStructureFactKind.self, FlowFactKind.self,
                                                        InteractiveFactKind.self, FaceIDFactKind.self,
                                                        NavigationRootFactKind.self, ContainerMethodFactKind.self]
    /// Kinds a run's first pass may leave incomplete (`DeferredFactKind`), completed in this order (a kind that
    /// analyses files again whole comes before those that only make facts again, which then read its results).
    static let deferred: [any DeferredFactKind.Type] = [ToolbarFactKind.self, ViewStructureFactKind.self, InteractiveFactKind.self]
    /// Kinds whose shared value the finalizing workers read (`SharedFactKind`, `ProjectQuery.answeredOnWorkers`).
    static let shared: [any SharedFactKind.Type] = [SystemBarTypes.self]
}
