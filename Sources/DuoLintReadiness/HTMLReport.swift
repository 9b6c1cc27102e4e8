import DuoLint

/// `duo-lint report --output FILE.html`: the readiness report as one self-contained page — inline CSS and SVG, a
/// few lines of inline script (open what a link points at, expand for print), no external resource, readable in
/// dark mode and on paper. Every finding of the run appears exactly once (`<li class="f" id="f<index>">`, the index
/// into the JSON report's `findings`), under the screen, shared view or file it belongs to, collapsed.
public enum HTMLReport {
    /// Findings of one rule in one screen whose source is quoted; the others show their message only.
    static let quotedPerGroup = 40
    /// Findings whose source is quoted in the whole page (the most severe screens come first).
    static let quotedInAll = 2_500
    /// Groups of a rule that carry its why and how to fix in the page's text.
    static let inlineDocGroups = 3

    /// Screens in the "fix first" list.
    static let fixFirstCount = 5

    /// `helpLinks`: the config's `"docs-url"`; without it the page links to nothing outside itself (the rules are in
    /// its appendix). `read`: a file's bytes as the run read them, by the path findings name (`LintOutcome.sources`);
    /// a file it does not know is read from disk.
    public static func render(_ report: ReadinessReport, ruleDocs: [String: String], sourceBase: String,
                              helpLinks: HelpLinks = .none, read: @escaping (String) -> [UInt8]? = { _ in nil }) -> String {
        var r = Renderer(report: report, ruleDocs: ruleDocs, sources: SourceLines(base: sourceBase, read: read),
                         helpLinks: helpLinks)
        return r.page()
    }

    /// For tests: source lines from memory.
    static func render(_ report: ReadinessReport, ruleDocs: [String: String], files: [String: String],
                       helpLinks: HelpLinks = .none) -> String {
        var r = Renderer(report: report, ruleDocs: ruleDocs, sources: SourceLines(files: files), helpLinks: helpLinks)
        return r.page()
    }
}

private struct Renderer {
    let report: ReadinessReport
    let ruleDocs: [String: String]
    let sources: SourceLines
    let helpLinks: HelpLinks
    var out = ""
    var docCache: [String: RuleDoc] = [:]
    let screenNames: Set<String>
    var inlineDocs: [String: Int] = [:]
    var whyFixCache: [String: String] = [:]
    var quoted = 0
    var quoteNoticeShown = false

    init(report: ReadinessReport, ruleDocs: [String: String], sources: SourceLines, helpLinks: HelpLinks) {
        self.report = report
        screenNames = Set(report.screens.map { $0.screen.name })
        self.ruleDocs = ruleDocs
        self.sources = sources
        self.helpLinks = helpLinks
        out.reserveCapacity(64 * 1024 + report.findings.count * 700)
    }

    func e(_ s: String) -> String { HTMLText.escape(s) }

    mutating func doc(_ rule: String) -> RuleDoc? {
        if let d = docCache[rule] { return d }
        guard let md = ruleDocs[rule] else { return nil }
        let d = RuleDoc(markdown: md)
        docCache[rule] = d
        return d
    }

    // MARK: Page

