import { test } from "node:test";
import assert from "node:assert/strict";
import { CLASS_MESSAGES, classPlace, codeFromInput, createClassConnection, dispatchClass, formatCode, isCode, parseCsv, pupilKey, readKept, tallyBars, TEACHER_KEY } from "../class-model.js";
import { createPupil } from "../class-pupil.js";
import { createTeacher } from "../class-teacher.js";
import { createDom } from "../dom.js";
import { FakeDocument } from "./fake-dom.mjs";
import { words } from "./words.mjs";

// A storage as the browser's (getItem, setItem, removeItem).
function fakeStorage() {
  const map = new Map();
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => map.set(k, String(v)),
    removeItem: (k) => map.delete(k),
  };
}

test("the entrance is /class, a pupil's page /class/CODE; a code is read aloud in two groups", () => {
  assert.deepEqual(classPlace("/class"), { code: null });
  assert.deepEqual(classPlace("/class/"), { code: null });
  assert.deepEqual(classPlace("/class/482913"), { code: "482913" });
  assert.equal(classPlace("/rooms/r1"), null);
  assert.equal(classPlace("/class/1/2"), null);
  assert.equal(formatCode("482913"), "482 913");
  assert.equal(codeFromInput(" 482 913 "), "482913");
  assert.equal(codeFromInput("482-913"), "482913");
  assert.ok(isCode("000123"));
  assert.ok(!isCode("48291"), "five digits");
  assert.ok(!isCode("48291a"));
});

test("what the browser keeps is read back, and broken text is nothing", () => {
  const storage = fakeStorage();
  storage.setItem(pupilKey("123456"), JSON.stringify({ pupil: 2, token: "t" }));
  assert.deepEqual(readKept(storage, pupilKey("123456")), { pupil: 2, token: "t" });
  storage.setItem(TEACHER_KEY, "{not json");
  assert.equal(readKept(storage, TEACHER_KEY), null);
  assert.equal(readKept(storage, "absent"), null);
});

test("the projector's bars give each move its share of the answers", () => {
  const bars = tallyBars(
    [
      { move: "3L", count: 2, right: true },
      { move: "1R", count: 1, right: false },
    ],
    3,
  );
  assert.deepEqual(bars.map((b) => [b.move, b.count, Math.round(b.share * 100), b.right]), [
    ["3L", 2, 67, true],
    ["1R", 1, 33, false],
  ]);
  assert.deepEqual(tallyBars([{ move: "2", count: 0 }], 0)[0].share, 0, "no answers: no bar");
});

test("the results' CSV reads back with quotes, commas and line breaks in fields", () => {
  const rows = parseCsv('Học sinh,Câu hỏi\r\n"Nguyễn, An","say ""hi""\nthere"\r\nBình,\r\n');
  assert.deepEqual(rows, [
    ["Học sinh", "Câu hỏi"],
    ["Nguyễn, An", 'say "hi"\nthere'],
    ["Bình", ""],
  ]);
});

test("class messages go to their handlers; a message without its fields or unknown is ignored", () => {
  const seen = [];
  const handlers = { tally: (m) => seen.push(m.answered) };
  assert.deepEqual(dispatchClass(handlers, JSON.stringify({ type: "tally", index: 0, pupils: 3, answered: 2, counts: [], answers: [], judged: false, revealed: false })), { handled: "tally" });
  assert.deepEqual(seen, [2]);
  assert.deepEqual(dispatchClass(handlers, JSON.stringify({ type: "tally", index: 0 })).ignored.startsWith("tally without"), true);
  assert.deepEqual(dispatchClass(handlers, "nope"), { ignored: "not JSON" });
  assert.deepEqual(dispatchClass(handlers, JSON.stringify({ type: "reveal", index: 0, answer: "1", position: {}, moves: [] })), { ignored: "unhandled type reveal" });
  assert.throws(() => createClassConnection({ url: "ws://x", WebSocket: class {}, handlers: { talley() {} }, onOpen() {}, onClose() {} }), /no class message "talley"/);
  assert.ok(Object.keys(CLASS_MESSAGES).includes("game"));
});

