import Foundation

/// The scope of one run (RULES.md, *code that runs on an iPhone*, 2. Targets): the Xcode projects and Swift
/// packages a walk found in the linted tree, and those in the folders above what was linted (a walk of `App/Sources`
/// still belongs to the project at the repository's root).
public enum RunScope {
    /// Reads the projects: `found` by the walk (`FileCollector.Collected.projectFiles`), plus those above each of
    /// `roots` (absolute paths of the linted folders and files).
    public static func projects(found: [String], above roots: [String]) -> ProjectScope {
        let reader = Reader()
        for file in found { reader.read(file) }
        return reader.finish(above: roots)
    }

    /// Whether the file is judged: in scope (`scope`), test code only when its configuration says `"tests": true`.
    public static func decision(for input: LintInput, in scope: ProjectScope) -> ScopeDecision {
        guard let abs = input.absolutePath else { return .judged }
        return scope.decision(forAbsolutePath: abs, tests: input.configuration?.judgesTests ?? false)
    }

    /// Whether each input is judged, decided on every core (a decision is a few look-ups; thousands add up).
    public static func judged(_ inputs: [LintInput], in scope: ProjectScope) -> [Bool] {
        if scope.isEmpty { return [Bool](repeating: true, count: inputs.count) }
        var out = [Bool](repeating: true, count: inputs.count)
        let chunks = max(1, min(ProcessInfo.processInfo.activeProcessorCount, inputs.count / 256))
        out.withUnsafeMutableBufferPointer { out in
            let buffer = out
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                var i = c
                while i < inputs.count {
                    buffer[i] = decision(for: inputs[i], in: scope).judged
                    i += chunks
                }
            }
        }
        return out
    }

    /// Reads project files as a walk finds them, on other threads, so that the scope is ready about when the walk
    /// ends; `finish` waits for them and merges them in the order they were found.
    public final class Reader: @unchecked Sendable {
        private let group = DispatchGroup()
        private let lock = NSLock()
        private var parts: [String: ProjectScope.Part] = [:]
        private var order: [String] = []
        private var seen: Set<String> = []

        public init() {}

        /// Starts reading a `project.pbxproj` or `Package.swift` (absolute); one thread calls it.
        public func read(_ path: String) {
            guard seen.insert(path).inserted else { return }
            order.append(path)
            group.enter()
            DispatchQueue.global().async { [self] in
                let part = ProjectScope.read(path, read: FileCollector.read)
                lock.lock()
                parts[path] = part
                lock.unlock()
                group.leave()
            }
        }

        /// The scope of every project read, and of those above `roots` (absolute).
        public func finish(above roots: [String]) -> ProjectScope {
            for root in roots {
                for file in ProjectScope.projectFiles(above: root) { read(file) }
            }
            group.wait()
            lock.lock()
            defer { lock.unlock() }
            return ProjectScope(parts: order.compactMap { parts[$0] })
        }
    }
}
