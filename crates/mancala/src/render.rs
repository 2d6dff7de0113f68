//! Text for people: transcripts of games, built from the engine's events and each family's
//! [`crate::Present`] presentation.

use std::io::Write;

use crate::{
    Family,
    event::Event,
    game::{Game, MoveError, Ply},
    lang::{Arg, Lang},
    position::{EndReason, Limit, Outcome, Player, Position},
};

/// The name of a player: South and North for two players, "player N" beyond.
#[must_use]
pub fn player_name(players: usize, p: Player) -> String {
    player_name_in(Lang::english(), players, p)
}

/// [`player_name`] in `lang` ("Nam", "Bắc"; "Sud", "Nord").
#[must_use]
pub fn player_name_in(lang: Lang, players: usize, p: Player) -> String {
    if players == 2 {
        lang.text("player-side", &[("side", p.into())])
    } else {
        lang.text("player-numbered", &[("number", p.into())])
    }
}

/// A typed move that cannot be played, in `lang`: not a move in the notation, or a move the
/// rules refuse here (`pos` is where it was typed).
#[must_use]
pub fn move_error_in(lang: Lang, rules: &dyn Family, pos: &Position, error: &MoveError) -> String {
    match error {
        MoveError::Parse(e) => rules.parse_error_in(lang, e),
        MoveError::Play(e) => {
            let why = match rules.parse_move(pos, &e.text) {
                Ok(mv) => rules.illegal_text_in(lang, pos, &mv, &e.reason),
                Err(_) => e.message.clone(),
            };
            lang.text(
                "move-refused",
                &[("move", e.text.clone().into()), ("why", why.into())],
            )
        }
    }
}

/// One line about how the game ended, in words: the winner first with their score first, the
/// scores, and why (the family's [`crate::Present::end_reason_text`]); for example
/// `North wins 30-18: both mandarin squares are empty.`
#[must_use]
pub fn outcome_line(rules: &dyn Family, outcome: &Outcome) -> String {
    outcome_line_in(Lang::english(), rules, outcome)
}

/// [`outcome_line`] in `lang`.
#[must_use]
pub fn outcome_line_in(lang: Lang, rules: &dyn Family, outcome: &Outcome) -> String {
    let players = rules.num_players();
    let scores = outcome.scores(players);
    let why = rules.end_reason_text_in(lang, outcome.reason);
    let named = || {
        let named: Vec<String> = (0..players)
            .map(|p| {
                lang.text(
                    "outcome-score",
                    &[
                        ("player", player_name_in(lang, players, p as Player).into()),
                        ("score", scores[p].into()),
                    ],
                )
            })
            .collect();
        named.join(", ")
    };
    match (outcome.winner, outcome.reason) {
        (_, EndReason::Limit(_)) => lang.text(
            "outcome-unfinished",
            &[("scores", named().into()), ("why", why.into())],
        ),
        (Some(w), _) if players == 2 => {
            let w = usize::from(w);
            lang.text(
                "outcome-wins",
                &[
                    ("winner", player_name_in(lang, players, w as Player).into()),
                    ("won", scores[w].into()),
                    ("lost", scores[1 - w].into()),
                    ("why", why.into()),
                ],
            )
        }
        (Some(w), _) => lang.text(
            "outcome-wins-of-many",
            &[
                ("winner", player_name_in(lang, players, w).into()),
                ("scores", named().into()),
                ("why", why.into()),
            ],
        ),
        (None, _) if players == 2 => lang.text(
            "outcome-draw",
            &[
                ("south", scores[0].into()),
                ("north", scores[1].into()),
                ("why", why.into()),
            ],
        ),
        (None, _) => lang.text(
            "outcome-shared",
            &[("scores", named().into()), ("why", why.into())],
        ),
    }
}

