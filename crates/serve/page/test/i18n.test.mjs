import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { createI18n, en } from "../i18n.js";

const t = createI18n();

test("a key gives its words; a function of what it names gets its arguments", () => {
  assert.equal(t("connected"), "connected");
  assert.equal(t("roomTitle", "r1", "kalah"), "Room r1: kalah");
  assert.equal(t("legalMoves", ["1", "2R"]), "Legal moves: 1 2R");
  assert.equal(t("pitLabel", "South's house 1", 4, []), "South's house 1: 4");
  assert.equal(t("pitLabel", "a", 5, ["1 special", "2 black"]), "a: 5 (1 special, 2 black)");
});

test("seats are South and North with two players, numbered with more", () => {
  assert.equal(t("seat", 2, 0), "South");
  assert.equal(t("seat", 2, 1), "North");
  assert.equal(t("seat", 3, 2), "Player 2");
});

test("a key the table lacks throws instead of showing nothing", () => {
  assert.throws(() => t("no-such-key"), /no words for "no-such-key"/);
  assert.throws(() => t("toString"), /no words/);
});

test("another table is another language", () => {
  const fr = createI18n({ ...en, connected: "connecté", seat: (players, seat) => ["Sud", "Nord"][seat] });
  assert.equal(fr("connected"), "connecté");
  assert.equal(fr("seat", 2, 1), "Nord");
});

test("every key the modules use is in the table, and every key of the table is used", () => {
  const folder = new URL("..", import.meta.url);
  const used = new Set();
  for (const file of readdirSync(folder).filter((f) => f.endsWith(".js") && f !== "i18n.js")) {
    const source = readFileSync(new URL(file, folder), "utf8");
    for (const match of source.matchAll(/\bt\("([A-Za-z]+)"/g)) used.add(match[1]);
  }
  for (const key of used) assert.ok(Object.hasOwn(en, key), `"${key}" is used but has no words`);
  for (const key of Object.keys(en)) assert.ok(used.has(key), `"${key}" has words but no module says them`);
});
