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

/** Every inline script of the app's own. */
export const APP_INLINE_SCRIPTS = [TIPS_BANNER_SCRIPT];
