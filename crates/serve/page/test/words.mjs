// The page's catalogues for the tests: the `page*.ftl` files of `locales/LANG/`, as the server
// serves them (concatenated in the order of their names).
import { readdirSync, readFileSync } from "node:fs";
import { createI18n } from "../i18n.js";

const locales = new URL("../../../../locales/", import.meta.url);

export function catalogue(lang) {
  const folder = new URL(`${lang}/`, locales);
  return readdirSync(folder)
    .filter((f) => f.startsWith("page") && f.endsWith(".ftl"))
    .sort()
    .map((f) => readFileSync(new URL(f, folder), "utf8"))
    .join("\n");
}

export const words = (lang = "en") => createI18n(lang, catalogue(lang));
