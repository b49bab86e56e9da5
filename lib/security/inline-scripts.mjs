// The inline scripts this app writes itself, word for word. Cached pages allow an inline script
// by hash only when it is one of these or one of Next.js's own (content-security-policy.mjs):
// a script found in a page that matches neither is never hashed, so the browser refuses it.

/** The id of the tips banner (components/faq/tips-banner.tsx). */
export const TIPS_BANNER_ID = "tips-banner";

/**
 * Hides the tips banner before the first paint when the visitor closed it on an earlier visit
 * (components/faq/tips-banner.tsx). "tipsBannerClosed" is STORAGE_KEYS.tipsBannerClosed of
 * lib/client/storage.ts.
 */
export const TIPS_BANNER_SCRIPT = `try{if(localStorage.getItem("tipsBannerClosed")==="true")document.getElementById(${JSON.stringify(TIPS_BANNER_ID)}).hidden=true}catch(e){}`;

/**
 * The reading settings (components/site/reading-settings.tsx): each choice's key in localStorage
 * (STORAGE_KEYS of lib/client/storage.ts), the data attribute on <html> that the CSS keys on
 * (components/site/reading-settings.css), and the values other than "normal", which is no
 * attribute at all.
 */
export const READING_SETTINGS = /** @type {const} */ ({
  textSize: { key: "readingTextSize", attribute: "textSize", values: ["large", "extra-large"] },
  lineSpacing: { key: "readingLineSpacing", attribute: "lineSpacing", values: ["wide"] },
  contrast: { key: "readingContrast", attribute: "contrast", values: ["high"] },
});

/**
 * Puts the visitor's reading settings on <html> as the head is parsed, before the first paint, so
 * a large text or high contrast page never shows first at the normal size (docs/decisions/0024).
 * A value that is not offered is ignored.
 */
export const READING_SETTINGS_SCRIPT = `try{${JSON.stringify(Object.values(READING_SETTINGS))}.forEach(function(s){var v=localStorage.getItem(s.key);if(s.values.indexOf(v)>=0)document.documentElement.dataset[s.attribute]=v})}catch(e){}`;

/**
 * The inline scripts of every page, written by the root layout without a nonce: pages rendered
 * per request allow them by hash next to their nonce (content-security-policy.mjs), since
 * reading the request's nonce in the root layout would render every page per request.
 */
export const EVERY_PAGE_SCRIPTS = [READING_SETTINGS_SCRIPT];

/** Every inline script of the app's own. */
export const APP_INLINE_SCRIPTS = [TIPS_BANNER_SCRIPT, ...EVERY_PAGE_SCRIPTS];
