import { test } from "node:test";
import assert from "node:assert/strict";
import { createDom } from "../dom.js";
import { withoutLang } from "../language.js";
import { createProjector, keepInSight } from "../projector.js";
import { boardRoomFromPath, roomFromPath, roomPath } from "../routes.js";
import { FakeDocument } from "./fake-dom.mjs";
import { words } from "./words.mjs";

test("a room's address opens it; its board's address is the projector view", () => {
  assert.equal(roomFromPath("/rooms/r12"), "r12");
  assert.equal(roomFromPath("/rooms/r12/"), "r12");
  assert.equal(roomFromPath("/rooms/r12/board"), null);
  assert.equal(roomFromPath("/"), null);
  assert.equal(roomFromPath("/rooms/a%20b"), null, "only the characters of room ids");
  assert.equal(boardRoomFromPath("/rooms/r12/board"), "r12");
  assert.equal(boardRoomFromPath("/rooms/r12"), null);
  assert.equal(roomPath("r3"), "/rooms/r3");
});

test("choosing a language on the page drops ?lang=, which would override the choice", () => {
  assert.equal(withoutLang("http://h/rooms/r1?lang=de"), "http://h/rooms/r1");
  assert.equal(withoutLang("http://h/?x=1&lang=vi"), "http://h/?x=1");
  assert.equal(withoutLang("http://h/rooms/r1"), "http://h/rooms/r1");
});

test("the narration's box scrolls to the sentence told, not the page", () => {
  const box = { scrollTop: 0, getBoundingClientRect: () => ({ top: 100, bottom: 200 }) };
  keepInSight(box, { getBoundingClientRect: () => ({ top: 220, bottom: 250 }) });
  assert.equal(box.scrollTop, 50);
  keepInSight(box, { getBoundingClientRect: () => ({ top: 90, bottom: 120 }) });
  assert.equal(box.scrollTop, 40);
  keepInSight(box, { getBoundingClientRect: () => ({ top: 120, bottom: 150 }) });
  assert.equal(box.scrollTop, 40, "in sight already");
});

function projector(lang = "vi") {
  const doc = new FakeDocument(["projector-title", "projector-status", "board", "last-move", "narration", "room-missing", "room-missing-text"]);
  const dom = createDom(doc);
  const calls = [];
  const board = {
    load: async (url) => calls.push(["load", url]),
    paint: (_, pos) => calls.push(["paint", pos.ply]),
    mark: () => {},
  };
  let finish = null;
  const animator = {
    run: (_c, _n, last, done) => {
      calls.push(["animate", last.move]);
      finish = done;
      return { timer: 1 };
    },
    stop: () => {},
  };
  const narration = { header: () => {}, fill: () => {} };
  const view = createProjector({ dom, t: words(lang), board, animator, narration, room: "r1" });
  return { doc, dom, view, calls, done: () => finish() };
}

const seats = [
  { seat: 0, kind: "person", name: "Lan" },
  { seat: 1, kind: "computer", name: "greedy" },
];
const position = (ply, move) => ({
  ruleset: "o-an-quan",
  ply,
  to_move: ply % 2,
  scores: [0, 0],
  outcome: null,
  pits: [],
  last_move: move ? { player: 1 - (ply % 2), move, frames: [{ step: 0 }], steps: [{}], narration: [] } : null,
});

test("the projector shows the room's board and whose turn it is, in its language", async () => {
  const { dom, view, calls } = projector("vi");
  await view.handlers.state({ room: "r1", seats, position: position(0), ended: null });
  assert.deepEqual(calls[0], ["load", "/api/rooms/r1/board.svg?lang=vi"]);
  assert.equal(dom.$("projector-title").textContent, "Phòng r1: o-an-quan", "the id until the names come");
  assert.equal(dom.$("projector-status").textContent, "Đến lượt Lan (Nam). Điểm: Nam 0, Bắc 0. Nước thứ 0.");
  assert.equal(dom.$("board").dataset.ply, "0");
});

test("moves that come during an animation wait their turn, and another room's are not shown", async () => {
  const { view, calls, done } = projector("en");
  await view.handlers.state({ room: "r1", seats, position: position(0), ended: null });
  view.handlers.update({ room: "r1", position: position(1, "3L") });
  view.handlers.update({ room: "r1", position: position(2, "5R") });
  view.handlers.update({ room: "r2", position: position(9, "1L") });
  assert.deepEqual(calls.filter((c) => c[0] === "animate"), [["animate", "3L"]]);
  done();
  assert.deepEqual(calls.filter((c) => c[0] === "animate"), [["animate", "3L"], ["animate", "5R"]]);
  done();
  assert.deepEqual(calls.filter((c) => c[0] === "paint").map((c) => c[1]), [0, 1, 2]);
});

test("a room the server has not is said on the projector", () => {
  const { dom, view } = projector("fr");
  dom.$("room-missing").hidden = true;
  view.handlers.error({ code: "no_such_room", message: "x" });
  assert.equal(dom.$("room-missing").hidden, false);
  assert.equal(dom.$("room-missing-text").textContent, "Il n'y a pas de salle « r1 » sur ce serveur (elle a peut-être été fermée).");
});

test("the projector's title names the ruleset in the page's language once the list of rulesets comes", async () => {
  const { dom, view } = projector("vi");
  view.setRulesets([
    { id: "oware-abapa", name: "Oware Abapa" },
    { id: "o-an-quan", name: "Ô ăn quan" },
  ]);
  await view.handlers.state({ room: "r1", seats, position: position(0), ended: null });
  assert.equal(dom.$("projector-title").textContent, "Phòng r1: Ô ăn quan");
  // A ruleset file of one's own is not in the list: its id.
  await view.handlers.state({ room: "r1", seats, position: { ...position(0), ruleset: "my-rules" }, ended: null });
  assert.equal(dom.$("projector-title").textContent, "Phòng r1: my-rules");
  // Names that come after the state still name it.
  const late = projector("fr");
  await late.view.handlers.state({ room: "r1", seats, position: position(0), ended: null });
  late.view.setRulesets([{ id: "o-an-quan", name: "Ô ăn quan" }]);
  assert.equal(late.dom.$("projector-title").textContent, "Salle r1 : Ô ăn quan");
  late.view.setRulesets("not a list");
  assert.equal(late.dom.$("projector-title").textContent, "Salle r1 : o-an-quan");
});
