import { test } from "node:test";
import assert from "node:assert/strict";
import { createDom } from "../dom.js";
import { words } from "./words.mjs";
import { choiceLabels, createLearn, doneKey, lessonFinished, markDone, nextPlace, readDone, stepPosition, wayOnScreen } from "../learn.js";
import { learnFromPath, learnPath } from "../routes.js";
import { FakeDocument } from "./fake-dom.mjs";

const memory = () => {
  const kept = new Map();
  return { getItem: (k) => (kept.has(k) ? kept.get(k) : null), setItem: (k, v) => kept.set(k, String(v)), kept };
};

test("the Learn page's addresses name a game and a lesson, and nothing else", () => {
  assert.deepEqual(learnFromPath("/learn"), { set: null, lesson: null });
  assert.deepEqual(learnFromPath("/learn/oware"), { set: "oware", lesson: null });
  assert.deepEqual(learnFromPath("/learn/o-an-quan/13"), { set: "o-an-quan", lesson: 13 });
  assert.equal(learnFromPath("/learn/o-an-quan/0"), null);
  assert.equal(learnFromPath("/learn/o-an-quan/x"), null);
  assert.equal(learnFromPath("/rooms/r1"), null);
  assert.equal(learnPath("kalah", 2), "/learn/kalah/2");
  assert.equal(learnPath("kalah"), "/learn/kalah");
});

test("finished lessons are kept per game, and a broken entry counts as none", () => {
  const storage = memory();
  assert.deepEqual([...readDone(storage, "o-an-quan")], []);
  markDone(storage, "o-an-quan", 3);
  markDone(storage, "o-an-quan", 1);
  markDone(storage, "o-an-quan", 3);
  assert.equal(storage.getItem(doneKey("o-an-quan")), "[1,3]");
  assert.deepEqual([...readDone(storage, "oware")], []);
  storage.setItem(doneKey("kalah"), "{not json");
  assert.deepEqual([...readDone(storage, "kalah")], []);
  storage.setItem(doneKey("kalah"), '[2, -1, "x", 4.5]');
  assert.deepEqual([...readDone(storage, "kalah")], [2]);
});

const steps = [
  { kind: "text", text: "a", position: null },
  { kind: "example", text: "b", start: { fen: "s" }, moves: [] },
  { kind: "task", text: "c", position: { fen: "t" } },
];

test("continue goes to the next step, then the next lesson's first, then the end", () => {
  const lessons = [{ steps }, { steps }];
  assert.deepEqual(nextPlace(lessons, 0, 0), { lesson: 0, step: 1 });
  assert.deepEqual(nextPlace(lessons, 0, 2), { lesson: 1, step: 0 });
  assert.deepEqual(nextPlace(lessons, 1, 2), { end: true });
  assert.equal(stepPosition(steps[0]), null);
  assert.equal(stepPosition(steps[1]).fen, "s");
  assert.equal(stepPosition(steps[2]).fen, "t");
});

test("a lesson is finished at its last step with every task answered right", () => {
  assert.equal(lessonFinished(steps, new Set(), 2), false);
  assert.equal(lessonFinished(steps, new Set([2]), 1), false);
  assert.equal(lessonFinished(steps, new Set([2]), 2), true);
  assert.equal(lessonFinished(steps.slice(0, 2), new Set(), 1), true);
});

const box = (x) => ({ x, y: 0, width: 10, height: 10 });
const boxes = new Map([[1, box(0)], [2, box(20)], [3, box(40)]]);

test("a pit's two ways are told as the board shows them, left and right", () => {
  assert.equal(wayOnScreen(boxes, { pit: 2, path: [1] }), "left");
  assert.equal(wayOnScreen(boxes, { pit: 2, path: [3] }), "right");
  assert.equal(wayOnScreen(boxes, { pit: 2, path: [] }), null);
  const vi = words("vi");
  const labels = choiceLabels(vi, boxes, [
    { move: "2L", pit: 2, path: [1] },
    { move: "2R", pit: 2, path: [3] },
  ]);
  assert.deepEqual(
    labels.map((l) => [l.move, l.way, l.label]),
    [
      ["2L", "left", "← Sang trái (2L)"],
      ["2R", "right", "Sang phải → (2R)"],
    ],
  );
  // Moves that do not differ by their way (seeds of two colours) are named as the game writes them.
  const same = choiceLabels(vi, boxes, [
    { move: "2r", pit: 2, path: [3] },
    { move: "2b", pit: 2, path: [3] },
  ]);
  assert.deepEqual(
    same.map((l) => l.label),
    ["2r", "2b"],
  );
});

const IDS = ["learn", "learn-ruleset", "learn-error", "learn-list", "learn-lesson", "learn-set-name", "learn-lessons", "learn-lesson-title", "learn-step", "learn-text", "learn-your-turn", "learn-board-frame", "learn-board", "learn-choices", "learn-example-controls", "learn-play", "learn-next-move", "learn-again", "learn-example-move", "learn-verdict", "learn-explanation", "learn-narration", "learn-back", "learn-continue", "learn-to-list"];

function fakeBoard() {
  const calls = [];
  return {
    calls,
    show: (view, svg, onPit) => calls.push(["show", svg]) && (view.onPit = onPit),
    paint: (view, pos) => calls.push(["paint", pos.fen]),
    mark: () => {},
    offer: (view, pits) => calls.push(["offer", pits]),
    pitBoxes: () => boxes,
  };
}

