// The class page (`/class`, `/class/CODE`): wires the teacher's view (class-teacher.js) or a
// pupil's (class-pupil.js) to the class's WebSocket (`/class/ws`), and says clearly when a
// class's code names no class. The browser keeps the teacher's secret (localStorage) and each
// pupil's token, so that a reload or a lost connection takes the same place back.

import { createAnimator, createNarration, delayFor } from "./animation.js";
import { createBoard } from "./board.js";
import { classPath, classPlace, classSocketUrl, codeFromInput, createClassConnection, formatCode, isCode } from "./class-model.js";
import { createPupil } from "./class-pupil.js";
import { createTeacher } from "./class-teacher.js";
import { createDom } from "./dom.js";
import { wireFullscreen } from "./fullscreen.js";
import { startLanguage } from "./language.js";
import { createPlay } from "./play.js";

const dom = createDom(document);
const { $ } = dom;
const fetch = window.fetch.bind(window);
const storage = window.localStorage;
const t = await startLanguage({ document, location, storage, fetch, $ });
const place = classPlace(location.pathname) || { code: null };

const board = createBoard({ dom, t, fetch });
const narration = createNarration({ dom, t });
const lessMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
const animator = createAnimator({ board, narration, delay: () => delayFor(6), still: () => lessMotion.matches });
const makeUrl = (text) => URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));

let connection = null;
const send = (message) => connection.send(message);

function showViews(...ids) {
  for (const section of document.querySelectorAll("main > .view")) section.hidden = !ids.includes(section.id);
}

const teacher = createTeacher({ dom, t, board, animator, narration, send, storage, makeUrl, origin: location.href, fetch });
const pupil = createPupil({ dom, t, board, animator, send, storage, tokens: window.sessionStorage, createPlay });
window.classView = { teacher: teacher.view, pupil: pupil.state };

// Who this page is: "teacher" (with the class held), "pupil", or null (the entrance).
let role = null;
// The code a pupil is joining or in.
let code = place.code;

function entrance(message = "") {
  role = null;
  showViews(code === null ? "class-open" : null, "class-join");
  if (code !== null) $("join-code").value = formatCode(code);
  $("join-error").textContent = message;
}

function teach(kept) {
  role = "teacher";
  showViews("class-teach");
  send({ type: "teach", code: kept.code, secret: kept.secret, lang: t.lang });
}

const handlers = {
  opened(m) {
    teacher.handlers.opened(m);
  },
  class(m) {
    role = "teacher";
    showViews("class-teach");
    teacher.handlers.class(m);
  },
  joined(m) {
    role = "pupil";
    code = m.code;
    showViews("class-pupil");
    if (location.pathname !== classPath(m.code)) history.replaceState(null, "", classPath(m.code) + location.search);
    pupil.handlers.joined(m);
  },
  question(m) {
    if (role === "teacher") teacher.handlers.question(m);
    else pupil.handlers.question(m);
  },
  answered(m) {
    pupil.handlers.answered(m);
  },
  tally(m) {
    teacher.handlers.tally(m);
  },
  reveal(m) {
    if (role === "teacher") teacher.handlers.reveal(m);
    else pupil.handlers.reveal(m);
  },
  game(m) {
    pupil.handlers.game(m);
  },
  results(m) {
    teacher.handlers.results(m);
  },
  error(m) {
    if (m.code === "no_such_class" || m.code === "bad_secret") {
      if (role === "teacher") {
        // The class this browser held is gone (closed when idle, or the server restarted).
        teacher.forget();
        entrance();
        $("open-error").textContent = t("page-class-gone");
        return;
      }
      if (m.code === "no_such_class" && code !== null) {
        pupil.forget(code);
        $("class-missing-text").textContent = t("page-class-unknown", { code: formatCode(code) });
        showViews("class-missing", "class-join");
        $("join-error").textContent = "";
        return;
      }
    }
    if (m.code === "bad_token" && code !== null) {
      pupil.forget(code);
      entrance(m.message);
      return;
    }
    if (role === "teacher") $("teach-error").textContent = m.message;
    else if (role === "pupil") $("game-error").textContent = m.message;
    else if (!$("class-open").hidden && !joining) $("open-error").textContent = m.message;
    else $("join-error").textContent = m.message;
    joining = false;
  },
};

