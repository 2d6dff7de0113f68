// The projector view of a room (`/rooms/ID/board`): the board as large as the window allows,
// whose turn it is with the score, the last move's narration, and a QR code of the room's link
// for pupils' phones. It follows the game as an observer over the same protocol as the page,
// animating each move; it takes no moves.

import { animates, createAnimator, createNarration, delayFor } from "./animation.js";
import { createBoard } from "./board.js";
import { createConnection, socketUrl } from "./connection.js";
import { createDom } from "./dom.js";
import { wireFullscreen } from "./fullscreen.js";
import { startLanguage } from "./language.js";
import { boardRoomFromPath, roomPath } from "./routes.js";
import { endedLine, statusLine } from "./seats.js";

// The speed of the room page's slider by default: a class sees each stone land.
const SPEED = 6;

// The drawing cut to what it draws (the margins around the board are of no use on a wall), and
// its shape given to the style sheet, which sizes the board to the window's height too.
export function fitDrawing(svg, margin = 6) {
  if (!svg || typeof svg.getBBox !== "function") return;
  const b = svg.getBBox();
  if (!b.width || !b.height) return;
  const box = [b.x - margin, b.y - margin, b.width + 2 * margin, b.height + 2 * margin];
  svg.setAttribute("viewBox", box.join(" "));
  svg.parentElement.style.setProperty("--board-aspect", String(box[2] / box[3]));
}

// Scrolls `box` (and only it, not the page) so that `item` is in sight.
export function keepInSight(box, item) {
  if (!box || !item) return;
  const inner = box.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.bottom > inner.bottom) box.scrollTop += at.bottom - inner.bottom;
  else if (at.top < inner.top) box.scrollTop -= inner.top - at.top;
}

// The handlers of the server's messages for a projector showing `room`; `setRulesets` takes
// the server's list of rulesets in the page's language (`/api/rulesets?lang=`), whose names the
// title shows.
export function createProjector({ dom, t, board, animator, narration, room }) {
  const { $ } = dom;
  const view = { seats: [], position: null, animation: null, queue: [], ended: null, rulesets: [], ruleset: null };

  // The room and its ruleset by name (by id for a ruleset file of one's own, or before the list
  // came).
  function showTitle() {
    if (!view.ruleset) return;
    const ruleset = view.rulesets.find((r) => r.id === view.ruleset)?.name || view.ruleset;
    $("projector-title").textContent = t("page-room-title", { room, ruleset });
  }

  function setRulesets(list) {
    view.rulesets = Array.isArray(list) ? list : [];
    showTitle();
  }

  function showStatus() {
    const pos = view.position;
    if (!pos) return;
    $("projector-status").textContent =
      view.ended && !pos.outcome ? endedLine(t, view.ended, view.seats, pos) : statusLine(t, pos, null, view.seats);
  }

  function setPosition(pos, animate) {
    animator.stop(view.animation);
    view.animation = null;
    view.position = pos;
    const last = pos.last_move;
    narration.header($("last-move"), last, view.seats.length || pos.scores.length);
    if (animate && animates(last, delayFor(SPEED))) {
      view.animation = animator.run($("board"), $("narration"), last, finish);
      return;
    }
    narration.fill($("narration"), last ? last.narration || [] : [], Infinity, last);
    finish();
  }

  function finish() {
    view.animation = null;
    board.paint($("board"), view.position);
    board.mark("active", [], $("board"));
    $("board").dataset.ply = String(view.position.ply);
    showStatus();
    const next = view.queue.shift();
    if (next) setPosition(next, true);
  }

  const handlers = {
    state(m) {
      if (m.room !== room) return;
      view.seats = m.seats;
      view.ended = m.ended || null;
      view.ruleset = m.position.ruleset;
      showTitle();
      return board.load(`/api/rooms/${encodeURIComponent(room)}/board.svg?lang=${t.lang}`, $("board"), null).then(() => {
        fitDrawing($("board").querySelector("svg.mancala-board"));
        // The last move's arrow sits over its pit: put back where the pit is when the window
        // changes size.
        if (!view.resizing && board.onResize) {
          view.resizing = true;
          board.onResize($("board"), () => {});
        }
        view.queue = [];
        setPosition(m.position, false);
      });
    },
    update(m) {
      if (m.room !== room) return;
      if (view.animation) view.queue.push(m.position);
      else setPosition(m.position, true);
    },
    seats(m) {
      view.seats = m.seats;
      showStatus();
    },
    game_over(m) {
      view.ended = m;
      showStatus();
    },
    error(m) {
      if (m.code === "no_such_room") {
        $("room-missing-text").textContent = t("page-room-unknown", { room });
        $("room-missing").hidden = false;
      }
    },
  };

  return { handlers, view, setRulesets };
}

// The page itself (not run by the Node tests, which import the function above).
if (typeof window !== "undefined" && window.document) {
  const dom = createDom(document);
  const { $ } = dom;
  const fetch = window.fetch.bind(window);
  const t = await startLanguage({ document, location, storage: window.localStorage, fetch, $ });
  const room = boardRoomFromPath(location.pathname);
  const board = createBoard({ dom, t, fetch });
  // The sentence being told stays in sight in the narration's box.
  const told = createNarration({ dom, t });
  const narration = {
    ...told,
    fill(list, ...rest) {
      told.fill(list, ...rest);
      keepInSight($("projector-narration"), list.querySelector("li.current") || list.lastElementChild);
    },
  };
  const animator = createAnimator({ board, narration, delay: () => delayFor(SPEED) });
  const projector = createProjector({ dom, t, board, animator, narration, room });
  window.projector = projector.view;
  // The rulesets' names before the room's state, so that the title names its ruleset at once.
  try {
    const answer = await fetch(`/api/rulesets?lang=${t.lang}`);
    if (answer.ok) projector.setRulesets(await answer.json());
  } catch {
    // The title names the ruleset by its id.
  }

  const link = new URL(roomPath(room), location.href).href;
  $("room-link").href = link;
  $("room-link").textContent = link;
  $("qr").src = `${roomPath(room)}/qr.svg`;

  const connection = createConnection({
    url: socketUrl(location),
    WebSocket,
    handlers: projector.handlers,
    onOpen() {
      $("connection").textContent = t("page-connected");
      connection.send({ type: "set_language", lang: t.lang });
      connection.send({ type: "join", room, as: "observer" });
    },
    onClose() {
      $("connection").textContent = t("page-reconnecting");
    },
  });
  wireFullscreen({ document, t });
  connection.connect();
}
