"""Flash Point's board scene (Qt).  Entry point: ``scene.create_scene``."""
