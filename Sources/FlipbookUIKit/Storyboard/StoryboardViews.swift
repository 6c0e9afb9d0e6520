import Foundation
import FlipbookStoryboard

/// What each UIKit class reads from a storyboard or nib in its `init?(coder:)`
/// (docs/SEMANTICS.md §19): the attributes Xcode writes for buttons, stack, scroll, table and
/// collection views and their cells, bars, the common controls and effect views, by the names
/// the file uses. Each function does nothing when the coder is not a `StoryboardCoder` (an
/// app's own `NSCoder`), so the class is then as `init(frame:)` makes it.
enum StoryboardViews {
    static func object(_ coder: NSCoder) -> IBObject? { (coder as? StoryboardCoder)?.object }

    static func color(_ coder: StoryboardCoder, _ key: String) -> UIColor? {
        coder.object.colors[key].flatMap { StoryboardValues.color($0, document: coder.document, bundle: coder.bundle) }
    }

    static func image(_ coder: StoryboardCoder, _ name: String?, catalog: String? = nil) -> UIImage? {
        guard let name, !name.isEmpty else { return nil }
        // A symbol: `catalog="system"` on the element (a bar item's, or its image reference's),
        // or on the document's resource of that name.
        let system =
            catalog == "system" || coder.object.properties["image.catalog"] == "system"
            || coder.object.properties["catalog"] == "system" || coder.document.systemImages.contains(name)
        if system {
            return UIImage(systemName: name)
        }
        return UIImage(named: name, in: coder.bundle, compatibleWith: nil) ?? UIImage(systemName: name)
    }

