//! The spec's worked test vectors, as data: every `tests/vectors/*.vectors` file is read and every
//! block in it is played and checked. A new vector is a few lines of data, not a new function.
//!
//! # The file format
//!
//! Line-oriented text. `#` starts a comment (at the start of a line or after a space). A blank
//! line ends a block; a block is one vector, or one variant of a vector. Each line is a keyword
//! and its arguments. A block has a head, which says which game and which position, then a body:
//! moves and the expectations checked after them.
//!
//! Head (the first line must be `id`):
//! * `id V4/no-chain`: unique in the file; `V4`, `V4/...` name the spec's vector V4.
//! * `title words`: what the vector shows.
//! * `rules o-an-quan`: a shipped ruleset (`rulesets/*.toml`).
//! * `set capture.chain = false`: a TOML line overriding an option (dotted keys); repeatable.
//!   `unset quan-non.min-citizens` removes a key. The ruleset is then loaded under a fresh id.
//! * `continues K1`: start where block `K1` (earlier in the file) ended: its rules, options,
//!   position and moves (their checks are not repeated); `set`/`rules` lines may follow.
//! * `start [P]`: the start of the game, player P (default 0) first. Or a position by hand:
//! * `board TEXT`: the whole position in the library's position notation, read by the
//!   ruleset's `Present::parse_board` (see `mancala::ruleset::notation`): the pits row by row in
//!   ring order, the player to move, the banks, then `key:value` fields. Oware
//!   `2,1,0,3,4,1/1,2,1,3,0,5 0 12,13`; Ô ăn quan `Q+2,1,0,2,3,1/Q+4,2,0,3,0,2 0 14,Q+16 debt:0,2
//!   taken:1,-`; coloured Awalé `2R1B1S,0,...`; Sungka and Kalah `7,7,7|0/7,-,7|0 1 round:2`
//!   (houses, then the store after `|`; `-` a burnt house).
//!
//! Body:
//! * `play M ...`: plays moves in order (typed as a player would); each must be legal.
//! * `forced M ...`: the same, checking first that each move is the only legal one.
//! * `check`: the expectations that follow are about the position before any move.
//!
//! Expectations: about the position now, and the events of the last move played (of the set-up
//! before any move). Only what is written is checked. Pits are 0-based indices into `pits` (an
//! Awalé hole h is pit h−1, a Sungka pit its ring index). A list may be `none`.
//! * `board TEXT`: the position's `Present::board_text` starts with TEXT, field by field (so
//!   `board 0,0,3/2,0,0` checks the pits alone); `?` stands for any one pit.
//!   `pits N ...`: every pit's count.
//! * `scores N ...` (points now), `captured A B` (each bank's plain pieces: citizens, seeds),
//!   `big-stones A B` (each bank's special pieces), `round N`, `ply N`, `to-move P|none`,
//!   `over yes|no`.
//! * `outcome winner=P|none scores=A,B reason=R limit=L` (any of the keys);
//!   `outcome-json {...}`: the JSON outcome object.
//! * `legal M ...` (exactly, in order), `legal-includes M ...`, `legal-excludes M ...`;
//!   `illegal M [reason]`: M is a move here but not a legal one (for that reason, if given);
//!   `played M`: the canonical text of the last move.
//! * `captures PIT:N ...` (N pieces, or `PIT:2R1S` kind by kind), `relays PIT[:N] ...`,
//!   `stops WHY[@PIT|@-] ...`, `sown PIT[:R|B|S] ...` (every drop, in order): exact lists.
//! * `event KIND key=value ...`: some event of the last move matches (keys not given are not
//!   compared); `no-event ...`: none does; `last-event ...`: the last one does. Kinds and keys
//!   are in [`EVENT_KEYS`].
//! * `steps [...]` (exactly) and `step {...}` (one of them): the JSON steps of the last move.
//! * `detail KEY JSON`: one key of the family's JSON `detail` object.
//!
//! Every failing vector is reported, by id and line, and then the test fails once.

use std::{fmt::Write as _, sync::Arc};

use mancala::{EndReason, Event, Game, Kind, Outcome, Pieces, Player, Position};
use serde_json::Value;

// ======================================================================================
// Adapter: every use of the library's rules API (`Rules`, `Family`, `json`) is
// here. The rest of the file uses only these functions and plain data (`Position`, `Pieces`,
// `Event`, `Outcome`, `Game`'s position and plies).
// ======================================================================================

/// A loaded ruleset, as a game holds it.
type RulesRef = Arc<dyn mancala::Family>;

/// The file text of a shipped ruleset.
fn shipped_text(id: &str) -> Option<&'static str> {
    mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == id)
        .map(|(_, text)| *text)
}

/// The shipped ruleset `id`, or its file with `overrides` applied, loaded as `fresh_id`.
fn load(id: &str, overrides: &[Override], fresh_id: &str) -> Result<RulesRef, String> {
    let text = shipped_text(id).ok_or_else(|| format!("no shipped ruleset `{id}`"))?;
    let (id, text) = if overrides.is_empty() {
        (id, text.to_owned())
    } else {
        (fresh_id, with_overrides(text, fresh_id, overrides)?)
    };
    mancala::Rules::from_toml_str(&format!("{id}.toml"), id, &text)
        .map_err(|e| format!("ruleset does not load: {e}"))
}

/// A new game, `first` to move.
fn new_game(rules: &RulesRef, first: Player) -> Game {
    Game::new(rules.clone(), first)
}

