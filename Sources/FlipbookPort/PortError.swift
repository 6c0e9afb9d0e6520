/// Code that the port rewrite cannot turn into something Linux compiles, at its place in the
/// original file. Its description reads like a compiler diagnostic
/// (`Transitions/Card.swift:12:40: error: ...`), so editors and CI logs link it.
public struct PortError: Error, Equatable, CustomStringConvertible {
    /// The original file's path, as given to the rewrite.
    public let path: String
    /// The 1-based line in the original file.
    public let line: Int
    /// The 1-based column (UTF-8 bytes) in the original file.
    public let column: Int
    /// What is wrong and what is accepted.
    public let message: String

    /// An error at `path:line:column`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path; self.line = line; self.column = column; self.message = message
    }

    /// `path:line:column: error: message`.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
