//! `mancala play`: a game at the terminal, or from moves piped on standard input.

use std::{
    io::{BufRead, IsTerminal, Write},
    path::Path,
    time::{SystemTime, UNIX_EPOCH},
};

use super::{CliError, PlayArgs};
use mancala::{
    agent::{self, Agent, Seat, Value},
    game::Game,
    json,
    lang::Arg,
    record::{GameRecord, RecordFile},
    render,
    rules::Rules,
    ruleset::{FirstPlayer, View},
    session::Session,
};

/// The message `id` with `args` in the run's language.
fn say(id: &str, args: &[(&str, Arg)]) -> String {
    super::lang().text(id, args)
}

/// How deep `hint` searches.
const HINT_DEPTH: u32 = 8;

/// The terminal around a game session: the computer players' state, the --save file, and where
/// things are printed. The session decides; this reads the keyboard and prints.
struct Terminal<'a> {
    /// The game and its seats (every seat taken: a person or a computer player).
    session: Session,
    agents: Vec<Option<Agent>>,
    /// For each seat, whether its perfect player could not solve its last position (so that
    /// falling back on alpha-beta, and solving again, are told once each).
    unsolved: Vec<bool>,
    /// The `--save` file, kept up to date move by move.
    save: Option<RecordFile>,
    /// The number of moves when saving to it last failed, until it works again.
    save_failed_at: Option<usize>,
    explain: bool,
    /// JSON Lines on `out`, everything else on `msg`.
    json: bool,
    /// Whether boards are coloured.
    colour: bool,
    out: &'a mut dyn Write,
    msg: &'a mut dyn Write,
}

