<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Rack-O, the card game, on your desktop against computer players.</source>
        <translation>Rack-O, het kaartspel, op je computer tegen computerspelers.</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>Over {name}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versie {version}</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. Rack-O is a trademark of its owner; RackoApp is an independent program, not made or endorsed by them.</source>
        <translation>Vrije software onder de MIT-licentie. Rack-O is een handelsmerk van de eigenaar ervan; RackoApp is een onafhankelijk programma, niet gemaakt of goedgekeurd door die eigenaar.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>&amp;Colour-blind-safe cards</source>
        <translation>Kaarten voor &amp;kleurenblinden</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoog contrast</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Minder beweging</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>No match on the table</source>
        <translation>Geen partij op tafel</translation>
    </message>
    <message>
        <source>slot {slot}: {card}</source>
        <translation>vak {slot}: {card}</translation>
    </message>
    <message>
        <source>Your rack: {rack}</source>
        <translation>Je rek: {rack}</translation>
    </message>
    <message>
        <source>Your partner: {name}</source>
        <translation>Je partner: {name}</translation>
    </message>
    <message>
        <source>the cursor is on slot {slot}: {card}</source>
        <translation>de cursor staat op vak {slot}: {card}</translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Aflegstapel: {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s rack: {cards}</source>
        <translation>Het rek van {name}: {cards}</translation>
    </message>
    <message>
        <source>Face up in {name}&apos;s rack: {cards}</source>
        <translation>Open in het rek van {name}: {cards}</translation>
    </message>
    <message>
        <source>Draw pile: 1 card</source>
        <translation>Trekstapel: 1 kaart</translation>
    </message>
    <message>
        <source>Draw pile: {count} cards</source>
        <translation>Trekstapel: {count} kaarten</translation>
    </message>
    <message>
        <source>You hold the {card}</source>
        <translation>Je hebt de {card} in de hand</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>Stand: {scores}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} is aan de beurt</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>good</source>
        <translation>goed</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>onnauwkeurig</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>under {least}</source>
        <translation>minder dan {least}</translation>
    </message>
    <message>
        <source>A move&apos;s cost is how many extra turns, on average, it adds on your way to Rack-O compared with the best move; what your discard may give the next player is not counted. {good}: up to {g}; {inaccuracy}: up to {i}; {mistake}: up to {m}; {blunder}: more.</source>
        <translation>Wat een zet kost: hoeveel beurten hij je gemiddeld extra kost op weg naar Rack-O, vergeleken met de beste zet; wat je afgelegde kaart de volgende speler kan geven, telt niet mee. {good}: tot {g}; {inaccuracy}: tot {i}; {mistake}: tot {m}; {blunder}: meer.</translation>
    </message>
    <message>
        <source>{mark} {verdict} (no way to Rack-O in sight after it)</source>
        <translation>{mark} {verdict} (daarna geen Rack-O meer in zicht)</translation>
    </message>
    <message>
        <source>{mark} {verdict} (cost {loss} turns)</source>
        <translation>{mark} {verdict} (kostte {loss} beurten)</translation>
    </message>
    <message>
        <source>{mark} {verdict} (the draw cost {loss} turns)</source>
        <translation>{mark} {verdict} (het trekken kostte {loss} beurten)</translation>
    </message>
    <message>
        <source>{mark} {verdict} (taking the {card} cost {loss} turns)</source>
        <translation>{mark} {verdict} (de {card} pakken kostte {loss} beurten)</translation>
    </message>
    <message>
        <source>better: discard it</source>
        <translation>beter: afleggen</translation>
    </message>
    <message>
        <source>better: slot {slot}</source>
        <translation>beter: vak {slot}</translation>
    </message>
    <message>
        <source>better: the discard pile&apos;s {card} into slot {slot}</source>
        <translation>beter: de {card} van de aflegstapel in vak {slot}</translation>
    </message>
    <message>
        <source>better: draw</source>
        <translation>beter: trekken</translation>
    </message>
    <message>
        <source>take the {card} from the discard pile</source>
        <translation>de {card} van de aflegstapel pakken</translation>
    </message>
    <message>
        <source>draw from the draw pile</source>
        <translation>van de trekstapel trekken</translation>
    </message>
    <message>
        <source>draw (the {card} came)</source>
        <translation>trekken (je trok de {card})</translation>
    </message>
    <message>
        <source>draw (the {card} would have come)</source>
        <translation>trekken (dan was de {card} gekomen)</translation>
    </message>
    <message>
        <source>{took} and discard it</source>
        <translation>{took} en de kaart afleggen</translation>
    </message>
    <message>
        <source>{took} and put it in slot {slot}</source>
        <translation>{took} en hem in vak {slot} leggen</translation>
    </message>
    <message>
        <source>That gave up your run {run}, the run Rack-O needs.</source>
        <translation>Daarmee gaf je je reeks {run} op, de reeks die je voor Rack-O nodig hebt.</translation>
    </message>
    <message>
        <source>That gave up your {low} and {high}, which wait for the {missing} between them: the run Rack-O needs.</source>
        <translation>Daarmee gaf je je {low} en {high} op, die op de {missing} ertussen wachten: de reeks die je voor Rack-O nodig hebt.</translation>
    </message>
    <message>
        <source>That gave up your {low} and {high}, a start of the run Rack-O needs.</source>
        <translation>Daarmee gaf je je {low} en {high} op, een begin van de reeks die je voor Rack-O nodig hebt.</translation>
    </message>
    <message>
        <source>That left your rack, which rose in order, out of order.</source>
        <translation>Daarmee loopt je rek, dat helemaal opliep, niet meer op.</translation>
    </message>
    <message>
        <source>&amp;Review this round</source>
        <translation>Ronde na&amp;kijken</translation>
    </message>
    <message>
        <source>Grade &amp;my moves as I play</source>
        <translation>Mijn zetten &amp;beoordelen tijdens het spel</translation>
    </message>
    <message>
        <source>Grade &amp;my moves as I play (only when one person plays)</source>
        <translation>Mijn zetten &amp;beoordelen tijdens het spel (alleen als één persoon speelt)</translation>
    </message>
    <message>
        <source>the coach failed: {detail}</source>
        <translation>de coach liep vast: {detail}</translation>
    </message>
    <message>
        <source>Your move: {verdict}</source>
        <translation>Je zet: {verdict}</translation>
    </message>
    <message>
        <source>The coach is still looking at this round: its review opens once it is ready</source>
        <translation>De coach bekijkt deze ronde nog en opent het nakijken zodra hij klaar is</translation>
    </message>
    <message>
        <source>{cost} Better: {better}.</source>
        <translation>{cost} Beter: {better}.</translation>
    </message>
    <message>
        <source>Better: {better}.</source>
        <translation>Beter: {better}.</translation>
    </message>
    <message>
        <source>The coach reviews one person&apos;s play against the computer: {count} people play in this record</source>
        <translation>De coach kijkt het spel van één persoon tegen de computer na: in dit spelverslag spelen {count} mensen</translation>
    </message>
    <message>
        <source>The coach reviews a person&apos;s play: every seat in this record is a computer</source>
        <translation>De coach kijkt het spel van een persoon na: in dit spelverslag spelen alleen computers</translation>
    </message>
    <message>
        <source>The coach reviews one person&apos;s play against the computer: with more people at the table, it gives hints (H) but reviews no round</source>
        <translation>De coach kijkt het spel van één persoon tegen de computer na: met meer mensen aan tafel geeft hij wel tips (H), maar kijkt hij geen ronde na</translation>
    </message>
    <message>
        <source>The coach reviews a person&apos;s play: every seat at this table is a computer</source>
        <translation>De coach kijkt het spel van een persoon na: aan deze tafel spelen alleen computers</translation>
    </message>
    <message>
        <source>{verdict}, as hinted</source>
        <translation>{verdict}, volgens de tip</translation>
    </message>
    <message>
        <source>The coach is still looking at this record</source>
        <translation>De coach bekijkt dit spelverslag nog</translation>
    </message>
    <message>
        <source>No move of yours in this round is shown yet: step on through the record</source>
        <translation>Nog geen zet van jou in deze ronde te zien: stap verder door het spelverslag</translation>
    </message>
    <message>
        <source>A round can be reviewed once it is over (R)</source>
        <translation>Een ronde is na te kijken zodra ze voorbij is (R)</translation>
    </message>
    <message>
        <source>The coach could not review this round ({detail})</source>
        <translation>De coach kon deze ronde niet nakijken ({detail})</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>Review of round {number}</source>
        <translation>Ronde {number} nakijken</translation>
    </message>
    <message>
        <source>The position before the move</source>
        <translation>De situatie vóór de zet</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Vorige</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>V&amp;olgende</translation>
    </message>
    <message>
        <source>Your only move this round cost {loss} turns</source>
        <translation>Je enige zet in deze ronde kostte {loss} beurten</translation>
    </message>
    <message>
        <source>Your {count} moves this round cost {loss} turns each on average</source>
        <translation>Je {count} zetten deze ronde kostten gemiddeld {loss} beurten per zet</translation>
    </message>
    <message>
        <source>{mean}. You played it exactly as hinted (its pile and its slot): the statistics leave it out</source>
        <translation>{mean}. Je speelde die zet precies volgens de tip (stapel en vak): de statistieken laten hem weg</translation>
    </message>
    <message>
        <source>{mean}. You played one of them exactly as hinted (pile and slot): the statistics leave it out</source>
        <translation>{mean}. Eén daarvan speelde je precies volgens de tip (stapel en vak): de statistieken laten die weg</translation>
    </message>
    <message>
        <source>{mean}. You played {hinted} of them exactly as hinted (pile and slot): the statistics leave those out</source>
        <translation>{mean}. {hinted} daarvan speelde je precies volgens de tip (stapel en vak): de statistieken laten die weg</translation>
    </message>
    <message>
        <source>{said}, and count your other move at {loss} turns</source>
        <translation>{said}, en tellen je andere zet mee met {loss} beurten</translation>
    </message>
    <message>
        <source>{said}, and count your other {count} at {loss} turns each</source>
        <translation>{said}, en tellen je andere {count} zetten mee met elk {loss} beurten</translation>
    </message>
    <message>
        <source>You made no move this round</source>
        <translation>Je hebt deze ronde geen zet gedaan</translation>
    </message>
    <message>
        <source>It ended before your first turn.</source>
        <translation>De ronde was al voorbij voordat je aan de beurt was.</translation>
    </message>
    <message>
        <source>You played every move of this round as the coach hinted</source>
        <translation>Je speelde elke zet van deze ronde volgens de tip van de coach</translation>
    </message>
    <message>
        <source>Those moves are the coach&apos;s, so there is nothing of yours to review here, and the statistics leave them out.</source>
        <translation>Die zetten zijn van de coach, dus er valt hier niets van jou na te kijken, en de statistieken laten ze weg.</translation>
    </message>
    <message>
        <source>Every move of yours this round was the best one</source>
        <translation>Al je zetten in deze ronde waren de beste</translation>
    </message>
    <message>
        <source>The move shown: your move {mine} of {count}, {verdict}</source>
        <translation>De getoonde zet: jouw zet {mine} van {count}, {verdict}</translation>
    </message>
    <message>
        <source>Costliest move {k} of {n}: your move {mine} of {count}, {verdict}</source>
        <translation>Duurste zet {k} van {n}: jouw zet {mine} van {count}, {verdict}</translation>
    </message>
    <message>
        <source>You chose to {played}. {cost} Better: {better}.</source>
        <translation>Je koos: {played}. {cost} Beter: {better}.</translation>
    </message>
    <message>
        <source>You chose to {played}. Better: {better}.</source>
        <translation>Je koos: {played}. Beter: {better}.</translation>
    </message>
    <message>
        <source>Dashed: your move; blue: the better one.</source>
        <translation>Streepjesrand: jouw zet; blauw: de betere.</translation>
    </message>
    <message>
        <source>Graded on what you could know then, not on the card that came.</source>
        <translation>Beoordeeld op wat je toen kon weten, niet op de kaart die kwam.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>the round is over</source>
        <translation>de ronde is voorbij</translation>
    </message>
    <message>
        <source>first take the top card of the draw pile or of the discard pile</source>
        <translation>neem eerst de bovenste kaart van de trekstapel of van de aflegstapel</translation>
    </message>
    <message>
        <source>a card taken from the discard pile must go into your rack</source>
        <translation>een kaart van de aflegstapel moet in je rek</translation>
    </message>
    <message>
        <source>put the card into a slot from 1 to 10, or discard a drawn card</source>
        <translation>leg de kaart in een vak van 1 tot en met 10, of leg een getrokken kaart af</translation>
    </message>
    <message>
        <source>a turn starts by taking a card</source>
        <translation>een beurt begint met het pakken van een kaart</translation>
    </message>
    <message>
        <source>this round has no way to shuffle a rebuilt draw pile</source>
        <translation>deze ronde kan een nieuwe trekstapel niet schudden</translation>
    </message>
    <message>
        <source>the rebuilt draw pile is not the discard pile&apos;s cards</source>
        <translation>de nieuwe trekstapel bestaat niet uit de kaarten van de aflegstapel</translation>
    </message>
    <message>
        <source>the first-dealer draw must be one distinct card of the deck per seat</source>
        <translation>bij het trekken om de eerste deler moet elke plaats een andere kaart uit de stapel kaarten krijgen</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>de partij is voorbij</translation>
    </message>
    <message>
        <source>the round in play is not over</source>
        <translation>de lopende ronde is nog niet voorbij</translation>
    </message>
    <message>
        <source>no round is in play</source>
        <translation>er loopt geen ronde</translation>
    </message>
    <message>
        <source>no round has been dealt</source>
        <translation>er is nog geen ronde gedeeld</translation>
    </message>
    <message>
        <source>a match has 2, 3 or 4 seats</source>
        <translation>een partij heeft 2, 3 of 4 plaatsen</translation>
    </message>
    <message>
        <source>partners are played with 4 seats only</source>
        <translation>in teams speel je alleen met 4 plaatsen</translation>
    </message>
    <message>
        <source>{action} is not an action</source>
        <translation>{action} is geen zet</translation>
    </message>
    <message>
        <source>seat {dealer} cannot deal in a {seats}-seat match</source>
        <translation>plaats {dealer} kan niet delen in een partij met {seats} plaatsen</translation>
    </message>
    <message>
        <source>the deck is not the cards 1 to {cards}, each once</source>
        <translation>de stapel kaarten bestaat niet uit de kaarten 1 tot en met {cards}, elk één keer</translation>
    </message>
    <message>
        <source>the target must be a whole number from 1 to {limit:,}</source>
        <translation>het doel moet een geheel getal van 1 tot en met {limit:,} zijn</translation>
    </message>
    <message>
        <source>the rebuild option is &apos;shuffle&apos; or &apos;classic&apos;</source>
        <translation>de optie voor de nieuwe trekstapel is &apos;shuffle&apos; of &apos;classic&apos;</translation>
    </message>
    <message>
        <source>max_rebuilds must be null or a whole number from 0 to {limit:,}</source>
        <translation>max_rebuilds moet null zijn of een geheel getal van 0 tot en met {limit:,}</translation>
    </message>
    <message>
        <source>a round after the match was won</source>
        <translation>een ronde nadat de partij al gewonnen was</translation>
    </message>
    <message>
        <source>a round after an unfinished one</source>
        <translation>een ronde na een onafgemaakte ronde</translation>
    </message>
    <message>
        <source>a classic rebuild is not shuffled, so the round lists no rebuild orders</source>
        <translation>een klassieke nieuwe trekstapel wordt niet geschud, dus de ronde noemt geen volgordes</translation>
    </message>
    <message>
        <source>the record lacks the order of the rebuilt draw pile</source>
        <translation>het verslag mist de volgorde van de nieuwe trekstapel</translation>
    </message>
    <message>
        <source>a turn after the round had ended</source>
        <translation>een beurt nadat de ronde al was afgelopen</translation>
    </message>
    <message>
        <source>the round lists more rebuild orders than it used</source>
        <translation>de ronde noemt meer volgordes van nieuwe trekstapels dan ze gebruikte</translation>
    </message>
    <message>
        <source>a card is taken from the &apos;draw&apos; or the &apos;discard&apos; pile</source>
        <translation>een kaart komt van de stapel &apos;draw&apos; of &apos;discard&apos;</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>het bestand is geen UTF-8-tekst</translation>
    </message>
    <message>
        <source>cannot read {path}: it is not a regular file</source>
        <translation>kan {path} niet lezen: het is geen gewoon bestand</translation>
    </message>
    <message>
        <source>the file nests deeper than a game record does</source>
        <translation>het bestand is dieper genest dan een spelverslag</translation>
    </message>
    <message>
        <source>the file holds a number of {digits:,} digits; no number in a game record is that long</source>
        <translation>het bestand bevat een getal van {digits:,} cijfers; geen getal in een spelverslag is zo lang</translation>
    </message>
    <message>
        <source>the file names &apos;{key}&apos; twice in one object</source>
        <translation>het bestand noemt &apos;{key}&apos; twee keer in één object</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>the file is not valid JSON ({detail} at line {line}, column {column})</source>
        <translation>het bestand is geen geldige JSON ({detail} op regel {line}, kolom {column})</translation>
    </message>
    <message>
        <source>a value was expected</source>
        <translation>er werd een waarde verwacht</translation>
    </message>
    <message>
        <source>a name in double quotes was expected</source>
        <translation>er werd een naam tussen dubbele aanhalingstekens verwacht</translation>
    </message>
    <message>
        <source>a comma was expected</source>
        <translation>er werd een komma verwacht</translation>
    </message>
    <message>
        <source>a colon was expected</source>
        <translation>er werd een dubbele punt verwacht</translation>
    </message>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>een tekst tussen aanhalingstekens wordt niet afgesloten</translation>
    </message>
    <message>
        <source>a text holds a control character</source>
        <translation>een tekst bevat een stuurteken</translation>
    </message>
    <message>
        <source>a text holds a bad escape</source>
        <translation>een tekst bevat een ongeldige escape</translation>
    </message>
    <message>
        <source>more follows the end of the record</source>
        <translation>er volgt nog meer na het einde van het spelverslag</translation>
    </message>
    <message>
        <source>the file is not a game record (expected a JSON object)</source>
        <translation>het bestand is geen spelverslag (een JSON-object verwacht)</translation>
    </message>
    <message>
        <source>the record has no version number</source>
        <translation>het verslag heeft geen versienummer</translation>
    </message>
    <message>
        <source>the record&apos;s version is not a whole number</source>
        <translation>het versienummer van het verslag is geen geheel getal</translation>
    </message>
    <message>
        <source>unknown field &apos;{name}&apos;</source>
        <translation>onbekend veld &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>seat {seat}: unknown field &apos;{name}&apos;</source>
        <translation>plaats {seat}: onbekend veld &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>round {round}: unknown field &apos;{name}&apos;</source>
        <translation>ronde {round}: onbekend veld &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>round {round}, turn {turn}: unknown field &apos;{name}&apos;</source>
        <translation>ronde {round}, beurt {turn}: onbekend veld &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>first_dealer_draw must hold one card per seat</source>
        <translation>first_dealer_draw moet één kaart per plaats bevatten</translation>
    </message>
    <message>
        <source>first_dealer_draw must hold distinct cards from 1 to {cards}</source>
        <translation>first_dealer_draw moet verschillende kaarten van 1 tot en met {cards} bevatten</translation>
    </message>
    <message>
        <source>first_dealer_draw must be a list of at most {limit} cards</source>
        <translation>first_dealer_draw moet een lijst van hoogstens {limit} kaarten zijn</translation>
    </message>
    <message>
        <source>first_dealer_draw must hold whole numbers</source>
        <translation>first_dealer_draw moet gehele getallen bevatten</translation>
    </message>
    <message>
        <source>rounds must be a list</source>
        <translation>rounds moet een lijst zijn</translation>
    </message>
    <message>
        <source>the record has more than {limit:,} rounds</source>
        <translation>het verslag heeft meer dan {limit:,} rondes</translation>
    </message>
    <message>
        <source>the record has more than {limit:,} turns</source>
        <translation>het verslag heeft meer dan {limit:,} beurten</translation>
    </message>
    <message>
        <source>rules must be a JSON object</source>
        <translation>rules moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>unknown rules option &apos;{name}&apos;</source>
        <translation>onbekende spelregeloptie &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>the record names no seats</source>
        <translation>het verslag noemt geen plaatsen</translation>
    </message>
    <message>
        <source>seats must be a list of {seats} seats</source>
        <translation>seats moet een lijst van {seats} plaatsen zijn</translation>
    </message>
    <message>
        <source>seat {seat} must be a JSON object</source>
        <translation>plaats {seat} moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>seat {seat} needs a printable name of 1 to {limit} characters</source>
        <translation>plaats {seat} heeft een afdrukbare naam van 1 tot en met {limit} tekens nodig</translation>
    </message>
    <message>
        <source>seat {seat} must be &apos;human&apos; or &apos;computer&apos;</source>
        <translation>plaats {seat} moet &apos;human&apos; of &apos;computer&apos; zijn</translation>
    </message>
    <message>
        <source>seat {seat} is a computer without a level ({levels})</source>
        <translation>plaats {seat} is een computer zonder niveau ({levels})</translation>
    </message>
    <message>
        <source>seat {seat} has an unknown level</source>
        <translation>plaats {seat} heeft een onbekend niveau</translation>
    </message>
    <message>
        <source>round {round} must be a JSON object</source>
        <translation>ronde {round} moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>round {round}: rebuilds must be a list of card orders</source>
        <translation>ronde {round}: rebuilds moet een lijst van kaartvolgordes zijn</translation>
    </message>
    <message>
        <source>round {round}: turns must be a list</source>
        <translation>ronde {round}: turns moet een lijst zijn</translation>
    </message>
    <message>
        <source>round {round} has more than {limit:,} turns</source>
        <translation>ronde {round} heeft meer dan {limit:,} beurten</translation>
    </message>
    <message>
        <source>round {round}, turn {turn} must be a JSON object</source>
        <translation>ronde {round}, beurt {turn} moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>round {round}, turn {turn}: the card held needs a seat number and a take</source>
        <translation>ronde {round}, beurt {turn}: de kaart in de hand heeft een plaatsnummer en een stapel nodig</translation>
    </message>
    <message>
        <source>round {round}: {reason}</source>
        <translation>ronde {round}: {reason}</translation>
    </message>
    <message>
        <source>the record holds no round to show</source>
        <translation>het verslag bevat geen ronde om te tonen</translation>
    </message>
    <message>
        <source>a turn names its seat by number</source>
        <translation>een beurt noemt zijn plaats met een getal</translation>
    </message>
    <message>
        <source>the turn names no slot (null is a discard of the drawn card)</source>
        <translation>de beurt noemt geen vak (null legt de getrokken kaart af)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>geen toestemming om daar te schrijven</translation>
    </message>
    <message>
        <source>no permission to read it</source>
        <translation>geen toestemming om het te lezen</translation>
    </message>
    <message>
        <source>the data folder {folder} is no longer there</source>
        <translation>de gegevensmap {folder} is er niet meer</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>de schijf is alleen-lezen</translation>
    </message>
    <message>
        <source>another RackoApp has taken over the data folder {folder}</source>
        <translation>een andere RackoApp heeft de gegevensmap {folder} overgenomen</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>een deel van het pad is een bestand, geen map</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>het is een bestand, geen map</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file</source>
        <translation>{path} is een map, geen bestand</translation>
    </message>
    <message>
        <source>it is a loop of symbolic links</source>
        <translation>het is een lus van symbolische koppelingen</translation>
    </message>
    <message>
        <source>it is a symbolic link to nothing</source>
        <translation>het is een symbolische koppeling naar niets</translation>
    </message>
    <message>
        <source>files cannot be made there</source>
        <translation>daar kunnen geen bestanden worden gemaakt</translation>
    </message>
    <message>
        <source>cannot lock the data folder {folder}: {reason}</source>
        <translation>kan de gegevensmap {folder} niet vergrendelen: {reason}</translation>
    </message>
    <message>
        <source>RackoApp is already running with the data folder {folder}</source>
        <translation>RackoApp draait al met de gegevensmap {folder}</translation>
    </message>
    <message>
        <source>this system names no folder for the game&apos;s data</source>
        <translation>dit systeem noemt geen map voor de gegevens van het spel</translation>
    </message>
    <message>
        <source>could not save the game: another RackoApp has taken over the data folder {folder}</source>
        <translation>kon het spel niet bewaren: een andere RackoApp heeft de gegevensmap {folder} overgenomen</translation>
    </message>
    <message>
        <source>the match given up is not saved yet: {reason}; RackoApp keeps trying</source>
        <translation>de opgegeven partij is nog niet bewaard: {reason}; RackoApp blijft het proberen</translation>
    </message>
    <message>
        <source>the history folder {history} cannot be used ({reason}); matches are kept in {folder} as {unfiled}</source>
        <translation>de geschiedenismap {history} is niet te gebruiken ({reason}); partijen worden bewaard in {folder} als {unfiled}</translation>
    </message>
    <message>
        <source>The saved game was damaged ({reason}); it is kept in the history up to the turn before (the damaged file is kept as {kept}).</source>
        <translation>Het bewaarde spel was beschadigd ({reason}); het staat in de geschiedenis tot en met de beurt ervoor (het beschadigde bestand is bewaard als {kept}).</translation>
    </message>
    <message>
        <source>some statistics could not be read and start again from 0 (the file as it was is kept as {kept})</source>
        <translation>een deel van de statistieken kon niet worden gelezen en telt vanaf 0 (het bestand zoals het was is bewaard als {kept})</translation>
    </message>
    <message>
        <source>the statistics were saved by a newer RackoApp: the counts this one knows go on (the file as it was is kept as {kept})</source>
        <translation>de statistieken zijn bewaard door een nieuwere RackoApp: de tellingen die deze versie kent lopen door (het bestand zoals het was is bewaard als {kept})</translation>
    </message>
    <message>
        <source>,</source>
        <comment>the thousands separator, as in 10,000</comment>
        <translation>.</translation>
    </message>
    <message>
        <source>round {round}, turn {turn}: {reason}</source>
        <translation>ronde {round}, beurt {turn}: {reason}</translation>
    </message>
    <message>
        <source>it was seat {to_move}&apos;s turn, not seat {seat}&apos;s</source>
        <translation>plaats {to_move} was aan de beurt, niet plaats {seat}</translation>
    </message>
    <message>
        <source>slot {slot} does not exist (slots are 1 to 10)</source>
        <translation>vak {slot} bestaat niet (de vakken zijn 1 tot en met 10)</translation>
    </message>
    <message>
        <source>the rules name {seats} seats but {given} were given</source>
        <translation>de regels noemen {seats} plaatsen, maar er zijn er {given} opgegeven</translation>
    </message>
    <message>
        <source>the file is larger than {mb} MB</source>
        <translation>het bestand is groter dan {mb} MB</translation>
    </message>
    <message>
        <source>the file is not valid JSON ({detail})</source>
        <translation>het bestand is geen geldige JSON ({detail})</translation>
    </message>
    <message>
        <source>the file is not a RackoApp game record (format is not &apos;{format}&apos;)</source>
        <translation>het bestand is geen spelverslag van RackoApp (het formaat is niet &apos;{format}&apos;)</translation>
    </message>
    <message>
        <source>the record is version {version}, newer than this RackoApp reads ({reads})</source>
        <translation>het verslag is versie {version}, nieuwer dan deze RackoApp kan lezen ({reads})</translation>
    </message>
    <message>
        <source>unknown record version {version}</source>
        <translation>onbekende versie van het verslag: {version}</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>kan {path} niet lezen: {detail}</translation>
    </message>
    <message>
        <source>bad rules: {reason}</source>
        <translation>ongeldige regels: {reason}</translation>
    </message>
    <message>
        <source>the option {name} must be true or false</source>
        <translation>de optie {name} moet true of false zijn</translation>
    </message>
    <message>
        <source>cannot use the data folder {folder}: {reason}</source>
        <translation>kan de gegevensmap {folder} niet gebruiken: {reason}</translation>
    </message>
    <message>
        <source>could not save the game: {reason}</source>
        <translation>kon het spel niet bewaren: {reason}</translation>
    </message>
    <message>
        <source>could not remove the saved game: {reason}</source>
        <translation>kon het bewaarde spel niet verwijderen: {reason}</translation>
    </message>
    <message>
        <source>could not save the statistics: {reason}</source>
        <translation>de statistieken konden niet worden bewaard: {reason}</translation>
    </message>
    <message>
        <source>the finished match is not saved yet: {reason}; RackoApp keeps trying</source>
        <translation>de afgelopen partij is nog niet bewaard: {reason}; RackoApp blijft het proberen</translation>
    </message>
    <message>
        <source>The saved game could not be loaded: {reason} (kept as {kept}).</source>
        <translation>Het bewaarde spel kon niet worden geladen: {reason} (bewaard als {kept}).</translation>
    </message>
    <message>
        <source>The saved game could not be loaded: {reason}.</source>
        <translation>Het bewaarde spel kon niet worden geladen: {reason}.</translation>
    </message>
    <message>
        <source>could not add the finished match to the history: {reason}</source>
        <translation>kon de afgelopen partij niet aan de geschiedenis toevoegen: {reason}</translation>
    </message>
    <message>
        <source>could not add the match left unfinished to the history: {reason}</source>
        <translation>kon de onafgemaakte partij niet aan de geschiedenis toevoegen: {reason}</translation>
    </message>
    <message>
        <source>The saved game was damaged ({reason}); it continues from the turn before (the damaged file is kept as {kept}).</source>
        <translation>Het bewaarde spel was beschadigd ({reason}); het gaat verder vanaf de beurt ervoor (het beschadigde bestand is bewaard als {kept}).</translation>
    </message>
    <message>
        <source>the statistics file could not be read: it is left untouched, and this session&apos;s results are not added to it</source>
        <translation>het bestand met de statistieken kon niet worden gelezen: het blijft onaangeroerd, en de uitslagen van deze sessie worden er niet aan toegevoegd</translation>
    </message>
    <message>
        <source>the statistics file could not be read (it is not a regular file)</source>
        <translation>het statistiekbestand kon niet worden gelezen (het is geen gewoon bestand)</translation>
    </message>
    <message>
        <source>the statistics file was damaged and starts afresh (the old file is kept as {kept})</source>
        <translation>het bestand met de statistieken was beschadigd; de statistieken beginnen opnieuw bij 0 (het oude bestand is bewaard als {kept})</translation>
    </message>
    <message>
        <source>the statistics could not be read ({detail})</source>
        <translation>de statistieken konden niet worden gelezen ({detail})</translation>
    </message>
