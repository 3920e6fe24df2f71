"""MkDocs plugin that draws docgen's list-spec diagrams: see plugin.py."""
