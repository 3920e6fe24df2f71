// swift-sample: iOS14.5
// The list of card cells in the chapter "Building your own rounded cells": shown by
// content/zh-Hans/building-your-own-rounded-cells.md from the slice below (SE-0356 markers).

// snippet.list
import UIKit

final class CardListViewController: UIViewController {
    typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
    var dataSource: DataSource!
    /// 截至上一次快照，每个 item 在所属分区中的位置。
    var positions: [String: RowPosition] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.backgroundColor = .systemGroupedBackground
        list.itemSeparatorHandler = { [weak self] indexPath, proposed in
            var separators = proposed
            let item = self?.dataSource.itemIdentifier(for: indexPath)
            let position = item.flatMap { self?.positions[$0] }
            if position == .last || position == .single {
                separators.bottomSeparatorVisibility = .hidden
            }
            return separators
        }
        let config = list
        let layout = UICollectionViewCompositionalLayout { _, env in
            let section = NSCollectionLayoutSection.list(
                using: config, layoutEnvironment: env)
            section.contentInsetsReference = .layoutMargins
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 12, leading: 0, bottom: 24, trailing: 0)
            return section
        }
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth,
                                           .flexibleHeight]
        view.addSubview(collectionView)

        typealias Registration =
            UICollectionView.CellRegistration<CardCell, String>
        let registration = Registration { [weak self] cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.position = self?.positions[title] ?? .single
        }
        dataSource = DataSource(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: title)
        }
    }
}
// snippet.end
