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

    private func setUp() {
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = Self.cornerRadius
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
            l.font = .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
            l.textColor = isEnabled ? .label : UIButton.disabledColor
            l.frame = segmentRect(i)
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
        let hasCard = titles.indices.contains(selectedSegmentIndex)
        card.isHidden = !hasCard
        if hasCard {
            card.frame = segmentRect(selectedSegmentIndex).insetBy(dx: Self.cardInset, dy: Self.cardInset)
        }
        card.layer.cornerRadius = Self.cornerRadius - Self.cardInset
        card.backgroundColor = selectedSegmentTintColor ?? .white
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
