[app setAlternateIconName:@"E" completionHandler:nil]; char c = '"'; /* /* nested */ */ // x
