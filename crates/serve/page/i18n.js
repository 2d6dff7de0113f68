// The page's words: the Fluent catalogue of one language (`locales/LANG/page*.ftl`, served at
// `/locales/LANG.ftl`), formatted by @fluent/bundle (vendored in `vendor/fluent/`). Numbers and
// plurals follow the language's own rules; code never puts a sentence together from pieces.
//
// `t(id, {name: value})` gives a message's words; a message id the catalogue lacks, or a
// variable left out, is a mistake in the page, not something to show: it throws (the Node tests
// find it). Elements of the HTML with `data-l10n-id` take their message's value as their text
// and its attributes (`.placeholder`, `.aria-label`, `.alt`, `.title`) as theirs.

import { FluentBundle, FluentResource } from "./vendor/fluent/index.js";

// The languages, in the order the switch shows them; English is the one to fall back to.
export const LANGUAGES = ["vi", "en", "fr"];
export const FALLBACK = "en";

// The attributes a message may set on its element.
const ATTRIBUTES = ["placeholder", "aria-label", "alt", "title"];

export function createI18n(lang, ftl) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(ftl));
  if (errors.length) throw new Error(`the ${lang} catalogue defines a message twice: ${errors.join("; ")}`);

  function message(id) {
    const m = bundle.getMessage(id);
    if (!m) throw new Error(`no words for "${id}" in ${lang}`);
    return m;
  }

  function format(id, pattern, args) {
    const problems = [];
    const text = bundle.formatPattern(pattern, args, problems);
    if (problems.length) throw new Error(`"${id}" in ${lang}: ${problems.join("; ")}`);
    return text;
  }

  function t(id, args = {}) {
    const m = message(id);
    if (m.value === null) throw new Error(`"${id}" in ${lang} has attributes only`);
    return format(id, m.value, args);
  }

  // A message's attributes, formatted: {name: words}.
  t.attributes = (id, args = {}) => {
    const m = message(id);
    return Object.fromEntries(Object.entries(m.attributes).map(([name, p]) => [name, format(id, p, args)]));
  };
  t.has = (id) => bundle.hasMessage(id);
  t.hasValue = (id) => message(id).value !== null;
  t.lang = lang;
  return t;
}

// Gives every element under `root` with `data-l10n-id` its words: the message's value as its
// text (when the message has one), its attributes as the element's.
export function translate(root, t) {
  for (const element of root.querySelectorAll("[data-l10n-id]")) {
    const id = element.dataset.l10nId;
    const args = element.dataset.l10nArgs ? JSON.parse(element.dataset.l10nArgs) : {};
    const attributes = t.attributes(id, args);
    for (const [name, text] of Object.entries(attributes)) {
      if (!ATTRIBUTES.includes(name)) throw new Error(`"${id}" sets .${name}, which the page does not set`);
      element.setAttribute(name, text);
    }
    if (t.hasValue(id)) {
      // Text replaces an element's children: words go in an element of their own.
      if (element.children.length) throw new Error(`"${id}" would replace the children of <${element.localName}>`);
      element.textContent = t(id, args);
    }
  }
}

// The language to show: `?lang=` if it names one (`unknown` holds it when it names none: the page
// falls back to English and says so), else the one chosen on the page before (`stored`), else
// the one the server chose from the browser's Accept-Language (`served`, `<html lang>`).
export function chooseLanguage({ search, stored, served }) {
  const asked = new URLSearchParams(search).get("lang");
  if (asked !== null) {
    const code = asked.trim().toLowerCase();
    if (LANGUAGES.includes(code)) return { lang: code, unknown: null };
    return { lang: FALLBACK, unknown: asked };
  }
  if (LANGUAGES.includes(stored)) return { lang: stored, unknown: null };
  if (LANGUAGES.includes(served)) return { lang: served, unknown: null };
  return { lang: FALLBACK, unknown: null };
}

// Fetches a language's catalogue and makes its `t`.
export async function loadI18n(lang, fetch) {
  const answer = await fetch(`/locales/${lang}.ftl`);
  if (!answer.ok) throw new Error(`the ${lang} catalogue: ${answer.status}`);
  return createI18n(lang, await answer.text());
}
