# Stil: the platform's texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## language

language-rank = 3
language-name = English

## bot

bot-random = random bot
bot-heuristic = heuristic bot
bot-ismcts--easy = search bot, easy
bot-ismcts = search bot
bot-ismcts--hard = search bot, hard
bot-ismcts--expert = search bot, expert

## seat

seat-you = you
seat-human = human

## cli

cli-seats = Players: { $seats }
cli-seed = Deal number: { $seed } (play the same deal again: --seed { $seed })
cli-prompt = Your choice (1–{ $n }, ? for help):{" "}
cli-bad_choice = Enter a number from 1 to { $n } (? for help).
cli-prompt_only = Enter to continue (? for help):{" "}
cli-bad_only = There is only one choice here: press Enter (? for help).
cli-unplayable = Cannot be played now:
cli-only_choice = The only choice:
cli-help_title = Help
cli-help_asked = What you are asked: { $question }
cli-help_choices = How to answer: type the number of a choice (1 to { $n }) and press Enter.
cli-help_only = How to answer: there is nothing to choose here; press Enter to make the one move.
cli-help_keys = ? shows this help; Ctrl-C ends the game. The choices are shown again below.
cli-pass_device = Pass the device to { $player }.
cli-show_everyone = The game is over. Show the screen to everyone.
cli-press_enter = Press Enter when ready…
cli-since_last = What happened since your last decision:
cli-interrupted = Game interrupted.
cli-players_range = Players: { $lo }–{ $hi }
cli-tournament_game = Tournament: game { $n }
cli-tournament_totals = Totals after game { $n }
cli-tournament_player = Player { $n } ({ $kind })
cli-tournament_winner = Tournament won by: player { $players }
cli-players_by_option =
    { $n ->
        [one] { $n } player with option { $option }
       *[other] { $n } players with option { $option }
    }
cli-rulebook = The defaults follow the game's printed rulebook ({ $language })
cli-lang_uk = in Ukrainian
cli-lang_ru = in Russian
cli-options_title = Rule options (--option name=value)
cli-col_option = Option
cli-col_default = Default
cli-col_allowed = Allowed
cli-ref = In the rulebook: { $ref }
cli-col_meaning = Meaning
cli-games_title = Games
cli-col_id = Id
cli-col_name = Name
cli-col_players = Players
cli-verify_unfinished = The game at table { $table } is not over ({ $status }): its seed is revealed at the end.
cli-verify_commitment_bad = The seed does not match the commitment: SHA-256 of { $seed } is { $got }, the table said { $said }.
cli-verify_commitment_ok = Commitment { $commitment } matches seed { $seed }.
cli-verify_mismatch =
    { $n ->
        [one] Replaying { $n } move gave something else: { $what } (server: { $server }; replay: { $replay }).
       *[other] Replaying { $n } moves gave something else: { $what } (server: { $server }; replay: { $replay }).
    }
cli-verify_ok =
    { $n ->
        [one] Replaying { $n } move gives the same winners { $winners }, scores { $scores } and final position.
       *[other] Replaying { $n } moves gives the same winners { $winners }, scores { $scores } and final position.
    }
cli-verify_custom = Note: a custom deal: the table's creator chose the seed, so the deal was not secret.
cli-verify_fetch = Could not fetch { $url }: { $error }

## howto

howto-title = How to play: { $game }
howto-goal = The goal
howto-setup = Setting up
howto-turn = A turn, step by step
howto-cards = The cards
howto-scoring = Scoring and the end
howto-variant = Mode and variants
howto-table_options = At this table the rules are changed like this:
howto-table_default = This table plays by the default rules.
howto-legend = What the marks mean
howto-back_table = Back to the table
howto-back_lobby = Back to the lobby
howto-all_cards = All cards
howto-languages = Language
howto-yes = yes
howto-no = no
howto-lang_uk = Ukrainian
howto-lang_ru = Russian
howto-lang_en = English

## names

names-control = A name cannot contain control or text-direction characters.
names-blank = A name cannot be blank: leave it out to sit without one.
names-long =
    { $n ->
        [one] A name can be at most { $n } character long.
       *[other] A name can be at most { $n } characters long.
    }
names-label = A name cannot look like a seat label such as “Player 2”.

## server

server-tables_per_minute = Too many new tables from your address: try again in { $wait } s.
server-search_tables_per_client =
    { $n ->
        [one] You already have { $n } unfinished table with bots that search their moves (ismcts). Finish it before you start another.
       *[other] You already have { $n } unfinished tables with bots that search their moves (ismcts). Finish one of them before you start another.
    }
