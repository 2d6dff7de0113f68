// The puzzle page's logic: the learner's rating (puzzle-rating.js) and the page's pure parts
// (puzzles.js): paths, the worksheet's address, the lines after an answer.

import { test } from "node:test";
import assert from "node:assert/strict";

import { FLOOR, K, SEEN_KEPT, START, afterAnswer, expected, fresh, nextPuzzle, ratingKey, readRecord, updated, writeRecord } from "../puzzle-rating.js";
import { PUZZLE_RULESETS, puzzleFromPath, puzzlePath, rulesetOfPuzzle, scoreLine, verdictLines, worksheetHref } from "../puzzles.js";
import { words } from "./words.mjs";

function memory() {
  const map = new Map();
  return { getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)), map };
}

test("a learner starts at 800 and K is 32", () => {
  assert.equal(START, 800);
  assert.equal(K, 32);
  assert.deepEqual(fresh(), { rating: 800, streak: 0, solved: 0, tried: 0, seen: [] });
});

test("the expected score is a half against an equal puzzle and grows with the learner's lead", () => {
  assert.equal(expected(800, 800), 0.5);
  assert.ok(Math.abs(expected(1200, 800) - 10 / 11) < 1e-12);
  assert.ok(Math.abs(expected(800, 1200) - 1 / 11) < 1e-12);
});

test("a right answer against an equal puzzle gains K/2 and a wrong one loses K/2", () => {
  assert.equal(updated(800, 800, true), 816);
  assert.equal(updated(800, 800, false), 784);
});

test("solving a harder puzzle gains more than an easier one, and failing an easy one costs more", () => {
  assert.ok(updated(800, 1200, true) - 800 > updated(800, 600, true) - 800);
  assert.ok(800 - updated(800, 600, false) > 800 - updated(800, 1200, false));
  assert.equal(updated(800, 1200, true), 800 + Math.round(K * (1 - 1 / 11)));
});

test("the rating never falls below the floor", () => {
  assert.equal(updated(FLOOR, 2000, false), FLOOR);
});

test("after an answer: the streak counts right answers in a row and a wrong one ends it", () => {
  let r = fresh();
  r = afterAnswer(r, "a", 800, true);
  r = afterAnswer(r, "b", 800, true);
  assert.equal(r.streak, 2);
  assert.equal(r.solved, 2);
  r = afterAnswer(r, "c", 800, false);
  assert.equal(r.streak, 0);
  assert.equal(r.tried, 3);
  assert.equal(r.solved, 2);
  assert.deepEqual(r.seen, ["a", "b", "c"]);
  r = afterAnswer(r, "a", 800, true);
  assert.deepEqual(r.seen, ["b", "c", "a"], "a puzzle seen again moves to the end, once");
});

test("the seen list keeps only the latest puzzles", () => {
  let r = fresh();
  for (let i = 0; i < SEEN_KEPT + 10; i += 1) r = afterAnswer(r, `p${i}`, 800, true);
  assert.equal(r.seen.length, SEEN_KEPT);
  assert.equal(r.seen[0], "p10");
});

test("the record is kept per ruleset and read back; a broken one reads as fresh", () => {
  const storage = memory();
  const r = afterAnswer(fresh(), "o-an-quan-001", 600, true);
  writeRecord(storage, "o-an-quan", r);
  assert.deepEqual(readRecord(storage, "o-an-quan"), r);
  assert.deepEqual(readRecord(storage, "kalah"), fresh());
  storage.setItem(ratingKey("kalah"), "{not json");
  assert.deepEqual(readRecord(storage, "kalah"), fresh());
  storage.setItem(ratingKey("kalah"), JSON.stringify({ rating: "high", streak: -3, seen: [1, "x"] }));
  assert.deepEqual(readRecord(storage, "kalah"), { ...fresh(), seen: ["x"] });
});

test("the next puzzle is the unseen one rated nearest the learner, the easier of two as near", () => {
  const puzzles = [
    { id: "a", rating: 600 },
    { id: "b", rating: 700 },
    { id: "c", rating: 900 },
    { id: "d", rating: 1300 },
  ];
  assert.equal(nextPuzzle(puzzles, 800, []).id, "b");
  assert.equal(nextPuzzle(puzzles, 800, ["b"]).id, "c");
  assert.equal(nextPuzzle(puzzles, 1250, []).id, "d");
  assert.equal(nextPuzzle(puzzles, 800, ["a", "b", "c", "d"]).id, "b", "all seen: the nearest again");
  assert.equal(nextPuzzle(puzzles, 700, ["a", "c", "d", "b"]).id, "a", "never the one just seen");
  assert.equal(nextPuzzle([], 800, []), null);
});

test("paths: /puzzles/ID names a puzzle and its ruleset", () => {
  assert.equal(puzzleFromPath("/puzzles/o-an-quan-017"), "o-an-quan-017");
  assert.equal(puzzleFromPath("/puzzles"), null);
  assert.equal(puzzleFromPath("/puzzles/a/b"), null);
  assert.equal(puzzlePath("kalah-003"), "/puzzles/kalah-003");
  assert.equal(rulesetOfPuzzle("oware-abapa-010"), "oware-abapa");
  assert.equal(rulesetOfPuzzle("chess-1"), null);
  assert.equal(PUZZLE_RULESETS[0], "o-an-quan");
});

test("the worksheet's address names the ruleset, the page's language and the seed", () => {
  assert.equal(worksheetHref("o-an-quan", "vi", 3), "/api/worksheet.pdf?ruleset=o-an-quan&lang=vi&puzzles=6&seed=3");
});

test("after an answer the page says right or wrong with the values, in Vietnamese", () => {
  const t = words("vi");
  const right = verdictLines(t, { right: true, move: "3R", value: 4, answer: "3R", best: 4, proof: "P" });
  assert.equal(right.verdict, "Đúng rồi! 3R là nước đi hay nhất.");
  assert.equal(right.proof, "P");
  const wrong = verdictLines(t, { right: false, move: "1L", value: -2, answer: "3R", best: 4, proof: "P" });
  assert.equal(wrong.verdict, "Chưa đúng rồi em ơi: nước 1L kém 6 điểm so với nước hay nhất là 3R.", "the loss, never a negative value");
  assert.match(scoreLine(t, { rating: 816, streak: 1, solved: 1, tried: 1 }), /Điểm của em: 816/);
});
