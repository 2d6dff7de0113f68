// The analysis board's variation tree: the game's moves and every other move tried, as PGN keeps
// them. A node is a position reached by a move; its first child is the line's next move (the
// main line), the others are variations of that move. Nothing here knows the rules: each node's
// position (`fen`, and the position object the server sends) comes from the server, and may be
// fetched only when the node is first shown (a file read back has moves only).

// The most nodes a tree holds (a file with more is refused; a board with as many takes no more).
export const MAX_NODES = 5000;

// A tree whose root is the position `fen` (with its position object, when known).
export function createTree(fen, position = null) {
  const root = { id: 0, move: null, fen, position, parent: null, children: [], comment: "" };
  return { root, nodes: new Map([[0, root]]), next: 1 };
}

function node(tree, id) {
  const n = tree.nodes.get(id);
  if (!n) throw new Error(`no node ${id}`);
  return n;
}

// The child of `parentId` reached by `move`: the one already there (the tree does not hold a
// move twice), else a new one, after its siblings (a new variation). Null when the tree is full.
export function addMove(tree, parentId, move, fen = null, position = null) {
  const parent = node(tree, parentId);
  const there = parent.children.find((c) => c.move === move);
  if (there) {
    if (fen && !there.fen) there.fen = fen;
    if (position && !there.position) there.position = position;
    return there;
  }
  if (tree.nodes.size >= MAX_NODES) return null;
  const child = { id: tree.next++, move, fen, position, parent, children: [], comment: "" };
  parent.children.push(child);
  tree.nodes.set(child.id, child);
  return child;
}

// The moves from the root to `id`.
export function pathTo(tree, id) {
  const moves = [];
  for (let n = node(tree, id); n.parent; n = n.parent) moves.unshift(n.move);
  return moves;
}

// How many moves `id` is from the root.
export function depth(tree, id) {
  let d = 0;
  for (let n = node(tree, id); n.parent; n = n.parent) d++;
  return d;
}

// Where a key goes from `id` (lichess's keys): → the line's next move, ← the move before, Home
// the start, End the end of the line; ↑ and ↓ the variation before or after this move's. Null
// for another key, or where there is nowhere to go.
export function keyTarget(tree, id, key) {
  const n = node(tree, id);
  const siblings = n.parent ? n.parent.children : [n];
  const at = siblings.indexOf(n);
  let to = null;
  if (key === "ArrowRight") to = n.children[0] || null;
  else if (key === "ArrowLeft") to = n.parent;
  else if (key === "Home") to = tree.root;
  else if (key === "End") {
    to = n;
    while (to.children.length) to = to.children[0];
  } else if (key === "ArrowUp") to = siblings[at - 1] || null;
  else if (key === "ArrowDown") to = siblings[at + 1] || null;
  return to && to !== n ? to.id : null;
}

// Takes the variation that starts at `id` out of the tree (the node and everything after it);
// returns the node to show then (its parent). The root is never deleted.
export function deleteVariation(tree, id) {
  const n = node(tree, id);
  if (!n.parent) return null;
  n.parent.children = n.parent.children.filter((c) => c !== n);
  const drop = (x) => {
    tree.nodes.delete(x.id);
    x.children.forEach(drop);
  };
  drop(n);
  return n.parent.id;
}

// Makes the line through `id` the main line one level up: the nearest move on its way back that
// is a variation becomes its parent's first move (so repeated promotions make it the main line).
// Returns whether anything changed.
export function promote(tree, id) {
  for (let n = node(tree, id); n.parent; n = n.parent) {
    const siblings = n.parent.children;
    const at = siblings.indexOf(n);
    if (at > 0) {
      siblings.splice(at, 1);
      siblings.unshift(n);
      return true;
    }
  }
  return false;
}

// Whether `id` is on the main line (every move back to the root is its parent's first).
export function onMainLine(tree, id) {
  for (let n = node(tree, id); n.parent; n = n.parent) if (n.parent.children[0] !== n) return false;
  return true;
}

