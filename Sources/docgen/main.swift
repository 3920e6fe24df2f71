import DocgenCLI
import Foundation

exit(DocgenCommand.run(Array(CommandLine.arguments.dropFirst())))
