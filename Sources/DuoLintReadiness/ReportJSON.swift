import DuoLint

/// `duo-lint report --format json`: the report model as JSON, keys sorted, two-space indent.
///
/// Schema (version 1; the keys are stable, tools may build on them):
///
///     {
///       "version": 1,
///       "tool": { "name": "duo-lint", "version": String },
///       "inputs": [String],                       // what was linted, as given
///       "title": String,                          // the app's name: --title, else the Xcode project's or the
///                                                 // package's, else the folder's (an addition: version stays 1)
///       "summary": { "files": Int, "screens": Int, "findings": Int, "errors": Int, "warnings": Int, "notes": Int,
///                    "fixable": Int,          // findings with a safe fix: what `duo-lint fix` would clear
///                    "unsafeFixable": Int },  // findings whose fixes are unsafe only (`--unsafe-fixes`)
///       "audit": [ {                               // in the guidance's order
///         "id": String, "title": String, "asks": String, "source": String,
///         "status": "needs-work" | "manual" | "done" | "not-applicable",
///         "reason": String, "rules": [String],
///         "findings": Int, "errors": Int, "warnings": Int, "notes": Int,
///         "findingIndices": [Int],                 // into "findings", most severe first
///         "new": Int | null, "fixed": Int | null   // with --baseline / --compare, else null
///       } ],
///       "screens": [ {                             // most errors, warnings, notes first
///         "name": String, "kind": "swiftui" | "uikit", "reasons": [String],
///         "declarations": [ { "path", "line", "endLine" } ],
///         "reachedBy": [ { "from": String, "how": String, "path": String, "line": Int } ],
///         "presents": [ { "screen": String, "how": String, "path": String, "line": Int } ],
///         "panes": [String], "views": [String],
///         "uses": { "navigationContainers": [String], "customBars": [String], "toolbarItems": Int,
///                   "grids": [ { "kind", "columns": Int | null, "adaptive": Bool, "path", "line" } ],
///                   "arrangements": Int, "splitViews": [String], "reservedRegionReads": Int,
///                   "hingeHandlers": Int, "fixedWidths": [Number], "paywall": [String],
///                   "verticalBarOptOut": Bool },
///         "findings": Int, "errors": Int, "warnings": Int, "notes": Int, "new": Int | null,
///         "findingIndices": [Int], "postureMatrix": Bool
///       } ],
///       "sharedViews": [ { "name", "declarations", "usedBy": [String], counts…, "findingIndices" } ],
///       "otherFiles": [ { "path", counts…, "findingIndices" } ],
///       "postureMatrix": {
///         "columns": [ { "id", "title" } ],
///         "screens": [ { "screen": String, "reasons": [String], "nilHingeRun": Bool,
///                        "checks": [ { "id", "title", "columns": [String], "watchRules": [String],
///                                      "watchFindings": [Int] } ] } ]
///       },
///       "comparison": null | { "against": "baseline" | "report" | "findings", "file": String,
///                              "new": Int, "known": Int, "fixed": Int,
///                              "fixedFindings": [ { "path", "rule", "message", "item" } ] },
///       "findings": [ {                            // every finding of the run once, in report order
///         the keys of `duo-lint lint --format json` ("path", "line", "column", "endLine", "endColumn",
///         "severity", "rule", "message", "fingerprint", "related"), and
///         "lineFingerprint": String, "item": String,
///         "home": { "kind": "screen" | "shared-view" | "file", "name": String },
///         "type": String | null,                 // the innermost type declared around it
///         "new": Bool | null
///       } ]
///     }
extension ReadinessReport {
    public func renderedJSON() -> String { json().rendered() + "\n" }

