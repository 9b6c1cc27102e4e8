/// What must hold of `JSONReader` on any input, for the fuzz target (`DUO_LINT_FUZZ_TARGET=json`) and the tests:
/// nil, or the first property that does not hold.
///
/// - every option set either reads the bytes or throws (no trap, no hang: nesting is bounded);
/// - an error points inside the input (offset ≤ its length, line and column ≥ 1);
/// - what strict JSON accepts, JSONC and the message options accept too, with the same value;
/// - JSONC without a comment or trailing comma in it is strict JSON: both agree;
/// - what is read, written again (`JSON.rendered()`, `JSON.encoded()`), reads back equal.
public enum JSONSelfCheck {
    public static func check(_ bytes: [UInt8]) -> String? {
        func read(_ options: JSONReader.Options) -> Result<JSON, JSON.ParseError> {
            do {
                return .success(try JSON.parse(bytes, options: options))
            } catch let error as JSON.ParseError {
                return .failure(error)
            } catch {
                return .failure(JSON.ParseError(offset: 0, line: 0, column: 0, reason: "\(error)"))
            }
        }
        let strict = read(.strict), config = read(.config), message = read(.message)
        for (name, result) in [("strict", strict), ("config", config), ("message", message)] {
            if case .failure(let e) = result, e.offset > bytes.count || e.line < 1 || e.column < 1 {
                return "\(name): an error outside the input: \(e) at byte \(e.offset) of \(bytes.count)"
            }
        }
        if case .success(let value) = strict {
            guard case .success(let c) = config, c == value else { return "strict JSON that JSONC reads otherwise" }
            guard case .success(let m) = message, m == value else { return "strict JSON that a message reads otherwise" }
            let rendered = value.rendered()
            guard let again = try? JSON.parse(rendered, options: .strict), again == value else {
                return "a value that does not read back from its rendering: \(rendered.prefix(200))"
            }
        }
        if case .success(let value) = config, !bytes.contains(UInt8(ascii: "/")), !bytes.contains(UInt8(ascii: ",")) {
            guard case .success(let s) = strict, s == value else { return "JSONC without comments or commas that strict JSON refuses" }
        }
        if case .success(let value) = message {
            // (Numbers compare by value: `1.0` is written `1`, which reads back as an integer.)
            guard let again = try? JSON.parse(value.encoded(), options: .message), again == value else {
                return "a message that does not read back from its encoding"
            }
        }
        return nil
    }
}
