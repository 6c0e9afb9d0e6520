import Foundation

/// A view that turns touches into actions (`UIControl`): its state (enabled, selected,
/// highlighted), target-actions and `UIAction`s for control events, sent by `sendActions(for:)`
/// and by tap scripts played on the window (`UIView.playTaps(_:)`, SEMANTICS.md §17).
///
/// Target-actions take method references, the spelling the port rewrite gives `#selector`
/// (docs/porting.md): `addTarget(self, action: Card.close, for: .touchUpInside)` with a method
/// taking no argument, the sender as `Any`, or the sender as a control type. Targets are held
/// weakly, as in UIKit. Actions run in the order they were added.
open class UIControl: UIView {
    /// A control's state (`UIControl.State`), UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// `State(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted or selected (0).
        public static let normal = State([])
        /// A finger is down on it (1).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (2).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (4).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (8); never set here.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for apps (`application`, 0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps (`reserved`, 0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control (`UIControl.Event`), UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// `Event(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down in the control (1 << 0).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second or later touch down of a multi-tap (1 << 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside (1 << 2); not sent by tap scripts.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside (1 << 3); not sent by tap scripts.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved in (1 << 4); not sent by tap scripts.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out (1 << 5); not sent by tap scripts.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside: a tap (1 << 6).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside (1 << 7); not sent by tap scripts.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (1 << 8).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed: a switch, slider, segmented or page control (1 << 12).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap, a switch's toggle (1 << 13).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action (1 << 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (1 << 16).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Editing changed the text (1 << 17).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (1 << 18).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (1 << 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0x0FFF).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (0xF0000).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for apps (0x0F000000).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits UIKit keeps (0xF0000000).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (0xFFFFFFFF).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of the content (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred, the default (0).
        case center = 0
        /// 1.
        case left
        /// 2.
        case right
        /// Stretched (3).
        case fill
        /// Leading: left here (4).
        case leading
        /// Trailing: right here (5).
        case trailing
    }

    /// Vertical placement of the content (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred, the default (0).
        case center = 0
        /// 1.
        case top
        /// 2.
        case bottom
        /// Stretched (3).
        case fill
    }

    /// One registered action: who added it (for removal), which events, and what runs.
    struct Registration {
        var target: ObjectIdentifier?
        var action: UIAction?
        var events: Event
        var run: (UIControl, Event) -> Void
    }
    var registrations: [Registration] = []

    /// Whether the control responds to touches (`isEnabled`; default true). A disabled
    /// control draws its disabled look and ignores taps.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Stored (`showsMenuAsPrimaryAction`, iOS 14; default false); menus are not drawn
    /// (SEMANTICS.md §28.3).
    open var showsMenuAsPrimaryAction = false
    /// Stored (`isContextMenuInteractionEnabled`, iOS 14; default false, chosen).
    open var isContextMenuInteractionEnabled = false
    /// Whether the control is selected (`isSelected`; default false).
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a finger is down on it (`isHighlighted`; default false); tap scripts set it
    /// from touch down to touch up.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// The state from the three flags (`state`).
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    /// Where the content sits across (`contentHorizontalAlignment`; default `.center`).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { stateDidChange() }
    }
    /// Where the content sits down (`contentVerticalAlignment`; default `.center`).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { stateDidChange() } }
    /// Whether a touch is being tracked (`isTracking`).
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside (`isTouchInside`).
    open internal(set) var isTouchInside = false

    /// `UIControl(frame:)`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// `UIControl(frame:primaryAction:)`: `action` runs on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `init?(coder:)`: the control a storyboard or nib describes (enabled, selected, content
    /// alignment; its actions are connected by the loader).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let o = StoryboardViews.object(coder) { StoryboardViews.readControl(o, into: self) }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes: subclasses redraw.
    func stateDidChange() {}

    /// Called when a tap lifts at `point` (in the control's coordinates), before
    /// `.touchUpInside` is sent: a subclass changes its value here and names the events it
    /// sends after `.touchUpInside` (a button: `.primaryActionTriggered`; a switch:
    /// `.valueChanged` and `.primaryActionTriggered`). A plain control sends nothing more.
    func tapEnded(at point: CGPoint) -> Event { [] }

    // MARK: - Target-action

    /// Adds an action that takes no argument (`addTarget(_:action:for:)` with
    /// `#selector(close)` for `func close()`); the target is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for events: Event) {
        registrations.append(
            Registration(target: ObjectIdentifier(target), events: events) { [weak target] _, _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// Adds an action that takes the sender as `Any` (`@IBAction func close(_ sender: Any)`).
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Any) -> Void, for events: Event) {
        registrations.append(
            Registration(target: ObjectIdentifier(target), events: events) { [weak target] control, _ in
                guard let target else { return }
                action(target)(control)
            })
    }

    /// Adds an action that takes the sender as a control type (`func tapped(_ sender:
    /// UIButton)`); it runs when the sender is of that type.
    public func addTarget<T: AnyObject, S: UIControl>(
        _ target: T, action: @escaping (T) -> (S) -> Void, for events: Event
    ) {
        registrations.append(
            Registration(target: ObjectIdentifier(target), events: events) { [weak target] control, _ in
                guard let target, let sender = control as? S else { return }
                action(target)(sender)
            })
    }

    /// Adds an action that takes the sender and the event (`func tapped(_ sender: UIButton,
    /// forEvent event: UIEvent)`); the event is nil here (touches are not modelled as events).
    public func addTarget<T: AnyObject, S: UIControl>(
        _ target: T, action: @escaping (T) -> (S, UIEvent?) -> Void, for events: Event
    ) {
        registrations.append(
            Registration(target: ObjectIdentifier(target), events: events) { [weak target] control, _ in
                guard let target, let sender = control as? S else { return }
                action(target)(sender, nil)
            })
    }

    /// Removes `target`'s actions for `events` (`removeTarget(_:action:for:)`). Swift cannot
    /// compare method references, so every action of `target` for those events goes,
    /// whichever method is named (chosen, as for gesture recognizers).
    public func removeTarget<T: AnyObject>(_ target: T?, action: ((T) -> () -> Void)?, for events: Event) {
        removeRegistrations(target.map { ObjectIdentifier($0) }, events)
    }

    /// `removeTarget(_:action:for:)` for an action taking the sender.
    public func removeTarget<T: AnyObject, S>(_ target: T?, action: ((T) -> (S) -> Void)?, for events: Event) {
        removeRegistrations(target.map { ObjectIdentifier($0) }, events)
    }

    private func removeRegistrations(_ target: ObjectIdentifier?, _ events: Event) {
        registrations = registrations.compactMap { r in
            guard r.action == nil, target == nil || r.target == target else { return r }
            var kept = r
            kept.events.subtract(events)
            return kept.events.isEmpty ? nil : kept
        }
    }

    /// The events some target-action or `UIAction` is registered for (`allControlEvents`).
    public var allControlEvents: Event { registrations.reduce(Event()) { $0.union($1.events) } }

    // MARK: - UIAction

    /// Runs `action`'s handler on `events` (`addAction(_:for:)`). Adding an action with the
    /// same identifier again replaces it.
    public func addAction(_ action: UIAction, for events: Event) {
        registrations.removeAll { $0.action?.identifier == action.identifier && $0.events == events }
        registrations.append(
            Registration(target: nil, action: action, events: events) { control, _ in
                action.sender = control
                action.handler(action)
            })
    }

    /// Removes `action` for `events` (`removeAction(_:for:)`).
    public func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with this identifier (`removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        registrations = registrations.compactMap { r in
            guard r.action?.identifier == identifier else { return r }
            var kept = r
            kept.events.subtract(events)
            return kept.events.isEmpty ? nil : kept
        }
    }

    /// Runs every target-action and `UIAction` registered for any of `events`, in the order
    /// they were added (`sendActions(for:)`); each runs once even if registered for several.
    open func sendActions(for events: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: events) }
        if let stage = RecordingState.current.stage, !matching.isEmpty {
            stage.log("\(String(describing: type(of: self))) sendActions(\(Self.describe(events)))")
        }
        for r in matching { r.run(self, events) }
    }

    /// Runs `action`'s handler with this control as sender (`sendAction(_:)` with a `UIAction`).
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    /// Names for the log, e.g. "touchUpInside".
    static func describe(_ events: Event) -> String {
        let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchUpInside, "touchUpInside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        let found = names.filter { events.contains($0.0) }.map(\.1)
        return found.isEmpty ? "0x\(String(events.rawValue, radix: 16))" : found.joined(separator: ", ")
    }
}

// `UIEvent` is in Gestures/UITouch.swift.
