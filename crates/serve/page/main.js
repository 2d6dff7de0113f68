// The web board of `mancala serve`: one more client of the protocol of
// docs/src/serve-protocol.md. It knows no rules: the server draws the board (SVG), lists the legal
// moves with their pits, and sends every move's frames (the board after each of the engine's
// events) and its narration; the page shows them.
//
// This module wires the others: each gets what it uses (the document, the words, the shared
// state, `send`, the board...) and reaches no other module's globals.

import { createAnalysis } from "./analysis.js";
import { createAnimator, createNarration, delayFor, wireControls } from "./animation.js";
import { createBoard } from "./board.js";
import { createConnection, socketUrl } from "./connection.js";
import { createDom } from "./dom.js";
import { createEnding } from "./ending.js";
import { wireFullscreen } from "./fullscreen.js";
import { startLanguage } from "./language.js";
import { createLearn } from "./learn.js";
import { createLobby } from "./lobby.js";
import { createMoveList } from "./movelist.js";
import { createPlay } from "./play.js";
import { createReplay } from "./replay.js";
import { createRoom } from "./room.js";
import { learnFromPath, roomFromPath, roomPath } from "./routes.js";

const dom = createDom(document);
const { $ } = dom;
const fetch = window.fetch.bind(window);
const t = await startLanguage({ document, location, storage: window.localStorage, fetch, $ });

// What the page knows: the lobby's rulesets, the room, the seat, the position, the animation,
// the replay. (`window.app` below: the browser tests read it.)
const state = {
  rulesets: [],
  uploaded: null, // {name, text} of a ruleset file chosen in the lobby
  room: null, // the room this page is in
  seat: null, // our seat, or null when watching
  token: null,
  seats: [],
  position: null, // the last position the server sent
  chosen: null, // the pit clicked, waiting for a move to be chosen
  animation: null, // the move being animated on the room's board
  queue: [], // positions that arrived while a move was being animated, in order
  replay: null, // the replay viewer's game and where it is
  pendingJoin: null, // a room we created, to sit in
  outcome: null, // how the room's game ended, once it has
  viewing: null, // the move whose position the move list shows, or null for the live board
  linked: null, // the room of the address (`/rooms/ID`), until the server answers its join
  analysis: null, // the analysis board's tree and where it is
  learn: null, // the Learn page's lessons and where the learner is
  editor: null, // the position editor's position string and chosen pit
};
window.app = state;

let connection = null;
const send = (message) => connection.send(message);
const storage = window.sessionStorage;

// The address follows the view: `/rooms/ID` in a room (a link others can open), `/` elsewhere.
function show(view) {
  for (const section of document.querySelectorAll(".view")) section.hidden = section.id !== view;
  const path = view === "game" && state.room ? roomPath(state.room) : view === "learn" ? learnAt : "/";
  if (location.pathname !== path) history.replaceState(null, "", path + location.search);
  if (view === "game" && state.room) $("projector-link").href = `${roomPath(state.room)}/board${location.search}`;
  if (view === "lobby") send({ type: "list_rooms" });
}

const board = createBoard({ dom, t, fetch });
// The Learn page's address (`/learn/SET/N`), kept as the learner goes.
let learnAt = "/learn";
const narration = createNarration({ dom, t });
let animationControls = null; // the pause and step buttons, told when a move starts or ends
const lessMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
const animator = createAnimator({
  board,
  narration,
  delay: () => delayFor($("speed").value),
  still: () => lessMotion.matches,
  changed: () => animationControls && animationControls.refresh(),
});
const play = createPlay({ dom, t, state, board, send });
const confirm = (question) => window.confirm(question);
const room = createRoom({ dom, t, state, board, animator, narration, play, send, show, storage, confirm });
const makeUrl = (body) => URL.createObjectURL(new Blob([body], { type: "application/json" }));
// The replay viewer's moves, at its own speed, told to its own controls.
const replayAnimator = createAnimator({
  board,
  narration,
  delay: () => delayFor($("replay-speed").value),
  still: () => lessMotion.matches,
  changed: () => replay.refresh(),
});
const replay = createReplay({ dom, t, state, board, animator: replayAnimator, narration, fetch, show, makeUrl });
const lobby = createLobby({
  dom,
  t,
  state,
  send,
  fetch,
  storage,
  openReplay: replay.openRoom,
  remembered: window.localStorage,
});
const moveList = createMoveList({
  dom,
  t,
  state,
  board,
  animator,
  narration,
  fetch,
  setPosition: room.setPosition,
});
// A new game from the end: out of the room, to the lobby's form with the same rules.
const newGame = (ruleset) => {
  room.leave();
  lobby.prefill(ruleset);
};
// The analysis board's moves, at the room's default speed.
const analysisAnimator = createAnimator({
  board,
  narration,
  delay: () => delayFor("6"),
  still: () => lessMotion.matches,
});
const analysis = createAnalysis({
  dom,
  t,
  state,
  board,
  animator: analysisAnimator,
  narration,
  fetch,
  show: (view) => show(view),
  send,
  makeUrl,
  clipboard: navigator.clipboard,
});
// "Analyse this game" on an end screen: out of the room, to the analysis board.
const analyse = (id) => {
  room.leave();
  analysis.openRoom(id);
};
// The Learn page's moves, at the room's default speed.
const learnAnimator = createAnimator({
  board,
  narration,
  delay: () => delayFor("5"),
  still: () => lessMotion.matches,
});
const learn = createLearn({
  dom,
  t,
  state,
  board,
  animator: learnAnimator,
  narration,
  fetch,
  storage: window.localStorage,
  show: (view) => show(view),
  go: (path) => {
    learnAt = path;
    if (!$("learn").hidden && location.pathname !== path) history.replaceState(null, "", path + location.search);
  },
});
const ending = createEnding({ dom, t, state, send, newGame, analyse });

