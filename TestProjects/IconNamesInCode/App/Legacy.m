#import <UIKit/UIKit.h>

// Objective-C: the selector form.
void switchIcon(void) {
    [[UIApplication sharedApplication] setAlternateIconName:@"AppIcon-Grene" completionHandler:^(NSError *error) {}];
    [[UIApplication sharedApplication] setAlternateIconName:nil completionHandler:nil];
    char c = '"';
}
