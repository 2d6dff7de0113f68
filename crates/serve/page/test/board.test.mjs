import { test } from "node:test";
import assert from "node:assert/strict";
import { clickOutcome, createBoard, drawingAspect, lastMoveMark, legalPits, movesFrom, pitAria, slotPieces } from "../board.js";
import { createDom } from "../dom.js";
import { words } from "./words.mjs";
import { createPlay, hintText, legalHere, myTurn } from "../play.js";
import { FakeDocument, fakeBoard } from "./fake-dom.mjs";
import { neighbour } from "../choose.js";

const t = words();
// Ô ăn quan: two directions from each square; Kalah-like: one move a pit.
const moves = [
  { move: "1L", pit: 1, lands: 10 },
  { move: "1R", pit: 1, lands: 4 },
  { move: "2", pit: 2, lands: 6 },
];

test("a pit's slots show special pieces, then plain, then black; the rest hidden", () => {
  const href = { plain: "p", black: "b", special: "s" };
  assert.deepEqual(slotPieces(4, 1, 1, 5, href), ["s", "p", "p", "b", null]);
  assert.deepEqual(slotPieces(9, 0, 0, 3, href), ["p", "p", "p"]);
  assert.deepEqual(slotPieces(0, 0, 0, 2, href), [null, null]);
  assert.equal(pitAria(t, "S1", 4, 1, 2), "S1: 4 (1 special, 2 black)");
  assert.equal(pitAria(t, "S1", 4, 0, 0), "S1: 4");
});

test("a click on a pit offers its moves; a second click plays its only move", () => {
  assert.deepEqual(legalPits(moves), [1, 2]);
  assert.deepEqual(movesFrom(moves, 1).map((m) => m.move), ["1L", "1R"]);
  assert.deepEqual(clickOutcome(moves, null, 5), { none: true });
  assert.deepEqual(clickOutcome(moves, null, 2), { choose: 2 });
  assert.deepEqual(clickOutcome(moves, 2, 2), { play: "2" });
  assert.deepEqual(clickOutcome(moves, 1, 1), { choose: 1 }, "two directions: a button each");
  assert.deepEqual(clickOutcome([], null, 2), { none: true });
});

test("one moves on one's turn only, never during an animation or after the end", () => {
  const position = { to_move: 0, outcome: null, moves };
  assert.equal(myTurn({ position, seat: 0, animation: null }), true);
  assert.deepEqual(legalHere({ position, seat: 0, animation: null }), moves);
  assert.equal(myTurn({ position, seat: 1, animation: null }), false);
  assert.equal(myTurn({ position, seat: null, animation: null }), false);
  assert.equal(myTurn({ position, seat: 0, animation: {} }), false);
  assert.equal(myTurn({ position: { ...position, outcome: { winner: 0 } }, seat: 0, animation: null }), false);
  assert.deepEqual(legalHere({ position: null, seat: 0, animation: null }), []);
});

test("painting a position sets counts, slots and what a screen reader says", () => {
  const doc = new FakeDocument(["board"]);
  const dom = createDom(doc);
  const board = createBoard({ dom, t, fetch: null });
  const container = doc.getElementById("board");
  fakeBoard(doc, container, 3, 2);
  board.paint(container, { pits: [0, 1, 5], black: [0, 0, 1] });
  const pits = container.querySelectorAll("g.pit");
  assert.deepEqual(pits.map((g) => g.querySelector("text.count").textContent), ["0", "1", "5"]);
  assert.deepEqual(pits.map((g) => g.dataset.count), ["0", "1", "5"]);
  assert.deepEqual(pits[1].querySelectorAll("use.slot").map((u) => u.getAttribute("visibility")), [null, "hidden"]);
  assert.equal(pits[1].querySelector("use.slot").getAttribute("href"), "#piece-plain");
  assert.equal(pits[2].getAttribute("aria-label"), "pit 2: 5 (1 black)");
  board.mark("legal", [0, 2]);
  board.mark("legal", [2]);
  assert.deepEqual(pits.map((g) => g.classList.contains("legal")), [false, false, true]);
  board.offer(container, [1]);
  assert.deepEqual(pits.map((g) => g.getAttribute("tabindex")), [null, "0", null]);
  assert.equal(pits[1].getAttribute("role"), "button");
});

