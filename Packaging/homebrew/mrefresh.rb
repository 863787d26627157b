# Homebrew formula for mrefresh, built with Xcode's Swift from a release's source tarball.
#
# This file is the template: `make formula` (Packaging/homebrew/formula.sh) writes dist/mrefresh.rb with
# the tarball's URL and SHA-256 in place of the @…@ fields, and the release attaches it; put that file in
# a tap (`brew tap-new you/tools`, copy it to the tap's Formula/) and `brew install you/tools/mrefresh`.
# The dependencies are the Homebrew names Package.swift declares beside the Debian ones (a test checks
# that the two lists agree), plus Pango, which mrefresh loads when it first draws text.
class Mrefresh < Formula
  desc "Pull-to-refresh indicator frames from SVG paths, icon fonts and indicator files"
  homepage "@HOMEPAGE@"
  url "@URL@"
  sha256 "@SHA256@"

  depends_on macos: :sequoia
  depends_on xcode: ["26.0", :build]
  depends_on "pkgconf" => :build
  depends_on "cairo"
  depends_on "jpeg-turbo"
  depends_on "libdeflate"
  depends_on "libyaml"
  depends_on "pango"
  depends_on "webp"

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "mrefresh"
    bin.install ".build/release/mrefresh"
    generate_completions_from_executable(bin/"mrefresh", "--generate-completion-script")
  end

  test do
    (testpath/"bar.svg").write <<~SVG
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12h16" stroke="#000" stroke-width="2"/></svg>
    SVG
    system bin/"mrefresh", "render", "bar.svg", "--frames", "4", "--out", "frames"
    assert_path_exists testpath/"frames/manifest.json"
    assert_match "mrefresh", shell_output("#{bin}/mrefresh --help")
  end
end
