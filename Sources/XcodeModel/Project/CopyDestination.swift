/// The destination of a copy-files phase. Xcode up to 16 wrote `dstSubfolderSpec = 13;` (a number); Xcode 26
/// and later write `dstSubfolder = PlugIns;` instead (REP tuist/XcodeProj#1034, CocoaPods/Xcodeproj#1051).
/// The model keeps the number, so both spellings mean the same to every consumer.
enum CopyDestination {
    /// `dstSubfolder` names with the `dstSubfolderSpec` number each stands for (compared case-insensitively).
    static let specByName: [String: String] = [
        "absolutepath": "0", "wrapper": "1", "product": "1", "executables": "6", "resources": "7",
        "javaresources": "15", "frameworks": "10", "sharedframeworks": "11", "sharedsupport": "12",
        "plugins": "13", "productsdirectory": "16",
    ]

    /// The `dstSubfolderSpec` of a phase: the number when written, else the one its `dstSubfolder` name means,
    /// else that name as written (a destination newer than this table stays visible, not silently dropped).
    static func spec(number: String?, name: String?) -> String? {
        if let number { return number }
        guard let name else { return nil }
        return specByName[name.lowercased()] ?? name
    }
}