    public func json() -> JSON {
        var root: [String: JSON] = [
            "version": .int(1),
            "tool": .object(["name": .string("duo-lint"), "version": .string(toolVersion)]),
            "inputs": .array(inputs.map { .string($0) }),
            "title": .string(displayTitle),
        ]
        var summary = counts.members()
        summary["files"] = .int(filesLinted)
        summary["screens"] = .int(screens.count)
        summary["fixable"] = .int(fixable.safe)
        summary["unsafeFixable"] = .int(fixable.unsafe)
        root["summary"] = .object(summary)
        root["audit"] = .array(items.map { r in
            var m = r.counts.members()
            m["id"] = .string(r.item.id)
            m["title"] = .string(r.item.title)
            m["asks"] = .string(r.item.asks)
            m["source"] = .string(r.item.source)
            m["status"] = .string(r.status.rawValue)
            m["reason"] = .string(r.reason)
            m["rules"] = .array(r.item.rules.map { .string($0) })
            m["findingIndices"] = Self.indices(r.findings)
            m["new"] = r.new.map { .int($0) } ?? .null
            m["fixed"] = r.fixed.map { .int($0) } ?? .null
            return .object(m)
        })
        root["screens"] = .array(screens.map { s in
            var m = s.counts.members()
            let sc = s.screen
            m["name"] = .string(sc.name)
            m["kind"] = .string(sc.kind)
            m["reasons"] = .array(sc.reasons.map { .string($0) })
            m["declarations"] = Self.declarations(sc.declarations)
            m["reachedBy"] = .array(sc.reachedBy.map { e in
                .object(["from": .string(e.type), "how": .string(e.how.rawValue), "path": .string(e.path), "line": .int(e.line)])
            })
            m["presents"] = .array(sc.presents.map { e in
                .object(["screen": .string(e.type), "how": .string(e.how.rawValue), "path": .string(e.path), "line": .int(e.line)])
            })
            m["panes"] = .array(sc.panes.map { .string($0) })
            m["views"] = .array(sc.views.map { .string($0) })
            m["uses"] = Self.uses(sc.uses)
            m["new"] = s.newFindings.map { .int($0) } ?? .null
            m["findingIndices"] = Self.indices(s.findings)
            m["postureMatrix"] = .bool(!s.matrixReasons.isEmpty)
            return .object(m)
        })
        root["sharedViews"] = .array(sharedViews.map { v in
            var m = v.counts.members()
            m["name"] = .string(v.name)
            m["declarations"] = Self.declarations(v.declarations)
            m["usedBy"] = .array(v.usedBy.map { .string($0) })
            m["findingIndices"] = Self.indices(v.findings)
            return .object(m)
        })
        root["otherFiles"] = .array(otherFiles.map { f in
            var m = f.counts.members()
            m["path"] = .string(f.path)
            m["findingIndices"] = Self.indices(f.findings)
            return .object(m)
        })
        root["postureMatrix"] = .object([
            "columns": .array(PostureMatrix.columns.map { .object(["id": .string($0.id), "title": .string($0.title)]) }),
            "screens": .array(matrices.map { x in
                .object([
                    "screen": .string(x.screen),
                    "reasons": .array(x.reasons.map { .string($0) }),
                    "nilHingeRun": .bool(x.nilHingeRun),
                    "checks": .array(x.checks.map { c in
                        .object([
                            "id": .string(c.check.id), "title": .string(c.check.title),
                            "columns": .array(c.check.columns.map { .string($0) }),
                            "watchRules": .array(c.check.watchRules.map { .string($0) }),
                            "watchFindings": Self.indices(c.watch),
                        ])
                    }),
                ])
            }),
        ])
        if let c = comparison {
            root["comparison"] = .object([
                "against": .string(c.previous.rawValue), "file": .string(c.file), "new": .int(c.new),
                "known": .int(c.known), "fixed": .int(c.fixed.count),
                "fixedFindings": .array(c.fixed.map { e in
                    .object(["path": .string(e.path), "rule": .string(e.rule), "message": .string(e.message),
                             "item": .string(AuditCatalogue.item(forRule: e.rule)?.id ?? "scan")])
                }),
            ])
        } else {
            root["comparison"] = .null
        }
        root["findings"] = .array(findings.map { r in
            var m = JSONReporter.members(for: r.finding)
            m["lineFingerprint"] = .string(r.finding.lineFingerprint)
            m["item"] = .string(r.item)
            m["home"] = .object(["kind": .string(r.homeKind.rawValue), "name": .string(r.home)])
            m["new"] = r.isNew.map { .bool($0) } ?? .null
            m["type"] = r.type.map { .string($0) } ?? .null
            return .object(m)
        })
        return .object(root)
    }

    private static func indices(_ ids: [Int]) -> JSON { .array(ids.map { .int($0) }) }

    private static func declarations(_ ds: [ScreenCatalog.Declaration]) -> JSON {
        .array(ds.map { .object(["path": .string($0.path), "line": .int($0.line), "endLine": .int($0.endLine)]) })
    }

    static func uses(_ u: ScreenUses) -> JSON {
        .object([
            "navigationContainers": .array(u.navigationContainers.map { .string($0) }),
            "customBars": .array(u.customBars.map { .string($0) }),
            "toolbarItems": .int(u.toolbarItems),
            "grids": .array(u.grids.map { g in
                .object(["kind": .string(g.kind), "columns": g.columns.map { .int($0) } ?? .null,
                         "adaptive": .bool(g.adaptive), "path": .string(g.path), "line": .int(g.line)])
            }),
            "arrangements": .int(u.arrangements),
            "splitViews": .array(u.splitViews.map { .string($0) }),
            "reservedRegionReads": .int(u.reservedRegionReads),
            "hingeHandlers": .int(u.hingeHandlers),
            "fixedWidths": .array(u.fixedWidths.map { .double($0) }),
            "paywall": .array(u.paywall.map { .string($0) }),
            "verticalBarOptOut": .bool(u.verticalBarOptOut),
        ])
    }
}