test("a board the server cannot draw says why", async () => {
  const doc = new FakeDocument(["board"]);
  const fetch = async () => ({ ok: false, text: async () => "no such room" });
  const board = createBoard({ dom: createDom(doc), t, fetch });
  await board.load("/api/rooms/r9/board.svg", doc.getElementById("board"), () => {});
  assert.equal(doc.getElementById("board").textContent, "the board could not be drawn: no such room");
});

// An Ô ăn quan board as South sees it, 70 pixels a square: North's squares 11..7 on top, South's
// 1..5 below, the left mandarin square (0) and the right one (6) at the ends.
function oAnQuanBoxes(doc) {
  const at = (pit, x, y, h = 70) => (doc.getElementById(`pit-${pit}`).rect = { left: x, top: y, width: 70, height: h });
  at(0, 0, 0, 140);
  at(6, 420, 0, 140);
  for (let k = 1; k <= 5; k++) {
    at(k, 70 * k, 70);
    at(12 - k, 70 * k, 0);
  }
}

// Ô ăn quan's moves from squares 1 and 3 (the server's: the way the stones go, where they land),
// and a one-move pit.
const oMoves = [
  { move: "1L", pit: 1, lands: 9, path: [0, 11, 10, 9], first: "plain" },
  { move: "1R", pit: 1, lands: 5, path: [2, 3, 4, 5], first: "plain" },
  { move: "3L", pit: 3, lands: 10, path: [2, 1, 0, 11, 10], first: "plain" },
  { move: "3R", pit: 3, lands: 8, path: [4, 5, 6, 7, 8], first: "plain" },
  { move: "2", pit: 2, lands: 6, path: [3, 4, 5, 6], first: "plain" },
];

function playing(moveList = oMoves, pits = 12) {
  const doc = new FakeDocument(["board", "choices", "legal", "game-error", "move-form", "move-text", "hint"]);
  const dom = createDom(doc);
  const board = createBoard({ dom, t, fetch: null });
  fakeBoard(doc, doc.getElementById("board"), pits);
  const sent = [];
  const state = {
    room: "r1",
    seat: 0,
    animation: null,
    chosen: null,
    position: { ply: 4, to_move: 0, outcome: null, moves: moveList },
  };
  const play = createPlay({ dom, t, state, board, send: (m) => sent.push(m) });
  play.wire();
  return { doc, state, play, sent, board };
}

const marked = (doc, cls, pits) => [...Array(pits).keys()].filter((n) => doc.getElementById(`pit-${n}`).classList.contains(cls));
const layerButtons = (doc) => doc.getElementById("board").querySelectorAll("button");

test("a square with two ways shows two arrows on it pointing the way the stones go; a tap on one plays it", () => {
  const { doc, state, play, sent } = playing();
  oAnQuanBoxes(doc);
  play.showLegal();
  assert.equal(doc.getElementById("legal").textContent, "Legal moves: 1L 1R 3L 3R 2");
  play.pitClicked(3);
  assert.equal(state.chosen, 3);
  assert.ok(doc.getElementById("pit-3").classList.contains("chosen"));
  const arrows = layerButtons(doc);
  assert.deepEqual(arrows.map((b) => b.dataset.moves), ["3L", "3R"]);
  assert.deepEqual(arrows.map((b) => b.getAttribute("aria-label")), ["Sow toward pit 2 (3L)", "Sow toward pit 4 (3R)"]);
  // On the square (centre 245, 105), left of its centre pointing left and right pointing right.
  assert.match(arrows[0].innerHTML, /rotate\(180deg\)/);
  assert.match(arrows[1].innerHTML, /rotate\(0deg\)/);
  assert.ok(parseFloat(arrows[0].style.left) < 245 && parseFloat(arrows[1].style.left) > 200);
  assert.equal(arrows[0].style.width, "44px", "a finger's width at least");
  // The first way is previewed: the pits it reaches, where it lands.
  assert.deepEqual(marked(doc, "reach", 12), [0, 1, 2, 10, 11]);
  assert.deepEqual(marked(doc, "lands", 12), [10]);
  arrows[1].dispatch("mouseenter");
  assert.deepEqual(marked(doc, "reach", 12), [4, 5, 6, 7, 8]);
  assert.ok(arrows[1].classList.contains("previewed"));
  assert.equal(doc.getElementById("choices").textContent, "Cancel", "the moves are on the board, not off it");
  arrows[1].click();
  assert.deepEqual(sent, [{ type: "move", move: "3R" }]);
  assert.equal(state.chosen, null);
  assert.equal(layerButtons(doc).length, 0, "the arrows go once the move is played");
  assert.deepEqual(marked(doc, "reach", 12), []);
});

