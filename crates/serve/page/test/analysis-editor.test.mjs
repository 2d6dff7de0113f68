import { test } from "node:test";
import assert from "node:assert/strict";
import { addToBank, addToPit, changePit, draftCounts, editKey, joinFen, pitCount, splitFen, withMover } from "../analysis-editor.js";

test("a position string splits into its fields and is written back as it was", () => {
  for (const fen of [
    "2,1,0,3,4,1/1,2,1,3,0,5 0 12,13",
    "7,7,7,7,7,7,7|0/7,7,7,7,7,-,-|2 1 round:2",
    "Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0",
    "4R,0,1R1B,4R,4R,4R/4R,4R,4R,4R,4R,4R 1 0,0",
    "4,4,4,4,4,4|0/4,4,4,4,4,4|0 0",
  ]) {
    assert.equal(joinFen(splitFen(fen)), fen);
  }
  const sungka = splitFen("7,7,7,7,7,7,7|0/7,7,7,7,7,-,-|2 1 round:2");
  assert.equal(sungka.pits.length, 16, "the stores are pits of the ring");
  assert.equal(sungka.pits[7].text, "0");
  assert.equal(sungka.banks, null, "a game with stores has no banks");
  assert.deepEqual(sungka.rest, ["round:2"]);
  assert.equal(splitFen("   "), null);
});

test("a stone is added to or taken from a pit in the family's way; never below none", () => {
  assert.equal(changePit("4", 1), "5");
  assert.equal(changePit("0", -1), "0");
  assert.equal(changePit("Q+3", 1), "Q+4");
  assert.equal(changePit("2Q+0", -1), "2Q+0");
  assert.equal(changePit("4R", -1), "3R");
  assert.equal(changePit("1R1B", -1), "1B");
  assert.equal(changePit("1B", 1), "1R1B");
  assert.equal(changePit("-", 1), null, "a burnt house stays out of play");
});

test("the editor changes pit N of the board, a bank, or who moves", () => {
  assert.equal(addToPit("2,1,0,3,4,1/1,2,1,3,0,5 0 12,13", 6, 1), "2,1,0,3,4,1/2,2,1,3,0,5 0 12,13");
  assert.equal(addToPit("4,4,4,4,4,4|0/4,4,4,4,4,4|0 0", 6, 1), "4,4,4,4,4,4|1/4,4,4,4,4,4|0 0", "pit 6 is South's store");
  assert.equal(addToPit("4,4 0", 9, 1), null);
  assert.equal(addToBank("2,1,0,3,4,1/1,2,1,3,0,5 0 12,13", 1, -1), "2,1,0,3,4,1/1,2,1,3,0,5 0 12,12");
  assert.equal(addToBank("4,4,4,4,4,4|0/4,4,4,4,4,4|0 0", 0, 1), null);
  assert.equal(withMover("2,1,0,3,4,1/1,2,1,3,0,5 0 12,13 ply:4", 1), "2,1,0,3,4,1/1,2,1,3,0,5 1 12,13 ply:4");
});

test("a draft is drawn with the pieces its pits hold", () => {
  assert.equal(pitCount("Q+3"), 4);
  assert.equal(pitCount("2Q+0"), 2);
  assert.equal(pitCount("2R1B1S"), 4);
  assert.equal(pitCount("-"), 0);
  assert.deepEqual(draftCounts("1,2|3/4,5|6 0"), [1, 2, 3, 4, 5, 6]);
});

test("plus and minus keys add and take stones", () => {
  assert.equal(editKey("+"), 1);
  assert.equal(editKey("="), 1);
  assert.equal(editKey("-"), -1);
  assert.equal(editKey("a"), null);
});
