import Foundation
import XCTest

/// Replays the fuzzers' seeds and every input they found (fixtures/fuzz/TARGET) through the
/// fuzz targets' own invariants (FuzzInvariants/, the code the libFuzzer binaries call), so a
/// fixed crash stays fixed and the two cannot drift apart. `fuzz/run.sh check` (run by
/// `./render.sh test`) replays the same files through the instrumented binaries.
final class FuzzCorpusTests: XCTestCase {
    private func corpus(_ target: String) throws -> [(String, [UInt8])] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/fuzz/\(target)").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(names.isEmpty, "no inputs in \(folder.path)")
        return try names.map { ($0, try [UInt8](Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    private func replay(_ target: String, _ check: ([UInt8]) throws -> Void, within seconds: Double? = nil) throws {
        for (name, bytes) in try corpus(target) {
            let start = Date()
            XCTAssertNoThrow(try check(bytes), "\(target)/\(name)")
            if let limit = seconds { XCTAssertLessThan(Date().timeIntervalSince(start), limit, "\(target)/\(name)") }
        }
    }

    /// fuzz/args.swift: a dry run exits 0, 1 or 2, with "flipbook: " errors and, for usage
    /// errors, the hint to the command's own help.
    func testArgsCorpus() throws { try replay("args", ArgsInvariants.check) }

    /// fuzz/frames.swift: a usage error about --frames, or sorted unique frames in the scene.
    func testFramesCorpus() throws { try replay("frames", FramesInvariants.check) }

    /// fuzz/gesture.swift: a parse error, or a script with finite locations and velocities
    /// that plays through the spring-rotate presentation to a timeline or a StageError, in
    /// less than 5 s.
    func testGestureCorpus() throws { try replay("gesture", GestureInvariants.check, within: 5) }

    /// fuzz/png.swift: a PNGError, or a bitmap that survives a round trip.
    func testPNGCorpus() throws { try replay("png", PNGInvariants.check) }

    /// fuzz/image.swift: an ImageError, or a bitmap within the decoders' limits.
    func testImageCorpus() throws { try replay("image", ImageInvariants.check) }

    /// fuzz/storyboard.swift: a StoryboardError with its place, or a document whose ids are
    /// unique and whose constraints name objects it has.
    func testStoryboardCorpus() throws { try replay("storyboard", StoryboardInvariants.check) }

    /// fuzz/drawing.swift: random CGContext calls draw to a store of the renderer's size, the
    /// same bytes twice, in less than 5 s each.
    func testDrawingCorpus() throws { try replay("drawing", DrawingInvariants.check, within: 5) }

}
