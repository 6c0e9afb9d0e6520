import Foundation
import FlipbookCore

/// A row of segments (`UISegmentedControl`), drawn as iOS 13 and later draw it: a grey
/// rounded track, equal segments, the selected one a white raised card, titles at 13 pt
/// (SEMANTICS.md §17). A tap selects the segment under it, sliding the card, and sends
/// `.valueChanged`.
open class UISegmentedControl: UIControl {
    /// The control's height (32 pt, the height iOS 13 and later give it).
    public static let height: CGFloat = 32
    /// The track's corner radius (chosen: 8 pt); the card's is 2 pt less.
    public static let cornerRadius: CGFloat = 8
    /// The card's inset from the track (chosen: 2 pt).
    public static let cardInset: CGFloat = 2
    /// Room beside each title in the intrinsic width (chosen: 12 pt each side).
    public static let titlePadding: CGFloat = 12
    /// `UISegmentedControl.noSegment` (-1).
    public static let noSegment = -1

    private var titles: [String?] = []
    private var images: [UIImage?] = []
    private var labels: [UILabel] = []
    /// The image of each image segment (one without a title), made when it has one.
    private var imageViews: [Int: UIImageView] = [:]
    private let card = UIView()

    /// The selected segment, or `noSegment` (`selectedSegmentIndex`; default -1).
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { redraw() } }
    /// The card's colour (`selectedSegmentTintColor`; nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { redraw() } }
    /// Stored (`isMomentary`).
    open var isMomentary = false
    /// Segments share the width equally unless false (`apportionsSegmentWidthsByContent`);
    /// stored, always equal here.
    open var apportionsSegmentWidthsByContent = false
    /// The number of segments (`numberOfSegments`).
    open var numberOfSegments: Int { titles.count }

    /// `UISegmentedControl(items:)`: strings become titles, images are stored.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            titles.append(item as? String)
            images.append(item as? UIImage)
        }
        frame.size = intrinsicContentSize
        redraw()
    }

    /// `UISegmentedControl(frame:)`: no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// `init?(coder:)`: the segments, selection and tint a storyboard or nib describes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        StoryboardViews.read(coder, into: self)
    }

    /// The track: #767680 at 12 %, drawn over the control's own `backgroundColor` (nil by
    /// default), as iOS 13 and later draw it: a control given a white background still shows
    /// the grey track, (238, 238, 239) over white in the simulator's pictures.
    private let track = UIView()

    private func setUp() {
        layer.cornerRadius = Self.cornerRadius
        track.isUserInteractionEnabled = false
        track.backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        track.layer.cornerRadius = Self.cornerRadius
        addSubview(track)
        card.isUserInteractionEnabled = false
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 0.12
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(card)
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            redraw()
        }
    }

    /// `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let i = min(max(0, segment), titles.count)
        titles.insert(title, at: i)
        images.insert(nil, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        redraw()
    }
    /// `insertSegment(with:at:animated:)`: the image is drawn centred in its segment, in the
    /// label colour where it is a template (a symbol).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        let i = min(max(0, segment), titles.count)
        titles.insert(nil, at: i)
        images.insert(image, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        redraw()
    }
    /// `removeSegment(at:animated:)`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        images.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
        redraw()
    }
    /// `removeAllSegments()`.
    open func removeAllSegments() {
        titles = []
        images = []
        selectedSegmentIndex = Self.noSegment
        redraw()
    }
    /// `setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        redraw()
    }
    /// `titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    /// `setImage(_:forSegmentAt:)`: drawn where the segment has no title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard images.indices.contains(segment) else { return }
        images[segment] = image
        redraw()
    }
    /// `imageForSegment(at:)`.
    open func imageForSegment(at segment: Int) -> UIImage? { images.indices.contains(segment) ? images[segment] : nil }

    private var ownTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Whether this control is the class's appearance proxy (`appearance()`).
    private var isAppearanceProxy = false
    /// This thread's proxy of a class, if one was made (`ThreadContext.appearanceProxies`).
    private static func proxy(of k: AnyClass) -> UISegmentedControl? {
        ThreadContext.current.appearanceProxies[ObjectIdentifier(k)] as? UISegmentedControl
    }

    /// The appearance proxy (`appearance()`, UIAppearance): title text attributes set on it
    /// apply to every segmented control of this class (and its subclasses) for the states the
    /// control does not set itself, as UIKit applies a proxy's values to instances that did not
    /// set their own. Only the title text attributes are read from it.
    open class func appearance() -> UISegmentedControl {
        if let p = proxy(of: self) { return p }
        let p = UISegmentedControl(frame: .zero)
        p.isAppearanceProxy = true
        ThreadContext.current.appearanceProxies[ObjectIdentifier(self)] = p
        return p
    }

    /// `setTitleTextAttributes(_:for:)`: the titles' attributes for a state (`.font` and
    /// `.foregroundColor` are drawn). A state without attributes of its own takes `.normal`'s,
    /// as UIKit's do.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        ownTitleAttributes[state.rawValue] = attributes
        if isAppearanceProxy { return }
        redraw()
    }

    /// `titleTextAttributes(for:)`: the attributes set for the state, on the control or else on
    /// its class's appearance proxy.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        if let own = ownTitleAttributes[state.rawValue] { return own }
        guard !isAppearanceProxy else { return nil }
        var c: AnyClass? = type(of: self)
        while let k = c {
            if let p = Self.proxy(of: k), let a = p.ownTitleAttributes[state.rawValue] { return a }
            if k == UISegmentedControl.self { break }
            c = _getSuperclass(k)
        }
        return nil
    }

    private var backgroundImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var segmentBackgrounds: [UIImageView] = []

    /// `setBackgroundImage(_:for:barMetrics:)`: once a `.normal` image is set the control
    /// draws its segments with the images, each stretched over its segment (the selected one
    /// with `.selected`'s, falling back to `.normal`'s), and no track or card, as UIKit draws
    /// a customised control. Only the default bar metrics' images are drawn.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        guard barMetrics == .default else { return }
        backgroundImages[state.rawValue] = image
        redraw()
    }

    /// `backgroundImage(for:barMetrics:)`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        barMetrics == .default ? backgroundImages[state.rawValue] : nil
    }

    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`: stored (dividers
    /// are not drawn).
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State,
        barMetrics: UIBarMetrics
    ) {
        dividerImages["\(left.rawValue),\(right.rawValue),\(barMetrics.rawValue)"] = image
    }

    /// `dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)`.
    open func dividerImage(
        forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State, barMetrics: UIBarMetrics
    ) -> UIImage? {
        dividerImages["\(left.rawValue),\(right.rawValue),\(barMetrics.rawValue)"]
    }

    /// The attributes a title is drawn with in `state`: `.normal`'s, with the state's own over them.
    func effectiveTitleAttributes(_ state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var a = titleTextAttributes(for: .normal) ?? [:]
        if state != .normal { a.merge(titleTextAttributes(for: state) ?? [:]) { $1 } }
        return a
    }

    /// Each segment as wide as the widest title (or image, in a segment without a title) plus
    /// 12 pt each side; 32 pt high.
    open override var intrinsicContentSize: CGSize {
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 13, weight: .medium)
        let widest =
            titles.indices.map { i -> CGFloat in
                if titles[i] == nil, let image = images[i] { return image.size.width }
                probe.text = titles[i]
                return probe.sizeThatFits(CGSize(width: 10_000, height: 100)).width
            }.max() ?? 0
        return CGSize(width: CGFloat(titles.count) * (widest + 2 * Self.titlePadding), height: Self.height)
    }

    /// The rectangle of segment `index` (equal widths).
    func segmentRect(_ index: Int) -> CGRect {
        let w = titles.isEmpty ? 0 : bounds.width / CGFloat(titles.count)
        return CGRect(x: CGFloat(index) * w, y: 0, width: w, height: bounds.height)
    }

    func redraw() {
        while labels.count < titles.count {
            let l = UILabel()
            l.textAlignment = .center
            labels.append(l)
            addSubview(l)
        }
        while labels.count > titles.count { labels.removeLast().removeFromSuperview() }
        for (i, l) in labels.enumerated() {
            let selected = i == selectedSegmentIndex
            l.text = titles[i]
            let attributes = effectiveTitleAttributes(
                !isEnabled ? .disabled : selected ? .selected : .normal)
            l.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
            l.textColor = attributes[.foregroundColor] as? UIColor ?? (isEnabled ? .label : UIButton.disabledColor)
            l.frame = segmentRect(i)
        }
        track.frame = bounds
        let custom = backgroundImages[UIControl.State.normal.rawValue] != nil
        track.isHidden = custom
        while segmentBackgrounds.count < (custom ? titles.count : 0) {
            let v = UIImageView()
            v.isUserInteractionEnabled = false
            segmentBackgrounds.append(v)
            insertSubview(v, aboveSubview: track)
        }
        while segmentBackgrounds.count > (custom ? titles.count : 0) {
            segmentBackgrounds.removeLast().removeFromSuperview()
        }
        for (i, v) in segmentBackgrounds.enumerated() {
            let state: UIControl.State = i == selectedSegmentIndex ? .selected : .normal
            v.image = backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
            v.frame = segmentRect(i)
        }
        for i in titles.indices {
            guard titles[i] == nil, let image = images[i] else {
                imageViews.removeValue(forKey: i)?.removeFromSuperview()
                continue
            }
            let view = imageViews[i] ?? UIImageView()
            if imageViews[i] == nil {
                imageViews[i] = view
                addSubview(view)
            }
            view.image = image
            view.tintColor = isEnabled ? .label : UIButton.disabledColor
            let r = segmentRect(i), size = image.size
            view.frame = CGRect(
                x: (r.midX - size.width / 2).rounded(), y: (r.midY - size.height / 2).rounded(), width: size.width,
                height: size.height)
        }
        for i in imageViews.keys where i >= titles.count { imageViews.removeValue(forKey: i)?.removeFromSuperview() }
        let hasCard = !custom && titles.indices.contains(selectedSegmentIndex)
        card.isHidden = !hasCard
        if hasCard {
            card.frame = segmentRect(selectedSegmentIndex).insetBy(dx: Self.cardInset, dy: Self.cardInset)
        }
        card.layer.cornerRadius = Self.cornerRadius - Self.cardInset
        card.backgroundColor = selectedSegmentTintColor ?? .white
    }

    /// The segments follow the bounds Auto Layout gives the control, not only a set frame.
    open override func layoutSubviews() {
        super.layoutSubviews()
        redraw()
    }

    override func stateDidChange() { redraw() }

    /// A tap selects the segment under it, sliding the card over 0.25 s (chosen).
    override func tapEnded(at point: CGPoint) -> Event {
        guard !titles.isEmpty else { return [] }
        let index = min(titles.count - 1, max(0, Int(point.x / (bounds.width / CGFloat(titles.count)))))
        guard index != selectedSegmentIndex else { return [] }
        UIView.animate(withDuration: 0.25) { self.selectedSegmentIndex = index }
        return [.valueChanged, .primaryActionTriggered]
    }
}
