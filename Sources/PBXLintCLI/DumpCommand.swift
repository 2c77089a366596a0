#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// `pbxlint dump [--format json] FILE`: prints the parsed property list as JSON (debugging, differential tests).
enum DumpCommand {
    static let usage = """
        usage: pbxlint dump [--format json] FILE

        Parses FILE (a project.pbxproj, an Xcode 27 project.xcproj (JSON5), or any property list: OpenStep,
        XML, JSON or binary) with pbxlint's own parser and prints it as JSON: dictionaries keep their source order (a repeated key appears once, with its
        last value, as Xcode reads it), data prints as {"$data": "<hex>"}.

        """

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        var file: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format":
                index += 1
                guard index < arguments.count, arguments[index] == "json" else {
                    console.error("pbxlint dump: --format takes 'json'\n")
                    return .usage
                }
            case "--format=json":
                break
            case "-h", "--help":
                console.write(usage)
                return .success
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    console.error("pbxlint dump: unknown option '\(argument)'\n\(usage)")
                    return .usage
                }
                guard file == nil else {
                    console.error("pbxlint dump: expected one file\n")
                    return .usage
                }
                file = argument
            }
            index += 1
        }
        guard let file else {
            console.error(usage)
            return .usage
        }
        var path = file
        if FileSystem.isDirectory(path) {
            path = XcodeProject.projectFile(inBundle: path)
        }
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .success(let b): bytes = b
        case .failure(let error):
            console.error("pbxlint dump: cannot read '\(path)': \(error.reason)\n")
            return .unreadableInput
        }
        do {
            let document = try PlistReader.read(bytes: bytes, path: path)
            for warning in document.warnings {
                console.error("\(path):\(warning.range.start.line):\(warning.range.start.column): warning: \(warning.message)\n")
            }
            console.write(PlistJSON.render(document.root))
            return .success
        } catch {
            console.error("\(error)\n")
            return .findings
        }
    }
}
