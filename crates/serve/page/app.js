// The web board of `mancala serve`: one more client of the protocol of
// docs/src/serve-protocol.md. It knows no rules: the server draws the board (SVG), lists the legal
// moves with their pits, and sends every move's frames (the board after each of the engine's
// events) and its narration; the page shows them.
"use strict";

const $ = (id) => document.getElementById(id);
const PEOPLE = ["person", "random", "greedy", "easy", "medium", "hard", "max"];

const app = {
  ws: null,
  rulesets: [],
  uploaded: null, // {name, text} of a ruleset file chosen in the lobby
  room: null, // the room this page is in
  seat: null, // our seat, or null when watching
  token: null,
  seats: [],
  position: null, // the last position the server sent
  chosen: null, // the pit clicked, waiting for a move to be chosen
  animation: null, // the move being animated: {timer, finish, container, narrationList, last}
  queue: [], // positions that arrived while a move was being animated, in order
  replay: null, // the replay viewer's game and where it is
  pendingJoin: null, // a room we created, to sit in
};

// ----- the connection -----

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${scheme}//${location.host}/ws`);
  app.ws = ws;
  ws.onopen = () => {
    $("connection").textContent = "connected";
    if (app.room && app.seat !== null && app.token) {
      send({ type: "rejoin", room: app.room, seat: app.seat, token: app.token });
    } else if (app.room) {
      send({ type: "join", room: app.room, as: "observer" });
    }
    send({ type: "list_rooms" });
  };
  ws.onmessage = (event) => {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    const handle = handlers[message.type];
    if (handle) handle(message);
  };
  ws.onclose = () => {
    $("connection").textContent = "connection lost: trying again…";
    setTimeout(connect, 1500);
  };
}

function send(message) {
  if (app.ws && app.ws.readyState === WebSocket.OPEN) {
    app.ws.send(JSON.stringify(message));
  }
}

const handlers = {
  welcome() {},
  rooms(m) {
    showRooms(m.rooms);
  },
  room_created(m) {
    send({ type: "list_rooms" });
    if (app.pendingJoin) {
      const { seat, name } = app.pendingJoin;
      app.pendingJoin = null;
      const join = { type: "join", room: m.room.room };
      if (seat === null) {
        join.as = "observer";
      } else {
        Object.assign(join, { as: "player", seat, name });
      }
      send(join);
    }
  },
  joined(m) {
    app.room = m.room;
    app.seat = m.as === "player" ? m.seat : null;
    if (m.token) {
      app.token = m.token;
      sessionStorage.setItem(`mancala-token-${m.room}`, `${m.seat}:${m.token}`);
    }
    show("game");
    // The server sends the room's state right after: asking again would draw the board twice,
    // the second time taking the keyboard's focus from a pit.
  },
  state(m) {
    app.room = m.room;
    app.seats = m.seats;
    $("game-title").textContent = `Room ${m.room}: ${m.position.ruleset}`;
    $("room-rules").textContent = m.rules_text;
    $("record-link").href = `/api/rooms/${m.room}/record`;
    showSeats(m.seats, m.observers);
    $("chat-lines").replaceChildren();
    for (const line of m.chat) addChat(line);
    $("undo-request").hidden = true;
    if (m.undo_requested_by !== null && m.undo_requested_by !== undefined) {
      askUndo(m.undo_requested_by);
    }
    loadBoard(`/api/rooms/${m.room}/board.svg?seat=${app.seat ?? 0}`, $("board")).then(() => {
      stopAnimation();
      setPosition(m.position, false);
      if (m.ended) showEnded(m.ended);
    });
  },
  update(m) {
    if (m.room !== app.room) return;
    $("undo-request").hidden = true;
    // Moves are shown one after the other: a reply that comes during an animation waits.
    if (app.animation) {
      app.queue.push(m.position);
    } else {
      setPosition(m.position, true);
    }
  },
  seats(m) {
    app.seats = m.seats;
    showSeats(m.seats, m.observers);
    if (app.position) showStatus();
  },
  chat(m) {
    addChat(m);
  },
  undo_requested(m) {
    askUndo(m.by);
  },
  undo_declined(m) {
    $("undo-request").hidden = true;
    $("game-error").textContent = `${seatName(m.by)} refused to take back moves.`;
  },
  game_over(m) {
    showEnded(m);
  },
  hint(m) {
    if (m.room !== app.room || !app.position || m.ply !== app.position.ply) return;
    $("choices").replaceChildren(
      text("span", m.exact
        ? `Hint (solved exactly): ${m.move}, which ${m.value}. `
        : `Hint (alpha-beta, up to ${m.depth} moves deep or ${m.millis / 1000} s): ${m.move}, worth ${m.value}. `),
    );
    const mv = (app.position.moves || []).find((x) => x.move === m.move);
    if (mv) {
      mark("hinted", [mv.pit]);
      choose(mv.pit);
    }
  },
  error(m) {
    const where = app.room ? "game-error" : "lobby-error";
    $(where).textContent = m.message;
  },
};

