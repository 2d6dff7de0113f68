//! `mancala play`: a game at the terminal, or from moves piped on standard input.

use std::{
    io::{BufRead, Write},
    path::Path,
    time::{SystemTime, UNIX_EPOCH},
};

use super::{CliError, PlayArgs};
use crate::{
    agent::{self, Agent, Seat},
    game::Game,
    record::GameRecord,
    render::{self, player_name},
    rules::Rules,
    ruleset::FirstPlayer,
};

const HELP: &str = "\
Type a move in the game's notation, or one of these commands:
  help        this text
  board       show the board again
  rules       the rules of this ruleset
  hint        the move the computer would play here, and how good it looks
  undo        take back your last move (and the computer's reply)
  save FILE   save the game to FILE (resume it with --load FILE)
  quit        stop playing (the game is saved first when --save was given)";

/// How deep `hint` searches.
const HINT_DEPTH: u32 = 8;

struct Session<'a> {
    game: Game,
    seats: Vec<Seat>,
    agents: Vec<Option<Agent>>,
    seed: u64,
    save: Option<&'a Path>,
    out: &'a mut dyn Write,
}

impl Session<'_> {
    fn players(&self) -> usize {
        self.seats.len()
    }

    fn record(&self) -> GameRecord {
        let names = self.seats.iter().map(ToString::to_string).collect();
        GameRecord::of(&self.game, Some(self.seed), Some(names))
    }

    fn save_to(&mut self, path: &Path) -> Result<(), CliError> {
        self.record().save(path).map_err(|source| CliError::Write {
            path: path.display().to_string(),
            source,
        })
    }

    /// Keeps the --save file up to date after every move.
    fn autosave(&mut self) -> Result<(), CliError> {
        if let Some(path) = self.save {
            self.save_to(path)?;
        }
        Ok(())
    }

    fn show_board(&mut self) -> Result<(), CliError> {
        let text = self.game.rules().draw(self.game.position());
        writeln!(self.out, "{text}")?;
        Ok(())
    }

    fn after_move(&mut self) -> Result<(), CliError> {
        let ply = self.game.plies().last().expect("a move was played");
        let line = format!(
            "{} plays {}: {}",
            player_name(self.players(), ply.player),
            ply.text,
            render::ply_summary(ply, self.players())
        );
        writeln!(self.out, "{line}")?;
        self.show_board()?;
        self.autosave()
    }

    /// Takes back moves until the human who asked is to move again, having undone one of theirs.
    fn undo(&mut self, human: u8) -> Result<(), CliError> {
        if !self.game.plies().iter().any(|p| p.player == human) {
            writeln!(self.out, "nothing to undo: you have not moved yet")?;
            return Ok(());
        }
        let mut undone_own = false;
        let mut undone = 0;
        while let Some(ply) = self.game.plies().last() {
            let own = ply.player == human;
            if undone_own && !own {
                break;
            }
            self.game.undo();
            undone += 1;
            undone_own |= own;
            if undone_own && self.game.position().turn() == human {
                break;
            }
        }
        writeln!(
            self.out,
            "took back {undone} move{}",
            if undone == 1 { "" } else { "s" }
        )?;
        self.show_board()?;
        self.autosave()
    }

    fn finish(&mut self) -> Result<(), CliError> {
        let pos = self.game.position();
        if let Some(outcome) = pos.outcome() {
            let line = render::outcome_line(self.game.rules(), outcome);
            writeln!(self.out, "{line}")?;
        }
        self.autosave()?;
        if let Some(path) = self.save {
            writeln!(self.out, "game saved to {}", path.display())?;
        }
        Ok(())
    }
}