// The move list to draw: a line is a list of items, each a move ({id, move, ply, player}) or
// a group of variations ({variations: [line, ...]}) that follows the move they are the
// alternatives of, as PGN writes `1. e4 (1. d4 d5) e5`. `ply` counts from the root's (the
// first move's is root ply + 1); `player` is who played it, when the position before says.
export function moveLines(tree) {
  const rootPly = tree.root.position ? tree.root.position.ply || 0 : 0;
  const item = (n, ply) => ({ id: n.id, move: n.move, ply, player: n.parent && n.parent.position ? n.parent.position.to_move : null });
  function line(start, ply) {
    const items = [];
    let n = start;
    let p = ply;
    for (;;) {
      items.push(item(n, p));
      const siblings = n.parent.children;
      // The alternatives of the main move come right after it (only at the line's first node
      // of each parent: a variation's own siblings are listed by its parent's line).
      if (siblings[0] === n && siblings.length > 1) {
        items.push({ variations: siblings.slice(1).map((v) => line(v, p)) });
      }
      if (!n.children.length) break;
      n = n.children[0];
      p += 1;
    }
    return items;
  }
  return tree.root.children.length ? line(tree.root.children[0], rootPly + 1) : [];
}

// The tree as the board downloads it: the start (ruleset and position string) and the moves as
// nested lines, each move `{move, comment?, variations?}` where `variations` are the lines played
// instead of it (PGN's `(...)`).
export function treeJson(tree, { ruleset, names = null }) {
  function line(start) {
    const moves = [];
    for (let n = start; n; n = n.children[0] || null) {
      const entry = { move: n.move };
      if (n.comment) entry.comment = n.comment;
      const siblings = n.parent.children;
      if (siblings[0] === n && siblings.length > 1) entry.variations = siblings.slice(1).map(line);
      moves.push(entry);
    }
    return moves;
  }
  const json = { format: "mancala-analysis", version: 1, ruleset, fen: tree.root.fen, moves: tree.root.children.length ? line(tree.root.children[0]) : [] };
  if (names) json.names = names;
  return json;
}

// A tree read back from `treeJson`'s text (positions to be asked of the server as the nodes are
// shown). Throws an Error whose `field` says what is wrong: `format`, `fen`, `moves`, `size`.
export function treeFromJson(text) {
  let json;
  try {
    json = typeof text === "string" ? JSON.parse(text) : text;
  } catch {
    throw Object.assign(new Error("not JSON"), { field: "format" });
  }
  if (!json || json.format !== "mancala-analysis" || json.version !== 1 || typeof json.ruleset !== "string") {
    throw Object.assign(new Error("not an analysis"), { field: "format" });
  }
  if (typeof json.fen !== "string" || !json.fen) throw Object.assign(new Error("no start"), { field: "fen" });
  const tree = createTree(json.fen);
  function read(parent, moves, level) {
    if (!Array.isArray(moves) || level > 200) throw Object.assign(new Error("bad line"), { field: "moves" });
    let at = parent;
    for (const entry of moves) {
      if (!entry || typeof entry.move !== "string" || !entry.move || entry.move.length > 64) {
        throw Object.assign(new Error("bad move"), { field: "moves" });
      }
      const child = addMove(tree, at.id, entry.move);
      if (!child) throw Object.assign(new Error("too many moves"), { field: "size" });
      if (typeof entry.comment === "string") child.comment = entry.comment.slice(0, 2000);
      // The variations are alternatives of this move: they start from the same position.
      for (const variation of entry.variations || []) read(at, variation, level + 1);
      at = child;
    }
  }
  read(tree.root, json.moves, 0);
  return { tree, ruleset: json.ruleset, names: Array.isArray(json.names) ? json.names.map(String) : null };
}

// A tree of a whole game from the viewer's answer (`/api/replay`, `/api/rooms/ID/replay`): the
// start and each move's position, every node's position known.
export function treeFromGame(game) {
  const tree = createTree(game.start.fen, game.start);
  let at = tree.root;
  for (const pos of game.plies) {
    const next = addMove(tree, at.id, pos.last_move.move, pos.fen, pos);
    if (!next) break;
    at = next;
  }
  return tree;
}