// ----- views -----

function show(view) {
  for (const section of document.querySelectorAll(".view")) {
    section.hidden = section.id !== view;
  }
  if (view === "lobby") send({ type: "list_rooms" });
}

for (const button of document.querySelectorAll("nav button")) {
  button.addEventListener("click", () => show(button.dataset.view));
}

function text(tag, content) {
  const element = document.createElement(tag);
  element.textContent = content;
  return element;
}

function button(label, onclick, ariaLabel) {
  const b = text("button", label);
  b.type = "button";
  b.addEventListener("click", onclick);
  if (ariaLabel) b.setAttribute("aria-label", ariaLabel);
  return b;
}

// ----- the lobby -----

async function loadRulesets() {
  const answer = await fetch("/api/rulesets");
  app.rulesets = await answer.json();
  const select = $("ruleset");
  select.replaceChildren();
  for (const r of app.rulesets) {
    const option = text("option", `${r.name} (${r.id})`);
    option.value = r.id;
    select.append(option);
  }
  const preferred = app.rulesets.find((r) => r.id === "o-an-quan");
  if (preferred) select.value = preferred.id;
  rulesetChosen();
}

function chosenRuleset() {
  return app.rulesets.find((r) => r.id === $("ruleset").value);
}

function rulesetChosen() {
  app.uploaded = null;
  $("ruleset-file").value = "";
  $("ruleset-file-name").textContent = "";
  const r = chosenRuleset();
  $("rules-text").textContent = r ? r.rules_text : "";
  seatControls(r ? r.players : 2);
}

function seatControls(players) {
  const fieldset = $("seats");
  fieldset.replaceChildren(text("legend", "Seats"));
  for (let seat = 0; seat < players; seat++) {
    const label = text("label", `${players === 2 ? ["South", "North"][seat] : `Player ${seat}`} `);
    const select = document.createElement("select");
    select.id = `seat-${seat}`;
    for (const kind of PEOPLE) {
      const option = text("option", kind === "person" ? "a person" : `computer: ${kind}`);
      option.value = kind;
      select.append(option);
    }
    select.value = seat === 0 ? "person" : "easy";
    label.append(select);
    fieldset.append(label);
  }
  const first = $("first");
  first.replaceChildren();
  for (let seat = 0; seat < players; seat++) {
    const option = text("option", players === 2 ? ["South", "North"][seat] : `Player ${seat}`);
    option.value = String(seat);
    first.append(option);
  }
  const random = text("option", "drawn at random");
  random.value = "random";
  first.append(random);
}

$("ruleset").addEventListener("change", rulesetChosen);

