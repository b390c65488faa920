<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Rack-O, the card game, on your desktop against computer players.</source>
        <translation>Rack-O, the card game, on your desktop against computer players.</translation>
    </message>
    <message>
        <source>About {name}</source>
        <translation>About {name}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. Rack-O is a trademark of its owner; RackoApp is an independent program, not made or endorsed by them.</source>
        <translation>Free software under the MIT licence. Rack-O is a trademark of its owner; RackoApp is an independent program, not made or endorsed by them.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>&amp;Colour-blind-safe cards</source>
        <translation>&amp;Colour-blind-safe cards</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;High contrast</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Reduce motion</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>No match on the table</source>
        <translation>No match on the table</translation>
    </message>
    <message>
        <source>slot {slot}: {card}</source>
        <translation>slot {slot}: {card}</translation>
    </message>
    <message>
        <source>Your rack: {rack}</source>
        <translation>Your rack: {rack}</translation>
    </message>
    <message>
        <source>Your partner: {name}</source>
        <translation>Your partner: {name}</translation>
    </message>
    <message>
        <source>the cursor is on slot {slot}: {card}</source>
        <translation>the cursor is on slot {slot}: {card}</translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Discard pile: {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s rack: {cards}</source>
        <translation>{name}&apos;s rack: {cards}</translation>
    </message>
    <message>
        <source>Face up in {name}&apos;s rack: {cards}</source>
        <translation>Face up in {name}&apos;s rack: {cards}</translation>
    </message>
    <message>
        <source>Draw pile: 1 card</source>
        <translation>Draw pile: 1 card</translation>
    </message>
    <message>
        <source>Draw pile: {count} cards</source>
        <translation>Draw pile: {count} cards</translation>
    </message>
    <message>
        <source>You hold the {card}</source>
        <translation>You hold the {card}</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>Scores: {scores}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}&apos;s turn</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>good</source>
        <translation>good</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>inaccuracy</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>mistake</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>under {least}</source>
        <translation>under {least}</translation>
    </message>
    <message>
        <source>A move&apos;s cost is how many extra turns, on average, it adds on your way to Rack-O compared with the best move; what your discard may give the next player is not counted. {good}: up to {g}; {inaccuracy}: up to {i}; {mistake}: up to {m}; {blunder}: more.</source>
        <translation>A move&apos;s cost is how many extra turns, on average, it adds on your way to Rack-O compared with the best move; what your discard may give the next player is not counted. {good}: up to {g}; {inaccuracy}: up to {i}; {mistake}: up to {m}; {blunder}: more.</translation>
    </message>
    <message>
        <source>{mark} {verdict} (no way to Rack-O in sight after it)</source>
        <translation>{mark} {verdict} (no way to Rack-O in sight after it)</translation>
    </message>
    <message>
        <source>{mark} {verdict} (cost {loss} turns)</source>
        <translation>{mark} {verdict} (cost {loss} turns)</translation>
    </message>
    <message>
        <source>{mark} {verdict} (the draw cost {loss} turns)</source>
        <translation>{mark} {verdict} (the draw cost {loss} turns)</translation>
    </message>
    <message>
        <source>{mark} {verdict} (taking the {card} cost {loss} turns)</source>
        <translation>{mark} {verdict} (taking the {card} cost {loss} turns)</translation>
    </message>
    <message>
        <source>better: discard it</source>
        <translation>better: discard it</translation>
    </message>
    <message>
        <source>better: slot {slot}</source>
        <translation>better: slot {slot}</translation>
    </message>
    <message>
        <source>better: the discard pile&apos;s {card} into slot {slot}</source>
        <translation>better: the discard pile&apos;s {card} into slot {slot}</translation>
    </message>
    <message>
        <source>better: draw</source>
        <translation>better: draw</translation>
    </message>
    <message>
        <source>take the {card} from the discard pile</source>
        <translation>take the {card} from the discard pile</translation>
    </message>
    <message>
        <source>draw from the draw pile</source>
        <translation>draw from the draw pile</translation>
    </message>
    <message>
        <source>draw (the {card} came)</source>
        <translation>draw (the {card} came)</translation>
    </message>
    <message>
        <source>draw (the {card} would have come)</source>
        <translation>draw (the {card} would have come)</translation>
    </message>
    <message>
        <source>{took} and discard it</source>
        <translation>{took} and discard it</translation>
    </message>
    <message>
        <source>{took} and put it in slot {slot}</source>
        <translation>{took} and put it in slot {slot}</translation>
    </message>
    <message>
        <source>That gave up your run {run}, the run Rack-O needs.</source>
        <translation>That gave up your run {run}, the run Rack-O needs.</translation>
    </message>
    <message>
        <source>That gave up your {low} and {high}, which wait for the {missing} between them: the run Rack-O needs.</source>
        <translation>That gave up your {low} and {high}, which wait for the {missing} between them: the run Rack-O needs.</translation>
    </message>
    <message>
        <source>That gave up your {low} and {high}, a start of the run Rack-O needs.</source>
        <translation>That gave up your {low} and {high}, a start of the run Rack-O needs.</translation>
    </message>
    <message>
        <source>That left your rack, which rose in order, out of order.</source>
        <translation>That left your rack, which rose in order, out of order.</translation>
    </message>
    <message>
        <source>&amp;Review this round</source>
        <translation>&amp;Review this round</translation>
    </message>
    <message>
        <source>Grade &amp;my moves as I play</source>
        <translation>Grade &amp;my moves as I play</translation>
    </message>
    <message>
        <source>Grade &amp;my moves as I play (only when one person plays)</source>
        <translation>Grade &amp;my moves as I play (only when one person plays)</translation>
    </message>
    <message>
        <source>the coach failed: {detail}</source>
        <translation>the coach failed: {detail}</translation>
    </message>
    <message>
        <source>Your move: {verdict}</source>
        <translation>Your move: {verdict}</translation>
    </message>
    <message>
        <source>The coach is still looking at this round: its review opens once it is ready</source>
        <translation>The coach is still looking at this round: its review opens once it is ready</translation>
    </message>
    <message>
        <source>{cost} Better: {better}.</source>
        <translation>{cost} Better: {better}.</translation>
    </message>
    <message>
        <source>Better: {better}.</source>
        <translation>Better: {better}.</translation>
    </message>
    <message>
        <source>The coach reviews one person&apos;s play against the computer: {count} people play in this record</source>
        <translation>The coach reviews one person&apos;s play against the computer: {count} people play in this record</translation>
    </message>
    <message>
        <source>The coach reviews a person&apos;s play: every seat in this record is a computer</source>
        <translation>The coach reviews a person&apos;s play: every seat in this record is a computer</translation>
    </message>
    <message>
        <source>The coach reviews one person&apos;s play against the computer: with more people at the table, it gives hints (H) but reviews no round</source>
        <translation>The coach reviews one person&apos;s play against the computer: with more people at the table, it gives hints (H) but reviews no round</translation>
    </message>
    <message>
        <source>The coach reviews a person&apos;s play: every seat at this table is a computer</source>
        <translation>The coach reviews a person&apos;s play: every seat at this table is a computer</translation>
    </message>
    <message>
        <source>{verdict}, as hinted</source>
        <translation>{verdict}, as hinted</translation>
    </message>
    <message>
        <source>The coach is still looking at this record</source>
        <translation>The coach is still looking at this record</translation>
    </message>
    <message>
        <source>No move of yours in this round is shown yet: step on through the record</source>
        <translation>No move of yours in this round is shown yet: step on through the record</translation>
    </message>
    <message>
        <source>A round can be reviewed once it is over (R)</source>
        <translation>A round can be reviewed once it is over (R)</translation>
    </message>
    <message>
        <source>The coach could not review this round ({detail})</source>
        <translation>The coach could not review this round ({detail})</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>Review of round {number}</source>
        <translation>Review of round {number}</translation>
    </message>
    <message>
        <source>The position before the move</source>
        <translation>The position before the move</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Previous</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>Your only move this round cost {loss} turns</source>
        <translation>Your only move this round cost {loss} turns</translation>
    </message>
    <message>
        <source>Your {count} moves this round cost {loss} turns each on average</source>
        <translation>Your {count} moves this round cost {loss} turns each on average</translation>
    </message>
    <message>
        <source>{mean}. You played it exactly as hinted (its pile and its slot): the statistics leave it out</source>
        <translation>{mean}. You played it exactly as hinted (its pile and its slot): the statistics leave it out</translation>
    </message>
    <message>
        <source>{mean}. You played one of them exactly as hinted (pile and slot): the statistics leave it out</source>
        <translation>{mean}. You played one of them exactly as hinted (pile and slot): the statistics leave it out</translation>
    </message>
    <message>
        <source>{mean}. You played {hinted} of them exactly as hinted (pile and slot): the statistics leave those out</source>
        <translation>{mean}. You played {hinted} of them exactly as hinted (pile and slot): the statistics leave those out</translation>
    </message>
    <message>
        <source>{said}, and count your other move at {loss} turns</source>
        <translation>{said}, and count your other move at {loss} turns</translation>
    </message>
    <message>
        <source>{said}, and count your other {count} at {loss} turns each</source>
        <translation>{said}, and count your other {count} at {loss} turns each</translation>
    </message>
    <message>
        <source>You made no move this round</source>
        <translation>You made no move this round</translation>
    </message>
    <message>
        <source>It ended before your first turn.</source>
        <translation>It ended before your first turn.</translation>
    </message>
    <message>
        <source>You played every move of this round as the coach hinted</source>
        <translation>You played every move of this round as the coach hinted</translation>
    </message>
    <message>
        <source>Those moves are the coach&apos;s, so there is nothing of yours to review here, and the statistics leave them out.</source>
        <translation>Those moves are the coach&apos;s, so there is nothing of yours to review here, and the statistics leave them out.</translation>
    </message>
    <message>
        <source>Every move of yours this round was the best one</source>
        <translation>Every move of yours this round was the best one</translation>
    </message>
    <message>
        <source>The move shown: your move {mine} of {count}, {verdict}</source>
        <translation>The move shown: your move {mine} of {count}, {verdict}</translation>
    </message>
    <message>
        <source>Costliest move {k} of {n}: your move {mine} of {count}, {verdict}</source>
        <translation>Costliest move {k} of {n}: your move {mine} of {count}, {verdict}</translation>
    </message>
    <message>
        <source>You chose to {played}. {cost} Better: {better}.</source>
        <translation>You chose to {played}. {cost} Better: {better}.</translation>
    </message>
    <message>
        <source>You chose to {played}. Better: {better}.</source>
        <translation>You chose to {played}. Better: {better}.</translation>
    </message>
    <message>
        <source>Dashed: your move; blue: the better one.</source>
        <translation>Dashed: your move; blue: the better one.</translation>
    </message>
    <message>
        <source>Graded on what you could know then, not on the card that came.</source>
        <translation>Graded on what you could know then, not on the card that came.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>the round is over</source>
        <translation>the round is over</translation>
    </message>
    <message>
        <source>first take the top card of the draw pile or of the discard pile</source>
        <translation>first take the top card of the draw pile or of the discard pile</translation>
    </message>
    <message>
        <source>a card taken from the discard pile must go into your rack</source>
        <translation>a card taken from the discard pile must go into your rack</translation>
    </message>
    <message>
        <source>put the card into a slot from 1 to 10, or discard a drawn card</source>
        <translation>put the card into a slot from 1 to 10, or discard a drawn card</translation>
    </message>
    <message>
        <source>a turn starts by taking a card</source>
        <translation>a turn starts by taking a card</translation>
    </message>
    <message>
        <source>this round has no way to shuffle a rebuilt draw pile</source>
        <translation>this round has no way to shuffle a rebuilt draw pile</translation>
    </message>
    <message>
        <source>the rebuilt draw pile is not the discard pile&apos;s cards</source>
        <translation>the rebuilt draw pile is not the discard pile&apos;s cards</translation>
    </message>
    <message>
        <source>the first-dealer draw must be one distinct card of the deck per seat</source>
        <translation>the first-dealer draw must be one distinct card of the deck per seat</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>the match is over</translation>
    </message>
    <message>
        <source>the round in play is not over</source>
        <translation>the round in play is not over</translation>
    </message>
    <message>
        <source>no round is in play</source>
        <translation>no round is in play</translation>
    </message>
    <message>
        <source>no round has been dealt</source>
        <translation>no round has been dealt</translation>
    </message>
    <message>
        <source>a match has 2, 3 or 4 seats</source>
        <translation>a match has 2, 3 or 4 seats</translation>
    </message>
    <message>
        <source>partners are played with 4 seats only</source>
        <translation>partners are played with 4 seats only</translation>
    </message>
    <message>
        <source>{action} is not an action</source>
        <translation>{action} is not an action</translation>
    </message>
    <message>
        <source>seat {dealer} cannot deal in a {seats}-seat match</source>
        <translation>seat {dealer} cannot deal in a {seats}-seat match</translation>
    </message>
    <message>
        <source>the deck is not the cards 1 to {cards}, each once</source>
        <translation>the deck is not the cards 1 to {cards}, each once</translation>
    </message>
    <message>
        <source>the target must be a whole number from 1 to {limit:,}</source>
        <translation>the target must be a whole number from 1 to {limit:,}</translation>
    </message>
    <message>
        <source>the rebuild option is &apos;shuffle&apos; or &apos;classic&apos;</source>
        <translation>the rebuild option is &apos;shuffle&apos; or &apos;classic&apos;</translation>
    </message>
    <message>
        <source>max_rebuilds must be null or a whole number from 0 to {limit:,}</source>
        <translation>max_rebuilds must be null or a whole number from 0 to {limit:,}</translation>
    </message>
    <message>
        <source>a round after the match was won</source>
        <translation>a round after the match was won</translation>
    </message>
    <message>
        <source>a round after an unfinished one</source>
        <translation>a round after an unfinished one</translation>
    </message>
    <message>
        <source>a classic rebuild is not shuffled, so the round lists no rebuild orders</source>
        <translation>a classic rebuild is not shuffled, so the round lists no rebuild orders</translation>
    </message>
    <message>
        <source>the record lacks the order of the rebuilt draw pile</source>
        <translation>the record lacks the order of the rebuilt draw pile</translation>
    </message>
    <message>
        <source>a turn after the round had ended</source>
        <translation>a turn after the round had ended</translation>
    </message>
    <message>
        <source>the round lists more rebuild orders than it used</source>
        <translation>the round lists more rebuild orders than it used</translation>
    </message>
    <message>
        <source>a card is taken from the &apos;draw&apos; or the &apos;discard&apos; pile</source>
        <translation>a card is taken from the &apos;draw&apos; or the &apos;discard&apos; pile</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>the file is not UTF-8 text</translation>
    </message>
    <message>
        <source>cannot read {path}: it is not a regular file</source>
        <translation>cannot read {path}: it is not a regular file</translation>
    </message>
    <message>
        <source>the file nests deeper than a game record does</source>
        <translation>the file nests deeper than a game record does</translation>
    </message>
    <message>
        <source>the file holds a number of {digits:,} digits; no number in a game record is that long</source>
        <translation>the file holds a number of {digits:,} digits; no number in a game record is that long</translation>
    </message>
    <message>
        <source>the file names &apos;{key}&apos; twice in one object</source>
        <translation>the file names &apos;{key}&apos; twice in one object</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>the file is not valid JSON ({detail} at line {line}, column {column})</source>
        <translation>the file is not valid JSON ({detail} at line {line}, column {column})</translation>
    </message>
    <message>
        <source>a value was expected</source>
        <translation>a value was expected</translation>
    </message>
    <message>
        <source>a name in double quotes was expected</source>
        <translation>a name in double quotes was expected</translation>
    </message>
    <message>
        <source>a comma was expected</source>
        <translation>a comma was expected</translation>
    </message>
    <message>
        <source>a colon was expected</source>
        <translation>a colon was expected</translation>
    </message>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>a text in quotes is not closed</translation>
    </message>
    <message>
        <source>a text holds a control character</source>
        <translation>a text holds a control character</translation>
    </message>
    <message>
        <source>a text holds a bad escape</source>
        <translation>a text holds a bad escape</translation>
    </message>
    <message>
        <source>more follows the end of the record</source>
        <translation>more follows the end of the record</translation>
    </message>
    <message>
        <source>the file is not a game record (expected a JSON object)</source>
        <translation>the file is not a game record (expected a JSON object)</translation>
    </message>
    <message>
        <source>the record has no version number</source>
        <translation>the record has no version number</translation>
    </message>
    <message>
        <source>the record&apos;s version is not a whole number</source>
        <translation>the record&apos;s version is not a whole number</translation>
    </message>
    <message>
        <source>unknown field &apos;{name}&apos;</source>
        <translation>unknown field &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>seat {seat}: unknown field &apos;{name}&apos;</source>
        <translation>seat {seat}: unknown field &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>round {round}: unknown field &apos;{name}&apos;</source>
        <translation>round {round}: unknown field &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>round {round}, turn {turn}: unknown field &apos;{name}&apos;</source>
        <translation>round {round}, turn {turn}: unknown field &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>first_dealer_draw must hold one card per seat</source>
        <translation>first_dealer_draw must hold one card per seat</translation>
    </message>
    <message>
        <source>first_dealer_draw must hold distinct cards from 1 to {cards}</source>
        <translation>first_dealer_draw must hold distinct cards from 1 to {cards}</translation>
    </message>
    <message>
        <source>first_dealer_draw must be a list of at most {limit} cards</source>
        <translation>first_dealer_draw must be a list of at most {limit} cards</translation>
    </message>
    <message>
        <source>first_dealer_draw must hold whole numbers</source>
        <translation>first_dealer_draw must hold whole numbers</translation>
    </message>
    <message>
        <source>rounds must be a list</source>
        <translation>rounds must be a list</translation>
    </message>
    <message>
        <source>the record has more than {limit:,} rounds</source>
        <translation>the record has more than {limit:,} rounds</translation>
    </message>
    <message>
        <source>the record has more than {limit:,} turns</source>
        <translation>the record has more than {limit:,} turns</translation>
    </message>
    <message>
        <source>rules must be a JSON object</source>
        <translation>rules must be a JSON object</translation>
    </message>
    <message>
        <source>unknown rules option &apos;{name}&apos;</source>
        <translation>unknown rules option &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>the record names no seats</source>
        <translation>the record names no seats</translation>
    </message>
    <message>
        <source>seats must be a list of {seats} seats</source>
        <translation>seats must be a list of {seats} seats</translation>
    </message>
    <message>
        <source>seat {seat} must be a JSON object</source>
        <translation>seat {seat} must be a JSON object</translation>
    </message>
    <message>
        <source>seat {seat} needs a printable name of 1 to {limit} characters</source>
        <translation>seat {seat} needs a printable name of 1 to {limit} characters</translation>
    </message>
    <message>
        <source>seat {seat} must be &apos;human&apos; or &apos;computer&apos;</source>
        <translation>seat {seat} must be &apos;human&apos; or &apos;computer&apos;</translation>
    </message>
    <message>
        <source>seat {seat} is a computer without a level ({levels})</source>
        <translation>seat {seat} is a computer without a level ({levels})</translation>
    </message>
    <message>
        <source>seat {seat} has an unknown level</source>
        <translation>seat {seat} has an unknown level</translation>
    </message>
    <message>
        <source>round {round} must be a JSON object</source>
        <translation>round {round} must be a JSON object</translation>
    </message>
    <message>
        <source>round {round}: rebuilds must be a list of card orders</source>
        <translation>round {round}: rebuilds must be a list of card orders</translation>
    </message>
    <message>
        <source>round {round}: turns must be a list</source>
        <translation>round {round}: turns must be a list</translation>
    </message>
    <message>
        <source>round {round} has more than {limit:,} turns</source>
        <translation>round {round} has more than {limit:,} turns</translation>
    </message>
    <message>
        <source>round {round}, turn {turn} must be a JSON object</source>
        <translation>round {round}, turn {turn} must be a JSON object</translation>
    </message>
    <message>
        <source>round {round}, turn {turn}: the card held needs a seat number and a take</source>
        <translation>round {round}, turn {turn}: the card held needs a seat number and a take</translation>
    </message>
    <message>
        <source>round {round}: {reason}</source>
        <translation>round {round}: {reason}</translation>
    </message>
    <message>
        <source>the record holds no round to show</source>
        <translation>the record holds no round to show</translation>
    </message>
    <message>
        <source>a turn names its seat by number</source>
        <translation>a turn names its seat by number</translation>
    </message>
    <message>
        <source>the turn names no slot (null is a discard of the drawn card)</source>
        <translation>the turn names no slot (null is a discard of the drawn card)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>no permission to write there</source>
        <translation>no permission to write there</translation>
    </message>
    <message>
        <source>no permission to read it</source>
        <translation>no permission to read it</translation>
    </message>
    <message>
        <source>the data folder {folder} is no longer there</source>
        <translation>the data folder {folder} is no longer there</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>the disk is read-only</translation>
    </message>
    <message>
        <source>another RackoApp has taken over the data folder {folder}</source>
        <translation>another RackoApp has taken over the data folder {folder}</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>a part of the path is a file, not a folder</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>it is a file, not a folder</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file</source>
        <translation>{path} is a folder, not a file</translation>
    </message>
    <message>
        <source>it is a loop of symbolic links</source>
        <translation>it is a loop of symbolic links</translation>
    </message>
    <message>
        <source>it is a symbolic link to nothing</source>
        <translation>it is a symbolic link to nothing</translation>
    </message>
    <message>
        <source>files cannot be made there</source>
        <translation>files cannot be made there</translation>
    </message>
    <message>
        <source>cannot lock the data folder {folder}: {reason}</source>
        <translation>cannot lock the data folder {folder}: {reason}</translation>
    </message>
    <message>
        <source>RackoApp is already running with the data folder {folder}</source>
        <translation>RackoApp is already running with the data folder {folder}</translation>
    </message>
    <message>
        <source>this system names no folder for the game&apos;s data</source>
        <translation>this system names no folder for the game&apos;s data</translation>
    </message>
    <message>
        <source>could not save the game: another RackoApp has taken over the data folder {folder}</source>
        <translation>could not save the game: another RackoApp has taken over the data folder {folder}</translation>
    </message>
    <message>
        <source>the match given up is not saved yet: {reason}; RackoApp keeps trying</source>
        <translation>the match given up is not saved yet: {reason}; RackoApp keeps trying</translation>
    </message>
    <message>
        <source>the history folder {history} cannot be used ({reason}); matches are kept in {folder} as {unfiled}</source>
        <translation>the history folder {history} cannot be used ({reason}); matches are kept in {folder} as {unfiled}</translation>
    </message>
    <message>
        <source>The saved game was damaged ({reason}); it is kept in the history up to the turn before (the damaged file is kept as {kept}).</source>
        <translation>The saved game was damaged ({reason}); it is kept in the history up to the turn before (the damaged file is kept as {kept}).</translation>
    </message>
    <message>
        <source>some statistics could not be read and start again from 0 (the file as it was is kept as {kept})</source>
        <translation>some statistics could not be read and start again from 0 (the file as it was is kept as {kept})</translation>
    </message>
    <message>
        <source>the statistics were saved by a newer RackoApp: the counts this one knows go on (the file as it was is kept as {kept})</source>
        <translation>the statistics were saved by a newer RackoApp: the counts this one knows go on (the file as it was is kept as {kept})</translation>
    </message>
    <message>
        <source>,</source>
        <comment>the thousands separator, as in 10,000</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>round {round}, turn {turn}: {reason}</source>
        <translation>round {round}, turn {turn}: {reason}</translation>
    </message>
    <message>
        <source>it was seat {to_move}&apos;s turn, not seat {seat}&apos;s</source>
        <translation>it was seat {to_move}&apos;s turn, not seat {seat}&apos;s</translation>
    </message>
    <message>
        <source>slot {slot} does not exist (slots are 1 to 10)</source>
        <translation>slot {slot} does not exist (slots are 1 to 10)</translation>
    </message>
    <message>
        <source>the rules name {seats} seats but {given} were given</source>
        <translation>the rules name {seats} seats but {given} were given</translation>
    </message>
    <message>
        <source>the file is larger than {mb} MB</source>
        <translation>the file is larger than {mb} MB</translation>
    </message>
    <message>
        <source>the file is not valid JSON ({detail})</source>
        <translation>the file is not valid JSON ({detail})</translation>
    </message>
    <message>
        <source>the file is not a RackoApp game record (format is not &apos;{format}&apos;)</source>
        <translation>the file is not a RackoApp game record (format is not &apos;{format}&apos;)</translation>
    </message>
    <message>
        <source>the record is version {version}, newer than this RackoApp reads ({reads})</source>
        <translation>the record is version {version}, newer than this RackoApp reads ({reads})</translation>
    </message>
    <message>
        <source>unknown record version {version}</source>
        <translation>unknown record version {version}</translation>
    </message>
    <message>
        <source>cannot read {path}: {detail}</source>
        <translation>cannot read {path}: {detail}</translation>
    </message>
    <message>
        <source>bad rules: {reason}</source>
        <translation>bad rules: {reason}</translation>
    </message>
    <message>
        <source>the option {name} must be true or false</source>
        <translation>the option {name} must be true or false</translation>
    </message>
    <message>
        <source>cannot use the data folder {folder}: {reason}</source>
        <translation>cannot use the data folder {folder}: {reason}</translation>
    </message>
    <message>
        <source>could not save the game: {reason}</source>
        <translation>could not save the game: {reason}</translation>
    </message>
    <message>
        <source>could not remove the saved game: {reason}</source>
        <translation>could not remove the saved game: {reason}</translation>
    </message>
    <message>
        <source>could not save the statistics: {reason}</source>
        <translation>could not save the statistics: {reason}</translation>
    </message>
    <message>
        <source>the finished match is not saved yet: {reason}; RackoApp keeps trying</source>
        <translation>the finished match is not saved yet: {reason}; RackoApp keeps trying</translation>
    </message>
    <message>
        <source>The saved game could not be loaded: {reason} (kept as {kept}).</source>
        <translation>The saved game could not be loaded: {reason} (kept as {kept}).</translation>
    </message>
    <message>
        <source>The saved game could not be loaded: {reason}.</source>
        <translation>The saved game could not be loaded: {reason}.</translation>
    </message>
    <message>
        <source>could not add the finished match to the history: {reason}</source>
        <translation>could not add the finished match to the history: {reason}</translation>
    </message>
    <message>
        <source>could not add the match left unfinished to the history: {reason}</source>
        <translation>could not add the match left unfinished to the history: {reason}</translation>
    </message>
    <message>
        <source>The saved game was damaged ({reason}); it continues from the turn before (the damaged file is kept as {kept}).</source>
        <translation>The saved game was damaged ({reason}); it continues from the turn before (the damaged file is kept as {kept}).</translation>
    </message>
    <message>
        <source>the statistics file could not be read: it is left untouched, and this session&apos;s results are not added to it</source>
        <translation>the statistics file could not be read: it is left untouched, and this session&apos;s results are not added to it</translation>
    </message>
    <message>
        <source>the statistics file could not be read (it is not a regular file)</source>
        <translation>the statistics file could not be read (it is not a regular file)</translation>
    </message>
    <message>
        <source>the statistics file was damaged and starts afresh (the old file is kept as {kept})</source>
        <translation>the statistics file was damaged and starts afresh (the old file is kept as {kept})</translation>
    </message>
    <message>
        <source>the statistics could not be read ({detail})</source>
        <translation>the statistics could not be read ({detail})</translation>
    </message>
