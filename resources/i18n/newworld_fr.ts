<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Autosave failed</source>
        <translation>Échec de la sauvegarde automatique</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Four-way crossing</source>
        <translation>Carrefour en croix</translation>
    </message>
    <message>
        <source>Trail with Trading Post</source>
        <translation>Chemin avec comptoir</translation>
    </message>
    <message>
        <source>Bend with bison</source>
        <translation>Virage avec bison</translation>
    </message>
    <message>
        <source>Bend with Trading Post</source>
        <translation>Virage avec comptoir</translation>
    </message>
    <message>
        <source>Four-way crossing with Trading Post</source>
        <translation>Carrefour en croix avec comptoir</translation>
    </message>
    <message>
        <source>Three-way crossing with deer</source>
        <translation>Carrefour en T avec cerf</translation>
    </message>
    <message>
        <source>Trail by the beaver pond</source>
        <translation>Chemin près de l&apos;étang aux castors</translation>
    </message>
    <message>
        <source>Trail with deer</source>
        <translation>Chemin avec cerf</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Ferme</translation>
    </message>
    <message>
        <source>Bend with bear</source>
        <translation>Virage avec ours</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Three-way crossing</source>
        <translation>Carrefour en T</translation>
    </message>
    <message>
        <source>Trail with Trading Post and turkey</source>
        <translation>Chemin avec comptoir et dindon</translation>
    </message>
    <message>
        <source>Bend with turkey</source>
        <translation>Virage avec dindon</translation>
    </message>
    <message>
        <source>Three-way crossing with Trading Post</source>
        <translation>Carrefour en T avec comptoir</translation>
    </message>
    <message>
        <source>Small town with turkey</source>
        <translation>Petite ville avec dindon</translation>
    </message>
    <message>
        <source>Bend</source>
        <translation>Virage</translation>
    </message>
    <message>
        <source>Small town</source>
        <translation>Petite ville</translation>
    </message>
    <message>
        <source>Trail between two herds</source>
        <translation>Chemin entre deux troupeaux</translation>
    </message>
    <message>
        <source>Open prairie</source>
        <translation>Grande prairie</translation>
    </message>
    <message>
        <source>Small town above a trail</source>
        <translation>Petite ville au-dessus d&apos;un chemin</translation>
    </message>
    <message>
        <source>Farm with bear</source>
        <translation>Ferme avec ours</translation>
    </message>
    <message>
        <source>Farm with trail and Trading Post</source>
        <translation>Ferme avec chemin et comptoir</translation>
    </message>
    <message>
        <source>Farm between two trails</source>
        <translation>Ferme entre deux chemins</translation>
    </message>
    <message>
        <source>Walled town with Flag</source>
        <translation>Ville fortifiée avec drapeau</translation>
    </message>
    <message>
        <source>Small town, bend right, deer</source>
        <translation>Petite ville, virage à droite, cerf</translation>
    </message>
    <message>
        <source>Farm with trail and turkey</source>
        <translation>Ferme avec chemin et dindon</translation>
    </message>
    <message>
        <source>Large town with Flag</source>
        <translation>Grande ville avec drapeau</translation>
    </message>
    <message>
        <source>Two small towns at a corner</source>
        <translation>Deux petites villes en coin</translation>
    </message>
    <message>
        <source>Corner town with bend</source>
        <translation>Ville d&apos;angle avec virage</translation>
    </message>
    <message>
        <source>Large town with trail and Trading Post</source>
        <translation>Grande ville avec chemin et comptoir</translation>
    </message>
    <message>
        <source>Town across with Flag</source>
        <translation>Ville traversante avec drapeau</translation>
    </message>
    <message>
        <source>Corner town with Flag</source>
        <translation>Ville d&apos;angle avec drapeau</translation>
    </message>
    <message>
        <source>Small town, bend left, bear</source>
        <translation>Petite ville, virage à gauche, ours</translation>
    </message>
    <message>
        <source>Corner town with bend and Flag</source>
        <translation>Ville d&apos;angle avec virage et drapeau</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end</source>
        <translation>Petite ville au bout d&apos;un chemin</translation>
    </message>
    <message>
        <source>Two small towns facing</source>
        <translation>Deux petites villes face à face</translation>
    </message>
    <message>
        <source>Small town above a crossing</source>
        <translation>Petite ville au-dessus d&apos;un carrefour</translation>
    </message>
    <message>
        <source>Town across with beaver</source>
        <translation>Ville traversante avec castor</translation>
    </message>
    <message>
        <source>Large town with bison</source>
        <translation>Grande ville avec bison</translation>
    </message>
    <message>
        <source>Small town with Flag above a trail</source>
        <translation>Petite ville avec drapeau au-dessus d&apos;un chemin</translation>
    </message>
    <message>
        <source>Two small towns and a trail</source>
        <translation>Deux petites villes et un chemin</translation>
    </message>
    <message>
        <source>Small town with Flag, two trails in</source>
        <translation>Petite ville avec drapeau et deux chemins</translation>
    </message>
    <message>
        <source>Two small towns with bend</source>
        <translation>Deux petites villes avec virage</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end, deer</source>
        <translation>Petite ville au bout d&apos;un chemin, cerf</translation>
    </message>
    <message>
        <source>Corner town</source>
        <translation>Ville d&apos;angle</translation>
    </message>
    <message>
        <source>Corner town with beaver</source>
        <translation>Ville d&apos;angle avec castor</translation>
    </message>
    <message>
        <source>Large town with Flag and trail</source>
        <translation>Grande ville avec drapeau et chemin</translation>
    </message>
    <message>
        <source>Small town above a trail with Trading Post</source>
        <translation>Petite ville au-dessus d&apos;un chemin avec comptoir</translation>
    </message>
    <message>
        <source>Two small towns facing, bison</source>
        <translation>Deux petites villes face à face, bison</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Dites quelque chose à la table…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>Clock</source>
        <translation>Temps de jeu</translation>
    </message>
    <message>
        <source>Each turn has {time}. When they run out, the computer (Medium) plays the turn, and the game goes on. No move can be taken back.</source>
        <translation>Chaque tour dispose de {time}. Une fois ce temps écoulé, l&apos;ordinateur (Moyen) joue le tour et la partie continue. Aucun coup ne peut être repris.</translation>
    </message>
    <message>
        <source>Each player has {time} for the whole game, and {increment} s more after each of their moves. A player out of time has their turns played by the computer (Medium). No move can be taken back.</source>
        <translation>Chaque joueur dispose de {time} pour toute la partie, plus {increment}&#xa0;s après chacun de ses coups. Quand un joueur n&apos;a plus de temps, l&apos;ordinateur (Moyen) joue ses tours. Aucun coup ne peut être repris.</translation>
    </message>
    <message>
        <source>No clock: each player takes the time they need.</source>
        <translation>Sans pendule&#xa0;: chacun prend le temps qu&apos;il lui faut.</translation>
    </message>
</context>
<context>
    <name>ClockFaces</name>
    <message>
        <source>Time left: {time}</source>
        <translation>Temps restant&#xa0;: {time}</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Colour-blind mode: fixed colours with shape marks (Game ▸ Preferences)</source>
        <translation>Mode daltonien&#xa0;: couleurs fixes et formes (Partie ▸ Préférences)</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Couleur du joueur</translation>
    </message>
