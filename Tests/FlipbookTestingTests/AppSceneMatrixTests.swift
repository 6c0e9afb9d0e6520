import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// One screen written as apps write them (system colours, a preferred font that adjusts, natural
/// alignment, a card sheet) recorded on an iPhone SE, an iPhone 15 Pro and an iPad, light and
/// dark, at the default and an accessibility text size, left to right and right to left: 24
/// configurations, each checked against the figures of SEMANTICS.md §18 at the end of the
/// sheet's presentation. FLIPBOOK_RENDER_DUMP=<folder> writes the last frames to look at.
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
            let (t, sheet) = try StageSettings.with(settings) { try record() }
            let b = try Compositor().render(t.presentation(at: t.duration), scale: 1)
            if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
                try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
            }
            let d = settings.device, dark = settings.userInterfaceStyle == .dark
            XCTAssertEqual(b.width, Int(d.screenSize.width), name)
            XCTAssertEqual(b.height, Int(d.screenSize.height), name)
            // The sheet is elevated: systemBackground white in light, #1C1C1E in dark.
            let inside = b.pixel(x: b.width / 2, y: b.height - 40)
            XCTAssertTrue(inside == (dark ? (0x1C, 0x1C, 0x1E, 255) : (255, 255, 255, 255)), "\(name): \(inside)")
            // Black above the scaled presenter (top edge at safe top + 10 with a home button,
            // the safe top on notched screens).
            XCTAssertTrue(b.pixel(x: b.width / 2, y: 5) == (0, 0, 0, 255), name)
            // Large title: 34 pt at L, 52 pt at AX3 (Apple's table).
            XCTAssertEqual(sheet.title1.font.pointSize, settings.preferredContentSizeCategory == .large ? 34 : 52, name)
            // The title's ink: at the leading side (left, or right in right to left).
            let sheetTop = Int(t.presentation(at: t.duration).root.find(named: "sheet")!.untransformedFrame.minY)
            let ink = inkColumns(b, rows: (sheetTop + 24)..<(sheetTop + 104), dark: dark)
            XCTAssertFalse(ink.isEmpty, name)
            if settings.layoutDirection == .rightToLeft {
                XCTAssertGreaterThan(ink.first ?? 0, b.width / 2, name)
                XCTAssertGreaterThan(ink.last ?? 0, b.width - 30, name)
            } else {
                XCTAssertLessThan(ink.first ?? b.width, 30, name)
                XCTAssertLessThan(ink.last ?? b.width, b.width / 2, name)
            }
        }
    }
}
