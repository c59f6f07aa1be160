/**
 * Errors as the server logs them (finding L5): never with the values a query carried. Drizzle's
 * DrizzleQueryError puts "Failed query: … params: …" in its message and keeps `params`; the
 * driver's error under it (pg, PGlite) keeps `params` too, and its `detail` ("Key (email)=(…)
 * already exists", "Failing row contains (…)") and some messages ('invalid input syntax for type
 * integer: "…"') quote values. So a database error is logged by its SQLSTATE code, the constraint,
 * table and column it names, its message with quoted values masked, and the SQL text with its `$1`
 * placeholders; other errors by name and message. The stack's frames are kept: they are code.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";

const MAX_CAUSES = 5;
const MAX_FRAMES = 10;
const MAX_SQL = 400;

/** pg and PGlite errors carry a five-character SQLSTATE `code` and the server's `severity`. */
interface DatabaseErrorFields {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

function isDatabaseError(error: Error): error is Error & DatabaseErrorFields {
  const { code, severity } = error as Partial<DatabaseErrorFields>;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return `thrown ${typeof error}`;
  if (error instanceof DrizzleQueryError) {
    const sql = oneLine(error.query);
    return `DrizzleQueryError: failed query: ${sql.length > MAX_SQL ? `${sql.slice(0, MAX_SQL)}…` : sql}`;
  }
  if (isDatabaseError(error)) {
    const named = (["constraint", "table", "column"] as const).filter((key) => error[key]).map((key) => `${key} ${error[key]}`);
    const message = oneLine(error.message).replace(/"[^"]*"/g, '"…"');
    return [`database error ${error.code}: ${message}`, ...named].join(", ");
  }
  return `${error.name}: ${error.message}`;
}

/** One text for the log: the error and its causes, then where the outermost one was thrown. */
export function describeError(error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  while (current !== undefined && chain.length < MAX_CAUSES) {
    chain.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return [chain.join("\n  caused by "), ...framesOf(error)].join("\n");
}

/** The stack's frames without its header, which repeats the message (and a query's params). */
function framesOf(error: unknown): string[] {
  if (!(error instanceof Error) || !error.stack) return [];
  const messageAt = error.stack.indexOf(error.message);
  // a message changed after the stack was taken: the header is unknown, so keep nothing
  if (messageAt < 0) return [];
  return error.stack
    .slice(messageAt + error.message.length)
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES);
}
