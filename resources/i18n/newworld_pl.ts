<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Autosave failed</source>
        <translation>Autozapis nie powiódł się</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Four-way crossing</source>
        <translation>Skrzyżowanie czterech szlaków</translation>
    </message>
    <message>
        <source>Trail with Trading Post</source>
        <translation>Szlak z faktorią</translation>
    </message>
    <message>
        <source>Bend with bison</source>
        <translation>Zakręt z bizonem</translation>
    </message>
    <message>
        <source>Bend with Trading Post</source>
        <translation>Zakręt z faktorią</translation>
    </message>
    <message>
        <source>Four-way crossing with Trading Post</source>
        <translation>Skrzyżowanie czterech szlaków z faktorią</translation>
    </message>
    <message>
        <source>Three-way crossing with deer</source>
        <translation>Skrzyżowanie trzech szlaków z jeleniem</translation>
    </message>
    <message>
        <source>Trail by the beaver pond</source>
        <translation>Szlak przy stawie bobrów</translation>
    </message>
    <message>
        <source>Trail with deer</source>
        <translation>Szlak z jeleniem</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farma</translation>
    </message>
    <message>
        <source>Bend with bear</source>
        <translation>Zakręt z niedźwiedziem</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Szlak</translation>
    </message>
    <message>
        <source>Three-way crossing</source>
        <translation>Skrzyżowanie trzech szlaków</translation>
    </message>
    <message>
        <source>Trail with Trading Post and turkey</source>
        <translation>Szlak z faktorią i indykiem</translation>
    </message>
    <message>
        <source>Bend with turkey</source>
        <translation>Zakręt z indykiem</translation>
    </message>
    <message>
        <source>Three-way crossing with Trading Post</source>
        <translation>Skrzyżowanie trzech szlaków z faktorią</translation>
    </message>
    <message>
        <source>Small town with turkey</source>
        <translation>Miasteczko z indykiem</translation>
    </message>
    <message>
        <source>Bend</source>
        <translation>Zakręt</translation>
    </message>
    <message>
        <source>Small town</source>
        <translation>Miasteczko</translation>
    </message>
    <message>
        <source>Trail between two herds</source>
        <translation>Szlak między dwoma stadami</translation>
    </message>
    <message>
        <source>Open prairie</source>
        <translation>Otwarta równina</translation>
    </message>
    <message>
        <source>Small town above a trail</source>
        <translation>Miasteczko nad szlakiem</translation>
    </message>
    <message>
        <source>Farm with bear</source>
        <translation>Farma z niedźwiedziem</translation>
    </message>
    <message>
        <source>Farm with trail and Trading Post</source>
        <translation>Farma ze szlakiem i faktorią</translation>
    </message>
    <message>
        <source>Farm between two trails</source>
        <translation>Farma między dwoma szlakami</translation>
    </message>
    <message>
        <source>Walled town with Flag</source>
        <translation>Miasto w murach z flagą</translation>
    </message>
    <message>
        <source>Small town, bend right, deer</source>
        <translation>Miasteczko, zakręt w prawo, jeleń</translation>
    </message>
    <message>
        <source>Farm with trail and turkey</source>
        <translation>Farma ze szlakiem i indykiem</translation>
    </message>
    <message>
        <source>Large town with Flag</source>
        <translation>Duże miasto z flagą</translation>
    </message>
    <message>
        <source>Two small towns at a corner</source>
        <translation>Dwa miasteczka w narożniku</translation>
    </message>
    <message>
        <source>Corner town with bend</source>
        <translation>Miasto narożne z zakrętem</translation>
    </message>
    <message>
        <source>Large town with trail and Trading Post</source>
        <translation>Duże miasto ze szlakiem i faktorią</translation>
    </message>
    <message>
        <source>Town across with Flag</source>
        <translation>Miasto na przestrzał z flagą</translation>
    </message>
    <message>
        <source>Corner town with Flag</source>
        <translation>Miasto narożne z flagą</translation>
    </message>
    <message>
        <source>Small town, bend left, bear</source>
        <translation>Miasteczko, zakręt w lewo, niedźwiedź</translation>
    </message>
    <message>
        <source>Corner town with bend and Flag</source>
        <translation>Miasto narożne z zakrętem i flagą</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end</source>
        <translation>Miasteczko na końcu szlaku</translation>
    </message>
    <message>
        <source>Two small towns facing</source>
        <translation>Dwa miasteczka naprzeciw siebie</translation>
    </message>
    <message>
        <source>Small town above a crossing</source>
        <translation>Miasteczko nad skrzyżowaniem</translation>
    </message>
    <message>
        <source>Town across with beaver</source>
        <translation>Miasto na przestrzał z bobrem</translation>
    </message>
    <message>
        <source>Large town with bison</source>
        <translation>Duże miasto z bizonem</translation>
    </message>
    <message>
        <source>Small town with Flag above a trail</source>
        <translation>Miasteczko z flagą nad szlakiem</translation>
    </message>
    <message>
        <source>Two small towns and a trail</source>
        <translation>Dwa miasteczka i szlak</translation>
    </message>
    <message>
        <source>Small town with Flag, two trails in</source>
        <translation>Miasteczko z flagą i dwoma szlakami do niego</translation>
    </message>
    <message>
        <source>Two small towns with bend</source>
        <translation>Dwa miasteczka z zakrętem</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end, deer</source>
        <translation>Miasteczko na końcu szlaku, jeleń</translation>
    </message>
    <message>
        <source>Corner town</source>
        <translation>Miasto narożne</translation>
    </message>
    <message>
        <source>Corner town with beaver</source>
        <translation>Miasto narożne z bobrem</translation>
    </message>
    <message>
        <source>Large town with Flag and trail</source>
        <translation>Duże miasto z flagą i szlakiem</translation>
    </message>
    <message>
        <source>Small town above a trail with Trading Post</source>
        <translation>Miasteczko nad szlakiem z faktorią</translation>
    </message>
    <message>
        <source>Two small towns facing, bison</source>
        <translation>Dwa miasteczka naprzeciw siebie, bizon</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Czat</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Powiedz coś przy stole…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Wiadomość czatu</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Wyślij</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>Clock</source>
        <translation>Zegar</translation>
    </message>
    <message>
        <source>Each turn has {time}. When they run out, the computer (Medium) plays the turn, and the game goes on. No move can be taken back.</source>
        <translation>Każda tura ma {time}. Gdy czas się skończy, turę rozgrywa komputer (Średni), a gra toczy się dalej. Żadnego ruchu nie można cofnąć.</translation>
    </message>
    <message>
        <source>Each player has {time} for the whole game, and {increment} s more after each of their moves. A player out of time has their turns played by the computer (Medium). No move can be taken back.</source>
        <translation>Każdy gracz ma {time} na całą grę i {increment} s więcej po każdym swoim ruchu. Gdy graczowi skończy się czas, jego tury rozgrywa komputer (Średni). Żadnego ruchu nie można cofnąć.</translation>
    </message>
    <message>
        <source>No clock: each player takes the time they need.</source>
        <translation>Bez zegara: każdy myśli tak długo, jak potrzebuje.</translation>
    </message>
</context>
<context>
    <name>ClockFaces</name>
    <message>
        <source>Time left: {time}</source>
        <translation>Pozostały czas: {time}</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Colour-blind mode: fixed colours with shape marks (Game ▸ Preferences)</source>
        <translation>Tryb dla daltonistów: stałe kolory ze znakami kształtu (Gra ▸ Ustawienia)</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Kolor gracza</translation>
    </message>
