@testable import FlipbookCLI

/// fuzz target `frames`: the `--frames` list parser (`Values.frames`).
enum FramesInvariants {
    /// Input: two bytes of frame count minus one (1...65536), then the `--frames` text. The
    /// parser either throws a usage error (exit code 2) about --frames, or returns frame
    /// numbers that are sorted, unique, inside the scene, and that parse back to themselves
    /// when written as ranges.
    static func check(_ input: [UInt8]) throws {
        guard input.count >= 2 else { return }
        let count = (Int(input[0]) << 8 | Int(input[1])) + 1
        let text = String(decoding: input.dropFirst(2), as: UTF8.self)
        let frames: [Int]
        do {
            frames = try Values.frames(text, count: count, scene: "fuzz.scene")
        } catch let error as CLIError {
            guard case .usage(let message) = error, message.hasPrefix("--frames"), error.exitCode == 2 else {
                throw FuzzViolation(description: "unexpected error for '\(text)': \(error)")
            }
            return
        } catch {
            throw FuzzViolation(description: "not a CLIError for '\(text)': \(error)")
        }
        try invariant(!frames.isEmpty, "an accepted list is empty: '\(text)'")
        try invariant(frames.allSatisfy { (0..<count).contains($0) }, "frame outside the scene's \(count): '\(text)'")
        try invariant(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 }, "not sorted and unique: '\(text)'")
        // Written back as ranges ("0-3,7"), the list parses to the same frames.
        var parts: [String] = []
        var i = 0
        while i < frames.count {
            var j = i
            while j + 1 < frames.count && frames[j + 1] == frames[j] + 1 { j += 1 }
            parts.append(i == j ? "\(frames[i])" : "\(frames[i])-\(frames[j])")
            i = j + 1
        }
        let again = try? Values.frames(parts.joined(separator: ","), count: count, scene: "fuzz.scene")
        try invariant(again == frames, "round trip changed the frames of '\(text)'")
    }
}
