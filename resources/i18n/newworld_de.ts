<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Four-way crossing</source>
        <translation>Viererkreuzung</translation>
    </message>
    <message>
        <source>Trail with Trading Post</source>
        <translation>Weg mit Handelsposten</translation>
    </message>
    <message>
        <source>Bend with bison</source>
        <translation>Kurve mit Bison</translation>
    </message>
    <message>
        <source>Bend with Trading Post</source>
        <translation>Kurve mit Handelsposten</translation>
    </message>
    <message>
        <source>Four-way crossing with Trading Post</source>
        <translation>Viererkreuzung mit Handelsposten</translation>
    </message>
    <message>
        <source>Three-way crossing with deer</source>
        <translation>Dreierkreuzung mit Hirsch</translation>
    </message>
    <message>
        <source>Trail by the beaver pond</source>
        <translation>Weg am Biberteich</translation>
    </message>
    <message>
        <source>Trail with deer</source>
        <translation>Weg mit Hirsch</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>Bend with bear</source>
        <translation>Kurve mit Bär</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Three-way crossing</source>
        <translation>Dreierkreuzung</translation>
    </message>
    <message>
        <source>Trail with Trading Post and turkey</source>
        <translation>Weg mit Handelsposten und Truthahn</translation>
    </message>
    <message>
        <source>Bend with turkey</source>
        <translation>Kurve mit Truthahn</translation>
    </message>
    <message>
        <source>Three-way crossing with Trading Post</source>
        <translation>Dreierkreuzung mit Handelsposten</translation>
    </message>
    <message>
        <source>Small town with turkey</source>
        <translation>Kleine Stadt mit Truthahn</translation>
    </message>
    <message>
        <source>Bend</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>Small town</source>
        <translation>Kleine Stadt</translation>
    </message>
    <message>
        <source>Trail between two herds</source>
        <translation>Weg zwischen zwei Herden</translation>
    </message>
    <message>
        <source>Open prairie</source>
        <translation>Weite Prärie</translation>
    </message>
    <message>
        <source>Small town above a trail</source>
        <translation>Kleine Stadt über einem Weg</translation>
    </message>
    <message>
        <source>Farm with bear</source>
        <translation>Farm mit Bär</translation>
    </message>
    <message>
        <source>Farm with trail and Trading Post</source>
        <translation>Farm mit Weg und Handelsposten</translation>
    </message>
    <message>
        <source>Farm between two trails</source>
        <translation>Farm zwischen zwei Wegen</translation>
    </message>
    <message>
        <source>Walled town with Flag</source>
        <translation>Ummauerte Stadt mit Flagge</translation>
    </message>
    <message>
        <source>Small town, bend right, deer</source>
        <translation>Kleine Stadt, Rechtskurve, Hirsch</translation>
    </message>
    <message>
        <source>Farm with trail and turkey</source>
        <translation>Farm mit Weg und Truthahn</translation>
    </message>
    <message>
        <source>Large town with Flag</source>
        <translation>Große Stadt mit Flagge</translation>
    </message>
    <message>
        <source>Two small towns at a corner</source>
        <translation>Zwei kleine Städte über Eck</translation>
    </message>
    <message>
        <source>Corner town with bend</source>
        <translation>Eckstadt mit Kurve</translation>
    </message>
    <message>
        <source>Large town with trail and Trading Post</source>
        <translation>Große Stadt mit Weg und Handelsposten</translation>
    </message>
    <message>
        <source>Town across with Flag</source>
        <translation>Durchgehende Stadt mit Flagge</translation>
    </message>
    <message>
        <source>Corner town with Flag</source>
        <translation>Eckstadt mit Flagge</translation>
    </message>
    <message>
        <source>Small town, bend left, bear</source>
        <translation>Kleine Stadt, Linkskurve, Bär</translation>
    </message>
    <message>
        <source>Corner town with bend and Flag</source>
        <translation>Eckstadt mit Kurve und Flagge</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end</source>
        <translation>Kleine Stadt am Wegende</translation>
    </message>
    <message>
        <source>Two small towns facing</source>
        <translation>Zwei kleine Städte gegenüber</translation>
    </message>
    <message>
        <source>Small town above a crossing</source>
        <translation>Kleine Stadt über einer Kreuzung</translation>
    </message>
    <message>
        <source>Town across with beaver</source>
        <translation>Durchgehende Stadt mit Biber</translation>
    </message>
    <message>
        <source>Large town with bison</source>
        <translation>Große Stadt mit Bison</translation>
    </message>
    <message>
        <source>Small town with Flag above a trail</source>
        <translation>Kleine Stadt mit Flagge über einem Weg</translation>
    </message>
    <message>
        <source>Two small towns and a trail</source>
        <translation>Zwei kleine Städte und ein Weg</translation>
    </message>
    <message>
        <source>Small town with Flag, two trails in</source>
        <translation>Kleine Stadt mit Flagge und zwei Wegen</translation>
    </message>
    <message>
        <source>Two small towns with bend</source>
        <translation>Zwei kleine Städte mit Kurve</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end, deer</source>
        <translation>Kleine Stadt am Wegende, Hirsch</translation>
    </message>
    <message>
        <source>Corner town</source>
        <translation>Eckstadt</translation>
    </message>
    <message>
        <source>Corner town with beaver</source>
        <translation>Eckstadt mit Biber</translation>
    </message>
    <message>
        <source>Large town with Flag and trail</source>
        <translation>Große Stadt mit Flagge und Weg</translation>
    </message>
    <message>
        <source>Small town above a trail with Trading Post</source>
        <translation>Kleine Stadt über einem Weg mit Handelsposten</translation>
    </message>
    <message>
        <source>Two small towns facing, bison</source>
        <translation>Zwei kleine Städte gegenüber, Bison</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Sag etwas in die Runde…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>Clock</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Each turn has {time}. When they run out, the computer (Medium) plays the turn, and the game goes on. No move can be taken back.</source>
        <translation>Jeder Zug hat {time}. Ist die Zeit abgelaufen, spielt der Computer (Mittel) den Zug, und das Spiel geht weiter. Kein Zug lässt sich zurücknehmen.</translation>
    </message>
    <message>
        <source>Each player has {time} for the whole game, and {increment} s more after each of their moves. A player out of time has their turns played by the computer (Medium). No move can be taken back.</source>
        <translation>Jeder Spieler hat {time} für die ganze Partie und nach jedem seiner Züge {increment} s mehr. Wer keine Zeit mehr hat, dessen Züge spielt der Computer (Mittel). Kein Zug lässt sich zurücknehmen.</translation>
    </message>
    <message>
        <source>No clock: each player takes the time they need.</source>
        <translation>Ohne Uhr: Jeder nimmt sich die Zeit, die er braucht.</translation>
    </message>
</context>
<context>
    <name>ClockFaces</name>
    <message>
        <source>Time left: {time}</source>
        <translation>Verbleibende Zeit: {time}</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Colour-blind mode: fixed colours with shape marks (Game ▸ Preferences)</source>
        <translation>Farbenblind-Modus: feste Farben mit Formzeichen (Spiel ▸ Einstellungen)</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Spielerfarbe</translation>
    </message>
