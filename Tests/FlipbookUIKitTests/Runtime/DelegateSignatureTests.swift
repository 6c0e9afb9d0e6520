import XCTest
import FlipbookCore
@testable import FlipbookUIKit

// Each class below conforms to one of Flipbook's delegate or data source protocols with the
// methods written exactly as an iOS app writes them against UIKit's Swift interface. A method
// whose signature differed from the protocol's requirement (an optional result, another label)
// would still compile, beside the protocol extension's default, and never be called: the tests
// call every requirement through the protocol and check that the app's method ran.

private final class AppTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var calls: Set<String> = []
    func numberOfSections(in tableView: UITableView) -> Int {
        calls.insert("numberOfSections")
        return 1
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.insert("numberOfRows")
        return 1
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.insert("cellForRow")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        calls.insert("titleForHeader")
        return nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        calls.insert("titleForFooter")
        return nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        calls.insert("heightForRow")
        return 44
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        calls.insert("heightForHeader")
        return 0
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        calls.insert("heightForFooter")
        return 0
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        calls.insert("viewForHeader")
        return nil
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        calls.insert("viewForFooter")
        return nil
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.insert("willDisplay")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        calls.insert("willDisplayHeader")
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        calls.insert("willDisplayFooter")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.insert("didSelect") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.insert("didDeselect") }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.insert("shouldHighlight")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { calls.insert("didHighlight") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.insert("didUnhighlight")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.insert("willSelect")
        return indexPath
    }
}

private final class AppScrollDelegate: NSObject, UIScrollViewDelegate {
    var calls: Set<String> = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.insert("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.insert("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { calls.insert("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.insert("didEndDragging")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.insert("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.insert("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.insert("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        calls.insert("viewForZooming")
        return nil
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.insert("didZoom") }
}

private final class AppCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var calls: Set<String> = []
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        calls.insert("numberOfSections")
        return 1
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        calls.insert("numberOfItems")
        return 0
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        calls.insert("cellForItem")
        return UICollectionViewCell(frame: .zero)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        calls.insert("viewForSupplementary")
        return UICollectionReusableView(frame: .zero)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.insert("didSelect")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.insert("didDeselect")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { calls.insert("willDisplay") }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        calls.insert("sizeForItem")
        return CGSize(width: 1, height: 1)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        calls.insert("insetForSection")
        return .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        calls.insert("minimumLineSpacing")
        return 0
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        calls.insert("minimumInteritemSpacing")
        return 0
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        calls.insert("referenceSizeForHeader")
        return .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        calls.insert("referenceSizeForFooter")
        return .zero
    }
}

private final class AppTabDelegate: NSObject, UITabBarControllerDelegate {
    var calls: Set<String> = []
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        calls.insert("animationController")
        return nil
    }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        calls.insert("interactionController")
        return nil
    }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        calls.insert("shouldSelect")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.insert("didSelect")
    }
}

private final class AppGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var calls: Set<String> = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        calls.insert("shouldBegin")
        return true
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        calls.insert("simultaneously")
        return false
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        calls.insert("requireFailureOf")
        return false
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        calls.insert("requiredToFailBy")
        return false
    }
}

private final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate,
    UIViewControllerTransitioningDelegate
{
    var calls: Set<String> = []
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        calls.insert("adaptiveStyle")
        return .none
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.insert("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.insert("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.insert("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.insert("didAttemptToDismiss")
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        calls.insert("forPresented")
        return nil
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        calls.insert("forDismissed")
        return nil
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        calls.insert("interactionForPresentation")
        return nil
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        calls.insert("interactionForDismissal")
        return nil
    }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        calls.insert("presentationController")
        return nil
    }
}

private final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var calls: Set<String> = []
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        calls.insert("animationController")
        return nil
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        calls.insert("interactionController")
        return nil
    }
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { calls.insert("willShow") }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { calls.insert("didShow") }
}

private final class AppPickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var calls: Set<String> = []
    /// Whether `viewForRow` gives the picker's own label, so that the titles are asked too.
    var plainRows = true
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        calls.insert("numberOfComponents")
        return 1
    }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        calls.insert("numberOfRows")
        return 3
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        calls.insert("titleForRow")
        return "\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        calls.insert("attributedTitleForRow")
        return nil
    }
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        calls.insert("viewForRow")
        return UILabel()
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        calls.insert("widthForComponent")
        return 100
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        calls.insert("rowHeightForComponent")
        return 32
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        calls.insert("didSelectRow")
    }
}

