"""The one error a saved game can raise."""


class SaveGameError(ValueError):
    """A saved game cannot be read or written.

    The message says what is wrong and where (a field such as
    ``setup.seats[1].color`` or a move number), in one line, for the user.
    """