/// A game from a position set up by hand.
fn game_from(rules: &RulesRef, start: Position) -> Result<Game, String> {
    Game::from_position(rules.clone(), start)
}

/// Why a typed move was refused.
enum Refusal {
    /// Not a move in the game's notation.
    NotAMove(String),
    /// A move, but not a legal one here: the reason in the game's words.
    Illegal(String),
}

/// Plays a typed move: its canonical text and its events.
fn play(game: &mut Game, text: &str) -> Result<(String, Vec<Event>), Refusal> {
    match game.play_text(text) {
        Ok(ply) => Ok((ply.text.clone(), ply.events.clone())),
        Err(mancala::MoveError::Parse(e)) => Err(Refusal::NotAMove(e.to_string())),
        Err(mancala::MoveError::Play(e)) => Err(Refusal::Illegal(e.message)),
    }
}

/// The canonical texts of the legal moves.
fn legal(game: &Game) -> Vec<String> {
    game.legal_move_texts()
}

/// Every player's points now.
fn scores(game: &Game) -> Vec<i32> {
    let players = game.position().num_players();
    game.rules().scores(game.position())[..players].to_vec()
}

/// The family's JSON `detail` object of the current position.
fn detail(game: &Game) -> Value {
    game.rules().detail_json(game.position())
}

/// The JSON steps of `events`.
fn steps(game: &Game, events: &[Event]) -> Vec<Value> {
    mancala::json::steps_json(game.rules(), events)
}

/// The position written in `text`, in the ruleset's notation.
fn read_board(rules: &RulesRef, text: &str) -> Result<Position, String> {
    rules
        .parse_board(text)
        .map_err(|e| format!("board `{text}`: {e}"))
}

/// The position in the ruleset's notation.
fn write_board(game: &Game) -> String {
    game.rules().board_text(game.position())
}

/// The JSON outcome object.
fn outcome_json(outcome: &Outcome, players: usize) -> Value {
    mancala::json::outcome_json(outcome, players)
}

// ======================================================================================
// The test
// ======================================================================================

#[test]
fn spec_vectors() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/vectors");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {dir}: {e}"))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "vectors"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .vectors files in {dir}");
    // `SPEC_VECTOR=V4` runs only the blocks whose id starts with V4.
    let only = std::env::var("SPEC_VECTOR").ok();
    let mut failures = Vec::new();
    let mut ran = 0;
    for path in files {
        let name = format!(
            "tests/vectors/{}",
            path.file_name().unwrap().to_string_lossy()
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let (blocks, errors) = parse_file(&name, &text);
        failures.extend(errors);
        if blocks.is_empty() {
            failures.push(format!("{name}: no vectors"));
        }
        for block in &blocks {
            if only
                .as_ref()
                .is_some_and(|o| !block.id.starts_with(o.as_str()))
            {
                continue;
            }
            ran += 1;
            let problems = run(block);
            if !problems.is_empty() {
                let mut report = format!(
                    "{} ({}:{}) {}",
                    block.id, block.file, block.line, block.title
                );
                for p in problems {
                    write!(report, "\n    {p}").unwrap();
                }
                failures.push(report);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {ran} vectors failed (or files did not parse):\n{}",
        failures.len(),
        failures.join("\n")
    );
    println!("{ran} spec vectors passed");
}

// ======================================================================================
// The data
// ======================================================================================

/// A change to a ruleset file.
#[derive(Clone, Debug)]
enum Override {
    /// `set key = value`: a TOML document merged into the file.
    Set(toml::Table),
    /// `unset key`: a dotted key removed from the file.
    Unset(String),
}

/// Where a vector starts: the start of the game, or a position (with the line that gives it).
#[derive(Clone, Debug, Default)]
struct Setup {
    start: Option<Player>,
    board: Option<(usize, String)>,
}

/// A part of an expectation that may be left out: `None` is not checked.
type Checked<T> = Option<T>;

#[derive(Clone, Debug)]
enum Expect {
    Board(String),
    Pits(Vec<u16>),
    Scores(Vec<i32>),
    Captured(Vec<u16>),
    BigStones(Vec<u16>),
    Round(u16),
    Ply(u32),
    ToMove(Option<Player>),
    Over(bool),
    Outcome {
        winner: Checked<Option<Player>>,
        scores: Checked<Vec<i32>>,
        reason: Checked<String>,
        limit: Checked<String>,
    },
    OutcomeJson(Value),
    Legal(Vec<String>),
    LegalIncludes(Vec<String>),
    LegalExcludes(Vec<String>),
    Illegal(String, Option<String>),
    Played(String),
    Captures(Vec<(u8, Amount)>),
    Relays(Vec<(u8, Option<u16>)>),
    Stops(Vec<(String, Checked<Option<u8>>)>),
    Sown(Vec<(u8, Option<Kind>)>),
    Event(Presence, EventPattern),
    Steps(Vec<Value>),
    Step(Value),
    Detail(String, Value),
}

/// How much a capture took.
#[derive(Clone, Copy, Debug)]
enum Amount {
    Any,
    Total(u16),
    Exactly(Pieces),
}

#[derive(Clone, Copy, Debug)]
enum Presence {
    Some,
    None,
    Last,
}

#[derive(Clone, Debug)]
struct EventPattern {
    kind: String,
    fields: Vec<(String, String)>,
}

#[derive(Clone, Debug)]
enum Step {
    Play { moves: Vec<String>, forced: bool },
    Check,
    Expect(Expect),
}

/// One block of a data file.
#[derive(Clone, Debug)]
struct Block {
    file: String,
    line: usize,
    id: String,
    title: String,
    rules: String,
    overrides: Vec<Override>,
    setup: Setup,
    /// Moves of the block this one continues, with their lines.
    prelude: Vec<(usize, String)>,
    steps: Vec<(usize, Step)>,
}

/// The event kinds `event` lines may name, and their keys.
const EVENT_KEYS: &[(&str, &[&str])] = &[
    ("place", &["player", "pit"]),
    ("lift", &["pit", "count"]),
    ("sow", &["pit", "kind"]),
    ("relay", &["pit", "count"]),
    ("take-one", &["pit"]),
    ("capture", &["pit", "count", "pieces", "points"]),
    ("grand-slam", &["pit"]),
    ("bonus", &[]),
    ("stop", &["why", "pit"]),
    (
        "refill",
        &[
            "player",
            "own",
            "borrowed",
            "bank",
            "sold",
            "price",
            "first-pit",
        ],
    ),
    ("pass", &["player"]),
    ("new-round", &["round", "first", "burnt"]),
    ("sweep", &["player", "count"]),
    ("limit", &["limit"]),
    ("game-end", &["winner", "reason"]),
];

// ======================================================================================
// Parsing
// ======================================================================================

/// The blocks of a file, and its parse errors (`file:line: message`).
fn parse_file(file: &str, text: &str) -> (Vec<Block>, Vec<String>) {
    let mut blocks: Vec<Block> = Vec::new();
    let mut errors = Vec::new();
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut flush = |lines: &mut Vec<(usize, &str)>, blocks: &mut Vec<Block>| {
        if lines.is_empty() {
            return;
        }
        match parse_block(file, lines, blocks) {
            Ok(block) => blocks.push(block),
            Err((line, msg)) => errors.push(format!("{file}:{line}: parse error: {msg}")),
        }
        lines.clear();
    };
    for (i, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            flush(&mut lines, &mut blocks);
            continue;
        }
        let line = strip_comment(raw).trim();
        if !line.is_empty() {
            lines.push((i + 1, line));
        }
    }
    flush(&mut lines, &mut blocks);
    (blocks, errors)
}

fn strip_comment(line: &str) -> &str {
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        if c == '#' && prev.is_whitespace() {
            return &line[..i];
        }
        prev = c;
    }
    line
}

