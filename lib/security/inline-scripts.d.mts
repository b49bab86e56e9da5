/** Types of inline-scripts.mjs (plain JavaScript: the cache handler loads it at run time). */
export const TIPS_BANNER_ID: "tips-banner";
export const TIPS_BANNER_SCRIPT: string;
export const APP_INLINE_SCRIPTS: readonly string[];
