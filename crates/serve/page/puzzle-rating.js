// A learner's puzzle rating, kept in the browser (localStorage, one per ruleset): an Elo-style
// rating against each puzzle's rating. A learner starts at START; after a puzzle the rating moves
// by K × (score − expected), where the score is 1 for the right move and 0 for another, and the
// expected score is 1 / (1 + 10^((puzzle − learner) / 400)). The next puzzle is the unseen one
// whose rating is nearest the learner's.

export const START = 800;
export const K = 32;
// The rating never goes below this.
export const FLOOR = 100;
// How many puzzles are remembered as seen (the oldest are forgotten first).
export const SEEN_KEPT = 500;

export function ratingKey(ruleset) {
  return `mancala-puzzles-${ruleset}`;
}

// The expected score of a learner rated `learner` against a puzzle rated `puzzle`.
export function expected(learner, puzzle) {
  return 1 / (1 + 10 ** ((puzzle - learner) / 400));
}

// The learner's rating after a puzzle rated `puzzle`, answered right or not (rounded).
export function updated(learner, puzzle, right) {
  const next = learner + K * ((right ? 1 : 0) - expected(learner, puzzle));
  return Math.max(FLOOR, Math.round(next));
}

export function fresh() {
  return { rating: START, streak: 0, solved: 0, tried: 0, seen: [] };
}

// The record kept for `ruleset`, or a fresh one when none is kept or it is broken.
export function readRecord(storage, ruleset) {
  let kept = null;
  try {
    kept = JSON.parse(storage.getItem(ratingKey(ruleset)) ?? "null");
  } catch {
    kept = null;
  }
  const record = fresh();
  if (!kept || typeof kept !== "object") return record;
  if (Number.isFinite(kept.rating)) record.rating = Math.max(FLOOR, Math.round(kept.rating));
  for (const field of ["streak", "solved", "tried"]) {
    if (Number.isInteger(kept[field]) && kept[field] >= 0) record[field] = kept[field];
  }
  if (Array.isArray(kept.seen)) record.seen = kept.seen.filter((id) => typeof id === "string").slice(-SEEN_KEPT);
  return record;
}

export function writeRecord(storage, ruleset, record) {
  storage.setItem(ratingKey(ruleset), JSON.stringify(record));
}

// The record after puzzle `id` rated `puzzle` was answered (a new object).
export function afterAnswer(record, id, puzzle, right) {
  const seen = record.seen.filter((s) => s !== id);
  seen.push(id);
  return {
    rating: updated(record.rating, puzzle, right),
    streak: right ? record.streak + 1 : 0,
    solved: record.solved + (right ? 1 : 0),
    tried: record.tried + 1,
    seen: seen.slice(-SEEN_KEPT),
  };
}

// The next puzzle of `puzzles` ([{id, rating}]) for a learner rated `rating` who has seen the
// ids of `seen`: the unseen one rated nearest (the easier of two as near, then the first in the
// list); once every puzzle is seen, the nearest of all but the last one seen. null if none.
export function nextPuzzle(puzzles, rating, seen) {
  if (!puzzles.length) return null;
  const seenSet = new Set(seen);
  let pool = puzzles.filter((p) => !seenSet.has(p.id));
  if (!pool.length) {
    const last = seen[seen.length - 1];
    pool = puzzles.filter((p) => p.id !== last);
    if (!pool.length) pool = puzzles;
  }
  let best = null;
  for (const p of pool) {
    const d = Math.abs(p.rating - rating);
    const bd = best === null ? Infinity : Math.abs(best.rating - rating);
    if (d < bd || (d === bd && p.rating < best.rating)) best = p;
  }
  return best;
}