</context>
<context>
    <name>ConnectionIndicator</name>
    <message>
        <source>Connection</source>
        <translation>Połączenie</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Przeanalizuj tę grę</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>New World: something went wrong</source>
        <translation>New World: coś poszło nie tak</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <source>The details are in the log file&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</source>
        <translation>Szczegóły są w pliku dziennika&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The log file could not be written; the details are below.</source>
        <translation>Nie udało się zapisać pliku dziennika; szczegóły są poniżej.</translation>
    </message>
    <message>
        <source>New World met an unexpected error. Your game goes on as it was, and it is still autosaved after every turn.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Please send them with a description of what you did when you report the problem.</source>
        <translation>New World napotkał nieoczekiwany błąd. Twoja gra toczy się dalej bez zmian i nadal jest zapisywana automatycznie po każdej turze.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Zgłaszając problem, prześlij szczegóły wraz z opisem tego, co doprowadziło do błędu.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Kopiuj szczegóły</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>New World game</source>
        <translation>Gra New World</translation>
    </message>
    <message>
        <source>New World games (*.nwgame)</source>
        <translation>Gry New World (*.nwgame)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Załóż grę sieciową</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Zegar:</translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation>imię (opcjonalnie)</translation>
    </message>
    <message>
        <source>The server runs on this computer, port:</source>
        <translation>Serwer działa na tym komputerze, port:</translation>
    </message>
    <message>
        <source>Show the game on the local network</source>
        <translation>Pokaż grę w sieci lokalnej</translation>
    </message>
    <message>
        <source>Others may watch with the code</source>
        <translation>Inni mogą oglądać z kodem</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Widzowie mogą pisać na czacie</translation>
    </message>
    <message>
        <source>On a server at:</source>
        <translation>Na serwerze pod adresem:</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Załóż</translation>
    </message>
    <message>
        <source>Plays at this screen</source>
        <translation>Gra przy tym ekranie</translation>
    </message>
    <message>
        <source>Remote player (joins with the code)</source>
        <translation>Gracz zdalny (dołącza kodem)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Dołącz do gry sieciowej</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Your network games (come back to one):</source>
        <translation>Twoje gry sieciowe (wróć do jednej):</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation>Gry w sieci lokalnej:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Szukaj ponownie</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>Adres serwera:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Kod gry:</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see what every player may see)</source>
        <translation>Oglądaj jako widz (bez miejsca: widzisz to, co może zobaczyć każdy gracz)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>The game was added to your statistics.</source>
        <translation>Gra została dodana do twoich statystyk.</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics: {reason}</source>
        <translation>Nie udało się dodać gry do twoich statystyk: {reason}</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics yet ({reason}). It is kept and will be added later.</source>
        <translation>Nie udało się jeszcze dodać gry do twoich statystyk ({reason}). Gra została zachowana i zostanie dodana później.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n game(s) kept earlier to your statistics.</source>
        <translation>
            <numerusform>Dodano do twoich statystyk %n zachowaną wcześniej grę.</numerusform>
            <numerusform>Dodano do twoich statystyk %n zachowane wcześniej gry.</numerusform>
            <numerusform>Dodano do twoich statystyk %n zachowanych wcześniej gier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be added yet and are not counted here; they are kept and will be added later.</source>
        <translation>
            <numerusform>%n zakończonej gry nie udało się jeszcze dodać i nie jest tu liczona; została zachowana i zostanie dodana później.</numerusform>
            <numerusform>%n zakończonych gier nie udało się jeszcze dodać i nie są tu liczone; zostały zachowane i zostaną dodane później.</numerusform>
            <numerusform>%n zakończonych gier nie udało się jeszcze dodać i nie są tu liczone; zostały zachowane i zostaną dodane później.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the statistics…</source>
        <translation>Odczytywanie statystyk…</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({reason}). It was set aside as {kept} and a fresh one was started.</source>
        <translation>Plik statystyk był uszkodzony ({reason}). Odłożono go jako {kept} i założono nowy.</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {reason}</source>
        <translation>Nie można odczytać statystyk: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {file}</source>
        <translation>
            <numerusform>Wyeksportowano %n wiersz do {file}</numerusform>
            <numerusform>Wyeksportowano %n wiersze do {file}</numerusform>
            <numerusform>Wyeksportowano %n wierszy do {file}</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet: play a game to the end and it is counted here.</source>
        <translation>Brak ukończonych gier: rozegraj grę do końca, a zostanie tu policzona.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n rozegrana gra</numerusform>
            <numerusform>%n rozegrane gry</numerusform>
            <numerusform>%n rozegranych gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n wygrana</numerusform>
            <numerusform>%n wygrane</numerusform>
            <numerusform>%n wygranych</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first turn. Step forward with → or the buttons below.</source>
        <translation>Przed pierwszą turą. Idź naprzód klawiszem → lub przyciskami poniżej.</translation>
    </message>
    <message>
        <source>Replay: {file}</source>
        <translation>Powtórka: {file}</translation>
    </message>
    <message>
        <source>Replay of the last game</source>
        <translation>Powtórka ostatniej gry</translation>
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
        <translation>Ostatnio zakończone gry (kliknij dwukrotnie, aby odtworzyć):</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tura {turn} z {turns}</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tura</translation>
    </message>
    <message>
        <source>Cannot replay {file}: {reason}</source>
        <translation>Nie można odtworzyć {file}: {reason}</translation>
    </message>
    <message>
        <source>Review of your game</source>
        <translation>Analiza twojej gry</translation>
    </message>
    <message>
        <source>Review of {name}&apos;s game</source>
        <translation>Analiza gry: {name}</translation>
    </message>
    <message>
        <source>Looking at turn {done} of {total} with the computer&apos;s eyes…</source>
        <translation>Analiza tury {done} z {total} oczami komputera…</translation>
    </message>
    <message numerus="yes">
        <source>Review stopped after %n turn(s).</source>
        <translation>
            <numerusform>Analizę przerwano po %n turze.</numerusform>
            <numerusform>Analizę przerwano po %n turach.</numerusform>
            <numerusform>Analizę przerwano po %n turach.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review failed; the log file says why.</source>
        <translation>Analiza się nie powiodła; przyczyna jest w dzienniku.</translation>
    </message>
    <message>
        <source>The costliest turns: {turns}</source>
        <translation>Najkosztowniejsze tury: {turns}</translation>
    </message>
    <message>
        <source>Turn {number}: the best move the computer found. Well played!</source>
        <translation>Tura {number}: najlepszy ruch, jaki znalazł komputer. Dobrze zagrane!</translation>
    </message>
    <message>
        <source>Turn {number}: about {loss} points of expected lead lost. The better move is shown as a ghost on the board.</source>
        <translation>Tura {number}: utracono ok. {loss} pkt oczekiwanej przewagi. Lepszy ruch widać na planszy jako cień.</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>kolejność {order}</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Zagrano: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Lepiej: {move}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Łagodny</translation>
    </message>
    <message>
        <source>New to New World? A short tutorial teaches the game by playing it (about five minutes). You can leave it at any time, and find it again under Help ▸ Tutorial.</source>
        <translation>Pierwszy raz w New World? Krótki samouczek nauczy cię gry w trakcie rozgrywki (ok. pięciu minut). Możesz go opuścić w każdej chwili i znaleźć ponownie w Pomoc ▸ Samouczek.</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>czerwonymi</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>niebieskimi</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>żółtymi</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>fioletowymi</translation>
    </message>
    <message>
        <source>black</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>czarnymi</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>pomarańczowymi</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>różowymi</translation>
    </message>
    <message>
        <source>Welcome! You are {you}; a gentle computer plays {computer}. Lay your first card: drag the trail from your hand onto the highlighted cell by the coast. Turn it with R (or a right click) until its trail goes on from the coast&apos;s trail, then press Enter.</source>
        <translation>Witaj! Grasz {you}; łagodny komputer gra {computer}. Połóż pierwszą płytkę: przeciągnij szlak z ręki w podświetlone miejsce przy wybrzeżu. Obracaj ją klawiszem R (lub prawym kliknięciem), aż jej szlak przedłuży szlak wybrzeża, potem naciśnij Enter.</translation>
    </message>
    <message>
        <source>Claim the trail: lay this trail on the highlighted cell, then click the marker on its trail. A settler on a trail is a Robber. Press Enter.</source>
        <translation>Zajmij szlak: połóż ten szlak w podświetlonym miejscu, potem kliknij znacznik na jego szlaku. Osadnik na szlaku to Rozbójnik. Naciśnij Enter.</translation>
    </message>
    <message>
        <source>Finish your trail: the crossing on the highlighted cell ends it (press Enter, no settler). A finished trail scores at once, 1 point per card, for the most Robbers on it; your Robber comes home, and a Surveyor steps one column west.</source>
        <translation>Dokończ szlak: skrzyżowanie w podświetlonym miejscu go zamyka (naciśnij Enter, bez osadnika). Ukończony szlak od razu daje 1 punkt za płytkę graczowi z największą liczbą Rozbójników; twój Rozbójnik wraca do zapasu, a Mierniczy przesuwa się o kolumnę na zachód.</translation>
    </message>
    <message>
        <source>Claim a town: lay the town piece against New York on the highlighted cell and click the marker in the town: a Shopkeeper. The town is finished at once: 2 points per card, plus 4 for each Surveyor standing in your Shopkeeper&apos;s column.</source>
        <translation>Zajmij miasto: połóż fragment miasta w podświetlonym miejscu przy New York i kliknij znacznik w mieście: to Sklepikarz. Miasto od razu jest ukończone: 2 punkty za płytkę plus 4 za każdego Mierniczego w kolumnie twojego Sklepikarza.</translation>
    </message>
    <message>
        <source>Lay the last card on the highlighted cell: the game ends and the final scoring counts everything unfinished and the prairies.</source>
        <translation>Połóż ostatnią płytkę w podświetlonym miejscu: gra się kończy, a końcowa punktacja liczy wszystko, co nieukończone, oraz równiny.</translation>
    </message>
    <message>
        <source>The right cell, but this step wants the card turned another way: it is turned that way now.</source>
        <translation>Dobre miejsce, ale ten krok wymaga innego obrotu płytki: teraz jest już tak obrócona.</translation>
    </message>
    <message>
        <source>In that order your trail scores first, while no Surveyor stands in your Robber&apos;s column 3: no bonus. Lay the crossing again and move your trail down the list: scored second, it gets +4 from the Surveyor that has just stepped into column 3.</source>
        <translation>W tej kolejności twój szlak jest liczony pierwszy, gdy w kolumnie 3 twojego Rozbójnika nie stoi żaden Mierniczy: bez premii. Połóż skrzyżowanie jeszcze raz i przesuń swój szlak w dół listy: liczony jako drugi, dostanie +4 od Mierniczego, który właśnie wszedł do kolumny 3.</translation>
    </message>
    <message>
        <source>Well done: that was the whole game! The table shows the final scoring. Start a real game whenever you like.</source>
        <translation>Brawo: to była cała gra! Tabela pokazuje punktację końcową. Zacznij prawdziwą grę, kiedy zechcesz.</translation>
    </message>
    <message>
        <source>the tutorial&apos;s game is not saved</source>
        <translation>gra z samouczka nie jest zapisywana</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) reviewed: the best move found in {best}; {lost} points of expected lead lost in all.</source>
        <translation>
            <numerusform>Przeanalizowano %n turę: najlepszy ruch w {best}; łącznie utracono {lost} pkt oczekiwanej przewagi.</numerusform>
            <numerusform>Przeanalizowano %n tury: najlepszy ruch w {best}; łącznie utracono {lost} pkt oczekiwanej przewagi.</numerusform>
            <numerusform>Przeanalizowano %n tur: najlepszy ruch w {best}; łącznie utracono {lost} pkt oczekiwanej przewagi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim a farm: lay the farm on the highlighted cell and click the marker on the farmhouse: a Farmer. A farm is complete once all eight spaces around it hold cards (the coast&apos;s spaces count): then it scores 9, plus 4 for each Surveyor standing in your Farmer&apos;s column.</source>
        <translation>Zajmij farmę: połóż farmę w podświetlonym miejscu i kliknij znacznik na zagrodzie: to Farmer. Farma jest ukończona, gdy we wszystkich ośmiu miejscach wokół niej leżą płytki (miejsca na wybrzeżu też się liczą): wtedy daje 9 punktów plus 4 za każdego Mierniczego w kolumnie twojego Farmera.</translation>
    </message>
    <message>
        <source>Claim a prairie: lay this card on the highlighted cell and click the marker on the plains (a Trapper, lying down). Trappers stay to the end and score 1 per animal on their prairie. Then watch the computer: its card completes your farm.</source>
        <translation>Zajmij równinę: połóż tę płytkę w podświetlonym miejscu i kliknij znacznik na równinie (Traper, leży). Traperzy zostają do końca i dostają 1 punkt za zwierzę na swojej równinie. Potem obserwuj komputer: jego płytka ukończy twoją farmę.</translation>
    </message>
    <message>
        <source>The computer&apos;s card completed your farm: 9 points, plus 4 for the Surveyor in your Farmer&apos;s column 1, makes 13, and your Farmer came home. That scoring moved the Surveyor to column 2: the computer&apos;s Robber east of both went home unscored, your Trapper stayed. Now lay the crossing on the highlighted cell, a Robber on its north trail: it ends your trail and the computer&apos;s, and you choose the scoring order. Each scoring moves a Surveyor west, so score the computer&apos;s first (Down, then OK): your Robber in column 3 then gets +4.</source>
        <translation>Płytka komputera ukończyła twoją farmę: 9 punktów plus 4 za Mierniczego w kolumnie 1 twojego Farmera, razem 13, a twój Farmer wrócił do zapasu. Ta punktacja przesunęła Mierniczego do kolumny 2: Rozbójnik komputera na wschód od obu wrócił do zapasu bez punktów, twój Traper został. Teraz połóż skrzyżowanie w podświetlonym miejscu, z Rozbójnikiem na jego północnym szlaku: zamyka ono twój szlak i szlak komputera, a ty wybierasz kolejność punktacji. Każda punktacja przesuwa Mierniczego na zachód, więc najpierw podlicz szlak komputera (W dół, potem OK): twój Rozbójnik w kolumnie 3 dostanie wtedy +4.</translation>
    </message>
    <message>
        <source>Tutorial — step {step} of {steps}</source>
        <translation>Samouczek — krok {step} z {steps}</translation>
    </message>
    <message>
        <source>a Robber on the trail</source>
        <translation>Rozbójnika na szlaku</translation>
    </message>
    <message>
        <source>a Shopkeeper in the town</source>
        <translation>Sklepikarza w mieście</translation>
    </message>
    <message>
        <source>a Farmer on the farmhouse</source>
        <translation>Farmera na zagrodzie</translation>
    </message>
    <message>
        <source>a Trapper on the plains</source>
        <translation>Trapera na równinie</translation>
    </message>
    <message>
        <source>Not there: this step&apos;s card goes on the highlighted cell.</source>
        <translation>Nie tam: płytka z tego kroku idzie w podświetlone miejsce.</translation>
    </message>
    <message>
        <source>That is another spot: this step wants {settler}.</source>
        <translation>To inne miejsce: ten krok wymaga {settler}.</translation>
    </message>
    <message>
        <source>Put a settler on the card first: this step wants {settler}.</source>
        <translation>Najpierw postaw osadnika na płytce: ten krok wymaga {settler}.</translation>
    </message>
    <message>
        <source>No settler this time: click your settler again to take it back.</source>
        <translation>Tym razem bez osadnika: kliknij go ponownie, aby go zabrać.</translation>
    </message>