    mutating func page() -> String {
        let name = report.displayTitle
        let title = name.isEmpty ? "iPhone Duo readiness" : name + " — iPhone Duo readiness"
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        out += "<meta name=\"generator\" content=\"duo-lint \(e(report.toolVersion))\">\n"
        out += "<title>\(e(title))</title>\n<style>\n\(Self.css)</style>\n</head>\n<body>\n"
        header()
        out += "<main>\n"
        fixFirst()
        glance()
        charts()
        screens()
        shared()
        otherFiles()
        matrix()
        rules()
        out += "</main>\n"
        out += "<footer><p class=\"printonly\">The appendix on the rules, for developers, is in the HTML page, not in print.</p><p>Made by duo-lint \(e(report.toolVersion)) from the iPhone Duo design guidance. "
            + "Findings are static analysis: each one names the code, the guidance and the fix; a person decides. "
            + "Open a finding with its path and line in your editor.</p></footer>\n"
        out += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    mutating func header() {
        let c = report.counts
        let name = report.displayTitle
        out += "<header>\n<h1>" + (name.isEmpty ? "" : "<span class=\"app\">" + e(name) + "</span> ") + "iPhone Duo readiness</h1>\n"
        out += "<p class=\"sub\">"
        if !report.title.isEmpty && !report.inputs.isEmpty && report.inputs != [report.title] {
            out += "<span class=\"inputs\">" + e(report.inputs.joined(separator: ", ")) + "</span> · "
        }
        out += plural(report.filesLinted, "Swift file") + " · " + plural(report.screens.count, "screen") + " · duo-lint \(e(report.toolVersion))</p>\n"
        out += "<ul class=\"tiles\">"
        out += tile(c.total, "findings", "")
        out += tile(c.errors, c.errors == 1 ? "error" : "errors", c.errors > 0 ? "t-error" : "t-zero")
        out += tile(c.warnings, c.warnings == 1 ? "warning" : "warnings", c.warnings > 0 ? "t-warning" : "t-zero")
        out += tile(c.notes, c.notes == 1 ? "note" : "notes", c.notes > 0 ? "t-note" : "t-zero")
        let needs = report.items.filter { $0.status == .needsWork }.count
        out += tile(needs, "of the \(report.items.count) checks of the guidance need work", "")
        if let cmp = report.comparison {
            out += tile(cmp.new, "new since \(compareLabel(cmp))", "t-new")
            out += tile(cmp.fixed.count, "fixed since then", "t-fixed")
        }
        if report.fixable.safe > 0 {
            out += tile(report.fixable.safe, "cleared by duo-lint fix"
                        + (report.fixable.unsafe > 0 ? " (\(report.fixable.unsafe) more with --unsafe-fixes)" : ""), "t-fixed")
        } else if report.fixable.unsafe > 0 {
            out += tile(report.fixable.unsafe, "cleared by duo-lint fix --unsafe-fixes", "")
        }
        out += "</ul>\n"
        out += "<nav aria-label=\"Sections\">" + (report.findings.isEmpty ? "" : "<a href=\"#first\">Fix first</a> ")
            + "<a href=\"#glance\">The guidance, item by item</a> <a href=\"#charts\">Charts</a> "
            + "<a href=\"#screens\">Screens</a>"
            + (report.sharedViews.isEmpty ? "" : " <a href=\"#shared\">Shared views</a>")
            + (report.otherFiles.isEmpty ? "" : " <a href=\"#other\">Other code</a>")
            + " <a href=\"#matrix\">Posture tests</a> <a href=\"#rules\">Appendix: the rules</a></nav>\n</header>\n"
    }

    func compareLabel(_ c: ReadinessReport.ComparisonResult) -> String {
        (c.previous == .baseline ? "the baseline " : "the previous report ") + c.file
    }

    func tile(_ n: Int, _ label: String, _ cls: String) -> String {
        "<li class=\"tile \(cls)\"><span class=\"n\">\(n)</span> <span class=\"l\">\(e(label))</span></li>"
    }

    // MARK: Fix first

    /// The few changes that clear the most: the findings of one rule are one change, made the same way everywhere.
    /// Ranked by weight (an error 5, a warning 2, a note 1), with the screens each touches and what `duo-lint fix`
    /// clears of it; then the screens with the most to fix.
    mutating func fixFirst() {
        guard !report.findings.isEmpty else { return }
        struct Change {
            var rule: String
            var counts = ReadinessReport.Counts()
            var screens: [String: Int] = [:]
            var weight: Int { counts.errors * 5 + counts.warnings * 2 + counts.notes }
        }
        var changes: [String: Change] = [:]
        for r in report.findings {
            let rule = r.finding.ruleID
            var c = changes[rule] ?? Change(rule: rule)
            c.counts.add(r.finding.severity)
            if r.homeKind == .screen { c.screens[r.home, default: 0] += 1 }
            changes[rule] = c
        }
        let ranked = changes.values.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.rule < $1.rule }
        let shown = ranked.prefix(HTMLReport.fixFirstCount)
        let cleared = shown.reduce(0) { $0 + $1.counts.total }
        out += "<section id=\"first\">\n<h2>Fix first</h2>\n<p class=\"lead\">"
        out += shown.count == ranked.count
            ? "The \(plural(shown.count, "change")) that clear every finding, the most important first.</p>\n"
            : "The \(shown.count) changes that clear the most: \(cleared) of the \(report.findings.count) findings.</p>\n"
        out += "<ol class=\"first\">\n"
        for c in shown {
            let summary = RuleRegistry.descriptor(id: c.rule)?.summary
            out += "<li><p class=\"what\"><a href=\"#rule-\(e(c.rule))\">" + e(capitalized(AuditCatalogue.phrase(c.rule, count: c.counts.total)))
                + "</a> <span class=\"sevs\">" + sevText(c.counts) + "</span></p>"
            if let summary { out += "<p class=\"how\">" + e(summary) + "</p>" }
            var facts: [String] = []
            let screens = c.screens.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            if !screens.isEmpty {
                facts.append("in " + plural(screens.count, "screen") + ": " + screens.prefix(4).map {
                    "<a href=\"#\(screenAnchor($0.key))\">\(e($0.key))</a>" + ($0.value > 1 ? " (\($0.value))" : "")
                }.joined(separator: ", ") + (screens.count > 4 ? " and \(screens.count - 4) more" : ""))
            }
            // What `duo-lint fix` clears of this change (issue 25's counts, per rule).
            if let fixable = report.fixable.byRule[c.rule] {
                if fixable.safe > 0 { facts.append("<code>duo-lint fix</code> clears \(fixable.safe) of \(c.counts.total)") }
                if fixable.unsafe > 0 { facts.append("\(fixable.unsafe) more with <code>duo-lint fix --unsafe-fixes</code> (review the diff)") }
            }
            if !facts.isEmpty { out += "<p class=\"where\">" + facts.joined(separator: " · ") + "</p>" }
            out += "</li>\n"
        }
        out += "</ol>\n"
        let worst = report.screens.filter { $0.counts.total > 0 }.prefix(3)
        if !worst.isEmpty {
            out += "<p class=\"worst\"><strong>Screens with the most to fix:</strong> " + worst.map {
                "<a href=\"#\(screenAnchor($0.screen.name))\">\(e($0.screen.name))</a> (" + plainCounts($0.counts) + ")"
            }.joined(separator: ", ") + ".</p>\n"
        }
        out += "</section>\n"
    }

    func plainCounts(_ c: ReadinessReport.Counts) -> String {
        var parts: [String] = []
        if c.errors > 0 { parts.append(plural(c.errors, "error")) }
        if c.warnings > 0 { parts.append(plural(c.warnings, "warning")) }
        if c.notes > 0 { parts.append(plural(c.notes, "note")) }
        return parts.joined(separator: ", ")
    }

    // MARK: Readiness at a glance

