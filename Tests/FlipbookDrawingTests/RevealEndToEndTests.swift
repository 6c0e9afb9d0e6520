import XCTest
import FlipbookCore
import FlipbookUIKit
import FlipbookRender
import FlipbookPNG

/// A circular reveal written as apps write it (a mask view with a corner radius, scaled by
/// `UIView.animate`), presented from a blue screen to an orange one and drawn half way.
final class RevealEndToEndTests: XCTestCase {
    final class ColourScreen: UIViewController {
        let colour: UIColor
        init(_ colour: UIColor) { self.colour = colour; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { return nil }
        override func loadView() {
            let v = UIView(frame: UIScreen.main.bounds)
            v.backgroundColor = colour
            view = v
        }
    }

    final class Reveal: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(toView)
            let circle = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            circle.backgroundColor = .black
            circle.layer.cornerRadius = 10
            toView.mask = circle
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    circle.transform = CGAffineTransform(scaleX: 5, y: 5)
                },
                completion: { _ in
                    toView.mask = nil
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { self }
    }

    func testHalfWayTheCircleShowsTheNewScreenInsideAndTheOldOutside() throws {
        // At 0.5 s the scale is 1 + (5 - 1) / 2 = 3: a circle of radius 30 about (50, 50).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = ColourScreen(.blue), b = ColourScreen(.orange)
        window.rootViewController = a
        let reveal = Reveal()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = reveal
        let t = try withExtendedLifetime(reveal) { try Stage(window: window).record { a.present(b, animated: true) } }
        let mid = try Compositor().render(t.presentation(at: 0.5), scale: 1)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(
                try Compositor().render(t.presentation(at: 0.5), scale: 2), to: dir + "/reveal-mid@2x.png")
        }
        XCTAssertEqual(mid.pixel(x: 50, y: 50).r, 255)  // orange (#FF8000) inside,
        XCTAssertEqual(mid.pixel(x: 50, y: 50).b, 0)
        XCTAssertEqual(mid.pixel(x: 50, y: 21).r, 255)  // still inside, 28.5 from the centre,
        XCTAssertEqual(mid.pixel(x: 50, y: 18).b, 255)  // blue outside (31.5 away),
        XCTAssertEqual(mid.pixel(x: 5, y: 5).b, 255)  // and in the corners.
        let end = try Compositor().render(t.presentation(at: t.duration), scale: 1)
        XCTAssertEqual(end.pixel(x: 5, y: 5).r, 255)  // at the end the mask is gone: all orange.
    }
}
