// `npm run spec:coverage`: which Playwright journey shows each row of the spec's checklist
// (features.md, the rows that start with `| [ ] |` or `| [x] |`). A test names a row by a tag
// (`{ tag: ["@CART-01"] }`) or in its title ("GIFT-17: …"); a describe's title and tags count for the
// tests inside it. The test files are read, not run (TypeScript's parser, no Playwright).
//
// Writes docs/spec-coverage.md and exits non-zero when a row has no test and is not on ALLOWED below,
// when an allowed row has a test after all (take it off the list), or when a tag names no row.
// tests/unit/spec-coverage.test.ts runs the same check in `npm test`.
//
// The spec lives beside the repository (docs/decisions.md: `../shared/spec/`); SPEC_FEATURES=path/to/features.md
// points elsewhere.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The one shape of a row ID (NAV-01, CART-10, GIFT-17, …). */
const ID = /\b([A-Z]+-\d{2})\b/g;

/**
 * Rows with no browser test, each with why. "pending merge": another branch of this session is building
 * the row's journey; remove the entry once it is merged (the check fails while both exist).
 */
export const ALLOWED = {
  // cannot be driven in the test browser
  "CHK-05":
    "Google Places needs a Maps API key and Google's network; the browser tests run without either, so the field is a plain input (the rules: tests/components/address-autocomplete.test.tsx, tests/unit/checkout-step1-rules.test.ts)",
  "CHK-14":
    "a wallet needs Stripe and a browser that can pay with Apple Pay or Google Pay (headless Chromium cannot), and the test payment provider offers none (the flow: tests/components/stripe-payments.test.tsx)",
};

/** Where features.md is: SPEC_FEATURES, else `shared/spec/` beside the checkout or beside its worktree folder. */
export function findSpec(root = ROOT) {
  const candidates = [
    process.env.SPEC_FEATURES,
    path.join(root, "..", "shared", "spec", "features.md"),
    path.join(root, "..", "..", "shared", "spec", "features.md"),
  ].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`features.md not found (looked at ${candidates.join(", ")}); set SPEC_FEATURES`);
  return found;
}

/** The checklist rows of features.md: [{ id, name }] in the spec's order. */
export function specRows(markdown) {
  const rows = [];
  for (const line of markdown.split("\n")) {
    const match = /^\| \[[ x]\] \| ([A-Z]+-\d{2}) \| ([^|]*)\|/.exec(line);
    if (match) rows.push({ id: match[1], name: shortName(match[2].trim()) });
  }
  return rows;
}

/**
 * The rows as the last `npm run spec:coverage` wrote them into docs/spec-coverage.md: what the check in
 * `npm test` reads where the spec is not beside the checkout (a CI clone elsewhere), so the rows are
 * still checked against the tests as they are now.
 */
export function rowsFromCoverageDoc(markdown) {
  const rows = [];
  for (const line of markdown.split("\n")) {
    const match = /^\| ([A-Z]+-\d{2}) \| ((?:[^|\\]|\\.)*)\|/.exec(line);
    if (match) rows.push({ id: match[1], name: match[2].trim() });
  }
  return rows;
}

/** The feature's first clause, short enough for a table cell. */
function shortName(feature) {
  const first = feature.split(/(?<=[a-z)'`"])[.:;] /)[0];
  const cut = first.length > 90 ? `${first.slice(0, 88).replace(/\s+\S*$/, "")} …` : first;
  return cut.replaceAll("|", "\\|");
}

const TEST_CALLEE = /^test(\.(only|skip|fixme|fail|slow))?$/;
const DESCRIBE_CALLEE = /^test\.describe(\.(only|skip|fixme|serial|parallel))?$/;

/** A string argument's text; a template's placeholders kept as `${…}` so the title stays readable. */
function stringText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return null;
}

/** The string literals anywhere in a test's details argument ({ tag: "…" | ["…"] }). */
function literalStrings(node, out = []) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  // (forEachChild stops at the first child whose callback answers something truthy)
  node.forEachChild((child) => {
    literalStrings(child, out);
  });
  return out;
}

function idsIn(text) {
  return [...text.matchAll(ID)].map((m) => m[1]);
}