/// A picker delegate with titles only, as most apps write one.
private final class AppPickerTitles: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var calls: Set<String> = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        calls.insert("titleForRow")
        return "\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        calls.insert("attributedTitleForRow")
        return nil
    }
}

/// An animator for the calls that take one.
private final class NoAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

final class DelegateSignatureTests: XCTestCase {
    func testTableProtocols() {
        let app = AppTableSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        let ip = IndexPath(row: 0, section: 0)
        let ds: UITableViewDataSource = app, d: UITableViewDelegate = app
        _ = ds.numberOfSections(in: table)
        _ = ds.tableView(table, numberOfRowsInSection: 0)
        _ = ds.tableView(table, cellForRowAt: ip)
        _ = ds.tableView(table, titleForHeaderInSection: 0)
        _ = ds.tableView(table, titleForFooterInSection: 0)
        _ = d.tableView(table, heightForRowAt: ip)
        _ = d.tableView(table, heightForHeaderInSection: 0)
        _ = d.tableView(table, heightForFooterInSection: 0)
        _ = d.tableView(table, viewForHeaderInSection: 0)
        _ = d.tableView(table, viewForFooterInSection: 0)
        d.tableView(table, willDisplay: UITableViewCell(style: .default, reuseIdentifier: nil), forRowAt: ip)
        d.tableView(table, willDisplayHeaderView: UIView(), forSection: 0)
        d.tableView(table, willDisplayFooterView: UIView(), forSection: 0)
        d.tableView(table, didSelectRowAt: ip)
        d.tableView(table, didDeselectRowAt: ip)
        _ = d.tableView(table, shouldHighlightRowAt: ip)
        d.tableView(table, didHighlightRowAt: ip)
        d.tableView(table, didUnhighlightRowAt: ip)
        _ = d.tableView(table, willSelectRowAt: ip)
        XCTAssertEqual(app.calls.count, 19, "not called: the default ran instead (\(app.calls.sorted()))")

        // And the table itself asks them.
        let live = AppTableSource()
        table.dataSource = live
        table.delegate = live
        table.layoutIfNeeded()
        XCTAssertTrue(
            live.calls.isSuperset(of: ["numberOfSections", "numberOfRows", "cellForRow", "heightForRow", "willDisplay"]
            ),
            "\(live.calls.sorted())")
    }

    func testScrollViewDelegate() {
        let app = AppScrollDelegate()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let d: UIScrollViewDelegate = app
        var target = CGPoint.zero
        d.scrollViewDidScroll(scroll)
        d.scrollViewWillBeginDragging(scroll)
        d.scrollViewWillEndDragging(scroll, withVelocity: .zero, targetContentOffset: &target)
        d.scrollViewDidEndDragging(scroll, willDecelerate: false)
        d.scrollViewWillBeginDecelerating(scroll)
        d.scrollViewDidEndDecelerating(scroll)
        d.scrollViewDidEndScrollingAnimation(scroll)
        _ = d.viewForZooming(in: scroll)
        d.scrollViewDidZoom(scroll)
        XCTAssertEqual(app.calls.count, 9, "\(app.calls.sorted())")
    }

