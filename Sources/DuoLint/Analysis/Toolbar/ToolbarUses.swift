/// VOCABULARY.md *toolbar content* across files: a custom type (a `struct X: ToolbarContent`, or a custom `View`)
/// used as a toolbar item makes its body's controls toolbar items, where it is used — maybe in another file.
/// Each file contributes the facts below to the cross-file index (`ToolbarIndex`), which answers the rules'
/// `ProjectCondition.toolbarUse` and `.toolbarItemCount` questions.

/// A custom type written as a toolbar item (`ToolbarItem(placement: .cancellationAction) { CloseButton() }`,
/// `.toolbar { EditorToolbar() }`), or at item level in the body of a custom type (`HStack { CloseButton() }` in a
/// view that is itself used in a toolbar).
public struct ToolbarUse: Sendable, Hashable {
    public enum Container: Sendable, Hashable {
        /// In a screen's toolbar content (a `.toolbar { }`, `navigationBarItems`, a toolbar helper of the type).
        case screen(String)
        /// In toolbar content outside any type.
        case fileLevel
        /// In the body of this custom type (a `ToolbarContent` type, or a custom view).
        case body(String)
    }

    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Written in toolbar content (a screen's, or a `ToolbarContent` type's), not only in a custom view's body.
        public static let inToolbarContent = Flags(rawValue: 1)
        /// Inside a `ForEach` (stands for several items).
        public static let repeated = Flags(rawValue: 2)
        /// A modifier or argument of the use or its `ToolbarItem`/`ToolbarItemGroup` names `…visibilityPriority…`.
        public static let hasVisibilityPriority = Flags(rawValue: 4)
        /// … names `…axisBehavior…`.
        public static let hasAxisBehavior = Flags(rawValue: 8)
        /// `.buttonStyle(.borderedProminent)` (or glass prominent) on the use or its group.
        public static let prominentStyle = Flags(rawValue: 16)
        /// The use sits where a Done would leave editing (VOCABULARY.md *edit-mode control*): in a branch whose
        /// condition names an editing state, or its action ends one (`DoneButton { editMode = .inactive }`).
        public static let leavesEditing = Flags(rawValue: 32)
    }

    /// The custom type used.
    public var type: String
    public var container: Container
    /// The placement of the `ToolbarItem`/`ToolbarItemGroup` around the use, within its container.
    public var placement: ToolbarContent.Placement
    /// Arguments of the use whose label contains `placement`, as placements (`CloseItem(placement: .topBarLeading)`).
    public var placementArguments: [String: ToolbarContent.Placement]
    public var flags: Flags
    public var location: RelatedLocation
}

/// What one file says about toolbars for the cross-file index.
public struct ToolbarFacts: Sendable, Hashable {
    /// Custom types used as toolbar items (and at item level in walked custom types' bodies).
    public var uses: [ToolbarUse] = []
    /// Per screen type: the toolbar items written in its toolbar content that are not custom types (a `ForEach`
    /// counts two), UIKit bar items included.
    public var screenItems: [String: Int] = [:]
    /// Per custom type whose body was walked (`ToolbarContent` types, custom views): the toolbar items in its body
    /// that are not custom types (zero when it has none).
    public var bodyItems: [String: Int] = [:]
    /// View-controller types whose `view` this file makes a keyboard's `inputAccessoryView` (rule
    /// `custom-bar-instance`: a bar set as their `view` is a keyboard accessory).
    public var accessoryControllers: [String] = []
    /// Types that set left bar items, with the `navigationItem` chains they set them on (rule
    /// `left-items-supplement-back-button`; a type's extensions may be in other files).
    public var leftItemSetters: [String: [String]] = [:]
    /// Types that set left bar items only to a bar-item method's result, with those calls (sorted).
    public var leftItemCalls: [String: [LeftItemsCall]] = [:]
    /// `static` string members (titles, symbol names) by `Type.member` and `*.member` (VOCABULARY.md *title*, *symbol*:
    /// declared anywhere in the linted sources).
    public var staticStrings: [String: StaticStringFact] = [:]
    /// Custom views whose body was not walked (a run's first pass, `ProjectVocabulary.defersCustomViewBodies`), in
    /// name order: the file is analysed again if a toolbar uses one of them. Not read by the index.
    public var unwalkedBodies: [String] = []

    public init() {}

