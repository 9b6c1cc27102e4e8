import Foundation

/// Why a file could not be read: `description` is `path: reason`, `localizedDescription` the reason.
public struct FileReadError: Error, CustomStringConvertible, LocalizedError {
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }
    public var errorDescription: String? { reason }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
