//! What the page's analysis board and position editor ask the server: a position string (FEN)
//! checked as it is typed, and the position after a move, with the move's steps, frames and
//! narration as a room sends them. The page keeps the variation tree; the rules stay here, so
//! the page never holds a second account of them.
//!
//! - `POST /api/analysis/position?lang=L`: `{"ruleset" | "ruleset_toml", "fen"?, "first"?,
//!   "moves"?, "board"?}` → `{"fen", "position", "board_svg"?}`: the position the FEN
//!   describes (or the ruleset's start with `first` to move), after `moves` if given.
//! - `POST /api/analysis/move?lang=L`: the same with `"move"` → the position after it, its
//!   `last_move` with `frames` and `narration`.
//!
//! - `POST /api/analysis/review?lang=L`: the same (the game's start and its main line's
//!   `moves`) → `{"review", "graph_svg"}`: [`mancala::review`]'s JSON of every move (values
//!   before and after, best move and line, loss, class, per-player summaries, `skipped`) and the
//!   advantage graph with its words in `L`. Bounded: [`REVIEW_TIME_PER_MOVE`] a position,
//!   [`REVIEW_TOTAL_TIME`] in all, the first [`REVIEW_MAX_MOVES`] moves; at most
//!   [`MAX_REVIEWS`] at once on the whole server and one per address (one more is refused
//!   `busy`, 429).
//!
//! A refusal is 422 with `{"code", "field", "error"}`: `code` is `bad_position`, `bad_move`,
//! `bad_ruleset` or `bad_request`; `field` what to change (`pits`, `to_move`, `banks`,
//! `fields` of a FEN; `move`, `moves`, `ruleset`, `first`); `error` the sentence in `L`.

use std::{
    collections::{HashMap, HashSet},
    net::IpAddr,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use serde::Deserialize;
use serde_json::{Value, json};

use mancala::{
    Family, Game, Position,
    family::Registry,
    json as mjson,
    lang::Lang,
    position::Player,
    review::{self, ReviewOptions},
    ruleset::{BoardError, FirstPlayer},
};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The largest request body read (a ruleset file's text and a FEN fit easily).
pub const MAX_BODY_BYTES: usize = 64 << 10;
/// The longest position string read.
pub const MAX_FEN_CHARS: usize = 2_000;
/// The most moves a request replays (as the replay viewer).
pub const MAX_MOVES: usize = crate::viewer::MAX_VIEWER_PLIES;
/// Requests one address may make a second on average ...
pub const REQUESTS_PER_SECOND: f64 = 20.0;
/// ... and at once.
pub const REQUEST_BURST: f64 = 40.0;
/// The time a review gives each position.
pub const REVIEW_TIME_PER_MOVE: Duration = Duration::from_millis(300);
/// The time a whole review takes at most; the moves it did not reach are said to be left.
pub const REVIEW_TOTAL_TIME: Duration = Duration::from_secs(20);
/// The moves a review looks at: the first ones of a longer game; the others are said to be left.
pub const REVIEW_MAX_MOVES: usize = 300;
/// The solver's table of one review, in MiB.
pub const REVIEW_MEMORY_MB: usize = 16;
/// Reviews running at once on the whole server; one more is refused as `busy`.
pub const MAX_REVIEWS: usize = 2;
/// Addresses the rate keeper remembers; beyond, the oldest buckets are forgotten.
const MAX_ADDRESSES: usize = 10_000;

/// A request of the analysis board.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// A shipped ruleset's id ...
    #[serde(default)]
    pub ruleset: Option<String>,
    /// ... or a ruleset file's text.
    #[serde(default)]
    pub ruleset_toml: Option<String>,
    /// The position (default: the ruleset's start).
    #[serde(default)]
    pub fen: Option<String>,
    /// Who moves first at the ruleset's start (without `fen`; default the ruleset's).
    #[serde(default)]
    pub first: Option<Player>,
    /// Moves played from there first.
    #[serde(default)]
    pub moves: Option<Vec<String>>,
    /// The move to play (`/api/analysis/move`).
    #[serde(default, rename = "move")]
    pub mv: Option<String>,
    /// Whether to send the board's drawing.
    #[serde(default)]
    pub board: bool,
}

/// Why a request is refused: a code, the field to change, and the sentence for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// `bad_position`, `bad_move`, `bad_ruleset`, `bad_request`.
    pub code: &'static str,
    /// What to change.
    pub field: &'static str,
    /// Why, in the reader's language.
    pub error: String,
}

