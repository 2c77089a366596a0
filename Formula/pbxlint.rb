# Homebrew formula: builds pbxlint from source with the Swift toolchain (Xcode's or swift.org's).
class Pbxlint < Formula
  desc "Build-settings linter for Xcode projects (alternate app icons, configurations, xcconfig)"
  homepage "https://github.com/pbxlint/pbxlint"
  url "https://github.com/pbxlint/pbxlint/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000" # set when tagging a release
  license "MIT"
  head "https://github.com/pbxlint/pbxlint.git", branch: "main"

  depends_on xcode: ["16.0", :build]

  def install
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/pbxlint --version")
    (testpath/"Empty.xcodeproj").mkpath
    (testpath/"Empty.xcodeproj/project.pbxproj").write "{ a = b }"
    assert_match "expected ';'", shell_output("#{bin}/pbxlint #{testpath}/Empty.xcodeproj", 1)
  end
end
