/// The elements and attributes the reader understands, by element. An attribute listed
/// here is kept in `IBObject.properties` as written; one that is not is reported as a
/// warning, once.
public enum IBVocabulary {
    /// One kind of object element: the UIKit class it stands for and its own attributes.
    public struct Entry: Sendable {
        public var uiKitClass: String
        public var attributes: Set<String>
    }

    /// Attributes that only Interface Builder's editor reads (layout warnings, labels in the
    /// document outline, the module provider): understood and skipped.
    static let editorOnly: Set<String> = [
        "customModuleProvider", "userLabel", "colorLabel", "fixedFrame", "misplaced", "ambiguous",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "verifyAmbiguity", "sceneMemberID",
        "useStoryboardIdentifierAsRestorationIdentifier",
    ]

    /// Every view's attributes (UIView's inspector).
    static let view: Set<String> = [
        "opaque", "clearsContextBeforeDrawing", "clipsSubviews", "multipleTouchEnabled", "contentMode",
        "semanticContentAttribute", "translatesAutoresizingMaskIntoConstraints", "userInteractionEnabled",
        "hidden", "alpha", "tag", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "layoutMarginsFollowReadableWidth", "restorationIdentifier", "autoresizesSubviews",
        "contentHorizontalAlignment", "contentVerticalAlignment", "enabled", "selected", "highlighted",
        "adjustsFontForContentSizeCategory", "exclusiveTouch", "focusGroupIdentifier", "horizontalHuggingPriority",
        "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]
    static let scroll: Set<String> = [
        "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "pagingEnabled", "bounces", "bouncesZoom", "scrollEnabled",
        "directionalLockEnabled", "keyboardDismissMode", "contentInsetAdjustmentBehavior", "minimumZoomScale",
        "maximumZoomScale", "indicatorStyle", "delaysContentTouches", "canCancelContentTouches", "dataMode",
        "automaticallyAdjustsScrollIndicatorInsets",
    ]

    static func v(_ cls: String, _ own: Set<String> = []) -> Entry {
        Entry(uiKitClass: cls, attributes: view.union(own))
    }

    /// View elements.
    public static let views: [String: Entry] = [
        "view": v("UIView"),
        "containerView": v("UIView"),
        "label": v(
            "UILabel",
            [
                "text", "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment", "adjustsFontSizeToFit",
                "adjustsLetterSpacingToFitWidth", "minimumFontSize", "minimumScaleFactor", "preferredMaxLayoutWidth",
                "showsExpansionTextWhenTruncated", "usesAttributedText",
            ]),
        "imageView": v(
            "UIImageView",
            [
                "image", "highlightedImage", "catalog", "animationDuration",
                "adjustsImageSizeForAccessibilityContentSizeCategory",
            ]),
        "button": v(
            "UIButton",
            [
                "buttonType", "lineBreakMode", "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted",
                "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "pointerInteraction",
                "changesSelectionAsPrimaryAction", "role", "showsMenuAsPrimaryAction",
                "adjustsImageSizeForAccessibilityContentSizeCategory",
            ]),
        "stackView": v(
            "UIStackView",
            [
                "axis", "alignment", "distribution", "spacing", "spacingType", "baselineRelativeArrangement",
                "layoutMarginsRelativeArrangement",
            ]),
        "scrollView": v("UIScrollView", scroll),
        "tableView": v(
            "UITableView",
            scroll.union([
                "style", "separatorStyle", "separatorInsetReference", "rowHeight", "estimatedRowHeight",
                "sectionHeaderHeight", "estimatedSectionHeaderHeight", "sectionFooterHeight",
                "estimatedSectionFooterHeight", "allowsSelection", "allowsMultipleSelection",
                "allowsSelectionDuringEditing", "sectionIndexMinimumDisplayRowCount", "dragInteractionEnabled",
                "springLoaded", "insetsContentViewsToSafeArea", "fillerRowHeight",
            ])),
        "tableViewCell": v(
            "UITableViewCell",
            [
                "reuseIdentifier", "selectionStyle", "indentationWidth", "indentationLevel", "accessoryType",
                "editingAccessoryType", "textLabel", "detailTextLabel", "imageView", "style", "rowHeight", "focusStyle",
                "shouldIndentWhileEditing", "showsReorderControl", "hidesAccessoryWhenEditing",
            ]),
        "tableViewCellContentView": v("UIView", ["tableViewCell"]),
        "collectionView": v(
            "UICollectionView",
            scroll.union([
                "prefetchingEnabled", "allowsSelection", "allowsMultipleSelection", "dragInteractionEnabled",
                "springLoaded",
            ])),
        "collectionViewCell": v("UICollectionViewCell", ["reuseIdentifier"]),
        "collectionViewCellContentView": v("UIView"),
        "collectionReusableView": v("UICollectionReusableView", ["reuseIdentifier"]),
        "textField": v(
            "UITextField",
            [
                "text", "placeholder", "borderStyle", "textAlignment", "minimumFontSize", "clearButtonMode",
                "adjustsFontSizeToFit", "clearsOnBeginEditing", "background", "disabledBackground",
            ]),
        "textView": v(
            "UITextView", scroll.union(["text", "textAlignment", "editable", "selectable", "usesAttributedText"])),
        "switch": v("UISwitch", ["on"]),
        "slider": v("UISlider", ["value", "minValue", "maxValue", "continuous"]),
        "segmentedControl": v(
            "UISegmentedControl",
            ["segmentControlStyle", "selectedSegmentIndex", "momentary", "apportionsSegmentWidthsByContent"]),
        "activityIndicatorView": v("UIActivityIndicatorView", ["style", "hidesWhenStopped", "animating"]),
        "progressView": v("UIProgressView", ["progress", "progressViewStyle"]),
        "pageControl": v("UIPageControl", ["numberOfPages", "currentPage", "hidesForSinglePage", "backgroundStyle"]),
        "stepper": v(
            "UIStepper", ["value", "minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat", "continuous"]),
        "datePicker": v("UIDatePicker", ["datePickerMode", "minuteInterval", "style", "useCurrentDate"]),
        "pickerView": v("UIPickerView"),
        "visualEffectView": v("UIVisualEffectView"),
        "navigationBar": v("UINavigationBar", ["barStyle", "translucent", "prefersLargeTitles", "largeTitles"]),
        "toolbar": v("UIToolbar", ["barStyle", "translucent"]),
        "tabBar": v("UITabBar", ["barStyle", "translucent", "itemPositioning", "itemSpacing", "itemWidth"]),
        "searchBar": v(
            "UISearchBar",
            ["placeholder", "searchBarStyle", "text", "prompt", "showsCancelButton", "barStyle", "translucent"]),
        "mapView": v(
            "MKMapView",
            ["mapType", "zoomEnabled", "scrollEnabled", "rotateEnabled", "pitchEnabled", "showsUserLocation"]),
        "wkWebView": v("WKWebView"),
        "webView": v("UIWebView", ["scalesPageToFit", "allowsInlineMediaPlayback", "mediaPlaybackRequiresUserAction"]),
        "sceneKitView": v(
            "SCNView",
            [
                "allowsCameraControl", "autoenablesDefaultLighting", "jitteringEnabled", "playing", "loops",
                "preferredRenderingAPI", "wantsMultisampling",
            ]),
        "arscnView": v("ARSCNView"),
        "mtkView": v("MTKView", ["colorPixelFormat", "depthStencilPixelFormat", "preferredFramesPerSecond"]),
        "glkView": v("GLKView", ["drawableDepthFormat", "enableSetNeedsDisplay"]),
        "window": v("UIWindow", ["visibleAtLaunch", "resizesToFullScreen"]),
    ]

    static let controller: Set<String> = [
        "storyboardIdentifier", "title", "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "hidesBottomBarWhenPushed",
        "automaticallyAdjustsScrollViewInsets",
        "extendedLayoutIncludesOpaqueBars", "restorationIdentifier", "modalInPresentation",
        "modalPresentationCapturesStatusBarAppearance", "wantsFullScreenLayout",
    ]
    static func c(_ cls: String, _ own: Set<String> = []) -> Entry {
        Entry(uiKitClass: cls, attributes: controller.union(own))
    }

    /// View-controller elements.
    public static let controllers: [String: Entry] = [
        "viewController": c("UIViewController"),
        "navigationController": c(
            "UINavigationController",
            [
                "navigationBarHidden", "toolbarHidden", "hidesBarsOnSwipe", "hidesBarsOnTap",
                "hidesBarsWhenKeyboardAppears", "hidesBarsWhenVerticallyCompact",
            ]),
        "tabBarController": c("UITabBarController"),
        "tableViewController": c("UITableViewController", ["clearsSelectionOnViewWillAppear"]),
        "collectionViewController": c("UICollectionViewController", ["clearsSelectionOnViewWillAppear"]),
        "pageViewController": c("UIPageViewController", ["transitionStyle", "navigationOrientation", "spineLocation"]),
        "splitViewController": c("UISplitViewController", ["style", "preferredDisplayMode", "behavior"]),
        "viewControllerPlaceholder": c(
            "UIViewController", ["storyboardName", "referencedIdentifier", "bundleIdentifier"]),
        "hostingController": c("UIHostingController"),
        "avPlayerViewController": c("AVPlayerViewController", ["videoGravity"]),
    ]

    /// Every gesture recognizer's attributes (UIGestureRecognizer's inspector).
    static let recognizerAttributes: Set<String> = [
        "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
    ]
    static let longPress: Set<String> = [
        "minimumPressDuration", "allowableMovement", "numberOfTapsRequired", "numberOfTouchesRequired",
    ]
    static func recognizer(_ cls: String, _ own: Set<String> = []) -> Entry {
        Entry(uiKitClass: cls, attributes: recognizerAttributes.union(own))
    }
    /// Whether `element` is a gesture recognizer's.
    public static func isGestureRecognizer(_ element: String) -> Bool {
        others[element].map { $0.uiKitClass.hasSuffix("GestureRecognizer") } ?? false
    }

    /// Other objects: items, placeholders, exits, gesture recognizers, layouts.
    public static let others: [String: Entry] = [
        "navigationItem": Entry(
            uiKitClass: "UINavigationItem",
            attributes: [
                "title", "prompt", "largeTitleDisplayMode", "style", "backButtonTitle", "leftItemsSupplementBackButton",
                "hidesBackButton",
            ]),
        "barButtonItem": Entry(
            uiKitClass: "UIBarButtonItem",
            attributes: ["title", "style", "systemItem", "image", "catalog", "enabled", "tag", "width", "springLoaded"]),
        "tabBarItem": Entry(
            uiKitClass: "UITabBarItem",
            attributes: [
                "title", "image", "catalog", "selectedImage", "systemItem", "tag", "badgeValue", "enabled",
                "landscapeImage",
                "largeContentSizeImage",
            ]),
        "placeholder": Entry(uiKitClass: "NSObject", attributes: ["placeholderIdentifier"]),
        "exit": Entry(uiKitClass: "UIStoryboardUnwindSegueSource", attributes: []),
        "customObject": Entry(uiKitClass: "NSObject", attributes: []),
        "tapGestureRecognizer": recognizer(
            "UITapGestureRecognizer", ["numberOfTapsRequired", "numberOfTouchesRequired"]),
        "panGestureRecognizer": recognizer(
            "UIPanGestureRecognizer", ["minimumNumberOfTouches", "maximumNumberOfTouches"]),
        "screenEdgePanGestureRecognizer": recognizer(
            "UIScreenEdgePanGestureRecognizer", ["minimumNumberOfTouches", "maximumNumberOfTouches"]),
        "swipeGestureRecognizer": recognizer("UISwipeGestureRecognizer", ["direction", "numberOfTouchesRequired"]),
        // Xcode writes a long press `pongPressGestureRecognizer`; the other spelling is read too.
        "pongPressGestureRecognizer": recognizer("UILongPressGestureRecognizer", longPress),
        "longPressGestureRecognizer": recognizer("UILongPressGestureRecognizer", longPress),
        "pinchGestureRecognizer": recognizer("UIPinchGestureRecognizer"),
        "rotationGestureRecognizer": recognizer("UIRotationGestureRecognizer"),
        "collectionViewFlowLayout": Entry(
            uiKitClass: "UICollectionViewFlowLayout",
            attributes: [
                "automaticEstimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection",
                "sectionInsetReference",
            ]),
        "tableViewSection": Entry(uiKitClass: "NSObject", attributes: ["headerTitle", "footerTitle"]),
    ]

    /// Attributes whose value must be a finite number (checked when read).
    static let numeric: Set<String> = [
        "alpha", "tag", "numberOfLines", "spacing", "minimumScaleFactor", "minimumFontSize", "rowHeight",
        "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
        "estimatedSectionFooterHeight", "indentationWidth", "indentationLevel", "value", "minValue", "maxValue",
        "progress", "numberOfPages", "currentPage", "minimumZoomScale", "maximumZoomScale", "preferredMaxLayoutWidth",
        "selectedSegmentIndex", "minimumLineSpacing", "minimumInteritemSpacing", "numberOfTapsRequired",
        "numberOfTouchesRequired", "minimumPressDuration", "width", "animationDuration", "horizontalHuggingPriority",
        "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "minimumValue", "maximumValue", "stepValue", "minuteInterval", "itemSpacing", "itemWidth",
        "sectionIndexMinimumDisplayRowCount", "fillerRowHeight", "preferredFramesPerSecond", "minimumNumberOfTouches",
        "maximumNumberOfTouches", "allowableMovement",
    ]
}
