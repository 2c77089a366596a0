import Foundation  // see Package.swift: records the static libraries Foundation needs on Linux
import PBXLintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

// A closed pipe (`pbxlint … | head`) must not kill the process with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
let status = PBXLintCommand.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