impl Refused {
    fn new(code: &'static str, field: &'static str, error: impl Into<String>) -> Refused {
        Refused {
            code,
            field,
            error: error.into(),
        }
    }

    /// The answer's JSON.
    #[must_use]
    pub fn to_json(&self) -> Value {
        json!({"code": self.code, "field": self.field, "error": self.error})
    }
}

/// The field of a position string a [`BoardError`] is about: `pits` (the rows and pits, and
/// totals that do not add up), `to_move`, `banks`, or `fields` (the `key:value` fields).
#[must_use]
pub fn board_error_field(error: &BoardError) -> &'static str {
    match error {
        BoardError::Missing { what, .. } if what.contains("player") => "to_move",
        BoardError::Missing { what, .. } if what.contains("bank") => "banks",
        BoardError::Mover { .. } => "to_move",
        BoardError::Banks { .. } => "banks",
        BoardError::Field { .. }
        | BoardError::Repeated { .. }
        | BoardError::Value { .. }
        | BoardError::Seen { .. }
        | BoardError::SeenTooMany { .. }
        | BoardError::BigStoneLedger { .. } => "fields",
        _ => "pits",
    }
}

/// A [`BoardError`] in the reader's language (`locales/LANG/positions.ftl`).
#[must_use]
pub fn board_error_text(error: &BoardError, lang: Lang) -> String {
    error.error_in(lang)
}

/// The ruleset a request names.
///
/// # Errors
/// Neither or both given, an unknown id, a file that does not load.
pub fn request_rules(
    registry: &dyn Registry,
    request: &Request,
) -> Result<Arc<dyn Family>, Refused> {
    crate::load_rules(
        registry,
        request.ruleset.as_deref(),
        request.ruleset_toml.as_deref(),
    )
    .map_err(|r| Refused::new("bad_ruleset", "ruleset", r.message))
}

/// The game that starts from a FEN under `rules` ([`Game::from_fen`]: its position, and the
/// positions it names as seen, which the repetition rule compares).
///
/// # Errors
/// Too long, or not a position of the game ([`BoardError`], in `lang`).
pub fn game_from(rules: Arc<dyn Family>, fen: &str, lang: Lang) -> Result<Game, Refused> {
    if fen.chars().count() > MAX_FEN_CHARS {
        return Err(Refused::new(
            "bad_position",
            "pits",
            format!("the position string is longer than {MAX_FEN_CHARS} characters"),
        ));
    }
    Game::from_fen(rules, fen.trim()).map_err(|e| {
        Refused::new(
            "bad_position",
            board_error_field(&e),
            board_error_text(&e, lang),
        )
    })
}

/// The game a request starts from: the FEN's position, or the ruleset's start with `first` to
/// move; then its `moves`.
///
/// # Errors
/// A bad FEN, a first player out of range, too many moves, a move that cannot be played.
pub fn request_game(
    rules: Arc<dyn Family>,
    request: &Request,
    lang: Lang,
) -> Result<Game, Refused> {
    let players = rules.num_players();
    let mut game = match &request.fen {
        Some(fen) => game_from(rules, fen, lang)?,
        None => {
            let first = match request.first {
                Some(p) if usize::from(p) < players => p,
                Some(p) => {
                    return Err(Refused::new(
                        "bad_request",
                        "first",
                        format!("first {p}: give a seat from 0 to {}", players - 1),
                    ));
                }
                None => match rules.first_player() {
                    FirstPlayer::Player(p) => p,
                    FirstPlayer::Random => 0,
                },
            };
            Game::new(rules, first)
        }
    };
    let moves = request.moves.as_deref().unwrap_or_default();
    if moves.len() > MAX_MOVES {
        return Err(Refused::new(
            "bad_request",
            "moves",
            format!("{} moves: at most {MAX_MOVES}", moves.len()),
        ));
    }
    for text in moves {
        let before = game.position().clone();
        if let Err(e) = game.play_text(text) {
            return Err(Refused::new(
                "bad_move",
                "moves",
                mancala::render::move_error_in(lang, game.rules(), &before, &e),
            ));
        }
    }
    Ok(game)
}

