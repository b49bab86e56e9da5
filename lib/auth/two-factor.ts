import "server-only";

import { createHash, randomInt } from "node:crypto";

import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

import type { TwoFactorSetup } from "@/lib/contract/user";

/**
 * Two-step sign-in (docs/decisions/0021): time-based codes (TOTP, RFC 6238: SHA-1, 6 digits, 30
 * seconds, what every authenticator app reads) from the maintained `otpauth` library, a QR code
 * drawn here by `qrcode` (no outside service sees the secret), and 10 recovery codes.
 */

const ISSUER = "FAQ Corner";

function totp(secret: string, label?: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
}

/** A new secret: 160 random bits, as RFC 4226 recommends, in base32. */
export function newTwoFactorSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the set-up screen shows: the key to type, and the same as a QR code (SVG, the contract's). */
export type { TwoFactorSetup };

export async function twoFactorSetup(secret: string, email: string): Promise<TwoFactorSetup> {
  const otpauthUri = totp(secret, email).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });
  return { key: secret.replace(/(.{4})(?=.)/g, "$1 "), otpauthUri, qrCodeSvg };
}

/**
 * The time step of `code` when it is right for `secret` at `now`, one step early or late allowed
 * for a phone's clock; null when it is wrong. The caller refuses a step it has already accepted.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/** The code an app shows at `now`: for the tests and the benchmark, as a phone would. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base32: no I, L, O or U, so nothing is misread. 16 of them hold 80 bits. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const RECOVERY_LENGTH = 16;
const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{${String(RECOVERY_LENGTH)}}$`);

/** Ten new recovery codes, shown as `abcd-efgh-jkmn-pqrs`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return chars.join("").replace(/(.{4})(?=.)/g, "$1-");
  });
}

/**
 * A recovery code as typed, made plain: any case, spaces or dashes, and the letters people
 * mistake for digits read as Crockford says. Null when it cannot be one.
 */
export function readRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return RECOVERY_CODE_PATTERN.test(plain) ? plain : null;
}

/** Stored instead of the code; 80 random bits need no slow hash. */
export function hashRecoveryCode(plain: string): string {
  return createHash("sha256").update(plain).digest("base64url");
}

/** What was typed at the code step: an app's six digits, a recovery code, or neither. */
export type SecondFactorCode =
  { kind: "app"; code: string } | { kind: "recovery"; code: string } | { kind: "unreadable" };

export function readSecondFactorCode(typed: string): SecondFactorCode {
  const digits = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) return { kind: "app", code: digits };
  const recovery = readRecoveryCode(typed);
  return recovery ? { kind: "recovery", code: recovery } : { kind: "unreadable" };
}
