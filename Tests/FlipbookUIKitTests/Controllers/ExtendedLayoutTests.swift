import XCTest
@testable import FlipbookUIKit

/// Extended layout under a navigation bar, as UIKit documents `edgesForExtendedLayout` and
/// `extendedLayoutIncludesOpaqueBars`: a screen extends under a translucent bar, and starts
/// below an opaque one. iOS draws it so: TiagoSAmaral/bankmarket@4ec9f2e's
/// NavigationControllerTests and LoadingViewTests references (recorded on the iOS simulator, a
/// navigation controller whose bar has `isTranslucent = false`) show the dark loading screen
/// starting below the bar.
final class ExtendedLayoutTests: XCTestCase {
    private func shown(_ vc: UIViewController, translucent: Bool) -> UINavigationController {
        let nav = UINavigationController(rootViewController: vc)
        nav.navigationBar.isTranslucent = translucent
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        window.layoutIfNeeded()
        return nav
    }

    func testAScreenExtendsUnderATranslucentBar() {
        let vc = UIViewController()
        let nav = shown(vc, translucent: true)
        XCTAssertEqual(vc.view.convert(vc.view.bounds, to: nav.view), CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    /// The bar is 20 pt of status bar and 44 pt of bar on a 375 x 667 phone.
    func testAScreenStartsBelowAnOpaqueBar() {
        let vc = UIViewController()
        let nav = shown(vc, translucent: false)
        XCTAssertEqual(vc.view.convert(vc.view.bounds, to: nav.view), CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    func testTheControllerCanAskToExtendUnderOpaqueBarsOrNotUnderAny() {
        let under = UIViewController()
        under.extendedLayoutIncludesOpaqueBars = true
        let nav = shown(under, translucent: false)
        XCTAssertEqual(under.view.convert(under.view.bounds, to: nav.view).minY, 0)

        let below = UIViewController()
        below.edgesForExtendedLayout = []
        let nav2 = shown(below, translucent: true)
        XCTAssertEqual(below.view.convert(below.view.bounds, to: nav2.view).minY, 64)
    }
}
