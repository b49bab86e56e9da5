/**
 * The secrets file of the e2e log check (issue 7: logs never hold passwords, codes, tokens or
 * cookies): every password, one-time code, anti-forgery token and cookie value the Playwright
 * suite uses, one `kind<TAB>value` line each, in the e2e data folder. e2e/fixtures/secrets.ts
 * writes it while the suite runs; scripts/test/check-e2e-log.ts reads it afterwards and looks for each
 * secret in the server's log.
 */
import path from "node:path";

export const SECRET_KINDS = ["password", "code", "token", "cookie"] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];

export interface Secret {
  kind: SecretKind;
  value: string;
}

/** The file, in the e2e data folder (E2E_DATA_DIR, or .data/e2e). */
export function secretsFileIn(dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e"): string {
  return path.join(dataDir, "secrets.txt");
}

/** One secret's line; a secret of more than one line cannot be told apart, so it is refused. */
export function secretLine({ kind, value }: Secret): string {
  if (value.includes("\n")) throw new Error("a secret of one line, please");
  return `${kind}\t${value}\n`;
}

/** The secrets of the file's text; lines of another shape are passed over. */
export function parseSecrets(text: string): Secret[] {
  const kinds = new Set<string>(SECRET_KINDS);
  return text.split("\n").flatMap((line) => {
    const tab = line.indexOf("\t");
    const kind = line.slice(0, tab);
    return tab > 0 && kinds.has(kind)
      ? [{ kind: kind as SecretKind, value: line.slice(tab + 1) }]
      : [];
  });
}
