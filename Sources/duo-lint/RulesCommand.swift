import DuoLint
import Foundation

/// `duo-lint rules [ID …] [--config FILE] [--enable/--disable/--only …] [--format text|json]`: the catalogue as the
/// configuration that governs the current directory (or `--config`) sets it — each rule on or off, its severity, its
/// fix (safe, unsafe, none; VOCABULARY.md, fix contract) and where each setting comes from (the default, a config file of the
/// `extends` chain, the command line) — then the meta diagnostics.
enum RulesCommand {
    /// One rule as the configuration sets it.
    struct Row {
        let descriptor: RuleDescriptor
        let meta: Bool
        let enabled: Bool
        let severity: Severity
        /// "default", a config file (relative to the current directory) or "command line".
        let enabledSource: String
        let severitySource: String
        let optionsSource: String?
        let options: [String: JSON]

        var fix: FixDescription? { meta ? nil : FixRegistry.description(for: descriptor.id) }

        /// "default", or each setting that is not the default with where it comes from.
        var source: String {
            var parts: [String] = []
            if enabledSource != "default" { parts.append("\(enabled ? "on" : "off"): \(enabledSource)") }
            if severitySource != "default" { parts.append("severity: \(severitySource)") }
            if let optionsSource { parts.append("options: \(optionsSource)") }
            return parts.isEmpty ? "default" : parts.joined(separator: "; ")
        }
    }

