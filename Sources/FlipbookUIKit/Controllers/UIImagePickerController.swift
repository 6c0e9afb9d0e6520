import Foundation

/// What an image picker tells its delegate (`UIImagePickerControllerDelegate`), both optional.
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// A picture was chosen (`imagePickerController(_:didFinishPickingMediaWithInfo:)`).
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Cancel was tapped (`imagePickerControllerDidCancel(_:)`; default: the picker is
    /// dismissed, as UIKit does when the delegate does not implement it).
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.presentingViewController?.dismiss(animated: true)
    }
}

/// The system's photo picker (`UIImagePickerController`), as the simulator has it
/// (SEMANTICS.md §34): no camera, and a library of six pictures, drawn as a "Photos" grid of
/// grey tiles under a bar with Cancel. `pickImage(at:)` (Flipbook's) chooses one as a tap
/// would; Cancel calls `imagePickerControllerDidCancel(_:)`.
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from (`UIImagePickerController.SourceType`), UIKit's raw values.
    public enum SourceType: Int, Sendable { case photoLibrary = 0, camera, savedPhotosAlbum }
    /// The camera (`UIImagePickerController.CameraDevice`).
    public enum CameraDevice: Int, Sendable { case rear = 0, front }
    /// The camera's mode (`UIImagePickerController.CameraCaptureMode`).
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video }
    /// The camera's flash (`UIImagePickerController.CameraFlashMode`).
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// A video's quality (`UIImagePickerController.QualityType`).
    public enum QualityType: Int, Sendable { case typeHigh = 0, typeMedium, typeLow, type640x480 }
    /// The keys of a chosen picture's description (`UIImagePickerController.InfoKey`).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    }

    /// Where pictures come from (`sourceType`; default `.photoLibrary`). The camera is
    /// unavailable, as on the simulator: asking for it prints UIKit's reason and shows the
    /// library (where UIKit raises an exception).
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                ProgramName.printToStandardError(
                    "warning: Source type \(sourceType.rawValue) not available (no camera here, as on the simulator): the photo library is shown"
                )
            }
        }
    }
    /// Whether a chosen picture can be cropped first (`allowsEditing`; default false): the
    /// edited image is the original.
    open var allowsEditing = false
    /// The media types offered (`mediaTypes`; default `["public.image"]`).
    open var mediaTypes: [String] = ["public.image"]
    /// `cameraDevice`, `cameraCaptureMode`, `cameraFlashMode`, `showsCameraControls`,
    /// `videoQuality`, `videoMaximumDuration`: stored.
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var showsCameraControls = true
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600

    /// Whether a source exists (`isSourceTypeAvailable(_:)`): the library and the saved
    /// album, not the camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// `isCameraDeviceAvailable(_:)`: false.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// `isFlashAvailable(for:)`: false.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    /// `availableMediaTypes(for:)`: images, for an available source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// The number of pictures in the library: the simulator's six.
    public static let libraryCount = 6

    /// `UIImagePickerController()`.
    public init() {
        let grid = PhotoLibraryGrid()
        super.init(rootViewController: grid)
        grid.picker = self
    }

    /// Present for source compatibility.
    public required init?(coder: NSCoder) { return nil }

    /// Chooses the library's picture `index` as a tap on its tile does (Flipbook only): the
    /// delegate gets its original (and, when editing is allowed, edited) image; false for an
    /// index outside the library.
    @discardableResult
    public func pickImage(at index: Int) -> Bool {
        guard (0..<Self.libraryCount).contains(index) else { return false }
        let image = PhotoLibraryGrid.picture(index)
        var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = CGRect(origin: .zero, size: image.size)
        }
        (delegate as? UIImagePickerControllerDelegate)?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        return true
    }

    func cancel() {
        if let d = delegate as? UIImagePickerControllerDelegate {
            d.imagePickerControllerDidCancel(self)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }
}

/// The picker's library screen: "Photos", Cancel on the right, the pictures as square tiles
/// four to a row with 2-point gaps (**chosen**: the simulator's grid).
final class PhotoLibraryGrid: UIViewController {
    weak var picker: UIImagePickerController?
    static let columns = 4
    static let gap: CGFloat = 2

    /// The grey of the library's picture `index`, on its tile and in the picture itself.
    static func shade(_ index: Int) -> UIColor { UIColor(white: 0.55 + 0.06 * CGFloat(index % 6), alpha: 1) }

    /// The library's picture `index`: its tile's grey, 300 x 300 points.
    static func picture(_ index: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { ctx in
            shade(index).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.picker?.cancel() })
        for i in 0..<UIImagePickerController.libraryCount {
            let tile = UIButton(type: .custom)
            tile.backgroundColor = Self.shade(i)
            tile.tag = i
            tile.addAction(UIAction { [weak self] _ in self?.picker?.pickImage(at: i) }, for: .touchUpInside)
            view.addSubview(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let side = (area.width - Self.gap * CGFloat(Self.columns - 1)) / CGFloat(Self.columns)
        for (i, tile) in view.subviews.enumerated() {
            let row = i / Self.columns
            let column = i % Self.columns
            tile.frame = CGRect(
                x: area.minX + CGFloat(column) * (side + Self.gap), y: area.minY + CGFloat(row) * (side + Self.gap),
                width: side, height: side)
        }
    }
}
