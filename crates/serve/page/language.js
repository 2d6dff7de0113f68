// The page's language: chosen (`chooseLanguage`), its catalogue loaded, the HTML translated, the
// switch filled (each language named in itself) and wired, and the notice of a `?lang=` the
// page does not have (in English, the language it falls back to).

import { FALLBACK, LANGUAGES, chooseLanguage, loadI18n, translate } from "./i18n.js";

export const STORED = "mancala-lang";

// The address to go to once a language is chosen on the page: the same, without `?lang=`
// (which would override the choice).
export function withoutLang(href) {
  const url = new URL(href);
  url.searchParams.delete("lang");
  return url.href;
}

export async function startLanguage({ document, location, storage, fetch, $ }) {
  const { lang, unknown } = chooseLanguage({
    search: location.search,
    stored: storage.getItem(STORED),
    served: document.documentElement.lang,
  });
  const t = await loadI18n(lang, fetch);
  document.documentElement.lang = lang;
  translate(document, t);
  if (unknown !== null) {
    const notice = $("language-notice");
    const english = lang === FALLBACK ? t : await loadI18n(FALLBACK, fetch);
    notice.textContent = english("page-unknown-language", { given: unknown, languages: LANGUAGES.join(", ") });
    notice.hidden = false;
  }
  const select = $("language");
  if (select) {
    select.replaceChildren(
      ...LANGUAGES.map((code) => {
        const option = document.createElement("option");
        option.value = code;
        option.lang = code;
        option.textContent = t("page-language-name", { code });
        option.selected = code === lang;
        return option;
      }),
    );
    // The choice applies at once: the page opens again in it (in the same room, the same seat).
    select.addEventListener("change", () => {
      storage.setItem(STORED, select.value);
      location.assign(withoutLang(location.href));
    });
  }
  return t;
}
