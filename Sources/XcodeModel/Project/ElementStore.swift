import PlistKit

/// A file element of the project (file reference, group, variant or version group, synchronized folder, reference
/// proxy): its position in the project's `ElementStore`.
public struct ElementHandle: Hashable, Sendable {
    let index: Int32
}

/// Every file element of a project in columns (struct of arrays), with the group tree: each element's kind, the
/// value messages point at, its dictionary (read on access: a big project has tens of thousands of elements and
/// asks for the paths of few), its parent, and each group's `children` entries in order, with the place each is
/// written. A reader adds the elements and links the tree; everything that walks the group tree or resolves paths
/// (`PathResolver`, resources, catalogs, referenced files, `project-integrity`) reads it here, not in the file's
/// objects. Columns hold value ids (four bytes) rather than values.
struct ElementStore: Sendable {
    let document: PlistDocument
    private(set) var kinds: [FileElementKind] = []
    /// Where messages point at an element (the id key of a pbxproj object).
    private var keys: [Int32] = []
    /// The element's dictionary.
    private var objects: [Int32] = []
    private var parents: [Int32] = []
    /// Each group's `children` entries are `childEntries[start ..< start + count]` (kept by group: most elements
    /// are files, which have none).
    private var childRanges: [Int32: (start: Int32, count: Int32)] = [:]
    private var childEntries: [GroupChildEntry] = []
    /// Finding an element by id: the project file's id index and the element at each of its positions (-1 for
    /// objects that are not elements).
    private let index: ObjectIDIndex?
    private var handleAtPosition: [Int32]

    private static let none: Int32 = -1

    /// An empty store over `document`; `index` finds objects by id (its positions are those `add` is given).
    init(document: PlistDocument, index: ObjectIDIndex?) {
        self.document = document
        self.index = index
        self.handleAtPosition = [Int32](repeating: ElementStore.none, count: index?.count ?? 0)
    }

    var count: Int { kinds.count }

    /// Makes room for `count` more elements.
    mutating func reserve(_ count: Int) {
        do {
            kinds.reserveCapacity(kinds.count + count)
            keys.reserveCapacity(keys.count + count)
            objects.reserveCapacity(objects.count + count)
            parents.reserveCapacity(parents.count + count)
        }
    }
    var handles: [ElementHandle] { (0..<Int32(truncatingIfNeeded: kinds.count)).map(ElementHandle.init(index:)) }

    // MARK: Adding

    /// Adds an element: `key` is the id of the value messages point at, `object` the id of its dictionary,
    /// `position` its position in the id index (nil when it has none).
    @discardableResult
    mutating func add(kind: FileElementKind, key: Int32, object: Int32, position: Int?) -> ElementHandle {
        let handle = ElementHandle(index: Int32(truncatingIfNeeded: kinds.count))
        kinds.append(kind)
        keys.append(key)
        objects.append(object)
        parents.append(ElementStore.none)
        if let position, position >= 0 && position < handleAtPosition.count {
            handleAtPosition[position] = handle.index
        }
        return handle
    }

    /// Makes room for `count` more children entries (a reader that can count them before `setChildren`).
    mutating func reserveChildEntries(_ count: Int) {
        childEntries.reserveCapacity(childEntries.count + count)
    }

    /// Records `group`'s children entries, in order; called once per group, with all its entries.
    mutating func setChildren(of group: ElementHandle, _ entries: [GroupChildEntry]) {
        childRanges[group.index] = (Int32(truncatingIfNeeded: childEntries.count), Int32(truncatingIfNeeded: entries.count))
        childEntries += entries
    }

    /// Makes `group` the parent of `child`.
    mutating func setParent(_ group: ElementHandle, of child: ElementHandle) {
        parents[Int(child.index)] = group.index
    }

    // MARK: Reading

    /// The element at `position` of the id index, if that object is one.
    func handle(atPosition position: Int) -> ElementHandle? {
        guard position >= 0 && position < handleAtPosition.count else { return nil }
        let h = handleAtPosition[position]
        return h >= 0 ? ElementHandle(index: h) : nil
    }

    /// The element with this id.
    func handle(id: String) -> ElementHandle? {
        guard let position = index?.position(of: id) else { return nil }
        return handle(atPosition: position)
    }

    /// The element a reference value (an id string anywhere in the document) names.
    func handle(named ref: PlistValue) -> ElementHandle? {
        guard let position = index?.position(ofKeyEqualTo: ref) else { return nil }
        return handle(atPosition: position)
    }