</context>
<context>
    <name>ConnectionIndicator</name>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>New World: something went wrong</source>
        <translation>New World&#xa0;: un problème est survenu</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>The details are in the log file&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</source>
        <translation>Les détails sont dans le fichier journal&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The log file could not be written; the details are below.</source>
        <translation>Le fichier journal n&apos;a pas pu être écrit&#xa0;; les détails sont ci-dessous.</translation>
    </message>
    <message>
        <source>New World met an unexpected error. Your game goes on as it was, and it is still autosaved after every turn.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Please send them with a description of what you did when you report the problem.</source>
        <translation>New World a rencontré une erreur inattendue. Votre partie continue comme avant et reste sauvegardée automatiquement après chaque tour.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Pour signaler le problème, envoyez-les avec une description de ce que vous faisiez.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>New World game</source>
        <translation>Partie New World</translation>
    </message>
    <message>
        <source>New World games (*.nwgame)</source>
        <translation>Parties New World (*.nwgame)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Héberger une partie réseau</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Temps de jeu&#xa0;:</translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation>nom (facultatif)</translation>
    </message>
    <message>
        <source>The server runs on this computer, port:</source>
        <translation>Le serveur tourne sur cet ordinateur, port&#xa0;:</translation>
    </message>
    <message>
        <source>Show the game on the local network</source>
        <translation>Montrer la partie sur le réseau local</translation>
    </message>
    <message>
        <source>Others may watch with the code</source>
        <translation>D&apos;autres peuvent regarder avec le code</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Les spectateurs peuvent discuter</translation>
    </message>
    <message>
        <source>On a server at:</source>
        <translation>Sur un serveur à l&apos;adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>Plays at this screen</source>
        <translation>Joue sur cet écran</translation>
    </message>
    <message>
        <source>Remote player (joins with the code)</source>
        <translation>Joueur à distance (rejoint avec le code)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Rejoindre une partie réseau</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your network games (come back to one):</source>
        <translation>Vos parties réseau (pour y revenir)&#xa0;:</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation>Parties sur le réseau local&#xa0;:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>Adresse du serveur&#xa0;:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Code de la partie&#xa0;:</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see what every player may see)</source>
        <translation>Regarder en spectateur (sans place&#xa0;: vous voyez ce que chaque joueur peut voir)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>The game was added to your statistics.</source>
        <translation>La partie a été ajoutée à vos statistiques.</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics: {reason}</source>
        <translation>La partie n&apos;a pas pu être ajoutée à vos statistiques&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics yet ({reason}). It is kept and will be added later.</source>
        <translation>La partie n&apos;a pas encore pu être ajoutée à vos statistiques ({reason}). Elle est conservée et sera ajoutée plus tard.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n game(s) kept earlier to your statistics.</source>
        <translation>
            <numerusform>%n partie conservée a été ajoutée à vos statistiques.</numerusform>
            <numerusform>%n parties conservées ont été ajoutées à vos statistiques.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be added yet and are not counted here; they are kept and will be added later.</source>
        <translation>
            <numerusform>%n partie terminée n&apos;a pas encore pu être ajoutée et n&apos;est pas comptée ici&#xa0;; elle est conservée et sera ajoutée plus tard.</numerusform>
            <numerusform>%n parties terminées n&apos;ont pas encore pu être ajoutées et ne sont pas comptées ici&#xa0;; elles sont conservées et seront ajoutées plus tard.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the statistics…</source>
        <translation>Lecture des statistiques…</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({reason}). It was set aside as {kept} and a fresh one was started.</source>
        <translation>Le fichier de statistiques était endommagé ({reason}). Il a été mis de côté sous {kept} et un nouveau a été créé.</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {reason}</source>
        <translation>Les statistiques ne peuvent pas être lues&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {file}</source>
        <translation>
            <numerusform>%n ligne exportée vers {file}</numerusform>
            <numerusform>%n lignes exportées vers {file}</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet: play a game to the end and it is counted here.</source>
        <translation>Aucune partie terminée&#xa0;: jouez une partie jusqu&apos;au bout et elle sera comptée ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first turn. Step forward with → or the buttons below.</source>
        <translation>Avant le premier tour. Avancez avec → ou les boutons ci-dessous.</translation>
    </message>
    <message>
        <source>Replay: {file}</source>
        <translation>Relecture&#xa0;: {file}</translation>
    </message>
    <message>
        <source>Replay of the last game</source>
        <translation>Relecture de la dernière partie</translation>
    </message>
    <message>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <source>{date} · {scores}</source>
        <translation>{date} · {scores}</translation>
    </message>
    <message>
        <source>Recent finished games (double-click one to replay it):</source>
        <translation>Parties terminées récemment (double-cliquez sur une partie pour la revoir) :</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>Cannot replay {file}: {reason}</source>
        <translation>Impossible de revoir {file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Review of your game</source>
        <translation>Analyse de votre partie</translation>
    </message>
    <message>
        <source>Review of {name}&apos;s game</source>
        <translation>Analyse de la partie de {name}</translation>
    </message>
    <message>
        <source>Looking at turn {done} of {total} with the computer&apos;s eyes…</source>
        <translation>Examen du tour {done} sur {total} avec les yeux de l&apos;ordinateur…</translation>
    </message>
    <message numerus="yes">
        <source>Review stopped after %n turn(s).</source>
        <translation>
            <numerusform>Analyse arrêtée après %n tour.</numerusform>
            <numerusform>Analyse arrêtée après %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review failed; the log file says why.</source>
        <translation>L&apos;analyse a échoué&#xa0;; le fichier journal indique pourquoi.</translation>
    </message>
    <message>
        <source>The costliest turns: {turns}</source>
        <translation>Les tours les plus coûteux&#xa0;: {turns}</translation>
    </message>
    <message>
        <source>Turn {number}: the best move the computer found. Well played!</source>
        <translation>Tour {number}&#xa0;: le meilleur coup trouvé par l&apos;ordinateur. Bien joué&#xa0;!</translation>
    </message>
    <message>
        <source>Turn {number}: about {loss} points of expected lead lost. The better move is shown as a ghost on the board.</source>
        <translation>Tour {number}&#xa0;: environ {loss} points d&apos;avance attendue perdus. Le meilleur coup apparaît en fantôme sur le plateau.</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>ordre {order}</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Joué&#xa0;: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Mieux&#xa0;: {move}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Doux</translation>
    </message>
    <message>
        <source>New to New World? A short tutorial teaches the game by playing it (about five minutes). You can leave it at any time, and find it again under Help ▸ Tutorial.</source>
        <translation>Nouveau dans New World&#xa0;? Un court tutoriel vous apprend le jeu en jouant (environ cinq minutes). Vous pouvez le quitter à tout moment et le retrouver dans Aide ▸ Tutoriel.</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>bleu</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>violet</translation>
    </message>
    <message>
        <source>black</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>noir</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>orange</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>rose</translation>
    </message>
    <message>
        <source>Welcome! You are {you}; a gentle computer plays {computer}. Lay your first card: drag the trail from your hand onto the highlighted cell by the coast. Turn it with R (or a right click) until its trail goes on from the coast&apos;s trail, then press Enter.</source>
        <translation>Bienvenue&#xa0;! Vous jouez en {you}&#xa0;; un ordinateur indulgent joue en {computer}. Posez votre première carte&#xa0;: faites glisser le chemin de votre main sur la case en surbrillance près de la côte. Tournez-la avec R (ou un clic droit) jusqu&apos;à ce que son chemin prolonge celui de la côte, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Claim the trail: lay this trail on the highlighted cell, then click the marker on its trail. A settler on a trail is a Robber. Press Enter.</source>
        <translation>Occupez le chemin&#xa0;: posez ce chemin sur la case en surbrillance, puis cliquez sur le pion de son chemin. Un colon sur un chemin est un Bandit. Appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Finish your trail: the crossing on the highlighted cell ends it (press Enter, no settler). A finished trail scores at once, 1 point per card, for the most Robbers on it; your Robber comes home, and a Surveyor steps one column west.</source>
        <translation>Achevez votre chemin&#xa0;: le carrefour sur la case en surbrillance le termine (Entrée, sans colon). Un chemin achevé rapporte aussitôt 1 point par carte à qui y a le plus de Bandits&#xa0;; votre Bandit rentre, et un arpenteur avance d&apos;une colonne vers l&apos;ouest.</translation>
    </message>
    <message>
        <source>Claim a town: lay the town piece against New York on the highlighted cell and click the marker in the town: a Shopkeeper. The town is finished at once: 2 points per card, plus 4 for each Surveyor standing in your Shopkeeper&apos;s column.</source>
        <translation>Occupez une ville&#xa0;: posez le morceau de ville contre New York sur la case en surbrillance et cliquez sur le pion dans la ville&#xa0;: un Shérif. La ville est aussitôt achevée&#xa0;: 2 points par carte, plus 4 par arpenteur dans la colonne de votre Shérif.</translation>
    </message>
    <message>
        <source>Lay the last card on the highlighted cell: the game ends and the final scoring counts everything unfinished and the prairies.</source>
        <translation>Posez la dernière carte sur la case en surbrillance&#xa0;: la partie se termine et le décompte final compte tout ce qui est inachevé et les plaines.</translation>
    </message>
    <message>
        <source>The right cell, but this step wants the card turned another way: it is turned that way now.</source>
        <translation>La bonne case, mais cette étape veut la carte tournée autrement&#xa0;: elle est maintenant tournée ainsi.</translation>
    </message>
    <message>
        <source>In that order your trail scores first, while no Surveyor stands in your Robber&apos;s column 3: no bonus. Lay the crossing again and move your trail down the list: scored second, it gets +4 from the Surveyor that has just stepped into column 3.</source>
        <translation>Dans cet ordre, votre chemin est décompté en premier, alors qu&apos;aucun arpenteur n&apos;est dans la colonne 3 de votre Bandit&#xa0;: pas de bonus. Reposez le carrefour et descendez votre chemin dans la liste&#xa0;: décompté en second, il gagne +4 grâce à l&apos;arpenteur qui vient d&apos;entrer en colonne 3.</translation>
    </message>
    <message>
        <source>Well done: that was the whole game! The table shows the final scoring. Start a real game whenever you like.</source>
        <translation>Bravo&#xa0;: c&apos;était toute la partie&#xa0;! Le tableau montre le décompte final. Lancez une vraie partie quand vous voulez.</translation>
    </message>
    <message>
        <source>the tutorial&apos;s game is not saved</source>
        <translation>la partie du tutoriel n&apos;est pas enregistrée</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) reviewed: the best move found in {best}; {lost} points of expected lead lost in all.</source>
        <translation>
            <numerusform>%n tour analysé&#xa0;: le meilleur coup trouvé joué dans {best}&#xa0;; {lost} points d&apos;avance attendue perdus en tout.</numerusform>
            <numerusform>%n tours analysés&#xa0;: le meilleur coup trouvé joué dans {best}&#xa0;; {lost} points d&apos;avance attendue perdus en tout.</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim a farm: lay the farm on the highlighted cell and click the marker on the farmhouse: a Farmer. A farm is complete once all eight spaces around it hold cards (the coast&apos;s spaces count): then it scores 9, plus 4 for each Surveyor standing in your Farmer&apos;s column.</source>
        <translation>Occupez une ferme&#xa0;: posez la ferme sur la case en surbrillance et cliquez sur le pion de la maison&#xa0;: un Fermier. Une ferme est achevée dès que les huit cases autour d&apos;elle portent des cartes (celles de la côte comptent)&#xa0;: elle rapporte alors 9 points, plus 4 pour chaque arpenteur dans la colonne de votre Fermier.</translation>
    </message>
    <message>
        <source>Claim a prairie: lay this card on the highlighted cell and click the marker on the plains (a Trapper, lying down). Trappers stay to the end and score 1 per animal on their prairie. Then watch the computer: its card completes your farm.</source>
        <translation>Occupez une plaine&#xa0;: posez cette carte sur la case en surbrillance et cliquez sur le pion de la plaine (un Trappeur, couché). Les trappeurs restent jusqu&apos;à la fin et rapportent 1 par animal de leur plaine. Puis regardez l&apos;ordinateur&#xa0;: sa carte achève votre ferme.</translation>
    </message>
    <message>
        <source>The computer&apos;s card completed your farm: 9 points, plus 4 for the Surveyor in your Farmer&apos;s column 1, makes 13, and your Farmer came home. That scoring moved the Surveyor to column 2: the computer&apos;s Robber east of both went home unscored, your Trapper stayed. Now lay the crossing on the highlighted cell, a Robber on its north trail: it ends your trail and the computer&apos;s, and you choose the scoring order. Each scoring moves a Surveyor west, so score the computer&apos;s first (Down, then OK): your Robber in column 3 then gets +4.</source>
        <translation>La carte de l&apos;ordinateur a achevé votre ferme&#xa0;: 9 points, plus 4 pour l&apos;arpenteur dans la colonne 1 de votre Fermier, font 13, et votre Fermier est rentré. Ce décompte a avancé l&apos;arpenteur en colonne 2&#xa0;: le Bandit de l&apos;ordinateur, à l&apos;est des deux, est rentré sans marquer, votre Trappeur est resté. Posez maintenant le carrefour sur la case en surbrillance, un Bandit sur son chemin nord&#xa0;: il termine votre chemin et celui de l&apos;ordinateur, et vous choisissez l&apos;ordre du décompte. Chaque décompte avance un arpenteur vers l&apos;ouest, alors décomptez d&apos;abord celui de l&apos;ordinateur (Descendre, puis OK)&#xa0;: votre Bandit en colonne 3 gagne alors +4.</translation>
    </message>
    <message>
        <source>Tutorial — step {step} of {steps}</source>
        <translation>Tutoriel — étape {step} sur {steps}</translation>
    </message>
    <message>
        <source>a Robber on the trail</source>
        <translation>un Bandit sur le chemin</translation>
    </message>
    <message>
        <source>a Shopkeeper in the town</source>
        <translation>un Shérif dans la ville</translation>
    </message>
    <message>
        <source>a Farmer on the farmhouse</source>
        <translation>un Fermier sur la maison</translation>
    </message>
    <message>
        <source>a Trapper on the plains</source>
        <translation>un Trappeur sur la plaine</translation>
    </message>
    <message>
        <source>Not there: this step&apos;s card goes on the highlighted cell.</source>
        <translation>Pas là&#xa0;: la carte de cette étape va sur la case en surbrillance.</translation>
    </message>
    <message>
        <source>That is another spot: this step wants {settler}.</source>
        <translation>C&apos;est un autre emplacement&#xa0;: cette étape demande {settler}.</translation>
    </message>
    <message>
        <source>Put a settler on the card first: this step wants {settler}.</source>
        <translation>Placez d&apos;abord un colon sur la carte&#xa0;: cette étape demande {settler}.</translation>
    </message>
    <message>
        <source>No settler this time: click your settler again to take it back.</source>
        <translation>Pas de colon cette fois&#xa0;: cliquez de nouveau sur votre colon pour le reprendre.</translation>
    </message>
</context>
<context>
    <name>LearningWindows</name>
    <message>
        <source>Replay a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Welcome to New World</source>
        <translation>Bienvenue dans New World</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source> turned {degrees}°</source>
        <translation>, rotation de {degrees}°</translation>
    </message>
    <message>
        <source> with {role} on it</source>
        <translation>, avec {role} dessus</translation>
    </message>
    <message>
        <source>{player} score {points}</source>
        <translation>{player} marquez {points}</translation>
    </message>
    <message>
        <source>{player} scores {points}</source>
        <translation>{player} marque {points}</translation>
    </message>
    <message>
        <source>A Surveyor steps west to column {column}</source>
        <translation>Un arpenteur avance vers l&apos;ouest, en colonne {column}</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; fits nowhere and leaves the game</source>
        <translation>«&#xa0;{card}&#xa0;» ne se pose nulle part et quitte la partie</translation>
    </message>
    <message>
        <source>{player} place &apos;{card}&apos; at {cell}</source>
        <translation>{player} posez «&#xa0;{card}&#xa0;» en {cell}</translation>
    </message>
    <message>
        <source>{player} places &apos;{card}&apos; at {cell}</source>
        <translation>{player} pose «&#xa0;{card}&#xa0;» en {cell}</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after scoring</source>
        <translation>Votre {role} en {cell} rentre après le décompte</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home east of the Surveyors</source>
        <translation>Votre {role} en {cell} rentre, à l&apos;est des arpenteurs</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after the final scoring</source>
        <translation>Votre {role} en {cell} rentre après le décompte final</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after scoring</source>
        <translation>Le {role} en {cell} ({player}) rentre après le décompte</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home east of the Surveyors</source>
        <translation>Le {role} en {cell} ({player}) rentre, à l&apos;est des arpenteurs</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after the final scoring</source>
        <translation>Le {role} en {cell} ({player}) rentre après le décompte final</translation>
    </message>
    <message>
        <source>Final scores:</source>
        <translation>Scores finaux&#xa0;:</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{category} {points}</source>
        <translation>{category} {points}</translation>
    </message>
    <message>
        <source>  {player}: {total}</source>
        <translation>  {player}&#xa0;: {total}</translation>
    </message>
    <message>
        <source> ({parts})</source>
        <translation> ({parts})</translation>
    </message>
    <message>
        <source>Winner: {players}</source>
        <translation>Victoire&#xa0;: {players}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer plays this turn for you</source>
        <translation>Votre temps est écoulé&#xa0;: l&apos;ordinateur joue ce tour pour vous</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer plays this turn for them</source>
        <translation>Le temps de {player} est écoulé&#xa0;: l&apos;ordinateur joue ce tour à sa place</translation>
    </message>
    <message>
        <source>{player} resign: a computer ({level}) plays your seat from now on; your points stand</source>
        <translation>{player} abandonnez&#xa0;: un ordinateur ({level}) joue désormais votre place&#xa0;; vos points restent acquis</translation>
    </message>
    <message>
        <source>{player} resigns: a computer ({level}) plays the seat from now on; the points stand</source>
        <translation>{player} abandonne&#xa0;: un ordinateur ({level}) joue désormais sa place&#xa0;; ses points restent acquis</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New World</source>
        <translation>New World</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de lancer la partie</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation>Remplacer un fichier en lecture seule&#xa0;?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>An autosaved game cannot be opened</source>
        <translation>Une sauvegarde automatique ne peut pas être ouverte</translation>
    </message>
    <message>
        <source>Rules of New World</source>
        <translation>Règles de New World</translation>
    </message>
    <message>
        <source>About New World</source>
        <translation>À propos de New World</translation>
    </message>
    <message>
        <source>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;A digital edition of &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; by Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Cards are painted by the program from the card data.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;Une édition numérique de &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; (en allemand &lt;i&gt;Carcassonne – Mayflower&lt;/i&gt;) de Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Les cartes sont dessinées par le programme à partir de leurs données.&lt;/p&gt;</translation>
    </message>
    <message>
        <source># Rules

The rules document was not found in this installation.</source>
        <translation># Règles

Le document des règles est introuvable dans cette installation.</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partie réseau</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Host network game…</source>
        <translation>&amp;Héberger une partie réseau…</translation>
    </message>
    <message>
        <source>&amp;Join network game…</source>
        <translation>Re&amp;joindre une partie réseau…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>&amp;Abandonner…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Rotate card</source>
        <translation>&amp;Tourner la carte</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Valider le tour</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>Voir tout le pla&amp;teau</translation>
    </message>
    <message>
        <source>&amp;Remaining cards…</source>
        <translation>&amp;Cartes restantes…</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de partie</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Tutoriel</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About New World</source>
        <translation>À &amp;propos de New World</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Cannot start the game: {reason}</source>
        <translation>Impossible de lancer la partie&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (finished)</source>
        <translation>Cette partie est aussi ouverte dans une autre fenêtre&#xa0;: elle continue ici en copie (terminée)</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (turn {turn})</source>
        <translation>Cette partie est aussi ouverte dans une autre fenêtre&#xa0;: elle continue ici en copie (tour {turn})</translation>
    </message>
    <message>
        <source>Resumed your last game (finished)</source>
        <translation>Dernière partie reprise (terminée)</translation>
    </message>
    <message>
        <source>Resumed your last game (turn {turn})</source>
        <translation>Dernière partie reprise (tour {turn})</translation>
    </message>
    <message>
        <source>Opened {file} (finished)</source>
        <translation>{file} ouvert (partie terminée)</translation>
    </message>
    <message>
        <source>Opened {file} (turn {turn})</source>
        <translation>{file} ouvert (tour {turn})</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Ce n&apos;est pas le tour d&apos;un joueur humain.</translation>
    </message>
    <message>
        <source>Illegal move {move}: {reason}</source>
        <translation>Coup illégal {move}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The computer player failed ({reason}); it plays a random move instead.</source>
        <translation>L&apos;ordinateur a échoué ({reason})&#xa0;; il joue un coup au hasard à la place.</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>Impossible d&apos;ouvrir {file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Cannot save: {reason}</source>
        <translation>Impossible d&apos;enregistrer&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Enregistré dans {file}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>La sauvegarde automatique fonctionne de nouveau.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>New World — {file}*</source>
        <translation>New World — {file}*</translation>
    </message>
    <message>
        <source>New World — {file}</source>
        <translation>New World — {file}</translation>
    </message>
    <message>
        <source>Abandon the game in progress? (It stays in the autosave.)</source>
        <translation>Abandonner la partie en cours&#xa0;? (Elle reste dans la sauvegarde automatique.)</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it with this game anyway?</source>
        <translation>{file} est en lecture seule. Le remplacer quand même par cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}

