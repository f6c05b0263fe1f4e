<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Autosave failed</source>
        <translation>Autoguardado fallido</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Four-way crossing</source>
        <translation>Cruce de cuatro caminos</translation>
    </message>
    <message>
        <source>Trail with Trading Post</source>
        <translation>Camino con puesto comercial</translation>
    </message>
    <message>
        <source>Bend with bison</source>
        <translation>Curva con bisonte</translation>
    </message>
    <message>
        <source>Bend with Trading Post</source>
        <translation>Curva con puesto comercial</translation>
    </message>
    <message>
        <source>Four-way crossing with Trading Post</source>
        <translation>Cruce de cuatro caminos con puesto comercial</translation>
    </message>
    <message>
        <source>Three-way crossing with deer</source>
        <translation>Cruce de tres caminos con ciervo</translation>
    </message>
    <message>
        <source>Trail by the beaver pond</source>
        <translation>Camino junto al estanque de castores</translation>
    </message>
    <message>
        <source>Trail with deer</source>
        <translation>Camino con ciervo</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <source>Bend with bear</source>
        <translation>Curva con oso</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Three-way crossing</source>
        <translation>Cruce de tres caminos</translation>
    </message>
    <message>
        <source>Trail with Trading Post and turkey</source>
        <translation>Camino con puesto comercial y pavo</translation>
    </message>
    <message>
        <source>Bend with turkey</source>
        <translation>Curva con pavo</translation>
    </message>
    <message>
        <source>Three-way crossing with Trading Post</source>
        <translation>Cruce de tres caminos con puesto comercial</translation>
    </message>
    <message>
        <source>Small town with turkey</source>
        <translation>Pueblo pequeño con pavo</translation>
    </message>
    <message>
        <source>Bend</source>
        <translation>Curva</translation>
    </message>
    <message>
        <source>Small town</source>
        <translation>Pueblo pequeño</translation>
    </message>
    <message>
        <source>Trail between two herds</source>
        <translation>Camino entre dos manadas</translation>
    </message>
    <message>
        <source>Open prairie</source>
        <translation>Pradera abierta</translation>
    </message>
    <message>
        <source>Small town above a trail</source>
        <translation>Pueblo pequeño sobre un camino</translation>
    </message>
    <message>
        <source>Farm with bear</source>
        <translation>Granja con oso</translation>
    </message>
    <message>
        <source>Farm with trail and Trading Post</source>
        <translation>Granja con camino y puesto comercial</translation>
    </message>
    <message>
        <source>Farm between two trails</source>
        <translation>Granja entre dos caminos</translation>
    </message>
    <message>
        <source>Walled town with Flag</source>
        <translation>Pueblo amurallado con bandera</translation>
    </message>
    <message>
        <source>Small town, bend right, deer</source>
        <translation>Pueblo pequeño, curva a la derecha, ciervo</translation>
    </message>
    <message>
        <source>Farm with trail and turkey</source>
        <translation>Granja con camino y pavo</translation>
    </message>
    <message>
        <source>Large town with Flag</source>
        <translation>Pueblo grande con bandera</translation>
    </message>
    <message>
        <source>Two small towns at a corner</source>
        <translation>Dos pueblos pequeños en esquina</translation>
    </message>
    <message>
        <source>Corner town with bend</source>
        <translation>Pueblo de esquina con curva</translation>
    </message>
    <message>
        <source>Large town with trail and Trading Post</source>
        <translation>Pueblo grande con camino y puesto comercial</translation>
    </message>
    <message>
        <source>Town across with Flag</source>
        <translation>Pueblo de lado a lado con bandera</translation>
    </message>
    <message>
        <source>Corner town with Flag</source>
        <translation>Pueblo de esquina con bandera</translation>
    </message>
    <message>
        <source>Small town, bend left, bear</source>
        <translation>Pueblo pequeño, curva a la izquierda, oso</translation>
    </message>
    <message>
        <source>Corner town with bend and Flag</source>
        <translation>Pueblo de esquina con curva y bandera</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end</source>
        <translation>Pueblo pequeño al final de un camino</translation>
    </message>
    <message>
        <source>Two small towns facing</source>
        <translation>Dos pueblos pequeños enfrentados</translation>
    </message>
    <message>
        <source>Small town above a crossing</source>
        <translation>Pueblo pequeño sobre un cruce</translation>
    </message>
    <message>
        <source>Town across with beaver</source>
        <translation>Pueblo de lado a lado con castor</translation>
    </message>
    <message>
        <source>Large town with bison</source>
        <translation>Pueblo grande con bisonte</translation>
    </message>
    <message>
        <source>Small town with Flag above a trail</source>
        <translation>Pueblo pequeño con bandera sobre un camino</translation>
    </message>
    <message>
        <source>Two small towns and a trail</source>
        <translation>Dos pueblos pequeños y un camino</translation>
    </message>
    <message>
        <source>Small town with Flag, two trails in</source>
        <translation>Pueblo pequeño con bandera y dos caminos de entrada</translation>
    </message>
    <message>
        <source>Two small towns with bend</source>
        <translation>Dos pueblos pequeños con curva</translation>
    </message>
    <message>
        <source>Small town at a trail&apos;s end, deer</source>
        <translation>Pueblo pequeño al final de un camino, ciervo</translation>
    </message>
    <message>
        <source>Corner town</source>
        <translation>Pueblo de esquina</translation>
    </message>
    <message>
        <source>Corner town with beaver</source>
        <translation>Pueblo de esquina con castor</translation>
    </message>
    <message>
        <source>Large town with Flag and trail</source>
        <translation>Pueblo grande con bandera y camino</translation>
    </message>
    <message>
        <source>Small town above a trail with Trading Post</source>
        <translation>Pueblo pequeño sobre un camino con puesto comercial</translation>
    </message>
    <message>
        <source>Two small towns facing, bison</source>
        <translation>Dos pueblos pequeños enfrentados, bisonte</translation>
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
        <translation>Di algo a la mesa…</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Mensaje de chat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Each turn has {time}. When they run out, the computer (Medium) plays the turn, and the game goes on. No move can be taken back.</source>
        <translation>Cada turno tiene {time}. Cuando se acaba, el ordenador (Medio) juega el turno y la partida sigue. Ninguna jugada se puede deshacer.</translation>
    </message>
    <message>
        <source>Each player has {time} for the whole game, and {increment} s more after each of their moves. A player out of time has their turns played by the computer (Medium). No move can be taken back.</source>
        <translation>Cada jugador tiene {time} para toda la partida, y {increment} s más tras cada una de sus jugadas. A quien se le acaba el tiempo, el ordenador (Medio) le juega los turnos. Ninguna jugada se puede deshacer.</translation>
    </message>
    <message>
        <source>No clock: each player takes the time they need.</source>
        <translation>Sin reloj: cada uno se toma el tiempo que necesita.</translation>
    </message>
</context>
<context>
    <name>ClockFaces</name>
    <message>
        <source>Time left: {time}</source>
        <translation>Tiempo restante: {time}</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Colour-blind mode: fixed colours with shape marks (Game ▸ Preferences)</source>
        <translation>Modo daltónico: colores fijos con marcas de forma (Partida ▸ Preferencias)</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Color del jugador</translation>
    </message>
