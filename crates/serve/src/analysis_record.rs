//! The analysis board's games as game records, both ways, so that what the board keeps is what
//! `mancala replay`, `mancala record convert` and other programs read:
//!
//! - [`tree_to_record`]: the board's tree (the `mancala-analysis` JSON the page keeps: the
//!   ruleset, the start's position string, the main line's moves, each `{move, comment?,
//!   variations?}` with `variations` the lines played instead of it) as a [`GameRecord`] with
//!   its comments and variations, written in any record format (JSON, PGN-style text, OGN);
//! - [`record_to_tree`]: any record text (JSON, PGN-style, OGN) as such a tree, its
//!   variations and comments kept, for the board to open.
//!
//! A comment before the first move has no place on the board's tree and is not kept there.

use std::sync::Arc;

use mancala::{
    Family, Game, GameRecord,
    family::Registry,
    lang::Lang,
    record::{TextFormat, VarMove, Variation},
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::analysis::Refused;

/// The largest record text or tree the board sends: 1 MiB.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// The board's tree, as the page keeps and downloads it.
#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Tree {
    /// Always `"mancala-analysis"`.
    pub format: String,
    /// Always 1.
    pub version: u32,
    /// The shipped ruleset's id.
    pub ruleset: String,
    /// The start's position string.
    pub fen: String,
    /// The main line.
    pub moves: Vec<Entry>,
    /// The players' names, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub names: Option<Vec<String>>,
}

/// One move of a line of the tree.
#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its comment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// The lines played instead of it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Vec<Entry>>,
}

fn refused(code: &'static str, field: &'static str, error: String) -> Refused {
    Refused { code, field, error }
}

fn variation(line: &[Entry]) -> Variation {
    Variation {
        comment: None,
        moves: line
            .iter()
            .map(|e| VarMove {
                text: e.mv.clone(),
                comment: e.comment.clone(),
                variations: e.variations.iter().map(|v| variation(v)).collect(),
            })
            .collect(),
    }
}

fn entries(line: &[VarMove]) -> Vec<Entry> {
    line.iter()
        .map(|m| Entry {
            mv: m.text.clone(),
            comment: m.comment.clone(),
            variations: m.variations.iter().map(|v| entries(&v.moves)).collect(),
        })
        .collect()
}

/// The game of `rules` from the position string `fen`: from the rules' start when `fen` is
/// it (so that the record needs no `from`), else set up from it.
fn start_game(rules: Arc<dyn Family>, fen: &str, lang: Lang) -> Result<Game, Refused> {
    let game = crate::analysis::game_from(Arc::clone(&rules), fen, lang)?;
    let first = game.start().turn();
    let fresh = Game::new(rules, first);
    Ok(if fresh.fen() == game.fen() {
        fresh
    } else {
        game
    })
}

/// The board's tree (`text`, its JSON) as a game record with its comments and variations,
/// every move of every line checked against the rules.
///
/// # Errors
/// Not a tree, a ruleset that is not shipped, a position or a move that does not replay.
pub fn tree_to_record(
    registry: &dyn Registry,
    text: &str,
    lang: Lang,
) -> Result<GameRecord, Refused> {
    let tree: Tree =
        serde_json::from_str(text).map_err(|e| refused("bad_request", "", e.to_string()))?;
    if tree.format != "mancala-analysis" || tree.version != 1 {
        return Err(refused(
            "bad_request",
            "format",
            "not an analysis of the board (format mancala-analysis, version 1)".into(),
        ));
    }
    let rules = registry.builtin(&tree.ruleset).ok_or_else(|| {
        refused(
            "bad_ruleset",
            "ruleset",
            format!("`{}` is not a shipped ruleset", tree.ruleset),
        )
    })?;
    let mut game = start_game(rules, &tree.fen, lang)?;
    for (i, entry) in tree.moves.iter().enumerate() {
        game.play_text(&entry.mv).map_err(|e| {
            refused(
                "bad_move",
                "moves",
                format!("move {} `{}`: {e}", i + 1, entry.mv),
            )
        })?;
    }
    let mut record = GameRecord::of(&game, None, tree.names.clone());
    for (i, entry) in tree.moves.iter().enumerate() {
        if let Some(comment) = &entry.comment {
            record.set_comment(i + 1, comment);
        }
        for line in &entry.variations {
            record.add_variation(i + 1, variation(line));
        }
    }
    record
        .check(registry)
        .map_err(|e| refused("bad_move", "moves", e.error_in(lang)))?;
    Ok(record)
}

