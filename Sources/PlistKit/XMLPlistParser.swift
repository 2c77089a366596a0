import Foundation

/// XML property lists. Interim: read through Foundation, positions at the start of the file.
enum XMLPlistParser {
    static func parse(_ source: SourceText) throws(PlistError) -> PlistDocument {
        do {
            let object = try PropertyListSerialization.propertyList(from: Data(source.bytes), options: [], format: nil)
            return FoundationBridge.document(from: object, source: source, format: .xml)
        } catch {
            throw PlistError(kind: .syntax, message: "the XML property list does not parse", source: source, offset: 0)
        }
    }
}

/// JSON property lists. Interim: read through Foundation, positions at the start of the file.
enum JSONPlistParser {
    static func parse(_ source: SourceText) throws(PlistError) -> PlistDocument {
        do {
            let object = try JSONSerialization.jsonObject(with: Data(source.bytes), options: [.fragmentsAllowed])
            return FoundationBridge.document(from: object, source: source, format: .json)
        } catch {
            throw PlistError(kind: .syntax, message: "the JSON does not parse", source: source, offset: 0)
        }
    }
}
