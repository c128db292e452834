"""The Emberheart board scene (Qt): main board, player boards and the scoring table."""
