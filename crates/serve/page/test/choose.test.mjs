import { test } from "node:test";
import assert from "node:assert/strict";
import { angleTo, dragChoice, nextChoice, optionPlaces, reached, reachedByAll } from "../choose.js";

test("moves from a pit are told apart by the way, then the colour, then the special seed's pit, then by name", () => {
  const a = { move: "3L", path: [2, 1], lands: 1, first: "plain" };
  const b = { move: "3R", path: [4, 5], lands: 5, first: "plain" };
  assert.deepEqual(nextChoice([a]), { kind: "play", move: a });
  const ways = nextChoice([a, b]);
  assert.equal(ways.kind, "direction");
  assert.deepEqual(ways.options.map((o) => o.key), [2, 4]);
  const red = { move: "5R1", path: [5, 6], first: "plain", special: 5 };
  const red2 = { move: "5R2", path: [5, 6], first: "plain", special: 6 };
  const black = { move: "5B1", path: [5, 6], first: "black", special: 5 };
  const colours = nextChoice([red, red2, black]);
  assert.equal(colours.kind, "colour");
  assert.deepEqual(colours.options.map((o) => [o.key, o.moves.length]), [["plain", 2], ["black", 1]]);
  assert.equal(nextChoice([red, red2]).kind, "special");
  // A sowing that laps: two places of the special seed fall in one pit; only names tell them apart.
  const twice = [{ ...red, move: "5R1" }, { ...red, move: "5R13" }];
  assert.deepEqual(nextChoice(twice).options.map((o) => o.key), ["5R1", "5R13"]);
  // A placement (no sowing) and a sowing from the same pit: by name.
  assert.equal(nextChoice([{ move: "S5", path: [], lands: 4 }, red]).kind, "list");
});

test("the pits a move reaches, and those every option reaches", () => {
  assert.deepEqual(reached({ path: [2, 3, 2], lands: 2 }), [2, 3], "a lap reaches a pit once");
  assert.deepEqual(reached({ path: [], lands: 4 }), [4], "a placement: its pit");
  assert.deepEqual(reachedByAll([{ path: [5, 6, 7] }, { path: [5, 6] }]), [5, 6]);
  assert.deepEqual(reachedByAll([]), []);
});

test("a drag takes the arrow nearest its angle, and only past a threshold", () => {
  assert.equal(angleTo({ x: 0, y: 0 }, { x: -10, y: 0 }), 180);
  assert.equal(angleTo({ x: 0, y: 0 }, { x: 0, y: 10 }), 90);
  assert.equal(dragChoice([180, 0], -40, 5), 0);
  assert.equal(dragChoice([180, 0], 40, -30), 1);
  assert.equal(dragChoice([-170, 0], -40, 30), 0, "angles wrap around");
  assert.equal(dragChoice([180, 0], 10, 5), null, "a short drag is a click");
});

test("options sit on the pit and grow with it, never under a finger's width", () => {
  const pit = { x: 100, y: 0, width: 60, height: 60 };
  const boxes = new Map([[2, { x: 40, y: 0, width: 60, height: 60 }], [4, { x: 160, y: 0, width: 60, height: 60 }]]);
  const ways = { kind: "direction", options: [{ key: 2 }, { key: 4 }] };
  const [left, right] = optionPlaces(ways, pit, (p) => boxes.get(p));
  assert.equal(left.size, 44);
  assert.equal(left.angle, 180);
  assert.equal(right.angle, 0);
  assert.ok(left.x + left.size / 2 <= right.x - right.size / 2, "the arrows do not overlap");
  const big = optionPlaces(ways, { x: 0, y: 0, width: 200, height: 200 }, () => undefined);
  assert.equal(big[0].size, 84, "a projector's square has big arrows");
  const colours = optionPlaces({ kind: "colour", options: [{ key: "plain" }, { key: "black" }] }, pit, () => undefined);
  assert.equal(colours[0].y, colours[1].y);
  assert.equal(colours[1].x - colours[0].x, 48);
  const special = optionPlaces({ kind: "special", options: [{ key: 4 }] }, pit, (p) => boxes.get(p));
  assert.deepEqual([special[0].x, special[0].y], [190, 30], "on the pit the seed falls into");
});