</context>
<context>
    <name>ConnectionIndicator</name>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Spiel analysieren</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>New World: something went wrong</source>
        <translation>New World: Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>The details are in the log file&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</source>
        <translation>Die Details stehen in der Logdatei&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The log file could not be written; the details are below.</source>
        <translation>Die Logdatei konnte nicht geschrieben werden; die Details stehen unten.</translation>
    </message>
    <message>
        <source>New World met an unexpected error. Your game goes on as it was, and it is still autosaved after every turn.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Please send them with a description of what you did when you report the problem.</source>
        <translation>In New World ist ein unerwarteter Fehler aufgetreten. Dein Spiel geht unverändert weiter und wird weiterhin nach jedem Zug automatisch gespeichert.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Wenn du das Problem meldest, schick die Details bitte mit und beschreib, was du gerade getan hast.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>New World game</source>
        <translation>New-World-Spiel</translation>
    </message>
    <message>
        <source>New World games (*.nwgame)</source>
        <translation>New-World-Spiele (*.nwgame)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Netzwerkspiel eröffnen</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>The server runs on this computer, port:</source>
        <translation>Der Server läuft auf diesem Computer, Port:</translation>
    </message>
    <message>
        <source>Show the game on the local network</source>
        <translation>Spiel im lokalen Netzwerk anzeigen</translation>
    </message>
    <message>
        <source>Others may watch with the code</source>
        <translation>Andere dürfen mit dem Code zuschauen</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Zuschauer dürfen chatten</translation>
    </message>
    <message>
        <source>On a server at:</source>
        <translation>Auf einem Server unter:</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Eröffnen</translation>
    </message>
    <message>
        <source>Plays at this screen</source>
        <translation>Spielt an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Remote player (joins with the code)</source>
        <translation>Mitspieler im Netz (tritt mit dem Code bei)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Einem Netzwerkspiel beitreten</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Your network games (come back to one):</source>
        <translation>Deine Netzwerkspiele (zu einem zurückkehren):</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation>Spiele im lokalen Netzwerk:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>Serveradresse:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Spielcode:</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see what every player may see)</source>
        <translation>Als Zuschauer zusehen (kein Platz: du siehst, was jeder Spieler sehen darf)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>The game was added to your statistics.</source>
        <translation>Das Spiel wurde deiner Statistik hinzugefügt.</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics: {reason}</source>
        <translation>Das Spiel konnte deiner Statistik nicht hinzugefügt werden: {reason}</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics yet ({reason}). It is kept and will be added later.</source>
        <translation>Das Spiel konnte deiner Statistik noch nicht hinzugefügt werden ({reason}). Es wird aufbewahrt und später hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n game(s) kept earlier to your statistics.</source>
        <translation>
            <numerusform>%n aufbewahrtes Spiel wurde deiner Statistik hinzugefügt.</numerusform>
            <numerusform>%n aufbewahrte Spiele wurden deiner Statistik hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be added yet and are not counted here; they are kept and will be added later.</source>
        <translation>
            <numerusform>%n beendetes Spiel konnte noch nicht hinzugefügt werden und zählt hier noch nicht; es wird aufbewahrt und später hinzugefügt.</numerusform>
            <numerusform>%n beendete Spiele konnten noch nicht hinzugefügt werden und zählen hier noch nicht; sie werden aufbewahrt und später hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the statistics…</source>
        <translation>Die Statistik wird gelesen…</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({reason}). It was set aside as {kept} and a fresh one was started.</source>
        <translation>Die Statistikdatei war beschädigt ({reason}). Sie wurde als {kept} beiseitegelegt und eine neue begonnen.</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {reason}</source>
        <translation>Die Statistik lässt sich nicht lesen: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {file}</source>
        <translation>
            <numerusform>%n Zeile nach {file} exportiert</numerusform>
            <numerusform>%n Zeilen nach {file} exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet: play a game to the end and it is counted here.</source>
        <translation>Noch keine beendeten Spiele: Spiel eine Partie zu Ende, dann zählt sie hier.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first turn. Step forward with → or the buttons below.</source>
        <translation>Vor dem ersten Zug. Geh mit → oder den Knöpfen unten weiter.</translation>
    </message>
    <message>
        <source>Replay: {file}</source>
        <translation>Wiederholung: {file}</translation>
    </message>
    <message>
        <source>Replay of the last game</source>
        <translation>Wiederholung des letzten Spiels</translation>
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
        <translation>Zuletzt beendete Spiele (Doppelklick spielt eines ab):</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Zug {turn} von {turns}</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Cannot replay {file}: {reason}</source>
        <translation>{file} lässt sich nicht abspielen: {reason}</translation>
    </message>
    <message>
        <source>Review of your game</source>
        <translation>Analyse deines Spiels</translation>
    </message>
    <message>
        <source>Review of {name}&apos;s game</source>
        <translation>Analyse des Spiels von {name}</translation>
    </message>
    <message>
        <source>Looking at turn {done} of {total} with the computer&apos;s eyes…</source>
        <translation>Prüfe Zug {done} von {total} mit den Augen des Computers…</translation>
    </message>
    <message numerus="yes">
        <source>Review stopped after %n turn(s).</source>
        <translation>
            <numerusform>Analyse nach %n Zug abgebrochen.</numerusform>
            <numerusform>Analyse nach %n Zügen abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review failed; the log file says why.</source>
        <translation>Die Analyse ist fehlgeschlagen; die Logdatei sagt, warum.</translation>
    </message>
    <message>
        <source>The costliest turns: {turns}</source>
        <translation>Die teuersten Züge: {turns}</translation>
    </message>
    <message>
        <source>Turn {number}: the best move the computer found. Well played!</source>
        <translation>Zug {number}: der beste Zug, den der Computer gefunden hat. Gut gespielt!</translation>
    </message>
    <message>
        <source>Turn {number}: about {loss} points of expected lead lost. The better move is shown as a ghost on the board.</source>
        <translation>Zug {number}: etwa {loss} Punkte erwarteter Vorsprung verloren. Der bessere Zug ist als Geist auf dem Spielfeld zu sehen.</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>Reihenfolge {order}</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Gespielt: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Besser: {move}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Sanft</translation>
    </message>
    <message>
        <source>New to New World? A short tutorial teaches the game by playing it (about five minutes). You can leave it at any time, and find it again under Help ▸ Tutorial.</source>
        <translation>Neu bei New World? Ein kurzes Tutorial bringt dir das Spiel beim Spielen bei (etwa fünf Minuten). Du kannst es jederzeit verlassen und findest es wieder unter Hilfe ▸ Tutorial.</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>Lila</translation>
    </message>
    <message>
        <source>black</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>Orange</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Welcome! You are {you}; a gentle computer plays {computer}. Lay your first card: drag the trail from your hand onto the highlighted cell by the coast. Turn it with R (or a right click) until its trail goes on from the coast&apos;s trail, then press Enter.</source>
        <translation>Willkommen! Du bist {you}; ein sanfter Computer spielt {computer}. Leg deine erste Karte: Zieh den Weg aus deiner Hand an die hervorgehobene Stelle an der Küste. Dreh ihn mit R (oder per Rechtsklick), bis sein Weg den Weg der Küste fortsetzt, und drück dann Enter.</translation>
    </message>
    <message>
        <source>Claim the trail: lay this trail on the highlighted cell, then click the marker on its trail. A settler on a trail is a Robber. Press Enter.</source>
        <translation>Besetze den Weg: Leg diesen Weg an die hervorgehobene Stelle und klick dann die Marke auf seinem Weg an. Ein Siedler auf einem Weg ist ein Bandit. Drück Enter.</translation>
    </message>
    <message>
        <source>Finish your trail: the crossing on the highlighted cell ends it (press Enter, no settler). A finished trail scores at once, 1 point per card, for the most Robbers on it; your Robber comes home, and a Surveyor steps one column west.</source>
        <translation>Vollende deinen Weg: Die Kreuzung an der hervorgehobenen Stelle beendet ihn (Enter drücken, kein Siedler). Ein fertiger Weg wird sofort gewertet, 1 Punkt pro Karte, für die meisten Banditen darauf; dein Bandit kehrt heim, und ein Landvermesser zieht eine Spalte nach Westen.</translation>
    </message>
    <message>
        <source>Claim a town: lay the town piece against New York on the highlighted cell and click the marker in the town: a Shopkeeper. The town is finished at once: 2 points per card, plus 4 for each Surveyor standing in your Shopkeeper&apos;s column.</source>
        <translation>Besetze eine Stadt: Leg das Stadtstück an New York an die hervorgehobene Stelle und klick die Marke in der Stadt an: ein Sheriff. Die Stadt ist sofort fertig: 2 Punkte pro Karte, plus 4 für jeden Landvermesser in der Spalte deines Sheriffs.</translation>
    </message>
    <message>
        <source>Lay the last card on the highlighted cell: the game ends and the final scoring counts everything unfinished and the prairies.</source>
        <translation>Leg die letzte Karte an die hervorgehobene Stelle: Das Spiel endet, und die Schlusswertung zählt alles Unfertige und die Ebenen.</translation>
    </message>
    <message>
        <source>The right cell, but this step wants the card turned another way: it is turned that way now.</source>
        <translation>Die richtige Stelle, aber dieser Schritt will die Karte anders gedreht: Jetzt ist sie so gedreht.</translation>
    </message>
    <message>
        <source>In that order your trail scores first, while no Surveyor stands in your Robber&apos;s column 3: no bonus. Lay the crossing again and move your trail down the list: scored second, it gets +4 from the Surveyor that has just stepped into column 3.</source>
        <translation>In dieser Reihenfolge wird dein Weg zuerst gewertet, solange kein Landvermesser in Spalte 3 deines Banditen steht: kein Bonus. Leg die Kreuzung noch einmal und schieb deinen Weg in der Liste nach unten: Als Zweiter gewertet, bekommt er +4 vom Landvermesser, der gerade in Spalte 3 gerückt ist.</translation>
    </message>
    <message>
        <source>Well done: that was the whole game! The table shows the final scoring. Start a real game whenever you like.</source>
        <translation>Gut gemacht: Das war das ganze Spiel! Die Tabelle zeigt die Schlusswertung. Starte ein echtes Spiel, wann immer du willst.</translation>
    </message>
    <message>
        <source>the tutorial&apos;s game is not saved</source>
        <translation>das Spiel des Tutorials wird nicht gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) reviewed: the best move found in {best}; {lost} points of expected lead lost in all.</source>
        <translation>
            <numerusform>%n Zug analysiert: in {best} davon der beste gefundene Zug; insgesamt {lost} Punkte erwarteter Vorsprung verloren.</numerusform>
            <numerusform>%n Züge analysiert: in {best} davon der beste gefundene Zug; insgesamt {lost} Punkte erwarteter Vorsprung verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim a farm: lay the farm on the highlighted cell and click the marker on the farmhouse: a Farmer. A farm is complete once all eight spaces around it hold cards (the coast&apos;s spaces count): then it scores 9, plus 4 for each Surveyor standing in your Farmer&apos;s column.</source>
        <translation>Besetze eine Farm: Leg die Farm an die hervorgehobene Stelle und klick die Marke auf dem Farmhaus an: ein Farmer. Eine Farm ist fertig, sobald auf allen acht Stellen um sie herum Karten liegen (die Stellen der Küste zählen mit): Dann bringt sie 9 Punkte, plus 4 für jeden Landvermesser in der Spalte deines Farmers.</translation>
    </message>
    <message>
        <source>Claim a prairie: lay this card on the highlighted cell and click the marker on the plains (a Trapper, lying down). Trappers stay to the end and score 1 per animal on their prairie. Then watch the computer: its card completes your farm.</source>
        <translation>Besetze eine Ebene: Leg diese Karte an die hervorgehobene Stelle und klick die Marke auf der Ebene an (ein Trapper, liegend). Trapper bleiben bis zum Ende und bringen 1 pro Tier auf ihrer Ebene. Dann sieh dem Computer zu: Seine Karte macht deine Farm fertig.</translation>
    </message>
    <message>
        <source>The computer&apos;s card completed your farm: 9 points, plus 4 for the Surveyor in your Farmer&apos;s column 1, makes 13, and your Farmer came home. That scoring moved the Surveyor to column 2: the computer&apos;s Robber east of both went home unscored, your Trapper stayed. Now lay the crossing on the highlighted cell, a Robber on its north trail: it ends your trail and the computer&apos;s, and you choose the scoring order. Each scoring moves a Surveyor west, so score the computer&apos;s first (Down, then OK): your Robber in column 3 then gets +4.</source>
        <translation>Die Karte des Computers hat deine Farm fertig gemacht: 9 Punkte, plus 4 für den Landvermesser in Spalte 1 deines Farmers, macht 13, und dein Farmer ist heimgekehrt. Diese Wertung hat den Landvermesser in Spalte 2 gerückt: Der Bandit des Computers östlich von beiden ist ohne Punkte heimgekehrt, dein Trapper ist geblieben. Leg jetzt die Kreuzung an die hervorgehobene Stelle, einen Banditen auf ihren Nordweg: Sie beendet deinen Weg und den des Computers, und du wählst die Reihenfolge der Wertung. Jede Wertung rückt einen Landvermesser nach Westen, also werte zuerst den des Computers (Runter, dann OK): Dein Bandit in Spalte 3 bekommt dann +4.</translation>
    </message>
    <message>
        <source>Tutorial — step {step} of {steps}</source>
        <translation>Tutorial — Schritt {step} von {steps}</translation>
    </message>
    <message>
        <source>a Robber on the trail</source>
        <translation>einen Banditen auf dem Weg</translation>
    </message>
    <message>
        <source>a Shopkeeper in the town</source>
        <translation>einen Sheriff in der Stadt</translation>
    </message>
    <message>
        <source>a Farmer on the farmhouse</source>
        <translation>einen Farmer auf dem Farmhaus</translation>
    </message>
    <message>
        <source>a Trapper on the plains</source>
        <translation>einen Trapper auf der Ebene</translation>
    </message>
    <message>
        <source>Not there: this step&apos;s card goes on the highlighted cell.</source>
        <translation>Nicht dort: Die Karte dieses Schritts gehört an die hervorgehobene Stelle.</translation>
    </message>
    <message>
        <source>That is another spot: this step wants {settler}.</source>
        <translation>Das ist ein anderer Platz: Dieser Schritt verlangt {settler}.</translation>
    </message>
    <message>
        <source>Put a settler on the card first: this step wants {settler}.</source>
        <translation>Setz erst einen Siedler auf die Karte: Dieser Schritt verlangt {settler}.</translation>
    </message>
    <message>
        <source>No settler this time: click your settler again to take it back.</source>
        <translation>Diesmal kein Siedler: Klick deinen Siedler noch einmal an, um ihn zurückzunehmen.</translation>
    </message>
