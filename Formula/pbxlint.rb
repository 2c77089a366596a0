# Homebrew formula: builds pbxlint from the repository with the Swift toolchain (Xcode's or swift.org's).
# Until there is a release tarball it is a `head` formula:
#     brew install --HEAD pbxlint/tap/pbxlint        (or: brew install --HEAD ./Formula/pbxlint.rb)
# pbxlint needs Swift 6.3 or newer (the tools version in Package.swift). Which Xcode ships which Swift changes with
# every release, so instead of pinning an Xcode version that may be wrong, the install step asks the toolchain
# itself and stops with a clear message when it is too old.
class Pbxlint < Formula
  desc "Build-settings linter for Xcode projects (alternate app icons, configurations, xcconfig)"
  homepage "https://github.com/pbxlint/pbxlint"
  license "MIT"
  head "https://github.com/pbxlint/pbxlint.git", branch: "main"

  on_macos do
    depends_on xcode: :build
  end
  on_linux do
    depends_on "swift" => :build
  end

  def install
    required = File.read("Package.swift")[/swift-tools-version:\s*([\d.]+)/, 1]
    found = Utils.safe_popen_read("swift", "--version")[/Swift version ([\d.]+)/, 1]
    if found.nil? || Version.new(found) < Version.new(required)
      odie "pbxlint needs Swift #{required} or newer to build; this toolchain is #{found || "unknown"} " \
           "(install a newer Xcode, or a swift.org toolchain)"
    end
    system "make", "install", "PREFIX=#{prefix}"
    generate_completions_from_executable(bin/"pbxlint", "completion", shells: [:bash, :zsh, :fish])
  end

  test do
    assert_match(/\A\d+\.\d+\.\d+/, shell_output("#{bin}/pbxlint --version"))
    (testpath/"Empty.xcodeproj").mkpath
    (testpath/"Empty.xcodeproj/project.pbxproj").write "{ a = b }"
    assert_match "expected ';'", shell_output("#{bin}/pbxlint #{testpath}/Empty.xcodeproj", 1)
    assert_match "complete -c pbxlint", shell_output("#{bin}/pbxlint completion fish")
  end
end