    public var isEmpty: Bool {
        uses.isEmpty && screenItems.isEmpty && bodyItems.isEmpty && accessoryControllers.isEmpty && leftItemSetters.isEmpty
            && leftItemCalls.isEmpty
            && staticStrings.isEmpty
    }
}

/// A question about the toolbars a custom type's body is toolbar content of: is there a toolbar, reached through
/// the uses of `type` (and of the custom types whose bodies use it, to any depth), where the finding holds?
public struct ToolbarUseQuery: Hashable, Sendable {
    /// The custom type whose body holds the item.
    public var type: String
    /// Holds also when no toolbar uses the type at all (a `ToolbarContent` type judged on its own body); a use
    /// that satisfies the rest then only adds its location.
    public var holdsWhenUnused = false
    /// The item's placement where the use places it (the first `ToolbarItem` placement met going outwards).
    public var placement: PlacementRequirement = .any
    /// The item's placement is this stored property of `type` (initial value `parameterDefault`), unless the use
    /// passes the argument.
    public var placementParameter: String? = nil
    public var parameterDefault: ToolbarContent.Placement = .none
    /// The screen whose toolbar the use is in has at least this many toolbar items.
    public var minimumItems = 0
    /// No use on the way (nor its group) has a visibility priority / an axis behaviour.
    public var withoutVisibilityPriority = false
    public var withoutAxisBehavior = false
    /// Some use on the way has a prominent button style.
    public var prominentStyle = false
    /// No use on the way leaves editing (`ToolbarUse.Flags.leavesEditing`): the Done of an edit-mode control is
    /// exempt where it is used (Rules/prominent-action-placement.md).
    public var notLeavingEditing = false

    public init(type: String) { self.type = type }
}

/// A question about how many items share a bar with an item (VOCABULARY.md *screen's bar items*): this file's items,
/// plus those of the custom types used in the same toolbars (only the index knows those).
public struct ToolbarCountQuery: Hashable, Sendable {
    public var local: Int
    /// The custom types used, by name, with how many times each counts (sorted by name).
    public var uses: [ToolbarCountUse]
    public var atLeast: Int

    public init(_ count: ToolbarContent.BarCount, atLeast: Int) {
        local = count.local
        uses = count.uses.sorted { $0.key < $1.key }.map { ToolbarCountUse(type: $0.key, times: $0.value) }
        self.atLeast = atLeast
    }
}

public struct ToolbarCountUse: Hashable, Sendable {
    public var type: String
    public var times: Int
}

/// A bar created by hand, for the question that needs the whole project: is its class a system bar (or a subclass
/// of one), and is it not the `view` of a view controller that some file makes a keyboard accessory?
public struct HandMadeBarQuery: Hashable, Sendable {
    public var barClass: String
    public var isSystemBar: Bool
    public var viewOfController: String?

    public init(barClass: String, isSystemBar: Bool, viewOfController: String?) {
        self.barClass = barClass
        self.isSystemBar = isSystemBar
        self.viewOfController = viewOfController
    }
}

/// What the bar rules require of the toolbars an item is in, for `ToolbarContent.report`.
public struct ToolbarRequirement {
    public var placement: PlacementRequirement = .any
    /// The item's screen has at least this many toolbar items (Rules/frequent-action-priority.md).
    public var minimumItems = 0
    /// For `minimumItems`: the branches of an `if`/`switch` that does not hold the item count as their largest
    /// branch, not their sum (only one shows at a time).
    public var largestBranches = false
    /// The uses of a custom type holding the item carry no visibility priority / axis behaviour (the rule has
    /// checked the item itself).
    public var withoutVisibilityPriority = false
    public var withoutAxisBehavior = false
    /// The item is prominent only through a use's button style (the rule found no other reason).
    public var prominentStyleAtUse = false
    /// For an item in a custom type: the uses that leave editing do not count (a custom Done used as the Done of
    /// an edit-mode control there).
    public var notLeavingEditing = false

    public init(placement: PlacementRequirement = .any) { self.placement = placement }
}