/// The `last_move` of a position after `ply` (its steps), with the move's animation frames
/// and narration in `lang` ([`mjson::animation_json_in`]): what every page animates a move by.
#[must_use]
pub fn last_move_json(
    rules: &dyn Family,
    ply: &mancala::Ply,
    frames: &[Position],
    lang: Lang,
) -> Value {
    let mut position = mjson::position_json(
        rules,
        &ply.after,
        Some((ply.player, ply.text.as_str(), &ply.events[..])),
    );
    let mut last = position
        .get_mut("last_move")
        .map_or(Value::Null, Value::take);
    if let (Value::Object(extra), Value::Object(map)) = (
        mjson::animation_json_in(rules, lang, ply, frames),
        &mut last,
    ) {
        map.extend(extra);
    }
    last
}

/// A position as a room sends it ([`crate::room::Room`]'s position object): the JSON position
/// with its `fen`, the legal moves with their pits, the kinds of pieces, the board's marks and
/// the outcome in words, in `lang`.
#[must_use]
pub fn position_object(rules: &dyn Family, pos: &Position, lang: Lang) -> Value {
    let mut position = mjson::position_json(rules, pos, None);
    extend_position(rules, pos, lang, &mut position);
    position
}

fn extend_position(rules: &dyn Family, pos: &Position, lang: Lang, position: &mut Value) {
    if let Value::Object(map) = position {
        map.entry("fen")
            .or_insert_with(|| rules.board_text(pos).into());
        map.insert(
            "moves".into(),
            Value::Array(mjson::legal_moves_json(rules, pos)),
        );
        if let Value::Object(kinds) = mjson::piece_kinds_json(pos) {
            map.extend(kinds);
        }
        if let Value::Object(marks) = mjson::board_marks_json(rules, pos) {
            map.extend(marks);
        }
        if let Some(outcome) = pos.outcome() {
            map.insert(
                "outcome_text".into(),
                mancala::render::outcome_line_in(lang, rules, outcome).into(),
            );
        }
    }
}

/// `POST /api/analysis/position`: `{"fen", "position", "board_svg"?}`.
///
/// # Errors
/// See [`request_rules`] and [`request_game`].
pub fn position_answer(
    registry: &dyn Registry,
    request: &Request,
    lang: Lang,
) -> Result<Value, Refused> {
    let rules = request_rules(registry, request)?;
    let game = request_game(rules, request, lang)?;
    let rules = game.rules();
    let pos = game.position();
    let mut answer = json!({
        "fen": game.fen(),
        "position": position_object(rules, pos, lang),
    });
    if request.board {
        answer["board_svg"] = crate::viewer::board(rules, pos, 0, lang).into();
    }
    Ok(answer)
}

/// `POST /api/analysis/move`: the position after `move`, with `last_move` as a room's `update`
/// has it (steps, frames, narration in `lang`), and its `fen`.
///
/// # Errors
/// See [`request_rules`] and [`request_game`]; no move, or one that cannot be played here.
pub fn move_answer(
    registry: &dyn Registry,
    request: &Request,
    lang: Lang,
) -> Result<Value, Refused> {
    let Some(text) = request.mv.as_deref() else {
        return Err(Refused::new("bad_request", "move", "give the move to play"));
    };
    if text.chars().count() > 64 {
        return Err(Refused::new(
            "bad_move",
            "move",
            "a move is at most 64 characters",
        ));
    }
    let rules = request_rules(registry, request)?;
    let mut game = request_game(rules, request, lang)?;
    let before = game.position().clone();
    let mv = game.checked_move(text).map_err(|e| {
        Refused::new(
            "bad_move",
            "move",
            mancala::render::move_error_in(lang, game.rules(), &before, &e),
        )
    })?;
    let rules = Arc::clone(game.shared_rules());
    let (ply, frames) = game.play_framed(&mv).map_err(|e| {
        Refused::new(
            "bad_move",
            "move",
            mancala::render::move_error_in(lang, &*rules, &before, &e.into()),
        )
    })?;
    let mut position = mjson::position_json(&*rules, &ply.after, None);
    position["last_move"] = last_move_json(&*rules, ply, &frames, lang);
    let after = ply.after.clone();
    let move_text = ply.text.clone();
    extend_position(&*rules, &after, lang, &mut position);
    Ok(json!({
        "fen": game.fen(),
        "move": move_text,
        "position": position,
    }))
}

/// The options of a review asked of the server.
#[must_use]
pub fn review_options() -> ReviewOptions {
    ReviewOptions {
        time_per_move: REVIEW_TIME_PER_MOVE,
        total_time: REVIEW_TOTAL_TIME,
        max_plies: REVIEW_MAX_MOVES,
        memory_mb: REVIEW_MEMORY_MB,
        ..ReviewOptions::default()
    }
}

