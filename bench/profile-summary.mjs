// Summarises a .cpuprofile written with BENCH_PROFILE=1: self time by package (or app folder) and the top functions.
//   node bench/profile-summary.mjs .bench/<name>.cpuprofile [top]
import { readFileSync } from "node:fs";

const [file, top = "30"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const intervals = profile.timeDeltas;
for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (intervals[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const place = (url) => {
  if (!url) return "(native)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const app = url.match(/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+\/src\/[^/]+)/);
  return app ? app[1] : url.replace(/^.*\//, "");
};
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const packages = new Map();
const functions = new Map();
for (const [id, time] of self) {
  const { callFrame } = byId.get(id);
  add(packages, place(callFrame.url), time);
  add(
    functions,
    `${callFrame.functionName || "(anonymous)"} ${place(callFrame.url)}:${callFrame.lineNumber + 1}`,
    time,
  );
}
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(
      `${((time / total) * 100).toFixed(1).padStart(5)} %  ${(time / 1000).toFixed(0).padStart(6)} ms  ${key}`,
    );
};
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`);
show("by package / folder", packages, 25);
show("top functions (self)", functions, Number(top));
