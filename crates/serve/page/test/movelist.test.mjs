import { test } from "node:test";
import assert from "node:assert/strict";
import { createDom } from "../dom.js";
import { createMoveList, moveEntries, movesAfter } from "../movelist.js";
import { FakeDocument } from "./fake-dom.mjs";
import { words } from "./words.mjs";

const t = words("en");

test("the list follows moves played and taken back", () => {
  assert.deepEqual(movesAfter(["1R", "2L"], 3, "3R"), ["1R", "2L", "3R"]);
  assert.deepEqual(movesAfter(["1R", "2L", "3R"], 1, "1R"), ["1R"], "taken back to one move");
  assert.deepEqual(movesAfter(["1R"], 0, null), []);
  assert.deepEqual(moveEntries(t, ["1R", "2L"]), ["1. 1R", "2. 2L"]);
});

test("a move of the list opens its position, and back to the game returns live", async () => {
  const doc = new FakeDocument(["move-list", "board", "legal", "last-move", "narration", "viewing", "viewing-text", "back-to-game", "game-error"]);
  const painted = [];
  const board = { paint: (_, pos) => painted.push(pos.ply), offer() {}, mark() {} };
  const narration = { header() {}, fill() {} };
  const game = {
    start: { ply: 0, scores: [0, 0] },
    plies: [1, 2, 3].map((ply) => ({ ply, scores: [0, 0], last_move: { move: `m${ply}`, narration: [] } })),
  };
  const asked = [];
  const fetch = async (url) => {
    asked.push(url);
    return { ok: true, json: async () => game };
  };
  const live = [];
  // Two moves still being shown: both end before the past is drawn.
  const state = { room: "r1", viewing: null, position: { ply: 3 }, animation: { next: { next: null } } };
  const animator = {
    skip(animation) {
      state.animation = animation.next;
    },
  };
  const list = createMoveList({ dom: createDom(doc), t, state, board, animator, narration, fetch, setPosition: (pos) => live.push(pos.ply) });
  list.wire();
  list.handlers.state({ moves: ["m1", "m2", "m3"] });
  const buttons = doc.getElementById("move-list").querySelectorAll("button");
  assert.deepEqual(buttons.map((b) => b.textContent), ["1. m1", "2. m2", "3. m3"]);
  buttons[1].click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(asked, ["/api/rooms/r1/replay?lang=en"]);
  assert.equal(state.animation, null);
  assert.deepEqual(painted, [2], "the board after move 2");
  assert.equal(state.viewing, 2);
  assert.equal(doc.getElementById("viewing").hidden, false);
  assert.equal(doc.getElementById("viewing-text").textContent, "The board after move 2 of 3.");
  doc.getElementById("back-to-game").click();
  assert.deepEqual(live, [3]);
  assert.equal(state.viewing, null);
  assert.equal(doc.getElementById("viewing").hidden, true);
  // A move played while looking back returns to the game too, and lengthens the list.
  await list.open(1);
  assert.equal(state.viewing, 1);
  list.handlers.update({ room: "r1", plies: 4, position: { last_move: { move: "m4" } } });
  assert.equal(state.viewing, null);
  assert.equal(doc.getElementById("move-list").querySelectorAll("button").length, 4);
});