/** Every test of one file: { file, line, title, ids (from its title, tags and enclosing describes), tags }. */
export function testsInSource(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const tests = [];
  const visit = (node, inherited) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      const isTest = TEST_CALLEE.test(callee);
      const isDescribe = DESCRIBE_CALLEE.test(callee);
      const title = node.arguments.length > 0 ? stringText(node.arguments[0]) : null;
      // test.slow() / test.skip(condition) inside a body take no title: not a test
      if ((isTest || isDescribe) && title !== null && node.arguments.length >= 2) {
        const details = node.arguments.length >= 3 ? node.arguments[1] : null;
        const tags = details ? literalStrings(details).filter((s) => s.startsWith("@")) : [];
        const own = [...idsIn(title), ...tags.flatMap((tag) => idsIn(tag.slice(1)))];
        const ids = [...new Set([...inherited, ...own])];
        if (isTest) {
          const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
          tests.push({ file, line, title, ids, tags });
        } else {
          node.arguments.forEach((arg) => visit(arg, ids));
          return;
        }
      }
    }
    node.forEachChild((child) => {
      visit(child, inherited);
    });
  };
  visit(sf, []);
  return tests;
}

/** The tests of e2e/*.ts (spec files and the helpers they share). */
export function e2eTests(root = ROOT) {
  const dir = path.join(root, "e2e");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .flatMap((name) => testsInSource(`e2e/${name}`, readFileSync(path.join(dir, name), "utf8")));
}

/**
 * The audit: each row with its tests; rows with none (`missing`), allowed rows that have a test after all
 * (`staleAllowed`), allow-list entries that are not rows (`unknownAllowed`), IDs named by tests that are
 * not rows (`unknownIds`).
 */
export function specCoverage({ rows, tests, allowed = ALLOWED }) {
  const known = new Set(rows.map((row) => row.id));
  const byId = rows.map((row) => ({ ...row, tests: tests.filter((t) => t.ids.includes(row.id)), allowed: allowed[row.id] ?? null }));
  return {
    rows: byId,
    missing: byId.filter((row) => row.tests.length === 0 && !row.allowed).map((row) => row.id),
    staleAllowed: byId.filter((row) => row.tests.length > 0 && row.allowed).map((row) => row.id),
    unknownAllowed: Object.keys(allowed).filter((id) => !known.has(id)),
    // an ID-shaped word that is not a row (finding numbers like "M3" do not have this shape)
    unknownIds: [...new Set(tests.flatMap((t) => t.ids).filter((id) => !known.has(id) && /^(NAV|BROWSE|CART|AUTH|CHK|LOOKUP|ACCT|GIFT|ONB|PLAN|SHARE|TOOLS|SEARCH|MISC|INAPP|AN)-/.test(id)))],
  };
}

/** The problems that fail the check, one line each ([] when the audit passes). */
export function problems(result) {
  return [
    ...result.missing.map((id) => `${id}: no test names this row (tag @${id} or put ${id} in a title), and it is not on the allow-list`),
    ...result.staleAllowed.map((id) => `${id}: has a test now; take it off ALLOWED in scripts/spec-coverage.mjs`),
    ...result.unknownAllowed.map((id) => `${id}: on ALLOWED but not a row of features.md`),
    ...result.unknownIds.map((id) => `${id}: named by a test but not a row of features.md`),
  ];
}

export function renderMarkdown(result) {
  const covered = result.rows.filter((row) => row.tests.length > 0).length;
  const allowed = result.rows.filter((row) => row.tests.length === 0 && row.allowed).length;
  const cell = (text) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
  const lines = [
    "# Spec coverage",
    "",
    "Generated by `npm run spec:coverage` (scripts/spec-coverage.mjs) from the spec's checklist (features.md) and the",
    "Playwright journeys in `e2e/`: a test covers a row when it carries the row's tag (`@CART-01`) or names the row in",
    "its title. Do not edit by hand.",
    "",
    `**${result.rows.length} rows: ${covered} with a browser test, ${allowed} allowed without one, ${result.missing.length} missing.**`,
    "",
    "| ID | Feature | Tests |",
    "|---|---|---|",
    ...result.rows.map((row) => {
      const tests = row.tests.length
        ? row.tests.map((t) => `${t.file}:${t.line} ${cell(t.title)}`).join("<br>")
        : row.allowed
          ? `— *allowed: ${cell(row.allowed)}*`
          : "— **missing**";
      return `| ${row.id} | ${row.name} | ${tests} |`;
    }),
    "",
  ];
  return lines.join("\n");
}

/** Reads the spec and e2e/, writes docs/spec-coverage.md; returns the problems. */
export function run(root = ROOT) {
  const rows = specRows(readFileSync(findSpec(root), "utf8"));
  const result = specCoverage({ rows, tests: e2eTests(root) });
  writeFileSync(path.join(root, "docs", "spec-coverage.md"), renderMarkdown(result));
  return { result, problems: problems(result) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { result, problems: found } = run();
  const covered = result.rows.filter((row) => row.tests.length > 0).length;
  console.log(`spec coverage: ${covered}/${result.rows.length} rows with a browser test; docs/spec-coverage.md written`);
  for (const problem of found) console.error(`✖ ${problem}`);
  process.exit(found.length ? 1 : 0);
}
