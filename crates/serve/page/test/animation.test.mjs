import { test } from "node:test";
import assert from "node:assert/strict";
import {
  activePits,
  animates,
  createAnimator,
  createNarration,
  delayFor,
  flightOf,
  narrationUpTo,
  stepIndex,
  wireControls,
} from "../animation.js";
import { createDom } from "../dom.js";
import { words } from "./words.mjs";
import { FakeDocument, fakeClock } from "./fake-dom.mjs";

// Kalah's "3" from the start, as the protocol's example: a lift, a sowing of four, a bonus.
const move = {
  player: 0,
  move: "3",
  steps: [{ kind: "lift", pit: 2, count: 4 }, { kind: "sow", pits: [3, 4, 5, 6] }, { kind: "bonus" }],
  frames: [{ step: 0 }, { step: 1 }, { step: 1 }, { step: 1 }, { step: 1 }, { step: 2 }].map((f, i) => ({ ...f, pits: [i] })),
  narration: [
    { step: 0, text: "South lifts 4 seeds." },
    { step: 2, text: "South moves again." },
  ],
};

test("the slider's speed is the time between frames; 0 shows moves at once", () => {
  assert.equal(delayFor(0), 0);
  assert.equal(delayFor("0"), 0);
  assert.equal(delayFor(6), 200);
  assert.equal(delayFor("10"), 120);
  assert.equal(delayFor(1), 1200);
  assert.equal(animates(move, 200), true);
  assert.equal(animates(move, 0), false);
  assert.equal(animates({ ...move, frames: [] }, 200), false);
  assert.equal(animates(null, 200), false);
});

test("each frame marks the pit its step acts on, a sowing drop by drop", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((i) => stepIndex(move.frames, i)), [0, 0, 1, 2, 3, 0]);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((i) => activePits(move, i)), [[2], [3], [4], [5], [6], []]);
});

test("the narration grows with the steps", () => {
  assert.deepEqual(narrationUpTo(move.narration, 1), ["South lifts 4 seeds."]);
  assert.deepEqual(narrationUpTo(move.narration, Infinity), ["South lifts 4 seeds.", "South moves again."]);
});

function setUp(speed) {
  const calls = [];
  const board = {
    paint: (container, frame) => calls.push(["paint", frame.pits[0]]),
    mark: (cls, pits) => calls.push(["mark", cls, pits]),
  };
  const narration = { fill: (list, sentences, upTo) => calls.push(["narrate", upTo]) };
  const clock = fakeClock();
  const animator = createAnimator({ board, narration, delay: () => delayFor(speed.value), clock });
  return { calls, clock, animator };
}

test("frames are shown one by one at the chosen speed, then the move ends once", () => {
  const speed = { value: "6" };
  const { calls, clock, animator } = setUp(speed);
  let done = 0;
  const animation = animator.run("board", "list", move, () => done++);
  assert.deepEqual(calls.slice(0, 3), [["mark", "active", [2]], ["narrate", 0], ["paint", 0]]);
  speed.value = "10"; // read again as each frame is shown: the next waits are shorter
  const delays = [];
  while (clock.timers.length) delays.push(clock.advance());
  assert.deepEqual(delays, [200, 120, 120, 120, 120, 120]);
  assert.equal(done, 1);
  assert.deepEqual(calls.filter((c) => c[0] === "paint").map((c) => c[1]), [0, 1, 2, 3, 4, 5]);
  assert.deepEqual(calls.slice(-2), [["narrate", Infinity], ["mark", "active", []]]);
  assert.equal(animation.last, move);
});

test("each seed sown is carried from the pit lifted, then from pit to pit, with its kind", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((i) => flightOf(move, i)), [
    null,
    { from: 2, to: 3, kind: "plain" },
    { from: 3, to: 4, kind: "plain" },
    { from: 4, to: 5, kind: "plain" },
    { from: 5, to: 6, kind: "plain" },
    null,
  ]);
  // A relay (Ô ăn quan: the next square lifted and sown on) starts from the square lifted; a
  // black seed is carried as one.
  const relay = {
    steps: [{ kind: "lift", pit: 1, count: 1 }, { kind: "sow", pits: [2] }, { kind: "relay", pit: 3, count: 1 }, { kind: "sow", pits: [4] }],
    frames: [
      { step: 0, pits: [], black: [0, 0, 0, 0, 0] },
      { step: 1, pits: [], black: [0, 0, 0, 0, 0] },
      { step: 2, pits: [], black: [0, 0, 0, 0, 0] },
      { step: 3, pits: [], black: [0, 0, 0, 0, 1] },
    ],
  };
  assert.deepEqual(flightOf(relay, 1), { from: 1, to: 2, kind: "plain" });
  assert.deepEqual(flightOf(relay, 3), { from: 3, to: 4, kind: "black" });
});

