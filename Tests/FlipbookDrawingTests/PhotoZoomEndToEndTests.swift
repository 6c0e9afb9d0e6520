import XCTest
import FlipbookCore
import FlipbookUIKit
import FlipbookRender
import FlipbookPNG

/// A photo-zoom transition written as apps write it: the animator finds the tapped cell with
/// `collectionView.cellForItem(at:)`, converts its image view's frame to the container with
/// `convert(_:to:)`, and grows a copy of the photo to the detail screen's image frame
/// (SEMANTICS.md §17 "Scroll views, tables and collections").
final class PhotoZoomEndToEndTests: XCTestCase {
    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            contentView.addSubview(imageView)
        }
        required init?(coder: NSCoder) { return nil }
    }

    final class Grid: UICollectionViewController {
        static var colours: [UIColor] { [.systemGray, .systemGray2, .systemGray3, .systemGray4, .red, .systemGray5] }
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.minimumInteritemSpacing = 10
            flow.minimumLineSpacing = 10
            flow.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .white
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            30
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
            cell.imageView.backgroundColor = Grid.colours[indexPath.item % Grid.colours.count]
            return cell
        }
    }

    final class Detail: UIViewController {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 100, width: 375, height: 375))
        override func loadView() {
            let v = UIView(frame: UIScreen.main.bounds)
            v.backgroundColor = .black
            imageView.backgroundColor = .blue
            v.addSubview(imageView)
            view = v
        }
    }

    final class Zoom: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let indexPath: IndexPath
        weak var grid: Grid?
        var startFrame: CGRect?
        init(indexPath: IndexPath, grid: Grid) { self.indexPath = indexPath; self.grid = grid }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            guard let toVC = transitionContext.viewController(forKey: .to) as? Detail,
                let toView = transitionContext.view(forKey: .to),
                let cell = grid?.collectionView.cellForItem(at: indexPath) as? PhotoCell
            else {
                transitionContext.completeTransition(true)
                return
            }
            let start = cell.imageView.convert(cell.imageView.bounds, to: container)
            startFrame = start
            let photo = UIView(frame: start)
            photo.backgroundColor = cell.imageView.backgroundColor
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            toVC.imageView.isHidden = true
            container.addSubview(toView)
            container.addSubview(photo)
            cell.imageView.isHidden = true
            UIView.animate(
                withDuration: 0.4, delay: 0, options: .curveLinear,
                animations: {
                    photo.frame = toVC.imageView.frame
                    toView.alpha = 1
                },
                completion: { _ in
                    toVC.imageView.isHidden = false
                    cell.imageView.isHidden = false
                    photo.removeFromSuperview()
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { self }
    }

    func testThePhotoGrowsFromItsCellToTheDetailFrame() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let grid = Grid()
        window.rootViewController = grid
        grid.collectionView.layoutIfNeeded()
        // The window's safe area (top 20) puts the content's rest offset at -20; scroll the
        // grid to 30 so that the converted frame must account for the scroll.
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        let detail = Detail()
        detail.modalPresentationStyle = .custom
        let zoom = Zoom(indexPath: IndexPath(item: 4, section: 0), grid: grid)
        detail.transitioningDelegate = zoom
        let t = try withExtendedLifetime(zoom) {
            try Stage(window: window).record { grid.present(detail, animated: true) }
        }
        // Item 4 is on the second line: flow frame (137.5, 16 + 110, 100, 100) (3 a line,
        // gaps of 21.5); its image view is 10 in: (147.5, 136) in content, 136 - 30 = 106 in
        // the window.
        XCTAssertEqual(zoom.startFrame, CGRect(x: 147.5, y: 106, width: 80, height: 80))
        // Half way (0.2 s of 0.4, linear): (73.75, 103, 227.5, 227.5), red over the detail.
        let mid = try Compositor().render(t.presentation(at: 0.2), scale: 1)
        let end = try Compositor().render(t.presentation(at: 0.5), scale: 1)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(
                try Compositor().render(t.presentation(at: 0.2), scale: 2), to: dir + "/photo-zoom-mid@2x.png")
        }
        let inside = mid.pixel(x: 80, y: 110)
        XCTAssertEqual(
            [inside.r, inside.g, inside.b], [255, 0, 0], "inside the growing photo, left of where it started")
        let outside = mid.pixel(x: 70, y: 110)
        XCTAssertNotEqual([outside.r, outside.g, outside.b], [255, 0, 0])
        // At the start the photo covers its cell's image exactly: (148, 107) red, (146, 107) not.
        let first = try Compositor().render(t.presentation(at: 0), scale: 1)
        XCTAssertEqual(first.pixel(x: 148, y: 107).r, 255)
        XCTAssertEqual(first.pixel(x: 148, y: 107).g, 0)
        XCTAssertNotEqual(first.pixel(x: 146, y: 107).g, 0)
        // After the transition: the detail's blue image at (0, 100, 375, 375).
        let p = end.pixel(x: 187, y: 287)
        XCTAssertEqual([p.r, p.g, p.b], [0, 0, 255])
    }
}
