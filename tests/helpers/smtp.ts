/**
 * A real SMTP server for the API tests, on a free port of 127.0.0.1, that keeps every message the
 * app sends. Import it right after ./database and before startApp(): it sets SMTP_URL before the
 * app first reads its configuration, so the app mails through real SMTP (docs/api.md §7), and no
 * part of nodemailer is mocked.
 */
import type { AddressInfo } from "node:net";
import { after } from "node:test";

import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  /** Envelope recipients, as the app addressed them. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** The 6-digit code on a line of its own in the plain-text part, if there is one. */
  code: string | undefined;
}

type Headers = Map<string, string>;

/** Splits a MIME entity into its (unfolded, lower-case named) headers and its body. */
function splitEntity(entity: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : "";
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047 encoded words, as nodemailer writes a subject that is not plain ASCII. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g,
    (_word, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

/** The text/plain and text/html parts of a message, however deeply nested. */
function collectParts(entity: string, parts: { text: string; html: string }): void {
  const { headers, body } = splitEntity(entity);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectParts(section.replace(/^\r?\n/, ""), parts);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  if (/^text\/html/i.test(type)) parts.html += decoded;
  else if (/^text\/plain/i.test(type)) parts.text += decoded;
}

export function parseMail(raw: string, to: string[]): CapturedMail {
  const { headers } = splitEntity(raw);
  const parts = { text: "", html: "" };
  collectParts(raw, parts);
  return {
    to,
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: parts.text,
    html: parts.html,
    raw,
    code: /^(\d{6})\r?$/m.exec(parts.text)?.[1],
  };
}

const received: { mail: CapturedMail; taken: boolean }[] = [];
/** Whoever waits for a mail (mailbox.next), woken by each one that arrives. */
const waiting = new Set<() => void>();

const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      received.push({ mail: parseMail(Buffer.concat(chunks).toString("utf8"), to), taken: false });
      for (const wake of waiting) wake();
      callback();
    });
  },
});

await new Promise<void>((resolve, reject) => {
  server.server.once("error", reject);
  server.listen(0, "127.0.0.1", resolve);
});
const { port } = server.server.address() as AddressInfo;
process.env.SMTP_URL = `smtp://127.0.0.1:${String(port)}`;

after(async () => {
  await new Promise<void>((resolve) => {
    server.close(resolve);
  });
});

interface MailFilter {
  to: string;
  subject?: RegExp;
}

const matches = (mail: CapturedMail, { to, subject }: MailFilter) =>
  mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject));

export const mailbox = {
  /** Forgets every message, so that a test starts with an empty mailbox. */
  clear(): void {
    received.length = 0;
  },

  /** Every message to `to` so far, oldest first. */
  to(to: string): CapturedMail[] {
    return received.filter((entry) => matches(entry.mail, { to })).map((entry) => entry.mail);
  },

  /**
   * The oldest message to `to` (and with a matching subject) that no earlier call returned,
   * waiting for it to arrive; fails after `timeoutMs`.
   */
  async next(filter: MailFilter, timeoutMs = 10_000): Promise<CapturedMail> {
    const take = () => {
      const entry = received.find(
        (candidate) => !candidate.taken && matches(candidate.mail, filter),
      );
      if (entry) entry.taken = true;
      return entry?.mail;
    };
    const ready = take();
    if (ready) return ready;
    return new Promise((resolve, reject) => {
      const wake = () => {
        const mail = take();
        if (!mail) return;
        stop();
        resolve(mail);
      };
      const timer = setTimeout(() => {
        stop();
        const seen = received.map((e) => `${e.mail.to.join(",")}: ${e.mail.subject}`).join("; ");
        reject(new Error(`no mail to ${filter.to} within ${String(timeoutMs)} ms (seen: ${seen})`));
      }, timeoutMs);
      const stop = () => {
        clearTimeout(timer);
        waiting.delete(wake);
      };
      waiting.add(wake);
    });
  },

  /** The code of the next message to `to`, as `next` finds it. */
  async nextCode(filter: MailFilter): Promise<string> {
    const mail = await this.next(filter);
    if (!mail.code) throw new Error(`the mail "${mail.subject}" to ${filter.to} has no code line`);
    return mail.code;
  },
};
