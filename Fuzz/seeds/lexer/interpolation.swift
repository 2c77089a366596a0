let a = "x\("y\("z\(1)")")" ; setAlternateIconName("AppIcon-Blue")
