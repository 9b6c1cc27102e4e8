import Foundation

/// The one place a run's scope is assembled: a walk of the linted folders (`FileCollector`) whose project files
/// (`project.pbxproj`, `project.yml`, `Package.swift`) are read on other threads as the walk finds them
/// (`RunScope.Reader`), and the scope those projects, plus the projects in the folders above the roots, make
/// (which files an iPhone build compiles, their deployment targets: `ProjectScope`). `lint`, `report`, `fix`,
/// `files` and the language server's index all walk through it.
public final class ScopedWalk {
    /// The walk's collector (configuration per folder, include/exclude, display paths).
    public let collector: FileCollector
    private let reader = RunScope.Reader()

    /// `listsExcluded`: also list the files the configuration leaves out (`duo-lint files`).
    public init(resolver: ConfigResolver, listsExcluded: Bool = false) {
        var collector = FileCollector(resolver: resolver)
        collector.listsExcluded = listsExcluded
        let reader = self.reader
        collector.foundProject = { reader.read($0) }
        self.collector = collector
    }

    /// Walks `roots` (files and folders, as given); may be called more than once (the server walks each workspace
    /// folder), each project file is read once.
    public func collect(_ roots: [String]) -> FileCollector.Collected {
        collector.collect(roots)
    }

    /// The scope of the projects found by the walks so far and of those above `roots` (absolute), made when first
    /// asked for: by the first lint worker that needs it, so that the last projects are read while files are.
    /// Call once, after the last walk.
    public func scope(above roots: [String]) -> RunScope.Once {
        let reader = self.reader
        return RunScope.Once { reader.finish(above: roots) }
    }
}
