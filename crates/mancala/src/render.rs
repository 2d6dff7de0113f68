//! Text for people: transcripts of games, built from the engine's events and each family's
//! [`crate::Present`] presentation.

use std::io::Write;

use crate::{
    Family,
    event::Event,
    game::{Game, Ply},
    position::{EndReason, Limit, Outcome, Player},
};

/// The name of a player: South and North for two players, "player N" beyond.
#[must_use]
pub fn player_name(players: usize, p: Player) -> String {
    if players == 2 {
        ["South", "North"][p as usize].to_owned()
    } else {
        format!("Player {p}")
    }
}

/// One line about how the game ended, in words: the winner first with their score first, the
/// scores, and why (the family's [`crate::Present::end_reason_text`]); for example
/// `North wins 30-18: both mandarin squares are empty.`
#[must_use]
pub fn outcome_line(rules: &dyn Family, outcome: &Outcome) -> String {
    let players = rules.num_players();
    let scores = outcome.scores(players);
    let why = rules.end_reason_text(outcome.reason);
    let named = || {
        let named: Vec<String> = (0..players)
            .map(|p| format!("{} {}", player_name(players, p as Player), scores[p]))
            .collect();
        named.join(", ")
    };
    match (outcome.winner, outcome.reason) {
        (_, EndReason::Limit(_)) => {
            format!("The game stopped unfinished at {}: {why}.", named())
        }
        (Some(w), _) if players == 2 => {
            let w = usize::from(w);
            format!(
                "{} wins {}-{}: {why}.",
                player_name(players, w as Player),
                scores[w],
                scores[1 - w]
            )
        }
        (Some(w), _) => format!("{} wins ({}): {why}.", player_name(players, w), named()),
        (None, _) if players == 2 => {
            format!("A draw, {}-{}: {why}.", scores[0], scores[1])
        }
        (None, _) => format!("Nobody wins: the top score is shared ({}): {why}.", named()),
    }
}

/// A limit that stopped a game, in a few words for a move's summary.
fn limit_words(limit: Limit) -> &'static str {
    match limit {
        Limit::MaxPlies => "the most moves a game may last is reached: unfinished",
        Limit::MaxPliesWithoutCapture => {
            "the most moves in a row without a capture is reached: unfinished"
        }
        Limit::MaxRelayLifts => "too many relays: the move is abandoned, the game unfinished",
        Limit::MaxRounds => "the most rounds a match may last is reached: unfinished",
    }
}

/// A one-line summary of what a ply did (captures, relays, refills, passes, bonus).
#[must_use]
pub fn ply_summary(ply: &Ply, players: usize) -> String {
    events_summary(&ply.events, players)
}

