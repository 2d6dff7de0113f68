//! Any text as the messages people send to a room of `mancala serve`, from up to four
//! connections: each line is a connection's digit (`0` to `3`) and a message as its WebSocket
//! frame holds it (`0{"type": "join", "room": "r", "as": "player"}`), or `0!gone` (the
//! connection is lost) or `!wait N` (N seconds pass, and seats whose grace period ran out are
//! freed). The room is made by the first byte: the ruleset, which seats are computer players
//! (random or greedy, who move when it is their turn), what happens when someone leaves and
//! the grace period. Messages go to the room as the server passes them; a refusal has a code
//! and a message. Never a panic; every message the room sends serialises; and at the end the
//! room's record replays to the room's position.
#![no_main]

use std::{
    sync::{Arc, OnceLock},
    time::{Duration, Instant},
};

use libfuzzer_sys::fuzz_target;
use mancala::{
    Family, GameRecord, Rules,
    agent::{Agent, Seat},
};
use mancala_serve::{
    protocol::{ClientMessage, OnLeave, Refusal, read_client, to_text},
    room::{ConnId, Outbox, Room, Settings, Slot},
};

/// The shipped rulesets, read once.
fn shipped() -> &'static [Arc<dyn Family>] {
    static RULES: OnceLock<Vec<Arc<dyn Family>>> = OnceLock::new();
    RULES.get_or_init(|| Rules::builtin_ids().filter_map(Rules::builtin).collect())
}

fn sent(out: &Outbox) {
    for (_, message) in out {
        let _ = to_text(message);
    }
}

fn answer(result: Result<Outbox, Refusal>) -> bool {
    match result {
        Ok(out) => {
            sent(&out);
            true
        }
        Err(refusal) => {
            assert!(!refusal.message.is_empty());
            let _ = to_text(&refusal.to_message());
            false
        }
    }
}

/// Lets the computer players move while it is their turn, as the server does.
fn computers(room: &mut Room) {
    while let Some((seat, spec, plies)) = room.computer_to_move() {
        let mut agent = Agent::new(spec, room.move_seed(seat, plies));
        let mv = agent.choose(room.game().rules(), room.game().position());
        let out = room.computer_move(plies, &mv);
        assert!(!out.is_empty(), "the computer's move was played");
        sent(&out);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&setup, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let rules = shipped()[usize::from(setup & 15) % shipped().len()].clone();
    let players = rules.num_players();
    let slots = (0..players)
        .map(|p| match (setup >> 4 >> p) & 1 {
            // Never every seat a computer: the game would be over before anyone joins.
            1 if p + 1 < players => Slot::Computer(if p % 2 == 0 {
                Seat::Random
            } else {
                Seat::Greedy
            }),
            _ => Slot::Free,
        })
        .collect();
    let settings = Settings {
        on_leave: if setup & 0x80 == 0 {
            OnLeave::FreeSeat
        } else {
            OnLeave::EndGame
        },
        grace: Duration::from_secs(u64::from(setup & 0x40) / 4),
    };
    let mut room = Room::new("r".into(), rules, 0, slots, settings, 1);
    computers(&mut room);
    let mut now = Instant::now();
    let mut in_room = [false; 4];
    for line in text.lines() {
        if let Some(seconds) = line.strip_prefix("!wait ") {
            if let Ok(s) = seconds.trim().parse::<u16>() {
                now += Duration::from_secs(u64::from(s));
                sent(&room.expire(now));
                computers(&mut room);
            }
            continue;
        }
        let mut chars = line.chars();
        let Some(conn) = chars.next().and_then(|c| c.to_digit(10)).filter(|&c| c < 4) else {
            continue;
        };
        let frame = chars.as_str();
        let id = ConnId::from(conn);
        let here = &mut in_room[conn as usize];
        // A connection's token: the server draws one; here it is known, so that `rejoin`
        // can be tried with the right one.
        let token = format!("token-{conn}");
        if frame == "!gone" {
            if *here {
                sent(&room.disconnect(id, now));
                *here = false;
            }
            continue;
        }
        let message = match read_client(frame) {
            Ok(message) => message,
            Err(refusal) => {
                answer(Err(refusal));
                continue;
            }
        };
        match message {
            // The server answers these from its list of rooms.
            ClientMessage::ListRooms
            | ClientMessage::CreateRoom { .. }
            | ClientMessage::SetLanguage { .. } => {}
            ClientMessage::Join {
                room: r,
                role,
                seat,
                name,
            } => {
                if !*here && r == room.id() {
                    *here = answer(room.join(id, role, seat, name.as_deref(), token));
                }
            }
            ClientMessage::Rejoin {
                room: r,
                seat,
                token,
            } => {
                if !*here && r == room.id() {
                    *here = answer(room.rejoin(id, seat, &token));
                }
            }
            _ if !*here => {}
            ClientMessage::State => {
                let _ = to_text(&room.state());
            }
            ClientMessage::Leave => *here = !answer(room.leave(id)),
            ClientMessage::Sit { seat, name } => {
                answer(room.sit(id, seat, name.as_deref(), token));
            }
            ClientMessage::Stand => {
                answer(room.stand(id));
            }
            ClientMessage::Move { text } => {
                answer(room.play(id, &text));
            }
            ClientMessage::Resign => {
                answer(room.resign(id));
            }
            // The server makes the rematch's room itself; here the request and, once everyone
            // agrees, what the new room is made of and who is sent there.
            ClientMessage::Rematch => {
                if let Ok((all, out)) = room.ask_rematch(id) {
                    sent(&out);
                    if all {
                        let rematch = room.rematch(now, || "token".to_owned());
                        sent(&room.rematch_ready("r2", &rematch.slots));
                    }
                }
            }
            ClientMessage::Undo => {
                answer(room.undo(id));
            }
            ClientMessage::DeclineUndo => {
                answer(room.decline_undo(id));
            }
            ClientMessage::Chat { text } => {
                answer(room.chat(id, &text));
            }
            // The server thinks about a hint on another thread; here only whether it is
            // granted (the search itself is the agents' and is fuzzed by `agent_spec`).
            ClientMessage::Hint => {
                answer(room.hint_job(id).map(|_| Vec::new()));
            }
        }
        computers(&mut room);
        let _ = to_text(&room.state());
        let _ = room.summary();
    }
    let record = GameRecord::from_json(&room.record().to_json()).expect("a room's record reads");
    let (game, _) = record.replay(&Rules).expect("a room's record replays");
    assert_eq!(game.position(), room.game().position());
});