    mutating func glance() {
        out += "<section id=\"glance\">\n<h2>The guidance, item by item</h2>\n"
        out += "<p class=\"lead\">The checklist that closes Apple's iPhone Duo tech talks, with what duo-lint "
            + "found for each item. <em>Check by hand</em> marks what reading the code cannot tell.</p>\n"
        out += "<table class=\"audit\">\n<thead><tr><th scope=\"col\">Status</th><th scope=\"col\">Item</th>"
            + "<th scope=\"col\" class=\"num\">Findings</th>"
            + (report.comparison != nil ? "<th scope=\"col\" class=\"num\">New</th><th scope=\"col\" class=\"num\">Fixed</th>" : "")
            + "<th scope=\"col\">What duo-lint saw</th></tr></thead>\n<tbody>\n"
        for (k, r) in report.items.enumerated() {
            out += "<tr id=\"item-\(r.item.id)\" class=\"st-\(r.status.rawValue)\">"
            out += "<td>" + badge(r.status) + "</td>"
            out += "<th scope=\"row\"><span class=\"no\">\(k + 1).</span> " + e(r.item.title)
                + "<details class=\"asks\"><summary>What it asks</summary><p>" + e(r.item.asks) + "</p><p class=\"src\">"
                + e(r.item.source) + "</p>"
            if !r.item.rules.isEmpty {
                out += "<p class=\"rules\">Checked by: " + r.item.rules.map { rule in
                    let n = r.findings.filter { report.findings[$0].finding.ruleID == rule }.count
                    return "<a href=\"#rule-\(rule)\"><code>\(rule)</code></a>" + (n > 0 ? " (\(n))" : "")
                }.joined(separator: ", ") + "</p>"
            }
            out += "</details></th>"
            out += "<td class=\"num\">" + (r.counts.total == 0 ? "<span class=\"zero\">0</span>" : "<strong>\(r.counts.total)</strong>")
                + "<span class=\"narrow\"> \(r.counts.total == 1 ? "finding" : "findings")</span>"
            if r.counts.total > 0 { out += "<span class=\"sevs\">" + sevLines(r.counts) + "</span>" }
            out += "</td>"
            if report.comparison != nil {
                out += "<td class=\"num\">\(r.new ?? 0)</td><td class=\"num\">\(r.fixed ?? 0)</td>"
            }
            out += "<td>" + e(r.reason)
            let top = topScreens(r.findings, limit: 3)
            if !top.isEmpty {
                out += "<br><span class=\"where\">Most in " + top.map { "<a href=\"#\(screenAnchor($0.0))\">\(e($0.0))</a> (\($0.1))" }
                    .joined(separator: ", ") + "</span>"
            }
            out += "</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</section>\n"
    }

    func topScreens(_ ids: [Int], limit: Int) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for i in ids where report.findings[i].homeKind == .screen { counts[report.findings[i].home, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map { ($0.key, $0.value) }
    }

    func badge(_ s: ReadinessReport.Status) -> String {
        let icon: String
        switch s {
        case .needsWork: icon = "✗"
        case .manual: icon = "?"
        case .done: icon = "✓"
        case .notApplicable: icon = "–"
        }
        return "<span class=\"badge b-\(s.rawValue)\"><span aria-hidden=\"true\">\(icon)</span> \(s.label)</span>"
    }

    func sevText(_ c: ReadinessReport.Counts) -> String {
        var parts: [String] = []
        if c.errors > 0 { parts.append("<span class=\"s-error\">\(plural(c.errors, "error"))</span>") }
        if c.warnings > 0 { parts.append("<span class=\"s-warning\">\(plural(c.warnings, "warning"))</span>") }
        if c.notes > 0 { parts.append("<span class=\"s-note\">\(plural(c.notes, "note"))</span>") }
        return parts.joined(separator: " · ")
    }

    /// One line a severity (for narrow columns).
    func sevLines(_ c: ReadinessReport.Counts) -> String {
        var parts: [String] = []
        if c.errors > 0 { parts.append("<span class=\"s-error\">\(plural(c.errors, "error"))</span>") }
        if c.warnings > 0 { parts.append("<span class=\"s-warning\">\(plural(c.warnings, "warning"))</span>") }
        if c.notes > 0 { parts.append("<span class=\"s-note\">\(plural(c.notes, "note"))</span>") }
        return parts.map { "<br>" + $0 }.joined()
    }

    func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) \(n == 1 ? one : (many ?? one + "s"))"
    }

    // MARK: Charts

    mutating func charts() {
        out += "<section id=\"charts\">\n<h2>Findings by audit item</h2>\n"
        let rows = report.items.filter { $0.item.applicability != .manual }.map { r in
            SVGCharts.Row(label: r.item.short, anchor: "item-\(r.item.id)", segments: [
                (r.counts.errors, "c-error", "errors"), (r.counts.warnings, "c-warning", "warnings"),
                (r.counts.notes, "c-note", "notes"),
            ])
        }
        out += "<figure>" + SVGCharts.stackedBars(rows, title: "Findings by audit item and severity")
        out += "<figcaption><span class=\"key c-error\"></span> errors <span class=\"key c-warning\"></span> warnings "
            + "<span class=\"key c-note\"></span> notes</figcaption></figure>\n"
        if let cmp = report.comparison {
            out += "<h3>Since \(e(compareLabel(cmp)))</h3>\n"
            out += "<p>\(plural(cmp.new, "new finding")), \(plural(cmp.fixed.count, "finding")) fixed (or its code removed), "
                + "\(cmp.known) still open.</p>\n"
            let change = report.items.filter { $0.item.applicability != .manual }.map {
                (label: $0.item.short, anchor: "item-\($0.item.id)", fixed: $0.fixed ?? 0, new: $0.new ?? 0)
            }
            out += "<figure>" + SVGCharts.changeBars(change, title: "Fixed and new findings by audit item")
            out += "<figcaption><span class=\"key c-fixed\"></span> fixed <span class=\"key c-new\"></span> new</figcaption></figure>\n"
            if !cmp.fixed.isEmpty {
                out += "<details class=\"fixed\"><summary>\(plural(cmp.fixed.count, "fixed finding"))</summary><ul>"
                for entry in cmp.fixed.prefix(2_000) {
                    out += "<li><code>\(e(entry.rule))</code> in \(e(entry.path))" + (entry.message.isEmpty ? "" : ": <span class=\"msg\">" + e(entry.message) + "</span>") + "</li>"
                }
                if cmp.fixed.count > 2_000 { out += "<li>… and \(cmp.fixed.count - 2_000) more (see the JSON report)</li>" }
                out += "</ul></details>\n"
            }
        }
        out += "</section>\n"
    }

    // MARK: Screens

    func screenAnchor(_ name: String) -> String { "screen-" + HTMLText.slug(name) + "-" + String(stableHash(name), radix: 36) }
    func sharedAnchor(_ name: String) -> String { "view-" + HTMLText.slug(name) + "-" + String(stableHash(name), radix: 36) }
    func fileAnchor(_ path: String) -> String { "file-" + String(stableHash(path), radix: 36) }

    func stableHash(_ s: String) -> UInt32 {
        var h: UInt32 = 2166136261
        for b in s.utf8 { h = (h ^ UInt32(b)) &* 16777619 }
        return h
    }