impl Terminal<'_> {
    fn players(&self) -> usize {
        self.session.players()
    }

    fn game(&self) -> &Game {
        self.session.game()
    }

    fn record(&self) -> GameRecord {
        let names: Vec<String> = (0..self.players())
            .map(|p| sitter(&self.session, p as u8).to_string())
            .collect();
        let mut record = self.session.record(Some(names.clone()));
        record.seats = Some(names);
        record
    }

    /// Saves the game to `path`; says why not if it cannot, and the game goes on.
    fn save_to(&mut self, path: &Path) -> Result<bool, CliError> {
        let saved = self.record().save(path);
        self.saved(path, saved)
    }

    /// Says why a save failed, if it did (the game goes on); whether it succeeded.
    fn saved(&mut self, path: &Path, result: std::io::Result<()>) -> Result<bool, CliError> {
        match result {
            Ok(()) => Ok(true),
            Err(e) => {
                let text = say(
                    "play-cannot-save",
                    &[
                        ("file", path.display().to_string().into()),
                        ("error", e.to_string().into()),
                    ],
                );
                writeln!(self.msg, "{}", render::wrap(&text, 80, 0))?;
                Ok(false)
            }
        }
    }

    /// Keeps the --save file up to date: the new moves written into it (`Keep::Append`), the
    /// record written whole after a move was taken back (`Keep::Rewrite`), or the tidy file to
    /// leave behind (`Keep::Close`). Whether it is saved (false without --save).
    ///
    /// After a failed save (a full disk, say) the game goes on: the failure is told once, and
    /// saving is tried again only after a tenth as many moves again (at least ten), so that a
    /// long game on a full disk neither floods the screen nor rewrites the record at every
    /// move; when it works again, that is told too. Leaving the game always tries.
    fn autosave(&mut self, keep: Keep) -> Result<bool, CliError> {
        let plies = self.session.game().num_plies();
        if let (Keep::Append, Some(failed)) = (keep, self.save_failed_at) {
            if plies < failed + (failed / 10).max(10) {
                return Ok(false);
            }
        }
        let Some(mut file) = self.save.take() else {
            return Ok(false);
        };
        let pos = self.session.game().position();
        let outcome = pos
            .outcome()
            .map(|o| json::outcome_json(o, pos.num_players()));
        let moves = self.session.game().move_texts();
        let result = match keep {
            Keep::Append => file.append(moves),
            Keep::Rewrite => file.rewrite(moves, outcome.as_ref()),
            Keep::Close => file.close(moves, outcome.as_ref()),
        };
        let path = file.path().to_path_buf();
        self.save = Some(file);
        match result {
            Ok(()) => {
                if self.save_failed_at.take().is_some() {
                    let text = say(
                        "play-saved-again",
                        &[("file", path.display().to_string().into())],
                    );
                    writeln!(self.msg, "{text}")?;
                }
                Ok(true)
            }
            Err(e) => {
                let told = self.save_failed_at.replace(plies).is_some();
                if matches!(keep, Keep::Close) {
                    let kept = file_moves(self.save.as_ref());
                    let text = say(
                        "play-cannot-save-at-the-end",
                        &[
                            ("file", path.display().to_string().into()),
                            ("error", e.to_string().into()),
                            ("kept", kept.into()),
                            ("exists", if path.is_file() { "yes" } else { "no" }.into()),
                        ],
                    );
                    writeln!(self.msg, "{}", render::wrap(&text, 80, 0))?;
                } else if !told {
                    self.saved(&path, Err(e))?;
                }
                Ok(false)
            }
        }
    }

    /// The --save file's path, as the user gave it.
    fn save_path(&self) -> Option<&Path> {
        self.save.as_ref().map(RecordFile::path)
    }

    /// What the board's notation means: the family's legend, then the marks.
    fn legend(&mut self) -> Result<(), CliError> {
        let legend = self
            .session
            .game()
            .rules()
            .legend_seen(super::lang(), self.viewer())
            .unwrap_or_default();
        let marks = say("play-marks", &[]);
        for line in legend.lines().chain([marks.as_str()]) {
            writeln!(self.msg, "{}", render::wrap(line, 80, 0))?;
        }
        Ok(())
    }

    /// The seat the boards are drawn from: the first person's, else South's.
    fn viewer(&self) -> u8 {
        self.session
            .seats()
            .iter()
            .position(|s| *s == Some(Seat::Human))
            .unwrap_or(0) as u8
    }

    /// The board from the viewer's seat, the last move's pits marked.
    fn show_board(&mut self) -> Result<(), CliError> {
        let events = self
            .session
            .game()
            .last_ply()
            .map_or(&[][..], |p| &p.events[..]);
        let view = View::after(self.viewer(), events, self.colour);
        let text = self.session.game().rules().draw_in(
            super::lang(),
            self.session.game().position(),
            &view,
        );
        writeln!(self.msg, "{text}")?;
        Ok(())
    }

    /// Shows the move just played: its narration (with --explain, and the value the computer
    /// that chose it, `thought`, gave its position) or its path in one line; the board once the
    /// turn passes, before a person moves, and at the end.
    fn after_move(
        &mut self,
        thought: Option<Value>,
        report: Option<agent::SearchReport>,
    ) -> Result<(), CliError> {
        let i = self.session.game().num_plies() - 1;
        let ply = self.session.game().last_ply().expect("a move was played");
        let viewer = self.viewer();
        let rules = self.session.game().rules();
        let players = self.players();
        let lang = super::lang();
        let who = render::player_name_in(lang, players, ply.player);
        if self.json {
            let mut line = json::position_json(
                rules,
                &ply.after,
                Some((ply.player, &ply.text, &ply.events)),
            );
            // With the positions the repetition rule may still compare, as `replay --json`.
            line["fen"] = self.session.game().fen().into();
            writeln!(self.out, "{line}")?;
        } else if self.explain {
            writeln!(
                self.msg,
                "{}",
                render::move_heading(lang, players, i + 1, ply)
            )?;
            for line in rules.explain_seen(lang, viewer, &ply.before, &ply.mv, &ply.events) {
                writeln!(self.msg, "{}", render::wrap(&format!("   {line}"), 80, 3))?;
            }
            if let Some(value) = thought.filter(|v| *v != Value::None) {
                let seat = sitter(&self.session, ply.player);
                let line = say(
                    "play-value",
                    &[
                        ("player", who.clone().into()),
                        ("seat", seat.to_string().into()),
                        ("value", value.to_string().into()),
                    ],
                );
                let line = format!("   {line}");
                writeln!(self.msg, "{}", render::wrap(&line, 80, 3))?;
                if let Some(report) = report {
                    // Fixed-depth players print no time, so that their games read the same
                    // from run to run.
                    let report = if matches!(seat, Seat::AlphaBeta(agent::Budget::Work(_), t) if t.get() == 1)
                    {
                        report.text_in(super::lang(), false)
                    } else {
                        report.text_in(super::lang(), true)
                    };
                    let text = format!("   {}", say("play-search", &[("report", report.into())]));
                    writeln!(self.msg, "{}", render::wrap(&text, 80, 3))?;
                }
            }
        } else {
            let path = render::ply_path_seen(lang, viewer, rules, ply, players);
            let text = say(
                "play-path",
                &[
                    ("player", who.into()),
                    ("move", ply.text.clone().into()),
                    ("path", path.into()),
                ],
            );
            let line = render::wrap(&text, 80, 4);
            writeln!(self.msg, "{line}")?;
        }
        let pos = self.session.game().position();
        let next = pos.turn();
        let same_computer =
            !pos.is_over() && next == ply.player && *sitter(&self.session, next) != Seat::Human;
        if !self.json && !same_computer {
            self.show_board()?;
        }
        if !self.session.game().position().is_over() {
            // At the end, `finish` writes the record whole with its outcome.
            self.autosave(Keep::Append)?;
        }
        Ok(())
    }

    /// Takes back moves until the human who asked is to move again, having undone one of theirs.
    fn undo(&mut self, human: u8) -> Result<(), CliError> {
        let undone = match self.session.take_back_turn(human) {
            Ok(undone) => undone,
            Err(e) => {
                let text = say("play-nothing-to-undo", &[("why", e.to_string().into())]);
                writeln!(self.msg, "{text}")?;
                return Ok(());
            }
        };
        writeln!(
            self.msg,
            "{}",
            say("play-took-back", &[("count", undone.into())])
        )?;
        self.show_board()?;
        self.autosave(Keep::Rewrite)?;
        Ok(())
    }

    /// The last move, step by step.
    fn explain_last(&mut self) -> Result<(), CliError> {
        let Some(ply) = self.session.game().last_ply() else {
            writeln!(self.msg, "{}", say("play-no-move-yet", &[]))?;
            return Ok(());
        };
        let i = self.session.game().num_plies() - 1;
        let lang = super::lang();
        let viewer = self.viewer();
        let heading = render::move_heading(lang, self.players(), i + 1, ply);
        writeln!(self.msg, "{heading}")?;
        let lines = self.session.game().rules().explain_seen(
            lang,
            viewer,
            &ply.before,
            &ply.mv,
            &ply.events,
        );
        for line in lines {
            writeln!(self.msg, "{}", render::wrap(&format!("   {line}"), 80, 3))?;
        }
        Ok(())
    }

    /// The moves so far, numbered, with who played them.
    fn history(&mut self) -> Result<(), CliError> {
        if self.session.game().num_plies() == 0 {
            writeln!(self.msg, "{}", say("play-no-move-yet", &[]))?;
            return Ok(());
        }
        let players = self.players();
        for (i, ply) in self.session.game().plies().enumerate() {
            writeln!(
                self.msg,
                "{:>3}. {:<8} {}",
                i + 1,
                render::player_name_in(super::lang(), players, ply.player),
                ply.text
            )?;
        }
        Ok(())
    }

    /// Tells when the perfect player in `seat` could not solve its position at move `ply` and
    /// plays alpha-beta's move instead, and when it solves its positions again: once each.
    fn perfect_note(&mut self, seat: u8, ply: usize, value: &Value) -> Result<(), CliError> {
        let p = usize::from(seat);
        if !sitter(&self.session, seat).is_perfect() {
            return Ok(());
        }
        let unsolved = matches!(value, Value::Unsolved { .. });
        if unsolved == std::mem::replace(&mut self.unsolved[p], unsolved) {
            return Ok(());
        }
        let who = render::player_name_in(super::lang(), self.players(), seat);
        let player = sitter(&self.session, seat);
        let text = say(
            if unsolved {
                "play-perfect-unsolved"
            } else {
                "play-perfect-solved"
            },
            &[
                ("player", who.into()),
                ("seat", player.to_string().into()),
                ("number", ply.into()),
            ],
        );
        writeln!(self.msg, "{}", render::wrap(&text, 80, 0))?;
        Ok(())
    }

    /// The error that ends a game whose computer player could not move (an engine failed):
    /// what went wrong, and where the game is kept (`--save`) or its moves so far.
    fn agent_failed(
        &mut self,
        player: u8,
        error: &agent::AgentError,
        save: Option<&Path>,
    ) -> Result<CliError, CliError> {
        let players = self.players();
        let name = render::player_name_in(super::lang(), players, player);
        let seat = sitter(&self.session, player).to_string();
        let plies = self.session.game().num_plies();
        let saved = self.autosave(Keep::Close)?;
        let kept = match save {
            Some(path) if saved => {
                let flag = match player {
                    0 => "--south PLAYER".to_owned(),
                    1 => "--north PLAYER".to_owned(),
                    p => format!("--seat {p}=PLAYER"),
                };
                say(
                    "play-failed-saved",
                    &[
                        ("file", path.display().to_string().into()),
                        ("count", plies.into()),
                        ("flag", flag.into()),
                    ],
                )
            }
            _ => {
                let moves: Vec<&str> = self.session.game().move_texts().iter().collect();
                if moves.is_empty() {
                    say("play-failed-at-the-start", &[])
                } else {
                    say(
                        "play-failed-after",
                        &[("count", plies.into()), ("moves", moves.join(" ").into())],
                    )
                }
            }
        };
        let failed = say(
            "play-could-not-move",
            &[
                ("player", name.into()),
                ("seat", seat.into()),
                ("error", error.to_string().into()),
            ],
        );
        Ok(CliError::Usage(format!("{failed}\n{kept}")))
    }

    fn finish(&mut self) -> Result<(), CliError> {
        let players = self.players();
        if !self.json && !self.explain {
            // The narration already told the end; a one-line game tells the collection here.
            if let Some(ply) = self.session.game().last_ply() {
                if let Some(line) = render::collection_line_in(super::lang(), ply, players) {
                    writeln!(self.msg, "{line}")?;
                }
            }
        }
        if let Some(outcome) = self.session.game().position().outcome() {
            if !self.explain {
                let line = render::wrap(
                    &render::outcome_line_in(super::lang(), self.session.game().rules(), outcome),
                    80,
                    0,
                );
                writeln!(self.msg, "{line}")?;
            }
        }
        if self.autosave(Keep::Close)? {
            let path = self
                .save_path()
                .expect("saved to a file")
                .display()
                .to_string();
            writeln!(
                self.msg,
                "{}",
                say("play-game-saved", &[("file", path.into())])
            )?;
        }
        Ok(())
    }
}

