// Choosing a move on the board, without knowing the rules: the moves from a pit (as the server
// lists them, each with the pits its first sowing drops into, `path`, the kind of its first
// piece, `first`, and the pit its special piece falls into, `special`) are told apart by what
// differs between them, one question at a time: the way the stones go (arrows on the pit), the
// colour sown first (swatches on the pit), the pit the special seed falls into (marks on those
// pits), and only then, if moves are still alike, a list of their names.

// The next question among `moves`: `{kind: "play", move}` when one is left, otherwise
// `{kind, options: [{key, moves}]}` with `kind` one of "direction" (keyed by the first pit
// sown), "colour" (keyed by `first`), "special" (keyed by the special seed's pit) or "list"
// (keyed by the move's name).
export function nextChoice(moves) {
  if (moves.length === 1) return { kind: "play", move: moves[0] };
  const questions = [
    ["direction", (m) => (m.path && m.path.length ? m.path[0] : undefined)],
    ["colour", (m) => m.first],
    ["special", (m) => m.special],
  ];
  for (const [kind, keyOf] of questions) {
    const options = groupBy(moves, keyOf);
    if (options.length > 1 && options.every((o) => o.key !== undefined)) return { kind, options };
  }
  return { kind: "list", options: moves.map((m) => ({ key: m.move, moves: [m] })) };
}

function groupBy(moves, keyOf) {
  const options = [];
  for (const m of moves) {
    const key = keyOf(m);
    const option = options.find((o) => o.key === key);
    if (option) option.moves.push(m);
    else options.push({ key, moves: [m] });
  }
  return options;
}

// The pits a move's stones reach, once each, in the order they are first reached.
export function reached(move) {
  return [...new Set(move.path && move.path.length ? move.path : [move.lands])];
}

// The pits every move of `moves` reaches (what a preview can mark before the choice is made).
export function reachedByAll(moves) {
  const [first, ...rest] = moves.map(reached);
  return (first || []).filter((pit) => rest.every((pits) => pits.includes(pit)));
}

// The angle, in degrees clockwise from "to the right" as the screen shows it, from point `a`
// to point `b` (`{x, y}`, y growing downwards).
export function angleTo(a, b) {
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}

// The option of a direction question a drag of (dx, dy) from the pit's centre points to: the
// one whose arrow is nearest in angle, or null for a drag shorter than `threshold` pixels.
export function dragChoice(angles, dx, dy, threshold = 24) {
  if (Math.hypot(dx, dy) < threshold || !angles.length) return null;
  const drag = (Math.atan2(dy, dx) * 180) / Math.PI;
  let best = 0;
  for (let i = 1; i < angles.length; i++) {
    if (angleGap(angles[i], drag) < angleGap(angles[best], drag)) best = i;
  }
  return best;
}

function angleGap(a, b) {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

// The pit the arrow key `key` moves the focus to from `from`, among `centres` (pit → {x, y} as
// seen): the nearest pit that way, counting a step across the other axis double; `from` itself
// when there is none.
export function neighbour(centres, from, key) {
  const here = centres.get(from);
  const way = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  if (!here || !way) return from;
  let best = from;
  let bestCost = Infinity;
  for (const [pit, c] of centres) {
    if (pit === from) continue;
    const along = (c.x - here.x) * way[0] + (c.y - here.y) * way[1];
    if (along <= 1) continue;
    const across = Math.abs((c.x - here.x) * way[1] + (c.y - here.y) * way[0]);
    const cost = along + 2 * across;
    if (cost < bestCost) {
      best = pit;
      bestCost = cost;
    }
  }
  return best;
}

// Where an option's button goes over the board (centre, in pixels of the board's box) and how
// big it is: arrows sit on the pit, on the side they point to; colour swatches side by side
// across the pit; a special seed's mark on the pit it falls into. Every button is at least
// `min` pixels wide (a finger's width on a phone) and grows with the pit.
export function optionPlaces(choice, pitBox, boxOf, min = 44) {
  const size = Math.max(min, Math.min(120, pitBox.width * 0.42, pitBox.height * 0.42 || Infinity));
  const centre = { x: pitBox.x + pitBox.width / 2, y: pitBox.y + pitBox.height / 2 };
  const n = choice.options.length;
  return choice.options.map((option, i) => {
    if (choice.kind === "direction") {
      const target = boxOf(option.key);
      const angle = target ? angleTo(centre, boxCentre(target)) : i ? 0 : 180;
      const reach = size / 2 + 2;
      const rad = (angle * Math.PI) / 180;
      return { x: centre.x + reach * Math.cos(rad), y: centre.y + reach * Math.sin(rad), size, angle };
    }
    if (choice.kind === "special") {
      const target = boxOf(option.key) || pitBox;
      return { ...boxCentre(target), size, angle: 0 };
    }
    const offset = (i - (n - 1) / 2) * (size + 4);
    return { x: centre.x + offset, y: centre.y, size, angle: 0 };
  });
}

function boxCentre(box) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
