import Foundation
import XCTest

@testable import FlipbookUIKit

/// An image set whose one file is a PDF (Xcode's "single scale" vector asset, SEMANTICS.md
/// §19): `UIImage(named:)` draws the page at the screen's scale, its size the page's in points.
final class VectorAssetTests: XCTestCase {
    func testAPDFImageSetIsThePageAtTheScreensScale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-vector-\(UUID().uuidString)")
        let set = dir.appendingPathComponent("Assets.xcassets/Leaf.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try
            #"{"images":[{"filename":"leaf.pdf","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        // A 20 x 10 point page, its left half red (PDF's origin is the bottom left).
        let pdf = """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R >> endobj
            4 0 obj << /Length 24 >> stream
            1 0 0 rg 0 0 10 10 re f
            endstream endobj
            trailer << /Root 1 0 R >>
            %%EOF

            """
        try pdf.write(to: set.appendingPathComponent("leaf.pdf"), atomically: true, encoding: .utf8)
        searchStoryboards(in: [dir])
        let image = try XCTUnwrap(UIImage(named: "Leaf"))
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10), "the page's size in points")
        XCTAssertEqual(image.scale, UIScreen.main.scale, "drawn at the screen's scale, not the file's 1x")
    }
}
