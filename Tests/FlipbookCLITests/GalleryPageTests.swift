import Foundation
import XCTest
@testable import FlipbookCLI

/// The gallery's index.html as a file: everything it refers to exists, nothing comes from
/// outside, and every scene has its three pictures.
final class GalleryPageTests: XCTestCase {
    private func page() throws -> (dir: String, html: String) {
        let dir = try GalleryFixture.folder.get()
        return (dir, try String(contentsOfFile: dir + "/index.html", encoding: .utf8))
    }

    /// Every value of `src="..."` and `href="..."`, in order.
    private func references(in html: String) -> [String] {
        var found: [String] = []
        for attribute in ["src=\"", "href=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                found.append(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return found
    }

    func testEveryReferenceIsALocalFileThatExists() throws {
        let (dir, html) = try page()
        let refs = references(in: html)
        XCTAssertGreaterThan(refs.count, 20)
        for ref in refs {
            if ref.hasPrefix("#") {
                XCTAssertTrue(html.contains("id=\"\(ref.dropFirst())\""), "no element with id \(ref)")
                continue
            }
            XCTAssertFalse(ref.contains(":") || ref.hasPrefix("/"), "\(ref) is not a relative path")
            let path = dir + "/" + (ref.removingPercentEncoding ?? ref).replacingOccurrences(of: "&amp;", with: "&")
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(ref) does not exist")
        }
        for marker in ["http:", "https:", "//", "<script", "@import", "url("] {
            XCTAssertFalse(html.contains(marker), "index.html contains \(marker)")
        }
    }

    func testEachSceneHasItsPicturesParametersAndFrames() throws {
        let (dir, html) = try page()
        for name in GalleryFixture.scenes {
            for file in [
                "docs/\(name).apng", "docs/\(name).webp", "docs/\(name).gif", "docs/\(name).sheet.png",
                "docs/\(name).plot.png",
            ] {
                XCTAssertTrue(html.contains("src=\"\(file)\""), "\(file) is not shown")
            }
            XCTAssertTrue(html.contains("<a href=\"\(name)/\">frames ("), "no link to the frames of \(name)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/\(name)/frame-0000.png"))
        }
        XCTAssertTrue(html.contains("<dt>Gesture</dt><dd>pan from the left edge, 0 -&gt; 0.15 W over 0.3 s</dd>"))
        XCTAssertTrue(
            html.contains(
                "<dt>Timing</dt><dd>spring(damping 0.6, velocity 0), 2.0 s; completion easeInOut, speed 1</dd>"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(folders, ["docs", "index.html"] + GalleryFixture.scenes.sorted())
    }

    func testEscapesText() {
        XCTAssertEqual(GalleryPage.escape("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
    }
}