test("the arrows of a corner square point at the mandarin square they sow into", () => {
  const { doc, play } = playing();
  oAnQuanBoxes(doc);
  play.pitClicked(1);
  const [left] = layerButtons(doc);
  // From square 1 (centre 105, 105) to the left mandarin square (centre 35, 70): left and up.
  const angle = Number(left.innerHTML.match(/rotate\((-?[\d.]+)deg\)/)[1]);
  assert.ok(angle < -150 && angle > -180, `${angle}`);
});

test("a drag from a square toward a side plays that way; a short one is a click", () => {
  const { doc, play, sent } = playing();
  oAnQuanBoxes(doc);
  play.pitClicked(3, { drag: { dx: -60, dy: 10 } });
  assert.deepEqual(sent, [{ type: "move", move: "3L" }]);
  play.pitClicked(1, { drag: { dx: 50, dy: -20 } });
  assert.deepEqual(sent.at(-1), { type: "move", move: "1R" });
  play.pitClicked(3, { drag: { dx: 5, dy: 5 } });
  assert.equal(sent.length, 2, "too short to say a way: the arrows are offered");
  assert.equal(layerButtons(doc).length, 2);
});

test("a second tap on the chosen square gives it up; one on a pit with one move plays it", () => {
  const { doc, state, play, sent } = playing();
  oAnQuanBoxes(doc);
  play.pitClicked(3);
  play.pitClicked(3);
  assert.equal(state.chosen, null);
  assert.equal(layerButtons(doc).length, 0);
  play.pitClicked(2);
  assert.deepEqual(marked(doc, "reach", 12), [3, 4, 5, 6], "its one move previewed");
  assert.equal(layerButtons(doc).length, 0, "nothing to ask");
  play.pitClicked(2);
  assert.deepEqual(sent, [{ type: "move", move: "2" }]);
  play.pitClicked(3);
  play.pitClicked(7);
  assert.equal(state.chosen, null, "a tap on a pit with no move gives the choice up");
  assert.equal(sent.length, 1);
});

test("the keyboard: Enter on a square focuses its first arrow, ←/→ go between the arrows, Escape cancels", () => {
  const { doc, state, play, sent } = playing();
  oAnQuanBoxes(doc);
  play.pitClicked(3, { keyboard: true });
  const [left, right] = layerButtons(doc);
  assert.equal(doc.activeElement, left);
  left.dispatch("keydown", { key: "ArrowRight" });
  assert.equal(doc.activeElement, right);
  right.dispatch("focus");
  assert.deepEqual(marked(doc, "lands", 12), [8]);
  right.dispatch("keydown", { key: "ArrowRight" });
  assert.equal(doc.activeElement, left, "round again");
  left.dispatch("keydown", { key: "Escape" });
  assert.equal(state.chosen, null);
  assert.equal(doc.activeElement, doc.getElementById("pit-3"), "the focus is back on the square");
  assert.equal(sent.length, 0);
});

