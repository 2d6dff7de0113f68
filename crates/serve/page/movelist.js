// The room's move list: every move in the ruleset's notation, numbered; choosing one shows the
// board as it was after it (the room's game, as `/api/rooms/ID/replay` gives it), and "back to the
// game" returns to the live board. A move played meanwhile returns to it too.

import { positionAt } from "./replay.js";

// The moves after an `update` of `plies` moves whose last is `last`: one more, or fewer after a
// take-back.
export function movesAfter(moves, plies, last) {
  if (plies === 0) return [];
  const kept = moves.slice(0, plies - 1);
  return last ? [...kept, last] : moves.slice(0, plies);
}

// The list's entries: the move number and the move.
export function moveEntries(t, moves) {
  return moves.map((move, i) => t("page-move-entry", { number: i + 1, move }));
}

export function createMoveList({ dom, t, state, board, animator, narration, fetch, setPosition }) {
  const { $ } = dom;
  let moves = [];
  let game = null; // the room's game as last fetched, with its number of moves

  function fill() {
    const list = $("move-list");
    list.replaceChildren();
    moveEntries(t, moves).forEach((entry, i) => {
      const item = dom.doc.createElement("li");
      const b = dom.button(entry, () => open(i + 1));
      b.dataset.ply = String(i + 1);
      if (state.viewing === i + 1) b.setAttribute("aria-current", "true");
      item.append(b);
      list.append(item);
    });
  }

  // Shows the board after move `ply`.
  async function open(ply) {
    if (!state.room) return;
    // A move still being shown is shown to its end first (and any after it): the live board
    // must not be drawn over the past one.
    while (state.animation) animator.skip(state.animation);
    if (!game || game.plies.length !== moves.length) {
      const answer = await fetch(`/api/rooms/${state.room}/replay?lang=${t.lang}`);
      if (!answer.ok) {
        $("game-error").textContent = (await answer.text()).trim();
        return;
      }
      game = await answer.json();
    }
    const pos = positionAt(game, Math.min(ply, game.plies.length));
    state.viewing = ply;
    board.paint($("board"), pos);
    board.offer($("board"), []);
    board.mark("active", []);
    $("legal").textContent = "";
    const last = pos.last_move;
    narration.header($("last-move"), last, pos.scores.length);
    narration.fill($("narration"), last ? last.narration || [] : [], Infinity, last);
    $("viewing-text").textContent = t("page-viewing-move", { ply, plies: moves.length });
    $("viewing").hidden = false;
    fill();
  }

  // Back to the game as it is now.
  function live() {
    leaveView();
    if (state.position) setPosition(state.position, false);
  }

  function leaveView() {
    state.viewing = null;
    $("viewing").hidden = true;
    fill();
  }

  const handlers = {
    state(m) {
      moves = m.moves.slice();
      game = null;
      leaveView();
    },
    update(m) {
      if (m.room !== state.room) return;
      const last = m.position.last_move ? m.position.last_move.move : null;
      moves = movesAfter(moves, m.plies, last);
      // The room shows the new position: the list follows it.
      leaveView();
    },
  };

  function wire() {
    $("viewing").hidden = true;
    $("back-to-game").addEventListener("click", live);
  }

  return { handlers, wire, open, live };
}