/// The board's tree as a record in `format`.
///
/// # Errors
/// As [`tree_to_record`]; a format that cannot hold the game (OGN holds Oware alone, without
/// variations).
pub fn tree_to_text(
    registry: &dyn Registry,
    text: &str,
    format: TextFormat,
    lang: Lang,
) -> Result<String, Refused> {
    tree_to_record(registry, text, lang)?
        .to_format(format, registry)
        .map_err(|e| refused("bad_format", "format", e.error_in(lang)))
}

/// A record's text (JSON, PGN-style or OGN) as the board's tree, its comments and variations
/// kept.
///
/// # Errors
/// Not a record, or one that does not replay (the error says where, in `lang`); a ruleset that
/// is not shipped (the board plays shipped rulesets).
pub fn record_to_tree(registry: &dyn Registry, text: &str, lang: Lang) -> Result<Value, Refused> {
    let record = GameRecord::from_text(text, registry)
        .map_err(|e| refused("bad_record", "", e.error_in(lang)))?;
    if registry.builtin(&record.ruleset).is_none() {
        return Err(refused(
            "bad_ruleset",
            "ruleset",
            format!("`{}` is not a shipped ruleset", record.ruleset),
        ));
    }
    let (game, _) = record
        .replay(registry)
        .map_err(|e| refused("bad_record", "", e.error_in(lang)))?;
    let fen = game.fens().next().expect("a game has a start");
    let mut moves: Vec<Entry> = record
        .moves
        .iter()
        .map(|m| Entry {
            mv: m.to_owned(),
            comment: None,
            variations: Vec::new(),
        })
        .collect();
    for note in &record.notes {
        let Some(entry) = note.ply.checked_sub(1).and_then(|i| moves.get_mut(i)) else {
            continue;
        };
        entry.comment.clone_from(&note.comment);
        entry.variations = note.variations.iter().map(|v| entries(&v.moves)).collect();
    }
    let tree = Tree {
        format: "mancala-analysis".into(),
        version: 1,
        ruleset: record.ruleset.clone(),
        fen,
        moves,
        names: record.players.clone(),
    };
    Ok(serde_json::to_value(tree).expect("a tree always serialises"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala::Rules;

    const TREE: &str = r#"{"format":"mancala-analysis","version":1,"ruleset":"kalah",
        "fen":"4,4,4,4,4,4|0/4,4,4,4,4,4|0 0",
        "moves":[{"move":"3","comment":"to the store",
                  "variations":[[{"move":"1"},{"move":"6","comment":"also good",
                                  "variations":[[{"move":"5"}]]}]]},
                 {"move":"6"}]}"#;

    #[test]
    fn a_tree_becomes_a_pgn_record_and_comes_back_the_same() {
        let en = Lang::english();
        let pgn = tree_to_text(&Rules, TREE, TextFormat::Pgn, en).unwrap();
        assert!(pgn.contains("{to the store}"), "{pgn}");
        assert!(pgn.contains("(1."), "{pgn}");
        let back = record_to_tree(&Rules, &pgn, en).unwrap();
        let want: Value = serde_json::from_str(TREE).unwrap();
        assert_eq!(back, want);
    }

    #[test]
    fn a_variation_that_does_not_replay_is_refused_with_its_place() {
        let bad = TREE.replace(r#"{"move":"5"}"#, r#"{"move":"9"}"#);
        let e = tree_to_record(&Rules, &bad, Lang::english()).unwrap_err();
        assert_eq!(e.code, "bad_move");
        assert!(e.error.contains('9'), "{}", e.error);
    }

    #[test]
    fn a_set_up_start_is_kept_as_the_record_s_from() {
        let tree = TREE.replace(
            "4,4,4,4,4,4|0/4,4,4,4,4,4|0 0",
            "4,4,4,4,4,4|0/4,4,4,4,4,3|1 0",
        );
        let tree = tree.replace(
            r#"{"move":"1"},{"move":"6","comment":"also good",
                                  "variations":[[{"move":"5"}]]}"#,
            r#"{"move":"1"}"#,
        );
        let record = tree_to_record(&Rules, &tree, Lang::english()).unwrap();
        assert_eq!(
            record.from.as_deref(),
            Some("4,4,4,4,4,4|0/4,4,4,4,4,3|1 0")
        );
    }
}
