import Foundation
import FlipbookUIKit

/// A presentation that starts with a "like": a heart pops on the tapped card (a spring of
/// damping 0.5 over 0.25 s) while a `CAEmitterLayer` bursts small hearts out of it; the pop's
/// completion stops the births (`birthRate = 0`), and the presented screen fades in over
/// 0.5 s from 0.25 s (ease in-out) as the heart fades out; the completion removes the emitter
/// and the heart and completes the transition (0.75 s in all).
public final class LikeBurstAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Where the heart pops and the burst comes from, in the container's coordinates.
    public let origin: CGPoint

    /// The burst's cell: 90 hearts a second, each living 0.5 s and fading at 2 a second.
    public static func heartCell() -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = "heart"
        cell.contents = particleImage.cgImage
        cell.color = UIColor.systemPink.cgColor
        cell.birthRate = 90
        cell.lifetime = 0.5
        cell.velocity = 350
        cell.velocityRange = 100
        cell.emissionRange = .pi
        cell.yAcceleration = 300
        cell.scale = 0.8
        cell.scaleRange = 0.3
        cell.scaleSpeed = -0.6
        cell.alphaSpeed = -2
        cell.spinRange = 2
        return cell
    }

    /// A white heart 16 x 16 points at scale 1, tinted by the cell's colour.
    public static let particleImage: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format).image { _ in
            let heart = UIBezierPath()
            heart.move(to: CGPoint(x: 8, y: 14.5))
            heart.addCurve(
                to: CGPoint(x: 0.9, y: 5.5), controlPoint1: CGPoint(x: 4.5, y: 12), controlPoint2: CGPoint(x: 0.9, y: 9)
            )
            heart.addArc(
                withCenter: CGPoint(x: 4.5, y: 5.5), radius: 3.6, startAngle: .pi, endAngle: 0, clockwise: true)
            heart.addArc(
                withCenter: CGPoint(x: 11.5, y: 5.5), radius: 3.6, startAngle: .pi, endAngle: 0, clockwise: true)
            heart.addCurve(
                to: CGPoint(x: 8, y: 14.5), controlPoint1: CGPoint(x: 15.1, y: 9),
                controlPoint2: CGPoint(x: 11.5, y: 12))
            heart.close()
            UIColor.white.setFill()
            heart.fill()
        }
    }()

    /// The animator for a like at `origin`.
    public init(origin: CGPoint) {
        self.origin = origin
        super.init()
    }

    /// 0.75 s: the pop and the burst, then the fade.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.75
    }

    /// Pops the heart, bursts, fades the presented screen in.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)

        let emitter = CAEmitterLayer()
        emitter.name = "like.emitter"
        emitter.frame = container.bounds
        emitter.emitterPosition = origin
        emitter.emitterShape = .circle
        emitter.emitterSize = CGSize(width: 12, height: 12)
        emitter.seed = 7
        emitter.beginTime = CACurrentMediaTime()
        emitter.emitterCells = [Self.heartCell()]
        container.layer.addSublayer(emitter)

        let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
        heart.tintColor = .systemPink
        heart.frame = CGRect(x: origin.x - 22, y: origin.y - 22, width: 44, height: 44)
        heart.accessibilityIdentifier = "like.heart"
        heart.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        container.addSubview(heart)

        UIView.animate(
            withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { heart.transform = .identity },
            completion: { _ in emitter.birthRate = 0 })
        UIView.animate(
            withDuration: 0.5, delay: 0.25, options: [.curveEaseInOut],
            animations: {
                toView.alpha = 1
                heart.alpha = 0
            },
            completion: { _ in
                emitter.removeFromSuperlayer()
                heart.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Hands out the like-burst presentation (the burst from A's card centre, (72, 144)).
public final class LikeBurstTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Where the like is.
    public let origin: CGPoint

    /// The delegate for a like at `origin`.
    public init(origin: CGPoint = CGPoint(x: 72, y: 144)) {
        self.origin = origin
        super.init()
    }

    /// The burst.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        LikeBurstAnimator(origin: origin)
    }
}
