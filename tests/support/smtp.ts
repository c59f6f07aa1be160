/**
 * A local SMTP server for the mail tests (smtp-server): it accepts, refuses (451, as a server in
 * trouble answers) or hangs on each message as the test says, and keeps what it accepted.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SmtpMode = "accept" | "refuse" | "hang";

export interface TestSmtp {
  url: string;
  mode: SmtpMode;
  /** every accepted message: its recipients and its raw text */
  delivered: { to: string[]; raw: string }[];
  /** messages the server has begun to receive (a hung one included) */
  begun: number;
  close(): Promise<void>;
}

export async function startTestSmtp(mode: SmtpMode = "accept"): Promise<TestSmtp> {
  const state: TestSmtp = { url: "", mode, delivered: [], begun: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      state.begun++;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.mode === "hang") return; // never answers: the sender is stuck mid-send
        if (state.mode === "refuse") {
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          return callback(error);
        }
        state.delivered.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
