import XCTest
@testable import FlipbookDiff

/// The one HTML escaping of the failure report and the gallery page.
final class HTMLTextTests: XCTestCase {
    func testEscapesTheFiveSpecialCharacters() {
        XCTAssertEqual(HTMLText.escape("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
        XCTAssertEqual(HTMLText.escape("&amp;"), "&amp;amp;", "escaped once more, not left alone")
        XCTAssertEqual(HTMLText.escape("Überblick – ok"), "Überblick – ok")
    }

    func testTheReportEscapesTitlesAndHeadings() {
        let row = HTMLReport.Row(
            heading: "frame <1>", note: "a & b", stem: "x\"y", hasExpected: true, hasActual: true,
            hasDiff: false, width: 2, height: 2)
        let html = HTMLReport(title: "t<", summary: ["s>"], hint: nil, rows: [row]).html
        XCTAssertTrue(html.contains("<h1>t&lt;</h1>"))
        XCTAssertTrue(html.contains("<p>s&gt;</p>"))
        XCTAssertTrue(html.contains("<h2>frame &lt;1&gt;</h2>"))
        XCTAssertTrue(html.contains("src=\"x&quot;y.expected.png\""))
    }
}
