"""The game's words, without Qt: the names of kinds, roles and levels, the points with their parts,
and the game log, in the player's language.

The window reaches them through :mod:`newworld.narration` (which adds everything else a player
reads, through Qt); a front end without Qt (``newworld-cli play``) imports this package alone.
Each module is a :class:`~newworld.words.translate.Words` class whose name is the translation
context, translated by Qt once the app runs it, else from the shipped ``.qm`` files directly.
"""
