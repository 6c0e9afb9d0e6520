import Foundation

/// One element of an Interface Builder file as parsed: its name, attributes in file order,
/// children and the line it starts on. The reader marks what it understood (`consumed`,
/// `visited`) so that everything else can be reported.
final class XMLNode {
    let name: String
    let attributes: [(name: String, value: String)]
    var children: [XMLNode] = []
    var text = ""
    let line: Int
    /// Attributes the reader read (by name).
    var consumed: Set<String> = []
    /// Whether the reader handled this element at all.
    var visited = false

    init(name: String, attributes: [(name: String, value: String)], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// The attribute `name`, marked as understood.
    func attr(_ name: String) -> String? {
        consumed.insert(name)
        return attributes.first { $0.name == name }?.value
    }

    /// Marks attributes as understood without reading them (editor-only ones).
    func ignore(_ names: [String]) { consumed.formUnion(names) }

    /// The children named `name`, each marked visited.
    func children(_ name: String) -> [XMLNode] {
        children.filter { $0.name == name }.map {
            $0.visited = true
            return $0
        }
    }
}

/// Parses an Interface Builder file into an element tree: a small, strict XML reader of its
/// own (elements, attributes, text, CDATA, comments, processing instructions, the five named
/// entities and character references), so that no input can crash or leak inside a C
/// parser (Foundation's `XMLParser` traps on some malformed UTF-8 on Linux, found by the
/// `storyboard` fuzz target) and every error has its line.
enum XMLTreeParser {
    /// Files past this size are refused before parsing (Flipbook's choice: Xcode's largest
    /// storyboards are a few MB).
    static let maximumBytes = 64 << 20
    /// Elements nested deeper than this are refused (Xcode writes about 30 levels).
    static let maximumDepth = 256

    static func parse(_ data: Data, file: String) throws -> XMLNode {
        guard data.count <= maximumBytes else {
            throw StoryboardError(
                file: file, line: 0, message: "file of \(data.count) bytes is over the limit of \(maximumBytes)")
        }
        guard !data.isEmpty else { throw StoryboardError(file: file, line: 0, message: "the file is empty") }
        var reader = XMLByteReader(bytes: [UInt8](data), file: file)
        return try reader.document()
    }
}

/// The reader's state: the bytes, the position and its line.
struct XMLByteReader {
    let bytes: [UInt8]
    let file: String
    var i = 0
    var line = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    func fail(_ message: String, line: Int? = nil) -> StoryboardError {
        StoryboardError(file: file, line: line ?? self.line, message: message)
    }

    var atEnd: Bool { i >= bytes.count }
    func peek(_ k: Int = 0) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

    mutating func advance(_ n: Int = 1) {
        let end = min(i + n, bytes.count)
        while i < end {
            if bytes[i] == 10 { line += 1 }
            i += 1
        }
    }

    func starts(with s: String) -> Bool {
        let u = Array(s.utf8)
        guard i + u.count <= bytes.count else { return false }
        return bytes[i..<(i + u.count)].elementsEqual(u)
    }

    mutating func skipSpace() {
        while let b = peek(), b == 32 || b == 9 || b == 10 || b == 13 { advance() }
    }

    /// Moves past `terminator`, or fails as truncated.
    mutating func skip(past terminator: String, what: String) throws {
        let start = line
        let t = Array(terminator.utf8)
        while !atEnd {
            if bytes[i] == t[0] && starts(with: terminator) {
                advance(t.count)
                return
            }
            advance()
        }
        throw fail("truncated: \(what) started on line \(start) is never closed")
    }

    static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 58 || b >= 128
    }
    static func isName(_ b: UInt8) -> Bool { isNameStart(b) || (b >= 48 && b <= 57) || b == 45 || b == 46 }

