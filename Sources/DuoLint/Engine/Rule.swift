/// A rule: metadata plus a check over one file's syntax tree.
///
/// The engine creates a fresh instance per file and calls `visit` for every node whose kind is in `interests`, in
/// the order the parser finished them (children before parents; the rules of a file run one after another), then
/// calls `finish` once. Rules report through the `FileContext`; findings that
/// depend on other files (custom views declared elsewhere, subclasses) are reported with a `ProjectCondition`
/// that the engine resolves against the cross-file index after every file has been read.
///
/// Rules read the tree; they never re-scan raw text.
public protocol Rule: AnyObject, RuleMetatypeSendable {
    static var descriptor: RuleDescriptor { get }
    /// The node kinds `visit` wants to see. Empty for rules that only work in `finish`.
    static var interests: Set<NodeKind> { get }
    /// Names (identifiers, attribute names without `@`) at least one of which the file must mention for the
    /// rule to fire there; empty (the default) when the rule can fire anywhere. See `RuleGate`.
    static var requiredNames: Set<String> { get }
    /// Prefixes of names that also satisfy `requiredNames` (`UIHinge` for `UIHingeUpdate`, …).
    static var requiredNamePrefixes: Set<String> { get }
    /// Numbers at least one of which a numeric literal of the file must have (its value as written, before any
    /// sign) for the rule to fire there; empty (the default) when the rule needs no particular literal. See `RuleGate`.
    static var requiredLiteralValues: Set<Double> { get }
    /// Names (of `ProjectVocabulary.searchedNames`) at least one of which some file of the project must mention
    /// for the rule to fire anywhere; empty (the default) when there is no such condition.
    static var requiredProjectNames: Set<String> { get }
    init()
    func visit(_ node: Node, _ ctx: FileContext)
    func finish(_ ctx: FileContext)
}

extension Rule {
    public static var requiredNames: Set<String> { [] }
    public static var requiredNamePrefixes: Set<String> { [] }
    public static var requiredProjectNames: Set<String> { [] }
    public static var requiredLiteralValues: Set<Double> { [] }
    /// Rules that only work in `finish` (empty `interests`) need no `visit`.
    public func visit(_ node: Node, _ ctx: FileContext) {}
    public func finish(_ ctx: FileContext) {}
    public var descriptor: RuleDescriptor { Self.descriptor }
}

#if compiler(>=6.2)
/// Rule types are listed in shared, immutable arrays (`RuleRegistry.all`, each category's list) that every worker
/// reads: from Swift 6.2 a metatype is Sendable only when its protocol says so.
public typealias RuleMetatypeSendable = SendableMetatype
#else
/// (Before Swift 6.2 every metatype is Sendable.)
public protocol RuleMetatypeSendable {}
#endif
