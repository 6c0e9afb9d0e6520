/// One Swift file of the target the port plugin compiles: its path (as given to the rewrite,
/// and into `#sourceLocation`) and its text. The rewrite of a file reads the others to move
/// members declared in an extension into the body of the class they extend
/// (`PortRewriter.port(_:path:target:)`, docs/porting.md "Members moved into the class").
public struct PortSource: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The file's text.
    public var text: String

    /// A file at `path` with `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
