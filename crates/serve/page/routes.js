// The page's addresses: `/rooms/ID` opens room ID, `/rooms/ID/board` is its projector view.

// A room id as the server makes them (`r12`) or names them: letters, digits, `-` and `_`.
const ROOM = /^\/rooms\/([A-Za-z0-9_-]{1,64})\/?$/;
const BOARD = /^\/rooms\/([A-Za-z0-9_-]{1,64})\/board\/?$/;

// The room of a room page's path, or null.
export function roomFromPath(path) {
  const match = ROOM.exec(path);
  return match ? match[1] : null;
}

// The room of a projector view's path, or null.
export function boardRoomFromPath(path) {
  const match = BOARD.exec(path);
  return match ? match[1] : null;
}

export function roomPath(room) {
  return `/rooms/${encodeURIComponent(room)}`;
}

// `/learn` (the lessons of Ô ăn quan), `/learn/SET` (a game's) and `/learn/SET/N` (lesson N of
// it): `{set, lesson}` (either null when the path leaves it out), or null for another path.
const LEARN = /^\/learn(?:\/([a-z0-9-]{1,64})(?:\/([1-9][0-9]{0,3}))?)?\/?$/;

export function learnFromPath(path) {
  const match = LEARN.exec(path);
  if (!match) return null;
  return { set: match[1] || null, lesson: match[2] ? Number(match[2]) : null };
}

export function learnPath(set, lesson = null) {
  return lesson === null ? `/learn/${encodeURIComponent(set)}` : `/learn/${encodeURIComponent(set)}/${lesson}`;
}
