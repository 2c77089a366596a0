import XcodeModel

/// The words for why a value cannot be known offline. The model records the facts (`Unknowable`); messages,
/// notes and `pbxlint settings` say them the same way through this file.
extension Unknowable {
    /// A clause that can follow "note: ", e.g. `the optional include "Local.xcconfig" (Base.xcconfig:3) does not
    /// exist here and could change this value`.
    public var explanation: String {
        switch self {
        case .evaluationLimit(let limit):
            return "pbxlint stopped evaluating it: " + limit.explanation
        case .undefinedSettings(let names):
            let computed = names.filter { DeclaredSettings.computedByXcode.contains($0) }
            let unset = names.filter { !DeclaredSettings.computedByXcode.contains($0) }
            var clauses: [String] = []
            if !unset.isEmpty {
                clauses.append("\(unset.joined(separator: ", ")) \(unset.count == 1 ? "is" : "are") not set in any "
                               + "xcconfig or build settings pbxlint can see")
            }
            if !computed.isEmpty {
                clauses.append("\(computed.joined(separator: ", ")) \(computed.count == 1 ? "is" : "are") computed by "
                               + "Xcode, which pbxlint does not do offline")
            }
            return clauses.joined(separator: "; ")
        case .hiddenFile(let hidden):
            let place = "\"\(hidden.path)\" (\(ProjectPath.lastComponent(hidden.file)):\(hidden.range.start.line))"
            switch hidden.cause {
            case .optionalIncludeMissing:
                return "the optional include \(place) does not exist here and could change this value"
            case .requiredIncludeMissing:
                return "the include \(place) does not exist here and could change this value"
            case .baseConfigurationMissing:
                return "the base configuration \(place) does not exist here and could change this value"
            case .insideXcode:
                return "the include \(place) is part of Xcode's installation, which pbxlint does not read, and "
                    + "could change this value"
            case .unreadableInclude:
                return "the include \(place) cannot be read and could change this value"
            case .unreadableBaseConfiguration:
                return "the base configuration \(place) cannot be read and could change this value"
            case .generatedByCocoaPods:
                return "the base configuration \(place) is written by `pod install` and is not here; it could "
                    + "change this value"
            case .notFollowed(let limit):
                return "the include \(place) was not followed (\(limit.explanation)) and could change this value"
            }
        }
    }
}

extension EvaluationLimit {
    /// Which of pbxlint's own limits was reached.
    var explanation: String {
        switch self {
        case .nesting(let depth): "its references nest more than \(depth) deep"
        case .length(let bytes): "its expansion is longer than \(bytes >> 20) MiB"
        }
    }
}

extension ModelIssue.IncludeLimit {
    /// Which of pbxlint's include limits was reached.
    var explanation: String {
        switch self {
        case .depth(let depth): "includes nest more than \(depth) deep"
        case .count(let count): "one base configuration pulls in more than \(count) includes"
        case .outsideRepository: "it is outside the project's repository, which pbxlint does not read"
        }
    }
}