</context>
<context>
    <name>LearningWindows</name>
    <message>
        <source>Replay a game</source>
        <translation>Spiel abspielen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Welcome to New World</source>
        <translation>Willkommen bei New World</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source> turned {degrees}°</source>
        <translation> (um {degrees}° gedreht)</translation>
    </message>
    <message>
        <source> with {role} on it</source>
        <translation> mit {role} darauf</translation>
    </message>
    <message>
        <source>{player} score {points}</source>
        <translation>{player} wertest {points}</translation>
    </message>
    <message>
        <source>{player} scores {points}</source>
        <translation>{player} wertet {points}</translation>
    </message>
    <message>
        <source>A Surveyor steps west to column {column}</source>
        <translation>Ein Landvermesser zieht nach Westen in Spalte {column}</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; fits nowhere and leaves the game</source>
        <translation>„{card}“ passt nirgends und kommt aus dem Spiel</translation>
    </message>
    <message>
        <source>{player} place &apos;{card}&apos; at {cell}</source>
        <translation>{player} legst „{card}“ auf {cell}</translation>
    </message>
    <message>
        <source>{player} places &apos;{card}&apos; at {cell}</source>
        <translation>{player} legt „{card}“ auf {cell}</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after scoring</source>
        <translation>Dein {role} auf {cell} kommt nach der Wertung zurück</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home east of the Surveyors</source>
        <translation>Dein {role} auf {cell} muss zurück: östlich der Landvermesser</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after the final scoring</source>
        <translation>Dein {role} auf {cell} kommt nach der Schlusswertung zurück</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after scoring</source>
        <translation>{role} von {player} auf {cell} kommt nach der Wertung zurück</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home east of the Surveyors</source>
        <translation>{role} von {player} auf {cell} muss zurück: östlich der Landvermesser</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after the final scoring</source>
        <translation>{role} von {player} auf {cell} kommt nach der Schlusswertung zurück</translation>
    </message>
    <message>
        <source>Final scores:</source>
        <translation>Endstand:</translation>
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
        <translation>  {player}: {total}</translation>
    </message>
    <message>
        <source> ({parts})</source>
        <translation> ({parts})</translation>
    </message>
    <message>
        <source>Winner: {players}</source>
        <translation>Sieger: {players}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer plays this turn for you</source>
        <translation>Deine Zeit ist abgelaufen: Der Computer spielt diesen Zug für dich</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer plays this turn for them</source>
        <translation>Die Zeit von {player} ist abgelaufen: Der Computer spielt diesen Zug stellvertretend</translation>
    </message>
    <message>
        <source>{player} resign: a computer ({level}) plays your seat from now on; your points stand</source>
        <translation>{player} gibst auf: Ein Computer ({level}) spielt ab jetzt deinen Platz; deine Punkte bleiben</translation>
    </message>
    <message>
        <source>{player} resigns: a computer ({level}) plays the seat from now on; the points stand</source>
        <translation>{player} gibt auf: Ein Computer ({level}) spielt ab jetzt den Platz; die Punkte bleiben</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
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
        <translation>Du</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Spiel lässt sich nicht starten</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Spiel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation>Schreibgeschützte Datei ersetzen?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Spiel lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>An autosaved game cannot be opened</source>
        <translation>Ein automatisch gespeichertes Spiel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Rules of New World</source>
        <translation>Spielregeln von New World</translation>
    </message>
    <message>
        <source>About New World</source>
        <translation>Über New World</translation>
    </message>
    <message>
        <source>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;A digital edition of &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; by Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Cards are painted by the program from the card data.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;Eine digitale Ausgabe von &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; (auf Deutsch &lt;i&gt;Carcassonne – Mayflower&lt;/i&gt;) von Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Die Karten malt das Programm selbst aus den Kartendaten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source># Rules

The rules document was not found in this installation.</source>
        <translation># Spielregeln

Die Spielregel wurde in dieser Installation nicht gefunden.</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Host network game…</source>
        <translation>Netz&amp;werkspiel eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Join network game…</source>
        <translation>Netzwerkspiel bei&amp;treten…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>Auf&amp;geben…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Spiel &amp;abspielen…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Rotate card</source>
        <translation>Karte &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>Zug &amp;bestätigen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>Spielfeld &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Remaining cards…</source>
        <translation>&amp;Restliche Karten…</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Tutorial</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;About New World</source>
        <translation>Ü&amp;ber New World</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Cannot start the game: {reason}</source>
        <translation>Das Spiel lässt sich nicht starten: {reason}</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (finished)</source>
        <translation>Dieses Spiel ist auch in einem anderen Fenster offen: Hier geht es als Kopie weiter (beendet)</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (turn {turn})</source>
        <translation>Dieses Spiel ist auch in einem anderen Fenster offen: Hier geht es als Kopie weiter (Zug {turn})</translation>
    </message>
    <message>
        <source>Resumed your last game (finished)</source>
        <translation>Dein letztes Spiel ist wieder da (beendet)</translation>
    </message>
    <message>
        <source>Resumed your last game (turn {turn})</source>
        <translation>Dein letztes Spiel geht weiter (Zug {turn})</translation>
    </message>
    <message>
        <source>Opened {file} (finished)</source>
        <translation>{file} geöffnet (beendet)</translation>
    </message>
    <message>
        <source>Opened {file} (turn {turn})</source>
        <translation>{file} geöffnet (Zug {turn})</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Gerade ist kein menschlicher Spieler am Zug.</translation>
    </message>
    <message>
        <source>Illegal move {move}: {reason}</source>
        <translation>Ungültiger Zug {move}: {reason}</translation>
    </message>
    <message>
        <source>The computer player failed ({reason}); it plays a random move instead.</source>
        <translation>Der Computerspieler ist gescheitert ({reason}); er macht stattdessen einen Zufallszug.</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>{file} lässt sich nicht öffnen: {reason}</translation>
    </message>
    <message>
        <source>Cannot save: {reason}</source>
        <translation>Speichern nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Gespeichert in {file}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>Automatisches Speichern funktioniert wieder.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
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
        <translation>Das laufende Spiel abbrechen? (Es bleibt in der automatischen Sicherung.)</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it with this game anyway?</source>
        <translation>{file} ist schreibgeschützt. Trotzdem durch dieses Spiel ersetzen?</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}

The game goes on. To keep it, use Game → Save as… (autosave tries again after every turn).</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden: {reason}