/// `POST /api/analysis/review`: the game a request names (its start and `moves`) reviewed
/// within [`review_options`]: `{"review", "graph_svg"}`.
///
/// # Errors
/// See [`request_rules`] and [`request_game`]; a game of more than two players.
pub fn review_answer(
    registry: &dyn Registry,
    request: &Request,
    lang: Lang,
) -> Result<Value, Refused> {
    review_answer_within(registry, request, lang, &review_options())
}

/// [`review_answer`] within `options`.
///
/// # Errors
/// See [`review_answer`].
pub fn review_answer_within(
    registry: &dyn Registry,
    request: &Request,
    lang: Lang,
    options: &ReviewOptions,
) -> Result<Value, Refused> {
    if request.mv.is_some() {
        return Err(Refused::new(
            "bad_request",
            "move",
            "a review takes the game's moves in `moves`, not a `move`",
        ));
    }
    let rules = request_rules(registry, request)?;
    let game = request_game(rules, request, lang)?;
    let reviewed = review::review(&game, options, &mut |_| {})
        .map_err(|e| Refused::new("bad_ruleset", "ruleset", e.error_in(lang)))?;
    Ok(json!({
        "review": reviewed.to_json(),
        "graph_svg": reviewed.svg_in(lang),
    }))
}

/// The places of the reviews running: [`MAX_REVIEWS`] on the whole server, one per address.
#[derive(Debug, Clone)]
pub struct ReviewGate {
    places: Arc<Semaphore>,
    reviewing: Arc<Mutex<HashSet<IpAddr>>>,
}

/// A review's place, given back when dropped.
#[derive(Debug)]
pub struct ReviewPlace {
    _place: OwnedSemaphorePermit,
    ip: Option<IpAddr>,
    reviewing: Arc<Mutex<HashSet<IpAddr>>>,
}

impl Drop for ReviewPlace {
    fn drop(&mut self) {
        if let Some(ip) = self.ip {
            self.reviewing
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .remove(&ip);
        }
    }
}

impl Default for ReviewGate {
    fn default() -> ReviewGate {
        ReviewGate::new(MAX_REVIEWS)
    }
}

impl ReviewGate {
    /// A gate of `places` reviews at once.
    #[must_use]
    pub fn new(places: usize) -> ReviewGate {
        ReviewGate {
            places: Arc::new(Semaphore::new(places)),
            reviewing: Arc::default(),
        }
    }

    /// A place for one more review asked from `ip`, held until it is dropped; `None` when every
    /// place is taken, or `ip` has a review running already.
    #[must_use]
    pub fn enter(&self, ip: Option<IpAddr>) -> Option<ReviewPlace> {
        let mut reviewing = self
            .reviewing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if ip.is_some_and(|ip| reviewing.contains(&ip)) {
            return None;
        }
        let place = Arc::clone(&self.places).try_acquire_owned().ok()?;
        if let Some(ip) = ip {
            reviewing.insert(ip);
        }
        Some(ReviewPlace {
            _place: place,
            ip,
            reviewing: Arc::clone(&self.reviewing),
        })
    }
}

