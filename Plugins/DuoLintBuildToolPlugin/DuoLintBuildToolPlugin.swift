import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changed them, and shows the findings as build diagnostics
/// (SwiftPM and Xcode read duo-lint's text format: `path:line:column: severity: message [rule-id]`).
///
/// - One build command a target, with declared inputs (the target's Swift files, the `.duo-lint.json` files that
///   apply, their `extends` parents and their `baseline`) and one declared output, so the build system runs it only
///   when one of those changed, and may build `duo-lint` from source first (a prebuild command could not).
/// - The output is `--stamp`'s one-line Swift comment in the plugin work directory, which the build compiles into the
///   target as nothing. The work directory is the only place anything is written (the sandbox allows no other);
///   duo-lint keeps no cache.
/// - Error findings fail the build, as compiler errors do; warnings and notes do not.
/// - Files are passed explicitly; duo-lint applies the config's include/exclude (and scope) to named files, so the
///   plugin lints what `duo-lint lint` would.
@main
struct DuoLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try DuoLintBuildCommand.make(
            tool: context.tool(named: "duo-lint").url,
            files: module.sourceFiles(withSuffix: "swift").map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DuoLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode app, framework or extension target (Build Phases → Run Build Tool Plug-ins).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try DuoLintBuildCommand.make(
            tool: context.tool(named: "duo-lint").url,
            files: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.displayName)
    }
}
#endif

enum DuoLintBuildCommand {
    static let configName = ".duo-lint.json"

    static func make(tool: URL, files: [URL], workDirectory: URL, targetName: String) throws -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("duo-lint-stamp.swift")
        var arguments = ["lint", "--quiet", "--absolute-paths", "--stamp", stamp.path]

        // The nearest .duo-lint.json above each file. One config for all (the usual case) is passed as --config; files
        // under different configs are left to duo-lint's own per-file discovery; without any, an empty config in the
        // work directory keeps a config above the build's working directory from applying.
        var nearest: [String: String?] = [:]    // directory → its nearest config
        var configs = Set<String?>()
        for file in files {
            let directory = file.deletingLastPathComponent().path
            if nearest[directory] == nil { nearest[directory] = .some(nearestConfig(above: directory)) }
            configs.insert(nearest[directory]!)
        }
        var inputs = files
        let found = configs.compactMap { $0 }.sorted()
        for config in found {
            inputs += configInputs(config).map { URL(fileURLWithPath: $0) }
        }
        if configs.count == 1, let only = configs.first {
            if let config = only {
                arguments += ["--config", config]
            } else {
                let empty = workDirectory.appendingPathComponent("no-config.duo-lint.json")
                if (try? String(contentsOfFile: empty.path, encoding: .utf8)) != "{}\n" {
                    try FileManager.default.createDirectory(atPath: workDirectory.path, withIntermediateDirectories: true)
                    try "{}\n".write(toFile: empty.path, atomically: true, encoding: .utf8)
                }
                arguments += ["--config", empty.path]
            }
        }
        arguments.append("--")
        arguments += files.map(\.path)
        return [.buildCommand(displayName: "duo-lint \(targetName)", executable: tool, arguments: arguments,
                              inputFiles: inputs, outputFiles: [stamp])]
    }

    /// The `.duo-lint.json` in `directory` or the closest one above it.
    static func nearestConfig(above directory: String) -> String? {
        var dir = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = dir.appendingPathComponent(configName).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    /// A config, the configs it `extends` (followed while they exist, at most 32) and the baselines they name:
    /// everything whose change may change the findings. Read leniently; duo-lint reports a malformed config itself.
    static func configInputs(_ config: String) -> [String] {
        var result: [String] = []
        var next: String? = config
        while let path = next, result.count < 32, !result.contains(path) {
            result.append(path)
            next = nil
            guard let data = FileManager.default.contents(atPath: path),
                  let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { break }
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            func resolve(_ value: String) -> String {
                value.hasPrefix("/") ? value : directory.appendingPathComponent(value).standardizedFileURL.path
            }
            if let baseline = object["baseline"] as? String, FileManager.default.fileExists(atPath: resolve(baseline)) {
                result.append(resolve(baseline))
            }
            if let parent = object["extends"] as? String, FileManager.default.fileExists(atPath: resolve(parent)) {
                next = resolve(parent)
            }
        }
        return result
    }
}
