<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Autosave failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Four-way crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail with Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bend with bison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bend with Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-way crossing with Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-way crossing with deer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail by the beaver pond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail with deer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bend with bear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-way crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail with Trading Post and turkey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bend with turkey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-way crossing with Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town with turkey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail between two herds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open prairie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town above a trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm with bear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm with trail and Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm between two trails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walled town with Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town, bend right, deer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm with trail and turkey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large town with Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two small towns at a corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner town with bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large town with trail and Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town across with Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner town with Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town, bend left, bear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner town with bend and Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two small towns facing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town above a crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town across with beaver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large town with bison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town with Flag above a trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two small towns and a trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town with Flag, two trails in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two small towns with bend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end, deer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corner town with beaver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large town with Flag and trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small town above a trail with Trading Post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two small towns facing, bison</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Colour-blind mode: fixed colours with shape marks (Game ▸ Preferences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionIndicator</name>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>New World: something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in the log file&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log file could not be written; the details are below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New World met an unexpected error. Your game goes on as it was, and it is still autosaved after every turn.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Please send them with a description of what you did when you report the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server runs on this computer, port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the game on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a server at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote player (joins with the code)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your network games (come back to one):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>The game was added to your statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be added to your statistics: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics file was damaged ({reason}). It was set aside as {kept} and a fresh one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics cannot be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {file}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet: play a game to the end and it is counted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first turn. Step forward with → or the buttons below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replay {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of {name}&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at turn {done} of {total} with the computer&apos;s eyes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) reviewed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the best move found in {best}; {lost:.1f} points of expected lead lost in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Review stopped after %n turn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The review failed; the log file says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The costliest turns: {turns}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {number}: the best move the computer found. Well played!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {number}: about {loss:.1f} points of expected lead lost. The better move is shown as a ghost on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to New World? A short tutorial teaches the game by playing it (about five minutes). You can leave it at any time, and find it again under Help ▸ Tutorial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome! You are red; a gentle computer plays blue. Lay your first card: drag the trail from your hand onto the highlighted cell by the coast. Turn it with R (or the mouse wheel) until its trail goes on from the coast&apos;s trail, then press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the trail: lay this trail on the highlighted cell, then click the marker on its trail. A settler on a trail is a Robber. Press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish your trail: the crossing on the highlighted cell ends it (press Enter, no settler). A finished trail scores at once, 1 point per card, for the most Robbers on it; your Robber comes home, and a Surveyor steps one column west.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim a town: lay the town piece against New York on the highlighted cell and click the marker in the town: a Shopkeeper. The town is finished at once: 2 points per card, plus 4 for each Surveyor standing in your Shopkeeper&apos;s column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim a farm: lay the farm on the highlighted cell and click the marker on the farmhouse: a Farmer. A farm scores 9 once all eight cards around it are laid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim a prairie: lay this card on the highlighted cell and click the marker on the plains (a Trapper, lying down). Trappers stay to the end and score 1 per animal on their prairie. Then watch the computer: its town makes a Surveyor step west.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both Surveyors now stand west of column 1: your Farmer there went home unscored, your Trapper stayed. Lay the last card on the highlighted cell: the game ends and the final scoring counts everything unfinished and the prairies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done: that was the whole game! The table shows the final scoring. Start a real game whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tutorial — step {step} of {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Robber on the trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Shopkeeper in the town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Farmer on the farmhouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Trapper on the plains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not there: this step&apos;s card goes on the highlighted cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right cell, but turn the card (R) the other way round first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is another spot: this step wants {settler}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a settler on the card first: this step wants {settler}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No settler this time: click your settler again to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearningWindows</name>
    <message>
        <source>Replay a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New World games (*.nwgame)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to New World</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} place &apos;{card}&apos; at {x},{y}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} places &apos;{card}&apos; at {x},{y}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> turned {degrees}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with {role} on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} score {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scores {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Surveyor steps west to column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{card}&apos; fits nowhere and leaves the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {role} at {x},{y} goes home after scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {role} at {x},{y} goes home east of the Surveyors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {role} at {x},{y} goes home after the final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {x},{y} goes home after scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {x},{y} goes home east of the Surveyors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {x},{y} goes home after the final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{category} {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {player}: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({parts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New World games (*.nwgame)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An autosaved game cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of New World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About New World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;A digital edition of &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; by Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Cards are painted by the program from the card data.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Rules

The rules document was not found in this installation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host network game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join network game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rotate card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remaining cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About New World</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Cannot start the game: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (turn {turn})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed your last game (finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed your last game (turn {turn})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file} (finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file} (turn {turn})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal move {move}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player failed ({reason}); it plays a random move instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place card at {x},{y}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New World — {file}*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New World — {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the game in progress? (It stays in the autosave.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it with this game anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}

The game goes on. To keep it, use Game → Save as… (autosave tries again after every turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved to {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards lie west of the coast and within the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card already lies there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card must touch a card or a starting space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s edges must continue the land next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No settler is left in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A settler already stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That scoring order does not match the completed buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentence} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a New World saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved by a newer version of New World; update the game to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was played with a card set this version of New World does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved game cannot hold these players or this seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and is kept as {where}. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and stays in {where}. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished game from last time?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n card(s) left · {when}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>its file is dated in the future, so when it was played is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played today at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played yesterday at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played on {date} at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That turn is final: a computer has played since. (To take turns back for practice: Game ▸ Preferences.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Practice game: %n turn(s) taken back after the computers had played.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: this is where the Medium computer would play. Enter or Hint again plays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes your {feature}: +{points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a good spot for a {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a safe card; keep your settlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: drag the card from the hand onto an outlined cell, or click a cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settler: &lt;b&gt;{role}&lt;/b&gt;. Confirm with Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a settler marker (or none), then confirm with Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm with Enter, or take the card back (Ctrl+Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remaining cards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still in the stack</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no settlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no settlers left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>track {space} · lap {lap}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>track {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lap {lap}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n in supply</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your card — drag it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No settlers left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s turn, shown step by step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R / wheel / right click: rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag or click a marker
Space: none · Enter: confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: confirm
Ctrl+Z: take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{player}, {who}: %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n settler(s) in supply</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laid on the board, turned {degrees}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in hand, turned {degrees}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card: {card}, {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no settler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, settler: {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board. Arrow keys: lay the card on the next cell where it fits; R: turn it; Tab: the next place for a settler; Space: no settler; Enter: confirm the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s turn (computer)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Plains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trapper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shopkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farmer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Trapper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Robber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Shopkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Farmer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished trails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished towns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished farms</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Trading Post(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Town Flag(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Surveyor(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>completed farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline (Hard of 0.1.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetGameWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take the card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rotate card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remaining cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetPanel</name>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>{player} joined the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} lost the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s seat is played by the computer ({level}) from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} plays their seat again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the game was lost: trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the game again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {code} has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not shown on the local network ({reason}); friends join with the address and the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port {old} is in use: the game is hosted on port {new} this time. Tell the others the new address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server at {address} does not answer yet: still trying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n second(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New World — network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New World — network game {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends join with Game → Join network game, the address {addresses} and this code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open: waiting for a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The seat may be handed to a computer in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open: wait for the players, or let a computer take them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{code}: {players} (hosted here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{code}: {players} (at {address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{server}: game {code}, %n open seat(s) ({players})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{server} at {address} (no open game listed: ask the host for the code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game with that code on this server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game has no open seat left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This seat cannot be taken back: its key does not fit any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every remote seat must be taken (or given to a computer) before the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has started already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server takes no more games now: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That turn was played already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the move: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to the game: try again when the connection is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server cannot be reached: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s certificate is not trusted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That address cannot be used: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server says: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say your name: the others see it at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one seat must be played at this screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game found on the local network: join with the address and the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be hosted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot join the game: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{address} is not a server address (for example 192.168.1.20:7245 or ws://play.example.org).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{code} is not a game code: six letters and digits, as the host gave it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network play is not available in this installation: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays?&lt;/b&gt;  Two to five seats; computers think on their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole number from 0 to {largest}, or any word; empty: a random game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to {largest} (or a word), not {seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}&apos;s name is longer than {largest} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}&apos;s name holds a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number} cannot be seated ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed (off … slow):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline the cells where the card fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind friendly player colours with shape marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice: let me take back turns the computers have answered
(the final table says so)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise a turn is final once a computer has played after it, so undo never shows the cards they drew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard searches on this many processor cores; Expert always uses all of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cores for the Hard computer player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Interface size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language or interface size applies when New World starts next time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemainingDialog</name>
    <message>
        <source>not counting the card in hand; cards that fit nowhere leave the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>To the start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn back (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn forward (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished, turn {turn} next, {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>New World saved game (file version {version}, app {app}): {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {player} ({who}, {colour}): {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {number}: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished: turn {turn} next, {cards}; scores {scores}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>New World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># How to play New World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*New World* is a game of the westward trek. Starting from the east coast, you and your opponents lay landscape cards one by one; trails, towns, farms and prairies take shape, and you claim them with your settlers to score. The player with the most points after the last card wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Your turn, in three steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. **Lay the card you drew.** Drag it from the hand onto one of the outlined cells (or click a cell). It must touch a card already on the table, or one of the starting spaces on the coast, and every edge it touches must go on: trail to trail, town to town, prairie to prairie. Turn it with **R**, a right click, or a click on it once it lies on its cell (only rotations that fit there come up); dropped turned the wrong way, it turns to the nearest rotation that fits. The mouse wheel zooms the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. **Place a settler, if you like** — only on the card you just laid, and only on a trail, town, prairie or farm that nobody occupies yet (however far it reaches). Your settler&apos;s role follows from where it stands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- a **Robber** on a trail,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- a **Shopkeeper** in a town,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- a **Farmer** on a farm (the farmhouse in the middle of a card),</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- a **Trapper** on a prairie (lying down: Trappers stay until the end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a marker on the card, or press **Space** for no settler, then **Enter** to end your turn. Until then **Ctrl+Z** takes the card back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. **Score what you completed.** A finished trail, town or farm scores at once for the player with the most settlers on it (ties all score), and the settlers go home to be used again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## What scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| | when it is finished | at the end of the game, unfinished |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| **Trail** (both ends at a crossing, town, farm or a trail starting space, or a loop) | 1 per card + 2 per Trading Post | the same |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| **Town** (walls all round) | 2 per card + 2 per Town Flag | 1 per card + 1 per Flag |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| **Farm** (all 8 cards around it laid) | 9 | 1 per card (its own and those around it) |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| **Prairie** (Trappers) | — | 1 per animal, for the most Trappers on it |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trail or town that runs into the sea (east of a card in column 1, north or south of the starting spaces) can never be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## The Surveyors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two white Surveyors follow the trek west. Each time a building is scored, its scorers get **+4 for each Surveyor standing in the same column** as one of their settlers on it. Then a Surveyor steps one column west, and every Robber, Shopkeeper and Farmer left **east of both Surveyors goes home unscored** — so don&apos;t linger near the coast! (Trappers stay.) While no card lies west of the Surveyors they cannot step, and then nobody goes home either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When one card finishes several buildings, you choose the order they score in: it can matter, because each scoring moves a Surveyor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Handy keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>**R** rotate · **Space** no settler · **Enter** end the turn · **Ctrl+Z** undo (a turn a computer has answered is final, unless you allow practice in Game ▸ Preferences) · **Ctrl+Shift+Z** redo · **T** the cards still to come · **H** the game log · **F** fit the board · **F1** a hint (shown as a faint card with the reason; **Enter** or **F1** again plays it) · **Ctrl+S** save · **Ctrl+N** new game · mouse wheel zoom, drag to pan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source> + </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feature}: {parts} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feature}: {animals}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{feature}, {cards}, {state}: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>  ·  {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ×{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{feature} of {cards} — {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringOrderDialog</name>
    <message>
        <source>Scoring order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several buildings are complete. Score them in this order
(each scoring moves a Surveyor west, which may send settlers home):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the selected building earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the selected building later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buildings in scoring order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected building</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScreenAccessibility</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the stack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Computer plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let a computer of the chosen level play this seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take this seat back from the computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>New World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Carcassonne Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAME LOG  (H)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average points per game by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average points by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score in each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every human player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlers sent home by the Surveyors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest trail (cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggest town (cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBox</name>
    <message>
        <source>⟳ Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate the card (R, right click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No settler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place no settler (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the card back (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm turn  ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left: –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards still in the stack, not counting the one in hand. Show them (T)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Start a real game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the tutorial</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
