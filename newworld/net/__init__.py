"""Network play: the game server (the referee), the wire protocol and the client library.

Pure Python and asyncio, no Qt. See docs/NETWORK.md.

- :mod:`newworld.net.server`: :class:`GameServer`, the referee of every game, made of
  :mod:`~newworld.net.connections` (who may connect), :mod:`~newworld.net.rooms` and :mod:`~newworld.net.room`
  (the games), :mod:`~newworld.net.lobby` (seats), :mod:`~newworld.net.referee` (turns),
  :mod:`~newworld.net.computers` (computer seats), :mod:`~newworld.net.chat`, :mod:`~newworld.net.saving`
  (storage), :mod:`~newworld.net.stats`
- :mod:`newworld.net.service`: ``newworld-server``, :class:`ServerThread` and :class:`HostedServer` (the app's Host)
- :mod:`newworld.net.store`: the data folder (games, seats files, its lock)
- :mod:`newworld.net.limits`: rates, budgets and counts per connection and per address
- :mod:`newworld.net.security`: the logs, bounded (per-connection tallies, security events)
- :mod:`newworld.net.client`: :class:`NetClient` (reconnecting), :class:`ClientThread` (for the GUI)
- :mod:`newworld.net.channel`: the client's connection, kept up (reconnects, replies matched to requests)
- :mod:`newworld.net.view`: :class:`GameView`, one game as a client sees it
- :mod:`newworld.net.protocol`: messages, schemas, limits
- :mod:`newworld.net.position`: the public position and its digest
- :mod:`newworld.net.discovery`: zeroconf advertising and browsing on the LAN
- :mod:`newworld.net.netplay`: bot clients (``newworld-cli netplay``)
"""
