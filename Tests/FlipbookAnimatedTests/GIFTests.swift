import FlipbookCore
import Foundation
import XCTest
import FlipbookTestSupport
@testable import FlipbookAnimated

/// Animated GIF: delta frames of a slide cover the moving band, frames with few colours come
/// back exact, frames with more than 256 colours are quantised (not refused), timing in
/// centiseconds, options checked. Read back by Pillow, which shares no code with giflib.
final class GIFTests: XCTestCase {
    func testColorCountIsChecked() {
        for bad in [1, 0, 257] {
            XCTAssertThrowsError(try GIFAnimationEncoder(colors: bad)) {
                XCTAssertEqual($0 as? AnimatedImageError, .invalidColorCount(bad))
                XCTAssertTrue("\($0)".contains("from 2 to 256"), "\($0)")
            }
        }
        XCTAssertNoThrow(try GIFAnimationEncoder(colors: 2))
    }

    func testSpeedIsChecked() {
        for bad in [0, 11, -4] {
            XCTAssertThrowsError(try GIFAnimationEncoder(speed: bad)) {
                XCTAssertEqual($0 as? AnimatedImageError, .invalidSpeed(bad))
                XCTAssertTrue("\($0)".contains("from 1 (best palettes, slowest) to 10 (fastest)"), "\($0)")
                XCTAssertTrue("\($0)".hasSuffix("got \(bad)."), "\($0)")
            }
        }
        for good in GIFAnimationEncoder.speedRange { XCTAssertNoThrow(try GIFAnimationEncoder(speed: good)) }
    }

