// The web board of `mancala serve`: one more client of the protocol of
// docs/src/serve-protocol.md. It knows no rules: the server draws the board (SVG), lists the legal
// moves with their pits, and sends every move's frames (the board after each of the engine's
// events) and its narration; the page shows them.
//
// This module wires the others: each gets what it uses (the document, the words, the shared
// state, `send`, the board...) and reaches no other module's globals.

import { createAnimator, createNarration, delayFor, wireControls } from "./animation.js";
import { createBoard } from "./board.js";
import { createConnection, socketUrl } from "./connection.js";
import { createDom } from "./dom.js";
import { createI18n } from "./i18n.js";
import { createLobby } from "./lobby.js";
import { createPlay } from "./play.js";
import { createReplay } from "./replay.js";
import { createRoom } from "./room.js";

const dom = createDom(document);
const { $ } = dom;
const t = createI18n();

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
};
window.app = state;

let connection = null;
const send = (message) => connection.send(message);

function show(view) {
  for (const section of document.querySelectorAll(".view")) section.hidden = section.id !== view;
  if (view === "lobby") send({ type: "list_rooms" });
}

const fetch = window.fetch.bind(window);
const storage = window.sessionStorage;
const board = createBoard({ dom, t, fetch });
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
const replay = createReplay({ dom, t, state, board, animator, narration, fetch, show, makeUrl });
const lobby = createLobby({ dom, t, state, send, fetch, storage, openReplay: replay.openRoom });

connection = createConnection({
  url: socketUrl(location),
  WebSocket,
  handlers: { ...lobby.handlers, ...room.handlers, ...play.handlers },
  onOpen() {
    $("connection").textContent = t("connected");
    if (state.room && state.seat !== null && state.token) {
      send({ type: "rejoin", room: state.room, seat: state.seat, token: state.token });
    } else if (state.room) {
      send({ type: "join", room: state.room, as: "observer" });
    }
    send({ type: "list_rooms" });
  },
  onClose() {
    $("connection").textContent = t("reconnecting");
  },
});

for (const button of document.querySelectorAll("nav button")) {
  button.addEventListener("click", () => show(button.dataset.view));
}
lobby.wire();
play.wire();
room.wire();
replay.wire();
animationControls = wireControls({ dom, t, animator, current: () => state.animation });

lobby.loadRulesets().catch((e) => {
  $("lobby-error").textContent = t("rulesetsUnread", e);
});
connection.connect();