</context>
<context>
    <name>ConnectionIndicator</name>
    <message>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisar esta partida</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>New World: something went wrong</source>
        <translation>New World: algo ha fallado</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha fallado</translation>
    </message>
    <message>
        <source>The details are in the log file&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</source>
        <translation>Los detalles están en el archivo de registro&lt;br&gt;&lt;b&gt;{path}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The log file could not be written; the details are below.</source>
        <translation>No se pudo escribir el archivo de registro; los detalles están abajo.</translation>
    </message>
    <message>
        <source>New World met an unexpected error. Your game goes on as it was, and it is still autosaved after every turn.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Please send them with a description of what you did when you report the problem.</source>
        <translation>New World ha encontrado un error inesperado. Tu partida sigue como estaba y se sigue autoguardando tras cada turno.&lt;br&gt;&lt;br&gt;{where}&lt;br&gt;&lt;br&gt;Cuando informes del problema, envía los detalles con una descripción de lo que hiciste.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar detalles</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>New World game</source>
        <translation>Partida de New World</translation>
    </message>
    <message>
        <source>New World games (*.nwgame)</source>
        <translation>Partidas de New World (*.nwgame)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Alojar una partida en red</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation>nombre (opcional)</translation>
    </message>
    <message>
        <source>The server runs on this computer, port:</source>
        <translation>El servidor funciona en este ordenador, puerto:</translation>
    </message>
    <message>
        <source>Show the game on the local network</source>
        <translation>Mostrar la partida en la red local</translation>
    </message>
    <message>
        <source>Others may watch with the code</source>
        <translation>Otros pueden mirar con el código</translation>
    </message>
    <message>
        <source>Spectators may chat</source>
        <translation>Los espectadores pueden chatear</translation>
    </message>
    <message>
        <source>On a server at:</source>
        <translation>En un servidor en:</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Alojar</translation>
    </message>
    <message>
        <source>Plays at this screen</source>
        <translation>Juega en esta pantalla</translation>
    </message>
    <message>
        <source>Remote player (joins with the code)</source>
        <translation>Jugador remoto (se une con el código)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Unirse a una partida en red</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Your network games (come back to one):</source>
        <translation>Tus partidas en red (vuelve a una):</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation>Partidas en la red local:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>Dirección del servidor:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Código de partida:</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see what every player may see)</source>
        <translation>Mirar como espectador (sin puesto: ves lo que cualquier jugador puede ver)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>The game was added to your statistics.</source>
        <translation>La partida se ha añadido a tus estadísticas.</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics: {reason}</source>
        <translation>No se pudo añadir la partida a tus estadísticas: {reason}</translation>
    </message>
    <message>
        <source>The game could not be added to your statistics yet ({reason}). It is kept and will be added later.</source>
        <translation>Todavía no se pudo añadir la partida a tus estadísticas ({reason}). Se guarda y se añadirá más tarde.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n game(s) kept earlier to your statistics.</source>
        <translation>
            <numerusform>Se añadió a tus estadísticas %n partida guardada antes.</numerusform>
            <numerusform>Se añadieron a tus estadísticas %n partidas guardadas antes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be added yet and are not counted here; they are kept and will be added later.</source>
        <translation>
            <numerusform>Todavía no se pudo añadir %n partida terminada y aquí no se cuenta; se guarda y se añadirá más tarde.</numerusform>
            <numerusform>Todavía no se pudieron añadir %n partidas terminadas y aquí no se cuentan; se guardan y se añadirán más tarde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the statistics…</source>
        <translation>Leyendo las estadísticas…</translation>
    </message>
    <message>
        <source>The statistics file was damaged ({reason}). It was set aside as {kept} and a fresh one was started.</source>
        <translation>El archivo de estadísticas estaba dañado ({reason}). Se ha apartado como {kept} y se ha empezado uno nuevo.</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {reason}</source>
        <translation>No se pueden leer las estadísticas: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to {file}</source>
        <translation>
            <numerusform>Se ha exportado %n fila a {file}</numerusform>
            <numerusform>Se han exportado %n filas a {file}</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet: play a game to the end and it is counted here.</source>
        <translation>Aún no hay partidas terminadas: juega una partida hasta el final y se contará aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partida jugada</numerusform>
            <numerusform>%n partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first turn. Step forward with → or the buttons below.</source>
        <translation>Antes del primer turno. Avanza con → o con los botones de abajo.</translation>
    </message>
    <message>
        <source>Replay: {file}</source>
        <translation>Repetición: {file}</translation>
    </message>
    <message>
        <source>Replay of the last game</source>
        <translation>Repetición de la última partida</translation>
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
        <translation>Partidas terminadas recientes (doble clic en una para reproducirla):</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Turno {turn} de {turns}</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>Cannot replay {file}: {reason}</source>
        <translation>No se puede reproducir {file}: {reason}</translation>
    </message>
    <message>
        <source>Review of your game</source>
        <translation>Revisión de tu partida</translation>
    </message>
    <message>
        <source>Review of {name}&apos;s game</source>
        <translation>Revisión de la partida de {name}</translation>
    </message>
    <message>
        <source>Looking at turn {done} of {total} with the computer&apos;s eyes…</source>
        <translation>Analizando el turno {done} de {total} con los ojos del ordenador…</translation>
    </message>
    <message numerus="yes">
        <source>Review stopped after %n turn(s).</source>
        <translation>
            <numerusform>Revisión detenida tras %n turno.</numerusform>
            <numerusform>Revisión detenida tras %n turnos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review failed; the log file says why.</source>
        <translation>La revisión ha fallado; el registro dice por qué.</translation>
    </message>
    <message>
        <source>The costliest turns: {turns}</source>
        <translation>Los turnos más costosos: {turns}</translation>
    </message>
    <message>
        <source>Turn {number}: the best move the computer found. Well played!</source>
        <translation>Turno {number}: la mejor jugada que encontró el ordenador. ¡Bien jugado!</translation>
    </message>
    <message>
        <source>Turn {number}: about {loss} points of expected lead lost. The better move is shown as a ghost on the board.</source>
        <translation>Turno {number}: unos {loss} puntos de ventaja esperada perdidos. La jugada mejor se ve como un fantasma en el tablero.</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>orden {order}</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Jugada: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Mejor: {move}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Gentle</source>
        <translation>Amable</translation>
    </message>
    <message>
        <source>New to New World? A short tutorial teaches the game by playing it (about five minutes). You can leave it at any time, and find it again under Help ▸ Tutorial.</source>
        <translation>¿Eres nuevo en New World? Un breve tutorial te enseña el juego jugando (unos cinco minutos). Puedes dejarlo cuando quieras y volver a encontrarlo en Ayuda ▸ Tutorial.</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>rojo</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>azul</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>morado</translation>
    </message>
    <message>
        <source>black</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>negro</translation>
    </message>
    <message>
        <source>orange</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>naranja</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>colour, as in the tutorial&apos;s welcome</comment>
        <translation>rosa</translation>
    </message>
    <message>
        <source>Welcome! You are {you}; a gentle computer plays {computer}. Lay your first card: drag the trail from your hand onto the highlighted cell by the coast. Turn it with R (or a right click) until its trail goes on from the coast&apos;s trail, then press Enter.</source>
        <translation>¡Bienvenido! Juegas con el {you}; un ordenador amable, con el {computer}. Coloca tu primera loseta: arrastra el camino de tu mano al hueco resaltado junto a la costa. Gírala con R (o con clic derecho) hasta que su camino continúe el de la costa y pulsa Intro.</translation>
    </message>
    <message>
        <source>Claim the trail: lay this trail on the highlighted cell, then click the marker on its trail. A settler on a trail is a Robber. Press Enter.</source>
        <translation>Ocupa el camino: coloca este camino en el hueco resaltado y haz clic en el marcador de su camino. Un colono en un camino es un Ladrón. Pulsa Intro.</translation>
    </message>
    <message>
        <source>Finish your trail: the crossing on the highlighted cell ends it (press Enter, no settler). A finished trail scores at once, 1 point per card, for the most Robbers on it; your Robber comes home, and a Surveyor steps one column west.</source>
        <translation>Termina tu camino: el cruce del hueco resaltado lo cierra (pulsa Intro, sin colono). Un camino terminado puntúa enseguida, 1 punto por loseta, para quien tenga más Ladrones en él; tu Ladrón vuelve a la reserva y un Agrimensor avanza una columna al oeste.</translation>
    </message>
    <message>
        <source>Claim a town: lay the town piece against New York on the highlighted cell and click the marker in the town: a Shopkeeper. The town is finished at once: 2 points per card, plus 4 for each Surveyor standing in your Shopkeeper&apos;s column.</source>
        <translation>Ocupa un pueblo: coloca el trozo de pueblo junto a New York en el hueco resaltado y haz clic en el marcador del pueblo: un Comerciante. El pueblo se termina enseguida: 2 puntos por loseta, más 4 por cada Agrimensor en la columna de tu Comerciante.</translation>
    </message>
    <message>
        <source>Lay the last card on the highlighted cell: the game ends and the final scoring counts everything unfinished and the prairies.</source>
        <translation>Coloca la última loseta en el hueco resaltado: la partida termina y la puntuación final cuenta todo lo inacabado y las praderas.</translation>
    </message>
    <message>
        <source>The right cell, but this step wants the card turned another way: it is turned that way now.</source>
        <translation>El hueco correcto, pero este paso quiere la loseta girada de otra manera: ahora ya está girada así.</translation>
    </message>
    <message>
        <source>In that order your trail scores first, while no Surveyor stands in your Robber&apos;s column 3: no bonus. Lay the crossing again and move your trail down the list: scored second, it gets +4 from the Surveyor that has just stepped into column 3.</source>
        <translation>En ese orden tu camino puntúa primero, cuando ningún Agrimensor está en la columna 3 de tu Ladrón: sin bonificación. Coloca otra vez el cruce y baja tu camino en la lista: puntuado en segundo lugar, gana +4 del Agrimensor que acaba de entrar en la columna 3.</translation>
    </message>
    <message>
        <source>Well done: that was the whole game! The table shows the final scoring. Start a real game whenever you like.</source>
        <translation>¡Bien hecho: esa ha sido la partida entera! La tabla muestra la puntuación final. Empieza una partida de verdad cuando quieras.</translation>
    </message>
    <message>
        <source>the tutorial&apos;s game is not saved</source>
        <translation>la partida del tutorial no se guarda</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) reviewed: the best move found in {best}; {lost} points of expected lead lost in all.</source>
        <translation>
            <numerusform>%n turno revisado: la mejor jugada en {best}; {lost} puntos de ventaja esperada perdidos en total.</numerusform>
            <numerusform>%n turnos revisados: la mejor jugada en {best}; {lost} puntos de ventaja esperada perdidos en total.</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim a farm: lay the farm on the highlighted cell and click the marker on the farmhouse: a Farmer. A farm is complete once all eight spaces around it hold cards (the coast&apos;s spaces count): then it scores 9, plus 4 for each Surveyor standing in your Farmer&apos;s column.</source>
        <translation>Ocupa una granja: coloca la granja en el hueco resaltado y haz clic en el marcador de la casa de labranza: un Granjero. Una granja se completa cuando hay losetas en los ocho huecos que la rodean (los de la costa cuentan): entonces puntúa 9, más 4 por cada Agrimensor en la columna de tu Granjero.</translation>
    </message>
    <message>
        <source>Claim a prairie: lay this card on the highlighted cell and click the marker on the plains (a Trapper, lying down). Trappers stay to the end and score 1 per animal on their prairie. Then watch the computer: its card completes your farm.</source>
        <translation>Ocupa una pradera: coloca esta loseta en el hueco resaltado y haz clic en el marcador de la pradera (un Trampero, tumbado). Los Tramperos se quedan hasta el final y puntúan 1 por animal de su pradera. Luego mira al ordenador: su loseta completa tu granja.</translation>
    </message>
    <message>
        <source>The computer&apos;s card completed your farm: 9 points, plus 4 for the Surveyor in your Farmer&apos;s column 1, makes 13, and your Farmer came home. That scoring moved the Surveyor to column 2: the computer&apos;s Robber east of both went home unscored, your Trapper stayed. Now lay the crossing on the highlighted cell, a Robber on its north trail: it ends your trail and the computer&apos;s, and you choose the scoring order. Each scoring moves a Surveyor west, so score the computer&apos;s first (Down, then OK): your Robber in column 3 then gets +4.</source>
        <translation>La loseta del ordenador ha completado tu granja: 9 puntos, más 4 por el Agrimensor en la columna 1 de tu Granjero, suman 13, y tu Granjero ha vuelto a la reserva. Esa puntuación ha movido el Agrimensor a la columna 2: el Ladrón del ordenador, al este de ambos, ha vuelto a la reserva sin puntuar; tu Trampero se ha quedado. Ahora coloca el cruce en el hueco resaltado, con un Ladrón en su camino norte: cierra tu camino y el del ordenador, y tú eliges el orden de puntuación. Cada puntuación mueve un Agrimensor al oeste, así que puntúa primero el del ordenador (Bajar y luego Aceptar): tu Ladrón de la columna 3 gana entonces +4.</translation>
    </message>
    <message>
        <source>Tutorial — step {step} of {steps}</source>
        <translation>Tutorial — paso {step} de {steps}</translation>
    </message>
    <message>
        <source>a Robber on the trail</source>
        <translation>un Ladrón en el camino</translation>
    </message>
    <message>
        <source>a Shopkeeper in the town</source>
        <translation>un Comerciante en el pueblo</translation>
    </message>
    <message>
        <source>a Farmer on the farmhouse</source>
        <translation>un Granjero en la casa de labranza</translation>
    </message>
    <message>
        <source>a Trapper on the plains</source>
        <translation>un Trampero en la pradera</translation>
    </message>
    <message>
        <source>Not there: this step&apos;s card goes on the highlighted cell.</source>
        <translation>Ahí no: la loseta de este paso va en el hueco resaltado.</translation>
    </message>
    <message>
        <source>That is another spot: this step wants {settler}.</source>
        <translation>Ese es otro sitio: este paso pide {settler}.</translation>
    </message>
    <message>
        <source>Put a settler on the card first: this step wants {settler}.</source>
        <translation>Primero pon un colono en la loseta: este paso pide {settler}.</translation>
    </message>
    <message>
        <source>No settler this time: click your settler again to take it back.</source>
        <translation>Esta vez sin colono: haz clic otra vez en tu colono para retirarlo.</translation>
    </message>