// The modules' handlers of the server's messages; a message several handle goes to each in turn.
function allHandlers(...tables) {
  const all = {};
  for (const table of tables) {
    for (const [type, handler] of Object.entries(table)) {
      const before = all[type];
      all[type] = before
        ? (m) => {
            before(m);
            handler(m);
          }
        : handler;
    }
  }
  return all;
}

// A room opened from its link that the server does not have: say so, with the way back.
function roomMissing(id) {
  state.room = null;
  state.linked = null;
  $("room-missing-text").textContent = t("page-room-unknown", { room: id });
  $("room-missing").hidden = false;
  $("room-body").hidden = true;
  $("game-title").textContent = t("page-room-heading");
  show("game");
  history.replaceState(null, "", roomPath(id) + location.search);
}

const handlers = {
  ...allHandlers(lobby.handlers, room.handlers, play.handlers, moveList.handlers, ending.handlers),
  joined(m) {
    state.linked = null;
    $("room-missing").hidden = true;
    $("room-body").hidden = false;
    room.handlers.joined(m);
  },
  error(m) {
    if (state.linked !== null && m.code === "no_such_room") roomMissing(state.linked);
    else if (state.linked !== null && m.code === "bad_token") {
      // The seat this browser held is gone (the game was rematched, the token expired): watch.
      storage.removeItem(`mancala-token-${state.linked}`);
      state.seat = null;
      state.token = null;
      send({ type: "join", room: state.linked, as: "observer" });
    } else room.handlers.error(m);
  },
};

connection = createConnection({
  url: socketUrl(location),
  WebSocket,
  handlers,
  onOpen() {
    $("connection").textContent = t("page-connected");
    // The server speaks to this page in its language (narration, hints, errors).
    send({ type: "set_language", lang: t.lang });
    if (state.room && state.seat !== null && state.token) {
      send({ type: "rejoin", room: state.room, seat: state.seat, token: state.token });
    } else if (state.room) {
      send({ type: "join", room: state.room, as: "observer" });
    }
    send({ type: "list_rooms" });
  },
  onClose() {
    $("connection").textContent = t("page-reconnecting");
  },
});

for (const button of document.querySelectorAll("nav button")) {
  button.addEventListener("click", () => {
    show(button.dataset.view);
    if (button.dataset.view === "editor") analysis.editorShown();
    if (button.dataset.view === "learn" && !state.learn) learn.open();
  });
}
$("replay-analyse").addEventListener("click", () => state.replay && analysis.openGame(state.replay.game));
$("room-missing-lobby").addEventListener("click", () => {
  $("room-missing").hidden = true;
  $("room-body").hidden = false;
  show("lobby");
});
lobby.wire();
play.wire();
room.wire();
replay.wire();
analysis.wire();
animationControls = wireControls({ dom, t, animator, current: () => state.animation });
moveList.wire();
learn.wire();
$("lobby-learn").addEventListener("click", (event) => {
  event.preventDefault();
  learn.open();
});
wireFullscreen({ document, t });

// `/rooms/ID`: straight into the room, in this browser's seat if it holds the seat's token,
// else watching.
const linked = roomFromPath(location.pathname);
if (linked !== null) {
  state.linked = linked;
  state.room = linked;
  const kept = storage.getItem(`mancala-token-${linked}`);
  if (kept) {
    const [seat, token] = kept.split(":");
    state.seat = Number(seat);
    state.token = token;
  }
}

// `/learn`, `/learn/SET`, `/learn/SET/N`: straight to the lessons.
const learning = learnFromPath(location.pathname);
if (learning !== null) learn.open(learning.set || "o-an-quan", learning.lesson);

lobby
  .loadRulesets()
  .then(() => {
    analysis.rulesetsLoaded();
    learn.rulesetsLoaded();
    room.showTitle();
  })
  .catch((e) => {
    $("lobby-error").textContent = t("page-rulesets-unread", { error: String(e) });
  });
connection.connect();

// "Show to my class" on the analysis board: the class page (its own tab) opens with the
// position shown here ready to show (class.js reads `?fen=`).
$("analysis-to-class").addEventListener("click", () => {
  $("analysis-to-class").href = `/class?fen=${encodeURIComponent($("analysis-fen").value)}`;
});
