// What costs what in a .wasm, without twiggy: reads the module's sections, the code size of every
// function (named by the `name` section, which a build run through wasm-opt with `-g` keeps) and
// the data segments, and prints them grouped by Rust path.
//
//   node scripts/wasm-breakdown.mjs <named.wasm> [--top N] [--depth D]
//
// `scripts/size.sh --names [--ledger]` builds such a module (the release build, wasm-bindgen,
// the shipped wasm-opt flags plus -g) and runs this on it. Sizes are bytes before gzip; a
// function's size includes everything inlined into it (the export shims hold most of their
// bodies). Functions reachable through the indirect-call table (trait objects, closures) stay in
// the module even when nothing calls them, so removing an export with a tool says less than
// removing its binding and rebuilding.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && !/^\d+$/.test(a));
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const top = option("--top", 40);
const depth = option("--depth", 2);
if (!file) {
  console.error("usage: node scripts/wasm-breakdown.mjs <named.wasm> [--top N] [--depth D]");
  process.exit(2);
}

const buf = readFileSync(file);
let p = 8;
const leb = () => {
  let result = 0;
  let shift = 0;
  let byte;
  do {
    byte = buf[p++];
    result += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return result;
};
const sections = [];
const bodies = [];
const names = new Map();
const data = [];
let importedFunctions = 0;
while (p < buf.length) {
  const id = buf[p++];
  const size = leb();
  const end = p + size;
  let label = ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"][id] ?? String(id);
  if (id === 0) {
    const n = leb();
    label = `custom:${buf.subarray(p, p + n).toString()}`;
    p += n;
    if (label === "custom:name") {
      while (p < end) {
        const sub = buf[p++];
        const subEnd = leb() + p;
        if (sub === 1) {
          for (let count = leb(), i = 0; i < count; i++) {
            const index = leb();
            const len = leb();
            names.set(index, buf.subarray(p, p + len).toString());
            p += len;
          }
        }
        p = subEnd;
      }
    }
  } else if (id === 2) {
    for (let count = leb(), i = 0; i < count; i++) {
      for (let part = 0; part < 2; part++) {
        const len = leb(); // module, then name
        p += len;
      }
      const kind = buf[p++];
      if (kind === 0) {
        leb();
        importedFunctions++;
      } else if (kind === 1) {
        p++;
        if (buf[p++] & 1) leb();
        leb();
      } else if (kind === 2) {
        if (buf[p++] & 1) leb();
        leb();
      } else if (kind === 3) p += 2;
    }
  } else if (id === 10) {
    for (let count = leb(), i = 0; i < count; i++) {
      const start = p;
      const len = leb();
      bodies.push(len + (p - start));
      p += len;
    }
  } else if (id === 11) {
    for (let count = leb(), i = 0; i < count; i++) {
      const flag = leb();
      if (flag === 2) leb();
      if (flag !== 1) while (buf[p++] !== 0x0b); // the offset expression
      const len = leb();
      data.push(buf.subarray(p, p + len));
      p += len;
    }
  }
  sections.push([label, size]);
  p = end;
}

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
console.log(`${file}: ${buf.length} bytes, ${gz(buf)} gzip -9`);
for (const [label, size] of sections) console.log(`  section ${label.padEnd(24)} ${String(size).padStart(8)}`);
const allData = Buffer.concat(data);
console.log(`  data: ${allData.length} bytes in ${data.length} segments, ${gz(allData)} gzip -9 alone`);

const functions = bodies.map((size, i) => ({ name: names.get(i + importedFunctions) ?? `f${i + importedFunctions}`, size }));
functions.sort((a, b) => b.size - a.size);
const codeTotal = bodies.reduce((a, b) => a + b, 0);
console.log(`\ncode: ${functions.length} functions, ${codeTotal} bytes; largest ${top}:`);
for (const f of functions.slice(0, top)) console.log(`${String(f.size).padStart(8)} ${f.name.replace(/\[[0-9a-f]{16}\]/g, "").slice(0, 150)}`);

/** The group of a demangled name: export shims by export, `<A as B>::f` by A, else its path. */
function group(name) {
  const clean = name.replace(/\[[0-9a-f]{16}\]/g, "");
  if (/ shim/.test(clean)) return `export ${clean.split(" ")[0]}`;
  let path = clean.match(/^<+&?(?:mut )?([^ >]+)/)?.[1] ?? clean;
  path = path.replace(/<.*$/, "");
  const parts = path.split("::");
  return parts.slice(0, parts[0].startsWith("wolfcore") ? depth + 1 : depth).join("::");
}
const groups = new Map();
for (const f of functions) groups.set(group(f.name), (groups.get(group(f.name)) ?? 0) + f.size);
console.log(`\ncode by path (depth ${depth}):`);
for (const [key, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${String(size).padStart(8)} ${(size / codeTotal * 100).toFixed(1).padStart(5)} %  ${key}`);
}
