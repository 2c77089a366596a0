/// Lexical path operations as swift-build's `Path` does them (`Sources/SWBUtil/Path.swift`, built on System's
/// `FilePath`): repeated and trailing slashes are not components, the disk is never read and `~` stays as written.
/// Written here because Foundation's NSString path methods differ between Linux and macOS and trap on some inputs.
enum PathOperators {
    /// The components of `path` (empty ones dropped) and whether it is absolute.
    private static func components(_ path: String) -> (absolute: Bool, parts: [Substring]) {
        (path.hasPrefix("/"), path.split(separator: "/", omittingEmptySubsequences: true))
    }

    private static func join(_ absolute: Bool, _ parts: [Substring]) -> String {
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// `FilePath.string`: repeated slashes collapsed, a trailing slash dropped (except the root's).
    static func clean(_ path: String) -> String {
        let (absolute, parts) = components(path)
        return join(absolute, parts)
    }

    /// `Path.dirname`: `a/b/c` → `a/b`; `c` → ``; `/c` → `/`; `/` → `/`.
    static func directory(_ path: String) -> String {
        let (absolute, parts) = components(path)
        return join(absolute, Array(parts.dropLast()))
    }

    /// `Path.basename`: the last component; the path itself when it has none (`/`, ``).
    static func file(_ path: String) -> String {
        let (_, parts) = components(path)
        return parts.last.map(String.init) ?? path
    }

    /// `FilePath.Component.extension` of the last component without its dot: `c.tar.gz` → `gz`; `.hidden`, `c`,
    /// `.` and `..` → nil; `c.` → ``.
    static func pathExtension(_ path: String) -> String? {
        let (_, parts) = components(path)
        guard let name = parts.last, name != ".", name != "..",
              let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// `Path.basenameWithoutSuffix` (the stem): `a/c.png` → `c`.
    static func stem(_ path: String) -> String {
        let name = file(path)
        guard let ext = pathExtension(path) else { return name }
        return String(name.dropLast(ext.count + 1))
    }

    /// `Path.withoutSuffix`: `a/c.png` → `a/c`.
    static func deletingExtension(_ path: String) -> String {
        let cleaned = clean(path)
        guard let ext = pathExtension(path) else { return cleaned }
        return String(cleaned.dropLast(ext.count + 1))
    }

    /// `Path.join`: an empty base gives the other side, an absolute right side replaces the base.
    static func appending(_ component: String, to path: String) -> String {
        if path.isEmpty || component.hasPrefix("/") { return clean(component) }
        if component.isEmpty { return clean(path) }
        return clean(path + "/" + component)
    }

    /// `Path.normalize(removeDotDotFromRelativePath:)`: an absolute path has `.` removed and `..` folded (never above
    /// the root); a relative one has `.` and empty components removed and, with `removingDotDot` false (the
    /// `:standardizepath` operator, as `-[NSString stringByStandardizingPath]`), every `..` kept.
    static func normalized(_ path: String, removingDotDot: Bool = true) -> String {
        let (absolute, parts) = components(path)
        var kept: [Substring] = []
        for part in parts where part != "." {
            if part == "..", absolute || removingDotDot {
                if let last = kept.last, last != ".." { kept.removeLast(); continue }
                if absolute { continue }
            }
            kept.append(part)
        }
        if !absolute && kept.isEmpty && !parts.isEmpty && removingDotDot { return "." }
        return join(absolute, kept)
    }

    /// `:relativeto=`: `target` relative to `base`, both absolute (else `target` unchanged), as TSCBasic's
    /// `AbsolutePath.relative(to:)`: `.` for the same path, `..` for each level to climb.
    static func relative(_ target: String, to base: String) -> String? {
        guard target.hasPrefix("/"), base.hasPrefix("/") else { return nil }
        let to = components(normalized(target)).parts, from = components(normalized(base)).parts
        var common = 0
        while common < to.count && common < from.count && to[common] == from[common] { common += 1 }
        let parts = Array(repeating: Substring(".."), count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `:isancestor=`: whether `ancestor` is a proper ancestor of `path`, both absolute (`Path.isAncestor(of:)`).
    static func isAncestor(_ ancestor: String, of path: String) -> Bool {
        guard ancestor.hasPrefix("/"), path.hasPrefix("/") else { return false }
        let a = components(normalized(ancestor)).parts, p = components(normalized(path)).parts
        return a.count < p.count && Array(p.prefix(a.count)) == a
    }
}
