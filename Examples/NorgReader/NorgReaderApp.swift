#if canImport(SwiftUI)
import SwiftUI
import NorgReaderKit
#if os(macOS)
import AppKit
#endif

/// `swift run NorgReader [FOLDER]` on macOS: the notes of FOLDER (default: the current folder) in a
/// window. Built into an iOS app, it reads the app's Documents folder.
@main
struct NorgReaderApp: App {
    private let folder: URL

    init() {
        #if os(macOS)
        folder = ReaderLaunch.folder(arguments: CommandLine.arguments)
        // A binary run from the command line is not an app bundle: without this it gets no Dock icon,
        // menu bar or key window.
        NSApplication.shared.setActivationPolicy(.regular)
        #endif
        #if !os(macOS)
        // In an iOS app built from these sources: the notes in the app's Documents folder.
        folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        #endif
    }

    var body: some Scene {
        WindowGroup {
            ReaderView(folder: folder)
                #if os(macOS)
                // Activation is cooperative since macOS 14: asked for once the window exists, it
                // brings the window in front of the Terminal that launched it (when Terminal yields).
                .task(id: folder) { NSApplication.shared.activate() }
                #endif
        }
    }
}
#else
import Foundation

/// Without SwiftUI the reader cannot run; its logic (NorgReaderKit) is built and tested here.
@main
enum NorgReaderApp {
    static func main() {
        FileHandle.standardError.write(Data("NorgReader is a SwiftUI app: run it on macOS (swift run NorgReader [FOLDER]).\n".utf8))
        exit(1)
    }
}
#endif