type ParseResult<T> = Result<T, (usize, String)>;

fn parse_block(file: &str, lines: &[(usize, &str)], earlier: &[Block]) -> ParseResult<Block> {
    let (first_line, first) = lines[0];
    let (key, id) = split_key(first);
    if key != "id" || id.is_empty() {
        return Err((first_line, "a block starts with `id NAME`".into()));
    }
    if earlier.iter().any(|b| b.id == id) {
        return Err((first_line, format!("id `{id}` is used twice")));
    }
    let mut title = String::new();
    let mut rules: Option<String> = None;
    let mut overrides = Vec::new();
    let mut setup = Setup::default();
    let mut continued: Option<&Block> = None;
    let mut steps: Vec<(usize, Step)> = Vec::new();
    for &(n, line) in &lines[1..] {
        let (key, rest) = split_key(line);
        let in_body = !steps.is_empty();
        let err = |msg: String| (n, msg);
        match key {
            "title" | "rules" | "set" | "unset" | "continues" | "start" if in_body => {
                return Err(err(format!(
                    "`{key}` belongs to the head, before the first `play` or `check`"
                )));
            }
            "title" => title = rest.to_owned(),
            "rules" => {
                if shipped_text(rest).is_none() {
                    return Err(err(format!("no shipped ruleset `{rest}`")));
                }
                rules = Some(rest.to_owned());
            }
            "set" => {
                let table: toml::Table = rest
                    .parse()
                    .map_err(|e| err(format!("not a TOML `key = value`: {e}")))?;
                overrides.push(Override::Set(table));
            }
            "unset" => overrides.push(Override::Unset(one_word(rest).map_err(err)?)),
            "continues" => {
                let block = earlier
                    .iter()
                    .find(|b| b.id == rest)
                    .ok_or_else(|| err(format!("no block `{rest}` earlier in the file")))?;
                continued = Some(block);
            }
            "start" => {
                setup.start = Some(if rest.is_empty() {
                    0
                } else {
                    number(rest).map_err(err)?
                });
            }
            "board" if !in_body => setup.board = Some((n, rest.to_owned())),
            "play" | "forced" => {
                let moves: Vec<String> = rest.split_whitespace().map(String::from).collect();
                if moves.is_empty() {
                    return Err(err(format!("`{key}` needs moves")));
                }
                steps.push((
                    n,
                    Step::Play {
                        moves,
                        forced: key == "forced",
                    },
                ));
            }
            "check" if !in_body && rest.is_empty() => steps.push((n, Step::Check)),
            "check" => return Err(err("`check` comes once, alone, before any move".into())),
            _ if !in_body => {
                return Err(err(format!(
                    "`{key}` is not a head keyword (expectations follow `play` or `check`)"
                )));
            }
            _ => {
                let expect = parse_expect(key, rest).map_err(err)?;
                steps.push((n, Step::Expect(expect)));
            }
        }
    }
    let mut prelude = Vec::new();
    if let Some(base) = continued {
        if setup.start.is_some() || setup.board.is_some() {
            return Err((
                first_line,
                format!("a block that continues `{}` takes its position", base.id),
            ));
        }
        setup = base.setup.clone();
        prelude.clone_from(&base.prelude);
        for (n, step) in &base.steps {
            if let Step::Play { moves, .. } = step {
                prelude.extend(moves.iter().map(|m| (*n, m.clone())));
            }
        }
        let mut all = base.overrides.clone();
        all.append(&mut overrides);
        overrides = all;
        rules = rules.or_else(|| Some(base.rules.clone()));
    }
    let Some(rules) = rules else {
        return Err((first_line, "no `rules` line".into()));
    };
    if setup.start.is_some() == setup.board.is_some() {
        return Err((
            first_line,
            "give either `start` or `board` (or `continues`)".into(),
        ));
    }
    if steps.is_empty() {
        return Err((first_line, "nothing to check: no `play` or `check`".into()));
    }
    Ok(Block {
        file: file.to_owned(),
        line: first_line,
        id: id.to_owned(),
        title,
        rules,
        overrides,
        setup,
        prelude,
        steps,
    })
}

