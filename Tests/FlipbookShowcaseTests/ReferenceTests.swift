import XCTest
import FlipbookShowcase
import FlipbookUIKit
// FlipbookTesting brings the modules that hold `Bitmap`, `RenderJob` and `PNGFile`.
import FlipbookTesting

/// Our frames against the frames of an independent implementation of the same rules, kept in
/// `fixtures/reference/NAME/frame-XXXX.png` (scale 1, 60 fps, frame k at t = k / 60; see
/// `fixtures/reference/README.md`).
///
/// Every folder there is compared, and its name must be a showcase scene. A frame passes
/// when the mean absolute difference over its R, G and B samples is at most 0.5 (of 255) and
/// at most 0.2% of its pixels have a channel that differs by more than 16. The figures are
/// computed here, not by the project's differ, so that a mistake in the differ cannot hide
/// a mistake in the renderer.
final class ReferenceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../fixtures/reference").standardizedFileURL

    /// The acceptance bound, per frame.
    static let maxMeanAbsoluteDifference = 0.5
    static let maxShareOver16 = 0.002

    func testAgreesWithReferenceFrames() throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: Self.folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return XCTFail("no reference frames at \(Self.folder.path)")
        }
        var scenes = 0
        for entry in try fm.contentsOfDirectory(atPath: Self.folder.path).sorted() {
            let url = Self.folder.appendingPathComponent(entry)
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                XCTAssertEqual(entry, "README.md", "fixtures/reference holds only README.md and scene folders")
                continue
            }
            guard let scene = Showcase.scene(named: entry) else {
                XCTFail("fixtures/reference/\(entry) is not a showcase scene (flipbook list)")
                continue
            }
            try compare(scene, with: url)
            scenes += 1
        }
        XCTAssertGreaterThan(scenes, 0, "fixtures/reference holds no scene folder")
    }

    /// Compares every frame file of `folder` with our frame of the same index.
    private func compare(_ scene: Scene, with folder: URL) throws {
        let name = scene.name
        let timeline = try scene.record(fps: 60)
        let job = RenderJob(timeline: timeline, scale: 1, fps: 60)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(files.isEmpty, "fixtures/reference/\(name) is empty")
        var worstMean = 0.0, worstShare = 0.0
        for file in files {
            guard file.hasPrefix("frame-"), file.hasSuffix(".png"), let k = Int(file.dropFirst(6).dropLast(4)) else {
                XCTFail("fixtures/reference/\(name)/\(file) is not named frame-XXXX.png")
                continue
            }
            guard k < timeline.frameCount(fps: 60) else {
                XCTFail("fixtures/reference/\(name)/\(file): the scene has only \(timeline.frameCount(fps: 60)) frames")
                continue
            }
            let expected = try PNGFile.read(folder.appendingPathComponent(file).path)
            let actual = try job.bitmap(ofFrame: k)
            guard actual.width == expected.width, actual.height == expected.height else {
                XCTFail(
                    "\(name) \(file): \(actual.width) x \(actual.height) pixels, reference \(expected.width) x \(expected.height)"
                )
                continue
            }
            let (mean, share) = Self.difference(actual, expected)
            XCTAssertLessThanOrEqual(mean, Self.maxMeanAbsoluteDifference, "\(name) \(file): mean absolute difference")
            XCTAssertLessThanOrEqual(share, Self.maxShareOver16, "\(name) \(file): share of pixels off by more than 16")
            worstMean = max(worstMean, mean); worstShare = max(worstShare, share)
        }
        print(
            "reference \(name): \(files.count) frames, worst mean absolute difference "
                + String(format: "%.4f", worstMean) + ", worst share off by more than 16 "
                + String(format: "%.4f%%", worstShare * 100))
    }

    /// The mean absolute difference over the R, G and B samples (0...255) and the share of
    /// pixels whose largest channel difference (alpha included) exceeds 16 (0...1), for two
    /// images of one size.
    static func difference(_ a: Bitmap, _ b: Bitmap) -> (mean: Double, share: Double) {
        var sum = 0, over = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for i in stride(from: 0, to: p.count, by: 4) {
                    var largest = 0
                    for c in 0..<4 {
                        let d = abs(Int(p[i + c]) - Int(q[i + c]))
                        if c < 3 { sum += d }
                        largest = max(largest, d)
                    }
                    if largest > 16 { over += 1 }
                }
            }
        }
        let pixels = a.width * a.height
        return (Double(sum) / Double(pixels * 3), Double(over) / Double(pixels))
    }
}
