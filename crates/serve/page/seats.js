// The room's words about its seats, its chat, whose turn it is and how the game ended: pure
// functions of the messages the server sent (and of the page's own seat).

// The name the server gives a person who gave none: the side in English ("South", "Player 2").
// The page shows the side in its own language instead.
export function defaultName(players, seat) {
  return players === 2 ? ["South", "North"][seat] : `Player ${seat}`;
}

// The name a person gave, or null.
export function givenName(s, players) {
  return s && s.name && s.name !== defaultName(players, s.seat) ? s.name : null;
}

// A seat's name: the player's name and the side, or the side alone.
export function seatName(t, seats, seat) {
  const players = seats.length || 2;
  const s = seats.find((x) => x.seat === seat);
  const base = t("page-seat", { players, seat });
  const name = givenName(s, players);
  return name ? t("page-named-seat", { name, seat: base }) : base;
}

// One line of the room's seat list.
export function seatText(t, s, players, mySeat) {
  const side = t("page-seat", { players, seat: s.seat });
  let who = s.kind === "free" ? t("page-free-seat") : s.kind === "computer" ? t("page-computer-seat", { name: t("page-level", { level: s.name }) }) : givenName(s, players) || t("page-person");
  if (s.kind === "person" && s.connected === false) who = t("page-seat-away", { name: who });
  if (s.seat === mySeat) who = t("page-seat-you", { name: who });
  return t("page-seat-line", { seat: side, who });
}

// One chat line, its author's seat named when they sit.
export function chatText(t, line, players) {
  const who = line.seat === null || line.seat === undefined ? line.from : t("page-chat-from", { from: line.from, seat: t("page-seat", { players, seat: line.seat }) });
  return t("page-chat-line", { who, text: line.text });
}

// The status line: the end, or whose move; the scores; the move number.
export function statusLine(t, pos, mySeat, seats) {
  const players = pos.scores.length;
  const scores = pos.scores.map((s, p) => t("page-score", { who: t("page-seat", { players, seat: p }), score: s })).join(", ");
  let line;
  if (pos.outcome) line = pos.outcome_text || t("page-game-over");
  else if (pos.to_move === mySeat) line = t("page-your-move", { seat: t("page-seat", { players, seat: mySeat }) });
  else line = t("page-to-move", { who: seatName(t, seats, pos.to_move) });
  return t("page-status", { line, scores, ply: pos.ply });
}

// How a game ended (`game_over`, or a room's `ended`).
export function endedLine(t, ended, seats, position) {
  if (ended.reason === "resigned") return t("page-resigned", { who: seatName(t, seats, ended.seat) });
  if (ended.reason === "left") return t("page-left", { who: seatName(t, seats, ended.seat) });
  return (position && position.outcome_text) || t("page-game-over");
}