fn parse_expect(key: &str, rest: &str) -> Result<Expect, String> {
    let words = || list(rest);
    Ok(match key {
        "board" if rest.is_empty() => return Err("`board` needs a position".into()),
        "board" => Expect::Board(rest.to_owned()),
        "pits" => Expect::Pits(numbers(rest)?),
        "scores" => Expect::Scores(numbers(rest)?),
        "captured" => Expect::Captured(numbers(rest)?),
        "big-stones" => Expect::BigStones(numbers(rest)?),
        "round" => Expect::Round(number(rest)?),
        "ply" => Expect::Ply(number(rest)?),
        "to-move" => Expect::ToMove(if rest == "none" {
            None
        } else {
            Some(number(rest)?)
        }),
        "over" => Expect::Over(match rest {
            "yes" => true,
            "no" => false,
            _ => return Err("expected `yes` or `no`".into()),
        }),
        "outcome" => {
            let (mut winner, mut scores, mut reason, mut limit) = (None, None, None, None);
            for item in rest.split_whitespace() {
                match item.split_once('=') {
                    Some(("winner", "none")) => winner = Some(None),
                    Some(("winner", p)) => winner = Some(Some(number(p)?)),
                    Some(("scores", s)) => scores = Some(numbers(s)?),
                    Some(("reason", r)) => reason = Some(r.to_owned()),
                    Some(("limit", l)) => limit = Some(l.to_owned()),
                    _ => {
                        return Err(format!(
                            "`{item}`: expected winner=, scores=, reason= or limit="
                        ));
                    }
                }
            }
            Expect::Outcome {
                winner,
                scores,
                reason,
                limit,
            }
        }
        "outcome-json" => Expect::OutcomeJson(json(rest)?),
        "legal" => Expect::Legal(words()),
        "legal-includes" => Expect::LegalIncludes(words()),
        "legal-excludes" => Expect::LegalExcludes(words()),
        "illegal" => {
            let (mv, why) = split_key(rest);
            if mv.is_empty() {
                return Err("`illegal` needs a move".into());
            }
            Expect::Illegal(mv.to_owned(), (!why.is_empty()).then(|| why.to_owned()))
        }
        "played" => Expect::Played(one_word(rest)?),
        "captures" => Expect::Captures(
            words()
                .iter()
                .map(|w| {
                    let (pit, amount) = pit_and(w)?;
                    let amount = match amount {
                        None => Amount::Any,
                        Some(a) if a.bytes().all(|b| b.is_ascii_digit()) => {
                            Amount::Total(number(a)?)
                        }
                        Some(a) => Amount::Exactly(pieces(a)?),
                    };
                    Ok((pit, amount))
                })
                .collect::<Result<_, String>>()?,
        ),
        "relays" => Expect::Relays(
            words()
                .iter()
                .map(|w| {
                    let (pit, count) = pit_and(w)?;
                    Ok((pit, count.map(number).transpose()?))
                })
                .collect::<Result<_, String>>()?,
        ),
        "stops" => Expect::Stops(
            words()
                .iter()
                .map(|w| match w.split_once('@') {
                    None => Ok((w.clone(), None)),
                    Some((why, "-")) => Ok((why.to_owned(), Some(None))),
                    Some((why, pit)) => Ok((why.to_owned(), Some(Some(number(pit)?)))),
                })
                .collect::<Result<_, String>>()?,
        ),
        "sown" => Expect::Sown(
            words()
                .iter()
                .map(|w| {
                    let (pit, kind) = pit_and(w)?;
                    Ok((pit, kind.map(kind_of).transpose()?))
                })
                .collect::<Result<_, String>>()?,
        ),
        "event" | "no-event" | "last-event" => {
            let mut items = rest.split_whitespace();
            let kind = items.next().ok_or("expected an event kind")?;
            let (_, keys) = EVENT_KEYS
                .iter()
                .find(|(k, _)| *k == kind)
                .ok_or_else(|| format!("unknown event kind `{kind}`"))?;
            let mut fields = Vec::new();
            for item in items {
                let (k, v) = item
                    .split_once('=')
                    .ok_or_else(|| format!("`{item}`: expected key=value"))?;
                if !keys.contains(&k) {
                    return Err(format!(
                        "`{kind}` events have no key `{k}` (keys: {keys:?})"
                    ));
                }
                fields.push((k.to_owned(), v.to_owned()));
            }
            let presence = match key {
                "event" => Presence::Some,
                "no-event" => Presence::None,
                _ => Presence::Last,
            };
            Expect::Event(
                presence,
                EventPattern {
                    kind: kind.to_owned(),
                    fields,
                },
            )
        }
        "steps" => match json(rest)? {
            Value::Array(steps) => Expect::Steps(steps),
            _ => return Err("expected a JSON array".into()),
        },
        "step" => Expect::Step(json(rest)?),
        "detail" => {
            let (k, v) = split_key(rest);
            Expect::Detail(k.to_owned(), json(v)?)
        }
        other => return Err(format!("unknown keyword `{other}`")),
    })
}

