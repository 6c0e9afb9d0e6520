import Foundation

/// Keys pressed on the keyboard at given times, like a gesture script for a finger
/// (`GestureScript`, `TapScript`): played on a text field or text view (`play(_:)`), which
/// first becomes the first responder (its keyboard shows), then receives each key at its
/// time, through its delegate as a user's typing does (SEMANTICS.md "Text input").
public struct TypingScript: Hashable, Sendable {
    /// A key.
    public enum Key: Hashable, Sendable {
        /// Types the characters (one key of the keyboard; a word from autocompletion).
        case text(String)
        /// The delete key.
        case backspace
        /// The return key.
        case returnKey
        /// Selects a range of the text, in UTF-16 units (a user's drag of the handles).
        case select(location: Int, length: Int)
        /// Resigns the first responder (the user taps elsewhere: the keyboard hides).
        case dismiss
    }

    /// One key press: seconds from the moment the script is played, and the key.
    public struct Stroke: Hashable, Sendable {
        /// When, in seconds from the moment the script is played.
        public var time: Double
        /// The key.
        public var key: Key
        /// Creates a stroke.
        public init(time: Double, key: Key) { self.time = time; self.key = key }
    }

    /// The strokes, in increasing time.
    public let strokes: [Stroke]
    /// The time between two keys of `typing(_:)`, in seconds (**chosen**: 0.1 s, a quick
    /// typist's pace).
    public static let keyInterval = 0.1

    /// Creates a script; throws when there are no strokes, a time is not finite, negative, past
    /// `GestureScript.maxTime` or not after the previous one, or a selection is negative.
    public init(strokes: [Stroke]) throws {
        guard !strokes.isEmpty else { throw StageError.gestureScript("a typing script needs at least one key") }
        for (i, s) in strokes.enumerated() {
            guard s.time.isFinite, s.time >= 0, s.time <= GestureScript.maxTime else {
                throw StageError.gestureScript(
                    "key \(i) at \(s.time) s is outside 0...\(Int(GestureScript.maxTime)) s")
            }
            if i > 0 && !(s.time > strokes[i - 1].time) {
                throw StageError.gestureScript(
                    "key \(i) at \(s.time) s is not after key \(i - 1) at \(strokes[i - 1].time) s")
            }
            if case .select(let location, let length) = s.key, location < 0 || length < 0 {
                throw StageError.gestureScript("key \(i) selects a negative range (\(location), \(length))")
            }
        }
        self.strokes = strokes
    }

    /// Types `text` one character a key, `interval` seconds apart starting at `start`, then
    /// presses return if asked.
    public static func typing(
        _ text: String, interval: Double = keyInterval, startingAt start: Double = keyInterval,
        pressingReturn: Bool = false
    ) throws -> TypingScript {
        guard interval.isFinite, interval > 0 else {
            throw StageError.gestureScript("the key interval \(interval) s is not positive")
        }
        var keys: [Key] = text.map { $0 == "\n" ? .returnKey : .text(String($0)) }
        if pressingReturn { keys.append(.returnKey) }
        return try TypingScript(
            strokes: keys.enumerated().map { Stroke(time: start + Double($0.offset) * interval, key: $0.element) })
    }

    /// The time of the last key, in seconds from the start.
    public var endTime: Double { strokes[strokes.count - 1].time }
}

/// What a typing script is played on.
protocol TypingTarget: KeyboardTextInput {
    func insertText(_ text: String)
    func deleteBackward()
    var selectedRange: NSRange { get set }
}

extension TypingTarget {
    /// Plays `script`: becomes the first responder now, then presses each key at its time on
    /// the stage's clock (at once, in order, outside a recording).
    func playTyping(_ script: TypingScript) {
        becomeFirstResponder()
        guard let stage = RecordingState.current.stage else {
            for s in script.strokes { press(s.key) }
            return
        }
        let origin = stage.now
        for s in script.strokes {
            stage.schedule(at: origin + s.time, "typing key") { [weak self] in self?.press(s.key) }
        }
    }

    func press(_ key: TypingScript.Key) {
        guard isFirstResponder else { return }
        switch key {
        case .text(let t): insertText(t)
        case .backspace: deleteBackward()
        case .returnKey: insertText("\n")
        case .select(let location, let length): selectedRange = NSRange(location: location, length: length)
        case .dismiss: resignFirstResponder()
        }
    }
}

extension UITextField: TypingTarget {
    /// Plays a typing script on the field (`TypingScript`): it becomes the first responder,
    /// then each key arrives at its time.
    public func play(_ script: TypingScript) { playTyping(script) }
}
