/// What custom views expose through their bodies, to any depth (`TypeFact.bodyReferences`): the questions of
/// `arrangement-in-scroll-view` and `navigation-in-arrangement`, and whether a view reads the overlay z-index.
enum ViewExposure: FactKind {
    final class Index {
        fileprivate let types: DeclaredTypes.Index
        fileprivate var arrangementMemo: [String: RelatedLocation?] = [:]
        fileprivate var navigationMemo: [String: RelatedLocation?] = [:]

        init(types: DeclaredTypes.Index) { self.types = types }

        /// The first reference matching `target` that type `name` exposes — directly in its body, or through a
        /// custom view it uses — where no enclosing container `blocked` it.
        ///
        /// Depth first in the references' order, without recursion (issue 21: a chain of 100,000 custom views ran out of
        /// the CLI's 8 MiB main stack): a frame per type on the current path, `visiting` the types on it. The same
        /// answers and memo entries as the recursive walk it replaces: a type met again on its path answers nil there,
        /// and only a top-level answer or a found one is memoised (an inner miss may have been cut short by a cycle).
        fileprivate func exposed(_ name: String, memo: inout [String: RelatedLocation?], visiting: inout Set<String>,
                             blocked: (ViewReference) -> Bool, target: (ViewReference.Kind) -> Bool) -> RelatedLocation? {
            if let known = memo[name] { return known }
            if visiting.contains(name) { return nil }
            struct Frame {
                var name: String
                var facts: [TypeFact]
                var fact = 0
                var ref = 0
            }
            var stack: [Frame] = [Frame(name: name, facts: types.byName[name] ?? [])]
            visiting.insert(name)
            // The answer of the frame just finished, handed to the one under it (nil: a miss).
            var answer: RelatedLocation?
            var returning = false
            while let top = stack.indices.last {
                if returning {
                    returning = false
                    if answer != nil {
                        // A found inner answer ends this frame too.
                        let done = stack.removeLast()
                        visiting.remove(done.name)
                        memo[done.name] = .some(answer)
                        returning = true
                        continue
                    }
                }
                // The next reference of the top frame, or its end.
                var pushed = false
                var found: RelatedLocation?
                scan: while stack[top].fact < stack[top].facts.count {
                    let refs = stack[top].facts[stack[top].fact].bodyReferences
                    while stack[top].ref < refs.count {
                        let ref = refs[stack[top].ref]
                        stack[top].ref += 1
                        if blocked(ref) { continue }
                        if target(ref.kind) {
                            found = ref.location
                            break scan
                        }
                        if case .customView(let inner) = ref.kind, inner != stack[top].name {
                            if let known = memo[inner] {
                                if let loc = known { found = loc; break scan }
                                continue
                            }
                            if visiting.contains(inner) { continue }
                            visiting.insert(inner)
                            stack.append(Frame(name: inner, facts: types.byName[inner] ?? []))
                            pushed = true
                            break scan
                        }
                    }
                    stack[top].fact += 1
                    stack[top].ref = 0
                }
                if pushed { continue }
                let done = stack.removeLast()
                visiting.remove(done.name)
                // Only a top-level answer is final: an inner one may have been cut short by a cycle.
                if visiting.isEmpty || found != nil { memo[done.name] = .some(found) }
                answer = found
                returning = true
            }
            return answer
        }
        }

    static func makeIndex(_ store: FactStore) -> Index { Index(types: store.index(DeclaredTypes.self)) }
}

/// The custom view type exposes an `ArrangementView` in its content (not already inside a scroll container).
struct ViewExposesArrangement: ProjectQuery {
    var name: String

    func mayHold(in project: ProjectVocabulary) -> Bool { project.mentionsArrangementView }

    func evaluate(in store: FactStore) -> QueryAnswer {
        let index = store.index(ViewExposure.self)
        var visiting: Set<String> = []
        let loc = index.exposed(name, memo: &index.arrangementMemo, visiting: &visiting,
                                blocked: { $0.insideScrollContainer },
                                target: { if case .arrangementView = $0 { return true } else { return false } })
        return QueryAnswer(loc != nil, witness: loc)
    }
}

