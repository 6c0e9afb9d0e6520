import FlipbookCLI
import FlipbookCore
import FlipbookPNG
import FlipbookUIKit
import Foundation
import XCTest

/// The animated formats of a scene made from one drawing of its frames: each file has exactly
/// the bytes it has when its format is written alone.
final class SharedFramesTests: XCTestCase {
    /// A white 30 x 20 point screen with a grey 6 x 6 square moving 2 points a frame (from
    /// x 0 to 8 over 1/15 s: 5 frames at 60 fps), and a black 8 x 8 square that slides in from
    /// off the screen (x 40 to 2 from 1/30 s to 1/15 s, so at x 21 in frame 3). Frames 0 to 2
    /// hold no black pixel, so black (0, 0, 0), the smallest colour frame 0 does not use, is
    /// the animated PNG's transparent key; frame 3 shows it, and the animated PNG has to start
    /// again in RGBA there, asking for frames 1 and 2 again.
    private func keyColourScene() -> Scene {
        Scene("shows-the-key", size: CGSize(width: 30, height: 20)) { window in
            let home = UIViewController()
            home.view.backgroundColor = .white
            let grey = UIView(frame: CGRect(x: 0, y: 2, width: 6, height: 6))
            grey.backgroundColor = UIColor(white: 0.5, alpha: 1)
            let black = UIView(frame: CGRect(x: 40, y: 10, width: 8, height: 8))
            black.backgroundColor = .black
            home.view.addSubview(grey)
            home.view.addSubview(black)
            window.rootViewController = home
            return {
                UIView.animate(
                    withDuration: 1.0 / 15, delay: 0, options: [.curveLinear], animations: { grey.frame.origin.x = 8 })
                UIView.animate(
                    withDuration: 1.0 / 30, delay: 1.0 / 30, options: [.curveLinear],
                    animations: { black.frame.origin.x = 2 })
            }
        }
    }

    /// Whether some pixel of `bitmap` is black (0, 0, 0).
    private func hasBlack(_ bitmap: Bitmap) -> Bool {
        stride(from: 0, to: bitmap.pixels.count, by: 4).contains {
            bitmap.pixels[$0] == 0 && bitmap.pixels[$0 + 1] == 0 && bitmap.pixels[$0 + 2] == 0
        }
    }

    /// The files under `root`'s docs folder, by name.
    private func docs(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in tree(root.appendingPathComponent("docs")) where !path.hasSuffix("/") {
            files[path] = try Data(contentsOf: root.appendingPathComponent("docs").appendingPathComponent(path))
        }
        return files
    }

    func testEachAnimatedFormatOfTheGalleryHasTheBytesOfItsOwnRun() throws {
        let scenes = generatedScenes(2, animated: true) + [keyColourScene()]
        let root = try makeScratchFolder(self)
        for palette in ["frame", "global"] {
            let gallery = root.appendingPathComponent("gallery-\(palette)")
            let r = runApp(["gallery", "-j", "2", "--palette", palette, "-q", "-o", gallery.path], scenes: scenes)
            XCTAssertEqual(r.code, 0, r.err)
            let together = try docs(gallery)
            for format in ["apng", "webp", "gif"] {
                let alone = root.appendingPathComponent("\(format)-\(palette)")
                let a = runApp(
                    [
                        "showcase", "--scale", "1", "--format", format, "--palette", palette, "-j", "1", "-q", "-o",
                        alone.path,
                    ],
                    scenes: scenes)
                XCTAssertEqual(a.code, 0, a.err)
                let files = try docs(alone)
                // One file a scene, each the gallery's byte for byte.
                XCTAssertEqual(files.keys.sorted(), scenes.map { "\($0.name).\(format)" }.sorted())
                for (name, data) in files {
                    XCTAssertEqual(together[name], data, "\(name) differs, --palette \(palette)")
                }
            }
        }
        // The scene is what it says: no black in frames 0 to 2, black in frame 3, and its
        // animated PNG (RGB at first) stored in RGBA: IHDR's colour type, byte 25, is 6.
        let frames = root.appendingPathComponent("gallery-frame/shows-the-key")
        for k in 0..<5 {
            let frame = try PNGFile.read(frames.appendingPathComponent(String(format: "frame-%04d.png", k)).path)
            XCTAssertEqual(hasBlack(frame), k >= 3, "frame \(k)")
        }
        let apng = try XCTUnwrap(try docs(root.appendingPathComponent("gallery-frame"))["shows-the-key.apng"])
        XCTAssertEqual(apng[25], 6)
    }
}
