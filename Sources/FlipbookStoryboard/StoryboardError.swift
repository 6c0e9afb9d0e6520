/// A file that cannot be read: not XML, truncated, not an Interface Builder document, or a
/// value that makes no sense (a frame of NaN). Names the file and the line.
public struct StoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as given to the reader.
    public var file: String
    /// The line (1-based; 0 when the whole file is at fault).
    public var line: Int
    /// What is wrong.
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): error: \(message)" }
}

/// Something in a file that the reader does not understand: an element or an attribute,
/// reported once per name and file (the first place it appears) and otherwise skipped.
public struct StoryboardWarning: Equatable, Sendable, CustomStringConvertible {
    /// The file as given to the reader.
    public var file: String
    /// The first line where it appears.
    public var line: Int
    /// `<mapView>` for an element, `mapType` on `<mapView>` for an attribute.
    public var name: String
    /// What happens instead.
    public var message: String

    public init(file: String, line: Int, name: String, message: String) {
        self.file = file
        self.line = line
        self.name = name
        self.message = message
    }

    public var description: String { "\(file):\(line): warning: \(name): \(message)" }
}
