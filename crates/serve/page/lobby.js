// The lobby: the rooms (sit, take one's seat back, watch, replay), and the form for a new game
// (a shipped ruleset or a file of one's own, checked by the server; who sits where; who moves
// first).

import { givenName } from "./seats.js";

const PEOPLE = ["person", "random", "greedy", "easy", "medium", "hard", "max"];

// A room's line in the list: its id, ruleset, status, moves and who sits where.
export function roomText(t, room) {
  const seats = room.seats
    .map((s) =>
      s.kind === "free"
        ? t("page-free-seat")
        : s.kind === "computer"
          ? t("page-room-seat", { name: t("page-level", { level: s.name }), computer: "yes" })
          : t("page-room-seat", { name: givenName(s, room.seats.length) || t("page-seat", { players: room.seats.length, seat: s.seat }), computer: "no" }),
    )
    .join(" · ");
  const line = t("page-room-line", { room: room.room, ruleset: room.ruleset, status: t("page-room-status", { status: room.status }), plies: room.plies, seats });
  return room.name ? t("page-named-room-line", { name: room.name, line }) : line;
}

// The `create_room` message the form asks for.
export function createMessage({ seats, uploaded, ruleset, first, name }) {
  const message = { type: "create_room", seats };
  if (uploaded) message.ruleset_toml = uploaded.text;
  else message.ruleset = ruleset;
  message.first = first === "random" ? "random" : Number(first);
  if (name) message.name = name;
  return message;
}

// The key under which the browser remembers the player's name.
export const NAME_KEY = "mancala-name";

// The `join` that follows a room one created: the first seat a person takes, else watching.
export function joinCreated(room, pending) {
  const join = { type: "join", room };
  if (pending.seat === null) join.as = "observer";
  else Object.assign(join, { as: "player", seat: pending.seat, name: pending.name });
  return join;
}

