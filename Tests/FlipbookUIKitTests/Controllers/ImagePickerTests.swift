import XCTest
@testable import FlipbookUIKit

/// The image picker as the simulator has it (SEMANTICS.md §34): no camera, six pictures, a
/// tap on one goes to the delegate, Cancel without a delegate method dismisses the picker.
final class ImagePickerTests: XCTestCase {
    final class Chooser: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [UIImagePickerController.InfoKey: Any]?
        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            picked = info
            dismiss(animated: true)
        }
    }

    func testTheCameraIsMissingAndTheLibraryIsThere() {
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
    }

    func testAPictureChosenGoesToTheDelegateAndCancelDismisses() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let home = Chooser()
        window.rootViewController = home
        let picker = UIImagePickerController()
        picker.delegate = home
        picker.allowsEditing = true
        _ = try Stage(window: window).record { home.present(picker, animated: false) }
        XCTAssertTrue(home.presentedViewController === picker)
        XCTAssertEqual(picker.topViewController?.title, "Photos")
        XCTAssertEqual(picker.topViewController?.view.subviews.count, UIImagePickerController.libraryCount)
        XCTAssertFalse(picker.pickImage(at: 6), "the library has six pictures, 0 to 5")
        _ = try Stage(window: window).record { picker.pickImage(at: 2) }
        let image = try XCTUnwrap(home.picked?[.originalImage] as? UIImage)
        XCTAssertEqual(image.size, CGSize(width: 300, height: 300))
        XCTAssertNotNil(home.picked?[.editedImage], "editing allowed: an edited image too")
        XCTAssertNil(home.presentedViewController)

        // A delegate without the cancel method: the picker dismisses itself.
        let again = UIImagePickerController()
        again.delegate = home
        _ = try Stage(window: window).record { home.present(again, animated: false) }
        _ = try Stage(window: window).record { again.cancel() }
        XCTAssertNil(home.presentedViewController)
    }
}
