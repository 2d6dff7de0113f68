// The room's words about its seats, its chat, whose turn it is and how the game ended: pure
// functions of the messages the server sent (and of the page's own seat).

// A seat's name: the player's name and the side, or the side alone.
export function seatName(t, seats, seat) {
  const s = seats.find((x) => x.seat === seat);
  const base = t("seat", seats.length || 2, seat);
  return s && s.name ? t("namedSeat", s.name, base) : base;
}

// One line of the room's seat list.
export function seatText(t, s, players, mySeat) {
  let what = s.kind === "free" ? t("freeSeat") : s.kind === "computer" ? t("computerSeat", s.name) : s.name;
  if (s.kind === "person" && s.connected === false) what += t("away");
  if (s.seat === mySeat) what += t("you");
  return t("seatLine", t("seat", players, s.seat), what);
}

// One chat line, its author's seat named when they sit.
export function chatText(t, line, players) {
  const who = line.seat === null || line.seat === undefined ? line.from : t("chatFrom", line.from, t("seat", players, line.seat));
  return t("chatLine", who, line.text);
}

// The status line: the end, or whose move; the scores; the move number.
export function statusLine(t, pos, mySeat, seats) {
  const players = pos.scores.length;
  const scores = pos.scores.map((s, p) => t("score", t("seat", players, p), s)).join(", ");
  let line;
  if (pos.outcome) line = pos.outcome_text || t("gameOver");
  else if (pos.to_move === mySeat) line = t("yourMove", t("seat", players, mySeat));
  else line = t("toMove", seatName(t, seats, pos.to_move));
  return t("status", line, scores, pos.ply);
}

// How a game ended (`game_over`, or a room's `ended`).
export function endedLine(t, ended, seats, position) {
  if (ended.reason === "resigned") return t("resigned", seatName(t, seats, ended.seat));
  if (ended.reason === "left") return t("left", seatName(t, seats, ended.seat));
  return (position && position.outcome_text) || t("gameOver");
}
