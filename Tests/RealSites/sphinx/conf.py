# Sphinx configuration of the Tiller fixture site: the default theme (alabaster), no
# extension that needs the network.
project = "Tiller"
author = "The Tiller authors"
copyright = "2024, The Tiller authors"
release = "1.4"
language = "en"
extensions = ["sphinx.ext.todo"]
html_theme = "alabaster"
html_static_path = ["_static"]
html_theme_options = {
    "description": "Run the tasks of a project, in order, once.",
    "github_user": "tiller-build",
    "github_repo": "tiller",
    "github_button": False,
    "extra_nav_links": {"Issue tracker": "https://git.example.org/tiller/tiller/issues"},
}
html_last_updated_fmt = None
todo_include_todos = True
