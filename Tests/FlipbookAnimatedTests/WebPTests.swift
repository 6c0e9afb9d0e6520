import FlipbookCore
import Foundation
import XCTest
import FlipbookPNG
import FlipbookTestSupport
@testable import FlipbookAnimated

/// Animated WebP: lossless frames decode to the exact bitmaps (read back by Pillow, which
/// shares no code with the writer but libwebp's decoder), timing in milliseconds, options.
final class WebPTests: XCTestCase {
    func testQualityIsChecked() {
        XCTAssertThrowsError(try WebPAnimationEncoder(quality: 101)) {
            XCTAssertEqual($0 as? AnimatedImageError, .invalidQuality(101))
            XCTAssertTrue("\($0)".contains("from 0 to 100"), "\($0)")
            XCTAssertTrue("\($0)".contains("got 101"), "\($0)")
        }
        XCTAssertThrowsError(try WebPAnimationEncoder(quality: -1))
        XCTAssertNoThrow(try WebPAnimationEncoder(quality: 0))
    }

    func testEffortIsChecked() {
        for bad in [-1, 10] {
            XCTAssertThrowsError(try WebPAnimationEncoder(effort: bad)) {
                XCTAssertEqual($0 as? AnimatedImageError, .invalidEffort(bad))
                XCTAssertTrue("\($0)".contains("from 0 (fastest) to 9 (smallest)"), "\($0)")
                XCTAssertTrue("\($0)".hasSuffix("got \(bad)."), "\($0)")
            }
        }
        XCTAssertNoThrow(try WebPAnimationEncoder(effort: 0))
        XCTAssertNoThrow(try WebPAnimationEncoder(effort: 9))
    }

