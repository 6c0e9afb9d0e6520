import Foundation
import FlipbookUIKit

/// Screen L of the bar scenes: an inbox list under a navigation bar titled "Inbox" with an
/// Edit button. White; six rows of 56 pt from y = 64 (under the bar), each a subject label
/// (16, y, 300, 56), body size, and a grey `chevron.right` at the right; hairline separators
/// (#C6C6C8, 0.5 pt) under each row from x = 16.
public final class InboxViewController: UIViewController {
    /// The rows' subjects.
    public static let subjects = [
        "Lunch on Friday", "Photos from the trip", "Invoice 2041", "Re: the plan", "Tickets", "Welcome",
    ]

    /// Titled "Inbox", with an Edit button on the right.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    }

    /// Storyboards do not exist here.
    public required init?(coder: NSCoder) { return nil }

    /// Builds the list.
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = .white
        root.accessibilityIdentifier = "L.root"
        for (i, subject) in Self.subjects.enumerated() {
            let y = 64 + 56 * CGFloat(i)
            let label = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 56))
            label.text = subject
            label.font = .preferredFont(forTextStyle: .body)
            label.accessibilityIdentifier = "L.row\(i + 1)"
            root.addSubview(label)
            let chevron = UIImageView(
                image: UIImage(
                    systemName: "chevron.right",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)))
            chevron.tintColor = UIColor(hex: 0xC7C7CC)
            chevron.frame.origin = CGPoint(x: 375 - 16 - chevron.frame.width, y: y + (56 - chevron.frame.height) / 2)
            root.addSubview(chevron)
            let separator = UIView(frame: CGRect(x: 16, y: y + 55.5, width: 359, height: 0.5))
            separator.backgroundColor = UIColor(hex: 0xC6C6C8)
            root.addSubview(separator)
        }
        view = root
    }
}

/// Screen M of the bar scenes: one message, titled "Message". White; the subject, 22 pt
/// semibold at (16, 84, 343, 28), and two lines of body text at (16, 124, 343, 48).
public final class MessageViewController: UIViewController {
    /// Titled "Message".
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Message"
    }

    /// Storyboards do not exist here.
    public required init?(coder: NSCoder) { return nil }

    /// Builds the message.
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = .white
        root.accessibilityIdentifier = "M.root"
        let subject = UILabel(frame: CGRect(x: 16, y: 84, width: 343, height: 28))
        subject.text = InboxViewController.subjects[0]
        subject.font = .systemFont(ofSize: 22, weight: .semibold)
        subject.accessibilityIdentifier = "M.subject"
        root.addSubview(subject)
        let body = UILabel(frame: CGRect(x: 16, y: 124, width: 343, height: 48))
        body.text = "Shall we meet at noon by the lake?\nThe café on the corner has a table."
        body.numberOfLines = 2
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .darkGray
        body.accessibilityIdentifier = "M.body"
        root.addSubview(body)
        view = root
    }
}
