import Foundation
import FlipbookUIKit

/// SCENES.md `card-expand.present`: a card of a list grows into the detail screen, written
/// the way apps write it with Auto Layout. Both screens are laid out with anchors; the
/// animator pins B's header to where A's card is, then changes the header's top, height,
/// leading and trailing constants inside a spring animation and calls `layoutIfNeeded()` in
/// the block, so the layout's frame changes are what animates.

/// The colours of the card and its screens.
enum CardPalette {
    static var background: UIColor { UIColor(hex: 0xF2F2F7) }
    static var card: UIColor { UIColor(hex: 0x5856D6) }
    static var secondCard: UIColor { UIColor(hex: 0xFF9500) }
    static var body: UIColor { UIColor(hex: 0x3A3A3C) }
}

/// The kicker and title at the bottom left of a card (A's card and B's header alike).
func addCardCaption(to card: UIView, kicker: String, title: String) {
    let titleLabel = UILabel()
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 28)
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    let kickerLabel = UILabel()
    kickerLabel.text = kicker
    kickerLabel.font = .systemFont(ofSize: 13, weight: .semibold)
    kickerLabel.textColor = UIColor(white: 1, alpha: 0.8)
    kickerLabel.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(kickerLabel)
    card.addSubview(titleLabel)
    NSLayoutConstraint.activate([
        titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
        titleLabel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -20),
        kickerLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        kickerLabel.bottomAnchor.constraint(equalTo: titleLabel.topAnchor, constant: -4),
    ])
}

/// Screen A of `card-expand`: a "Today" list of two cards, laid out with anchors.
public final class CardListViewController: UIViewController {
    /// The card that expands.
    public let card = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = CardPalette.background
        view.accessibilityIdentifier = "list.root"
        let title = UILabel()
        title.text = "Today"
        title.font = .boldSystemFont(ofSize: 34)
        title.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = CardPalette.card
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "list.card"
        card.translatesAutoresizingMaskIntoConstraints = false
        let next = UIView()
        next.backgroundColor = CardPalette.secondCard
        next.layer.cornerRadius = 16
        next.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        view.addSubview(card)
        view.addSubview(next)
        addCardCaption(to: card, kicker: "NEW IN FLIPBOOK", title: "Auto Layout")
        addCardCaption(to: next, kicker: "TRANSITIONS", title: "Springs")
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 72),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 400),
            next.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
            next.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            next.widthAnchor.constraint(equalTo: card.widthAnchor),
            next.heightAnchor.constraint(equalToConstant: 400),
        ])
    }
}

/// Screen B of `card-expand`: the card's story, its header the expanded card.
public final class CardDetailViewController: UIViewController {
    /// The header: the card, grown.
    public let header = UIView()
    /// The story below the header.
    public let body = UILabel()
    /// The header's constraints the animator changes.
    public private(set) var headerTop: NSLayoutConstraint!
    public private(set) var headerHeight: NSLayoutConstraint!
    public private(set) var headerLeading: NSLayoutConstraint!
    public private(set) var headerTrailing: NSLayoutConstraint!
    /// The header's height at rest.
    public static let headerRestingHeight: CGFloat = 420

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "detail.root"
        header.backgroundColor = CardPalette.card
        header.accessibilityIdentifier = "detail.header"
        header.translatesAutoresizingMaskIntoConstraints = false
        body.text =
            "Constraints, anchors, layout guides and stack views lay the screen out; the card grows "
            + "because its constraints change inside a spring animation."
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 17)
        body.textColor = CardPalette.body
        body.accessibilityIdentifier = "detail.body"
        body.translatesAutoresizingMaskIntoConstraints = false
        body.preferredMaxLayoutWidth = 335
        view.addSubview(header)
        view.addSubview(body)
        addCardCaption(to: header, kicker: "NEW IN FLIPBOOK", title: "Auto Layout")
        headerTop = header.topAnchor.constraint(equalTo: view.topAnchor)
        headerHeight = header.heightAnchor.constraint(equalToConstant: Self.headerRestingHeight)
        headerLeading = header.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        headerTrailing = header.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        NSLayoutConstraint.activate([
            headerTop, headerHeight, headerLeading, headerTrailing,
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}

/// The expansion: 0.7 s, a spring of damping ratio 0.75.
public final class CardExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring's duration.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.7
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let list = transitionContext.viewController(forKey: .from) as? CardListViewController,
            let detail = transitionContext.viewController(forKey: .to) as? CardDetailViewController,
            let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: detail)
        container.addSubview(toView)

        // Start where the card is: the header pinned over it, the rest of B clear.
        let start = list.card.convert(list.card.bounds, to: toView)
        detail.headerTop.constant = start.minY
        detail.headerHeight.constant = start.height
        detail.headerLeading.constant = start.minX
        detail.headerTrailing.constant = start.maxX - toView.bounds.width
        detail.header.layer.cornerRadius = 16
        toView.backgroundColor = UIColor(white: 1, alpha: 0)
        detail.body.alpha = 0
        toView.layoutIfNeeded()
        list.card.isHidden = true

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.75,
            initialSpringVelocity: 0, options: [],
            animations: {
                detail.headerTop.constant = 0
                detail.headerHeight.constant = CardDetailViewController.headerRestingHeight
                detail.headerLeading.constant = 0
                detail.headerTrailing.constant = 0
                detail.header.layer.cornerRadius = 0
                detail.body.alpha = 1
                toView.backgroundColor = .white
                toView.layoutIfNeeded()
            },
            completion: { _ in
                list.card.isHidden = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Hands out `CardExpandAnimator` for presentations.
public final class CardExpandTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardExpandAnimator()
    }
}

extension Showcase {
    /// Scenes laid out with Auto Layout (SCENES.md "Auto Layout").
    static let autoLayoutScenes: [Scene] = [
        Scene(
            name: "card-expand.present",
            summary:
                "A's card grows into B's header: its top, height, leading and trailing constraints change inside a spring animation with layoutIfNeeded() in the block",
            timing: "spring(damping 0.75, velocity 0), 0.7 s"
        ) { fps in
            let list = CardListViewController(), detail = CardDetailViewController()
            let delegate = CardExpandTransitioningDelegate()
            detail.transitioningDelegate = delegate
            let window = makeWindow(root: list)
            return try withExtendedLifetime(delegate) {
                try Stage(window: window, fps: fps).record { list.present(detail, animated: true) }
            }
        }
    ]
}
