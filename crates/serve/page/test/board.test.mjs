import { test } from "node:test";
import assert from "node:assert/strict";
import { clickOutcome, createBoard, legalPits, movesFrom, pitAria, slotPieces } from "../board.js";
import { createDom } from "../dom.js";
import { words } from "./words.mjs";
import { createPlay, hintText, legalHere, myTurn } from "../play.js";
import { FakeDocument, fakeBoard } from "./fake-dom.mjs";

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

function playing() {
  const doc = new FakeDocument(["board", "choices", "legal", "game-error", "move-form", "move-text", "hint"]);
  const dom = createDom(doc);
  const board = createBoard({ dom, t, fetch: null });
  fakeBoard(doc, doc.getElementById("board"), 13);
  const sent = [];
  const state = { room: "r1", seat: 0, animation: null, chosen: null, position: { ply: 4, to_move: 0, outcome: null, moves } };
  const play = createPlay({ dom, t, state, board, send: (m) => sent.push(m) });
  play.wire();
  return { doc, state, play, sent };
}

test("clicks on the board become the move's text, sent to the server", () => {
  const { doc, state, play, sent } = playing();
  play.showLegal();
  assert.equal(doc.getElementById("legal").textContent, "Legal moves: 1L 1R 2");
  assert.ok(doc.getElementById("pit-1").classList.contains("legal"));

  play.pitClicked(1);
  const choices = doc.getElementById("choices");
  const buttons = choices.querySelectorAll("button");
  assert.deepEqual(buttons.map((b) => b.textContent), ["Play 1L", "Play 1R", "Cancel"]);
  assert.equal(doc.activeElement, buttons[0], "the first move has the focus");
  assert.ok(doc.getElementById("pit-10").classList.contains("lands"), "where 1L ends");
  buttons[1].dispatch("focus");
  assert.ok(doc.getElementById("pit-4").classList.contains("lands"), "where 1R ends");
  buttons[1].click();
  assert.deepEqual(sent, [{ type: "move", move: "1R" }]);
  assert.equal(state.chosen, null);
  assert.equal(choices.childNodes.length, 0);

  play.pitClicked(2);
  play.pitClicked(2);
  assert.deepEqual(sent.at(-1), { type: "move", move: "2" });
  play.pitClicked(7);
  assert.equal(sent.length, 2, "a pit with no move does nothing");

  doc.getElementById("move-text").value = " 1L ";
  const submit = doc.getElementById("move-form").dispatch("submit");
  assert.ok(submit.defaultPrevented);
  assert.deepEqual(sent.at(-1), { type: "move", move: "1L" });
  assert.equal(doc.getElementById("move-text").value, "");
});

test("a hint names its move, marks its pit and offers it", () => {
  const { doc, play, sent } = playing();
  doc.getElementById("hint").click();
  assert.deepEqual(sent, [{ type: "hint" }]);
  const hint = { room: "r1", ply: 4, move: "2", value: "+3 points", exact: false, depth: 8, millis: 1000 };
  assert.equal(hintText(t, hint), "Hint (alpha-beta, up to 8 moves deep or 1 s): 2, worth +3 points.");
  assert.equal(hintText(t, { ...hint, exact: true, value: "wins by 4" }), "Hint (solved exactly): 2, which wins by 4.");
  play.handlers.hint({ ...hint, ply: 3 });
  assert.equal(doc.getElementById("choices").childNodes.length, 0, "a hint for another ply is dropped");
  play.handlers.hint(hint);
  const choices = doc.getElementById("choices");
  assert.ok(choices.textContent.startsWith("Hint (alpha-beta"));
  assert.ok(doc.getElementById("pit-2").classList.contains("hinted"));
  assert.equal(choices.querySelector("button").dataset.move, "2");
});
