import Foundation

/// The keyboard's kind (`UIKeyboardType`), UIKit's raw values. Stored; the panel is the same.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// `alphabet`, the old name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The return key's title (`UIReturnKeyType`), UIKit's raw values. Stored.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitals (`UITextAutocapitalizationType`). Stored; typed text is never changed.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Autocorrection (`UITextAutocorrectionType`). Stored.
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
/// Spell checking (`UITextSpellCheckingType`). Stored.
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
/// Smart quotes (`UITextSmartQuotesType`). Stored.
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no, yes }
/// Smart dashes (`UITextSmartDashesType`). Stored.
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no, yes }
/// Smart insert and delete (`UITextSmartInsertDeleteType`). Stored.
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default` = 0, no, yes }
/// The keyboard's look (`UIKeyboardAppearance`). Stored; the panel follows the trait's style.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// `alert`, the old name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// What a field holds, for AutoFill (`UITextContentType`), UIKit's strings. Stored.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw string.
    public let rawValue: String
    /// `UITextContentType(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.name`.
    public static let name = UITextContentType(rawValue: "name")
    /// `.givenName`.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// `.familyName`.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// `.nickname`.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// `.organizationName`.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// `.fullStreetAddress`.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// `.addressCity`.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// `.postalCode`.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// `.countryName`.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// `.telephoneNumber`.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// `.emailAddress`.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// `.URL`.
    public static let URL = UITextContentType(rawValue: "url")
    /// `.username`.
    public static let username = UITextContentType(rawValue: "username")
    /// `.password`.
    public static let password = UITextContentType(rawValue: "password")
    /// `.newPassword`.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// `.oneTimeCode`.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// `.creditCardNumber`.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}
