#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgCLI
import NorgKit

// The arguments' own bytes: `CommandLine.arguments` would repair a file name that is not UTF-8
// into one that names no file.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    RawPath.string(fromBytes: Array(UnsafeRawBufferPointer(start: CommandLine.unsafeArgv[index]!,
                                                           count: strlen(CommandLine.unsafeArgv[index]!))))
}
// The process ends with the command: what it built is left for the exit to reclaim.
let io = CommandIO.standard()
io.processExitsAfterCommand = true
// A rebuild of a site parses only the notes that changed since the last one.
io.noteCacheFolder = CommandIO.standardCacheFolder
exit(NorgCommandLine.run(arguments, io: io))
