/// Help text for `port`.
extension Help {
    static let port = """
        USAGE
          flipbook port FILE...

        Prints the port rewrite of each Swift file written for iOS: what the FlipbookPortPlugin
        build-tool plugin compiles in its place on Linux (see docs/porting.md).

          #selector(handlePan(_:))            ->  Card.handlePan(_:)      (the enclosing type)
          #selector(self.close)               ->  Card.close
          #selector(Interactor.update(_:))    ->  Interactor.update(_:)
          #selector(interactor.update(_:))    ->  type(of: interactor).update(_:)
          @objc, @objc(name), @objcMembers, dynamic, @IBOutlet, @IBAction, @IBInspectable,
          @IBDesignable, @IBSegueAction, @GKInspectable   ->  blanked (lines and columns stay)

        The output starts with #sourceLocation(file: FILE, line: 1), so the compiler's messages
        point at the original file and line. Strings and comments are left as they are.

        OPTIONS
        \(OptionSpec.helpLines(for: .port))

        EXIT CODES
          0 every file rewritten; 1 a #selector with no method reference (getter:, setter:,
          'as' casts, super.), reported as FILE:LINE:COLUMN: error: ...; 2 a missing or
          unreadable file (nothing is printed)
        """
}