extension ToolbarContent {
    /// The facts of this file for the cross-file index (custom views' bodies walked on first use).
    public var facts: ToolbarFacts {
        computeCandidates()
        var f = ToolbarFacts()
        f.uses = useRecords
        for item in items where !item.isCustomView {
            let w = item.weight
            switch item.owner {
            case .screen(let s?): f.screenItems[s, default: 0] += w
            case .toolbarContentType(let t): f.bodyItems[t, default: 0] += w
            default: break
            }
        }
        for t in walkedBodies { f.bodyItems[t, default: 0] += 0 }
        for t in toolbarContentTypes { f.bodyItems[t, default: 0] += 0 }
        for t in freeBuilderFunctions { f.bodyItems[t, default: 0] += 0 }
        f.accessoryControllers = KeyboardAccessoryBars(tree: tree).controllerTypes.sorted()
        f.leftItemSetters = leftItemSetters.mapValues { $0.sorted() }
        f.leftItemCalls = leftItemCalls.mapValues { $0.sorted { ($0.receiver, $0.calleeType, $0.method) < ($1.receiver, $1.calleeType, $1.method) } }
        f.staticStrings = staticStringFacts()
        for item in candidates where !item.isCustomView {
            if case .customView(let t) = item.owner { f.bodyItems[t, default: 0] += item.weight }
        }
        return f
    }

    /// The toolbar items of a screen written in this file that are not custom types (a `ForEach` counts two),
    /// and whether its toolbar also holds custom types (whose items the index counts). `wholeType`: the screen is
    /// a type name, and every screen of the type counts (its own and those it presents, see `Owner.screen`).
    /// (Counted once per file: see `ToolbarCounts`.)
    public func localItemCount(screen: String, wholeType: Bool = false) -> (count: Int, hasCustomTypes: Bool) {
        let tables = countTables().screens
        guard wholeType else {
            guard let t = tables[screen] else { return (0, false) }
            return (t.total.local, !t.total.uses.isEmpty)
        }
        // Added up for every type at once (issue 21: a pass over every screen per question was quadratic in a file
        // of many screens that each ask).
        if typeCountsMemo == nil {
            var m: [Substring: (count: Int, hasCustomTypes: Bool)] = [:]
            for (s, t) in tables {
                let type = ToolbarContent.screenType(of: s)
                let known = m[type] ?? (0, false)
                m[type] = (known.count + t.total.local, known.hasCustomTypes || !t.total.uses.isEmpty)
            }
            typeCountsMemo = m
        }
        return typeCountsMemo![Substring(screen)] ?? (0, false)
    }

    /// The type a screen key names (`Inbox` for `Inbox` and for a screen `Inbox` presents, `Inbox#…`).
    static func screenType(of key: String) -> Substring {
        key.firstIndex(of: "#").map { key[..<$0] } ?? Substring(key)
    }

    /// The same for the body of a `ToolbarContent` type of this file.
    func localItemCount(toolbarContentType t: String) -> Int {
        if bodyCountsMemo == nil {
            var m: [String: Int] = [:]
            for item in items where !item.isCustomView {
                if case .toolbarContentType(let name) = item.owner { m[name, default: 0] += item.weight }
            }
            bodyCountsMemo = m
        }
        return bodyCountsMemo![t] ?? 0
    }

    /// The owner of a spacer of `spacers` / `candidateSpacers`.
    public func owner(ofSpacer node: Node) -> Owner { spacerOwners[node.id] ?? .screen(nil) }

    /// Reports a finding about a toolbar item when the toolbars it is in satisfy `requirement`: at once for an item of
    /// this file's own toolbars; for an item in a custom type's body, on the condition that a toolbar using the
    /// type (in any file) does, with that use as related location (VOCABULARY.md *where a finding is reported*).
    /// The rule has judged the item's own label and modifiers. Every finding names the item as its problem (VOCABULARY.md
    /// *one problem, one finding*: the same control).
    public func report(_ rule: RuleDescriptor, _ item: Item, _ requirement: ToolbarRequirement, in ctx: FileContext,
                       _ message: @autoclosure () -> String) {
        if case .screen = item.owner, requirement.minimumItems > 0 {
            guard !requirement.prominentStyleAtUse, requirement.placement.accepts(item.placement),
                  let count = barCount(of: item, largestBranches: requirement.largestBranches) else { return }
            if count.local >= requirement.minimumItems {
                ctx.report(rule, at: item.node, message(), problems: [item.problem])
            } else if !count.uses.isEmpty {
                let m = message()
                ctx.report(rule, at: item.node, when: .toolbarItems(ToolbarCountQuery(count, atLeast: requirement.minimumItems)),
                           problems: [item.problem], m)
            }
            return
        }
        report(rule, at: item.node, owner: item.owner, placement: item.placement,
               placementParameter: item.placementParameter, requirement, in: ctx, problems: [item.problem], message())
    }

