import Foundation

/// What a picker shows (`UIPickerViewDataSource`): how many wheels (components) and how many
/// rows in each. Both are required, as in UIKit.
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (`numberOfComponents(in:)`).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component` (`pickerView(_:numberOfRowsInComponent:)`).
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A picker's rows and sizes, and its selection callback (`UIPickerViewDelegate`); all
/// optional. The defaults below are what UIKit does when a method is not implemented: the
/// picker's own width and row height, no title, and a row view that shows the attributed
/// title, else the title (SEMANTICS.md §31).
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component` (`pickerView(_:widthForComponent:)`).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows (`pickerView(_:rowHeightForComponent:)`).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title (`pickerView(_:titleForRow:forComponent:)`).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title, preferred to the plain one
    /// (`pickerView(_:attributedTitleForRow:forComponent:)`).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// A row's view, preferred to the titles
    /// (`pickerView(_:viewForRow:forComponent:reusing:)`); `view` is the one shown for that
    /// row before, or nil.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user settled a wheel on a row (`pickerView(_:didSelectRow:inComponent:)`); not
    /// called by `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.standardWidth
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.standardRowHeight
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? { nil }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView { pickerView.standardRowView(row: row, component: component, reusing: view) }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A view of spinning wheels (`UIPickerView`), drawn as iOS 14 and later draw it (SEMANTICS.md
/// §31): one wheel a component, the selected row of each centred on a rounded light-grey band
/// across the picker, the rows above and below on a cylinder, shrinking and fading toward the
/// top and bottom. A vertical pan on a wheel turns it and settles on the nearest row.
open class UIPickerView: UIView {
    /// The picker's size when made with an empty frame, and its intrinsic size (chosen:
    /// 320 x 216 pt, the size UIKit gives a picker made that way).
    public static let standardSize = CGSize(width: 320, height: 216)
    /// The height of a row when the delegate does not say (chosen: 32 pt, iOS 14+'s).
    public static let standardRowHeight: CGFloat = 32
    /// The room left of the first and right of the last component, where the band's rounded
    /// ends lie (chosen: 8 pt).
    public static let sideInset: CGFloat = 8
    /// The band's corner radius (chosen: 8 pt).
    public static let bandCornerRadius: CGFloat = 8
    /// The rows' font size when the picker makes their labels (chosen: 21 pt).
    public static let titleFontSize: CGFloat = 21
    /// The most components a picker shows (chosen: 1,000); more are left out.
    public static let maximumComponents = 1_000
    /// The most rows a component has (chosen: 10,000,000); a larger count is that many.
    public static let maximumRows = 10_000_000
    /// The largest width or row height taken from the delegate (chosen: 10,000 pt).
    public static let maximumExtent: CGFloat = 10_000
    /// How long an animated selection and a pan's settling take (chosen: 0.3 s, ease in and
    /// out).
    public static let settleDuration: TimeInterval = 0.3

    /// Where the rows come from (`dataSource`; held weakly, as in UIKit).
    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    /// The rows' contents, sizes and the selection callback (`delegate`; held weakly).
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }
    /// Stored (`showsSelectionIndicator`; default false): it changes nothing on iOS 7 and
    /// later, whose band is always drawn (Apple's documentation).
    open var showsSelectionIndicator = false

    let band = UIView()
    var wheels: [PickerWheel] = []
    private var loaded = false

    /// `UIPickerView(frame:)`: an empty frame takes the standard 320 x 216 pt.
    public override init(frame: CGRect) {
        var f = frame
        if f.size == .zero { f.size = Self.standardSize }
        super.init(frame: f)
        setUp()
    }

    /// `init?(coder:)`: a storyboard's or nib's picker, its frame and colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        band.isUserInteractionEnabled = false
        band.backgroundColor = .systemFill
        band.layer.cornerRadius = Self.bandCornerRadius
        addSubview(band)
        placeBand()
    }

    /// 320 x 216 pt (`intrinsicContentSize`; chosen).
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            relayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        relayout()
    }

    // MARK: - Data

    /// A new data source or delegate is asked when the picker is next laid out or asked a count.
    private func setNeedsReload() {
        loaded = false
        setNeedsLayout()
    }

    private func loadIfNeeded() {
        if !loaded { reloadAllComponents() }
    }

    /// The number of components, as the data source last said (`numberOfComponents`); a
    /// negative count is 0, more than `maximumComponents` is that many.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component`, as the data source last said
    /// (`numberOfRows(inComponent:)`); 0 for a component the picker does not have.
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of `component`'s rows (`rowSize(forComponent:)`): its width and row height;
    /// (0, 0) for a component the picker does not have (Apple's documented default).
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].width, height: wheels[component].rowHeight)
    }

    /// The view the delegate gave for a row now on its wheel (`view(forRow:forComponent:)`);
    /// nil for a row not shown, or when the picker made the row's label itself (the delegate
    /// has no `viewForRow` of its own).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadIfNeeded()
        guard wheels.indices.contains(component), let v = wheels[component].rowViews[row] else { return nil }
        return v is PickerRowLabel ? nil : v
    }

    /// Asks the data source and the delegate again for every component
    /// (`reloadAllComponents()`); selections are kept, moved onto the last row of a wheel that
    /// became shorter.
    open func reloadAllComponents() {
        loaded = true
        let n = Self.sanitisedCount(dataSource?.numberOfComponents(in: self) ?? 0, limit: Self.maximumComponents)
        while wheels.count > n { wheels.removeLast().removeFromSuperview() }
        while wheels.count < n {
            let w = PickerWheel(picker: self, component: wheels.count)
            wheels.append(w)
            addSubview(w)
        }
        for c in 0..<n { reloadData(of: c) }
        relayout()
    }

    /// Asks again for one component's rows, width and row height (`reloadComponent(_:)`); a
    /// component the picker does not have is ignored.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        reloadData(of: component)
        relayout()
    }

    private func reloadData(of c: Int) {
        let w = wheels[c]
        w.rowCount = Self.sanitisedCount(
            dataSource?.pickerView(self, numberOfRowsInComponent: c) ?? 0, limit: Self.maximumRows)
        w.askedWidth = delegate?.pickerView(self, widthForComponent: c)
        let h = delegate?.pickerView(self, rowHeightForComponent: c) ?? Self.standardRowHeight
        w.rowHeight = Self.sanitisedExtent(h) ?? Self.standardRowHeight
        w.position = CGFloat(w.rowCount == 0 ? 0 : min(max(0, w.selected), w.rowCount - 1))
        w.selected = w.rowCount == 0 ? -1 : Int(w.position)
        w.dropRows()
    }

    static func sanitisedCount(_ n: Int, limit: Int) -> Int { min(max(0, n), limit) }

    /// A finite, positive extent up to `maximumExtent`; nil for anything else.
    static func sanitisedExtent(_ x: CGFloat) -> CGFloat? {
        guard x.isFinite, x > 0 else { return nil }
        return min(x, maximumExtent)
    }

    /// The width each component has when the delegate does not say: the picker's width less
    /// the side insets, shared equally.
    var standardWidth: CGFloat {
        let n = max(1, wheels.count)
        return max(0, bounds.width - 2 * Self.sideInset) / CGFloat(n)
    }

    /// The row view the picker makes itself: a label of the attributed title, else the title,
    /// 21 pt in the label colour, centred.
    func standardRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        label.textAlignment = .center
        if let a = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = a
        } else {
            label.attributedText = nil
            label.font = .systemFont(ofSize: Self.titleFontSize)
            label.textColor = .label
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    // MARK: - Selection

    /// The row selected in `component` (`selectedRow(inComponent:)`), or -1 when it has no
    /// rows or the picker has no such component (Apple's documentation: -1 when no row is
    /// selected).
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].selected : -1
    }

    /// Turns `component`'s wheel to `row` (`selectRow(_:inComponent:animated:)`), clamped to
    /// the rows there are; a component the picker does not have, or one without rows, is
    /// ignored. Animated, the wheel turns over 0.3 s (chosen). The delegate is not told, as
    /// in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        let w = wheels[component]
        guard w.rowCount > 0 else { return }
        let r = min(max(0, row), w.rowCount - 1)
        w.selected = r
        w.turn(to: CGFloat(r), animated: animated, completion: nil)
    }

    /// Called by a wheel that a pan settled on `row`.
    func wheelSettled(_ w: PickerWheel, from before: Int) {
        if w.selected != before { delegate?.pickerView(self, didSelectRow: w.selected, inComponent: w.component) }
    }

    // MARK: - Layout

    /// The components' columns: each its width, side by side, the whole group centred.
    func columns() -> [CGRect] {
        let widths = wheels.map { w -> CGFloat in
            guard let a = w.askedWidth else { return standardWidth }
            return Self.sanitisedExtent(a) ?? (a == 0 ? 0 : standardWidth)
        }
        let total = widths.reduce(0, +)
        var x = (bounds.width - total) / 2
        return widths.map { w in
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    private func placeBand() {
        let h = wheels.first?.rowHeight ?? Self.standardRowHeight
        band.frame = CGRect(
            x: Self.sideInset, y: (bounds.height - h) / 2, width: max(0, bounds.width - 2 * Self.sideInset), height: h)
    }

    func relayout() {
        placeBand()
        guard loaded else { return }
        for (w, r) in zip(wheels, columns()) {
            w.frame = r
            w.layoutRows()
        }
    }
}

/// The label a picker makes for a row when its delegate gives no view of its own.
final class PickerRowLabel: UILabel {}
