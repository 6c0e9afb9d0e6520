import Foundation
import FlipbookCore

/// A table row (`UITableViewCell`): a `contentView` holding `textLabel`, `detailTextLabel`
/// and `imageView` laid out for its style, an accessory at the trailing edge, a hairline
/// separator, and a grey background while selected (SEMANTICS.md §17).
open class UITableViewCell: UIView {
    /// The built-in layouts (`UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// One 17 pt label.
        case `default`
        /// A 17 pt label with a secondary label on the trailing edge.
        case value1
        /// A 12 pt tinted label in a 67 pt column, then a 12 pt label.
        case value2
        /// A 17 pt label over a 12 pt secondary label.
        case subtitle
    }
    /// The standard trailing decorations (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// How a selected cell is drawn (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The control an editing row shows (`UITableViewCell.EditingStyle`), UIKit's raw values.
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }

    /// Whether the cell is in editing mode (`isEditing`; `setEditing(_:animated:)`): stored,
    /// the editing controls are not drawn (SEMANTICS.md §17).
    open var isEditing = false
    /// `setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Whether the reorder control shows while editing (`showsReorderControl`; default false).
    open var showsReorderControl = false
    /// Whether the cell indents while editing (`shouldIndentWhileEditing`; default true).
    open var shouldIndentWhileEditing = true
    /// The accessory while editing (`editingAccessoryType`; default none).
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view while editing (`editingAccessoryView`).
    open var editingAccessoryView: UIView?
    /// The indentation level (`indentationLevel`; default 0) and width per level
    /// (`indentationWidth`; default 10): stored, not applied.
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the cell is reused under (`reuseIdentifier`).
    public internal(set) var reuseIdentifier: String?
    /// The view to put custom content in (`contentView`): the cell less its accessory.
    public let contentView = UIView(frame: .zero)
    /// Shown under the content while selected (`selectedBackgroundView`; systemGray4 by default).
    open var selectedBackgroundView: UIView?
    /// Drawn behind the content (`backgroundView`).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let b = backgroundView { insertSubview(b, at: 0) }
            setNeedsLayout()
        }
    }
    /// The decoration at the trailing edge (`accessoryType`).
    open var accessoryType: AccessoryType = .none { didSet { makeAccessory(); setNeedsLayout() } }
    /// A custom trailing view, used instead of `accessoryType` (`accessoryView`).
    open var accessoryView: UIView? { didSet { makeAccessory(); setNeedsLayout() } }
    /// Selection drawing (`selectionStyle`; default `.default`, a grey background).
    open var selectionStyle: SelectionStyle = .default
    /// The separator's insets (`separatorInset`); nil left side means the table's.
    open var separatorInset: UIEdgeInsets? { didSet { setNeedsLayout() } }
    /// Whether the cell is selected (`isSelected`).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    /// Whether the cell is highlighted (`isHighlighted`; drawn as selected: a finger on the row).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false

    /// Highlights or not (`setHighlighted(_:animated:)`): a highlighted cell shows the
    /// selection's background, as UIKit's does while a finger is on the row.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != highlightedState { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        showSelectionBackground(selectedState || highlighted)
    }

    /// The primary label, made on first use (`textLabel`).
    open var textLabel: UILabel? {
        if storedText == nil {
            let l = UILabel(frame: .zero)
            l.font = style == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
            if style == .value2 { l.textColor = .systemBlue; l.textAlignment = .right }
            storedText = l
            contentView.addSubview(l)
        }
        return storedText
    }
    /// The secondary label for `.value1`, `.value2` and `.subtitle`, nil for `.default`
    /// (`detailTextLabel`).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if storedDetail == nil {
            let l = UILabel(frame: .zero)
            switch style {
            case .value1: l.font = .systemFont(ofSize: 17); l.textColor = .secondaryLabel
            case .value2: l.font = .systemFont(ofSize: 12)
            default: l.font = .systemFont(ofSize: 12)
            }
            storedDetail = l
            contentView.addSubview(l)
        }
        return storedDetail
    }
    /// The leading image, made on first use (`imageView`).
    open var imageView: UIImageView? {
        if storedImage == nil {
            let v = UIImageView(frame: .zero)
            storedImage = v
            contentView.addSubview(v)
        }
        return storedImage
    }
    /// The modern content description (`contentConfiguration`); a `UIListContentConfiguration`
    /// fills the built-in labels and image.
    open var contentConfiguration: UIContentConfiguration? { didSet { applyConfiguration() } }
    /// The cell's default list configuration (`defaultContentConfiguration()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The closure `configurationUpdateHandler` holds.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Runs after `updateConfiguration(using:)` at each configuration update
    /// (`configurationUpdateHandler`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether an update sets `contentConfiguration` to its `updated(for:)`
    /// (`automaticallyUpdatesContentConfiguration`).
    open var automaticallyUpdatesContentConfiguration = true
    /// The state the configurations are updated for (`configurationState`): the cell's traits,
    /// selection, highlight and editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedState
        state.isHighlighted = highlightedState
        state.isEditing = isEditing
        return state
    }
    /// Asks for a configuration update before the next layout (`setNeedsUpdateConfiguration()`).
    open func setNeedsUpdateConfiguration() {
        configurationUpdates.request()
        setNeedsLayout()
    }
    /// Brings the configurations up to date for a state (`updateConfiguration(using:)`);
    /// override it to set `contentConfiguration` from the cell's own properties.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration as? UIListContentConfiguration {
            contentConfiguration = c.updated(for: state)
        }
    }
    private var configurationUpdates = CellConfigurationUpdates()

    private var storedText: UILabel?
    private var storedDetail: UILabel?
    private var storedImage: UIImageView?
    /// The image view if made (asking `imageView` makes one).
    var imageViewIfMade: UIImageView? { storedImage }
    private var accessory: UIView?
    let separator = UIView(frame: .zero)
    private var selectionBackground: UIView?
    /// Set by the table when placing the cell: the leading margin (16 or 20) and the
    /// separator's default insets.
    var tableMargin: CGFloat = 16
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether the separator is drawn: set by the table when placing the cell; a cell outside
    /// a table has none (the simulator's pictures of cells snapshotted on their own show no
    /// separator line).
    var showsSeparator = false
    var separatorHeight: CGFloat = 0.5
    /// What the content view leaves at the bottom for the separator: its height when the
    /// table draws separators (set by the table; 0 for a cell outside one).
    var separatorReserve: CGFloat = 0
    /// A static cell's custom row height in its file (`rowHeight=` on a static
    /// `<tableViewCell>`).
    var fileRowHeight: CGFloat?

    /// Creates a cell (`init(style:reuseIdentifier:)`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        contentView.directionalLayoutMargins = Self.contentMargins
        addSubview(contentView)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    /// The content view's own margins: 11 points at the top and bottom, as UIKit lays out a
    /// row (Interface Builder, which lays documents out with UIKit, put views pinned to a cell
    /// content view's top or bottom margin 11 points in for 54 of 60 constraints of the public
    /// storyboards bench/storyboard-corpus names; SEMANTICS.md §17), and a view's 8 at the
    /// sides, which the cell's and the table's margins widen.
    static let contentMargins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)

    /// `UITableViewCell()`: a `.default` cell through `init(style:reuseIdentifier:)`, 320 x 44
    /// as UIKit makes it (a cell made so and snapshotted at its own size is 320 x 44 on iOS),
    /// not the zero frame `UIView()` gives other views.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A `.default` cell (`init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class: a `.default` cell through the class's own
    /// `init(style:reuseIdentifier:)` (a subclass that overrides it and `init?(coder:)`
    /// inherits this initializer, so its override runs, as in UIKit).
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// `init?(coder:)`: a storyboard's or nib's cell (style, reuse identifier, accessory,
    /// selection style); the file's content view is read onto `contentView`.
    public required init?(coder: NSCoder) {
        style = StoryboardViews.cellStyle(coder)
        reuseIdentifier = StoryboardViews.object(coder)?.reuseIdentifier
        super.init(coder: coder)
        if StoryboardViews.object(coder)?.colors["backgroundColor"] == nil { backgroundColor = .systemBackground }
        contentView.directionalLayoutMargins = Self.contentMargins
        addSubview(contentView)
        separator.backgroundColor = .separator
        addSubview(separator)
        StoryboardViews.read(coder, into: self)
    }

    /// Called before the table hands the cell out again (`prepareForReuse()`); call super.
    open func prepareForReuse() {}

    /// Selects or deselects (`setSelected(_:animated:)`): selection draws
    /// `selectedBackgroundView` (systemGray4) behind the content.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != selectedState { setNeedsUpdateConfiguration() }
        selectedState = selected
        showSelectionBackground(selected || highlightedState)
    }

    private func showSelectionBackground(_ selected: Bool) {
        setNeedsLayout()
        if selected && selectionStyle != .none {
            let bg = selectedBackgroundView ?? selectionBackground ?? UIView(frame: .zero)
            if selectedBackgroundView == nil { bg.backgroundColor = .systemGray4; selectionBackground = bg }
            if bg.superview !== self { insertSubview(bg, at: backgroundView == nil ? 0 : 1) }
            bg.frame = bounds
        } else {
            (selectedBackgroundView ?? selectionBackground)?.removeFromSuperview()
        }
    }

    private func makeAccessory() {
        accessory?.removeFromSuperview()
        accessory = nil
        if let v = accessoryView {
            accessory = v
        } else {
            let name: String?
            switch accessoryType {
            case .none: name = nil
            case .disclosureIndicator: name = "chevron.right"
            case .checkmark: name = "checkmark"
            case .detailButton, .detailDisclosureButton: name = "info.circle"
            }
            if let name {
                let v = UIImageView(image: UIImage(systemName: name))
                if accessoryType == .disclosureIndicator { v.tintColor = .tertiaryLabel }
                v.frame.size = Self.accessorySize(accessoryType)
                accessory = v
            }
        }
        if let a = accessory { addSubview(a) }
    }

    /// The accessory's box, Flipbook's measure of iOS's: a chevron 8 × 13, a checkmark 14 × 13,
    /// an info button 22 × 22.
    static func accessorySize(_ t: AccessoryType) -> CGSize {
        switch t {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 13)
        case .detailButton, .detailDisclosureButton: return CGSize(width: 22, height: 22)
        }
    }

    private func applyConfiguration() {
        guard let c = contentConfiguration as? UIListContentConfiguration else { return }
        configSideBySide = c.prefersSideBySideTextAndSecondaryText
        textLabel?.text = c.text
        if let f = c.textProperties.font { textLabel?.font = f }
        if let col = c.textProperties.color { textLabel?.textColor = col }
        if style != .default {
            detailTextLabel?.text = c.secondaryText
        } else if let s = c.secondaryText {
            // A default cell shows secondary text as a subtitle line.
            if configSubtitle == nil {
                let l = UILabel(frame: .zero)
                l.font = .systemFont(ofSize: 12)
                l.textColor = .secondaryLabel
                contentView.addSubview(l)
                configSubtitle = l
            }
            configSubtitle?.text = s
        } else {
            configSubtitle?.removeFromSuperview()
            configSubtitle = nil
        }
        if c.image != nil || storedImage != nil { imageView?.image = c.image }
        setNeedsLayout()
    }

    private var configSubtitle: UILabel?
    /// Whether the configuration puts its secondary text beside the text.
    private var configSideBySide = false

    /// Lays out the style (SEMANTICS.md §17): content view, accessory, labels, separator.
    open override func layoutSubviews() {
        if configurationUpdates.take() {
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        super.layoutSubviews()
        // The built-in label and image views are the cell's own: one taken out of the content
        // view (a `prepareForReuse` that empties `contentView.subviews`) goes back in at the next
        // layout, as iOS draws a reused cell's text.
        for v in [storedText, storedDetail, storedImage] as [UIView?] where v != nil && v?.superview == nil {
            contentView.addSubview(v!)
        }
        let m = tableMargin
        let b = bounds
        backgroundView?.frame = b
        (selectedBackgroundView ?? selectionBackground)?.frame = b
        var contentWidth = b.width
        if let a = accessory {
            let s = accessoryView != nil ? a.bounds.size : Self.accessorySize(accessoryType)
            // The accessory sits `m` from the trailing edge; the content view ends 8 before it
            // (Flipbook's measure).
            a.frame = CGRect(
                x: b.width - m - s.width, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            contentWidth = a.frame.minX - 8
        }
        contentView.frame = CGRect(
            x: 0, y: 0, width: max(0, contentWidth), height: max(0, b.height - separatorReserve))
        layoutStyle(margin: m, trailing: accessory == nil ? m : 8)
        let inset = separatorInset ?? tableSeparatorInset
        // A selected row's own separator is hidden under its grey, as in UIKit.
        separator.isHidden = !showsSeparator || (selectedState && selectionStyle != .none)
        separator.frame = CGRect(
            x: inset.left, y: b.height - separatorHeight, width: max(0, b.width - inset.left - inset.right),
            height: separatorHeight)
        bringSubviewToFront(separator)
    }

    /// The leading edge of the text: the margin, or past the image (image, then 16).
    var textLeading: CGFloat {
        if let iv = storedImage, iv.image != nil { return iv.frame.maxX + 16 }
        return tableMargin
    }

    private func fit(_ l: UILabel) -> CGSize {
        let s = l.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        return l.text?.isEmpty == false ? s : .zero
    }

    private func layoutStyle(margin m: CGFloat, trailing: CGFloat) {
        let w = contentView.bounds.width, h = contentView.bounds.height
        if let iv = storedImage, let img = iv.image {
            let s = img.size
            iv.frame = CGRect(x: m, y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
        } else {
            storedImage?.frame = .zero
        }
        let x = textLeading
        let available = max(0, w - x - trailing)
        let text = storedText.map(fit) ?? .zero
        switch style {
        case .default:
            let sub = configSubtitle
            if let s = sub, configSideBySide {
                // Text and secondary text on one line, the secondary at the trailing edge, as a
                // value cell's (`prefersSideBySideTextAndSecondaryText`).
                let ss = fit(s)
                let sw = min(ss.width, available)
                s.frame = CGRect(x: w - trailing - sw, y: (h - ss.height) / 2, width: sw, height: ss.height)
                storedText?.frame = CGRect(
                    x: x, y: (h - text.height) / 2, width: max(0, min(text.width, available - sw - 8)),
                    height: text.height)
            } else if let s = sub {
                let ss = fit(s)
                let top = ((h - text.height - ss.height) / 2).rounded()
                storedText?.frame = CGRect(x: x, y: top, width: available, height: text.height)
                s.frame = CGRect(x: x, y: top + text.height, width: available, height: ss.height)
            } else {
                storedText?.frame = CGRect(x: x, y: (h - text.height) / 2, width: available, height: text.height)
            }
        case .subtitle:
            let d = storedDetail.map(fit) ?? .zero
            let top = ((h - text.height - d.height) / 2).rounded()
            storedText?.frame = CGRect(x: x, y: top, width: available, height: text.height)
            storedDetail?.frame = CGRect(x: x, y: top + text.height, width: available, height: d.height)
        case .value1:
            let d = storedDetail.map(fit) ?? .zero
            let dw = min(d.width, available)
            storedDetail?.frame = CGRect(x: w - trailing - dw, y: (h - d.height) / 2, width: dw, height: d.height)
            storedText?.frame = CGRect(
                x: x, y: (h - text.height) / 2, width: max(0, min(text.width, available - dw - 8)), height: text.height)
        case .value2:
            let d = storedDetail.map(fit) ?? .zero
            storedText?.frame = CGRect(x: x, y: (h - text.height) / 2, width: 67, height: text.height)
            let dx = x + 67 + 6
            storedDetail?.frame = CGRect(
                x: dx, y: (h - d.height) / 2, width: max(0, w - dx - trailing), height: d.height)
        }
    }

    /// The natural height of the cell for a width (self-sizing): the content view's
    /// `systemLayoutSizeFitting` and the separator's height when it has constraints, else the
    /// style's: 44 pt, or the labels' heights plus 11 pt above and below when that is taller.
    func naturalHeight(width: CGFloat) -> CGFloat {
        if contentView.constraints.isEmpty && !constraints.isEmpty {
            // Constraints on the cell itself, none in the content view: UIKit measures the
            // content view, finds a height of zero, warns and uses the standard height.
            ZeroHeightCellWarning.report()
        }
        if !contentView.constraints.isEmpty {
            let s = contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            // The row is the content view's height and the separator's under it.
            return max(s.height, 0) + separatorReserve
        }
        var labels: CGFloat = storedText.map { fit($0).height } ?? 0
        if style == .subtitle, let d = storedDetail { labels += fit(d).height }
        if let s = configSubtitle {
            labels = configSideBySide ? max(labels, fit(s).height) : labels + fit(s).height
        }
        var image: CGFloat = 0
        if let img = storedImage?.image { image = img.size.height }
        return max(44, max(labels, image) + 22)
    }
}
