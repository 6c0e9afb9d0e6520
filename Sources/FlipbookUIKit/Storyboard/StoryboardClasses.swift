import Foundation
import FlipbookStoryboard

/// Custom classes (`customClass`, `customModule`) resolved to Swift classes without the
/// Objective-C runtime: `_typeByName("Module.Class")`, which finds top-level, non-generic
/// classes on Linux (measured with Swift 6.3: a nested class or a generic one is not found).
/// The modules tried: `customModule` as written, the modules of the settings that apply
/// (`StageSettings.storyboardClassModules`, then the deprecated process-wide
/// `UIStoryboard.classModules`: the SwiftPM target the app's files are ported into, when it is
/// not the Xcode target's name), and the module of the resource bundle's target
/// (`Package_Target.resources`).
enum StoryboardClasses {
    /// UIKit classes by name: those Flipbook has, each made with its `init?(coder:)`.
    static var builtIn: [String: AnyClass] {
        [
            "UIView": UIView.self, "UILabel": UILabel.self, "UIImageView": UIImageView.self,
            "UIControl": UIControl.self, "UIButton": UIButton.self, "UISwitch": UISwitch.self,
            "UISlider": UISlider.self, "UISegmentedControl": UISegmentedControl.self,
            "UIPageControl": UIPageControl.self, "UIActivityIndicatorView": UIActivityIndicatorView.self,
            "UIStackView": UIStackView.self, "UIScrollView": UIScrollView.self, "UITableView": UITableView.self,
            "UITableViewCell": UITableViewCell.self, "UICollectionView": UICollectionView.self,
            "UICollectionViewCell": UICollectionViewCell.self,
            "UICollectionReusableView": UICollectionReusableView.self, "UINavigationBar": UINavigationBar.self,
            "UITabBar": UITabBar.self, "UIToolbar": UIToolbar.self, "UIVisualEffectView": UIVisualEffectView.self,
            "UIViewController": UIViewController.self, "UINavigationController": UINavigationController.self,
            "UITabBarController": UITabBarController.self, "UITableViewController": UITableViewController.self,
            "UISplitViewController": UISplitViewController.self,
            "UICollectionViewController": UICollectionViewController.self, "UIResponder": UIResponder.self,
            "NSObject": NSObject.self,
            "UITableViewHeaderFooterView": UITableViewHeaderFooterView.self,
            "UIPickerView": UIPickerView.self, "UIDatePicker": UIDatePicker.self,
            "UIPageViewController": UIPageViewController.self,
        ].merging(textInputClasses) { kept, _ in kept }  // StoryboardTextInputs.swift
    }

    /// The modules to try for a class written with `module`.
    static func modules(written module: String?, bundle: Bundle?) -> [String] {
        var out: [String] = []
        func add(_ m: String) { if !m.isEmpty && !out.contains(m) { out.append(m) } }
        if let module { add(module) }
        for m in UIStoryboard.effectiveClassModules { add(m) }
        // SwiftPM names a target's resource bundle PACKAGE_TARGET.resources.
        if let b = bundle, b.bundleURL.pathExtension == "resources" {
            let stem = b.bundleURL.deletingPathExtension().lastPathComponent
            var parts = stem.split(separator: "_").map(String.init)
            while parts.count > 1 {
                parts.removeFirst()
                add(parts.joined(separator: "_"))
            }
        }
        return out
    }

    /// The custom class of `o` if it can be found, without a fallback.
    static func lookup(_ o: IBObject, bundle: Bundle?) -> AnyClass? {
        guard let custom = o.customClass else { return nil }
        if let known = builtIn[custom] { return known }
        return firstClass(named: custom, in: modules(written: o.customModule, bundle: bundle))
    }

    /// The top-level class `name` in the first of `modules` that has one.
    static func firstClass(named name: String, in modules: [String]) -> AnyClass? {
        for m in modules {
            if let cls = _typeByName("\(m).\(name)") as? AnyClass { return cls }
        }
        return nil
    }

    /// The class for an object, or the UIKit class with a warning (what UIKit does for an
    /// unknown class: "Unknown class X in Interface Builder file", then the base class).
    static func resolve(_ o: IBObject, file: String, bundle: Bundle?) -> AnyClass {
        let base: AnyClass = builtIn[o.uiKitClass] ?? (o.isViewController ? UIViewController.self : UIView.self)
        if builtIn[o.uiKitClass] == nil && o.customClass == nil {
            StoryboardDiagnostics.printOnce(
                "\(file): \(o.uiKitClass) does not exist in Flipbook yet: <\(o.element)> objects are made as \(base) (frame, colours, subviews and connections kept)"
            )
        }
        guard let custom = o.customClass else { return base }
        if let known = builtIn[custom] { return known }
        let tried = modules(written: o.customModule, bundle: bundle)
        if let cls = firstClass(named: custom, in: tried) { return cls }
        StoryboardDiagnostics.printOnce(
            "\(file):\(o.line): warning: unknown class \(custom) in Interface Builder file (looked in modules \(tried.joined(separator: ", ")); a top-level, non-generic class compiled into one of them is found; add the app's module to the stage's StageSettings.storyboardClassModules): made as \(base)"
        )
        return base
    }
}
