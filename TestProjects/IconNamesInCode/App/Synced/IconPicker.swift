import UIKit

/// The app's icons; raw values must match the asset catalog (xcode-semantics §5.4).
enum AppIcon: String, CaseIterable {
    case primary = "AppIcon"
    case blue = "AppIcon-Blue"
    case green = "AppIcon-Green"
    case blak = "AppIcon-Blak"          // a typo: no such icon set
}

enum Sound: String { case ping, pong }  // not an icon enum: nothing to check

@MainActor
func choose(_ icon: AppIcon) async throws {
    try await UIApplication.shared.setAlternateIconName(icon == .primary ? nil : icon.rawValue)
}

@MainActor
func pickers(name: String) {
    UIApplication.shared.setAlternateIconName("AppIcon-Blue")            // shipped everywhere
    UIApplication.shared.setAlternateIconName("AppIcon-Green") { _ in }  // only Debug ships it
    UIApplication.shared.setAlternateIconName(nil)                       // the primary icon
    UIApplication.shared.setAlternateIconName("AppIcon-Red", completionHandler: nil)  // only the widget has it
    UIApplication.shared.setAlternateIconName(name)                      // built at run time
    // UIApplication.shared.setAlternateIconName("AppIcon-Commented")
    /* UIApplication.shared.setAlternateIconName("AppIcon-Block /* nested */ comment") */
    let _ = #"setAlternateIconName("AppIcon-InRawString")"#
    let _ = "setAlternateIconName(\("AppIcon-Interpolated"))"
}
