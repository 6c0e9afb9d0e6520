import XCTest
import FlipbookTestSupport
import FlipbookUIKit
@testable import FlipbookCLI

/// `--contrast`, `--bold-text`, device names as people type them, and the gallery's side by
/// side view of one scene across devices (SEMANTICS.md §18, "Golden matrices and the command
/// line").
final class AccessibilityOptionTests: XCTestCase {
    let temp = TemporaryFolders()
    override func tearDown() { temp.removeAll() }

    func testContrastAndBoldTextMakeConfigurations() throws {
        let one = try StageOptions.configurations(Arguments(["--contrast", "high", "--bold-text"], for: .render))
        XCTAssertEqual(one.count, 1)
        XCTAssertEqual(one[0].accessibilityContrast, .high)
        XCTAssertEqual(one[0].legibilityWeight, .bold)
        XCTAssertEqual(one[0].folderName, "iPhone8-light-L-ltr-high-contrast-bold")
        let two = try StageOptions.configurations(Arguments(["--contrast", "normal,high"], for: .showcase))
        XCTAssertEqual(two.map(\.accessibilityContrast), [.normal, .high])
        XCTAssertEqual(two.map(\.legibilityWeight), [.regular, .regular])
        // Without the options: today's phone, normal contrast, regular weight.
        let none = try StageOptions.configurations(Arguments([], for: .render))
        XCTAssertEqual(none, [StageSettings()])
        XCTAssertTrue(none[0].isDefault)
    }

    func testABadContrastIsAUsageError() {
        let r = runCLI(["render", "slide.push", "--contrast", "max"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("--contrast: 'max' is neither normal nor high"), r.err)
    }

    func testDeviceNamesAsPeopleTypeThem() {
        XCTAssertEqual(Device.named("iphone-se"), .iPhoneSE)
        XCTAssertEqual(Device.named("iphone-15-pro"), .iPhone15Pro)
        XCTAssertEqual(Device.named("iPhone 15 Pro Max"), .iPhone15ProMax)
        XCTAssertEqual(Device.named("ipad"), .iPad10, "the start of one identifier alone")
        XCTAssertNil(Device.named("iphone"), "the start of several identifiers names none")
        XCTAssertNil(Device.named(""))
    }

    func testRenderWithHighContrastAndBoldText() throws {
        let out = temp.make("cli-contrast")
        let r = runCLI([
            "render", "system.sheet.present", "--device", "ipad", "--contrast", "high", "--bold-text", "--scale", "1",
            "--frames", "24", "-o", out.path, "-q",
        ])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(files(out), ["system.sheet.present"], "one configuration keeps the scene's name")
    }

    /// Two devices side by side: the narrowest screen 150 CSS pixels wide, so 0.4 px a point:
    /// the SE 375 x 667 -> 150 x 267 (266.8 rounded), the iPad 820 x 1180 -> 328 x 472.
    func testGalleryShowsOneSceneAcrossDevicesSideBySide() throws {
        let out = temp.make("gallery-devices")
        let r = runCLI([
            "gallery", "slide.push", "--device", "iphone-se,ipad", "--fps", "10", "--sheet-frames", "4", "-o",
            out.path, "-q",
        ])
        XCTAssertEqual(r.code, 0, r.err)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "<section class=\"scene\"").count - 1, 1, "one section")
        XCTAssertTrue(
            html.contains(
                "src=\"docs/slide.push@iPhoneSE-light-L-ltr.apng\" width=\"150\" height=\"267\""), html)
        XCTAssertTrue(html.contains("src=\"docs/slide.push@iPad10-light-L-ltr.apng\" width=\"328\" height=\"472\""))
        XCTAssertTrue(
            html.contains("<figcaption>iPhone SE (3rd generation) · <a href=\"slide.push@iPhoneSE-light-L-ltr/\">"))
        XCTAssertTrue(html.contains("<figcaption>iPad (10th generation) · "))
        let written = tree(out)
        XCTAssertTrue(written.contains("docs/slide.push@iPad10-light-L-ltr.apng"), "\(written)")
        XCTAssertTrue(written.contains("docs/slide.push@iPhoneSE-light-L-ltr.sheet.png"))
    }
}