const pos = (fen, moves = []) => ({ fen, moves, pits: [] });
const frames = (move) => ({ move, frames: [{ step: 0, pits: [] }], steps: [], narration: [{ step: 0, text: `${move} sown` }] });
const lessonSet = {
  set: "o-an-quan",
  name: "Ô ăn quan",
  lessons: [
    {
      number: 1,
      title: "Bàn chơi",
      ruleset: "o-an-quan",
      board_svg: "<svg/>",
      steps: [
        { kind: "text", text: "Đây là bàn chơi.", position: pos("p0") },
        { kind: "task", text: "Con hãy ăn quan.", position: pos("t0", [{ move: "2L", pit: 2, path: [1] }, { move: "2R", pit: 2, path: [3] }, { move: "5L", pit: 5, path: [4] }]) },
      ],
    },
    { number: 2, title: "Rải quân", ruleset: "o-an-quan", board_svg: "<svg/>", steps: [{ kind: "text", text: "x", position: null }] },
  ],
};

function page(storage = memory()) {
  const doc = new FakeDocument(IDS);
  const dom = createDom(doc);
  const t = words("vi");
  const state = { rulesets: [] };
  const board = fakeBoard();
  const animator = { run: (view, list, last, done) => (done(), null), stop: () => {} };
  const narration = { fill: () => {} };
  const posted = [];
  const fetch = async (url, init) => {
    if (url.startsWith("/api/lessons?")) return { ok: true, json: async () => lessonSet };
    const body = JSON.parse(init.body);
    posted.push(body);
    const right = body.move === "5L";
    const verdict = {
      right,
      move: body.move,
      said: right ? "Đúng rồi!" : "Chưa đúng.",
      explanation: right ? ["Con đã ăn quan."] : ["Nước này không ăn được gì.", "Gợi ý: nhìn ô số 5."],
      position: { ...pos("after"), last_move: frames(body.move) },
    };
    return { ok: true, text: async () => JSON.stringify(verdict) };
  };
  const paths = [];
  const learn = createLearn({ dom, t, state, board, animator, narration, fetch, storage, show: () => {}, go: (p) => paths.push(p) });
  learn.wire();
  return { doc, dom, state, board, learn, posted, paths, storage };
}

test("a learner opens a lesson, answers its task wrong then right, and the lesson is ticked", async () => {
  const p = page();
  await p.learn.open("o-an-quan");
  const $ = p.dom.$;
  assert.equal($("learn-lessons").childNodes.length, 2);
  assert.equal($("learn-lessons").childNodes[0].childNodes[0].textContent, "1. Bàn chơi");
  $("learn-lessons").childNodes[0].childNodes[0].click();
  assert.equal(p.paths.at(-1), "/learn/o-an-quan/1");
  assert.equal($("learn-text").textContent, "Đây là bàn chơi.");
  assert.equal($("learn-step").textContent, "Bước 1/2");
  assert.equal($("learn-continue").hidden, false);
  $("learn-continue").click();
  assert.equal($("learn-text").textContent, "Con hãy ăn quan.");
  // A task not yet answered: no way on, the pits offered.
  assert.equal($("learn-continue").hidden, true);
  assert.equal($("learn-your-turn").hidden, false);
  assert.deepEqual(p.board.calls.filter((c) => c[0] === "offer").at(-1), ["offer", [2, 5]]);
  // A pit with two ways asks which.
  $("learn-board").onPit(2);
  const asked = $("learn-choices").childNodes.map((b) => b.textContent);
  assert.deepEqual(asked, ["Con rải về phía nào?", "← Sang trái (2L)", "Sang phải → (2R)", "Chọn ô khác"]);
  $("learn-choices").childNodes[1].click();
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(p.posted.at(-1), { ruleset: "o-an-quan", lesson: 1, step: 1, move: "2L" });
  assert.equal($("learn-verdict").textContent, "Chưa đúng.");
  const told = $("learn-explanation").childNodes.map((li) => li.textContent);
  assert.deepEqual(told, ["Nước này không ăn được gì.", "Gợi ý: nhìn ô số 5.", "Con thử lại nhé: bàn đã trở về như lúc đầu."]);
  // The board back at the task's position, offered again; still no way on.
  assert.deepEqual(p.board.calls.filter((c) => c[0] === "paint").at(-1), ["paint", "t0"]);
  assert.deepEqual(p.board.calls.filter((c) => c[0] === "offer").at(-1), ["offer", [2, 5]]);
  assert.equal($("learn-continue").hidden, true);
  assert.equal(readDone(p.storage, "o-an-quan").size, 0);
  // A pit with one move answers at once.
  $("learn-board").onPit(5);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal($("learn-verdict").textContent, "Đúng rồi!");
  assert.deepEqual(p.board.calls.filter((c) => c[0] === "paint").at(-1), ["paint", "after"]);
  assert.equal($("learn-continue").hidden, false);
  assert.equal($("learn-continue").textContent, "Sang bài sau →");
  assert.equal($("learn-your-turn").hidden, true);
  assert.deepEqual([...readDone(p.storage, "o-an-quan")], [1]);
  // Answered: the board takes no more moves.
  const before = p.posted.length;
  $("learn-board").onPit(5);
  assert.equal(p.posted.length, before);
  $("learn-continue").click();
  assert.equal($("learn-lesson-title").textContent, "Bài 2: Rải quân");
  $("learn-to-list").click();
  assert.equal($("learn-lessons").childNodes[0].childNodes[0].textContent, "1. Bàn chơi ✓ đã xong");
});

test("a lesson's address opens it straight away", async () => {
  const p = page();
  await p.learn.open("o-an-quan", 2);
  assert.equal(p.dom.$("learn-lesson").hidden, false);
  assert.equal(p.dom.$("learn-lesson-title").textContent, "Bài 2: Rải quân");
  // A text without a board hides the board.
  assert.equal(p.dom.$("learn-board-frame").hidden, true);
});
