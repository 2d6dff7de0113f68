import { test } from "node:test";
import assert from "node:assert/strict";
import { createDom } from "../dom.js";
import { words } from "./words.mjs";
import { createAnimator, delayFor } from "../animation.js";
import { clampPly, createReplay, keyStep, moveKey, positionAt, replayLine } from "../replay.js";
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
    "replay-status", "replay-error", "replay-download", "record-file", "replay-first", "replay-prev", "replay-next", "replay-last",
    "replay-speed", "replay-anim-pause", "replay-anim-back", "replay-anim-forward"];
  const doc = new FakeDocument(ids);
  doc.getElementById("replay-speed").value = speed;
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
    pause() {},
    resume() {},
    forward() {},
    back() {},
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

test("inside a move: Space holds or lets go, \",\" and \".\" or Shift with the arrows step; the plain arrows stay the game's", () => {
  assert.equal(moveKey(" ", false), "pause");
  assert.equal(moveKey(",", false), "back");
  assert.equal(moveKey(".", false), "forward");
  assert.equal(moveKey("ArrowLeft", true), "back");
  assert.equal(moveKey("ArrowRight", true), "forward");
  assert.equal(moveKey("ArrowRight", false), null, "a plain arrow steps a whole move");
  assert.equal(moveKey("ArrowLeft", false), null);
  assert.equal(moveKey("Home", true), null);
});

// A game whose first move has four frames (a lift, two seeds sown, a capture), and a viewer
// with the page's own animator on a fake clock: the board's paints are the frames' `pits`.
const framedMove = {
  player: 0,
  move: "1",
  steps: [{ kind: "lift", pit: 0, count: 2 }, { kind: "sow", pits: [1, 2] }, { kind: "capture", pit: 2 }],
  frames: [
    { step: 0, pits: [0, 0, 0] },
    { step: 1, pits: [0, 1, 0] },
    { step: 1, pits: [0, 1, 1] },
    { step: 2, pits: [0, 1, 0] },
  ],
  narration: [
    { step: 0, text: "Ana lifts 2." },
    { step: 1, text: "Ana sows." },
    { step: 2, text: "Ana takes 1." },
  ],
};
const framedGame = {
  ...game,
  start: at(0, [2, 0, 0]),
  plies: [at(1, [0, 1, 0], { last_move: framedMove }), at(2, [0, 0, 1], { last_move: { player: 1, move: "2", steps: [], narration: [] } })],
};

function walker(speed = "5") {
  const ids = ["replay", "replay-body", "replay-rules", "replay-ply", "replay-board", "replay-move", "replay-narration",
    "replay-status", "replay-error", "replay-download", "record-file", "replay-first", "replay-prev", "replay-next", "replay-last",
    "replay-speed", "replay-anim-pause", "replay-anim-back", "replay-anim-forward"];
  const doc = new FakeDocument(ids);
  doc.getElementById("replay-speed").value = speed;
  const painted = [];
  const board = { paint: (view, pos) => painted.push(pos.pits.join("")), mark() {} };
  const told = [];
  const narration = { fill: (list, lines, upTo) => told.push(upTo), header() {} };
  const clock = fakeClock();
  let replay = null;
  const delay = () => delayFor(doc.getElementById("replay-speed").value);
  const animator = createAnimator({ board, narration, delay, clock, changed: () => replay && replay.refresh() });
  const state = { replay: null };
  const fetch = async () => ({ ok: true, json: async () => framedGame });
  replay = createReplay({ dom: createDom(doc), t, state, board, animator, narration, fetch, show() {}, makeUrl: () => "" });
  replay.wire();
  const key = (k, { shift = false, tagName = "DIV" } = {}) =>
    doc.listeners.keydown[0]({ key: k, shiftKey: shift, target: { tagName }, preventDefault() {} });
  const $ = (id) => doc.getElementById(id);
  return { doc, state, replay, painted, told, clock, key, $ };
}

test("a move is walked through frame by frame with the keys, from rest and back to it", async () => {
  const { state, replay, painted, told, clock, key, $ } = walker();
  await replay.openRoom("r1");
  key(" ");
  assert.equal(state.replay.animation, null, "Space at rest holds nothing");
  key(".");
  const held = state.replay.animation;
  assert.ok(held && held.paused, "a step from rest opens the next move, held");
  assert.equal(held.at, 0);
  assert.equal(painted.at(-1), "000", "its first frame: the seeds lifted");
  assert.equal(told.at(-1), 0, "the narration lit at the lift");
  assert.equal(clock.timers.length, 0, "held: nothing goes on by itself");
  assert.equal($("replay-anim-pause").textContent, "Resume");
  assert.equal($("replay-anim-pause").getAttribute("aria-pressed"), "true");
  key(".");
  key("ArrowRight", { shift: true });
  assert.equal(held.at, 2);
  assert.equal(state.replay.ply, 1, "Shift+→ steps inside the move, not to the next one");
  assert.equal(told.at(-1), 1, "the narration lit at the sowing");
  key(",");
  assert.equal(held.at, 1);
  assert.equal(painted.at(-1), "010", "a step back shows the frame before");
  key("ArrowLeft", { shift: true });
  key(",");
  assert.equal(state.replay.animation, null, "back before the first frame: the position before the move");
  assert.equal(state.replay.ply, 0);
  assert.equal($("replay-board").dataset.ply, "0");
  assert.equal(painted.at(-1), "200");
  assert.equal($("replay-anim-pause").textContent, "Pause");

  // Through the whole move, then let go to its end.
  key(".");
  key(".");
  key(" ");
  assert.equal(state.replay.animation.paused, false, "Space lets the move go on");
  assert.equal($("replay-anim-pause").textContent, "Pause");
  while (clock.timers.length) clock.advance();
  assert.equal(state.replay.animation, null);
  assert.equal($("replay-board").dataset.ply, "1", "at rest after the move");
  assert.equal(painted.at(-1), "010");

  // From rest, a step back goes into the move that led here, one frame before its end.
  key(",");
  assert.equal(state.replay.animation.at, 2);
  assert.equal(state.replay.animation.paused, true);
  assert.equal(painted.at(-1), "011");
  key(".");
  key(".");
  assert.equal(state.replay.animation, null, "a step past the last frame ends the move");
  assert.equal($("replay-board").dataset.ply, "1");
  key(".");
  assert.equal($("replay-board").dataset.ply, "2", "a move without frames is simply shown");
  key(".");
  assert.equal($("replay-board").dataset.ply, "2", "not beyond the end");
});

