/// The cross-file facts mechanism (ARCHITECTURE.md, "Facts across files"): analyses export facts per file, the
/// store builds each kind's project-wide index from them on first use, and a finding that depends on other files
/// carries a `ProjectQuery` that the engine evaluates against the store once every file is summarised.
///
/// The model is go/analysis's (an analyzer declares the facts it exports and imports; the driver computes them,
/// knowing no analyzer by name: https://pkg.go.dev/golang.org/x/tools/go/analysis). The engine in this folder
/// names no rule and no rule's analysis: it holds the store, the registry of fact kinds (`FactRegistry`) and the
/// queries of pending findings, as values of the protocols below.

/// A kind of project-wide fact: the index an analysis builds from every file's exported facts (and from the
/// indexes of the kinds it imports, asked of the same store). The store builds it once, on first use; an index is a
/// class so that what it memoises while answering stays for the rest of the run.
///
/// Every walk an index makes over its facts must be iterative with a stated bound (ARCHITECTURE.md, "no recursion
/// over user-controlled depth"): chains of 100,000 views across 1,000 files are linted (RobustnessTests). Kinds are
/// listed in a shared, immutable registry (`FactRegistry`): their metatypes are Sendable.
public protocol FactKind: RuleMetatypeSendable {
    associatedtype Index: AnyObject
    static func makeIndex(_ store: FactStore) -> Index
}

/// A fact kind whose index (or part of it) is a value any thread may read: the finalizing workers answer the
/// questions about it themselves (`ProjectQuery.answeredOnWorkers`), from a `SharedFacts`.
public protocol SharedFactKind: FactKind {
    associatedtype Shared: Sendable
    static func share(_ index: Index) -> Shared
}

/// The answer to a cross-file question: whether it holds, and the location that proves it (a related location of
/// the finding, and what its message may name).
public struct QueryAnswer: Sendable {
    public var holds: Bool
    public var witness: RelatedLocation?

    public init(_ holds: Bool, witness: RelatedLocation? = nil) {
        self.holds = holds
        self.witness = witness
    }

    public static let no = QueryAnswer(false)
}

/// A question about other files that a finding depends on: the finding is kept only if the question holds once
/// every file's facts are in the store. Equal questions have equal answers (the engine asks each distinct one once).
public protocol ProjectQuery: Hashable, Sendable {
    /// Whether the question can hold in this project at all (no file mentions what it needs: the finding is not
    /// even recorded). Default: it can.
    func mayHold(in project: ProjectVocabulary) -> Bool
    /// The answer, from the store's indexes (on the calling thread; indexes memoise as they go).
    func evaluate(in store: FactStore) -> QueryAnswer
    /// The question is answered by the finalizing workers from `SharedFacts` (`holds(in:)`), not memoised on the
    /// calling thread: for questions asked of so many findings that a memo would cost more than the answer.
    var answeredOnWorkers: Bool { get }
    /// For `answeredOnWorkers` questions: the answer from the shared facts.
    func holds(in shared: SharedFacts) -> Bool
    /// The type names whose declaring files must have complete facts of the deferred kind `kind` for this question
    /// to be answered (`DeferredFactKind`); default none.
    func namesAsked(of kind: ObjectIdentifier) -> [String]
    /// Some `namesAsked(of:)` may be non-empty (only the findings of files with such questions are read for them).
    var asksAboutDeferredFacts: Bool { get }
}

extension ProjectQuery {
    public func mayHold(in project: ProjectVocabulary) -> Bool { true }
    public var answeredOnWorkers: Bool { false }
    public func holds(in shared: SharedFacts) -> Bool { false }
    public func namesAsked(of kind: ObjectIdentifier) -> [String] { [] }
    public var asksAboutDeferredFacts: Bool { false }

    fileprivate func isEqual(_ other: any ProjectQuery) -> Bool {
        // (The types compared first: a cast only between questions of the same type.)
        type(of: other) == Self.self && (other as? Self) == self
    }
}

/// A pending finding's question, as a value of any `ProjectQuery` type (equal when the questions are of the same
/// type and equal). The rules write `when: .someQuestion(…)`: each analysis that answers questions adds the static
/// functions that make its own (next to the query types, never here).
public struct ProjectCondition: Hashable, Sendable {
    public let query: any ProjectQuery
    /// `query.answeredOnWorkers`, `query.asksAboutDeferredFacts` (read for every pending finding: kept beside it).
    let answeredOnWorkers: Bool
    let asksAboutDeferredFacts: Bool

    public init(_ query: some ProjectQuery) {
        self.query = query
        answeredOnWorkers = query.answeredOnWorkers
        asksAboutDeferredFacts = query.asksAboutDeferredFacts
    }

    public static func == (a: ProjectCondition, b: ProjectCondition) -> Bool { a.query.isEqual(b.query) }

    public func hash(into hasher: inout Hasher) { query.hash(into: &hasher) }
}

/// Every file's facts and the indexes built over them, on first use, by kind (the facts store). Used on one thread.
public final class FactStore {
    /// Every judged file's facts, in the run's file order.
    public let files: [FileSummary]
    private var indexes: [ObjectIdentifier: AnyObject] = [:]

