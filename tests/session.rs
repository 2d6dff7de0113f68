//! The game session that `play`, the server's rooms and the engine protocol share: whose turn,
//! take-backs, resignation and departure, hints, computer replies, the clock.

use mancala::{
    MoveError, Rules,
    agent::Seat,
    session::{Ended, Session, SessionError, TimeControl, TimeControlError, Undo},
};
use std::time::Duration;

fn kalah(seats: Vec<Option<Seat>>) -> Session {
    Session::new(Rules::builtin("kalah").unwrap(), 0, seats, 1).unwrap()
}

fn people() -> Vec<Option<Seat>> {
    vec![Some(Seat::Human), Some(Seat::Human)]
}

#[test]
fn a_session_has_one_seat_per_player() {
    let err = Session::new(Rules::builtin("kalah").unwrap(), 0, vec![None], 1).unwrap_err();
    assert_eq!(err.to_string(), "this game has 2 seats, not 1");
}

#[test]
fn a_move_is_refused_out_of_turn_while_a_seat_is_free_and_after_the_end() {
    let mut s = kalah(vec![Some(Seat::Human), None]);
    assert_eq!(
        s.play(0, "1").unwrap_err().to_string(),
        "the game waits for a player in North's seat (seat 1)"
    );
    s.set_seat(1, Some(Seat::Human));
    assert_eq!(
        s.play(1, "1").unwrap_err().to_string(),
        "it is South's turn, not yours"
    );
    assert!(matches!(
        s.play(0, "9"),
        Err(SessionError::Move(MoveError::Parse(_)))
    ));
    assert_eq!(s.game().num_plies(), 0);
    s.play(0, "1").unwrap();
    s.resign(1).unwrap();
    assert_eq!(s.ended(), Some(&Ended::Resigned(1)));
    assert_eq!(s.play(1, "1").unwrap_err(), SessionError::GameOver);
    assert_eq!(s.resign(0).unwrap_err(), SessionError::GameOver);
}

#[test]
fn a_take_back_needs_every_person_and_a_move_cancels_the_request() {
    let mut s = kalah(people());
    assert_eq!(s.request_undo(0).unwrap_err(), SessionError::NothingToUndo);
    s.play(0, "1").unwrap();
    assert_eq!(s.request_undo(0).unwrap(), Undo::Asked { by: 0 });
    assert_eq!(s.undo_requested_by(), Some(0));
    // A move cancels the request: North's agreement then asks anew (North has moved).
    s.play(1, "1").unwrap();
    assert_eq!(s.undo_requested_by(), None);
    assert_eq!(s.request_undo(0).unwrap(), Undo::Asked { by: 0 });
    assert_eq!(s.request_undo(1).unwrap(), Undo::Done { by: 0, undone: 2 });
    assert_eq!(s.game().num_plies(), 0);
    assert_eq!(s.takebacks(), 1);
    assert_eq!(s.decline_undo().unwrap_err(), SessionError::NoUndoRequest);
}

#[test]
fn a_take_back_against_the_computer_is_at_once_and_takes_its_reply_too() {
    let mut s = kalah(vec![Some(Seat::Human), Some(Seat::Random)]);
    s.play(0, "1").unwrap();
    let (seat, _, plies) = s
        .computer_to_move()
        .map(|(a, b, c)| (a, b.clone(), c))
        .unwrap();
    assert_eq!((seat, plies), (1, 1));
    let mv = s.game().legal_moves()[0];
    assert!(s.computer_move_framed(plies, &mv).unwrap().is_some());
    // A reply for a position the game has left is dropped.
    assert!(s.computer_move_framed(plies, &mv).unwrap().is_none());
    assert_eq!(s.request_undo(0).unwrap(), Undo::Done { by: 0, undone: 2 });
    assert_eq!(s.turn(), 0);
}

#[test]
fn a_person_who_leaves_frees_the_seat_or_ends_the_game() {
    let mut s = kalah(people());
    assert!(!s.abandon(1, false));
    assert_eq!(s.seats()[1], None);
    assert!(!s.is_over());
    s.set_seat(1, Some(Seat::Human));
    assert!(s.abandon(1, true));
    assert_eq!(s.ended(), Some(&Ended::Left(1)));
    assert!(s.is_over());
    assert!(s.computer_to_move().is_none());
}

#[test]
fn a_hint_is_for_the_player_to_move() {
    let mut s = kalah(people());
    s.play(0, "1").unwrap();
    assert_eq!(
        s.hint_job(0).unwrap_err().to_string(),
        "a hint is for the player to move: it is North's turn"
    );
    let job = s.hint_job(1).unwrap();
    assert_eq!(&job.pos, s.game().position());
}

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

