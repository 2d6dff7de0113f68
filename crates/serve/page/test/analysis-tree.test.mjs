import { test } from "node:test";
import assert from "node:assert/strict";
import {
  MAX_NODES,
  addMove,
  createTree,
  deleteVariation,
  depth,
  keyTarget,
  moveLines,
  onMainLine,
  pathTo,
  promote,
  treeFromGame,
  treeFromJson,
  treeJson,
} from "../analysis-tree.js";

// 1. a b c, with b' instead of b (and b'' after it), and d' after b'.
function sample() {
  const tree = createTree("start", { ply: 0, to_move: 0 });
  const a = addMove(tree, 0, "a", "fa", { ply: 1, to_move: 1 });
  const b = addMove(tree, a.id, "b");
  const c = addMove(tree, b.id, "c");
  const b2 = addMove(tree, a.id, "b'");
  const d2 = addMove(tree, b2.id, "d'");
  const b3 = addMove(tree, a.id, "b''");
  return { tree, a, b, c, b2, d2, b3 };
}

test("a move tried again where it was played goes to the same node, a new one makes a variation", () => {
  const { tree, a, b, b2 } = sample();
  assert.equal(addMove(tree, a.id, "b"), b);
  assert.equal(addMove(tree, a.id, "b'"), b2);
  assert.deepEqual(a.children.map((n) => n.move), ["b", "b'", "b''"]);
  assert.deepEqual(pathTo(tree, b2.children[0].id), ["a", "b'", "d'"]);
  assert.equal(depth(tree, b2.children[0].id), 3);
});

test("the keys step along the line, Home and End go to its ends, up and down change variation", () => {
  const { tree, a, b, c, b2, b3 } = sample();
  assert.equal(keyTarget(tree, 0, "ArrowRight"), a.id);
  assert.equal(keyTarget(tree, a.id, "ArrowRight"), b.id, "the main line's move");
  assert.equal(keyTarget(tree, b2.id, "ArrowLeft"), a.id);
  assert.equal(keyTarget(tree, b2.id, "Home"), 0);
  assert.equal(keyTarget(tree, 0, "End"), c.id);
  assert.equal(keyTarget(tree, b.id, "ArrowDown"), b2.id);
  assert.equal(keyTarget(tree, b3.id, "ArrowUp"), b2.id);
  assert.equal(keyTarget(tree, c.id, "ArrowRight"), null, "the end of the line");
  assert.equal(keyTarget(tree, 0, "ArrowLeft"), null, "the start");
  assert.equal(keyTarget(tree, 0, "x"), null);
});

test("the move list nests the variations after the move they replace, numbered from the start", () => {
  const { tree, a, b, c, b2, d2, b3 } = sample();
  const lines = moveLines(tree);
  assert.deepEqual(
    lines.map((i) => (i.variations ? i.variations.map((l) => l.map((x) => x.move)) : i.move)),
    ["a", "b", [["b'", "d'"], ["b''"]], "c"],
  );
  assert.equal(lines[0].ply, 1);
  assert.equal(lines[0].player, 0);
  assert.equal(lines[2].variations[0][1].ply, 3);
  assert.equal(lines[1].id, b.id);
  assert.ok(onMainLine(tree, c.id));
  assert.ok(!onMainLine(tree, d2.id));
  void a;
  void b3;
});

test("deleting a variation takes it and everything after it; the start stays", () => {
  const { tree, a, b2, d2 } = sample();
  assert.equal(deleteVariation(tree, b2.id), a.id);
  assert.deepEqual(a.children.map((n) => n.move), ["b", "b''"]);
  assert.ok(!tree.nodes.has(d2.id));
  assert.equal(deleteVariation(tree, 0), null);
});

test("promoting a variation makes it its parent's first move; again, one level up", () => {
  const { tree, a, b, b2, d2 } = sample();
  const e = addMove(tree, d2.id, "e");
  const e2 = addMove(tree, d2.id, "e'");
  assert.ok(promote(tree, e2.id), "e' before e");
  assert.deepEqual(d2.children.map((n) => n.move), ["e'", "e"]);
  assert.ok(promote(tree, e2.id), "then b' before b");
  assert.deepEqual(a.children.map((n) => n.move), ["b'", "b", "b''"]);
  assert.ok(onMainLine(tree, e2.id));
  assert.ok(!promote(tree, e2.id), "the main line already");
  void b;
  void e;
});

test("the download keeps the variations nested and reads back to the same tree", () => {
  const { tree, b2 } = sample();
  b2.comment = "better";
  const json = treeJson(tree, { ruleset: "kalah" });
  assert.equal(json.fen, "start");
  assert.deepEqual(json.moves[1].variations[0], [{ move: "b'", comment: "better" }, { move: "d'" }]);
  const back = treeFromJson(JSON.stringify(json));
  assert.equal(back.ruleset, "kalah");
  assert.deepEqual(treeJson(back.tree, { ruleset: "kalah" }), json);
  assert.deepEqual(moveLines(back.tree).map((i) => i.move || "(…)"), ["a", "b", "(…)", "c"]);
});

test("a file that is not an analysis is refused naming what is wrong", () => {
  const field = (text) => {
    try {
      treeFromJson(text);
      return null;
    } catch (e) {
      return e.field;
    }
  };
  assert.equal(field("{"), "format");
  assert.equal(field(JSON.stringify({ format: "mancala-record" })), "format");
  assert.equal(field(JSON.stringify({ format: "mancala-analysis", version: 1, ruleset: "kalah", fen: "" })), "fen");
  assert.equal(field(JSON.stringify({ format: "mancala-analysis", version: 1, ruleset: "kalah", fen: "x", moves: [{ move: 3 }] })), "moves");
  const long = Array.from({ length: MAX_NODES + 1 }, (_, i) => ({ move: String(i) }));
  assert.equal(field(JSON.stringify({ format: "mancala-analysis", version: 1, ruleset: "kalah", fen: "x", moves: long })), "size");
});

test("a game from the viewer becomes the main line with every position known", () => {
  const game = {
    start: { fen: "f0", ply: 0, to_move: 0 },
    plies: [
      { fen: "f1", ply: 1, to_move: 1, last_move: { move: "3" } },
      { fen: "f2", ply: 2, to_move: 0, last_move: { move: "4" } },
    ],
  };
  const tree = treeFromGame(game);
  assert.equal(tree.root.fen, "f0");
  const last = tree.nodes.get(keyTarget(tree, 0, "End"));
  assert.equal(last.fen, "f2");
  assert.deepEqual(pathTo(tree, last.id), ["3", "4"]);
});