    public init(files: [FileSummary]) { self.files = files }

    /// A store with some indexes handed in already built (the `Workspace` keeps them up to date, edit by edit); the
    /// others are built from `files`.
    init(files: [FileSummary], built: [(ObjectIdentifier, AnyObject)]) {
        self.files = files
        for (k, v) in built { indexes[k] = v }
    }

    /// The index of a kind, built the first time it is asked for.
    public func index<K: FactKind>(_ kind: K.Type) -> K.Index {
        let key = ObjectIdentifier(kind)
        if let known = indexes[key] { return unsafeDowncast(known, to: K.Index.self) }
        let built = K.makeIndex(self)
        indexes[key] = built
        return built
    }

    /// Whether the condition holds, and the location that proves it.
    public func evaluate(_ condition: ProjectCondition) -> QueryAnswer { condition.query.evaluate(in: self) }

    /// The shared part of every registered shared kind (`FactRegistry.shared`), for the finalizing workers.
    func shared() -> SharedFacts {
        SharedFacts(values: FactRegistry.shared.map { (ObjectIdentifier($0), $0.shared(from: self)) })
    }
}

extension SharedFactKind {
    fileprivate static func shared(from store: FactStore) -> AnyObject & Sendable { SharedBox(share(store.index(Self.self))) }
}

/// A shared value, boxed so that a worker gets it back by its kind without a dynamic cast.
private final class SharedBox<T: Sendable>: Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// What the finalizing workers read to answer `answeredOnWorkers` questions: the shared values of the registered
/// shared kinds (a handful: found by a scan, not hashed, as a question is answered for every pending finding).
public struct SharedFacts: Sendable {
    fileprivate let values: [(kind: ObjectIdentifier, box: AnyObject & Sendable)]

    /// The shared value of a kind (nil: the kind is not registered in `FactRegistry.shared`).
    public func value<K: SharedFactKind>(_ kind: K.Type) -> K.Shared? {
        let key = ObjectIdentifier(kind)
        for v in values where v.kind == key { return unsafeDowncast(v.box, to: SharedBox<K.Shared>.self).value }
        return nil
    }
}

/// A fact kind whose per-file facts a run's first pass may leave incomplete, because making them costs a walk few
/// files need: the engine completes them afterwards (`LintRunner`), for the files that declare a type some
/// question asks about (`ProjectQuery.namesAsked(of:)`) or some complete fact reaches, then for the files
/// declaring the types their completed facts reach, until no new name comes up. Each name is handled once and each
/// file completed at most once per kind: the rounds are bounded by the names declared in the project.
/// The answers are the same as with one pass that makes every file's facts complete.
public protocol DeferredFactKind: FactKind {
    /// Marks the kind deferred (`ProjectVocabulary.defers`) in the run's first pass and, when even the files
    /// analysed again by another kind's completion are to leave it out, in the later ones.
    static func prepare(firstPass: inout ProjectVocabulary, laterPasses: inout ProjectVocabulary, options: LintOptions)
    /// A file is completed by analysing it whole again (its findings are made again too: the first pass left out
    /// candidates whose walk the facts need); otherwise only its facts are made again (`complete`), its findings
    /// and other facts stay the first pass's.
    static var completesWholeFile: Bool { get }
    /// The file's facts of this kind are complete already (from a pass that did not defer the kind).
    static func isComplete(_ facts: FileSummary) -> Bool
    /// Names the file's facts make needed from the start, complete or not (the types its toolbars use, say).
    static func seeds(_ facts: FileSummary) -> [String]
    /// The names under which the file is completed: the types it declares whose facts the first pass left out.
    static func completableNames(_ facts: FileSummary) -> [String]
    /// The names a file may be completed under at all, from every declaration of the project (nil: any name).
    static func admittedNames<S: Sequence<TypeFact>>(_ declarations: S) -> Set<String>?
    /// The names a file's complete facts reach (whose declaring files must be completed in turn).
    static func reached(_ facts: FileSummary) -> [String]
    /// Makes the file's facts of this kind again, complete, from the file parsed with no rule run.
    static func complete(_ facts: inout FileSummary, _ ctx: FileContext)
}

extension DeferredFactKind {
    public static var completesWholeFile: Bool { false }
    public static func isComplete(_ facts: FileSummary) -> Bool { false }
    public static func seeds(_ facts: FileSummary) -> [String] { [] }
    public static func completableNames(_ facts: FileSummary) -> [String] { facts.types.map(\.name) }
    public static func admittedNames<S: Sequence<TypeFact>>(_ declarations: S) -> Set<String>? { nil }
    public static func complete(_ facts: inout FileSummary, _ ctx: FileContext) {}
}

/// A fact kind whose per-file facts the analyzer makes as each file is analysed, once its rules have run
/// (`FileAnalyzer.analyze`, in `FactRegistry.exported` order): the kind reads the file's context (the tree, its
/// shared analyses, the findings and their questions, the project vocabulary and what the pass defers) and fills
/// its part of the file's summary.
public protocol ExportedFactKind: FactKind {
    static func export(_ facts: inout FileSummary, _ ctx: FileContext)
}