/// Each address's budget of analysis requests ([`REQUESTS_PER_SECOND`], [`REQUEST_BURST`]).
#[derive(Debug, Default)]
pub struct RateKeeper {
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl RateKeeper {
    /// Whether `ip` may make one more request now.
    pub fn take(&self, ip: Option<IpAddr>) -> bool {
        let Some(ip) = ip else { return true };
        let now = Instant::now();
        let mut buckets = self.buckets.lock().expect("not poisoned");
        if buckets.len() >= MAX_ADDRESSES && !buckets.contains_key(&ip) {
            // Full buckets of addresses quiet for a while say nothing: forget them.
            buckets.retain(|_, (_, at)| now.duration_since(*at).as_secs_f64() < 2.0);
            if buckets.len() >= MAX_ADDRESSES {
                return false;
            }
        }
        let (tokens, at) = buckets.entry(ip).or_insert((REQUEST_BURST, now));
        let refill = now.duration_since(*at).as_secs_f64() * REQUESTS_PER_SECOND;
        *tokens = (*tokens + refill).min(REQUEST_BURST);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registry() -> Arc<dyn Registry> {
        Arc::new(mancala::Rules)
    }

    #[test]
    fn a_bad_position_string_names_the_field_to_change() {
        let registry = registry();
        let ask = |fen: &str| {
            let request = Request {
                ruleset: Some("oware-abapa".into()),
                fen: Some(fen.into()),
                ..Request::default()
            };
            position_answer(&*registry, &request, Lang::english()).unwrap_err()
        };
        assert_eq!(ask("4,4,4/4,4,4,4,4,4 0 0,0").field, "pits");
        assert_eq!(ask("4,4,4,4,4,4/4,4,4,4,4,4 7 0,0").field, "to_move");
        assert_eq!(ask("4,4,4,4,4,4/4,4,4,4,4,4 0 zz").field, "banks");
        assert_eq!(ask("4,4,4,4,4,4/4,4,4,4,4,4 0 0,0 nope:1").field, "fields");
    }

    #[test]
    fn a_move_from_a_position_string_gives_the_next_position_and_its_string() {
        let registry = registry();
        let request = Request {
            ruleset: Some("kalah".into()),
            mv: Some("3".into()),
            ..Request::default()
        };
        let answer = move_answer(&*registry, &request, Lang::english()).unwrap();
        assert_eq!(answer["move"], "3");
        assert_eq!(
            answer["position"]["to_move"], 0,
            "a bonus move: South again"
        );
        let fen = answer["fen"].as_str().unwrap().to_owned();
        let again = Request {
            ruleset: Some("kalah".into()),
            fen: Some(fen.clone()),
            ..Request::default()
        };
        let back = position_answer(&*registry, &again, Lang::english()).unwrap();
        assert_eq!(back["fen"], fen.as_str());
        assert_eq!(back["position"]["pits"], answer["position"]["pits"]);
    }

    #[test]
    fn a_review_beyond_its_most_moves_says_the_rest_were_left_for_length() {
        let registry = registry();
        let request = Request {
            ruleset: Some("kalah".into()),
            moves: Some(vec!["3".into(), "6".into(), "1".into(), "2".into()]),
            ..Request::default()
        };
        let options = ReviewOptions {
            max_plies: 2,
            ..review_options()
        };
        let answer = review_answer_within(&*registry, &request, Lang::english(), &options).unwrap();
        let review = &answer["review"];
        assert_eq!(review["plies"], 4);
        assert_eq!(review["moves"].as_array().unwrap().len(), 2);
        assert_eq!(
            review["skipped"],
            json!([{"first": 3, "last": 4, "reason": "length"}])
        );
        assert!(answer["graph_svg"].as_str().unwrap().starts_with("<svg"));
    }

    #[test]
    fn a_review_refuses_a_move_that_cannot_be_played_and_a_lone_move() {
        let registry = registry();
        let bad = Request {
            ruleset: Some("kalah".into()),
            moves: Some(vec!["3".into(), "9".into()]),
            ..Request::default()
        };
        let refused = review_answer(&*registry, &bad, Lang::english()).unwrap_err();
        assert_eq!((refused.code, refused.field), ("bad_move", "moves"));
        let lone = Request {
            ruleset: Some("kalah".into()),
            mv: Some("3".into()),
            ..Request::default()
        };
        let refused = review_answer(&*registry, &lone, Lang::english()).unwrap_err();
        assert_eq!((refused.code, refused.field), ("bad_request", "move"));
    }

    #[test]
    fn the_review_gate_lets_as_many_reviews_in_as_it_has_places() {
        let gate = ReviewGate::new(2);
        let first = gate.enter(None).expect("a place");
        let second = gate.enter(None).expect("a second place");
        assert!(gate.enter(None).is_none(), "a third is busy");
        drop(first);
        assert!(
            gate.enter(None).is_some(),
            "a place given back is taken again"
        );
        drop(second);
    }

    #[test]
    fn an_address_reviews_one_game_at_a_time() {
        let gate = ReviewGate::new(2);
        let (a, b) = (
            Some(IpAddr::from([10, 0, 0, 1])),
            Some(IpAddr::from([10, 0, 0, 2])),
        );
        let first = gate.enter(a).expect("a place");
        assert!(gate.enter(a).is_none(), "the same address is busy");
        let other = gate.enter(b).expect("another address has the second place");
        drop(first);
        assert!(
            gate.enter(a).is_some(),
            "its review over, the address reviews again"
        );
        drop(other);
    }

    #[test]
    fn the_rate_keeper_refuses_beyond_the_burst() {
        let keeper = RateKeeper::default();
        let ip = Some(IpAddr::from([10, 0, 0, 1]));
        let taken = (0..100).filter(|_| keeper.take(ip)).count();
        assert!((40..45).contains(&taken), "{taken}");
        assert!(keeper.take(None), "no address: not counted");
    }
}
