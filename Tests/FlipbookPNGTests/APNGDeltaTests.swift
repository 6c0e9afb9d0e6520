import FlipbookCore
import Foundation
import XCTest
import FlipbookTestSupport
@testable import FlipbookPNG

/// Delta frames: the changed rectangle of a slide, merged identical frames, and round trips
/// through the test decoder and Pillow that give back every frame's exact pixels.
final class APNGDeltaTests: XCTestCase {
    private typealias F = PNGTestFixtures

    /// A red 12 x 8 rectangle at y 10 sliding over a 40 x 30 black frame: x = 0, 2, 4, 4, 4, 6.
    private func slide() throws -> [Bitmap] { try [0, 2, 4, 4, 4, 6].map { try rectangle(x: Double($0)) } }

    func testChangedRectOfASlideIsTheMovingBand() throws {
        let frames = try slide()
        // From x = 0 to 2 the rectangle's old columns 0...11 and new ones 2...13 change,
        // rows 10...17 only.
        XCTAssertEqual(frames[1].changedRect(since: frames[0]), PixelRect(x: 0, y: 10, width: 14, height: 8))
        XCTAssertEqual(frames[5].changedRect(since: frames[4]), PixelRect(x: 4, y: 10, width: 14, height: 8))
        XCTAssertNil(frames[3].changedRect(since: frames[2]))
        // One pixel apart: a 1 x 1 rectangle.
        var dot = frames[0]
        dot.pixels[(29 * 40 + 39) * 4 + 3] = 7
        XCTAssertEqual(dot.changedRect(since: frames[0]), PixelRect(x: 39, y: 29, width: 1, height: 1))
    }