    /// Reports a finding that depends on a title or symbol declared in another file (`condition`: `.staticTitle` /
    /// `.staticSymbol`), for an item of this file's own toolbars whose other requirements hold here, or for an item in
    /// a custom view's body on the condition too that a toolbar using the view satisfies the requirement (both
    /// questions: `.allOf`). (An item of a `ToolbarContent` type, or one whose count needs the index, is not asked
    /// about.)
    public func reportIfDeclared(_ rule: RuleDescriptor, _ item: Item, _ requirement: ToolbarRequirement,
                                 when condition: ProjectCondition, in ctx: FileContext,
                                 message: @escaping @Sendable (RelatedLocation?) -> String) {
        if case .customView(let v) = item.owner {
            let use = ProjectCondition.toolbarUse(Self.useQuery(view: v, requirement))
            ctx.report(rule, at: item.node, when: .allOf([use, condition]), problems: [item.problem], messageWithWitness: message)
            return
        }
        guard case .screen = item.owner, !requirement.prominentStyleAtUse, requirement.placement.accepts(item.placement)
        else { return }
        if requirement.minimumItems > 0 {
            guard let count = barCount(of: item, largestBranches: requirement.largestBranches), count.local >= requirement.minimumItems else { return }
        }
        ctx.report(rule, at: item.node, when: condition, problems: [item.problem], messageWithWitness: message)
    }

    /// `report(_:_:_:in:_:)` for any node of toolbar content (a spacer) with its owner and placement.
    public func report(_ rule: RuleDescriptor, at node: Node, owner: Owner, placement: Placement = .none,
                       placementParameter: String? = nil, _ requirement: ToolbarRequirement, in ctx: FileContext,
                       problems: [Problem]? = nil, _ message: @autoclosure () -> String) {
        let problems = problems ?? [.control(node.id)]
        switch owner {
        case .screen:
            guard !requirement.prominentStyleAtUse, requirement.placement.accepts(placement),
                  requirement.minimumItems == 0 else { return }
            ctx.report(rule, at: node, message(), problems: problems)
        case .toolbarContentType(let t):
            var q = ToolbarUseQuery(type: t)
            if let p = placementParameter {
                // The use decides, or the property's initial value when nothing uses the type.
                q.placement = requirement.placement
                q.placementParameter = p
                q.parameterDefault = placement
                q.holdsWhenUnused = requirement.placement.accepts(placement) && requirement.minimumItems == 0
                    && !requirement.prominentStyleAtUse
            } else {
                guard requirement.placement.accepts(placement) else { return }
                q.holdsWhenUnused = !requirement.prominentStyleAtUse
            }
            if requirement.minimumItems > 0 && localItemCount(toolbarContentType: t) < requirement.minimumItems {
                q.minimumItems = requirement.minimumItems
                q.holdsWhenUnused = false
            }
            q.withoutVisibilityPriority = requirement.withoutVisibilityPriority
            q.withoutAxisBehavior = requirement.withoutAxisBehavior
            q.prominentStyle = requirement.prominentStyleAtUse
            q.notLeavingEditing = requirement.notLeavingEditing
            let m = message()
            ctx.report(rule, at: node, when: .toolbarUse(q), problems: problems, m)
        case .customView(let v):
            let m = message()
            ctx.report(rule, at: node, when: .toolbarUse(Self.useQuery(view: v, requirement)), problems: problems, m)
        }
    }

    /// The question for an item in the body of the custom view `v`: a toolbar that uses the view satisfies `requirement`.
    static func useQuery(view v: String, _ requirement: ToolbarRequirement) -> ToolbarUseQuery {
        var q = ToolbarUseQuery(type: v)
        q.placement = requirement.placement
        q.minimumItems = requirement.minimumItems
        q.withoutVisibilityPriority = requirement.withoutVisibilityPriority
        q.withoutAxisBehavior = requirement.withoutAxisBehavior
        q.prominentStyle = requirement.prominentStyleAtUse
        q.notLeavingEditing = requirement.notLeavingEditing
        return q
    }

    /// The items the bar rules judge: this file's toolbars and `ToolbarContent` types, and — when some file of the
    /// project has a toolbar at all — the candidate items of its custom views.
    public func judgedItems(_ ctx: FileContext) -> [Item] {
        ctx.project.mentionsToolbar ? items + candidateItems : items
    }

    /// The spacers the bar rules judge (see `judgedItems`).
    public func judgedSpacers(_ ctx: FileContext) -> [Node] {
        ctx.project.mentionsToolbar ? spacers + candidateSpacers : spacers
    }
}
