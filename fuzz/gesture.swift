// libFuzzer target `gesture`: the gesture-script parser and the playing of a script through
// an interactive transition. Its invariants live in
// Tests/FlipbookCLITests/FuzzInvariants/GestureInvariants.swift, which FuzzCorpusTests
// replays the seeds through too. Built by fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGesture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size, GestureInvariants.check)
}
