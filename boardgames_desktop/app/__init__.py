"""The application: main window, launcher, game page, settings and the command line."""