/// How a game that stopped before its rules ended it ended, in words, from a record's outcome
/// (`{"reason", "seat", "winner", "scores"}`, its reason one of
/// [`crate::record::STOPPED_REASONS`]): who resigned, left or ran out of time (or that the room
/// was closed), who won, and the scores as they stood; for example `North resigned: South
/// wins. Score: South 3, North 0.` `None` for any other outcome (one of the rules, whose
/// [`outcome_line_in`] says it), or one that names no seat where its reason needs one.
#[must_use]
pub fn stopped_line_in(lang: Lang, players: usize, outcome: &serde_json::Value) -> Option<String> {
    let reason = outcome.get("reason")?.as_str()?;
    let name = |value: Option<&serde_json::Value>| {
        value
            .and_then(serde_json::Value::as_u64)
            .and_then(|p| Player::try_from(p).ok())
            .filter(|&p| usize::from(p) < players)
            .map(|p| player_name_in(lang, players, p))
    };
    let scores: Vec<String> = outcome
        .get("scores")
        .and_then(serde_json::Value::as_array)
        .map(|scores| {
            scores
                .iter()
                .enumerate()
                .filter_map(|(p, score)| {
                    let score = score.as_u64()?;
                    Some(lang.text(
                        "outcome-score",
                        &[
                            ("player", player_name_in(lang, players, p as Player).into()),
                            ("score", score.into()),
                        ],
                    ))
                })
                .collect()
        })
        .unwrap_or_default();
    let scores: Arg = scores.join(", ").into();
    let winner = name(outcome.get("winner"));
    let id = match (reason, &winner) {
        ("expired", _) => {
            return Some(lang.text("replay-end-expired", &[("scores", scores)]));
        }
        ("left", _) => "replay-end-left",
        ("resigned", Some(_)) => "replay-end-resigned-won",
        ("resigned", None) => "replay-end-resigned",
        ("time", Some(_)) => "replay-end-time-won",
        ("time", None) => "replay-end-time",
        _ => return None,
    };
    let player = name(outcome.get("seat"))?;
    let mut args = vec![("player", player.into()), ("scores", scores)];
    if let Some(winner) = winner {
        args.push(("winner", winner.into()));
    }
    Some(lang.text(id, &args))
}

/// A limit that stopped a game, in a few words for a move's summary.
fn limit_words(lang: Lang, limit: Limit) -> String {
    lang.text("summary-limit", &[("limit", limit.key().into())])
}

/// A one-line summary of what a ply did (captures, relays, refills, passes, bonus).
#[must_use]
pub fn ply_summary(ply: &Ply, players: usize) -> String {
    events_summary(&ply.events, players)
}

/// A one-line summary of a list of events.
#[must_use]
pub fn events_summary(events: &[Event], players: usize) -> String {
    events_summary_in(Lang::english(), events, players)
}

/// [`events_summary`] in `lang`.
#[must_use]
pub fn events_summary_in(lang: Lang, events: &[Event], players: usize) -> String {
    let mut relays = 0;
    let mut points = 0;
    let mut captures = 0;
    let mut notes = Vec::new();
    let name = |p: Player| Arg::from(player_name_in(lang, players, p));
    for event in events {
        match *event {
            Event::Relay { .. } | Event::TakeOne { .. } => relays += 1,
            Event::Capture { points: p, .. } => {
                captures += 1;
                points += p;
            }
            Event::Place { .. } => notes.push(lang.text("summary-special-seed", &[])),
            Event::GrandSlam { .. } => notes.push(lang.text("summary-grand-slam", &[])),
            Event::NewRound { round, .. } => {
                notes.push(lang.text("summary-new-round", &[("round", round.into())]));
            }
            Event::Bonus => notes.push(lang.text("summary-bonus", &[])),
            Event::Refill(r) => notes.push(lang.text(
                "summary-refill",
                &[
                    ("player", name(r.player)),
                    ("placed", r.placed().into()),
                    ("own", r.own.into()),
                    ("borrowed", r.borrowed.into()),
                    ("bank", r.bank.into()),
                ],
            )),
            Event::Pass { player } => {
                notes.push(lang.text("summary-pass", &[("player", name(player))]));
            }
            Event::Limit { limit } => notes.push(limit_words(lang, limit)),
            _ => {}
        }
    }
    let mut parts = Vec::new();
    if relays > 0 {
        parts.push(lang.text("summary-relays", &[("count", relays.into())]));
    }
    if captures > 0 {
        parts.push(lang.text("summary-captures", &[("points", points.into())]));
    }
    parts.extend(notes);
    if parts.is_empty() {
        lang.text("summary-nothing", &[])
    } else {
        parts.join(", ")
    }
}

/// The whole game move by move: the board before the first move and after each, with a summary
/// of each move, or (with `explain`) a learner's narration of every step.
#[must_use]
pub fn transcript(game: &Game, explain: bool) -> String {
    let mut out = Vec::new();
    write_transcript(&mut out, game, explain).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("the transcript is text")
}

/// [`transcript`], written out move by move as it is made (a long game is never held whole).
///
/// # Errors
/// Writing to `out` fails.
pub fn write_transcript(out: &mut dyn Write, game: &Game, explain: bool) -> std::io::Result<()> {
    write_transcript_in(Lang::english(), out, game, explain)
}