    func usesChips(_ u: ScreenUses) -> [String] {
        var chips: [String] = []
        for c in u.navigationContainers { chips.append(c) }
        for b in u.customBars { chips.append("custom \(b)") }
        if u.toolbarItems > 0 { chips.append(plural(u.toolbarItems, "toolbar item")) }
        if u.verticalBarOptOut { chips.append("vertical bar off") }
        for g in u.grids.prefix(4) {
            let what = g.kind == "LazyHGrid" ? "rows" : "columns"
            chips.append(g.kind + (g.columns.map { " \($0) \(what)" } ?? (g.adaptive ? " adaptive" : "")))
        }
        if u.grids.count > 4 { chips.append("\(u.grids.count - 4) more grids") }
        if u.arrangements > 0 { chips.append(u.arrangements == 1 ? "ArrangementView" : "\(u.arrangements) ArrangementViews") }
        for s in u.splitViews { chips.append(s == "inspector" ? "inspector" : s) }
        if u.reservedRegionReads > 0 { chips.append(plural(u.reservedRegionReads, "reserved-region read")) }
        if u.hingeHandlers > 0 { chips.append(plural(u.hingeHandlers, "hinge handler")) }
        if !u.fixedWidths.isEmpty {
            chips.append("fixed width " + u.fixedWidths.prefix(4).map { fmtNumber($0) }.joined(separator: ", ") + " pt")
        }
        if !u.paywall.isEmpty { chips.append("paywall") }
        return chips
    }

    func fmtNumber(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }

    mutating func screens() {
        out += "<section id=\"screens\">\n<h2>Screens</h2>\n"
        out += "<p class=\"lead\">The screens duo-lint found: view controllers, and SwiftUI views the app shows on their own "
            + "(window and tab roots, navigation roots and destinations, sheets and covers, hosted views, views that set "
            + "their own navigation title or toolbar). A view embedded in one screen counts as part of it. Most errors "
            + "first; open a screen for what it uses and its findings.</p>\n"
        if report.screens.isEmpty {
            out += "<p>No screen found.</p>\n</section>\n"
            return
        }
        // Each screen once: those with findings as a line that opens on what it uses and its findings; those without
        // in one table.
        let withFindings = report.screens.filter { $0.counts.total > 0 }
        let clean = report.screens.filter { $0.counts.total == 0 }
        for s in withFindings { screenDetails(s) }
        if !clean.isEmpty {
            out += "<details class=\"clean\"><summary>\(plural(clean.count, "screen")) without findings</summary>\n"
            screenTable(clean)
            out += "</details>\n"
        }
        out += "</section>\n"
    }

    mutating func screenTable(_ screens: [ReadinessReport.ScreenResult]) {
        out += "<div class=\"scroll\"><table class=\"screens\">\n<thead><tr><th scope=\"col\">Screen</th><th scope=\"col\">Shown as</th>"
            + "<th scope=\"col\">Uses on iPhone Duo</th><th scope=\"col\">Declared in</th></tr></thead>\n<tbody>\n"
        for s in screens {
            out += "<tr id=\"\(screenAnchor(s.screen.name))\"><th scope=\"row\">" + e(s.screen.name)
                + " <span class=\"kind\">" + s.screen.kindLabel + "</span></th>"
            out += "<td>" + e(s.screen.reasons.joined(separator: ", ")) + "</td>"
            out += "<td>" + usesChips(s.screen.uses).map { "<span class=\"chip\">\(e($0))</span>" }.joined(separator: " ") + "</td>"
            // The file's name (the whole path on hover): a path wraps badly in a narrow column.
            out += "<td>" + s.screen.declarations.prefix(2).map {
                "<code title=\"\(e($0.path))\">\(e($0.path.split(separator: "/").last.map(String.init) ?? $0.path)):\($0.line)</code>"
            }.joined(separator: ", ") + "</td>"
            out += "</tr>\n"
        }
        out += "</tbody>\n</table></div>\n"
    }

    mutating func screenDetails(_ s: ReadinessReport.ScreenResult) {
        let sc = s.screen
        out += "<details class=\"screen\" id=\"\(screenAnchor(sc.name))\"><summary><h3>" + e(sc.name) + "</h3> "
            + "<span class=\"kind\">" + (sc.kind == "uikit" ? "UIKit view controller" : sc.kind == "app" ? "SwiftUI app" : "SwiftUI view") + "</span> "
            + (s.counts.total == 0 ? "<span class=\"zero\">no findings</span>" : sevText(s.counts))
            + (s.newFindings.map { $0 > 0 ? " <span class=\"new\">\($0) new</span>" : "" } ?? "")
            + shownAs(sc) + "</summary>\n<dl class=\"facts\">"
        out += "<dt>Declared in</dt><dd>" + sc.declarations.prefix(6).map { "<code>\(e($0.path)):\($0.line)</code>" }.joined(separator: ", ")
            + (sc.declarations.count > 6 ? " and \(sc.declarations.count - 6) more" : "") + "</dd>"
        out += "<dt>Shown as</dt><dd>" + e(sc.reasons.joined(separator: ", ")) + "</dd>"
        if !sc.reachedBy.isEmpty {
            out += "<dt>Reached from</dt><dd>" + edges(sc.reachedBy, limit: 12) + "</dd>"
        }
        if !sc.presents.isEmpty {
            out += "<dt>Opens</dt><dd>" + edges(sc.presents, limit: 12) + "</dd>"
        }
        if !sc.panes.isEmpty { out += "<dt>Arrangement panes</dt><dd>" + e(sc.panes.joined(separator: ", ")) + "</dd>" }
        if !sc.views.isEmpty {
            out += "<dt>Views inside</dt><dd>" + e(sc.views.prefix(20).joined(separator: ", "))
                + (sc.views.count > 20 ? " and \(sc.views.count - 20) more" : "") + "</dd>"
        }
        let chips = usesChips(sc.uses)
        out += "<dt>Uses on iPhone Duo</dt><dd>" + (chips.isEmpty ? "nothing that changes on iPhone Duo"
            : chips.map { "<span class=\"chip\">\(e($0))</span>" }.joined(separator: " ")) + "</dd>"
        if !s.matrixReasons.isEmpty {
            out += "<dt>Posture tests</dt><dd><a href=\"#matrix-\(screenAnchor(sc.name))\">test matrix</a> ("
                + e(s.matrixReasons.joined(separator: ", ")) + ")</dd>"
        }
        out += "</dl>\n"
        findingGroups(s.findings)
        out += "</details>\n"
    }

    /// "· shown as a sheet, tab": how the app shows the screen, when it says more than its kind.
    func shownAs(_ sc: ScreenCatalog.Screen) -> String {
        let reasons = sc.reasons.filter { $0 != "view controller" }.prefix(2)
        return reasons.isEmpty ? "" : " <span class=\"shown\">· shown as " + e(reasons.joined(separator: ", ")) + "</span>"
    }

