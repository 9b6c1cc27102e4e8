/// The readiness report as data: the audit, the screens, the posture matrix and every finding of the run, once.
/// `duo-lint report --format json` prints `json()`; the HTML and Markdown renderers read this model and nothing
/// else (besides the rule documentation and the source lines they quote).
public struct ReadinessReport {
    public enum Status: String, Sendable, CaseIterable {
        case needsWork = "needs-work"
        case manual
        case done
        case notApplicable = "not-applicable"

        public var label: String {
            switch self {
            case .needsWork: return "Needs work"
            case .manual: return "Check by hand"
            case .done: return "Done"
            case .notApplicable: return "Not applicable"
            }
        }
    }

    public struct Counts: Sendable, Hashable {
        public var errors = 0
        public var warnings = 0
        public var notes = 0
        public var total: Int { errors + warnings + notes }

        public init() {}

        public mutating func add(_ s: Severity) {
            switch s {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }

        public func members() -> [String: JSON] {
            ["errors": .int(errors), "warnings": .int(warnings), "notes": .int(notes), "findings": .int(total)]
        }
    }

    public struct ItemResult: Sendable {
        public var item: AuditItem
        public var status: Status
        /// One line: why the item has this status.
        public var reason: String
        public var counts: Counts
        /// Indices into `findings`, most severe first.
        public var findings: [Int]
        /// With a comparison: findings new since the previous run, and previous ones fixed.
        public var new: Int?
        public var fixed: Int?
    }

    public enum HomeKind: String, Sendable {
        case screen, sharedView = "shared-view", file
    }

    public struct ReportedFinding: Sendable {
        public var finding: Finding
        /// The audit item id.
        public var item: String
        public var homeKind: HomeKind
        /// The screen or shared view's name, or the file's path.
        public var home: String
        /// With a comparison: whether no previous finding matches it.
        public var isNew: Bool?
        /// The innermost type declared around it, if any.
        public var type: String?
    }

    public struct ScreenResult: Sendable {
        public var screen: ScreenCatalog.Screen
        public var counts: Counts
        /// Indices into `findings`, most severe first, then in report order.
        public var findings: [Int]
        public var newFindings: Int?
        /// Why the screen gets a posture test matrix (empty: none).
        public var matrixReasons: [String]
    }

    public struct SharedViewResult: Sendable {
        public var name: String
        public var declarations: [ScreenCatalog.Declaration]
        public var usedBy: [String]
        public var counts: Counts
        public var findings: [Int]
    }

    public struct FileResult: Sendable {
        public var path: String
        public var counts: Counts
        public var findings: [Int]
    }

    public struct MatrixCheck: Sendable {
        public var check: PostureMatrix.Check
        /// Open findings of the screen that predict this check fails.
        public var watch: [Int]
    }

    public struct Matrix: Sendable {
        public var screen: String
        public var reasons: [String]
        public var checks: [MatrixCheck]
        /// The screen handles the hinge: run it once on a simulator without a hinge too.
        public var nilHingeRun: Bool
    }

    /// What `duo-lint fix` would clear (VOCABULARY.md, fix contract): the findings with a safe fix, and those whose only fixes are
    /// unsafe (`--unsafe-fixes`); per rule too. Counted from the fixes offered (each is verified when applied).
    public struct Fixable: Sendable {
        public var safe = 0
        public var unsafe = 0
        public var byRule: [String: (safe: Int, unsafe: Int)] = [:]

        public init() {}

        mutating func add(_ f: Finding) {
            if f.fixes.contains(where: { $0.isApplicable && $0.safety == .safe }) {
                safe += 1
                byRule[f.ruleID, default: (0, 0)].safe += 1
            } else if f.fixes.contains(where: { $0.isApplicable && $0.safety == .unsafe }) {
                unsafe += 1
                byRule[f.ruleID, default: (0, 0)].unsafe += 1
            }
        }
    }

    public struct ComparisonResult {
        public var previous: PreviousRun.Kind
        public var file: String
        public var new: Int
        public var known: Int
        public var fixed: [Baseline.Entry]
    }

