// The room the page is in: its title, seats, chat and requests to take back moves, and its
// positions as the server sends them, each move animated in turn (a reply that comes during an
// animation waits for it).

import { animates, delayFor } from "./animation.js";
import { chatText, endedLine, seatName, seatText, statusLine } from "./seats.js";

export function createRoom({ dom, t, state, board, animator, narration, play, send, show, storage, confirm }) {
  const { $ } = dom;
  const name = (seat) => seatName(t, state.seats, seat);

  function showSeats(seats, observers) {
    const list = $("seat-list");
    list.replaceChildren();
    for (const s of seats) {
      const item = dom.text("li", seatText(t, s, seats.length, state.seat));
      if (s.kind === "free" && state.seat === null && state.room) {
        item.append(dom.button(t("page-sit-here"), () => send({ type: "sit", seat: s.seat, name: playerName() })));
      }
      list.append(item);
    }
    $("observers").textContent = t("page-watching", { count: observers });
  }

  const playerName = () => $("name").value.trim() || undefined;

  function showStatus() {
    if (!state.position) return;
    // A game ended by a resignation or a departure says so, not whose move it would be.
    $("status").textContent = state.outcome
      ? endedLine(t, state.outcome, state.seats, state.position)
      : statusLine(t, state.position, state.seat, state.seats);
  }

  function showEnded(ended) {
    $("game-error").textContent = "";
    $("status").textContent = endedLine(t, ended, state.seats, state.position);
    board.mark("legal", []);
  }

  function askUndo(by) {
    if (by === state.seat) {
      $("game-error").textContent = t("page-undo-waiting");
      return;
    }
    $("undo-request-text").textContent = t("page-undo-asked", { who: name(by) });
    $("undo-request").hidden = state.seat === null;
  }

  const addChat = (line) => $("chat-lines").append(dom.text("li", chatText(t, line, state.seats.length || 2)));

  function stopAnimation() {
    animator.stop(state.animation);
    state.animation = null;
    state.queue = [];
  }

  // Shows a new position; `animate` plays its last move frame by frame first.
  function setPosition(pos, animate) {
    animator.stop(state.animation);
    state.animation = null;
    play.cancelChoice();
    state.position = pos;
    const last = pos.last_move;
    narration.header($("last-move"), last, state.seats.length || pos.scores.length);
    if (animate && animates(last, delayFor($("speed").value))) {
      board.mark("legal", []);
      $("legal").textContent = "";
      $("status").textContent = t("page-plays", { who: name(last.player), move: last.move });
      state.animation = animator.run($("board"), $("narration"), last, finishPosition);
      return;
    }
    narration.fill($("narration"), last ? last.narration || [] : [], Infinity, last);
    finishPosition();
  }

  function finishPosition() {
    state.animation = null;
    board.paint($("board"), state.position);
    board.mark("active", []);
    play.showLegal();
    showStatus();
    $("board").dataset.ply = String(state.position.ply);
    const next = state.queue.shift();
    if (next) setPosition(next, true);
  }

  // The room's title: its name if it has one, its id, and the ruleset's name in the page's
  // language as the lobby lists it (its id for a file of one's own, or before the list came).
  let titled = null;
  function showTitle() {
    if (!titled) return;
    const { name, room } = titled;
    const ruleset = (state.rulesets || []).find((r) => r.id === titled.ruleset)?.name || titled.ruleset;
    $("game-title").textContent = name
      ? t("page-named-room-title", { name, room, ruleset })
      : t("page-room-title", { room, ruleset });
  }

  const handlers = {
    joined(m) {
      state.room = m.room;
      state.seat = m.as === "player" ? m.seat : null;
      if (m.token) {
        state.token = m.token;
        storage.setItem(`mancala-token-${m.room}`, `${m.seat}:${m.token}`);
      }
      show("game");
      // The server sends the room's state right after: asking again would draw the board twice,
      // the second time taking the keyboard's focus from a pit.
    },
    state(m) {
      state.room = m.room;
      state.seats = m.seats;
      titled = { name: m.name, room: m.room, ruleset: m.position.ruleset };
      showTitle();
      $("room-rules").textContent = m.rules_text;
      $("record-link").href = `/api/rooms/${m.room}/record`;
      showSeats(m.seats, m.observers);
      $("chat-lines").replaceChildren();
      for (const line of m.chat) addChat(line);
      $("undo-request").hidden = true;
      if (m.undo_requested_by !== null && m.undo_requested_by !== undefined) askUndo(m.undo_requested_by);
      board.load(`/api/rooms/${m.room}/board.svg?seat=${state.seat ?? 0}&lang=${t.lang}`, $("board"), play.pitClicked).then(() => {
        stopAnimation();
        setPosition(m.position, false);
        if (m.ended) showEnded(m.ended);
      });
    },
    update(m) {
      if (m.room !== state.room) return;
      $("undo-request").hidden = true;
      // Moves are shown one after the other: a reply that comes during an animation waits.
      if (state.animation) state.queue.push(m.position);
      else setPosition(m.position, true);
    },
    seats(m) {
      state.seats = m.seats;
      showSeats(m.seats, m.observers);
      showStatus();
    },
    chat: addChat,
    undo_requested: (m) => askUndo(m.by),
    undo_declined(m) {
      $("undo-request").hidden = true;
      $("game-error").textContent = t("page-undo-refused", { who: name(m.by) });
    },
    game_over: showEnded,
    error(m) {
      $(state.room ? "game-error" : "lobby-error").textContent = m.message;
    },
  };

  function leave() {
    send({ type: "leave" });
    if (state.room) storage.removeItem(`mancala-token-${state.room}`);
    state.room = null;
    state.seat = null;
    state.token = null;
    state.position = null;
    stopAnimation();
    show("lobby");
  }

  function wire() {
    $("undo").addEventListener("click", () => {
      $("game-error").textContent = "";
      send({ type: "undo" });
    });
    $("resign").addEventListener("click", () => {
      if (confirm(t("page-confirm-resign"))) send({ type: "resign" });
    });
    $("leave").addEventListener("click", leave);
    $("undo-agree").addEventListener("click", () => send({ type: "undo" }));
    $("undo-refuse").addEventListener("click", () => send({ type: "decline_undo" }));
    $("chat-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const line = $("chat-text").value.trim();
      if (!line) return;
      $("chat-text").value = "";
      send({ type: "chat", text: line });
    });
    $("skip").addEventListener("click", () => animator.skip(state.animation));
  }

  return { handlers, wire, setPosition, showSeats, leave, showTitle };
}