export function createLobby({ dom, t, state, send, fetch, storage, openReplay, remembered = null }) {
  const { $ } = dom;
  const playerName = () => $("name").value.trim() || undefined;
  const seatLabel = (players, seat) => t("page-seat", { players, seat });

  async function loadRulesets() {
    const answer = await fetch(`/api/rulesets?lang=${t.lang}`);
    state.rulesets = await answer.json();
    const select = $("ruleset");
    select.replaceChildren();
    for (const r of state.rulesets) {
      const option = dom.text("option", t("page-ruleset-option", { name: r.name, id: r.id }));
      option.value = r.id;
      select.append(option);
    }
    const preferred = state.rulesets.find((r) => r.id === "o-an-quan");
    if (preferred) select.value = preferred.id;
    rulesetChosen();
  }

  function rulesetChosen() {
    state.uploaded = null;
    $("ruleset-file").value = "";
    $("ruleset-file-name").textContent = "";
    const r = state.rulesets.find((x) => x.id === $("ruleset").value);
    $("rules-text").textContent = r ? r.rules_text : "";
    seatControls(r ? r.players : 2);
  }

  function seatControls(players) {
    const fieldset = $("seats");
    fieldset.replaceChildren(dom.text("legend", t("page-seats-legend")));
    for (let seat = 0; seat < players; seat++) {
      const label = dom.text("label", `${seatLabel(players, seat)} `);
      const select = dom.doc.createElement("select");
      select.id = `seat-${seat}`;
      for (const kind of PEOPLE) {
        const option = dom.text("option", kind === "person" ? t("page-person") : t("page-computer", { level: t("page-level", { level: kind }) }));
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
      const option = dom.text("option", seatLabel(players, seat));
      option.value = String(seat);
      first.append(option);
    }
    const random = dom.text("option", t("page-drawn-at-random"));
    random.value = "random";
    first.append(random);
  }

  async function rulesetFile() {
    const file = $("ruleset-file").files[0];
    if (!file) return;
    if (file.size > 60000) {
      $("lobby-error").textContent = t("page-ruleset-too-big", { file: file.name, size: file.size });
      return;
    }
    const body = await file.text();
    // The server checks the file as it will when the game starts, and says its rules in words.
    const answer = await fetch(`/api/rulesets/check?lang=${t.lang}`, { method: "POST", body });
    if (!answer.ok) {
      state.uploaded = null;
      $("ruleset-file-name").textContent = "";
      $("lobby-error").textContent = t("page-file-refused", { file: file.name, why: (await answer.text()).trim() });
      return;
    }
    const checked = await answer.json();
    $("lobby-error").textContent = "";
    state.uploaded = { name: file.name, text: body };
    $("ruleset-file-name").textContent = t("page-using-ruleset", { file: file.name, name: checked.name, id: checked.id });
    $("rules-text").textContent = checked.rules_text;
    seatControls(checked.players);
  }

  function submit(event) {
    event.preventDefault();
    $("lobby-error").textContent = "";
    const seats = [...$("seats").querySelectorAll("select")].map((s) => s.value);
    const mine = seats.indexOf("person");
    state.pendingJoin = { seat: mine < 0 ? null : mine, name: playerName() };
    const name = $("room-name").value.trim();
    send(createMessage({ seats, uploaded: state.uploaded, ruleset: $("ruleset").value, first: $("first").value, name }));
  }

  function showRooms(rooms) {
    const list = $("rooms");
    list.replaceChildren();
    $("no-rooms").hidden = rooms.length > 0;
    for (const room of rooms) {
      const item = dom.doc.createElement("li");
      const players = room.seats.length;
      item.append(dom.text("span", roomText(t, room)));
      for (const s of room.seats) {
        if (s.kind === "free" && room.status !== "over") {
          const join = { type: "join", room: room.room, as: "player", seat: s.seat };
          item.append(dom.button(t("page-sit-as", { seat: seatLabel(players, s.seat) }), () => send({ ...join, name: playerName() })));
        }
      }
      // A seat this browser held (the page was reloaded or the connection lost): take it back.
      const kept = storage.getItem(`mancala-token-${room.room}`);
      if (kept && room.status !== "over") {
        const [seat, token] = kept.split(":");
        item.append(
          dom.button(t("page-take-seat-back", { seat: seatLabel(players, Number(seat)) }), () => {
            state.seat = Number(seat);
            state.token = token;
            send({ type: "rejoin", room: room.room, seat: Number(seat), token });
          }),
        );
      }
      item.append(dom.button(t("page-watch"), () => send({ type: "join", room: room.room, as: "observer" }), t("page-watch-room", { room: room.room })));
      item.append(dom.button(t("page-replay"), () => openReplay(room.room), t("page-replay-room", { room: room.room })));
      list.append(item);
    }
  }

  const handlers = {
    welcome() {},
    rooms: (m) => showRooms(m.rooms),
    room_created(m) {
      send({ type: "list_rooms" });
      if (state.pendingJoin) {
        const pending = state.pendingJoin;
        state.pendingJoin = null;
        send(joinCreated(m.room.room, pending));
      }
    },
  };

  // The lobby with the form ready for a new game of `ruleset` (a shipped one; another keeps the
  // form as it was).
  function prefill(ruleset) {
    if (ruleset && state.rulesets.some((r) => r.id === ruleset)) {
      $("ruleset").value = ruleset;
      rulesetChosen();
    }
  }

  // The name asked once and remembered by the browser.
  function wireNames() {
    const name = $("name");
    if (remembered) {
      name.value = remembered.getItem(NAME_KEY) || "";
      name.addEventListener("change", () => remembered.setItem(NAME_KEY, name.value.trim()));
    }
  }

  function wire() {
    wireNames();
    $("ruleset").addEventListener("change", rulesetChosen);
    $("ruleset-file").addEventListener("change", rulesetFile);
    $("new-game").addEventListener("submit", submit);
  }

  return { loadRulesets, showRooms, handlers, wire, prefill };
}
