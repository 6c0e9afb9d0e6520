import Foundation
import FlipbookUIKit

/// The two canonical screens of the showcase (SCENES.md, "Screens"): a root view filling the
/// container with a header and a white card.
public final class ScreenViewController: UIViewController {
    /// Which screen.
    public enum Kind: String, Sendable { case a = "A", b = "B" }

    /// The screen this controller shows.
    public let kind: Kind

    /// Creates screen A or B.
    public init(_ kind: Kind) {
        self.kind = kind
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The screen fills the device's screen (375 x 667 on the default phone); the header is the
    /// status bar's safe area plus a 44 pt bar (64 by default), the card 32 pt below it.
    public override func loadView() {
        let device = Stage.current?.device ?? StageSettings.current.device
        let w = device.screenSize.width, h = device.screenSize.height
        let headerHeight = device.safeAreaInsets.top + 44
        let root = UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: w, height: headerHeight))
        let card: UIView
        switch kind {
        case .a:
            root.backgroundColor = UIColor(hex: 0x007AFF)
            header.backgroundColor = UIColor(hex: 0x0051A8)
            card = UIView(frame: CGRect(x: 24, y: headerHeight + 32, width: 96, height: 96))
            card.layer.cornerRadius = 12
        case .b:
            root.backgroundColor = UIColor(hex: 0xFF9500)
            header.backgroundColor = UIColor(hex: 0xC93400)
            card = UIView(frame: CGRect(x: w - 120, y: headerHeight + 32, width: 96, height: 96))
            card.layer.cornerRadius = 48
        }
        card.backgroundColor = .white
        // Narrower than the screen (the iPad's sheet card) the header spans the view and B's
        // card keeps its distance from the right edge; on a phone the width never changes.
        header.autoresizingMask = [.flexibleWidth]
        if kind == .b { card.autoresizingMask = [.flexibleLeftMargin] }
        root.accessibilityIdentifier = "\(kind.rawValue).root"
        header.accessibilityIdentifier = "\(kind.rawValue).header"
        card.accessibilityIdentifier = "\(kind.rawValue).card"
        root.addSubview(header)
        root.addSubview(card)
        view = root
    }
}
