// Excluded from the target by its synchronized folder's exception set: never compiled, never checked.
func unused() { UIApplication.shared.setAlternateIconName("AppIcon-Excluded") }