    func testCollectionProtocols() {
        let app = AppCollectionSource()
        let layout = UICollectionViewFlowLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let ip = IndexPath(item: 0, section: 0)
        let ds: UICollectionViewDataSource = app, d: UICollectionViewDelegateFlowLayout = app
        _ = ds.numberOfSections(in: cv)
        _ = ds.collectionView(cv, numberOfItemsInSection: 0)
        _ = ds.collectionView(cv, cellForItemAt: ip)
        _ = ds.collectionView(cv, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: ip)
        d.collectionView(cv, didSelectItemAt: ip)
        d.collectionView(cv, didDeselectItemAt: ip)
        d.collectionView(cv, willDisplay: UICollectionViewCell(frame: .zero), forItemAt: ip)
        _ = d.collectionView(cv, layout: layout, sizeForItemAt: ip)
        _ = d.collectionView(cv, layout: layout, insetForSectionAt: 0)
        _ = d.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: 0)
        _ = d.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: 0)
        _ = d.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: 0)
        _ = d.collectionView(cv, layout: layout, referenceSizeForFooterInSection: 0)
        XCTAssertEqual(app.calls.count, 13, "\(app.calls.sorted())")
    }

    func testControllerDelegates() {
        let a = UIViewController(), b = UIViewController()
        let tabs = UITabBarController()
        let tab = AppTabDelegate()
        let td: UITabBarControllerDelegate = tab
        _ = td.tabBarController(tabs, animationControllerForTransitionFrom: a, to: b)
        _ = td.tabBarController(tabs, interactionControllerFor: NoAnimator())
        _ = td.tabBarController(tabs, shouldSelect: a)
        td.tabBarController(tabs, didSelect: a)
        XCTAssertEqual(tab.calls.count, 4, "\(tab.calls.sorted())")

        let gesture = AppGestureDelegate()
        let g1 = UIGestureRecognizer(), g2 = UIGestureRecognizer()
        let gd: UIGestureRecognizerDelegate = gesture
        _ = gd.gestureRecognizerShouldBegin(g1)
        _ = gd.gestureRecognizer(g1, shouldRecognizeSimultaneouslyWith: g2)
        _ = gd.gestureRecognizer(g1, shouldRequireFailureOf: g2)
        _ = gd.gestureRecognizer(g1, shouldBeRequiredToFailBy: g2)
        XCTAssertEqual(gesture.calls.count, 4, "\(gesture.calls.sorted())")

        let presentation = AppPresentationDelegate()
        let pc = UIPresentationController(presentedViewController: b, presenting: a)
        let ad: UIAdaptivePresentationControllerDelegate = presentation
        let trd: UIViewControllerTransitioningDelegate = presentation
        _ = ad.adaptivePresentationStyle(for: pc)
        _ = ad.presentationControllerShouldDismiss(pc)
        ad.presentationControllerWillDismiss(pc)
        ad.presentationControllerDidDismiss(pc)
        ad.presentationControllerDidAttemptToDismiss(pc)
        _ = trd.animationController(forPresented: b, presenting: a, source: a)
        _ = trd.animationController(forDismissed: b)
        _ = trd.interactionControllerForPresentation(using: NoAnimator())
        _ = trd.interactionControllerForDismissal(using: NoAnimator())
        _ = trd.presentationController(forPresented: b, presenting: a, source: a)
        XCTAssertEqual(presentation.calls.count, 10, "\(presentation.calls.sorted())")

        let nav = UINavigationController(rootViewController: a)
        let navigation = AppNavigationDelegate()
        let nd: UINavigationControllerDelegate = navigation
        _ = nd.navigationController(nav, animationControllerFor: .push, from: a, to: b)
        _ = nd.navigationController(nav, interactionControllerFor: NoAnimator())
        nd.navigationController(nav, willShow: b, animated: true)
        nd.navigationController(nav, didShow: b, animated: true)
        XCTAssertEqual(navigation.calls.count, 4, "\(navigation.calls.sorted())")
    }

    func testPickerProtocols() {
        let app = AppPickerSource()
        let picker = UIPickerView()
        let ds: UIPickerViewDataSource = app, d: UIPickerViewDelegate = app
        _ = ds.numberOfComponents(in: picker)
        _ = ds.pickerView(picker, numberOfRowsInComponent: 0)
        _ = d.pickerView(picker, titleForRow: 0, forComponent: 0)
        _ = d.pickerView(picker, attributedTitleForRow: 0, forComponent: 0)
        _ = d.pickerView(picker, viewForRow: 0, forComponent: 0, reusing: nil)
        _ = d.pickerView(picker, widthForComponent: 0)
        _ = d.pickerView(picker, rowHeightForComponent: 0)
        d.pickerView(picker, didSelectRow: 0, inComponent: 0)
        XCTAssertEqual(app.calls.count, 8, "not called: the default ran instead (\(app.calls.sorted()))")

        // And the picker itself asks them: the counts, sizes and row views as it lays out, and
        // didSelectRow when a pan settles on a new row.
        let live = AppPickerSource()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = live
        picker.delegate = live
        window.addSubview(picker)
        let pan = try! GestureScript.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 118), duration: 0.3)
        _ = try! Stage(window: window).record { window.playTouch(pan) }
        XCTAssertEqual(
            live.calls,
            [
                "numberOfComponents", "numberOfRows", "widthForComponent", "rowHeightForComponent", "viewForRow",
                "didSelectRow",
            ])
        // Without a viewForRow of its own, the picker asks for the attributed title, then the title.
        let titles = AppPickerTitles()
        picker.delegate = titles
        picker.layoutIfNeeded()
        XCTAssertEqual(titles.calls, ["attributedTitleForRow", "titleForRow"])
    }
}
