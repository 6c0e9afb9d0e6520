// The port plugin's tool: `FlipbookPortTool INPUT OUTPUT` writes the port rewrite of the app
// file INPUT (see `PortRewriter`) to OUTPUT. Errors are printed as compiler diagnostics at
// the original file and line, so SwiftPM shows them as the build's errors.
import Foundation
import FlipbookPort

let args = Array(CommandLine.arguments.dropFirst())
guard args.count == 2 else {
    FileHandle.standardError.write(
        Data("usage: FlipbookPortTool INPUT.swift OUTPUT.swift (got \(args.count) arguments)\n".utf8))
    exit(2)
}
let (input, output) = (args[0], args[1])
let source: String
do { source = try String(contentsOfFile: input, encoding: .utf8) } catch {
    FileHandle.standardError.write(Data("\(input): error: cannot read the file: \(error.localizedDescription)\n".utf8))
    exit(1)
}
do {
    let text = try PortRewriter.port(source, path: input)
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch let e as PortError {
    FileHandle.standardError.write(Data("\(e)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(
        Data("\(output): error: cannot write the ported file: \(error.localizedDescription)\n".utf8))
    exit(1)
}