const position = { ruleset: "o-an-quan", ply: 0, to_move: 0, scores: [0, 0], pits: [5, 5], moves: [{ move: "1L", pit: 1 }, { move: "1R", pit: 1 }] };

function teacherPage(lang = "vi") {
  const ids = ["class-code", "class-link", "class-qr", "class-count", "class-board", "class-no-question", "question-title", "tally-line", "tally", "reveal-line", "class-narration", "reveal", "pupil-list", "games-panel", "games", "results-table", "results-download", "results-panel", "names-panel", "names-toggle", "teach-error"];
  const doc = new FakeDocument(ids);
  const dom = createDom(doc);
  const calls = [];
  const board = {
    show: (c, svg) => calls.push(["show", c.id, svg]),
    paint: (c, pos) => calls.push(["paint", c.id, pos.ply]),
    mark: () => {},
  };
  let finish = null;
  const animator = {
    run: (c, _n, last, done) => {
      calls.push(["animate", c.id, last.move]);
      finish = done;
      return {};
    },
    stop: () => {},
  };
  const storage = fakeStorage();
  const teacher = createTeacher({ dom, t: words(lang), board, animator, narration: {}, send: (m) => calls.push(["send", m]), storage, makeUrl: (text) => `blob:${text.length}`, origin: "http://school.local:7878/class", fetch: async (url) => (calls.push(["fetch", url]), { ok: true, text: async () => "<svg/>" }) });
  return { dom, teacher, calls, storage, done: () => finish() };
}

test("the projector shows the code, the address and the pupils counted, and names only when asked", () => {
  const { dom, teacher, storage } = teacherPage("vi");
  teacher.handlers.opened({ code: "482913", secret: "s" });
  assert.deepEqual(JSON.parse(storage.getItem(TEACHER_KEY)), { code: "482913", secret: "s" });
  teacher.handlers.class({
    code: "482913",
    ruleset: "o-an-quan",
    size: 40,
    pupils: [
      { pupil: 0, name: "An", present: true },
      { pupil: 1, name: "Bình", present: false },
    ],
    games: [],
    questions: 0,
  });
  assert.equal(dom.$("class-code").textContent, "482 913");
  assert.equal(dom.$("class-link").textContent, "http://school.local:7878/class/482913");
  assert.equal(dom.$("class-qr").src, "/class/482913/qr.svg");
  assert.equal(dom.$("class-count").textContent, "1 em đang ở trong lớp (2 em đã vào, tối đa 40)");
  const names = dom.$("pupil-list").childNodes.map((li) => li.childNodes.map((s) => s.textContent).join(": "));
  assert.deepEqual(names, ["An: chưa trả lời", "Bình: vắng mặt, chưa trả lời"], "the teacher's own panel");
});

