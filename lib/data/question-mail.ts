import "server-only";

import { createHmac } from "node:crypto";

import { sql } from "drizzle-orm";

import { db } from "@/db/client";
import type { Language } from "@/db/schema";
import { WAITING_DAYS } from "@/lib/contract/visitor-question-codes";
import { closeAnsweredQuestions, waiterIsDue } from "@/lib/data/visitor-questions";
import { faqPath } from "@/lib/faq/path";
import { sendMail } from "@/lib/mail/send";
import { questionAnsweredMail } from "@/lib/mail/templates";
import { rowsOf } from "@/lib/search/sql";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

/**
 * Issue 39 (docs/decisions/0049-send-us-your-question.md): the one e-mail to each address that
 * waits for a question's answer, and the deletions that keep as little as possible.
 *
 * A sweep (sweepQuestionMail) runs after FAQ writes and links (lib/server/content-gap-closer.ts),
 * at server start and every hour (lib/server/start.ts), on every app server at once if need be:
 * - the keyed hashes of addresses mailed more than 24 hours ago go, and so do addresses that
 *   waited 90 days without an answer due to them;
 * - each waiter an answer is due to is claimed in a short transaction (its row locked, skipped if
 *   another server holds it) by writing its address's keyed hash for the day: an address mailed
 *   in the last 24 hours is left for a later sweep. Then the mail is handed to the transport, and
 *   only then is the waiter, and with it the address, deleted. A mail that cannot be handed over
 *   gives its day back and stays for the next sweep; a server that stops between the two keeps the
 *   day and the waiter, which is mailed again a day later (at least once, never lost).
 */

/** How many waiters one sweep mails at most; the rest wait for the next. */
const SWEEP_BATCH = 200;

/** An address as the daily limit keeps it: HMAC-SHA256 with AUTH_SECRET, never the address. */
export function mailedAddressKey(email: string): string {
  return createHmac("sha256", getEnv().authSecret)
    .update(`question-mail\u001f${email.toLowerCase()}`)
    .digest("hex");
}

export interface SweepOutcome {
  /** Mails handed to the transport. */
  sent: number;
  /** Waiters left for a later day: their address was mailed in the last 24 hours. */
  held: number;
  /** Addresses deleted after 90 days without an answer. */
  expired: number;
}

/**
 * Answers the questions FAQ writes answered (lib/data/visitor-questions.ts), then mails the
 * addresses due: what follows an FAQ write or a link, once its transaction has committed.
 */
export async function answerVisitorQuestions(): Promise<SweepOutcome> {
  await closeAnsweredQuestions();
  return sweepQuestionMail();
}

/** One sweep: the deletions, then a mail to each address due, at most one a day per address. */
export async function sweepQuestionMail(): Promise<SweepOutcome> {
  await db.execute(
    sql`DELETE FROM question_mail_days WHERE mailed_at <= now() - interval '24 hours'`,
  );
  const expired = await rowsOf<{ id: number }>(
    db,
    sql`DELETE FROM question_waiters w USING visitor_questions v
      WHERE w.question_id = v.id AND w.asked_at < now() - make_interval(days => ${WAITING_DAYS})
        AND NOT ${waiterIsDue("w", "v")}
      RETURNING w.id`,
  );
  const due = await rowsOf<{ id: number; email: string; language: Language; faq_id: number }>(
    db,
    sql`SELECT w.id, w.email, w.language, v.answered_faq_id AS faq_id
      FROM question_waiters w JOIN visitor_questions v ON v.id = w.question_id
      WHERE ${waiterIsDue("w", "v")}
      ORDER BY w.asked_at, w.id
      LIMIT ${SWEEP_BATCH}`,
  );
  const outcome: SweepOutcome = { sent: 0, held: 0, expired: expired.length };
  for (const waiter of due) {
    const hash = mailedAddressKey(waiter.email);
    const claimed = await claim(waiter.id, hash);
    if (claimed === "held") outcome.held += 1;
    if (claimed !== "claimed") continue;
    try {
      const mail = await mailFor(waiter.faq_id, waiter.language);
      await sendMail({ to: waiter.email, ...mail });
    } catch (error) {
      // The day goes back, so that the next sweep tries again; the mail server is likely away.
      await db.execute(sql`DELETE FROM question_mail_days WHERE email_hash = ${hash}`);
      log("warn", "question answered: mail not sent, kept for the next sweep", {
        error: error instanceof Error ? error.message : String(error),
      });
      break;
    }
    // Handed to the transport: the address goes.
    await db.execute(sql`DELETE FROM question_waiters WHERE id = ${waiter.id}`);
    outcome.sent += 1;
  }
  if (outcome.sent > 0 || outcome.expired > 0) {
    log("info", "questions answered: mails sent", { ...outcome });
  }
  return outcome;
}

/**
 * Claims a due waiter for its mail: its row locked (another server's claim skips it), and its
 * address's day written, unless that address was mailed in the last 24 hours ("held").
 */
async function claim(id: number, hash: string): Promise<"claimed" | "held" | "taken"> {
  return db.transaction(async (tx) => {
    const [still] = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT w.id FROM question_waiters w JOIN visitor_questions v ON v.id = w.question_id
        WHERE w.id = ${id} AND ${waiterIsDue("w", "v")}
        FOR UPDATE OF w SKIP LOCKED`,
    );
    if (!still) return "taken";
    const [day] = await rowsOf<{ email_hash: string }>(
      tx,
      sql`INSERT INTO question_mail_days AS d (email_hash) VALUES (${hash})
        ON CONFLICT (email_hash) DO UPDATE SET mailed_at = now()
          WHERE d.mailed_at <= now() - interval '24 hours'
        RETURNING d.email_hash`,
    );
    return day ? "claimed" : "held";
  });
}

/** The mail for an answer by FAQ `faqId`, in `language`: its question there, and its page. */
async function mailFor(faqId: number, language: Language) {
  const [faq] = await rowsOf<{ question: string; translated: string | null }>(
    db,
    sql`SELECT f.question_text AS question, t.question_text AS translated
      FROM faqs f LEFT JOIN faq_translations t
        ON t.faq_id = f.id AND t.language = ${language} AND t.status = 'published'
      WHERE f.id = ${faqId}`,
  );
  if (!faq) throw new Error(`FAQ ${String(faqId)} is gone`);
  const question = faq.translated ?? faq.question;
  const url = `${getEnv().siteUrl}${faqPath({ id: faqId, question }, language)}`;
  return questionAnsweredMail({ language, question, url });
}
