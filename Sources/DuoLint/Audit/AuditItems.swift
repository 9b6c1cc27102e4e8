/// The readiness audit of the iPhone Duo guidance, as data: the items a team works through (seed 001 "就緒審計",
/// seed 000 "檢視清單"), which rule feeds which item, and the posture test matrix of seed 004.
///
/// The first six items are the audit of the tech talks, in their order. Two more cover the parts of the guidance
/// the audit does not list but the rules check (hinge-driven effects and the device's hardware, seed 003/004), and
/// the last one is about the scan itself (files duo-lint could not fully read, suppressions that silence nothing).
/// Every rule of the catalogue, meta diagnostics included, belongs to exactly one item (`item(forRule:)`;
/// `AuditItemTests` checks it for every registered rule).
public struct AuditItem: Sendable, Hashable {
    /// Stable id, a key of the JSON report (`bars`, `centred-layouts`, …).
    public let id: String
    /// The audit item as a team reads it.
    public let title: String
    /// A few words, for chart labels.
    public let short: String
    /// What the item asks, in one or two sentences.
    public let asks: String
    /// Where the guidance says it.
    public let source: String
    /// The rules whose findings are this item's work, in catalogue order.
    public let rules: [String]
    /// What decides the status beyond the findings (see `ReadinessReport`).
    public let applicability: Applicability

    public enum Applicability: String, Sendable {
        /// No rule can see it: always "check by hand".
        case manual
        /// Applies when the app has bars or toolbar items (system or custom).
        case bars
        /// Applies when some screen has toolbar items.
        case toolbarItems
        /// Applies when some screen has two or more toolbar items (nothing overflows before).
        case overflow
        /// Applies to every app with a screen.
        case screens
        /// Done only when the app reads reserved regions somewhere; otherwise check by hand.
        case reservedRegions
        /// Applies when the app handles the hinge.
        case hinge
        /// Applies when the app uses biometrics or depth capture.
        case hardware
        /// Always applies: the scan read every file.
        case scan
    }
}

