import XCTest
import FlipbookUIKit  // the only line that differs from the iOS original: `import UIKit`

// Animators in the style of public iOS transition code that reveals a screen through a
// growing circular mask and raises a card with rounded top corners and a shadow (written for
// this project in that style; SEMANTICS.md §14). Their bodies compile unchanged on iOS.

/// Reveals the presented screen through a circle that grows from a button's frame to cover
/// the screen: a mask view with a corner radius, scaled by `UIView.animate`.
class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect(x: 50, y: 122, width: 44, height: 44)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)

        let maskView = UIView(frame: originFrame)
        maskView.backgroundColor = .black
        maskView.layer.cornerRadius = originFrame.width / 2
        toView.mask = maskView

        let center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let dx = max(center.x, containerView.bounds.width - center.x)
        let dy = max(center.y, containerView.bounds.height - center.y)
        let radius = sqrt(dx * dx + dy * dy)
        let scale = radius * 2 / originFrame.width

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                maskView.transform = CGAffineTransform(scaleX: scale, y: scale)
            },
            completion: { _ in
                toView.mask = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Raises the presented screen as a card: top corners rounded, a soft shadow along a
/// `UIBezierPath`, and a `CAShapeLayer` that draws a grabber.
class CardRiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        let finalFrame = CGRect(x: 0, y: 267, width: containerView.bounds.width, height: 400)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        toView.backgroundColor = .white
        toView.layer.cornerRadius = 16
        toView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        toView.layer.shadowColor = UIColor.black.cgColor
        toView.layer.shadowOpacity = 0.2
        toView.layer.shadowRadius = 10
        toView.layer.shadowOffset = CGSize(width: 0, height: -2)
        toView.layer.shadowPath =
            UIBezierPath(
                roundedRect: CGRect(origin: .zero, size: finalFrame.size),
                byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 16, height: 16)
            ).cgPath

        let grabber = CAShapeLayer()
        grabber.path = UIBezierPath(roundedRect: CGRect(x: 169.5, y: 8, width: 36, height: 5), cornerRadius: 2.5).cgPath
        grabber.fillColor = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1).cgColor
        toView.layer.addSublayer(grabber)
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                toView.frame = finalFrame
                toView.layer.shadowOpacity = 0.3
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class PortedMaskAnimatorTests: XCTestCase {
    func testCircleRevealGrowsTheMaskAndRemovesItAtTheEnd() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: CircleRevealAnimator())
        f.b.transitioningDelegate = delegate
        f.b.modalPresentationStyle = .custom
        let t = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
        // The circle's centre (72, 144); the farthest corner (375, 667) is
        // sqrt(303² + 523²) = 604.43 away: the scale ends at 2 x 604.43 / 44 = 27.474;
        // linear, half way it is (1 + 27.474) / 2 = 14.237.
        let mid = try t.layer("B", at: 0.225)
        let mask = try XCTUnwrap(mid.mask?.layer)
        XCTAssertEqual(mask.bounds.size, CGSize(width: 44, height: 44))
        XCTAssertEqual(mask.position, CGPoint(x: 72, y: 144))
        XCTAssertEqual(mask.cornerRadius, 22)
        XCTAssertEqual(mask.transform.affine.a, 14.237, accuracy: 0.001)
        XCTAssertNil(try t.layer("B", at: t.duration).mask)
    }

    func testCardRiseAnimatesItsShadowAndKeepsItsShapes() throws {
        let f = Fixture()
        let delegate = TransitioningDelegate(present: CardRiseAnimator())
        f.b.transitioningDelegate = delegate
        f.b.modalPresentationStyle = .custom
        let t = try withExtendedLifetime(delegate) { try f.record { f.a.present(f.b, animated: true) } }
        // Half way (linear): y = 667 -> 267 is at 467; shadow opacity 0.2 -> 0.3 at 0.25.
        let mid = try t.layer("B", at: 0.25)
        XCTAssertEqual(mid.untransformedFrame.minY, 467, accuracy: 1e-9)
        XCTAssertEqual(mid.shadow.opacity, 0.25, accuracy: 1e-6)
        XCTAssertEqual(mid.shadow.radius, 10)
        XCTAssertEqual(mid.shadow.offset, CGSize(width: 0, height: -2))
        XCTAssertEqual(mid.shadow.path?.controlPointBounds, CGRect(x: 0, y: 0, width: 375, height: 400))
        XCTAssertEqual(mid.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(
            mid.sublayers.first?.shape?.path?.controlPointBounds, CGRect(x: 169.5, y: 8, width: 36, height: 5))
    }
}

extension PortedMaskAnimatorTests {
    /// Swift 4.1-era spellings, as older public code writes them.
    func testOlderConstantSpellingsCompile() {
        let ring = CAShapeLayer()
        ring.lineCap = kCALineCapRound
        ring.lineJoin = kCALineJoinBevel
        ring.fillRule = kCAFillRuleEvenOdd
        let gradient = CAGradientLayer()
        gradient.type = kCAGradientLayerRadial
        XCTAssertEqual(ring.lineCap, .round)
        XCTAssertEqual(ring.lineJoin, .bevel)
        XCTAssertEqual(ring.fillRule, .evenOdd)
        XCTAssertEqual(gradient.type, .radial)
    }
}
