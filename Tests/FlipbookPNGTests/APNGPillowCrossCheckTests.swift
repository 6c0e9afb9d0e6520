import FlipbookCore
import Foundation
import FlipbookPNG
import XCTest
import FlipbookTestSupport
@testable import FlipbookPNG

/// Reads the animated PNG writer's output with a decoder that shares no code with it or
/// with libpng: Python's Pillow, which plays APNG frame by frame. Skipped when no Python has
/// Pillow (the test never installs anything; `render.sh test` does).
final class APNGPillowCrossCheckTests: XCTestCase {
    private typealias F = PNGTestFixtures

    /// Prints "frames loop d0,d1,..." (durations in ms) and writes every frame's RGBA bytes.
    private static let script = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1])
        durations = []
        with open(sys.argv[2], "wb") as out:
            for i in range(image.n_frames):
                image.seek(i)
                durations.append(str(image.info.get("duration")))
                out.write(image.convert("RGBA").tobytes())
        sys.stdout.write(str(image.n_frames) + " " + str(image.info.get("loop")) + " " + ",".join(durations))
        """

    func testPillowReadsEveryFrame() throws {
        guard Pillow.interpreter != nil else {
            throw missingTool("python3 with Pillow is not installed; APNG cross-check skipped")
        }
        let folder = NSTemporaryDirectory() + "flipbook-apng-pillow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let cases: [(String, [Bitmap], APNGEncoder)] = [
            (
                "rgb", (0..<4).map { F.noise(width: 61, height: 37, seed: UInt32(70 + $0), opaque: true) },
                try APNGEncoder(framesPerSecond: 50, loopCount: 3, holdFirst: 0.1, holdLast: 0.5)
            ),
            (
                "rgba", (0..<3).map { F.noise(width: 17, height: 29, seed: UInt32(80 + $0), opaque: false) },
                try APNGEncoder(framesPerSecond: 25)
            ),
        ]
        for (name, bitmaps, encoder) in cases {
            let file = folder + "/\(name).apng", raw = folder + "/\(name).rgba"
            try PNGFile.writeBytes(try encoder.encode(bitmaps), to: file)
            let result = try Pillow.python(["-c", Self.script, file, raw])
            XCTAssertEqual(result.status, 0, "Pillow failed on \(name)")
            let delays = try encoder.delays(frameCount: bitmaps.count).map { String(format: "%.1f", $0.seconds * 1000) }
            XCTAssertEqual(
                result.output, "\(bitmaps.count) \(encoder.loopCount) " + delays.joined(separator: ","), name)
            let pixels = FileManager.default.contents(atPath: raw).map(Array.init) ?? []
            let frameBytes = bitmaps[0].pixels.count
            XCTAssertEqual(pixels.count, frameBytes * bitmaps.count, name)
            for (k, bitmap) in bitmaps.enumerated() where pixels.count == frameBytes * bitmaps.count {
                XCTAssertTrue(
                    Array(pixels[(k * frameBytes)..<((k + 1) * frameBytes)]) == bitmap.pixels,
                    "Pillow decodes frame \(k) of \(name) to different pixels")
            }
        }
    }
}