#[test]
fn time_controls_are_written_as_lichess_writes_them() {
    for (text, control) in [
        ("5", TimeControl::sudden_death(secs(300))),
        (
            "3+2",
            TimeControl::Fischer {
                initial: secs(180),
                increment: secs(2),
            },
        ),
        (
            "0.5+0.5",
            TimeControl::Fischer {
                initial: secs(30),
                increment: Duration::from_millis(500),
            },
        ),
        ("20s/move", TimeControl::PerMove(secs(20))),
    ] {
        assert_eq!(text.parse::<TimeControl>(), Ok(control), "{text}");
        assert_eq!(control.to_string(), text);
    }
    for (text, error) in [
        ("", TimeControlError::Syntax(String::new())),
        ("five", TimeControlError::Syntax("five".into())),
        ("3+", TimeControlError::Syntax("3+".into())),
        ("-3", TimeControlError::Syntax("-3".into())),
        ("1.2345", TimeControlError::Syntax("1.2345".into())),
        ("0+2", TimeControlError::NoTime("0+2".into())),
        ("0s/move", TimeControlError::NoTime("0s/move".into())),
        ("1441", TimeControlError::TooLong("1441".into())),
        (
            "99999999999999999999",
            TimeControlError::TooLong("99999999999999999999".into()),
        ),
    ] {
        assert_eq!(text.parse::<TimeControl>(), Err(error), "{text:?}");
    }
}

#[test]
fn the_clock_charges_the_player_to_move_and_adds_the_increment_after_each_move() {
    let control = TimeControl::Fischer {
        initial: secs(60),
        increment: secs(2),
    };
    let mut s = kalah(people()).with_time_control(control);
    assert_eq!(s.clock().unwrap().all_left(), [secs(60), secs(60)]);
    assert_eq!(s.pass_time(secs(10)), None);
    s.play(0, "3").unwrap(); // in the store: South again
    assert_eq!(s.clock().unwrap().all_left(), [secs(52), secs(60)]);
    s.pass_time(secs(5));
    s.play(0, "1").unwrap();
    s.pass_time(secs(30));
    assert_eq!(s.clock().unwrap().left(1), secs(30));
    s.play(1, "1").unwrap();
    assert_eq!(
        s.clock_after_moves(),
        [
            vec![secs(52), secs(60)],
            vec![secs(49), secs(60)],
            vec![secs(49), secs(32)],
        ]
    );
}

#[test]
fn a_player_whose_time_runs_out_loses_on_time_and_a_late_move_is_refused() {
    let mut s = kalah(people()).with_time_control(TimeControl::sudden_death(secs(60)));
    s.pass_time(secs(59));
    s.play(0, "1").unwrap();
    s.pass_time(secs(1));
    s.play(1, "1").unwrap();
    assert_eq!(s.pass_time(secs(1)), Some(&Ended::TimedOut(0)));
    assert!(s.is_over());
    assert_eq!(s.ended().unwrap().reason(), ("time", 0));
    assert_eq!(Ended::from_reason("time", 0), Some(Ended::TimedOut(0)));
    assert_eq!(s.play(0, "2").unwrap_err(), SessionError::GameOver);
    assert_eq!(s.pass_time(secs(100)), None, "no time passes after the end");
    assert_eq!(s.clock().unwrap().all_left(), [Duration::ZERO, secs(59)]);
}

#[test]
fn no_time_passes_without_a_clock_while_a_seat_is_free_or_after_the_end() {
    let mut s = kalah(people());
    assert_eq!(s.pass_time(secs(1_000_000)), None);
    assert!(!s.is_over());
    let mut s =
        kalah(vec![Some(Seat::Human), None]).with_time_control(TimeControl::sudden_death(secs(60)));
    assert_eq!(s.pass_time(secs(120)), None);
    assert_eq!(s.clock().unwrap().left(0), secs(60));
    s.set_seat(1, Some(Seat::Human));
    s.resign(1).unwrap();
    assert_eq!(s.pass_time(secs(120)), None);
    assert_eq!(s.ended(), Some(&Ended::Resigned(1)));
}

#[test]
fn a_time_a_move_is_not_kept_and_a_take_back_gives_no_time_back() {
    let mut s = kalah(people()).with_time_control(TimeControl::PerMove(secs(20)));
    s.pass_time(secs(15));
    s.play(0, "1").unwrap();
    assert_eq!(s.clock().unwrap().left(0), secs(20), "a fresh move's time");
    s.pass_time(secs(19));
    s.play(1, "1").unwrap();
    s.pass_time(secs(12));
    assert_eq!(s.take_back_turn(0).unwrap(), 2);
    assert_eq!(s.clock_after_moves(), [] as [Vec<Duration>; 0]);
    assert_eq!(
        s.clock().unwrap().left(0),
        secs(20),
        "South starts a fresh move"
    );

    let mut s = kalah(people()).with_time_control(TimeControl::sudden_death(secs(60)));
    s.pass_time(secs(10));
    s.play(0, "1").unwrap();
    s.pass_time(secs(10));
    s.play(1, "1").unwrap();
    s.take_back_to(1);
    assert_eq!(s.clock_after_moves(), [vec![secs(50), secs(60)]]);
    assert_eq!(
        s.clock().unwrap().all_left(),
        [secs(50), secs(50)],
        "the time North spent on the move taken back is not given back"
    );
}
