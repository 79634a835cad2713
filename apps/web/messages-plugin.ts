// Message catalogs compiled at build time (decision 0034): an import of `…/messages/…/en.json` (or fr-CA.json)
// becomes a module of plain functions, one per message, built by @messageformat/core from the ICU text. The
// browser never parses ICU: its whole runtime is @messageformat/runtime's plural and select helpers (under 1 kB).
import { readFile } from "node:fs/promises";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module.js";
import type { Plugin } from "vite";

/** A catalog file: a language's JSON under a `messages` folder (`features/auth/messages/sign-in/fr-CA.json`). */
const CATALOG_FILE = /\/messages\/(?:[\w-]+\/)*(en|fr-CA)\.json$/;
const PREFIX = "\0verdant-messages:";

/** Text with no ICU syntax in it: shipped as the string itself rather than a function returning it. */
const isPlain = (message: string) => !/[{}]|''/.test(message);

function compileCatalog(language: string, messages: Record<string, string>): string {
  const entries = Object.entries(messages);
  const plain = entries.filter(([, message]) => isPlain(message));
  const icu = Object.fromEntries(entries.filter(([, message]) => !isPlain(message)));
  const strings = plain.map(([key, message]) => `${JSON.stringify(key)}: ${JSON.stringify(message)},`).join("\n");
  if (Object.keys(icu).length === 0) return `export default {\n${strings}\n};\n`;
  const module = compileModule(new MessageFormat(language, { strict: true }), icu);
  return module.replace(/export default \{/, `export default {\n${strings}`);
}

export function messages(): Plugin {
  return {
    name: "verdant-messages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!CATALOG_FILE.test(source) || source.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      this.addWatchFile(file);
      const language = file.match(CATALOG_FILE)![1]!;
      return { code: compileCatalog(language, JSON.parse(await readFile(file, "utf8"))), moduleType: "js" };
    },
  };
}