    public var toolVersion: String
    /// What was linted, as given on the command line.
    public var inputs: [String]
    /// The app's name the report is titled with (`report --title`, else the Xcode project's or the package's name,
    /// else the folder's); empty: the inputs.
    public var title = ""
    /// The title to show: `title`, else the inputs joined.
    public var displayTitle: String { title.isEmpty ? inputs.joined(separator: ", ") : title }
    public var filesLinted: Int
    public var counts: Counts
    public var findings: [ReportedFinding]
    public var items: [ItemResult]
    public var screens: [ScreenResult]
    public var sharedViews: [SharedViewResult]
    public var otherFiles: [FileResult]
    public var matrices: [Matrix]
    public var comparison: ComparisonResult?
    public var fixable = Fixable()

    // MARK: Building

    /// The report of a run: its findings (in report order) and the inventories of its files.
    public static func build(findings: [Finding], inventories: [FileInventory], filesLinted: Int, inputs: [String],
                             toolVersion: String, previous: PreviousRun? = nil,
                             previousPath: (Finding) -> String = { $0.path },
                             enabledRules: Set<String>? = nil) -> ReadinessReport {
        let catalog = ScreenCatalog(inventories)
        var isNew: [Bool]?
        var fixed: [Baseline.Entry] = []
        if let previous {
            let m = previous.match(findings, path: previousPath)
            isNew = m.isNew
            fixed = m.fixed
        }

        var reported: [ReportedFinding] = []
        reported.reserveCapacity(findings.count)
        var total = Counts()
        var fixable = Fixable()
        for (i, f) in findings.enumerated() {
            total.add(f.severity)
            fixable.add(f)
            let item = AuditCatalogue.item(forRule: f.ruleID)?.id ?? "scan"
            let (kind, home): (HomeKind, String)
            switch catalog.home(path: f.path, line: f.line) {
            case .screen(let s): (kind, home) = (.screen, s)
            case .shared(let v): (kind, home) = (.sharedView, v)
            case .file(let p): (kind, home) = (.file, p)
            }
            reported.append(ReportedFinding(finding: f, item: item, homeKind: kind, home: home, isNew: isNew?[i],
                                            type: catalog.innermostType(path: f.path, line: f.line)))
        }
        /// Most severe first, then report order.
        func ranked(_ ids: [Int]) -> [Int] {
            ids.sorted { a, b in
                let sa = reported[a].finding.severity, sb = reported[b].finding.severity
                return sa != sb ? sa > sb : a < b
            }
        }

        // Groups.
        var byScreen: [String: [Int]] = [:]
        var byShared: [String: [Int]] = [:]
        var byFile: [String: [Int]] = [:]
        var byItem: [String: [Int]] = [:]
        for (i, r) in reported.enumerated() {
            byItem[r.item, default: []].append(i)
            switch r.homeKind {
            case .screen: byScreen[r.home, default: []].append(i)
            case .sharedView: byShared[r.home, default: []].append(i)
            case .file: byFile[r.home, default: []].append(i)
            }
        }
        func counts(_ ids: [Int]) -> Counts {
            var c = Counts()
            for i in ids { c.add(reported[i].finding.severity) }
            return c
        }
        func newCount(_ ids: [Int]) -> Int? {
            isNew == nil ? nil : ids.filter { reported[$0].isNew == true }.count
        }

        var screens: [ScreenResult] = catalog.screens.values.map { s in
            let ids = ranked(byScreen[s.name] ?? [])
            var reasons: [String] = []
            if s.uses.arrangements > 0 { reasons.append("ArrangementView") }
            for v in s.uses.splitViews { reasons.append(v == "inspector" ? "inspector pane" : v) }
            if s.uses.hingeHandlers > 0 { reasons.append("hinge handler") }
            if s.uses.reservedRegionReads > 0 { reasons.append("reads reserved regions") }
            if !s.uses.paywall.isEmpty { reasons.append("paywall") }
            return ScreenResult(screen: s, counts: counts(ids), findings: ids, newFindings: newCount(ids),
                                matrixReasons: reasons)
        }
        screens.sort { a, b in
            let x = a.counts, y = b.counts
            if x.errors != y.errors { return x.errors > y.errors }
            if x.warnings != y.warnings { return x.warnings > y.warnings }
            if x.notes != y.notes { return x.notes > y.notes }
            return a.screen.name < b.screen.name
        }
        let shared: [SharedViewResult] = byShared.keys.sorted().map { name in
            let ids = ranked(byShared[name]!)
            return SharedViewResult(name: name, declarations: catalog.declarations[name] ?? [],
                                    usedBy: (catalog.owners[name] ?? []).sorted(), counts: counts(ids), findings: ids)
        }
        let files: [FileResult] = byFile.keys.sorted().map { path in
            let ids = ranked(byFile[path]!)
            return FileResult(path: path, counts: counts(ids), findings: ids)
        }

        // Matrices.
        var matrices: [Matrix] = []
        for s in screens where !s.matrixReasons.isEmpty {
            var checks: [MatrixCheck] = []
            for check in PostureMatrix.checks {
                switch check.appliesTo {
                case .every: break
                case .hinge: if s.screen.uses.hingeHandlers == 0 { continue }
                case .paywall: if s.screen.uses.paywall.isEmpty { continue }
                }
                let watch = s.findings.filter { check.watchRules.contains(reported[$0].finding.ruleID) }
                checks.append(MatrixCheck(check: check, watch: watch))
            }
            matrices.append(Matrix(screen: s.screen.name, reasons: s.matrixReasons, checks: checks,
                                   nilHingeRun: s.screen.uses.hingeHandlers > 0))
        }

        // Audit items.
        var fixedByItem: [String: Int] = [:]
        for e in fixed { fixedByItem[AuditCatalogue.item(forRule: e.rule)?.id ?? "scan", default: 0] += 1 }
        let facts = AppFacts(catalog: catalog, screens: screens, filesLinted: filesLinted)
        let items: [ItemResult] = AuditCatalogue.items.map { item in
            let ids = ranked(byItem[item.id] ?? [])
            let c = counts(ids)
            var (status, reason) = facts.status(of: item, findings: ids.map { reported[$0] })
            // Rules switched off for this run (`--only`, `--disable`, the config) checked nothing.
            let meta = Set(MetaRules.all.map(\.id))
            if let enabledRules, !item.rules.isEmpty {
                let off = item.rules.filter { !enabledRules.contains($0) && !meta.contains($0) }
                if off.count == item.rules.count && ids.isEmpty {
                    (status, reason) = (.manual, "its rules were switched off for this run, so duo-lint checked nothing here")
                } else if !off.isEmpty {
                    reason += off.count == 1 ? " (1 of its \(item.rules.count) checks is turned off)"
                        : " (\(off.count) of its \(item.rules.count) checks are turned off)"
                }
            }
            return ItemResult(item: item, status: status, reason: reason, counts: c, findings: ids,
                              new: newCount(ids), fixed: previous == nil ? nil : fixedByItem[item.id, default: 0])
        }

        var comparison: ComparisonResult?
        if let previous, let isNew {
            let n = isNew.filter { $0 }.count
            comparison = ComparisonResult(previous: previous.kind, file: previous.file, new: n,
                                          known: findings.count - n, fixed: fixed)
        }
        // The catalog (every type of the app) is freed on a thread of its own, off the way to the report.
        freeOnAnotherThread(catalog)
        return ReadinessReport(toolVersion: toolVersion, inputs: inputs, filesLinted: filesLinted, counts: total,
                               findings: reported, items: items, screens: screens, sharedViews: shared,
                               otherFiles: files, matrices: matrices, comparison: comparison, fixable: fixable)
    }
}

/// What the app has, for the items without findings: applicable (done) or not.
private struct AppFacts {
    var screens: Int
    var uikitScreens: Int
    var barScreens: Int
    var toolbarItems: Int
    var toolbarScreens: Int
    var overflowScreens: Int
    var reservedReads: Int
    var hingeHandlers: Int
    var usesBiometrics: Bool
    var usesDepth: Bool
    var filesLinted: Int

