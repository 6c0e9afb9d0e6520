import FlipbookCore
import Foundation
import FlipbookPNG
import XCTest
import FlipbookTestSupport
@testable import FlipbookPNG

/// Decodes the encoder's output with a decoder that shares no code with it or
/// with libpng: Python's Pillow. Skipped when no Python has Pillow
/// (the test never installs anything).
final class PNGPillowCrossCheckTests: XCTestCase {
    private typealias F = PNGTestFixtures

    private static let script = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1])
        image.load()
        sys.stdout.write(image.mode + " " + str(image.size[0]) + " " + str(image.size[1]))
        with open(sys.argv[2], "wb") as out:
            out.write(image.convert("RGBA").tobytes())
        """

    func testPillowDecodesTheEncoderOutputToTheSamePixels() throws {
        guard Pillow.interpreter != nil else {
            throw missingTool("python3 with Pillow is not installed; cross-check skipped")
        }
        let folder = NSTemporaryDirectory() + "flipbook-pillow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let cases: [(Bitmap, String)] = [
            (F.rectangles(width: 750, height: 1334), "RGB"),
            (F.rectangles(width: 750, height: 1334, alpha: 77), "RGBA"),
            (F.noise(width: 123, height: 45, seed: 8, opaque: true), "RGB"),
            (F.noise(width: 123, height: 45, seed: 9, opaque: false), "RGBA"),
        ]
        for (index, (bitmap, mode)) in cases.enumerated() {
            let png = folder + "/case-\(index).png", raw = folder + "/case-\(index).rgba"
            try PNGFile.write(bitmap, to: png)
            let result = try Pillow.python(["-c", Self.script, png, raw])
            XCTAssertEqual(result.status, 0, "Pillow failed on case \(index)")
            XCTAssertEqual(result.output, "\(mode) \(bitmap.width) \(bitmap.height)", "case \(index)")
            let pixels = FileManager.default.contents(atPath: raw).map(Array.init)
            XCTAssertTrue(pixels == bitmap.pixels, "Pillow decodes case \(index) to different pixels")
        }
    }
}
