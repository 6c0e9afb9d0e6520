import Foundation

/// A description of a cell's content (`UIContentConfiguration`).
public protocol UIContentConfiguration {}

/// The list cell content that modern code sets on a cell (`UIListContentConfiguration`):
/// text, secondary text and an image, shown with the cell's built-in labels and image view.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// Font and colour overrides for a text (`UIListContentConfiguration.TextProperties`).
    public struct TextProperties {
        /// The font; nil keeps the style's.
        public var font: UIFont?
        /// The colour; nil keeps the style's.
        public var color: UIColor?
        /// Lines (0 unlimited).
        public var numberOfLines = 1
    }
    /// Image size and tint (`UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties {
        /// The tint.
        public var tintColor: UIColor?
    }
    /// The primary text (`text`).
    public var text: String?
    /// The secondary text (`secondaryText`), shown under the text.
    public var secondaryText: String?
    /// The image (`image`).
    public var image: UIImage?
    /// The text's properties (`textProperties`).
    public var textProperties = TextProperties()
    /// The secondary text's properties (`secondaryTextProperties`).
    public var secondaryTextProperties = TextProperties()
    /// The image's properties (`imageProperties`).
    public var imageProperties = ImageProperties()
    /// Whether the secondary text goes beside the text, at the trailing edge, rather than
    /// under it (`prefersSideBySideTextAndSecondaryText`).
    public var prefersSideBySideTextAndSecondaryText = false

    /// A list cell's configuration (`.cell()`).
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A subtitle cell's configuration (`.subtitleCell()`).
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A value cell's configuration (`.valueCell()`).
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A grouped header's configuration (`.groupedHeader()`).
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A plain header's configuration (`.plainHeader()`).
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
}
