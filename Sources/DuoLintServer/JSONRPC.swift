import DuoLint

/// JSON-RPC 2.0 as LSP uses it: requests (with an id), notifications (without), responses.
public enum JSONRPC {
    /// A request id: an integer or a string, echoed exactly in the response.
    public enum ID: Hashable, Sendable {
        case int(Int)
        case string(String)

        public var json: JSON {
            switch self {
            case .int(let i): return .int(i)
            case .string(let s): return .string(s)
            }
        }
    }

    /// The error codes of JSON-RPC and LSP 3.17.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case unknownErrorCode = -32001
        case requestFailed = -32803
        case serverCancelled = -32802
        case contentModified = -32801
        case requestCancelled = -32800
    }

    public struct ResponseError: Error, Equatable, Sendable {
        public var code: Int
        public var message: String

        public init(_ code: ErrorCode, _ message: String) {
            self.code = code.rawValue
            self.message = message
        }

        public var json: JSON { .object(["code": .int(code), "message": .string(message)]) }
    }

    /// An incoming message.
    public enum Message: Equatable, Sendable {
        case request(id: ID, method: String, params: JSON)
        case notification(method: String, params: JSON)
        case response(id: ID?, result: JSON?, error: JSON?)

        public var method: String? {
            switch self {
            case .request(_, let m, _), .notification(let m, _): return m
            case .response: return nil
            }
        }
    }

    /// Why a body is not a message: the error response to send (its id when one could be read).
    public struct Invalid: Error, Equatable {
        public var id: ID?
        public var error: ResponseError
    }

    /// Decodes a body. A body that is not JSON is a parse error; JSON that is not a message is an invalid request
    /// (answered with the request's id when it has a usable one).
    public static func decode(_ body: [UInt8]) -> Result<Message, Invalid> {
        let json: JSON
        do {
            json = try JSON.parse(body, options: .message)
        } catch let error as JSON.ParseError {
            return .failure(Invalid(id: nil, error: ResponseError(.parseError, "invalid JSON at \(error)")))
        } catch {
            return .failure(Invalid(id: nil, error: ResponseError(.parseError, "invalid JSON")))
        }
        return decode(json)
    }

    public static func decode(_ json: JSON) -> Result<Message, Invalid> {
        guard case .object(let m) = json else {
            let what = json.array != nil ? "a batch (JSON array), which LSP does not use" : "not a JSON object"
            return .failure(Invalid(id: nil, error: ResponseError(.invalidRequest, "the message is \(what)")))
        }
        let rawID = m["id"]
        var id: ID?
        switch rawID {
        case .int(let i)?: id = .int(i)
        case .string(let s)?: id = .string(s)
        case .double(let d)? where d.rounded() == d && abs(d) < 9.0e15: id = .int(Int(d))
        case nil, .null?: id = nil
        default:
            return .failure(Invalid(id: nil, error: ResponseError(.invalidRequest, "the id must be an integer or a string")))
        }
        if let version = m["jsonrpc"], version != .string("2.0") {
            return .failure(Invalid(id: id, error: ResponseError(.invalidRequest, "jsonrpc must be \"2.0\"")))
        }
        if let method = m["method"] {
            guard case .string(let name) = method else {
                return .failure(Invalid(id: id, error: ResponseError(.invalidRequest, "the method must be a string")))
            }
            let params = m["params"] ?? .null
            switch params {
            case .object, .array, .null: break
            default:
                return .failure(Invalid(id: id, error: ResponseError(.invalidRequest, "params must be an object or an array")))
            }
            if rawID != nil && rawID != .null {
                guard let id else { return .failure(Invalid(id: nil, error: ResponseError(.invalidRequest, "invalid id"))) }
                return .success(.request(id: id, method: name, params: params))
            }
            return .success(.notification(method: name, params: params))
        }
        if m["result"] != nil || m["error"] != nil {
            return .success(.response(id: id, result: m["result"], error: m["error"]))
        }
        return .failure(Invalid(id: id, error: ResponseError(.invalidRequest, "neither a request, a notification nor a response")))
    }

    // MARK: Outgoing

    public static func response(id: ID?, result: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id?.json ?? .null, "result": result])
    }

    public static func errorResponse(id: ID?, _ error: ResponseError) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id?.json ?? .null, "error": error.json])
    }

    public static func notification(_ method: String, _ params: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }

    public static func request(id: ID, _ method: String, _ params: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id.json, "method": .string(method), "params": params])
    }

    /// A framed message: the header and the body.
    public static func frame(_ message: JSON) -> [UInt8] {
        let body = message.encoded()
        var out = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        out.reserveCapacity(out.count + body.count)
        out.append(contentsOf: body)
        return out
    }
}
