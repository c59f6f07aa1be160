// Types for scripts/spec-coverage.mjs (plain Node, imported by tests/unit/spec-coverage.test.ts).

export interface SpecRow {
  id: string;
  name: string;
}

export interface SpecTest {
  file: string;
  line: number;
  title: string;
  /** the row IDs the test names: its title, its tags and those of the describes around it */
  ids: string[];
  tags: string[];
}

export interface RowCoverage extends SpecRow {
  tests: SpecTest[];
  allowed: string | null;
}

export interface SpecCoverage {
  rows: RowCoverage[];
  missing: string[];
  staleAllowed: string[];
  unknownAllowed: string[];
  unknownIds: string[];
}

export const ALLOWED: Record<string, string>;
export function findSpec(root?: string): string;
export function specRows(markdown: string): SpecRow[];
export function rowsFromCoverageDoc(markdown: string): SpecRow[];
export function testsInSource(file: string, source: string): SpecTest[];
export function e2eTests(root?: string): SpecTest[];
export function specCoverage(input: { rows: SpecRow[]; tests: SpecTest[]; allowed?: Record<string, string> }): SpecCoverage;
export function problems(result: SpecCoverage): string[];
export function renderMarkdown(result: SpecCoverage): string;
export function run(root?: string): { result: SpecCoverage; problems: string[] };