    func edges(_ list: [ScreenCatalog.Edge], limit: Int) -> String {
        var seen: Set<String> = []
        var parts: [String] = []
        for edge in list where seen.insert(edge.type + "|" + edge.how.rawValue).inserted {
            let name = screenNames.contains(edge.type)
                ? "<a href=\"#\(screenAnchor(edge.type))\">\(e(edge.type))</a>" : e(edge.type)
            parts.append(name + " <span class=\"how\">(" + e(ScreenCatalog.reasonText(edge.how)) + ")</span>")
        }
        let shown = parts.prefix(limit).joined(separator: ", ")
        return parts.count > limit ? shown + " and \(parts.count - limit) more" : shown
    }

    mutating func shared() {
        guard !report.sharedViews.isEmpty else { return }
        out += "<section id=\"shared\">\n<h2>Shared views</h2>\n<p class=\"lead\">Views that several screens embed: their "
            + "findings are listed once, here.</p>\n"
        for v in report.sharedViews {
            out += "<details class=\"screen\" id=\"\(sharedAnchor(v.name))\"><summary><h3>" + e(v.name) + "</h3> "
                + sevText(v.counts) + "</summary>\n<dl class=\"facts\"><dt>Declared in</dt><dd>"
                + v.declarations.prefix(6).map { "<code>\(e($0.path)):\($0.line)</code>" }.joined(separator: ", ")
                + "</dd><dt>Used by</dt><dd>" + v.usedBy.prefix(20).map { "<a href=\"#\(screenAnchor($0))\">\(e($0))</a>" }.joined(separator: ", ")
                + (v.usedBy.count > 20 ? " and \(v.usedBy.count - 20) more" : "") + "</dd></dl>\n"
            findingGroups(v.findings)
            out += "</details>\n"
        }
        out += "</section>\n"
    }

    mutating func otherFiles() {
        guard !report.otherFiles.isEmpty else { return }
        out += "<section id=\"other\">\n<h2>Other code</h2>\n<p class=\"lead\">Findings outside every screen and the views "
            + "they embed (helpers, models, extensions of system types), by file.</p>\n"
        for f in report.otherFiles {
            let types = Array(Set(f.findings.compactMap { report.findings[$0].type })).sorted()
            out += "<details class=\"screen\" id=\"\(fileAnchor(f.path))\"><summary><h3><code>" + e(f.path) + "</code></h3> "
                + sevText(f.counts) + (types.isEmpty ? "" : " <span class=\"kind\">in " + e(types.prefix(5).joined(separator: ", "))
                + (types.count > 5 ? " and \(types.count - 5) more" : "") + "</span>") + "</summary>\n"
            findingGroups(f.findings)
            out += "</details>\n"
        }
        out += "</section>\n"
    }

    // MARK: Findings

    func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    mutating func findingGroups(_ ids: [Int]) {
        guard !ids.isEmpty else { return }
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for i in ids {
            let rule = report.findings[i].finding.ruleID
            if groups[rule] == nil { order.append(rule) }
            groups[rule, default: []].append(i)
        }
        for rule in order { ruleGroup(rule, groups[rule]!) }
    }

    mutating func ruleGroup(_ rule: String, _ ids: [Int]) {
        let worst = ids.map { report.findings[$0].finding.severity }.max() ?? .note
        let item = AuditCatalogue.item(forRule: rule)
        out += "<details class=\"rule\" data-rule=\"\(e(rule))\"><summary><span class=\"sev s-\(worst.rawValue)\">\(worst.rawValue)</span> "
            + e(AuditCatalogue.phrase(rule, count: ids.count)) + " <code class=\"rid\">\(e(rule))</code>"
            + (item.map { " <span class=\"item\">· \(e($0.short))</span>" } ?? "") + "</summary>\n"
        out += "<div class=\"doc\">"
        // The rule's why and how to fix: written out in the first groups of each rule, copied from the rule's
        // section by the page's script when a later group is opened (so 10,000 findings do not repeat it).
        if inlineDocs[rule, default: 0] < HTMLReport.inlineDocGroups {
            inlineDocs[rule, default: 0] += 1
            out += whyAndFix(rule)
        }
        out += "<p class=\"dl\"><a href=\"#rule-\(e(rule))\">The rule in full</a></p></div>\n<ol class=\"fl\">\n"
        for (k, i) in ids.enumerated() {
            let quote = k < HTMLReport.quotedPerGroup && quoted < HTMLReport.quotedInAll
            if quote { quoted += 1 }
            finding(i, quote: quote)
        }
        out += "</ol>\n"
        if ids.count > HTMLReport.quotedPerGroup || (quoted >= HTMLReport.quotedInAll && !quoteNoticeShown) {
            quoteNoticeShown = true
            out += "<p class=\"more\">To keep the page small, source is quoted for the first \(HTMLReport.quotedPerGroup) findings of a rule in a screen and the first \(HTMLReport.quotedInAll) of the report; the others give their location.</p>\n"
        }
        out += "</details>\n"
    }

    /// The first paragraphs of a rule's "Why it matters" and "How to fix" (`<div class="wf">`).
    mutating func whyAndFix(_ rule: String) -> String {
        if let known = whyFixCache[rule] { return known }
        var html = "<div class=\"wf\">"
        if let d = doc(rule) {
            if let why = d.firstParagraph("Why it matters") { html += "<p><strong>Why:</strong> " + MarkdownHTML.inline(why) + "</p>" }
            if let fix = d.firstParagraph("How to fix") { html += "<p><strong>How to fix:</strong> " + MarkdownHTML.inline(fix) + "</p>" }
        } else if let d = RuleRegistry.descriptor(id: rule) {
            html += "<p>" + e(d.summary) + "</p>"
        }
        html += "</div>"
        whyFixCache[rule] = html
        return html
    }

