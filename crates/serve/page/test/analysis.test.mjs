import { test } from "node:test";
import assert from "node:assert/strict";
import { LEVELS, pastedKind, playMessage } from "../analysis.js";

test("play from here makes a room from the position: the player's side a person, the other as chosen", () => {
  assert.deepEqual(playMessage({ ruleset: "kalah", fen: "F", players: 2, side: 1, against: "medium" }), {
    type: "create_room",
    ruleset: "kalah",
    from: "F",
    seats: ["medium", "person"],
  });
  assert.deepEqual(playMessage({ ruleset: "sungka-3p", fen: "F", players: 3, side: 0, against: "person" }).seats, ["person", "person", "person"]);
  assert.ok(LEVELS.includes("easy") && !LEVELS.includes("person"));
});

test("a pasted text is an analysis, a record or a position string", () => {
  assert.equal(pastedKind('{"format": "mancala-analysis", "version": 1}'), "analysis");
  assert.equal(pastedKind('{"format": "mancala-record", "version": 1}'), "record");
  assert.equal(pastedKind("{not json"), "record", "the server says what is wrong with it");
  assert.equal(pastedKind(" 4,4,4,4,4,4|0/4,4,4,4,4,4|0 0\n"), "fen");
  assert.equal(pastedKind("Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0 ply:3"), "fen");
  assert.equal(pastedKind('[Ruleset "kalah"]\n\n1. 3 6 *'), "record", "a PGN-style record");
  assert.equal(pastedKind("1. 3 {to the store} 3... 6 0-1"), "record", "moves without tags");
});
