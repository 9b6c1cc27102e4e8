/// The cross-file index: every type declared in the linted sources, merged by name, and the transitive
/// questions rules ask about them (answered with memoisation and without looping on recursive views).
public final class ProjectIndex {
    private var types: [String: [TypeFact]] = [:]
    private var arrangementMemo: [String: RelatedLocation?] = [:]
    private var navigationMemo: [String: RelatedLocation?] = [:]
    private var barMemo: [String: Bool] = [:]

    public init(summaries: [FileSummary]) {
        for summary in summaries {
            for fact in summary.types { types[fact.name, default: []].append(fact) }
        }
    }

    /// Whether the condition holds, and the location that proves it (for related locations).
    public func evaluate(_ condition: ProjectCondition) -> (holds: Bool, witness: RelatedLocation?) {
        switch condition {
        case .viewExposesArrangement(let name):
            var visiting: Set<String> = []
            let loc = exposed(name, memo: &arrangementMemo, visiting: &visiting,
                              blocked: { $0.insideScrollContainer },
                              target: { if case .arrangementView = $0 { return true } else { return false } })
            return (loc != nil, loc)
        case .viewExposesNavigation(let name):
            var visiting: Set<String> = []
            let loc = exposed(name, memo: &navigationMemo, visiting: &visiting,
                              blocked: { $0.insideArrangement },
                              target: { if case .navigationContainer = $0 { return true } else { return false } })
            return (loc != nil, loc)
        case .viewReadsOverlayZIndex(let name):
            return ((types[name] ?? []).contains { $0.readsOverlayZIndex }, nil)
        case .classIsSystemBar(let name):
            var visiting: Set<String> = []
            return (isSystemBar(name, visiting: &visiting), nil)
        }
    }

    public static let systemBars: Set<String> = ["UIToolbar", "UINavigationBar", "UITabBar"]

    private func isSystemBar(_ name: String, visiting: inout Set<String>) -> Bool {
        if let known = barMemo[name] { return known }
        if ProjectIndex.systemBars.contains(name) { return true }
        if visiting.contains(name) { return false }
        visiting.insert(name)
        var result = false
        for fact in types[name] ?? [] where fact.isClass || !fact.inheritedTypes.isEmpty {
            for parent in fact.inheritedTypes where isSystemBar(parent, visiting: &visiting) {
                result = true
                break
            }
            if result { break }
        }
        barMemo[name] = result
        return result
    }

    /// The first reference matching `target` that type `name` exposes — directly in its body, or through a
    /// custom view it uses — where no enclosing container `blocked` it.
    private func exposed(_ name: String, memo: inout [String: RelatedLocation?], visiting: inout Set<String>,
                         blocked: (ViewReference) -> Bool, target: (ViewReference.Kind) -> Bool) -> RelatedLocation? {
        if let known = memo[name] { return known }
        if visiting.contains(name) { return nil }
        visiting.insert(name)
        var found: RelatedLocation?
        search: for fact in types[name] ?? [] {
            for ref in fact.bodyReferences where !blocked(ref) {
                if target(ref.kind) {
                    found = ref.location
                    break search
                }
                if case .customView(let inner) = ref.kind, inner != name,
                   let loc = exposed(inner, memo: &memo, visiting: &visiting, blocked: blocked, target: target) {
                    found = loc
                    break search
                }
            }
        }
        visiting.remove(name)
        // Only a top-level answer is final: an inner one may have been cut short by a cycle.
        if visiting.isEmpty || found != nil { memo[name] = .some(found) }
        return found
    }
}