// Whether the last request from the entrance was a join (its refusal is said under its form).
let joining = false;

connection = createClassConnection({
  url: classSocketUrl(location),
  WebSocket,
  handlers,
  onOpen() {
    $("connection").textContent = t("page-connected");
    const kept = code !== null ? pupil.kept(code) : null;
    const held = teacher.held();
    if (kept) send({ type: "rejoin", code, pupil: kept.pupil, token: kept.token, lang: t.lang });
    else if (code === null && held) teach(held);
    else if (code !== null && !isCode(code)) {
      $("class-missing-text").textContent = t("page-class-unknown", { code });
      showViews("class-missing", "class-join");
    } else entrance();
  },
  onClose() {
    $("connection").textContent = t("page-reconnecting");
  },
});

// The rulesets to open a class with, named in the page's language.
async function loadRulesets() {
  const answer = await fetch(`/api/rulesets?lang=${t.lang}`);
  if (!answer.ok) return;
  const list = await answer.json();
  $("open-ruleset").replaceChildren(
    ...list.map((r) => {
      const option = document.createElement("option");
      option.value = r.id;
      option.textContent = r.name || r.id;
      return option;
    }),
  );
}

// The position string of the class's ruleset's start (the analysis board's answer).
let startFen = null;
async function loadStart(ruleset) {
  const answer = await fetch(`/api/analysis/position?lang=${t.lang}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ruleset }),
  });
  if (answer.ok) startFen = (await answer.json()).fen;
}

// The shipped puzzles of the class's ruleset, easiest first; the form shows when there are any.
async function loadPuzzles(ruleset) {
  const answer = await fetch(`/api/class/puzzles?ruleset=${encodeURIComponent(ruleset)}`);
  if (!answer.ok) return;
  const list = await answer.json();
  $("ask-puzzle").replaceChildren(
    ...list.map((p) => {
      const option = document.createElement("option");
      option.value = p.id;
      option.textContent = t("page-class-puzzle-option", { id: p.id, rating: p.rating });
      return option;
    }),
  );
  $("puzzle-form").hidden = list.length === 0;
}

const classHandler = handlers.class;
let loadedFor = null;
handlers.class = (m) => {
  if (loadedFor !== m.ruleset) {
    loadedFor = m.ruleset;
    loadStart(m.ruleset).catch(() => {});
    loadPuzzles(m.ruleset).catch(() => {});
  }
  classHandler(m);
};

$("open-form").addEventListener("submit", (event) => {
  event.preventDefault();
  joining = false;
  $("open-error").textContent = "";
  send({ type: "open", ruleset: $("open-ruleset").value, lang: t.lang });
});
$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const typed = codeFromInput($("join-code").value);
  const name = $("join-name").value.trim();
  $("join-error").textContent = "";
  if (!isCode(typed)) {
    $("join-error").textContent = t("page-class-code-digits");
    return;
  }
  if (!name) {
    $("join-error").textContent = t("page-class-name-needed");
    return;
  }
  code = typed;
  joining = true;
  send({ type: "join", code, name, lang: t.lang });
});
teacher.wire({ startFen: () => startFen });
// A position sent from the analysis board ("Show to my class"), ready to show.
const sent = new URLSearchParams(location.search).get("fen");
if (sent) $("ask-fen").value = sent;
pupil.wire();
wireFullscreen({ document, t });
// The games' boards in the teacher's grid, drawn again every few seconds.
setInterval(() => {
  if (role === "teacher" && !$("games-panel").hidden) teacher.refreshGames();
}, 3000);

loadRulesets().catch(() => {});
connection.connect();