/// [`write_transcript`] in `lang`: the heading, the legend, the boards' captions, the moves,
/// their summaries or narration and the result.
///
/// # Errors
/// Writing to `out` fails.
pub fn write_transcript_in(
    lang: Lang,
    out: &mut dyn Write,
    game: &Game,
    explain: bool,
) -> std::io::Result<()> {
    let rules = game.rules();
    let players = game.start().num_players();
    let info = rules.info();
    let view = crate::ruleset::View::default();
    writeln!(
        out,
        "{}",
        lang.text(
            "transcript-heading",
            &[
                ("name", crate::ruleset::ruleset_name_in(lang, info).into()),
                ("id", info.id.clone().into()),
                (
                    "first",
                    player_name_in(lang, players, game.first_player()).into()
                ),
            ],
        )
    )?;
    if explain {
        if let Some(legend) = rules.legend_in(lang) {
            writeln!(out, "{legend}")?;
        }
    }
    if !game.start_events().is_empty() {
        let summary = events_summary_in(lang, game.start_events(), players);
        writeln!(
            out,
            "{}",
            lang.text("transcript-before-first", &[("summary", summary.into())])
        )?;
    }
    writeln!(out, "{}", rules.draw_in(lang, game.start(), &view))?;
    for (i, ply) in game.plies().enumerate() {
        let before = &ply.before;
        writeln!(out)?;
        writeln!(out, "{}", move_heading(lang, players, i + 1, &ply))?;
        if explain {
            for line in rules.explain_in(lang, before, &ply.mv, &ply.events) {
                writeln!(out, "   {line}")?;
            }
        } else {
            writeln!(out, "   {}", events_summary_in(lang, &ply.events, players))?;
        }
        writeln!(out, "{}", rules.draw_in(lang, &ply.after, &view))?;
    }
    if let Some(outcome) = game.position().outcome() {
        writeln!(out)?;
        writeln!(out, "{}", outcome_line_in(lang, rules, outcome))?;
    }
    Ok(())
}

/// "3. South plays 1R": a move's number, who played it and its text, in `lang`.
#[must_use]
pub fn move_heading(lang: Lang, players: usize, number: usize, ply: &Ply) -> String {
    lang.text(
        "transcript-move",
        &[
            ("number", number.into()),
            ("player", player_name_in(lang, players, ply.player).into()),
            ("move", ply.text.clone().into()),
        ],
    )
}

/// The path of a move in one line, for a player following a computer's move: the pit it lifted,
/// each pit relayed from, each pit captured, and what happened around it (refills, bonus
/// moves, passes).
#[must_use]
pub fn ply_path(rules: &dyn Family, ply: &Ply, players: usize) -> String {
    ply_path_in(Lang::english(), rules, ply, players)
}

/// [`ply_path`] in `lang`.
#[must_use]
pub fn ply_path_in(lang: Lang, rules: &dyn Family, ply: &Ply, players: usize) -> String {
    ply_path_seen(lang, 0, rules, ply, players)
}

/// [`ply_path_in`] for a reader in `seat`: pits named as that reader sees the board
/// ([`crate::Present::pit_name_seen`]).
#[must_use]
pub fn ply_path_seen(
    lang: Lang,
    seat: Player,
    rules: &dyn Family,
    ply: &Ply,
    players: usize,
) -> String {
    let mut parts = Vec::new();
    let mut points = 0;
    let pit = |p| Arg::from(rules.pit_name_seen(lang, seat, p));
    for event in &ply.events {
        match *event {
            Event::Place { pit: p, .. } => {
                parts.push(lang.text("path-place", &[("pit", pit(p))]));
            }
            Event::Lift { pit: p, count } => {
                parts.push(lang.text("path-sow", &[("pit", pit(p)), ("count", count.into())]));
            }
            Event::Relay { pit: p, count } => {
                parts.push(lang.text("path-relay", &[("pit", pit(p)), ("count", count.into())]));
            }
            Event::TakeOne { pit: p } => {
                parts.push(lang.text("path-take-one", &[("pit", pit(p))]));
            }
            Event::Capture {
                pit: p, points: n, ..
            } => {
                points += n;
                parts.push(lang.text("path-capture", &[("pit", pit(p)), ("points", n.into())]));
            }
            Event::GrandSlam { .. } => parts.push(lang.text("summary-grand-slam", &[])),
            Event::Bonus => parts.push(lang.text("path-bonus", &[])),
            Event::NewRound { round, .. } => {
                parts.push(lang.text("summary-new-round", &[("round", round.into())]));
            }
            Event::Refill(r) => parts.push(lang.text(
                "path-refill",
                &[
                    ("player", player_name_in(lang, players, r.player).into()),
                    ("placed", r.placed().into()),
                ],
            )),
            Event::Pass { player } => parts.push(lang.text(
                "path-pass",
                &[("player", player_name_in(lang, players, player).into())],
            )),
            Event::Limit { limit } => {
                parts.push(lang.text("path-limit", &[("limit", limit.key().into())]));
            }
            _ => {}
        }
    }
    let captures = ply
        .events
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .count();
    if captures > 1 {
        parts.push(lang.text("path-points-in-all", &[("points", points.into())]));
    }
    parts.join(", ")
}