    static func run(_ args: Arguments, ids: [String]) throws -> String {
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)
        let resolver = try ConfigResolver(explicitConfig: args.config, currentDirectory: cwd)
        let configuration = try resolver.configuration(forDirectory: cwd)
        let known = RuleRegistry.allDescriptorsIncludingMeta.map(\.id)
        for id in ids where !known.contains(id) {
            throw UsageError(description: "unknown rule id '\(id)'\(Suggestion.didYouMean(id, in: known)) (see duo-lint rules)")
        }
        let selected = try LintCommand.selection(args).rules(configured: configuration.enabledRules, allowEmpty: true)
        var rows = self.rows(configuration, selected: selected, args: args, cwd: cwd)
        if !ids.isEmpty { rows = ids.compactMap { id in rows.first { $0.descriptor.id == id } } }
        let shown = configuration.path.map { show($0, cwd: cwd) }
        return args.rulesFormat == "json" ? json(rows) : text(rows, config: shown, all: ids.isEmpty, cwd: cwd,
                                                             configuration: configuration)
    }

    /// A config file as the user would type it from here: relative (`../base.json` too), absolute when only `/` is shared.
    static func show(_ path: String, cwd: String) -> String {
        let abs = FileCollector.absolute(path, base: cwd)
        let relative = FileCollector.relative(abs, to: cwd)
        guard relative.hasPrefix("/") else { return relative }
        let a = abs.split(separator: "/"), c = cwd.split(separator: "/")
        var shared = 0
        while shared < min(a.count, c.count) && a[shared] == c[shared] { shared += 1 }
        guard shared > 0 else { return abs }
        return (Array(repeating: "..", count: c.count - shared) + a[shared...].map(String.init)).joined(separator: "/")
    }

    static func rows(_ configuration: EffectiveConfiguration, selected: Set<String>, args: Arguments, cwd: String) -> [Row] {
        let commandLine = Set((args.only ?? []) + args.enable + args.disable).union(
            args.only != nil || args.disable.contains("all") || args.enable.contains("all") ? Set(RuleRegistry.descriptors.map(\.id)) : [])
        func layerName(_ layer: Configuration) -> String { layer.path.map { show($0, cwd: cwd) } ?? ConfigLoader.fileName }
        var out: [Row] = []
        for d in RuleRegistry.descriptors {
            var enabledSource = "default"
            var severitySource = "default"
            var optionsSource: String?
            for layer in configuration.layers {
                if layer.enable.contains(d.id) || layer.disable.contains(d.id) { enabledSource = layerName(layer) }
                if layer.severity[d.id] != nil { severitySource = layerName(layer) }
                if layer.options[d.id] != nil {
                    optionsSource = optionsSource.map { $0 + ", " + layerName(layer) } ?? layerName(layer)
                }
            }
            let enabled = selected.contains(d.id)
            if commandLine.contains(d.id) && enabled != configuration.enabledRules.contains(d.id) { enabledSource = "command line" }
            out.append(Row(descriptor: d, meta: false, enabled: enabled, severity: configuration.severity[d.id] ?? d.defaultSeverity,
                           enabledSource: enabledSource, severitySource: severitySource, optionsSource: optionsSource,
                           options: configuration.options[d.id] ?? [:]))
        }
        for d in MetaRules.all {
            let source = configuration.layers.last { $0.severity[d.id] != nil }.map(layerName) ?? "default"
            out.append(Row(descriptor: d, meta: true, enabled: true, severity: configuration.severity[d.id] ?? d.defaultSeverity,
                           enabledSource: "default", severitySource: source, optionsSource: nil, options: [:]))
        }
        return out
    }

    static func text(_ rows: [Row], config: String?, all: Bool, cwd: String,
                     configuration: EffectiveConfiguration) -> String {
        var out = ""
        if let config {
            let chain = configuration.layers.dropLast().reversed().compactMap(\.path).map { show($0, cwd: cwd) }
            out += "Settings from \(config)\(chain.isEmpty ? "" : " (extends \(chain.joined(separator: ", then ")))").\n\n"
        } else {
            out += "No .duo-lint.json here or above: the defaults.\n\n"
        }
        let width = max(4, rows.map { $0.descriptor.id.count }.max() ?? 10)
        let sourceWidth = max(6, rows.map { $0.source.count }.max() ?? 7)
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        out += "\(pad("RULE", width))  TIER  STATE  SEVERITY  FIX           \(pad("SOURCE", sourceWidth))  SUMMARY\n"
        for row in rows {
            let d = row.descriptor
            let tier = row.meta ? "meta" : "\(d.tier)"
            var note = ""
            if row.meta { note = "(always on) " } else if !d.enabledByDefault { note = "(off by default) " }
            out += "\(pad(d.id, width))  \(pad(tier, 4))  \(pad(row.enabled ? "on" : "off", 5))  \(pad(row.severity.rawValue, 8))  "
                + "\(pad(row.fix?.label ?? "none", 12))  \(pad(row.source, sourceWidth))  \(note)\(d.summary)\n"
        }
        guard all else { return out }
        let on = rows.filter { !$0.meta && $0.enabled }.count
        out += "\n\(on) of \(rows.filter { !$0.meta }.count) rules on.\n"
        let optIn = rows.filter { !$0.meta && !$0.descriptor.enabledByDefault }.map(\.descriptor.id)
        if !optIn.isEmpty {
            out += "Off by default: \(optIn.joined(separator: ", ")) (switch on with the config's \"enable\" or --enable).\n"
        }
        if rows.contains(where: { $0.fix != nil }) {
            out += "Fixes: duo-lint fix applies the safe ones, --unsafe-fixes the unsafe ones too (duo-lint explain ID, \"Fix\").\n"
        }
        out += "Meta diagnostics are always on; only their severity can be changed (config \"severity\").\n"
        out += "duo-lint config PATH shows every setting in force for a file.\n"
        return out
    }

    static func json(_ rows: [Row]) -> String {
        let items = rows.map { row -> JSON in
            let d = row.descriptor
            return .object([
                "id": .string(d.id), "kind": .string(row.meta ? "meta" : "rule"), "tier": .int(d.tier),
                "severity": .string(d.defaultSeverity.rawValue), "category": .string(d.category.rawValue),
                "summary": .string(d.summary), "enabledByDefault": .bool(row.meta || d.enabledByDefault),
                "options": .array(row.meta ? [] : d.options.map(optionJSON)),
                "fix": row.fix.map { fix in
                    .object(["classes": .array(fix.classes.map { .string($0.rawValue) }), "summary": .string(fix.summary)])
                } ?? .null,
                // As the configuration sets it:
                "enabled": .bool(row.enabled), "effectiveSeverity": .string(row.severity.rawValue),
                "configuredOptions": .object(row.options),
                "sources": .object(["enabled": .string(row.enabledSource), "severity": .string(row.severitySource),
                                    "options": row.optionsSource.map(JSON.string) ?? .string("default")]),
            ])
        }
        return JSON.array(items).rendered() + "\n"
    }

    private static func optionJSON(_ o: RuleOption) -> JSON {
        var members: [String: JSON] = ["name": .string(o.name), "summary": .string(o.summary)]
        switch o.kind {
        case .boolean:
            members["type"] = .string("boolean")
            members["default"] = .bool(o.defaultValue != 0)
        case .number(let lo, let hi, let integer):
            members["type"] = .string(integer ? "integer" : "number")
            members["minimum"] = .double(lo)
            members["maximum"] = .double(hi)
            members["default"] = .double(o.defaultValue)
        }
        return .object(members)
    }
}
