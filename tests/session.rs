//! The game session that `play`, the server's rooms and the engine protocol share: whose turn,
//! take-backs, resignation and departure, hints, computer replies.

use mancala::{
    MoveError, Rules,
    agent::Seat,
    session::{Ended, Session, SessionError, Undo},
};

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