$("ruleset-file").addEventListener("change", async () => {
  const file = $("ruleset-file").files[0];
  if (!file) return;
  if (file.size > 60000) {
    $("lobby-error").textContent = `${file.name} is ${file.size} bytes: a ruleset file has at most 60000`;
    return;
  }
  const body = await file.text();
  // The server checks the file as it will when the game starts, and says its rules in words.
  const answer = await fetch("/api/rulesets/check", { method: "POST", body });
  if (!answer.ok) {
    app.uploaded = null;
    $("ruleset-file-name").textContent = "";
    $("lobby-error").textContent = `${file.name}: ${(await answer.text()).trim()}`;
    return;
  }
  const checked = await answer.json();
  $("lobby-error").textContent = "";
  app.uploaded = { name: file.name, text: body };
  $("ruleset-file-name").textContent = `Using ${file.name}: ${checked.name} (${checked.id}).`;
  $("rules-text").textContent = checked.rules_text;
  seatControls(checked.players);
});

$("new-game").addEventListener("submit", (event) => {
  event.preventDefault();
  $("lobby-error").textContent = "";
  const seats = [...$("seats").querySelectorAll("select")].map((s) => s.value);
  const message = { type: "create_room", seats };
  if (app.uploaded) {
    message.ruleset_toml = app.uploaded.text;
  } else {
    message.ruleset = $("ruleset").value;
  }
  const first = $("first").value;
  message.first = first === "random" ? "random" : Number(first);
  const mine = seats.indexOf("person");
  app.pendingJoin = { seat: mine < 0 ? null : mine, name: playerName() };
  send(message);
});

function playerName() {
  const name = $("name").value.trim();
  return name || undefined;
}

function showRooms(rooms) {
  const list = $("rooms");
  list.replaceChildren();
  $("no-rooms").hidden = rooms.length > 0;
  for (const room of rooms) {
    const item = document.createElement("li");
    const seats = room.seats
      .map((s) => (s.kind === "free" ? "free" : `${s.name || s.kind}${s.kind === "computer" ? " (computer)" : ""}`))
      .join(" · ");
    item.append(text("span", `${room.room}: ${room.ruleset}, ${room.status}, ${room.plies} moves (${seats}) `));
    for (const s of room.seats) {
      if (s.kind === "free" && room.status !== "over") {
        item.append(
          button(`Sit as ${seatLabel(room.seats.length, s.seat)}`, () =>
            send({ type: "join", room: room.room, as: "player", seat: s.seat, name: playerName() }),
          ),
        );
      }
    }
    // A seat this browser held (the page was reloaded or the connection lost): take it back.
    const kept = sessionStorage.getItem(`mancala-token-${room.room}`);
    if (kept && room.status !== "over") {
      const [seat, token] = kept.split(":");
      item.append(
        button(`Take your seat back (${seatLabel(room.seats.length, Number(seat))})`, () => {
          app.seat = Number(seat);
          app.token = token;
          send({ type: "rejoin", room: room.room, seat: Number(seat), token });
        }),
      );
    }
    item.append(button("Watch", () => send({ type: "join", room: room.room, as: "observer" }), `watch room ${room.room}`));
    item.append(button("Replay", () => openRoomReplay(room.room), `replay room ${room.room}`));
    list.append(item);
  }
}

function seatLabel(players, seat) {
  return players === 2 ? ["South", "North"][seat] : `Player ${seat}`;
}

function seatName(seat) {
  const s = app.seats.find((x) => x.seat === seat);
  const base = seatLabel(app.seats.length || 2, seat);
  return s && s.name ? `${s.name} (${base})` : base;
}

// ----- the board -----

async function loadBoard(url, container) {
  const answer = await fetch(url);
  if (!answer.ok) {
    container.textContent = `the board could not be drawn: ${await answer.text()}`;
    return;
  }
  container.innerHTML = await answer.text();
  wireBoard(container);
}

function boardSvg(container) {
  return container.querySelector("svg");
}