</context>
<context>
    <name>FaultHandler</name>
    <message>
        <source>Something went wrong; your game is saved.</source>
        <translation>Er ging iets mis; je spel is bewaard.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Er ging iets mis.</translation>
    </message>
    <message>
        <source>Details are in {path}.</source>
        <translation>Details staan in {path}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} took {card} from the discard pile into slot {slot} and gave up {old}</source>
        <translation>{name} pakte {card} van de aflegstapel, zette die in vak {slot} en legde {old} af</translation>
    </message>
    <message>
        <source>{name} drew {card} and discarded it</source>
        <translation>{name} trok {card} en legde die af</translation>
    </message>
    <message>
        <source>{name} drew {card} into slot {slot} and gave up {old}</source>
        <translation>{name} trok {card}, zette die in vak {slot} en legde {old} af</translation>
    </message>
    <message>
        <source>{name} drew into slot {slot} and gave up {old}</source>
        <translation>{name} trok een kaart, zette die in vak {slot} en legde {old} af</translation>
    </message>
    <message>
        <source>Hint: take the top card of the draw pile</source>
        <translation>Tip: neem de bovenste kaart van de trekstapel</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Tip: leg de {card} af</translation>
    </message>
    <message>
        <source>Hint: put the {card} into slot {slot}</source>
        <translation>Tip: leg de {card} in vak {slot}</translation>
    </message>
    <message>
        <source>the round is over: Next round (N) deals the next one</source>
        <translation>de ronde is voorbij: druk op Volgende ronde (N) om de volgende ronde te delen</translation>
    </message>
    <message>
        <source>you are viewing a record: step through it with the arrow keys (Esc closes it)</source>
        <translation>je bekijkt een spelverslag: blader erdoor met de pijltjestoetsen (Esc sluit het)</translation>
    </message>
    <message>
        <source>you already hold the discard pile&apos;s card: put it into a slot from 1 to 10</source>
        <translation>je hebt de kaart van de aflegstapel al: leg die in een vak van 1 tot en met 10</translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile; it is still in hand</source>
        <translation>{name} pakte {card} van de aflegstapel; die is nog in de hand</translation>
    </message>
    <message>
        <source>{name} drew {card}; it is still in hand</source>
        <translation>{name} trok {card}; die is nog in de hand</translation>
    </message>
    <message>
        <source>{name} drew a card; it is still in hand</source>
        <translation>{name} trok een kaart; die is nog in de hand</translation>
    </message>
    <message>
        <source>{hint}: your rack no longer rises in order, but it lacked its run of three, and this gets you to Rack-O in fewer turns</source>
        <translation>{hint}: je rek loopt dan niet meer op, maar er ontbrak nog een reeks van drie, en zo haal je in minder beurten Rack-O</translation>
    </message>
    <message>
        <source>{reason}, though your rack no longer rises in order</source>
        <translation>{reason}, al loopt je rek dan niet meer op</translation>
    </message>
    <message>
        <source>{reason}, though it gives up your run {run}</source>
        <translation>{reason}, al geef je er je reeks {run} mee op</translation>
    </message>
    <message>
        <source>{hint}: that&apos;s Rack-O!</source>
        <translation>{hint}: dat is Rack-O!</translation>
    </message>
    <message>
        <source>{hint}: the {card} on the discard pile would not improve any slot</source>
        <translation>{hint}: de {card} op de aflegstapel maakt geen enkel vak beter</translation>
    </message>
    <message>
        <source>{hint}: on average, drawing gets you to Rack-O sooner than taking the {card} from the discard pile</source>
        <translation>{hint}: gemiddeld haal je met trekken sneller Rack-O dan met de {card} van de aflegstapel</translation>
    </message>
    <message>
        <source>{hint}: the draw pile&apos;s next card, the {next}, gets you to Rack-O sooner than taking the {card} from the discard pile</source>
        <translation>{hint}: met de volgende kaart van de trekstapel, de {next}, haal je sneller Rack-O dan met de {card} van de aflegstapel</translation>
    </message>
    <message>
        <source>{hint}: whatever you play, the match is yours however the round ends</source>
        <translation>{hint}: wat je ook speelt, de partij is van jou hoe de ronde ook afloopt</translation>
    </message>
    <message>
        <source>{hint}: keep slots 1 to {last} rising, and the match is yours however the round ends</source>
        <translation>{hint}: houd vak 1 tot en met {last} oplopend, en de partij is van jou hoe de ronde ook afloopt</translation>
    </message>
    <message>
        <source>{hint}: no card is better in that slot than the {card}</source>
        <translation>{hint}: in dat vak is geen kaart beter dan de {card}</translation>
    </message>
    <message>
        <source>{hint}: by the coach&apos;s count it leaves your rack closest to Rack-O</source>
        <translation>{hint}: volgens de telling van de coach brengt dit je rek het dichtst bij Rack-O</translation>
    </message>
    <message>
        <source>{hint}: by the coach&apos;s count your rack is better off without it</source>
        <translation>{hint}: volgens de telling van de coach is je rek beter af zonder die kaart</translation>
    </message>
    <message>
        <source>{hint}: it would not improve any slot</source>
        <translation>{hint}: die maakt geen enkel vak beter</translation>
    </message>
    <message>
        <source>{hint}: your {card} there can never stay, as too few numbers are lower</source>
        <translation>{hint}: je {card} kan daar nooit blijven liggen, want er zijn te weinig lagere getallen</translation>
    </message>
    <message>
        <source>{hint}: your {card} there can never stay, as too few numbers are higher</source>
        <translation>{hint}: je {card} kan daar nooit blijven liggen, want er zijn te weinig hogere getallen</translation>
    </message>
    <message>
        <source>drawing from the draw pile</source>
        <translation>van de trekstapel trekken</translation>
    </message>
    <message>
        <source>taking the {card} into slot {slot}</source>
        <translation>de {card} pakken en in vak {slot} zetten</translation>
    </message>
    <message>
        <source>discarding the {card}</source>
        <translation>de {card} afleggen</translation>
    </message>
    <message>
        <source>slot {slot}</source>
        <translation>vak {slot}</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>Round {number}, dealt by you</source>
        <translation>Ronde {number}, gedeeld door jou</translation>
    </message>
    <message>
        <source>Round {number}, dealt by {dealer}</source>
        <translation>Ronde {number}, gedeeld door {dealer}</translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard pile, turned over unshuffled, became the new draw pile</source>
        <translation>De trekstapel was op: de aflegstapel werd ongeschud omgedraaid tot de nieuwe trekstapel</translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard pile was shuffled into a new draw pile</source>
        <translation>De trekstapel was op: de aflegstapel werd geschud tot een nieuwe trekstapel</translation>
    </message>
    <message>
        <source>{rebuilt}; the {card} starts the new discard pile</source>
        <translation>{rebuilt}; de {card} begint de nieuwe aflegstapel</translation>
    </message>
    <message>
        <source>slot 1 only</source>
        <translation>alleen vak&#xa0;1</translation>
    </message>
    <message>
        <source>{count} cards rising from slot 1</source>
        <translation>{count} kaarten oplopend vanaf vak&#xa0;1</translation>
    </message>
    <message>
        <source>Rack-O: 10 cards × 5, plus 25</source>
        <translation>Rack-O: 10 kaarten × 5, plus 25</translation>
    </message>
    <message>
        <source>{how}, run bonus {bonus} for a run of {length}</source>
        <translation>{how}, reeksbonus {bonus} voor een reeks van {length}</translation>
    </message>
    <message>
        <source>{name} +{points} ({how})</source>
        <translation>{name} +{points} ({how})</translation>
    </message>
    <message>
        <source>Points of round {number}: {parts}</source>
        <translation>Punten van ronde {number}: {parts}</translation>
    </message>
    <message>
        <source>Round {number} stopped after {turns:,} turns: nobody went Rack-O</source>
        <translation>Ronde {number} stopte na {turns:,} beurten: niemand haalde Rack-O</translation>
    </message>
    <message>
        <source>Round {number} stopped: the draw pile ran out, and these rules never rebuild it</source>
        <translation>Ronde {number} gestopt: de trekstapel was op, en volgens deze regels komt er geen nieuwe</translation>
    </message>
    <message>
        <source>Round {number} stopped: the draw pile ran out again after 1 rebuild</source>
        <translation>Ronde {number} gestopt: de trekstapel was weer op, nadat hij 1 keer opnieuw was gemaakt</translation>
    </message>
    <message>
        <source>Round {number} stopped: the draw pile ran out again after {count} rebuilds</source>
        <translation>Ronde {number} gestopt: de trekstapel was weer op, nadat hij {count} keer opnieuw was gemaakt</translation>
    </message>
    <message>
        <source>{name}&apos;s player answered {answer}; it draws instead</source>
        <translation>De computerspeler van {name} antwoordde {answer}; er wordt in plaats daarvan getrokken</translation>
    </message>
    <message>
        <source>{name}&apos;s player chose an illegal slot {slot}</source>
        <translation>De computerspeler van {name} koos een ongeldig vak {slot}</translation>
    </message>
    <message>
        <source>no hint this time: the coach failed ({detail})</source>
        <translation>deze keer geen tip: de coach liep vast ({detail})</translation>
    </message>
    <message>
        <source>Rack-O! {name} wins round {number}</source>
        <translation>Rack-O! {name} wint ronde {number}</translation>
    </message>
    <message>
        <source>start a new game first</source>
        <translation>begin eerst een nieuw spel</translation>
    </message>
    <message>
        <source>wait: it is {name}&apos;s turn</source>
        <translation>wacht: {name} is aan de beurt</translation>
    </message>
    <message>
        <source>wait until the card lands</source>
        <translation>wacht tot de kaart ligt</translation>
    </message>
    <message>
        <source>you already hold a card: put it into a slot or onto the discard pile</source>
        <translation>je hebt al een kaart: leg die in een vak of op de aflegstapel</translation>
    </message>
    <message>
        <source>take from the draw pile or the discard pile</source>
        <translation>pak van de trekstapel of van de aflegstapel</translation>
    </message>
    <message>
        <source>first take the top card of the draw pile (D) or of the discard pile (P)</source>
        <translation>neem eerst de bovenste kaart van de trekstapel (D) of van de aflegstapel (P)</translation>
    </message>
    <message>
        <source>put the card into a slot from 1 to 10, or onto the discard pile</source>
        <translation>leg de kaart in een vak van 1 tot en met 10, of op de aflegstapel</translation>
    </message>
    <message>
        <source>put the card into a slot from 1 to 10</source>
        <translation>leg de kaart in een vak van 1 tot en met 10</translation>
    </message>
    <message>
        <source>you hold no drawn card to discard</source>
        <translation>je hebt geen getrokken kaart om af te leggen</translation>
    </message>
    <message>
        <source>Hint: take the {card} from the discard pile into slot {slot}</source>
        <translation>Tip: pak de {card} van de aflegstapel en leg die in vak {slot}</translation>
    </message>
    <message>
        <source>Hint: take the {card} from the discard pile</source>
        <translation>Tip: pak de {card} van de aflegstapel</translation>
    </message>
    <message>
        <source>{hint}: it gives up your run {run}, and still gets you to Rack-O in fewer turns</source>
        <translation>{hint}: daarmee geef je je reeks {run} op, en toch haal je zo in minder beurten Rack-O</translation>
    </message>
    <message>
        <source>{hint}: {cards} make the run Rack-O needs</source>
        <translation>{hint}: {cards} vormen de reeks die je voor Rack-O nodig hebt</translation>
    </message>
    <message>
        <source>{hint}: {cards} start a run</source>
        <translation>{hint}: {cards} vormen het begin van een reeks</translation>
    </message>
    <message>
        <source>{hint}: it fits below your {high}</source>
        <translation>{hint}: die past onder je {high}</translation>
    </message>
    <message>
        <source>{hint}: it fits above your {low}</source>
        <translation>{hint}: die past boven je {low}</translation>
    </message>
    <message>
        <source>{hint}: it fits between your {low} and {high}</source>
        <translation>{hint}: die past tussen je {low} en {high}</translation>
    </message>
    <message>
        <source>{hint}: {low} and {high} wait for the {missing} between them, the run Rack-O needs</source>
        <translation>{hint}: {low} en {high} wachten op de {missing} ertussen, de reeks die je voor Rack-O nodig hebt</translation>
    </message>
    <message>
        <source>{hint}: about where the {card} belongs</source>
        <translation>{hint}: ongeveer waar de {card} hoort</translation>
    </message>
    <message>
        <source>{hint}: no card lower than your {card} can still be in the draw pile for the slots before it</source>
        <translation>{hint}: er kan geen kaart lager dan je {card} meer in de trekstapel zitten voor de vakken ervoor</translation>
    </message>
    <message>
        <source>{hint}: too few cards lower than your {card} can still be in the draw pile for the slots before it</source>
        <translation>{hint}: er kunnen niet genoeg kaarten lager dan je {card} meer in de trekstapel zitten voor de vakken ervoor</translation>
    </message>
    <message>
        <source>{hint}: no card higher than your {card} can still be in the draw pile for the slots after it</source>
        <translation>{hint}: er kan geen kaart hoger dan je {card} meer in de trekstapel zitten voor de vakken erna</translation>
    </message>
    <message>
        <source>{hint}: too few cards higher than your {card} can still be in the draw pile for the slots after it</source>
        <translation>{hint}: er kunnen niet genoeg kaarten hoger dan je {card} meer in de trekstapel zitten voor de vakken erna</translation>
    </message>
    <message>
        <source>{hint} — a close call: {other} is about as good</source>
        <translation>{hint} — een nipte keuze: {other} is ongeveer even goed</translation>
    </message>
    <message>
        <source>Rack-O! You win round {number}</source>
        <translation>Rack-O! Jij wint ronde {number}</translation>
    </message>
    <message>
        <source>the computer player failed: {detail}</source>
        <translation>de computerspeler liep vast: {detail}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>1. Take a card</source>
        <translation>1. Pak een kaart</translation>
    </message>
    <message>
        <source>2. Place it</source>
        <translation>2. Leg hem neer</translation>
    </message>
    <message>
        <source>On your turn, take the top card of the draw pile (key D) or the face-up card of the discard pile (key P): click the pile, or drag its card onto your rack.</source>
        <translation>Pak als je aan de beurt bent de bovenste kaart van de trekstapel (toets D) of de open kaart van de aflegstapel (toets P): klik op de stapel, of sleep de kaart naar je rek.</translation>
    </message>
    <message>
        <source>Drag the card onto a slot of your rack (or press 1 to 9, or 0 for the last slot). The card that was there goes onto the discard pile. A drawn card you do not want can go straight onto the discard pile (key X).</source>
        <translation>Sleep de kaart naar een vak van je rek (of druk op 1 tot en met 9, of 0 voor het laatste vak). De kaart die daar lag gaat naar de aflegstapel. Een getrokken kaart die je niet wilt, kan meteen op de aflegstapel (toets X).</translation>
    </message>
    <message>
        <source>3. Rising numbers and runs</source>
        <translation>3. Oplopende getallen en reeksen</translation>
    </message>
    <message>
        <source>4. How points are counted</source>
        <translation>4. Zo tel je de punten</translation>
    </message>
    <message>
        <source>3. Rising numbers</source>
        <translation>3. Oplopende getallen</translation>
    </message>
    <message>
        <source>Your aim: numbers that rise from the left slot to the right one. Ten rising cards are a Rack-O and end the round.</source>
        <translation>Je doel: getallen die van links naar rechts oplopen. Tien oplopende kaarten zijn een Rack-O en beëindigen de ronde.</translation>
    </message>
    <message>
        <source>A run is cards side by side that go up by one, like 17, 18, 19.</source>
        <translation>Een reeks bestaat uit kaarten naast elkaar die steeds één hoger zijn, zoals 17, 18, 19.</translation>
    </message>
    <message>
        <source>Bonus points for runs are on: a Rack-O also scores a bonus for the longest run in its rack, from 50 for three cards to 400 for six or more.</source>
        <translation>Bonuspunten voor reeksen staan aan: een Rack-O krijgt ook een bonus voor de langste reeks in het rek, van 50 voor drie kaarten tot 400 voor zes of meer.</translation>
    </message>
    <message>
        <source>Stuck? Press H for a hint.</source>
        <translation>Kom je er niet uit? Druk op H voor een tip.</translation>
    </message>
    <message>
        <source>After a round, Review this round (R) shows your costliest moves.</source>
        <translation>Na een ronde toont Ronde nakijken (R) je duurste zetten.</translation>
    </message>
    <message>
        <source>With two players a Rack-O also needs a run of three.</source>
        <translation>Met twee spelers heeft een Rack-O ook een reeks van drie nodig.</translation>
    </message>
    <message>
        <source>Rack-O scores 75. Everyone else scores 5 a card from the left, up to the first lower card: the numbers under the slots. Once anyone reaches the target score, the highest total wins the match.</source>
        <translation>Rack-O levert 75 punten op. Alle anderen krijgen 5 punten per kaart vanaf links, tot de eerste lagere kaart: de getallen onder de vakken. Zodra iemand de doelscore haalt, wint het hoogste totaal de partij.</translation>
    </message>
    <message>
        <source>With partners, the two players of a team add up their points, and the teams&apos; totals decide the match; a team whose player goes Rack-O also scores a bonus for the longest run in each of its racks.</source>
        <translation>Met partners tellen de twee spelers van een team hun punten op, en beslissen de totalen van de teams over de partij; een team waarvan een speler Rack-O haalt, krijgt ook een bonus voor de langste reeks in elk van zijn rekken.</translation>
    </message>
    <message>
        <source>First-round &amp;guide</source>
        <translation>&amp;Gids voor de eerste ronde</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Gids overslaan</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <source>First-round guide</source>
        <translation>Gids voor de eerste ronde</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>{first} vs {second}</source>
        <translation>{first} tegen {second}</translation>
    </message>