    /// One finding: its location and its whole message (a message is never cut: its text is the message, newlines
    /// kept by `white-space: pre-line`), then the quoted source and related locations when opened.
    mutating func finding(_ i: Int, quote: Bool) {
        let r = report.findings[i]
        let f = r.finding
        let file = f.path.split(separator: "/").last.map(String.init) ?? f.path
        let sev = f.severity == .error ? "e" : f.severity == .warning ? "w" : "n"
        var body = ""
        if quote, let lines = sources.lines(f.path), let snippet = SourceSnippet.html(lines: lines, range: f.range) {
            body += snippet
        }
        for rel in f.related.prefix(3) {
            body += "<p class=\"rel\">" + e(rel.message.isEmpty ? "related" : rel.message) + ": <code>" + e(rel.path)
                + ":\(rel.range.start.line):\(rel.range.start.column)</code></p>"
        }
        let line = "<code title=\"" + e(f.path) + "\">" + e(file) + ":\(f.line):\(f.column)</code> <span class=\"msg\">" + e(f.message) + "</span>"
            + (r.isNew == true ? " <span class=\"new\">new</span>" : "")
        // Nothing more to show: a plain line, not a disclosure.
        out += body.isEmpty ? "<li class=\"f \(sev)\" id=\"f\(i)\">" + line + "</li>\n"
            : "<li class=\"f \(sev)\" id=\"f\(i)\"><details><summary>" + line + "</summary>" + body + "</details></li>\n"
    }

    // MARK: Posture matrix

    mutating func matrix() {
        out += "<section id=\"matrix\">\n<h2>Posture tests</h2>\n"
        out += "<p class=\"lead\">What to try on iPhone Duo, from the developer guidance <cite>Dual-pane patterns, sizes and "
            + "hinge callbacks</cite>. In the Xcode Device Hub simulator, drag the hinge slider slowly through each change "
            + "and tick each box. ☐ to test, — does not apply.</p>\n"
            + (report.screens.isEmpty ? "" : "<p class=\"noprint\"><button type=\"button\" id=\"print-matrix\">Print only these checklists</button></p>\n")
        everyScreen()
        if report.matrices.isEmpty {
            out += "<p>No screen has two panes, a hinge handler, reserved-region reads or a paywall, so none needs the "
                + "detailed checks.</p>\n</section>\n"
            return
        }
        out += "<h3 class=\"block\">Detailed checks for \(plural(report.matrices.count, "screen")) with two panes, a hinge "
            + "handler, reserved regions or a paywall</h3>\n<p class=\"lead\"><em>Watch</em> lists open findings that make "
            + "a check likely to fail.</p>\n"
        for m in report.matrices {
            out += "<div class=\"matrix\" id=\"matrix-\(screenAnchor(m.screen))\">\n<h3>" + e(m.screen)
                + " <span class=\"why\">(" + e(m.reasons.joined(separator: ", ")) + ")</span></h3>\n"
            out += "<div class=\"scroll\"><table class=\"pm\"><thead><tr><th scope=\"col\">Check</th>"
            for c in PostureMatrix.columns { out += "<th scope=\"col\">" + e(c.title) + "</th>" }
            out += "<th scope=\"col\">Watch</th></tr></thead><tbody>\n"
            for row in m.checks {
                out += "<tr><th scope=\"row\">" + e(row.check.title) + "</th>"
                for c in PostureMatrix.columns {
                    out += row.check.columns.contains(c.id) ? "<td class=\"box\">☐</td>" : "<td class=\"na\">—</td>"
                }
                out += "<td class=\"watch\">"
                var byRule: [(String, [Int])] = []
                for i in row.watch {
                    let rule = report.findings[i].finding.ruleID
                    if let k = byRule.firstIndex(where: { $0.0 == rule }) { byRule[k].1.append(i) } else { byRule.append((rule, [i])) }
                }
                out += byRule.map { rule, ids in
                    "<a href=\"#f\(ids[0])\">\(e(rule))</a>" + (ids.count > 1 ? " (\(ids.count))" : "")
                }.joined(separator: ", ")
                out += "</td></tr>\n"
            }
            out += "</tbody></table></div>\n"
            if m.nilHingeRun { out += "<p class=\"note\">☐ Run it once more on a simulator without a hinge: the nil-hinge path.</p>\n" }
            out += "</div>\n"
        }
        out += "</section>\n"
    }

    /// Every screen the inventory lists, in every posture: it shows whole, nothing under the fold, nothing lost
    /// when the posture changes.
    mutating func everyScreen() {
        guard !report.screens.isEmpty else { return }
        out += "<div class=\"matrix long\" id=\"every-screen\">\n<h3>Every screen, in every posture "
            + "<span class=\"why\">(\(plural(report.screens.count, "screen")): it shows whole, no control under the fold, "
            + "nothing lost or reset when the posture changes)</span></h3>\n"
        out += "<div class=\"scroll\"><table class=\"pm every\"><thead><tr><th scope=\"col\">Screen</th>"
        for c in PostureMatrix.columns { out += "<th scope=\"col\">" + e(c.title) + "</th>" }
        out += "<th scope=\"col\">Open findings</th></tr></thead><tbody>\n"
        for s in report.screens {
            out += "<tr><th scope=\"row\">" + e(s.screen.name) + "</th>"
            for _ in PostureMatrix.columns { out += "<td class=\"box\">☐</td>" }
            out += "<td class=\"watch\">" + (s.counts.total == 0 ? "" : "<a href=\"#\(screenAnchor(s.screen.name))\">"
                + plural(s.counts.total, "finding") + "</a>") + "</td></tr>\n"
        }
        out += "</tbody></table></div>\n</div>\n"
    }

    // MARK: Rules

