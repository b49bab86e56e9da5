/** Types of inline-scripts.mjs (plain JavaScript: the cache handler loads it at run time). */
export const TIPS_BANNER_ID: "tips-banner";
export const TIPS_BANNER_SCRIPT: string;
interface ReadingSetting<V extends string> {
  key: string;
  attribute: string;
  values: readonly V[];
}
export const READING_SETTINGS: {
  textSize: ReadingSetting<"large" | "extra-large">;
  lineSpacing: ReadingSetting<"wide">;
  contrast: ReadingSetting<"high">;
};
export const READING_SETTINGS_SCRIPT: string;
export const EVERY_PAGE_SCRIPTS: readonly string[];
export const APP_INLINE_SCRIPTS: readonly string[];
