<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
    <context>
        <name>Learning</name>
        <message numerus="yes">
            <source>Added %n game(s) kept earlier to your statistics.</source>
            <translation>
                <numerusform>Added %n game kept earlier to your statistics.</numerusform>
                <numerusform>Added %n games kept earlier to your statistics.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be added yet and are not counted here; they are kept and will be added later.</source>
            <translation>
                <numerusform>%n finished game could not be added yet and are not counted here; they are kept and will be added later.</numerusform>
                <numerusform>%n finished games could not be added yet and are not counted here; they are kept and will be added later.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n row(s) to {file}</source>
            <translation>
                <numerusform>Exported %n row to {file}</numerusform>
                <numerusform>Exported %n rows to {file}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) played</source>
            <translation>
                <numerusform>%n game played</numerusform>
                <numerusform>%n games played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <translation>
                <numerusform>%n won</numerusform>
                <numerusform>%n won</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n turn(s) reviewed: the best move found in {best}; {lost} points of expected lead lost in all.</source>
            <translation>
                <numerusform>%n turn reviewed: the best move found in {best}; {lost} points of expected lead lost in all.</numerusform>
                <numerusform>%n turns reviewed: the best move found in {best}; {lost} points of expected lead lost in all.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Review stopped after %n turn(s).</source>
            <translation>
                <numerusform>Review stopped after %n turn.</numerusform>
                <numerusform>Review stopped after %n turns.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message numerus="yes">
            <source>Turn {turn} · %n card(s) left · {when}</source>
            <translation>
                <numerusform>Turn {turn} · %n card left · {when}</numerusform>
                <numerusform>Turn {turn} · %n cards left · {when}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Practice game: %n turn(s) taken back after the computers had played.</source>
            <translation>
                <numerusform>Practice game: %n turn taken back after the computers had played.</numerusform>
                <numerusform>Practice game: %n turns taken back after the computers had played.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) still in the stack</source>
            <translation>
                <numerusform>%n card still in the stack</numerusform>
                <numerusform>%n cards still in the stack</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n in supply</source>
            <translation>
                <numerusform>%n in supply</numerusform>
                <numerusform>%n in supply</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}, {who}: %n point(s)</source>
            <translation>
                <numerusform>{player}, {who}: %n point</numerusform>
                <numerusform>{player}, {who}: %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n settler(s) in supply</source>
            <translation>
                <numerusform>, %n settler in supply</numerusform>
                <numerusform>, %n settlers in supply</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Trading Post(s)</source>
            <translation>
                <numerusform>%n Trading Post</numerusform>
                <numerusform>%n Trading Posts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Town Flag(s)</source>
            <translation>
                <numerusform>%n Town Flag</numerusform>
                <numerusform>%n Town Flags</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n animal(s)</source>
            <translation>
                <numerusform>%n animal</numerusform>
                <numerusform>%n animals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Surveyor(s)</source>
            <translation>
                <numerusform>%n Surveyor</numerusform>
                <numerusform>%n Surveyors</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message numerus="yes">
            <source>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n second(s)).</source>
            <translation>
                <numerusform>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n second).</numerusform>
                <numerusform>Waiting for {player}, who lost the connection (the host may hand the seat to a computer in %n seconds).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The seat may be handed to a computer in %n second(s).</source>
            <translation>
                <numerusform>The seat may be handed to a computer in %n second.</numerusform>
                <numerusform>The seat may be handed to a computer in %n seconds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s) still open: wait for the players, or let a computer take them.</source>
            <translation>
                <numerusform>%n seat still open: wait for the players, or let a computer take them.</numerusform>
                <numerusform>%n seats still open: wait for the players, or let a computer take them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{server}: game {code}, %n open seat(s) ({players})</source>
            <translation>
                <numerusform>{server}: game {code}, %n open seat ({players})</numerusform>
                <numerusform>{server}: game {code}, %n open seats ({players})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>%n card left</numerusform>
                <numerusform>%n cards left</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scoring</name>
        <message numerus="yes">
            <source>%n animal(s)</source>
            <translation>
                <numerusform>%n animal</numerusform>
                <numerusform>%n animals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Terminal</name>
        <message numerus="yes">
            <source>%n card(s) left in the stack</source>
            <translation>
                <numerusform>%n card left in the stack</numerusform>
                <numerusform>%n cards left in the stack</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n legal move(s):</source>
            <translation>
                <numerusform>%n legal move:</numerusform>
                <numerusform>%n legal moves:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Took back %n turn(s)</source>
            <translation>
                <numerusform>Took back %n turn</numerusform>
                <numerusform>Took back %n turns</numerusform>
            </translation>
        </message>
    </context>
</TS>