// libFuzzer target `drawing`: random sequences of CGContext calls drawn through an image
// renderer. Its invariants live in Tests/FlipbookCLITests/FuzzInvariants/DrawingInvariants.swift,
// which FuzzCorpusTests replays the seeds through too. Built by fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDrawing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size, DrawingInvariants.check)
}