/// The final collection of a game's last move in words ("South collects 3, North collects
/// 5"), or `None` when nothing was left to collect.
#[must_use]
pub fn collection_line(ply: &Ply, players: usize) -> Option<String> {
    collection_line_in(Lang::english(), ply, players)
}

/// [`collection_line`] in `lang`.
#[must_use]
pub fn collection_line_in(lang: Lang, ply: &Ply, players: usize) -> Option<String> {
    let sweeps: Vec<String> = ply
        .events
        .iter()
        .filter_map(|e| match *e {
            Event::Sweep { player, count } if count > 0 => Some(lang.text(
                "collection-one",
                &[
                    ("player", player_name_in(lang, players, player).into()),
                    ("count", count.into()),
                ],
            )),
            _ => None,
        })
        .collect();
    (!sweeps.is_empty()).then(|| {
        lang.text(
            "collection-line",
            &[("collected", sweeps.join(", ").into())],
        )
    })
}

/// `text` wrapped at `width` columns between words, lines after the first indented by `indent`
/// spaces (a move's path, which can name many pits).
#[must_use]
pub fn wrap(text: &str, width: usize, indent: usize) -> String {
    let body = text.trim_start_matches(' ');
    let lead = text.len() - body.len();
    let mut out = " ".repeat(lead);
    let mut column = lead;
    for word in body.split(' ') {
        let len = word.chars().count();
        if column > indent && column + 1 + len > width {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            column = indent;
        } else if column > lead {
            out.push(' ');
            column += 1;
        }
        out.push_str(word);
        column += len;
    }
    out
}

/// The `--explain` account of a move ([`crate::Present::explain`]), each sentence with the
/// index of the event it starts at, so that a board can show it as the move reaches that
/// event.
///
/// The move's events fall into phases, each starting at an event that is not a drop (a lift, a
/// relay, a capture, a refill, the end, ...) and running through the drops after it. The
/// account of the events up to the end of each phase is asked for in turn; the sentences it
/// adds belong to that phase's first event. (A narrator is only ever given whole phases. For a
/// move of more than 256 phases every sentence goes with the first event.)
#[must_use]
pub fn tagged_explanation(
    rules: &dyn Family,
    before: &crate::position::Position,
    mv: &crate::moves::Move,
    events: &[Event],
) -> Vec<(usize, String)> {
    tagged_explanation_in(rules, crate::lang::Lang::english(), before, mv, events)
}

/// [`tagged_explanation`] in `lang` ([`crate::Present::explain_in`]).
#[must_use]
pub fn tagged_explanation_in(
    rules: &dyn Family,
    lang: crate::lang::Lang,
    before: &crate::position::Position,
    mv: &crate::moves::Move,
    events: &[Event],
) -> Vec<(usize, String)> {
    const MOST_PHASES: usize = 256;
    let lines = rules.explain_in(lang, before, mv, events);
    let starts: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|&(i, e)| i == 0 || !matches!(e, Event::Sow { .. }))
        .map(|(i, _)| i)
        .collect();
    let mut tags = vec![0; lines.len()];
    if starts.len() <= MOST_PHASES {
        let mut tagged = 0;
        for (k, &start) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(events.len());
            let said = if end == events.len() {
                lines.len()
            } else {
                rules
                    .explain_in(lang, before, mv, &events[..end])
                    .len()
                    .min(lines.len())
            };
            while tagged < said {
                tags[tagged] = start;
                tagged += 1;
            }
        }
    }
    tags.into_iter().zip(lines).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn wrapping_keeps_the_indent_of_the_first_line_and_indents_the_rest() {
        assert_eq!(
            super::wrap("   one two three", 10, 5),
            "   one two\n     three"
        );
        assert_eq!(super::wrap("short", 80, 4), "short");
        let long = "a".repeat(90);
        assert_eq!(
            super::wrap(&long, 80, 4),
            long,
            "a word longer than the line stays whole"
        );
    }
}