Das Spiel geht weiter. Um es zu behalten, nimm Spiel → Speichern unter… (das automatische Speichern versucht es nach jedem Zug erneut).</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation>{file} lässt sich nicht öffnen: {reason}</translation>
    </message>
    <message>
        <source>The game was not saved to {file}: {reason}</source>
        <translation>Das Spiel wurde nicht in {file} gespeichert: {reason}</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is the move this step asks for. Enter or Hint again plays it.</source>
        <translation>Tipp ({cell}): Das ist der Zug, den dieser Schritt verlangt. Mit Enter oder erneut „Tipp“ spielst du ihn.</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is where the Medium computer would play. Enter or Hint again plays it.</source>
        <translation>Tipp ({cell}): Hier würde der Computer „Mittel“ spielen. Mit Enter oder erneut „Tipp“ spielst du den Zug.</translation>
    </message>
    <message>
        <source>Completes your {feature}: +{points}</source>
        <translation>Vollendet dein Gebiet ({feature}): +{points}</translation>
    </message>
    <message>
        <source>Claims the {feature} with {role}</source>
        <translation>Besetzt: {feature} mit {role}</translation>
    </message>
    <message>
        <source>Lays the card and keeps your settlers for a better spot</source>
        <translation>Legt die Karte und hält deine Siedler für einen besseren Platz zurück</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>{player} ist dran</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} denkt nach…</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N).</source>
        <translation>Starte ein neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <source>Computer&apos;s turns:</source>
        <translation>Züge des Computers:</translation>
    </message>
    <message>
        <source>How a computer&apos;s turn is shown: at once, or step by step (its card, its settler, then each scoring with its points).</source>
        <translation>Wie ein Computerzug gezeigt wird: auf einmal oder Schritt für Schritt (seine Karte, sein Siedler, dann jede Wertung mit ihren Punkten).</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Card movements:</source>
        <translation>Kartenbewegungen:</translation>
    </message>
    <message>
        <source>How fast cards, settlers and Surveyors glide into place, and points float up (off: they jump).</source>
        <translation>Wie schnell Karten, Siedler und Landvermesser an ihren Platz gleiten und Punkte aufsteigen (aus: sie springen).</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <source>Cards lie west of the coast and within the map.</source>
        <translation>Karten liegen westlich der Küste und innerhalb der Karte.</translation>
    </message>
    <message>
        <source>A card already lies there.</source>
        <translation>Dort liegt schon eine Karte.</translation>
    </message>
    <message>
        <source>A card must touch a card or a starting space.</source>
        <translation>Eine Karte muss an eine Karte oder ein Startfeld grenzen.</translation>
    </message>
    <message>
        <source>The card&apos;s edges must continue the land next to it.</source>
        <translation>Die Kanten der Karte müssen die Landschaft daneben fortsetzen.</translation>
    </message>
    <message>
        <source>No settler is left in the supply.</source>
        <translation>Im Vorrat ist kein Siedler mehr.</translation>
    </message>
    <message>
        <source>A settler already stands there.</source>
        <translation>Dort steht schon ein Siedler.</translation>
    </message>
    <message>
        <source>That scoring order does not match the completed buildings.</source>
        <translation>Diese Reihenfolge der Wertungen passt nicht zu den fertigen Bauwerken.</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>Es gibt keinen Zug zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>{sentence} ({detail})</source>
        <translation>{sentence} ({detail})</translation>
    </message>
    <message>
        <source>This file is not a New World saved game.</source>
        <translation>Diese Datei ist kein gespeichertes New-World-Spiel.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of New World; update the game to open it.</source>
        <translation>Dieses Spiel wurde mit einer neueren Version von New World gespeichert; aktualisiere das Spiel, um es zu öffnen.</translation>
    </message>
    <message>
        <source>This game was played with a card set this version of New World does not have.</source>
        <translation>Dieses Spiel wurde mit einem Kartensatz gespielt, den diese Version von New World nicht hat.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>Die Datei ist viel zu groß für ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Das gespeicherte Spiel ist beschädigt.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Die Datei lässt sich nicht schreiben.</translation>
    </message>
    <message>
        <source>A saved game cannot hold these players or this seed.</source>
        <translation>Ein gespeichertes Spiel kann diese Spieler oder diesen Startwert nicht aufnehmen.</translation>
    </message>
    <message>
        <source>The card does not fit there: drop it on an outlined cell.</source>
        <translation>Die Karte passt dort nicht: Leg sie an eine markierte Stelle.</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and is kept as {where}. {reason}</source>
        <translation>Die automatische Sicherung {file} lässt sich nicht öffnen und bleibt als {where} erhalten. {reason}</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and stays in {where}. {reason}</source>
        <translation>Die automatische Sicherung {file} lässt sich nicht öffnen und bleibt in {where}. {reason}</translation>
    </message>
    <message>
        <source>Place card at {cell}</source>
        <translation>Karte auf {cell} legen</translation>
    </message>
    <message>
        <source>{date} · {players}</source>
        <translation>{date} · {players}</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>Ein unbeendetes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Resume the unfinished game from last time?</source>
        <translation>Das unbeendete Spiel vom letzten Mal fortsetzen?</translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n card(s) left · {when}</source>
        <translation>
            <numerusform>Zug {turn} · %n Karte übrig · {when}</numerusform>
            <numerusform>Zug {turn} · %n Karten übrig · {when}</numerusform>
        </translation>
    </message>
    <message>
        <source>its file is dated in the future, so when it was played is not known</source>
        <translation>die Datei ist in die Zukunft datiert, daher ist unbekannt, wann es gespielt wurde</translation>
    </message>
    <message>
        <source>played just now</source>
        <translation>gerade eben gespielt</translation>
    </message>
    <message>
        <source>played today at {time}</source>
        <translation>heute um {time} gespielt</translation>
    </message>
    <message>
        <source>played yesterday at {time}</source>
        <translation>gestern um {time} gespielt</translation>
    </message>
    <message>
        <source>played on {date} at {time}</source>
        <translation>am {date} um {time} gespielt</translation>
    </message>
    <message>
        <source>That turn is final: a computer has played since. (To take turns back for practice: Game ▸ Preferences.)</source>
        <translation>Dieser Zug gilt: Ein Computer hat seitdem gespielt. (Züge zum Üben zurücknehmen: Spiel ▸ Einstellungen.)</translation>
    </message>
    <message numerus="yes">
        <source>Practice game: %n turn(s) taken back after the computers had played.</source>
        <translation>
            <numerusform>Übungsspiel: %n Zug zurückgenommen, nachdem die Computer gespielt hatten.</numerusform>
            <numerusform>Übungsspiel: %n Züge zurückgenommen, nachdem die Computer gespielt hatten.</numerusform>
        </translation>
    </message>
    <message>
        <source>You resigned in turn {turn}; a computer ({level}) played your seat from then on.</source>
        <translation>Du hast in Zug {turn} aufgegeben; ab da spielte ein Computer ({level}) deinen Platz.</translation>
    </message>
    <message>
        <source>{player} resigned in turn {turn}; a computer ({level}) played the seat from then on.</source>
        <translation>{player} hat in Zug {turn} aufgegeben; ab da spielte ein Computer ({level}) den Platz.</translation>
    </message>
    <message>
        <source>{player} (resigned)</source>
        <translation>{player} (aufgegeben)</translation>
    </message>
    <message>
        <source>F: fit the board</source>
        <translation>F: Spielfeld einpassen</translation>
    </message>
    <message>
        <source>Enter: play it</source>
        <translation>Enter: so spielen</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>Kein Tipp: {reason}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer played your turn</source>
        <translation>Deine Zeit ist abgelaufen: Der Computer hat deinen Zug gespielt</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer played their turn</source>
        <translation>Die Zeit von {player} ist abgelaufen: Der Computer hat den Zug gespielt</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Ton an</translation>
    </message>
    <message>
        <source>Sound off (M turns it on)</source>
        <translation>Ton aus (M schaltet ihn ein)</translation>
    </message>
    <message>
        <source>The computer is thinking for you…</source>
        <translation>Der Computer denkt für dich nach…</translation>
    </message>
    <message>
        <source>The computer is playing for you…</source>
        <translation>Der Computer spielt für dich…</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <translation>{player} ist am Zug…</translation>
    </message>
    <message>
        <source>Final scoring: the buildings still open score now…</source>
        <translation>Schlusswertung: Die noch offenen Gebiete werden jetzt gewertet…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: drag the card from the hand onto an outlined cell, or click a cell.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;: Zieh die Karte aus der Hand an eine markierte Stelle oder klick eine Stelle an.</translation>
    </message>
    <message>
        <source>Settler: &lt;b&gt;{role}&lt;/b&gt;. Confirm with Enter.</source>
        <translation>Siedler: &lt;b&gt;{role}&lt;/b&gt;. Mit Enter bestätigen.</translation>
    </message>
    <message>
        <source>Pick a settler marker (or none), then confirm with Enter.</source>
        <translation>Wähl eine Siedlermarke (oder keine) und bestätige mit Enter.</translation>
    </message>
    <message>
        <source>Confirm with Enter, or take the card back (Ctrl+Z).</source>
        <translation>Mit Enter bestätigen oder die Karte zurücknehmen (Strg+Z).</translation>
    </message>
    <message>
        <source>Cards left: {count}</source>
        <translation>Karten übrig: {count}</translation>
    </message>
    <message>
        <source>Remaining cards: {count}</source>
        <translation>Restliche Karten: {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still in the stack</source>
        <translation>
            <numerusform>%n Karte noch im Stapel</numerusform>
            <numerusform>%n Karten noch im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} gewinnt!</translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation>{players} gewinnen!</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Resigned · {level}</source>
        <translation>Aufgegeben · {level}</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <source>A person at this screen: the seats take turns at it.</source>
        <translation>Ein Mensch an diesem Bildschirm: Die Plätze sind abwechselnd am Zug.</translation>
    </message>
    <message>
        <source>Takes the turn that scores most at once. A gentle start.</source>
        <translation>Wählt den Zug, der sofort am meisten Punkte bringt. Ein sanfter Einstieg.</translation>
    </message>
    <message>
        <source>Weighs what every building may still bring. A fair game.</source>
        <translation>Wägt ab, was jedes Bauwerk noch bringen kann. Ein ausgeglichenes Spiel.</translation>
    </message>
    <message>
        <source>Looks a few turns ahead, about a second a move. A strong opponent.</source>
        <translation>Schaut einige Züge voraus, etwa eine Sekunde pro Zug. Ein starker Gegner.</translation>
    </message>
    <message>
        <source>Looks further ahead, about three seconds a move on every core. A real fight.</source>
        <translation>Schaut weiter voraus, etwa drei Sekunden pro Zug auf allen Kernen. Ein echter Kampf.</translation>
    </message>
    <message>
        <source>no settlers</source>
        <translation>keine Siedler</translation>
    </message>
    <message>
        <source>no settlers left</source>
        <translation>keine Siedler mehr</translation>
    </message>
    <message>
        <source>track {space} · lap {lap}</source>
        <translation>Feld {space} · Runde {lap}</translation>
    </message>
    <message>
        <source>track {space}</source>
        <translation>Feld {space}</translation>
    </message>
    <message>
        <source>lap {lap}</source>
        <translation>Runde {lap}</translation>
    </message>
    <message numerus="yes">
        <source>%n in supply</source>
        <translation>
            <numerusform>%n im Vorrat</numerusform>
            <numerusform>%n im Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s card — drag it</source>
        <translation>{player}: Karte ziehen</translation>
    </message>
    <message>
        <source>Your card — drag it</source>
        <translation>Deine Karte — zieh sie</translation>
    </message>
    <message>
        <source>Settler: {role}</source>
        <translation>Siedler: {role}</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Siedler</translation>
    </message>
    <message>
        <source>No settlers left</source>
        <translation>Keine Siedler mehr</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>R / right click: rotate</source>
        <translation>R / Rechtsklick: drehen</translation>
    </message>
    <message>
        <source>Drag or click a marker