test("the arrow keys move the focus between the pits one may play, as the board is seen", () => {
  const { doc, play } = playing();
  oAnQuanBoxes(doc);
  play.showLegal();
  // The board's listeners are wired when it is loaded (the browser tests press the keys); here,
  // the rule that picks the next pit.
  const centres = new Map([1, 2, 3, 7, 9].map((n) => {
    const r = doc.getElementById(`pit-${n}`).rect;
    return [n, { x: r.left + r.width / 2, y: r.top + r.height / 2 }];
  }));
  assert.equal(neighbour(centres, 1, "ArrowRight"), 2);
  assert.equal(neighbour(centres, 3, "ArrowRight"), 7, "nothing further right on the row: the nearest pit that way");
  assert.equal(neighbour(centres, 7, "ArrowRight"), 7, "nothing that way: the focus stays");
  assert.equal(neighbour(centres, 3, "ArrowLeft"), 2);
  assert.equal(neighbour(centres, 3, "ArrowUp"), 9, "North's square above");
  assert.equal(neighbour(centres, 9, "ArrowDown"), 3);
  assert.equal(neighbour(centres, 7, "ArrowLeft"), 9);
});

// Coloured Awalé: square 5 holds red and black seeds and the special seed: the move says the
// colour sown first and the place of the special seed in the sowing.
const colourMoves = [
  { move: "5R1", pit: 4, lands: 7, path: [5, 6, 7], first: "plain", special: 5 },
  { move: "5R2", pit: 4, lands: 7, path: [5, 6, 7], first: "plain", special: 6 },
  { move: "5B1", pit: 4, lands: 7, path: [5, 6, 7], first: "black", special: 5 },
  { move: "5B2", pit: 4, lands: 7, path: [5, 6, 7], first: "black", special: 6 },
  { move: "2R", pit: 1, lands: 3, path: [2, 3], first: "plain" },
  { move: "2B", pit: 1, lands: 3, path: [2, 3], first: "black" },
];

test("coloured seeds: swatches of the colours on the pit, then marks on the pits the special seed may fall into", () => {
  const { doc, play, sent } = playing(colourMoves);
  const svg = doc.getElementById("board").querySelector("svg");
  svg.dataset.plain = "piece-red";
  svg.dataset.black = "piece-black";
  svg.dataset.special = "piece-special";
  for (let n = 0; n < 12; n++) doc.getElementById(`pit-${n}`).rect = { left: 60 * (n % 6), top: n < 6 ? 60 : 0, width: 60, height: 60 };
  play.pitClicked(4);
  let buttons = layerButtons(doc);
  assert.deepEqual(buttons.map((b) => b.dataset.option), ["plain", "black"]);
  assert.deepEqual(buttons.map((b) => b.getAttribute("aria-label")), ["Sow a red seed first", "Sow a black seed first"]);
  assert.match(buttons[0].innerHTML, /href="#piece-red"/);
  assert.match(buttons[1].innerHTML, /href="#piece-black"/);
  assert.equal(buttons[0].style.top, buttons[1].style.top, "side by side");
  assert.deepEqual(marked(doc, "reach", 12), [5, 6, 7]);
  buttons[1].click();
  assert.equal(sent.length, 0, "the special seed's place is still to say");
  buttons = layerButtons(doc);
  assert.deepEqual(buttons.map((b) => b.dataset.moves), ["5B1", "5B2"]);
  assert.deepEqual(buttons.map((b) => b.getAttribute("aria-label")), ["Drop the special seed into pit 5", "Drop the special seed into pit 6"]);
  assert.match(buttons[0].innerHTML, /href="#piece-special"/);
  // Each mark sits on its pit (pit 6: the first of the second row, centre 30, 90... pit 5's centre 330, 90).
  assert.equal(parseFloat(buttons[0].style.left) + 22, 330);
  buttons[1].click();
  assert.deepEqual(sent, [{ type: "move", move: "5B2" }]);
  play.pitClicked(1);
  layerButtons(doc)[0].click();
  assert.deepEqual(sent.at(-1), { type: "move", move: "2R" });
});