pub(super) fn run(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    interactive: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_000)
    });
    let game = match &args.load {
        Some(path) => {
            let (game, warning) = GameRecord::load_game(path, &Rules).map_err(Box::new)?;
            if let Some(w) = warning {
                writeln!(out, "{w}")?;
            }
            game
        }
        None => {
            let rules = Rules::resolve(&args.ruleset)?;
            let players = rules.num_players();
            let first = match args.first.unwrap_or(rules.first_player()) {
                FirstPlayer::Player(p) => p,
                FirstPlayer::Random => agent::draw_first_player(seed, players),
            };
            if usize::from(first) >= players {
                return Err(CliError::BadArgument(format!(
                    "--first {first}: this game has players 0 to {}",
                    players - 1
                )));
            }
            Game::new(rules, first)
        }
    };
    let players = game.start().num_players();
    let mut seats = vec![agent::MEDIUM; players];
    seats[0] = args.south;
    seats[1] = args.north;
    for &(p, seat) in &args.seats {
        if usize::from(p) >= players {
            return Err(CliError::BadArgument(format!(
                "--seat {p}={seat}: this game has seats 0 to {}",
                players - 1
            )));
        }
        seats[usize::from(p)] = seat;
    }
    let agents = seats
        .iter()
        .enumerate()
        .map(|(i, &s)| (s != Seat::Human).then(|| Agent::new(s, agent::seat_seed(seed, i))))
        .collect();
    let info = game.rules().info().clone();
    let mut session = Session {
        game,
        seats,
        agents,
        seed,
        save: args.save.as_deref(),
        out,
    };
    let lineup: Vec<String> = session
        .seats
        .iter()
        .enumerate()
        .map(|(p, seat)| format!("{} {seat}", player_name(session.seats.len(), p as u8)))
        .collect();
    writeln!(
        session.out,
        "{} ({}): {}, seed {seed} (replay the computer's choices with --seed {seed})",
        info.name,
        info.id,
        lineup.join(" vs ")
    )?;
    if session.seats.contains(&Seat::Human) {
        writeln!(session.out, "Type `help` for commands.")?;
    }
    session.show_board()?;
    loop {
        if session.game.position().is_over() {
            return session.finish();
        }
        let player = session.game.position().turn();
        let players = session.players();
        let name = player_name(players, player);
        if let Some(agent) = session.agents[player as usize].as_mut() {
            let mv = agent.choose(session.game.rules(), session.game.position());
            session.game.play(&mv).expect("agents choose legal moves");
            session.after_move()?;
            continue;
        }
        let legal = session.game.legal_move_texts().join(" ");
        write!(session.out, "{name} [{legal}]> ")?;
        session.out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(session.out)?;
            session.autosave()?;
            match session.save {
                Some(path) => writeln!(
                    session.out,
                    "input ended; the game is saved to {} (resume with --load {})",
                    path.display(),
                    path.display()
                )?,
                None => writeln!(
                    session.out,
                    "input ended; the game was left unfinished (use --save FILE to keep games)"
                )?,
            }
            return Ok(());
        }
        let line = line.trim();
        if !interactive {
            writeln!(session.out, "{line}")?;
        }
        let mut words = line.split_whitespace();
        match (
            words.next().map(str::to_ascii_lowercase).as_deref(),
            words.next(),
        ) {
            (None, _) => {}
            (Some("help" | "?"), _) => writeln!(session.out, "{HELP}")?,
            (Some("board"), _) => session.show_board()?,
            (Some("rules"), _) => {
                let text = session.game.rules().describe();
                writeln!(session.out, "{text}")?;
            }
            (Some("undo"), _) => session.undo(player)?,
            (Some("hint"), _) => {
                let mut adviser =
                    Agent::new(Seat::AlphaBeta(agent::Budget::Work(HINT_DEPTH)), seed);
                let analysis = adviser.analyse(session.game.rules(), session.game.position());
                let text = session
                    .game
                    .rules()
                    .move_text(session.game.position(), &analysis.best);
                writeln!(
                    session.out,
                    "hint: {text} (alpha-beta, up to {HINT_DEPTH} plies deep: {})",
                    analysis.value
                )?;
            }
            (Some("save"), Some(file)) => {
                let path = Path::new(file).to_path_buf();
                session.save_to(&path)?;
                writeln!(session.out, "game saved to {}", path.display())?;
            }
            (Some("save"), None) => writeln!(session.out, "usage: save FILE")?,
            (Some("quit" | "exit"), _) => {
                session.autosave()?;
                match session.save {
                    Some(path) => writeln!(
                        session.out,
                        "game left unfinished; saved to {}",
                        path.display()
                    )?,
                    None => writeln!(session.out, "game left unfinished")?,
                }
                return Ok(());
            }
            _ => match session.game.play_text(line) {
                Ok(_) => session.after_move()?,
                Err(e) => {
                    writeln!(session.out, "error: {e}")?;
                    writeln!(
                        session.out,
                        "legal moves: {legal}; type `help` for commands"
                    )?;
                }
            },
        }
    }
}