Space: none · Enter: confirm</source>
        <translation>Marke ziehen oder anklicken
Leertaste: keiner · Enter: OK</translation>
    </message>
    <message>
        <source>Enter: confirm
Ctrl+Z: take back</source>
        <translation>Enter: bestätigen
Strg+Z: zurücknehmen</translation>
    </message>
    <message numerus="yes">
        <source>{player}, {who}: %n point(s)</source>
        <translation>
            <numerusform>{player}, {who}: %n Punkt</numerusform>
            <numerusform>{player}, {who}: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n settler(s) in supply</source>
        <translation>
            <numerusform>, %n Siedler im Vorrat</numerusform>
            <numerusform>, %n Siedler im Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <source>, winner</source>
        <translation>, Sieger</translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation>, gerade am Zug</translation>
    </message>
    <message>
        <source>No card in hand</source>
        <translation>Keine Karte in der Hand</translation>
    </message>
    <message>
        <source>laid on {cell}, turned {degrees}°</source>
        <translation>auf {cell} gelegt, um {degrees}° gedreht</translation>
    </message>
    <message>
        <source>in hand, turned {degrees}°</source>
        <translation>in der Hand, um {degrees}° gedreht</translation>
    </message>
    <message>
        <source>Card: {card}, {where}</source>
        <translation>Karte: {card}, {where}</translation>
    </message>
    <message>
        <source>, no settler</source>
        <translation>, kein Siedler</translation>
    </message>
    <message>
        <source>, settler: {role}</source>
        <translation>, Siedler: {role}</translation>
    </message>
    <message>
        <source>The board. Arrow keys: lay the card on the next cell where it fits; R: turn it; Tab: the next place for a settler; Space: no settler; Enter: confirm the turn.</source>
        <translation>Das Spielfeld. Pfeiltasten: die Karte an die nächste passende Stelle legen; R: sie drehen; Tab: der nächste Platz für einen Siedler; Leertaste: kein Siedler; Enter: den Zug bestätigen.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn (computer)</source>
        <translation>{player} ist dran (Computer)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Plains</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>unfinished trail</source>
        <translation>unfertiger Weg</translation>
    </message>
    <message>
        <source>unfinished town</source>
        <translation>unfertige Stadt</translation>
    </message>
    <message>
        <source>unfinished farm</source>
        <translation>unfertige Farm</translation>
    </message>
    <message>
        <source>Trapper</source>
        <translation>Trapper</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Bandit</translation>
    </message>
    <message>
        <source>Shopkeeper</source>
        <translation>Sheriff</translation>
    </message>
    <message>
        <source>Farmer</source>
        <translation>Farmer</translation>
    </message>
    <message>
        <source>a Trapper</source>
        <translation>einem Trapper</translation>
    </message>
    <message>
        <source>a Robber</source>
        <translation>einem Banditen</translation>
    </message>
    <message>
        <source>a Shopkeeper</source>
        <translation>einem Sheriff</translation>
    </message>
    <message>
        <source>a Farmer</source>
        <translation>einem Farmer</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Wege</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Farmen</translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation>Landvermesser</translation>
    </message>
    <message>
        <source>Unfinished trails</source>
        <translation>Unfertige Wege</translation>
    </message>
    <message>
        <source>Unfinished towns</source>
        <translation>Unfertige Städte</translation>
    </message>
    <message>
        <source>Unfinished farms</source>
        <translation>Unfertige Farmen</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Trading Post(s)</source>
        <translation>
            <numerusform>%n Handelsposten</numerusform>
            <numerusform>%n Handelsposten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Town Flag(s)</source>
        <translation>
            <numerusform>%n Flagge</numerusform>
            <numerusform>%n Flaggen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n Tier</numerusform>
            <numerusform>%n Tiere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Surveyor(s)</source>
        <translation>
            <numerusform>%n Landvermesser</numerusform>
            <numerusform>%n Landvermesser</numerusform>
        </translation>
    </message>
    <message>
        <source>completed farm</source>
        <translation>fertige Farm</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Baseline (Hard of 0.1.0)</source>
        <translation>Basis (Schwer aus 0.1.0)</translation>
    </message>
    <message>
        <source>{time} a turn</source>
        <translation>{time} pro Zug</translation>
    </message>
    <message>
        <source>Chess clock {time} + {increment} s</source>
        <translation>Schachuhr {time} + {increment} s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <source>column {column}, row {row}</source>
        <translation>Spalte {column}, Reihe {row}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>NetGameWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>Auf&amp;geben…</translation>
    </message>
    <message>
        <source>Let others &amp;watch</source>
        <translation>&amp;Zuschauer zulassen</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Tisch verlassen</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Take the card back</source>
        <translation>Karte &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Lobby and &amp;chat</source>
        <translation>Lobby und &amp;Chat</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
