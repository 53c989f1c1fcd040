#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgCLI

exit(NorgCommandLine.run(Array(CommandLine.arguments.dropFirst())))
