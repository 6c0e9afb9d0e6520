import FlipbookStoryboard
import Foundation
import XCTest

/// View controllers of each kind, with the attributes and keyed objects Xcode writes for
/// them: bars, items, root views, layouts and storyboard references.
final class ControllerTests: XCTestCase {
    func testPlainControllerAttributes() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s",
                    """
                    <viewController storyboardIdentifier="Detail" title="Detail" modalPresentationStyle="fullScreen" modalTransitionStyle="flipHorizontal" definesPresentationContext="YES" providesPresentationContextTransitionStyle="YES" hidesBottomBarWhenPushed="YES" automaticallyAdjustsScrollViewInsets="NO" extendedLayoutIncludesOpaqueBars="YES" restorationIdentifier="detail" modalInPresentation="YES" useStoryboardIdentifierAsRestorationIdentifier="YES" id="v" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>
                    <size key="preferredContentSize" width="300" height="200"/>
                    </viewController>
                    """)))
        let v = try XCTUnwrap(doc.object(id: "v"))
        XCTAssertTrue(v.isViewController)
        XCTAssertEqual(v.uiKitClass, "UIViewController")
        XCTAssertEqual(v.customClass, "DetailViewController")
        XCTAssertEqual(v.customModule, "App")
        XCTAssertEqual(v.storyboardIdentifier, "Detail")
        XCTAssertEqual(v.title, "Detail")
        XCTAssertEqual(v.properties["modalPresentationStyle"], "fullScreen")
        XCTAssertEqual(v.properties["modalTransitionStyle"], "flipHorizontal")
        XCTAssertEqual(v.bool("definesPresentationContext"), true)
        XCTAssertEqual(v.bool("providesPresentationContextTransitionStyle"), true)
        XCTAssertEqual(v.bool("hidesBottomBarWhenPushed"), true)
        XCTAssertEqual(v.bool("automaticallyAdjustsScrollViewInsets"), false)
        XCTAssertEqual(v.bool("extendedLayoutIncludesOpaqueBars"), true)
        XCTAssertEqual(v.bool("modalInPresentation"), true)
        XCTAssertEqual(v.properties["restorationIdentifier"], "detail")
        XCTAssertNil(v.bool("modalPresentationCapturesStatusBarAppearance"))
        // An edge set: the edges written YES, in the order top, left, bottom, right.
        XCTAssertEqual(v.properties["edgesForExtendedLayout"], "top,bottom")
        XCTAssertEqual(v.sizes["preferredContentSize"], IBSize(width: 300, height: 200))
        XCTAssertNil(v.rootView)
    }

    /// A navigation controller: its bar (a keyed view), its toolbar, its hiding switches and
    /// the root relationship.
    func testNavigationController() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s1",
                    """
                    <navigationController navigationBarHidden="YES" toolbarHidden="NO" hidesBarsOnSwipe="YES" hidesBarsWhenKeyboardAppears="YES" id="n" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" barStyle="black" translucent="NO" prefersLargeTitles="YES" id="nb">
                    <rect key="frame" x="0.0" y="47" width="390" height="96"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <color key="barTintColor" systemColor="systemIndigoColor"/>
                    <textAttributes key="largeTitleTextAttributes">
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="40"/>
                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="0.0"/>
                    </textAttributes>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tb">
                    <rect key="frame" x="0.0" y="763" width="390" height="47"/>
                    </toolbar>
                    <connections>
                    <segue destination="r" kind="relationship" relationship="rootViewController" id="seg"/>
                    </connections>
                    </navigationController>
                    """)
                    + "\n" + IBText.scene("s2", "<viewController id=\"r\"/>")))
        let n = try XCTUnwrap(doc.object(id: "n"))
        XCTAssertEqual(n.uiKitClass, "UINavigationController")
        XCTAssertEqual(n.bool("navigationBarHidden"), true)
        XCTAssertEqual(n.bool("toolbarHidden"), false)
        XCTAssertEqual(n.bool("hidesBarsOnSwipe"), true)
        XCTAssertEqual(n.bool("hidesBarsWhenKeyboardAppears"), true)
        let bar = try XCTUnwrap(n.child("navigationBar"))
        XCTAssertEqual(bar.uiKitClass, "UINavigationBar")
        XCTAssertEqual(bar.frame, IBRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(bar.autoresizingMask, [])
        XCTAssertEqual(bar.properties["barStyle"], "black")
        XCTAssertEqual(bar.bool("translucent"), false)
        XCTAssertEqual(bar.bool("prefersLargeTitles"), true)
        XCTAssertEqual(bar.bool("insetsLayoutMarginsFromSafeArea"), false)
        XCTAssertEqual(bar.colors["barTintColor"], .system("systemIndigoColor"))
        XCTAssertEqual(
            bar.fonts["largeTitleTextAttributes.fontDescription"], IBFont(kind: .boldSystem, pointSize: 40))
        XCTAssertEqual(
            bar.colors["largeTitleTextAttributes.textColor"],
            .white(white: 1, alpha: 1, space: "genericGamma22GrayColorSpace"))
        XCTAssertEqual(n.child("toolbar")?.uiKitClass, "UIToolbar")
        XCTAssertEqual(n.child("toolbar")?.bool("clearsContextBeforeDrawing"), false)
        XCTAssertEqual(n.segues.map(\.relationship), ["rootViewController"])
    }

    /// A tab bar controller: its tab bar and the relationship to each tab; each tab's item.
    func testTabBarControllerAndItems() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s1",
                    """
                    <tabBarController id="t" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" itemPositioning="centered" itemSpacing="12" itemWidth="80" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                    <color key="selectedImageTintColor" systemColor="systemPinkColor"/>
                    </tabBar>
                    <connections>
                    <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                    </connections>
                    </tabBarController>
                    """)
                    + "\n"
                    + IBText.scene(
                        "s2",
                        """
                        <viewController id="a">
                        <tabBarItem key="tabBarItem" title="Home" image="house" selectedImage="house.fill" badgeValue="3" tag="1" id="ia"/>
                        </viewController>
                        """)
                    + "\n"
                    + IBText.scene(
                        "s3",
                        """
                        <viewController id="b">
                        <tabBarItem key="tabBarItem" systemItem="favorites" enabled="NO" id="ib"/>
                        </viewController>
                        """)))
        let t = try XCTUnwrap(doc.object(id: "t"))
        XCTAssertEqual(t.uiKitClass, "UITabBarController")
        let bar = try XCTUnwrap(t.child("tabBar"))
        XCTAssertEqual(bar.uiKitClass, "UITabBar")
        XCTAssertEqual(bar.properties["itemPositioning"], "centered")
        XCTAssertEqual(bar.number("itemSpacing"), 12)
        XCTAssertEqual(bar.number("itemWidth"), 80)
        XCTAssertEqual(bar.colors["selectedImageTintColor"], .system("systemPinkColor"))
        XCTAssertEqual(t.segues.map(\.destination), ["a", "b"])
        XCTAssertEqual(t.segues.map(\.relationship), ["viewControllers", "viewControllers"])
        XCTAssertEqual(t.segues.map(\.kind), [.relationship, .relationship])
        let home = try XCTUnwrap(doc.object(id: "a")?.child("tabBarItem"))
        XCTAssertEqual(home.uiKitClass, "UITabBarItem")
        XCTAssertEqual(home.title, "Home")
        XCTAssertEqual(home.image, "house")
        XCTAssertEqual(home.properties["selectedImage"], "house.fill")
        XCTAssertEqual(home.properties["badgeValue"], "3")
        XCTAssertEqual(home.tag, 1)
        let favourites = try XCTUnwrap(doc.object(id: "b")?.child("tabBarItem"))
        XCTAssertEqual(favourites.properties["systemItem"], "favorites")
        XCTAssertEqual(favourites.bool("enabled"), false)
    }

    /// A navigation item with its bar button items (keyed), as Xcode writes them under a
    /// controller.
    func testNavigationItemAndBarButtonItems() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s",
                    """
                    <viewController id="v">
                    <navigationItem key="navigationItem" title="Notes" prompt="Pick one" largeTitleDisplayMode="never" backButtonTitle="Back" leftItemsSupplementBackButton="YES" hidesBackButton="YES" id="ni">
                    <barButtonItem key="leftBarButtonItem" title="Edit" style="plain" id="l"/>
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="r">
                    <color key="tintColor" systemColor="systemRedColor"/>
                    </barButtonItem>
                    <barButtonItem key="backBarButtonItem" title="All" image="chevron.left" width="42" springLoaded="YES" id="b"/>
                    </navigationItem>
                    </viewController>
                    """)))
        let item = try XCTUnwrap(doc.object(id: "v")?.child("navigationItem"))
        XCTAssertEqual(item.uiKitClass, "UINavigationItem")
        XCTAssertEqual(item.title, "Notes")
        XCTAssertEqual(item.properties["prompt"], "Pick one")
        XCTAssertEqual(item.properties["largeTitleDisplayMode"], "never")
        XCTAssertEqual(item.properties["backButtonTitle"], "Back")
        XCTAssertEqual(item.bool("leftItemsSupplementBackButton"), true)
        XCTAssertEqual(item.bool("hidesBackButton"), true)
        XCTAssertEqual(item.children.map(\.key), ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"])
        XCTAssertEqual(item.children.map(\.uiKitClass), ["UIBarButtonItem", "UIBarButtonItem", "UIBarButtonItem"])
        XCTAssertEqual(item.child("leftBarButtonItem")?.title, "Edit")
        XCTAssertEqual(item.child("leftBarButtonItem")?.properties["style"], "plain")
        XCTAssertEqual(item.child("rightBarButtonItem")?.properties["systemItem"], "add")
        XCTAssertEqual(item.child("rightBarButtonItem")?.colors["tintColor"], .system("systemRedColor"))
        XCTAssertEqual(item.child("backBarButtonItem")?.image, "chevron.left")
        XCTAssertEqual(item.child("backBarButtonItem")?.number("width"), 42)
        XCTAssertEqual(item.child("backBarButtonItem")?.bool("springLoaded"), true)
    }

    /// Table and collection view controllers: the list is the root view; a collection view
    /// keeps its flow layout as a keyed object.
    func testTableAndCollectionViewControllers() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s1",
                    """
                    <tableViewController clearsSelectionOnViewWillAppear="NO" id="tv" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </tableView>
                    </tableViewController>
                    """)
                    + "\n"
                    + IBText.scene(
                        "s2",
                        """
                        <collectionViewController id="cv" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" prefetchingEnabled="NO" id="col">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="8" scrollDirection="horizontal" id="flow">
                        <size key="itemSize" width="128" height="96"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="16" minY="4" maxX="12" maxY="2"/>
                        </collectionViewFlowLayout>
                        </collectionView>
                        </collectionViewController>
                        """)))
        let tv = try XCTUnwrap(doc.object(id: "tv"))
        XCTAssertEqual(tv.uiKitClass, "UITableViewController")
        XCTAssertEqual(tv.bool("clearsSelectionOnViewWillAppear"), false)
        let table = try XCTUnwrap(tv.rootView)
        XCTAssertEqual(table.uiKitClass, "UITableView")
        XCTAssertEqual(table.properties["style"], "insetGrouped")
        XCTAssertEqual(table.number("rowHeight"), -1)
        XCTAssertEqual(table.number("sectionFooterHeight"), 18)
        XCTAssertEqual(table.bool("alwaysBounceVertical"), true)
        let cv = try XCTUnwrap(doc.object(id: "cv"))
        XCTAssertEqual(cv.uiKitClass, "UICollectionViewController")
        let collection = try XCTUnwrap(cv.rootView)
        XCTAssertEqual(collection.uiKitClass, "UICollectionView")
        XCTAssertEqual(collection.bool("prefetchingEnabled"), false)
        let flow = try XCTUnwrap(collection.child("collectionViewLayout"))
        XCTAssertEqual(flow.uiKitClass, "UICollectionViewFlowLayout")
        XCTAssertEqual(flow.number("minimumLineSpacing"), 10)
        XCTAssertEqual(flow.number("minimumInteritemSpacing"), 8)
        XCTAssertEqual(flow.properties["scrollDirection"], "horizontal")
        XCTAssertEqual(flow.properties["automaticEstimatedItemSize"], "YES")
        XCTAssertEqual(flow.sizes["itemSize"], IBSize(width: 128, height: 96))
        XCTAssertEqual(flow.sizes["headerReferenceSize"], IBSize(width: 0, height: 0))
        // `<inset>`: minX is the left, minY the top, maxX the right, maxY the bottom.
        XCTAssertEqual(flow.insets["sectionInset"], IBInsets(top: 4, left: 16, bottom: 2, right: 12))
    }

    /// Page and split view controllers, a storyboard reference, a SwiftUI hosting controller
    /// and an AV player controller, with their own attributes.
    func testOtherControllers() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                [
                    IBText.scene(
                        "s1",
                        #"<pageViewController transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="p"/>"#
                    ),
                    IBText.scene(
                        "s2",
                        #"<splitViewController style="tripleColumn" preferredDisplayMode="oneBesideSecondary" behavior="tile" id="sp"/>"#
                    ),
                    IBText.scene(
                        "s3",
                        #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" bundleIdentifier="com.example.kit" id="ref" sceneMemberID="viewController"/>"#
                    ),
                    IBText.scene("s4", #"<hostingController id="h" sceneMemberID="viewController"/>"#),
                    IBText.scene(
                        "s5", #"<avPlayerViewController videoGravity="AVLayerVideoGravityResizeAspectFill" id="av"/>"#),
                ].joined(separator: "\n")))
        let page = try XCTUnwrap(doc.object(id: "p"))
        XCTAssertEqual(page.uiKitClass, "UIPageViewController")
        XCTAssertEqual(page.properties["transitionStyle"], "scroll")
        XCTAssertEqual(page.properties["navigationOrientation"], "vertical")
        XCTAssertEqual(page.properties["spineLocation"], "none")
        let split = try XCTUnwrap(doc.object(id: "sp"))
        XCTAssertEqual(split.uiKitClass, "UISplitViewController")
        XCTAssertEqual(split.properties["style"], "tripleColumn")
        XCTAssertEqual(split.properties["preferredDisplayMode"], "oneBesideSecondary")
        XCTAssertEqual(split.properties["behavior"], "tile")
        let reference = try XCTUnwrap(doc.object(id: "ref"))
        XCTAssertTrue(reference.isViewController)
        XCTAssertEqual(reference.uiKitClass, "UIViewController")
        XCTAssertEqual(reference.properties["storyboardName"], "Settings")
        XCTAssertEqual(reference.properties["referencedIdentifier"], "Privacy")
        XCTAssertEqual(reference.properties["bundleIdentifier"], "com.example.kit")
        XCTAssertEqual(doc.object(id: "h")?.uiKitClass, "UIHostingController")
        XCTAssertEqual(doc.object(id: "av")?.uiKitClass, "AVPlayerViewController")
        XCTAssertEqual(doc.object(id: "av")?.properties["videoGravity"], "AVLayerVideoGravityResizeAspectFill")
    }
}
