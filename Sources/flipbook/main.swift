import Foundation
import FlipbookCLI

exit(FlipbookCLI.run(Array(CommandLine.arguments.dropFirst())))