test("answers are counted on the projector without names; the reveal animates the answer and marks the bars", () => {
  const { dom, teacher, calls, done } = teacherPage("en");
  teacher.handlers.class({ code: "482913", ruleset: "o-an-quan", size: 40, pupils: [{ pupil: 0, name: "An", present: true }, { pupil: 1, name: "Bình", present: true }, { pupil: 2, name: "Chi", present: true }], games: [], questions: 1 });
  teacher.handlers.question({ index: 0, kind: "position", fen: "f", position, board_svg: "<svg/>" });
  assert.deepEqual(calls.slice(0, 2), [["show", "class-board", "<svg/>"], ["paint", "class-board", 0]]);
  assert.equal(dom.$("question-title").textContent, "Question 1: South to move. Which move is best?");
  const answers = [
    { pupil: 0, name: "An", move: "1L", right: null },
    { pupil: 1, name: "Bình", move: "1L", right: null },
    { pupil: 2, name: "Chi", move: "1R", right: null },
  ];
  teacher.handlers.tally({ index: 0, pupils: 3, answered: 3, counts: [{ move: "1L", count: 2 }, { move: "1R", count: 1 }], answers, judged: false, revealed: false });
  assert.equal(dom.$("tally-line").textContent, "3 of 3 answered");
  const bars = dom.$("tally").childNodes.map((li) => li.childNodes[0].textContent);
  assert.deepEqual(bars, ["1L: 2", "1R: 1"]);
  assert.ok(!bars.join(" ").includes("An") && !bars.join(" ").includes("Chi"), "no names on the projector");
  teacher.handlers.tally({ index: 0, pupils: 3, answered: 3, counts: [{ move: "1L", count: 2, right: true }, { move: "1R", count: 1, right: false }], answers: answers.map((a) => ({ ...a, right: a.move === "1L" })), judged: true, revealed: true });
  teacher.handlers.reveal({ index: 0, answer: "1L", position: { ...position, ply: 1, last_move: { move: "1L", frames: [{}], steps: [] } }, moves: [] });
  assert.equal(dom.$("reveal-line").textContent, "The answer: 1L");
  assert.deepEqual(dom.$("tally").childNodes.map((li) => li.childNodes[0].textContent), ["1L ✓ right: 2", "1R ✗ wrong: 1"]);
  assert.deepEqual(calls.at(-1), ["animate", "class-board", "1L"]);
  done();
  assert.deepEqual(calls.at(-1), ["paint", "class-board", 1], "the board after the answer once it has played");
  const names = dom.$("pupil-list").childNodes.map((li) => li.childNodes.map((s) => s.textContent).join(": "));
  assert.deepEqual(names, ["An: 1L ✓ right", "Bình: 1L ✓ right", "Chi: 1R ✗ wrong"]);
});

