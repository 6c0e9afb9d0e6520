// libFuzzer target: the `--frames` list parser (Values.frames). Built by fuzz/run.sh.
import FlipbookCLI

/// Input: two bytes of frame count (1...65536), then the `--frames` text. The parser either
/// throws a usage error about --frames, or returns frame numbers that are sorted, unique,
/// inside the scene, and that parse back to themselves when written as ranges.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size >= 2, let data else { return 0 }
    let count = (Int(data[0]) << 8 | Int(data[1])) + 1
    let text = String(decoding: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
    let frames: [Int]
    do {
        frames = try Values.frames(text, count: count, scene: "fuzz.scene")
    } catch let error as CLIError {
        guard case .usage(let message) = error, message.hasPrefix("--frames"), error.exitCode == 2 else {
            fatalError("unexpected error for '\(text)': \(error)")
        }
        return 0
    } catch {
        fatalError("not a CLIError for '\(text)': \(error)")
    }
    precondition(!frames.isEmpty, "an accepted list is never empty")
    precondition(frames.allSatisfy { (0..<count).contains($0) }, "frame outside the scene")
    precondition(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 }, "not sorted and unique")
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
    precondition(again == frames, "round trip changed the frames")
    return 0
}