    /// Every lossless effort gives a lossless file: the slide with a translucent frame decodes
    /// to the exact bitmaps at 0 (the fastest), the default, 6 (libwebp's own default) and 9.
    func testEveryEffortIsLossless() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        var frames = try [0, 3, 6].map { try rectangle(x: Double($0), color: RGBA(red: 0.3, green: 0.7, blue: 0.2)) }
        for i in stride(from: 3, to: frames[2].pixels.count, by: 4 * 5) { frames[2].pixels[i] = 77 }
        let timing = AnimationTiming(seconds: [0.1, 0.1, 0.1])
        for effort in [0, WebPAnimationEncoder.defaultEffort, 6, 9] {
            let data = try WebPAnimationEncoder(effort: effort).encode(count: 3, timing: timing) { frames[$0] }
            let decoded = try Pillow.frames(of: data, suffix: "webp")
            XCTAssertEqual(decoded.frames.count, 3, "effort \(effort)")
            for (k, (got, want)) in zip(decoded.frames, frames).enumerated() {
                XCTAssertTrue(got == want.pixels, "effort \(effort): frame \(k) differs")
            }
        }
    }

    func testStartTimesDoNotAccumulateRounding() {
        // 1/60 s frames: 16.67 ms each; frame 3 starts at exactly 50 ms, frame 60 at 1 s.
        let timing = AnimationTiming(seconds: Array(repeating: 1.0 / 60, count: 61))
        XCTAssertEqual((0...4).map { timing.start(ofFrame: $0, unitsPerSecond: 1000) }, [0, 17, 33, 50, 67])
        XCTAssertEqual(timing.start(ofFrame: 60, unitsPerSecond: 1000), 1000)
        XCTAssertEqual(timing.start(ofFrame: 60, unitsPerSecond: 100), 100)
    }

    func testErrors() throws {
        let encoder = try WebPAnimationEncoder()
        let timing = AnimationTiming(seconds: [0.1, 0.1])
        XCTAssertThrowsError(try encoder.encode(count: 0, timing: timing) { _ in try rectangle(x: 0) }) {
            XCTAssertEqual($0 as? AnimatedImageError, .noFrames)
        }
        let small = Bitmap(width: 3, height: 3)!
        XCTAssertThrowsError(try encoder.encode(count: 2, timing: timing) { $0 == 0 ? try rectangle(x: 0) : small }) {
            XCTAssertEqual(
                $0 as? AnimatedImageError,
                .frameSizeMismatch(index: 1, width: 3, height: 3, expectedWidth: 40, expectedHeight: 30))
        }
    }

    /// The slide, with a repeated frame and a translucent one, lossless: Pillow decodes every
    /// frame to the bitmap's exact pixels, and the repeated frames are merged into one
    /// frame shown for their summed time.
    func testLosslessRoundTripThroughPillow() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        var frames = try [0, 2, 4, 4, 6].map { try rectangle(x: Double($0)) }
        var glassy = try rectangle(x: 8, color: RGBA(red: 0.2, green: 0.6, blue: 1))
        for i in stride(from: 3, to: glassy.pixels.count, by: 4 * 7) { glassy.pixels[i] = 100 }
        frames.append(glassy)
        let timing = AnimationTiming(seconds: [0.5, 0.1, 0.1, 0.1, 0.1, 0.25], loopCount: 3)
        let data = try WebPAnimationEncoder().encode(count: frames.count, timing: timing) { frames[$0] }
        XCTAssertEqual(String(decoding: data[8..<12], as: UTF8.self), "WEBP")
        // Frames 2 and 3 are identical: one frame of 200 ms. (Read from the ANMF chunks:
        // Pillow 9.4 reports each WebP frame's duration on the frame after it.)
        let chunks = Self.chunks(data)
        XCTAssertEqual(chunks.anmfDurations, [500, 100, 200, 100, 250])
        XCTAssertEqual(chunks.loop, 3)
        let decoded = try Pillow.frames(of: data, suffix: "webp")
        let expected = [frames[0], frames[1], frames[2], frames[4], frames[5]]
        XCTAssertEqual(decoded.frames.count, expected.count)
        for (k, (got, want)) in zip(decoded.frames, expected).enumerated() {
            XCTAssertTrue(got == want.pixels, "frame \(k) differs")
        }
    }

    func testLossyIsSmallerAndClose() throws {
        let frames = try (0..<8).map { try rectangle(x: Double(3 * $0), color: RGBA(red: 0.9, green: 0.3, blue: 0.1)) }
        let timing = AnimationTiming(seconds: Array(repeating: 0.05, count: 8))
        let lossless = try WebPAnimationEncoder().encode(count: 8, timing: timing) { frames[$0] }
        let lossy = try WebPAnimationEncoder(quality: 50).encode(count: 8, timing: timing) { frames[$0] }
        XCTAssertGreaterThan(lossless.count, 0)
        XCTAssertGreaterThan(lossy.count, 0)
        guard Pillow.interpreter != nil else { return }
        let decoded = try Pillow.frames(of: lossy, suffix: "webp")
        XCTAssertEqual(decoded.frames.count, 8)
        // The rectangle's middle is still about the same orange (lossy: within 24 a channel).
        let p = (14 * 40 + 6 + 3 * 7) * 4
        let got = decoded.frames[7]
        for (c, want) in [230, 77, 26].enumerated() {
            XCTAssertLessThanOrEqual(abs(Int(got[p + c]) - want), 24, "channel \(c)")
        }
    }

    /// The RIFF chunks of a WebP file: the ANIM chunk's loop count and each ANMF frame's
    /// duration in milliseconds (WebP container specification: 24-bit little-endian at
    /// byte 12 of the frame's data).
    static func chunks(_ data: [UInt8]) -> (loop: Int, anmfDurations: [Int]) {
        var i = 12, loop = -1, durations: [Int] = []
        func u24(_ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 | Int(data[at + 2]) << 16 }
        while i + 8 <= data.count {
            let type = String(decoding: data[i..<i + 4], as: UTF8.self)
            let size = u24(i + 4) | Int(data[i + 7]) << 24
            if type == "ANIM" { loop = Int(data[i + 12]) | Int(data[i + 13]) << 8 }
            if type == "ANMF" { durations.append(u24(i + 8 + 12)) }
            i += 8 + size + size % 2
        }
        return (loop, durations)
    }
}
