// The review of a game on the analysis board: the server's review (`/api/analysis/review`, the
// library's `mancala::review`) tied to the tree's main-line nodes, each move's mark (as lichess
// marks them: ?! an inaccuracy, ? a mistake, ?? a blunder; the best and good moves plain), and
// the advantage graph's points. Nothing here knows the rules or draws: analysis.js does.

// Each class's mark beside the move.
export const MARKS = { best: "", good: "", inaccuracy: "?!", mistake: "?", blunder: "??" };

// The most seconds a review takes (the server's `REVIEW_TOTAL_TIME`), said while it works.
export const REVIEW_SECONDS = 20;

// The classes counted in a player's summary, as the graph marks them.
export const MARKED = ["inaccuracy", "mistake", "blunder"];

// The mark of a class ("" for a move that lost nothing worth saying).
export function markOf(cls) {
  return MARKS[cls] || "";
}

// The main line's nodes from the root, the root first (the first child of each).
export function mainLine(tree) {
  const nodes = [tree.root];
  for (let n = tree.root; n.children.length; n = n.children[0]) nodes.push(n.children[0]);
  return nodes;
}

// The request of a review of the tree's main line.
export function reviewRequest(tree, ruleset) {
  return { ruleset, fen: tree.root.fen, moves: mainLine(tree).slice(1).map((n) => n.move) };
}

// The review tied to the nodes it was made of: `byNode` maps a node's id to its move's review
// (the move that reached it); `points` are the graph's, one per position reviewed:
// {node, index (0 the start), ply (as the move list numbers it), value (South's), exact, cls (of
// the move that reached it)}. The review numbers the moves from the board's start; `offset` is
// the start's own number (a position string's `ply`), which the move list counts from.
// A review whose moves are not the main line's (the tree changed meanwhile) ties nothing.
export function attachReview(tree, review) {
  const line = mainLine(tree);
  const offset = (tree.root.position && tree.root.position.ply) || 0;
  const byNode = new Map();
  const points = [];
  if (review.start && review.start.south_value !== null && review.start.south_value !== undefined) {
    points.push({ node: line[0].id, index: 0, ply: offset, value: review.start.south_value, exact: review.start.exact, cls: null });
  }
  for (const m of review.moves || []) {
    const node = line[m.ply];
    if (!node || node.move !== m.move) return { byNode: new Map(), points: [], matched: false, offset };
    byNode.set(node.id, m);
    const v = m.after ? m.after.south_value : null;
    if (v !== null && v !== undefined) points.push({ node: node.id, index: m.ply, ply: offset + m.ply, value: v, exact: m.after.exact, cls: m.class });
  }
  return { byNode, points, matched: true, plies: review.plies || line.length - 1, offset };
}

// Where each point is drawn in a graph `width` × `height` with `pad` around: x by the move's
// number over the game's moves, y by South's value (South ahead above the middle line), the scale
// the largest value seen (at least 4 points).
export function graphLayout(points, plies, { width, height, pad }) {
  const span = Math.max(4, ...points.map((p) => Math.abs(p.value)));
  const last = Math.max(1, plies);
  const mid = height / 2;
  const half = height / 2 - pad;
  return {
    span,
    mid,
    points: points.map((p) => ({ ...p, x: pad + ((width - 2 * pad) * p.index) / last, y: mid - (half * p.value) / span })),
  };
}

// A number with its sign, as the review writes values (+3, −2, 0).
export function signed(n) {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return "0";
}
