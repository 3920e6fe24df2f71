/// The files `docgen init` writes: a configuration and a first chapter that shows, in use, what a
/// chapter can hold (a callout, a tab group, a list spec and a bench table with its CSV file), so
/// that a new site starts from working examples of each.
enum StarterSite {
    /// Each file's path inside the new site's folder, and its text, in the order written.
    static let files: [(path: String, text: String)] = [
        ("docgen.yml", config),
        ("content/getting-started.md", chapter),
        ("content/data/launch-times.csv", launchTimes),
    ]

    static let config = """
        # Site settings. Every key is optional.
        title: My Guide
        language: en
        description: A guide built with docgen.
        # baseURL: https://example.com/guide/   # needed for sitemap.xml

        """

    static let chapter = """
        ---
        title: Getting started
        order: 1
        description: The first chapter of the guide, with one example of each kind of block.
        ---

        Write your chapter here in GitHub-flavoured markdown. Headings get anchors, and code is
        highlighted at build time. Add more chapters as `.md` files next to this one, and link them
        as `[another](another.md)`.

        > [!TIP]
        > A quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or
        > `[!CAUTION]` becomes a callout, as it does on GitHub.

        ## A sample in two frameworks

        Consecutive `=== "Label"` blocks, each with its content indented by four spaces, make one
        group of tabs. Readers without JavaScript see every tab, one after the other.

        === "UIKit"

            ```swift
            let table = UITableView(frame: .zero, style: .insetGrouped)
            ```

        === "SwiftUI"

            ```swift
            List { Text("Wi-Fi") }
                .listStyle(.insetGrouped)
            ```

        ## A list, drawn

        A `listspec` block describes a list; docgen draws it with UIKit's geometry and labels its
        measurements:

        ```listspec
        id: settings
        caption: A settings screen in the insetGrouped style
        style: insetGrouped
        device: iPhone 15
        sections:
          - header: Network
            rows:
              - title: Wi-Fi
                detail: Home
                accessory: disclosureIndicator
              - Bluetooth
        ```

        ## A table from measurements

        A `benchtable` block turns a CSV file into a table and a bar chart:

        ```benchtable
        source: data/launch-times.csv
        caption: Time to first frame (lower is better)
        key: build
        units: {launch_ms: ms}
        better: {launch_ms: lower}
        baseline: Debug
        chart: [launch_ms]
        ```

        """

    static let launchTimes = """
        build,launch_ms
        Debug,840
        Release,410

        """
}
