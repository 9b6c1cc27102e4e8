import Foundation

/// The scope of one run (VOCABULARY.md, *code that runs on an iPhone*, 2. Targets): the Xcode projects and Swift
/// packages a walk found in the linted tree, and those in the folders above what was linted (a walk of `App/Sources`
/// still belongs to the project at the repository's root).
public enum RunScope {
    /// Whether the file is judged: in scope (`scope`), test code only when its configuration says `"tests": true`.
    public static func decision(for input: LintInput, in scope: ProjectScope) -> ScopeDecision {
        guard let abs = input.absolutePath else { return .judged }
        return scope.decision(forAbsolutePath: abs, tests: input.configuration?.judgesTests ?? false)
    }

    /// `decision(for:in:).judged`, without the reason (any thread).
    public static func isJudged(_ input: LintInput, in scope: ProjectScope) -> Bool {
        guard let abs = input.absolutePath else { return true }
        return scope.isJudged(absolutePath: abs, tests: input.configuration?.judgesTests ?? false)
    }

    /// Whether a Swift package's target compiles the input (any thread).
    public static func isPackageCode(_ input: LintInput, in scope: ProjectScope) -> Bool {
        guard let abs = input.absolutePath else { return false }
        return scope.isPackageCode(absolutePath: abs)
    }

    /// The file's *deployment target* (VOCABULARY.md), from the projects of `scope`; nil when unknown (any thread).
    public static func deploymentTarget(of input: LintInput, in scope: ProjectScope) -> OSVersion? {
        guard let abs = input.absolutePath else { return nil }
        return scope.deploymentTarget(forAbsolutePath: abs, tests: input.configuration?.judgesTests ?? false)
    }

    /// The scope of a run, made once from a reader when first asked for (by the first worker that needs it, so
    /// that the wait for the last projects overlaps the last reads of the walk); any thread.
    // @unchecked Sendable: `made` is read and written, and `make` called, only with `lock` held (so `make` runs once).
    public final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var made: ProjectScope?
        private let make: () -> ProjectScope

        public init(_ make: @escaping () -> ProjectScope) { self.make = make }

        public var scope: ProjectScope {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let s = make()
            made = s
            return s
        }
    }

    /// Reads project files as a walk finds them, on other threads, so that the scope is ready about when the walk
    /// ends: each part is merged as soon as it and those found before it are read (in the order found, whatever
    /// order the reads end in); `finish` waits for the last ones.
    // @unchecked Sendable: `seen` belongs to the one thread that calls `read`; `order`, `waiting`, `merged` and `builder`
    // are read and written only with `lock` held; `finish` reads them after `group.wait()`.
    public final class Reader: @unchecked Sendable {
        private let group = DispatchGroup()
        private let lock = NSLock()
        /// The project files in the order found, and the parts read but not merged yet, by position.
        private var order: [String] = []
        private var waiting: [Int: ProjectScope.Part?] = [:]
        private var merged = 0
        private var builder = ProjectScope.Builder()
        private var seen: Set<String> = []

        public init() {}

        /// Starts reading a `project.pbxproj` or `Package.swift` (absolute); one thread calls it.
        public func read(_ path: String) {
            guard seen.insert(path).inserted else { return }
            lock.lock()
            let position = order.count
            order.append(path)
            lock.unlock()
            group.enter()
            DispatchQueue.global().async { [self] in
                let part = ProjectScope.read(path, read: FileCollector.read)
                lock.lock()
                waiting[position] = .some(part)
                while let next = waiting.removeValue(forKey: merged) {
                    if let next { builder.add(next) }
                    merged += 1
                }
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
            return ProjectScope(builder)
        }
    }
}
