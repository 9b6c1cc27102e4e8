import DuoLint

/// `duo-lint rules [--format text|json]`: the catalogue, then the meta diagnostics. Each rule says whether it fixes
/// (`duo-lint fix`) and how safely (RULES.md part 2): `fix: safe`, `fix: unsafe`, `fix: safe, unsafe`.
enum RulesCommand {
    static func list(format: String) -> String {
        let rules = RuleRegistry.descriptors
        let meta = MetaRules.all
        if format == "json" {
            let items = rules.map { d -> JSONValue in
                .object([
                    "id": .string(d.id), "kind": .string("rule"), "tier": .number(Double(d.tier)),
                    "severity": .string(d.defaultSeverity.rawValue), "category": .string(d.category.rawValue),
                    "summary": .string(d.summary), "enabledByDefault": .bool(d.enabledByDefault),
                    "options": .array(d.options.map(optionJSON)),
                    "fix": FixRegistry.description(for: d.id).map { fix in
                        .object(["classes": .array(fix.classes.map { .string($0.rawValue) }), "summary": .string(fix.summary)])
                    } ?? .null,
                ])
            } + meta.map { d -> JSONValue in
                .object([
                    "id": .string(d.id), "kind": .string("meta"), "tier": .number(0),
                    "severity": .string(d.defaultSeverity.rawValue), "category": .string(d.category.rawValue),
                    "summary": .string(d.summary), "enabledByDefault": .bool(true), "options": .array([]), "fix": .null,
                ])
            }
            return JSONValue.array(items).rendered() + "\n"
        }
        let width = (rules + meta).map { $0.id.count }.max() ?? 10
        func line(_ d: RuleDescriptor, _ tier: String, _ note: String) -> String {
            let pad = String(repeating: " ", count: width - d.id.count)
            let severity = d.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            return "\(d.id)\(pad)  \(tier)  \(severity)  \(note)\(d.summary)\n"
        }
        var out = ""
        for d in rules {
            var note = d.enabledByDefault ? "" : "(off by default) "
            if let fix = FixRegistry.description(for: d.id) { note += "(fix: \(fix.label)) " }
            out += line(d, "tier \(d.tier)", note)
        }
        for d in meta { out += line(d, "meta  ", "(always on) ") }
        let optIn = rules.filter { !$0.enabledByDefault }.map(\.id)
        if !optIn.isEmpty {
            out += "\nOff by default: \(optIn.joined(separator: ", ")) (switch on with the config's \"enable\" or --enable).\n"
        }
        let fixing = rules.filter { FixRegistry.description(for: $0.id) != nil }.map(\.id)
        if !fixing.isEmpty {
            out += "Fixes: duo-lint fix applies the safe ones, --unsafe-fixes the unsafe ones too (duo-lint explain ID, \"Fix\").\n"
        }
        out += "Meta diagnostics are always on; only their severity can be changed (config \"severity\").\n"
        return out
    }

    private static func optionJSON(_ o: RuleOption) -> JSONValue {
        var members: [String: JSONValue] = ["name": .string(o.name), "summary": .string(o.summary)]
        switch o.kind {
        case .boolean:
            members["type"] = .string("boolean")
            members["default"] = .bool(o.defaultValue != 0)
        case .number(let lo, let hi, let integer):
            members["type"] = .string(integer ? "integer" : "number")
            members["minimum"] = .number(lo)
            members["maximum"] = .number(hi)
            members["default"] = .number(o.defaultValue)
        }
        return .object(members)
    }
}
