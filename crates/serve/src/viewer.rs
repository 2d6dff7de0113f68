//! What the web page's replay viewer reads: a whole game, ply by ply, each with the steps, the
//! board after every event and the `--explain` narration (from the engine, through
//! [`mancala::Game::play_framed`]), so the page shows a game without knowing its rules.

use serde_json::{Value, json};

use mancala::{Game, family::Registry, json, lang::Lang, record::GameRecord};

/// The most moves the viewer takes: beyond, `mancala replay` shows the game.
pub const MAX_VIEWER_PLIES: usize = 2_000;

/// Why a game cannot be shown.
#[derive(Debug, thiserror::Error)]
pub enum ViewerError {
    /// The record does not read or replay.
    #[error("{0}")]
    Record(#[from] mancala::record::RecordError),
    /// Too long for the page.
    #[error(
        "the game has {0} moves; the viewer shows up to {MAX_VIEWER_PLIES} (use `mancala replay FILE`)"
    )]
    TooLong(usize),
}

/// The viewer's JSON for a record's text.
///
/// # Errors
/// The text is not a record that replays, or the game is too long.
pub fn replay_record(
    text: &str,
    registry: &dyn Registry,
    lang: Lang,
) -> Result<Value, ViewerError> {
    let record = GameRecord::from_json(text)?;
    if record.moves.len() > MAX_VIEWER_PLIES {
        return Err(ViewerError::TooLong(record.moves.len()));
    }
    let (game, _warning) = record.replay(registry)?;
    ended_game_json(
        &game,
        record.players.as_deref(),
        record.outcome.as_ref(),
        lang,
    )
}

/// [`game_json`] of a game whose record says how it ended (`outcome`, the record's): a game
/// that stopped before its rules ended it (a resignation, a player gone, time, a room closed:
/// [`mancala::record::STOPPED_REASONS`]) has that outcome on its last position, where the page
/// says it; any other game is [`game_json`]'s.
///
/// # Errors
/// The game is too long.
pub fn ended_game_json(
    game: &Game,
    names: Option<&[String]>,
    outcome: Option<&Value>,
    lang: Lang,
) -> Result<Value, ViewerError> {
    let mut value = game_json(game, names, lang)?;
    let stopped = outcome.filter(|o| {
        o.get("reason")
            .and_then(Value::as_str)
            .is_some_and(|r| mancala::record::STOPPED_REASONS.contains(&r))
    });
    if let Some(outcome) = stopped.filter(|_| !game.position().is_over()) {
        let plies = value["plies"].as_array().map_or(0, Vec::len);
        let last = if plies > 0 {
            &mut value["plies"][plies - 1]
        } else {
            &mut value["start"]
        };
        last["outcome"] = outcome.clone();
    }
    Ok(value)
}

/// The viewer's JSON for a game: `{"ruleset", "name", "players", "first_player",
/// "rules_text", "legend", "names", "start", "plies"}`, each ply a position object whose
/// `last_move` has `frames` and `narration` ([`json::animation_json_in`]). The words (the rules
/// text, the legend, the narration, the names of seats without one, the board's labels) are in
/// `lang`.
///
/// # Errors
/// The game is too long.
pub fn game_json(game: &Game, names: Option<&[String]>, lang: Lang) -> Result<Value, ViewerError> {
    if game.num_plies() > MAX_VIEWER_PLIES {
        return Err(ViewerError::TooLong(game.num_plies()));
    }
    let rules = game.shared_rules();
    let mut again = fresh(game);
    let mut plies = Vec::with_capacity(game.num_plies());
    // Each position's whole string, with the positions the repetition rule may still compare.
    let mut fens = game.fens();
    let start_fen = fens.next();
    for (mv, fen) in game.moves().iter().zip(fens) {
        let (ply, frames) = again.play_framed(mv).expect("a game's own moves replay");
        let animation = json::animation_json_in(&**rules, lang, ply, &frames);
        let mut position = json::position_json(
            &**rules,
            &ply.after,
            Some((ply.player, ply.text.as_str(), &ply.events[..])),
        );
        if let (Value::Object(extra), Some(Value::Object(last_move))) =
            (animation, position.get_mut("last_move"))
        {
            last_move.extend(extra);
        }
        position["fen"] = fen.into();
        with_kinds(&**rules, &mut position, &ply.after);
        plies.push(position);
    }
    let mut start = json::position_json(&**rules, game.start(), None);
    start["fen"] = start_fen.into();
    with_kinds(&**rules, &mut start, game.start());
    let players = rules.num_players();
    // A seat nobody took is `free` in a room's record: the viewer names it by its side.
    let names: Vec<String> = match names {
        Some(names) if names.len() == players => names
            .iter()
            .enumerate()
            .map(|(p, name)| match name.as_str() {
                "free" => mancala::render::player_name_in(lang, players, p as u8),
                _ => name.clone(),
            })
            .collect(),
        _ => (0..players)
            .map(|p| mancala::render::player_name_in(lang, players, p as u8))
            .collect(),
    };
    Ok(json!({
        "ruleset": rules.info().id,
        "name": rules.info().name,
        "players": players,
        "first_player": game.first_player(),
        "rules_text": rules.describe_in(lang),
        "legend": rules.legend_in(lang),
        "names": names,
        "board_svg": board(&**rules, game.start(), 0, lang),
        "start": start,
        "plies": plies,
    }))
}

/// A game at `game`'s start: the ruleset's, or the position string it was set up from.
#[must_use]
pub fn fresh(game: &Game) -> Game {
    let rules = game.shared_rules().clone();
    match game.set_up() {
        Some(fen) => Game::from_fen(rules.clone(), fen)
            .unwrap_or_else(|_| Game::new(rules, game.first_player())),
        None => Game::new(rules, game.first_player()),
    }
}

/// Adds the kinds of the pieces in each pit ([`json::piece_kinds_json`]), what the board
/// marks besides the counts ([`json::board_marks_json`]), the position string (`fen`) and the
/// legal moves with their pits (`moves`) to a position object.
fn with_kinds(rules: &dyn mancala::Family, position: &mut Value, pos: &mancala::Position) {
    if let (Value::Object(map), Value::Object(kinds), Value::Object(marks)) = (
        position,
        json::piece_kinds_json(pos),
        json::board_marks_json(rules, pos),
    ) {
        map.extend(kinds);
        map.extend(marks);
        map.entry("fen")
            .or_insert_with(|| rules.board_text(pos).into());
        // The legal moves with their pits, as a room sends them: the analysis board plays them.
        map.insert(
            "moves".into(),
            Value::Array(json::legal_moves_json(rules, pos)),
        );
    }
}

/// The board the page draws and animates: `pos` from `seat`, without the scores and marks
/// (the page shows the scores beside the board and marks the legal pits itself), its words in
/// `lang`.
#[must_use]
pub fn board(
    rules: &dyn mancala::Family,
    pos: &mancala::Position,
    seat: mancala::Player,
    lang: Lang,
) -> String {
    let opts = mancala::svg::SvgOptions {
        seat,
        scores: false,
        lang,
        ..mancala::svg::SvgOptions::default()
    };
    mancala::svg::board_svg(rules, pos, &opts)
}