public enum AuditCatalogue {
    public static let items: [AuditItem] = [
        AuditItem(
            id: "latest-sdk", title: "Rebuild with the latest SDK", short: "Latest SDK",
            asks: "Vertical bars are chosen by the SDK an app is built with: rebuild and run on iPhone Duo (or its simulator) before judging anything else.",
            source: "the HIG page Designing for iPhone Duo (readiness audit); Raise the bar with iPhone Duo (tech talk, 2:06, 15:10)",
            rules: [], applicability: .manual),
        AuditItem(
            id: "bars", title: "Audit the bars: system containers, item order, titled symbols", short: "Bars",
            asks: "Bars come from TabView, NavigationStack and UINavigationController; Back or Close leads the vertical bar, a prominent action is pinned after it; every symbol item has a title.",
            source: "the HIG page Designing for iPhone Duo (readiness audit); Raise the bar with iPhone Duo (tech talk, 2:19, 4:41, 5:06, 5:24, 7:44)",
            rules: ["bar-geometry-assumption", "close-button-placement", "custom-bar-instance", "custom-swiftui-bar",
                    "left-items-supplement-back-button", "prominent-action-placement", "system-bar-hidden-custom-bar",
                    "toolbar-symbol-without-title"],
            applicability: .bars),
        AuditItem(
            id: "vertical-bar-items", title: "Adapt custom items to the vertical bar", short: "Vertical bar items",
            asks: "Items move to the side bar only as symbols: no text-only items, no counts in titles, no fixed spacing, no label that switches between symbol and text; opt out only for a single-page layout or a lone Close.",
            source: "the HIG page Designing for iPhone Duo (readiness audit); Raise the bar with iPhone Duo (tech talk, 7:06, 8:11, 9:23, 14:28)",
            rules: ["toolbar-count-in-title", "toolbar-fixed-spacer", "toolbar-item-switches-label",
                    "toolbar-text-only-item", "vertical-bar-opt-out"],
            applicability: .toolbarItems),
        AuditItem(
            id: "overflow-priority", title: "Set overflow priorities", short: "Overflow priorities",
            asks: "The vertical bar overflows bottom to top: give frequent and badged actions a high visibility priority and leave the ellipsis to the system overflow menu.",
            source: "the HIG page Designing for iPhone Duo (readiness audit); Raise the bar with iPhone Duo (tech talk, 12:36, 13:59, 15:26)",
            rules: ["frequent-action-priority", "toolbar-custom-overflow-menu"],
            applicability: .overflow),
        AuditItem(
            id: "centred-layouts", title: "Audit centred layouts: two columns, displacement or ArrangementView", short: "Centred layouts",
            asks: "Layouts adapt to a compact outer and a regular inner screen without fixed widths, breakpoints or screen sizes; grids use even columns; custom splits use ArrangementView, outside scroll views and inside navigation.",
            source: "the HIG page Designing for iPhone Duo (readiness audit); Design for iPhone Duo (tech talk, 3:50); Strike a pose with adaptive layouts on iPhone Duo (tech talk, 7:41, 14:44, 16:15, 16:40)",
            rules: ["arrangement-in-scroll-view", "fixed-width", "game-letterbox", "idiom-gated-layout", "main-screen-bounds",
                    "navigation-in-arrangement", "odd-grid-columns", "overlay-zindex-in-root", "prefer-arrangement",
                    "screen-size-literal", "size-class-resets-state", "width-breakpoint", "width-scaled-font"],
            applicability: .screens),
        AuditItem(
            id: "reserved-regions", title: "Adopt the reserved-region API for hand-placed controls", short: "Reserved regions",
            asks: "Controls you place by hand move off the fold by reading the division region at layout time (never assuming one exists or hard-coding its band); scrolling content is never displaced and interactive content stays in the asymmetric safe area.",
            source: "the HIG page Designing for iPhone Duo (readiness audit); Strike a pose with adaptive layouts on iPhone Duo (tech talk, 3:46, 17:06); Design for iPhone Duo (tech talk, 7:10); Laying out around the fold (developer guidance)",
            rules: ["fold-band-literal", "hinge-as-half-width", "ignores-safe-area-interactive",
                    "mirrored-safe-area-inset", "reserved-region-force-unwrap", "reserved-regions-cached",
                    "scroll-content-displaced"],
            applicability: .reservedRegions),
        AuditItem(
            id: "hinge-effects", title: "Hinge effects: for play, not layout", short: "Hinge effects",
            asks: "The hinge drives effects, never layout or dismissal; handle a nil hinge, read the new value, reset effects when leaving .partiallyOpen (keeping UIKit's .unknown), read the status instead of angle thresholds, honour Reduce Motion, animate without bounce.",
            source: "Dual-pane patterns, sizes and hinge callbacks (developer guidance: hinge-driven effects); Laying out around the fold (developer guidance); iPhone Duo design checklist (developer guidance: craft notes)",
            rules: ["fold-animation-bounce", "hinge-angle-normalization", "hinge-angle-threshold",
                    "hinge-close-dismisses", "hinge-driven-layout", "hinge-effect-not-reset",
                    "hinge-effect-reduce-motion", "hinge-force-unwrap", "hinge-old-value-used",
                    "uikit-hinge-unknown-status"],
            applicability: .hinge),
        AuditItem(
            id: "hardware", title: "Hardware: Touch ID, no LiDAR", short: "Hardware",
            asks: "iPhone Duo unlocks with Touch ID on the side button and lists no LiDAR: word biometrics from LAContext.biometryType and check depth support.",
            source: "Dual-pane patterns, sizes and hinge callbacks (developer guidance)",
            rules: ["face-id-assumption", "lidar-without-fallback"],
            applicability: .hardware),
        AuditItem(
            id: "scan", title: "The scan read all the code", short: "Scan",
            asks: "Files duo-lint could not fully read may hide findings; suppressions should name real rules and silence something.",
            source: "duo-lint",
            rules: ["parse-error", "superfluous-suppression"],
            applicability: .scan),
    ]

