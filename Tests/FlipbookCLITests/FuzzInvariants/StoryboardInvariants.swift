import FlipbookStoryboard
import Foundation

/// fuzz target `storyboard`: `StoryboardReader.read(data:file:)` on any bytes.
enum StoryboardInvariants {
    /// Either a `StoryboardError` naming the file with a line and a message, or a document
    /// whose object ids are unique, whose constraints and connections name objects it has,
    /// and whose warnings name each thing once.
    static func check(_ input: [UInt8]) throws {
        let document: IBDocument
        do {
            document = try StoryboardReader.read(data: Data(input), file: "fuzz.storyboard")
        } catch let error as StoryboardError {
            try invariant(error.file == "fuzz.storyboard" && error.line >= 0, "error without its place: \(error)")
            try invariant(!error.message.isEmpty, "an error without a message")
            return
        } catch {
            throw FuzzViolation(description: "read threw a non-StoryboardError: \(error)")
        }
        let objects = document.allObjects()
        let ids = objects.map(\.id)
        try invariant(Set(ids).count == ids.count, "an id used twice was accepted")
        let known = Set(ids + objects.flatMap { $0.layoutGuides.map(\.id) })
        for o in objects {
            for c in o.constraints {
                try invariant(known.contains(c.firstItem), "constraint \(c.id) names a missing first item")
                try invariant(
                    c.secondItem.map(known.contains) ?? true, "constraint \(c.id) names a missing second item")
                try invariant(c.multiplier.isFinite && c.constant.isFinite, "constraint \(c.id) is not finite")
            }
            if let f = o.frame {
                try invariant([f.x, f.y, f.width, f.height].allSatisfy(\.isFinite), "frame of \(o.id) is not finite")
            }
        }
        let names = document.warnings.map(\.name)
        try invariant(Set(names).count == names.count, "a warning given twice: \(names)")
        try invariant(
            document.warnings.map(\.line) == document.warnings.map(\.line).sorted(), "warnings out of file order")
    }
}