fn split_key(line: &str) -> (&str, &str) {
    match line.split_once(char::is_whitespace) {
        Some((key, rest)) => (key, rest.trim()),
        None => (line, ""),
    }
}

fn one_word(rest: &str) -> Result<String, String> {
    match rest.split_whitespace().collect::<Vec<_>>()[..] {
        [word] => Ok(word.to_owned()),
        _ => Err(format!("expected one word, got `{rest}`")),
    }
}

/// Words of a list: `[1, 2]`, `1,2` and `1 2` are the same; `none` is the empty list.
fn list(rest: &str) -> Vec<String> {
    if rest == "none" {
        return Vec::new();
    }
    rest.replace(['[', ']', ','], " ")
        .split_whitespace()
        .map(String::from)
        .collect()
}

fn number<T: std::str::FromStr>(word: &str) -> Result<T, String> {
    word.trim()
        .parse()
        .map_err(|_| format!("`{word}` is not a number here"))
}

fn numbers<T: std::str::FromStr>(rest: &str) -> Result<Vec<T>, String> {
    list(rest).iter().map(|w| number(w)).collect()
}

fn json(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))
}

/// `PIT` or `PIT:REST`.
fn pit_and(word: &str) -> Result<(u8, Option<&str>), String> {
    match word.split_once(':') {
        Some((pit, rest)) => Ok((number(pit)?, Some(rest))),
        None => Ok((number(word)?, None)),
    }
}

fn kind_of(letter: &str) -> Result<Kind, String> {
    match letter {
        "R" => Ok(Kind::Plain),
        "B" => Ok(Kind::Black),
        "S" => Ok(Kind::Special),
        _ => Err(format!("`{letter}`: expected a kind R, B or S")),
    }
}

fn kind_letter(kind: Kind) -> char {
    match kind {
        Kind::Plain => 'R',
        Kind::Black => 'B',
        Kind::Special => 'S',
    }
}

/// Pieces in the coloured notation: `2R1B1S`, `-` (or `–`) for none.
fn pieces(text: &str) -> Result<Pieces, String> {
    let mut p = Pieces::default();
    if text == "-" || text == "–" {
        return Ok(p);
    }
    let mut n: Option<u16> = None;
    for c in text.chars() {
        match c {
            '0'..='9' => n = Some(n.unwrap_or(0) * 10 + c.to_digit(10).unwrap() as u16),
            'R' | 'B' | 'S' => {
                let count = n
                    .take()
                    .ok_or_else(|| format!("`{text}`: a count before {c}"))?;
                match c {
                    'R' => p.plain += count,
                    'B' => p.black += count,
                    _ => p.special += count,
                }
            }
            _ => return Err(format!("`{text}`: expected counts like 2R1B1S, or -")),
        }
    }
    if n.is_some() || p.total() == 0 {
        return Err(format!("`{text}`: expected counts like 2R1B1S, or -"));
    }
    Ok(p)
}

fn pieces_text(p: Pieces) -> String {
    if p.total() == 0 {
        return "-".into();
    }
    [(p.plain, 'R'), (p.black, 'B'), (p.special, 'S')]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, c)| format!("{n}{c}"))
        .collect()
}

/// Whether `actual` (a position's notation) starts with `expected`, field by field: every field
/// of `expected` equals the field of `actual` at its place, where `?` stands for any one pit.
fn board_fits(expected: &str, actual: &str) -> bool {
    let split = |field: &str| -> Vec<String> {
        let mut cells = vec![String::new()];
        for c in field.chars() {
            if matches!(c, ',' | '|' | '/') {
                cells.push(c.to_string());
                cells.push(String::new());
            } else {
                cells.last_mut().unwrap().push(c);
            }
        }
        cells
    };
    let actual: Vec<&str> = actual.split(' ').collect();
    let expected: Vec<&str> = expected.split_whitespace().collect();
    expected.len() <= actual.len()
        && expected.iter().zip(&actual).all(|(e, a)| {
            let (e, a) = (split(e), split(a));
            e.len() == a.len() && e.iter().zip(&a).all(|(e, a)| e == "?" || e == a)
        })
}

/// The ruleset file `text` with `overrides` applied, under the id `fresh_id`.
fn with_overrides(text: &str, fresh_id: &str, overrides: &[Override]) -> Result<String, String> {
    let mut table: toml::Table = text.parse().map_err(|e| format!("{e}"))?;
    for o in overrides {
        match o {
            Override::Set(set) => merge(&mut table, set),
            Override::Unset(key) => {
                let mut path: Vec<&str> = key.split('.').collect();
                let leaf = path.pop().unwrap();
                let mut t = &mut table;
                for part in path {
                    t = t
                        .get_mut(part)
                        .and_then(toml::Value::as_table_mut)
                        .ok_or_else(|| format!("unset {key}: no table `{part}`"))?;
                }
                t.remove(leaf)
                    .ok_or_else(|| format!("unset {key}: no such key"))?;
            }
        }
    }
    table.insert("id".into(), fresh_id.into());
    toml::to_string(&table).map_err(|e| e.to_string())
}

