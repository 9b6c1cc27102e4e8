import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// README.md, Usage, exit status: 0 no failing finding, 1 failing findings, 2 usage/configuration/I-O error with
/// a one-line reason on stderr.
final class CLIExitStatusTests: CLITestCase {
    func testCleanFilesExitZero() throws {
        try write("Clean.swift", Self.cleanSource)
        let result = try lint([])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines, ["0 findings (0 errors, 0 warnings, 0 notes) in 1 file"])
    }

    /// A run that lints no file is a mistake (a wrong path, an include that matches nothing) unless the config
    /// says it is expected; --staged with nothing staged and an excluded --stdin-path are ordinary.
    func testARunThatLintsNoFileExitsTwoUnlessAllowed() throws {
        assertUsageError(try lint(["lint", "."]), mentions: ["no Swift file to lint in .", "allow-no-files"])
        try write("README.md", "not swift")
        try write(".duo-lint.json", #"{"include": ["App"]}"#)
        try write("Other/A.swift", Self.warningSource)
        assertUsageError(try lint([]), mentions: ["no Swift file to lint in .", "include/exclude of .duo-lint.json"])
        try write(".duo-lint.json", #"{"include": ["App"], "allow-no-files": true}"#)
        let allowed = try lint([])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(allowed.stderrLines, ["0 findings (0 errors, 0 warnings, 0 notes) in 0 files"])
        try write(".duo-lint.json", #"{"include": ["App"]}"#)
        let excludedBuffer = try lint(["--stdin-path", "Other/A.swift"], stdin: Self.warningSource)
        XCTAssertEqual(excludedBuffer.status, 0, excludedBuffer.stderr)
        XCTAssertEqual(excludedBuffer.stdout, "")
    }

    /// A FIFO (or socket, device) named on the command line is an error, not an empty file, and never blocks.
    func testAPathThatIsNotARegularFileIsAnError() throws {
        try write("Bar.swift", Self.warningSource)
        XCTAssertEqual(mkfifo(root + "/pipe.swift", 0o644), 0)
        let result = try lint(["pipe.swift", "Bar.swift"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.diagnostics.contains("duo-lint: pipe.swift: not a regular file (a FIFO); to lint piped source use --stdin-path PATH"),
                      result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["Bar.swift"], "the other files are still linted")
        XCTAssertEqual(try lint(["/dev/null"]).status, 2)
    }

    func testErrorFindingExitsOne() throws {
        try write("Screen.swift", Self.errorSource)
        let result = try lint([])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.description), ["Screen.swift:5:13: error [arrangement-in-scroll-view]"])
        XCTAssertEqual(result.stderrLines, ["1 finding (1 error, 0 warnings, 0 notes) in 1 file"])
    }

    func testWarningsExitZeroUnlessStrict() throws {
        try write("Bar.swift", Self.warningSource)
        let plain = try lint([])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(textLocations(plain).map(\.description), ["Bar.swift:2:11: warning [custom-bar-instance]"])
        let strict = try lint(["--strict"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertEqual(strict.stdout, plain.stdout)
    }

    func testNotesNeverFailEvenWhenStrict() throws {
        try write("Bar.swift", Self.warningSource)
        try write(".duo-lint.json", #"{"severity": {"custom-bar-instance": "note"}}"#)
        let strict = try lint(["--strict"])
        XCTAssertEqual(strict.status, 0, strict.stderr)
        XCTAssertEqual(textLocations(strict).map(\.severity), ["note"])
    }

    func testQuietDropsTheSummaryOnly() throws {
        try write("Bar.swift", Self.warningSource)
        let quiet = try lint(["--quiet"])
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(quiet.stdoutLines.count, 1)
        XCTAssertEqual(try lint(["-q"]).stderr, "")
    }

    // MARK: I/O errors

    func testNonexistentPathIsReportedAndTheRestLinted() throws {
        try write("Screen.swift", Self.errorSource)
        let result = try lint(["missing.swift", "Screen.swift", "nodir"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.diagnostics.count, 2, result.stderr)
        XCTAssertTrue(result.diagnostics[0].contains("missing.swift"), result.stderr)
        XCTAssertTrue(result.diagnostics[1].contains("nodir"), result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["Screen.swift"])
    }

    /// A file that cannot be opened (a socket, which not even root can read) named on the command line.
    func testUnopenableFileIsReportedAndTheRestLinted() throws {
        try write("Screen.swift", Self.errorSource)
        let socketPath = root + "/Socket.swift"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw XCTSkip("cannot create a socket") }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in socketPath.utf8.enumerated() where i < buffer.count - 1 { buffer[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw XCTSkip("cannot bind a socket at \(socketPath)") }

        let result = try lint(["Socket.swift", "Screen.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.diagnostics.count, 1, result.stderr)
        XCTAssertTrue(result.diagnostics.first?.hasPrefix("duo-lint: Socket.swift: ") ?? false, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["Screen.swift"])
        // Found while walking a directory, a socket is not a regular file: not linted, no error.
        XCTAssertEqual(try lint([]).status, 1)
    }

    /// Unreadable files and directories (permissions). As root, runs duo-lint as `nobody` through setpriv.
    func testUnreadableFileAndDirectoryAreReportedAndTheRestLinted() throws {
        try write("Screen.swift", Self.errorSource)
        try write("Locked.swift", Self.warningSource)
        try write("Closed/Inner.swift", Self.warningSource)
        chmod(root + "/Locked.swift", 0o000)
        chmod(root + "/Closed", 0o000)
        var executable = Self.binary
        var prefix: [String] = []
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                throw XCTSkip("running as root without setpriv: permissions cannot make a file unreadable")
            }
            executable = "/usr/bin/setpriv"
            prefix = ["--reuid=65534", "--regid=65534", "--clear-groups", Self.binary]
            chmod(root, 0o755)
            let probe = try run(executable, prefix + ["--version"])
            guard probe.status == 0 else { throw XCTSkip("cannot run duo-lint as nobody: \(CLIRun.oneLine(probe.stderr))") }
        }
        let result = try run(executable, prefix + [])
        XCTAssertEqual(result.status, 2, result.stderr)
        let diagnostics = result.diagnostics
        XCTAssertEqual(diagnostics.count, 2, result.stderr)
        XCTAssertTrue(diagnostics.contains { $0.hasPrefix("duo-lint: Closed") }, result.stderr)
        XCTAssertTrue(diagnostics.contains { $0.hasPrefix("duo-lint: Locked.swift") }, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["Screen.swift"])
        // Explicitly named: the same.
        let named = try run(executable, prefix + ["Locked.swift", "Screen.swift"])
        XCTAssertEqual(named.status, 2, named.stderr)
        XCTAssertEqual(named.diagnostics.count, 1, named.stderr)
        XCTAssertEqual(textLocations(named).map(\.path), ["Screen.swift"])
    }

    func testUnwritableOutputExitsTwo() throws {
        try write("Bar.swift", Self.warningSource)
        let result = try lint(["--output", "no/such/dir/report.txt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.diagnostics.first?.contains("no/such/dir/report.txt") ?? false, result.stderr)
        XCTAssertEqual(result.diagnostics.count, 1, result.stderr)
    }

    // MARK: Usage errors

    func testUnknownOptionIsAUsageError() throws {
        assertUsageError(try lint(["--frobnicate"]), mentions: ["--frobnicate"])
        assertUsageError(try lint(["lint", "-x"]), mentions: ["-x"])
    }

    func testBadOptionValuesAreUsageErrors() throws {
        try write("Bar.swift", Self.warningSource)
        assertUsageError(try lint(["--format", "xml"]), mentions: ["--format", "xml"])
        assertUsageError(try lint(["--format"]), mentions: ["--format"])
        assertUsageError(try lint(["--jobs", "0"]), mentions: ["--jobs"])
        assertUsageError(try lint(["--jobs", "many"]), mentions: ["--jobs"])
        assertUsageError(try lint(["--config"]), mentions: ["--config"])
        assertUsageError(try lint(["--output"]), mentions: ["--output"])
        assertUsageError(try lint(["--output="]), mentions: ["--output"])
        assertUsageError(try lint(["--config", ""]), mentions: ["--config"])
        assertUsageError(try lint(["--stdin-path="], stdin: ""), mentions: ["--stdin-path"])
        assertUsageError(try lint(["--enable", "no-such-rule"]), mentions: ["no-such-rule"])
        assertUsageError(try lint(["--disable", "custom-bar-instance,no-such-rule"]), mentions: ["no-such-rule"])
        assertUsageError(try lint(["--only", "no-such-rule"]), mentions: ["no-such-rule"])
        assertUsageError(try lint(["rules", "--format", "sarif"]), mentions: ["--format"])
    }

    func testConflictingInputsAreUsageErrors() throws {
        assertUsageError(try lint(["--staged", "--stdin-path", "A.swift"], stdin: ""), mentions: ["--staged", "--stdin-path"])
        assertUsageError(try lint(["--stdin-path", "A.swift", "B.swift"], stdin: ""), mentions: ["--stdin-path"])
        assertUsageError(try lint(["--staged", "B.swift"]), mentions: ["--staged"])
    }

    /// Commands other than `lint` take no paths and no lint options.
    func testStrayArgumentsToOtherCommandsAreUsageErrors() throws {
        assertUsageError(try lint(["rules", "extra"]), mentions: ["extra"])
        assertUsageError(try lint(["rules", "--strict"]), mentions: ["--strict"])
        assertUsageError(try lint(["explain", "custom-bar-instance", "extra"]), mentions: ["extra"])
        assertUsageError(try lint(["install-hook", "extra"]), mentions: ["extra"])
        assertUsageError(try lint(["install-hook", "--format", "json"]), mentions: ["--format"])
        assertUsageError(try lint(["dump", "tokens", "A.swift", "B.swift"]), mentions: ["B.swift"])
        assertUsageError(try lint(["--force"]), mentions: ["--force"])
        assertUsageError(try lint(["explain"]), mentions: ["explain"])
        assertUsageError(try lint(["dump", "nodes", "A.swift"]), mentions: ["dump"])
    }

    func testDoubleDashEndsOptions() throws {
        try write("-odd.swift", Self.warningSource)
        let result = try lint(["--", "-odd.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(textLocations(result).map(\.path), ["-odd.swift"])
    }

    func testInlineOptionValues() throws {
        try write("Bar.swift", Self.warningSource)
        let result = try lint(["--format=json", "--only=custom-bar-instance", "--jobs=1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(jsonFindings(result).count, 1)
    }
}
