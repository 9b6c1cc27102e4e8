import Foundation

/// Reads the platform settings (`SDKROOT`, `SUPPORTED_PLATFORMS`, and `IPHONEOS_DEPLOYMENT_TARGET`) that `.xcconfig` files give a build
/// configuration (its `baseConfigurationReference`), as text.
///
/// Lines are `KEY = value` (a trailing `;` allowed), `#include "path"` and `#include? "path"` (relative to the
/// including file; `<DEVELOPER_DIR>` and paths naming variables are not followed), and `//` comments. Later
/// assignments override earlier ones, included files count where they are included, and `$(inherited)` in a
/// file refers to what the file (and its includes) set before, else to the level below. Includes nest at most
/// `maximumDepth` deep and never loop. A file that cannot be read sets nothing (Xcode would stop; duo-lint
/// knows less and so judges more). Each file is read and split into lines once.
final class XCConfigReader {
    static let maximumDepth = 16

    private let read: (String) throws -> [UInt8]
    private var parsed: [String: [Line]] = [:]
    private var unreadable: Set<String> = []

    private enum Line {
        case include(String)
        case sdkroot([String])
        case supportedPlatforms([String])
        case deploymentTarget([String])
    }

    init(read: @escaping (String) throws -> [UInt8]) {
        self.read = read
    }

    /// The settings the file at `path` (absolute, normalised) sets, includes followed.
    func settings(at path: String) -> PlatformSettings {
        var settings = PlatformSettings()
        var visiting: Set<String> = []
        apply(path, to: &settings, depth: 0, visiting: &visiting)
        return settings
    }

    private func apply(_ path: String, to settings: inout PlatformSettings, depth: Int, visiting: inout Set<String>) {
        guard depth < XCConfigReader.maximumDepth, visiting.insert(path).inserted, let lines = lines(of: path) else { return }
        defer { visiting.remove(path) }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        for line in lines {
            switch line {
            case .include(let included):
                guard !included.hasPrefix("<"), !included.contains("$") else { continue }
                apply(FilePath.absolute(included, base: folder.isEmpty ? "/" : folder), to: &settings,
                      depth: depth + 1, visiting: &visiting)
            case .sdkroot(let words):
                settings.sdkroot = XCConfigReader.assign(words, over: settings.sdkroot)
            case .supportedPlatforms(let words):
                settings.supportedPlatforms = XCConfigReader.assign(words, over: settings.supportedPlatforms)
            case .deploymentTarget(let words):
                settings.deploymentTarget = XCConfigReader.assign(words, over: settings.deploymentTarget)
            }
        }
    }

    /// A new value, its `$(inherited)` replaced by the value set before in the same file (kept when none was).
    private static func assign(_ words: [String], over earlier: [String]?) -> [String] {
        guard let earlier else { return words }
        return words.flatMap { $0 == PlatformSettings.inherited ? earlier : [$0] }
    }

    private func lines(of path: String) -> [Line]? {
        if let lines = parsed[path] { return lines }
        guard !unreadable.contains(path), let bytes = try? read(path) else {
            unreadable.insert(path)
            return nil
        }
        let lines = XCConfigReader.parse(bytes)
        parsed[path] = lines
        return lines
    }

    /// The lines that matter, read on the bytes: includes and the three settings.
    private static func parse(_ bytes: [UInt8]) -> [Line] {
        var out: [Line] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
            if let line = parse(line: bytes[start..<end]) { out.append(line) }
            start = end + 1
        }
        return out
    }

    private static func parse(line raw: ArraySlice<UInt8>) -> Line? {
        var line = raw
        if let comment = line.indices.first(where: { line[$0] == UInt8(ascii: "/") && $0 + 1 < line.endIndex && line[$0 + 1] == UInt8(ascii: "/") }) {
            line = line[..<comment]
        }
        line = trimmed(line)
        if line.starts(with: "#include".utf8) {
            // `#include?` (no error when missing) reads the same: a missing file sets nothing either way.
            guard let open = line.firstIndex(of: UInt8(ascii: "\"")),
                  let close = line[(open + 1)...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return .include(String(decoding: line[(open + 1)..<close], as: UTF8.self))
        }
        guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        let key = trimmed(line[..<equals])
        var value = trimmed(line[(equals + 1)...])
        if value.last == UInt8(ascii: ";") { value = value.dropLast() }
        if key.elementsEqual("SDKROOT".utf8) { return .sdkroot(PlatformSettings.words(String(decoding: value, as: UTF8.self))) }
        if key.elementsEqual("SUPPORTED_PLATFORMS".utf8) {
            return .supportedPlatforms(PlatformSettings.words(String(decoding: value, as: UTF8.self)))
        }
        if key.elementsEqual("IPHONEOS_DEPLOYMENT_TARGET".utf8) {
            return .deploymentTarget(PlatformSettings.words(String(decoding: value, as: UTF8.self)))
        }
        return nil
    }

    private static func trimmed(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = s
        while let first = s.first, first == 0x20 || first == 0x09 { s = s.dropFirst() }
        while let last = s.last, last == 0x20 || last == 0x09 { s = s.dropLast() }
        return s
    }
}
