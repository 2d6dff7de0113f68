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
