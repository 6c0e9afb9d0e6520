import XCTest
import FlipbookPNG

/// The one spelling of frame file names (render output, golden folders, the benchmark).
final class FrameFileNameTests: XCTestCase {
    func testNamesHaveFourDigitsOrMore() {
        XCTAssertEqual(FrameFileName.name(0), "frame-0000.png")
        XCTAssertEqual(FrameFileName.name(37), "frame-0037.png")
        XCTAssertEqual(FrameFileName.name(12345), "frame-12345.png")
        XCTAssertEqual(FrameFileName.stem(7), "frame-0007")
    }

    func testIndexReadsOnlyFrameNames() {
        XCTAssertEqual(FrameFileName.index(of: "frame-0031.png"), 31)
        XCTAssertEqual(FrameFileName.index(of: "frame-12345.png"), 12345)
        XCTAssertEqual(FrameFileName.index(of: "frame-7.png"), 7)
        for name in [
            "frame-.png", "frame-+1.png", "frame--1.png", "frame-0001.actual.png", "frame-0001.PNG", "x-0001.png",
            "frame-0001",
        ] {
            XCTAssertNil(FrameFileName.index(of: name), name)
        }
    }
}
