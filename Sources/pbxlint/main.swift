// See Package.swift: importing it here records the static libraries it needs for the Linux link. Only
// FoundationEssentials on Linux, so that ICU (FoundationInternationalization and its data) stays out of the binary.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
