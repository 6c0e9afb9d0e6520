import Foundation
import FlipbookCore

/// A reusable section header or footer (`UITableViewHeaderFooterView`): a `contentView` for
/// custom content, a `textLabel` (and `detailTextLabel`) made on first use, and a
/// `backgroundView` behind them. Registered with the table by class or nib
/// (`register(_:forHeaderFooterViewReuseIdentifier:)`) and handed out by
/// `dequeueReusableHeaderFooterView(withIdentifier:)`; one scrolled out of sight or dropped by
/// a reload goes back to its identifier's pool.
///
/// In a table, its text is drawn as the table draws a section title (SEMANTICS.md §17):
/// plain, on a `secondarySystemBackground` bar, 15 pt bold, centred vertically at the
/// margin; grouped, no bar, 13 pt `secondaryLabel`, a header's text upper-cased (UIKit
/// upper-cases `textLabel.text` itself, which is why apps set it back in
/// `willDisplayHeaderView`) and 7 pt above the rows, a footer's 7 pt below them. A
/// `backgroundView` set by the app replaces the bar.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under (`reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?
    /// The view to put custom content in (`contentView`), the view's whole bounds.
    public let contentView = UIView(frame: .zero)
    /// Drawn behind the content (`backgroundView`); nil draws the table style's own.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let b = backgroundView { insertSubview(b, belowSubview: contentView) }
            setNeedsLayout()
        }
    }
    /// The title, made on first use (`textLabel`).
    open var textLabel: UILabel? {
        if storedText == nil {
            let l = UILabel(frame: .zero)
            l.font = .boldSystemFont(ofSize: 15)
            storedText = l
            contentView.addSubview(l)
            setNeedsLayout()
        }
        return storedText
    }
    /// A second line, made on first use (`detailTextLabel`).
    open var detailTextLabel: UILabel? {
        if storedDetail == nil {
            let l = UILabel(frame: .zero)
            l.font = .systemFont(ofSize: 12)
            l.textColor = .secondaryLabel
            storedDetail = l
            contentView.addSubview(l)
            setNeedsLayout()
        }
        return storedDetail
    }

    private var storedText: UILabel?
    private var storedDetail: UILabel?
    /// The style's own background (the plain bar), shown while `backgroundView` is nil.
    private let systemBackground = UIView(frame: .zero)

    /// Set by the table when it places the view: its style, whether a header, the margin.
    private(set) var tableStyle: UITableView.Style = .plain
    private(set) var isHeader = true
    private(set) var tableMargin: CGFloat = 16
    /// The table that made or pooled it (`dequeueReusableHeaderFooterView`), whose pool it
    /// goes back to.
    weak var dequeuedBy: UITableView?

    /// Creates a view to register or dequeue (`init(reuseIdentifier:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// A view without a reuse identifier (`init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class: through the class's own
    /// `init(reuseIdentifier:)`, so a subclass's override runs, as in UIKit.
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// `init?(coder:)`: a nib's or storyboard's view; its subviews go where the file puts
    /// them.
    public required init?(coder: NSCoder) {
        reuseIdentifier = StoryboardViews.object(coder)?.reuseIdentifier
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        insertSubview(systemBackground, at: 0)
        addSubview(contentView)
    }

    /// Called before the view is handed out again (`prepareForReuse()`).
    open func prepareForReuse() {}

    /// Takes the table's look, as the table places the view.
    func adopt(style: UITableView.Style, header: Bool, margin: CGFloat) {
        tableStyle = style
        isHeader = header
        tableMargin = margin
        systemBackground.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        if let l = storedText {
            if style == .plain {
                l.font = .boldSystemFont(ofSize: 15)
            } else {
                l.font = .systemFont(ofSize: 13)
                l.textColor = .secondaryLabel
                if header, let t = l.text { l.text = t.uppercased() }
            }
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        systemBackground.frame = bounds
        systemBackground.isHidden = backgroundView != nil
        backgroundView?.frame = bounds
        contentView.frame = bounds
        let x = tableStyle == .insetGrouped ? 2 * tableMargin : tableMargin
        let w = max(0, bounds.width - x - tableMargin)
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let t = storedText?.text == nil ? .zero : storedText!.sizeThatFits(unbounded)
        let d = storedDetail?.text == nil ? .zero : storedDetail!.sizeThatFits(unbounded)
        let total = t.height + d.height
        let y: CGFloat
        if tableStyle == .plain {
            y = ((bounds.height - total) / 2).rounded()
        } else if isHeader {
            y = bounds.height - 7 - total
        } else {
            y = 7
        }
        storedText?.frame = CGRect(x: x, y: y, width: w, height: t.height)
        storedDetail?.frame = CGRect(x: x, y: y + t.height, width: w, height: d.height)
    }
}