function flying(still = false) {
  const calls = [];
  const board = {
    paint: (container, frame) => calls.push(["paint", frame.pits[0]]),
    mark: () => {},
    fly: (container, flight, ms) => calls.push(["fly", flight.from, flight.to, ms]),
    land: () => calls.push(["land"]),
  };
  const narration = { fill: (list, sentences, upTo) => calls.push(["narrate", upTo]) };
  const clock = fakeClock();
  const animator = createAnimator({ board, narration, delay: () => 400, clock, still: () => still });
  return { calls, clock, animator };
}

test("a stone is in the air for most of a frame; the count changes when it lands", () => {
  const { calls, clock, animator } = flying();
  animator.run("board", "list", move, () => {});
  clock.advance(); // frame 0 (the lift) has waited; frame 1's stone takes off
  assert.deepEqual(calls.slice(-2), [["narrate", 1], ["fly", 2, 3, 300]]);
  assert.equal(clock.advance(), 300);
  assert.deepEqual(calls.at(-1), ["paint", 1], "painted as it lands");
  assert.equal(clock.advance(), 100, "the rest of the frame's time");
});

test("with reduced motion no stone travels: the counts change, step by step", () => {
  const { calls, clock, animator } = flying(true);
  animator.run("board", "list", move, () => {});
  while (clock.timers.length) clock.advance();
  assert.equal(calls.filter((c) => c[0] === "fly").length, 0);
  assert.deepEqual(calls.filter((c) => c[0] === "paint").map((c) => c[1]), [0, 1, 2, 3, 4, 5]);
});

test("a move can be held, stepped forward and back, and let go on", () => {
  const { calls, clock, animator } = flying();
  let done = 0;
  const animation = animator.run("board", "list", move, () => done++);
  clock.advance(); // frame 1's stone in the air
  animator.pause(animation);
  assert.equal(clock.timers.length, 0, "held: nothing more happens");
  assert.deepEqual(calls.slice(-2), [["land"], ["paint", 1]], "the stone in the air lands");
  animator.forward(animation);
  assert.equal(animation.at, 2);
  assert.deepEqual(calls.at(-1), ["fly", 3, 4, 300], "a step forward carries its stone");
  clock.advance();
  assert.equal(clock.timers.length, 0, "and stays held");
  animator.back(animation);
  animator.back(animation);
  assert.equal(animation.at, 0);
  assert.deepEqual(calls.at(-1), ["paint", 0], "a step back shows the frame before, no stone flying");
  animator.back(animation);
  assert.equal(animation.at, 0, "not before the first frame");
  animator.resume(animation);
  while (clock.timers.length) clock.advance();
  assert.equal(done, 1);
  assert.equal(animation.at, 5);
  animator.forward(animation);
  assert.equal(done, 1, "an ended move does not end twice");
});

test("the pause button says what it does and holds the move", () => {
  const doc = new FakeDocument(["anim-pause", "anim-back", "anim-forward"]);
  const dom = createDom(doc);
  const { clock, animator } = flying();
  let current = null;
  const controls = wireControls({ dom, t: words(), animator, current: () => current });
  const pause = doc.getElementById("anim-pause");
  assert.equal(pause.textContent, "Pause");
  assert.equal(doc.getElementById("anim-back").getAttribute("aria-label"), "Step back");
  current = animator.run("board", "list", move, () => {});
  pause.click();
  assert.equal(current.paused, true);
  assert.equal(pause.textContent, "Resume");
  assert.equal(pause.getAttribute("aria-pressed"), "true");
  doc.getElementById("anim-forward").click();
  assert.equal(current.at, 1);
  pause.click();
  assert.equal(pause.textContent, "Pause");
  assert.ok(clock.timers.length > 0, "going on");
  controls.refresh();
});

test("skipping ends the move at once; stopping leaves it where it is", () => {
  const { calls, clock, animator } = setUp({ value: "3" });
  let done = 0;
  const animation = animator.run("board", "list", move, () => done++);
  clock.advance();
  animator.skip(animation);
  assert.equal(done, 1);
  assert.equal(clock.timers.length, 0);
  assert.deepEqual(calls.at(-2), ["narrate", Infinity]);
  animator.skip(null);

  const again = animator.run("board", "list", move, () => done++);
  animator.stop(again);
  assert.equal(clock.timers.length, 0);
  assert.equal(done, 1);
  animator.stop(null);
});

test("the narration list shows the sentences so far, the last one current", () => {
  const doc = new FakeDocument(["narration", "last-move"]);
  const dom = createDom(doc);
  const narration = createNarration({ dom, t: words() });
  const list = doc.getElementById("narration");
  narration.fill(list, move.narration, 1, move);
  assert.deepEqual(list.childNodes.map((li) => li.textContent), ["South lifts 4 seeds."]);
  assert.ok(list.lastElementChild.classList.contains("current"));
  narration.fill(list, move.narration, Infinity, move);
  assert.equal(list.childNodes.length, 2);
  assert.ok(!list.lastElementChild.classList.contains("current"));
  narration.header(doc.getElementById("last-move"), move, 2);
  assert.equal(doc.getElementById("last-move").textContent, "South played 3.");
  narration.header(doc.getElementById("last-move"), null, 2);
  assert.equal(doc.getElementById("last-move").textContent, "No move yet.");
});
