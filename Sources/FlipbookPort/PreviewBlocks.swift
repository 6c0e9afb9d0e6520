/// Xcode's preview blocks, which the port removes: `#Preview { ... }`, `#Preview("name",
/// traits: ...) { ... }`, with any `@available(...)` attributes written before them. Linux has
/// no SwiftUI, whose macro `#Preview` is.
enum PreviewBlocks {
    /// The byte ranges of the preview blocks in the tokens: from the first `@available` before
    /// the `#Preview` (or the `#Preview` itself) to the `}` of its closure, or to the `)` of
    /// its arguments when no closure follows.
    static func ranges(_ tokens: [SourceToken], _ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var pendingStart: Int?  // the first `@available` of a run of attributes
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            let text = SourceLexer.text(t, in: bytes)
            if t.kind == .attribute && text == "@available" {
                if pendingStart == nil { pendingStart = k }
                if let open = PortRewriter.significant(after: k, tokens),
                    SourceLexer.text(tokens[open], in: bytes) == "(",
                    let close = PortRewriter.matchingParen(open, tokens, bytes)
                {
                    k = close + 1
                    continue
                }
                k += 1
                continue
            }
            if t.kind == .pound && text == "#Preview" {
                var end = k
                if let open = PortRewriter.significant(after: end, tokens),
                    SourceLexer.text(tokens[open], in: bytes) == "(",
                    let close = PortRewriter.matchingParen(open, tokens, bytes)
                {
                    end = close
                }
                if let brace = PortRewriter.significant(after: end, tokens),
                    SourceLexer.text(tokens[brace], in: bytes) == "{", let close = matchingBrace(brace, tokens, bytes)
                {
                    end = close
                }
                let start = pendingStart ?? k
                result.append(tokens[start].range.lowerBound..<tokens[end].range.upperBound)
                pendingStart = nil
                k = end + 1
                continue
            }
            if t.kind != .space && t.kind != .comment { pendingStart = nil }
            k += 1
        }
        return result
    }

    static func matchingBrace(_ open: Int, _ tokens: [SourceToken], _ bytes: [UInt8]) -> Int? {
        var depth = 0
        for k in open..<tokens.count where tokens[k].kind == .punct {
            switch bytes[tokens[k].range.lowerBound] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
        }
        return nil
    }
}
