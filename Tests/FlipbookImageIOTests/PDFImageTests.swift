import FlipbookCore
import Foundation
import XCTest

@testable import FlipbookImageIO

/// An asset catalog's vector image (SEMANTICS.md §19): the first page of a PDF drawn at the
/// decoder's `vectorScale`, straight alpha, transparent where the page draws nothing.
final class PDFImageTests: XCTestCase {
    /// A 20 x 10 point page whose left half is filled red (PDF's origin is the bottom left; the
    /// square 0...10 fills the whole height), written by hand. poppler rebuilds the missing
    /// cross-reference table, as readers do for such files.
    static let halfRed = Array(
        """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R >> endobj
        4 0 obj << /Length 24 >> stream
        1 0 0 rg 0 0 10 10 re f
        endstream endobj
        trailer << /Root 1 0 R >>
        %%EOF

        """.utf8)

    func testThePageIsDrawnAtTheVectorScale() throws {
        let image = try ImageDecoder(vectorScale: 2).image(data: Self.halfRed, name: "half.pdf")
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.bitmap.width, 40, "20 points at 2 pixels a point")
        XCTAssertEqual(image.bitmap.height, 20)
        let left = image.bitmap.pixel(x: 10, y: 10), right = image.bitmap.pixel(x: 30, y: 10)
        XCTAssertEqual([left.r, left.g, left.b, left.a], [255, 0, 0, 255])
        XCTAssertEqual(right.a, 0, "nothing drawn there: transparent")
        let three = try ImageDecoder(vectorScale: 3).decode(Self.halfRed)
        XCTAssertEqual(three.width, 60)
        XCTAssertEqual(try ImageDecoder(vectorScale: 3).decode(Self.halfRed), three, "the same bytes, the same pixels")
    }

    func testABrokenPDFNamesPoppler() {
        XCTAssertThrowsError(try ImageDecoder().decode(Array("%PDF-1.4 nothing else".utf8))) {
            guard case ImageError.pdf = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue("\($0)".contains("PDF"), "\($0)")
        }
        XCTAssertThrowsError(try ImageDecoder(maxSide: 30, vectorScale: 2).decode(Self.halfRed)) {
            XCTAssertEqual($0 as? ImageError, .tooLarge(width: 40, height: 20, maxSide: 30, maxPixels: 64 << 20))
        }
    }
}
