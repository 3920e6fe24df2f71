import DocgenFuzzChecks

/// libFuzzer entry point: see `FuzzChecks.csv` for the properties checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.run("FuzzCSV", data, size)
}
