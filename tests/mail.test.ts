import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

const dataDir = mkdtempSync(path.join(tmpdir(), "faq-mail-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;

const { sendMail } = await import("@/lib/mail/send");

test("without SMTP_URL a message is written to the outbox as an .eml file with both parts", async () => {
  await sendMail({
    to: "learner@example.org",
    subject: "Your verification code",
    text: "Your code is:\n123456\n",
    html: "<p>Your code is <strong>123456</strong></p>",
  });
  const files = readdirSync(path.join(dataDir, "mail"));
  assert.equal(files.length, 1);
  const eml = readFileSync(path.join(dataDir, "mail", files[0] ?? ""), "utf8");
  assert.match(eml, /^To: learner@example\.org$/m);
  assert.match(eml, /^Subject: Your verification code$/m);
  assert.match(eml, /Content-Type: text\/plain/);
  assert.match(eml, /Content-Type: text\/html/);
  assert.match(eml, /^123456$/m);
});
