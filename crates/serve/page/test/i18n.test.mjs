import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { FluentResource } from "../vendor/fluent/index.js";
import { LANGUAGES, chooseLanguage, createI18n, translate } from "../i18n.js";
import { catalogue, words } from "./words.mjs";

const en = words("en");
const vi = words("vi");
const fr = words("fr");

test("a message gives its words with the named values it reads", () => {
  assert.equal(en("page-connected"), "connected");
  assert.equal(en("page-room-title", { room: "r1", ruleset: "kalah" }), "Room r1: kalah");
  assert.equal(vi("page-room-title", { room: "r1", ruleset: "kalah" }), "Phòng r1: kalah");
  assert.equal(fr("page-legal-moves", { moves: "1 2R" }), "Coups possibles : 1 2R");
});

test("numbers choose each language's plural", () => {
  const line = (t, plies) => t("page-room-line", { room: "r1", ruleset: "kalah", status: "x", plies, seats: "A" });
  assert.equal(line(en, 1), "r1: kalah, x, 1 move (A)");
  assert.equal(line(en, 0), "r1: kalah, x, 0 moves (A)");
  assert.equal(line(fr, 0), "r1 : kalah, x, 0 coup (A)", "French counts nought as one");
  assert.equal(line(fr, 2), "r1 : kalah, x, 2 coups (A)");
  assert.equal(line(vi, 2), "r1: kalah, x, 2 nước đi (A)");
  assert.equal(fr("page-watching", { count: 1 }), "1 spectateur");
  assert.equal(fr("page-watching", { count: 3 }), "3 spectateurs");
});

test("seats are the sides with two players, numbered with more, in each language", () => {
  assert.deepEqual([0, 1].map((seat) => en("page-seat", { players: 2, seat })), ["South", "North"]);
  assert.deepEqual([0, 1].map((seat) => vi("page-seat", { players: 2, seat })), ["Nam", "Bắc"]);
  assert.deepEqual([0, 1].map((seat) => fr("page-seat", { players: 2, seat })), ["Sud", "Nord"]);
  assert.equal(en("page-seat", { players: 3, seat: 2 }), "Player 2");
});

test("a message the catalogue lacks, or a value it reads and is not given, throws", () => {
  assert.throws(() => en("no-such-message"), /no words for "no-such-message" in en/);
  assert.throws(() => en("page-room-title", { room: "r1" }), /"page-room-title" in en: .*ruleset/);
  assert.throws(() => createI18n("en", "twice = one\ntwice = two\n"), /the en catalogue defines a message twice/);
});

test("the language: ?lang= first, then the one chosen on the page, then the browser's", () => {
  assert.deepEqual(chooseLanguage({ search: "?lang=vi", stored: "fr", served: "en" }), { lang: "vi", unknown: null });
  assert.deepEqual(chooseLanguage({ search: "?lang=FR", stored: null, served: "en" }), { lang: "fr", unknown: null });
  assert.deepEqual(chooseLanguage({ search: "", stored: "fr", served: "vi" }), { lang: "fr", unknown: null });
  assert.deepEqual(chooseLanguage({ search: "", stored: null, served: "vi" }), { lang: "vi", unknown: null });
  assert.deepEqual(chooseLanguage({ search: "", stored: "xx", served: "de" }), { lang: "en", unknown: null });
  assert.deepEqual(chooseLanguage({ search: "?lang=de", stored: "vi", served: "vi" }), { lang: "en", unknown: "de" });
  assert.equal(
    en("page-unknown-language", { given: "de", languages: LANGUAGES.join(", ") }),
    "There is no language “de” here: the page is shown in English. The languages are vi, en, fr.",
  );
});

test("elements with data-l10n-id take their message's text and attributes", () => {
  const element = (id, attributes = {}, children = []) => ({
    dataset: { l10nId: id },
    children,
    localName: "x",
    attributes,
    textContent: "old",
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
  });
  const title = element("page-lobby-title");
  const input = element("page-your-name-input");
  const root = { querySelectorAll: () => [title, input] };
  translate(root, vi);
  assert.equal(title.textContent, "Phòng chờ");
  assert.equal(input.attributes.placeholder, "tên người khác nhìn thấy");
  assert.equal(input.textContent, "old", "a message with attributes only leaves the text alone");
  const wrapper = element("page-your-name", {}, [{}]);
  assert.throws(() => translate({ querySelectorAll: () => [wrapper] }, vi), /would replace the children/);
});

// Every message id the page names: `t("page-…"` in the modules and `data-l10n-id` in the HTML.
function idsUsed() {
  const folder = new URL("..", import.meta.url);
  const used = new Set();
  for (const file of readdirSync(folder).filter((f) => f.endsWith(".js") || f.endsWith(".html"))) {
    const source = readFileSync(new URL(file, folder), "utf8");
    for (const match of source.matchAll(/"(page-[a-z0-9-]+)"/g)) used.add(match[1]);
    for (const match of source.matchAll(/data-l10n-id="([a-z0-9-]+)"/g)) used.add(match[1]);
  }
  return used;
}

test("every message the page names is in every language, and every page message is named", () => {
  const used = idsUsed();
  assert.ok(used.size > 50);
  const ids = (lang) => new Set(new FluentResource(catalogue(lang)).body.map((m) => m.id));
  const english = ids("en");
  for (const lang of LANGUAGES) {
    const mine = ids(lang);
    for (const id of used) assert.ok(mine.has(id), `"${id}" is named by the page but ${lang} has no words for it`);
    assert.deepEqual([...mine].sort(), [...english].sort(), `${lang} has the messages English has`);
  }
  // `page-language-name` is read by code for each language of the switch.
  for (const id of english) assert.ok(used.has(id), `"${id}" has words but the page never names it`);
});
