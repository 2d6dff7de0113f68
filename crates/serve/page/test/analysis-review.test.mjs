import { test } from "node:test";
import assert from "node:assert/strict";
import { attachReview, graphLayout, mainLine, markOf, reviewRequest, signed } from "../analysis-review.js";
import { addMove, createTree } from "../analysis-tree.js";
import { words } from "./words.mjs";

// Kalah from its start: 3 6 on the main line, 4 tried instead of 6.
function tree() {
  const t = createTree("4,4,4,4,4,4|0/4,4,4,4,4,4|0 0");
  const a = addMove(t, 0, "3");
  const b = addMove(t, a.id, "6");
  addMove(t, a.id, "4");
  return { t, a, b };
}

const appraisal = (south, exact = true) => ({ to_move: 0, value: south, south_value: south, exact, depth: exact ? null : 8, best: "3", line: ["3"] });

test("marks are lichess's: ?! inaccuracy, ? mistake, ?? blunder, nothing for best and good", () => {
  assert.deepEqual(["best", "good", "inaccuracy", "mistake", "blunder"].map(markOf), ["", "", "?!", "?", "??"]);
  assert.equal(markOf("unknown"), "");
});

test("a review request sends the root's position string and the main line, not the variations", () => {
  const { t } = tree();
  assert.deepEqual(reviewRequest(t, "kalah"), { ruleset: "kalah", fen: t.root.fen, moves: ["3", "6"] });
  assert.equal(mainLine(t).length, 3);
});

test("a review is tied to the main line's nodes, with a graph point per position", () => {
  const { t, a, b } = tree();
  const review = {
    plies: 2,
    start: appraisal(0),
    moves: [
      { ply: 1, move: "3", player: 0, class: "best", after: appraisal(0) },
      { ply: 2, move: "6", player: 0, class: "blunder", after: appraisal(-9, false) },
    ],
  };
  const r = attachReview(t, review);
  assert.ok(r.matched);
  assert.equal(r.byNode.get(a.id).class, "best");
  assert.equal(r.byNode.get(b.id).class, "blunder");
  assert.deepEqual(
    r.points.map((p) => [p.node, p.index, p.value, p.exact, p.cls]),
    [
      [0, 0, 0, true, null],
      [a.id, 1, 0, true, "best"],
      [b.id, 2, -9, false, "blunder"],
    ],
  );
});

test("a review from a position string numbers its moves as the move list does", () => {
  const { t, a } = tree();
  t.root.position = { ply: 7, to_move: 0 };
  const r = attachReview(t, { plies: 1, start: appraisal(2), moves: [{ ply: 1, move: "3", player: 0, class: "good", after: appraisal(1) }] });
  assert.equal(r.offset, 7);
  assert.deepEqual(
    r.points.map((p) => [p.node, p.index, p.ply]),
    [
      [0, 0, 7],
      [a.id, 1, 8],
    ],
  );
});

test("a review of other moves than the main line's ties nothing", () => {
  const { t } = tree();
  const r = attachReview(t, { plies: 2, start: appraisal(0), moves: [{ ply: 1, move: "5", class: "good", after: appraisal(1) }] });
  assert.equal(r.matched, false);
  assert.equal(r.byNode.size, 0);
});

test("the graph puts South ahead above the middle, scaled to the largest value", () => {
  const points = [
    { index: 0, value: 0 },
    { index: 1, value: 8 },
    { index: 2, value: -4 },
  ];
  const g = graphLayout(points, 2, { width: 100, height: 100, pad: 10 });
  assert.equal(g.span, 8);
  assert.deepEqual(
    g.points.map((p) => [p.x, p.y]),
    [
      [10, 50],
      [50, 10],
      [90, 70],
    ],
  );
  // Small values keep a scale of at least 4 points.
  assert.equal(graphLayout([{ index: 0, value: 1 }], 0, { width: 100, height: 100, pad: 10 }).span, 4);
});

test("values carry their sign, the minus a true minus", () => {
  assert.deepEqual([3, -2, 0].map(signed), ["+3", "\u22122", "0"]);
});

test("every word of the review is in every language", () => {
  for (const lang of ["en", "fr", "vi"]) {
    const t = words(lang);
    for (const cls of ["best", "good", "inaccuracy", "mistake", "blunder"]) {
      assert.notEqual(t("page-analysis-review-class", { class: cls }), "page-analysis-review-class", lang);
    }
    const skipped = t("page-analysis-review-skipped", { reason: "time", first: 1, last: 4, seconds: "20", max: 300 });
    assert.match(skipped, /1.*4.*20/, `${lang}: ${skipped}`);
    const busy = t("page-analysis-refused", { code: "busy", why: "x" });
    assert.doesNotMatch(busy, /x$/, `${lang}: the busy refusal in words, ${busy}`);
    const summary = t("page-analysis-review-summary", { who: "A", accuracy: "87.5", moves: 3, inaccuracies: 1, mistakes: 0, blunders: 2 });
    assert.match(summary, /87.5/, lang);
  }
});
