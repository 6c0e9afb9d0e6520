import Foundation

/// What a configuration is updated for (`UIConfigurationState`): the traits, and the state
/// of the view it describes.
public protocol UIConfigurationState {
    /// The traits the view has (`traitCollection`).
    var traitCollection: UITraitCollection { get set }
}

/// A view's state for its configurations (`UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    /// Disabled (`isDisabled`).
    public var isDisabled = false
    /// Highlighted: a finger on it (`isHighlighted`).
    public var isHighlighted = false
    /// Selected (`isSelected`).
    public var isSelected = false
    /// Focused (`isFocused`).
    public var isFocused = false
    /// Pinned, as a list's section header is (`isPinned`).
    public var isPinned = false

    /// A state with these traits, every flag off (`init(traitCollection:)`).
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A cell's state for its configurations (`UICellConfigurationState`): the view's, and the
/// list's own flags.
public struct UICellConfigurationState: UIConfigurationState {
    /// Where a cell is in a drag (`UICellConfigurationDragState`).
    public enum DragState: Int { case none, lifting, dragging }
    /// Whether a drop targets a cell (`UICellConfigurationDropState`).
    public enum DropState: Int { case none, notTargeted, targeted }

    public var traitCollection: UITraitCollection
    /// Disabled (`isDisabled`).
    public var isDisabled = false
    /// Highlighted: a finger on it (`isHighlighted`).
    public var isHighlighted = false
    /// Selected (`isSelected`).
    public var isSelected = false
    /// Focused (`isFocused`).
    public var isFocused = false
    /// Pinned (`isPinned`).
    public var isPinned = false
    /// The list is editing (`isEditing`).
    public var isEditing = false
    /// Its outline item is expanded (`isExpanded`).
    public var isExpanded = false
    /// Its swipe actions are showing (`isSwiped`).
    public var isSwiped = false
    /// Being reordered (`isReordering`).
    public var isReordering = false
    /// Its drag (`cellDragState`).
    public var cellDragState = DragState.none
    /// A drop on it (`cellDropState`).
    public var cellDropState = DropState.none

    /// A state with these traits, every flag off (`init(traitCollection:)`).
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

public typealias UICellConfigurationDragState = UICellConfigurationState.DragState
public typealias UICellConfigurationDropState = UICellConfigurationState.DropState

/// When a cell's configuration is brought up to date (`setNeedsUpdateConfiguration()`):
/// before its next layout, once a request is pending; a cell starts with one, so the first
/// update comes before it is first drawn, as UIKit's does before a cell is displayed.
struct CellConfigurationUpdates {
    private(set) var pending = true

    mutating func request() { pending = true }

    /// Whether an update is due now; it is then no longer pending.
    mutating func take() -> Bool {
        defer { pending = false }
        return pending
    }
}

extension UIListContentConfiguration {
    /// This configuration for a state (`updated(for:)`): unchanged, since iOS's list cells
    /// show selection and highlight with their background, not their text.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
