import XCTest
import FlipbookText
@testable import FlipbookUIKit

/// San Francisco's line metrics (`TextLayout.lineMetrics = .sanFrancisco`): the heights iOS
/// itself reported for system-font labels. The expected figures are the frames in the
/// iOS-recorded `recursiveDescription` references of pointfreeco/swift-snapshot-testing
/// @6bb6c9ae9970387eeb4b8394c34bd8c350030500, recorded on a 3x simulator:
/// Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-se.txt
/// (headline and body at the `.medium` text size, 16 pt: 19.3333 tall; subheadline, 14 pt:
/// 17) and testTraitsWithViewController.label-large.txt / -extra-small.txt /
/// -accessibility-extra-extra-extra-large.txt (title1 at 28, 25 and 58 pt: 33.6667, 30 and
/// 69.3333 tall).
final class SanFranciscoMetricsTests: XCTestCase {
    override func tearDown() {
        TextLayout.lineMetrics = .inter
        super.tearDown()
    }

    /// The label's height after sizing to fit on a 3x screen.
    private func height(_ font: UIFont, metrics: LineMetrics) throws -> CGFloat {
        TextLayout.lineMetrics = metrics
        var device = Device.iPhone14
        device.scale = 3
        let window = StageSettings.with(StageSettings(device: device)) {
            UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
        }
        let label = UILabel()
        label.font = font
        label.text = "What's the point?"
        window.addSubview(label)
        var size = CGSize.zero
        _ = try Stage(window: window).record { size = label.sizeThatFits(CGSize(width: 1000, height: 1000)) }
        return size.height
    }

    func testLabelHeightsAreSanFranciscosAtTheScreensPixels() throws {
        let cases: [(UIFont, CGFloat)] = [
            (.systemFont(ofSize: 16, weight: .semibold), 19 + 1 / 3.0), (.systemFont(ofSize: 16), 19 + 1 / 3.0),
            (.systemFont(ofSize: 14), 17), (.systemFont(ofSize: 28), 33 + 2 / 3.0), (.systemFont(ofSize: 25), 30),
            (.systemFont(ofSize: 58), 69 + 1 / 3.0),
        ]
        var interDiffers = 0
        for (font, iOS) in cases {
            XCTAssertEqual(try height(font, metrics: .sanFrancisco), iOS, accuracy: 0.001, "\(font)")
            if abs(try height(font, metrics: .inter) - iOS) > 0.001 { interDiffers += 1 }
        }
        // Inter's own metrics give other heights (34 for 28 pt; only 14 pt's 17 agrees): the
        // switch is what makes them iOS's.
        XCTAssertEqual(interDiffers, cases.count - 1)
    }

    /// UIFont's figures for the system font at 17 pt: lineHeight 2444 / 2048 em = 20.287 (the
    /// 20.33 pt single-line body label of iOS at 3x is this rounded up), ascender 1950 / 2048
    /// em, descender -494 / 2048 em, leading 0, cap height 1443 / 2048 em, x-height 1078 / 2048
    /// em (SF Pro's units per em and OS/2 figures).
    func testSystemFontMetrics() {
        TextLayout.lineMetrics = .sanFrancisco
        let f = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(f.lineHeight, 17 * 2444 / 2048, accuracy: 1e-9)
        XCTAssertEqual(f.ascender, 17 * 1950 / 2048, accuracy: 1e-9)
        XCTAssertEqual(f.descender, -17 * 494 / 2048, accuracy: 1e-9)
        XCTAssertEqual(f.capHeight, 17 * 1443 / 2048, accuracy: 1e-9)
        XCTAssertEqual(f.xHeight, 17 * 1078 / 2048, accuracy: 1e-9)
        XCTAssertEqual(f.leading, 0)
        TextLayout.lineMetrics = .inter
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 17).lineHeight, 17 * 2444 / 2048, accuracy: 0.01)
    }

    /// A label of three lines is three SF lines tall, and its first baseline is SF's ascender
    /// below its top (the last-baseline anchor sits two lines lower).
    func testSeveralLinesUseSanFranciscosLineHeight() throws {
        TextLayout.lineMetrics = .sanFrancisco
        let m = try TextLayout.measure(
            TextContent(text: "one\ntwo\nthree", font: FontDescription(pointSize: 17), numberOfLines: 0), maxWidth: nil)
        XCTAssertEqual(m.lineCount, 3)
        XCTAssertEqual(Double(m.size.height), 3 * 17 * 2444 / 2048, accuracy: 1e-9)
        XCTAssertEqual(m.baseline, 17 * 1950 / 2048, accuracy: 1e-9)
    }
}
