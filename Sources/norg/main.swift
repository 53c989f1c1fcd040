import Foundation
import NorgCLI

exit(NorgCommandLine.run(Array(CommandLine.arguments.dropFirst())))
