import { test } from "node:test";
import assert from "node:assert/strict";
import { activePits, animates, createAnimator, createNarration, delayFor, narrationUpTo, stepIndex } from "../animation.js";
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
  assert.deepEqual(calls.slice(0, 3), [["paint", 0], ["mark", "active", [2]], ["narrate", 0]]);
  speed.value = "10"; // read again as each frame is shown: the next waits are shorter
  const delays = [];
  while (clock.timers.length) delays.push(clock.advance());
  assert.deepEqual(delays, [200, 120, 120, 120, 120, 120]);
  assert.equal(done, 1);
  assert.deepEqual(calls.filter((c) => c[0] === "paint").map((c) => c[1]), [0, 1, 2, 3, 4, 5]);
  assert.deepEqual(calls.slice(-2), [["narrate", Infinity], ["mark", "active", []]]);
  assert.equal(animation.last, move);
});

test("skipping ends the move at once; stopping leaves it where it is", () => {
  const { calls, clock, animator } = setUp({ value: "3" });
  let done = 0;
  const animation = animator.run("board", "list", move, () => done++);
  clock.advance();
  animator.skip(animation);
  assert.equal(done, 1);
  assert.equal(clock.timers.length, 0);
  assert.deepEqual(calls.at(-1), ["narrate", Infinity]);
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
