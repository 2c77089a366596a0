import SwiftUI

enum AppIconChoice: String, CaseIterable {
    case blue = "AppIcon-Blue", green = "AppIcon-Green"
}

struct IconPicker: View {
    var body: some View {
        HStack {
            // Blank on iOS 18: an app icon set is not an image.
            Image("AppIcon-Blue").resizable()
            // Right: the preview image set beside the icon set.
            Image("AppIcon-GreenPreview").resizable()
        }
    }
}