test("the buttons hold and step a move; a plain arrow leaves it for the next one", async () => {
  const { doc, state, replay, painted, clock, key, $ } = walker();
  await replay.openRoom("r1");
  assert.equal($("replay-anim-back").getAttribute("aria-label"), "Step back");
  assert.equal($("replay-anim-forward").title, "Step forward");
  $("replay-next").click();
  const a = state.replay.animation;
  assert.ok(a && !a.paused, "the next move plays");
  $("replay-anim-pause").click();
  assert.equal(a.paused, true);
  assert.equal(clock.timers.length, 0);
  assert.equal($("replay-anim-pause").textContent, "Resume");
  $("replay-anim-forward").click();
  assert.equal(a.at, 1);
  $("replay-anim-back").click();
  assert.equal(a.at, 0);
  assert.equal(painted.at(-1), "000");
  key("ArrowRight");
  assert.equal(state.replay.animation, null, "the held move was left");
  assert.equal(doc.getElementById("replay-board").dataset.ply, "2");
  assert.equal($("replay-anim-pause").textContent, "Pause");
  $("replay-anim-pause").click();
  assert.equal(state.replay.animation, null, "nothing to hold at rest");
});

test("the viewer's own speed sets the time between frames; 0 shows a move at once", async () => {
  const slow = walker("2");
  await slow.replay.openRoom("r1");
  slow.$("replay-next").click();
  assert.equal(slow.clock.timers[0].delay, delayFor("2"));
  const still = walker("0");
  await still.replay.openRoom("r1");
  still.$("replay-next").click();
  assert.equal(still.state.replay.animation, null);
  assert.equal(still.$("replay-board").dataset.ply, "1");
  still.key("Home");
  still.key(".");
  assert.ok(still.state.replay.animation, "at speed 0 a move can still be walked through");
  still.key(".");
  assert.equal(still.state.replay.animation.at, 1);
});

test("keys typed in a field or with Ctrl are not the viewer's; Space on a button presses it", async () => {
  const { doc, state, replay, key } = walker();
  await replay.openRoom("r1");
  key(".", { tagName: "INPUT" });
  assert.equal(state.replay.animation, null);
  doc.listeners.keydown[0]({ key: ".", ctrlKey: true, target: { tagName: "DIV" }, preventDefault() {} });
  assert.equal(state.replay.animation, null);
  key(".");
  let prevented = false;
  doc.listeners.keydown[0]({ key: " ", target: { tagName: "BUTTON" }, preventDefault: () => (prevented = true) });
  assert.equal(prevented, false, "the button's own Space");
  assert.equal(state.replay.animation.paused, true);
});

test("a game that stopped says how in the status line: who resigned or left, who won; one the rules ended says why", () => {
  const resigned = { ...game.plies[1], scores: [2, 0], outcome: { winner: 0, scores: [2, 0], reason: "resigned", seat: 1 } };
  assert.equal(replayLine(t, game, resigned, 2), "Kalah: Move 2 of 3. Bao resigned. Ana wins. Score: Ana 2, Bao 0.");
  const left = { ...resigned, outcome: { winner: null, scores: [2, 0], reason: "left", seat: 0 } };
  assert.equal(replayLine(t, game, left, 2), "Kalah: Move 2 of 3. Ana left the game. No winner. Score: Ana 2, Bao 0.");
  const emptied = { ...resigned, outcome: { winner: 1, scores: [2, 0], reason: "mandarins-empty" } };
  assert.match(replayLine(t, game, emptied, 2), /^Kalah: Move 2 of 3\. Both mandarin squares are empty.* Bao wins\. Score: Ana 2, Bao 0\.$/);
  const vi = words("vi");
  const named = { ...game, names: ["Nam", "Bắc"] };
  const timed = { ...resigned, outcome: { winner: 1, scores: [2, 0], reason: "time", seat: 0 } };
  assert.equal(replayLine(vi, named, timed, 2), "Kalah: Nước 2 trên 3. Nam hết giờ. Bắc thắng. Điểm: Nam 2, Bắc 0.");
});