    public static let byID: [String: AuditItem] = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })

    private static let itemOfRule: [String: String] = {
        var out: [String: String] = [:]
        for item in items {
            for rule in item.rules { out[rule] = item.id }
        }
        return out
    }()

    /// The audit item a rule's findings belong to; nil only for an id that is not in the catalogue.
    public static func item(forRule id: String) -> AuditItem? {
        itemOfRule[id].flatMap { byID[$0] }
    }

    /// The README's table of audit items and their rules (between `<!-- audit:begin -->` and `<!-- audit:end -->`).
    public static func readmeTable() -> String {
        var lines = ["| audit item | rules that feed it |", "|---|---|"]
        for item in items {
            let rules = item.rules.isEmpty ? "none: check by hand" : item.rules.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| **\(item.title)** (`\(item.id)`) | \(rules) |")
        }
        return lines.joined(separator: "\n")
    }
}

/// Seed 004's test matrix ("测试矩阵") for every two-pane screen: postures × checks, with the cells that apply.
public enum PostureMatrix {
    public struct Column: Sendable, Hashable {
        public let id: String
        public let title: String
    }

    public struct Check: Sendable, Hashable {
        public let id: String
        public let title: String
        /// Ids of the columns where the check applies (the others are "—" in the seed).
        public let columns: [String]
        /// Rules whose open findings predict that this check fails.
        public let watchRules: [String]
        /// Which screens the row is for.
        public let appliesTo: Scope

        public enum Scope: String, Sendable {
            case every, hinge, paywall
        }
    }

    public static let columns: [Column] = [
        Column(id: "closed", title: "Closed"),
        Column(id: "book", title: "Book (slider centred)"),
        Column(id: "open", title: "Fully open"),
        Column(id: "tabletop", title: "Tabletop"),
        Column(id: "split-left", title: "Split View, left"),
        Column(id: "split-right", title: "Split View, right"),
    ]

    private static let all = ["closed", "book", "open", "tabletop", "split-left", "split-right"]

    public static let checks: [Check] = [
        Check(id: "no-letterboxing", title: "No letterboxing", columns: all,
              watchRules: ["fixed-width", "game-letterbox", "main-screen-bounds", "screen-size-literal", "width-breakpoint"],
              appliesTo: .every),
        Check(id: "nothing-tappable-on-fold", title: "Nothing tappable on the fold", columns: ["book", "tabletop"],
              watchRules: ["fold-band-literal", "hinge-as-half-width", "ignores-safe-area-interactive",
                           "mirrored-safe-area-inset", "odd-grid-columns", "reserved-regions-cached",
                           "scroll-content-displaced"],
              appliesTo: .every),
        Check(id: "state-kept", title: "State kept across the change", columns: all,
              watchRules: ["hinge-close-dismisses", "hinge-driven-layout", "navigation-in-arrangement", "size-class-resets-state"],
              appliesTo: .every),
        Check(id: "hinge-reset", title: "Hinge effect reset / nil hinge path works",
              columns: ["closed", "book", "open", "tabletop"],
              watchRules: ["fold-animation-bounce", "hinge-angle-normalization", "hinge-angle-threshold",
                           "hinge-effect-not-reset", "hinge-effect-reduce-motion", "hinge-force-unwrap",
                           "hinge-old-value-used", "reserved-region-force-unwrap", "uikit-hinge-unknown-status"],
              appliesTo: .hinge),
        Check(id: "paywall-one-pane", title: "Paywall price and buy button in one pane", columns: all,
              watchRules: ["hinge-close-dismisses"], appliesTo: .paywall),
    ]
}

