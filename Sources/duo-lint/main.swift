import DuoLint
import Foundation

let args = Array(CommandLine.arguments.dropFirst())
if args.count == 3 && args[0] == "dump" {
    let data = FileManager.default.contents(atPath: args[2]) ?? Data()
    let src = SourceText(path: args[2], bytes: Array(data))
    if args[1] == "tokens" { print(SyntaxDump.tokens(src), terminator: "") }
    else { print(SyntaxDump.tree(Parser.parse(src)), terminator: "") }
}
