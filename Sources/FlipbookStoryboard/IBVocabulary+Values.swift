/// The values an attribute may take, for the attributes whose values form a closed set: the
/// cases of the UIKit enumeration behind it, as Interface Builder names them (`contentMode=
/// "scaleAspectFit"` is `UIView.ContentMode.scaleAspectFit`), and `YES`/`NO` for switches. A
/// value outside its set is an error naming the value and the ones accepted: Xcode never
/// writes one, so the file was edited by hand or damaged.
extension IBVocabulary {
    /// Accepted values by attribute name, for every element that has the attribute.
    static let values: [String: [String]] = [
        "contentMode": [
            "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
            "topLeft", "topRight", "bottomLeft", "bottomRight",
        ],
        "textAlignment": ["left", "center", "right", "justified", "natural"],
        "lineBreakMode": [
            "wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation",
        ],
        "semanticContentAttribute": ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"],
        "contentInsetAdjustmentBehavior": ["automatic", "scrollableAxes", "never", "always"],
        "contentHorizontalAlignment": ["center", "left", "right", "fill", "leading", "trailing"],
        "contentVerticalAlignment": ["center", "top", "bottom", "fill"],
        "baselineAdjustment": ["alignBaselines", "alignCenters", "none"],
        "keyboardDismissMode": ["none", "onDrag", "interactive", "onDragWithAccessory", "interactiveWithAccessory"],
        "accessoryType": ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"],
        "editingAccessoryType": ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"],
    ]

    /// Accepted values of attributes whose meaning depends on the element, by element.
    static let elementValues: [String: [String: [String]]] = [
        "stackView": [
            "axis": ["horizontal", "vertical"],
            "distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
            "alignment": [
                "fill", "top", "leading", "firstBaseline", "center", "bottom", "trailing", "lastBaseline", "baseline",
            ],
        ],
        "tableView": [
            "style": ["plain", "grouped", "insetGrouped"],
            "separatorStyle": ["default", "none", "singleLine", "singleLineEtched"],
        ],
        "tableViewCell": ["selectionStyle": ["none", "blue", "gray", "default"]],
        "swipeGestureRecognizer": ["direction": ["right", "left", "up", "down"]],
    ]

    /// Switches: `YES` or `NO`.
    static let switches: Set<String> = [
        "opaque", "clearsContextBeforeDrawing", "clipsSubviews", "multipleTouchEnabled",
        "translatesAutoresizingMaskIntoConstraints", "userInteractionEnabled", "hidden",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
        "autoresizesSubviews", "adjustsFontForContentSizeCategory", "exclusiveTouch", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "pagingEnabled",
        "bounces", "bouncesZoom", "scrollEnabled", "directionalLockEnabled", "delaysContentTouches",
        "canCancelContentTouches", "allowsSelection", "allowsMultipleSelection", "adjustsFontSizeToFit",
        "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "prefersLargeTitles", "translucent",
        "hidesWhenStopped", "animating", "momentary", "continuous", "enabled", "selected", "highlighted",
        // Controls' and views' own switches.
        "on", "wraps", "autorepeat", "editable", "selectable", "usesAttributedText", "clearsOnBeginEditing",
        "hidesForSinglePage", "apportionsSegmentWidthsByContent", "showsCancelButton", "useCurrentDate",
        "adjustsLetterSpacingToFitWidth", "showsExpansionTextWhenTruncated",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "reversesTitleShadowWhenHighlighted",
        "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "changesSelectionAsPrimaryAction", "showsMenuAsPrimaryAction", "allowsSelectionDuringEditing",
        "dragInteractionEnabled", "springLoaded", "insetsContentViewsToSafeArea", "shouldIndentWhileEditing",
        "showsReorderControl", "hidesAccessoryWhenEditing", "prefetchingEnabled",
        "automaticallyAdjustsScrollIndicatorInsets", "zoomEnabled", "rotateEnabled", "pitchEnabled",
        "showsUserLocation", "scalesPageToFit", "allowsInlineMediaPlayback", "mediaPlaybackRequiresUserAction",
        "allowsCameraControl", "autoenablesDefaultLighting", "jitteringEnabled", "playing", "loops",
        "wantsMultisampling", "enableSetNeedsDisplay", "visibleAtLaunch", "resizesToFullScreen",
        // Controllers', items' and recognizers' switches.
        "definesPresentationContext", "providesPresentationContextTransitionStyle", "hidesBottomBarWhenPushed",
        "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars", "modalInPresentation",
        "modalPresentationCapturesStatusBarAppearance", "wantsFullScreenLayout", "navigationBarHidden",
        "toolbarHidden", "hidesBarsOnSwipe", "hidesBarsOnTap", "hidesBarsWhenKeyboardAppears",
        "hidesBarsWhenVerticallyCompact", "clearsSelectionOnViewWillAppear", "leftItemsSupplementBackButton",
        "hidesBackButton", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "automaticEstimatedItemSize",
    ]

    /// The values `name` accepts on `element`, or nil when any value is read as written.
    public static func acceptedValues(of name: String, on element: String) -> [String]? {
        if let own = elementValues[element]?[name] { return own }
        if let shared = values[name] { return shared }
        if switches.contains(name) { return ["YES", "NO"] }
        return nil
    }
}
