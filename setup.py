"""Package list for setuptools: the top-level resources/ folder ships as boardgames_desktop.resources.

pyproject.toml's package discovery cannot see a folder mapped with package-dir, so the
mapped package is listed here explicitly.
"""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["boardgames_desktop*"]), "boardgames_desktop.resources"])