    func kind(_ h: ElementHandle) -> FileElementKind { kinds[Int(h.index)] }
    func isGroup(_ h: ElementHandle) -> Bool {
        let k = kinds[Int(h.index)]
        return k == .group || k == .variantGroup || k == .versionGroup
    }

    /// Where messages point at the element.
    func key(_ h: ElementHandle) -> PlistValue { value(keys[Int(h.index)]) }
    /// The element's dictionary.
    func object(_ h: ElementHandle) -> PlistValue { value(objects[Int(h.index)]) }
    /// The value id of the element's dictionary (equal for two handles exactly when they are the same element).
    func objectID(_ h: ElementHandle) -> Int32 { objects[Int(h.index)] }

    func id(_ h: ElementHandle) -> String { key(h).string ?? "" }

    func parent(_ h: ElementHandle) -> ElementHandle? {
        let p = parents[Int(h.index)]
        return p >= 0 ? ElementHandle(index: p) : nil
    }

    /// The number of `children` entries of all groups together.
    var childEntryCount: Int { childEntries.count }

    /// The group's `children` entries, in order (empty for anything else).
    func children(_ h: ElementHandle) -> ArraySlice<GroupChildEntry> {
        guard let range = childRanges[h.index] else { return [] }
        return childEntries[Int(range.start)..<Int(range.start + range.count)]
    }

    /// A value of the document by id (ids in the columns always name one).
    func value(_ id: Int32) -> PlistValue {
        document.value(id: Int(id)) ?? document.root
    }

    /// The element as a `FileElement` (its fields read from its dictionary on access).
    func element(_ h: ElementHandle) -> FileElement {
        FileElement(id: id(h), kind: kind(h), key: key(h), value: object(h), handle: h)
    }

    /// The name shown in Xcode: `name`, else the last component of `path`, else the id.
    func displayName(_ h: ElementHandle) -> String {
        let object = object(h)
        return object["name"]?.string ?? object["path"]?.string.map(ProjectPath.lastComponent) ?? id(h)
    }

    /// Whether `displayName(h)` is `file` or ends in `/` + `file` (as `==` and `hasSuffix` on the String say),
    /// read in place without making the name: nil when the text is not all ASCII (then only the String
    /// comparison is exact). For checking every build file of a big project for one file name.
    func displayName(_ h: ElementHandle, isFile file: StaticString) -> Bool? {
        let object = object(h)
        let wanted = UnsafeRawBufferPointer(start: file.utf8Start, count: file.utf8CodeUnitCount)
        // The same choice as `displayName`: a `name` that is a string, else a `path` that is one, else the id.
        if let name = object["name"], name.kind == .string {
            return name.withUTF8 { ElementStore.isFile($0, wanted, lastComponentOnly: false) } ?? nil
        }
        if let path = object["path"], path.kind == .string {
            return path.withUTF8 { ElementStore.isFile($0, wanted, lastComponentOnly: true) } ?? nil
        }
        let key = key(h)
        guard key.kind == .string else { return false }  // the id is "" then
        return key.withUTF8 { ElementStore.isFile($0, wanted, lastComponentOnly: false) } ?? nil
    }

    /// Whether `name` (or its last component) is `file` or ends in `/` + `file`; nil when `name` is not ASCII.
    private static func isFile(_ name: UnsafeRawBufferPointer, _ file: UnsafeRawBufferPointer,
                               lastComponentOnly: Bool) -> Bool? {
        guard !name.contains(where: { $0 >= 0x80 }) else { return nil }
        var start = 0
        if lastComponentOnly, let slash = name.lastIndex(of: UInt8(ascii: "/")) { start = slash + 1 }
        let length = name.count - start
        if length == file.count { return name[start...].elementsEqual(file) }
        guard length > file.count else { return false }
        let suffix = name.count - file.count
        return name[suffix - 1] == UInt8(ascii: "/") && name[suffix...].elementsEqual(file)
    }
}

/// One entry of a group's `children`: value ids only (twelve bytes; a big project has one per file).
public struct GroupChildEntry: Sendable {
    /// The entry as written (its value id): where messages about the membership point
    /// (`XcodeProject.value(of:)`).
    let entry: Int32
    /// The element it names, or -1 when it names no element.
    let child: Int32
    /// The value id of the object it names, element or not (-1: it names nothing).
    let named: Int32

    /// The element it names (nil when it names no element).
    public var childElement: ElementHandle? { child >= 0 ? ElementHandle(index: child) : nil }
    /// Equal for two entries exactly when they name the same defined object; negative when it names nothing.
    public var namedID: Int { Int(named) }
}