</context>
<context>
    <name>NetPanel</name>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Chat lines not read</source>
        <translation>Ungelesene Chatnachrichten</translation>
    </message>
    <message>
        <source>Show the lobby and the chat</source>
        <translation>Lobby und Chat zeigen</translation>
    </message>
    <message>
        <source>Fold the lobby and the chat away</source>
        <translation>Lobby und Chat einklappen</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>{player} joined the game.</source>
        <translation>{player} ist dem Spiel beigetreten.</translation>
    </message>
    <message>
        <source>{player} lost the connection.</source>
        <translation>{player} hat die Verbindung verloren.</translation>
    </message>
    <message>
        <source>{player} is back.</source>
        <translation>{player} ist wieder da.</translation>
    </message>
    <message>
        <source>{player}&apos;s seat is played by the computer ({level}) from now on.</source>
        <translation>Den Platz von {player} spielt ab jetzt der Computer ({level}).</translation>
    </message>
    <message>
        <source>{player} plays their seat again.</source>
        <translation>{player} spielt wieder selbst.</translation>
    </message>
    <message>
        <source>The connection to the game was lost: trying again…</source>
        <translation>Die Verbindung zum Spiel ist weg: neuer Versuch…</translation>
    </message>
    <message>
        <source>Connected to the game again.</source>
        <translation>Wieder mit dem Spiel verbunden.</translation>
    </message>
    <message>
        <source>You are watching game {code}: you see what every player may see.</source>
        <translation>Du schaust der Partie {code} zu: Du siehst, was jeder Spieler sehen darf.</translation>
    </message>
    <message>
        <source>The host has stopped the watching: you no longer follow the game.</source>
        <translation>Der Gastgeber hat das Zuschauen beendet: Du verfolgst die Partie nicht mehr.</translation>
    </message>
    <message>
        <source>Game {code} has started.</source>
        <translation>Spiel {code} hat begonnen.</translation>
    </message>
    <message>
        <source>The game is not shown on the local network ({reason}); friends join with the address and the code.</source>
        <translation>Das Spiel wird im lokalen Netzwerk nicht angezeigt ({reason}); Freunde treten mit Adresse und Code bei.</translation>
    </message>
    <message>
        <source>Port {old} is in use: the game is hosted on port {new} this time. Tell the others the new address.</source>
        <translation>Port {old} ist belegt: Das Spiel läuft diesmal auf Port {new}. Sag den anderen die neue Adresse.</translation>
    </message>
    <message>
        <source>The server at {address} does not answer yet: still trying…</source>
        <translation>Der Server unter {address} antwortet noch nicht: weiterer Versuch…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Verbindung verloren: verbinde neu…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>Warte auf {player}…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n second(s)).</source>
        <translation>
            <numerusform>Warte auf {player}, Verbindung verloren (der Gastgeber kann den Platz in %n Sekunde einem Computer geben).</numerusform>
            <numerusform>Warte auf {player}, Verbindung verloren (der Gastgeber kann den Platz in %n Sekunden einem Computer geben).</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer now).</source>
        <translation>Warte auf {player}, Verbindung verloren (der Gastgeber kann den Platz jetzt einem Computer geben).</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>{player} (Computer) ist am Zug…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>New World — network game</source>
        <translation>New World — Netzwerkspiel</translation>
    </message>
    <message>
        <source>New World — network game {code}</source>
        <translation>New World — Netzwerkspiel {code}</translation>
    </message>
    <message>
        <source>Game code: {code}</source>
        <translation>Spielcode: {code}</translation>
    </message>
    <message>
        <source>Friends join with Game → Join network game, the address {addresses} and this code.</source>
        <translation>Freunde treten über Spiel → Netzwerkspiel beitreten bei, mit der Adresse {addresses} und diesem Code.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <source>plays here</source>
        <translation>spielt hier</translation>
    </message>
    <message>
        <source>open: waiting for a player</source>
        <translation>frei: wartet auf einen Spieler</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message numerus="yes">
        <source>The seat may be handed to a computer in %n second(s).</source>
        <translation>
            <numerusform>Der Platz kann in %n Sekunde einem Computer gegeben werden.</numerusform>
            <numerusform>Der Platz kann in %n Sekunden einem Computer gegeben werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Warte, bis der Gastgeber das Spiel startet…</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open: wait for the players, or let a computer take them.</source>
        <translation>
            <numerusform>%n Platz noch frei: Warte auf die Spieler oder lass einen Computer übernehmen.</numerusform>
            <numerusform>%n Plätze noch frei: Warte auf die Spieler oder lass Computer übernehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Alle sind da: Starte, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>{player}&apos;s game</source>
        <translation>Spiel von {player}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{code}: {players} (hosted here)</source>
        <translation>{code}: {players} (hier eröffnet)</translation>
    </message>
    <message>
        <source>{code}: {players} (at {address})</source>
        <translation>{code}: {players} (unter {address})</translation>
    </message>
    <message numerus="yes">
        <source>{server}: game {code}, %n open seat(s) ({players})</source>
        <translation>
            <numerusform>{server}: Spiel {code}, %n freier Platz ({players})</numerusform>
            <numerusform>{server}: Spiel {code}, %n freie Plätze ({players})</numerusform>
        </translation>
    </message>
    <message>
        <source>{server} at {address} (no open game listed: ask the host for the code)</source>
        <translation>{server} unter {address} (kein offenes Spiel aufgeführt: frag den Gastgeber nach dem Code)</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <translation>{player}: {text}</translation>
    </message>
    <message>
        <source>There is no game with that code on this server.</source>
        <translation>Auf diesem Server gibt es kein Spiel mit diesem Code.</translation>
    </message>
    <message>
        <source>That game has no open seat left.</source>
        <translation>In diesem Spiel ist kein Platz mehr frei.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <source>That game is over.</source>
        <translation>Dieses Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back: its key does not fit any more.</source>
        <translation>Dieser Platz lässt sich nicht zurückholen: Sein Schlüssel passt nicht mehr.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Das darf nur der Gastgeber.</translation>
    </message>
    <message>
        <source>Every remote seat must be taken (or given to a computer) before the start.</source>
        <translation>Vor dem Start muss jeder Platz im Netz besetzt (oder einem Computer gegeben) sein.</translation>
    </message>
    <message>
        <source>The game has started already.</source>
        <translation>Das Spiel hat schon begonnen.</translation>
    </message>
    <message>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation>Zu viele Anfragen auf einmal: Warte kurz und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>The server takes no more games now: {reason}</source>
        <translation>Der Server nimmt gerade keine Spiele mehr an: {reason}</translation>
    </message>
    <message>
        <source>That turn was played already.</source>
        <translation>Dieser Zug wurde schon gespielt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>The server refused the move: {reason}</source>
        <translation>Der Server hat den Zug abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Not connected to the game: try again when the connection is back.</source>
        <translation>Nicht mit dem Spiel verbunden: Versuch es wieder, wenn die Verbindung zurück ist.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The server cannot be reached: {reason}</source>
        <translation>Der Server ist nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>The server&apos;s certificate is not trusted: {reason}</source>
        <translation>Dem Zertifikat des Servers wird nicht vertraut: {reason}</translation>
    </message>
    <message>
        <source>That address cannot be used: {reason}</source>
        <translation>Diese Adresse ist nicht nutzbar: {reason}</translation>
    </message>
    <message>
        <source>Not yet: {reason}</source>
        <translation>Noch nicht: {reason}</translation>
    </message>
    <message>
        <source>The server could not store that (its disk is full or cannot be written), so nothing changed: try again later.</source>
        <translation>Der Server konnte das nicht speichern (sein Datenträger ist voll oder nicht beschreibbar), also hat sich nichts geändert: Versuch es später noch einmal.</translation>
    </message>
    <message>
        <source>Too many connections from your address: close some of your games on this server or wait a minute, then try again.</source>
        <translation>Zu viele Verbindungen von deiner Adresse: Schließ einige deiner Spiele auf diesem Server oder warte eine Minute und versuch es dann noch einmal.</translation>
    </message>
    <message>
        <source>The server is full: it takes no more players now. Try again later.</source>
        <translation>Der Server ist voll: Er nimmt gerade keine Spieler mehr an. Versuch es später noch einmal.</translation>
    </message>
    <message>
        <source>Your games on this server have as many Hard and Expert computer players as it allows: choose an easier level, or finish a game first.</source>
        <translation>Deine Spiele auf diesem Server haben so viele Computerspieler der Stufen Schwer und Experte, wie er erlaubt: Wähle eine leichtere Stufe oder beende zuerst ein Spiel.</translation>
    </message>
    <message>
        <source>The server says: {reason}</source>
        <translation>Der Server meldet: {reason}</translation>
    </message>
    <message>
        <source>Say your name: the others see it at the table.</source>
        <translation>Gib deinen Namen an: Die anderen sehen ihn am Tisch.</translation>
    </message>
    <message>
        <source>At least one seat must be played at this screen.</source>
        <translation>Mindestens ein Platz muss an diesem Bildschirm gespielt werden.</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Suche Spiele im lokalen Netzwerk…</translation>
    </message>
    <message>
        <source>No game found on the local network: join with the address and the code.</source>
        <translation>Kein Spiel im lokalen Netzwerk gefunden: Tritt mit Adresse und Code bei.</translation>
    </message>
    <message>
        <source>The game cannot be hosted: {reason}</source>
        <translation>Das Spiel lässt sich nicht eröffnen: {reason}</translation>
    </message>
    <message>
        <source>Cannot join the game: {reason}</source>
        <translation>Beitreten nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>{address} is not a server address (for example 192.168.1.20:7245 or ws://play.example.org).</source>
        <translation>{address} ist keine Serveradresse (zum Beispiel 192.168.1.20:7245 oder ws://play.example.org).</translation>
    </message>
    <message>
        <source>{code} is not a game code: six letters and digits, as the host gave it.</source>
        <translation>{code} ist kein Spielcode: sechs Buchstaben und Ziffern, wie vom Gastgeber genannt.</translation>
    </message>
    <message>
        <source>Network play is not available in this installation: {reason}</source>
        <translation>Netzwerkspiel ist in dieser Installation nicht verfügbar: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays?&lt;/b&gt;  Two to five seats; computers think on their own.</source>
        <translation>&lt;b&gt;Wer spielt mit?&lt;/b&gt;  Zwei bis fünf Plätze; Computer denken selbst.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Wer spielt auf Platz {number}</translation>
    </message>
    <message>
        <source>Colour of player {number}</source>
        <translation>Farbe von Spieler {number}</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>A whole number from 0 to {largest}, or any word; empty: a random game</source>
        <translation>Eine ganze Zahl von 0 bis {largest} oder ein beliebiges Wort; leer: ein zufälliges Spiel</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Startwert (optional):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to {largest} (or a word), not {seed}.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis {largest} (oder ein Wort) sein, nicht {seed}.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name is longer than {largest} characters.</source>
        <translation>Der Name von Spieler {number} ist länger als {largest} Zeichen.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name holds a control character.</source>
        <translation>Der Name von Spieler {number} enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>Player {number} cannot be seated ({detail}).</source>
        <translation>Spieler {number} kann nicht Platz nehmen ({detail}).</translation>
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
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Outline the cells where the card fits</source>
        <translation>Passende Stellen für die Karte markieren</translation>
    </message>
    <message>
        <source>Colour-blind friendly player colours with shape marks</source>
        <translation>Farbenblind-freundliche Spielerfarben mit Formzeichen</translation>
    </message>
    <message>
        <source>Practice: let me take back turns the computers have answered
(the final table says so)</source>
        <translation>Üben: auch Züge zurücknehmen, nachdem die Computer gespielt haben
(die Schlusstabelle vermerkt es)</translation>
    </message>
    <message>
        <source>Otherwise a turn is final once a computer has played after it, so undo never shows the cards they drew.</source>
        <translation>Sonst gilt ein Zug, sobald ein Computer danach gespielt hat; so zeigt Rückgängig nie die Karten, die sie gezogen haben.</translation>
    </message>
    <message>
        <source>Hard searches on this many processor cores; Expert always uses all of them</source>
        <translation>Schwer rechnet auf so vielen Prozessorkernen; Experte nutzt immer alle</translation>
    </message>
    <message>
        <source>Cores for the Hard computer player:</source>
        <translation>Kerne für den Computer „Schwer“:</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Oberflächengröße</translation>
    </message>
    <message>
        <source>&amp;Interface size:</source>
        <translation>&amp;Oberflächengröße:</translation>
    </message>
    <message>
        <source>A new language or interface size applies when New World starts next time.</source>
        <translation>Eine neue Sprache oder Oberflächengröße gilt ab dem nächsten Start von New World.</translation>
    </message>
    <message>
        <source>Sound and notifications</source>
        <translation>Ton und Benachrichtigungen</translation>
    </message>
    <message>
        <source>Sound effects (M turns them on and off)</source>
        <translation>Geräusche (M schaltet sie ein und aus)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>When it is my turn and the window is in the background,
say so in a desktop notification</source>
        <translation>Wenn ich an der Reihe bin und das Fenster im Hintergrund ist,
sag es mir mit einer Desktop-Benachrichtigung</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Replay a game</source>
        <translation>Spiel abspielen</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>&amp;Other file…</source>
        <translation>A&amp;ndere Datei…</translation>
    </message>
</context>
<context>
    <name>RemainingDialog</name>
    <message>
        <source>not counting the card in hand; cards that fit nowhere leave the game</source>
        <translation>ohne die Karte in der Hand; Karten, die nirgends passen, kommen aus dem Spiel</translation>
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
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One turn back (←)</source>
        <translation>Einen Zug zurück (←)</translation>
    </message>
    <message>
        <source>One turn forward (→)</source>
        <translation>Einen Zug vor (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>unfinished, turn {turn} next, {cards}</source>
        <translation>nicht beendet, als Nächstes Zug {turn}, {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n Karte übrig</numerusform>
            <numerusform>%n Karten übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>New World saved game (file version {version}, app {app}): {state}</source>
        <translation>Gespeichertes New-World-Spiel (Dateiversion {version}, App {app}): {state}</translation>
    </message>
    <message>
        <source>  {player} ({who}, {colour}): {score}</source>
        <translation>  {player} ({who}, {colour}): {score}</translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation> (Sieger)</translation>
    </message>
    <message>
        <source>Turn {number}: {line}</source>
        <translation>Zug {number}: {line}</translation>
    </message>
    <message>
        <source>  {line}</source>
        <translation>  {line}</translation>
    </message>
    <message>
        <source>Unfinished: turn {turn} next, {cards}; scores {scores}</source>
        <translation>Nicht beendet: als Nächstes Zug {turn}, {cards}; Punkte {scores}</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resign the game?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Partie aufgeben?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A computer plays the seat to the end of the game; the points so far stand. Resigning is final: no turn before it can be taken back.</source>
        <translation>Ein Computer spielt den Platz bis zum Ende der Partie; die bisherigen Punkte bleiben. Aufgeben ist endgültig: Kein Zug davor lässt sich zurücknehmen.</translation>
    </message>
    <message>
        <source>Who resigns</source>
        <translation>Wer gibt auf</translation>
    </message>
    <message>
        <source>Who resigns:</source>
        <translation>Wer gibt auf:</translation>
    </message>
    <message>
        <source>Computer that plays on</source>
        <translation>Computer, der weiterspielt</translation>
    </message>
    <message>
        <source>Plays on for them:</source>
        <translation>Spielt weiter:</translation>
    </message>
    <message>
        <source>A computer plays the seat from now on (the host&apos;s choice); the points so far stand. You may come back into the seat later: choose the game under Join network game, or Play it again in the lobby.</source>
        <translation>Ein Computer spielt den Platz von jetzt an (nach Wahl des Gastgebers); die bisherigen Punkte bleiben. Du kannst später auf den Platz zurückkehren: Wähle die Partie unter „Netzwerkspiel beitreten“ oder „Wieder selbst spielen“ in der Lobby.</translation>
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
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Best found</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Punkte verloren</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># How to play New World</source>
        <translation># So spielst du New World</translation>
    </message>
    <message>
        <source>*New World* is a game of the westward trek. Starting from the east coast, you and your opponents lay landscape cards one by one; trails, towns, farms and prairies take shape, and you claim them with your settlers to score. The player with the most points after the last card wins.</source>
        <translation>*New World* ist ein Spiel vom Treck nach Westen. Von der Ostküste aus legen du und deine Mitspieler Landschaftskarten, eine nach der anderen; so entstehen Wege, Städte, Farmen und Ebenen, und ihr besetzt sie mit euren Siedlern, um zu punkten. Wer nach der letzten Karte die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <source>## Your turn, in three steps</source>
        <translation>## Dein Zug in drei Schritten</translation>
    </message>
    <message>
        <source>1. **Lay the card you drew.** Drag it from the hand onto one of the outlined cells (or click a cell). It must touch a card already on the table, or one of the starting spaces on the coast, and every edge it touches must go on: trail to trail, town to town, prairie to prairie. Turn it with **R**, a right click, or a click on it once it lies on its cell (only rotations that fit there come up); dropped turned the wrong way, it turns to the nearest rotation that fits. The mouse wheel zooms the board.</source>
        <translation>1. **Leg die gezogene Karte an.** Zieh sie aus der Hand an eine der markierten Stellen (oder klick eine Stelle an). Sie muss an eine ausliegende Karte oder an eines der Startfelder an der Küste grenzen, und jede Kante, die sie berührt, muss passen: Weg an Weg, Stadt an Stadt, Ebene an Ebene. Dreh sie mit **R**, per Rechtsklick oder mit einem Klick auf sie, sobald sie an ihrer Stelle liegt (nur passende Drehungen kommen); falsch gedreht abgelegt, dreht sie sich in die nächste passende Lage. Das Mausrad zoomt das Spielfeld.</translation>
    </message>
    <message>
        <source>2. **Place a settler, if you like** — only on the card you just laid, and only on a trail, town, prairie or farm that nobody occupies yet (however far it reaches). Your settler&apos;s role follows from where it stands:</source>
        <translation>2. **Setz einen Siedler ein, wenn du willst** — nur auf die eben gelegte Karte und nur auf einen Weg, eine Stadt, Ebene oder Farm, die noch niemand besetzt hat (egal, wie weit sie reicht). Die Rolle deines Siedlers ergibt sich aus seinem Platz:</translation>
    </message>
    <message>
        <source>- a **Robber** on a trail,</source>
        <translation>- als **Bandit** auf einem Weg,</translation>
    </message>
    <message>
        <source>- a **Shopkeeper** in a town,</source>
        <translation>- als **Sheriff** in einer Stadt,</translation>
    </message>
    <message>
        <source>- a **Farmer** on a farm (the farmhouse in the middle of a card),</source>
        <translation>- als **Farmer** auf einer Farm (dem Farmhaus in der Kartenmitte),</translation>
    </message>
    <message>
        <source>- a **Trapper** on a prairie (lying down: Trappers stay until the end).</source>
        <translation>- als **Trapper** auf einer Ebene (liegend: Trapper bleiben bis zum Spielende).</translation>
    </message>
    <message>
        <source>Click a marker on the card, or press **Space** for no settler, then **Enter** to end your turn. Until then **Ctrl+Z** takes the card back.</source>
        <translation>Klick eine Marke auf der Karte an oder drück **Leertaste** für keinen Siedler, dann **Enter**, um deinen Zug zu beenden. Bis dahin nimmt **Strg+Z** die Karte zurück.</translation>
    </message>
    <message>
        <source>3. **Score what you completed.** A finished trail, town or farm scores at once for the player with the most settlers on it (ties all score), and the settlers go home to be used again.</source>
        <translation>3. **Werte, was du fertiggestellt hast.** Ein fertiger Weg, eine fertige Stadt oder Farm bringt sofort Punkte für den Spieler mit den meisten Siedlern darauf (bei Gleichstand punkten alle), und die Siedler kommen in den Vorrat zurück.</translation>
    </message>
    <message>
        <source>## What scores</source>
        <translation>## Was Punkte bringt</translation>
    </message>
    <message>
        <source>| | when it is finished | at the end of the game, unfinished |</source>
        <translation>| | wenn fertiggestellt | am Spielende, unfertig |</translation>
    </message>
    <message>
        <source>| **Trail** (both ends at a crossing, town, farm or a trail starting space, or a loop) | 1 per card + 2 per Trading Post | the same |</source>
        <translation>| **Weg** (beide Enden an Kreuzung, Stadt, Farm oder Weg-Startfeld, oder ein Ring) | 1 je Karte + 2 je Handelsposten | genauso |</translation>
    </message>
    <message>
        <source>| **Town** (walls all round) | 2 per card + 2 per Town Flag | 1 per card + 1 per Flag |</source>
        <translation>| **Stadt** (rundum ummauert) | 2 je Karte + 2 je Flagge | 1 je Karte + 1 je Flagge |</translation>
    </message>
    <message>
        <source>| **Farm** (all 8 cards around it laid) | 9 | 1 per card (its own and those around it) |</source>
        <translation>| **Farm** (alle 8 Karten rundum gelegt) | 9 | 1 je Karte (ihre eigene und die rundum) |</translation>
    </message>
    <message>
        <source>| **Prairie** (Trappers) | — | 1 per animal, for the most Trappers on it |</source>
        <translation>| **Ebene** (Trapper) | — | 1 je Tier für die meisten Trapper darauf |</translation>
    </message>
    <message>
        <source>A trail or town that runs into the sea (east of a card in column 1, north or south of the starting spaces) can never be finished.</source>
        <translation>Ein Weg oder eine Stadt, die ins Meer läuft (östlich einer Karte in Spalte 1, nördlich oder südlich der Startfelder), kann nie fertig werden.</translation>
    </message>
    <message>
        <source>## The Surveyors</source>
        <translation>## Die Landvermesser</translation>
    </message>
    <message>
        <source>Two white Surveyors follow the trek west. Each time a building is scored, its scorers get **+4 for each Surveyor standing in the same column** as one of their settlers on it. Then a Surveyor steps one column west, and every Robber, Shopkeeper and Farmer left **east of both Surveyors goes home unscored** — so don&apos;t linger near the coast! (Trappers stay.) While no card lies west of the Surveyors they cannot step, and then nobody goes home either.</source>
        <translation>Zwei weiße Landvermesser folgen dem Treck nach Westen. Bei jeder Wertung eines Bauwerks bekommt jeder, der punktet, **+4 für jeden Landvermesser in derselben Spalte** wie einer seiner Siedler darauf. Danach zieht ein Landvermesser eine Spalte nach Westen, und jeder Bandit, Sheriff und Farmer, der **östlich beider Landvermesser steht, muss ohne Wertung zurück** — also nicht an der Küste trödeln! (Trapper bleiben.) Solange westlich der Landvermesser keine Karte liegt, können sie nicht ziehen, und dann muss auch niemand zurück.</translation>
    </message>
    <message>
        <source>When one card finishes several buildings, you choose the order they score in: it can matter, because each scoring moves a Surveyor.</source>
        <translation>Stellt eine Karte mehrere Bauwerke fertig, wählst du die Reihenfolge der Wertungen: Das kann wichtig sein, denn jede Wertung zieht einen Landvermesser weiter.</translation>
    </message>
    <message>
        <source>## Handy keys</source>
        <translation>## Nützliche Tasten</translation>
    </message>
    <message>
        <source>**R** rotate · **Space** no settler · **Enter** end the turn · **Ctrl+Z** undo (a turn a computer has answered is final, unless you allow practice in Game ▸ Preferences) · **Ctrl+Shift+Z** redo · **T** the cards still to come · **H** the game log · **F** fit the board · **F1** a hint (shown as a faint card with the reason; **Enter** or **F1** again plays it) · **Ctrl+S** save · **Ctrl+N** new game · mouse wheel zoom, drag to pan.</source>
        <translation>**R** drehen · **Leertaste** kein Siedler · **Enter** Zug beenden · **Strg+Z** rückgängig (ein Zug, auf den ein Computer geantwortet hat, gilt, außer du erlaubst Üben unter Spiel ▸ Einstellungen) · **Strg+Umschalt+Z** wiederholen · **T** die restlichen Karten · **H** das Spielprotokoll · **F** Spielfeld einpassen · **F1** ein Tipp (als blasse Karte mit Begründung; **Enter** oder erneut **F1** spielt ihn) · **Strg+S** speichern · **Strg+N** neues Spiel · Mausrad zoomt, Ziehen verschiebt.</translation>
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
        <translation>{feature}: {parts} = {total}</translation>
    </message>
    <message>
        <source>{feature}: {animals}</source>
        <translation>{feature}: {animals}</translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n Tier</numerusform>
            <numerusform>%n Tiere</numerusform>
        </translation>
    </message>
    <message>
        <source>{feature}, {cards}, {state}: {points}</source>
        <translation>{feature}, {cards}, {state}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>complete</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
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
        <translation>niemand</translation>
    </message>
    <message>
        <source>{feature} of {cards} through {cell} — {players}</source>
        <translation>{feature} aus {cards} über {cell} — {players}</translation>
    </message>
    <message>
        <source>{feature} of {cards} — {players}</source>
        <translation>{feature} aus {cards} — {players}</translation>
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
        <translation>Reihenfolge der Wertungen</translation>
    </message>
    <message>
        <source>Several buildings are complete. Score them in this order
(each scoring moves a Surveyor west, which may send settlers home):</source>
        <translation>Mehrere Bauwerke sind fertig. Werte sie in dieser Reihenfolge
(jede Wertung zieht einen Landvermesser nach Westen, das kann Siedler zurückschicken):</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Score the selected building earlier</source>
        <translation>Das gewählte Bauwerk früher werten</translation>
    </message>
    <message>
        <source>Score the selected building later</source>
        <translation>Das gewählte Bauwerk später werten</translation>
    </message>
    <message>
        <source>Buildings in scoring order</source>
        <translation>Bauwerke in Wertungsreihenfolge</translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected building</source>
        <translation>Strg+↑ und Strg+↓ verschieben das gewählte Bauwerk</translation>
    </message>
</context>
<context>
    <name>ScreenAccessibility</name>
    <message>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>Card in hand</source>
        <translation>Karte in der Hand</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>Cards left in the stack</source>
        <translation>Restliche Karten im Stapel</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Computer plays</source>
        <translation>Computer spielt</translation>
    </message>
    <message>
        <source>Let a computer of the chosen level play this seat</source>
        <translation>Einen Computer der gewählten Stufe diesen Platz spielen lassen</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Wieder selbst spielen</translation>
    </message>
    <message>
        <source>Take this seat back from the computer</source>
        <translation>Diesen Platz vom Computer zurückholen</translation>
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
        <translation>Ein Carcassonne-Spiel</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>SPIELER</translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation>DIESER ZUG</translation>
    </message>
    <message>
        <source>GAME LOG  (H)</source>
        <translation>PROTOKOLL  (H)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Average points per game by category</source>
        <translation>Ø Punkte pro Spiel nach Kategorie</translation>
    </message>
    <message>
        <source>Average points by category</source>
        <translation>Ø Punkte nach Kategorie</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <translation>Siegquote nach Gegner</translation>
    </message>
    <message>
        <source>Score in each game</source>
        <translation>Punkte in jedem Spiel</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Every human player</source>
        <translation>Alle menschlichen Spieler</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punkte im Schnitt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Settlers sent home by the Surveyors</source>
        <translation>Von Landvermessern heimgeschickte Siedler</translation>
    </message>
    <message>
        <source>Longest trail (cards)</source>
        <translation>Längster Weg (Karten)</translation>
    </message>
    <message>
        <source>Biggest town (cards)</source>
        <translation>Größte Stadt (Karten)</translation>
    </message>
    <message>
        <source>Games resigned</source>
        <translation>Aufgegebene Spiele</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>people</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>Terminal</name>
    <message>
        <source>Board: columns from the west (left) to the coast (column 0, right), rows from the north (top) to the south. Each card is 3 by 3 signs: {signs}, ~ sea; its middle shows a settler&apos;s seat number. S marks a Surveyor&apos;s column.</source>
        <translation>Spielplan: Spalten von Westen (links) bis zur Küste (Spalte 0, rechts), Zeilen von Norden (oben) nach Süden. Jede Karte besteht aus 3 mal 3 Zeichen: {signs}, ~ Meer; in ihrer Mitte steht die Platznummer eines Siedlers. S markiert die Spalte eines Landvermessers.</translation>
    </message>
    <message>
        <source>Surveyors: columns {first} and {second}</source>
        <translation>Landvermesser: Spalten {first} und {second}</translation>
    </message>
    <message>
        <source>Turn {number}: your move</source>
        <translation>Zug {number}: Du bist am Zug</translation>
    </message>
    <message>
        <source>Turn {number}: {player} to move</source>
        <translation>Zug {number}: {player} ist am Zug</translation>
    </message>
    <message>
        <source>{player} {points} points, {settlers} settlers</source>
        <translation>{player} {points} Punkte, {settlers} Siedler</translation>
    </message>
    <message>
        <source>Scores: {each}</source>
        <translation>Punkte: {each}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stack</source>
        <translation>
            <numerusform>%n Karte im Stapel</numerusform>
            <numerusform>%n Karten im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>The card: {card}</source>
        <translation>Die Karte: {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s):</source>
        <translation>
            <numerusform>%n gültiger Zug:</numerusform>
            <numerusform>%n gültige Züge:</numerusform>
        </translation>
    </message>
    <message>
        <source>{cell} turned {degrees}°</source>
        <translation>{cell} gedreht um {degrees}°</translation>
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
        <translation>O</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Your move: a number, a move (3,2/1 R0), hint, undo, save FILE, board, resign, help or quit</source>
        <translation>Dein Zug: eine Nummer, ein Zug (3,2/1 R0), hint, undo, save DATEI, board, resign, help oder quit</translation>
    </message>
    <message>
        <source>Type the number of a legal move, or a move as the list writes it after each move (column,row/quarter turns, then the settler&apos;s role letter and the card&apos;s feature number, then &gt;order if several buildings complete). hint plays the suggested move; undo takes your last move back; save FILE saves the game; board shows the board again; resign [LEVEL] leaves your seat to a computer (Medium unless you name another level) for the rest of the game; quit saves and stops.</source>
        <translation>Gib die Nummer eines gültigen Zugs ein oder einen Zug so, wie die Liste ihn hinter jedem Zug schreibt (Spalte,Zeile/Vierteldrehungen, dann der Rollenbuchstabe des Siedlers und die Nummer des Kartenteils, dann &gt;Reihenfolge, wenn mehrere Gebäude fertig werden). hint spielt den vorgeschlagenen Zug; undo nimmt deinen letzten Zug zurück; save DATEI speichert die Partie; board zeigt den Spielplan noch einmal; resign [STUFE] überlässt deinen Platz für den Rest der Partie einem Computer (Mittel, wenn du keine andere Stufe nennst); quit speichert und hört auf.</translation>
    </message>
    <message>
        <source>{player} {time}</source>
        <translation>{player} {time}</translation>
    </message>
    <message>
        <source>Time ({clock}): {each}</source>
        <translation>Bedenkzeit ({clock}): {each}</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Verbleibende Zeit: {time}</translation>
    </message>
    <message>
        <source>Resign? A computer ({level}) plays your seat to the end of the game; your points stand, and no move before it can be taken back. Type yes to resign.</source>
        <translation>Aufgeben? Ein Computer ({level}) spielt deinen Platz bis zum Ende der Partie; deine Punkte bleiben, und kein Zug davor lässt sich zurücknehmen. Gib ja ein, um aufzugeben.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>You play on.</source>
        <translation>Du spielst weiter.</translation>
    </message>
    <message>
        <source>No computer level {level}: choose {levels}</source>
        <translation>Keine Computerstufe {level}: Wähle {levels}</translation>
    </message>
    <message>
        <source>{player} ({level}) thinks…</source>
        <translation>{player} ({level}) überlegt …</translation>
    </message>
    <message>
        <source>Not a move nor a command: {text} (type help)</source>
        <translation>Weder ein Zug noch ein Befehl: {text} (gib help ein)</translation>
    </message>
    <message>
        <source>There is no move {number}: choose 1 to {count}</source>
        <translation>Es gibt keinen Zug {number}: Wähle 1 bis {count}</translation>
    </message>
    <message>
        <source>Refused: {move}: {reason}</source>
        <translation>Abgelehnt: {move}: {reason}</translation>
    </message>
    <message>
        <source>The hint plays {move}</source>
        <translation>Der Tipp spielt {move}</translation>
    </message>
    <message numerus="yes">
        <source>Took back %n turn(s)</source>
        <translation>
            <numerusform>%n Zug zurückgenommen</numerusform>
            <numerusform>%n Züge zurückgenommen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to take back: no move of yours, or a computer has answered it since (--practice allows that)</source>
        <translation>Nichts zurückzunehmen: kein Zug von dir, oder ein Computer hat seither darauf geantwortet (--practice erlaubt das)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert in {path}</translation>
    </message>
    <message>
        <source>Cannot save to {path}: {reason}</source>
        <translation>Speichern in {path} nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Game over:</source>
        <translation>Spielende:</translation>
    </message>
    <message>
        <source>{player}: {points}</source>
        <translation>{player}: {points}</translation>
    </message>
    <message>
        <source>{player}: {points} (resigned in turn {turn})</source>
        <translation>{player}: {points} (in Zug {turn} aufgegeben)</translation>
    </message>
    <message>
        <source>Stopped before the end; the game is saved.</source>
        <translation>Vor dem Ende beendet; die Partie ist gespeichert.</translation>
    </message>
</context>
<context>
    <name>TurnBox</name>
    <message>
        <source>⟳ Rotate</source>
        <translation>⟳ Drehen</translation>
    </message>
    <message>
        <source>Rotate the card (R, right click)</source>
        <translation>Karte drehen (R, Rechtsklick)</translation>
    </message>
    <message>
        <source>No settler</source>
        <translation>Kein Siedler</translation>
    </message>
    <message>
        <source>Place no settler (Space)</source>
        <translation>Keinen Siedler einsetzen (Leertaste)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Take the card back (Ctrl+Z)</source>
        <translation>Karte zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Confirm turn  ⏎</source>
        <translation>Zug bestätigen  ⏎</translation>
    </message>
    <message>
        <source>Cards left: –</source>
        <translation>Karten übrig: –</translation>
    </message>
    <message>
        <source>Cards still in the stack, not counting the one in hand. Show them (T)</source>
        <translation>Karten noch im Stapel, ohne die in der Hand. Zeigen (T)</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Start a real game</source>
        <translation>Echtes Spiel starten</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Tutorial verlassen</translation>
    </message>
    <message>
        <source>Close the tutorial</source>
        <translation>Tutorial schließen</translation>
    </message>
</context>
</TS>
