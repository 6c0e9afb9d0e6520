// A small app's screens, written as an iOS app writes them (UIKit only): what the
// library-style test file below snapshots.
import UIKit

struct User: Codable {
    var id: Int
    var name: String
    var bio: String
}

final class ProfileViewController: UIViewController {
    let user: User
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let banner = UIView()

    init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        banner.backgroundColor = .systemBlue
        nameLabel.text = user.name
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        bioLabel.text = user.bio
        bioLabel.numberOfLines = 0
        bioLabel.textColor = .secondaryLabel
        for v in [banner, nameLabel, bioLabel] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 80),
            nameLabel.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
        ])
    }
}

final class BadgeView: UIView {
    private let label = UILabel()

    init(count: Int) {
        super.init(frame: .zero)
        backgroundColor = .systemRed
        layer.cornerRadius = 12
        label.text = "\(count)"
        label.textColor = .white
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 14)
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
        addSubview(label)
        frame = CGRect(x: 0, y: 0, width: 40, height: 24)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