The game goes on. To keep it, use Game → Save as… (autosave tries again after every turn).</source>
        <translation>La partie n&apos;a pas pu être sauvegardée automatiquement&#xa0;: {reason}

La partie continue. Pour la garder, utilisez Partie → Enregistrer sous… (la sauvegarde automatique réessaie après chaque tour).</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation>{file} ne peut pas être ouvert&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The game was not saved to {file}: {reason}</source>
        <translation>La partie n&apos;a pas été enregistrée dans {file}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is the move this step asks for. Enter or Hint again plays it.</source>
        <translation>Indice ({cell})&#xa0;: voici le coup que demande cette étape. Entrée ou Indice à nouveau pour jouer ce coup.</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is where the Medium computer would play. Enter or Hint again plays it.</source>
        <translation>Indice ({cell})&#xa0;: l&apos;ordinateur Moyen jouerait ici. Entrée ou Indice à nouveau pour jouer ce coup.</translation>
    </message>
    <message>
        <source>Completes your {feature}: +{points}</source>
        <translation>Achève votre {feature}&#xa0;: +{points}</translation>
    </message>
    <message>
        <source>Claims the {feature} with {role}</source>
        <translation>Occupe&#xa0;: {feature}, avec {role}</translation>
    </message>
    <message>
        <source>Lays the card and keeps your settlers for a better spot</source>
        <translation>Pose la carte et garde vos colons pour un meilleur endroit</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>À {player} de jouer</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} réfléchit…</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N).</source>
        <translation>Lancez une nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>Computer&apos;s turns:</source>
        <translation>Tours de l&apos;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>How a computer&apos;s turn is shown: at once, or step by step (its card, its settler, then each scoring with its points).</source>
        <translation>Comment le tour d&apos;un ordinateur est montré&#xa0;: d&apos;un coup, ou pas à pas (sa carte, son colon, puis chaque décompte avec ses points).</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Card movements:</source>
        <translation>Mouvements des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>How fast cards, settlers and Surveyors glide into place, and points float up (off: they jump).</source>
        <translation>À quelle vitesse cartes, colons et arpenteurs glissent à leur place et les points s&apos;envolent (désactivé&#xa0;: ils sautent).</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Ce n&apos;est pas un coup de cette partie.</translation>
    </message>
    <message>
        <source>Cards lie west of the coast and within the map.</source>
        <translation>Les cartes se posent à l&apos;ouest de la côte et dans les limites de la carte.</translation>
    </message>
    <message>
        <source>A card already lies there.</source>
        <translation>Une carte est déjà posée là.</translation>
    </message>
    <message>
        <source>A card must touch a card or a starting space.</source>
        <translation>Une carte doit toucher une carte ou une case de départ.</translation>
    </message>
    <message>
        <source>The card&apos;s edges must continue the land next to it.</source>
        <translation>Les bords de la carte doivent prolonger le paysage voisin.</translation>
    </message>
    <message>
        <source>No settler is left in the supply.</source>
        <translation>Il ne reste aucun colon en réserve.</translation>
    </message>
    <message>
        <source>A settler already stands there.</source>
        <translation>Un colon s&apos;y trouve déjà.</translation>
    </message>
    <message>
        <source>That scoring order does not match the completed buildings.</source>
        <translation>Cet ordre de décompte ne correspond pas aux constructions achevées.</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>Il n&apos;y a aucun tour à annuler.</translation>
    </message>
    <message>
        <source>{sentence} ({detail})</source>
        <translation>{sentence} ({detail})</translation>
    </message>
    <message>
        <source>This file is not a New World saved game.</source>
        <translation>Ce fichier n&apos;est pas une partie New World enregistrée.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of New World; update the game to open it.</source>
        <translation>Cette partie a été enregistrée par une version plus récente de New World&#xa0;; mettez le jeu à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>This game was played with a card set this version of New World does not have.</source>
        <translation>Cette partie a été jouée avec un jeu de cartes que cette version de New World ne possède pas.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>Le fichier est bien trop gros pour être une partie enregistrée.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>La partie enregistrée est endommagée.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Le fichier ne peut pas être écrit.</translation>
    </message>
    <message>
        <source>A saved game cannot hold these players or this seed.</source>
        <translation>Une partie enregistrée ne peut pas contenir ces joueurs ou cette graine.</translation>
    </message>
    <message>
        <source>The card does not fit there: drop it on an outlined cell.</source>
        <translation>La carte ne va pas à cet endroit&#xa0;: déposez-la sur une case entourée.</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and is kept as {where}. {reason}</source>
        <translation>La sauvegarde automatique {file} ne peut pas être ouverte, elle est conservée sous {where}. {reason}</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and stays in {where}. {reason}</source>
        <translation>La sauvegarde automatique {file} ne peut pas être ouverte, elle reste dans {where}. {reason}</translation>
    </message>
    <message>
        <source>Place card at {cell}</source>
        <translation>Poser la carte en {cell}</translation>
    </message>
    <message>
        <source>{date} · {players}</source>
        <translation>{date} · {players}</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>Reprendre une partie inachevée&#xa0;?</translation>
    </message>
    <message>
        <source>Resume the unfinished game from last time?</source>
        <translation>Reprendre la partie inachevée de la dernière fois&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n card(s) left · {when}</source>
        <translation>
            <numerusform>Tour {turn} · %n carte restante · {when}</numerusform>
            <numerusform>Tour {turn} · %n cartes restantes · {when}</numerusform>
        </translation>
    </message>
    <message>
        <source>its file is dated in the future, so when it was played is not known</source>
        <translation>son fichier est daté dans le futur, on ne sait donc pas quand elle a été jouée</translation>
    </message>
    <message>
        <source>played just now</source>
        <translation>jouée à l&apos;instant</translation>
    </message>
    <message>
        <source>played today at {time}</source>
        <translation>jouée aujourd&apos;hui à {time}</translation>
    </message>
    <message>
        <source>played yesterday at {time}</source>
        <translation>jouée hier à {time}</translation>
    </message>
    <message>
        <source>played on {date} at {time}</source>
        <translation>jouée le {date} à {time}</translation>
    </message>
    <message>
        <source>That turn is final: a computer has played since. (To take turns back for practice: Game ▸ Preferences.)</source>
        <translation>Ce tour est définitif&#xa0;: un ordinateur a joué depuis. (Pour annuler des tours à l&apos;entraînement&#xa0;: Partie ▸ Préférences.)</translation>
    </message>
    <message numerus="yes">
        <source>Practice game: %n turn(s) taken back after the computers had played.</source>
        <translation>
            <numerusform>Partie d&apos;entraînement&#xa0;: %n tour annulé après que les ordinateurs ont joué.</numerusform>
            <numerusform>Partie d&apos;entraînement&#xa0;: %n tours annulés après que les ordinateurs ont joué.</numerusform>
        </translation>
    </message>
    <message>
        <source>You resigned in turn {turn}; a computer ({level}) played your seat from then on.</source>
        <translation>Vous avez abandonné au tour {turn}&#xa0;; un ordinateur ({level}) a joué votre place ensuite.</translation>
    </message>
    <message>
        <source>{player} resigned in turn {turn}; a computer ({level}) played the seat from then on.</source>
        <translation>{player} a abandonné au tour {turn}&#xa0;; un ordinateur ({level}) a joué sa place ensuite.</translation>
    </message>
    <message>
        <source>{player} (resigned)</source>
        <translation>{player} (abandon)</translation>
    </message>
    <message>
        <source>F: fit the board</source>
        <translation>F&#xa0;: voir tout le plateau</translation>
    </message>
    <message>
        <source>Enter: play it</source>
        <translation>Entrée&#xa0;: jouer ce coup</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>Pas d&apos;indice&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer played your turn</source>
        <translation>Votre temps est écoulé&#xa0;: l&apos;ordinateur a joué votre tour</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer played their turn</source>
        <translation>Le temps de {player} est écoulé&#xa0;: l&apos;ordinateur a joué son tour</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Son activé</translation>
    </message>
    <message>
        <source>Sound off (M turns it on)</source>
        <translation>Son coupé (M le rétablit)</translation>
    </message>
    <message>
        <source>The computer is thinking for you…</source>
        <translation>L&apos;ordinateur réfléchit pour vous…</translation>
    </message>
    <message>
        <source>The computer is playing for you…</source>
        <translation>L&apos;ordinateur joue pour vous…</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <translation>{player} joue…</translation>
    </message>
    <message>
        <source>Final scoring: the buildings still open score now…</source>
        <translation>Décompte final&#xa0;: les constructions encore ouvertes sont décomptées…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: drag the card from the hand onto an outlined cell, or click a cell.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;&#xa0;: glissez la carte de votre main sur une case entourée, ou cliquez sur une case.</translation>
    </message>
    <message>
        <source>Settler: &lt;b&gt;{role}&lt;/b&gt;. Confirm with Enter.</source>
        <translation>Colon&#xa0;: &lt;b&gt;{role}&lt;/b&gt;. Validez avec Entrée.</translation>
    </message>
    <message>
        <source>Pick a settler marker (or none), then confirm with Enter.</source>
        <translation>Choisissez un pion de colon (ou aucun), puis validez avec Entrée.</translation>
    </message>
    <message>
        <source>Confirm with Enter, or take the card back (Ctrl+Z).</source>
        <translation>Validez avec Entrée, ou reprenez la carte (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Cards left: {count}</source>
        <translation>Cartes restantes&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Remaining cards: {count}</source>
        <translation>Cartes restantes&#xa0;: {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still in the stack</source>
        <translation>
            <numerusform>%n carte encore dans la pioche</numerusform>
            <numerusform>%n cartes encore dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation>{players} gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Resigned · {level}</source>
        <translation>Abandon · {level}</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Ordinateur · {level}</translation>
    </message>
    <message>
        <source>A person at this screen: the seats take turns at it.</source>
        <translation>Une personne devant cet écran&#xa0;: les places jouent à tour de rôle.</translation>
    </message>
    <message>
        <source>Takes the turn that scores most at once. A gentle start.</source>
        <translation>Joue le coup qui rapporte le plus tout de suite. Pour débuter en douceur.</translation>
    </message>
    <message>
        <source>Weighs what every building may still bring. A fair game.</source>
        <translation>Évalue ce que chaque construction peut encore rapporter. Une partie équilibrée.</translation>
    </message>
    <message>
        <source>Looks a few turns ahead, about a second a move. A strong opponent.</source>
        <translation>Anticipe quelques tours, environ une seconde par coup. Un adversaire redoutable.</translation>
    </message>
    <message>
        <source>Looks further ahead, about three seconds a move on every core. A real fight.</source>
        <translation>Anticipe plus loin, environ trois secondes par coup sur tous les cœurs. Un vrai combat.</translation>
    </message>
    <message>
        <source>no settlers</source>
        <translation>aucun colon</translation>
    </message>
    <message>
        <source>no settlers left</source>
        <translation>plus de colons</translation>
    </message>
    <message>
        <source>track {space} · lap {lap}</source>
        <translation>case {space} · {lap}e tour</translation>
    </message>
    <message>
        <source>track {space}</source>
        <translation>case {space}</translation>
    </message>
    <message>
        <source>lap {lap}</source>
        <translation>{lap}e tour</translation>
    </message>
    <message numerus="yes">
        <source>%n in supply</source>
        <translation>
            <numerusform>%n en réserve</numerusform>
            <numerusform>%n en réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s card — drag it</source>
        <translation>À {player} — glissez-la</translation>
    </message>
    <message>
        <source>Your card — drag it</source>
        <translation>Votre carte — à glisser</translation>
    </message>
    <message>
        <source>Settler: {role}</source>
        <translation>Colon&#xa0;: {role}</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Colon</translation>
    </message>
    <message>
        <source>No settlers left</source>
        <translation>Plus de colons</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>R / right click: rotate</source>
        <translation>R, clic droit&#xa0;: tourner</translation>
    </message>
    <message>
        <source>Drag or click a marker
Space: none · Enter: confirm</source>
        <translation>Glissez ou cliquez sur un pion
Espace&#xa0;: aucun · Entrée&#xa0;: OK</translation>
    </message>
    <message>
        <source>Enter: confirm
Ctrl+Z: take back</source>
        <translation>Entrée&#xa0;: valider
Ctrl+Z&#xa0;: reprendre</translation>
    </message>
    <message numerus="yes">
        <source>{player}, {who}: %n point(s)</source>
        <translation>
            <numerusform>{player}, {who}&#xa0;: %n point</numerusform>
            <numerusform>{player}, {who}&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n settler(s) in supply</source>
        <translation>
            <numerusform>, %n colon en réserve</numerusform>
            <numerusform>, %n colons en réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>, winner</source>
        <translation>, vainqueur</translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation>, joue en ce moment</translation>
    </message>
    <message>
        <source>No card in hand</source>
        <translation>Aucune carte en main</translation>
    </message>
    <message>
        <source>laid on {cell}, turned {degrees}°</source>
        <translation>posée en {cell}, rotation de {degrees}°</translation>
    </message>
    <message>
        <source>in hand, turned {degrees}°</source>
        <translation>en main, rotation de {degrees}°</translation>
    </message>
    <message>
        <source>Card: {card}, {where}</source>
        <translation>Carte&#xa0;: {card}, {where}</translation>
    </message>
    <message>
        <source>, no settler</source>
        <translation>, aucun colon</translation>
    </message>
    <message>
        <source>, settler: {role}</source>
        <translation>, colon&#xa0;: {role}</translation>
    </message>
    <message>
        <source>The board. Arrow keys: lay the card on the next cell where it fits; R: turn it; Tab: the next place for a settler; Space: no settler; Enter: confirm the turn.</source>
        <translation>Le plateau. Flèches&#xa0;: poser la carte sur la prochaine case où elle convient&#xa0;; R&#xa0;: la tourner&#xa0;; Tab&#xa0;: le prochain emplacement pour un colon&#xa0;; Espace&#xa0;: aucun colon&#xa0;; Entrée&#xa0;: valider le tour.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn (computer)</source>
        <translation>À {player} de jouer (ordinateur)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Plains</source>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Ferme</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>plaine</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>town</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>ferme</translation>
    </message>
    <message>
        <source>unfinished trail</source>
        <translation>chemin inachevé</translation>
    </message>
    <message>
        <source>unfinished town</source>
        <translation>ville inachevée</translation>
    </message>
    <message>
        <source>unfinished farm</source>
        <translation>ferme inachevée</translation>
    </message>
    <message>
        <source>Trapper</source>
        <translation>Trappeur</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Bandit</translation>
    </message>
    <message>
        <source>Shopkeeper</source>
        <translation>Shérif</translation>
    </message>
    <message>
        <source>Farmer</source>
        <translation>Fermier</translation>
    </message>
    <message>
        <source>a Trapper</source>
        <translation>un Trappeur</translation>
    </message>
    <message>
        <source>a Robber</source>
        <translation>un Bandit</translation>
    </message>
    <message>
        <source>a Shopkeeper</source>
        <translation>un Shérif</translation>
    </message>
    <message>
        <source>a Farmer</source>
        <translation>un Fermier</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Chemins</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>Villes</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Fermes</translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation>Arpenteurs</translation>
    </message>
    <message>
        <source>Unfinished trails</source>
        <translation>Chemins inachevés</translation>
    </message>
    <message>
        <source>Unfinished towns</source>
        <translation>Villes inachevées</translation>
    </message>
    <message>
        <source>Unfinished farms</source>
        <translation>Fermes inachevées</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Trading Post(s)</source>
        <translation>
            <numerusform>%n comptoir</numerusform>
            <numerusform>%n comptoirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Town Flag(s)</source>
        <translation>
            <numerusform>%n drapeau</numerusform>
            <numerusform>%n drapeaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Surveyor(s)</source>
        <translation>
            <numerusform>%n arpenteur</numerusform>
            <numerusform>%n arpenteurs</numerusform>
        </translation>
    </message>
    <message>
        <source>completed farm</source>
        <translation>ferme achevée</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Baseline (Hard of 0.1.0)</source>
        <translation>Référence (Difficile de 0.1.0)</translation>
    </message>
    <message>
        <source>{time} a turn</source>
        <translation>{time} par tour</translation>
    </message>
    <message>
        <source>Chess clock {time} + {increment} s</source>
        <translation>Pendule {time} + {increment}&#xa0;s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}&#xa0;s</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes}&#xa0;min</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes}&#xa0;min {seconds}&#xa0;s</translation>
    </message>
    <message>
        <source>column {column}, row {row}</source>
        <translation>colonne {column}, ligne {row}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>NetGameWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>&amp;Abandonner…</translation>
    </message>
    <message>
        <source>Let others &amp;watch</source>
        <translation>Autoriser les &amp;spectateurs</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Take the card back</source>
        <translation>&amp;Reprendre la carte</translation>
    </message>
    <message>
        <source>Lobby and &amp;chat</source>
        <translation>Salon et &amp;discussion</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partie réseau</translation>
    </message>
</context>
<context>
    <name>NetPanel</name>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Chat lines not read</source>
        <translation>Messages non lus</translation>
    </message>
    <message>
        <source>Show the lobby and the chat</source>
        <translation>Afficher le salon et la discussion</translation>
    </message>
    <message>
        <source>Fold the lobby and the chat away</source>
        <translation>Replier le salon et la discussion</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>{player} joined the game.</source>
        <translation>{player} a rejoint la partie.</translation>
    </message>
    <message>
        <source>{player} lost the connection.</source>
        <translation>{player} a perdu la connexion.</translation>
    </message>
    <message>
        <source>{player} is back.</source>
        <translation>{player} est de retour.</translation>
    </message>
    <message>
        <source>{player}&apos;s seat is played by the computer ({level}) from now on.</source>
        <translation>La place de {player} est désormais jouée par l&apos;ordinateur ({level}).</translation>
    </message>
    <message>
        <source>{player} plays their seat again.</source>
        <translation>{player} reprend sa place.</translation>
    </message>
    <message>
        <source>The connection to the game was lost: trying again…</source>
        <translation>La connexion à la partie est perdue&#xa0;: nouvelle tentative…</translation>
    </message>
    <message>
        <source>Connected to the game again.</source>
        <translation>De nouveau connecté à la partie.</translation>
    </message>
    <message>
        <source>You are watching game {code}: you see what every player may see.</source>
        <translation>Vous regardez la partie {code}&#xa0;: vous voyez ce que chaque joueur peut voir.</translation>
    </message>
    <message>
        <source>The host has stopped the watching: you no longer follow the game.</source>
        <translation>L&apos;hôte a arrêté le mode spectateur&#xa0;: vous ne suivez plus la partie.</translation>
    </message>
    <message>
        <source>Game {code} has started.</source>
        <translation>La partie {code} a commencé.</translation>
    </message>
    <message>
        <source>The game is not shown on the local network ({reason}); friends join with the address and the code.</source>
        <translation>La partie n&apos;est pas visible sur le réseau local ({reason})&#xa0;; vos amis la rejoignent avec l&apos;adresse et le code.</translation>
    </message>
    <message>
        <source>Port {old} is in use: the game is hosted on port {new} this time. Tell the others the new address.</source>
        <translation>Le port {old} est occupé&#xa0;: la partie est hébergée sur le port {new} cette fois. Donnez la nouvelle adresse aux autres.</translation>
    </message>
    <message>
        <source>The server at {address} does not answer yet: still trying…</source>
        <translation>Le serveur à l&apos;adresse {address} ne répond pas encore&#xa0;: nouvelle tentative…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Connexion perdue&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>En attente de {player}…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n second(s)).</source>
        <translation>
            <numerusform>En attente de {player}, qui a perdu la connexion (l&apos;hôte pourra confier sa place à un ordinateur dans %n seconde).</numerusform>
            <numerusform>En attente de {player}, qui a perdu la connexion (l&apos;hôte pourra confier sa place à un ordinateur dans %n secondes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer now).</source>
        <translation>En attente de {player}, qui a perdu la connexion (l&apos;hôte peut maintenant confier sa place à un ordinateur).</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>{player} (ordinateur) joue…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>New World — network game</source>
        <translation>New World — partie réseau</translation>
    </message>
    <message>
        <source>New World — network game {code}</source>
        <translation>New World — partie réseau {code}</translation>
    </message>
    <message>
        <source>Game code: {code}</source>
        <translation>Code de la partie&#xa0;: {code}</translation>
    </message>
    <message>
        <source>Friends join with Game → Join network game, the address {addresses} and this code.</source>
        <translation>Vos amis rejoignent avec Partie → Rejoindre une partie réseau, l&apos;adresse {addresses} et ce code.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation>ordinateur · {level}</translation>
    </message>
    <message>
        <source>plays here</source>
        <translation>joue ici</translation>
    </message>
    <message>
        <source>open: waiting for a player</source>
        <translation>libre&#xa0;: en attente d&apos;un joueur</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message numerus="yes">
        <source>The seat may be handed to a computer in %n second(s).</source>
        <translation>
            <numerusform>La place pourra être confiée à un ordinateur dans %n seconde.</numerusform>
            <numerusform>La place pourra être confiée à un ordinateur dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>En attente du lancement de la partie par l&apos;hôte…</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open: wait for the players, or let a computer take them.</source>
        <translation>
            <numerusform>%n place encore libre&#xa0;: attendez les joueurs, ou confiez-la à un ordinateur.</numerusform>
            <numerusform>%n places encore libres&#xa0;: attendez les joueurs, ou confiez-les à des ordinateurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Tout le monde est là&#xa0;: lancez quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>{player}&apos;s game</source>
        <translation>Partie de {player}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{code}: {players} (hosted here)</source>
        <translation>{code}&#xa0;: {players} (hébergée ici)</translation>
    </message>
    <message>
        <source>{code}: {players} (at {address})</source>
        <translation>{code}&#xa0;: {players} (à l&apos;adresse {address})</translation>
    </message>
    <message numerus="yes">
        <source>{server}: game {code}, %n open seat(s) ({players})</source>
        <translation>
            <numerusform>{server}&#xa0;: partie {code}, %n place libre ({players})</numerusform>
            <numerusform>{server}&#xa0;: partie {code}, %n places libres ({players})</numerusform>
        </translation>
    </message>
    <message>
        <source>{server} at {address} (no open game listed: ask the host for the code)</source>
        <translation>{server} à l&apos;adresse {address} (aucune partie ouverte affichée&#xa0;: demandez le code à l&apos;hôte)</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <translation>{player}&#xa0;: {text}</translation>
    </message>
    <message>
        <source>There is no game with that code on this server.</source>
        <translation>Il n&apos;y a aucune partie avec ce code sur ce serveur.</translation>
    </message>
    <message>
        <source>That game has no open seat left.</source>
        <translation>Cette partie n&apos;a plus de place libre.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Cette place est prise.</translation>
    </message>
    <message>
        <source>That game is over.</source>
        <translation>Cette partie est terminée.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back: its key does not fit any more.</source>
        <translation>Cette place ne peut pas être reprise&#xa0;: sa clé ne correspond plus.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Seul l&apos;hôte peut le faire.</translation>
    </message>
    <message>
        <source>Every remote seat must be taken (or given to a computer) before the start.</source>
        <translation>Chaque place à distance doit être prise (ou confiée à un ordinateur) avant le lancement.</translation>
    </message>
    <message>
        <source>The game has started already.</source>
        <translation>La partie a déjà commencé.</translation>
    </message>
    <message>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation>Trop de demandes à la fois&#xa0;: patientez un instant et réessayez.</translation>
    </message>
    <message>
        <source>The server takes no more games now: {reason}</source>
        <translation>Le serveur n&apos;accepte plus de parties pour l&apos;instant&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>That turn was played already.</source>
        <translation>Ce tour a déjà été joué.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The server refused the move: {reason}</source>
        <translation>Le serveur a refusé le coup&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Not connected to the game: try again when the connection is back.</source>
        <translation>Non connecté à la partie&#xa0;: réessayez quand la connexion sera revenue.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Le serveur n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The server cannot be reached: {reason}</source>
        <translation>Le serveur est injoignable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The server&apos;s certificate is not trusted: {reason}</source>
        <translation>Le certificat du serveur n&apos;est pas reconnu&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>That address cannot be used: {reason}</source>
        <translation>Cette adresse est inutilisable&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Not yet: {reason}</source>
        <translation>Pas encore&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The server could not store that (its disk is full or cannot be written), so nothing changed: try again later.</source>
        <translation>Le serveur n&apos;a pas pu l&apos;enregistrer (son disque est plein ou protégé en écriture), rien n&apos;a donc changé&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <source>Too many connections from your address: close some of your games on this server or wait a minute, then try again.</source>
        <translation>Trop de connexions depuis votre adresse&#xa0;: fermez quelques-unes de vos parties sur ce serveur ou attendez une minute, puis réessayez.</translation>
    </message>
    <message>
        <source>The server is full: it takes no more players now. Try again later.</source>
        <translation>Le serveur est plein&#xa0;: il n&apos;accepte plus de joueurs pour l&apos;instant. Réessayez plus tard.</translation>
    </message>
    <message>
        <source>Your games on this server have as many Hard and Expert computer players as it allows: choose an easier level, or finish a game first.</source>
        <translation>Vos parties sur ce serveur ont autant d&apos;ordinateurs de niveau Difficile et Expert qu&apos;il en accepte&#xa0;: choisissez un niveau plus facile, ou terminez d&apos;abord une partie.</translation>
    </message>
    <message>
        <source>The server says: {reason}</source>
        <translation>Le serveur indique&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Say your name: the others see it at the table.</source>
        <translation>Indiquez votre nom&#xa0;: les autres le voient à la table.</translation>
    </message>
    <message>
        <source>At least one seat must be played at this screen.</source>
        <translation>Au moins une place doit être jouée sur cet écran.</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Recherche de parties sur le réseau local…</translation>
    </message>
    <message>
        <source>No game found on the local network: join with the address and the code.</source>
        <translation>Aucune partie trouvée sur le réseau local&#xa0;: rejoignez avec l&apos;adresse et le code.</translation>
    </message>
    <message>
        <source>The game cannot be hosted: {reason}</source>
        <translation>La partie ne peut pas être hébergée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Cannot join the game: {reason}</source>
        <translation>Impossible de rejoindre la partie&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{address} is not a server address (for example 192.168.1.20:7245 or ws://play.example.org).</source>
        <translation>{address} n&apos;est pas une adresse de serveur (par exemple 192.168.1.20:7245 ou ws://play.example.org).</translation>
    </message>
    <message>
        <source>{code} is not a game code: six letters and digits, as the host gave it.</source>
        <translation>{code} n&apos;est pas un code de partie&#xa0;: six lettres et chiffres, tel que l&apos;hôte l&apos;a donné.</translation>
    </message>
    <message>
        <source>Network play is not available in this installation: {reason}</source>
        <translation>Le jeu en réseau n&apos;est pas disponible dans cette installation&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays?&lt;/b&gt;  Two to five seats; computers think on their own.</source>
        <translation>&lt;b&gt;Qui joue&#xa0;?&lt;/b&gt;  De deux à cinq places&#xa0;; les ordinateurs jouent seuls.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordinateur {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Qui joue à la place {number}</translation>
    </message>
    <message>
        <source>Colour of player {number}</source>
        <translation>Couleur du joueur {number}</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Temps de jeu&#xa0;:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>A whole number from 0 to {largest}, or any word; empty: a random game</source>
        <translation>Un nombre entier de 0 à {largest}, ou un mot quelconque&#xa0;; vide&#xa0;: une partie aléatoire</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Graine (facultatif)&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to {largest} (or a word), not {seed}.</source>
        <translation>La graine doit être un nombre entier de 0 à {largest} (ou un mot), pas {seed}.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name is longer than {largest} characters.</source>
        <translation>Le nom du joueur {number} dépasse {largest} caractères.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name holds a control character.</source>
        <translation>Le nom du joueur {number} contient un caractère de contrôle.</translation>
    </message>
    <message>
        <source>Player {number} cannot be seated ({detail}).</source>
        <translation>Le joueur {number} ne peut pas prendre place ({detail}).</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>{number}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Outline the cells where the card fits</source>
        <translation>Entourer les cases où la carte peut aller</translation>
    </message>
    <message>
        <source>Colour-blind friendly player colours with shape marks</source>
        <translation>Couleurs de joueurs pour daltoniens, avec des formes</translation>
    </message>
    <message>
        <source>Practice: let me take back turns the computers have answered
(the final table says so)</source>
        <translation>Entraînement&#xa0;: annuler des tours auxquels les ordinateurs ont déjà répondu
(le tableau final l&apos;indique)</translation>
    </message>
    <message>
        <source>Otherwise a turn is final once a computer has played after it, so undo never shows the cards they drew.</source>
        <translation>Sinon, un tour est définitif dès qu&apos;un ordinateur a joué après lui, et l&apos;annulation ne montre jamais les cartes qu&apos;ils ont piochées.</translation>
    </message>
    <message>
        <source>Hard searches on this many processor cores; Expert always uses all of them</source>
        <translation>Difficile calcule sur ce nombre de cœurs&#xa0;; Expert les utilise toujours tous</translation>
    </message>
    <message>
        <source>Cores for the Hard computer player:</source>
        <translation>Cœurs pour l&apos;ordinateur Difficile&#xa0;:</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Taille de l&apos;interface</translation>
    </message>
    <message>
        <source>&amp;Interface size:</source>
        <translation>&amp;Taille de l&apos;interface&#xa0;:</translation>
    </message>
    <message>
        <source>A new language or interface size applies when New World starts next time.</source>
        <translation>Une nouvelle langue ou taille d&apos;interface s&apos;applique au prochain lancement de New World.</translation>
    </message>
    <message>
        <source>Sound and notifications</source>
        <translation>Son et notifications</translation>
    </message>
    <message>
        <source>Sound effects (M turns them on and off)</source>
        <translation>Effets sonores (M les active ou les coupe)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume :</translation>
    </message>
    <message>
        <source>When it is my turn and the window is in the background,
say so in a desktop notification</source>
        <translation>Quand c&apos;est mon tour et que la fenêtre est en arrière-plan,
me prévenir par une notification du bureau</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Replay a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>&amp;Other file…</source>
        <translation>&amp;Autre fichier…</translation>
    </message>
</context>
<context>
    <name>RemainingDialog</name>
    <message>
        <source>not counting the card in hand; cards that fit nowhere leave the game</source>
        <translation>sans la carte en main&#xa0;; les cartes qui ne se posent nulle part quittent la partie</translation>
    </message>
    <message>
        <source>× {count}</source>
        <translation>× {count}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>To the start (Home)</source>
        <translation>Au début (Origine)</translation>
    </message>
    <message>
        <source>One turn back (←)</source>
        <translation>Un tour en arrière (←)</translation>
    </message>
    <message>
        <source>One turn forward (→)</source>
        <translation>Un tour en avant (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>unfinished, turn {turn} next, {cards}</source>
        <translation>inachevée, prochain tour {turn}, {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carte restante</numerusform>
            <numerusform>%n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>New World saved game (file version {version}, app {app}): {state}</source>
        <translation>Partie New World enregistrée (version de fichier {version}, appli {app})&#xa0;: {state}</translation>
    </message>
    <message>
        <source>  {player} ({who}, {colour}): {score}</source>
        <translation>  {player} ({who}, {colour})&#xa0;: {score}</translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation> (vainqueur)</translation>
    </message>
    <message>
        <source>Turn {number}: {line}</source>
        <translation>Tour {number}&#xa0;: {line}</translation>
    </message>
    <message>
        <source>  {line}</source>
        <translation>  {line}</translation>
    </message>
    <message>
        <source>Unfinished: turn {turn} next, {cards}; scores {scores}</source>
        <translation>Inachevée&#xa0;: prochain tour {turn}, {cards}&#xa0;; scores {scores}</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resign the game?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Abandonner la partie&#xa0;?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A computer plays the seat to the end of the game; the points so far stand. Resigning is final: no turn before it can be taken back.</source>
        <translation>Un ordinateur joue la place jusqu&apos;à la fin de la partie&#xa0;; les points déjà marqués restent acquis. L&apos;abandon est définitif&#xa0;: aucun tour d&apos;avant ne peut être repris.</translation>
    </message>
    <message>
        <source>Who resigns</source>
        <translation>Qui abandonne</translation>
    </message>
    <message>
        <source>Who resigns:</source>
        <translation>Qui abandonne&#xa0;:</translation>
    </message>
    <message>
        <source>Computer that plays on</source>
        <translation>Ordinateur qui prend la relève</translation>
    </message>
    <message>
        <source>Plays on for them:</source>
        <translation>Prend la relève&#xa0;:</translation>
    </message>
    <message>
        <source>A computer plays the seat from now on (the host&apos;s choice); the points so far stand. You may come back into the seat later: choose the game under Join network game, or Play it again in the lobby.</source>
        <translation>Un ordinateur joue la place à partir de maintenant (au choix de l&apos;hôte)&#xa0;; les points déjà marqués restent acquis. Vous pourrez reprendre la place plus tard&#xa0;: choisissez la partie dans «&#xa0;Rejoindre une partie réseau&#xa0;» ou «&#xa0;Reprendre la main&#xa0;» dans le salon.</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>New World</source>
        <translation>New World</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Best found</source>
        <translation>Meilleur trouvé</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Tour {number}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># How to play New World</source>
        <translation># Comment jouer à New World</translation>
    </message>
    <message>
        <source>*New World* is a game of the westward trek. Starting from the east coast, you and your opponents lay landscape cards one by one; trails, towns, farms and prairies take shape, and you claim them with your settlers to score. The player with the most points after the last card wins.</source>
        <translation>*New World* est un jeu de la marche vers l&apos;ouest. En partant de la côte est, vous et vos adversaires posez des cartes paysage l&apos;une après l&apos;autre&#xa0;; chemins, villes, fermes et plaines prennent forme, et vous les occupez avec vos colons pour marquer des points. Le joueur qui a le plus de points après la dernière carte gagne.</translation>
    </message>
    <message>
        <source>## Your turn, in three steps</source>
        <translation>## Votre tour, en trois étapes</translation>
    </message>
    <message>
        <source>1. **Lay the card you drew.** Drag it from the hand onto one of the outlined cells (or click a cell). It must touch a card already on the table, or one of the starting spaces on the coast, and every edge it touches must go on: trail to trail, town to town, prairie to prairie. Turn it with **R**, a right click, or a click on it once it lies on its cell (only rotations that fit there come up); dropped turned the wrong way, it turns to the nearest rotation that fits. The mouse wheel zooms the board.</source>
        <translation>1. **Posez la carte piochée.** Glissez-la depuis votre main sur l&apos;une des cases entourées (ou cliquez sur une case). Elle doit toucher une carte déjà posée ou l&apos;une des cases de départ sur la côte, et chaque bord qu&apos;elle touche doit se prolonger&#xa0;: chemin contre chemin, ville contre ville, plaine contre plaine. Tournez-la avec **R**, un clic droit, ou un clic sur elle une fois posée sur sa case (seules les rotations qui conviennent s&apos;y proposent)&#xa0;; posée dans le mauvais sens, elle prend la rotation valable la plus proche. La molette zoome le plateau.</translation>
    </message>
    <message>
        <source>2. **Place a settler, if you like** — only on the card you just laid, and only on a trail, town, prairie or farm that nobody occupies yet (however far it reaches). Your settler&apos;s role follows from where it stands:</source>
        <translation>2. **Placez un colon, si vous le souhaitez** — uniquement sur la carte que vous venez de poser, et seulement sur un chemin, une ville, une plaine ou une ferme que personne n&apos;occupe encore (aussi loin qu&apos;elle s&apos;étende). Le rôle de votre colon dépend de l&apos;endroit où il se trouve&#xa0;:</translation>
    </message>
    <message>
        <source>- a **Robber** on a trail,</source>
        <translation>- **Bandit** sur un chemin,</translation>
    </message>
    <message>
        <source>- a **Shopkeeper** in a town,</source>
        <translation>- **Shérif** dans une ville,</translation>
    </message>
    <message>
        <source>- a **Farmer** on a farm (the farmhouse in the middle of a card),</source>
        <translation>- **Fermier** sur une ferme (la maison au milieu d&apos;une carte),</translation>
    </message>
    <message>
        <source>- a **Trapper** on a prairie (lying down: Trappers stay until the end).</source>
        <translation>- **Trappeur** sur une plaine (couché&#xa0;: les trappeurs restent jusqu&apos;à la fin).</translation>
    </message>
    <message>
        <source>Click a marker on the card, or press **Space** for no settler, then **Enter** to end your turn. Until then **Ctrl+Z** takes the card back.</source>
        <translation>Cliquez sur un pion de la carte, ou appuyez sur **Espace** pour ne poser aucun colon, puis sur **Entrée** pour finir votre tour. Jusque-là, **Ctrl+Z** reprend la carte.</translation>
    </message>
    <message>
        <source>3. **Score what you completed.** A finished trail, town or farm scores at once for the player with the most settlers on it (ties all score), and the settlers go home to be used again.</source>
        <translation>3. **Décomptez ce que vous avez achevé.** Une construction achevée (chemin, ville ou ferme) rapporte aussitôt des points au joueur qui y a le plus de colons (en cas d&apos;égalité, tous marquent), et les colons rentrent dans la réserve pour resservir.</translation>
    </message>
    <message>
        <source>## What scores</source>
        <translation>## Ce qui rapporte</translation>
    </message>
    <message>
        <source>| | when it is finished | at the end of the game, unfinished |</source>
        <translation>| | une fois achevé | en fin de partie, inachevé |</translation>
    </message>
    <message>
        <source>| **Trail** (both ends at a crossing, town, farm or a trail starting space, or a loop) | 1 per card + 2 per Trading Post | the same |</source>
        <translation>| **Chemin** (deux bouts sur un carrefour, une ville, une ferme ou une case de départ de chemin, ou une boucle) | 1 par carte + 2 par comptoir | pareil |</translation>
    </message>
    <message>
        <source>| **Town** (walls all round) | 2 per card + 2 per Town Flag | 1 per card + 1 per Flag |</source>
        <translation>| **Ville** (remparts tout autour) | 2 par carte + 2 par drapeau | 1 par carte + 1 par drapeau |</translation>
    </message>
    <message>
        <source>| **Farm** (all 8 cards around it laid) | 9 | 1 per card (its own and those around it) |</source>
        <translation>| **Ferme** (les 8 cartes autour posées) | 9 | 1 par carte (la sienne et celles autour) |</translation>
    </message>
    <message>
        <source>| **Prairie** (Trappers) | — | 1 per animal, for the most Trappers on it |</source>
        <translation>| **Plaine** (trappeurs) | — | 1 par animal, pour qui y a le plus de trappeurs |</translation>
    </message>
    <message>
        <source>A trail or town that runs into the sea (east of a card in column 1, north or south of the starting spaces) can never be finished.</source>
        <translation>Un chemin ou une ville qui donne sur la mer (à l&apos;est d&apos;une carte de la colonne 1, au nord ou au sud des cases de départ) ne peut jamais être achevé.</translation>
    </message>
    <message>
        <source>## The Surveyors</source>
        <translation>## Les arpenteurs</translation>
    </message>
    <message>
        <source>Two white Surveyors follow the trek west. Each time a building is scored, its scorers get **+4 for each Surveyor standing in the same column** as one of their settlers on it. Then a Surveyor steps one column west, and every Robber, Shopkeeper and Farmer left **east of both Surveyors goes home unscored** — so don&apos;t linger near the coast! (Trappers stay.) While no card lies west of the Surveyors they cannot step, and then nobody goes home either.</source>
        <translation>Deux arpenteurs blancs suivent la marche vers l&apos;ouest. À chaque décompte d&apos;une construction, ceux qui marquent gagnent **+4 par arpenteur dans la même colonne** que l&apos;un de leurs colons sur celle-ci. Ensuite, un arpenteur avance d&apos;une colonne vers l&apos;ouest, et tout bandit, shérif ou fermier resté **à l&apos;est des deux arpenteurs rentre sans marquer** — ne traînez donc pas près de la côte&#xa0;! (Les trappeurs restent.) Tant qu&apos;aucune carte n&apos;est posée à l&apos;ouest des arpenteurs, ils ne peuvent pas avancer, et personne ne rentre non plus.</translation>
    </message>
    <message>
        <source>When one card finishes several buildings, you choose the order they score in: it can matter, because each scoring moves a Surveyor.</source>
        <translation>Quand une carte achève plusieurs constructions, vous choisissez l&apos;ordre des décomptes&#xa0;: cela peut compter, car chaque décompte fait avancer un arpenteur.</translation>
    </message>
    <message>
        <source>## Handy keys</source>
        <translation>## Touches utiles</translation>
    </message>
    <message>
        <source>**R** rotate · **Space** no settler · **Enter** end the turn · **Ctrl+Z** undo (a turn a computer has answered is final, unless you allow practice in Game ▸ Preferences) · **Ctrl+Shift+Z** redo · **T** the cards still to come · **H** the game log · **F** fit the board · **F1** a hint (shown as a faint card with the reason; **Enter** or **F1** again plays it) · **Ctrl+S** save · **Ctrl+N** new game · mouse wheel zoom, drag to pan.</source>
        <translation>**R** tourner · **Espace** aucun colon · **Entrée** finir le tour · **Ctrl+Z** annuler (un tour auquel un ordinateur a répondu est définitif, sauf si vous autorisez l&apos;entraînement dans Partie ▸ Préférences) · **Ctrl+Maj+Z** rétablir · **T** les cartes à venir · **H** le journal · **F** voir tout le plateau · **F1** un indice (une carte pâle avec la raison&#xa0;; **Entrée** ou **F1** à nouveau la joue) · **Ctrl+S** enregistrer · **Ctrl+N** nouvelle partie · molette pour zoomer, glisser pour déplacer.</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>{feature}: {parts} = {total}</source>
        <translation>{feature}&#xa0;: {parts} = {total}</translation>
    </message>
    <message>
        <source>{feature}: {animals}</source>
        <translation>{feature}&#xa0;: {animals}</translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animaux</numerusform>
        </translation>
    </message>
    <message>
        <source>{feature}, {cards}, {state}: {points}</source>
        <translation>{feature}, {cards}, {state}&#xa0;: {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>open</source>
        <translation>en cours</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>  ·  {players}</source>
        <translation>  ·  {players}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{name} ×{count}</source>
        <translation>{name} ×{count}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>{feature} of {cards} through {cell} — {players}</source>
        <translation>{feature} de {cards} passant par {cell} — {players}</translation>
    </message>
    <message>
        <source>{feature} of {cards} — {players}</source>
        <translation>{feature} de {cards} — {players}</translation>
    </message>
    <message>
        <source>+{points}</source>
        <translation>+{points}</translation>
    </message>
</context>
<context>
    <name>ScoringOrderDialog</name>
    <message>
        <source>Scoring order</source>
        <translation>Ordre des décomptes</translation>
    </message>
    <message>
        <source>Several buildings are complete. Score them in this order
(each scoring moves a Surveyor west, which may send settlers home):</source>
        <translation>Plusieurs constructions sont achevées. Décomptez-les dans cet ordre
(chaque décompte avance un arpenteur vers l&apos;ouest, ce qui peut renvoyer des colons)&#xa0;:</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Score the selected building earlier</source>
        <translation>Décompter plus tôt la construction choisie</translation>
    </message>
    <message>
        <source>Score the selected building later</source>
        <translation>Décompter plus tard la construction choisie</translation>
    </message>
    <message>
        <source>Buildings in scoring order</source>
        <translation>Constructions dans l&apos;ordre des décomptes</translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected building</source>
        <translation>Ctrl+↑ et Ctrl+↓ déplacent la construction choisie</translation>
    </message>
</context>
<context>
    <name>ScreenAccessibility</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Card in hand</source>
        <translation>Carte en main</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Joueurs et scores</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>Cards left in the stack</source>
        <translation>Cartes restantes dans la pioche</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Computer plays</source>
        <translation>L&apos;ordinateur joue</translation>
    </message>
    <message>
        <source>Let a computer of the chosen level play this seat</source>
        <translation>Confier cette place à un ordinateur du niveau choisi</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Reprendre la main</translation>
    </message>
    <message>
        <source>Take this seat back from the computer</source>
        <translation>Reprendre cette place à l&apos;ordinateur</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>New World</source>
        <translation>New World</translation>
    </message>
    <message>
        <source>A Carcassonne Game</source>
        <translation>Un jeu Carcassonne</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JOUEURS</translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation>CE TOUR</translation>
    </message>
    <message>
        <source>GAME LOG  (H)</source>
        <translation>JOURNAL  (H)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Average points per game by category</source>
        <translation>Points moyens par partie, par catégorie</translation>
    </message>
    <message>
        <source>Average points by category</source>
        <translation>Points moyens par catégorie</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <translation>Victoires par adversaire</translation>
    </message>
    <message>
        <source>Score in each game</source>
        <translation>Score de chaque partie</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Every human player</source>
        <translation>Tous les joueurs humains</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur&#xa0;: {level}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Settlers sent home by the Surveyors</source>
        <translation>Colons renvoyés par les arpenteurs</translation>
    </message>
    <message>
        <source>Longest trail (cards)</source>
        <translation>Plus long chemin (cartes)</translation>
    </message>
    <message>
        <source>Biggest town (cards)</source>
        <translation>Plus grande ville (cartes)</translation>
    </message>
    <message>
        <source>Games resigned</source>
        <translation>Parties abandonnées</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>people</source>
        <translation>humains</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Export des statistiques</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Terminal</name>
    <message>
        <source>Board: columns from the west (left) to the coast (column 0, right), rows from the north (top) to the south. Each card is 3 by 3 signs: {signs}, ~ sea; its middle shows a settler&apos;s seat number. S marks a Surveyor&apos;s column.</source>
        <translation>Plateau&#xa0;: colonnes de l&apos;ouest (à gauche) jusqu&apos;à la côte (colonne 0, à droite), lignes du nord (en haut) vers le sud. Chaque carte fait 3 signes sur 3&#xa0;: {signs}, ~ mer&#xa0;; son centre montre le numéro de place d&apos;un colon. S marque la colonne d&apos;un arpenteur.</translation>
    </message>
    <message>
        <source>Surveyors: columns {first} and {second}</source>
        <translation>Arpenteurs&#xa0;: colonnes {first} et {second}</translation>
    </message>
    <message>
        <source>Turn {number}: your move</source>
        <translation>Tour {number}&#xa0;: à vous de jouer</translation>
    </message>
    <message>
        <source>Turn {number}: {player} to move</source>
        <translation>Tour {number}&#xa0;: à {player} de jouer</translation>
    </message>
    <message>
        <source>{player} {points} points, {settlers} settlers</source>
        <translation>{player} {points} points, {settlers} colons</translation>
    </message>
    <message>
        <source>Scores: {each}</source>
        <translation>Scores&#xa0;: {each}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stack</source>
        <translation>
            <numerusform>%n carte dans la pioche</numerusform>
            <numerusform>%n cartes dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>The card: {card}</source>
        <translation>La carte&#xa0;: {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s):</source>
        <translation>
            <numerusform>%n coup permis&#xa0;:</numerusform>
            <numerusform>%n coups permis&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>{cell} turned {degrees}°</source>
        <translation>{cell} tournée de {degrees}°</translation>
    </message>
    <message>
        <source>{placement}, {role}{spot}</source>
        <translation>{placement}, {role}{spot}</translation>
    </message>
    <message>
        <source>({sides})</source>
        <translation>({sides})</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Your move: a number, a move (3,2/1 R0), hint, undo, save FILE, board, resign, help or quit</source>
        <translation>Votre coup&#xa0;: un numéro, un coup (3,2/1 R0), hint, undo, save FICHIER, board, resign, help ou quit</translation>
    </message>
    <message>
        <source>Type the number of a legal move, or a move as the list writes it after each move (column,row/quarter turns, then the settler&apos;s role letter and the card&apos;s feature number, then &gt;order if several buildings complete). hint plays the suggested move; undo takes your last move back; save FILE saves the game; board shows the board again; resign [LEVEL] leaves your seat to a computer (Medium unless you name another level) for the rest of the game; quit saves and stops.</source>
        <translation>Tapez le numéro d&apos;un coup permis, ou un coup tel que la liste l&apos;écrit après chaque coup (colonne,ligne/quarts de tour, puis la lettre du rôle du colon et le numéro de la partie de la carte, puis &gt;ordre si plusieurs constructions sont achevées). hint joue le coup suggéré&#xa0;; undo reprend votre dernier coup&#xa0;; save FICHIER enregistre la partie&#xa0;; board montre de nouveau le plateau&#xa0;; resign [NIVEAU] laisse votre place à un ordinateur (Moyen, sauf si vous nommez un autre niveau) pour le reste de la partie&#xa0;; quit enregistre et arrête.</translation>
    </message>
    <message>
        <source>{player} {time}</source>
        <translation>{player} {time}</translation>
    </message>
    <message>
        <source>Time ({clock}): {each}</source>
        <translation>Temps ({clock})&#xa0;: {each}</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Temps restant&#xa0;: {time}</translation>
    </message>
    <message>
        <source>Resign? A computer ({level}) plays your seat to the end of the game; your points stand, and no move before it can be taken back. Type yes to resign.</source>
        <translation>Abandonner&#xa0;? Un ordinateur ({level}) joue votre place jusqu&apos;à la fin de la partie&#xa0;; vos points restent acquis, et aucun coup d&apos;avant ne peut être repris. Tapez oui pour abandonner.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>You play on.</source>
        <translation>Vous continuez.</translation>
    </message>
    <message>
        <source>No computer level {level}: choose {levels}</source>
        <translation>Pas de niveau {level}&#xa0;: choisissez {levels}</translation>
    </message>
    <message>
        <source>{player} ({level}) thinks…</source>
        <translation>{player} ({level}) réfléchit…</translation>
    </message>
    <message>
        <source>Not a move nor a command: {text} (type help)</source>
        <translation>Ni un coup ni une commande&#xa0;: {text} (tapez help)</translation>
    </message>
    <message>
        <source>There is no move {number}: choose 1 to {count}</source>
        <translation>Il n&apos;y a pas de coup {number}&#xa0;: choisissez de 1 à {count}</translation>
    </message>
    <message>
        <source>Refused: {move}: {reason}</source>
        <translation>Refusé&#xa0;: {move}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The hint plays {move}</source>
        <translation>L&apos;indice joue {move}</translation>
    </message>
    <message numerus="yes">
        <source>Took back %n turn(s)</source>
        <translation>
            <numerusform>%n tour repris</numerusform>
            <numerusform>%n tours repris</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to take back: no move of yours, or a computer has answered it since (--practice allows that)</source>
        <translation>Rien à reprendre&#xa0;: aucun coup de votre part, ou un ordinateur y a répondu depuis (--practice le permet)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <source>Cannot save to {path}: {reason}</source>
        <translation>Impossible d&apos;enregistrer dans {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Game over:</source>
        <translation>Partie terminée&#xa0;:</translation>
    </message>
    <message>
        <source>{player}: {points}</source>
        <translation>{player}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>{player}: {points} (resigned in turn {turn})</source>
        <translation>{player}&#xa0;: {points} (abandon au tour {turn})</translation>
    </message>
    <message>
        <source>Stopped before the end; the game is saved.</source>
        <translation>Arrêtée avant la fin&#xa0;; la partie est enregistrée.</translation>
    </message>
</context>
<context>
    <name>TurnBox</name>
    <message>
        <source>⟳ Rotate</source>
        <translation>⟳ Tourner</translation>
    </message>
    <message>
        <source>Rotate the card (R, right click)</source>
        <translation>Tourner la carte (R, clic droit)</translation>
    </message>
    <message>
        <source>No settler</source>
        <translation>Sans colon</translation>
    </message>
    <message>
        <source>Place no settler (Space)</source>
        <translation>Ne poser aucun colon (Espace)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Take the card back (Ctrl+Z)</source>
        <translation>Reprendre la carte (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Confirm turn  ⏎</source>
        <translation>Valider le tour  ⏎</translation>
    </message>
    <message>
        <source>Cards left: –</source>
        <translation>Cartes restantes&#xa0;: –</translation>
    </message>
    <message>
        <source>Cards still in the stack, not counting the one in hand. Show them (T)</source>
        <translation>Cartes encore dans la pioche, sans celle en main. Les afficher (T)</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Start a real game</source>
        <translation>Lancer une vraie partie</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
    <message>
        <source>Close the tutorial</source>
        <translation>Fermer le tutoriel</translation>
    </message>
</context>
</TS>
