// Playing a move: the legal pits offered on one's turn, a pit clicked (or Enter on it) offers its
// moves with a preview of where each lands, a second click or the move's button plays it; a move
// may also be typed. Hints are shown here too.

import { clickOutcome, legalPits, movesFrom } from "./board.js";

// Whether the page's player may move now in `state`.
export function myTurn(state) {
  const pos = state.position;
  // Not while the move list shows a past position, nor after a game ended by a resignation.
  const away = (state.viewing !== null && state.viewing !== undefined) || Boolean(state.outcome);
  return Boolean(pos && state.seat !== null && pos.to_move === state.seat && !pos.outcome && !state.animation && !away);
}

// The moves the page offers: the position's, on one's turn; none otherwise.
export function legalHere(state) {
  return myTurn(state) ? state.position.moves || [] : [];
}

// The line a hint shows.
export function hintText(t, m) {
  return m.exact ? t("page-hint-exact", { move: m.move, value: m.value }) : t("page-hint-search", { move: m.move, value: m.value, depth: m.depth, seconds: m.millis / 1000 });
}

export function createPlay({ dom, t, state, board, send }) {
  const { $ } = dom;

  function showLegal() {
    const moves = legalHere(state);
    board.offer($("board"), legalPits(moves));
    $("legal").textContent = moves.length ? t("page-legal-moves", { moves: moves.map((m) => m.move).join(" ") }) : "";
  }

  function pitClicked(pit) {
    const outcome = clickOutcome(legalHere(state), state.chosen, pit);
    if (outcome.play) play(outcome.play);
    else if (outcome.choose !== undefined) choose(outcome.choose);
  }

  // Offers the moves from `pit` (Ô ăn quan: its two directions), each previewed on focus.
  function choose(pit) {
    const moves = movesFrom(legalHere(state), pit);
    state.chosen = pit;
    board.mark("chosen", [pit]);
    const choices = $("choices");
    const keep = [...choices.childNodes].filter((n) => n.tagName === "SPAN");
    choices.replaceChildren(...keep);
    for (const m of moves) {
      const b = dom.button(t("page-play-move", { move: m.move }), () => play(m.move));
      b.dataset.move = m.move;
      b.addEventListener("mouseenter", () => board.mark("lands", [m.lands]));
      b.addEventListener("focus", () => board.mark("lands", [m.lands]));
      choices.append(b);
    }
    choices.append(dom.button(t("page-cancel"), cancelChoice));
    if (moves.length) board.mark("lands", [moves[0].lands]);
    const first = choices.querySelector("button");
    if (first) first.focus();
  }

  function cancelChoice() {
    state.chosen = null;
    board.mark("chosen", []);
    board.mark("lands", []);
    board.mark("hinted", []);
    $("choices").replaceChildren();
  }

  function play(move) {
    $("game-error").textContent = "";
    cancelChoice();
    send({ type: "move", move });
  }

  const handlers = {
    hint(m) {
      if (m.room !== state.room || !state.position || m.ply !== state.position.ply) return;
      $("choices").replaceChildren(dom.text("span", hintText(t, m)));
      const mv = (state.position.moves || []).find((x) => x.move === m.move);
      if (mv) {
        board.mark("hinted", [mv.pit]);
        choose(mv.pit);
      }
    },
  };

  function wire() {
    $("move-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const move = $("move-text").value.trim();
      if (!move) return;
      $("move-text").value = "";
      play(move);
    });
    $("hint").addEventListener("click", () => {
      $("game-error").textContent = "";
      send({ type: "hint" });
    });
  }

  return { showLegal, pitClicked, choose, cancelChoice, play, handlers, wire };
}
