import Foundation

/// What one lint run is asked to do (the CLI's `lint`, `report`, `fix`, the hook modes `--staged` and `--stdin-path`):
/// which files, with which configuration and rules, against which baseline. `LintSession` carries it out; the
/// README's *Usage* and *Configuration* describe each setting from the user's side.
public struct LintRequest: Sendable {
    /// The files a run reports on.
    public enum Inputs: Sendable {
        /// Files and folders (none: the current directory).
        case paths([String])
        /// An editor's buffer standing in for the file at `path` (`--stdin-path`): the rest of the file's project is
        /// its cross-file context. `read` gives the buffer's bytes; it is called once, where the run reads its input
        /// (after the configuration is resolved), and is read even when the configuration excludes the path.
        case stdin(path: String, read: @Sendable () throws -> [UInt8])
        /// The staged content of the repository's staged Swift files (`--staged`), the repository as context.
        case staged
        /// An editor's workspace (the language server): `LintSession.lint(progress:)` walks the folders as `lint`
        /// would and indexes every judged file once (a long-lived `Workspace` the session keeps); then
        /// `LintSession.lint(documents:)` judges the open documents from their buffers, which stand in for their
        /// files, the rest of the folders as context, as `--stdin-path` judges one. A configuration that cannot be
        /// used does not stop the session: it is one of `LintSession.problems`, and the files it governs are
        /// judged with the defaults.
        case editor(folders: [String])
    }

    /// An editor's document: its buffer stands in for the file at `path` (absolute).
    public struct Document: Sendable {
        public var path: String
        public var bytes: [UInt8]
        /// Edited since it was last judged: judged again from `bytes` (else its findings are those of the last
        /// time, answered against the index as it is now).
        public var edited: Bool

        public init(path: String, bytes: [UInt8], edited: Bool = true) {
            self.path = path
            self.bytes = bytes
            self.edited = edited
        }
    }

    /// Which baseline drops the findings it knows.
    public enum BaselineChoice: Sendable, Equatable {
        /// The configuration's `"baseline"`, if it names one (which must then exist).
        case fromConfiguration
        /// A baseline file given by the caller (`--baseline FILE`).
        case file(String)
        /// None (`--no-baseline`, or a run that writes one: every finding is kept).
        case none
    }

    public var inputs: Inputs
    /// The directory relative paths are resolved against, and reported relative to.
    public var currentDirectory: String
    /// `--config FILE`: one configuration for every file; nil: each folder's nearest `.duo-lint.json`.
    public var configFile: String?
    public var selection: RuleSelection
    public var baseline: BaselineChoice
    /// Worker threads; nil: one per core.
    public var jobs: Int?
    /// Collect each file's screen inventory (the readiness report: `report`, `--format markdown`).
    public var inventory: Bool
    /// One configuration for every file, read from no file (an editor that must not touch the file system: the
    /// server's sandboxed mode); wins over `configFile`.
    public var configuration: Configuration?
    /// An editor shows the findings the baseline knows too (the server's `initializationOptions.showBaselined`;
    /// a configuration's `"show-baselined"` asks for the same for its files).
    public var showsBaselined: Bool

    public init(inputs: Inputs = .paths([]), currentDirectory: String, configFile: String? = nil,
                selection: RuleSelection = RuleSelection(), baseline: BaselineChoice = .fromConfiguration,
                jobs: Int? = nil, inventory: Bool = false, configuration: Configuration? = nil,
                showsBaselined: Bool = false) {
        self.inputs = inputs
        self.currentDirectory = currentDirectory
        self.configFile = configFile
        self.selection = selection
        self.baseline = baseline
        self.jobs = jobs
        self.inventory = inventory
        self.configuration = configuration
        self.showsBaselined = showsBaselined
    }
}

/// A request the run cannot carry out: one line, shown as `duo-lint: <description>` (exit 2).
public struct LintRequestError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// The rules that run (RULE SELECTION in `duo-lint --help`): on by default, plus the config's `enable`, minus its
/// `disable`; `only` replaces that set, `enable` adds, `disable` removes and wins over both. `all` stands for every
/// rule: `disable: ["all"], enable: [ID]` runs ID.
public struct RuleSelection: Sendable, Equatable {
    public var only: [String]?
    public var enable: [String]
    public var disable: [String]

    public init(only: [String]? = nil, enable: [String] = [], disable: [String] = []) {
        self.only = only
        self.enable = enable
        self.disable = disable
    }

    /// The rules selected from `configured` (a configuration's `enabledRules`). Throws on an unknown id, a meta
    /// diagnostic's id, and, unless `allowEmpty`, when no rule is left.
    public func rules(configured: Set<String>, allowEmpty: Bool = false) throws -> Set<String> {
        let known = Set(RuleRegistry.descriptors.map { $0.id })
        let meta = Set(MetaRules.all.map { $0.id })
        for (flag, list) in [("--only", only ?? []), ("--enable", enable), ("--disable", disable)] {
            for id in list where !known.contains(id) && id != "all" {
                if meta.contains(id) {
                    throw LintRequestError("\(flag) \(id): '\(id)' is a meta diagnostic and always on; only its severity can be changed (config \"severity\")")
                }
                throw LintRequestError("\(flag): unknown rule id '\(id)'\(Suggestion.didYouMean(id, in: known.sorted())) (see duo-lint rules)")
            }
        }
        func expand(_ ids: [String]) -> Set<String> { ids.contains("all") ? known : Set(ids) }
        var enabled = configured
        if let only { enabled = expand(only) }
        if disable.contains("all") { enabled = [] }
        enabled.formUnion(expand(enable))
        enabled.subtract(disable.filter { $0 != "all" })
        if enabled.isEmpty && !allowEmpty {
            let why = disable.contains("all") ? "--disable all, and no --enable ID after it"
                : disable.isEmpty ? "the config disables every rule" : "--disable removes every rule that was selected"
            throw LintRequestError("no rule left to run: \(why) (see RULE SELECTION in duo-lint --help)")
        }
        return enabled
    }

    /// The options a file under `configuration` is judged with: its settings (`EffectiveConfiguration.lintOptions`),
    /// the rules this selection leaves of its own (none when the selection leaves none). The one place a
    /// configuration becomes options, for `lint` and the language server alike.
    public func options(for configuration: EffectiveConfiguration, jobs: Int, inventory: Bool = false) -> LintOptions {
        configuration.lintOptions(rules: (try? rules(configured: configuration.enabledRules)) ?? [], jobs: jobs,
                                  inventory: inventory)
    }

    /// `options(for:jobs:inventory:)` for every configuration of a run, made once per configuration.
    public func fileOptions(jobs: Int, inventory: Bool = false) -> FileOptions {
        let selection = self
        return FileOptions { selection.options(for: $0, jobs: jobs, inventory: inventory) }
    }
}
