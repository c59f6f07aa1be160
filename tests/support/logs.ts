/**
 * The log lines (lib/log, pino JSON on stdout) written while `body` runs, parsed; the level is opened
 * to trace for the time (it is silent under vitest) and nothing reaches the terminal.
 */
import { log } from "@/lib/log";

export type LogLine = Record<string, unknown> & { level: number; msg?: string; err?: string; reqId?: string };

export async function captureLogs<T>(body: () => Promise<T>): Promise<{ result: T; lines: LogLine[]; text: string }> {
  const written: string[] = [];
  const level = log.level;
  log.level = "trace";
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    const result = await body();
    const lines = written
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
    return { result, lines, text: written.join("") };
  } finally {
    process.stdout.write = write;
    log.level = level;
  }
}