// Shows `pos` (pits, and black/special counts where there are such pieces) on a board.
function paint(container, pos) {
  const svg = boardSvg(container);
  if (!svg) return;
  const href = {
    plain: svg.dataset.plain || "piece-plain",
    black: svg.dataset.black || "piece-black",
    special: svg.dataset.special || "piece-special",
  };
  for (const g of svg.querySelectorAll("g.pit")) {
    const n = Number(g.dataset.pit);
    const count = pos.pits[n] ?? 0;
    const special = pos.special ? pos.special[n] : 0;
    const black = pos.black ? pos.black[n] : 0;
    const plain = count - special - black;
    const slots = g.querySelectorAll("use.slot");
    // Beyond the slots every slot shows and the number tells the count.
    const drawn = Math.min(count, slots.length);
    slots.forEach((slot, i) => {
      if (i < drawn) {
        const kind = i < special ? href.special : i < special + plain ? href.plain : href.black;
        slot.setAttribute("href", `#${kind}`);
        slot.removeAttribute("visibility");
      } else {
        slot.setAttribute("visibility", "hidden");
      }
    });
    const label = g.querySelector("text.count");
    if (label) label.textContent = String(count);
    g.dataset.count = String(count);
    if (!g.dataset.name) g.dataset.name = (g.getAttribute("aria-label") || `pit ${g.dataset.label || n}`).split(":")[0];
    const name = g.dataset.name;
    const kinds = [];
    if (special) kinds.push(`${special} special`);
    if (black) kinds.push(`${black} black`);
    g.setAttribute("aria-label", `${name}: ${count}${kinds.length ? ` (${kinds.join(", ")})` : ""}`);
  }
}

function mark(cls, pits, container = $("board")) {
  const svg = boardSvg(container);
  if (!svg) return;
  for (const g of svg.querySelectorAll(`g.pit.${cls}`)) g.classList.remove(cls);
  for (const pit of pits) {
    const g = svg.querySelector(`#pit-${pit}`);
    if (g) g.classList.add(cls);
  }
}

function wireBoard(container) {
  const svg = boardSvg(container);
  if (!svg || container.id !== "board") return;
  for (const g of svg.querySelectorAll("g.pit")) {
    g.addEventListener("click", () => pitClicked(Number(g.dataset.pit)));
    g.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        pitClicked(Number(g.dataset.pit));
      }
    });
  }
}

// ----- playing -----

function myTurn() {
  const pos = app.position;
  return pos && app.seat !== null && pos.to_move === app.seat && !pos.outcome && !app.animation;
}

function legalHere() {
  return myTurn() ? app.position.moves || [] : [];
}

function showLegal() {
  const moves = legalHere();
  const pits = [...new Set(moves.map((m) => m.pit))];
  mark("legal", pits);
  const svg = boardSvg($("board"));
  if (svg) {
    for (const g of svg.querySelectorAll("g.pit")) {
      if (pits.includes(Number(g.dataset.pit))) {
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
      } else {
        g.removeAttribute("tabindex");
        g.removeAttribute("role");
      }
    }
  }
  $("legal").textContent = moves.length ? `Legal moves: ${moves.map((m) => m.move).join(" ")}` : "";
}

function pitClicked(pit) {
  const moves = legalHere().filter((m) => m.pit === pit);
  if (!moves.length) return;
  if (app.chosen === pit && moves.length === 1) {
    play(moves[0].move);
    return;
  }
  choose(pit);
}

// Offers the moves from `pit` (Ô ăn quan: its two directions), each previewed on focus.
function choose(pit) {
  const moves = legalHere().filter((m) => m.pit === pit);
  app.chosen = pit;
  mark("chosen", [pit]);
  const choices = $("choices");
  const keep = [...choices.childNodes].filter((n) => n.tagName === "SPAN");
  choices.replaceChildren(...keep);
  for (const m of moves) {
    const b = button(`Play ${m.move}`, () => play(m.move));
    b.dataset.move = m.move;
    b.addEventListener("mouseenter", () => mark("lands", [m.lands]));
    b.addEventListener("focus", () => mark("lands", [m.lands]));
    choices.append(b);
  }
  choices.append(button("Cancel", cancelChoice));
  if (moves.length) mark("lands", [moves[0].lands]);
  const first = choices.querySelector("button");
  if (first) first.focus();
}

