import DuoLint

/// `duo-lint rules [--format text|json]`.
enum RulesCommand {
    static func list(format: String) -> String {
        let rules = RuleRegistry.descriptors
        if format == "json" {
            let items = rules.map { d -> JSONValue in
                .object([
                    "id": .string(d.id), "tier": .number(Double(d.tier)), "severity": .string(d.defaultSeverity.rawValue),
                    "category": .string(d.category.rawValue), "summary": .string(d.summary),
                    "enabledByDefault": .bool(d.enabledByDefault),
                ])
            }
            return JSONValue.array(items).rendered() + "\n"
        }
        let width = rules.map { $0.id.count }.max() ?? 10
        var out = ""
        for d in rules {
            let pad = String(repeating: " ", count: width - d.id.count)
            out += "\(d.id)\(pad)  tier \(d.tier)  \(d.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(d.summary)\n"
        }
        return out
    }
}

import Foundation
