import { test } from "node:test";
import assert from "node:assert/strict";
import { words } from "./words.mjs";
import { chatText, endedLine, seatName, seatText, statusLine } from "../seats.js";

const t = words();
const seats = [
  { seat: 0, kind: "person", name: "Ana", connected: false },
  { seat: 1, kind: "computer", name: "medium" },
];

test("a seat is named by its player and side", () => {
  assert.equal(seatName(t, seats, 0), "Ana (South)");
  assert.equal(seatName(t, [], 1), "North");
  assert.equal(seatText(t, seats[0], 2, 0), "South: Ana (away) (you)");
  assert.equal(seatText(t, seats[1], 2, 0), "North: computer (medium)");
  assert.equal(seatText(t, { seat: 2, kind: "free" }, 3, null), "Player 2: free");
});

test("chat lines name the seat of those who sit", () => {
  assert.equal(chatText(t, { from: "Bao", seat: 1, text: "good move!" }, 2), "Bao (North): good move!");
  assert.equal(chatText(t, { from: "a watcher", text: "hi" }, 2), "a watcher: hi");
});

test("the status says whose move, the scores and the move number", () => {
  const pos = { ply: 4, to_move: 0, scores: [3, 1], outcome: null };
  assert.equal(statusLine(t, pos, 0, seats), "Your move (South). Score: South 3, North 1. Move 4.");
  assert.equal(statusLine(t, pos, null, seats), "Ana (South) to move. Score: South 3, North 1. Move 4.");
  const over = { ...pos, outcome: { winner: 0 }, outcome_text: "South wins 30 to 18." };
  assert.equal(statusLine(t, over, 1, seats), "South wins 30 to 18. Score: South 3, North 1. Move 4.");
});

test("how the game ended", () => {
  assert.equal(endedLine(t, { reason: "resigned", seat: 1 }, seats, null), "medium (North) resigned.");
  assert.equal(endedLine(t, { reason: "resigned", seat: 1 }, [], null), "North resigned.");
  assert.equal(endedLine(t, { reason: "left", seat: 0 }, seats, null), "Ana (South) left: the game ended with no winner.");
  assert.equal(endedLine(t, { reason: "rules" }, seats, { outcome_text: "A draw." }), "A draw.");
  assert.equal(endedLine(t, { reason: "rules" }, seats, null), "The game is over.");
});

test("the same lines in Vietnamese and French, with each language's sides and order", () => {
  const vi = words("vi");
  const fr = words("fr");
  const pos = { ply: 4, to_move: 1, scores: [3, 1], outcome: null };
  assert.equal(seatText(vi, seats[0], 2, 0), "Nam: Ana (vắng mặt) (bạn)");
  assert.equal(seatText(vi, seats[1], 2, 0), "Bắc: máy (vừa)", "the computer's level in Vietnamese");
  assert.equal(seatText(fr, { seat: 1, kind: "computer", name: "alphabeta:4" }, 2, 0), "Nord : ordinateur (alphabeta:4)");
  assert.equal(statusLine(vi, pos, null, seats), "Đến lượt medium (Bắc). Điểm: Nam 3, Bắc 1. Nước thứ 4.");
  assert.equal(statusLine(fr, pos, null, seats), "Au tour de medium (Nord). Score : Sud 3, Nord 1. Coup 4.");
  assert.equal(endedLine(vi, { reason: "resigned", seat: 0 }, seats, null), "Ana (Nam) xin thua.");
});

test("a person who gave no name is shown by their side, in the page's language", () => {
  const vi = words("vi");
  const unnamed = [{ seat: 0, kind: "person", name: "South" }, { seat: 1, kind: "person", name: "Lan" }];
  assert.equal(seatName(vi, unnamed, 0), "Nam");
  assert.equal(seatName(vi, unnamed, 1), "Lan (Bắc)");
  assert.equal(seatText(vi, unnamed[0], 2, 0), "Nam: người (bạn)");
});
