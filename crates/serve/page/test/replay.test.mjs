import { test } from "node:test";
import assert from "node:assert/strict";
import { createDom } from "../dom.js";
import { words } from "./words.mjs";
import { clampPly, createReplay, keyStep, positionAt, replayLine } from "../replay.js";
import { FakeDocument, fakeClock } from "./fake-dom.mjs";

const t = words();
const at = (ply, pits, extra = {}) => ({ ply, pits, scores: [ply, 0], to_move: ply % 2, outcome: null, ...extra });
const game = {
  name: "Kalah",
  names: ["Ana", "Bao"],
  players: 2,
  rules_text: "Kalah (kalah): ...",
  board_svg: "<svg></svg>",
  start: at(0, [4, 4]),
  plies: [
    at(1, [0, 5], { last_move: { player: 0, move: "1", steps: [{ pit: 0 }], frames: [{ step: 0, pits: [0, 4] }, { step: 0, pits: [0, 5] }], narration: [] } }),
    at(2, [1, 5], { last_move: { player: 1, move: "2", steps: [], narration: [{ step: 0, text: "Bao sows." }] } }),
    at(3, [0, 0], { outcome: { winner: 0 }, outcome_text: "Ana wins.", last_move: { player: 0, move: "1", steps: [] } }),
  ],
};

test("steps stay within the game", () => {
  assert.equal(clampPly(-1, 3), 0);
  assert.equal(clampPly(4, 3), 3);
  assert.equal(clampPly(2, 3), 2);
  assert.equal(positionAt(game, 0), game.start);
  assert.equal(positionAt(game, 3), game.plies[2]);
});

test("the arrow keys, Home and End step through the game; a step forward is animated", () => {
  assert.deepEqual(keyStep("ArrowRight", 1, 3), { ply: 2, animate: true });
  assert.deepEqual(keyStep("ArrowLeft", 1, 3), { ply: 0, animate: false });
  assert.deepEqual(keyStep("Home", 2, 3), { ply: 0, animate: false });
  assert.deepEqual(keyStep("End", 0, 3), { ply: 3, animate: false });
  assert.equal(keyStep("a", 0, 3), null);
  assert.equal(keyStep("constructor", 0, 3), null);
});

test("the status line: where, whose move or the end, the scores", () => {
  assert.equal(replayLine(t, game, game.start, 0), "Kalah: Move 0 of 3. Ana to move. Score: Ana 0, Bao 0.");
  assert.equal(replayLine(t, game, game.plies[2], 3), "Kalah: Move 3 of 3. Ana wins. Score: Ana 3, Bao 0.");
});

function viewer(speed = "0") {
  const ids = ["replay", "replay-body", "replay-rules", "replay-ply", "replay-board", "replay-move", "replay-narration",
    "replay-status", "replay-error", "replay-download", "record-file", "replay-first", "replay-prev", "replay-next", "replay-last", "speed"];
  const doc = new FakeDocument(ids);
  doc.getElementById("speed").value = speed;
  doc.getElementById("replay-download").hidden = true;
  const shown = [];
  const board = { paint: (view, pos) => shown.push(pos.ply), mark() {} };
  const narration = { fill() {}, header() {} };
  const clock = fakeClock();
  const runs = [];
  const animator = {
    run: (view, list, last, done) => {
      runs.push(last.move);
      return { timer: clock.setTimeout(done, 100) };
    },
    stop: (a) => a && clock.clearTimeout(a.timer),
  };
  const state = { replay: null };
  const views = [];
  const answers = { "/api/rooms/r1/replay?lang=en": { ok: true, json: async () => game }, "/api/rooms/r9/replay?lang=en": { ok: false, text: async () => "no room r9\n" } };
  const fetch = async (url) => answers[url];
  const replay = createReplay({ dom: createDom(doc), t, state, board, animator, narration, fetch, show: (v) => views.push(v), makeUrl: () => "blob:x" });
  replay.wire();
  return { doc, state, replay, shown, runs, clock, views };
}

test("a room's game opens at its start, and the buttons, slider and keys step through it", async () => {
  const { doc, state, shown, views, replay } = viewer();
  await replay.openRoom("r1");
  assert.deepEqual(views, ["replay"]);
  assert.equal(doc.getElementById("replay-download").href, "/api/rooms/r1/record");
  assert.equal(doc.getElementById("replay-download").download, "r1.json");
  assert.equal(doc.getElementById("replay-body").hidden, false);
  assert.equal(doc.getElementById("replay-ply").max, "3");
  assert.equal(doc.activeElement, doc.getElementById("replay-board"));
  const board = doc.getElementById("replay-board");
  assert.equal(board.dataset.ply, "0");
  doc.getElementById("replay-next").click();
  doc.getElementById("replay-next").click();
  assert.equal(board.dataset.ply, "2");
  doc.getElementById("replay-prev").click();
  assert.equal(state.replay.ply, 1);
  doc.getElementById("replay-last").click();
  doc.getElementById("replay-next").click();
  assert.equal(board.dataset.ply, "3", "not beyond the end");
  assert.equal(doc.getElementById("replay-status").textContent, "Kalah: Move 3 of 3. Ana wins. Score: Ana 3, Bao 0.");
  doc.getElementById("replay-ply").value = "1";
  doc.getElementById("replay-ply").dispatch("input");
  assert.equal(board.dataset.ply, "1");
  doc.getElementById("replay-first").click();
  assert.equal(board.dataset.ply, "0");
  assert.deepEqual(shown, [0, 1, 2, 1, 3, 3, 1, 0]);

  const key = (k, tagName = "DIV") => doc.listeners.keydown[0]({ key: k, target: { tagName }, preventDefault() {} });
  key("End");
  assert.equal(board.dataset.ply, "3");
  key("Home", "INPUT");
  assert.equal(board.dataset.ply, "3", "keys typed in a field are the field's");
  doc.getElementById("replay").hidden = true;
  key("Home");
  assert.equal(board.dataset.ply, "3", "the viewer is not shown");
});

test("a step forward is animated when the speed allows, and a new step stops it", async () => {
  const { doc, state, replay, runs, clock } = viewer("5");
  await replay.openRoom("r1");
  replay.go(1, true);
  assert.deepEqual(runs, ["1"]);
  assert.ok(state.replay.animation);
  const board = doc.getElementById("replay-board");
  assert.equal(board.dataset.ply, "0", "the move is being shown");
  clock.advance();
  assert.equal(board.dataset.ply, "1");
  replay.go(2, true);
  assert.deepEqual(runs, ["1"], "a move with no frames is shown at once");
  assert.equal(board.dataset.ply, "2");
  replay.go(0, false);
  replay.go(1, true);
  replay.go(3, false);
  assert.equal(clock.timers.length, 0, "the animation was stopped");
  assert.equal(board.dataset.ply, "3");
});

test("a refusal is told", async () => {
  const { doc, state, replay } = viewer();
  await replay.openRoom("r9");
  assert.equal(doc.getElementById("replay-error").textContent, "no room r9");
  assert.equal(state.replay, null);
  assert.equal(doc.getElementById("replay-download").hidden, true, "nothing to download");
});