</context>
<context>
    <name>LossChart</name>
    <message>
        <source>No graded matches yet</source>
        <translation>Nog geen beoordeelde partijen</translation>
    </message>
    <message>
        <source>{level}: one match, {loss} turns a move</source>
        <translation>{level}: één partij, {loss} beurten per zet</translation>
    </message>
    <message>
        <source>{level}: {count} matches, the last {loss} turns a move</source>
        <translation>{level}: {count} partijen, laatste: {loss} beurten per zet</translation>
    </message>
    <message>
        <source>Your average cost per move, match by match (lower is better)</source>
        <translation>Je gemiddelde kosten per zet, partij na partij (lager is beter)</translation>
    </message>
    <message>
        <source>earlier</source>
        <translation>eerder</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>nieuwste</translation>
    </message>
    <message>
        <source>match {number}</source>
        <translation>partij {number}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langzaam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Meteen</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>Spelverslag &amp;openen…</translation>
    </message>
    <message>
        <source>&amp;Save record as…</source>
        <translation>Spelverslag op&amp;slaan als…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>&amp;Volgende ronde</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>Show cards &amp;taken from the discard pile</source>
        <translation>Van de aflegstapel &amp;gepakte kaarten tonen</translation>
    </message>
    <message>
        <source>Show opponents&apos; cards that everyone saw taken from the discard pile</source>
        <translation>Toon kaarten die tegenstanders voor ieders ogen van de aflegstapel pakten</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>Read the &amp;moves</source>
        <translation>Zetten &amp;lezen</translation>
    </message>
    <message>
        <source>Scores (F9)</source>
        <translation>Stand (F9)</translation>
    </message>
    <message>
        <source>Show the score sheet and the moves beside the table (View &gt; Side panel)</source>
        <translation>Toon het scoreblad en de zetten naast de tafel (Beeld &gt; Zijpaneel)</translation>
    </message>
    <message>
        <source>The score sheet and the moves beside the table</source>
        <translation>Het scoreblad en de zetten naast de tafel</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systeemtaal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spel&amp;regels</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>&amp;About RackoApp</source>
        <translation>&amp;Over RackoApp</translation>
    </message>
    <message>
        <source>Welcome back: the match continues where you left off</source>
        <translation>Welkom terug: de partij gaat verder waar je gebleven was</translation>
    </message>
    <message>
        <source>Welcome back. {prompt}</source>
        <translation>Welkom terug. {prompt}</translation>
    </message>
    <message>
        <source>No match on the table: Game &gt; New game (Ctrl+N) starts one</source>
        <translation>Geen partij op tafel: Spel &gt; Nieuw spel (Ctrl+N) begint er een</translation>
    </message>
    <message>
        <source>{won}. The arrow keys step back through the record, Esc goes back to your table</source>
        <translation>{won}. Met de pijltjestoetsen blader je terug door het spelverslag; Esc brengt je terug naar je tafel</translation>
    </message>
    <message>
        <source>{won}. Esc goes back</source>
        <translation>{won}. Esc om terug te gaan</translation>
    </message>
    <message>
        <source>Viewing a record: the arrow keys step through it, Page Up and Page Down go round by round, Home and End to its start and end, Ctrl+Enter plays on from here, Esc goes back to your table</source>
        <translation>Je bekijkt een spelverslag: met de pijltjestoetsen ga je stap voor stap, met Page Up en Page Down per ronde, met Home en End naar het begin en het eind; met Ctrl+Enter speel je vanaf hier verder; Esc brengt je terug naar je tafel</translation>
    </message>
    <message>
        <source>Viewing a record: the arrow keys step through it, Page Up and Page Down go round by round, Home and End to its start and end, Esc goes back to your table</source>
        <translation>Je bekijkt een spelverslag: met de pijltjestoetsen ga je stap voor stap, met Page Up en Page Down per ronde, met Home en End naar het begin en het eind; Esc brengt je terug naar je tafel</translation>
    </message>
    <message>
        <source>Round {number} is over: Next round (N) deals round {next}</source>
        <translation>Ronde {number} is voorbij: druk op Volgende ronde (N) voor ronde {next}</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <source>You picked up the {card}: click a slot or press 1-9 or 0; Esc puts it back</source>
        <translation>Je hebt de {card} opgepakt: klik op een vak of druk op 1-9 of 0; Esc legt hem terug</translation>
    </message>
    <message>
        <source>Your turn: your rack rises, but Rack-O needs a run of three too, like 17, 18, 19</source>
        <translation>Jouw beurt: je rek loopt op, maar voor Rack-O is ook een reeks van drie nodig, zoals 17, 18, 19</translation>
    </message>
    <message>
        <source>Your turn: take the top card of the draw pile (D) or of the discard pile (P)</source>
        <translation>Jouw beurt: neem de bovenste kaart van de trekstapel (D) of van de aflegstapel (P)</translation>
    </message>
    <message>
        <source>Your turn: take a card, D or P</source>
        <translation>Jouw beurt: neem een kaart, D of P</translation>
    </message>
    <message>
        <source>You drew {card}: drag it to a slot, or onto the discard pile to throw it away (keys 1-9 and 0, or the arrows and Enter; X throws it away)</source>
        <translation>Je hebt de {card} getrokken: sleep hem naar een vak of op de aflegstapel (toetsen 1-9 en 0, of pijltjes en Enter; X legt af)</translation>
    </message>
    <message>
        <source>You drew {card}: drag it to a slot or press 1-9 or 0; X throws it away</source>
        <translation>Je hebt de {card} getrokken: sleep hem naar een vak of druk op 1-9 of 0; X legt hem af</translation>
    </message>
    <message>
        <source>The match is over: Game &gt; New game (Ctrl+N), or the banner&apos;s Play again</source>
        <translation>De partij is voorbij: Spel &gt; Nieuw spel (Ctrl+N), of Nog een keer op de banner</translation>
    </message>
    <message>
        <source>Full screen off</source>
        <translation>Volledig scherm uit</translation>
    </message>
    <message>
        <source>Side panel shown: the score sheet and the moves</source>
        <translation>Zijpaneel getoond: het scoreblad en de zetten</translation>
    </message>
    <message>
        <source>Side panel hidden: F9 shows it again</source>
        <translation>Zijpaneel verborgen: F9 toont het weer</translation>
    </message>
    <message>
        <source>the record is damaged from {problem}; it shows the game up to there</source>
        <translation>het spelverslag is beschadigd vanaf {problem}; het toont het spel tot dat punt</translation>
    </message>
    <message>
        <source>Playing on from this turn. The statistics leave this match out: all its cards could be seen in the record</source>
        <translation>Je speelt verder vanaf deze beurt. Deze partij telt niet mee in de statistieken: in het spelverslag waren al haar kaarten te zien</translation>
    </message>
    <message>
        <source>cannot save the record: {name} is a folder</source>
        <translation>kan het spelverslag niet opslaan: {name} is een map</translation>
    </message>
    <message>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} bestaat al. Vervangen?</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Toch afsluiten</translation>
    </message>
    <message>
        <source>&amp;Keep RackoApp open</source>
        <translation>RackoApp &amp;openhouden</translation>
    </message>
    <message>
        <source>{problem}. If you quit now, this game is lost.</source>
        <translation>{problem}. Als je nu afsluit, raak je dit spel kwijt.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves it by itself once there is room on the disk or the folder can be written to again. If you quit now, a game that has never been saved is lost.</source>
        <translation>{problem}. RackoApp bewaart het vanzelf zodra er weer ruimte op de schijf is of er weer in de map geschreven kan worden. Sluit je nu af, dan gaat een spel dat nooit bewaard is verloren.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves it by itself once there is room on the disk or the folder can be written to again. If you quit now, the end of the match is lost.</source>
        <translation>{problem}. RackoApp bewaart het vanzelf zodra er weer ruimte op de schijf is of er weer in de map geschreven kan worden. Sluit je nu af, dan gaat het einde van de partij verloren.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves them by itself once there is room on the disk or the folder can be written to again. If you quit now, the matches counted since the statistics were last saved are lost from them.</source>
        <translation>{problem}. RackoApp bewaart ze vanzelf zodra er weer ruimte op de schijf is of er weer in de map geschreven kan worden. Sluit je nu af, dan verdwijnen de partijen die zijn geteld sinds de statistieken voor het laatst zijn bewaard eruit.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves the game by itself once there is room on the disk or the folder can be written to again. If you quit now, the moves since the last save are lost.</source>
        <translation>{problem}. RackoApp bewaart het spel vanzelf zodra er weer ruimte op de schijf is of er weer in de map geschreven kan worden. Sluit je nu af, dan gaan de zetten sinds de laatste keer bewaren verloren.</translation>
    </message>
    <message>
        <source>{names} won the match</source>
        <translation>{names} hebben de partij gewonnen</translation>
    </message>
    <message>
        <source>You won the match</source>
        <translation>Jij hebt de partij gewonnen</translation>
    </message>
    <message>
        <source>Quit and lose the finished match?</source>
        <translation>Afsluiten en de afgelopen partij kwijtraken?</translation>
    </message>
    <message>
        <source>Quit and lose the last moves?</source>
        <translation>Afsluiten en de laatste zetten kwijtraken?</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <source>Your settings could not be read and start from the defaults; the old file is kept as {name}</source>
        <translation>Je instellingen waren niet te lezen en beginnen opnieuw bij de standaardwaarden; het oude bestand is bewaard als {name}</translation>
    </message>
    <message>
        <source>Your settings could not be read, nor set aside: changes to them last this session only</source>
        <translation>Je instellingen waren niet te lezen en niet opzij te zetten: wat je nu verandert, geldt alleen tot je afsluit</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({name} cannot be written): changes to them last this session only</source>
        <translation>Je instellingen kunnen niet bewaard worden (er kan niet naar {name} geschreven worden): wat je nu verandert, geldt alleen tot je afsluit</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Snelheid van de computer</translation>
    </message>
    <message>
        <source>Sa&amp;y the table</source>
        <translation>Tafel voo&amp;rlezen</translation>
    </message>
    <message>
        <source>Record: arrows step, Esc goes back</source>
        <translation>Spelverslag: pijltjes om te bladeren, Esc om terug te gaan</translation>
    </message>
    <message>
        <source>You picked up the {card}: put it into a slot (click a slot, press 1-9 or 0, or use the arrows and Enter), or press Esc to put it back</source>
        <translation>Je hebt de {card} opgepakt: leg hem in een vak (klik op een vak, druk op 1-9 of 0, of gebruik de pijltjes en Enter), of druk op Esc om hem terug te leggen</translation>
    </message>
    <message>
        <source>Full screen: {key} goes back</source>
        <translation>Volledig scherm: {key} om terug te gaan</translation>
    </message>
    <message>
        <source>Quit and lose the latest statistics?</source>
        <translation>Afsluiten en de laatste statistieken kwijtraken?</translation>
    </message>
    <message>
        <source>Si&amp;de panel</source>
        <translation>&amp;Zijpaneel</translation>
    </message>
    <message>
        <source>Quit and lose an unsaved game?</source>
        <translation>Afsluiten en een spel kwijtraken dat nog niet bewaard is?</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Eerste</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>Vorige ronde</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vooruit</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Laatste</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <source>◀◀ First</source>
        <translation>◀◀ Eerste</translation>
    </message>
    <message>
        <source>◀ Round</source>
        <translation>◀ Ronde</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vooruit ▶</translation>
    </message>
    <message>
        <source>Round ▶</source>
        <translation>Ronde ▶</translation>
    </message>
    <message>
        <source>Last ▶▶</source>
        <translation>Laatste ▶▶</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
    <message>
        <source>Close record</source>
        <translation>Spelverslag sluiten</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>To this round&apos;s deal, or the one before (Page Up)</source>
        <translation>Naar het delen van deze ronde, of van de vorige (Page Up)</translation>
    </message>
    <message>
        <source>To the next round&apos;s deal; in the last round, to its end (Page Down)</source>
        <translation>Naar het delen van de volgende ronde; in de laatste ronde naar het einde (Page Down)</translation>
    </message>
    <message>
        <source>Round {number}  •  {step}/{steps}</source>
        <translation>Ronde {number}  •  {step}/{steps}</translation>
    </message>
    <message>
        <source>An unfinished match can be played on from its last step only (Last, End): from an earlier one you would know the cards to come</source>
        <translation>Een onafgemaakte partij speel je alleen vanaf de laatste stap verder (Laatste, End): vanaf een eerdere zou je weten welke kaarten er komen</translation>
    </message>
    <message>
        <source>Back to the table (Esc)</source>
        <translation>Terug naar de tafel (Esc)</translation>
    </message>
    <message>
        <source>Round {number}, turn {turn}, a card taken</source>
        <translation>Ronde {number}, beurt {turn}, een kaart gepakt</translation>
    </message>
    <message>
        <source>Round {number}, after turn {turn}</source>
        <translation>Ronde {number}, na beurt {turn}</translation>
    </message>
    <message>
        <source>Round {number}, the deal</source>
        <translation>Ronde {number}, het delen</translation>
    </message>
    <message>
        <source>{where}  •  step {step} of {steps}</source>
        <translation>{where}  •  stap {step} van {steps}</translation>
    </message>
    <message>
        <source>Play the match on from this position (Ctrl+Enter)</source>
        <translation>Speel de partij vanaf dit punt verder (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>The match is over here</source>
        <translation>De partij is hier afgelopen</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>De partij hervatten?</translation>
    </message>
    <message>
        <source>statistics are kept only with a data folder</source>
        <translation>statistieken worden alleen bijgehouden met een gegevensmap</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>De partij opgeven?</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <source>&amp;Keep the current match</source>
        <translation>&amp;Huidige partij houden</translation>
    </message>
    <message>
        <source>The match in play ({score}) will be kept in the history and counted in the statistics as played and not won.</source>
        <translation>De lopende partij ({score}) wordt in de geschiedenis bewaard en in de statistieken geteld als gespeeld en niet gewonnen.</translation>
    </message>
    <message>
        <source>It counts in the statistics of {player}, the first person at the table.</source>
        <translation>Ze telt mee in de statistieken van {player}, de eerste persoon aan tafel.</translation>
    </message>
    <message>
        <source>A match to {target} is about to be dealt ({scores}).</source>
        <translation>Er staat een partij tot {target} klaar om te delen ({scores}).</translation>
    </message>
    <message>
        <source>A match to {target} is in progress (after round {number}; {scores}).</source>
        <translation>Er loopt een partij tot {target} (na ronde {number}; {scores}).</translation>
    </message>
    <message>
        <source>A match to {target} is in progress (round {number}; {scores}).</source>
        <translation>Er loopt een partij tot {target} (ronde {number}; {scores}).</translation>
    </message>
    <message>
        <source>Computer player: {players}.</source>
        <translation>Computerspeler: {players}.</translation>
    </message>
    <message>
        <source>Computer players: {players}.</source>
        <translation>Computerspelers: {players}.</translation>
    </message>
    <message>
        <source>Resume continues where you left off. New game abandons this match: no one has taken a card yet, so it is neither kept in the history nor counted.</source>
        <translation>Met Hervatten speel je verder waar je gebleven was. Met Nieuw spel geef je deze partij op: nog niemand heeft een kaart gepakt, dus ze wordt niet in de geschiedenis bewaard en telt niet mee.</translation>
    </message>
    <message>
        <source>Resume continues where you left off. New game abandons this match: it stays in the history and is counted in the statistics as played and not won.</source>
        <translation>Met Hervatten speel je verder waar je gebleven was. Met Nieuw spel geef je deze partij op: ze blijft in de geschiedenis en telt in de statistieken als gespeeld en niet gewonnen.</translation>
    </message>
    <message>
        <source>Resume continues where you left off. New game abandons this match: it stays in the history but does not count in the statistics.</source>
        <translation>Met Hervatten speel je verder waar je gebleven was. Met Nieuw spel geef je deze partij op: ze blijft in de geschiedenis maar telt niet mee in de statistieken.</translation>
    </message>
    <message>
        <source>The match in play ({score}) cannot be kept: nothing is saved in this session.</source>
        <translation>De partij die nu loopt ({score}) gaat verloren: er wordt nu niets bewaard.</translation>
    </message>
    <message>
        <source>The match in play ({score}) will be kept in the history; it does not count in the statistics.</source>
        <translation>De lopende partij ({score}) wordt in de geschiedenis bewaard; ze telt niet mee in de statistieken.</translation>
    </message>
    <message>
        <source>cannot open the record: {reason}</source>
        <translation>kan het spelverslag niet openen: {reason}</translation>
    </message>
    <message>
        <source>cannot play on from here: {reason}</source>
        <translation>kan niet vanaf hier verder spelen: {reason}</translation>
    </message>
    <message>
        <source>Playing on from this turn</source>
        <translation>Je speelt verder vanaf deze beurt</translation>
    </message>
    <message>
        <source>there is no game to save yet</source>
        <translation>er is nog geen spel om op te slaan</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Het spelverslag opslaan</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spelverslagen (*.json)</translation>
    </message>
    <message>
        <source>cannot save the record: {reason}</source>
        <translation>kan het spelverslag niet opslaan: {reason}</translation>
    </message>
    <message>
        <source>saved {path}</source>
        <translation>{path} opgeslagen</translation>
    </message>
    <message>
        <source>Round {number} ends without a Rack-O</source>
        <translation>Ronde {number} eindigt zonder Rack-O</translation>
    </message>
    <message>
        <source>{name} won the match</source>
        <translation>{name} heeft de partij gewonnen</translation>
    </message>
    <message>
        <source>Put the {card} into a slot of your rack</source>
        <translation>Leg de {card} in een vak van je rek</translation>
    </message>
    <message>
        <source>{problem}; this game is not saved yet: RackoApp keeps trying</source>
        <translation>{problem}; dit spel is nog niet bewaard: RackoApp blijft het proberen</translation>
    </message>
    <message>
        <source>The match left unfinished ({score}) is kept in the history and counts as played and not won</source>
        <translation>De onafgemaakte partij ({score}) is in de geschiedenis bewaard en telt als gespeeld en niet gewonnen</translation>
    </message>
    <message>
        <source>the statistics&apos; latest counts are not saved yet</source>
        <translation>de laatste tellingen van de statistieken zijn nog niet bewaard</translation>
    </message>
    <message>
        <source>this game cannot be saved: {reason}</source>
        <translation>dit spel kan niet worden bewaard: {reason}</translation>
    </message>
    <message>
        <source>this session is not saved: {reason}; the match saved there is kept</source>
        <translation>er wordt nu niets bewaard: {reason}; de partij die daar bewaard is, blijft staan</translation>
    </message>
    <message>
        <source>this session is not saved: {reason}</source>
        <translation>er wordt nu niets bewaard: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Plays sensibly but makes mistakes: a relaxed game.</source>
        <translation>Speelt verstandig maar maakt fouten: een ontspannen spel.</translation>
    </message>
    <message>
        <source>A fair opponent that keeps an eye on the discard pile.</source>
        <translation>Een redelijke tegenstander die de aflegstapel in de gaten houdt.</translation>
    </message>
    <message>
        <source>The strongest computer player: remembers what it saw and plans ahead.</source>
        <translation>De sterkste computerspeler: onthoudt wat hij zag en denkt vooruit.</translation>
    </message>
    <message>
        <source>The simplest player, weaker than Easy: each card goes to the slot for its part of the deck, with no plan.</source>
        <translation>De eenvoudigste speler, zwakker dan Makkelijk: elke kaart gaat zonder plan naar het vak dat bij zijn getal hoort.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>A person at this computer plays this seat with the mouse or the keyboard.</source>
        <translation>Iemand achter deze computer speelt op deze plaats, met de muis of het toetsenbord.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>The computer plays this seat at the chosen level.</source>
        <translation>De computer speelt op deze plaats, op het gekozen niveau.</translation>
    </message>
    <message>
        <source>How many racks are dealt: 2, 3 or 4 players. The deck has 40 cards for 2 players, 50 for 3 and 60 for 4.</source>
        <translation>Hoeveel rekken er gedeeld worden: 2, 3 of 4 spelers. Er wordt gespeeld met 40 kaarten bij 2 spelers, 50 bij 3 en 60 bij 4.</translation>
    </message>
    <message>
        <source>The name shown at the table and on the score sheet. Every seat needs its own name.</source>
        <translation>De naam aan tafel en op het scoreblad. Elke plaats heeft een eigen naam nodig.</translation>
    </message>
    <message>
        <source>Who plays this seat: a person (Human) or the computer.</source>
        <translation>Wie er op deze plaats speelt: een persoon (Mens) of de computer.</translation>
    </message>
    <message>
        <source>How well the computer plays this seat.</source>
        <translation>Hoe goed de computer op deze plaats speelt.</translation>
    </message>
    <message>
        <source>The match ends after the round in which someone reaches this many points; the highest total wins, and a tie for the highest total means another round. 500 is the usual match; 200 makes a short one of a few rounds, and 75 is usually decided by a single Rack-O (a Rack-O is 75 points).</source>
        <translation>De partij eindigt na de ronde waarin iemand dit aantal punten haalt; het hoogste totaal wint, en bij een gelijke stand bovenaan volgt nog een ronde. 500 is de gewone partij; 200 geeft een korte partij van een paar rondes, en bij 75 beslist meestal één Rack-O (een Rack-O is 75 punten).</translation>
    </message>
    <message>
        <source>Only with 4 players: the players across from each other (players 1 and 3 against players 2 and 4) play as a team. Each plays their own rack and cannot see their partner&apos;s; the team&apos;s scores are added up and the team total races to the target.</source>
        <translation>Alleen met 4 spelers: de spelers tegenover elkaar (spelers 1 en 3 tegen spelers 2 en 4) spelen als team. Ieder speelt een eigen rek en ziet dat van de partner niet; de scores van het team worden opgeteld en het teamtotaal telt voor het doel.</translation>
    </message>
    <message>
        <source>&amp;Bonus points for runs when going Rack-O</source>
        <translation>Bonuspunten voor &amp;reeksen bij Rack-O</translation>
    </message>
    <message>
        <source>Turn the discards over (classic)</source>
        <translation>Afgelegde kaarten omdraaien (klassiek)</translation>
    </message>
    <message>
        <source>Only with 2 players: a rack with all ten cards rising only counts as Rack-O if it also holds a run of three or more numbers in a row next to each other, such as 17, 18, 19.</source>
        <translation>Alleen met 2 spelers: een rek met alle tien kaarten oplopend telt pas als Rack-O als er ook een reeks van drie of meer opeenvolgende getallen naast elkaar in ligt, zoals 17, 18, 19.</translation>
    </message>
    <message>
        <source>Bonus Rack-O: whoever goes Rack-O also scores for the longest run in their rack (numbers going up by exactly one in neighbouring slots): 3 cards 50, 4 cards 100, 5 cards 200, 6 or more 400.</source>
        <translation>Bonus-Rack-O: wie Rack-O haalt, scoort ook voor de langste reeks in het rek (getallen die in naburige vakken precies één oplopen): 3 kaarten 50, 4 kaarten 100, 5 kaarten 200, 6 of meer 400.</translation>
    </message>
    <message>
        <source>With partners the run bonus always counts, for both racks of the team that went Rack-O.</source>
        <translation>In teams telt de reeksbonus altijd, voor beide rekken van het team dat Rack-O haalde.</translation>
    </message>
    <message>
        <source>What happens when the draw pile runs out: the discard pile becomes the new draw pile. Shuffle the discards: it is shuffled first, so remembering old discards does not help. Turn the discards over (classic): the pile is just turned over, so the oldest discard is turned up to start the new discard pile, and the cards after it come in the order they were thrown away.</source>
        <translation>Wat er gebeurt als de trekstapel op is: de aflegstapel wordt de nieuwe trekstapel. Afgelegde kaarten schudden: eerst wordt hij geschud, dus oude afgelegde kaarten onthouden helpt niet. Afgelegde kaarten omdraaien (klassiek): de stapel wordt alleen omgedraaid, dus de oudst afgelegde kaart wordt opengelegd als begin van de nieuwe aflegstapel, en de kaarten daarna komen in de volgorde waarin ze zijn afgelegd.</translation>
    </message>
    <message>
        <source>How often the draw pile may be rebuilt in one round. When it would run out once more, the round ends without a Rack-O and everyone scores their rising cards. 0 ends the round the first time the draw pile runs out; No limit never stops the round this way (a round still ends, with no winner, after its 1,000th turn).</source>
        <translation>Hoe vaak de trekstapel in één ronde opnieuw gemaakt mag worden. Raakt hij daarna nog eens op, dan eindigt de ronde zonder Rack-O en scoort iedereen zijn oplopende kaarten. Bij 0 eindigt de ronde de eerste keer dat de trekstapel op is; Geen limiet stopt de ronde nooit op deze manier (een ronde eindigt wel, zonder winnaar, na haar 1.000e beurt).</translation>
    </message>
    <message>
        <source>Shuffle the discards</source>
        <translation>Afgelegde kaarten schudden</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source> players</source>
        <translation> spelers</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Aantal spelers:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespeeld door</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Naam van speler {number}</translation>
    </message>
    <message>
        <source>Player {number} played by</source>
        <translation>Speler {number} gespeeld door</translation>
    </message>
    <message>
        <source>Level of player {number}</source>
        <translation>Niveau van speler {number}</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source> point</source>
        <translation> punt</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punten</translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation>Punten om te winnen</translation>
    </message>
    <message>
        <source>Play to 500 points, as in the rule book.</source>
        <translation>Speel tot 500 punten, zoals in het regelboekje.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Geen limiet</translation>
    </message>
    <message>
        <source>Most rebuilds of the draw pile per round</source>
        <translation>Hoe vaak de trekstapel per ronde opnieuw gemaakt mag worden</translation>
    </message>
    <message>
        <source>Never end a round because the draw pile ran out too often.</source>
        <translation>Een ronde nooit beëindigen omdat de trekstapel te vaak op was.</translation>
    </message>
    <message>
        <source>Points to &amp;win:</source>
        <translation>Punten om te &amp;winnen:</translation>
    </message>
    <message>
        <source>&amp;Rebuilds per round, at most:</source>
        <translation>&amp;Nieuwe trekstapels per ronde (max.):</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Spel &amp;beginnen</translation>
    </message>
    <message>
        <source>Player {number} needs a name.</source>
        <translation>Speler {number} heeft een naam nodig.</translation>
    </message>
    <message>
        <source>Play to 200 points: a match of a few rounds.</source>
        <translation>Speel tot 200 punten: een partij van een paar rondes.</translation>
    </message>
    <message>
        <source>Short &amp;game (200)</source>
        <translation>&amp;Korte partij (200)</translation>
    </message>
    <message>
        <source>St&amp;andard (500)</source>
        <translation>&amp;Standaard (500)</translation>
    </message>
    <message>
        <source>Rack-O needs a run of &amp;three (2 players)</source>
        <translation>Rack-O vereist een reeks van &amp;drie (2 spelers)</translation>
    </message>
    <message>
        <source>Play in t&amp;eams of two (4 players)</source>
        <translation>Speel in &amp;teams van twee (4 spelers)</translation>
    </message>
    <message>
        <source>No &amp;limit</source>
        <translation>Geen &amp;limiet</translation>
    </message>
    <message>
        <source>When the &amp;draw pile runs out:</source>
        <translation>Als de trekstapel &amp;op is:</translation>
    </message>
    <message>
        <source>Restore de&amp;faults</source>
        <translation>Standaardwaarden &amp;herstellen</translation>
    </message>
    <message>
        <source>Two players, you against Ada (Medium), and the standard rules.</source>
        <translation>Twee spelers, jij tegen Ada (Gemiddeld), en de standaardregels.</translation>
    </message>
    <message>
        <source>The name of player {number} is too long (at most {limit} characters).</source>
        <translation>De naam van speler {number} is te lang (hoogstens {limit} tekens).</translation>
    </message>
    <message>
        <source>The name of player {number} has a character a name cannot have ({code}).</source>
        <translation>De naam van speler {number} bevat een teken dat niet in een naam mag ({code}).</translation>
    </message>
    <message>
        <source>Player {number} is a computer: “{name}” is what the game calls you.</source>
        <translation>Speler {number} is een computer: “{name}” is hoe het spel jou noemt.</translation>
    </message>
    <message>
        <source>The name of player {number} has an “&amp;”, which joins partners&apos; names.</source>
        <translation>De naam van speler {number} bevat een “&amp;”, dat de namen van partners verbindt.</translation>
    </message>
    <message>
        <source>Players {first} and {second} are both called “{name}”.</source>
        <translation>Spelers {first} en {second} heten allebei “{name}”.</translation>
    </message>
    <message>
        <source>Points to win: a number from 1 to {most:,}.</source>
        <translation>Punten om te winnen: een getal van 1 tot en met {most:,}.</translation>
    </message>
    <message>
        <source>a tab</source>
        <translation>een tab</translation>
    </message>
    <message>
        <source>a line break</source>
        <translation>een regeleinde</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to RackoApp!&lt;/b&gt; Rack-O is a race to get the ten cards of your rack in rising order, lowest on the left. Choose who plays and press Start game. If you play alone against the computer, a short guide takes you through your first round.</source>
        <translation>&lt;b&gt;Welkom bij RackoApp!&lt;/b&gt; In Rack-O probeer je als eerste de tien kaarten van je rek op volgorde te krijgen, van laag links naar hoog rechts. Kies wie er meespelen en druk op Spel beginnen. Speel je alleen tegen de computer, dan helpt een korte gids je door je eerste ronde.</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>Players 1 and 3 are Team A, players 2 and 4 Team B.</source>
        <translation>Spelers 1 en 3 zijn Team A, spelers 2 en 4 Team B.</translation>
    </message>
    <message>
        <source>(Not used with 3 or 4 players.)</source>
        <translation>(Geldt niet bij 3 of 4 spelers.)</translation>
    </message>
    <message>
        <source>(Choose 4 players to play in teams.)</source>
        <translation>(Kies 4 spelers om in teams te spelen.)</translation>
    </message>
    <message>
        <source>(always, with teams)</source>
        <translation>(altijd, met teams)</translation>
    </message>
    <message>
        <source>Deal the first round.</source>
        <translation>Deel de eerste ronde.</translation>
    </message>
</context>
<context>
    <name>OpenRecordDialog</name>
    <message>
        <source>unreadable</source>
        <translation>onleesbaar</translation>
    </message>
    <message>
        <source>damaged at round {round}</source>
        <translation>beschadigd bij ronde {round}</translation>
    </message>
    <message>
        <source>damaged at round {round}, turn {turn}</source>
        <translation>beschadigd bij ronde {round}, beurt {turn}</translation>
    </message>
    <message>
        <source>{names} won {score}</source>
        <translation>{names} wonnen met {score}</translation>
    </message>
    <message>
        <source>{name} won {score}</source>
        <translation>{name} won met {score}</translation>
    </message>
    <message>
        <source>unfinished at {score}</source>
        <translation>onafgemaakt bij {score}</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>onafgemaakt</translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation>opgegeven bij {score}</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>opgegeven</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Een spelverslag openen</translation>
    </message>
    <message>
        <source>Only the newest {shown} of the {found} are listed; Browse… opens the others.</source>
        <translation>Alleen de nieuwste {shown} van de {found} partijen staan in de lijst; met Bladeren… open je de rest.</translation>
    </message>
    <message>
        <source>Matches saved in {folder}, most recent first.</source>
        <translation>Partijen bewaard in {folder}, de nieuwste eerst.</translation>
    </message>
    <message>
        <source>Matches saved in {folder}, sorted by “{column}”, ascending.</source>
        <translation>Partijen bewaard in {folder}, gesorteerd op “{column}”, oplopend.</translation>
    </message>
    <message>
        <source>Matches saved in {folder}, sorted by “{column}”, descending.</source>
        <translation>Partijen bewaard in {folder}, gesorteerd op “{column}”, aflopend.</translation>
    </message>
    <message>
        <source>No history folder: Browse… opens a record anywhere.</source>
        <translation>Geen geschiedenismap: met Bladeren… open je een spelverslag van een andere plek.</translation>
    </message>
    <message>
        <source>{folder} is not a folder, so no match is kept there: Browse… opens a record anywhere.</source>
        <translation>{folder} is geen map, dus daar wordt geen partij bewaard: met Bladeren… open je een spelverslag van een andere plek.</translation>
    </message>
    <message>
        <source>{folder} cannot be read ({reason}): Browse… opens a record anywhere.</source>
        <translation>{folder} kan niet gelezen worden ({reason}): met Bladeren… open je een spelverslag van een andere plek.</translation>
    </message>
    <message>
        <source>No match is kept in {folder} yet: Browse… opens a record anywhere.</source>
        <translation>Er is nog geen partij bewaard in {folder}: met Bladeren… open je een spelverslag van een andere plek.</translation>
    </message>
    <message>
        <source>Game records</source>
        <translation>Spelverslagen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Gespeeld tot</translation>
    </message>
    <message>
        <source>Sorts the records: a click here, or Ctrl+{key}; again, the other way</source>
        <translation>Sorteert de partijen: klik hier, of Ctrl+{key}; nog eens: andersom</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wordt gelezen…</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>{result}; played on from round {round} of the match of {date}</source>
        <translation>{result}; verder gespeeld vanaf ronde {round} van de partij van {date}</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spelverslagen (*.json);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Zoeken in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Bestands&amp;type:</translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <source>team {total} pts</source>
        <translation>team {total} ptn</translation>
    </message>
    <message>
        <source>{total} pts</source>
        <translation>{total} ptn</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source># Rules

The rules text (`{name}`) could not be found. Please reinstall RackoApp.</source>
        <translation># Spelregels

De tekst met de spelregels (`{name}`) is niet gevonden. Installeer RackoApp opnieuw.</translation>
    </message>
    <message>
        <source>How to play Rack-O</source>
        <translation>Zo speel je Rack-O</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>De spelregels</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Spelen met het toetsenbord</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Scoregrafiek</translation>
    </message>
    <message>
        <source>target {target}</source>
        <translation>doel {target}</translation>
    </message>
    <message>
        <source>No rounds played yet</source>
        <translation>Nog geen rondes gespeeld</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>Seat {number}</source>
        <translation>Plaats {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;, round {number}: {points} points, total {total}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;, ronde {number}: {points} punten, totaal {total}</translation>
    </message>
    <message>
        <source>{name} went Rack-O</source>
        <translation>{name} haalde Rack-O</translation>
    </message>
    <message>
        <source>{name} +{bonus} (run of {length})</source>
        <translation>{name} +{bonus} (reeks van {length})</translation>
    </message>
    <message>
        <source>Including the run bonus: {parts}</source>
        <translation>Inclusief reeksbonus: {parts}</translation>
    </message>
    <message>
        <source>{name} dealt this round</source>
        <translation>{name} deelde deze ronde</translation>
    </message>
    <message>
        <source>{name}: {total} of {target} points — winner</source>
        <translation>{name}: {total} van {target} punten — winnaar</translation>
    </message>
    <message>
        <source>{name}: {total} of 1 point — winner</source>
        <translation>{name}: {total} van 1 punt — winnaar</translation>
    </message>
    <message>
        <source>{name}: {total} of 1 point</source>
        <translation>{name}: {total} van 1 punt</translation>
    </message>
    <message>
        <source>{name}: {total} of {target} points</source>
        <translation>{name}: {total} van {target} punten</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; {name} went Rack-O on the first turn.</source>
        <translation>Ronde {number}: {dealer} deelde; {name} haalde Rack-O in de eerste beurt.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; {name} went Rack-O after {turns} turns.</source>
        <translation>Ronde {number}: {dealer} deelde; {name} haalde Rack-O na {turns} beurten.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the round stopped after {turns:,} turns.</source>
        <translation>Ronde {number}: {dealer} deelde; geen Rack-O: de ronde stopte na {turns:,} beurten.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out after {turns} turns, and these rules never rebuild it.</source>
        <translation>Ronde {number}: {dealer} deelde; geen Rack-O: de trekstapel was na {turns} beurten op, en volgens deze regels komt er geen nieuwe.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after 1 rebuild, after {turns} turns.</source>
        <translation>Ronde {number}: {dealer} deelde; geen Rack-O: de trekstapel was weer op nadat hij 1 keer opnieuw was gemaakt, na {turns} beurten.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after {count} rebuilds, after {turns} turns.</source>
        <translation>Ronde {number}: {dealer} deelde; geen Rack-O: de trekstapel was weer op nadat hij {count} keer opnieuw was gemaakt, na {turns} beurten.</translation>
    </message>
</context>
<context>
    <name>ScorekeeperPanel</name>
    <message>
        <source>No rounds played yet</source>
        <translation>Nog geen rondes gespeeld</translation>
    </message>
    <message>
        <source>points {dot} total</source>
        <translation>punten {dot} totaal</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points {dot} the running total.</source>
        <translation>Elke cel: de punten van de ronde {dot} het lopende totaal.</translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points; the bars above show the totals.</source>
        <translation>Elke cel: de punten van de ronde; de balken erboven tonen de totalen.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>deler</translation>
    </message>
    <message>
        <source>D: the dealer.</source>
        <translation>D: de deler.</translation>
    </message>
    <message>
        <source>{star}: went Rack-O.</source>
        <translation>{star}: haalde Rack-O.</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;1&lt;/b&gt; point: the highest team total wins</source>
        <translation>Partij tot &lt;b&gt;1&lt;/b&gt; punt: het hoogste teamtotaal wint</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;1&lt;/b&gt; point: the highest total wins</source>
        <translation>Partij tot &lt;b&gt;1&lt;/b&gt; punt: het hoogste totaal wint</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;{target}&lt;/b&gt; points: the highest team total wins</source>
        <translation>Partij tot &lt;b&gt;{target}&lt;/b&gt; punten: het hoogste teamtotaal wint</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;{target}&lt;/b&gt; points: the highest total wins</source>
        <translation>Partij tot &lt;b&gt;{target}&lt;/b&gt; punten: het hoogste totaal wint</translation>
    </message>
    <message>
        <source>{name}: progress towards the target</source>
        <translation>{name}: voortgang naar het doel</translation>
    </message>
    <message>
        <source>Run of three needed</source>
        <translation>Reeks van drie nodig</translation>
    </message>
    <message>
        <source>No run needed</source>
        <translation>Geen reeks nodig</translation>
    </message>
    <message>
        <source>Run bonuses</source>
        <translation>Bonuspunten voor reeksen</translation>
    </message>
    <message>
        <source>No new draw pile once it runs out</source>
        <translation>Geen nieuwe trekstapel als hij op is</translation>
    </message>
    <message>
        <source>Discards turned over, no limit</source>
        <translation>Aflegstapel omgedraaid, onbeperkt</translation>
    </message>
    <message>
        <source>Discards turned over, at most once a round</source>
        <translation>Aflegstapel omgedraaid, hoogstens één keer per ronde</translation>
    </message>
    <message>
        <source>Discards turned over, at most {count} times a round</source>
        <translation>Aflegstapel omgedraaid, hoogstens {count} keer per ronde</translation>
    </message>
    <message>
        <source>Discards shuffled, no limit</source>
        <translation>Aflegstapel geschud, onbeperkt</translation>
    </message>
    <message>
        <source>Discards shuffled, at most once a round</source>
        <translation>Aflegstapel geschud, hoogstens één keer per ronde</translation>
    </message>
    <message>
        <source>Discards shuffled, at most {count} times a round</source>
        <translation>Aflegstapel geschud, hoogstens {count} keer per ronde</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Matches played</source>
        <translation>Partijen gespeeld</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partijen gewonnen</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Rondes gespeeld</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Rondes gewonnen</translation>
    </message>
    <message>
        <source>Rack-O count</source>
        <translation>Aantal keer Rack-O</translation>
    </message>
    <message>
        <source>Best round score</source>
        <translation>Beste rondescore</translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation>Gemiddelde rondescore</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Langste winstreeks</translation>
    </message>
    <message>
        <source>Your own Rack-Os: a partner&apos;s are not counted here</source>
        <translation>Je eigen Rack-O&apos;s: die van je partner tellen hier niet mee</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Your results against each computer level, as the first human player at the table: a match counts under the strongest computer playing against you.</source>
        <translation>Jouw resultaten tegen elk computerniveau, als eerste menselijke speler aan tafel: een partij telt mee onder de sterkste computer die tegen je speelt.</translation>
    </message>
    <message>
        <source>The match in progress is not counted yet: it and its rounds count once it ends.</source>
        <translation>De partij die nu loopt telt nog niet mee: ze telt met haar rondes zodra ze uit is.</translation>
    </message>
    <message>
        <source>A match counts once, when it ends. A match abandoned for a new game counts as played and not won. It counts under the strongest computer level playing against the first human player; a computer partner is not an opponent, and a match played in teams is won when that player&apos;s team wins it. A round counts as won when that player went Rack-O (a partner&apos;s Rack-O is not theirs) or, in a round where nobody went Rack-O, scored more than anyone else. Beginner has a column once a match against it has been counted.</source>
        <translation>Een partij telt één keer mee, als ze uit is. Een partij die wordt opgegeven voor een nieuw spel telt als gespeeld en niet gewonnen. Ze telt mee onder het sterkste computerniveau dat tegen de eerste menselijke speler speelt; een computerpartner is geen tegenstander, en een partij in teams is gewonnen als het team van die speler haar wint. Een ronde telt als gewonnen als die speler Rack-O haalde (de Rack-O van een partner telt niet) of, in een ronde waarin niemand Rack-O haalde, meer punten scoorde dan ieder ander. Beginner krijgt een kolom zodra er een partij tegen Beginner is meegeteld.</translation>
    </message>
    <message>
        <source>Not counted: matches with no computer against that player (computers only, or people only); a match quit to be resumed later; a match given up before any human took a card; the same match dealt again (played on once more from its record, or from the same seed); and a match played on from the record of a finished one, whose every card could be seen.</source>
        <translation>Niet geteld: partijen zonder computer tegen die speler (alleen computers, of alleen mensen); een partij die je afsluit om later te hervatten; een partij die wordt opgegeven voordat een mens aan tafel een kaart pakte; dezelfde partij opnieuw gedeeld (nog eens verder gespeeld vanuit het verslag, of met hetzelfde startgetal, de seed); en een partij die verder gespeeld wordt vanuit het verslag van een uitgespeelde partij, waarvan elke kaart te zien was.</translation>
    </message>
    <message>
        <source>Cost per move: how many turns to Rack-O your own moves gave away, on average, compared with the best move (0 is perfect). Moves played exactly as hinted, pile and slot, are left out. It is charted for each match one person plays to its end against the computer; with more people at the screen the coach grades nobody, as that would give away hidden cards.</source>
        <translation>Kosten per zet: hoeveel beurten je met je eigen zetten gemiddeld verloor op weg naar Rack-O, vergeleken met de beste zet (0 is perfect). Zetten die je precies volgens de tip speelde (stapel en vak) tellen niet mee. De grafiek toont dit voor elke partij die één persoon tegen de computer uitspeelt; met meer mensen aan het scherm beoordeelt de coach niemand, omdat dat verborgen kaarten zou verraden.</translation>
    </message>
    <message>
        <source>&amp;How is this counted?</source>
        <translation>&amp;Hoe wordt dit geteld?</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statistieken &amp;wissen…</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Wissen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Statistieken per niveau</translation>
    </message>
    <message>
        <source>Rounds in which you went Rack-O yourself (a partner&apos;s Rack-O is not yours), and rounds with no Rack-O in which you scored more than anyone else</source>
        <translation>Rondes waarin je zelf Rack-O haalde (de Rack-O van je partner telt niet als de jouwe), en rondes zonder Rack-O waarin jij meer punten haalde dan ieder ander</translation>
    </message>
    <message>
        <source>Matches won by level</source>
        <translation>Gewonnen partijen per niveau</translation>
    </message>
    <message>
        <source>Cost per move by match</source>
        <translation>Kosten per zet per partij</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Set every count back to zero and clear the charts? The matches played stay in Game &gt; Open record. This cannot be undone.</source>
        <translation>Alle tellingen op nul zetten en de grafieken wissen? De gespeelde partijen blijven in Spel &gt; Spelverslag openen. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Could not reset the statistics ({error}): they are kept as they were.</source>
        <translation>De statistieken konden niet worden gewist ({error}): ze blijven zoals ze waren.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Draw pile</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>No match on the table</source>
        <translation>Geen partij op tafel</translation>
    </message>
    <message>
        <source>Start one with Game &gt; New game (Ctrl+N), or here</source>
        <translation>Begin er een via Spel &gt; Nieuw spel (Ctrl+N), of hier</translation>
    </message>
    <message>
        <source>Review this round</source>
        <translation>Ronde nakijken</translation>
    </message>
    <message>
        <source>human</source>
        <translation>mens</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Jouw kaart</translation>
    </message>
    <message>
        <source>Rack-O!</source>
        <translation>Rack-O!</translation>
    </message>
    <message>
        <source>You go Rack-O and win round {number}</source>
        <translation>Jij haalt Rack-O en wint ronde {number}</translation>
    </message>
    <message>
        <source>{name} goes Rack-O and wins round {number}</source>
        <translation>{name} haalt Rack-O en wint ronde {number}</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Ronde voorbij</translation>
    </message>
    <message>
        <source>The draw pile ran out, and these rules never rebuild it: nobody went Rack-O</source>
        <translation>De trekstapel was op, en volgens deze regels komt er geen nieuwe: niemand haalde Rack-O</translation>
    </message>
    <message>
        <source>This round: {points}</source>
        <translation>Deze ronde: {points}</translation>
    </message>
    <message>
        <source>Totals: {totals}</source>
        <translation>Totalen: {totals}</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <source>{name}: your partner (team {team})</source>
        <translation>{name}: je partner (team {team})</translation>
    </message>
    <message>
        <source>{name}: team {team}</source>
        <translation>{name}: team {team}</translation>
    </message>
    <message>
        <source>{name} ({total})</source>
        <translation>{name} ({total})</translation>
    </message>
    <message>
        <source>Team totals: {totals}</source>
        <translation>Teamtotalen: {totals}</translation>
    </message>
    <message>
        <source>{name} +{bonus} (run of {length})</source>
        <translation>{name} +{bonus} (reeks van {length})</translation>
    </message>
    <message>
        <source>You deal the next round</source>
        <translation>Jij deelt de volgende ronde</translation>
    </message>
    <message>
        <source>You go Rack-O and win round {number} for your team</source>
        <translation>Jij haalt Rack-O en wint ronde {number} voor je team</translation>
    </message>
    <message>
        <source>{name} goes Rack-O and wins round {number} for your team</source>
        <translation>{name} haalt Rack-O en wint ronde {number} voor jullie team</translation>
    </message>
    <message>
        <source>{name} goes Rack-O and wins round {number} for {team}</source>
        <translation>{name} haalt Rack-O en wint ronde {number} voor {team}</translation>
    </message>
    <message>
        <source>Your rack rises, but Rack-O needs a run of three too</source>
        <translation>Je rek loopt op, maar voor Rack-O is ook een reeks van drie nodig</translation>
    </message>
    <message>
        <source>{name}&apos;s rack rises, but Rack-O needs a run of three too</source>
        <translation>Het rek van {name} loopt op, maar voor Rack-O is ook een reeks van drie nodig</translation>
    </message>
    <message>
        <source>Nobody went Rack-O in {turns:,} turns, so the round ended</source>
        <translation>Niemand haalde Rack-O in {turns:,} beurten, dus de ronde is afgelopen</translation>
    </message>
    <message>
        <source>After 1 rebuild the draw pile ran out: nobody went Rack-O</source>
        <translation>De trekstapel was weer op nadat hij 1 keer opnieuw was gemaakt: niemand haalde Rack-O</translation>
    </message>
    <message>
        <source>After {count} rebuilds the draw pile ran out: nobody went Rack-O</source>
        <translation>De trekstapel was weer op nadat hij {count} keer opnieuw was gemaakt: niemand haalde Rack-O</translation>
    </message>
    <message>
        <source>Tied at the top with {total}: {names}. Another round decides.</source>
        <translation>Gedeelde eerste plaats met {total}: {names}. Een extra ronde beslist.</translation>
    </message>
    <message>
        <source>{names} win the match!</source>
        <translation>{names} winnen de partij!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Jij wint de partij!</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} wint de partij!</translation>
    </message>
    <message>
        <source>The racks stay hidden until you click “{ready}” or press Enter.</source>
        <translation>De rekken blijven verborgen tot je op “{ready}” klikt of op Enter drukt.</translation>
    </message>
    <message>
        <source>Next dealer: {name}</source>
        <translation>Volgende deler: {name}</translation>
    </message>
    <message>
        <source>Including the run bonus: {parts}</source>
        <translation>Inclusief reeksbonus: {parts}</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Rack-O! {name} took the last round</source>
        <translation>Rack-O! {name} won de laatste ronde</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nog een keer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <source>Pass the mouse to {name}.</source>
        <translation>Geef de muis aan {name}.</translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation>Ik ben {name}</translation>
    </message>
    <message>
        <source>the cards in your rack never move: a card you take goes into a slot, and the card there goes onto the discard pile</source>
        <translation>de kaarten in je rek liggen vast: een kaart die je pakt leg je in een vak, en de kaart die daar lag gaat naar de aflegstapel</translation>
    </message>
    <message>
        <source>drop the card on a slot of your rack or on the discard pile</source>
        <translation>laat de kaart los op een vak van je rek of op de aflegstapel</translation>
    </message>
    <message>
        <source>drop the card on a slot of your rack</source>
        <translation>laat de kaart los op een vak van je rek</translation>
    </message>
    <message>
        <source>the {card} is back on the discard pile: still your turn, take a card from either pile</source>
        <translation>de {card} ligt weer op de aflegstapel: je bent nog aan de beurt, pak een kaart van een van beide stapels</translation>
    </message>
    <message>
        <source>too soon after the last key: press it again</source>
        <translation>te snel na de vorige toets: druk er nog eens op</translation>
    </message>
    <message>
        <source>This round is still being played: N deals the next one once it is over</source>
        <translation>Deze ronde wordt nog gespeeld: N deelt de volgende ronde zodra deze voorbij is</translation>
    </message>
    <message>
        <source>This is the record&apos;s last step</source>
        <translation>Dit is de laatste stap van het spelverslag</translation>
    </message>
    <message>
        <source>This is the record&apos;s first step</source>
        <translation>Dit is de eerste stap van het spelverslag</translation>
    </message>
    <message>
        <source>hand over to {name} first: {name} presses Enter or clicks “I am {name}”</source>
        <translation>geef eerst de muis aan {name}: {name} drukt op Enter of klikt op “Ik ben {name}”</translation>
    </message>
    <message>
        <source>Enter: {button}; the arrow keys choose another</source>
        <translation>Enter: {button}; de pijltjestoetsen kiezen een andere knop</translation>
    </message>
    <message>
        <source>Enter: {button}</source>
        <translation>Enter: {button}</translation>
    </message>
    <message>
        <source>the card stays in your hand: put it into a slot</source>
        <translation>de kaart blijft in je hand: leg hem in een vak</translation>
    </message>
    <message>
        <source>the card stays in your hand: put it into a slot, or onto the discard pile (X)</source>
        <translation>de kaart blijft in je hand: leg hem in een vak, of op de aflegstapel (X)</translation>
    </message>
    <message>
        <source>nothing to put back: take a card from the draw pile (D) or the discard pile (P)</source>
        <translation>niets terug te leggen: neem een kaart van de trekstapel (D) of de aflegstapel (P)</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>No matches played yet</source>
        <translation>Nog geen partijen gespeeld</translation>
    </message>
    <message>
        <source>{level}: {won} of {played} won</source>
        <translation>{level}: {won} van {played} gewonnen</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partijen gewonnen</translation>
    </message>
</context>
</TS>
