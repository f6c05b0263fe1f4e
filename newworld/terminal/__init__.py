"""The terminal front end: ``newworld-cli play``, a whole game in plain lines over a
:class:`~newworld.session.GameSession`, with no Qt (a screen reader and SSH read it as well as an eye)."""
