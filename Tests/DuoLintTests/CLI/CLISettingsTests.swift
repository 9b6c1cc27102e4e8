import Foundation
import XCTest

/// `duo-lint rules` and `duo-lint config` (`--show-settings`) show the settings in force, with nested configs and
/// `extends`: each rule on or off, its severity, its fix, and where each setting comes from.
final class CLISettingsTests: CLITestCase {
    /// base.json ← .duo-lint.json ← App/.duo-lint.json (which extends the root one and is nearest to App/).
    private func nestedConfigs() throws {
        try write("base.json", #"{"disable": ["fixed-width"], "severity": {"custom-bar-instance": "error"}, "exclude": ["**/Generated/**"]}"#)
        try write(".duo-lint.json", #"{"extends": "base.json", "enable": ["odd-grid-columns"], "options": {"fixed-width": {"threshold": 240}}}"#)
        try write("App/.duo-lint.json", #"{"extends": "../.duo-lint.json", "severity": {"fixed-width": "note"}, "enable": ["fixed-width"], "baseline": "b.json"}"#)
        try write("App/Screens/A.swift", Self.cleanSource)
        try write("App/Generated/G.swift", Self.cleanSource)
    }

    private func rulesJSON(_ args: [String], cwd: String = "") throws -> [String: [String: Any]] {
        let result = try run(Self.binary, ["rules", "--format", "json"] + args, cwd: cwd)
        XCTAssertEqual(result.status, 0, result.stderr)
        let entries = parseJSON(result.stdout) as? [[String: Any]] ?? []
        XCTAssertFalse(entries.isEmpty, result.stdout)
        return Dictionary(entries.map { ($0["id"] as? String ?? "?", $0) }, uniquingKeysWith: { a, _ in a })
    }

    private func sources(_ entry: [String: Any]?) -> [String: String] { entry?["sources"] as? [String: String] ?? [:] }

    func testRulesReflectTheConfigThatGovernsTheCurrentDirectory() throws {
        try nestedConfigs()
        // At the root: .duo-lint.json extending base.json.
        let top = try rulesJSON([])
        XCTAssertEqual(top["fixed-width"]?["enabled"] as? Bool, false)
        XCTAssertEqual(sources(top["fixed-width"]), ["enabled": "base.json", "severity": "default", "options": ".duo-lint.json"])
        XCTAssertEqual(top["odd-grid-columns"]?["enabled"] as? Bool, true)
        XCTAssertEqual(sources(top["odd-grid-columns"])["enabled"], ".duo-lint.json")
        XCTAssertEqual(top["custom-bar-instance"]?["effectiveSeverity"] as? String, "error")
        XCTAssertEqual(top["custom-bar-instance"]?["severity"] as? String, "warning", "severity stays the default severity")
        XCTAssertEqual(sources(top["custom-bar-instance"])["severity"], "base.json")
        XCTAssertEqual(sources(top["main-screen-bounds"]), ["enabled": "default", "severity": "default", "options": "default"])
        XCTAssertEqual((top["fixed-width"]?["configuredOptions"] as? [String: Int])?["threshold"], 240)

        // In App/: the nearest config re-enables fixed-width and makes it a note; paths are shown from there.
        let app = try rulesJSON([], cwd: "App/Screens")
        XCTAssertEqual(app["fixed-width"]?["enabled"] as? Bool, true)
        XCTAssertEqual(app["fixed-width"]?["effectiveSeverity"] as? String, "note")
        XCTAssertEqual(sources(app["fixed-width"]), ["enabled": "../.duo-lint.json", "severity": "../.duo-lint.json",
                                                     "options": "../../.duo-lint.json"])
        XCTAssertEqual(sources(app["custom-bar-instance"])["severity"], "../../base.json")

        // --config, and the command line as a source.
        let explicit = try rulesJSON(["--config", "base.json", "--disable", "custom-bar-instance", "--enable", "prefer-arrangement"])
        XCTAssertEqual(explicit["odd-grid-columns"]?["enabled"] as? Bool, false)
        XCTAssertEqual(explicit["custom-bar-instance"]?["enabled"] as? Bool, false)
        XCTAssertEqual(sources(explicit["custom-bar-instance"])["enabled"], "command line")
        XCTAssertEqual(sources(explicit["prefer-arrangement"])["enabled"], "command line")

        // The text table: a line saying where the settings come from, columns, one rule a line.
        let text = try lint(["rules"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdoutLines.first, "Settings from .duo-lint.json (extends base.json).")
        let heads = try XCTUnwrap(text.stdoutLines.first { $0.hasPrefix("RULE ") })
        for column in ["TIER", "STATE", "SEVERITY", "FIX", "SOURCE", "SUMMARY"] { XCTAssertTrue(heads.contains(column), heads) }
        let fixedWidth = try XCTUnwrap(text.stdoutLines.first { $0.hasPrefix("fixed-width ") })
        XCTAssertNotNil(fixedWidth.range(of: #"^fixed-width +1 +off +warning +none +off: base.json; options: .duo-lint.json "#,
                                         options: .regularExpression), fixedWidth)
        XCTAssertTrue(text.stdout.contains("\n40 of 42 rules on.\n") || text.stdout.contains(" rules on.\n"), text.stdout)
    }

    func testRulesIDsShowThoseRules() throws {
        try nestedConfigs()
        let result = try lint(["rules", "fixed-width", "custom-bar-instance,parse-error"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = result.stdoutLines.dropFirst(2).map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(rows, ["fixed-width", "custom-bar-instance", "parse-error"], result.stdout)
        assertUsageError(try lint(["rules", "fixd-width"]), mentions: ["unknown rule id 'fixd-width'", "did you mean 'fixed-width'"])
    }

    func testConfigShowsEachValueWithItsSourceFile() throws {
        try nestedConfigs()
        let result = try lint(["config", "App/Screens/A.swift", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(parseJSON(result.stdout) as? [String: Any], result.stdout)
        XCTAssertEqual(object["config"] as? String, "App/.duo-lint.json")
        XCTAssertEqual(object["layers"] as? [String], ["base.json", ".duo-lint.json", "App/.duo-lint.json"])
        XCTAssertEqual(object["admitted"] as? Bool, true)
        let settings = object["settings"] as? [[String: Any]] ?? []
        func entries(_ key: String) -> [(String, String)] {
            settings.filter { $0["key"] as? String == key }.map { (String(describing: $0["value"] ?? "nil"), $0["source"] as? String ?? "?") }
        }
        XCTAssertEqual(entries("exclude").map(\.1), ["base.json"])
        XCTAssertEqual(entries("enable").map(\.1), [".duo-lint.json", "App/.duo-lint.json"])
        XCTAssertEqual(entries("severity.fixed-width").map(\.1), ["App/.duo-lint.json"])
        XCTAssertEqual(entries("severity.custom-bar-instance").map(\.1), ["base.json"])
        XCTAssertEqual(entries("options.fixed-width.threshold").map(\.0), ["240"])
        XCTAssertEqual(entries("options.fixed-width.threshold").map(\.1), [".duo-lint.json"])
        XCTAssertEqual(entries("baseline").map(\.1), ["App/.duo-lint.json"])
        XCTAssertEqual(entries("allow-no-files").map(\.1), ["default"])
        XCTAssertTrue((object["rulesOn"] as? [String] ?? []).contains("fixed-width"))

        // --show-settings is the same command (Ruff's spelling); a generated file is shown as not judged, and why.
        let same = try lint(["--show-settings", "App/Screens/A.swift", "--format", "json"])
        XCTAssertEqual(same.stdout, result.stdout)
        let generated = try lint(["config", "App/Generated/G.swift"])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertTrue(generated.stdout.contains("judged: no, excluded by base.json"), generated.stdout)
        XCTAssertTrue(generated.stdout.contains("config file: App/.duo-lint.json (extends .duo-lint.json, then base.json)"), generated.stdout)
        let line = try XCTUnwrap(generated.stdoutLines.first { $0.hasPrefix("severity.fixed-width ") })
        XCTAssertNotNil(line.range(of: #"^severity.fixed-width +"note" +App/.duo-lint.json$"#, options: .regularExpression), line)

        // No config: the defaults; --config: that file for every path.
        let bare = try run(Self.binary, ["config"], cwd: "/")
        XCTAssertEqual(bare.status, 0, bare.stderr)
        XCTAssertTrue(bare.stdout.contains("config file: none"), bare.stdout)
        let explicit = try lint(["config", "App/Screens/A.swift", "--config", "base.json"])
        XCTAssertTrue(explicit.stdout.contains("config file: base.json (--config)"), explicit.stdout)
        assertUsageError(try lint(["config", "a", "b"]), mentions: ["'b'"])
        assertUsageError(try lint(["--show-settings", "--format", "sarif", "."]), mentions: ["--show-settings"])
    }
}