</context>
<context>
    <name>LearningWindows</name>
    <message>
        <source>Replay a game</source>
        <translation>Reproducir partida</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Welcome to New World</source>
        <translation>Bienvenido a New World</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source> turned {degrees}°</source>
        <translation>, girada {degrees}°</translation>
    </message>
    <message>
        <source> with {role} on it</source>
        <translation> con {role}</translation>
    </message>
    <message>
        <source>{player} score {points}</source>
        <translation>{player} puntúas {points}</translation>
    </message>
    <message>
        <source>{player} scores {points}</source>
        <translation>{player} puntúa {points}</translation>
    </message>
    <message>
        <source>A Surveyor steps west to column {column}</source>
        <translation>Un Agrimensor avanza al oeste, a la columna {column}</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; fits nowhere and leaves the game</source>
        <translation>«{card}» no cabe en ningún sitio y sale del juego</translation>
    </message>
    <message>
        <source>{player} place &apos;{card}&apos; at {cell}</source>
        <translation>{player} colocas «{card}» en {cell}</translation>
    </message>
    <message>
        <source>{player} places &apos;{card}&apos; at {cell}</source>
        <translation>{player} coloca «{card}» en {cell}</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after scoring</source>
        <translation>Tu {role} en {cell} vuelve a la reserva tras puntuar</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home east of the Surveyors</source>
        <translation>Tu {role} en {cell}, al este de los Agrimensores, vuelve a la reserva</translation>
    </message>
    <message>
        <source>Your {role} at {cell} goes home after the final scoring</source>
        <translation>Tu {role} en {cell} vuelve a la reserva tras la puntuación final</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after scoring</source>
        <translation>El {role} de {player} en {cell} vuelve a la reserva tras puntuar</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home east of the Surveyors</source>
        <translation>El {role} de {player} en {cell}, al este de los Agrimensores, vuelve a la reserva</translation>
    </message>
    <message>
        <source>{player}&apos;s {role} at {cell} goes home after the final scoring</source>
        <translation>El {role} de {player} en {cell} vuelve a la reserva tras la puntuación final</translation>
    </message>
    <message>
        <source>Final scores:</source>
        <translation>Puntuación final:</translation>
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
        <translation>Victoria: {players}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer plays this turn for you</source>
        <translation>Se te ha acabado el tiempo: el ordenador juega este turno por ti</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer plays this turn for them</source>
        <translation>A {player} se le ha acabado el tiempo: el ordenador juega este turno en su lugar</translation>
    </message>
    <message>
        <source>{player} resign: a computer ({level}) plays your seat from now on; your points stand</source>
        <translation>{player} abandonas: un ordenador ({level}) juega tu puesto a partir de ahora; tus puntos se mantienen</translation>
    </message>
    <message>
        <source>{player} resigns: a computer ({level}) plays the seat from now on; the points stand</source>
        <translation>{player} abandona: un ordenador ({level}) juega su puesto a partir de ahora; sus puntos se mantienen</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
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
        <translation>Tú</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede iniciar la partida</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation>¿Reemplazar un archivo de solo lectura?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>An autosaved game cannot be opened</source>
        <translation>No se puede abrir el autoguardado</translation>
    </message>
    <message>
        <source>Rules of New World</source>
        <translation>Reglas de New World</translation>
    </message>
    <message>
        <source>About New World</source>
        <translation>Acerca de New World</translation>
    </message>
    <message>
        <source>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;A digital edition of &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt; by Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;Cards are painted by the program from the card data.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;New World {version}&lt;/h2&gt;&lt;p&gt;Una edición digital de &lt;i&gt;New World: A Carcassonne Game&lt;/i&gt;, de Klaus-Jürgen Wrede (Hans im Glück, 2008).&lt;/p&gt;&lt;p&gt;El programa pinta las losetas a partir de sus datos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source># Rules

The rules document was not found in this installation.</source>
        <translation># Reglas

No se ha encontrado el documento de reglas en esta instalación.</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partida en red</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Host network game…</source>
        <translation>A&amp;lojar partida en red…</translation>
    </message>
    <message>
        <source>&amp;Join network game…</source>
        <translation>&amp;Unirse a partida en red…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>Aban&amp;donar…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Pr&amp;eferencias…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Re&amp;producir partida…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Rotate card</source>
        <translation>&amp;Girar loseta</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Confirmar turno</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>&amp;Encuadrar el tablero</translation>
    </message>
    <message>
        <source>&amp;Remaining cards…</source>
        <translation>Losetas &amp;restantes…</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Re&amp;gistro de la partida</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Tutorial</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About New World</source>
        <translation>&amp;Acerca de New World</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Cannot start the game: {reason}</source>
        <translation>No se puede iniciar la partida: {reason}</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (finished)</source>
        <translation>Esta partida también está abierta en otra ventana: aquí sigue como copia (terminada)</translation>
    </message>
    <message>
        <source>This game is open in another window too: it goes on here as a copy (turn {turn})</source>
        <translation>Esta partida también está abierta en otra ventana: aquí sigue como copia (turno {turn})</translation>
    </message>
    <message>
        <source>Resumed your last game (finished)</source>
        <translation>Se ha reanudado tu última partida (terminada)</translation>
    </message>
    <message>
        <source>Resumed your last game (turn {turn})</source>
        <translation>Se ha reanudado tu última partida (turno {turn})</translation>
    </message>
    <message>
        <source>Opened {file} (finished)</source>
        <translation>Se ha abierto {file} (partida terminada)</translation>
    </message>
    <message>
        <source>Opened {file} (turn {turn})</source>
        <translation>Se ha abierto {file} (turno {turn})</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>No es el turno de un jugador humano.</translation>
    </message>
    <message>
        <source>Illegal move {move}: {reason}</source>
        <translation>Jugada no permitida {move}: {reason}</translation>
    </message>
    <message>
        <source>The computer player failed ({reason}); it plays a random move instead.</source>
        <translation>Ha fallado el jugador del ordenador ({reason}); en su lugar hace una jugada al azar.</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>No se puede abrir {file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot save: {reason}</source>
        <translation>No se puede guardar: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Guardado en {file}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Falló el autoguardado: {reason}</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <translation>El autoguardado vuelve a funcionar.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
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
        <translation>¿Abandonar la partida en curso? (Queda en el autoguardado.)</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it with this game anyway?</source>
        <translation>{file} es de solo lectura. ¿Reemplazarlo igualmente con esta partida?</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}

The game goes on. To keep it, use Game → Save as… (autosave tries again after every turn).</source>
        <translation>No se pudo autoguardar la partida: {reason}