    init(catalog: ScreenCatalog, screens: [ReadinessReport.ScreenResult], filesLinted: Int) {
        self.screens = screens.count
        uikitScreens = screens.filter { $0.screen.kind == "uikit" }.count
        barScreens = screens.filter { !$0.screen.uses.navigationContainers.isEmpty || !$0.screen.uses.customBars.isEmpty
            || $0.screen.uses.toolbarItems > 0 }.count
        // Toolbar items, hinge handlers and reads anywhere (also outside screens).
        let all = catalog.allUses
        toolbarItems = all.toolbarItems
        toolbarScreens = screens.filter { $0.screen.uses.toolbarItems > 0 }.count
        overflowScreens = max(screens.filter { $0.screen.uses.toolbarItems >= 2 }.count,
                              catalog.typesWithToolbarItems(atLeast: 2))
        hingeHandlers = all.hingeHandlers
        reservedReads = all.reservedRegionReads
        usesBiometrics = catalog.usesBiometrics
        usesDepth = catalog.usesDepthCapture
        self.filesLinted = filesLinted
    }

    func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) \(n == 1 ? one : (many ?? one + "s"))"
    }

    /// The status and its one-line reason.
    func status(of item: AuditItem, findings: [ReadinessReport.ReportedFinding]) -> (ReadinessReport.Status, String) {
        if !findings.isEmpty {
            var byRule: [String: Int] = [:]
            var homes: Set<String> = []
            for f in findings {
                byRule[f.finding.ruleID, default: 0] += 1
                if f.homeKind == .screen { homes.insert(f.home) }
            }
            let top = byRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            var parts = top.prefix(2).map { AuditCatalogue.phrase($0.key, count: $0.value) }
            let rest = top.dropFirst(2).reduce(0) { $0 + $1.value }
            if rest > 0 { parts.append("\(rest) other \(rest == 1 ? "finding" : "findings")") }
            var reason = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts[0]
            if !homes.isEmpty { reason += " in " + plural(homes.count, "screen") }
            return (.needsWork, reason)
        }
        switch item.applicability {
        case .manual:
            return (.manual, "duo-lint cannot see which SDK the app is built with: rebuild with the latest SDK and run it on iPhone Duo")
        case .bars:
            if barScreens == 0 && uikitScreens == 0 { return (.notApplicable, "no bars or toolbar items found") }
            return (.done, "\(plural(max(barScreens, uikitScreens), "screen")) with bars: system containers only, no misplaced Close or Done, every symbol titled")
        case .toolbarItems:
            if toolbarItems == 0 { return (.notApplicable, "no toolbar items found") }
            return (.done, "\(plural(toolbarItems, "toolbar item")) in \(plural(toolbarScreens, "screen")) can move to the vertical bar as written")
        case .overflow:
            if overflowScreens == 0 { return (.notApplicable, "no screen has two or more toolbar items, so nothing overflows") }
            return (.done, "frequent and badged actions in \(plural(overflowScreens, "screen")) with several items have a priority; no hand-made ellipsis menu")
        case .screens:
            if screens == 0 && filesLinted == 0 { return (.notApplicable, "no code was linted") }
            return (.done, "no fixed widths, breakpoints, screen sizes, odd grids or misplaced arrangements found; still decide per screen whether a centred layout should become two columns")
        case .reservedRegions:
            if reservedReads == 0 {
                return (.manual, "no code reads reserved regions: check whether controls you place by hand (overlays, .position, .offset) must move off the fold")
            }
            return (.done, "\(plural(reservedReads, "reserved-region read")) at layout time; nothing interactive outside the safe area")
        case .hinge:
            if hingeHandlers == 0 { return (.notApplicable, "the app has no hinge handler") }
            return (.done, "\(plural(hingeHandlers, "hinge handler")) drive effects only and reset them")
        case .hardware:
            if !usesBiometrics && !usesDepth { return (.notApplicable, "no biometrics or depth capture found") }
            return (.done, "biometrics and depth capture are checked before use")
        case .scan:
            return (.done, "all \(plural(filesLinted, "file")) were read completely")
        }
    }
}

import Foundation
