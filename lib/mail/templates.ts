import "server-only";

import { CODE_LIFETIME_MINUTES, UNDO_LINK_LIFETIME_DAYS } from "@/lib/data/codes";
import { getEnv } from "@/lib/server/env";
import { type Language, visitorText } from "@/lib/visitor-text";

/**
 * The mails of the account flows (docs/api.md §5, §7). Each names the programme, puts any code on
 * a line of its own in the plain-text part, says what to do when the mail was not expected, and
 * escapes everything a person typed (names, addresses) in the HTML part.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const PROGRAMME = "Literacy Programme FAQ";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

interface Paragraphs {
  subject: string;
  firstName: string;
  /** Plain-text paragraphs before the code; the code gets a line of its own. */
  before: string[];
  code?: string;
  after: string[];
  /** A link on a line of its own, after `after`. */
  link?: string;
  unexpected: string;
}

/** Builds both parts from the same paragraphs, so they never say different things. */
function compose({
  subject,
  firstName,
  before,
  code,
  after,
  link,
  unexpected,
}: Paragraphs): MailContent {
  const support = getEnv().supportEmail;
  const closing = [
    `${unexpected} Questions? Contact support at ${support}.`,
    `${PROGRAMME}, the FAQ site of our literacy programme`,
  ];
  const text = [
    `Hello ${firstName},`,
    ...before,
    ...(code ? [code] : []),
    ...after,
    ...(link ? [link] : []),
    ...closing,
  ].join("\n\n");

  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #222;">',
    paragraph(`Hello ${firstName},`),
    ...before.map(paragraph),
    ...(code
      ? [
          `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${escapeHtml(code)}</p>`,
        ]
      : []),
    ...after.map(paragraph),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    `<p>${escapeHtml(unexpected)} Questions? Contact support at <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`,
    paragraph(closing[1] ?? PROGRAMME),
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}

const validity = `The code works once and expires in ${String(CODE_LIFETIME_MINUTES)} minutes.`;

/** The mails that carry a one-time code, by what the code is for. */
const CODE_MAILS = {
  verification: {
    subject: `Your verification code for ${PROGRAMME}`,
    before: `Here is the code that verifies your account on ${PROGRAMME}, the FAQ site of our literacy programme. Sign in and enter it on the verify page:`,
    after: [validity, "If it has expired, use the link to resend a code on the verify page."],
    unexpected:
      "If you did not expect this e-mail, you can ignore it: the account stays unverified.",
  },
  passwordReset: {
    subject: `Your password reset code for ${PROGRAMME}`,
    before: `Someone asked to reset the password of your account on ${PROGRAMME}. To choose a new password, enter this code with your e-mail address on the New Password page:`,
    after: [validity],
    unexpected:
      "If you did not ask for this, ignore this e-mail: your password stays as it is. If it keeps happening, tell us.",
  },
  emailChange: {
    subject: `Confirm your new e-mail address for ${PROGRAMME}`,
    before: `You asked to use this address for your account on ${PROGRAMME}. To confirm it, enter this code on the Verify Email page:`,
    after: [validity, "Your account keeps its old address until the code is entered."],
    unexpected:
      "If you did not ask for this, ignore this e-mail: nothing changes without the code.",
  },
  passwordChange: {
    subject: `Confirm your new password for ${PROGRAMME}`,
    before: `You asked to change the password of your account on ${PROGRAMME}. To confirm it, enter this code on the Verify Password page:`,
    after: [validity, "Your old password works until the code is entered."],
    unexpected:
      "If you did not ask for this, someone may know your password: change it and contact support.",
  },
} as const;

export type CodeMailKind = keyof typeof CODE_MAILS;

/** A mail with a one-time code on a line of its own. */
export function codeMail(
  kind: CodeMailKind,
  { firstName, code }: { firstName: string; code: string },
): MailContent {
  const { subject, before, after, unexpected } = CODE_MAILS[kind];
  return compose({ subject, firstName, before: [before], code, after: [...after], unexpected });
}

export function emailChangeNoticeMail({
  firstName,
  newEmail,
  undoUrl,
}: {
  firstName: string;
  newEmail: string;
  /** The undo link; none while an earlier change's link still works. */
  undoUrl: string | undefined;
}): MailContent {
  return compose({
    subject: `Your e-mail address on ${PROGRAMME} is being changed`,
    firstName,
    before: [
      `Someone signed in to your account on ${PROGRAMME} asked to change its e-mail address to ${newEmail}. The change happens only when the code we sent to that address is entered.`,
    ],
    after: [
      "If this was you, there is nothing more to do here.",
      ...(undoUrl
        ? [
            `If this was not you, open this link within ${String(UNDO_LINK_LIFETIME_DAYS)} days. It puts this address back and signs everyone out of the account:`,
          ]
        : []),
    ],
    link: undoUrl,
    unexpected: undoUrl
      ? "Then change your password."
      : "If this was not you, use the link in our first e-mail about this change, or contact support.",
  });
}

/** To the owner of an address that someone else tried to move their account to. */
export function emailInUseNoticeMail({ firstName }: { firstName: string }): MailContent {
  return compose({
    subject: `Someone tried to use your e-mail address on ${PROGRAMME}`,
    firstName,
    before: [
      `Someone signed in to another account on ${PROGRAMME} asked to change its e-mail address to yours. Your address already has an account, so nothing was changed.`,
    ],
    after: ["You do not need to do anything."],
    unexpected: "If you are worried about this,",
  });
}

/**
 * Issue 27: after 20 wrong reset codes in 24 hours, password reset of the account pauses for 24
 * hours; its owner is told once, and told that nothing changed.
 */
export function resetPausedMail({ firstName }: { firstName: string }): MailContent {
  return compose({
    subject: `Password reset paused on ${PROGRAMME}`,
    firstName,
    before: [
      "Someone entered 20 wrong codes to reset the password of your account. To keep it safe, we stopped taking reset codes for it for 24 hours.",
    ],
    after: [
      "Your password has not changed. You can still log in with it. After 24 hours you can ask for a new code again.",
    ],
    unexpected: "If you did not try to reset your password, you do not need to do anything.",
  });
}

/**
 * Issue 39: a visitor's question was answered. In the language of the page they asked from, with
 * the FAQ's question (as that language shows it) as a link to its page, and nothing the visitor
 * wrote: the form must not be a way to send anyone a text of one's own.
 */
export function questionAnsweredMail({
  language,
  question,
  url,
}: {
  language: Language;
  /** The FAQ's question as plain text. */
  question: string;
  url: string;
}): MailContent {
  const words = visitorText(language).answeredMail;
  const text = [
    words.hello,
    words.body,
    `${question}\n${url}`,
    words.once,
    words.unexpected,
    words.signature,
  ].join("\n\n");
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #222;">',
    paragraph(words.hello),
    paragraph(words.body),
    `<p style="font-size: 1.2em;"><a href="${escapeHtml(url)}">${escapeHtml(question)}</a></p>`,
    paragraph(words.once),
    paragraph(words.unexpected),
    paragraph(words.signature),
    "</body></html>",
  ].join("\n");
  return { subject: words.subject, text, html };
}
