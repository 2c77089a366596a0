import Testing
@testable import XcodeModel

/// `XcodeProject.hasCodeExtension` answers on bytes what `codeExtensions.contains(ProjectPath.pathExtension(_:))`
/// answers by building the extension.
@Suite struct CodeExtensionTests {
    @Test("the byte check agrees with the extension set", arguments: [
        "App.swift", "a/b/App.SWIFT", "App.Swift", "x.m", "x.M", "x.mm", "x.MM", "x.mM", "x.h", "x.c", "x.cpp",
        "x.swiftinterface", "x.swif", "x.mmm", ".swift", "dir/.swift", "dir/.m", "a.b/c", "a.swift/c", "noext",
        "", ".", "..", "a..swift", "a.", "dir.swift/", "/abs/path/File.swift", "Ünïcödé.swift", "file.ſwift",
        "file.\u{212A}", "x.swift ", "x. swift", "a/b.c/d.mm",
    ])
    func agrees(path: String) {
        #expect(XcodeProject.hasCodeExtension(path)
                == XcodeProject.codeExtensions.contains(ProjectPath.pathExtension(path)))
    }
}