fn merge(into: &mut toml::Table, from: &toml::Table) {
    for (key, value) in from {
        match (into.get_mut(key), value) {
            (Some(toml::Value::Table(old)), toml::Value::Table(new)) => merge(old, new),
            _ => {
                into.insert(key.clone(), value.clone());
            }
        }
    }
}

// ======================================================================================
// Running
// ======================================================================================

/// Plays a block; returns what went wrong, one line each.
fn run(block: &Block) -> Vec<String> {
    let at = |line: usize| format!("{}:{line}", block.file);
    let fresh_id = format!(
        "vector-{}",
        block
            .id
            .to_lowercase()
            .replace(|c: char| !c.is_ascii_alphanumeric(), "-")
    );
    let rules = match load(&block.rules, &block.overrides, &fresh_id) {
        Ok(rules) => rules,
        Err(e) => return vec![format!("{}: {e}", at(block.line))],
    };
    let mut game = match start(block, &rules) {
        Ok(game) => game,
        Err((line, e)) => return vec![format!("{}: {e}", at(line))],
    };
    let mut events: Vec<Event> = game.start_events().to_vec();
    let mut played = String::new();
    let mut problems = Vec::new();
    let mut moves: Vec<(usize, &str, bool)> = block
        .prelude
        .iter()
        .map(|(n, m)| (*n, m.as_str(), false))
        .collect();
    for (n, step) in &block.steps {
        match step {
            Step::Play {
                moves: list,
                forced,
            } => {
                moves.extend(list.iter().map(|m| (*n, m.as_str(), *forced)));
            }
            Step::Check => {}
            Step::Expect(expect) => {
                for (n, mv, forced) in moves.drain(..) {
                    if forced {
                        let offered = legal(&game);
                        if offered != [mv] {
                            problems.push(format!(
                                "{}: before {mv}: legal moves {offered:?}, expected only {mv}",
                                at(n)
                            ));
                        }
                    }
                    match play(&mut game, mv) {
                        Ok((text, log)) => (played, events) = (text, log),
                        Err(Refusal::NotAMove(e) | Refusal::Illegal(e)) => {
                            problems.push(format!("{}: {mv} cannot be played: {e}", at(n)));
                            return problems;
                        }
                    }
                }
                if let Err(e) = check(&game, &events, &played, expect) {
                    problems.push(format!("{}: {e}", at(*n)));
                }
            }
        }
    }
    if !moves.is_empty() {
        problems.push(format!(
            "{}: moves after the last expectation",
            at(moves[0].0)
        ));
    }
    problems
}

fn start(block: &Block, rules: &RulesRef) -> Result<Game, (usize, String)> {
    let s = &block.setup;
    if let Some(first) = s.start {
        return Ok(new_game(rules, first));
    }
    let (line, text) = s.board.as_ref().expect("checked when read");
    let pos = read_board(rules, text).map_err(|e| (*line, e))?;
    game_from(rules, pos).map_err(|e| (*line, e))
}

fn same<T: PartialEq + std::fmt::Debug>(what: &str, expected: T, actual: T) -> Result<(), String> {
    if expected == actual {
        Ok(())
    } else {
        Err(format!("{what}: expected {expected:?}, got {actual:?}"))
    }
}