test("the pairs' games are drawn in a grid, each named by its players and linked to its projector view", async () => {
  const { dom, teacher, calls } = teacherPage("vi");
  teacher.handlers.class({ code: "123456", ruleset: "o-an-quan", size: 40, pupils: [{ pupil: 0, name: "An", present: true }, { pupil: 1, name: "Bình", present: true }, { pupil: 2, name: "Chi", present: true }], games: [{ room: "r4", players: [0, 1] }, { room: "r5", players: [2, null] }], questions: 0 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(dom.$("games-panel").hidden, false);
  const cells = dom.$("games").childNodes;
  assert.deepEqual(cells.map((f) => f.childNodes[1].textContent), ["An – Bình", "Chi – Máy"]);
  assert.equal(cells[0].childNodes[1].childNodes[0].href, "/rooms/r4/board");
  assert.deepEqual(calls.filter((c) => c[0] === "fetch").map((c) => c[1]), ["/api/rooms/r4/board.svg?lang=vi", "/api/rooms/r5/board.svg?lang=vi"]);
  assert.equal(calls.filter((c) => c[0] === "show").length, 2, "each drawn in its cell");
});

test("the results are shown as a table with the CSV to download", () => {
  const { dom, teacher } = teacherPage("fr");
  teacher.handlers.class({ code: "123456", ruleset: "kalah", size: 40, pupils: [], games: [], questions: 0 });
  teacher.handlers.results({ csv: "Élève,Résultat\r\nAn,Juste\r\n", rows: 1 });
  assert.equal(dom.$("results-panel").hidden, false);
  assert.equal(dom.$("results-table").childNodes.length, 2);
  assert.equal(dom.$("results-download").getAttribute("download"), "classe-123456.csv");
  assert.equal(dom.$("results-download").href, "blob:26");
});

function pupilPage(lang = "vi") {
  const ids = ["pupil-hello", "pupil-status", "board", "choices", "legal", "game-error", "pupil-narration", "game-link", "move-form", "move-text"];
  const doc = new FakeDocument(ids);
  const dom = createDom(doc);
  const sent = [];
  const calls = [];
  const board = {
    show: (c, svg, onPit) => calls.push(["show", svg, typeof onPit]),
    paint: (c, pos) => calls.push(["paint", pos.ply]),
    mark: (cls, pits) => calls.push(["mark", cls, pits]),
    offer: (c, pits) => calls.push(["offer", pits]),
  };
  const animator = { run: (_c, _n, last) => (calls.push(["animate", last.move]), {}), stop: () => {} };
  // play.js's part here: the moves offered, and a move chosen sent as the page's `send` says.
  let play = null;
  const createPlay = ({ state, send }) => {
    play = {
      showLegal: () => calls.push(["legal", state.seat === state.position?.to_move ? state.position.moves.map((m) => m.move) : []]),
      cancelChoice: () => {},
      pitClicked: () => {},
      play: (move) => send({ type: "move", move }),
    };
    return play;
  };
  const storage = fakeStorage();
  const tokens = fakeStorage();
  const pupil = createPupil({ dom, t: words(lang), board, animator, send: (m) => sent.push(m), storage, tokens, createPlay });
  return { dom, pupil, sent, calls, storage, tokens, play: () => play };
}

test("a pupil answers on the board, may change it, and hears whether it was right", () => {
  const { dom, pupil, sent, calls, storage, play } = pupilPage("vi");
  pupil.handlers.joined({ code: "482913", pupil: 3, name: "An", token: "tok", ruleset: "o-an-quan" });
  assert.deepEqual(JSON.parse(storage.getItem(pupilKey("482913"))), { pupil: 3, token: "tok" });
  assert.equal(dom.$("pupil-hello").textContent, "Chào An! Lớp 482 913");
  assert.equal(dom.$("pupil-status").textContent, "Em chờ thầy cô ra câu hỏi nhé.");
  pupil.handlers.question({ index: 0, kind: "position", fen: "f", position, board_svg: "<svg/>" });
  assert.deepEqual(calls.find((c) => c[0] === "legal"), ["legal", ["1L", "1R"]]);
  assert.equal(dom.$("pupil-status").textContent, "Nam đi: em chọn nước nào? Chạm vào một ô trên bàn cờ.");
  play().play("1R");
  assert.deepEqual(sent, [{ type: "answer", move: "1R" }], "a move on the board is the answer");
  pupil.handlers.answered({ index: 0, move: "1R" });
  assert.equal(dom.$("pupil-status").textContent, "Em đã chọn 1R. Em vẫn đổi được cho đến khi thầy cô công bố đáp án.");
  assert.deepEqual(calls.at(-1), ["mark", "answered", [1]]);
  pupil.handlers.reveal({ index: 0, answer: "1L", position: { ...position, ply: 1, last_move: { move: "1L", frames: [{}], steps: [] } }, moves: [], yours: "1R", right: false });
  assert.equal(dom.$("pupil-status").textContent, "Chưa đúng: em chọn 1R, đáp án là 1L. Xem nước đi trên bàn cờ nhé.");
  assert.equal(dom.$("board").dataset.verdict, "wrong");
  assert.deepEqual(calls.at(-1), ["animate", "1L"]);
  assert.deepEqual(calls.filter((c) => c[0] === "legal").at(-1), ["legal", []], "no more answers once revealed");
});

test("a pupil coming back sees their answer; a pair game keeps the seat's token for the room page", () => {
  const { dom, pupil, tokens } = pupilPage("en");
  pupil.handlers.joined({ code: "482913", pupil: 0, name: "Bình", token: "tok", ruleset: "o-an-quan" });
  pupil.handlers.question({ index: 2, kind: "puzzle", puzzle: "oaq-7", fen: "f", position, board_svg: "<svg/>", yours: "1L" });
  assert.equal(dom.$("pupil-status").textContent, "You chose 1L. You can change it until the teacher reveals the answer.");
  pupil.handlers.game({ room: "r7", seat: 1, token: "abc", opponent: "An" });
  assert.equal(tokens.getItem("mancala-token-r7"), "1:abc");
  assert.equal(dom.$("game-link").href, "/rooms/r7?lang=en", "in the page's language");
  assert.equal(dom.$("game-link").textContent, "Go to your game against An");
  assert.equal(dom.$("game-link").hidden, false);
  pupil.handlers.game({ room: "r8", seat: 0, token: "x", opponent: null });
  assert.equal(dom.$("game-link").textContent, "Go to your game against the computer");
});
