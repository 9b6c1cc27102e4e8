import Foundation

extension LintOutcome {
    /// The fixes of `findings` (the run's, in the files reported on), applied in rounds by the fix engine
    /// (`FixEngine`), each round verified by linting the project again in memory with the edited texts standing in
    /// for their files (`LintSession.relint`). Only the findings the session's baseline does not know are fixed. Every
    /// file's text is the one the run read; nothing is written (`write`).
    public func fix(_ findings: [Finding], request fixRequest: FixRequest) -> FixOutcome {
        let session = self.session
        /// The findings with the fixes of those the baseline knows taken off.
        let knownToBaseline: ([Finding]) -> [Finding] = { all in
            guard let (file, baseline) = session.baseline else { return all }
            let new = baseline.split(all, file: file, cwd: session.currentDirectory,
                                     legacyLineFingerprint: self.legacyLineFingerprints).new
            var counts: [Finding: Int] = [:]
            for f in new { counts[f, default: 0] += 1 }
            return all.map { f in
                if let n = counts[f], n > 0 { counts[f] = n - 1; return f }
                var known = f
                known.fixes = []
                return known
            }
        }
        var linted: Set<String> = []
        for input in self.linted { linted.insert(input.path) }
        let sources = self.sources
        let read: (String) throws -> [UInt8] = { path in
            guard linted.contains(path), let bytes = sources[path] else {
                throw LintRequestError("it was not linted")
            }
            return bytes
        }
        let lint: ([String: [UInt8]]) -> FixLint = { texts in
            let result = session.relint(self, texts: texts)
            return FixLint(findings: knownToBaseline(self.reportedFindings(result.findings)), parseErrors: result.parseErrors)
        }
        return FixEngine.run(FixLint(findings: knownToBaseline(findings), parseErrors: result.parseErrors),
                             request: fixRequest, read: read, lint: lint)
    }

    /// Writes the fixed files (atomically, each only if it still holds the text the run read); returns how many were
    /// written and one line per file that was not.
    public func write(_ fixed: FixOutcome) -> (written: Int, errors: [String]) {
        var written = 0
        var errors: [String] = []
        for file in fixed.files {
            let abs = FileCollector.absolute(file.path, base: session.currentDirectory)
            do {
                if try replaceFileAtomically(abs, with: file.fixed, ifStill: file.original) {
                    written += 1
                } else {
                    errors.append("\(file.path): changed on disk while duo-lint was fixing it; not written (run duo-lint fix again)")
                }
            } catch {
                errors.append("\(error)")
            }
        }
        return (written, errors)
    }

    /// The text of a file as the run read it (`--stdin-path`: the buffer), nil when it read no such file.
    public func source(of path: String) -> [UInt8]? { sources[path] }
}
