/** Types of content-security-policy.mjs (plain JavaScript: the cache handler loads it at run time). */
export function noncePolicy(nonce: string, options?: { development?: boolean }): string;
export function newNonce(): string;
export function scriptHash(body: string): string;
export function isOwnInlineScript(body: string): boolean;
export function inlineScriptHashes(html: string): string[];
export function hashPolicy(html: string): string;
