import XCTest
@testable import FlipbookUIKit

/// UIAppearance: "To customize the appearance of all instances of a class, use appearance()
/// to get the appearance proxy for the class", and a proxy's values reach the instances of the
/// class and its subclasses that do not set their own. Each test uses a class of its own, so
/// no proxy reaches the other tests' page controls.
final class PageControlAppearanceTests: XCTestCase {
    class Tinted: UIPageControl {}
    final class TintedSub: Tinted {}
    final class Own: UIPageControl {}

    private func dotColours(_ control: UIPageControl) -> [UIColor?] {
        control.subviews.map(\.backgroundColor)
    }

    func testProxyTintsAndBackgroundReachControlsThatSetNoneOfTheirOwn() {
        let proxy = Tinted.appearance()
        XCTAssertTrue(Tinted.appearance() === proxy, "one proxy per class")
        proxy.pageIndicatorTintColor = .red
        proxy.currentPageIndicatorTintColor = .blue
        proxy.backgroundColor = .yellow
        for control in [
            Tinted(frame: CGRect(x: 0, y: 0, width: 200, height: 26)),
            TintedSub(frame: CGRect(x: 0, y: 0, width: 200, height: 26)),
        ] {
            control.numberOfPages = 3
            control.currentPage = 1
            XCTAssertEqual(dotColours(control), [.red, .blue, .red])
            XCTAssertEqual(control.backgroundColor, .yellow)
        }
    }

    func testControlsOwnValuesWinOverTheProxy() {
        let proxy = Own.appearance()
        proxy.pageIndicatorTintColor = .red
        proxy.backgroundColor = .yellow
        let control = Own(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.pageIndicatorTintColor = .green
        control.backgroundColor = .black
        control.numberOfPages = 2
        XCTAssertEqual(dotColours(control), [.white, .green])
        XCTAssertEqual(control.backgroundColor, .black)
    }

    func testWithoutAProxyTheDefaultsStay() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 2
        XCTAssertEqual(dotColours(control), [.white, UIColor(white: 1, alpha: 0.3)])
        XCTAssertNil(control.backgroundColor)
    }
}
