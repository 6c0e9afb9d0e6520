import FlipbookCore
import FlipbookTestSupport
import XCTest
@testable import FlipbookPNG

/// The delta stream taking frames one at a time: the start again in RGBA when a later frame
/// leaves the RGB form, asking for exactly the frames before it, and every frame decoding back.
final class APNGDeltaStreamTests: XCTestCase {
    /// Six 20 x 10 frames: opaque grey with a black 4 x 4 square at x = 2k; frames 4 and 5
    /// have one translucent pixel (alpha 100) at (19, 9), so frame 4 does not fit RGB.
    private func frames() -> [Bitmap] {
        (0..<6).map { k in
            var b = Bitmap(width: 20, height: 10, fill: (128, 128, 128, 255))!
            for y in 3..<7 { for x in (2 * k)..<(2 * k + 4) { b.pixels[(y * 20 + x) * 4 + 0] = 0 } }
            for y in 3..<7 { for x in (2 * k)..<(2 * k + 4) { b.pixels[(y * 20 + x) * 4 + 1] = 0 } }
            for y in 3..<7 { for x in (2 * k)..<(2 * k + 4) { b.pixels[(y * 20 + x) * 4 + 2] = 0 } }
            if k >= 4 { b.pixels[(9 * 20 + 19) * 4 + 3] = 100 }
            return b
        }
    }

    func testATranslucentFrameStartsAgainInRGBAAskingForTheFramesBefore() throws {
        let frames = frames()
        let stream = try APNGEncoder.DeltaStream(try APNGEncoder(framesPerSecond: 10), count: 6)
        var asked: [Int] = []
        for k in 0..<6 {
            try stream.add(frames[k]) { j in
                asked.append(j)
                return frames[j]
            }
        }
        // Frame 4 leaves RGB: frames 1, 2 and 3 are asked again, in order, once each (frame 0
        // is kept, frame 4 was given); nothing else is ever asked.
        XCTAssertEqual(asked, [1, 2, 3])
        let file = try stream.finish()
        // IHDR's colour type (byte 25 of the file: 8 signature + 8 chunk head + 9): 6, RGBA.
        XCTAssertEqual(file[25], 6)
        let image = try APNGDecoder().decode(file)
        XCTAssertEqual(image.frames.count, 6)
        for k in 0..<6 { XCTAssertTrue(image.frames[k].bitmap == frames[k], "frame \(k)") }
        // The pull form, asked in order, makes the same file.
        XCTAssertEqual(try APNGEncoder(framesPerSecond: 10).encodeDeltas(count: 6) { frames[$0] }, file)
    }

    func testOpaqueFramesStayRGBAndAskForNothing() throws {
        let frames = Array(frames().prefix(4))
        let stream = try APNGEncoder.DeltaStream(try APNGEncoder(framesPerSecond: 10), count: 4)
        for k in 0..<4 {
            try stream.add(frames[k]) { j in
                XCTFail("frame \(j) asked again")
                return frames[j]
            }
        }
        let file = try stream.finish()
        XCTAssertEqual(file[25], 2)  // RGB, with the tRNS key
        let image = try APNGDecoder().decode(file)
        for k in 0..<4 { XCTAssertTrue(image.frames[k].bitmap == frames[k], "frame \(k)") }
    }

    func testCountsAreChecked() throws {
        let encoder = try APNGEncoder(framesPerSecond: 10)
        XCTAssertThrowsError(try APNGEncoder.DeltaStream(encoder, count: 0)) {
            XCTAssertEqual($0 as? APNGError, .noFrames)
        }
        let stream = try APNGEncoder.DeltaStream(encoder, count: 2)
        try stream.add(frames()[0]) { _ in
            XCTFail("asked"); return frames()[0]
        }
        let small = Bitmap(width: 3, height: 3, fill: (0, 0, 0, 255))!
        XCTAssertThrowsError(try stream.add(small) { _ in small }) {
            XCTAssertEqual(
                $0 as? APNGError,
                .frameSizeMismatch(index: 1, width: 3, height: 3, expectedWidth: 20, expectedHeight: 10))
        }
    }
}