function cancelChoice() {
  app.chosen = null;
  mark("chosen", []);
  mark("lands", []);
  mark("hinted", []);
  $("choices").replaceChildren();
}

function play(move) {
  $("game-error").textContent = "";
  cancelChoice();
  send({ type: "move", move });
}

$("move-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const move = $("move-text").value.trim();
  if (!move) return;
  $("move-text").value = "";
  play(move);
});

$("hint").addEventListener("click", () => {
  $("game-error").textContent = "";
  send({ type: "hint" });
});
$("undo").addEventListener("click", () => {
  $("game-error").textContent = "";
  send({ type: "undo" });
});
$("resign").addEventListener("click", () => {
  if (confirm("Resign this game?")) send({ type: "resign" });
});
$("leave").addEventListener("click", () => {
  send({ type: "leave" });
  if (app.room) sessionStorage.removeItem(`mancala-token-${app.room}`);
  app.room = null;
  app.seat = null;
  app.token = null;
  app.position = null;
  stopAnimation();
  show("lobby");
});
$("undo-agree").addEventListener("click", () => send({ type: "undo" }));
$("undo-refuse").addEventListener("click", () => send({ type: "decline_undo" }));
$("chat-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const line = $("chat-text").value.trim();
  if (!line) return;
  $("chat-text").value = "";
  send({ type: "chat", text: line });
});

function askUndo(by) {
  if (by === app.seat) {
    $("game-error").textContent = "Asked to take back: waiting for the others.";
    return;
  }
  $("undo-request-text").textContent = `${seatName(by)} asks to take back moves. `;
  $("undo-request").hidden = app.seat === null;
}

function addChat(line) {
  const who = line.seat === null || line.seat === undefined ? line.from : `${line.from} (${seatLabel(app.seats.length || 2, line.seat)})`;
  $("chat-lines").append(text("li", `${who}: ${line.text}`));
}

function showSeats(seats, observers) {
  const list = $("seat-list");
  list.replaceChildren();
  for (const s of seats) {
    let what = s.kind === "free" ? "free" : s.kind === "computer" ? `computer (${s.name})` : s.name;
    if (s.kind === "person" && s.connected === false) what += " (away)";
    if (s.seat === app.seat) what += " (you)";
    const item = text("li", `${seatLabel(seats.length, s.seat)}: ${what} `);
    if (s.kind === "free" && app.seat === null && app.room) {
      item.append(button("Sit here", () => send({ type: "sit", seat: s.seat, name: playerName() })));
    }
    list.append(item);
  }
  $("observers").textContent = `${observers} watching`;
}

function showStatus() {
  const pos = app.position;
  if (!pos) return;
  const players = pos.scores.length;
  const scores = pos.scores.map((s, p) => `${seatLabel(players, p)} ${s}`).join(", ");
  let line;
  if (pos.outcome) {
    line = pos.outcome_text || "The game is over.";
  } else if (pos.to_move === app.seat) {
    line = `Your move (${seatLabel(players, app.seat)}).`;
  } else {
    line = `${seatName(pos.to_move)} to move.`;
  }
  $("status").textContent = `${line} Score: ${scores}. Move ${pos.ply}.`;
}

function showEnded(ended) {
  let line;
  if (ended.reason === "resigned") line = `${seatName(ended.seat)} resigned.`;
  else if (ended.reason === "left") line = `${seatName(ended.seat)} left: the game ended with no winner.`;
  else line = (app.position && app.position.outcome_text) || "The game is over.";
  $("game-error").textContent = "";
  $("status").textContent = line;
  mark("legal", []);
}

// ----- animation -----