/// A one-line summary of a list of events.
#[must_use]
pub fn events_summary(events: &[Event], players: usize) -> String {
    let mut relays = 0;
    let mut points = 0;
    let mut captures = 0;
    let mut notes = Vec::new();
    for event in events {
        match *event {
            Event::Relay { .. } | Event::TakeOne { .. } => relays += 1,
            Event::Capture { points: p, .. } => {
                captures += 1;
                points += p;
            }
            Event::Place { .. } => notes.push("places a special seed".to_owned()),
            Event::GrandSlam { .. } => notes.push("grand slam: nothing captured".to_owned()),
            Event::NewRound { round, .. } => notes.push(format!("round {round} begins")),
            Event::Bonus => notes.push("bonus move".to_owned()),
            Event::Refill(r) => notes.push(format!(
                "{} refills {} ({} own, {} borrowed, {} from outside)",
                player_name(players, r.player),
                r.placed(),
                r.own,
                r.borrowed,
                r.bank
            )),
            Event::Pass { player } => {
                notes.push(format!("{} passes", player_name(players, player)))
            }
            Event::Limit { limit } => notes.push(limit_words(limit).to_owned()),
            _ => {}
        }
    }
    let mut parts = Vec::new();
    if relays > 0 {
        parts.push(format!(
            "{relays} relay{}",
            if relays == 1 { "" } else { "s" }
        ));
    }
    if captures > 0 {
        parts.push(format!(
            "captures {points} point{}",
            if points == 1 { "" } else { "s" }
        ));
    }
    parts.extend(notes);
    if parts.is_empty() {
        "no capture".to_owned()
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
    let rules = game.rules();
    let players = game.start().num_players();
    let info = rules.info();
    writeln!(
        out,
        "{} ({}), {} moves first",
        info.name,
        info.id,
        player_name(players, game.first_player())
    )?;
    if explain {
        if let Some(legend) = rules.legend() {
            writeln!(out, "{legend}")?;
        }
    }
    if !game.start_events().is_empty() {
        writeln!(
            out,
            "Before the first move: {}",
            events_summary(game.start_events(), players)
        )?;
    }
    writeln!(out, "{}", rules.draw(game.start()))?;
    for (i, ply) in game.plies().enumerate() {
        let before = &ply.before;
        writeln!(out)?;
        writeln!(
            out,
            "{}. {} plays {}",
            i + 1,
            player_name(players, ply.player),
            ply.text
        )?;
        if explain {
            for line in rules.explain(before, &ply.mv, &ply.events) {
                writeln!(out, "   {line}")?;
            }
        } else {
            writeln!(out, "   {}", ply_summary(&ply, players))?;
        }
        writeln!(out, "{}", rules.draw(&ply.after))?;
    }
    if let Some(outcome) = game.position().outcome() {
        writeln!(out)?;
        writeln!(out, "{}", outcome_line(rules, outcome))?;
    }
    Ok(())
}

/// The path of a move in one line, for a player following a computer's move: the pit it lifted,
/// each pit relayed from, each pit captured, and what happened around it (refills, bonus
/// moves, passes).
#[must_use]
pub fn ply_path(rules: &dyn Family, ply: &Ply, players: usize) -> String {
    let mut parts = Vec::new();
    let mut points = 0;
    for event in &ply.events {
        match *event {
            Event::Place { pit, .. } => {
                parts.push(format!("places a special seed in {}", rules.pit_name(pit)));
            }
            Event::Lift { pit, count } => {
                parts.push(format!("sows {count} from {}", rules.pit_name(pit)));
            }
            Event::Relay { pit, count } => {
                parts.push(format!("relays {count} from {}", rules.pit_name(pit)));
            }
            Event::TakeOne { pit } => {
                parts.push(format!(
                    "takes one from {} and sows it",
                    rules.pit_name(pit)
                ));
            }
            Event::Capture { pit, points: p, .. } => {
                points += p;
                parts.push(format!(
                    "captures {} ({p} point{})",
                    rules.pit_name(pit),
                    if p == 1 { "" } else { "s" }
                ));
            }
            Event::GrandSlam { .. } => parts.push("grand slam: nothing captured".into()),
            Event::Bonus => parts.push("ends in the store: another move".into()),
            Event::NewRound { round, .. } => parts.push(format!("round {round} begins")),
            Event::Refill(r) => parts.push(format!(
                "{} puts {} back on their squares",
                player_name(players, r.player),
                r.placed()
            )),
            Event::Pass { player } => {
                parts.push(format!(
                    "{} cannot move and passes",
                    player_name(players, player)
                ));
            }
            Event::Limit { limit } => parts.push(format!("the limit {} is reached", limit.key())),
            _ => {}
        }
    }
    let captures = ply
        .events
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .count();
    if captures > 1 {
        parts.push(format!(
            "{points} point{} in all",
            if points == 1 { "" } else { "s" }
        ));
    }
    parts.join(", ")
}

/// The final collection of a game's last move in words ("South collects 3, North collects
/// 5"), or `None` when nothing was left to collect.
#[must_use]
pub fn collection_line(ply: &Ply, players: usize) -> Option<String> {
    let sweeps: Vec<String> = ply
        .events
        .iter()
        .filter_map(|e| match *e {
            Event::Sweep { player, count } if count > 0 => Some(format!(
                "{} collects {count} left on the board",
                player_name(players, player)
            )),
            _ => None,
        })
        .collect();
    (!sweeps.is_empty()).then(|| format!("End of the game: {}.", sweeps.join(", ")))
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
