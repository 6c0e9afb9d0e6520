// The port plugin's tool: `FlipbookPortTool INPUT OUTPUT [--target FILE...]` writes the port
// rewrite of the app file INPUT (see `PortRewriter`) to OUTPUT; the files after `--target` are
// the other files of the target, read for the members the port moves into a class's body. Errors are printed as compiler diagnostics at
// the original file and line, so SwiftPM shows them as the build's errors.
import Foundation
import FlipbookPort

let args = Array(CommandLine.arguments.dropFirst())
guard args.count == 2 || (args.count > 2 && args[2] == "--target") else {
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
    var target: [PortSource] = []
    for other in args.dropFirst(3) where other != input {
        guard let text = try? String(contentsOfFile: other, encoding: .utf8) else {
            throw PortError(path: other, line: 1, column: 1, message: "cannot read the target's file")
        }
        target.append(PortSource(path: other, text: text))
    }
    let text = try PortRewriter.port(source, path: input, target: target)
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch let e as PortError {
    FileHandle.standardError.write(Data("\(e)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(
        Data("\(output): error: cannot write the ported file: \(error.localizedDescription)\n".utf8))
    exit(1)
}
