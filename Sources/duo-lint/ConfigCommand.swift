import DuoLint
import Foundation

/// `duo-lint config [PATH] [--config FILE] [--format text|json]` (also `lint --show-settings [PATH]`, Ruff's
/// spelling): the configuration in force for a file or folder — the config file and its `extends` chain, then every
/// key's value with the file it comes from (or "default"), as `lint` would judge PATH.
enum ConfigCommand {
    struct Setting {
        let key: String
        let value: JSON
        let source: String
    }

    static func run(_ args: Arguments, path given: String?) throws -> String {
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)
        let resolver = try ConfigResolver(explicitConfig: args.config, currentDirectory: cwd)
        let path = given ?? "."
        let abs = FileCollector.absolute(path, base: cwd)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: abs, isDirectory: &isDirectory)
        // A path that does not exist yet (a file about to be written) is judged by the config of its folder.
        let isFolder = exists && isDirectory.boolValue
        let configuration = isFolder ? try resolver.configuration(forDirectory: abs) : try resolver.configuration(forFile: abs)
        func show(_ p: String) -> String { RulesCommand.show(p, cwd: cwd) }
        func name(_ layer: Configuration) -> String { layer.path.map(show) ?? ConfigLoader.fileName }

        var settings: [Setting] = []
        func list(_ key: String, _ values: (Configuration) -> [String]) {
            var any = false
            for layer in configuration.layers {
                let v = values(layer)
                guard !v.isEmpty else { continue }
                settings.append(Setting(key: key, value: .array(v.map(JSON.string)), source: name(layer)))
                any = true
            }
            if !any { settings.append(Setting(key: key, value: .array([]), source: "default")) }
        }
        func scalar(_ key: String, _ value: (Configuration) -> JSON?, default fallback: JSON) {
            if let layer = configuration.layers.last(where: { value($0) != nil }) {
                settings.append(Setting(key: key, value: value(layer)!, source: name(layer)))
            } else {
                settings.append(Setting(key: key, value: fallback, source: "default"))
            }
        }
        list("include") { $0.include }
        list("exclude") { $0.exclude }
        list("enable") { $0.enable.sorted() }
        list("disable") { $0.disable.sorted() }
        let severityKeys = Set(configuration.layers.flatMap(\.severity.keys)).sorted()
        for id in severityKeys {
            scalar("severity.\(id)", { $0.severity[id].map { .string($0.rawValue) } }, default: .null)
        }
        let optionKeys = Set(configuration.layers.flatMap { layer in
            layer.options.flatMap { rule, values in values.keys.map { "\(rule).\($0)" } }
        }).sorted()
        for key in optionKeys {
            let (rule, option) = (String(key.prefix { $0 != "." }), String(key.drop { $0 != "." }.dropFirst()))
            scalar("options.\(key)", { $0.options[rule]?[option] }, default: .null)
        }
        scalar("baseline", { layer in layer.baselinePath.map { .string(show($0)) } }, default: .null)
        scalar("allow-no-files", { $0.allowNoFiles ? .bool(true) : nil }, default: .bool(false))
        scalar("report-superfluous-suppressions", { $0.reportSuperfluousSuppressions ? .bool(true) : nil }, default: .bool(false))
        scalar("tests", { $0.tests.map(JSON.bool) }, default: .bool(false))
        scalar("swift-version", { $0.swiftVersion.map(JSON.string) }, default: .null)
        list("defines") { $0.defines }

        let rulesOn = try LintCommand.selection(args).rules(configured: configuration.enabledRules, allowEmpty: true)
        let ruleCount = RuleRegistry.descriptors.count
        let admitted = isFolder ? !configuration.excludes(directory: abs) : configuration.admits(file: abs)
        let reason = isFolder ? nil : configuration.exclusionReason(file: abs)
        let chain = configuration.layers.compactMap(\.path).map(show)

        if args.rulesFormat == "json" || (args.showSettings && args.format == .json) {
            let object: JSON = .object([
                "path": .string(path),
                "config": configuration.path.map { .string(show($0)) } ?? .null,
                "layers": .array(chain.map(JSON.string)),
                "admitted": .bool(admitted),
                "exclusion": reason.map(JSON.string) ?? .null,
                "rulesOn": .array(rulesOn.sorted().map(JSON.string)),
                "settings": .array(settings.map { .object(["key": .string($0.key), "value": $0.value, "source": .string($0.source)]) }),
            ])
            return object.rendered() + "\n"
        }
        var out = "Configuration for \(path)\n"
        if let config = configuration.path.map(show) {
            let parents = chain.dropLast().reversed()
            out += "  config file: \(config)\(parents.isEmpty ? "" : " (extends \(parents.joined(separator: ", then ")))")"
                + (args.config != nil ? " (--config)" : "") + "\n"
        } else {
            out += "  config file: none (no .duo-lint.json in \(isFolder ? "it" : "its folder") or above): the defaults\n"
        }
        out += "  \(isFolder ? "walked" : "judged"): " + (admitted ? "yes" : "no, \(reason ?? "excluded by the config")") + "\n"
        out += "  rules on: \(rulesOn.count) of \(ruleCount) (duo-lint rules lists them with their sources)\n\n"
        let keyWidth = max(3, settings.map(\.key.count).max() ?? 3)
        let values = settings.map { compact($0.value) }
        let valueWidth = min(48, max(5, values.map(\.count).max() ?? 5))
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        out += "\(pad("KEY", keyWidth))  \(pad("VALUE", valueWidth))  SOURCE\n"
        for (setting, value) in zip(settings, values) {
            out += "\(pad(setting.key, keyWidth))  \(pad(value, valueWidth))  \(setting.source)\n"
        }
        return out
    }

    /// A value on one line: `["a", "b"]`, `"error"`, `240`, `null`.
    static func compact(_ value: JSON) -> String {
        if case .array(let items) = value { return "[" + items.map(compact).joined(separator: ", ") + "]" }
        return value.rendered().replacingOccurrences(of: "\n", with: " ")
    }
}