</context>
<context>
    <name>LearningWindows</name>
    <message>
        <source>Replay a game</source>
        <translation>Odtwórz grę</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <source>Welcome to New World</source>
        <translation>Witaj w New World</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source> turned {degrees}°</source>
        <translation> (obrót o {degrees}°)</translation>
    </message>
    <message>
        <source> with {role} on it</source>
        <translation> z {role}</translation>
    </message>
    <message>
        <source>{player} score {points}</source>
        <translation>{player} punktujesz — {points}</translation>
    </message>
    <message>
        <source>{player} scores {points}</source>
        <translation>{player} punktuje — {points}</translation>
    </message>
    <message>
        <source>A Surveyor steps west to column {column}</source>
        <translation>Mierniczy przesuwa się na zachód, do kolumny {column}</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; fits nowhere and leaves the game</source>
        <translation>„{card}” nigdzie nie pasuje i odpada z gry</translation>
    </message>
    <message>
        <source>{player} place &apos;{card}&apos; at {cell}</source>
        <translation>{player} kładziesz „{card}” na {cell}</translation>
    </message>
    <message>
        <source>{player} places &apos;{card}&apos; at {cell}</source>
        <translation>{player} kładzie „{card}” na {cell}</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after scoring</source>
        <translation>Twój {role} na {cell} wraca do zapasu po punktacji</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home east of the Surveyors</source>
        <translation>Twój {role} na {cell}, na wschód od Mierniczych, wraca do zapasu</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after the final scoring</source>
        <translation>Twój {role} na {cell} wraca do zapasu po punktacji końcowej</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after scoring</source>
        <translation>{role} gracza {player} na {cell} wraca do zapasu po punktacji</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home east of the Surveyors</source>
        <translation>{role} gracza {player} na {cell}, na wschód od Mierniczych, wraca do zapasu</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after the final scoring</source>
        <translation>{role} gracza {player} na {cell} wraca do zapasu po punktacji końcowej</translation>
    </message>
    <message>
        <source>Final scores:</source>
        <translation>Wyniki końcowe:</translation>
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
        <translation>Zwycięstwo: {players}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer plays this turn for you</source>
        <translation>Twój czas się skończył: komputer wykonuje tę turę za ciebie</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer plays this turn for them</source>
        <translation>Czas gracza {player} się skończył: komputer wykonuje tę turę zamiast gracza</translation>
    </message>
    <message>
        <source>{player} resign: a computer ({level}) plays your seat from now on; your points stand</source>
        <translation>{player} poddajesz się: od teraz twoje miejsce gra komputer ({level}); twoje punkty zostają</translation>
    </message>
    <message>
        <source>{player} resigns: a computer ({level}) plays the seat from now on; the points stand</source>
        <translation>{player} poddaje się: od teraz to miejsce gra komputer ({level}); punkty zostają</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} i {last}</translation>
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
        <translation>Ty</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Nie można rozpocząć gry</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation>Zastąpić plik tylko do odczytu?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Nie można zapisać gry</translation>
    </message>
    <message>
        <source>An autosaved game cannot be opened</source>
        <translation>Nie można otworzyć automatycznie zapisanej gry</translation>
    </message>
    <message>
        <source>Rules of New World</source>
        <translation>Zasady gry New World</translation>
    </message>
    <message>
        <source>About New World</source>
        <translation>O programie New World</translation>
    </message>
    <message>
        <source>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;A digital edition of &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; by Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Cards are painted by the program from the card data.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;Cyfrowa edycja gry &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; autorstwa Klausa-Jürgena Wredego (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Płytki rysuje program na podstawie ich danych.&lt;/p&gt;</translation>
    </message>
    <message>
        <source># Rules

The rules document was not found in this installation.</source>
        <translation># Zasady

W tej instalacji nie znaleziono dokumentu z zasadami.</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Gra sieciowa</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otwórz o&amp;statnie</translation>
    </message>
    <message>
        <source>&amp;Host network game…</source>
        <translation>Za&amp;łóż grę sieciową…</translation>
    </message>
    <message>
        <source>&amp;Join network game…</source>
        <translation>&amp;Dołącz do gry sieciowej…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>Podd&amp;aj się…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>&amp;Powtórka gry…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatystyki…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tura</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Po&amp;nów</translation>
    </message>
    <message>
        <source>&amp;Rotate card</source>
        <translation>&amp;Obróć płytkę</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Zatwierdź turę</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>D&amp;opasuj planszę</translation>
    </message>
    <message>
        <source>&amp;Remaining cards…</source>
        <translation>&amp;Pozostałe płytki…</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Dziennik gry</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>Dźwię&amp;k</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Pełny &amp;ekran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Samouczek</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;About New World</source>
        <translation>&amp;O programie New World</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Cannot start the game: {reason}</source>
        <translation>Nie można rozpocząć gry: {reason}</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (finished)</source>
        <translation>Ta gra jest otwarta także w innym oknie: tutaj toczy się dalej jako kopia (zakończona)</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (turn {turn})</source>
        <translation>Ta gra jest otwarta także w innym oknie: tutaj toczy się dalej jako kopia (tura {turn})</translation>
    </message>
    <message>
        <source>Resumed your last game (finished)</source>
        <translation>Wznowiono twoją ostatnią grę (zakończona)</translation>
    </message>
    <message>
        <source>Resumed your last game (turn {turn})</source>
        <translation>Wznowiono twoją ostatnią grę (tura {turn})</translation>
    </message>
    <message>
        <source>Opened {file} (finished)</source>
        <translation>Otwarto {file} (gra zakończona)</translation>
    </message>
    <message>
        <source>Opened {file} (turn {turn})</source>
        <translation>Otwarto {file} (tura {turn})</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Teraz nie jest tura gracza-człowieka.</translation>
    </message>
    <message>
        <source>Illegal move {move}: {reason}</source>
        <translation>Niedozwolony ruch {move}: {reason}</translation>
    </message>
    <message>
        <source>The computer player failed ({reason}); it plays a random move instead.</source>
        <translation>Błąd gracza komputerowego ({reason}); zamiast tego wykonuje on losowy ruch.</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>Nie można otworzyć {file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot save: {reason}</source>
        <translation>Nie można zapisać: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Zapisano w {file}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Autozapis nie powiódł się: {reason}</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>Autozapis znów działa.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>bez nazwy</translation>
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
        <translation>Porzucić bieżącą grę? (Zostanie w autozapisie.)</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it with this game anyway?</source>
        <translation>{file} jest tylko do odczytu. Mimo to zastąpić go tą grą?</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}

The game goes on. To keep it, use Game → Save as… (autosave tries again after every turn).</source>
        <translation>Nie udało się automatycznie zapisać gry: {reason}

Gra toczy się dalej. Aby ją zachować, użyj Gra → Zapisz jako… (autozapis ponawia próbę po każdej turze).</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation>Nie można otworzyć {file}: {reason}</translation>
    </message>
    <message>
        <source>The game was not saved to {file}: {reason}</source>
        <translation>Gra nie została zapisana w {file}: {reason}</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is the move this step asks for. Enter or Hint again plays it.</source>
        <translation>Podpowiedź ({cell}): to ruch, którego wymaga ten krok. Enter lub ponowna Podpowiedź go zagrywa.</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is where the Medium computer would play. Enter or Hint again plays it.</source>
        <translation>Podpowiedź ({cell}): tu zagrałby komputer na poziomie Średni. Enter lub ponowna Podpowiedź wykonuje ten ruch.</translation>
    </message>
    <message>
        <source>Completes your {feature}: +{points}</source>
        <translation>Kończy twój obszar ({feature}): +{points}</translation>
    </message>
    <message>
        <source>Claims the {feature} with {role}</source>
        <translation>Zajmuje obszar ({feature}) {role}</translation>
    </message>
    <message>
        <source>Lays the card and keeps your settlers for a better spot</source>
        <translation>Kładzie płytkę i zostawia osadników na lepsze miejsce</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Tura gracza {player}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Myśli…</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} myśli…</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N).</source>
        <translation>Rozpocznij nową grę (Ctrl+N).</translation>
    </message>
    <message>
        <source>Computer&apos;s turns:</source>
        <translation>Tury komputera:</translation>
    </message>
    <message>
        <source>How a computer&apos;s turn is shown: at once, or step by step (its card, its settler, then each scoring with its points).</source>
        <translation>Jak pokazywana jest tura komputera: od razu lub krok po kroku (jego płytka, jego osadnik, potem każda punktacja z punktami).</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>Card movements:</source>
        <translation>Ruchy płytek:</translation>
    </message>
    <message>
        <source>How fast cards, settlers and Surveyors glide into place, and points float up (off: they jump).</source>
        <translation>Jak szybko płytki, osadnicy i Mierniczowie wsuwają się na miejsce, a punkty unoszą się w górę (wył.: przeskakują).</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wył.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>To nie jest ruch w tej grze.</translation>
    </message>
    <message>
        <source>Cards lie west of the coast and within the map.</source>
        <translation>Płytki leżą na zachód od wybrzeża i w obrębie mapy.</translation>
    </message>
    <message>
        <source>A card already lies there.</source>
        <translation>Tam leży już płytka.</translation>
    </message>
    <message>
        <source>A card must touch a card or a starting space.</source>
        <translation>Płytka musi stykać się z inną płytką lub miejscem startowym.</translation>
    </message>
    <message>
        <source>The card&apos;s edges must continue the land next to it.</source>
        <translation>Krawędzie płytki muszą przedłużać sąsiedni teren.</translation>
    </message>
    <message>
        <source>No settler is left in the supply.</source>
        <translation>W zapasie nie ma już osadników.</translation>
    </message>
    <message>
        <source>A settler already stands there.</source>
        <translation>Tam stoi już osadnik.</translation>
    </message>
    <message>
        <source>That scoring order does not match the completed buildings.</source>
        <translation>Ta kolejność punktacji nie pasuje do ukończonych obszarów.</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>Nie ma tury do cofnięcia.</translation>
    </message>
    <message>
        <source>{sentence} ({detail})</source>
        <translation>{sentence} ({detail})</translation>
    </message>
    <message>
        <source>This file is not a New World saved game.</source>
        <translation>Ten plik nie jest zapisem gry New World.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of New World; update the game to open it.</source>
        <translation>Tę grę zapisała nowsza wersja New World; zaktualizuj program, aby ją otworzyć.</translation>
    </message>
    <message>
        <source>This game was played with a card set this version of New World does not have.</source>
        <translation>Tę grę rozegrano zestawem płytek, którego ta wersja New World nie ma.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>Plik jest o wiele za duży jak na zapis gry.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Zapis gry jest uszkodzony.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Nie można odczytać pliku.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Nie można zapisać pliku.</translation>
    </message>
    <message>
        <source>A saved game cannot hold these players or this seed.</source>
        <translation>Zapis gry nie może zawierać tych graczy ani tego ziarna.</translation>
    </message>
    <message>
        <source>The card does not fit there: drop it on an outlined cell.</source>
        <translation>Płytka tam nie pasuje: upuść ją w zaznaczonym miejscu.</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and is kept as {where}. {reason}</source>
        <translation>Nie można otworzyć autozapisu {file}; zachowano go jako {where}. {reason}</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and stays in {where}. {reason}</source>
        <translation>Nie można otworzyć autozapisu {file}; pozostaje w {where}. {reason}</translation>
    </message>
    <message>
        <source>Place card at {cell}</source>
        <translation>Połóż płytkę na {cell}</translation>
    </message>
    <message>
        <source>{date} · {players}</source>
        <translation>{date} · {players}</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>Wznowić niedokończoną grę?</translation>
    </message>
    <message>
        <source>Resume the unfinished game from last time?</source>
        <translation>Wznowić niedokończoną grę z ostatniego razu?</translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n card(s) left · {when}</source>
        <translation>
            <numerusform>Tura {turn} · została %n płytka · {when}</numerusform>
            <numerusform>Tura {turn} · zostały %n płytki · {when}</numerusform>
            <numerusform>Tura {turn} · zostało %n płytek · {when}</numerusform>
        </translation>
    </message>
    <message>
        <source>its file is dated in the future, so when it was played is not known</source>
        <translation>plik ma datę z przyszłości, więc nie wiadomo, kiedy grano</translation>
    </message>
    <message>
        <source>played just now</source>
        <translation>grano przed chwilą</translation>
    </message>
    <message>
        <source>played today at {time}</source>
        <translation>grano dziś o {time}</translation>
    </message>
    <message>
        <source>played yesterday at {time}</source>
        <translation>grano wczoraj o {time}</translation>
    </message>
    <message>
        <source>played on {date} at {time}</source>
        <translation>grano {date} o {time}</translation>
    </message>
    <message>
        <source>That turn is final: a computer has played since. (To take turns back for practice: Game ▸ Preferences.)</source>
        <translation>Ta tura jest ostateczna: od tego czasu zagrał już komputer. (Aby cofać tury w ramach treningu: Gra ▸ Ustawienia.)</translation>
    </message>
    <message numerus="yes">
        <source>Practice game: %n turn(s) taken back after the computers had played.</source>
        <translation>
            <numerusform>Gra treningowa: %n tura cofnięta po ruchach komputerów.</numerusform>
            <numerusform>Gra treningowa: %n tury cofnięte po ruchach komputerów.</numerusform>
            <numerusform>Gra treningowa: %n tur cofniętych po ruchach komputerów.</numerusform>
        </translation>
    </message>
    <message>
        <source>You resigned in turn {turn}; a computer ({level}) played your seat from then on.</source>
        <translation>Poddanie się w turze {turn}; od tej pory twoje miejsce grał komputer ({level}).</translation>
    </message>
    <message>
        <source>{player} resigned in turn {turn}; a computer ({level}) played the seat from then on.</source>
        <translation>{player}: poddanie się w turze {turn}; od tej pory to miejsce grał komputer ({level}).</translation>
    </message>
    <message>
        <source>{player} (resigned)</source>
        <translation>{player} (poddanie)</translation>
    </message>
    <message>
        <source>F: fit the board</source>
        <translation>F: dopasuj planszę</translation>
    </message>
    <message>
        <source>Enter: play it</source>
        <translation>Enter: zagraj</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>Brak podpowiedzi: {reason}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer played your turn</source>
        <translation>Twój czas się skończył: komputer rozegrał twoją turę</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer played their turn</source>
        <translation>Czas gracza {player} się skończył: komputer rozegrał jego turę</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Dźwięk włączony</translation>
    </message>
    <message>
        <source>Sound off (M turns it on)</source>
        <translation>Dźwięk wyłączony (M go włącza)</translation>
    </message>
    <message>
        <source>The computer is thinking for you…</source>
        <translation>Komputer myśli za ciebie…</translation>
    </message>
    <message>
        <source>The computer is playing for you…</source>
        <translation>Komputer gra za ciebie…</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <translation>{player} wykonuje ruch…</translation>
    </message>
    <message>
        <source>Final scoring: the buildings still open score now…</source>
        <translation>Końcowa punktacja: wciąż otwarte obszary są teraz liczone…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: drag the card from the hand onto an outlined cell, or click a cell.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;: przeciągnij płytkę z ręki w zaznaczone miejsce albo kliknij takie miejsce.</translation>
    </message>
    <message>
        <source>Settler: &lt;b&gt;{role}&lt;/b&gt;. Confirm with Enter.</source>
        <translation>Osadnik: &lt;b&gt;{role}&lt;/b&gt;. Zatwierdź Enterem.</translation>
    </message>
    <message>
        <source>Pick a settler marker (or none), then confirm with Enter.</source>
        <translation>Wybierz znacznik osadnika albo zrezygnuj z niego, potem zatwierdź Enterem.</translation>
    </message>
    <message>
        <source>Confirm with Enter, or take the card back (Ctrl+Z).</source>
        <translation>Zatwierdź Enterem albo cofnij płytkę (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Cards left: {count}</source>
        <translation>Pozostało płytek: {count}</translation>
    </message>
    <message>
        <source>Remaining cards: {count}</source>
        <translation>Pozostałe płytki: {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still in the stack</source>
        <translation>
            <numerusform>W stosie jest jeszcze %n płytka</numerusform>
            <numerusform>W stosie są jeszcze %n płytki</numerusform>
            <numerusform>W stosie jest jeszcze %n płytek</numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} wygrywa!</translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation>{players} wygrywają!</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Resigned · {level}</source>
        <translation>Poddanie · {level}</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Komputer · {level}</translation>
    </message>
    <message>
        <source>A person at this screen: the seats take turns at it.</source>
        <translation>Osoba przy tym ekranie: miejsca grają przy nim na zmianę.</translation>
    </message>
    <message>
        <source>Takes the turn that scores most at once. A gentle start.</source>
        <translation>Wybiera ruch, który od razu daje najwięcej punktów. Łagodny początek.</translation>
    </message>
    <message>
        <source>Weighs what every building may still bring. A fair game.</source>
        <translation>Waży, co każdy obszar może jeszcze przynieść. Wyrównana gra.</translation>
    </message>
    <message>
        <source>Looks a few turns ahead, about a second a move. A strong opponent.</source>
        <translation>Patrzy kilka tur naprzód, około sekundy na ruch. Silny przeciwnik.</translation>
    </message>
    <message>
        <source>Looks further ahead, about three seconds a move on every core. A real fight.</source>
        <translation>Patrzy dalej naprzód, około trzech sekund na ruch na wszystkich rdzeniach. Prawdziwa walka.</translation>
    </message>
    <message>
        <source>no settlers</source>
        <translation>bez osadników</translation>
    </message>
    <message>
        <source>no settlers left</source>
        <translation>brak osadników</translation>
    </message>
    <message>
        <source>track {space} · lap {lap}</source>
        <translation>pole {space} · okr. {lap}</translation>
    </message>
    <message>
        <source>track {space}</source>
        <translation>pole {space}</translation>
    </message>
    <message>
        <source>lap {lap}</source>
        <translation>okrążenie {lap}</translation>
    </message>
    <message numerus="yes">
        <source>%n in supply</source>
        <translation>
            <numerusform>%n w zapasie</numerusform>
            <numerusform>%n w zapasie</numerusform>
            <numerusform>%n w zapasie</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s card — drag it</source>
        <translation>{player}: przeciągnij</translation>
    </message>
    <message>
        <source>Your card — drag it</source>
        <translation>Przeciągnij płytkę</translation>
    </message>
    <message>
        <source>Settler: {role}</source>
        <translation>Osadnik: {role}</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Osadnik</translation>
    </message>
    <message>
        <source>No settlers left</source>
        <translation>Brak osadników</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Powoli</translation>
    </message>
    <message>
        <source>R / right click: rotate</source>
        <translation>R / prawy klik: obrót</translation>
    </message>
    <message>
        <source>Drag or click a marker
Space: none · Enter: confirm</source>
        <translation>Przeciągnij/kliknij znacznik
Spacja: żaden · Enter: OK</translation>
    </message>
    <message>
        <source>Enter: confirm
Ctrl+Z: take back</source>
        <translation>Enter: zatwierdź
Ctrl+Z: cofnij</translation>
    </message>
    <message numerus="yes">
        <source>{player}, {who}: %n point(s)</source>
        <translation>
            <numerusform>{player}, {who}: %n punkt</numerusform>
            <numerusform>{player}, {who}: %n punkty</numerusform>
            <numerusform>{player}, {who}: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n settler(s) in supply</source>
        <translation>
            <numerusform>, %n osadnik w zapasie</numerusform>
            <numerusform>, %n osadników w zapasie</numerusform>
            <numerusform>, %n osadników w zapasie</numerusform>
        </translation>
    </message>
    <message>
        <source>, winner</source>
        <translation>, zwycięzca</translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation>, teraz gra</translation>
    </message>
    <message>
        <source>No card in hand</source>
        <translation>Brak płytki w ręce</translation>
    </message>
    <message>
        <source>laid on {cell}, turned {degrees}°</source>
        <translation>położona na {cell}, obrót o {degrees}°</translation>
    </message>
    <message>
        <source>in hand, turned {degrees}°</source>
        <translation>w ręce, obrót o {degrees}°</translation>
    </message>
    <message>
        <source>Card: {card}, {where}</source>
        <translation>Płytka: {card}, {where}</translation>
    </message>
    <message>
        <source>, no settler</source>
        <translation>, bez osadnika</translation>
    </message>
    <message>
        <source>, settler: {role}</source>
        <translation>, osadnik: {role}</translation>
    </message>
    <message>
        <source>The board. Arrow keys: lay the card on the next cell where it fits; R: turn it; Tab: the next place for a settler; Space: no settler; Enter: confirm the turn.</source>
        <translation>Plansza. Strzałki: połóż płytkę w następnym pasującym miejscu; R: obróć ją; Tab: następny znacznik osadnika; Spacja: bez osadnika; Enter: zatwierdź turę.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn (computer)</source>
        <translation>Tura gracza {player} (komputer)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Plains</source>
        <translation>Równina</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Szlak</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Miasto</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farma</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>równina</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>szlak</translation>
    </message>
    <message>
        <source>town</source>
        <translation>miasto</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>farma</translation>
    </message>
    <message>
        <source>unfinished trail</source>
        <translation>niedokończony szlak</translation>
    </message>
    <message>
        <source>unfinished town</source>
        <translation>niedokończone miasto</translation>
    </message>
    <message>
        <source>unfinished farm</source>
        <translation>niedokończona farma</translation>
    </message>
    <message>
        <source>Trapper</source>
        <translation>Traper</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Rozbójnik</translation>
    </message>
    <message>
        <source>Shopkeeper</source>
        <translation>Sklepikarz</translation>
    </message>
    <message>
        <source>Farmer</source>
        <translation>Farmer</translation>
    </message>
    <message>
        <source>a Trapper</source>
        <translation>Traperem</translation>
    </message>
    <message>
        <source>a Robber</source>
        <translation>Rozbójnikiem</translation>
    </message>
    <message>
        <source>a Shopkeeper</source>
        <translation>Sklepikarzem</translation>
    </message>
    <message>
        <source>a Farmer</source>
        <translation>Farmerem</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Szlaki</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>Miasta</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Farmy</translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation>Mierniczowie</translation>
    </message>
    <message>
        <source>Unfinished trails</source>
        <translation>Niedokończone szlaki</translation>
    </message>
    <message>
        <source>Unfinished towns</source>
        <translation>Niedokończone miasta</translation>
    </message>
    <message>
        <source>Unfinished farms</source>
        <translation>Niedokończone farmy</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n płytka</numerusform>
            <numerusform>%n płytki</numerusform>
            <numerusform>%n płytek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Trading Post(s)</source>
        <translation>
            <numerusform>%n faktoria</numerusform>
            <numerusform>%n faktorie</numerusform>
            <numerusform>%n faktorii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Town Flag(s)</source>
        <translation>
            <numerusform>%n flaga</numerusform>
            <numerusform>%n flagi</numerusform>
            <numerusform>%n flag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n zwierzę</numerusform>
            <numerusform>%n zwierzęta</numerusform>
            <numerusform>%n zwierząt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Surveyor(s)</source>
        <translation>
            <numerusform>%n Mierniczy</numerusform>
            <numerusform>%n Mierniczych</numerusform>
            <numerusform>%n Mierniczych</numerusform>
        </translation>
    </message>
    <message>
        <source>completed farm</source>
        <translation>ukończona farma</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Baseline (Hard of 0.1.0)</source>
        <translation>Wzorcowy (Trudny z 0.1.0)</translation>
    </message>
    <message>
        <source>{time} a turn</source>
        <translation>{time} na turę</translation>
    </message>
    <message>
        <source>Chess clock {time} + {increment} s</source>
        <translation>Zegar szachowy {time} + {increment} s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączony</translation>
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
        <translation>kol. {column}, rz. {row}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
</context>
<context>
    <name>NetGameWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>Podd&amp;aj się…</translation>
    </message>
    <message>
        <source>Let others &amp;watch</source>
        <translation>Pozwól &amp;oglądać</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Opuść stół</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tura</translation>
    </message>
    <message>
        <source>&amp;Take the card back</source>
        <translation>&amp;Cofnij płytkę</translation>
    </message>
    <message>
        <source>Lobby and &amp;chat</source>
        <translation>Poczekalnia i &amp;czat</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Gra sieciowa</translation>
    </message>
</context>
<context>
    <name>NetPanel</name>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Chat lines not read</source>
        <translation>Nieprzeczytane wiadomości czatu</translation>
    </message>
    <message>
        <source>Show the lobby and the chat</source>
        <translation>Pokaż poczekalnię i czat</translation>
    </message>
    <message>
        <source>Fold the lobby and the chat away</source>
        <translation>Zwiń poczekalnię i czat</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>{player} joined the game.</source>
        <translation>{player} dołącza do gry.</translation>
    </message>
    <message>
        <source>{player} lost the connection.</source>
        <translation>{player} traci połączenie.</translation>
    </message>
    <message>
        <source>{player} is back.</source>
        <translation>{player} wraca do gry.</translation>
    </message>
    <message>
        <source>{player}&apos;s seat is played by the computer ({level}) from now on.</source>
        <translation>Od teraz za gracza {player} gra komputer ({level}).</translation>
    </message>
    <message>
        <source>{player} plays their seat again.</source>
        <translation>{player} znów gra na swoim miejscu.</translation>
    </message>
    <message>
        <source>The connection to the game was lost: trying again…</source>
        <translation>Utracono połączenie z grą: ponawianie…</translation>
    </message>
    <message>
        <source>Connected to the game again.</source>
        <translation>Ponownie połączono z grą.</translation>
    </message>
    <message>
        <source>You are watching game {code}: you see what every player may see.</source>
        <translation>Oglądasz grę {code}: widzisz to, co może zobaczyć każdy gracz.</translation>
    </message>
    <message>
        <source>The host has stopped the watching: you no longer follow the game.</source>
        <translation>Gospodarz wyłączył oglądanie: nie śledzisz już gry.</translation>
    </message>
    <message>
        <source>Game {code} has started.</source>
        <translation>Gra {code} się rozpoczęła.</translation>
    </message>
    <message>
        <source>The game is not shown on the local network ({reason}); friends join with the address and the code.</source>
        <translation>Gra nie jest widoczna w sieci lokalnej ({reason}); znajomi dołączają adresem i kodem.</translation>
    </message>
    <message>
        <source>Port {old} is in use: the game is hosted on port {new} this time. Tell the others the new address.</source>
        <translation>Port {old} jest zajęty: tym razem gra działa na porcie {new}. Podaj innym nowy adres.</translation>
    </message>
    <message>
        <source>The server at {address} does not answer yet: still trying…</source>
        <translation>Serwer pod adresem {address} jeszcze nie odpowiada: próbuję dalej…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Połączono</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Utracono połączenie: ponowne łączenie…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Brak połączenia</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>Czekamy na gracza {player}…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n second(s)).</source>
        <translation>
            <numerusform>Czekamy na gracza {player}, który stracił połączenie (gospodarz będzie mógł oddać jego miejsce komputerowi za %n sekundę).</numerusform>
            <numerusform>Czekamy na gracza {player}, który stracił połączenie (gospodarz będzie mógł oddać jego miejsce komputerowi za %n sekundy).</numerusform>
            <numerusform>Czekamy na gracza {player}, który stracił połączenie (gospodarz będzie mógł oddać jego miejsce komputerowi za %n sekund).</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer now).</source>
        <translation>Czekamy na gracza {player}, który stracił połączenie (gospodarz może już oddać jego miejsce komputerowi).</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Twoja tura.</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>{player} (komputer) wykonuje ruch…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>New World — network game</source>
        <translation>New World — gra sieciowa</translation>
    </message>
    <message>
        <source>New World — network game {code}</source>
        <translation>New World — gra sieciowa {code}</translation>
    </message>
    <message>
        <source>Game code: {code}</source>
        <translation>Kod gry: {code}</translation>
    </message>
    <message>
        <source>Friends join with Game → Join network game, the address {addresses} and this code.</source>
        <translation>Znajomi dołączają przez Gra → Dołącz do gry sieciowej, adres {addresses} i ten kod.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> lub </translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation>komputer · {level}</translation>
    </message>
    <message>
        <source>plays here</source>
        <translation>gra tutaj</translation>
    </message>
    <message>
        <source>open: waiting for a player</source>
        <translation>wolne: czeka na gracza</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>połączony</translation>
    </message>
    <message>
        <source>away</source>
        <translation>nieobecny</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Miejsce {number}</translation>
    </message>
    <message numerus="yes">
        <source>The seat may be handed to a computer in %n second(s).</source>
        <translation>
            <numerusform>Miejsce będzie można oddać komputerowi za %n sekundę.</numerusform>
            <numerusform>Miejsce będzie można oddać komputerowi za %n sekundy.</numerusform>
            <numerusform>Miejsce będzie można oddać komputerowi za %n sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Czekamy, aż gospodarz rozpocznie grę…</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open: wait for the players, or let a computer take them.</source>
        <translation>
            <numerusform>Wolne jest jeszcze %n miejsce: poczekaj na graczy albo oddaj je komputerowi.</numerusform>
            <numerusform>Wolne są jeszcze %n miejsca: poczekaj na graczy albo oddaj je komputerom.</numerusform>
            <numerusform>Wolnych jest jeszcze %n miejsc: poczekaj na graczy albo oddaj je komputerom.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Wszyscy są: zacznij, gdy zechcesz.</translation>
    </message>
    <message>
        <source>{player}&apos;s game</source>
        <translation>Gra gracza {player}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{code}: {players} (hosted here)</source>
        <translation>{code}: {players} (założona tutaj)</translation>
    </message>
    <message>
        <source>{code}: {players} (at {address})</source>
        <translation>{code}: {players} (pod adresem {address})</translation>
    </message>
    <message numerus="yes">
        <source>{server}: game {code}, %n open seat(s) ({players})</source>
        <translation>
            <numerusform>{server}: gra {code}, %n wolne miejsce ({players})</numerusform>
            <numerusform>{server}: gra {code}, %n wolne miejsca ({players})</numerusform>
            <numerusform>{server}: gra {code}, %n wolnych miejsc ({players})</numerusform>
        </translation>
    </message>
    <message>
        <source>{server} at {address} (no open game listed: ask the host for the code)</source>
        <translation>{server} pod adresem {address} (brak otwartych gier na liście: poproś gospodarza o kod)</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <translation>{player}: {text}</translation>
    </message>
    <message>
        <source>There is no game with that code on this server.</source>
        <translation>Na tym serwerze nie ma gry o tym kodzie.</translation>
    </message>
    <message>
        <source>That game has no open seat left.</source>
        <translation>W tej grze nie ma już wolnych miejsc.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>To miejsce jest zajęte.</translation>
    </message>
    <message>
        <source>That game is over.</source>
        <translation>Ta gra jest skończona.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back: its key does not fit any more.</source>
        <translation>Nie można odzyskać tego miejsca: jego klucz już nie pasuje.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Tylko gospodarz może to zrobić.</translation>
    </message>
    <message>
        <source>Every remote seat must be taken (or given to a computer) before the start.</source>
        <translation>Przed startem każde zdalne miejsce musi być zajęte (albo oddane komputerowi).</translation>
    </message>
    <message>
        <source>The game has started already.</source>
        <translation>Gra już się rozpoczęła.</translation>
    </message>
    <message>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation>Za dużo żądań naraz: odczekaj chwilę i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The server takes no more games now: {reason}</source>
        <translation>Serwer nie przyjmuje teraz więcej gier: {reason}</translation>
    </message>
    <message>
        <source>That turn was played already.</source>
        <translation>Ta tura została już rozegrana.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja tura.</translation>
    </message>
    <message>
        <source>The server refused the move: {reason}</source>
        <translation>Serwer odrzucił ruch: {reason}</translation>
    </message>
    <message>
        <source>Not connected to the game: try again when the connection is back.</source>
        <translation>Brak połączenia z grą: spróbuj ponownie, gdy połączenie wróci.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Serwer nie odpowiedział na czas.</translation>
    </message>
    <message>
        <source>The server cannot be reached: {reason}</source>
        <translation>Nie można połączyć się z serwerem: {reason}</translation>
    </message>
    <message>
        <source>The server&apos;s certificate is not trusted: {reason}</source>
        <translation>Certyfikat serwera nie jest zaufany: {reason}</translation>
    </message>
    <message>
        <source>That address cannot be used: {reason}</source>
        <translation>Nie można użyć tego adresu: {reason}</translation>
    </message>
    <message>
        <source>Not yet: {reason}</source>
        <translation>Jeszcze nie: {reason}</translation>
    </message>
    <message>
        <source>The server could not store that (its disk is full or cannot be written), so nothing changed: try again later.</source>
        <translation>Serwer nie mógł tego zapisać (jego dysk jest pełny albo nie da się na nim zapisywać), więc nic się nie zmieniło: spróbuj ponownie później.</translation>
    </message>
    <message>
        <source>Too many connections from your address: close some of your games on this server or wait a minute, then try again.</source>
        <translation>Za dużo połączeń z twojego adresu: zamknij część swoich gier na tym serwerze albo odczekaj minutę i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The server is full: it takes no more players now. Try again later.</source>
        <translation>Serwer jest pełny: nie przyjmuje teraz więcej graczy. Spróbuj ponownie później.</translation>
    </message>
    <message>
        <source>Your games on this server have as many Hard and Expert computer players as it allows: choose an easier level, or finish a game first.</source>
        <translation>Twoje gry na tym serwerze mają już tylu graczy komputerowych na poziomie Trudny i Ekspert, ilu on pozwala: wybierz łatwiejszy poziom albo najpierw dokończ jakąś grę.</translation>
    </message>
    <message>
        <source>The server says: {reason}</source>
        <translation>Serwer odpowiada: {reason}</translation>
    </message>
    <message>
        <source>Say your name: the others see it at the table.</source>
        <translation>Podaj swoje imię: inni zobaczą je przy stole.</translation>
    </message>
    <message>
        <source>At least one seat must be played at this screen.</source>
        <translation>Co najmniej jedno miejsce musi grać przy tym ekranie.</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Szukam gier w sieci lokalnej…</translation>
    </message>
    <message>
        <source>No game found on the local network: join with the address and the code.</source>
        <translation>Nie znaleziono gry w sieci lokalnej: dołącz adresem i kodem.</translation>
    </message>
    <message>
        <source>The game cannot be hosted: {reason}</source>
        <translation>Nie można założyć gry: {reason}</translation>
    </message>
    <message>
        <source>Cannot join the game: {reason}</source>
        <translation>Nie można dołączyć do gry: {reason}</translation>
    </message>
    <message>
        <source>{address} is not a server address (for example 192.168.1.20:7245 or ws://play.example.org).</source>
        <translation>{address} nie jest adresem serwera (na przykład 192.168.1.20:7245 lub ws://play.example.org).</translation>
    </message>
    <message>
        <source>{code} is not a game code: six letters and digits, as the host gave it.</source>
        <translation>{code} nie jest kodem gry: sześć liter i cyfr, tak jak podał gospodarz.</translation>
    </message>
    <message>
        <source>Network play is not available in this installation: {reason}</source>
        <translation>Gra sieciowa nie jest dostępna w tej instalacji: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays?&lt;/b&gt;  Two to five seats; computers think on their own.</source>
        <translation>&lt;b&gt;Kto gra?&lt;/b&gt;  Od dwóch do pięciu graczy; komputery myślą same.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Komputer {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Nazwa gracza {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Kto gra na miejscu {number}</translation>
    </message>
    <message>
        <source>Colour of player {number}</source>
        <translation>Kolor gracza {number}</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Zegar:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowo</translation>
    </message>
    <message>
        <source>A whole number from 0 to {largest}, or any word; empty: a random game</source>
        <translation>Liczba całkowita od 0 do {largest} lub dowolne słowo; puste: losowa gra</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Ziarno (opcjonalnie):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to {largest} (or a word), not {seed}.</source>
        <translation>Ziarno musi być liczbą całkowitą od 0 do {largest} (albo słowem), a nie {seed}.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name is longer than {largest} characters.</source>
        <translation>Nazwa gracza {number} ma więcej niż {largest} znaków.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name holds a control character.</source>
        <translation>Nazwa gracza {number} zawiera znak sterujący.</translation>
    </message>
    <message>
        <source>Player {number} cannot be seated ({detail}).</source>
        <translation>Gracz {number} nie może zająć miejsca ({detail}).</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Outline the cells where the card fits</source>
        <translation>Zaznaczaj miejsca, w których pasuje płytka</translation>
    </message>
    <message>
        <source>Colour-blind friendly player colours with shape marks</source>
        <translation>Kolory graczy dla daltonistów, ze znakami kształtu</translation>
    </message>
    <message>
        <source>Practice: let me take back turns the computers have answered
(the final table says so)</source>
        <translation>Trening: pozwól cofać tury, na które odpowiedziały już komputery
(tabela końcowa to odnotuje)</translation>
    </message>
    <message>
        <source>Otherwise a turn is final once a computer has played after it, so undo never shows the cards they drew.</source>
        <translation>W przeciwnym razie tura jest ostateczna, gdy tylko po niej zagra komputer, więc cofanie nigdy nie pokaże płytek, które wyciągnęły.</translation>
    </message>
    <message>
        <source>Hard searches on this many processor cores; Expert always uses all of them</source>
        <translation>Trudny liczy na tylu rdzeniach procesora; Ekspert zawsze używa wszystkich</translation>
    </message>
    <message>
        <source>Cores for the Hard computer player:</source>
        <translation>Rdzenie dla komputera Trudny:</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Rozmiar interfejsu</translation>
    </message>
    <message>
        <source>&amp;Interface size:</source>
        <translation>&amp;Rozmiar interfejsu:</translation>
    </message>
    <message>
        <source>A new language or interface size applies when New World starts next time.</source>
        <translation>Nowy język lub rozmiar interfejsu zacznie obowiązywać po ponownym uruchomieniu New World.</translation>
    </message>
    <message>
        <source>Sound and notifications</source>
        <translation>Dźwięk i powiadomienia</translation>
    </message>
    <message>
        <source>Sound effects (M turns them on and off)</source>
        <translation>Efekty dźwiękowe (M je włącza i wyłącza)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Głośność:</translation>
    </message>
    <message>
        <source>When it is my turn and the window is in the background,
say so in a desktop notification</source>
        <translation>Gdy jest moja kolej, a okno jest w tle,
pokaż powiadomienie na pulpicie</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Replay a game</source>
        <translation>Odtwórz grę</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Odtwórz</translation>
    </message>
    <message>
        <source>&amp;Other file…</source>
        <translation>&amp;Inny plik…</translation>
    </message>
</context>
<context>
    <name>RemainingDialog</name>
    <message>
        <source>not counting the card in hand; cards that fit nowhere leave the game</source>
        <translation>bez płytki w ręce; płytki, które nigdzie nie pasują, odpadają z gry</translation>
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
        <translation>Na początek (Home)</translation>
    </message>
    <message>
        <source>One turn back (←)</source>
        <translation>Turę wstecz (←)</translation>
    </message>
    <message>
        <source>One turn forward (→)</source>
        <translation>Turę naprzód (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na koniec (End)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>finished</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <source>unfinished, turn {turn} next, {cards}</source>
        <translation>niedokończona, następna tura {turn}, {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>została %n płytka</numerusform>
            <numerusform>zostały %n płytki</numerusform>
            <numerusform>zostało %n płytek</numerusform>
        </translation>
    </message>
    <message>
        <source>New World saved game (file version {version}, app {app}): {state}</source>
        <translation>Zapisana gra New World (wersja pliku {version}, aplikacja {app}): {state}</translation>
    </message>
    <message>
        <source>  {player} ({who}, {colour}): {score}</source>
        <translation>  {player} ({who}, {colour}): {score}</translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation> (zwycięzca)</translation>
    </message>
    <message>
        <source>Turn {number}: {line}</source>
        <translation>Tura {number}: {line}</translation>
    </message>
    <message>
        <source>  {line}</source>
        <translation>  {line}</translation>
    </message>
    <message>
        <source>Unfinished: turn {turn} next, {cards}; scores {scores}</source>
        <translation>Niedokończona: następna tura {turn}, {cards}; wyniki {scores}</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>Poddaj się</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resign the game?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Poddać grę?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A computer plays the seat to the end of the game; the points so far stand. Resigning is final: no turn before it can be taken back.</source>
        <translation>Komputer zagra to miejsce do końca gry; zdobyte punkty zostają. Poddanie się jest ostateczne: żadnej wcześniejszej tury nie można cofnąć.</translation>
    </message>
    <message>
        <source>Who resigns</source>
        <translation>Kto się poddaje</translation>
    </message>
    <message>
        <source>Who resigns:</source>
        <translation>Kto się poddaje:</translation>
    </message>
    <message>
        <source>Computer that plays on</source>
        <translation>Komputer, który gra dalej</translation>
    </message>
    <message>
        <source>Plays on for them:</source>
        <translation>Gra dalej:</translation>
    </message>
    <message>
        <source>A computer plays the seat from now on (the host&apos;s choice); the points so far stand. You may come back into the seat later: choose the game under Join network game, or Play it again in the lobby.</source>
        <translation>Od teraz to miejsce gra komputer (wybrany przez gospodarza); zdobyte punkty zostają. Możesz później wrócić na to miejsce: wybierz grę w „Dołącz do gry sieciowej” albo „Graj znowu” w lobby.</translation>
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
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Player:</source>
        <translation>Gracz:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Zagrano</translation>
    </message>
    <message>
        <source>Best found</source>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Utracone pkt</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Tura {number}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># How to play New World</source>
        <translation># Jak grać w New World</translation>
    </message>
    <message>
        <source>*New World* is a game of the westward trek. Starting from the east coast, you and your opponents lay landscape cards one by one; trails, towns, farms and prairies take shape, and you claim them with your settlers to score. The player with the most points after the last card wins.</source>
        <translation>*New World* to gra o wędrówce na zachód. Zaczynając od wschodniego wybrzeża, ty i twoi przeciwnicy dokładacie kolejno płytki krajobrazu; powstają szlaki, miasta, farmy i równiny, które zajmujecie swoimi osadnikami, by zdobywać punkty. Po ostatniej płytce wygrywa gracz z największą liczbą punktów.</translation>
    </message>
    <message>
        <source>## Your turn, in three steps</source>
        <translation>## Twoja tura w trzech krokach</translation>
    </message>
    <message>
        <source>1. **Lay the card you drew.** Drag it from the hand onto one of the outlined cells (or click a cell). It must touch a card already on the table, or one of the starting spaces on the coast, and every edge it touches must go on: trail to trail, town to town, prairie to prairie. Turn it with **R**, a right click, or a click on it once it lies on its cell (only rotations that fit there come up); dropped turned the wrong way, it turns to the nearest rotation that fits. The mouse wheel zooms the board.</source>
        <translation>1. **Połóż wyciągniętą płytkę.** Przeciągnij ją z ręki w jedno z zaznaczonych miejsc (albo kliknij takie miejsce). Musi stykać się z płytką leżącą już na stole albo z jednym z miejsc startowych na wybrzeżu, a każda krawędź, której dotyka, musi mieć ciąg dalszy: szlak do szlaku, miasto do miasta, równina do równiny. Obracaj ją klawiszem **R**, prawym kliknięciem albo kliknięciem na nią, gdy leży już na swoim miejscu (pojawiają się tylko obroty, które tam pasują); upuszczona źle obrócona, sama obraca się do najbliższego pasującego obrotu. Kółko myszy przybliża i oddala planszę.</translation>
    </message>
    <message>
        <source>2. **Place a settler, if you like** — only on the card you just laid, and only on a trail, town, prairie or farm that nobody occupies yet (however far it reaches). Your settler&apos;s role follows from where it stands:</source>
        <translation>2. **Postaw osadnika, jeśli chcesz** — tylko na właśnie położonej płytce i tylko na szlaku, w mieście, na równinie lub farmie, których nikt jeszcze nie zajął (choćby sięgały daleko). Rola osadnika zależy od tego, gdzie stoi:</translation>
    </message>
    <message>
        <source>- a **Robber** on a trail,</source>
        <translation>- **Rozbójnik** na szlaku,</translation>
    </message>
    <message>
        <source>- a **Shopkeeper** in a town,</source>
        <translation>- **Sklepikarz** w mieście,</translation>
    </message>
    <message>
        <source>- a **Farmer** on a farm (the farmhouse in the middle of a card),</source>
        <translation>- **Farmer** na farmie (zagroda pośrodku płytki),</translation>
    </message>
    <message>
        <source>- a **Trapper** on a prairie (lying down: Trappers stay until the end).</source>
        <translation>- **Traper** na równinie (leży: Traperzy zostają do końca gry).</translation>
    </message>
    <message>
        <source>Click a marker on the card, or press **Space** for no settler, then **Enter** to end your turn. Until then **Ctrl+Z** takes the card back.</source>
        <translation>Kliknij znacznik na płytce albo naciśnij **Spację**, by nie stawiać osadnika, a potem **Enter**, by zakończyć turę. Do tego czasu **Ctrl+Z** cofa płytkę.</translation>
    </message>
    <message>
        <source>3. **Score what you completed.** A finished trail, town or farm scores at once for the player with the most settlers on it (ties all score), and the settlers go home to be used again.</source>
        <translation>3. **Podlicz ukończone obszary.** Ukończony szlak, miasto lub farma od razu daje punkty graczowi, który ma na nim najwięcej osadników (przy remisie punktują wszyscy remisujący), a osadnicy wracają do zapasu i można ich użyć ponownie.</translation>
    </message>
    <message>
        <source>## What scores</source>
        <translation>## Co daje punkty</translation>
    </message>
    <message>
        <source>| | when it is finished | at the end of the game, unfinished |</source>
        <translation>| | po ukończeniu | na koniec gry, nieukończone |</translation>
    </message>
    <message>
        <source>| **Trail** (both ends at a crossing, town, farm or a trail starting space, or a loop) | 1 per card + 2 per Trading Post | the same |</source>
        <translation>| **Szlak** (oba końce na skrzyżowaniu, mieście, farmie lub miejscu startowym ze szlakiem albo zamknięta pętla) | 1 za płytkę + 2 za faktorię | tak samo |</translation>
    </message>
    <message>
        <source>| **Town** (walls all round) | 2 per card + 2 per Town Flag | 1 per card + 1 per Flag |</source>
        <translation>| **Miasto** (mury dookoła) | 2 za płytkę + 2 za flagę | 1 za płytkę + 1 za flagę |</translation>
    </message>
    <message>
        <source>| **Farm** (all 8 cards around it laid) | 9 | 1 per card (its own and those around it) |</source>
        <translation>| **Farma** (położone wszystkie 8 płytek wokół niej) | 9 | 1 za płytkę (jej własną i te wokół) |</translation>
    </message>
    <message>
        <source>| **Prairie** (Trappers) | — | 1 per animal, for the most Trappers on it |</source>
        <translation>| **Równina** (Traperzy) | — | 1 za zwierzę, dla gracza z największą liczbą Traperów na niej |</translation>
    </message>
    <message>
        <source>A trail or town that runs into the sea (east of a card in column 1, north or south of the starting spaces) can never be finished.</source>
        <translation>Szlak lub miasto, które wychodzi na morze (na wschód od płytki w kolumnie 1, na północ lub na południe od miejsc startowych), nigdy nie zostanie ukończone.</translation>
    </message>
    <message>
        <source>## The Surveyors</source>
        <translation>## Mierniczowie</translation>
    </message>
    <message>
        <source>Two white Surveyors follow the trek west. Each time a building is scored, its scorers get **+4 for each Surveyor standing in the same column** as one of their settlers on it. Then a Surveyor steps one column west, and every Robber, Shopkeeper and Farmer left **east of both Surveyors goes home unscored** — so don&apos;t linger near the coast! (Trappers stay.) While no card lies west of the Surveyors they cannot step, and then nobody goes home either.</source>
        <translation>Dwaj biali Mierniczowie podążają na zachód. Za każdym razem, gdy w trakcie gry punktowany jest obszar, punktujący gracze dostają **+4 za każdego Mierniczego stojącego w tej samej kolumnie** co któryś z ich osadników na tym obszarze. Potem jeden Mierniczy przesuwa się o kolumnę na zachód, a każdy Rozbójnik, Sklepikarz i Farmer, który został **na wschód od obu Mierniczych, wraca do zapasu bez punktów** — nie ociągaj się przy wybrzeżu! (Traperzy zostają.) Dopóki na zachód od Mierniczych nie leży żadna płytka, nie mogą się oni przesunąć i wtedy nikt też nie wraca do zapasu.</translation>
    </message>
    <message>
        <source>When one card finishes several buildings, you choose the order they score in: it can matter, because each scoring moves a Surveyor.</source>
        <translation>Gdy jedna płytka kończy kilka obszarów, sam wybierasz kolejność ich punktacji: może to mieć znaczenie, bo każda punktacja przesuwa Mierniczego.</translation>
    </message>
    <message>
        <source>## Handy keys</source>
        <translation>## Przydatne klawisze</translation>
    </message>
    <message>
        <source>**R** rotate · **Space** no settler · **Enter** end the turn · **Ctrl+Z** undo (a turn a computer has answered is final, unless you allow practice in Game ▸ Preferences) · **Ctrl+Shift+Z** redo · **T** the cards still to come · **H** the game log · **F** fit the board · **F1** a hint (shown as a faint card with the reason; **Enter** or **F1** again plays it) · **Ctrl+S** save · **Ctrl+N** new game · mouse wheel zoom, drag to pan.</source>
        <translation>**R** obrót · **Spacja** bez osadnika · **Enter** koniec tury · **Ctrl+Z** cofnij (tura, na którą odpowiedział już komputer, jest ostateczna, chyba że zezwolisz na trening w Gra ▸ Ustawienia) · **Ctrl+Shift+Z** ponów · **T** płytki, które jeszcze zostały · **H** dziennik gry · **F** dopasuj planszę · **F1** podpowiedź (blada płytka z uzasadnieniem; **Enter** lub ponowne **F1** ją zagrywa) · **Ctrl+S** zapisz · **Ctrl+N** nowa gra · kółko myszy przybliża i oddala, przeciąganie przesuwa widok.</translation>
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
            <numerusform>%n zwierzę</numerusform>
            <numerusform>%n zwierzęta</numerusform>
            <numerusform>%n zwierząt</numerusform>
        </translation>
    </message>
    <message>
        <source>{feature}, {cards}, {state}: {points}</source>
        <translation>{feature}, {cards}, {state}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n płytka</numerusform>
            <numerusform>%n płytki</numerusform>
            <numerusform>%n płytek</numerusform>
        </translation>
    </message>
    <message>
        <source>complete</source>
        <translation>budowa ukończona</translation>
    </message>
    <message>
        <source>open</source>
        <translation>w budowie</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
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
        <translation>nikt</translation>
    </message>
    <message>
        <source>{feature} of {cards} through {cell} — {players}</source>
        <translation>{feature}, {cards}, przez {cell} — {players}</translation>
    </message>
    <message>
        <source>{feature} of {cards} — {players}</source>
        <translation>{feature}, {cards} — {players}</translation>
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
        <translation>Kolejność punktacji</translation>
    </message>
    <message>
        <source>Several buildings are complete. Score them in this order
(each scoring moves a Surveyor west, which may send settlers home):</source>
        <translation>Ukończono kilka obszarów. Podlicz je w tej kolejności
(każda punktacja przesuwa Mierniczego na zachód, co może odesłać osadników do zapasu):</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>W dół</translation>
    </message>
    <message>
        <source>Score the selected building earlier</source>
        <translation>Podlicz wybrany obszar wcześniej</translation>
    </message>
    <message>
        <source>Score the selected building later</source>
        <translation>Podlicz wybrany obszar później</translation>
    </message>
    <message>
        <source>Buildings in scoring order</source>
        <translation>Obszary w kolejności punktacji</translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected building</source>
        <translation>Ctrl+↑ i Ctrl+↓ przesuwają wybrany obszar</translation>
    </message>
</context>
<context>
    <name>ScreenAccessibility</name>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Card in hand</source>
        <translation>Płytka w ręce</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Gracze i wyniki</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ta tura</translation>
    </message>
    <message>
        <source>Cards left in the stack</source>
        <translation>Płytki pozostałe w stosie</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Computer plays</source>
        <translation>Gra komputer</translation>
    </message>
    <message>
        <source>Let a computer of the chosen level play this seat</source>
        <translation>Niech komputer wybranego poziomu gra na tym miejscu</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Graj znowu</translation>
    </message>
    <message>
        <source>Take this seat back from the computer</source>
        <translation>Odbierz to miejsce komputerowi</translation>
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
        <translation>Gra z serii Carcassonne</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>GRACZE</translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation>TA TURA</translation>
    </message>
    <message>
        <source>GAME LOG  (H)</source>
        <translation>DZIENNIK GRY  (H)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Pokaż:</translation>
    </message>
    <message>
        <source>Average points per game by category</source>
        <translation>Średnia punktów na grę według kategorii</translation>
    </message>
    <message>
        <source>Average points by category</source>
        <translation>Średnie punkty według kategorii</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <translation>Wygrane według przeciwnika</translation>
    </message>
    <message>
        <source>Score in each game</source>
        <translation>Wynik w każdej grze</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Every human player</source>
        <translation>Wszyscy gracze-ludzie</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Komputer: {level}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Wygrane gry</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% wygranych</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Settlers sent home by the Surveyors</source>
        <translation>Osadnicy odesłani przez Mierniczych</translation>
    </message>
    <message>
        <source>Longest trail (cards)</source>
        <translation>Najdłuższy szlak (płytki)</translation>
    </message>
    <message>
        <source>Biggest town (cards)</source>
        <translation>Największe miasto (płytki)</translation>
    </message>
    <message>
        <source>Games resigned</source>
        <translation>Poddane gry</translation>
    </message>
    <message>
        <source>game</source>
        <translation>gra</translation>
    </message>
    <message>
        <source>people</source>
        <translation>ludzie</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Eksportuj statystyki</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Terminal</name>
    <message>
        <source>Board: columns from the west (left) to the coast (column 0, right), rows from the north (top) to the south. Each card is 3 by 3 signs: {signs}, ~ sea; its middle shows a settler&apos;s seat number. S marks a Surveyor&apos;s column.</source>
        <translation>Plansza: kolumny od zachodu (z lewej) do wybrzeża (kolumna 0, z prawej), wiersze od północy (u góry) na południe. Każda płytka to 3 na 3 znaki: {signs}, ~ morze; jej środek pokazuje numer miejsca osadnika. S oznacza kolumnę Mierniczego.</translation>
    </message>
    <message>
        <source>Surveyors: columns {first} and {second}</source>
        <translation>Mierniczowie: kolumny {first} i {second}</translation>
    </message>
    <message>
        <source>Turn {number}: your move</source>
        <translation>Tura {number}: twój ruch</translation>
    </message>
    <message>
        <source>Turn {number}: {player} to move</source>
        <translation>Tura {number}: ruch gracza {player}</translation>
    </message>
    <message>
        <source>{player} {points} points, {settlers} settlers</source>
        <translation>{player}: punkty {points}, osadnicy {settlers}</translation>
    </message>
    <message>
        <source>Scores: {each}</source>
        <translation>Wyniki: {each}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stack</source>
        <translation>
            <numerusform>W stosie jest %n płytka</numerusform>
            <numerusform>W stosie są %n płytki</numerusform>
            <numerusform>W stosie jest %n płytek</numerusform>
        </translation>
    </message>
    <message>
        <source>The card: {card}</source>
        <translation>Płytka: {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s):</source>
        <translation>
            <numerusform>%n dozwolony ruch:</numerusform>
            <numerusform>%n dozwolone ruchy:</numerusform>
            <numerusform>%n dozwolonych ruchów:</numerusform>
        </translation>
    </message>
    <message>
        <source>{cell} turned {degrees}°</source>
        <translation>{cell} obrócona o {degrees}°</translation>
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
        <translation>Pn</translation>
    </message>
    <message>
        <source>E</source>
        <translation>Wsch</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Pd</translation>
    </message>
    <message>
        <source>W</source>
        <translation>Zach</translation>
    </message>
    <message>
        <source>Your move: a number, a move (3,2/1 R0), hint, undo, save FILE, board, resign, help or quit</source>
        <translation>Twój ruch: numer, ruch (3,2/1 R0), hint, undo, save PLIK, board, resign, help lub quit</translation>
    </message>
    <message>
        <source>Type the number of a legal move, or a move as the list writes it after each move (column,row/quarter turns, then the settler&apos;s role letter and the card&apos;s feature number, then &gt;order if several buildings complete). hint plays the suggested move; undo takes your last move back; save FILE saves the game; board shows the board again; resign [LEVEL] leaves your seat to a computer (Medium unless you name another level) for the rest of the game; quit saves and stops.</source>
        <translation>Wpisz numer dozwolonego ruchu albo ruch tak, jak lista zapisuje go po każdym ruchu (kolumna,wiersz/ćwierćobroty, potem litera roli osadnika i numer części płytki, potem &gt;kolejność, jeśli kończy się kilka obszarów). hint wykonuje podpowiadany ruch; undo cofa twój ostatni ruch; save PLIK zapisuje grę; board znowu pokazuje planszę; resign [POZIOM] oddaje twoje miejsce komputerowi (Średni, chyba że podasz inny poziom) do końca gry; quit zapisuje i kończy.</translation>
    </message>
    <message>
        <source>{player} {time}</source>
        <translation>{player} {time}</translation>
    </message>
    <message>
        <source>Time ({clock}): {each}</source>
        <translation>Czas ({clock}): {each}</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Pozostały czas: {time}</translation>
    </message>
    <message>
        <source>Resign? A computer ({level}) plays your seat to the end of the game; your points stand, and no move before it can be taken back. Type yes to resign.</source>
        <translation>Poddać się? Komputer ({level}) zagra twoje miejsce do końca gry; twoje punkty zostają, a żadnego wcześniejszego ruchu nie można cofnąć. Wpisz tak, aby się poddać.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>You play on.</source>
        <translation>Grasz dalej.</translation>
    </message>
    <message>
        <source>No computer level {level}: choose {levels}</source>
        <translation>Nie ma poziomu {level}: wybierz {levels}</translation>
    </message>
    <message>
        <source>{player} ({level}) thinks…</source>
        <translation>{player} ({level}) myśli…</translation>
    </message>
    <message>
        <source>Not a move nor a command: {text} (type help)</source>
        <translation>To nie ruch ani polecenie: {text} (wpisz help)</translation>
    </message>
    <message>
        <source>There is no move {number}: choose 1 to {count}</source>
        <translation>Nie ma ruchu {number}: wybierz od 1 do {count}</translation>
    </message>
    <message>
        <source>Refused: {move}: {reason}</source>
        <translation>Odrzucono: {move}: {reason}</translation>
    </message>
    <message>
        <source>The hint plays {move}</source>
        <translation>Podpowiedź wykonuje {move}</translation>
    </message>
    <message numerus="yes">
        <source>Took back %n turn(s)</source>
        <translation>
            <numerusform>Cofnięto %n turę</numerusform>
            <numerusform>Cofnięto %n tury</numerusform>
            <numerusform>Cofnięto %n tur</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to take back: no move of yours, or a computer has answered it since (--practice allows that)</source>
        <translation>Nie ma czego cofnąć: brak twojego ruchu albo komputer już na niego odpowiedział (--practice na to pozwala)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Zapisano w {path}</translation>
    </message>
    <message>
        <source>Cannot save to {path}: {reason}</source>
        <translation>Nie można zapisać w {path}: {reason}</translation>
    </message>
    <message>
        <source>Game over:</source>
        <translation>Koniec gry:</translation>
    </message>
    <message>
        <source>{player}: {points}</source>
        <translation>{player}: {points}</translation>
    </message>
    <message>
        <source>{player}: {points} (resigned in turn {turn})</source>
        <translation>{player}: {points} (poddanie w turze {turn})</translation>
    </message>
    <message>
        <source>Stopped before the end; the game is saved.</source>
        <translation>Przerwano przed końcem; gra jest zapisana.</translation>
    </message>
</context>
<context>
    <name>TurnBox</name>
    <message>
        <source>⟳ Rotate</source>
        <translation>⟳ Obróć</translation>
    </message>
    <message>
        <source>Rotate the card (R, right click)</source>
        <translation>Obróć płytkę (R, prawy klik)</translation>
    </message>
    <message>
        <source>No settler</source>
        <translation>Bez osadnika</translation>
    </message>
    <message>
        <source>Place no settler (Space)</source>
        <translation>Nie stawiaj osadnika (Spacja)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take the card back (Ctrl+Z)</source>
        <translation>Cofnij płytkę (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Confirm turn  ⏎</source>
        <translation>Zatwierdź turę  ⏎</translation>
    </message>
    <message>
        <source>Cards left: –</source>
        <translation>Pozostało płytek: –</translation>
    </message>
    <message>
        <source>Cards still in the stack, not counting the one in hand. Show them (T)</source>
        <translation>Płytki pozostałe w stosie, bez tej w ręce. Pokaż je (T)</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Start a real game</source>
        <translation>Zacznij prawdziwą grę</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Opuść samouczek</translation>
    </message>
    <message>
        <source>Close the tutorial</source>
        <translation>Zamknij samouczek</translation>
    </message>
</context>
</TS>