fn check(game: &Game, events: &[Event], played: &str, expect: &Expect) -> Result<(), String> {
    let pos = game.position();
    let players = pos.num_players();
    let banks: Vec<Pieces> = (0..players).map(|p| pos.bank(p as Player)).collect();
    match expect {
        Expect::Board(board) => {
            let actual = write_board(game);
            if board_fits(board, &actual) {
                Ok(())
            } else {
                Err(format!("board: expected {board}, got {actual}"))
            }
        }
        Expect::Pits(pits) => same("pits", pits.as_slice(), pos.pits()),
        Expect::Scores(s) => same("scores", s.clone(), scores(game)),
        Expect::Captured(c) => same(
            "captured",
            c.clone(),
            banks.iter().map(|b| b.plain).collect(),
        ),
        Expect::BigStones(c) => same(
            "big stones",
            c.clone(),
            banks.iter().map(|b| b.special).collect(),
        ),
        Expect::Round(r) => same("round", *r, pos.round()),
        Expect::Ply(n) => same("ply", *n, pos.ply()),
        Expect::ToMove(p) => same("to move", *p, pos.to_move()),
        Expect::Over(over) => same("over", *over, pos.is_over()),
        Expect::Outcome {
            winner,
            scores,
            reason,
            limit,
        } => {
            let o = pos.outcome().ok_or("outcome: the game is not over")?;
            if let Some(w) = winner {
                same("winner", *w, o.winner)?;
            }
            if let Some(s) = scores {
                same("final scores", s.as_slice(), o.scores(players))?;
            }
            if let Some(r) = reason {
                same("reason", r.as_str(), o.reason.as_str())?;
            }
            if let Some(l) = limit {
                let actual = match o.reason {
                    EndReason::Limit(limit) => Some(limit.key()),
                    _ => None,
                };
                same("limit", Some(l.as_str()), actual)?;
            }
            Ok(())
        }
        Expect::OutcomeJson(v) => {
            let o = pos.outcome().ok_or("outcome: the game is not over")?;
            same("outcome JSON", v, &outcome_json(o, players))
        }
        Expect::Legal(moves) => same("legal moves", moves.clone(), legal(game)),
        Expect::LegalIncludes(moves) | Expect::LegalExcludes(moves) => {
            let offered = legal(game);
            let want = matches!(expect, Expect::LegalIncludes(_));
            match moves.iter().find(|m| offered.contains(m) != want) {
                Some(m) if want => Err(format!("legal moves: {m} missing from {offered:?}")),
                Some(m) => Err(format!("legal moves: {m} is in {offered:?}")),
                None => Ok(()),
            }
        }
        Expect::Illegal(mv, why) => match play(&mut game.clone(), mv) {
            Ok(_) => Err(format!("illegal {mv}: it is legal")),
            Err(Refusal::NotAMove(e)) => Err(format!("illegal {mv}: not even a move: {e}")),
            Err(Refusal::Illegal(actual)) => match why {
                Some(why) => same(&format!("why {mv} is illegal"), why, &actual),
                None => Ok(()),
            },
        },
        Expect::Played(mv) => same("move played", mv.as_str(), played),
        Expect::Captures(want) => {
            let actual: Vec<(u8, Pieces)> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::Capture { pit, taken, .. } => Some((pit, taken)),
                    _ => None,
                })
                .collect();
            let fits = want.len() == actual.len()
                && want.iter().zip(&actual).all(|((pit, amount), (p, taken))| {
                    pit == p
                        && match *amount {
                            Amount::Any => true,
                            Amount::Total(n) => taken.total() == n,
                            Amount::Exactly(pieces) => *taken == pieces,
                        }
                });
            if fits {
                return Ok(());
            }
            let shown: Vec<String> = actual
                .iter()
                .map(|(pit, t)| format!("{pit}:{} ({})", t.total(), pieces_text(*t)))
                .collect();
            let wanted: Vec<String> = want
                .iter()
                .map(|(pit, amount)| match amount {
                    Amount::Any => pit.to_string(),
                    Amount::Total(n) => format!("{pit}:{n}"),
                    Amount::Exactly(p) => format!("{pit}:{}", pieces_text(*p)),
                })
                .collect();
            Err(format!("captures: expected {wanted:?}, got {shown:?}"))
        }
        Expect::Relays(want) => {
            let actual: Vec<(u8, u16)> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::Relay { pit, count } => Some((pit, count)),
                    _ => None,
                })
                .collect();
            let fits = want.len() == actual.len()
                && want
                    .iter()
                    .zip(&actual)
                    .all(|((pit, n), (p, c))| pit == p && n.is_none_or(|n| n == *c));
            if fits {
                Ok(())
            } else {
                let wanted: Vec<String> = want
                    .iter()
                    .map(|(pit, n)| n.map_or(pit.to_string(), |n| format!("{pit}:{n}")))
                    .collect();
                let actual: Vec<String> = actual.iter().map(|(p, c)| format!("{p}:{c}")).collect();
                Err(format!("relays: expected {wanted:?}, got {actual:?}"))
            }
        }
        Expect::Stops(want) => {
            let actual: Vec<(&str, Option<u8>)> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::Stop { why, pit, .. } => Some((why.as_str(), pit)),
                    _ => None,
                })
                .collect();
            let fits = want.len() == actual.len()
                && want
                    .iter()
                    .zip(&actual)
                    .all(|((why, pit), (w, p))| why == w && pit.is_none_or(|pit| pit == *p));
            if fits {
                Ok(())
            } else {
                let at = |pit: &Option<u8>| pit.map_or("-".to_string(), |p| p.to_string());
                let wanted: Vec<String> = want
                    .iter()
                    .map(|(why, pit)| match pit {
                        None => why.clone(),
                        Some(pit) => format!("{why}@{}", at(pit)),
                    })
                    .collect();
                let actual: Vec<String> = actual
                    .iter()
                    .map(|(w, p)| format!("{w}@{}", at(p)))
                    .collect();
                Err(format!("stops: expected {wanted:?}, got {actual:?}"))
            }
        }
        Expect::Sown(want) => {
            let actual: Vec<String> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::Sow { pit, kind } => Some(format!("{pit}:{}", kind_letter(kind))),
                    _ => None,
                })
                .collect();
            let wanted: Vec<String> = want
                .iter()
                .map(|(pit, kind)| match kind {
                    Some(k) => format!("{pit}:{}", kind_letter(*k)),
                    None => pit.to_string(),
                })
                .collect();
            let fits = wanted.len() == actual.len()
                && wanted
                    .iter()
                    .zip(&actual)
                    .all(|(w, a)| w == a || a.split(':').next() == Some(w));
            if fits {
                Ok(())
            } else {
                Err(format!("sown: expected {wanted:?}, got {actual:?}"))
            }
        }
        Expect::Event(presence, pattern) => {
            let matches = |e: &Event| {
                let (kind, fields) = event_fields(e);
                kind == pattern.kind
                    && pattern
                        .fields
                        .iter()
                        .all(|(k, v)| fields.iter().any(|(fk, fv)| fk == k && fv == v))
            };
            let ok = match presence {
                Presence::Some => events.iter().any(matches),
                Presence::None => !events.iter().any(matches),
                Presence::Last => events.last().is_some_and(matches),
            };
            if ok {
                return Ok(());
            }
            let shown: Vec<String> = events.iter().map(event_text).collect();
            let what = match presence {
                Presence::Some => "no event matches",
                Presence::None => "an event matches",
                Presence::Last => "the last event does not match",
            };
            Err(format!(
                "{what} {} {:?}; events: {}",
                pattern.kind,
                pattern.fields,
                shown.join(", ")
            ))
        }
        Expect::Steps(want) => same("steps", want.as_slice(), steps(game, events).as_slice()),
        Expect::Step(step) => {
            let all = steps(game, events);
            if all.contains(step) {
                Ok(())
            } else {
                Err(format!("step {step} not among {all:?}"))
            }
        }
        Expect::Detail(key, value) => same(&format!("detail.{key}"), value, &detail(game)[key]),
    }
}