/// Who plays seat `p` (every seat is taken at the terminal).
fn sitter(session: &Session, p: u8) -> &Seat {
    session.seats()[usize::from(p)]
        .as_ref()
        .expect("every seat is taken at the terminal")
}

/// The number of moves in the --save file.
fn file_moves(file: Option<&RecordFile>) -> usize {
    file.map_or(0, RecordFile::moves_written)
}

/// How [`Session::autosave`] brings the --save file up to date.
#[derive(Clone, Copy)]
enum Keep {
    Append,
    Rewrite,
    Close,
}

/// The game to play: a new one, or the one `--load` names with its seats and seed.
struct Setup {
    game: Game,
    /// The seats the record names, if it does.
    seats: Option<Vec<Seat>>,
    /// The game's seed: given, saved, or drawn from the clock (and printed).
    seed: u64,
}

fn setup(args: &PlayArgs, msg: &mut dyn Write) -> Result<Setup, CliError> {
    let Some(path) = &args.load else {
        let rules = Rules::resolve(args.ruleset.as_deref().unwrap_or("o-an-quan"))?;
        let players = rules.num_players();
        let seed = args.seed.unwrap_or_else(clock_seed);
        if let Some(fen) = &args.from {
            return Ok(Setup {
                game: super::game_from_fen(rules, fen)?,
                seats: None,
                seed,
            });
        }
        let first = match args.first.unwrap_or(rules.first_player()) {
            FirstPlayer::Player(p) => p,
            FirstPlayer::Random => agent::draw_first_player(seed, players),
        };
        if usize::from(first) >= players {
            return Err(CliError::BadArgument(super::lang().text(
                "cli-first-out-of-range",
                &[("first", first.into()), ("last", (players - 1).into())],
            )));
        }
        return Ok(Setup {
            game: Game::new(rules, first),
            seats: None,
            seed,
        });
    };
    let record = GameRecord::load(path, &Rules).map_err(Box::new)?;
    let (game, warning) = record
        .replay(&Rules)
        .map_err(|error| mancala::record::RecordError::InFile {
            path: path.display().to_string(),
            error: Box::new(error),
        })
        .map_err(Box::new)?;
    if warning.is_some() {
        writeln!(msg, "{}", super::options_differ(&game))?;
    }
    if let Some(name) = &args.ruleset {
        let asked = Rules::resolve(name)?;
        if asked.options_json() != game.rules().options_json() {
            return Err(CliError::BadArgument(say(
                "err-play-load-ruleset",
                &[
                    ("path", path.display().to_string().into()),
                    ("saved", record.ruleset.as_str().into()),
                    ("asked", name.as_str().into()),
                ],
            )));
        }
    }
    if let Some(first) = args.first {
        return Err(CliError::BadArgument(say(
            "err-play-load-first",
            &[
                (
                    "first",
                    match first {
                        FirstPlayer::Player(p) => p.to_string(),
                        FirstPlayer::Random => "random".into(),
                    }
                    .into(),
                ),
                (
                    "player",
                    render::player_name_in(
                        super::lang(),
                        game.start().num_players(),
                        game.first_player(),
                    )
                    .into(),
                ),
            ],
        )));
    }
    if let (Some(asked), Some(saved)) = (args.seed, record.seed) {
        if asked != saved {
            return Err(CliError::BadArgument(say(
                "err-play-load-seed",
                &[
                    ("asked", asked.to_string().into()),
                    ("saved", saved.to_string().into()),
                ],
            )));
        }
    }
    let seats = match &record.seats {
        Some(seats) => {
            let parsed: Result<Vec<Seat>, _> = seats.iter().map(|s| s.parse::<Seat>()).collect();
            match parsed {
                Ok(seats) if seats.len() == game.start().num_players() => Some(seats),
                _ => {
                    writeln!(
                        msg,
                        "{}",
                        say("err-play-load-seats", &[("seats", seats.join(", ").into())])
                    )?;
                    None
                }
            }
        }
        None => None,
    };
    Ok(Setup {
        game,
        seats,
        seed: record.seed.or(args.seed).unwrap_or_else(clock_seed),
    })
}

fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_000)
}

pub(super) fn run(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    interactive: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if args.json {
        play(args, input, interactive, out, &mut std::io::stderr().lock())
    } else {
        // Without --json everything is for people, on standard output; nothing goes to `out`.
        play(args, input, interactive, &mut std::io::sink(), out)
    }
}

fn play(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    interactive: bool,
    out: &mut dyn Write,
    msg: &mut dyn Write,
) -> Result<(), CliError> {
    let Setup { game, seats, seed } = setup(args, msg)?;
    let hint_time = parse_hint_time(&args.hint_time)?;
    let players = game.start().num_players();
    let mut seats = seats.unwrap_or_else(|| {
        let mut seats = vec![agent::MEDIUM; players];
        seats[0] = Seat::Human;
        seats
    });
    let mut changed = Vec::new();
    let mut assign = |p: usize, seat: Seat, seats: &mut Vec<Seat>| {
        if args.load.is_some() && seats[p] != seat {
            changed.push(say(
                "play-seat-changed",
                &[
                    (
                        "player",
                        render::player_name_in(super::lang(), players, p as u8).into(),
                    ),
                    ("seat", seat.to_string().into()),
                    ("was", seats[p].to_string().into()),
                ],
            ));
        }
        seats[p] = seat;
    };
    if let Some(seat) = &args.south {
        assign(0, seat.clone(), &mut seats);
    }
    if let Some(seat) = &args.north {
        assign(1, seat.clone(), &mut seats);
    }
    // Each seat is given once: by --south, --north or one --seat.
    let mut given = [args.south.is_some(), args.north.is_some()].to_vec();
    given.resize(players.max(2), false);
    for (p, seat) in &args.seats {
        let p = *p;
        if usize::from(p) >= players {
            return Err(CliError::BadArgument(say(
                "err-play-seat-range",
                &[
                    ("seat", p.to_string().into()),
                    ("player", seat.to_string().into()),
                    ("last", (players - 1).to_string().into()),
                ],
            )));
        }
        if std::mem::replace(&mut given[usize::from(p)], true) {
            let earlier = match p {
                0 => "south",
                1 => "north",
                _ => "seat",
            };
            return Err(CliError::BadArgument(say(
                "err-play-seat-twice",
                &[
                    ("seat", p.to_string().into()),
                    ("player", seat.to_string().into()),
                    ("earlier", earlier.into()),
                ],
            )));
        }
        assign(usize::from(p), seat.clone(), &mut seats);
    }
    // A saved game names its engines, but never starts a program by itself: an engine plays on
    // only when the command line names it again. (Its players are checked below like the
    // others.)
    if args.load.is_some() {
        for (p, seat) in seats.iter_mut().enumerate() {
            if !given[p] && matches!(seat, Seat::Engine(_)) {
                let name = render::player_name_in(super::lang(), players, p as u8);
                let flag = match p {
                    0 => "--south ".to_owned(),
                    1 => "--north ".to_owned(),
                    _ => format!("--seat {p}="),
                };
                let text = say(
                    "play-saved-engine",
                    &[
                        ("player", name.into()),
                        ("seat", seat.to_string().into()),
                        ("now", agent::MEDIUM.to_string().into()),
                        ("flag", flag.into()),
                    ],
                );
                writeln!(msg, "{}", render::wrap(&text, 80, 0))?;
                *seat = agent::MEDIUM;
            }
        }
    }
    // A player that cannot play this ruleset (a perfect player and a ruleset the solver cannot
    // solve) is refused before the game.
    for seat in &seats {
        seat.check(game.rules())
            .map_err(|e| CliError::BadArgument(e.error_in(super::lang())))?;
    }
    // The endgame database a player (or a person's hint) reads is readied before the game, so
    // that a file refused stops it before it starts.
    if seats
        .iter()
        .any(|s| s.reads_endgames() || *s == Seat::Human)
    {
        super::ready_endgames(game.rules())?;
    }
    let agents = seats
        .iter()
        .enumerate()
        .map(|(i, s)| (*s != Seat::Human).then(|| Agent::new(s.clone(), agent::seat_seed(seed, i))))
        .collect();
    let info = game.rules().info().clone();
    let unsolved = vec![false; seats.len()];
    let seats = seats.into_iter().map(Some).collect();
    let session = Session::resume(game, seats, seed).map_err(|e| CliError::Usage(e.to_string()))?;
    let mut session = Terminal {
        session,
        unsolved,
        agents,
        save: None,
        save_failed_at: None,
        explain: args.explain,
        json: args.json,
        colour: args
            .color
            .enabled(interactive && std::io::stdout().is_terminal()),
        out,
        msg,
    };
    let lang = super::lang();
    let lineup: Vec<String> = (0..players)
        .map(|p| {
            format!(
                "{} {}",
                render::player_name_in(lang, players, p as u8),
                sitter(&session.session, p as u8)
            )
        })
        .collect();
    let name = mancala::ruleset::ruleset_name_in(lang, &info);
    let title = if name == info.id {
        name
    } else {
        format!("{name} ({})", info.id)
    };
    let mut lineup = lineup.into_iter();
    let first = lineup.next().unwrap_or_default();
    let lineup = lineup.fold(first, |all, next| {
        say(
            "play-versus",
            &[("first", all.into()), ("next", next.into())],
        )
    });
    let heading = format!("{title}: {lineup}");
    writeln!(session.msg, "{}", render::wrap(&heading, 80, 4))?;
    writeln!(
        session.msg,
        "{}",
        say("play-seed", &[("seed", seed.to_string().into())])
    )?;
    if let Some(path) = &args.load {
        let moves = session.game().num_plies();
        let mut text = say(
            "play-resumed",
            &[
                ("file", path.display().to_string().into()),
                ("count", moves.into()),
            ],
        );
        if !changed.is_empty() {
            text.push_str(&format!("; {}", changed.join(", ")));
        }
        writeln!(session.msg, "{text}")?;
    }
    // A --save file that cannot be written is found now, before anything could be lost.
    if let Some(path) = &args.save {
        let file = RecordFile::create(path, &session.record()).map_err(|e| CliError::Write {
            path: path.display().to_string(),
            source: e,
        })?;
        session.save = Some(file);
    }
    if session.session.seats().contains(&Some(Seat::Human)) {
        writeln!(session.msg, "{}", say("play-type-help", &[]))?;
    }
    if session.json {
        let game = session.game();
        let mut line = json::position_json(game.rules(), game.position(), None);
        line["fen"] = game.fen().into();
        writeln!(session.out, "{line}")?;
    } else {
        session.legend()?;
        session.show_board()?;
    }
    // Whether `quit` was refused once because the game could not be saved.
    let mut quit_unsaved = false;
    loop {
        if session.game().position().is_over() {
            return session.finish();
        }
        let player = session.game().position().turn();
        let name = render::player_name_in(lang, players, player);
        let ply = session.game().position().ply();
        if let Some(agent) = session.agents[player as usize].as_mut() {
            agent.reseed(agent::move_seed(seed, player as usize, ply));
            let game = session.session.game();
            match agent.try_analyse(game.rules(), game.position(), session.session.history()) {
                Ok(thought) => {
                    let report = agent.last_report().cloned();
                    let ply = session.game().num_plies() + 1;
                    session.perfect_note(player, ply, &thought.value)?;
                    session
                        .session
                        .computer_move(&thought.best)
                        .expect("agents choose legal moves");
                    session.after_move(Some(thought.value), report)?;
                    continue;
                }
                Err(e) => return Err(session.agent_failed(player, &e, args.save.as_deref())?),
            }
        }
        let legal = session.game().legal_move_texts().join(" ");
        let prompt = say(
            "play-prompt",
            &[("player", name.into()), ("moves", legal.clone().into())],
        );
        write!(session.msg, "{prompt} ")?;
        session.msg.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(session.msg)?;
            let saved = session.autosave(Keep::Close)?;
            match args.save.as_deref() {
                Some(path) if saved => writeln!(
                    session.msg,
                    "{}",
                    say(
                        "play-input-ended-saved",
                        &[("file", path.display().to_string().into())]
                    )
                )?,
                _ => writeln!(session.msg, "{}", say("play-input-ended", &[]))?,
            }
            return Ok(());
        }
        let line = line.trim();
        if !interactive {
            writeln!(session.msg, "{line}")?;
        }
        let mut words = line.split_whitespace();
        match (
            words.next().map(str::to_ascii_lowercase).as_deref(),
            words.next(),
        ) {
            (None, _) => {}
            (Some("help" | "?"), _) => {
                writeln!(session.msg, "{}", say("play-help", &[]))?;
                session.legend()?;
            }
            (Some("board"), _) => session.show_board()?,
            (Some("explain"), _) => session.explain_last()?,
            (Some("history"), _) => session.history()?,
            (Some("rules"), _) => {
                let text = session.game().rules().describe_in(lang);
                writeln!(session.msg, "{text}")?;
            }
            (Some("undo"), _) => session.undo(player)?,
            (Some("hint"), _) => {
                let job = session
                    .session
                    .hint_job(player)
                    .expect("the player to move asks, in a game under way");
                let (analysis, report) =
                    agent::hint_reported(&*job.rules, &job.pos, &job.seen, HINT_DEPTH, hint_time);
                let text = job.rules.move_text(&job.pos, &analysis.best);
                let how = match analysis.value {
                    Value::Exact(_) => say("play-hint-solved", &[]),
                    _ => say(
                        "play-hint-searched",
                        &[
                            ("depth", HINT_DEPTH.into()),
                            ("ms", hint_time.as_millis().to_string().into()),
                        ],
                    ),
                };
                let hint = say(
                    "play-hint",
                    &[
                        ("move", text.into()),
                        ("how", how.into()),
                        ("value", analysis.value.to_string().into()),
                    ],
                );
                writeln!(session.msg, "{hint}")?;
                if let Some(report) = report {
                    let line = render::wrap(
                        &format!("      {}", report.text_in(super::lang(), true)),
                        80,
                        6,
                    );
                    writeln!(session.msg, "{line}")?;
                }
            }
            (Some("save"), Some(file)) => {
                let path = Path::new(file).to_path_buf();
                if session.save_to(&path)? {
                    let file = path.display().to_string();
                    writeln!(
                        session.msg,
                        "{}",
                        say("play-game-saved", &[("file", file.into())])
                    )?;
                }
            }
            (Some("save"), None) => writeln!(session.msg, "{}", say("play-save-usage", &[]))?,
            (Some("quit" | "exit"), _) => {
                let saved = session.autosave(Keep::Close)?;
                match args.save.as_deref() {
                    Some(path) if saved => writeln!(
                        session.msg,
                        "{}",
                        say(
                            "play-left-saved",
                            &[("file", path.display().to_string().into())]
                        )
                    )?,
                    // The save failed: leaving now would lose moves, so only a second `quit` does.
                    Some(_) if !quit_unsaved => {
                        quit_unsaved = true;
                        writeln!(session.msg, "{}", say("play-quit-again", &[]))?;
                        continue;
                    }
                    _ => writeln!(session.msg, "{}", say("play-left", &[]))?,
                }
                return Ok(());
            }
            _ => match session.session.play(player, line) {
                Ok(_) => session.after_move(None, None)?,
                Err(e) => {
                    let game = session.game();
                    let why = match &e {
                        mancala::session::SessionError::Move(e) => {
                            render::move_error_in(lang, game.rules(), game.position(), e)
                        }
                        other => other.to_string(),
                    };
                    writeln!(session.msg, "{}", super::error_line(&why))?;
                    let text = say("play-legal-moves", &[("moves", legal.into())]);
                    writeln!(session.msg, "{text}")?;
                }
            },
        }
    }
}

/// `--hint-time`: how long `hint` may think, 1ms to ten minutes (`500ms`, `5s`).
fn parse_hint_time(text: &str) -> Result<std::time::Duration, CliError> {
    match format!("alphabeta:{HINT_DEPTH}@{}", text.trim()).parse::<Seat>() {
        Ok(Seat::AlphaBeta(agent::Budget::Capped(_, time), threads)) if threads.get() == 1 => {
            Ok(time)
        }
        _ => Err(CliError::BadArgument(say(
            "err-play-hint-time",
            &[("given", text.into())],
        ))),
    }
}
