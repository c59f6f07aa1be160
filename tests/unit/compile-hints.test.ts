import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: a build script in plain JavaScript, without types
import { addCompileHints, COMPILE_HINT } from "../../scripts/compile-hints.mjs";

function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), "hints-"));
  mkdirSync(join(dist, "static", "chunks"), { recursive: true });
  for (const name of ["react-dom.js", "runtime.js", "page.js"]) writeFileSync(join(dist, "static", "chunks", name), `/* ${name} */`);
  writeFileSync(join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"] }));
  return dist;
}
const read = (dist: string, name: string) => readFileSync(join(dist, "static", "chunks", name), "utf8");

describe("the compile hints (scripts/compile-hints.mjs)", () => {
  it("mark the start-up chunks of the build manifest, and only those", () => {
    const dist = fakeBuild();
    expect(addCompileHints(dist)).toEqual(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);
    expect(read(dist, "react-dom.js")).toBe(`${COMPILE_HINT}/* react-dom.js */`);
    expect(read(dist, "runtime.js").startsWith(COMPILE_HINT)).toBe(true);
    expect(read(dist, "page.js")).toBe("/* page.js */");
  });

  it("change nothing on a second run", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(read(dist, "react-dom.js")).toBe(`${COMPILE_HINT}/* react-dom.js */`);
  });
});