extension AuditCatalogue {
    /// What one finding of a rule is, as a short plural phrase for the report's reasons ("3 fixed widths").
    public static let ruleLabels: [String: (one: String, many: String)] = [
        "arrangement-in-scroll-view": ("arrangement inside a scroll view", "arrangements inside scroll views"),
        "bar-geometry-assumption": ("layout computed from a system bar's frame", "layouts computed from system bars' frames"),
        "close-button-placement": ("Close/Back button outside .cancellationAction", "Close/Back buttons outside .cancellationAction"),
        "custom-bar-instance": ("hand-made UIKit bar", "hand-made UIKit bars"),
        "custom-swiftui-bar": ("hand-made SwiftUI bar", "hand-made SwiftUI bars"),
        "face-id-assumption": ("text assuming Face ID", "texts assuming Face ID"),
        "fixed-width": ("fixed width", "fixed widths"),
        "fold-animation-bounce": ("bouncy fold animation", "bouncy fold animations"),
        "fold-band-literal": ("fold band written as a constant", "fold bands written as constants"),
        "frequent-action-priority": ("frequent action without a priority", "frequent actions without a priority"),
        "game-letterbox": ("letterboxed game scene", "letterboxed game scenes"),
        "idiom-gated-layout": ("layout chosen by device idiom", "layouts chosen by device idiom"),
        "hinge-angle-normalization": ("hinge angle divided by 180°", "hinge angles divided by 180°"),
        "hinge-angle-threshold": ("hinge angle threshold", "hinge angle thresholds"),
        "hinge-as-half-width": ("fold computed as half the width", "folds computed as half the width"),
        "hinge-close-dismisses": ("dismissal on fold", "dismissals on fold"),
        "hinge-driven-layout": ("layout driven by the hinge", "layouts driven by the hinge"),
        "hinge-effect-not-reset": ("hinge effect never reset", "hinge effects never reset"),
        "hinge-effect-reduce-motion": ("hinge effect ignoring Reduce Motion", "hinge effects ignoring Reduce Motion"),
        "hinge-force-unwrap": ("force-unwrapped hinge", "force-unwrapped hinges"),
        "hinge-old-value-used": ("hinge closure reading the old value", "hinge closures reading the old value"),
        "ignores-safe-area-interactive": ("control outside the safe area", "controls outside the safe area"),
        "left-items-supplement-back-button": ("back button kept beside custom items", "back buttons kept beside custom items"),
        "lidar-without-fallback": ("LiDAR use without a support check", "LiDAR uses without a support check"),
        "main-screen-bounds": ("layout read from the screen size", "layouts read from the screen size"),
        "mirrored-safe-area-inset": ("safe-area inset mirrored to the other side", "safe-area insets mirrored to the other side"),
        "navigation-in-arrangement": ("navigation container inside an arrangement", "navigation containers inside arrangements"),
        "odd-grid-columns": ("grid with an odd column count", "grids with an odd column count"),
        "overlay-zindex-in-root": ("z-index read in a pane root", "z-indexes read in pane roots"),
        "prefer-arrangement": ("size-class split that could be an ArrangementView", "size-class splits that could be ArrangementViews"),
        "prominent-action-placement": ("prominent action not pinned", "prominent actions not pinned"),
        "reserved-region-force-unwrap": ("reserved region force-unwrapped", "reserved regions force-unwrapped"),
        "reserved-regions-cached": ("reserved region read too early or cached", "reserved regions read too early or cached"),
        "size-class-resets-state": ("size-class switch that drops state", "size-class switches that drop state"),
        "screen-size-literal": ("screen size used as a constant", "screen sizes used as constants"),
        "scroll-content-displaced": ("scrolling view displaced", "scrolling views displaced"),
        "system-bar-hidden-custom-bar": ("system bar hidden for a hand-made one", "system bars hidden for hand-made ones"),
        "toolbar-count-in-title": ("count in a toolbar title", "counts in toolbar titles"),
        "toolbar-custom-overflow-menu": ("hand-made ellipsis menu", "hand-made ellipsis menus"),
        "toolbar-fixed-spacer": ("fixed toolbar spacer", "fixed toolbar spacers"),
        "toolbar-item-switches-label": ("item switching symbol and text", "items switching symbol and text"),
        "toolbar-symbol-without-title": ("symbol item without a title", "symbol items without a title"),
        "toolbar-text-only-item": ("text-only toolbar item", "text-only toolbar items"),
        "uikit-hinge-unknown-status": ("UIKit hinge switch without case .unknown", "UIKit hinge switches without case .unknown"),
        "vertical-bar-opt-out": ("vertical bar opt-out", "vertical bar opt-outs"),
        "width-breakpoint": ("width breakpoint", "width breakpoints"),
        "width-scaled-font": ("font sized from a width", "fonts sized from a width"),
        "parse-error": ("file not fully read", "files not fully read"),
        "superfluous-suppression": ("suppression that silences nothing", "suppressions that silence nothing"),
    ]

    /// "3 fixed widths" (or the rule id for a rule without a label).
    public static func phrase(_ rule: String, count: Int) -> String {
        guard let label = ruleLabels[rule] else { return "\(count) × \(rule)" }
        return "\(count) \(count == 1 ? label.one : label.many)"
    }
}
