import Foundation

/// A service a share sheet offers (`UIActivity`).
open class UIActivity: NSObject {
    /// A service's name (`UIActivity.ActivityType`), UIKit's raw values.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
    /// Where a service is listed (`UIActivity.Category`).
    public enum Category: Int, Sendable { case action = 0, share }
    /// The service's name (`activityType`; default nil).
    open var activityType: ActivityType? { nil }
    /// Its title (`activityTitle`; default nil).
    open var activityTitle: String? { nil }
    /// Its image (`activityImage`; default nil).
    open var activityImage: UIImage? { nil }
    /// Its category (`activityCategory`; default `.action`).
    open class var activityCategory: Category { .action }
    public override init() { super.init() }
}

/// The share sheet (`UIActivityViewController`): presented, it rises as a sheet over the
/// screen (its presentation style is `.pageSheet` unless the app chose another) showing the
/// shared items' count; no service is listed or run (SEMANTICS.md §21).
open class UIActivityViewController: UIViewController {
    /// What `completionWithItemsHandler` is called with.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
    /// The items shared, as given.
    public let activityItems: [Any]
    /// The app's own services, as given.
    public let applicationActivities: [UIActivity]?
    /// Services not to offer (`excludedActivityTypes`): stored.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is dismissed (`completionWithItemsHandler`): never, no service runs.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// `UIActivityViewController(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    /// Present for source compatibility.
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: view.bounds.width - 32, height: 22))
        label.autoresizingMask = [.flexibleWidth]
        label.text = activityItems.count == 1 ? "1 item" : "\(activityItems.count) items"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        view.addSubview(label)
    }
}
