import Foundation

/// The options each file is judged with, made from the configuration in effect for it (README, *Configuration*: the nearest
/// `.duo-lint.json`, with what it `extends`) once per configuration. A run whose files all share one
/// configuration — nearly every run — makes one.
// @unchecked Sendable: `made` is read and written, and `make` called, only with `lock` held.
public final class FileOptions: @unchecked Sendable {
    private let make: (EffectiveConfiguration) -> LintOptions
    private let lock = NSLock()
    private var made: [ObjectIdentifier: LintOptions] = [:]

    /// `make` turns a configuration into options (the CLI applies its rule selection and `--jobs` there).
    public init(_ make: @escaping (EffectiveConfiguration) -> LintOptions) {
        self.make = make
    }

    public func options(for configuration: EffectiveConfiguration) -> LintOptions {
        let key = ObjectIdentifier(configuration)
        lock.lock()
        defer { lock.unlock() }
        if let known = made[key] { return known }
        let options = make(configuration)
        made[key] = options
        return options
    }
}