</context>
<context>
    <name>FaultHandler</name>
    <message>
        <source>Something went wrong; your game is saved.</source>
        <translation>Something went wrong; your game is saved.</translation>
    </message>
    <message>
        <source>Something went wrong.</source>
        <translation>Something went wrong.</translation>
    </message>
    <message>
        <source>Details are in {path}.</source>
        <translation>Details are in {path}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} took {card} from the discard pile into slot {slot} and gave up {old}</source>
        <translation>{name} took {card} from the discard pile into slot {slot} and gave up {old}</translation>
    </message>
    <message>
        <source>{name} drew {card} and discarded it</source>
        <translation>{name} drew {card} and discarded it</translation>
    </message>
    <message>
        <source>{name} drew {card} into slot {slot} and gave up {old}</source>
        <translation>{name} drew {card} into slot {slot} and gave up {old}</translation>
    </message>
    <message>
        <source>{name} drew into slot {slot} and gave up {old}</source>
        <translation>{name} drew into slot {slot} and gave up {old}</translation>
    </message>
    <message>
        <source>Hint: take the top card of the draw pile</source>
        <translation>Hint: take the top card of the draw pile</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Hint: discard the {card}</translation>
    </message>
    <message>
        <source>Hint: put the {card} into slot {slot}</source>
        <translation>Hint: put the {card} into slot {slot}</translation>
    </message>
    <message>
        <source>the round is over: Next round (N) deals the next one</source>
        <translation>the round is over: Next round (N) deals the next one</translation>
    </message>
    <message>
        <source>you are viewing a record: step through it with the arrow keys (Esc closes it)</source>
        <translation>you are viewing a record: step through it with the arrow keys (Esc closes it)</translation>
    </message>
    <message>
        <source>you already hold the discard pile&apos;s card: put it into a slot from 1 to 10</source>
        <translation>you already hold the discard pile&apos;s card: put it into a slot from 1 to 10</translation>
    </message>
    <message>
        <source>{name} took {card} from the discard pile; it is still in hand</source>
        <translation>{name} took {card} from the discard pile; it is still in hand</translation>
    </message>
    <message>
        <source>{name} drew {card}; it is still in hand</source>
        <translation>{name} drew {card}; it is still in hand</translation>
    </message>
    <message>
        <source>{name} drew a card; it is still in hand</source>
        <translation>{name} drew a card; it is still in hand</translation>
    </message>
    <message>
        <source>{hint}: your rack no longer rises in order, but it lacked its run of three, and this gets you to Rack-O in fewer turns</source>
        <translation>{hint}: your rack no longer rises in order, but it lacked its run of three, and this gets you to Rack-O in fewer turns</translation>
    </message>
    <message>
        <source>{reason}, though your rack no longer rises in order</source>
        <translation>{reason}, though your rack no longer rises in order</translation>
    </message>
    <message>
        <source>{reason}, though it gives up your run {run}</source>
        <translation>{reason}, though it gives up your run {run}</translation>
    </message>
    <message>
        <source>{hint}: that&apos;s Rack-O!</source>
        <translation>{hint}: that&apos;s Rack-O!</translation>
    </message>
    <message>
        <source>{hint}: the {card} on the discard pile would not improve any slot</source>
        <translation>{hint}: the {card} on the discard pile would not improve any slot</translation>
    </message>
    <message>
        <source>{hint}: on average, drawing gets you to Rack-O sooner than taking the {card} from the discard pile</source>
        <translation>{hint}: on average, drawing gets you to Rack-O sooner than taking the {card} from the discard pile</translation>
    </message>
    <message>
        <source>{hint}: the draw pile&apos;s next card, the {next}, gets you to Rack-O sooner than taking the {card} from the discard pile</source>
        <translation>{hint}: the draw pile&apos;s next card, the {next}, gets you to Rack-O sooner than taking the {card} from the discard pile</translation>
    </message>
    <message>
        <source>{hint}: whatever you play, the match is yours however the round ends</source>
        <translation>{hint}: whatever you play, the match is yours however the round ends</translation>
    </message>
    <message>
        <source>{hint}: keep slots 1 to {last} rising, and the match is yours however the round ends</source>
        <translation>{hint}: keep slots 1 to {last} rising, and the match is yours however the round ends</translation>
    </message>
    <message>
        <source>{hint}: no card is better in that slot than the {card}</source>
        <translation>{hint}: no card is better in that slot than the {card}</translation>
    </message>
    <message>
        <source>{hint}: by the coach&apos;s count it leaves your rack closest to Rack-O</source>
        <translation>{hint}: by the coach&apos;s count it leaves your rack closest to Rack-O</translation>
    </message>
    <message>
        <source>{hint}: by the coach&apos;s count your rack is better off without it</source>
        <translation>{hint}: by the coach&apos;s count your rack is better off without it</translation>
    </message>
    <message>
        <source>{hint}: it would not improve any slot</source>
        <translation>{hint}: it would not improve any slot</translation>
    </message>
    <message>
        <source>{hint}: your {card} there can never stay, as too few numbers are lower</source>
        <translation>{hint}: your {card} there can never stay, as too few numbers are lower</translation>
    </message>
    <message>
        <source>{hint}: your {card} there can never stay, as too few numbers are higher</source>
        <translation>{hint}: your {card} there can never stay, as too few numbers are higher</translation>
    </message>
    <message>
        <source>drawing from the draw pile</source>
        <translation>drawing from the draw pile</translation>
    </message>
    <message>
        <source>taking the {card} into slot {slot}</source>
        <translation>taking the {card} into slot {slot}</translation>
    </message>
    <message>
        <source>discarding the {card}</source>
        <translation>discarding the {card}</translation>
    </message>
    <message>
        <source>slot {slot}</source>
        <translation>slot {slot}</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <source>Round {number}, dealt by you</source>
        <translation>Round {number}, dealt by you</translation>
    </message>
    <message>
        <source>Round {number}, dealt by {dealer}</source>
        <translation>Round {number}, dealt by {dealer}</translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard pile, turned over unshuffled, became the new draw pile</source>
        <translation>The draw pile ran out: the discard pile, turned over unshuffled, became the new draw pile</translation>
    </message>
    <message>
        <source>The draw pile ran out: the discard pile was shuffled into a new draw pile</source>
        <translation>The draw pile ran out: the discard pile was shuffled into a new draw pile</translation>
    </message>
    <message>
        <source>{rebuilt}; the {card} starts the new discard pile</source>
        <translation>{rebuilt}; the {card} starts the new discard pile</translation>
    </message>
    <message>
        <source>slot 1 only</source>
        <translation>slot 1 only</translation>
    </message>
    <message>
        <source>{count} cards rising from slot 1</source>
        <translation>{count} cards rising from slot 1</translation>
    </message>
    <message>
        <source>Rack-O: 10 cards × 5, plus 25</source>
        <translation>Rack-O: 10 cards × 5, plus 25</translation>
    </message>
    <message>
        <source>{how}, run bonus {bonus} for a run of {length}</source>
        <translation>{how}, run bonus {bonus} for a run of {length}</translation>
    </message>
    <message>
        <source>{name} +{points} ({how})</source>
        <translation>{name} +{points} ({how})</translation>
    </message>
    <message>
        <source>Points of round {number}: {parts}</source>
        <translation>Points of round {number}: {parts}</translation>
    </message>
    <message>
        <source>Round {number} stopped after {turns:,} turns: nobody went Rack-O</source>
        <translation>Round {number} stopped after {turns:,} turns: nobody went Rack-O</translation>
    </message>
    <message>
        <source>Round {number} stopped: the draw pile ran out, and these rules never rebuild it</source>
        <translation>Round {number} stopped: the draw pile ran out, and these rules never rebuild it</translation>
    </message>
    <message>
        <source>Round {number} stopped: the draw pile ran out again after 1 rebuild</source>
        <translation>Round {number} stopped: the draw pile ran out again after 1 rebuild</translation>
    </message>
    <message>
        <source>Round {number} stopped: the draw pile ran out again after {count} rebuilds</source>
        <translation>Round {number} stopped: the draw pile ran out again after {count} rebuilds</translation>
    </message>
    <message>
        <source>{name}&apos;s player answered {answer}; it draws instead</source>
        <translation>{name}&apos;s player answered {answer}; it draws instead</translation>
    </message>
    <message>
        <source>{name}&apos;s player chose an illegal slot {slot}</source>
        <translation>{name}&apos;s player chose an illegal slot {slot}</translation>
    </message>
    <message>
        <source>no hint this time: the coach failed ({detail})</source>
        <translation>no hint this time: the coach failed ({detail})</translation>
    </message>
    <message>
        <source>Rack-O! {name} wins round {number}</source>
        <translation>Rack-O! {name} wins round {number}</translation>
    </message>
    <message>
        <source>start a new game first</source>
        <translation>start a new game first</translation>
    </message>
    <message>
        <source>wait: it is {name}&apos;s turn</source>
        <translation>wait: it is {name}&apos;s turn</translation>
    </message>
    <message>
        <source>wait until the card lands</source>
        <translation>wait until the card lands</translation>
    </message>
    <message>
        <source>you already hold a card: put it into a slot or onto the discard pile</source>
        <translation>you already hold a card: put it into a slot or onto the discard pile</translation>
    </message>
    <message>
        <source>take from the draw pile or the discard pile</source>
        <translation>take from the draw pile or the discard pile</translation>
    </message>
    <message>
        <source>first take the top card of the draw pile (D) or of the discard pile (P)</source>
        <translation>first take the top card of the draw pile (D) or of the discard pile (P)</translation>
    </message>
    <message>
        <source>put the card into a slot from 1 to 10, or onto the discard pile</source>
        <translation>put the card into a slot from 1 to 10, or onto the discard pile</translation>
    </message>
    <message>
        <source>put the card into a slot from 1 to 10</source>
        <translation>put the card into a slot from 1 to 10</translation>
    </message>
    <message>
        <source>you hold no drawn card to discard</source>
        <translation>you hold no drawn card to discard</translation>
    </message>
    <message>
        <source>Hint: take the {card} from the discard pile into slot {slot}</source>
        <translation>Hint: take the {card} from the discard pile into slot {slot}</translation>
    </message>
    <message>
        <source>Hint: take the {card} from the discard pile</source>
        <translation>Hint: take the {card} from the discard pile</translation>
    </message>
    <message>
        <source>{hint}: it gives up your run {run}, and still gets you to Rack-O in fewer turns</source>
        <translation>{hint}: it gives up your run {run}, and still gets you to Rack-O in fewer turns</translation>
    </message>
    <message>
        <source>{hint}: {cards} make the run Rack-O needs</source>
        <translation>{hint}: {cards} make the run Rack-O needs</translation>
    </message>
    <message>
        <source>{hint}: {cards} start a run</source>
        <translation>{hint}: {cards} start a run</translation>
    </message>
    <message>
        <source>{hint}: it fits below your {high}</source>
        <translation>{hint}: it fits below your {high}</translation>
    </message>
    <message>
        <source>{hint}: it fits above your {low}</source>
        <translation>{hint}: it fits above your {low}</translation>
    </message>
    <message>
        <source>{hint}: it fits between your {low} and {high}</source>
        <translation>{hint}: it fits between your {low} and {high}</translation>
    </message>
    <message>
        <source>{hint}: {low} and {high} wait for the {missing} between them, the run Rack-O needs</source>
        <translation>{hint}: {low} and {high} wait for the {missing} between them, the run Rack-O needs</translation>
    </message>
    <message>
        <source>{hint}: about where the {card} belongs</source>
        <translation>{hint}: about where the {card} belongs</translation>
    </message>
    <message>
        <source>{hint}: no card lower than your {card} can still be in the draw pile for the slots before it</source>
        <translation>{hint}: no card lower than your {card} can still be in the draw pile for the slots before it</translation>
    </message>
    <message>
        <source>{hint}: too few cards lower than your {card} can still be in the draw pile for the slots before it</source>
        <translation>{hint}: too few cards lower than your {card} can still be in the draw pile for the slots before it</translation>
    </message>
    <message>
        <source>{hint}: no card higher than your {card} can still be in the draw pile for the slots after it</source>
        <translation>{hint}: no card higher than your {card} can still be in the draw pile for the slots after it</translation>
    </message>
    <message>
        <source>{hint}: too few cards higher than your {card} can still be in the draw pile for the slots after it</source>
        <translation>{hint}: too few cards higher than your {card} can still be in the draw pile for the slots after it</translation>
    </message>
    <message>
        <source>{hint} — a close call: {other} is about as good</source>
        <translation>{hint} — a close call: {other} is about as good</translation>
    </message>
    <message>
        <source>Rack-O! You win round {number}</source>
        <translation>Rack-O! You win round {number}</translation>
    </message>
    <message>
        <source>the computer player failed: {detail}</source>
        <translation>the computer player failed: {detail}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>1. Take a card</source>
        <translation>1. Take a card</translation>
    </message>
    <message>
        <source>2. Place it</source>
        <translation>2. Place it</translation>
    </message>
    <message>
        <source>On your turn, take the top card of the draw pile (key D) or the face-up card of the discard pile (key P): click the pile, or drag its card onto your rack.</source>
        <translation>On your turn, take the top card of the draw pile (key D) or the face-up card of the discard pile (key P): click the pile, or drag its card onto your rack.</translation>
    </message>
    <message>
        <source>Drag the card onto a slot of your rack (or press 1 to 9, or 0 for the last slot). The card that was there goes onto the discard pile. A drawn card you do not want can go straight onto the discard pile (key X).</source>
        <translation>Drag the card onto a slot of your rack (or press 1 to 9, or 0 for the last slot). The card that was there goes onto the discard pile. A drawn card you do not want can go straight onto the discard pile (key X).</translation>
    </message>
    <message>
        <source>3. Rising numbers and runs</source>
        <translation>3. Rising numbers and runs</translation>
    </message>
    <message>
        <source>4. How points are counted</source>
        <translation>4. How points are counted</translation>
    </message>
    <message>
        <source>3. Rising numbers</source>
        <translation>3. Rising numbers</translation>
    </message>
    <message>
        <source>Your aim: numbers that rise from the left slot to the right one. Ten rising cards are a Rack-O and end the round.</source>
        <translation>Your aim: numbers that rise from the left slot to the right one. Ten rising cards are a Rack-O and end the round.</translation>
    </message>
    <message>
        <source>Rack-O scores 75. Everyone else scores 5 a card from the left, up to the first lower card: the numbers under the slots. Once anyone reaches the target score, the highest total wins the match.</source>
        <translation>Rack-O scores 75. Everyone else scores 5 a card from the left, up to the first lower card: the numbers under the slots. Once anyone reaches the target score, the highest total wins the match.</translation>
    </message>
    <message>
        <source>A run is cards side by side that go up by one, like 17, 18, 19.</source>
        <translation>A run is cards side by side that go up by one, like 17, 18, 19.</translation>
    </message>
    <message>
        <source>Bonus points for runs are on: a Rack-O also scores a bonus for the longest run in its rack, from 50 for three cards to 400 for six or more.</source>
        <translation>Bonus points for runs are on: a Rack-O also scores a bonus for the longest run in its rack, from 50 for three cards to 400 for six or more.</translation>
    </message>
    <message>
        <source>Stuck? Press H for a hint.</source>
        <translation>Stuck? Press H for a hint.</translation>
    </message>
    <message>
        <source>After a round, Review this round (R) shows your costliest moves.</source>
        <translation>After a round, Review this round (R) shows your costliest moves.</translation>
    </message>
    <message>
        <source>With two players a Rack-O also needs a run of three.</source>
        <translation>With two players a Rack-O also needs a run of three.</translation>
    </message>
    <message>
        <source>With partners, the two players of a team add up their points, and the teams&apos; totals decide the match; a team whose player goes Rack-O also scores a bonus for the longest run in each of its racks.</source>
        <translation>With partners, the two players of a team add up their points, and the teams&apos; totals decide the match; a team whose player goes Rack-O also scores a bonus for the longest run in each of its racks.</translation>
    </message>
    <message>
        <source>First-round &amp;guide</source>
        <translation>First-round &amp;guide</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Skip the guide</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>First-round guide</source>
        <translation>First-round guide</translation>
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
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>{first} vs {second}</source>
        <translation>{first} vs {second}</translation>
    </message>