/// The custom view type exposes a navigation container (not already inside another `ArrangementView`).
struct ViewExposesNavigation: ProjectQuery {
    var name: String

    func evaluate(in store: FactStore) -> QueryAnswer {
        let index = store.index(ViewExposure.self)
        var visiting: Set<String> = []
        let loc = index.exposed(name, memo: &index.navigationMemo, visiting: &visiting,
                                blocked: { $0.insideArrangement },
                                target: { if case .navigationContainer = $0 { return true } else { return false } })
        return QueryAnswer(loc != nil, witness: loc)
    }
}

/// The view type reads `@Environment(\.overlayArrangementZIndex)`.
struct ViewReadsOverlayZIndex: ProjectQuery {
    var name: String

    func mayHold(in project: ProjectVocabulary) -> Bool { project.mentioned.contains("overlayArrangementZIndex") }

    func evaluate(in store: FactStore) -> QueryAnswer {
        QueryAnswer((store.index(DeclaredTypes.self).byName[name] ?? []).contains { $0.readsOverlayZIndex })
    }
}

extension ProjectCondition {
    public static func viewExposesArrangement(_ name: String) -> ProjectCondition { ProjectCondition(ViewExposesArrangement(name: name)) }
    public static func viewExposesNavigation(_ name: String) -> ProjectCondition { ProjectCondition(ViewExposesNavigation(name: name)) }
    public static func viewReadsOverlayZIndex(_ name: String) -> ProjectCondition { ProjectCondition(ViewReadsOverlayZIndex(name: name)) }
}

/// What each view type's body root is as a bar (`TypeFact.bodyBar`), followed through custom roots: the question of
/// `custom-swiftui-bar` (and of the view structure's bars).
enum HandMadeBarViews: FactKind {
    final class Index {
        /// The first declaration of each type that says what its body root is: far fewer entries than the types.
        private let bodyBars: [String: BodyBar]
        private var handMadeBarMemo: [String: RelatedLocation?] = [:]

        init(bodyBars: [String: BodyBar]) { self.bodyBars = bodyBars }

        /// Where the hand-made bar a custom view's body is (Rules/custom-swiftui-bar.md), following views whose body
        /// root is another custom view to any depth, iteratively and without looping; nil when it is none.
        func handMadeBar(_ name: String) -> RelatedLocation? {
            if let known = handMadeBarMemo[name] { return known }
            var path: [String] = []
            var visited: Set<String> = []
            var current = name
            var found: RelatedLocation?
            while visited.insert(current).inserted {
                path.append(current)
                if let known = handMadeBarMemo[current] { found = known; break }
                // The type's declarations (a view has one body; the first that says what its body is decides).
                guard let bar = bodyBars[current] else { break }
                switch bar {
                case .handMadeBar(let location):
                    found = location
                case .customView(let next):
                    current = next
                    continue
                }
                break
            }
            for t in path { handMadeBarMemo[t] = .some(found) }
            return found
        }
    }

    static func makeIndex(_ store: FactStore) -> Index {
        var out: [String: BodyBar] = [:]
        for summary in store.files {
            for fact in summary.types { if let b = fact.bodyBar, out[fact.name] == nil { out[fact.name] = b } }
        }
        return Index(bodyBars: out)
    }
}

/// The custom view type's `body` root is a hand-made bar (an `HStack` of controls), directly or through other
/// custom views whose body root is the next (Rules/custom-swiftui-bar.md).
struct ViewIsHandMadeBar: ProjectQuery {
    var name: String

    func evaluate(in store: FactStore) -> QueryAnswer {
        let bar = store.index(HandMadeBarViews.self).handMadeBar(name)
        return QueryAnswer(bar != nil, witness: bar)
    }
}

extension ProjectCondition {
    public static func viewIsHandMadeBar(_ name: String) -> ProjectCondition { ProjectCondition(ViewIsHandMadeBar(name: name)) }
}