    /// 200 colours, each on 2 x 2 blocks of a 40 x 40 frame: red 1, 3, ..., 199 (odd), green
    /// 255 - red, blue 1 or 3 (odd). No more than a palette holds, so they come back exact at
    /// every speed. (libimagequant from speed 8 on drops the lowest bit of each channel of what
    /// it quantises: red 51 would come back as 50. Seen with Debian's libimagequant 2.17 on a
    /// two-colour frame: (51, 203, 101) came back (50, 203, 100) at speeds 8 to 10.)
    func testFewColoursStayExactAtEverySpeed() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        var pixels = [UInt8](repeating: 0, count: 40 * 40 * 4)
        for y in 0..<40 {
            for x in 0..<40 {
                let i = (y / 2) * 20 + x / 2  // block number, 0..<400
                let red = UInt8(2 * (i % 100) + 1)
                let o = (y * 40 + x) * 4
                pixels[o] = red
                pixels[o + 1] = 255 - red
                pixels[o + 2] = i % 200 < 100 ? 1 : 3
                pixels[o + 3] = 255
            }
        }
        let frame = Bitmap(width: 40, height: 40, pixels: pixels)!
        var colours = Set<UInt32>()
        for i in stride(from: 0, to: pixels.count, by: 4) {
            colours.insert(UInt32(pixels[i]) << 16 | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]))
        }
        XCTAssertEqual(colours.count, 200)
        for speed in [1, 4, 8, 10] {
            let data = try GIFAnimationEncoder(speed: speed).encode(count: 1, timing: AnimationTiming(seconds: [1])) {
                _ in frame
            }
            let gif = try read(data)
            XCTAssertEqual(gif.frames.count, 1)
            XCTAssertTrue(gif.frames.first == pixels, "speed \(speed)")
        }
    }

    /// Pillow's view: frame count, each frame's RGBA, duration and changed rectangle.
    private func read(_ data: [UInt8]) throws -> (frames: [[UInt8]], durations: [Int], boxes: [String], loop: Int) {
        let decoded = try Pillow.frames(of: data, suffix: "gif")
        let boxes = try Pillow.gifBoxes(of: data)
        return (decoded.frames, decoded.durations, boxes, decoded.loop)
    }

    func testSlideStoresTheMovingBandAndComesBackExact() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        let frames = try [0, 2, 4, 4, 6].map { try rectangle(x: Double($0)) }
        let timing = AnimationTiming(seconds: [0.5, 0.1, 0.1, 0.1, 0.3], loopCount: 0)
        let data = try GIFAnimationEncoder().encode(count: frames.count, timing: timing) { frames[$0] }
        XCTAssertEqual(String(decoding: data[0..<6], as: UTF8.self), "GIF89a")
        let gif = try read(data)
        // Frames 2 and 3 are identical: one frame of 20 cs.
        XCTAssertEqual(gif.durations, [500, 100, 200, 300])
        XCTAssertEqual(gif.loop, 0)
        // The first frame whole; then the 14 x 8 band that changed (columns 0...13, rows
        // 10...17 from x = 0 to 2), as (left, top, right, bottom).
        XCTAssertEqual(gif.boxes, ["0,0,40,30", "0,10,14,18", "2,10,16,18", "4,10,18,18"])
        // Black and red only: the palettes hold them exactly.
        let expected = [frames[0], frames[1], frames[2], frames[4]]
        XCTAssertEqual(gif.frames.count, 4)
        for (k, (got, want)) in zip(gif.frames, expected).enumerated() {
            XCTAssertTrue(got == want.pixels, "frame \(k)")
        }
    }

    /// A 64 x 64 gradient of 4,096 colours: quantised to 256 (or 16), each pixel close.
    func testManyColoursAreQuantised() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        var pixels: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] } }
        let gradient = Bitmap(width: 64, height: 64, pixels: pixels)!
        for (colors, tolerance) in [(256, 12.0), (16, 40.0)] {
            for dither in [true, false] {
                let data = try GIFAnimationEncoder(colors: colors, dither: dither).encode(
                    count: 1, timing: AnimationTiming(seconds: [1])
                ) { _ in gradient }
                let gif = try read(data)
                XCTAssertEqual(gif.frames.count, 1)
                let got = try XCTUnwrap(gif.frames.first)
                XCTAssertEqual(got.count, pixels.count)
                var total = 0.0, distinct = Set<UInt32>()
                for i in stride(from: 0, to: min(got.count, pixels.count), by: 4) {
                    for c in 0..<3 { total += Double(abs(Int(got[i + c]) - Int(pixels[i + c]))) }
                    distinct.insert(UInt32(got[i]) << 16 | UInt32(got[i + 1]) << 8 | UInt32(got[i + 2]))
                }
                XCTAssertLessThanOrEqual(distinct.count, colors)
                XCTAssertLessThan(
                    total / Double(64 * 64 * 3), tolerance, "\(colors) colours, dither \(dither): mean error")
            }
        }
    }

    func testGlobalPaletteAndSixtyFramesASecond() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        // 13 frames at 60 fps (x = 0, 1, ..., 12): starts 0, 2, 3, 5, 7, 8, 10, 12, 13, 15, 17,
        // 18, 20 cs. Kept: those at least 2 cs after the last kept: 0, 2, 5, 7, 10, 12, 15,
        // 17, 20 (frames 0, 1, 3, 4, 6, 7, 9, 10, 12); the last shows until 13/60 s = 22 cs.
        let frames = try (0..<13).map { try rectangle(x: Double($0), color: RGBA(red: 0.2, green: 0.8, blue: 0.4)) }
        let timing = AnimationTiming(seconds: Array(repeating: 1.0 / 60, count: 13))
        let data = try GIFAnimationEncoder(palette: .global).encode(count: 13, timing: timing) { frames[$0] }
        let gif = try read(data)
        XCTAssertEqual(gif.durations, [20, 30, 20, 30, 20, 30, 20, 30, 20])
        let kept = [0, 1, 3, 4, 6, 7, 9, 10, 12]
        XCTAssertEqual(gif.frames.count, kept.count)
        for (got, k) in zip(gif.frames, kept) { XCTAssertTrue(got == frames[k].pixels, "frame \(k)") }
    }

    /// Two colours in one global palette leave no room for a transparent index: every frame
    /// is stored whole, in the two colours of the slide (black and red), exactly.
    func testTwoColourGlobalPalette() throws {
        guard Pillow.interpreter != nil else { throw XCTSkip("python3 with Pillow is not installed") }
        let frames = try [0, 3, 6].map { try rectangle(x: Double($0)) }
        let data = try GIFAnimationEncoder(colors: 2, dither: false, palette: .global)
            .encode(count: 3, timing: AnimationTiming(seconds: [0.1, 0.1, 0.1])) { frames[$0] }
        let gif = try read(data)
        XCTAssertEqual(gif.boxes, ["0,0,40,30", "0,0,40,30", "0,0,40,30"])
        for (k, (got, want)) in zip(gif.frames, frames).enumerated() { XCTAssertTrue(got == want.pixels, "frame \(k)") }
    }
}
