// Playing a move on the board: the legal pits offered on one's turn; a pit clicked (or Enter on
// it) with one move previews it (the pits its stones reach, where they land) and a second click
// plays it; a pit with several moves asks on the board what tells them apart (arrows for the
// way, swatches for the colour, marks on the pits for the special seed: choose.js), each option
// previewed on hover or focus; a drag from a pit toward a side takes that way. A move may also
// be typed. Hints are shown here too.

import { clickOutcome, legalPits, movesFrom } from "./board.js";
import { dragChoice, nextChoice, optionPlaces, reachedByAll } from "./choose.js";

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
  // The question open on the board: {pit, moves (those still possible), choice, options
  // (their buttons), at (the one previewed)}.
  let asking = null;

  function showLegal() {
    const moves = legalHere(state);
    board.offer($("board"), legalPits(moves));
    $("legal").textContent = moves.length ? t("page-legal-moves", { moves: moves.map((m) => m.move).join(" ") }) : "";
  }

  // A click on `pit`, Enter on it (`how.keyboard`: the focus goes to the first option), or a
  // drag from it (`how.drag`: {dx, dy}).
  function pitClicked(pit, how = {}) {
    const drag = how.drag;
    const moves = legalHere(state);
    const outcome = clickOutcome(moves, state.chosen, pit);
    if (outcome.none) {
      if (state.chosen !== null) cancelChoice();
      return;
    }
    if (outcome.play) {
      play(outcome.play);
      return;
    }
    if (state.chosen === pit && !drag) {
      cancelChoice(how.keyboard);
      return;
    }
    choose(pit, Boolean(how.keyboard));
    if (drag && asking && asking.choice.kind === "direction") {
      const i = dragChoice(asking.places.map((p) => p.angle), drag.dx, drag.dy);
      if (i !== null) take(asking.choice.options[i]);
    }
  }

  // Offers the moves from `pit` on the board: its only move previewed (a second click plays
  // it), or the first question that tells its moves apart.
  function choose(pit, focus = false) {
    const moves = movesFrom(legalHere(state), pit);
    clearQuestion();
    state.chosen = pit;
    board.mark("chosen", [pit]);
    $("choices").replaceChildren(...hintLine());
    if (!moves.length) return;
    if (moves.length === 1) {
      preview(moves);
      return;
    }
    ask(pit, moves, focus);
    $("choices").append(dom.button(t("page-cancel"), () => cancelChoice(true)));
  }

  // Puts the buttons of the question that tells `moves` apart over the board.
  function ask(pit, moves, focus) {
    const choice = nextChoice(moves);
    if (choice.kind === "play") {
      play(choice.move.move);
      return;
    }
    clearQuestion();
    const container = $("board");
    const boxes = board.pitBoxes(container);
    const box = boxes.get(pit) || { x: 0, y: 0, width: 0, height: 0 };
    const places = optionPlaces(choice, box, (p) => boxes.get(p));
    const layer = dom.doc.createElement("div");
    layer.className = "pick-layer";
    layer.setAttribute("class", `pick-layer pick-${choice.kind}`);
    const buttons = choice.options.map((option, i) => optionButton(choice, option, places[i], i));
    if (choice.kind === "list") {
      $("choices").prepend(...buttons);
    } else {
      layer.append(...buttons);
      container.append(layer);
    }
    asking = { pit, moves, choice, places, buttons, layer, at: 0 };
    preview(choice.options[0].moves, 0);
    if (focus && buttons[0]) buttons[0].focus();
  }

  function optionButton(choice, option, place, i) {
    const b = dom.doc.createElement("button");
    b.type = "button";
    b.setAttribute("class", `pick pick-${choice.kind}`);
    b.dataset.option = String(option.key);
    b.dataset.moves = option.moves.map((m) => m.move).join(" ");
    const label = optionLabel(choice.kind, option);
    b.setAttribute("aria-label", label);
    b.title = label;
    if (choice.kind === "list") {
      b.textContent = t("page-play-move", { move: option.key });
    } else {
      b.style.left = `${place.x - place.size / 2}px`;
      b.style.top = `${place.y - place.size / 2}px`;
      b.style.width = `${place.size}px`;
      b.style.height = `${place.size}px`;
      if (choice.kind === "direction") {
        b.innerHTML = `<span class="arrow" aria-hidden="true" style="transform: rotate(${place.angle}deg)"></span>`;
      } else {
        const kind = choice.kind === "special" ? "special" : option.key;
        // The board's own drawing of the piece, centred and filling most of the button.
        const id = board.pieceLook(kind).id;
        b.innerHTML = `<svg aria-hidden="true" viewBox="-9 -9 18 18"><use href="#${id}" x="-16" y="-16" width="32" height="32"/></svg>`;
      }
    }
    b.addEventListener("click", () => take(option));
    b.addEventListener("mouseenter", () => preview(option.moves, i));
    b.addEventListener("focus", () => preview(option.moves, i));
    b.addEventListener("keydown", (event) => optionKey(event, i));
    return b;
  }

  // What a person hears (and reads on hover) of an option.
  function optionLabel(kind, option) {
    const m = option.moves[0];
    if (kind === "direction") return (option.moves.length === 1
        ? t("page-board-sow-toward-move", { pit: board.pitName(option.key), move: m.move })
        : t("page-board-sow-toward", { pit: board.pitName(option.key) }));
    if (kind === "colour") return t("page-board-colour-first", { look: board.pieceLook(option.key).look });
    if (kind === "special") return t("page-board-special-into", { pit: board.pitName(option.key) });
    return t("page-play-move", { move: option.key });
  }

  // ←/→ (and ↑/↓) go from option to option, previewing each; Escape gives the question up.
  function optionKey(event, i) {
    if (!asking) return;
    const n = asking.buttons.length;
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step) {
      event.preventDefault();
      asking.buttons[(i + step + n) % n].focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancelChoice(true);
    }
  }

  // Takes an option: the move it leaves is played, or the next question asked.
  function take(option) {
    if (!asking) return;
    const { pit } = asking;
    const focus = asking.buttons.some((b) => dom.doc.activeElement === b);
    if (option.moves.length === 1) play(option.moves[0].move);
    else ask(pit, option.moves, focus);
  }

  // Marks the pits `moves`' stones will reach, and where they land when all land in one pit.
  function preview(moves, at) {
    board.mark("reach", reachedByAll(moves));
    const lands = [...new Set(moves.map((m) => m.lands))];
    board.mark("lands", lands.length === 1 ? lands : []);
    if (asking) {
      asking.at = at;
      asking.buttons.forEach((b, i) => b.classList.toggle("previewed", i === at));
    }
  }

  function clearQuestion() {
    if (asking && asking.choice.kind === "list") for (const b of asking.buttons) b.remove();
    if (asking && asking.layer && asking.layer.remove) asking.layer.remove();
    asking = null;
  }

  function hintLine() {
    return [...$("choices").childNodes].filter((n) => n.tagName === "SPAN");
  }

  // Gives up the choice; `refocus`: the keyboard's focus goes back to the pit.
  function cancelChoice(refocus = false) {
    const pit = state.chosen;
    clearQuestion();
    state.chosen = null;
    board.mark("chosen", []);
    board.mark("lands", []);
    board.mark("reach", []);
    board.mark("hinted", []);
    $("choices").replaceChildren();
    if (refocus && pit !== null) {
      const g = board.svgOf($("board"))?.querySelector(`#pit-${pit}`);
      if (g) g.focus();
    }
  }

  function play(move) {
    $("game-error").textContent = "";
    cancelChoice();
    send({ type: "move", move });
  }

  const handlers = {
    hint(m) {
      if (m.room !== state.room || !state.position || m.ply !== state.position.ply) return;
      const mv = (state.position.moves || []).find((x) => x.move === m.move);
      if (mv && myTurn(state)) choose(mv.pit);
      $("choices").prepend(dom.text("span", hintText(t, m)));
      if (!mv) return;
      board.mark("hinted", [mv.pit]);
      // The option that leads to the hinted move is the one previewed.
      if (asking) {
        const i = asking.choice.options.findIndex((o) => o.moves.includes(mv));
        if (i >= 0) preview(asking.choice.options[i].moves, i);
      }
    },
  };

  function wire() {
    // The options sit over the pits: drawn again where the pits are when the board is resized.
    board.onResize($("board"), () => {
      if (asking) ask(asking.pit, asking.moves, false);
    });
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

  return { showLegal, pitClicked, choose, cancelChoice, play, handlers, wire, asking: () => asking };
}