La partida continúa. Para conservarla, usa Partida → Guardar como… (el autoguardado lo reintenta tras cada turno).</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation>No se puede abrir {file}: {reason}</translation>
    </message>
    <message>
        <source>The game was not saved to {file}: {reason}</source>
        <translation>La partida no se ha guardado en {file}: {reason}</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is the move this step asks for. Enter or Hint again plays it.</source>
        <translation>Pista ({cell}): esta es la jugada que pide este paso. Intro o Pista otra vez la juega.</translation>
    </message>
    <message>
        <source>Hint ({cell}): this is where the Medium computer would play. Enter or Hint again plays it.</source>
        <translation>Pista ({cell}): esta es la jugada del ordenador de nivel Medio. Intro o Pista otra vez la juega.</translation>
    </message>
    <message>
        <source>Completes your {feature}: +{points}</source>
        <translation>Completa tu {feature}: +{points}</translation>
    </message>
    <message>
        <source>Claims the {feature} with {role}</source>
        <translation>Ocupa: {feature}, con {role}</translation>
    </message>
    <message>
        <source>Lays the card and keeps your settlers for a better spot</source>
        <translation>Coloca la loseta y guarda tus colonos para un sitio mejor</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Turno de {player}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} está pensando…</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N).</source>
        <translation>Empieza una partida nueva (Ctrl+N).</translation>
    </message>
    <message>
        <source>Computer&apos;s turns:</source>
        <translation>Turnos del ordenador:</translation>
    </message>
    <message>
        <source>How a computer&apos;s turn is shown: at once, or step by step (its card, its settler, then each scoring with its points).</source>
        <translation>Cómo se muestra el turno de un ordenador: de golpe o paso a paso (su loseta, su colono y luego cada puntuación con sus puntos).</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Card movements:</source>
        <translation>Movimientos de losetas:</translation>
    </message>
    <message>
        <source>How fast cards, settlers and Surveyors glide into place, and points float up (off: they jump).</source>
        <translation>Con qué rapidez se deslizan a su sitio losetas, colonos y Agrimensores, y suben los puntos (desactivado: saltan).</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Esa no es una jugada de esta partida.</translation>
    </message>
    <message>
        <source>Cards lie west of the coast and within the map.</source>
        <translation>Las losetas van al oeste de la costa y dentro del mapa.</translation>
    </message>
    <message>
        <source>A card already lies there.</source>
        <translation>Ahí ya hay una loseta.</translation>
    </message>
    <message>
        <source>A card must touch a card or a starting space.</source>
        <translation>La loseta debe tocar otra loseta o un punto de salida.</translation>
    </message>
    <message>
        <source>The card&apos;s edges must continue the land next to it.</source>
        <translation>Los bordes de la loseta deben continuar el terreno de al lado.</translation>
    </message>
    <message>
        <source>No settler is left in the supply.</source>
        <translation>No queda ningún colono en la reserva.</translation>
    </message>
    <message>
        <source>A settler already stands there.</source>
        <translation>Ahí ya hay un colono.</translation>
    </message>
    <message>
        <source>That scoring order does not match the completed buildings.</source>
        <translation>Ese orden de puntuación no coincide con las construcciones completadas.</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>No hay ningún turno que deshacer.</translation>
    </message>
    <message>
        <source>{sentence} ({detail})</source>
        <translation>{sentence} ({detail})</translation>
    </message>
    <message>
        <source>This file is not a New World saved game.</source>
        <translation>Este archivo no es una partida guardada de New World.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of New World; update the game to open it.</source>
        <translation>Esta partida se guardó con una versión más nueva de New World; actualiza el juego para abrirla.</translation>
    </message>
    <message>
        <source>This game was played with a card set this version of New World does not have.</source>
        <translation>Esta partida se jugó con un juego de losetas que esta versión de New World no tiene.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game.</source>
        <translation>El archivo es demasiado grande para ser una partida guardada.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>La partida guardada está dañada.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>No se puede escribir el archivo.</translation>
    </message>
    <message>
        <source>A saved game cannot hold these players or this seed.</source>
        <translation>Una partida guardada no admite estos jugadores o esta semilla.</translation>
    </message>
    <message>
        <source>The card does not fit there: drop it on an outlined cell.</source>
        <translation>La loseta no encaja ahí: suéltala en un hueco marcado.</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and is kept as {where}. {reason}</source>
        <translation>El autoguardado {file} no se puede abrir y se conserva como {where}. {reason}</translation>
    </message>
    <message>
        <source>The autosave {file} cannot be opened and stays in {where}. {reason}</source>
        <translation>El autoguardado {file} no se puede abrir y se queda en {where}. {reason}</translation>
    </message>
    <message>
        <source>Place card at {cell}</source>
        <translation>Colocar loseta en {cell}</translation>
    </message>
    <message>
        <source>{date} · {players}</source>
        <translation>{date} · {players}</translation>
    </message>
    <message>
        <source>Resume an unfinished game?</source>
        <translation>¿Reanudar una partida sin terminar?</translation>
    </message>
    <message>
        <source>Resume the unfinished game from last time?</source>
        <translation>¿Reanudar la partida sin terminar de la última vez?</translation>
    </message>
    <message numerus="yes">
        <source>Turn {turn} · %n card(s) left · {when}</source>
        <translation>
            <numerusform>Turno {turn} · queda %n loseta · {when}</numerusform>
            <numerusform>Turno {turn} · quedan %n losetas · {when}</numerusform>
        </translation>
    </message>
    <message>
        <source>its file is dated in the future, so when it was played is not known</source>
        <translation>su archivo tiene fecha futura, así que no se sabe cuándo se jugó</translation>
    </message>
    <message>
        <source>played just now</source>
        <translation>jugada hace un momento</translation>
    </message>
    <message>
        <source>played today at {time}</source>
        <translation>jugada hoy a las {time}</translation>
    </message>
    <message>
        <source>played yesterday at {time}</source>
        <translation>jugada ayer a las {time}</translation>
    </message>
    <message>
        <source>played on {date} at {time}</source>
        <translation>jugada el {date} a las {time}</translation>
    </message>
    <message>
        <source>That turn is final: a computer has played since. (To take turns back for practice: Game ▸ Preferences.)</source>
        <translation>Ese turno es definitivo: desde entonces ya ha jugado un ordenador. (Para deshacer turnos y practicar: Partida ▸ Preferencias.)</translation>
    </message>
    <message numerus="yes">
        <source>Practice game: %n turn(s) taken back after the computers had played.</source>
        <translation>
            <numerusform>Partida de práctica: %n turno deshecho después de que jugaran los ordenadores.</numerusform>
            <numerusform>Partida de práctica: %n turnos deshechos después de que jugaran los ordenadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>You resigned in turn {turn}; a computer ({level}) played your seat from then on.</source>
        <translation>Abandonaste en el turno {turn}; desde entonces un ordenador ({level}) jugó tu puesto.</translation>
    </message>
    <message>
        <source>{player} resigned in turn {turn}; a computer ({level}) played the seat from then on.</source>
        <translation>{player} abandonó en el turno {turn}; desde entonces un ordenador ({level}) jugó su puesto.</translation>
    </message>
    <message>
        <source>{player} (resigned)</source>
        <translation>{player} (abandonó)</translation>
    </message>
    <message>
        <source>F: fit the board</source>
        <translation>F: encuadrar el tablero</translation>
    </message>
    <message>
        <source>Enter: play it</source>
        <translation>Intro: jugarla</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>Sin pista: {reason}</translation>
    </message>
    <message>
        <source>Your time ran out: the computer played your turn</source>
        <translation>Se te ha acabado el tiempo: el ordenador ha jugado tu turno</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the computer played their turn</source>
        <translation>A {player} se le ha acabado el tiempo: el ordenador ha jugado su turno</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Sonido activado</translation>
    </message>
    <message>
        <source>Sound off (M turns it on)</source>
        <translation>Sonido desactivado (M lo activa)</translation>
    </message>
    <message>
        <source>The computer is thinking for you…</source>
        <translation>El ordenador piensa por ti…</translation>
    </message>
    <message>
        <source>The computer is playing for you…</source>
        <translation>El ordenador juega por ti…</translation>
    </message>
    <message>
        <source>{player} is playing…</source>
        <translation>{player} está jugando…</translation>
    </message>
    <message>
        <source>Final scoring: the buildings still open score now…</source>
        <translation>Puntuación final: las construcciones aún abiertas puntúan ahora…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: drag the card from the hand onto an outlined cell, or click a cell.</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;: arrastra la loseta de la mano a un hueco marcado, o haz clic en un hueco.</translation>
    </message>
    <message>
        <source>Settler: &lt;b&gt;{role}&lt;/b&gt;. Confirm with Enter.</source>
        <translation>Colono: &lt;b&gt;{role}&lt;/b&gt;. Confirma con Intro.</translation>
    </message>
    <message>
        <source>Pick a settler marker (or none), then confirm with Enter.</source>
        <translation>Elige un marcador de colono (o ninguno) y confirma con Intro.</translation>
    </message>
    <message>
        <source>Confirm with Enter, or take the card back (Ctrl+Z).</source>
        <translation>Confirma con Intro o recupera la loseta (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Cards left: {count}</source>
        <translation>Losetas restantes: {count}</translation>
    </message>
    <message>
        <source>Remaining cards: {count}</source>
        <translation>Losetas restantes: {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) still in the stack</source>
        <translation>
            <numerusform>Queda %n loseta en el montón</numerusform>
            <numerusform>Quedan %n losetas en el montón</numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>¡{player} gana!</translation>
    </message>
    <message>
        <source>{players} win!</source>
        <translation>¡{players} ganan!</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Resigned · {level}</source>
        <translation>Abandonó · {level}</translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation>Ordenador · {level}</translation>
    </message>
    <message>
        <source>A person at this screen: the seats take turns at it.</source>
        <translation>Una persona ante esta pantalla: los puestos se turnan en ella.</translation>
    </message>
    <message>
        <source>Takes the turn that scores most at once. A gentle start.</source>
        <translation>Elige la jugada que más puntúa al momento. Un comienzo suave.</translation>
    </message>
    <message>
        <source>Weighs what every building may still bring. A fair game.</source>
        <translation>Sopesa lo que cada construcción aún puede dar. Una partida equilibrada.</translation>
    </message>
    <message>
        <source>Looks a few turns ahead, about a second a move. A strong opponent.</source>
        <translation>Mira unos turnos por delante, un segundo por jugada. Un rival fuerte.</translation>
    </message>
    <message>
        <source>Looks further ahead, about three seconds a move on every core. A real fight.</source>
        <translation>Mira más allá, unos tres segundos por jugada en todos los núcleos. Una lucha de verdad.</translation>
    </message>
    <message>
        <source>no settlers</source>
        <translation>sin colonos</translation>
    </message>
    <message>
        <source>no settlers left</source>
        <translation>no quedan colonos</translation>
    </message>
    <message>
        <source>track {space} · lap {lap}</source>
        <translation>casilla {space} · vuelta {lap}</translation>
    </message>
    <message>
        <source>track {space}</source>
        <translation>casilla {space}</translation>
    </message>
    <message>
        <source>lap {lap}</source>
        <translation>vuelta {lap}</translation>
    </message>
    <message numerus="yes">
        <source>%n in supply</source>
        <translation>
            <numerusform>%n en reserva</numerusform>
            <numerusform>%n en reserva</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s card — drag it</source>
        <translation>{player}: arrástrala</translation>
    </message>
    <message>
        <source>Your card — drag it</source>
        <translation>Tu loseta: arrástrala</translation>
    </message>
    <message>
        <source>Settler: {role}</source>
        <translation>Colono: {role}</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Colono</translation>
    </message>
    <message>
        <source>No settlers left</source>
        <translation>No quedan colonos</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Al instante</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Despacio</translation>
    </message>
    <message>
        <source>R / right click: rotate</source>
        <translation>R / clic derecho: girar</translation>
    </message>
    <message>
        <source>Drag or click a marker
Space: none · Enter: confirm</source>
        <translation>Arrastra o pulsa un marcador
Espacio: ninguno · Intro: OK</translation>
    </message>
    <message>
        <source>Enter: confirm
Ctrl+Z: take back</source>
        <translation>Intro: confirmar
Ctrl+Z: recuperar</translation>
    </message>
    <message numerus="yes">
        <source>{player}, {who}: %n point(s)</source>
        <translation>
            <numerusform>{player}, {who}: %n punto</numerusform>
            <numerusform>{player}, {who}: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n settler(s) in supply</source>
        <translation>
            <numerusform>, %n colono en reserva</numerusform>
            <numerusform>, %n colonos en reserva</numerusform>
        </translation>
    </message>
    <message>
        <source>, winner</source>
        <translation>, ganador</translation>
    </message>
    <message>
        <source>, playing now</source>
        <translation>, juega ahora</translation>
    </message>
    <message>
        <source>No card in hand</source>
        <translation>Ninguna loseta en la mano</translation>
    </message>
    <message>
        <source>laid on {cell}, turned {degrees}°</source>
        <translation>en {cell}, girada {degrees}°</translation>
    </message>
    <message>
        <source>in hand, turned {degrees}°</source>
        <translation>en la mano, girada {degrees}°</translation>
    </message>
    <message>
        <source>Card: {card}, {where}</source>
        <translation>Loseta: {card}, {where}</translation>
    </message>
    <message>
        <source>, no settler</source>
        <translation>, sin colono</translation>
    </message>
    <message>
        <source>, settler: {role}</source>
        <translation>, colono: {role}</translation>
    </message>
    <message>
        <source>The board. Arrow keys: lay the card on the next cell where it fits; R: turn it; Tab: the next place for a settler; Space: no settler; Enter: confirm the turn.</source>
        <translation>El tablero. Flechas: coloca la loseta en el siguiente hueco donde encaje; R: gírala; Tab: siguiente sitio para un colono; Espacio: sin colono; Intro: confirma el turno.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn (computer)</source>
        <translation>Turno de {player} (ordenador)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Plains</source>
        <translation>Pradera</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Pueblo</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>pradera</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>camino</translation>
    </message>
    <message>
        <source>town</source>
        <translation>pueblo</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>granja</translation>
    </message>
    <message>
        <source>unfinished trail</source>
        <translation>camino sin terminar</translation>
    </message>
    <message>
        <source>unfinished town</source>
        <translation>pueblo sin terminar</translation>
    </message>
    <message>
        <source>unfinished farm</source>
        <translation>granja sin terminar</translation>
    </message>
    <message>
        <source>Trapper</source>
        <translation>Trampero</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Ladrón</translation>
    </message>
    <message>
        <source>Shopkeeper</source>
        <translation>Comerciante</translation>
    </message>
    <message>
        <source>Farmer</source>
        <translation>Granjero</translation>
    </message>
    <message>
        <source>a Trapper</source>
        <translation>un Trampero</translation>
    </message>
    <message>
        <source>a Robber</source>
        <translation>un Ladrón</translation>
    </message>
    <message>
        <source>a Shopkeeper</source>
        <translation>un Comerciante</translation>
    </message>
    <message>
        <source>a Farmer</source>
        <translation>un Granjero</translation>
    </message>
    <message>
        <source>Trails</source>
        <translation>Caminos</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>Pueblos</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Granjas</translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation>Agrimensores</translation>
    </message>
    <message>
        <source>Unfinished trails</source>
        <translation>Caminos sin terminar</translation>
    </message>
    <message>
        <source>Unfinished towns</source>
        <translation>Pueblos sin terminar</translation>
    </message>
    <message>
        <source>Unfinished farms</source>
        <translation>Granjas sin terminar</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n loseta</numerusform>
            <numerusform>%n losetas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Trading Post(s)</source>
        <translation>
            <numerusform>%n puesto comercial</numerusform>
            <numerusform>%n puestos comerciales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Town Flag(s)</source>
        <translation>
            <numerusform>%n bandera</numerusform>
            <numerusform>%n banderas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n animal(s)</source>
        <translation>
            <numerusform>%n animal</numerusform>
            <numerusform>%n animales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Surveyor(s)</source>
        <translation>
            <numerusform>%n Agrimensor</numerusform>
            <numerusform>%n Agrimensores</numerusform>
        </translation>
    </message>
    <message>
        <source>completed farm</source>
        <translation>granja completada</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Baseline (Hard of 0.1.0)</source>
        <translation>Referencia (Difícil de la 0.1.0)</translation>
    </message>
    <message>
        <source>{time} a turn</source>
        <translation>{time} por turno</translation>
    </message>
    <message>
        <source>Chess clock {time} + {increment} s</source>
        <translation>Reloj de ajedrez {time} + {increment} s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sin límite</translation>
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
        <translation>columna {column}, fila {row}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>NetGameWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>R&amp;esign…</source>
        <translation>Aban&amp;donar…</translation>
    </message>
    <message>
        <source>Let others &amp;watch</source>
        <translation>Permitir es&amp;pectadores</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;Take the card back</source>
        <translation>&amp;Recuperar la loseta</translation>
    </message>
    <message>
        <source>Lobby and &amp;chat</source>
        <translation>Sala y &amp;chat</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partida en red</translation>
    </message>
</context>
<context>
    <name>NetPanel</name>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Chat lines not read</source>
        <translation>Mensajes de chat sin leer</translation>
    </message>
    <message>
        <source>Show the lobby and the chat</source>
        <translation>Mostrar la sala y el chat</translation>
    </message>
    <message>
        <source>Fold the lobby and the chat away</source>
        <translation>Plegar la sala y el chat</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>{player} joined the game.</source>
        <translation>{player} se ha unido a la partida.</translation>
    </message>
    <message>
        <source>{player} lost the connection.</source>
        <translation>{player} ha perdido la conexión.</translation>
    </message>
    <message>
        <source>{player} is back.</source>
        <translation>{player} ha vuelto.</translation>
    </message>
    <message>
        <source>{player}&apos;s seat is played by the computer ({level}) from now on.</source>
        <translation>Desde ahora, el puesto de {player} lo juega el ordenador ({level}).</translation>
    </message>
    <message>
        <source>{player} plays their seat again.</source>
        <translation>{player} vuelve a jugar su puesto.</translation>
    </message>
    <message>
        <source>The connection to the game was lost: trying again…</source>
        <translation>Se ha perdido la conexión con la partida: reintentando…</translation>
    </message>
    <message>
        <source>Connected to the game again.</source>
        <translation>Conectado de nuevo a la partida.</translation>
    </message>
    <message>
        <source>You are watching game {code}: you see what every player may see.</source>
        <translation>Estás mirando la partida {code}: ves lo que cualquier jugador puede ver.</translation>
    </message>
    <message>
        <source>The host has stopped the watching: you no longer follow the game.</source>
        <translation>El anfitrión ha desactivado la opción de mirar: ya no sigues la partida.</translation>
    </message>
    <message>
        <source>Game {code} has started.</source>
        <translation>La partida {code} ha empezado.</translation>
    </message>
    <message>
        <source>The game is not shown on the local network ({reason}); friends join with the address and the code.</source>
        <translation>La partida no se muestra en la red local ({reason}); tus amigos se unen con la dirección y el código.</translation>
    </message>
    <message>
        <source>Port {old} is in use: the game is hosted on port {new} this time. Tell the others the new address.</source>
        <translation>El puerto {old} está en uso: esta vez la partida se aloja en el puerto {new}. Di a los demás la nueva dirección.</translation>
    </message>
    <message>
        <source>The server at {address} does not answer yet: still trying…</source>
        <translation>El servidor en {address} aún no responde: seguimos intentándolo…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>Conexión perdida: reconectando…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>Esperando a {player}…</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n second(s)).</source>
        <translation>
            <numerusform>Esperando a {player}, que ha perdido la conexión (el anfitrión podrá pasar su puesto a un ordenador dentro de %n segundo).</numerusform>
            <numerusform>Esperando a {player}, que ha perdido la conexión (el anfitrión podrá pasar su puesto a un ordenador dentro de %n segundos).</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer now).</source>
        <translation>Esperando a {player}, que ha perdido la conexión (el anfitrión ya puede pasar su puesto a un ordenador).</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <source>{player} (computer) is playing…</source>
        <translation>{player} (ordenador) está jugando…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>New World — network game</source>
        <translation>New World — partida en red</translation>
    </message>
    <message>
        <source>New World — network game {code}</source>
        <translation>New World — partida en red {code}</translation>
    </message>
    <message>
        <source>Game code: {code}</source>
        <translation>Código de partida: {code}</translation>
    </message>
    <message>
        <source>Friends join with Game → Join network game, the address {addresses} and this code.</source>
        <translation>Tus amigos se unen con Partida → Unirse a partida en red, la dirección {addresses} y este código.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation>ordenador · {level}</translation>
    </message>
    <message>
        <source>plays here</source>
        <translation>juega aquí</translation>
    </message>
    <message>
        <source>open: waiting for a player</source>
        <translation>libre: esperando a un jugador</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Puesto {number}</translation>
    </message>
    <message numerus="yes">
        <source>The seat may be handed to a computer in %n second(s).</source>
        <translation>
            <numerusform>El puesto podrá pasar a un ordenador dentro de %n segundo.</numerusform>
            <numerusform>El puesto podrá pasar a un ordenador dentro de %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Esperando a que el anfitrión empiece la partida…</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open: wait for the players, or let a computer take them.</source>
        <translation>
            <numerusform>Queda %n puesto libre: espera a los jugadores o deja que lo ocupe un ordenador.</numerusform>
            <numerusform>Quedan %n puestos libres: espera a los jugadores o deja que los ocupe un ordenador.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here: start when you are ready.</source>
        <translation>Ya están todos: empieza cuando quieras.</translation>
    </message>
    <message>
        <source>{player}&apos;s game</source>
        <translation>Partida de {player}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{code}: {players} (hosted here)</source>
        <translation>{code}: {players} (alojada aquí)</translation>
    </message>
    <message>
        <source>{code}: {players} (at {address})</source>
        <translation>{code}: {players} (en {address})</translation>
    </message>
    <message numerus="yes">
        <source>{server}: game {code}, %n open seat(s) ({players})</source>
        <translation>
            <numerusform>{server}: partida {code}, %n puesto libre ({players})</numerusform>
            <numerusform>{server}: partida {code}, %n puestos libres ({players})</numerusform>
        </translation>
    </message>
    <message>
        <source>{server} at {address} (no open game listed: ask the host for the code)</source>
        <translation>{server} en {address} (no hay partidas abiertas en la lista: pide el código al anfitrión)</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <translation>{player}: {text}</translation>
    </message>
    <message>
        <source>There is no game with that code on this server.</source>
        <translation>No hay ninguna partida con ese código en este servidor.</translation>
    </message>
    <message>
        <source>That game has no open seat left.</source>
        <translation>Esa partida ya no tiene puestos libres.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Ese puesto está ocupado.</translation>
    </message>
    <message>
        <source>That game is over.</source>
        <translation>Esa partida ha terminado.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back: its key does not fit any more.</source>
        <translation>No se puede recuperar este puesto: su clave ya no vale.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Solo el anfitrión puede hacer eso.</translation>
    </message>
    <message>
        <source>Every remote seat must be taken (or given to a computer) before the start.</source>
        <translation>Antes de empezar, todos los puestos remotos deben estar ocupados (o en manos de un ordenador).</translation>
    </message>
    <message>
        <source>The game has started already.</source>
        <translation>La partida ya ha empezado.</translation>
    </message>
    <message>
        <source>Too many requests at once: wait a moment and try again.</source>
        <translation>Demasiadas peticiones a la vez: espera un momento y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The server takes no more games now: {reason}</source>
        <translation>El servidor no admite más partidas ahora: {reason}</translation>
    </message>
    <message>
        <source>That turn was played already.</source>
        <translation>Ese turno ya se ha jugado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>The server refused the move: {reason}</source>
        <translation>El servidor ha rechazado la jugada: {reason}</translation>
    </message>
    <message>
        <source>Not connected to the game: try again when the connection is back.</source>
        <translation>Sin conexión con la partida: vuelve a intentarlo cuando vuelva la conexión.</translation>
    </message>
    <message>
        <source>The server did not answer in time.</source>
        <translation>El servidor no ha respondido a tiempo.</translation>
    </message>
    <message>
        <source>The server cannot be reached: {reason}</source>
        <translation>No se puede contactar con el servidor: {reason}</translation>
    </message>
    <message>
        <source>The server&apos;s certificate is not trusted: {reason}</source>
        <translation>El certificado del servidor no es de confianza: {reason}</translation>
    </message>
    <message>
        <source>That address cannot be used: {reason}</source>
        <translation>No se puede usar esa dirección: {reason}</translation>
    </message>
    <message>
        <source>Not yet: {reason}</source>
        <translation>Todavía no: {reason}</translation>
    </message>
    <message>
        <source>The server could not store that (its disk is full or cannot be written), so nothing changed: try again later.</source>
        <translation>El servidor no pudo guardarlo (su disco está lleno o no se puede escribir en él), así que nada ha cambiado: vuelve a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>Too many connections from your address: close some of your games on this server or wait a minute, then try again.</source>
        <translation>Demasiadas conexiones desde tu dirección: cierra algunas de tus partidas en este servidor o espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The server is full: it takes no more players now. Try again later.</source>
        <translation>El servidor está lleno: ahora no admite más jugadores. Vuelve a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>Your games on this server have as many Hard and Expert computer players as it allows: choose an easier level, or finish a game first.</source>
        <translation>Tus partidas en este servidor tienen tantos jugadores de ordenador de nivel Difícil y Experto como permite: elige un nivel más fácil o termina antes una partida.</translation>
    </message>
    <message>
        <source>The server says: {reason}</source>
        <translation>El servidor dice: {reason}</translation>
    </message>
    <message>
        <source>Say your name: the others see it at the table.</source>
        <translation>Di tu nombre: los demás lo ven en la mesa.</translation>
    </message>
    <message>
        <source>At least one seat must be played at this screen.</source>
        <translation>Al menos un puesto debe jugarse en esta pantalla.</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Buscando partidas en la red local…</translation>
    </message>
    <message>
        <source>No game found on the local network: join with the address and the code.</source>
        <translation>No se ha encontrado ninguna partida en la red local: únete con la dirección y el código.</translation>
    </message>
    <message>
        <source>The game cannot be hosted: {reason}</source>
        <translation>No se puede alojar la partida: {reason}</translation>
    </message>
    <message>
        <source>Cannot join the game: {reason}</source>
        <translation>No se puede unir a la partida: {reason}</translation>
    </message>
    <message>
        <source>{address} is not a server address (for example 192.168.1.20:7245 or ws://play.example.org).</source>
        <translation>{address} no es una dirección de servidor (por ejemplo 192.168.1.20:7245 o ws://play.example.org).</translation>
    </message>
    <message>
        <source>{code} is not a game code: six letters and digits, as the host gave it.</source>
        <translation>{code} no es un código de partida: seis letras y cifras, tal como lo dio el anfitrión.</translation>
    </message>
    <message>
        <source>Network play is not available in this installation: {reason}</source>
        <translation>El juego en red no está disponible en esta instalación: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays?&lt;/b&gt;  Two to five seats; computers think on their own.</source>
        <translation>&lt;b&gt;¿Quién juega?&lt;/b&gt;  De dos a cinco jugadores; los ordenadores piensan solos.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordenador {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Quién juega en el puesto {number}</translation>
    </message>
    <message>
        <source>Colour of player {number}</source>
        <translation>Color del jugador {number}</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>A whole number from 0 to {largest}, or any word; empty: a random game</source>
        <translation>Un número entero de 0 a {largest}, o cualquier palabra; vacío: partida al azar</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Semilla (opcional):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to {largest} (or a word), not {seed}.</source>
        <translation>La semilla debe ser un número entero de 0 a {largest} (o una palabra), no {seed}.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name is longer than {largest} characters.</source>
        <translation>El nombre del jugador {number} tiene más de {largest} caracteres.</translation>
    </message>
    <message>
        <source>Player {number}&apos;s name holds a control character.</source>
        <translation>El nombre del jugador {number} contiene un carácter de control.</translation>
    </message>
    <message>
        <source>Player {number} cannot be seated ({detail}).</source>
        <translation>El jugador {number} no puede ocupar su puesto ({detail}).</translation>
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
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Outline the cells where the card fits</source>
        <translation>Marcar los huecos donde cabe la loseta</translation>
    </message>
    <message>
        <source>Colour-blind friendly player colours with shape marks</source>
        <translation>Colores de jugador aptos para daltónicos, con marcas de forma</translation>
    </message>
    <message>
        <source>Practice: let me take back turns the computers have answered
(the final table says so)</source>
        <translation>Práctica: poder deshacer turnos ya respondidos por los ordenadores
(la tabla final lo indicará)</translation>
    </message>
    <message>
        <source>Otherwise a turn is final once a computer has played after it, so undo never shows the cards they drew.</source>
        <translation>Si no, un turno es definitivo en cuanto un ordenador juega después, así que deshacer nunca muestra las losetas que sacaron.</translation>
    </message>
    <message>
        <source>Hard searches on this many processor cores; Expert always uses all of them</source>
        <translation>Difícil usa este número de núcleos del procesador; Experto siempre los usa todos</translation>
    </message>
    <message>
        <source>Cores for the Hard computer player:</source>
        <translation>Núcleos para el ordenador Difícil:</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Tamaño de la interfaz</translation>
    </message>
    <message>
        <source>&amp;Interface size:</source>
        <translation>&amp;Tamaño de la interfaz:</translation>
    </message>
    <message>
        <source>A new language or interface size applies when New World starts next time.</source>
        <translation>Un nuevo idioma o tamaño de interfaz se aplicará la próxima vez que se inicie New World.</translation>
    </message>
    <message>
        <source>Sound and notifications</source>
        <translation>Sonido y notificaciones</translation>
    </message>
    <message>
        <source>Sound effects (M turns them on and off)</source>
        <translation>Efectos de sonido (M los activa y desactiva)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volumen:</translation>
    </message>
    <message>
        <source>When it is my turn and the window is in the background,
say so in a desktop notification</source>
        <translation>Cuando sea mi turno y la ventana esté en segundo plano,
avisarme con una notificación del escritorio</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Replay a game</source>
        <translation>Reproducir partida</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>&amp;Other file…</source>
        <translation>&amp;Otro archivo…</translation>
    </message>
</context>
<context>
    <name>RemainingDialog</name>
    <message>
        <source>not counting the card in hand; cards that fit nowhere leave the game</source>
        <translation>sin contar la loseta de la mano; las losetas que no caben en ningún sitio salen del juego</translation>
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
        <translation>Al principio (Inicio)</translation>
    </message>
    <message>
        <source>One turn back (←)</source>
        <translation>Un turno atrás (←)</translation>
    </message>
    <message>
        <source>One turn forward (→)</source>
        <translation>Un turno adelante (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>unfinished, turn {turn} next, {cards}</source>
        <translation>sin terminar, siguiente turno {turn}, {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>queda %n loseta</numerusform>
            <numerusform>quedan %n losetas</numerusform>
        </translation>
    </message>
    <message>
        <source>New World saved game (file version {version}, app {app}): {state}</source>
        <translation>Partida guardada de New World (versión de archivo {version}, app {app}): {state}</translation>
    </message>
    <message>
        <source>  {player} ({who}, {colour}): {score}</source>
        <translation>  {player} ({who}, {colour}): {score}</translation>
    </message>
    <message>
        <source> (winner)</source>
        <translation> (ganador)</translation>
    </message>
    <message>
        <source>Turn {number}: {line}</source>
        <translation>Turno {number}: {line}</translation>
    </message>
    <message>
        <source>  {line}</source>
        <translation>  {line}</translation>
    </message>
    <message>
        <source>Unfinished: turn {turn} next, {cards}; scores {scores}</source>
        <translation>Sin terminar: siguiente turno {turn}, {cards}; puntuaciones {scores}</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resign the game?&lt;/b&gt;</source>
        <translation>&lt;b&gt;¿Abandonar la partida?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A computer plays the seat to the end of the game; the points so far stand. Resigning is final: no turn before it can be taken back.</source>
        <translation>Un ordenador juega el puesto hasta el final de la partida; los puntos conseguidos se mantienen. Abandonar es definitivo: ningún turno anterior se puede deshacer.</translation>
    </message>
    <message>
        <source>Who resigns</source>
        <translation>Quién abandona</translation>
    </message>
    <message>
        <source>Who resigns:</source>
        <translation>Quién abandona:</translation>
    </message>
    <message>
        <source>Computer that plays on</source>
        <translation>Ordenador que sigue jugando</translation>
    </message>
    <message>
        <source>Plays on for them:</source>
        <translation>Sigue jugando:</translation>
    </message>
    <message>
        <source>A computer plays the seat from now on (the host&apos;s choice); the points so far stand. You may come back into the seat later: choose the game under Join network game, or Play it again in the lobby.</source>
        <translation>Un ordenador juega el puesto a partir de ahora (lo elige el anfitrión); los puntos conseguidos se mantienen. Puedes volver al puesto más tarde: elige la partida en «Unirse a partida en red» o «Volver a jugarlo» en la sala.</translation>
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
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Best found</source>
        <translation>Mejor hallada</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Puntos perdidos</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Turno {number}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source># How to play New World</source>
        <translation># Cómo se juega a New World</translation>
    </message>
    <message>
        <source>*New World* is a game of the westward trek. Starting from the east coast, you and your opponents lay landscape cards one by one; trails, towns, farms and prairies take shape, and you claim them with your settlers to score. The player with the most points after the last card wins.</source>
        <translation>*New World* es un juego de la marcha hacia el oeste. Partiendo de la costa este, tus rivales y tú colocáis losetas de paisaje una a una; van surgiendo caminos, pueblos, granjas y praderas, que ocupáis con vuestros colonos para puntuar. Tras la última loseta gana quien tenga más puntos.</translation>
    </message>
    <message>
        <source>## Your turn, in three steps</source>
        <translation>## Tu turno, en tres pasos</translation>
    </message>
    <message>
        <source>1. **Lay the card you drew.** Drag it from the hand onto one of the outlined cells (or click a cell). It must touch a card already on the table, or one of the starting spaces on the coast, and every edge it touches must go on: trail to trail, town to town, prairie to prairie. Turn it with **R**, a right click, or a click on it once it lies on its cell (only rotations that fit there come up); dropped turned the wrong way, it turns to the nearest rotation that fits. The mouse wheel zooms the board.</source>
        <translation>1. **Coloca la loseta que has sacado.** Arrástrala desde la mano a uno de los huecos marcados (o haz clic en un hueco). Debe tocar una loseta que ya esté en la mesa o uno de los puntos de salida de la costa, y cada borde que toque debe continuar: camino con camino, pueblo con pueblo, pradera con pradera. Gírala con **R**, con un clic derecho o con un clic sobre ella cuando ya esté en su hueco (solo salen los giros que encajan allí); si la sueltas mal girada, gira sola al giro más cercano que encaje. La rueda del ratón acerca y aleja el tablero.</translation>
    </message>
    <message>
        <source>2. **Place a settler, if you like** — only on the card you just laid, and only on a trail, town, prairie or farm that nobody occupies yet (however far it reaches). Your settler&apos;s role follows from where it stands:</source>
        <translation>2. **Coloca un colono, si quieres**: solo en la loseta que acabas de colocar, y solo en un camino, pueblo, pradera o granja que todavía no ocupe nadie (por lejos que llegue). El papel de tu colono depende de dónde esté:</translation>
    </message>
    <message>
        <source>- a **Robber** on a trail,</source>
        <translation>- **Ladrón** en un camino,</translation>
    </message>
    <message>
        <source>- a **Shopkeeper** in a town,</source>
        <translation>- **Comerciante** en un pueblo,</translation>
    </message>
    <message>
        <source>- a **Farmer** on a farm (the farmhouse in the middle of a card),</source>
        <translation>- **Granjero** en una granja (la casa de labranza en el centro de una loseta),</translation>
    </message>
    <message>
        <source>- a **Trapper** on a prairie (lying down: Trappers stay until the end).</source>
        <translation>- **Trampero** en una pradera (tumbado: los Tramperos se quedan hasta el final).</translation>
    </message>
    <message>
        <source>Click a marker on the card, or press **Space** for no settler, then **Enter** to end your turn. Until then **Ctrl+Z** takes the card back.</source>
        <translation>Haz clic en un marcador de la loseta, o pulsa **Espacio** para no poner colono, y luego **Intro** para terminar tu turno. Hasta entonces, **Ctrl+Z** recupera la loseta.</translation>
    </message>
    <message>
        <source>3. **Score what you completed.** A finished trail, town or farm scores at once for the player with the most settlers on it (ties all score), and the settlers go home to be used again.</source>
        <translation>3. **Puntúa lo que hayas completado.** Un camino, pueblo o granja terminado puntúa en el acto para el jugador con más colonos en él (si hay empate, puntúan todos los empatados), y los colonos vuelven a la reserva para usarse de nuevo.</translation>
    </message>
    <message>
        <source>## What scores</source>
        <translation>## Qué puntúa</translation>
    </message>
    <message>
        <source>| | when it is finished | at the end of the game, unfinished |</source>
        <translation>| | al terminarse | al final de la partida, sin terminar |</translation>
    </message>
    <message>
        <source>| **Trail** (both ends at a crossing, town, farm or a trail starting space, or a loop) | 1 per card + 2 per Trading Post | the same |</source>
        <translation>| **Camino** (ambos extremos en un cruce, pueblo, granja o punto de salida con camino, o un circuito cerrado) | 1 por loseta + 2 por puesto comercial | lo mismo |</translation>
    </message>
    <message>
        <source>| **Town** (walls all round) | 2 per card + 2 per Town Flag | 1 per card + 1 per Flag |</source>
        <translation>| **Pueblo** (murallas por todos lados) | 2 por loseta + 2 por bandera | 1 por loseta + 1 por bandera |</translation>
    </message>
    <message>
        <source>| **Farm** (all 8 cards around it laid) | 9 | 1 per card (its own and those around it) |</source>
        <translation>| **Granja** (con las 8 losetas de alrededor colocadas) | 9 | 1 por loseta (la suya y las de alrededor) |</translation>
    </message>
    <message>
        <source>| **Prairie** (Trappers) | — | 1 per animal, for the most Trappers on it |</source>
        <translation>| **Pradera** (Tramperos) | — | 1 por animal, para quien tenga más Tramperos en ella |</translation>
    </message>
    <message>
        <source>A trail or town that runs into the sea (east of a card in column 1, north or south of the starting spaces) can never be finished.</source>
        <translation>Un camino o pueblo que da al mar (al este de una loseta de la columna 1, al norte o al sur de los puntos de salida) no se puede terminar nunca.</translation>
    </message>
    <message>
        <source>## The Surveyors</source>
        <translation>## Los Agrimensores</translation>
    </message>
    <message>
        <source>Two white Surveyors follow the trek west. Each time a building is scored, its scorers get **+4 for each Surveyor standing in the same column** as one of their settlers on it. Then a Surveyor steps one column west, and every Robber, Shopkeeper and Farmer left **east of both Surveyors goes home unscored** — so don&apos;t linger near the coast! (Trappers stay.) While no card lies west of the Surveyors they cannot step, and then nobody goes home either.</source>
        <translation>Dos Agrimensores blancos siguen la marcha hacia el oeste. Cada vez que se puntúa una construcción durante la partida, quienes puntúan reciben **+4 por cada Agrimensor que esté en la misma columna** que uno de sus colonos en ella. Después, un Agrimensor avanza una columna al oeste, y todo Ladrón, Comerciante o Granjero que quede **al este de ambos Agrimensores vuelve a la reserva sin puntuar**: ¡no te entretengas cerca de la costa! (Los Tramperos se quedan.) Mientras no haya losetas al oeste de los Agrimensores, estos no pueden avanzar, y entonces tampoco vuelve nadie a la reserva.</translation>
    </message>
    <message>
        <source>When one card finishes several buildings, you choose the order they score in: it can matter, because each scoring moves a Surveyor.</source>
        <translation>Cuando una loseta termina varias construcciones, tú eliges el orden en que puntúan: puede importar, porque cada puntuación mueve un Agrimensor.</translation>
    </message>
    <message>
        <source>## Handy keys</source>
        <translation>## Teclas útiles</translation>
    </message>
    <message>
        <source>**R** rotate · **Space** no settler · **Enter** end the turn · **Ctrl+Z** undo (a turn a computer has answered is final, unless you allow practice in Game ▸ Preferences) · **Ctrl+Shift+Z** redo · **T** the cards still to come · **H** the game log · **F** fit the board · **F1** a hint (shown as a faint card with the reason; **Enter** or **F1** again plays it) · **Ctrl+S** save · **Ctrl+N** new game · mouse wheel zoom, drag to pan.</source>
        <translation>**R** girar · **Espacio** sin colono · **Intro** terminar el turno · **Ctrl+Z** deshacer (un turno al que ya ha respondido un ordenador es definitivo, salvo que permitas la práctica en Partida ▸ Preferencias) · **Ctrl+Mayús+Z** rehacer · **T** las losetas que quedan · **H** el registro de la partida · **F** encuadrar el tablero · **F1** una pista (una loseta tenue con el motivo; **Intro** o **F1** otra vez la juega) · **Ctrl+S** guardar · **Ctrl+N** nueva partida · la rueda del ratón acerca y aleja; arrastra para desplazarte.</translation>
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
            <numerusform>%n animal</numerusform>
            <numerusform>%n animales</numerusform>
        </translation>
    </message>
    <message>
        <source>{feature}, {cards}, {state}: {points}</source>
        <translation>{feature}, {cards}, {state}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n loseta</numerusform>
            <numerusform>%n losetas</numerusform>
        </translation>
    </message>
    <message>
        <source>complete</source>
        <translation>obra terminada</translation>
    </message>
    <message>
        <source>open</source>
        <translation>en obras</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
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
        <translation>nadie</translation>
    </message>
    <message>
        <source>{feature} of {cards} through {cell} — {players}</source>
        <translation>{feature} de {cards} por {cell} — {players}</translation>
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
        <translation>Orden de puntuación</translation>
    </message>
    <message>
        <source>Several buildings are complete. Score them in this order
(each scoring moves a Surveyor west, which may send settlers home):</source>
        <translation>Se han completado varias construcciones. Puntúalas en este orden
(cada puntuación mueve un Agrimensor al oeste y puede devolver colonos a la reserva):</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Score the selected building earlier</source>
        <translation>Puntuar antes la construcción elegida</translation>
    </message>
    <message>
        <source>Score the selected building later</source>
        <translation>Puntuar después la construcción elegida</translation>
    </message>
    <message>
        <source>Buildings in scoring order</source>
        <translation>Construcciones en orden de puntuación</translation>
    </message>
    <message>
        <source>Ctrl+Up and Ctrl+Down move the selected building</source>
        <translation>Ctrl+↑ y Ctrl+↓ mueven la construcción elegida</translation>
    </message>
</context>
<context>
    <name>ScreenAccessibility</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Card in hand</source>
        <translation>Loseta en la mano</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Jugadores y puntuaciones</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Este turno</translation>
    </message>
    <message>
        <source>Cards left in the stack</source>
        <translation>Losetas que quedan en el montón</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Computer plays</source>
        <translation>Juega el ordenador</translation>
    </message>
    <message>
        <source>Let a computer of the chosen level play this seat</source>
        <translation>Que un ordenador del nivel elegido juegue este puesto</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Volver a jugarlo</translation>
    </message>
    <message>
        <source>Take this seat back from the computer</source>
        <translation>Recuperar este puesto del ordenador</translation>
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
        <translation>Un juego de Carcassonne</translation>
    </message>
    <message>
        <source>PLAYERS</source>
        <translation>JUGADORES</translation>
    </message>
    <message>
        <source>THIS TURN</source>
        <translation>ESTE TURNO</translation>
    </message>
    <message>
        <source>GAME LOG  (H)</source>
        <translation>REGISTRO  (H)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Average points per game by category</source>
        <translation>Puntos medios por partida y categoría</translation>
    </message>
    <message>
        <source>Average points by category</source>
        <translation>Puntos medios por categoría</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <translation>Victorias por rival</translation>
    </message>
    <message>
        <source>Score in each game</source>
        <translation>Puntos en cada partida</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Every human player</source>
        <translation>Cada jugador humano</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordenador: {level}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Settlers sent home by the Surveyors</source>
        <translation>Colonos devueltos por los Agrimensores</translation>
    </message>
    <message>
        <source>Longest trail (cards)</source>
        <translation>Camino más largo (losetas)</translation>
    </message>
    <message>
        <source>Biggest town (cards)</source>
        <translation>Pueblo más grande (losetas)</translation>
    </message>
    <message>
        <source>Games resigned</source>
        <translation>Partidas abandonadas</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>people</source>
        <translation>personas</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Terminal</name>
    <message>
        <source>Board: columns from the west (left) to the coast (column 0, right), rows from the north (top) to the south. Each card is 3 by 3 signs: {signs}, ~ sea; its middle shows a settler&apos;s seat number. S marks a Surveyor&apos;s column.</source>
        <translation>Tablero: columnas desde el oeste (a la izquierda) hasta la costa (columna 0, a la derecha), filas desde el norte (arriba) hacia el sur. Cada loseta son 3 por 3 signos: {signs}, ~ mar; su centro muestra el número de puesto de un colono. S marca la columna de un Agrimensor.</translation>
    </message>
    <message>
        <source>Surveyors: columns {first} and {second}</source>
        <translation>Agrimensores: columnas {first} y {second}</translation>
    </message>
    <message>
        <source>Turn {number}: your move</source>
        <translation>Turno {number}: te toca</translation>
    </message>
    <message>
        <source>Turn {number}: {player} to move</source>
        <translation>Turno {number}: le toca a {player}</translation>
    </message>
    <message>
        <source>{player} {points} points, {settlers} settlers</source>
        <translation>{player} {points} puntos, {settlers} colonos</translation>
    </message>
    <message>
        <source>Scores: {each}</source>
        <translation>Puntuación: {each}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stack</source>
        <translation>
            <numerusform>Queda %n loseta en el montón</numerusform>
            <numerusform>Quedan %n losetas en el montón</numerusform>
        </translation>
    </message>
    <message>
        <source>The card: {card}</source>
        <translation>La loseta: {card}</translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s):</source>
        <translation>
            <numerusform>%n jugada permitida:</numerusform>
            <numerusform>%n jugadas permitidas:</numerusform>
        </translation>
    </message>
    <message>
        <source>{cell} turned {degrees}°</source>
        <translation>{cell} girada {degrees}°</translation>
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
        <translation>Tu jugada: un número, una jugada (3,2/1 R0), hint, undo, save ARCHIVO, board, resign, help o quit</translation>
    </message>
    <message>
        <source>Type the number of a legal move, or a move as the list writes it after each move (column,row/quarter turns, then the settler&apos;s role letter and the card&apos;s feature number, then &gt;order if several buildings complete). hint plays the suggested move; undo takes your last move back; save FILE saves the game; board shows the board again; resign [LEVEL] leaves your seat to a computer (Medium unless you name another level) for the rest of the game; quit saves and stops.</source>
        <translation>Escribe el número de una jugada permitida, o una jugada tal como la lista la escribe tras cada jugada (columna,fila/cuartos de giro, luego la letra del papel del colono y el número de la parte de la loseta, luego &gt;orden si se completan varias construcciones). hint hace la jugada sugerida; undo deshace tu última jugada; save ARCHIVO guarda la partida; board vuelve a mostrar el tablero; resign [NIVEL] deja tu puesto a un ordenador (Medio, salvo que nombres otro nivel) para el resto de la partida; quit guarda y termina.</translation>
    </message>
    <message>
        <source>{player} {time}</source>
        <translation>{player} {time}</translation>
    </message>
    <message>
        <source>Time ({clock}): {each}</source>
        <translation>Tiempo ({clock}): {each}</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Tiempo restante: {time}</translation>
    </message>
    <message>
        <source>Resign? A computer ({level}) plays your seat to the end of the game; your points stand, and no move before it can be taken back. Type yes to resign.</source>
        <translation>¿Abandonar? Un ordenador ({level}) juega tu puesto hasta el final de la partida; tus puntos se mantienen y ninguna jugada anterior se puede deshacer. Escribe sí para abandonar.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>You play on.</source>
        <translation>Sigues jugando.</translation>
    </message>
    <message>
        <source>No computer level {level}: choose {levels}</source>
        <translation>No hay nivel {level}: elige {levels}</translation>
    </message>
    <message>
        <source>{player} ({level}) thinks…</source>
        <translation>{player} ({level}) piensa…</translation>
    </message>
    <message>
        <source>Not a move nor a command: {text} (type help)</source>
        <translation>Ni una jugada ni una orden: {text} (escribe help)</translation>
    </message>
    <message>
        <source>There is no move {number}: choose 1 to {count}</source>
        <translation>No hay jugada {number}: elige de 1 a {count}</translation>
    </message>
    <message>
        <source>Refused: {move}: {reason}</source>
        <translation>Rechazada: {move}: {reason}</translation>
    </message>
    <message>
        <source>The hint plays {move}</source>
        <translation>La pista juega {move}</translation>
    </message>
    <message numerus="yes">
        <source>Took back %n turn(s)</source>
        <translation>
            <numerusform>Se ha deshecho %n turno</numerusform>
            <numerusform>Se han deshecho %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to take back: no move of yours, or a computer has answered it since (--practice allows that)</source>
        <translation>Nada que deshacer: no hay jugada tuya, o un ordenador ya ha respondido a ella (--practice lo permite)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Guardado en {path}</translation>
    </message>
    <message>
        <source>Cannot save to {path}: {reason}</source>
        <translation>No se puede guardar en {path}: {reason}</translation>
    </message>
    <message>
        <source>Game over:</source>
        <translation>Fin de la partida:</translation>
    </message>
    <message>
        <source>{player}: {points}</source>
        <translation>{player}: {points}</translation>
    </message>
    <message>
        <source>{player}: {points} (resigned in turn {turn})</source>
        <translation>{player}: {points} (abandonó en el turno {turn})</translation>
    </message>
    <message>
        <source>Stopped before the end; the game is saved.</source>
        <translation>Terminada antes del final; la partida está guardada.</translation>
    </message>
</context>
<context>
    <name>TurnBox</name>
    <message>
        <source>⟳ Rotate</source>
        <translation>⟳ Girar</translation>
    </message>
    <message>
        <source>Rotate the card (R, right click)</source>
        <translation>Girar la loseta (R, clic derecho)</translation>
    </message>
    <message>
        <source>No settler</source>
        <translation>Sin colono</translation>
    </message>
    <message>
        <source>Place no settler (Space)</source>
        <translation>No colocar colono (Espacio)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Take the card back (Ctrl+Z)</source>
        <translation>Recuperar la loseta (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Confirm turn  ⏎</source>
        <translation>Confirmar turno  ⏎</translation>
    </message>
    <message>
        <source>Cards left: –</source>
        <translation>Losetas restantes: –</translation>
    </message>
    <message>
        <source>Cards still in the stack, not counting the one in hand. Show them (T)</source>
        <translation>Losetas que quedan en el montón, sin contar la de la mano. Verlas (T)</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Start a real game</source>
        <translation>Jugar una partida real</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Salir del tutorial</translation>
    </message>
    <message>
        <source>Close the tutorial</source>
        <translation>Cerrar el tutorial</translation>
    </message>
</context>
</TS>