test("a typed move is sent as it is", () => {
  const { doc, sent } = playing();
  doc.getElementById("move-text").value = " 1L ";
  const submit = doc.getElementById("move-form").dispatch("submit");
  assert.ok(submit.defaultPrevented);
  assert.deepEqual(sent.at(-1), { type: "move", move: "1L" });
  assert.equal(doc.getElementById("move-text").value, "");
});

test("a hint names its move, marks its pit and previews the way that plays it", () => {
  const { doc, play, sent } = playing();
  oAnQuanBoxes(doc);
  doc.getElementById("hint").click();
  assert.deepEqual(sent, [{ type: "hint" }]);
  const hint = { room: "r1", ply: 4, move: "3R", value: "+3 points", exact: false, depth: 8, millis: 1000 };
  assert.equal(hintText(t, hint), "Hint (alpha-beta, up to 8 moves deep or 1 s): 3R, worth +3 points.");
  assert.equal(hintText(t, { ...hint, exact: true, value: "wins by 4" }), "Hint (solved exactly): 3R, which wins by 4.");
  play.handlers.hint({ ...hint, ply: 3 });
  assert.equal(doc.getElementById("choices").childNodes.length, 0, "a hint for another ply is dropped");
  play.handlers.hint(hint);
  const choices = doc.getElementById("choices");
  assert.ok(choices.textContent.startsWith("Hint (alpha-beta"));
  assert.ok(doc.getElementById("pit-3").classList.contains("hinted"));
  const arrows = layerButtons(doc);
  assert.ok(arrows[1].classList.contains("previewed"), "the hinted way");
  assert.deepEqual(marked(doc, "lands", 12), [8]);
});

test("the last move is marked: the pit it started from, an arrow the way it went", () => {
  const { doc, board } = playing();
  oAnQuanBoxes(doc);
  const container = doc.getElementById("board");
  const last = { steps: [{ kind: "lift", pit: 3, count: 5 }, { kind: "sow", pits: [2, 1, 0, 11, 10] }] };
  assert.deepEqual(lastMoveMark(last), { pit: 3, toward: 2 });
  assert.deepEqual(lastMoveMark({ steps: [{ kind: "place", pit: 4 }] }), { pit: 4, toward: null });
  assert.equal(lastMoveMark(null), null);
  board.paint(container, { pits: Array(12).fill(5), last_move: last });
  assert.deepEqual(marked(doc, "last-played", 12), [3]);
  const [arrow] = container.querySelectorAll("div.last-move");
  assert.equal(arrow.style.transform, "rotate(180deg)", "toward square 2, on the left");
  assert.equal(arrow.dataset.toward, "2");
  assert.equal(parseFloat(arrow.style.left), 210, "at the left edge of square 3 (210 to 280), off its count");
  board.paint(container, { pits: Array(12).fill(5) });
  assert.deepEqual(marked(doc, "last-played", 12), [], "a frame of the next move: the mark goes");
  assert.equal(container.querySelectorAll("div.last-move").length, 0);
});

test("a mandarin square shows its points and whether it is young, as the server says", () => {
  const { doc, board } = playing();
  const container = doc.getElementById("board");
  const g = doc.getElementById("pit-0");
  for (const cls of ["points", "young"]) {
    const text = doc.createElement("text");
    text.setAttribute("class", cls);
    g.append(text);
  }
  const worth = [11, null, null, null, null, null, 10, null, null, null, null, null];
  board.paint(container, { pits: Array(12).fill(1), special: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], worth, young: [0] });
  assert.equal(g.querySelector("text.points").textContent, "11 points");
  assert.ok(g.classList.contains("young"));
  assert.equal(g.querySelector("text.young").getAttribute("visibility"), null);
  assert.equal(g.getAttribute("aria-label"), "pit 0: 1 (1 special, 11 points, young mandarin)");
  board.paint(container, { pits: Array(12).fill(1), special: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], worth, young: [] });
  assert.ok(!g.classList.contains("young"), "grown up: no longer protected");
  assert.equal(g.querySelector("text.young").getAttribute("visibility"), "hidden");
  assert.equal(doc.getElementById("pit-1").getAttribute("aria-label"), "pit 1: 1", "a citizen square has no worth of its own");
});

