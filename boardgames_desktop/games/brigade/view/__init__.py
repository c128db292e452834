"""Qt board view of The Brigade (``scene.create_scene``).  Only view code imports Qt."""
