enum Icon: String, CaseIterable { case a = "A", b, `c` = "C"
 case d }
func f(icon: Icon) { UIApplication.shared.setAlternateIconName(icon.rawValue) { _ in } }
