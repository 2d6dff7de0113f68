// The page's words, all in one place: every sentence the script writes is a key here, a string
// or a function of the things it names. `createI18n(table)` looks them up; another language is
// another table with the same keys.

const SIDES = ["South", "North"];

export const en = {
  connected: "connected",
  reconnecting: "connection lost: trying again…",
  rulesetsUnread: (error) => `the rulesets could not be read: ${error}`,

  seat: (players, seat) => (players === 2 ? SIDES[seat] : `Player ${seat}`),
  namedSeat: (name, seat) => `${name} (${seat})`,

  // The lobby.
  rulesetOption: (name, id) => `${name} (${id})`,
  seatsLegend: "Seats",
  person: "a person",
  computer: (level) => `computer: ${level}`,
  drawnAtRandom: "drawn at random",
  rulesetTooBig: (file, size) => `${file} is ${size} bytes: a ruleset file has at most 60000`,
  fileRefused: (file, why) => `${file}: ${why}`,
  usingRuleset: (file, name, id) => `Using ${file}: ${name} (${id}).`,
  freeSeat: "free",
  roomSeat: (name, computer) => `${name}${computer ? " (computer)" : ""}`,
  roomLine: (room, ruleset, status, plies, seats) => `${room}: ${ruleset}, ${status}, ${plies} moves (${seats}) `,
  sitAs: (seat) => `Sit as ${seat}`,
  takeSeatBack: (seat) => `Take your seat back (${seat})`,
  watch: "Watch",
  watchRoom: (room) => `watch room ${room}`,
  replay: "Replay",
  replayRoom: (room) => `replay room ${room}`,

  // The board.
  boardUndrawn: (why) => `the board could not be drawn: ${why}`,
  pitName: (label) => `pit ${label}`,
  special: (n) => `${n} special`,
  black: (n) => `${n} black`,
  pitLabel: (name, count, kinds) => `${name}: ${count}${kinds.length ? ` (${kinds.join(", ")})` : ""}`,
  legalMoves: (moves) => `Legal moves: ${moves.join(" ")}`,
  playMove: (move) => `Play ${move}`,
  cancel: "Cancel",

  // The room.
  roomTitle: (room, ruleset) => `Room ${room}: ${ruleset}`,
  confirmResign: "Resign this game?",
  undoWaiting: "Asked to take back: waiting for the others.",
  undoAsked: (who) => `${who} asks to take back moves. `,
  undoRefused: (who) => `${who} refused to take back moves.`,
  hintExact: (move, value) => `Hint (solved exactly): ${move}, which ${value}. `,
  hintSearch: (move, value, depth, seconds) =>
    `Hint (alpha-beta, up to ${depth} moves deep or ${seconds} s): ${move}, worth ${value}. `,
  chatFrom: (from, seat) => `${from} (${seat})`,
  chatLine: (who, text) => `${who}: ${text}`,
  computerSeat: (name) => `computer (${name})`,
  away: " (away)",
  you: " (you)",
  seatLine: (seat, what) => `${seat}: ${what} `,
  sitHere: "Sit here",
  watching: (n) => `${n} watching`,
  gameOver: "The game is over.",
  yourMove: (seat) => `Your move (${seat}).`,
  toMove: (who) => `${who} to move.`,
  status: (line, scores, ply) => `${line} Score: ${scores}. Move ${ply}.`,
  score: (who, score) => `${who} ${score}`,
  resigned: (who) => `${who} resigned.`,
  left: (who) => `${who} left: the game ended with no winner.`,
  plays: (who, move) => `${who} plays ${move}…`,
  played: (who, move) => `${who} played ${move}.`,
  noMoveYet: "No move yet.",

  // The end of a game, the move list, names (issue 42).
  resultWinner: (who) => `${who} wins`,
  resultDraw: "A draw",
  resultNoWinner: "No winner",
  resultScore: (score) => `Score ${score}.`,
  whyResigned: (who) => `${who} resigned.`,
  whyLeft: (who) => `${who} left the game.`,
  whyTime: (who) => `${who} ran out of time.`,
  whyExpired: "The room was closed before the game ended.",
  whyRepetition: "The same position came back.",
  whyLimit: "The move limit was reached: the game stopped unfinished.",
  whyBlocked: "Nobody could move.",
  whyMandarinsEmpty: "Both mandarin squares are empty: each side collects the stones on its own squares.",
  whySideEmpty: "A side has no pieces left to play.",
  whyScore: "A player has more than half of the pieces.",
  whyRules: "The game ended by its rules.",
  rematch: "Rematch (seats swapped)",
  newGameSameRules: "New game, same rules",
  rematchWaiting: "You asked for a rematch: waiting for the others.",
  rematchAsked: (who) => `${who} asks for a rematch.`,
  movesTitle: "Moves",
  moveEntry: (n, move) => `${n}. ${move}`,
  viewingMove: (ply, plies) => `The board after move ${ply} of ${plies}.`,
  backToGame: "Back to the game",
  roomName: "Room name",
  roomNamePlaceholder: "optional, shown in the lobby",
  namedRoomTitle: (name, room, ruleset) => `${name} (room ${room}): ${ruleset}`,
  namedRoomLine: (name, line) => `${name} — ${line}`,

  // The replay viewer.
  recordTooBig: (file, size) => `${file} is ${size} bytes: the viewer reads records of at most 1 MiB`,
  replayWhere: (ply, plies) => `Move ${ply} of ${plies}.`,
  replayStatus: (name, where, who, scores) => `${name}: ${where} ${who} Score: ${scores}.`,
};

// The lookup: `t(key, ...args)`. A key the table lacks is a mistake in the page, not something
// to show: it throws.
export function createI18n(table = en) {
  return function t(key, ...args) {
    if (!Object.hasOwn(table, key)) throw new Error(`no words for "${key}"`);
    const entry = table[key];
    return typeof entry === "function" ? entry(...args) : entry;
  };
}
