// Money is shown one way (issue 18): through lib/money.ts with the location's currency. This test fails when web
// source writes a dollar sign of its own ("$" before an amount or an interpolation) or turns parts per million into
// a float to label a rate (toFixed), so a new screen cannot bring the old ways back.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Run from the repository (the workspace projects) or from apps/web.
const root = [resolve("apps/web/src"), resolve("src")].find((dir) => existsSync(join(dir, "lib", "money.ts")))!;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".gen.ts") ? [path] : [];
  });
}

/** A literal dollar sign before an interpolation or a digit, or alone as a string; a float-made rate label. */
export const HARD_CODED = [
  { pattern: /\$\$\{/, why: "a dollar sign before an interpolation" },
  { pattern: /["'`>]\$["'`<]/, why: "a dollar sign as a string" },
  { pattern: /["'`>\s]\$\d/, why: "a dollar amount written out" },
  { pattern: /\(\$\)/, why: "a dollar sign as a field's unit" },
  { pattern: /\.toFixed\(/, why: "a float turned into a label (format cents or ppm through lib/money.ts)" },
];

/** Comments may speak of dollars; regex replacements ("$1 $2") and route patterns ("$orgId") are not money. */
const notMoney = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line) || /\.replace\(|\.includes\("\$"\)/.test(line);

export function findHardCoded(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      notMoney(line) ? [] : HARD_CODED.filter((h) => h.pattern.test(line)).map((h) => `line ${i + 1}: ${h.why}`),
    );
}

describe("money is formatted one way", () => {
  it("finds the patterns it forbids (so this test can fail)", () => {
    expect(findHardCoded("const a = `$$" + "{cents / 100}`;")).toHaveLength(1);
    expect(findHardCoded('<span>{"$"}</span>')).toHaveLength(1);
    expect(findHardCoded("<p>Required over $30.</p>")).toHaveLength(1);
    expect(findHardCoded('<FormField label="Price ($)">')).toHaveLength(1);
    expect(findHardCoded("const r = (ppm / 10_000).toFixed(2);")).toHaveLength(1);
    expect(findHardCoded("const a = `$" + "{name}: $" + "{money(cents)}`;")).toHaveLength(0);
    expect(findHardCoded('const cleaned = text.replace(/^\\$/, "");')).toHaveLength(0);
    expect(findHardCoded('label.replace(/([a-z])([A-Z])/g, "$1 $2")')).toHaveLength(0);
    expect(findHardCoded("// 1250 cents → $12.50")).toHaveLength(0);
  });

  it("has no hard-coded dollar sign or float rate label in web source", () => {
    const found = sources(root).flatMap((file) =>
      findHardCoded(readFileSync(file, "utf8")).map((where) => `${relative(root, file)} ${where}`),
    );
    expect(found).toEqual([]);
  });
});
