import Foundation
import XCTest
import FlipbookCore
import FlipbookImageIO
import FlipbookPNG
import FlipbookTestSupport

/// The six stand-in photos in fixtures/images are what `LandscapeGenerator` draws: redrawn
/// here and compared with the stored files (FLIPBOOK_REGENERATE_IMAGES=1 rewrites them).
final class LandscapeFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/images")

    func testStoredPhotosAreTheGeneratorsPictures() throws {
        let regenerate = ProcessInfo.processInfo.environment["FLIPBOOK_REGENERATE_IMAGES"] == "1"
        var firstPixels: [[UInt8]] = []
        for i in 0..<6 {
            let drawn = LandscapeGenerator.picture(i)
            let path = Self.folder.appendingPathComponent("landscape-\(i + 1).png").path
            if regenerate {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try PNGFile.write(drawn, to: path, encoder: PNGEncoder(compressionLevel: 9))
            }
            let stored = try ImageDecoder().image(contentsOfFile: path)
            // 3:2, 600 x 400 pixels, opaque.
            XCTAssertEqual(stored.pixelWidth, 600)
            XCTAssertEqual(stored.pixelHeight, 400)
            XCTAssertTrue(stored.bitmap.isOpaque)
            // Another Cairo may round a gradient step differently: 2 levels of slack.
            let worst = zip(drawn.pixels, stored.bitmap.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(
                worst, 2, "landscape-\(i + 1).png differs from the generator's picture by \(worst)")
            firstPixels.append(Array(stored.bitmap.pixels.prefix(4 * 600)))
        }
        // Six different pictures: no two share their top row.
        XCTAssertEqual(Set(firstPixels).count, 6)
    }
}
