// Compiled only where SwiftUI exists; on Linux this target holds no tests.
