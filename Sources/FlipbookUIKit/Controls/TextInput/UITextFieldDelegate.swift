import Foundation

/// What a text field asks and tells its delegate (`UITextFieldDelegate`); every method has
/// UIKit's default (allow, do nothing).
public protocol UITextFieldDelegate: AnyObject {
    /// May editing begin (`textFieldShouldBeginEditing(_:)`; default true)?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (`textFieldDidBeginEditing(_:)`).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// May editing end (`textFieldShouldEndEditing(_:)`; default true)?
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (`textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with why (`textFieldDidEndEditing(_:reason:)`; default: calls
    /// `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// May typing replace `range` (UTF-16) with `string` (`textField(_:shouldChangeCharactersIn:replacementString:)`;
    /// default true)?
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection changed (`textFieldDidChangeSelection(_:)`).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// May the clear button empty the field (`textFieldShouldClear(_:)`; default true)?
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed (`textFieldShouldReturn(_:)`; default true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
