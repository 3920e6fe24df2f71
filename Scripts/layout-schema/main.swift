// Decodes each JSON file named on the command line with Examples/UIKitGeometryCheck's
// DocgenLayout (compiled together by Scripts/test-layout-schema), so the device test's Codable
// structs are shown to read what docgen writes. Prints one line per file that fails; exits 1 then.
import Foundation

var failures = 0
for path in CommandLine.arguments.dropFirst() {
    do {
        _ = try DocgenLayout.decodeAll(Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        print("cannot decode \(path): \(error)")
        failures += 1
    }
}
print("DocgenLayout decoded \(CommandLine.arguments.count - 1 - failures) of \(CommandLine.arguments.count - 1) documents")
exit(failures == 0 ? 0 : 1)