</context>
<context>
    <name>LossChart</name>
    <message>
        <source>No graded matches yet</source>
        <translation>No graded matches yet</translation>
    </message>
    <message>
        <source>{level}: one match, {loss} turns a move</source>
        <translation>{level}: one match, {loss} turns a move</translation>
    </message>
    <message>
        <source>{level}: {count} matches, the last {loss} turns a move</source>
        <translation>{level}: {count} matches, the last {loss} turns a move</translation>
    </message>
    <message>
        <source>Your average cost per move, match by match (lower is better)</source>
        <translation>Your average cost per move, match by match (lower is better)</translation>
    </message>
    <message>
        <source>earlier</source>
        <translation>earlier</translation>
    </message>
    <message>
        <source>latest</source>
        <translation>latest</translation>
    </message>
    <message>
        <source>match {number}</source>
        <translation>match {number}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Slow</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Fast</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instant</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Open record…</translation>
    </message>
    <message>
        <source>&amp;Save record as…</source>
        <translation>&amp;Save record as…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>Ne&amp;xt round</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Show cards &amp;taken from the discard pile</source>
        <translation>Show cards &amp;taken from the discard pile</translation>
    </message>
    <message>
        <source>Show opponents&apos; cards that everyone saw taken from the discard pile</source>
        <translation>Show opponents&apos; cards that everyone saw taken from the discard pile</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>Read the &amp;moves</source>
        <translation>Read the &amp;moves</translation>
    </message>
    <message>
        <source>Scores (F9)</source>
        <translation>Scores (F9)</translation>
    </message>
    <message>
        <source>Show the score sheet and the moves beside the table (View &gt; Side panel)</source>
        <translation>Show the score sheet and the moves beside the table (View &gt; Side panel)</translation>
    </message>
    <message>
        <source>The score sheet and the moves beside the table</source>
        <translation>The score sheet and the moves beside the table</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;System language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;About RackoApp</source>
        <translation>&amp;About RackoApp</translation>
    </message>
    <message>
        <source>Welcome back: the match continues where you left off</source>
        <translation>Welcome back: the match continues where you left off</translation>
    </message>
    <message>
        <source>Welcome back. {prompt}</source>
        <translation>Welcome back. {prompt}</translation>
    </message>
    <message>
        <source>No match on the table: Game &gt; New game (Ctrl+N) starts one</source>
        <translation>No match on the table: Game &gt; New game (Ctrl+N) starts one</translation>
    </message>
    <message>
        <source>{won}. The arrow keys step back through the record, Esc goes back to your table</source>
        <translation>{won}. The arrow keys step back through the record, Esc goes back to your table</translation>
    </message>
    <message>
        <source>{won}. Esc goes back</source>
        <translation>{won}. Esc goes back</translation>
    </message>
    <message>
        <source>Viewing a record: the arrow keys step through it, Page Up and Page Down go round by round, Home and End to its start and end, Ctrl+Enter plays on from here, Esc goes back to your table</source>
        <translation>Viewing a record: the arrow keys step through it, Page Up and Page Down go round by round, Home and End to its start and end, Ctrl+Enter plays on from here, Esc goes back to your table</translation>
    </message>
    <message>
        <source>Viewing a record: the arrow keys step through it, Page Up and Page Down go round by round, Home and End to its start and end, Esc goes back to your table</source>
        <translation>Viewing a record: the arrow keys step through it, Page Up and Page Down go round by round, Home and End to its start and end, Esc goes back to your table</translation>
    </message>
    <message>
        <source>Round {number} is over: Next round (N) deals round {next}</source>
        <translation>Round {number} is over: Next round (N) deals round {next}</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} is playing</translation>
    </message>
    <message>
        <source>You picked up the {card}: click a slot or press 1-9 or 0; Esc puts it back</source>
        <translation>You picked up the {card}: click a slot or press 1-9 or 0; Esc puts it back</translation>
    </message>
    <message>
        <source>Your turn: take the top card of the draw pile (D) or of the discard pile (P)</source>
        <translation>Your turn: take the top card of the draw pile (D) or of the discard pile (P)</translation>
    </message>
    <message>
        <source>Your turn: take a card, D or P</source>
        <translation>Your turn: take a card, D or P</translation>
    </message>
    <message>
        <source>You drew {card}: drag it to a slot, or onto the discard pile to throw it away (keys 1-9 and 0, or the arrows and Enter; X throws it away)</source>
        <translation>You drew {card}: drag it to a slot, or onto the discard pile to throw it away (keys 1-9 and 0, or the arrows and Enter; X throws it away)</translation>
    </message>
    <message>
        <source>You drew {card}: drag it to a slot or press 1-9 or 0; X throws it away</source>
        <translation>You drew {card}: drag it to a slot or press 1-9 or 0; X throws it away</translation>
    </message>
    <message>
        <source>The match is over: Game &gt; New game (Ctrl+N), or the banner&apos;s Play again</source>
        <translation>The match is over: Game &gt; New game (Ctrl+N), or the banner&apos;s Play again</translation>
    </message>
    <message>
        <source>Full screen off</source>
        <translation>Full screen off</translation>
    </message>
    <message>
        <source>Side panel shown: the score sheet and the moves</source>
        <translation>Side panel shown: the score sheet and the moves</translation>
    </message>
    <message>
        <source>Side panel hidden: F9 shows it again</source>
        <translation>Side panel hidden: F9 shows it again</translation>
    </message>
    <message>
        <source>the record is damaged from {problem}; it shows the game up to there</source>
        <translation>the record is damaged from {problem}; it shows the game up to there</translation>
    </message>
    <message>
        <source>Playing on from this turn. The statistics leave this match out: all its cards could be seen in the record</source>
        <translation>Playing on from this turn. The statistics leave this match out: all its cards could be seen in the record</translation>
    </message>
    <message>
        <source>cannot save the record: {name} is a folder</source>
        <translation>cannot save the record: {name} is a folder</translation>
    </message>
    <message>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} already exists. Replace it?</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Quit anyway</translation>
    </message>
    <message>
        <source>&amp;Keep RackoApp open</source>
        <translation>&amp;Keep RackoApp open</translation>
    </message>
    <message>
        <source>{problem}. If you quit now, this game is lost.</source>
        <translation>{problem}. If you quit now, this game is lost.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves it by itself once there is room on the disk or the folder can be written to again. If you quit now, a game that has never been saved is lost.</source>
        <translation>{problem}. RackoApp saves it by itself once there is room on the disk or the folder can be written to again. If you quit now, a game that has never been saved is lost.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves it by itself once there is room on the disk or the folder can be written to again. If you quit now, the end of the match is lost.</source>
        <translation>{problem}. RackoApp saves it by itself once there is room on the disk or the folder can be written to again. If you quit now, the end of the match is lost.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves them by itself once there is room on the disk or the folder can be written to again. If you quit now, the matches counted since the statistics were last saved are lost from them.</source>
        <translation>{problem}. RackoApp saves them by itself once there is room on the disk or the folder can be written to again. If you quit now, the matches counted since the statistics were last saved are lost from them.</translation>
    </message>
    <message>
        <source>{problem}. RackoApp saves the game by itself once there is room on the disk or the folder can be written to again. If you quit now, the moves since the last save are lost.</source>
        <translation>{problem}. RackoApp saves the game by itself once there is room on the disk or the folder can be written to again. If you quit now, the moves since the last save are lost.</translation>
    </message>
    <message>
        <source>{names} won the match</source>
        <translation>{names} won the match</translation>
    </message>
    <message>
        <source>You won the match</source>
        <translation>You won the match</translation>
    </message>
    <message>
        <source>Quit and lose the finished match?</source>
        <translation>Quit and lose the finished match?</translation>
    </message>
    <message>
        <source>Quit and lose the last moves?</source>
        <translation>Quit and lose the last moves?</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Your settings could not be read and start from the defaults; the old file is kept as {name}</source>
        <translation>Your settings could not be read and start from the defaults; the old file is kept as {name}</translation>
    </message>
    <message>
        <source>Your settings could not be read, nor set aside: changes to them last this session only</source>
        <translation>Your settings could not be read, nor set aside: changes to them last this session only</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({name} cannot be written): changes to them last this session only</source>
        <translation>Your settings cannot be saved ({name} cannot be written): changes to them last this session only</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>Computer &amp;speed</translation>
    </message>
    <message>
        <source>Sa&amp;y the table</source>
        <translation>Sa&amp;y the table</translation>
    </message>
    <message>
        <source>Record: arrows step, Esc goes back</source>
        <translation>Record: arrows step, Esc goes back</translation>
    </message>
    <message>
        <source>You picked up the {card}: put it into a slot (click a slot, press 1-9 or 0, or use the arrows and Enter), or press Esc to put it back</source>
        <translation>You picked up the {card}: put it into a slot (click a slot, press 1-9 or 0, or use the arrows and Enter), or press Esc to put it back</translation>
    </message>
    <message>
        <source>Full screen: {key} goes back</source>
        <translation>Full screen: {key} goes back</translation>
    </message>
    <message>
        <source>Quit and lose the latest statistics?</source>
        <translation>Quit and lose the latest statistics?</translation>
    </message>
    <message>
        <source>Si&amp;de panel</source>
        <translation>Si&amp;de panel</translation>
    </message>
    <message>
        <source>Your turn: your rack rises, but Rack-O needs a run of three too, like 17, 18, 19</source>
        <translation>Your turn: your rack rises, but Rack-O needs a run of three too, like 17, 18, 19</translation>
    </message>
    <message>
        <source>Quit and lose an unsaved game?</source>
        <translation>Quit and lose an unsaved game?</translation>
    </message>
    <message>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>Previous round</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>◀◀ First</source>
        <translation>◀◀ First</translation>
    </message>
    <message>
        <source>◀ Round</source>
        <translation>◀ Round</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Forward ▶</translation>
    </message>
    <message>
        <source>Round ▶</source>
        <translation>Round ▶</translation>
    </message>
    <message>
        <source>Last ▶▶</source>
        <translation>Last ▶▶</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
    <message>
        <source>Close record</source>
        <translation>Close record</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>To this round&apos;s deal, or the one before (Page Up)</source>
        <translation>To this round&apos;s deal, or the one before (Page Up)</translation>
    </message>
    <message>
        <source>To the next round&apos;s deal; in the last round, to its end (Page Down)</source>
        <translation>To the next round&apos;s deal; in the last round, to its end (Page Down)</translation>
    </message>
    <message>
        <source>Round {number}  •  {step}/{steps}</source>
        <translation>Round {number}  •  {step}/{steps}</translation>
    </message>
    <message>
        <source>An unfinished match can be played on from its last step only (Last, End): from an earlier one you would know the cards to come</source>
        <translation>An unfinished match can be played on from its last step only (Last, End): from an earlier one you would know the cards to come</translation>
    </message>
    <message>
        <source>Back to the table (Esc)</source>
        <translation>Back to the table (Esc)</translation>
    </message>
    <message>
        <source>Round {number}, turn {turn}, a card taken</source>
        <translation>Round {number}, turn {turn}, a card taken</translation>
    </message>
    <message>
        <source>Round {number}, after turn {turn}</source>
        <translation>Round {number}, after turn {turn}</translation>
    </message>
    <message>
        <source>Round {number}, the deal</source>
        <translation>Round {number}, the deal</translation>
    </message>
    <message>
        <source>{where}  •  step {step} of {steps}</source>
        <translation>{where}  •  step {step} of {steps}</translation>
    </message>
    <message>
        <source>Play the match on from this position (Ctrl+Enter)</source>
        <translation>Play the match on from this position (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>The match is over here</source>
        <translation>The match is over here</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Resume the match?</translation>
    </message>
    <message>
        <source>statistics are kept only with a data folder</source>
        <translation>statistics are kept only with a data folder</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Abandon the match?</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandon it</translation>
    </message>
    <message>
        <source>&amp;Keep the current match</source>
        <translation>&amp;Keep the current match</translation>
    </message>
    <message>
        <source>The match in play ({score}) will be kept in the history and counted in the statistics as played and not won.</source>
        <translation>The match in play ({score}) will be kept in the history and counted in the statistics as played and not won.</translation>
    </message>
    <message>
        <source>It counts in the statistics of {player}, the first person at the table.</source>
        <translation>It counts in the statistics of {player}, the first person at the table.</translation>
    </message>
    <message>
        <source>A match to {target} is about to be dealt ({scores}).</source>
        <translation>A match to {target} is about to be dealt ({scores}).</translation>
    </message>
    <message>
        <source>A match to {target} is in progress (after round {number}; {scores}).</source>
        <translation>A match to {target} is in progress (after round {number}; {scores}).</translation>
    </message>
    <message>
        <source>A match to {target} is in progress (round {number}; {scores}).</source>
        <translation>A match to {target} is in progress (round {number}; {scores}).</translation>
    </message>
    <message>
        <source>Computer player: {players}.</source>
        <translation>Computer player: {players}.</translation>
    </message>
    <message>
        <source>Computer players: {players}.</source>
        <translation>Computer players: {players}.</translation>
    </message>
    <message>
        <source>Resume continues where you left off. New game abandons this match: no one has taken a card yet, so it is neither kept in the history nor counted.</source>
        <translation>Resume continues where you left off. New game abandons this match: no one has taken a card yet, so it is neither kept in the history nor counted.</translation>
    </message>
    <message>
        <source>Resume continues where you left off. New game abandons this match: it stays in the history and is counted in the statistics as played and not won.</source>
        <translation>Resume continues where you left off. New game abandons this match: it stays in the history and is counted in the statistics as played and not won.</translation>
    </message>
    <message>
        <source>Resume continues where you left off. New game abandons this match: it stays in the history but does not count in the statistics.</source>
        <translation>Resume continues where you left off. New game abandons this match: it stays in the history but does not count in the statistics.</translation>
    </message>
    <message>
        <source>The match in play ({score}) cannot be kept: nothing is saved in this session.</source>
        <translation>The match in play ({score}) cannot be kept: nothing is saved in this session.</translation>
    </message>
    <message>
        <source>The match in play ({score}) will be kept in the history; it does not count in the statistics.</source>
        <translation>The match in play ({score}) will be kept in the history; it does not count in the statistics.</translation>
    </message>
    <message>
        <source>cannot open the record: {reason}</source>
        <translation>cannot open the record: {reason}</translation>
    </message>
    <message>
        <source>cannot play on from here: {reason}</source>
        <translation>cannot play on from here: {reason}</translation>
    </message>
    <message>
        <source>Playing on from this turn</source>
        <translation>Playing on from this turn</translation>
    </message>
    <message>
        <source>there is no game to save yet</source>
        <translation>there is no game to save yet</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Save the game record</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Game records (*.json)</translation>
    </message>
    <message>
        <source>cannot save the record: {reason}</source>
        <translation>cannot save the record: {reason}</translation>
    </message>
    <message>
        <source>saved {path}</source>
        <translation>saved {path}</translation>
    </message>
    <message>
        <source>Round {number} ends without a Rack-O</source>
        <translation>Round {number} ends without a Rack-O</translation>
    </message>
    <message>
        <source>{name} won the match</source>
        <translation>{name} won the match</translation>
    </message>
    <message>
        <source>Put the {card} into a slot of your rack</source>
        <translation>Put the {card} into a slot of your rack</translation>
    </message>
    <message>
        <source>{problem}; this game is not saved yet: RackoApp keeps trying</source>
        <translation>{problem}; this game is not saved yet: RackoApp keeps trying</translation>
    </message>
    <message>
        <source>The match left unfinished ({score}) is kept in the history and counts as played and not won</source>
        <translation>The match left unfinished ({score}) is kept in the history and counts as played and not won</translation>
    </message>
    <message>
        <source>the statistics&apos; latest counts are not saved yet</source>
        <translation>the statistics&apos; latest counts are not saved yet</translation>
    </message>
    <message>
        <source>this game cannot be saved: {reason}</source>
        <translation>this game cannot be saved: {reason}</translation>
    </message>
    <message>
        <source>this session is not saved: {reason}; the match saved there is kept</source>
        <translation>this session is not saved: {reason}; the match saved there is kept</translation>
    </message>
    <message>
        <source>this session is not saved: {reason}</source>
        <translation>this session is not saved: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Plays sensibly but makes mistakes: a relaxed game.</source>
        <translation>Plays sensibly but makes mistakes: a relaxed game.</translation>
    </message>
    <message>
        <source>A fair opponent that keeps an eye on the discard pile.</source>
        <translation>A fair opponent that keeps an eye on the discard pile.</translation>
    </message>
    <message>
        <source>The strongest computer player: remembers what it saw and plans ahead.</source>
        <translation>The strongest computer player: remembers what it saw and plans ahead.</translation>
    </message>
    <message>
        <source>The simplest player, weaker than Easy: each card goes to the slot for its part of the deck, with no plan.</source>
        <translation>The simplest player, weaker than Easy: each card goes to the slot for its part of the deck, with no plan.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>A person at this computer plays this seat with the mouse or the keyboard.</source>
        <translation>A person at this computer plays this seat with the mouse or the keyboard.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>The computer plays this seat at the chosen level.</source>
        <translation>The computer plays this seat at the chosen level.</translation>
    </message>
    <message>
        <source>How many racks are dealt: 2, 3 or 4 players. The deck has 40 cards for 2 players, 50 for 3 and 60 for 4.</source>
        <translation>How many racks are dealt: 2, 3 or 4 players. The deck has 40 cards for 2 players, 50 for 3 and 60 for 4.</translation>
    </message>
    <message>
        <source>The name shown at the table and on the score sheet. Every seat needs its own name.</source>
        <translation>The name shown at the table and on the score sheet. Every seat needs its own name.</translation>
    </message>
    <message>
        <source>Who plays this seat: a person (Human) or the computer.</source>
        <translation>Who plays this seat: a person (Human) or the computer.</translation>
    </message>
    <message>
        <source>How well the computer plays this seat.</source>
        <translation>How well the computer plays this seat.</translation>
    </message>
    <message>
        <source>The match ends after the round in which someone reaches this many points; the highest total wins, and a tie for the highest total means another round. 500 is the usual match; 200 makes a short one of a few rounds, and 75 is usually decided by a single Rack-O (a Rack-O is 75 points).</source>
        <translation>The match ends after the round in which someone reaches this many points; the highest total wins, and a tie for the highest total means another round. 500 is the usual match; 200 makes a short one of a few rounds, and 75 is usually decided by a single Rack-O (a Rack-O is 75 points).</translation>
    </message>
    <message>
        <source>Only with 4 players: the players across from each other (players 1 and 3 against players 2 and 4) play as a team. Each plays their own rack and cannot see their partner&apos;s; the team&apos;s scores are added up and the team total races to the target.</source>
        <translation>Only with 4 players: the players across from each other (players 1 and 3 against players 2 and 4) play as a team. Each plays their own rack and cannot see their partner&apos;s; the team&apos;s scores are added up and the team total races to the target.</translation>
    </message>
    <message>
        <source>&amp;Bonus points for runs when going Rack-O</source>
        <translation>&amp;Bonus points for runs when going Rack-O</translation>
    </message>
    <message>
        <source>Turn the discards over (classic)</source>
        <translation>Turn the discards over (classic)</translation>
    </message>
    <message>
        <source>Only with 2 players: a rack with all ten cards rising only counts as Rack-O if it also holds a run of three or more numbers in a row next to each other, such as 17, 18, 19.</source>
        <translation>Only with 2 players: a rack with all ten cards rising only counts as Rack-O if it also holds a run of three or more numbers in a row next to each other, such as 17, 18, 19.</translation>
    </message>
    <message>
        <source>Bonus Rack-O: whoever goes Rack-O also scores for the longest run in their rack (numbers going up by exactly one in neighbouring slots): 3 cards 50, 4 cards 100, 5 cards 200, 6 or more 400.</source>
        <translation>Bonus Rack-O: whoever goes Rack-O also scores for the longest run in their rack (numbers going up by exactly one in neighbouring slots): 3 cards 50, 4 cards 100, 5 cards 200, 6 or more 400.</translation>
    </message>
    <message>
        <source>With partners the run bonus always counts, for both racks of the team that went Rack-O.</source>
        <translation>With partners the run bonus always counts, for both racks of the team that went Rack-O.</translation>
    </message>
    <message>
        <source>What happens when the draw pile runs out: the discard pile becomes the new draw pile. Shuffle the discards: it is shuffled first, so remembering old discards does not help. Turn the discards over (classic): the pile is just turned over, so the oldest discard is turned up to start the new discard pile, and the cards after it come in the order they were thrown away.</source>
        <translation>What happens when the draw pile runs out: the discard pile becomes the new draw pile. Shuffle the discards: it is shuffled first, so remembering old discards does not help. Turn the discards over (classic): the pile is just turned over, so the oldest discard is turned up to start the new discard pile, and the cards after it come in the order they were thrown away.</translation>
    </message>
    <message>
        <source>How often the draw pile may be rebuilt in one round. When it would run out once more, the round ends without a Rack-O and everyone scores their rising cards. 0 ends the round the first time the draw pile runs out; No limit never stops the round this way (a round still ends, with no winner, after its 1,000th turn).</source>
        <translation>How often the draw pile may be rebuilt in one round. When it would run out once more, the round ends without a Rack-O and everyone scores their rising cards. 0 ends the round the first time the draw pile runs out; No limit never stops the round this way (a round still ends, with no winner, after its 1,000th turn).</translation>
    </message>
    <message>
        <source>Shuffle the discards</source>
        <translation>Shuffle the discards</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source> players</source>
        <translation> players</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Number of players:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Played by</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Name of player {number}</translation>
    </message>
    <message>
        <source>Player {number} played by</source>
        <translation>Player {number} played by</translation>
    </message>
    <message>
        <source>Level of player {number}</source>
        <translation>Level of player {number}</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source> point</source>
        <translation> point</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation>Points to win</translation>
    </message>
    <message>
        <source>Play to 500 points, as in the rule book.</source>
        <translation>Play to 500 points, as in the rule book.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>Most rebuilds of the draw pile per round</source>
        <translation>Most rebuilds of the draw pile per round</translation>
    </message>
    <message>
        <source>Never end a round because the draw pile ran out too often.</source>
        <translation>Never end a round because the draw pile ran out too often.</translation>
    </message>
    <message>
        <source>Points to &amp;win:</source>
        <translation>Points to &amp;win:</translation>
    </message>
    <message>
        <source>&amp;Rebuilds per round, at most:</source>
        <translation>&amp;Rebuilds per round, at most:</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Start game</translation>
    </message>
    <message>
        <source>Player {number} needs a name.</source>
        <translation>Player {number} needs a name.</translation>
    </message>
    <message>
        <source>Play to 200 points: a match of a few rounds.</source>
        <translation>Play to 200 points: a match of a few rounds.</translation>
    </message>
    <message>
        <source>Short &amp;game (200)</source>
        <translation>Short &amp;game (200)</translation>
    </message>
    <message>
        <source>St&amp;andard (500)</source>
        <translation>St&amp;andard (500)</translation>
    </message>
    <message>
        <source>Rack-O needs a run of &amp;three (2 players)</source>
        <translation>Rack-O needs a run of &amp;three (2 players)</translation>
    </message>
    <message>
        <source>Play in t&amp;eams of two (4 players)</source>
        <translation>Play in t&amp;eams of two (4 players)</translation>
    </message>
    <message>
        <source>No &amp;limit</source>
        <translation>No &amp;limit</translation>
    </message>
    <message>
        <source>When the &amp;draw pile runs out:</source>
        <translation>When the &amp;draw pile runs out:</translation>
    </message>
    <message>
        <source>Restore de&amp;faults</source>
        <translation>Restore de&amp;faults</translation>
    </message>
    <message>
        <source>Two players, you against Ada (Medium), and the standard rules.</source>
        <translation>Two players, you against Ada (Medium), and the standard rules.</translation>
    </message>
    <message>
        <source>The name of player {number} is too long (at most {limit} characters).</source>
        <translation>The name of player {number} is too long (at most {limit} characters).</translation>
    </message>
    <message>
        <source>The name of player {number} has a character a name cannot have ({code}).</source>
        <translation>The name of player {number} has a character a name cannot have ({code}).</translation>
    </message>
    <message>
        <source>Player {number} is a computer: “{name}” is what the game calls you.</source>
        <translation>Player {number} is a computer: “{name}” is what the game calls you.</translation>
    </message>
    <message>
        <source>The name of player {number} has an “&amp;”, which joins partners&apos; names.</source>
        <translation>The name of player {number} has an “&amp;”, which joins partners&apos; names.</translation>
    </message>
    <message>
        <source>Players {first} and {second} are both called “{name}”.</source>
        <translation>Players {first} and {second} are both called “{name}”.</translation>
    </message>
    <message>
        <source>Points to win: a number from 1 to {most:,}.</source>
        <translation>Points to win: a number from 1 to {most:,}.</translation>
    </message>
    <message>
        <source>a tab</source>
        <translation>a tab</translation>
    </message>
    <message>
        <source>a line break</source>
        <translation>a line break</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to RackoApp!&lt;/b&gt; Rack-O is a race to get the ten cards of your rack in rising order, lowest on the left. Choose who plays and press Start game. If you play alone against the computer, a short guide takes you through your first round.</source>
        <translation>&lt;b&gt;Welcome to RackoApp!&lt;/b&gt; Rack-O is a race to get the ten cards of your rack in rising order, lowest on the left. Choose who plays and press Start game. If you play alone against the computer, a short guide takes you through your first round.</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>Players 1 and 3 are Team A, players 2 and 4 Team B.</source>
        <translation>Players 1 and 3 are Team A, players 2 and 4 Team B.</translation>
    </message>
    <message>
        <source>(Not used with 3 or 4 players.)</source>
        <translation>(Not used with 3 or 4 players.)</translation>
    </message>
    <message>
        <source>(Choose 4 players to play in teams.)</source>
        <translation>(Choose 4 players to play in teams.)</translation>
    </message>
    <message>
        <source>(always, with teams)</source>
        <translation>(always, with teams)</translation>
    </message>
    <message>
        <source>Deal the first round.</source>
        <translation>Deal the first round.</translation>
    </message>
</context>
<context>
    <name>OpenRecordDialog</name>
    <message>
        <source>unreadable</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <source>damaged at round {round}</source>
        <translation>damaged at round {round}</translation>
    </message>
    <message>
        <source>damaged at round {round}, turn {turn}</source>
        <translation>damaged at round {round}, turn {turn}</translation>
    </message>
    <message>
        <source>{names} won {score}</source>
        <translation>{names} won {score}</translation>
    </message>
    <message>
        <source>{name} won {score}</source>
        <translation>{name} won {score}</translation>
    </message>
    <message>
        <source>unfinished at {score}</source>
        <translation>unfinished at {score}</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unfinished</translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation>abandoned at {score}</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Open a game record</translation>
    </message>
    <message>
        <source>Only the newest {shown} of the {found} are listed; Browse… opens the others.</source>
        <translation>Only the newest {shown} of the {found} are listed; Browse… opens the others.</translation>
    </message>
    <message>
        <source>Matches saved in {folder}, most recent first.</source>
        <translation>Matches saved in {folder}, most recent first.</translation>
    </message>
    <message>
        <source>Matches saved in {folder}, sorted by “{column}”, ascending.</source>
        <translation>Matches saved in {folder}, sorted by “{column}”, ascending.</translation>
    </message>
    <message>
        <source>Matches saved in {folder}, sorted by “{column}”, descending.</source>
        <translation>Matches saved in {folder}, sorted by “{column}”, descending.</translation>
    </message>
    <message>
        <source>No history folder: Browse… opens a record anywhere.</source>
        <translation>No history folder: Browse… opens a record anywhere.</translation>
    </message>
    <message>
        <source>{folder} is not a folder, so no match is kept there: Browse… opens a record anywhere.</source>
        <translation>{folder} is not a folder, so no match is kept there: Browse… opens a record anywhere.</translation>
    </message>
    <message>
        <source>{folder} cannot be read ({reason}): Browse… opens a record anywhere.</source>
        <translation>{folder} cannot be read ({reason}): Browse… opens a record anywhere.</translation>
    </message>
    <message>
        <source>No match is kept in {folder} yet: Browse… opens a record anywhere.</source>
        <translation>No match is kept in {folder} yet: Browse… opens a record anywhere.</translation>
    </message>
    <message>
        <source>Game records</source>
        <translation>Game records</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Play to</translation>
    </message>
    <message>
        <source>Sorts the records: a click here, or Ctrl+{key}; again, the other way</source>
        <translation>Sorts the records: a click here, or Ctrl+{key}; again, the other way</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>reading…</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>{result}; played on from round {round} of the match of {date}</source>
        <translation>{result}; played on from round {round} of the match of {date}</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Game records (*.json);;All files (*)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <source>team {total} pts</source>
        <translation>team {total} pts</translation>
    </message>
    <message>
        <source>{total} pts</source>
        <translation>{total} pts</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source># Rules

The rules text (`{name}`) could not be found. Please reinstall RackoApp.</source>
        <translation># Rules

The rules text (`{name}`) could not be found. Please reinstall RackoApp.</translation>
    </message>
    <message>
        <source>How to play Rack-O</source>
        <translation>How to play Rack-O</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>The rules</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Playing with the keyboard</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Score chart</translation>
    </message>
    <message>
        <source>target {target}</source>
        <translation>target {target}</translation>
    </message>
    <message>
        <source>No rounds played yet</source>
        <translation>No rounds played yet</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>Seat {number}</source>
        <translation>Seat {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;, round {number}: {points} points, total {total}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;, round {number}: {points} points, total {total}</translation>
    </message>
    <message>
        <source>{name} went Rack-O</source>
        <translation>{name} went Rack-O</translation>
    </message>
    <message>
        <source>{name} +{bonus} (run of {length})</source>
        <translation>{name} +{bonus} (run of {length})</translation>
    </message>
    <message>
        <source>Including the run bonus: {parts}</source>
        <translation>Including the run bonus: {parts}</translation>
    </message>
    <message>
        <source>{name} dealt this round</source>
        <translation>{name} dealt this round</translation>
    </message>
    <message>
        <source>{name}: {total} of {target} points — winner</source>
        <translation>{name}: {total} of {target} points — winner</translation>
    </message>
    <message>
        <source>{name}: {total} of 1 point — winner</source>
        <translation>{name}: {total} of 1 point — winner</translation>
    </message>
    <message>
        <source>{name}: {total} of 1 point</source>
        <translation>{name}: {total} of 1 point</translation>
    </message>
    <message>
        <source>{name}: {total} of {target} points</source>
        <translation>{name}: {total} of {target} points</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; {name} went Rack-O on the first turn.</source>
        <translation>Round {number}: {dealer} dealt; {name} went Rack-O on the first turn.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; {name} went Rack-O after {turns} turns.</source>
        <translation>Round {number}: {dealer} dealt; {name} went Rack-O after {turns} turns.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the round stopped after {turns:,} turns.</source>
        <translation>Round {number}: {dealer} dealt; no Rack-O: the round stopped after {turns:,} turns.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out after {turns} turns, and these rules never rebuild it.</source>
        <translation>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out after {turns} turns, and these rules never rebuild it.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after 1 rebuild, after {turns} turns.</source>
        <translation>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after 1 rebuild, after {turns} turns.</translation>
    </message>
    <message>
        <source>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after {count} rebuilds, after {turns} turns.</source>
        <translation>Round {number}: {dealer} dealt; no Rack-O: the draw pile ran out again after {count} rebuilds, after {turns} turns.</translation>
    </message>
</context>
<context>
    <name>ScorekeeperPanel</name>
    <message>
        <source>No rounds played yet</source>
        <translation>No rounds played yet</translation>
    </message>
    <message>
        <source>points {dot} total</source>
        <translation>points {dot} total</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points {dot} the running total.</source>
        <translation>Each cell: the round&apos;s points {dot} the running total.</translation>
    </message>
    <message>
        <source>Each cell: the round&apos;s points; the bars above show the totals.</source>
        <translation>Each cell: the round&apos;s points; the bars above show the totals.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>D: the dealer.</source>
        <translation>D: the dealer.</translation>
    </message>
    <message>
        <source>{star}: went Rack-O.</source>
        <translation>{star}: went Rack-O.</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;1&lt;/b&gt; point: the highest team total wins</source>
        <translation>Play to &lt;b&gt;1&lt;/b&gt; point: the highest team total wins</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;1&lt;/b&gt; point: the highest total wins</source>
        <translation>Play to &lt;b&gt;1&lt;/b&gt; point: the highest total wins</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;{target}&lt;/b&gt; points: the highest team total wins</source>
        <translation>Play to &lt;b&gt;{target}&lt;/b&gt; points: the highest team total wins</translation>
    </message>
    <message>
        <source>Play to &lt;b&gt;{target}&lt;/b&gt; points: the highest total wins</source>
        <translation>Play to &lt;b&gt;{target}&lt;/b&gt; points: the highest total wins</translation>
    </message>
    <message>
        <source>{name}: progress towards the target</source>
        <translation>{name}: progress towards the target</translation>
    </message>
    <message>
        <source>Run of three needed</source>
        <translation>Run of three needed</translation>
    </message>
    <message>
        <source>No run needed</source>
        <translation>No run needed</translation>
    </message>
    <message>
        <source>Run bonuses</source>
        <translation>Run bonuses</translation>
    </message>
    <message>
        <source>No new draw pile once it runs out</source>
        <translation>No new draw pile once it runs out</translation>
    </message>
    <message>
        <source>Discards turned over, no limit</source>
        <translation>Discards turned over, no limit</translation>
    </message>
    <message>
        <source>Discards turned over, at most once a round</source>
        <translation>Discards turned over, at most once a round</translation>
    </message>
    <message>
        <source>Discards turned over, at most {count} times a round</source>
        <translation>Discards turned over, at most {count} times a round</translation>
    </message>
    <message>
        <source>Discards shuffled, no limit</source>
        <translation>Discards shuffled, no limit</translation>
    </message>
    <message>
        <source>Discards shuffled, at most once a round</source>
        <translation>Discards shuffled, at most once a round</translation>
    </message>
    <message>
        <source>Discards shuffled, at most {count} times a round</source>
        <translation>Discards shuffled, at most {count} times a round</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Matches played</source>
        <translation>Matches played</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Matches won</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Rounds played</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Rounds won</translation>
    </message>
    <message>
        <source>Rack-O count</source>
        <translation>Rack-O count</translation>
    </message>
    <message>
        <source>Best round score</source>
        <translation>Best round score</translation>
    </message>
    <message>
        <source>Average round score</source>
        <translation>Average round score</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Longest winning streak</translation>
    </message>
    <message>
        <source>Your own Rack-Os: a partner&apos;s are not counted here</source>
        <translation>Your own Rack-Os: a partner&apos;s are not counted here</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Your results against each computer level, as the first human player at the table: a match counts under the strongest computer playing against you.</source>
        <translation>Your results against each computer level, as the first human player at the table: a match counts under the strongest computer playing against you.</translation>
    </message>
    <message>
        <source>The match in progress is not counted yet: it and its rounds count once it ends.</source>
        <translation>The match in progress is not counted yet: it and its rounds count once it ends.</translation>
    </message>
    <message>
        <source>A match counts once, when it ends. A match abandoned for a new game counts as played and not won. It counts under the strongest computer level playing against the first human player; a computer partner is not an opponent, and a match played in teams is won when that player&apos;s team wins it. A round counts as won when that player went Rack-O (a partner&apos;s Rack-O is not theirs) or, in a round where nobody went Rack-O, scored more than anyone else. Beginner has a column once a match against it has been counted.</source>
        <translation>A match counts once, when it ends. A match abandoned for a new game counts as played and not won. It counts under the strongest computer level playing against the first human player; a computer partner is not an opponent, and a match played in teams is won when that player&apos;s team wins it. A round counts as won when that player went Rack-O (a partner&apos;s Rack-O is not theirs) or, in a round where nobody went Rack-O, scored more than anyone else. Beginner has a column once a match against it has been counted.</translation>
    </message>
    <message>
        <source>Not counted: matches with no computer against that player (computers only, or people only); a match quit to be resumed later; a match given up before any human took a card; the same match dealt again (played on once more from its record, or from the same seed); and a match played on from the record of a finished one, whose every card could be seen.</source>
        <translation>Not counted: matches with no computer against that player (computers only, or people only); a match quit to be resumed later; a match given up before any human took a card; the same match dealt again (played on once more from its record, or from the same seed); and a match played on from the record of a finished one, whose every card could be seen.</translation>
    </message>
    <message>
        <source>Cost per move: how many turns to Rack-O your own moves gave away, on average, compared with the best move (0 is perfect). Moves played exactly as hinted, pile and slot, are left out. It is charted for each match one person plays to its end against the computer; with more people at the screen the coach grades nobody, as that would give away hidden cards.</source>
        <translation>Cost per move: how many turns to Rack-O your own moves gave away, on average, compared with the best move (0 is perfect). Moves played exactly as hinted, pile and slot, are left out. It is charted for each match one person plays to its end against the computer; with more people at the screen the coach grades nobody, as that would give away hidden cards.</translation>
    </message>
    <message>
        <source>&amp;How is this counted?</source>
        <translation>&amp;How is this counted?</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Reset statistics…</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Statistics by level</translation>
    </message>
    <message>
        <source>Rounds in which you went Rack-O yourself (a partner&apos;s Rack-O is not yours), and rounds with no Rack-O in which you scored more than anyone else</source>
        <translation>Rounds in which you went Rack-O yourself (a partner&apos;s Rack-O is not yours), and rounds with no Rack-O in which you scored more than anyone else</translation>
    </message>
    <message>
        <source>Matches won by level</source>
        <translation>Matches won by level</translation>
    </message>
    <message>
        <source>Cost per move by match</source>
        <translation>Cost per move by match</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Set every count back to zero and clear the charts? The matches played stay in Game &gt; Open record. This cannot be undone.</source>
        <translation>Set every count back to zero and clear the charts? The matches played stay in Game &gt; Open record. This cannot be undone.</translation>
    </message>
    <message>
        <source>Could not reset the statistics ({error}): they are kept as they were.</source>
        <translation>Could not reset the statistics ({error}): they are kept as they were.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>No match on the table</source>
        <translation>No match on the table</translation>
    </message>
    <message>
        <source>Start one with Game &gt; New game (Ctrl+N), or here</source>
        <translation>Start one with Game &gt; New game (Ctrl+N), or here</translation>
    </message>
    <message>
        <source>Review this round</source>
        <translation>Review this round</translation>
    </message>
    <message>
        <source>human</source>
        <translation>human</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Your card</translation>
    </message>
    <message>
        <source>Rack-O!</source>
        <translation>Rack-O!</translation>
    </message>
    <message>
        <source>You go Rack-O and win round {number}</source>
        <translation>You go Rack-O and win round {number}</translation>
    </message>
    <message>
        <source>{name} goes Rack-O and wins round {number}</source>
        <translation>{name} goes Rack-O and wins round {number}</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <source>The draw pile ran out, and these rules never rebuild it: nobody went Rack-O</source>
        <translation>The draw pile ran out, and these rules never rebuild it: nobody went Rack-O</translation>
    </message>
    <message>
        <source>This round: {points}</source>
        <translation>This round: {points}</translation>
    </message>
    <message>
        <source>Totals: {totals}</source>
        <translation>Totals: {totals}</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <source>{name}: your partner (team {team})</source>
        <translation>{name}: your partner (team {team})</translation>
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
        <translation>Team totals: {totals}</translation>
    </message>
    <message>
        <source>{name} +{bonus} (run of {length})</source>
        <translation>{name} +{bonus} (run of {length})</translation>
    </message>
    <message>
        <source>You deal the next round</source>
        <translation>You deal the next round</translation>
    </message>
    <message>
        <source>You go Rack-O and win round {number} for your team</source>
        <translation>You go Rack-O and win round {number} for your team</translation>
    </message>
    <message>
        <source>{name} goes Rack-O and wins round {number} for your team</source>
        <translation>{name} goes Rack-O and wins round {number} for your team</translation>
    </message>
    <message>
        <source>{name} goes Rack-O and wins round {number} for {team}</source>
        <translation>{name} goes Rack-O and wins round {number} for {team}</translation>
    </message>
    <message>
        <source>Your rack rises, but Rack-O needs a run of three too</source>
        <translation>Your rack rises, but Rack-O needs a run of three too</translation>
    </message>
    <message>
        <source>{name}&apos;s rack rises, but Rack-O needs a run of three too</source>
        <translation>{name}&apos;s rack rises, but Rack-O needs a run of three too</translation>
    </message>
    <message>
        <source>Nobody went Rack-O in {turns:,} turns, so the round ended</source>
        <translation>Nobody went Rack-O in {turns:,} turns, so the round ended</translation>
    </message>
    <message>
        <source>After 1 rebuild the draw pile ran out: nobody went Rack-O</source>
        <translation>After 1 rebuild the draw pile ran out: nobody went Rack-O</translation>
    </message>
    <message>
        <source>After {count} rebuilds the draw pile ran out: nobody went Rack-O</source>
        <translation>After {count} rebuilds the draw pile ran out: nobody went Rack-O</translation>
    </message>
    <message>
        <source>Tied at the top with {total}: {names}. Another round decides.</source>
        <translation>Tied at the top with {total}: {names}. Another round decides.</translation>
    </message>
    <message>
        <source>{names} win the match!</source>
        <translation>{names} win the match!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>You win the match!</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} wins the match!</translation>
    </message>
    <message>
        <source>The racks stay hidden until you click “{ready}” or press Enter.</source>
        <translation>The racks stay hidden until you click “{ready}” or press Enter.</translation>
    </message>
    <message>
        <source>Next dealer: {name}</source>
        <translation>Next dealer: {name}</translation>
    </message>
    <message>
        <source>Including the run bonus: {parts}</source>
        <translation>Including the run bonus: {parts}</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Rack-O! {name} took the last round</source>
        <translation>Rack-O! {name} took the last round</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}&apos;s turn</translation>
    </message>
    <message>
        <source>Pass the mouse to {name}.</source>
        <translation>Pass the mouse to {name}.</translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation>I am {name}</translation>
    </message>
    <message>
        <source>the cards in your rack never move: a card you take goes into a slot, and the card there goes onto the discard pile</source>
        <translation>the cards in your rack never move: a card you take goes into a slot, and the card there goes onto the discard pile</translation>
    </message>
    <message>
        <source>drop the card on a slot of your rack or on the discard pile</source>
        <translation>drop the card on a slot of your rack or on the discard pile</translation>
    </message>
    <message>
        <source>drop the card on a slot of your rack</source>
        <translation>drop the card on a slot of your rack</translation>
    </message>
    <message>
        <source>the {card} is back on the discard pile: still your turn, take a card from either pile</source>
        <translation>the {card} is back on the discard pile: still your turn, take a card from either pile</translation>
    </message>
    <message>
        <source>too soon after the last key: press it again</source>
        <translation>too soon after the last key: press it again</translation>
    </message>
    <message>
        <source>This round is still being played: N deals the next one once it is over</source>
        <translation>This round is still being played: N deals the next one once it is over</translation>
    </message>
    <message>
        <source>This is the record&apos;s last step</source>
        <translation>This is the record&apos;s last step</translation>
    </message>
    <message>
        <source>This is the record&apos;s first step</source>
        <translation>This is the record&apos;s first step</translation>
    </message>
    <message>
        <source>hand over to {name} first: {name} presses Enter or clicks “I am {name}”</source>
        <translation>hand over to {name} first: {name} presses Enter or clicks “I am {name}”</translation>
    </message>
    <message>
        <source>Enter: {button}; the arrow keys choose another</source>
        <translation>Enter: {button}; the arrow keys choose another</translation>
    </message>
    <message>
        <source>Enter: {button}</source>
        <translation>Enter: {button}</translation>
    </message>
    <message>
        <source>the card stays in your hand: put it into a slot</source>
        <translation>the card stays in your hand: put it into a slot</translation>
    </message>
    <message>
        <source>the card stays in your hand: put it into a slot, or onto the discard pile (X)</source>
        <translation>the card stays in your hand: put it into a slot, or onto the discard pile (X)</translation>
    </message>
    <message>
        <source>nothing to put back: take a card from the draw pile (D) or the discard pile (P)</source>
        <translation>nothing to put back: take a card from the draw pile (D) or the discard pile (P)</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>No matches played yet</source>
        <translation>No matches played yet</translation>
    </message>
    <message>
        <source>{level}: {won} of {played} won</source>
        <translation>{level}: {won} of {played} won</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Matches won</translation>
    </message>
</context>
</TS>