test("each player's captured pile is shown beside the board, theirs below", () => {
  const { doc, board } = playing();
  const container = doc.getElementById("board");
  container.querySelector("svg").dataset.seat = "1";
  board.paint(container, { pits: Array(12).fill(1), captured: [8, 1], scores: [18, 1] });
  const below = container.querySelector("div.below");
  const above = container.querySelector("div.above");
  assert.equal(below.dataset.player, "1", "North sees their own pile below");
  assert.equal(below.textContent, "North has captured 1 piece: 1 point");
  assert.equal(above.textContent, "South has captured 8 pieces: 18 points", "a big stone counts as the rules count it");
  assert.equal((above.innerHTML.match(/<svg/g) || []).length, 8);
  board.paint(container, { pits: Array(12).fill(1), captured: [40, 1], scores: [40, 1] });
  assert.equal((container.querySelector("div.above").innerHTML.match(/<svg/g) || []).length, 30, "the number tells the rest");
  board.paint(container, { pits: Array(12).fill(1) });
  assert.equal(container.querySelectorAll("div.pile").length, 0, "a game that keeps captures on the board: none");
});

test("in Vietnamese the options on the board speak the teachers' words", () => {
  const doc = new FakeDocument(["board", "choices", "legal", "game-error", "move-form", "move-text", "hint"]);
  const dom = createDom(doc);
  const vi = words("vi");
  const board = createBoard({ dom, t: vi, fetch: null });
  fakeBoard(doc, doc.getElementById("board"), 12);
  const state = { room: "r1", seat: 0, animation: null, chosen: null, position: { ply: 0, to_move: 0, outcome: null, moves: oMoves } };
  const play = createPlay({ dom, t: vi, state, board, send: () => {} });
  oAnQuanBoxes(doc);
  play.pitClicked(3);
  const labels = doc.getElementById("board").querySelectorAll("button").map((b) => b.getAttribute("aria-label"));
  assert.deepEqual(labels, ["Rải về phía pit 2 (3L)", "Rải về phía pit 4 (3R)"]);
  assert.equal(vi("page-board-pit-points", { points: 18 }), "18 điểm");
  assert.equal(vi("page-board-young"), "quan non");
});

test("moves alike on the board (a lap drops the special seed twice into one hole) are named under it", () => {
  const lap = [
    { move: "1R2", pit: 0, lands: 3, path: [1, 2, 3, 1], first: "plain", special: 2 },
    { move: "1R5", pit: 0, lands: 3, path: [1, 2, 3, 1], first: "plain", special: 2 },
    { move: "1R1", pit: 0, lands: 3, path: [1, 2, 3, 1], first: "plain", special: 1 },
  ];
  const { doc, play, sent } = playing(lap);
  play.pitClicked(0);
  const marks = layerButtons(doc);
  assert.deepEqual(marks.map((b) => b.dataset.option), ["2", "1"]);
  marks[0].click();
  assert.equal(layerButtons(doc).length, 0);
  const listed = doc.getElementById("choices").querySelectorAll("button");
  assert.deepEqual(listed.map((b) => b.textContent), ["Play 1R2", "Play 1R5", "Cancel"], "the names first, then Cancel");
  listed[1].click();
  assert.deepEqual(sent, [{ type: "move", move: "1R5" }]);
  assert.equal(doc.getElementById("choices").querySelectorAll("button").length, 0);
});

test("a drawing's shape is read from its viewBox, for the style sheet to fit it to the window", () => {
  assert.equal(drawingAspect("0 0 740 364"), 740 / 364);
  assert.equal(drawingAspect("-3 4.5 200,100"), 2);
  assert.equal(drawingAspect("0 0 740 0"), null, "no height");
  assert.equal(drawingAspect(null), null);
  assert.equal(drawingAspect("nonsense"), null);
});
