import "server-only";

import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";

import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

/** A message always has a plain-text and an HTML part (docs/api.md §7). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

type Sender = (message: MailMessage) => Promise<void>;

let sender: Sender | undefined;

function createSender(): Sender {
  const env = getEnv();
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport(env.smtpUrl);
    return async (message) => {
      await transport.sendMail({ from: env.mailFrom, ...message });
    };
  }
  // Development outbox: each message becomes an .eml file that any mail program opens.
  const outbox = path.join(/*turbopackIgnore: true*/ env.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (message) => {
    const info = await transport.sendMail({ from: env.mailFrom, ...message });
    await mkdir(outbox, { recursive: true });
    const file = path.join(
      outbox,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`,
    );
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    log("info", "mail written to the development outbox", {
      subject: message.subject,
      to: message.to,
      file,
    });
  };
}

/** Sends a message through SMTP_URL, or into the development outbox when it is unset. */
export async function sendMail(message: MailMessage): Promise<void> {
  sender ??= createSender();
  await sender(message);
}
