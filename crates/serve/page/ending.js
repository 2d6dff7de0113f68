// The end of a game in the room: the result banner (who won, the score, why) for every ending
// (the rules, a resignation, a player who left, a room closed, repetition, the move limit), the
// buttons a finished game leaves (a rematch with the seats swapped, a new game of the same rules),
// and the game's own buttons disabled once it is over.

import { seatName } from "./seats.js";

// The reasons of the rules that have words of their own; any other ending of a family's rules is
// "the game ended by its rules".
const WHY = {
  expired: (t) => t("page-why-expired"),
  repetition: (t) => t("page-why-repetition"),
  limit: (t) => t("page-why-limit"),
  blocked: (t) => t("page-why-blocked"),
  "mandarins-empty": (t) => t("page-why-mandarins-empty"),
  "side-empty": (t) => t("page-why-side-empty"),
  "houses-empty": (t) => t("page-why-side-empty"),
  "no-moves": (t) => t("page-why-side-empty"),
  score: (t) => t("page-why-score"),
};

// Endings that leave no winner because the game stopped, not because it was a draw.
const STOPPED = new Set(["left", "expired", "limit"]);

// The banner's words for `outcome` (the server's outcome object: `winner`, `scores`, `reason`,
// `seat`): { headline, score, why }. `name(seat)` names a seat (the room's seats by default).
export function resultWords(t, outcome, seats, name = (seat) => seatName(t, seats, seat)) {
  const score = (outcome.scores || []).join("–");
  let headline;
  if (outcome.winner !== null && outcome.winner !== undefined) headline = t("page-result-winner", { who: name(outcome.winner) });
  else if (STOPPED.has(outcome.reason)) headline = t("page-result-no-winner");
  else headline = t("page-result-draw");
  let why;
  if (outcome.reason === "resigned") why = t("page-why-resigned", { who: name(outcome.seat) });
  else if (outcome.reason === "left") why = t("page-why-left", { who: name(outcome.seat) });
  else if (outcome.reason === "time") why = t("page-why-time", { who: name(outcome.seat) });
  else if (Object.hasOwn(WHY, outcome.reason)) why = WHY[outcome.reason](t);
  else why = t("page-why-rules");
  return { headline, score: t("page-result-score", { score }), why };
}

// The buttons of a game under way, disabled once it is over.
export const GAME_BUTTONS = ["hint", "undo", "resign", "move-play", "move-text"];

export function createEnding({ dom, t, state, send, newGame, analyse = null }) {
  const { $ } = dom;

  function setButtons(over) {
    for (const id of GAME_BUTTONS) {
      const element = $(id);
      if (element) element.disabled = over;
    }
  }

  // Shows the banner for `outcome`, with a rematch (for players) and a new game.
  function show(outcome) {
    state.outcome = outcome;
    setButtons(true);
    const words = resultWords(t, outcome, state.seats);
    const banner = $("result");
    const rematch = dom.button(t("page-rematch"), () => {
      rematch.disabled = true;
      send({ type: "rematch" });
    });
    rematch.id = "rematch";
    rematch.hidden = state.seat === null;
    const again = dom.button(t("page-new-game-same-rules"), () => newGame(state.position ? state.position.ruleset : null));
    again.id = "new-game-from-end";
    const study = analyse && state.room ? dom.button(t("page-analysis-analyse"), () => analyse(state.room)) : null;
    if (study) study.id = "analyse-game";
    const note = dom.text("p", "");
    note.id = "rematch-note";
    note.className = "note";
    const headline = dom.text("p", words.headline);
    headline.className = "result-headline";
    const buttons = study ? [rematch, again, study] : [rematch, again];
    banner.replaceChildren(headline, dom.text("p", t("page-result-line", { score: words.score, why: words.why })), ...buttons, note);
    banner.hidden = false;
  }

  function clear() {
    state.outcome = null;
    setButtons(false);
    $("result").replaceChildren();
    $("result").hidden = true;
  }

  const handlers = {
    state(m) {
      if (m.outcome) show(m.outcome);
      else clear();
      if (m.outcome && (m.rematch || []).includes(state.seat)) {
        $("rematch").disabled = true;
        $("rematch-note").textContent = t("page-rematch-waiting");
      }
    },
    game_over(m) {
      if (m.room !== state.room || !m.outcome) return;
      show(m.outcome);
    },
    rematch_requested(m) {
      if (m.room !== state.room || !$("rematch-note")) return;
      $("rematch-note").textContent =
        m.by === state.seat ? t("page-rematch-waiting") : t("page-rematch-asked", { who: seatName(t, state.seats, m.by) });
    },
    // Everyone agreed: out of this room and into the rematch's, in the seat it gives.
    rematch_ready(m) {
      if (m.room !== state.room) return;
      send({ type: "leave" });
      state.room = null;
      state.position = null;
      if (m.seat !== undefined && m.token) {
        state.seat = m.seat;
        state.token = m.token;
        send({ type: "rejoin", room: m.new_room, seat: m.seat, token: m.token });
      } else {
        state.seat = null;
        state.token = null;
        send({ type: "join", room: m.new_room, as: "observer" });
      }
    },
  };

  return { handlers, show, clear, setButtons };
}