server-search_tables =
    { $n ->
        [one] The server is busy: { $n } table with bots that search their moves. Try again in a minute, or choose the heuristic bot.
       *[other] The server is busy: { $n } tables with bots that search their moves. Try again in a minute, or choose the heuristic bot.
    }
server-reads = Too many replay requests from your address: try again in { $wait } s.
server-sockets_per_address = Too many connections from your address: close a tab you do not need.
server-sockets = The server is full: try again in a minute.
server-spectator_idle = Closed after a long silence: come back to the page to watch again.
server-timer_moved = Time ran out — a bot moved for { $name }
server-undo-not_live = A move can be taken back only while the game is on.
server-undo-stale = The table has moved on (move { $now }, not { $seq }): reload the page.
server-undo-nothing = No move has been made yet.
server-undo-someone_since = Someone else has moved since your move.
server-undo-replaced = A bot plays your seat now: join again first.
server-undo-timer = A bot made that move when time ran out; it cannot be taken back.
server-undo-forced = That move was forced; it cannot be taken back.
server-undo-random = That move used chance (a shuffle or a draw of lots); it cannot be taken back.
server-undo-hidden = That move showed something hidden (a card drawn); a drawn card is never taken back.

## rl

rl-since = What happened since you last looked:
rl-actions = Your options (answer with the number or the option's text):
rl-waiting = Another player is to act now.
rl-over = The game is over.
rl-you = you
rl-opponent = opponent
rl-refused = Answer refused: { $reason }
rl-bad_number = { $answer } is not a number from 1 to { $n }.
rl-unknown_text = None of the options reads “{ $answer }”.
rl-ambiguous = “{ $answer }” names several options ({ $numbers }); answer with the number.
rl-empty = The answer is empty; answer with a number from 1 to { $n }.
rl-not_your_turn = It is not your turn to act.
rl-options = The rule options of this game:
rl-glossary = The cards (name: what it does):
rl-how_to_answer = How to answer: when it is your turn you see your options, numbered; answer with an option's number or its text. Answer “rules” to read these rules again.
rl-allowance = An answer that names no option is refused; refused answer number { $n } in a game ends the game for you as a loss.
rl-rules_word = rules
rl-forfeit = Too many refused answers ({ $n }): the game is over for you, as a loss.

## web

web-app_title = Stil
web-tagline = Tabletop card games with friends or bots
web-language = Language
web-lobby = Lobby
web-new_table = New table
web-game = Game
web-players = Players
web-your_name = Your name (optional)
web-options = Rule options
web-options_hint = The defaults follow the rulebook.
web-default_mark = default
web-in_rulebook = in the rulebook: { $source }
web-yes = yes
web-no = no
web-seats = Seats
web-seat_n = Seat { $n }
web-human = Human
web-bot = Bot
web-turn_timer = Time per move (when it runs out, a bot moves)
web-no_timer = no limit
web-seconds = { $n } s
web-create = Create table
web-creating = Creating…
web-created = Table created
web-invites = Invitations: send each link to whoever takes that seat. The link is the key to the seat.
web-copy = Copy
web-copied = Copied
web-show_invites = Invitations
web-take_seat = Take this seat
web-start = Start the game
web-start_fill = Start with bots in the empty seats
web-start_needs_seats = Not everyone has taken a seat yet. Wait for them, or start with bots in the empty seats (whoever arrives with an invite takes their seat back).
web-started = The game has started
web-open_table = Go to the table
web-tables_open = Waiting for players
web-tables_live = Being played
web-tables_finished = Finished
web-no_tables = None
web-watch = Watch
web-replay = Replay
web-join_needs_invite = to sit down, use an invite link
web-seats_taken = { $n } of { $m } taken
web-refresh = Refresh
web-allow_hints = Allow hints
web-allow_hints_why = Each player may ask what the strongest bot would play; hints are counted in the summary
web-hints_on = hints on
web-custom_deal = custom deal
web-custom_deal_why = The table's creator chose the deal's seed, so the deal is not secret
web-commitment = Deal commitment: { $hash }
web-commitment_why = SHA-256 of the deal number, published at the start; after the game check it: stil verify <table address>
web-back_to_lobby = ← Lobby
web-how_to_play = How to play
web-all_cards = All cards
web-cards_title = { $game }: all the cards
web-cards_count = { $n } different cards
web-card_copies = Copies: { $n }
web-unknown_game = There is no such game.
web-loading = Loading…
web-reconnecting = Reconnecting…
web-socket_busy = The server takes no more connections right now: trying again shortly.
web-socket_idle = Watching paused while the page was hidden; it goes on when you come back.
web-spectator = You are watching
web-you_are = You: { $name }
web-your_turn = Your move
web-waiting_for = To move: { $name }
web-waiting_start = Waiting for the host to start
web-not_dealt = The cards are dealt when the host starts the game.
web-game_over = Game over
web-choose_target = Where to play the card
web-choose_on_table = Choose a target on the table (it is lit) or in the list of all moves
web-your_cards = Your cards
web-choose_card = Choose a card
web-all_moves = All moves ({ $n })
web-choose = Choose an action
web-sending = Sending…
web-log = What happened
web-log_empty = Nothing yet
web-board = The table as text
web-players_title = Players
web-connected = connected
web-disconnected = away
web-not_joined = not here yet
web-replaced_by_bot = a bot plays for them
web-you = you
web-final_title = Final score
web-final_as_text = The final score as text
web-how_scored = How the points were counted
web-legend = What the marks mean
web-sound_on = Sound on
web-sound_off = Sound off
web-sound_hint = A short sound when your move comes
web-score = Score
web-winner = Winner: { $names }
web-winners = Winners: { $names }
web-no_winner = No player won
web-rematch = Rematch
web-rematch_ready = The rematch table is ready.
web-leave = Leave (a bot takes over)
web-leave_confirm = Leave the game? A bot will take your seat.
web-deadline = Time left: { $s } s
web-error = Error: { $detail }
web-not_found = No such table
web-not_found_text = There is no such table: the link may be incomplete, or the table is gone.
web-to_lobby = Back to the lobby
web-bot_plays_seat = You left: a bot plays your seat
web-take_back = Take my seat back
web-replay_of = Replay: { $game } — table { $id }
web-invite_for = Invitation for seat { $n }
web-review_show = Game review: where the chances turned
web-watch_replay = Watch the replay
web-replay_title = Replay
web-step_of = Move { $n } of { $m }
web-first = First
web-prev = Previous
web-next = Next
web-last = Last
web-share = Copy link
web-deck = Deck
web-discard = Discard
web-hand = Hand
web-your_hand = Your hand
web-cards_in_hand = cards in hand
web-none = —
web-games = Games
web-players_range = { $range } players
web-minutes_range = { $a }–{ $b } min
web-play_bots = Play against bots
web-play_bots_in = Play { $game } against bots
web-set_up = Set up a table
web-set_up_in = Set up a table of { $game }
web-starting = Taking your seat…
web-more_rules = More rules ({ $n })
web-free_seat = empty seat
web-seat_joined = seated
web-seat_waiting = not here yet
web-confirm_move = Make this move? “{ $move }”
web-confirm_yes = Yes, do it
web-confirm_no = No, go back
web-undo = Take back my move
web-skip_to_decision = Skip to your move
web-commitment_about = About the fair deal
web-close = Close
web-card_detail = Card
web-first_game_title = Your first game, in short
web-first_goal = Goal
web-first_turn = A turn
web-first_end = The end
web-got_it = Got it
web-last_move = Last move
web-your_tables = Your tables
web-your_move = Your move
web-table_gone = this table is gone
web-forget = Forget
web-notify_me = Notify me of my move
web-notify_on = Notifications on
web-notify_denied = The browser did not allow notifications
web-bots_players = Players
web-bots_level = Level
web-table_kind = How to play it
web-table_live = Live (everyone at the table now)
web-table_turn_based = Turn-based (a notification when it is your move)
web-move_time = Time per move (when it runs out, a bot moves)
web-hours = { $n } h
web-minutes = { $n } min
web-days =
    { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
web-series_to = A series of games
web-series_none = one game
web-series_points = to { $n } points
web-series_tournament = the rulebook's tournament
web-series_title = Series to { $n } points
web-series_game = Game { $n }
web-series_total = Total
web-series_won = The series is won by { $names }
web-series_next = Next game of the series
web-invite_title = You are invited to play { $game }
web-invite_name = Your name
web-invite_name_why = This is how the others at the table will see you (seat { $n }). This browser remembers it for next time.
web-invite_sit = Take the seat
web-invite_skip = Skip
web-chat = Chat
web-chat_write = Message
web-chat_send = Send
web-chat_spectator = spectator
web-chat_empty = Nothing said yet.
web-chat_crowd_apart = Players see what spectators write once the game is over.
web-chat_unread = { $n } new
web-chat_react = Quick reaction { $emoji }
web-chat_mute = Mute { $name } in the chat
web-chat_mute_crowd = Mute the spectators
web-chat_muted = The host has muted you in the chat.
web-deadline_long = Time left: { $clock }
web-hint_ask = Hint
web-hint_ask_title = What would the expert bot play? (from your cards, nothing hidden)
web-cat_may_follow = (a cat may be laid after it)