function delay() {
  const speed = Number($("speed").value);
  return speed === 0 ? 0 : Math.round(1200 / speed);
}

function stopAnimation() {
  if (app.animation && app.animation.timer) clearTimeout(app.animation.timer);
  app.animation = null;
  app.queue = [];
}

// Shows a new position; `animate` plays its last move frame by frame first.
function setPosition(pos, animate) {
  if (app.animation && app.animation.timer) clearTimeout(app.animation.timer);
  app.animation = null;
  cancelChoice();
  app.position = pos;
  const last = pos.last_move;
  const players = app.seats.length || pos.scores.length;
  showNarrationHeader($("last-move"), last, players);
  if (animate && last && last.frames && last.frames.length && delay() > 0) {
    mark("legal", []);
    $("legal").textContent = "";
    $("status").textContent = `${seatName(last.player)} plays ${last.move}…`;
    runFrames($("board"), $("narration"), last, () => finishPosition());
    return;
  }
  fillNarration($("narration"), last ? last.narration || [] : [], Infinity, last);
  finishPosition();
}

function finishPosition() {
  app.animation = null;
  paint($("board"), app.position);
  mark("active", []);
  showLegal();
  showStatus();
  $("board").dataset.ply = String(app.position.ply);
  const next = app.queue.shift();
  if (next) setPosition(next, true);
}

function runFrames(container, narrationList, last, done) {
  const frames = last.frames;
  const narration = last.narration || [];
  let i = 0;
  const animation = { timer: null, finish: done, container, narrationList, last };
  app.animation = container.id === "board" ? animation : app.animation;
  const tick = () => {
    const frame = frames[i];
    paint(container, frame);
    const step = last.steps[frame.step];
    mark("active", step && step.pit !== undefined ? [step.pit] : step && step.pits ? [step.pits[Math.min(stepIndex(frames, i), step.pits.length - 1)]] : [], container);
    fillNarration(narrationList, narration, frame.step, last);
    i += 1;
    if (i < frames.length) {
      animation.timer = setTimeout(tick, delay());
    } else {
      animation.timer = setTimeout(() => {
        fillNarration(narrationList, narration, Infinity, last);
        mark("active", [], container);
        done();
      }, delay());
    }
  };
  tick();
  return animation;
}

// Which drop of its sowing step frame `i` is.
function stepIndex(frames, i) {
  let k = 0;
  while (i - k - 1 >= 0 && frames[i - k - 1].step === frames[i].step) k++;
  return k;
}

// Shows the sentences of `move`'s narration up to a step (all of them with Infinity).
function fillNarration(list, narration, upToStep, move) {
  const lines = narration.filter((n) => n.step <= upToStep);
  const key = move ? `${move.player}:${move.move}:${narration.length}:${lines.length}` : "";
  if (list.dataset.key === key && upToStep !== Infinity) return;
  list.dataset.key = key;
  list.replaceChildren(...lines.map((n) => text("li", n.text)));
  const current = list.lastElementChild;
  if (current && upToStep !== Infinity) current.classList.add("current");
}

function showNarrationHeader(element, last, players) {
  element.textContent = last ? `${seatLabel(players, last.player)} played ${last.move}.` : "No move yet.";
}

$("skip").addEventListener("click", skipAnimation);

function skipAnimation() {
  const animation = app.animation;
  if (!animation) return;
  clearTimeout(animation.timer);
  fillNarration(animation.narrationList, animation.last.narration || [], Infinity, animation.last);
  animation.finish();
}

// ----- the replay viewer -----

$("record-file").addEventListener("change", async () => {
  const file = $("record-file").files[0];
  if (!file) return;
  $("replay-error").textContent = "";
  if (file.size > 1048576) {
    $("replay-error").textContent = `${file.name} is ${file.size} bytes: the viewer reads records of at most 1 MiB`;
    return;
  }
  const body = await file.text();
  const answer = await fetch("/api/replay", { method: "POST", body, headers: { "content-type": "application/json" } });
  if (!answer.ok) {
    $("replay-error").textContent = `${file.name}: ${(await answer.text()).trim()}`;
    return;
  }
  const download = $("replay-download");
  download.href = URL.createObjectURL(new Blob([body], { type: "application/json" }));
  download.download = file.name;
  download.hidden = false;
  startReplay(await answer.json());
});

