/// The fact kinds the engine computes without knowing them by name (ARCHITECTURE.md, "Facts across files"). An
/// analysis that exports a kind other files' questions read adds it here; the store builds a kind's index when a
/// query first asks for it, so a kind only needs listing when the engine must reach it unasked:
/// - `shared`: kinds whose shared value the finalizing workers read (`SharedFactKind`, `ProjectQuery.answeredOnWorkers`).
enum FactRegistry {
    static let shared: [any SharedFactKind.Type] = [SystemBarTypes.self]
    /// - `deferred`: kinds a run's first pass may leave incomplete (`DeferredFactKind`), completed in this order
    ///   (a kind that analyses files again whole comes before those that only make facts again).
    static let deferred: [any DeferredFactKind.Type] = [ToolbarFactKind.self, ViewStructureFactKind.self, InteractiveFactKind.self]
}
