/// The directories a reader found missing: a file in a directory that cannot be reached cannot be opened, so after
/// the first failed open one `stat` of its directory answers for every other file there (a checkout without its
/// sources, a generated folder not built yet: otherwise a failed `open` per file, 1,700 of them for one corpus
/// project). While files are found it asks nothing.
struct MissingDirectories {
    private(set) var paths = Set<String>()
    /// Directories already looked at (each is asked once, present or not).
    private var checked = Set<String>()

    /// Whether `file` lies directly in a directory already found missing.
    func contain(_ file: String) -> Bool {
        !paths.isEmpty && paths.contains(ProjectPath.directory(of: file))
    }

    /// `file` could not be opened because it does not exist: remembers its directory if that is missing too.
    mutating func noteMissing(_ file: String) {
        let directory = ProjectPath.directory(of: file)
        if checked.insert(directory).inserted, FileSystem.resolvedKind(directory) != .directory {
            paths.insert(directory)
        }
    }
}
