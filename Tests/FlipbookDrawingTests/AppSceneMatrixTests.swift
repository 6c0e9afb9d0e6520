import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// One screen written as apps write them (system colours, a preferred font that adjusts, natural
/// alignment, a card sheet) recorded on an iPhone SE, an iPhone 15 Pro and an iPad, light and
/// dark, at the default and an accessibility text size, left to right and right to left: 24
/// configurations, each checked against the figures of SEMANTICS.md §18 at the end of the
/// sheet's presentation (on the iPad the page sheet is the centred card). FLIPBOOK_RENDER_DUMP=<folder> writes the last frames to look at.
final class AppSceneMatrixTests: XCTestCase {
    final class Sheet: UIViewController {
        let title1 = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            title1.text = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? "שלום" : "Hello"
            title1.font = .preferredFont(forTextStyle: .largeTitle)
            title1.adjustsFontForContentSizeCategory = true
            title1.frame = CGRect(x: 16, y: 24, width: view.bounds.width - 32, height: 80)
            // The view is made at the screen's size and resized to the sheet's (the iPad's card
            // is narrower): the title keeps its margins.
            title1.autoresizingMask = [.flexibleWidth]
            view.addSubview(title1)
        }
    }

    func record() throws -> (Timeline, Sheet) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        window.rootViewController = root
        let sheet = Sheet()
        sheet.modalPresentationStyle = .pageSheet
        let t = try Stage(window: window).record { root.present(sheet, animated: true) }
        return (t, sheet)
    }

    func inkColumns(_ b: Bitmap, rows: Range<Int>, dark: Bool) -> [Int] {
        (0..<b.width).filter { x in
            rows.contains { y in
                let p = b.pixel(x: x, y: y)
                return dark ? p.0 > 128 : p.0 < 128
            }
        }
    }

    func testOneScreenAcrossTheMatrix() throws {
        let matrix = StageSettings.matrix(
            devices: [.iPhoneSE, .iPhone15Pro, .iPad10], appearances: [.light, .dark],
            contentSizes: [.large, .accessibilityExtraLarge], layoutDirections: [.leftToRight, .rightToLeft])
        XCTAssertEqual(matrix.count, 24)
        for settings in matrix {
            let name = settings.folderName
            let (t, sheetVC) = try StageSettings.with(settings) { try record() }
            let b = try Compositor().render(t.presentation(at: t.duration), scale: 1)
            if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
                try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
            }
            let d = settings.device, dark = settings.userInterfaceStyle == .dark
            XCTAssertEqual(b.width, Int(d.screenSize.width), name)
            XCTAssertEqual(b.height, Int(d.screenSize.height), name)
            // The sheet's frame: SE top 20 + 20 = 40, 627 tall; 15 Pro top 59 + 10 = 69, 783 tall;
            // the iPad's page sheet the centred card (58, 44, 704, 1092) of §18.
            let sheet = try XCTUnwrap(t.presentation(at: t.duration).root.find(named: "sheet"), name).untransformedFrame
            switch d.identifier {
            case "iPhoneSE": XCTAssertEqual(sheet, CGRect(x: 0, y: 40, width: 375, height: 627), name)
            case "iPhone15Pro": XCTAssertEqual(sheet, CGRect(x: 0, y: 69, width: 393, height: 783), name)
            default: XCTAssertEqual(sheet, CGRect(x: 58, y: 44, width: 704, height: 1092), name)
            }
            // The sheet is elevated: systemBackground white in light, #1C1C1E in dark.
            let inside = b.pixel(x: Int(sheet.midX), y: Int(sheet.maxY) - 40)
            XCTAssertTrue(inside == (dark ? (0x1C, 0x1C, 0x1E, 255) : (255, 255, 255, 255)), "\(name): \(inside)")
            let above = b.pixel(x: b.width / 2, y: 5)
            if d.idiom == .pad {
                // The presenter is not scaled: its systemGroupedBackground under the 0.2 black
                // layer, #F2F2F7 x 0.8 = (193.6, 193.6, 197.6) in light, black in dark.
                let want = dark ? (0.0, 0.0, 0.0) : (193.6, 193.6, 197.6)
                XCTAssertEqual(Double(above.0), want.0, accuracy: 1, name)
                XCTAssertEqual(Double(above.2), want.2, accuracy: 1, name)
            } else {
                // Black above the scaled presenter (top edge at safe top + 10 with a home button,
                // the safe top on notched screens).
                XCTAssertTrue(above == (0, 0, 0, 255), name)
            }
            // Large title: 34 pt at L, 52 pt at AX3 (Apple's table).
            XCTAssertEqual(
                sheetVC.title1.font.pointSize, settings.preferredContentSizeCategory == .large ? 34 : 52, name)
            // The title's ink: at the sheet's leading side (left, or right in right to left).
            let top = Int(sheet.minY)
            let ink = inkColumns(b, rows: (top + 24)..<(top + 104), dark: dark).filter {
                CGFloat($0) >= sheet.minX && CGFloat($0) < sheet.maxX
            }
            XCTAssertFalse(ink.isEmpty, name)
            if settings.layoutDirection == .rightToLeft {
                XCTAssertGreaterThan(CGFloat(ink.first ?? 0), sheet.midX, name)
                XCTAssertGreaterThan(CGFloat(ink.last ?? 0), sheet.maxX - 30, name)
            } else {
                XCTAssertLessThan(CGFloat(ink.first ?? Int(sheet.maxX)), sheet.minX + 30, name)
                XCTAssertLessThan(CGFloat(ink.last ?? Int(sheet.maxX)), sheet.midX, name)
            }
        }
    }
}
