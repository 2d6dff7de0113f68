import { test } from "node:test";
import assert from "node:assert/strict";
import { createDom } from "../dom.js";
import { words } from "./words.mjs";
import { createLobby, createMessage, joinCreated, roomText } from "../lobby.js";
import { FakeDocument } from "./fake-dom.mjs";

const t = words();
const rooms = [
  {
    room: "r1",
    ruleset: "kalah",
    seats: [
      { seat: 0, kind: "person", name: "Ana", connected: true },
      { seat: 1, kind: "computer", name: "medium" },
    ],
    observers: 2,
    plies: 14,
    status: "playing",
  },
  { room: "r2", ruleset: "o-an-quan", seats: [{ seat: 0, kind: "free" }, { seat: 1, kind: "free" }], observers: 0, plies: 0, status: "waiting" },
  { room: "r3", ruleset: "kalah", seats: [{ seat: 0, kind: "free" }, { seat: 1, kind: "person" }], observers: 0, plies: 30, status: "over" },
];

function lobby(kept = {}, remembered = null) {
  const ids = ["rooms", "no-rooms", "name", "ruleset", "ruleset-file", "ruleset-file-name", "rules-text", "seats", "first", "lobby-error", "new-game", "room-name"];
  const doc = new FakeDocument(ids);
  const sent = [];
  const replays = [];
  const state = { rulesets: [], uploaded: null, seat: null, token: null, pendingJoin: null };
  const storage = { getItem: (key) => kept[key] ?? null };
  const rulesets = [
    { id: "kalah", name: "Kalah", players: 2, rules_text: "Kalah (kalah): ..." },
    { id: "o-an-quan", name: "Ô ăn quan", players: 2, rules_text: "Ô ăn quan (o-an-quan): mandarin..." },
  ];
  const fetch = async () => ({ json: async () => rulesets });
  const created = createLobby({ dom: createDom(doc), t, state, send: (m) => sent.push(m), fetch, storage, openReplay: (r) => replays.push(r), remembered });
  created.wire();
  return { doc, sent, replays, state, lobby: created };
}

const texts = (element) => element.childNodes.map((c) => c.textContent);

test("a room's line tells its ruleset, status, moves and seats", () => {
  assert.equal(roomText(t, rooms[0]), "r1: kalah, playing, 14 moves (Ana · medium (computer))");
  assert.equal(roomText(t, rooms[1]), "r2: o-an-quan, waiting for players, 0 moves (free · free)");
  assert.equal(roomText(t, rooms[2]), "r3: kalah, over, 30 moves (free · North)");
});

test("the room list offers free seats, watching and replaying", () => {
  const { doc, sent, replays, lobby: l } = lobby();
  doc.getElementById("name").value = "  Lan ";
  l.handlers.rooms({ type: "rooms", rooms });
  const items = doc.getElementById("rooms").childNodes;
  assert.equal(items.length, 3);
  assert.equal(doc.getElementById("no-rooms").hidden, true);
  assert.deepEqual(texts(items[0]).slice(1), ["Watch", "Replay"]);
  assert.deepEqual(texts(items[1]).slice(1), ["Sit as South", "Sit as North", "Watch", "Replay"]);
  assert.deepEqual(texts(items[2]).slice(1), ["Watch", "Replay"], "no seat in a game that is over");
  const watch = items[0].querySelectorAll("button")[0];
  assert.equal(watch.getAttribute("aria-label"), "watch room r1");
  watch.click();
  items[1].querySelectorAll("button")[1].click();
  assert.deepEqual(sent, [
    { type: "join", room: "r1", as: "observer" },
    { type: "join", room: "r2", as: "player", seat: 1, name: "Lan" },
  ]);
  items[2].querySelectorAll("button")[1].click();
  assert.deepEqual(replays, ["r3"]);

  l.handlers.rooms({ type: "rooms", rooms: [] });
  assert.equal(doc.getElementById("rooms").childNodes.length, 0);
  assert.equal(doc.getElementById("no-rooms").hidden, false);
});

