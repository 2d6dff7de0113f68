// The position editor's text work: a position string (FEN, docs/src/positions.md) split into its
// fields, a stone added to or taken from a pit or a bank, the player to move changed, and the
// string written back. The pits are the string's first field in ring order (rows by `/`, pits by
// `,`, a store after `|`), so pit N of the board is the string's pit N. Whether the position is
// one of the game is the server's word (`/api/analysis/position`), asked as one edits.

// The fields of a position string: `pits` (each pit's text, in ring order, and the separator
// before it), `toMove`, `banks` (each bank's text, or null when the game has none), `rest`
// (the `key:value` fields). Null for a text that has not even the pits.
export function splitFen(text) {
  const fields = String(text).trim().split(/\s+/);
  if (!fields[0]) return null;
  const pits = [];
  const rows = fields[0].split("/");
  rows.forEach((row, r) => {
    const parts = row.split(/([,|])/);
    let sep = r === 0 ? "" : "/";
    for (const part of parts) {
      if (part === "," || part === "|") sep = part;
      else {
        pits.push({ sep, text: part });
        sep = ",";
      }
    }
  });
  const toMove = fields.length > 1 ? fields[1] : "";
  // The banks are the third field when it is not a `key:value` field.
  const third = fields[2];
  const hasBanks = third !== undefined && !third.includes(":");
  const banks = hasBanks ? third.split(",") : null;
  const rest = fields.slice(hasBanks ? 3 : 2);
  return { pits, toMove, banks, rest };
}

// The position string of `fields` (as `splitFen` gives them).
export function joinFen(fields) {
  const pits = fields.pits.map((p) => p.sep + p.text).join("");
  const parts = [pits, fields.toMove];
  if (fields.banks) parts.push(fields.banks.join(","));
  return parts.concat(fields.rest).join(" ");
}

// A pit's text with `delta` plain pieces more (at least none): a count (`4`), the citizens after
// a big stone (`Q+3`, `2Q+0`), or the red seeds of a coloured pit (`2R1B`; `0` is none). A house
// out of play (`-`) and a text the editor cannot read stay as they are (null).
export function changePit(text, delta) {
  let m = /^(\d+)$/.exec(text);
  if (m) return String(Math.max(0, Number(m[1]) + delta));
  m = /^(\d*Q\+)(\d+)$/.exec(text);
  if (m) return m[1] + String(Math.max(0, Number(m[2]) + delta));
  m = /^(?:(\d+)R)?((?:\d+[BS])*)$/.exec(text);
  if (m && (m[1] || m[2])) {
    const red = Math.max(0, Number(m[1] || 0) + delta);
    const others = m[2];
    const written = (red ? `${red}R` : "") + others;
    return written || "0";
  }
  return null;
}

// The pieces a pit's text holds, to draw while the position is not yet one of the game: every
// number in it, and a big stone (`Q`) as one.
export function pitCount(text) {
  if (text === "-") return 0;
  let count = 0;
  const big = /^(\d*)Q\+/.exec(text);
  if (big) count += big[1] ? Number(big[1]) : 1;
  const rest = big ? text.slice(big[0].length) : text;
  for (const m of rest.matchAll(/\d+/g)) count += Number(m[0]);
  return count;
}

// The position string with pit `pit` (ring index) changed by `delta`; null when that pit cannot
// be changed so (out of play, or beyond the pits).
export function addToPit(text, pit, delta) {
  const fields = splitFen(text);
  if (!fields || pit < 0 || pit >= fields.pits.length) return null;
  const changed = changePit(fields.pits[pit].text, delta);
  if (changed === null) return null;
  fields.pits[pit].text = changed;
  return joinFen(fields);
}

// The position string with player `player`'s bank changed by `delta`; null without banks.
export function addToBank(text, player, delta) {
  const fields = splitFen(text);
  if (!fields || !fields.banks || player < 0 || player >= fields.banks.length) return null;
  const changed = changePit(fields.banks[player], delta);
  if (changed === null) return null;
  fields.banks[player] = changed;
  return joinFen(fields);
}

// The position string with `player` to move.
export function withMover(text, player) {
  const fields = splitFen(text);
  if (!fields) return null;
  fields.toMove = String(player);
  return joinFen(fields);
}

// The counts to draw for a position string the server has not accepted: the pits' pieces.
export function draftCounts(text) {
  const fields = splitFen(text);
  return fields ? fields.pits.map((p) => pitCount(p.text)) : [];
}

// What a key does to the chosen pit: `+`/`=` (the key beside `-` without Shift) adds a stone,
// `-` takes one; null for another key.
export function editKey(key) {
  if (key === "+" || key === "=" || key === "Add") return 1;
  if (key === "-" || key === "Subtract") return -1;
  return null;
}
