/// Huffman codes for deflate's dynamic blocks (RFC 1951, 3.2.2 and 3.2.7): code lengths
/// from symbol counts, limited to a maximum length, and the canonical codes they give.
enum PNGHuffman {
    /// A code: its bits, already reversed for the least-significant-bit-first stream, and
    /// their number (0 for an unused symbol).
    struct Code { var bits: UInt32 = 0; var length: Int = 0 }

    /// Code lengths for `counts` (0 for unused symbols), none longer than `maxLength`: a
    /// Huffman tree built from the counts, then lengths over the maximum pulled in, the
    /// shortest codes going to the most frequent symbols. At least two symbols get a code,
    /// so that every code is complete.
    static func lengths(_ counts: [Int], maxLength: Int) -> [Int] {
        var used = counts.indices.filter { counts[$0] > 0 }
        for s in counts.indices where used.count < 2 && !used.contains(s) { used.append(s) }
        // Symbols by count, then by symbol: deterministic.
        used.sort { (counts[$0], $0) < (counts[$1], $1) }
        let n = used.count
        // Huffman's algorithm on the sorted weights with two queues: leaves and merged nodes.
        var weight = used.map { max(counts[$0], 1) } + [Int](repeating: 0, count: n)
        var parent = [Int](repeating: -1, count: 2 * n)
        var leaf = 0, node = n, nextNode = n
        func smallest() -> Int {
            if leaf < n && (node >= nextNode || weight[leaf] <= weight[node]) { leaf += 1; return leaf - 1 }
            node += 1; return node - 1
        }
        for _ in 0..<(n - 1) {
            let a = smallest(), b = smallest()
            weight[nextNode] = weight[a] + weight[b]
            parent[a] = nextNode; parent[b] = nextNode
            nextNode += 1
        }
        // Depths: the root is the last node made.
        var depth = [Int](repeating: 0, count: 2 * n)
        for i in stride(from: nextNode - 2, through: 0, by: -1) { depth[i] = depth[parent[i]] + 1 }
        // How many codes of each length, over-long ones pulled in (Kraft sum kept at 1).
        var perLength = [Int](repeating: 0, count: max(maxLength, depth.max() ?? 0) + 1)
        for i in 0..<n { perLength[depth[i]] += 1 }
        if perLength.count > maxLength + 1 {
            for l in (maxLength + 1)..<perLength.count { perLength[maxLength] += perLength[l]; perLength[l] = 0 }
            var total = (1...maxLength).reduce(0) { $0 + perLength[$1] << (maxLength - $1) }
            while total > 1 << maxLength {
                perLength[maxLength] -= 1
                for l in stride(from: maxLength - 1, through: 1, by: -1) where perLength[l] > 0 {
                    perLength[l] -= 1; perLength[l + 1] += 2; break
                }
                total -= 1
            }
        }
        // The most frequent symbols (at the end of `used`) get the shortest lengths.
        var result = [Int](repeating: 0, count: counts.count)
        var i = n - 1
        for l in 1..<perLength.count {
            for _ in 0..<perLength[l] { result[used[i]] = l; i -= 1 }
        }
        return result
    }

    /// The canonical codes of `lengths` (RFC 1951, 3.2.2), bit-reversed for writing.
    static func codes(_ lengths: [Int]) -> [Code] {
        let maxLength = lengths.max() ?? 0
        var perLength = [Int](repeating: 0, count: maxLength + 2)
        for l in lengths where l > 0 { perLength[l] += 1 }
        var next = [UInt32](repeating: 0, count: maxLength + 2)
        var code: UInt32 = 0
        for l in 1...max(maxLength, 1) {
            code = (code + UInt32(perLength[l - 1])) << 1  // perLength[0] is 0
            next[l] = code
        }
        return lengths.map { l in
            guard l > 0 else { return Code() }
            defer { next[l] += 1 }
            return Code(bits: PNGRunLengthDeflate.reversed(next[l], l), length: l)
        }
    }
}
