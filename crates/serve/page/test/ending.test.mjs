import { test } from "node:test";
import assert from "node:assert/strict";
import { createDom } from "../dom.js";
import { createEnding, GAME_BUTTONS, resultWords } from "../ending.js";
import { FakeDocument } from "./fake-dom.mjs";
import { words } from "./words.mjs";

const t = words("en");
const seats = [
  { seat: 0, kind: "person", name: "Lan", connected: true },
  { seat: 1, kind: "person", name: "Minh", connected: true },
];

test("every ending has its banner: who won, the score and why", () => {
  const words = (outcome) => {
    const w = resultWords(t, outcome, seats);
    return `${w.headline} | ${w.score} ${w.why}`;
  };
  assert.equal(
    words({ winner: 1, scores: [3, 1], reason: "resigned", seat: 0 }),
    "Minh (North) wins | Score 3–1. Lan (South) resigned.",
  );
  assert.equal(
    words({ winner: null, scores: [3, 1], reason: "left", seat: 1 }),
    "No winner | Score 3–1. Minh (North) left the game.",
  );
  assert.equal(
    words({ winner: 0, scores: [38, 32], reason: "mandarins-empty" }),
    "Lan (South) wins | Score 38–32. Both mandarin squares are empty: each side collects the stones on its own squares.",
  );
  assert.equal(words({ winner: null, scores: [24, 24], reason: "side-empty" }), "A draw | Score 24–24. A side has no pieces left to play.");
  assert.equal(words({ winner: null, scores: [20, 22], reason: "repetition" }), "A draw | Score 20–22. The same position came back.");
  assert.equal(
    words({ winner: null, scores: [20, 22], reason: "limit", limit: "max-plies" }),
    "No winner | Score 20–22. The move limit was reached: the game stopped unfinished.",
  );
  assert.equal(words({ winner: null, scores: [5, 7], reason: "expired" }), "No winner | Score 5–7. The room was closed before the game ended.");
  assert.equal(words({ winner: 1, scores: [5, 7], reason: "a-family-ending" }), "Minh (North) wins | Score 5–7. The game ended by its rules.");
});

function room(seat) {
  const doc = new FakeDocument(["result", "rematch-note", ...GAME_BUTTONS]);
  const sent = [];
  const newGames = [];
  const state = { room: "r1", seat, seats, position: { ruleset: "kalah" }, outcome: null };
  const ending = createEnding({ dom: createDom(doc), t, state, send: (m) => sent.push(m), newGame: (r) => newGames.push(r) });
  return { doc, sent, newGames, state, ending };
}

test("a game over shows the banner and disables the game's buttons; a new game starts clean", () => {
  const { doc, sent, newGames, state, ending } = room(0);
  ending.handlers.game_over({ room: "r1", outcome: { winner: 0, scores: [1, 0], reason: "resigned", seat: 1 }, reason: "resigned", seat: 1 });
  assert.equal(doc.getElementById("result").hidden, false);
  assert.match(doc.getElementById("result").textContent, /^Lan \(South\) winsScore 1–0\. Minh \(North\) resigned\./);
  for (const id of GAME_BUTTONS) assert.equal(doc.getElementById(id).disabled, true, id);
  assert.deepEqual(state.outcome.reason, "resigned");
  // Rematch: asked once, the button then waits.
  doc.getElementById("rematch").click();
  assert.deepEqual(sent, [{ type: "rematch" }]);
  assert.equal(doc.getElementById("rematch").disabled, true);
  ending.handlers.rematch_requested({ room: "r1", by: 0, agreed: [0] });
  assert.equal(doc.getElementById("rematch-note").textContent, "You asked for a rematch: waiting for the others.");
  doc.getElementById("new-game-from-end").click();
  assert.deepEqual(newGames, ["kalah"]);
  // The state of a game under way clears it all.
  ending.handlers.state({ room: "r2", moves: [], rematch: [] });
  assert.equal(doc.getElementById("result").hidden, true);
  for (const id of GAME_BUTTONS) assert.equal(doc.getElementById(id).disabled, false, id);
});

test("a rematch ready moves a player to the seat and token given, an observer to watch", () => {
  const player = room(0);
  player.ending.handlers.rematch_ready({ room: "r1", new_room: "r5", seat: 1, token: "abc" });
  assert.deepEqual(player.sent, [{ type: "leave" }, { type: "rejoin", room: "r5", seat: 1, token: "abc" }]);
  assert.equal(player.state.seat, 1);
  const watcher = room(null);
  watcher.ending.handlers.game_over({ room: "r1", outcome: { winner: null, scores: [0, 0], reason: "left", seat: 0 } });
  assert.equal(watcher.doc.getElementById("rematch").hidden, true, "an observer has no rematch to ask");
  watcher.ending.handlers.rematch_ready({ room: "r1", new_room: "r5" });
  assert.deepEqual(watcher.sent, [{ type: "leave" }, { type: "join", room: "r5", as: "observer" }]);
});

test("every end screen offers to analyse the game: the room's game goes to the analysis board", () => {
  const doc = new FakeDocument(["result", "rematch-note", ...GAME_BUTTONS]);
  const analysed = [];
  const state = { room: "r7", seat: null, seats, position: { ruleset: "kalah" }, outcome: null };
  const ending = createEnding({ dom: createDom(doc), t, state, send: () => {}, newGame: () => {}, analyse: (r) => analysed.push(r) });
  ending.handlers.game_over({ room: "r7", outcome: { winner: 0, scores: [30, 18], reason: "side-empty" } });
  const button = doc.getElementById("analyse-game");
  assert.equal(button.textContent, "Analyse this game");
  button.click();
  assert.deepEqual(analysed, ["r7"]);
});