    mutating func rules() {
        let used = Set(report.findings.map { $0.finding.ruleID })
        out += "<section id=\"rules\" class=\"appendix\">\n<h2>Appendix: the rules</h2>\n"
            + "<p class=\"lead\">For developers: what each rule of this report looks for, why the guidance asks for it, "
            + "how to fix it, with examples. Open a rule to read it.</p>\n"
        if used.isEmpty {
            out += "<p>No findings, so no rule to explain. <code>duo-lint rules</code> lists them all.</p>\n</section>\n"
            return
        }
        for rule in used.sorted() {
            let item = AuditCatalogue.item(forRule: rule).map { " <span class=\"item\">· \(e($0.title))</span>" } ?? ""
            let count = report.findings.filter { $0.finding.ruleID == rule }.count
            out += "<details class=\"ruledoc\" id=\"rule-\(e(rule))\"><summary><h3><code>\(e(rule))</code>\(item)</h3> "
                + "<span class=\"kind\">" + plural(count, "finding") + "</span></summary>\n"
                + "<template id=\"wf-\(e(rule))\">" + whyAndFix(rule) + "</template>\n"
            if let d = doc(rule) {
                if !d.intro.isEmpty { out += MarkdownHTML.render(d.intro) }
                for heading in ["What it finds", "Why it matters", "How to fix"] {
                    if let body = d.section(heading) { out += "<h4>\(heading)</h4>\n" + MarkdownHTML.render(body) }
                }
                let examples = ["Triggers", "Does not trigger"].compactMap { h in d.section(h).map { (h, $0) } }
                if !examples.isEmpty {
                    out += "<details><summary>Examples</summary>"
                    for (h, body) in examples { out += "<h4>\(h)</h4>\n" + MarkdownHTML.render(body) }
                    out += "</details>\n"
                }
            } else if let d = RuleRegistry.descriptor(id: rule) {
                out += "<p>" + e(d.summary) + "</p>\n"
            }
            // A link only to an address the project set (`"docs-url"`); the text above is the whole document otherwise.
            if let url = helpLinks.url(for: rule) {
                out += "<p><a href=\"\(e(url))\">The rule's documentation</a></p>\n"
            }
            out += "</details>\n"
        }
        out += "</section>\n"
    }

    // MARK: Style and script

    static let css = """
    :root{--bg:#fff;--fg:#1d1d1f;--muted:#5f6368;--line:#d9d9de;--panel:#f5f5f7;--link:#0a5cc2;--code:#f0f0f3;
    --error:#c5221f;--warning:#b06000;--note:#1a73e8;--done:#137333;--manual:#7b3fb2;--na:#70757a;--new:#c5221f;--fixed:#137333;--mark:#ffe08a}
    @media (prefers-color-scheme:dark){:root{--bg:#151517;--fg:#e8e8ed;--muted:#a1a1a8;--line:#3a3a40;--panel:#1f1f23;
    --link:#7cb4ff;--code:#26262b;--error:#ff7b72;--warning:#f0a44b;--note:#78a9ff;--done:#5bd18b;--manual:#c69cf5;--na:#9a9aa2;
    --new:#ff7b72;--fixed:#5bd18b;--mark:#6b5300}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
    header,main,footer{max-width:1180px;margin:0 auto;padding:0 24px}
    header{padding-top:24px}h1{font-size:28px;margin:0 0 4px}h2{font-size:22px;margin:40px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
    h3{font-size:17px;margin:0;display:inline}h4{font-size:15px;margin:16px 0 4px}
    a{color:var(--link)}code,pre{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
    code{background:var(--code);padding:0 3px;border-radius:3px;overflow-wrap:anywhere}
    .sub{color:var(--muted);margin:0 0 12px}.inputs{font-weight:600;color:var(--fg)}.lead{color:var(--muted);max-width:80ch}
    .tiles{list-style:none;padding:0;margin:12px 0;display:flex;flex-wrap:wrap;gap:8px}
    .tile{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:8px 14px}.tile .n{font-size:22px;font-weight:700}
    .t-error .n{color:var(--error)}.t-warning .n{color:var(--warning)}.t-note .n{color:var(--note)}.t-new .n{color:var(--new)}.t-zero .n{color:var(--muted)}.t-fixed .n{color:var(--fixed)}
    nav{display:flex;flex-wrap:wrap;gap:14px;margin:8px 0 0;font-size:14px}
    table{border-collapse:collapse;width:100%;margin:8px 0 16px}th,td{text-align:left;vertical-align:top;padding:7px 8px;border-bottom:1px solid var(--line)}
    thead th{font-size:13px;color:var(--muted);font-weight:600;border-bottom:2px solid var(--line)}
    td.num,th.num{text-align:right;white-space:nowrap}.zero{color:var(--muted)}.sevs{font-size:12px;white-space:nowrap}
    table.audit th[scope=row]{font-weight:600;min-width:16em}.no{color:var(--muted)}
    details.asks{font-weight:400;font-size:13px;color:var(--muted)}details.asks summary{cursor:pointer;color:var(--link)}details.asks p{margin:4px 0}
    .badge{display:inline-block;white-space:nowrap;border-radius:999px;padding:1px 9px;font-size:13px;font-weight:600;border:1px solid currentColor}
    .b-needs-work{color:var(--error)}.b-done{color:var(--done)}.b-manual{color:var(--manual)}.b-not-applicable{color:var(--na)}
    .where{font-size:13px;color:var(--muted)}
    .s-error{color:var(--error)}.s-warning{color:var(--warning)}.s-note{color:var(--note)}
    .chart{max-width:980px;display:block}.chart .lbl,.chart .val{font-size:12px;fill:var(--fg)}.chart .axis{stroke:var(--muted)}
    .c-error{fill:var(--error);background:var(--error)}.c-warning{fill:var(--warning);background:var(--warning)}.c-note{fill:var(--note);background:var(--note)}
    .c-new{fill:var(--new);background:var(--new)}.c-fixed{fill:var(--fixed);background:var(--fixed)}
    figure{margin:8px 0 16px}figcaption{font-size:13px;color:var(--muted)}.key{display:inline-block;width:10px;height:10px;border-radius:2px;margin:0 3px 0 10px}
    table.screens th[scope=row]{font-weight:600;white-space:nowrap}tr.clean{color:var(--muted)}
    .kind{font-size:12px;color:var(--muted);font-weight:400}.chip{display:inline-block;font-size:12px;background:var(--panel);border:1px solid var(--line);border-radius:4px;padding:0 5px;margin:1px 0;white-space:nowrap}
    details.screen{border:1px solid var(--line);border-radius:8px;margin:8px 0;padding:0 12px;background:var(--bg)}
    details.screen>summary{cursor:pointer;padding:9px 0}details.clean>summary{cursor:pointer;color:var(--link);margin:10px 0}details.screen[open]>summary{border-bottom:1px solid var(--line)}
    dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 14px;margin:10px 0;font-size:14px}dl.facts dt{color:var(--muted)}dl.facts dd{margin:0}
    .how{color:var(--muted);font-size:13px}
    details.rule{margin:6px 0 10px;border-left:3px solid var(--line);padding-left:10px}details.rule>summary{cursor:pointer;font-weight:600}
    .sev{font-size:11px;text-transform:uppercase;letter-spacing:.04em;border:1px solid currentColor;border-radius:3px;padding:0 4px;font-weight:700}
    .rid{font-size:12px;font-weight:400}.item{color:var(--muted);font-weight:400;font-size:13px}
    .doc{font-size:14px;max-width:90ch}.doc p{margin:6px 0}.m{color:var(--muted)}
    ol.fl{margin:4px 0 8px;padding-left:22px}li.f{margin:2px 0}li.f summary{cursor:pointer}li.f::marker{color:var(--muted);font-size:12px}
    li.f.e::marker{color:var(--error)}li.f code{background:none;padding:0;color:var(--muted)}
    .new{font-size:11px;font-weight:700;color:var(--new);border:1px solid currentColor;border-radius:3px;padding:0 4px}
    .path{margin:4px 0;font-size:13px;color:var(--muted)}.rel{margin:2px 0;font-size:13px}.more{font-size:13px;color:var(--muted)}
    pre.src{background:var(--code);border-radius:6px;padding:6px 10px;margin:4px 0 8px;overflow-x:auto;white-space:pre}
    pre.src .ln{color:var(--muted);user-select:none}pre.src mark{background:var(--mark);color:inherit;border-bottom:2px solid var(--error);border-radius:2px}
    pre.doc{background:var(--code);border-radius:6px;padding:8px 10px;overflow-x:auto}
    .matrix{margin:14px 0 22px;break-inside:avoid;page-break-inside:avoid}.matrix h3{display:block;margin:8px 0}.matrix .why{font-weight:400;color:var(--muted);font-size:14px}
    table.pm{table-layout:fixed}table.pm th:first-child{width:22%}table.pm th:last-child{width:19%}
    table.pm td.box{font-size:20px;text-align:center;line-height:1}table.pm td.na{text-align:center;color:var(--muted)}table.pm th{font-size:13px}
    table.pm .watch{font-size:13px}.note{font-size:14px}
    article.ruledoc{border-top:1px solid var(--line);padding:8px 0}article.ruledoc h3{display:block;margin:6px 0}article.ruledoc h3 code{font-size:16px;background:none;padding:0}
    footer{color:var(--muted);font-size:13px;margin-top:40px;padding-bottom:40px}
    .app{display:block;font-size:15px;font-weight:600;color:var(--muted);letter-spacing:.02em}
    .msg{white-space:pre-line}.shown{font-size:13px;color:var(--muted);font-weight:400}
    ol.first{padding-left:22px;margin:8px 0}ol.first>li{margin:0 0 10px}ol.first p{margin:0}ol.first .what{font-weight:600}
    ol.first .what a{color:var(--fg)}ol.first .sevs{font-weight:400;margin-left:6px}.worst{margin:10px 0 0}
    h3.block{display:block;margin:22px 0 4px}table.pm.every th:first-child{width:28%}
    details.ruledoc{border-top:1px solid var(--line);padding:6px 0}details.ruledoc>summary{cursor:pointer}
    details.ruledoc h3 code{font-size:16px;background:none;padding:0}details.ruledoc[open]>summary{margin-bottom:6px}
    button{font:inherit;padding:4px 12px;border-radius:6px;border:1px solid var(--line);background:var(--panel);color:var(--fg);cursor:pointer}
    :focus-visible{outline:2px solid var(--link);outline-offset:2px}
    .scroll{overflow-x:auto}.narrow{display:none}
    @media (max-width:720px){header,main,footer{padding:0 12px}table.screens td:nth-child(3){display:none}
    table.audit,table.audit tbody,table.audit tr,table.audit td,table.audit th{display:block;width:auto}table.audit thead{display:none}
    table.audit tr{border-bottom:1px solid var(--line);padding:6px 0}table.audit td,table.audit th{border:none;padding:2px 0;text-align:left}
    table.audit .sevs br{display:none}.narrow{display:inline}table.audit .sevs span{margin-left:6px}dl.facts{grid-template-columns:1fr}}
    @media print{:root{--bg:#fff;--fg:#000;--muted:#444;--line:#bbb;--panel:#fff;--code:#f4f4f4;--link:#000}
    nav,details.asks summary,.more,.noprint{display:none}body.only-matrix main>section:not(#matrix),body.only-matrix header,body.only-matrix footer{display:none}body{font-size:11pt}h2{break-after:avoid}a{text-decoration:none}
    details.screen{break-inside:auto;border:none;padding:0}table.pm{break-inside:avoid}tr{break-inside:avoid}
    .matrix.long,.matrix.long table.pm{break-inside:auto;page-break-inside:auto}.matrix h3{break-after:avoid}
    section.appendix{display:none}.printonly{display:block}}
    .printonly{display:none}

    """