    func testDeltaFramesDecodeToEveryFrameWithMergedDelays() throws {
        let frames = try slide()
        let encoder = try APNGEncoder(
            framesPerSecond: 20, loopCount: 2, holdLast: 0.25, png: PNGEncoder(compressionLevel: 9))
        let file = try encoder.encodeDeltas(count: frames.count) { frames[$0] }
        let image = try APNGDecoder().decode(file)
        // Frames 2, 3, 4 are one stored frame shown 3/20 s; the last gets its hold.
        XCTAssertEqual(image.frames.count, 4)
        XCTAssertEqual(image.loopCount, 2)
        XCTAssertEqual(image.frames.map(\.delay.description), ["1/20 s", "1/20 s", "3/20 s", "3/10 s"])
        for (stored, original) in zip(image.frames, [frames[0], frames[1], frames[2], frames[5]]) {
            XCTAssertTrue(stored.bitmap == original, "a decoded frame differs from its bitmap")
        }
        XCTAssertEqual(image.frames[0].region, .init(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(image.frames[1].region, .init(x: 0, y: 10, width: 14, height: 8))
        XCTAssertEqual(image.frames[2].region, .init(x: 2, y: 10, width: 14, height: 8))
        XCTAssertEqual(image.frames.map(\.disposeOp), [0, 0, 0, 0])
    }

    /// Noise frames that change only in a moving checkerboard of one colour (translucent in
    /// every other frame when not `opaque`), so that both blend operations are used, and the
    /// OVER one is not used where it would blend.
    private func noisyFrames(opaque: Bool) -> [Bitmap] {
        let base = F.noise(width: 31, height: 23, seed: 5, opaque: opaque)
        return (0..<6).map { k in
            var b = base
            let colour: [UInt8] = [UInt8(40 * k), 200, 30, opaque || k % 2 == 0 ? 255 : 128]
            // A checkerboard of changed pixels: half of the changed rectangle stays as it was.
            for y in 4..<12 {
                for x in (3 * k)..<(3 * k + 9) where (x + y) % 2 == 0 {
                    let i = (y * 31 + x) * 4
                    for c in 0..<4 { b.pixels[i + c] = colour[c] }
                }
            }
            return b
        }
    }

    func testNoisyDeltasRoundTripExactly() throws {
        for opaque in [true, false] {
            let frames = noisyFrames(opaque: opaque)
            let file = try APNGEncoder(framesPerSecond: 30, png: PNGEncoder(compressionLevel: 9)).encodeDeltas(
                count: frames.count
            ) { frames[$0] }
            let image = try APNGDecoder().decode(file)
            XCTAssertEqual(image.frames.count, 6)
            for k in 0..<6 { XCTAssertTrue(image.frames[k].bitmap == frames[k], "frame \(k), opaque \(opaque)") }
            if opaque { XCTAssertTrue(image.frames.contains { $0.blendOp == 1 }, "no frame used OVER") }
        }
    }

    func testAllFramesIdenticalIsOneFrame() throws {
        let frame = try rectangle(x: 3)
        let file = try APNGEncoder(framesPerSecond: 60).encodeDeltas(count: 20) { _ in frame }
        let image = try APNGDecoder().decode(file)
        XCTAssertEqual(image.frames.count, 1)
        XCTAssertEqual(image.frames[0].delay.description, "1/3 s")
        XCTAssertTrue(image.frames[0].bitmap == frame)
    }

    func testDeltaErrors() throws {
        let encoder = try APNGEncoder(framesPerSecond: 60)
        XCTAssertThrowsError(try encoder.encodeDeltas(count: 0) { _ in try rectangle(x: 0) }) {
            XCTAssertEqual($0 as? APNGError, .noFrames)
        }
        let small = F.noise(width: 5, height: 5, seed: 1, opaque: true)
        XCTAssertThrowsError(try encoder.encodeDeltas(count: 2) { $0 == 0 ? try rectangle(x: 0) : small }) {
            XCTAssertEqual(
                $0 as? APNGError,
                .frameSizeMismatch(index: 1, width: 5, height: 5, expectedWidth: 40, expectedHeight: 30))
        }
    }

    /// Pillow, which shares no code with the writer, plays the delta frames to the same pixels.
    /// Pillow before 9.5 ignores the tRNS colour in OVER frames of an RGB animation (fixed by
    /// python-pillow/Pillow pull request 7018); with it, only the frame count and the first
    /// frame of the opaque noise are checked, and the RGBA ones in full.
    func testPillowReadsEveryDeltaFrame() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        let version = try Pillow.python(["-c", "import PIL, sys; sys.stdout.write(PIL.__version__)"]).output
        let parts = version.split(separator: ".").compactMap { Int($0) }
        let blendsKeyColour = parts.count >= 2 && (parts[0], parts[1]) >= (9, 5)
        let folder = NSTemporaryDirectory() + "flipbook-apng-delta-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, frames) in [
            ("slide", try slide()), ("noise", noisyFrames(opaque: true)), ("alpha", noisyFrames(opaque: false)),
        ] {
            let file = folder + "/\(name).apng", raw = folder + "/\(name).rgba"
            try PNGFile.writeBytes(
                try APNGEncoder(framesPerSecond: 20).encodeDeltas(count: frames.count) { frames[$0] }, to: file)
            let script = """
                import sys
                from PIL import Image
                image = Image.open(sys.argv[1])
                with open(sys.argv[2], "wb") as out:
                    for i in range(image.n_frames):
                        image.seek(i)
                        out.write(image.convert("RGBA").tobytes())
                sys.stdout.write(str(image.n_frames))
                """
            let result = try Pillow.python(["-c", script, file, raw])
            XCTAssertEqual(result.status, 0, name)
            // The slide's frames 2, 3 and 4 are one frame.
            let expected = name == "slide" ? [frames[0], frames[1], frames[2], frames[5]] : frames
            XCTAssertEqual(result.output, "\(expected.count)", name)
            let pixels = FileManager.default.contents(atPath: raw).map(Array.init) ?? []
            if name == "noise" && !blendsKeyColour {
                XCTAssertTrue(
                    Array(pixels.prefix(expected[0].pixels.count)) == expected[0].pixels, "Pillow \(version), frame 0")
                continue
            }
            XCTAssertTrue(pixels == expected.flatMap(\.pixels), "Pillow decodes \(name) to other pixels")
        }
    }
}
