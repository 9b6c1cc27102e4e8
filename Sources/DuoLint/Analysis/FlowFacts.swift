/// The cross-file half of VOCABULARY.md *data flow across calls*: what one file tells the others about its call sites
/// and its functions' parameters (the export), and the questions a finding's condition asks of them (`FlowQuery`,
/// answered by `FlowIndex` over every file's facts).
///
/// The export is positive evidence, to keep the run's cost flat: a file lists the calls that pass a value with a
/// flow property (or pass on a parameter of their own function), and then every other call of the same name in
/// the file; a file whose calls of `f` pass no such value lists nothing for `f`. It also lists the `Bool`
/// parameters (of functions, and the stored `Bool` properties of memberwise initializers) every use of which is a
/// value-only `?:` condition; the others give nothing to count.

/// A parameter, as other files name it: its function's name (`init` for initializers), the type that declares it
/// (nil for a free function) and its argument label (`_0`, `_1`, … for the unlabelled ones, by position).
public struct ParameterKey: Hashable, Sendable, Comparable {
    public var function: String
    public var type: String?
    public var label: String

    public static func < (a: ParameterKey, b: ParameterKey) -> Bool {
        (a.function, a.type ?? "", a.label) < (b.function, b.type ?? "", b.label)
    }
}

/// What a value passed at a call site is, for the questions other files ask (a fixed set, so that a file can say
/// it without knowing who asks).
public struct FlowProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A container size (Rules/width-breakpoint.md, *container size*): a proxy's size, a root view's bounds, …
    public static let containerSize = FlowProperties(rawValue: 1)
    /// The width of a container size.
    public static let containerWidth = FlowProperties(rawValue: 2)
    /// The height of a container size.
    public static let containerHeight = FlowProperties(rawValue: 4)
}

/// One file's export.
public struct FlowFacts: Sendable, Hashable {
    /// How a call site names its callee's owner.
    public enum Receiver: Hashable, Sendable {
        /// `f(…)` written in type `type` (nil: at file level): a free function, or a method of that type.
        case implicit(String?)
        /// `self.f(…)`, `T.f(…)`, `x.f(…)` with `x` declared of type `T`, `T(…)` (an initializer of `T`).
        case typed(String)
        /// `x.f(…)` with `x`'s type unknown: a method of any type.
        case unknown
    }

    /// One argument of a call site.
    public struct Argument: Hashable, Sendable {
        /// The label, or `_0`, `_1`, … for unlabelled arguments by position.
        public var label: String
        public var properties: FlowProperties
        /// The argument is this parameter of the function that holds the call (passed on unchanged).
        public var forwards: ParameterKey?
    }

    public struct Site: Hashable, Sendable {
        public var callee: String
        public var receiver: Receiver
        public var arguments: [Argument]
    }

    /// A `Bool` parameter of a function declared in this file.
    public struct BoolParameter: Hashable, Sendable {
        public var key: ParameterKey
        /// Every use of the parameter in the function's body is the condition of a `?:` between numbers.
        public var valueOnly: Bool
    }

    /// The file the facts come from (empty when there are none).
    public var path: String = ""
    public var sites: [Site] = []
    public var boolParameters: [BoolParameter] = []

    public init() {}

    public var isEmpty: Bool { sites.isEmpty && boolParameters.isEmpty }
}

/// A question about other files that a finding depends on: it holds when every atom of `required` holds and, when
/// `excluded` is not empty, not every atom of `excluded` does.
public struct FlowQuery: Hashable, Sendable {
    public enum Atom: Hashable, Sendable {
        /// Every call site of the parameter's function outside `outside` passes a value with `property` (passed on
        /// through parameters of other functions at most `CallFlow.maxDepth` deep), and `localSites` plus those
        /// sites make at least one.
        case parameter(ParameterKey, FlowProperties, outside: String, localSites: Int)
        /// Every function named `function` that a call with this receiver may reach, outside `outside`, with a
        /// `Bool` parameter labelled `label` uses it only as a value-only condition, and `localFunctions` plus those
        /// make at least one.
        case valueOnlyParameter(function: String, receiver: FlowFacts.Receiver, label: String, outside: String,
                                localFunctions: Int)
    }

    public var required: [Atom]
    public var excluded: [Atom]

    public init(required: [Atom] = [], excluded: [Atom] = []) {
        self.required = required
        self.excluded = excluded
    }
}

/// An answer about one file that may depend on others: no, yes, or yes when the atoms hold.
public enum FlowAnswer: Hashable, Sendable {
    case no
    case yes
    case ifAll([FlowQuery.Atom])

    /// Both answers (`&&`).
    func and(_ other: FlowAnswer) -> FlowAnswer {
        switch (self, other) {
        case (.no, _), (_, .no): return .no
        case (.yes, let x), (let x, .yes): return x
        case (.ifAll(let a), .ifAll(let b)): return .ifAll(FlowAnswer.merged(a + b))
        }
    }

    static func merged(_ atoms: [FlowQuery.Atom]) -> [FlowQuery.Atom] {
        var seen: Set<FlowQuery.Atom> = []
        return atoms.filter { seen.insert($0).inserted }
    }
}