    /// Opens the collapsed sections holding a link's target; expands screens and rule groups for print (and for
    /// `#expand`), and folds them back afterwards.
    static let script = """
    (function(){
    function reveal(){var id=decodeURIComponent(location.hash.slice(1));var el=id&&document.getElementById(id);
    for(var p=el;p;p=p.parentElement){if(p.tagName==="DETAILS")p.open=true;}if(el&&el.scrollIntoView)el.scrollIntoView();}
    var opened=[];function expand(){document.querySelectorAll("details.clean,details.screen,details.rule").forEach(function(d){if(!d.open){d.open=true;opened.push(d);}});}
    window.addEventListener("hashchange",reveal);window.addEventListener("beforeprint",expand);
    window.addEventListener("afterprint",function(){opened.forEach(function(d){d.open=false;});opened=[];});
    document.addEventListener("toggle",function(ev){var d=ev.target;if(!d.open||!d.dataset||!d.dataset.rule)return;
    var doc=d.querySelector(".doc");var t=document.getElementById("wf-"+d.dataset.rule);
    if(doc&&t&&!doc.querySelector(".wf"))doc.insertBefore(t.content.cloneNode(true),doc.querySelector(".dl"));},true);
    var only=document.getElementById("print-matrix");if(only)only.addEventListener("click",function(){
    document.body.classList.add("only-matrix");window.print();document.body.classList.remove("only-matrix");});
    if(location.hash==="#expand"){expand();document.querySelectorAll("li.f>details").forEach(function(d){d.open=true;});}else reveal();
    })();

    """
}