    mutating func name() throws -> String {
        guard let b = peek(), Self.isNameStart(b) else {
            if atEnd { throw fail("truncated: the file ends inside a tag") }
            throw fail("a name was expected, found '\(Self.show(peek()!))'")
        }
        let start = i
        while let c = peek(), Self.isName(c) { advance() }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    static func show(_ b: UInt8) -> String {
        b >= 32 && b < 127 ? String(UnicodeScalar(b)) : String(format: "\\x%02X", b)
    }

    /// Text up to `<` (or the end), entities decoded.
    mutating func text(until stop: UInt8) throws -> String {
        var out: [UInt8] = []
        while let b = peek(), b != stop {
            if b == 38 {  // &
                out += try entity()
            } else {
                if stop != 60 && b == 60 { throw fail("a '<' inside an attribute value") }
                out.append(b)
                advance()
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What an entity reference may be, for errors.
    static let entitiesAccepted =
        "(XML's are &lt; &gt; &amp; &quot; &apos; and character references such as &#65; or &#x41;)"

    mutating func entity() throws -> [UInt8] {
        let start = i
        advance()
        while let b = peek(), b != 59, i - start < 12 { advance() }
        let body = String(decoding: bytes[(start + 1)..<i], as: UTF8.self)
        guard peek() == 59 else {
            throw fail("the entity reference '&\(body)' does not end with ';' \(Self.entitiesAccepted)")
        }
        advance()
        switch body {
        case "lt": return [60]
        case "gt": return [62]
        case "amp": return [38]
        case "quot": return [34]
        case "apos": return [39]
        default:
            var scalar: UInt32?
            if body.hasPrefix("#x") {
                scalar = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst())
            }
            guard let v = scalar, v != 0, let u = Unicode.Scalar(v) else {
                throw fail("an undeclared entity '&\(body);' \(Self.entitiesAccepted)")
            }
            return Array(String(Character(u)).utf8)
        }
    }

    mutating func document() throws -> XMLNode {
        if String(validating: bytes, as: UTF8.self) == nil {
            // The line of the first byte that is not UTF-8.
            var k = 0
            var ln = 1
            while k < bytes.count {
                let n = Self.utf8Length(bytes, k)
                if n == 0 { break }
                if bytes[k] == 10 { ln += 1 }
                k += n
            }
            throw fail("the file is not UTF-8 text", line: ln)
        }
        if starts(with: "\u{FEFF}") { advance(3) }
        var root: XMLNode?
        while true {
            skipSpace()
            if atEnd { break }
            if starts(with: "<?") {
                try skip(past: "?>", what: "a <? declaration")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<!DOCTYPE") || starts(with: "<!ENTITY") {
                throw fail("a document type declaration (<!DOCTYPE or <!ENTITY), which Xcode never writes")
            } else if peek() == 60 {
                guard root == nil else { throw fail("extra content after the document element") }
                root = try element(depth: 0)
            } else {
                throw fail(
                    root == nil ? "text before the document element" : "extra content after the document element")
            }
        }
        guard let root else { throw fail("no document element") }
        return root
    }

    /// The length of the UTF-8 sequence at `k`, or 0 when it is not one.
    static func utf8Length(_ b: [UInt8], _ k: Int) -> Int {
        let c = b[k]
        let n: Int
        switch c {
        case 0..<0x80: return 1
        case 0xC2...0xDF: n = 2
        case 0xE0...0xEF: n = 3
        case 0xF0...0xF4: n = 4
        default: return 0
        }
        guard k + n <= b.count else { return 0 }
        for j in 1..<n where b[k + j] & 0xC0 != 0x80 { return 0 }
        return String(validating: b[k..<(k + n)], as: UTF8.self) == nil ? 0 : n
    }

    /// An element at `<`, with its contents and end tag.
    mutating func element(depth: Int) throws -> XMLNode {
        guard depth < XMLTreeParser.maximumDepth else {
            throw fail("elements nested more than \(XMLTreeParser.maximumDepth) deep")
        }
        let startLine = line
        advance()  // <
        let tag = try name()
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard let b = peek() else { throw fail("truncated: the file ends inside the tag <\(tag)>") }
            if b == 47 {  // />
                advance()
                guard peek() == 62 else { throw fail("'>' was expected after '/' in <\(tag)>") }
                advance()
                return XMLNode(name: tag, attributes: attributes, line: startLine)
            }
            if b == 62 {
                advance()
                break
            }
            let attrLine = line
            let a = try name()
            skipSpace()
            guard peek() == 61 else {
                throw atEnd
                    ? fail("truncated: the file ends inside the tag <\(tag)>")
                    : fail("'=' was expected after \(a) in <\(tag)>")
            }
            advance()
            skipSpace()
            guard let q = peek(), q == 34 || q == 39 else {
                throw atEnd
                    ? fail("truncated: the file ends inside the tag <\(tag)>")
                    : fail("a quoted value was expected for \(a) in <\(tag)>")
            }
            advance()
            let value = try text(until: q)
            guard peek() == q else { throw fail("truncated: the file ends inside the value of \(a) in <\(tag)>") }
            advance()
            if attributes.contains(where: { $0.name == a }) {
                throw fail("attribute \(a) appears twice in <\(tag)>", line: attrLine)
            }
            attributes.append((a, value))
        }
        let node = XMLNode(name: tag, attributes: attributes, line: startLine)
        while true {
            if atEnd { throw fail("truncated: <\(tag)> (line \(startLine)) is never closed") }
            if starts(with: "</") {
                advance(2)
                let end = try name()
                skipSpace()
                guard peek() == 62 else {
                    throw atEnd
                        ? fail("truncated: the file ends inside </\(end)>") : fail("'>' was expected in </\(end)>")
                }
                advance()
                guard end == tag else { throw fail("</\(end)> closes <\(tag)> of line \(startLine)") }
                return node
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[") {
                advance(9)
                let s = i
                try skip(past: "]]>", what: "a CDATA section")
                node.text += String(decoding: bytes[s..<(i - 3)], as: UTF8.self)
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!") {
                throw fail("a declaration (<!...) inside <\(tag)>")
            } else if peek() == 60 {
                node.children.append(try element(depth: depth + 1))
            } else {
                let t = try text(until: 60)
                if node.text.utf8.count < XMLTreeParser.maximumBytes { node.text += t }
            }
        }
    }
}