async function openRoomReplay(room) {
  show("replay");
  $("replay-error").textContent = "";
  const answer = await fetch(`/api/rooms/${room}/replay`);
  if (!answer.ok) {
    $("replay-error").textContent = (await answer.text()).trim();
    return;
  }
  const download = $("replay-download");
  download.href = `/api/rooms/${room}/record`;
  download.download = `${room}.json`;
  download.hidden = false;
  startReplay(await answer.json());
}

function startReplay(game) {
  if (app.replay && app.replay.animation) clearTimeout(app.replay.animation.timer);
  app.replay = { game, ply: 0, animation: null };
  $("replay-body").hidden = false;
  $("replay-rules").textContent = game.rules_text;
  $("replay-ply").max = String(game.plies.length);
  const board = $("replay-board");
  board.innerHTML = game.board_svg || "";
  replayShow(0, false);
  board.focus();
}

function replayPosition(ply) {
  const game = app.replay.game;
  return ply === 0 ? game.start : game.plies[ply - 1];
}

function replayShow(ply, animate) {
  const r = app.replay;
  if (!r) return;
  if (r.animation) {
    clearTimeout(r.animation.timer);
    r.animation = null;
  }
  ply = Math.max(0, Math.min(ply, r.game.plies.length));
  r.ply = ply;
  const pos = replayPosition(ply);
  const last = pos.last_move;
  const board = $("replay-board");
  $("replay-ply").value = String(ply);
  showNarrationHeader($("replay-move"), last, r.game.players);
  const finish = () => {
    r.animation = null;
    paint(board, pos);
    mark("active", [], board);
    board.dataset.ply = String(ply);
    replayStatus(pos, ply);
  };
  if (animate && last && last.frames && last.frames.length && delay() > 0) {
    r.animation = runFrames(board, $("replay-narration"), last, finish);
  } else {
    fillNarration($("replay-narration"), last ? last.narration || [] : [], Infinity, last);
    finish();
  }
}

function replayStatus(pos, ply) {
  const game = app.replay.game;
  const scores = pos.scores.map((s, p) => `${game.names[p]} ${s}`).join(", ");
  const where = `Move ${ply} of ${game.plies.length}.`;
  const who = pos.outcome ? (pos.outcome_text || "The game is over.") : `${game.names[pos.to_move]} to move.`;
  $("replay-status").textContent = `${game.name}: ${where} ${who} Score: ${scores}.`;
}

function replayKey(event) {
  if (!app.replay || $("replay").hidden) return;
  const r = app.replay;
  const keys = {
    ArrowRight: () => replayShow(r.ply + 1, true),
    ArrowLeft: () => replayShow(r.ply - 1, false),
    Home: () => replayShow(0, false),
    End: () => replayShow(r.game.plies.length, false),
  };
  const action = keys[event.key];
  if (!action || event.target.tagName === "INPUT") return;
  event.preventDefault();
  action();
}

document.addEventListener("keydown", replayKey);
$("replay-first").addEventListener("click", () => replayShow(0, false));
$("replay-prev").addEventListener("click", () => replayShow(app.replay.ply - 1, false));
$("replay-next").addEventListener("click", () => replayShow(app.replay.ply + 1, true));
$("replay-last").addEventListener("click", () => replayShow(app.replay.game.plies.length, false));
$("replay-ply").addEventListener("input", () => replayShow(Number($("replay-ply").value), false));

// ----- start -----

loadRulesets().catch((e) => {
  $("lobby-error").textContent = `the rulesets could not be read: ${e}`;
});
connect();
