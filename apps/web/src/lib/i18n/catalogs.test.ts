// Every message catalog of the product (web, server, shared: decision 0034) in both languages: the same keys, ICU
// syntax that compiles, the same arguments in each language, and a French text that is a translation.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import MessageFormat from "@messageformat/core";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const SOURCES = ["apps/web/src", "apps/api/src", "packages/shared/src"];
const LANGUAGES = ["en", "fr-CA"] as const;

/** Folders holding a language's catalog (`…/messages/en.json`, `…/messages/settings/fr-CA.json`). */
function catalogFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^(en|fr-CA)\.json$/.test(entry.name) && full.includes(`${path.sep}messages${path.sep}`))
        found.push(path.dirname(full));
    }
  };
  for (const source of SOURCES) walk(path.join(ROOT, source));
  return [...new Set(found)].sort();
}

const read = (folder: string, language: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(path.join(folder, `${language}.json`), "utf8"));
  } catch {
    return {};
  }
};

/** The argument names a message uses, in plural and select branches too. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === "argument" || token.type === "function") into.add(token.arg);
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      into.add(token.arg);
      for (const branch of token.cases) argumentsOf(branch.tokens, into);
    }
  }
  return into;
}

/** French that may read as English: names, words both languages share, and texts that are only arguments. */
const SAME_IN_BOTH = new Set([
  "Transactions",
  "Marketing",
  "Navigation",
  "Total",
  "Verdant",
  "Actions",
  "Canada",
  "Invitations",
  "Latitude",
  "Longitude",
  "Metrc",
  "Pagination",
  "Source",
  "Taxes",
  "Type",
  "{name}",
  "{quantity} ×",
  "{quantity} g",
  "/g",
  "{cost} / g",
  "{sku} · {room}",
  "{sku} · {room} · lot {lot}",
  "Actions",
  "CBD",
  "Description",
  "Image",
  "Note",
  "THC",
  "Type",
  "0.00",
  "{field} ({symbol})",
  "{amount} g",
  "{minutes} min",
  "{hours} h {minutes} min",
  "{name} ({rate})",
  "Total {total}",
  " · lot {lot}",
  "Date",
  "date",
  "total",
  "Stock",
  "NOTES",
]);

const folders = catalogFolders();
const relative = (folder: string) => path.relative(ROOT, folder);

describe("message catalogs", () => {
  it("are found where the product keeps them", () => {
    expect(folders.map(relative)).toEqual(
      expect.arrayContaining([
        "apps/web/src/lib/messages",
        "apps/web/src/app/layouts/messages",
        "apps/web/src/features/auth/messages",
        "apps/api/src/lib/errors/messages",
        "apps/api/src/lib/messaging/messages",
        "packages/shared/src/messages/receipt",
      ]),
    );
  });

  it.each(folders.map((folder) => [relative(folder), folder]))(
    "%s has the same keys in English and French",
    (_, folder) => {
      const en = read(folder, "en");
      const fr = read(folder, "fr-CA");
      expect(Object.keys(en).length).toBeGreaterThan(0);
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    },
  );

  it.each(folders.map((folder) => [relative(folder), folder]))(
    "%s is valid ICU with the same arguments in each language",
    (_, folder) => {
      const [en, fr] = LANGUAGES.map((language) => read(folder, language)) as [
        Record<string, string>,
        Record<string, string>,
      ];
      for (const [key, english] of Object.entries(en)) {
        const french = fr[key] ?? "";
        for (const [language, text] of [
          ["en", english],
          ["fr-CA", french],
        ] as const) {
          expect(
            () => new MessageFormat(language, { strict: true }).compile(text),
            `${key} (${language})`,
          ).not.toThrow();
        }
        const args = (text: string) => [...argumentsOf(parse(text, { strict: true }))].sort();
        expect(args(french), key).toEqual(args(english));
        if (!SAME_IN_BOTH.has(english)) expect(french, `${key} is not translated`).not.toBe(english);
      }
    },
  );
});