test("a seat this browser held is offered back with its token", () => {
  const { doc, sent, state, lobby: l } = lobby({ "mancala-token-r1": "0:secret", "mancala-token-r3": "1:old" });
  l.showRooms(rooms);
  const items = doc.getElementById("rooms").childNodes;
  const back = items[0].querySelectorAll("button")[0];
  assert.equal(back.textContent, "Take your seat back (South)");
  assert.ok(!texts(items[2]).includes("Take your seat back (North)"), "not in a game that is over");
  back.click();
  assert.deepEqual(sent, [{ type: "rejoin", room: "r1", seat: 0, token: "secret" }]);
  assert.equal(state.seat, 0);
  assert.equal(state.token, "secret");
});

test("the new game form: rulesets, seats, who moves first, and the join that follows", async () => {
  const { doc, sent, state, lobby: l } = lobby();
  await l.loadRulesets();
  assert.deepEqual(texts(doc.getElementById("ruleset")), ["Kalah (kalah)", "Ô ăn quan (o-an-quan)"]);
  assert.equal(doc.getElementById("ruleset").value, "o-an-quan", "Ô ăn quan is offered first");
  assert.ok(doc.getElementById("rules-text").textContent.includes("mandarin"));
  const seats = doc.getElementById("seats");
  assert.deepEqual(texts(seats).slice(0, 1), ["Seats"]);
  const selects = seats.querySelectorAll("select");
  assert.deepEqual(selects.map((s) => [s.id, s.value]), [["seat-0", "person"], ["seat-1", "easy"]]);
  assert.deepEqual(texts(selects[0]).slice(0, 3), ["a person", "computer: random", "computer: greedy"]);
  assert.deepEqual(texts(doc.getElementById("first")), ["South", "North", "drawn at random"]);

  doc.getElementById("first").value = "random";
  doc.getElementById("name").value = "Lan";
  doc.getElementById("new-game").dispatch("submit");
  assert.deepEqual(sent, [{ type: "create_room", seats: ["person", "easy"], ruleset: "o-an-quan", first: "random" }]);
  assert.deepEqual(state.pendingJoin, { seat: 0, name: "Lan" });
  l.handlers.room_created({ type: "room_created", room: rooms[1] });
  assert.deepEqual(sent.slice(1), [{ type: "list_rooms" }, { type: "join", room: "r2", as: "player", seat: 0, name: "Lan" }]);
  assert.equal(state.pendingJoin, null);
  l.handlers.room_created({ type: "room_created", room: rooms[0] });
  assert.deepEqual(sent.slice(3), [{ type: "list_rooms" }], "someone else's room: no join");
});

test("the name is remembered by the browser, and a room's name goes with the new room", async () => {
  const kept = { "mancala-name": "Lan" };
  const remembered = { getItem: (k) => kept[k] ?? null, setItem: (k, v) => (kept[k] = v) };
  const { doc, sent, lobby: l } = lobby({}, remembered);
  assert.equal(doc.getElementById("name").value, "Lan", "asked once, filled in since");
  doc.getElementById("name").value = " Minh ";
  doc.getElementById("name").dispatch("change");
  assert.equal(kept["mancala-name"], "Minh");
  await l.loadRulesets();
  doc.getElementById("room-name").value = "  Lớp 3A ";
  doc.getElementById("new-game").dispatch("submit");
  assert.equal(sent[0].name, "Lớp 3A");
  // The lobby names the room, and a new game from a room's end comes back with its rules.
  assert.equal(roomText(t, { ...rooms[0], name: "Lớp 3A" }), "Lớp 3A — r1: kalah, playing, 14 moves (Ana · medium (computer))");
  l.prefill("kalah");
  assert.equal(doc.getElementById("ruleset").value, "kalah");
  assert.ok(doc.getElementById("rules-text").textContent.startsWith("Kalah"));
});

test("the messages the form makes", () => {
  assert.deepEqual(createMessage({ seats: ["easy", "hard"], uploaded: { text: "id = 'x'" }, ruleset: "kalah", first: "1" }), {
    type: "create_room",
    seats: ["easy", "hard"],
    ruleset_toml: "id = 'x'",
    first: 1,
  });
  assert.deepEqual(joinCreated("r4", { seat: null, name: "Lan" }), { type: "join", room: "r4", as: "observer" });
  assert.deepEqual(joinCreated("r4", { seat: 1, name: undefined }), { type: "join", room: "r4", as: "player", seat: 1, name: undefined });
});