    /// A state's symbol drawn with the state's `<preferredSymbolConfiguration>` (point size,
    /// scale, weight), as the button's `setPreferredSymbolConfiguration(_:forImageIn:)` does.
    static func symbolConfigured(_ image: UIImage, _ s: IBButtonState) -> UIImage {
        guard image.isSymbolImage, s.symbolPointSize != nil || s.symbolScale != nil || s.symbolWeight != nil
        else { return image }
        let weights: [String: UIImage.SymbolWeight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        let scales: [String: UIImage.SymbolScale] = [
            "default": .default, "unspecified": .unspecified, "small": .small, "medium": .medium, "large": .large,
        ]
        var config = UIImage.SymbolConfiguration(weight: s.symbolWeight.flatMap { weights[$0] } ?? .unspecified)
        if let size = s.symbolPointSize {
            config = config.applying(UIImage.SymbolConfiguration(pointSize: CGFloat(size)))
        }
        if let scale = s.symbolScale.flatMap({ scales[$0] }) {
            config = config.applying(UIImage.SymbolConfiguration(scale: scale))
        }
        return image.withConfiguration(config)
    }

    static func insets(_ i: IBInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom), right: CGFloat(i.right))
    }

    // MARK: - Values needed before `super.init`

    /// `buttonType=` (`system`, `detailDisclosure`, `infoLight`, `infoDark`, `contactAdd`,
    /// `close`); a button without one is `.custom`, as Interface Builder leaves it out then.
    static func buttonType(_ coder: NSCoder) -> UIButton.ButtonType {
        guard let o = object(coder) else { return .custom }
        let types: [String: UIButton.ButtonType] = [
            "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
            "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
            "custom": .custom,
        ]
        if o.properties["configuration.style"] != nil && o.properties["buttonType"] == nil { return .system }
        return o.properties["buttonType"].flatMap { types[$0] } ?? .custom
    }

    /// A table's `style=` (`plain`, `grouped`, `insetGrouped`), read off the controller's table
    /// view for a `UITableViewController`.
    static func tableStyle(_ coder: NSCoder) -> UITableView.Style {
        guard let o = object(coder) else { return .plain }
        let table = o.element == "tableView" ? o : (o.rootView ?? o)
        return ["grouped": .grouped, "insetGrouped": .insetGrouped][table.properties["style"] ?? ""] ?? .plain
    }

    /// A cell's `style=` (`IBUITableViewCellStyleDefault`, `...Value1`, `...Value2`,
    /// `...Subtitle`); a custom cell (no style) is `.default` without labels until asked.
    static func cellStyle(_ coder: NSCoder) -> UITableViewCell.CellStyle {
        let styles: [String: UITableViewCell.CellStyle] = [
            "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
            "IBUITableViewCellStyleSubtitle": .subtitle,
        ]
        return object(coder)?.properties["style"].flatMap { styles[$0] } ?? .default
    }

    /// A collection view's layout: `<collectionViewFlowLayout key="collectionViewLayout">` with
    /// its sizes, spacings, insets and direction; a flow layout with UIKit's defaults when the
    /// file has none.
    static func collectionLayout(_ coder: NSCoder) -> UICollectionViewLayout {
        let flow = UICollectionViewFlowLayout()
        guard let o = object(coder) else { return flow }
        let source = o.element == "collectionView" ? o : (o.rootView ?? o)
        guard let l = source.child("collectionViewLayout") else { return flow }
        if l.element != "collectionViewFlowLayout" {
            StoryboardDiagnostics.printOnce(
                "\(coder is StoryboardCoder ? (coder as! StoryboardCoder).document.file : ""):\(l.line): warning: <\(l.element)> is not read; a flow layout with UIKit's defaults is used"
            )
            return flow
        }
        if let s = l.sizes["itemSize"] { flow.itemSize = CGSize(width: s.width, height: s.height) }
        if let s = l.sizes["estimatedItemSize"] { flow.estimatedItemSize = CGSize(width: s.width, height: s.height) }
        if let s = l.sizes["headerReferenceSize"] {
            flow.headerReferenceSize = CGSize(width: s.width, height: s.height)
        }
        if let s = l.sizes["footerReferenceSize"] {
            flow.footerReferenceSize = CGSize(width: s.width, height: s.height)
        }
        if let n = l.number("minimumLineSpacing") { flow.minimumLineSpacing = CGFloat(n) }
        if let n = l.number("minimumInteritemSpacing") { flow.minimumInteritemSpacing = CGFloat(n) }
        if let i = l.insets["sectionInset"] { flow.sectionInset = insets(i) }
        if l.properties["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
        return flow
    }

    /// An effect view's `<blurEffect style=>` (`systemMaterial`, `light`, `dark`, ...).
    static func effect(_ coder: NSCoder) -> UIVisualEffect? {
        guard let o = object(coder), let name = o.properties["effect"] else { return nil }
        guard let style = UIBlurEffect.Style.allCases.first(where: { "\($0)" == name }) else {
            if name != "vibrancyEffect" {
                StoryboardDiagnostics.printOnce(
                    "\((coder as! StoryboardCoder).document.file):\(o.line): warning: blur style '\(name)' is not known; the effect view has no effect"
                )
            }
            return nil
        }
        return UIBlurEffect(style: style)
    }

    // MARK: - After `super.init`

    static func read(_ coder: NSCoder, into b: UIButton) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
        ]
        for s in o.states {
            guard let state = states[s.state] else { continue }
            if let t = s.title { b.setTitle(t, for: state) }
            if let col = s.titleColor, let ui = StoryboardValues.color(col, document: c.document, bundle: c.bundle) {
                b.setTitleColor(ui, for: state)
            }
            if let name = s.image {
                b.setImage(image(c, name, catalog: s.imageCatalog).map { symbolConfigured($0, s) }, for: state)
            }
            if let name = s.backgroundImage { b.setBackgroundImage(image(c, name), for: state) }
        }
        if let f = o.fonts["fontDescription"], let l = b.titleLabel {
            l.font = StoryboardValues.font(f, size: l.font.pointSize)
        }
        if let i = o.insets["contentEdgeInsets"] { b.contentEdgeInsets = insets(i) }
        if let i = o.insets["titleEdgeInsets"] { b.titleEdgeInsets = insets(i) }
        if let i = o.insets["imageEdgeInsets"] { b.imageEdgeInsets = insets(i) }
        readControl(o, into: b)
        if let style = o.properties["configuration.style"] {
            var conf: UIButton.Configuration
            switch style {
            case "filled": conf = .filled()
            case "tinted": conf = .tinted()
            case "gray": conf = .gray()
            default: conf = .plain()
            }
            conf.title = o.properties["configuration.title"]
            conf.subtitle = o.properties["configuration.subtitle"]
            conf.image = image(c, o.properties["configuration.image"])
            conf.baseForegroundColor = color(c, "configuration.baseForegroundColor")
            conf.baseBackgroundColor = color(c, "configuration.baseBackgroundColor")
            let corners: [String: UIButton.Configuration.CornerStyle] = [
                "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large,
                "capsule": .capsule,
            ]
            if let s = o.properties["configuration.cornerStyle"].flatMap({ corners[$0] }) { conf.cornerStyle = s }
            let sizes: [String: UIButton.Configuration.Size] = [
                "mini": .mini, "small": .small, "medium": .medium, "large": .large,
            ]
            if let s = o.properties["configuration.buttonSize"].flatMap({ sizes[$0] }) { conf.buttonSize = s }
            if let p = o.properties["configuration.imagePadding"].flatMap(Double.init) {
                conf.imagePadding = CGFloat(p)
            }
            b.configuration = conf
        }
    }

    /// What every control reads: enabled, selected, highlighted, its content alignment.
    static func readControl(_ o: IBObject, into control: UIControl) {
        if let e = o.bool("enabled") { control.isEnabled = e }
        if let s = o.bool("selected") { control.isSelected = s }
        let horizontal: [String: UIControl.ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
            "trailing": .trailing,
        ]
        let vertical: [String: UIControl.ContentVerticalAlignment] = [
            "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
        ]
        if let h = o.properties["contentHorizontalAlignment"].flatMap({ horizontal[$0] }) {
            control.contentHorizontalAlignment = h
        }
        if let v = o.properties["contentVerticalAlignment"].flatMap({ vertical[$0] }) {
            control.contentVerticalAlignment = v
        }
    }

    static func read(_ coder: NSCoder, into s: UISwitch) {
        guard let c = coder as? StoryboardCoder else { return }
        readControl(c.object, into: s)
        s.isOn = c.object.bool("on") ?? false
        if let t = color(c, "onTintColor") { s.onTintColor = t }
        if let t = color(c, "thumbTintColor") { s.thumbTintColor = t }
    }

    static func read(_ coder: NSCoder, into s: UISlider) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        readControl(o, into: s)
        if let n = o.number("minValue") { s.minimumValue = Float(n) }
        if let n = o.number("maxValue") { s.maximumValue = Float(n) }
        if let n = o.number("value") { s.value = Float(n) }
        if let b = o.bool("continuous") { s.isContinuous = b }
        if let t = color(c, "minimumTrackTintColor") { s.minimumTrackTintColor = t }
        if let t = color(c, "maximumTrackTintColor") { s.maximumTrackTintColor = t }
        if let t = color(c, "thumbTintColor") { s.thumbTintColor = t }
    }

    static func read(_ coder: NSCoder, into s: UISegmentedControl) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        readControl(o, into: s)
        if let segments = o.strings["segments"] {
            let lines = { (key: String) in
                (o.strings[key] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            let images = lines("segmentImages"), catalogs = lines("segmentImageCatalogs")
            for (i, title) in segments.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let name = i < images.count ? images[i] : ""
                if title.isEmpty, !name.isEmpty {
                    // An image segment: a symbol where the segment's catalog (or the document's
                    // resource of that name) says so, else the bundle's picture.
                    let catalog = i < catalogs.count ? catalogs[i] : nil
                    s.insertSegment(with: self.image(c, name, catalog: catalog), at: i, animated: false)
                } else {
                    s.insertSegment(withTitle: String(title), at: i, animated: false)
                }
            }
        }
        if let n = o.number("selectedSegmentIndex"), let i = Int(exactly: n), i < s.numberOfSegments {
            s.selectedSegmentIndex = i
        }
        if let b = o.bool("momentary") { s.isMomentary = b }
        if let t = color(c, "selectedSegmentTintColor") { s.selectedSegmentTintColor = t }
    }

    static func read(_ coder: NSCoder, into p: UIPageControl) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        readControl(o, into: p)
        if let n = o.number("numberOfPages"), let i = Int(exactly: n), i >= 0 { p.numberOfPages = i }
        if let n = o.number("currentPage"), let i = Int(exactly: n), i >= 0 { p.currentPage = i }
        if let b = o.bool("hidesForSinglePage") { p.hidesForSinglePage = b }
        if let t = color(c, "pageIndicatorTintColor") { p.pageIndicatorTintColor = t }
        if let t = color(c, "currentPageIndicatorTintColor") { p.currentPageIndicatorTintColor = t }
    }

    static func read(_ coder: NSCoder, into a: UIActivityIndicatorView) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        let styles: [String: UIActivityIndicatorView.Style] = [
            "medium": .medium, "large": .large, "white": .white, "gray": .gray, "whiteLarge": .whiteLarge,
        ]
        if let s = o.properties["style"].flatMap({ styles[$0] }) { a.style = s }
        if let col = color(c, "color") { a.color = col }
        a.hidesWhenStopped = o.bool("hidesWhenStopped") ?? true
        if o.bool("animating") == true { a.startAnimating() }
    }

    static func read(_ coder: NSCoder, into s: UIStackView) {
        guard let o = object(coder) else { return }
        if o.properties["axis"] == "vertical" { s.axis = .vertical }
        let distributions: [String: UIStackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        let alignments: [String: UIStackView.Alignment] = [
            "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        if let d = o.properties["distribution"].flatMap({ distributions[$0] }) { s.distribution = d }
        if let a = o.properties["alignment"].flatMap({ alignments[$0] }) { s.alignment = a }
        if let n = o.number("spacing") { s.spacing = CGFloat(n) }
        // Interface Builder's "Use Standard" spacing (iOS 11).
        if o.properties["spacingType"] == "standard" { s.spacing = UIStackView.spacingUseSystem }
        if let b = o.bool("baselineRelativeArrangement") { s.isBaselineRelativeArrangement = b }
        if let b = o.bool("layoutMarginsRelativeArrangement") { s.isLayoutMarginsRelativeArrangement = b }
    }

    static func read(_ coder: NSCoder, into s: UIScrollView) {
        guard let o = object(coder) else { return }
        if let b = o.bool("scrollEnabled") { s.isScrollEnabled = b }
        if let b = o.bool("pagingEnabled") { s.isPagingEnabled = b }
        if let b = o.bool("bounces") { s.bounces = b }
        if let b = o.bool("alwaysBounceVertical") { s.alwaysBounceVertical = b }
        if let b = o.bool("alwaysBounceHorizontal") { s.alwaysBounceHorizontal = b }
        if let b = o.bool("showsVerticalScrollIndicator") { s.showsVerticalScrollIndicator = b }
        if let b = o.bool("showsHorizontalScrollIndicator") { s.showsHorizontalScrollIndicator = b }
        if let n = o.number("minimumZoomScale") { s.minimumZoomScale = CGFloat(n) }
        if let n = o.number("maximumZoomScale") { s.maximumZoomScale = CGFloat(n) }
        let behaviours: [String: UIScrollView.ContentInsetAdjustmentBehavior] = [
            "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
        ]
        if let b = o.properties["contentInsetAdjustmentBehavior"].flatMap({ behaviours[$0] }) {
            s.contentInsetAdjustmentBehavior = b
        }
        if let i = o.insets["contentInset"] { s.contentInset = insets(i) }
        if let sz = o.sizes["contentSize"] { s.contentSize = CGSize(width: sz.width, height: sz.height) }
    }

    /// A table's heights, separators and selection; `rowHeight="-1"` (what Xcode writes for
    /// "automatic") keeps `automaticDimension`.
    static func read(_ coder: NSCoder, into t: UITableView) {
        guard let c = coder as? StoryboardCoder else { return }
        let o = c.object
        func height(_ name: String) -> CGFloat? {
            guard let n = o.number(name) else { return nil }
            return n < 0 ? UITableView.automaticDimension : CGFloat(n)
        }
        if let h = height("rowHeight") { t.rowHeight = h }
        if let h = height("estimatedRowHeight") { t.estimatedRowHeight = h }
        if let h = height("sectionHeaderHeight") { t.sectionHeaderHeight = h }
        if let h = height("sectionFooterHeight") { t.sectionFooterHeight = h }
        // Xcode writes 18 into every grouped table's header and footer heights: UIKit then
        // gives untitled sections 18 and sizes titled headers itself (SEMANTICS.md §19).
        t.fileGroupedHeights = t.style != .plain && o.number("sectionHeaderHeight") == 18
        if let h = height("estimatedSectionHeaderHeight") { t.estimatedSectionHeaderHeight = h }
        if let h = height("estimatedSectionFooterHeight") { t.estimatedSectionFooterHeight = h }
        if let h = height("sectionHeaderTopPadding") { t.sectionHeaderTopPadding = h }
        if o.properties["separatorStyle"] == "none" { t.separatorStyle = .none }
        if let col = color(c, "separatorColor") { t.separatorColor = col }
        if let i = o.insets["separatorInset"] { t.separatorInset = insets(i) }
        if let b = o.bool("allowsSelection") { t.allowsSelection = b }
        if let b = o.bool("allowsMultipleSelection") { t.allowsMultipleSelection = b }
    }

    /// A cell's accessory and selection style (its style and reuse identifier were read before
    /// `super.init`).
    static func read(_ coder: NSCoder, into cell: UITableViewCell) {
        guard let o = object(coder) else { return }
        let accessories: [String: UITableViewCell.AccessoryType] = [
            "none": .none, "disclosureIndicator": .disclosureIndicator,
            "detailDisclosureButton": .detailDisclosureButton, "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        if let a = o.properties["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = a }
        let selections: [String: UITableViewCell.SelectionStyle] = [
            "none": .none, "blue": .blue, "gray": .gray, "default": .default,
        ]
        if let s = o.properties["selectionStyle"].flatMap({ selections[$0] }) { cell.selectionStyle = s }
    }

    static func read(_ coder: NSCoder, into bar: UINavigationBar) {
        guard let c = coder as? StoryboardCoder else { return }
        readBar(c, bar)
    }

    /// A navigation bar's own attributes (a navigation controller's `<navigationBar
    /// key="navigationBar">` is read onto the controller's bar the same way).
    static func readBar(_ c: StoryboardCoder, _ bar: UINavigationBar) {
        let o = c.object
        if let b = o.bool("prefersLargeTitles") ?? o.bool("largeTitles") { bar.prefersLargeTitles = b }
        if let b = o.bool("translucent") { bar.isTranslucent = b }
        if o.properties["barStyle"] == "black" { bar.barStyle = .black }
        if let t = color(c, "barTintColor") { bar.barTintColor = t }
        if let t = color(c, "tintColor") { bar.tintColor = t }
    }

    static func read(_ coder: NSCoder, into bar: UITabBar) {
        guard let c = coder as? StoryboardCoder else { return }
        if let b = c.object.bool("translucent") { bar.isTranslucent = b }
        if let t = color(c, "barTintColor") { bar.barTintColor = t }
        if let t = color(c, "unselectedItemTintColor") { bar.unselectedItemTintColor = t }
    }

    static func read(_ coder: NSCoder, into bar: UIToolbar) {
        guard let c = coder as? StoryboardCoder else { return }
        if let b = c.object.bool("translucent") { bar.isTranslucent = b }
        if let t = color(c, "barTintColor") { bar.barTintColor = t }
    }

    // MARK: - Items

    /// A bar button item from `<barButtonItem>`: a system item, or a title or image, its style,
    /// tint, tag and enabled state.
    static func barButtonItem(_ o: IBObject, _ loading: NibLoading) -> UIBarButtonItem {
        let systems: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
            "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
            "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
            "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
            "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        ]
        let item: UIBarButtonItem
        if let s = o.properties["systemItem"].flatMap({ systems[$0] }) {
            item = UIBarButtonItem(systemItem: s)
        } else {
            item = UIBarButtonItem()
            item.title = o.title
            let c = loading.coder(o)
            item.image = image(c, o.image)
        }
        if o.properties["style"] == "done" { item.style = .done }
        if let e = o.bool("enabled") { item.isEnabled = e }
        item.tag = o.tag
        if let w = o.number("width") { item.width = CGFloat(w) }
        if let t = color(loading.coder(o), "tintColor") { item.tintColor = t }
        loading.instances[o.id] = item
        return item
    }

    /// A tab bar item from `<tabBarItem>`.
    static func tabBarItem(_ o: IBObject, _ loading: NibLoading) -> UITabBarItem {
        let c = loading.coder(o)
        let item = UITabBarItem(
            title: o.title, image: image(c, o.image), selectedImage: image(c, o.properties["selectedImage"]))
        item.tag = o.tag
        if let name = o.properties["landscapeImage"] { item.landscapeImagePhone = image(c, name) }
        if let b = o.properties["badgeValue"] { item.badgeValue = b }
        if let e = o.bool("enabled") { item.isEnabled = e }
        loading.instances[o.id] = item
        return item
    }

    /// A controller's items: its navigation item (title, large title mode, back button title,
    /// bar button items by key), its tab bar item, and a navigation controller's bar.
    static func readItems(_ o: IBObject, of vc: UIViewController, loading: NibLoading) {
        if let n = o.child("navigationItem") {
            let item = vc.navigationItem
            loading.instances[n.id] = item
            if let t = n.title { item.title = t }
            if let p = n.properties["prompt"] { item.prompt = p }
            if let b = n.properties["backButtonTitle"] { item.backButtonTitle = b }
            if let h = n.bool("hidesBackButton") { item.hidesBackButton = h }
            let modes: [String: UINavigationItem.LargeTitleDisplayMode] = [
                "automatic": .automatic, "always": .always, "never": .never,
            ]
            if let m = n.properties["largeTitleDisplayMode"].flatMap({ modes[$0] }) { item.largeTitleDisplayMode = m }
            var left: [UIBarButtonItem] = [], right: [UIBarButtonItem] = []
            for child in n.children where child.element == "barButtonItem" {
                switch child.key {
                case "leftBarButtonItem": left.insert(barButtonItem(child, loading), at: 0)
                case "rightBarButtonItem": right.insert(barButtonItem(child, loading), at: 0)
                case "backBarButtonItem": item.backBarButtonItem = barButtonItem(child, loading)
                default: break
                }
            }
            for child in n.items where child.element == "barButtonItem" {
                // `<leftBarButtonItems>`/`<rightBarButtonItems>` lists are read as the
                // reader's items, in file order, on the right.
                right.append(barButtonItem(child, loading))
            }
            if !left.isEmpty { item.leftBarButtonItems = left }
            if !right.isEmpty { item.rightBarButtonItems = right }
        }
        if let t = o.child("tabBarItem") { vc.tabBarItem = tabBarItem(t, loading) }
        if let nav = vc as? UINavigationController, let bar = o.child("navigationBar") {
            loading.instances[bar.id] = nav.navigationBar
            readBar(loading.coder(bar), nav.navigationBar)
            if o.bool("navigationBarHidden") == true { nav.isNavigationBarHidden = true }
        }
        if let nav = vc as? UINavigationController {
            if let b = o.bool("hidesBarsOnTap") { nav.hidesBarsOnTap = b }
            if let b = o.bool("hidesBarsOnSwipe") { nav.hidesBarsOnSwipe = b }
            if let b = o.bool("hidesBarsWhenKeyboardAppears") { nav.hidesBarsWhenKeyboardAppears = b }
            if let b = o.bool("hidesBarsWhenVerticallyCompact") { nav.hidesBarsWhenVerticallyCompact = b }
        }
    }

    // MARK: - Outlets UIKit's classes have

    /// `dataSource` and `delegate` of tables and collections, `delegate` of scroll views: nil
    /// when `property` is not one of UIKit's own outlets of `owner`; else the protocol its
    /// destination must adopt and whether `value` adopted it (and was connected).
    static func connectBuiltInOutlet(_ property: String, of owner: AnyObject, to value: Any)
        -> (needed: String, connected: Bool)?
    {
        switch (owner, property) {
        case let (t as UITableView, "dataSource"):
            let v = value as? UITableViewDataSource
            if let v { t.dataSource = v }
            return ("UITableViewDataSource", v != nil)
        case let (t as UITableView, "delegate"):
            let v = value as? UITableViewDelegate
            if let v { t.delegate = v }
            return ("UITableViewDelegate", v != nil)
        case let (c as UICollectionView, "dataSource"):
            let v = value as? UICollectionViewDataSource
            if let v { c.dataSource = v }
            return ("UICollectionViewDataSource", v != nil)
        case let (c as UICollectionView, "delegate"):
            let v = value as? UICollectionViewDelegate
            if let v { c.delegate = v }
            return ("UICollectionViewDelegate", v != nil)
        case let (p as UIPickerView, "dataSource"):
            let v = value as? UIPickerViewDataSource
            if let v { p.dataSource = v }
            return ("UIPickerViewDataSource", v != nil)
        case let (p as UIPickerView, "delegate"):
            let v = value as? UIPickerViewDelegate
            if let v { p.delegate = v }
            return ("UIPickerViewDelegate", v != nil)
        case let (s as UIScrollView, "delegate"):
            let v = value as? UIScrollViewDelegate
            if let v { s.delegate = v }
            return ("UIScrollViewDelegate", v != nil)
        default: return nil
        }
    }

    // MARK: - After the subviews

    /// What a view needs once its subtree is made: a table's and a collection's prototype
    /// cells registered by reuse identifier, each dequeue making a fresh cell from the file
    /// (its class, subviews, constraints and outlets, then `awakeFromNib()`).
    static func finish(_ view: UIView, _ o: IBObject, loading: NibLoading) {
        let document = loading.document, bundle = loading.bundle
        weak let storyboard = loading.storyboard
        for p in o.prototypes {
            guard let id = p.reuseIdentifier, !id.isEmpty else {
                StoryboardDiagnostics.printOnce(
                    "\(document.file):\(p.line): warning: prototype <\(p.element) \(p.id)> has no reuse identifier; it cannot be dequeued"
                )
                continue
            }
            if let table = view as? UITableView {
                weak let weakTable = table
                table.prototypeCells[id] = {
                    let l = NibLoading(document: document, bundle: bundle, storyboard: storyboard)
                    let made = l.makeTree(p)
                    let controller = weakTable?.interfaceBuilder?.controller
                    l.connect(p, controller: controller)
                    l.awake(from: 0)
                    return made as? UITableViewCell
                }
                if let h = p.number("rowHeight"), h > 0 { table.prototypeRowHeights[id] = CGFloat(h) }
                if let h = p.number("rowHeight"), h > 0, table.rowHeight == UITableView.automaticDimension,
                    o.prototypes.count == 1
                {
                    // A single prototype's custom height is the table's row height.
                    table.rowHeight = CGFloat(h)
                }
            } else if let collection = view as? UICollectionView {
                weak let weakCollection = collection
                collection.prototypeCells["cell/" + id] = {
                    let l = NibLoading(document: document, bundle: bundle, storyboard: storyboard)
                    let made = l.makeTree(p)
                    l.connect(p, controller: weakCollection?.interfaceBuilder?.controller)
                    l.awake(from: 0)
                    return made as? UICollectionReusableView
                }
            }
        }
    }
}
