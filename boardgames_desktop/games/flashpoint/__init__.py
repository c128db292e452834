"""Flash Point: Fire Rescue (with the Tragic Events expansion): the pure-Python rules model."""