/// An event as a kind and its fields, written as the data writes them.
fn event_fields(e: &Event) -> (&'static str, Vec<(&'static str, String)>) {
    let s = |n: &dyn ToString| n.to_string();
    let opt = |n: Option<u8>| n.map_or("-".to_string(), |n| n.to_string());
    match *e {
        Event::Place { player, pit } => ("place", vec![("player", s(&player)), ("pit", s(&pit))]),
        Event::Lift { pit, count } => ("lift", vec![("pit", s(&pit)), ("count", s(&count))]),
        Event::Sow { pit, kind } => (
            "sow",
            vec![("pit", s(&pit)), ("kind", s(&kind_letter(kind)))],
        ),
        Event::Relay { pit, count } => ("relay", vec![("pit", s(&pit)), ("count", s(&count))]),
        Event::TakeOne { pit } => ("take-one", vec![("pit", s(&pit))]),
        Event::Capture {
            pit, taken, points, ..
        } => (
            "capture",
            vec![
                ("pit", s(&pit)),
                ("count", s(&taken.total())),
                ("pieces", pieces_text(taken)),
                ("points", s(&points)),
            ],
        ),
        Event::GrandSlam { pit, .. } => ("grand-slam", vec![("pit", s(&pit))]),
        Event::Bonus => ("bonus", vec![]),
        Event::Stop { why, pit, .. } => (
            "stop",
            vec![("why", why.as_str().into()), ("pit", opt(pit))],
        ),
        Event::Refill(r) => (
            "refill",
            vec![
                ("player", s(&r.player)),
                ("own", s(&r.own)),
                ("borrowed", s(&r.borrowed)),
                ("bank", s(&r.bank)),
                ("sold", s(&r.sold)),
                ("price", s(&r.price)),
                ("first-pit", s(&r.first_pit)),
            ],
        ),
        Event::Pass { player } => ("pass", vec![("player", s(&player))]),
        Event::Restriction(r) => {
            let pits = |set: mancala::PitSet| {
                set.pits()
                    .map(|pit| pit.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            };
            (
                "restriction",
                vec![
                    ("player", s(&r.player)),
                    ("why", r.why.as_str().into()),
                    ("allowed", pits(r.allowed_pits())),
                    ("barred", pits(r.barred_pits())),
                ],
            )
        }
        Event::NewRound {
            round,
            first,
            out_of_play,
        } => {
            let burnt: Vec<String> = (0..128u8)
                .filter(|&pit| out_of_play & (1u128 << pit) != 0)
                .map(|pit| pit.to_string())
                .collect();
            (
                "new-round",
                vec![
                    ("round", s(&round)),
                    ("first", s(&first)),
                    ("burnt", burnt.join(",")),
                ],
            )
        }
        Event::Sweep { player, count } => {
            ("sweep", vec![("player", s(&player)), ("count", s(&count))])
        }
        Event::Limit { limit } => ("limit", vec![("limit", limit.key().into())]),
        Event::GameEnd { outcome } => (
            "game-end",
            vec![
                ("winner", opt(outcome.winner)),
                ("reason", outcome.reason.as_str().into()),
            ],
        ),
    }
}

fn event_text(e: &Event) -> String {
    let (kind, fields) = event_fields(e);
    if fields.is_empty() {
        return kind.into();
    }
    let fields: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("{kind}({})", fields.join(" "))
}

#[test]
fn the_harness_reads_what_it_should() {
    let text = "id X\nrules oware-abapa\nboard 1,2,3,4,5,6/1,1,1,1,1,1 0 10,11\nplay 1 # comment\n\
                pits 0 3 3 4 5 6 1 1 1 1 1 1\nto-move 1\n";
    let (blocks, errors) = parse_file("x.vectors", text);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(blocks.len(), 1);
    assert!(run(&blocks[0]).is_empty());
    // A wrong expectation is reported with its line; the checks after it still run.
    let (blocks, _) = parse_file("x.vectors", &text.replace("pits 0 3", "pits 9 3"));
    let problems = run(&blocks[0]);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("x.vectors:5: pits: expected"),
        "{problems:?}"
    );
    for (bad, line) in [
        ("id X\nrules oware-abapa\nstart\nplay 1\npitz 1\n", 5),
        ("id X\nrules nope\n", 2),
        ("id X\nrules oware-abapa\nstart\nplay 1\nrules kalah\n", 5),
        (
            "id X\nrules oware-abapa\nstart\ncheck\nevent capture holes=3\n",
            5,
        ),
    ] {
        let (_, errors) = parse_file("x.vectors", bad);
        assert_eq!(errors.len(), 1, "{bad}");
        assert!(
            errors[0].starts_with(&format!("x.vectors:{line}: parse error")),
            "{errors:?}"
        );
    }
    // A board the ruleset cannot read is reported with its line and the library's reason.
    let (blocks, errors) = parse_file(
        "x.vectors",
        "id X\nrules kalah\nboard 1,2|0/1|0 0\ncheck\nply 0\n",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        run(&blocks[0]),
        ["x.vectors:3: board `1,2|0/1|0 0`: row 1 has 3 pits: write 7, separated by `,`"]
    );
}
