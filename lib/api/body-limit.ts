/**
 * The largest request body the API accepts: an answer of 20,000 characters with its markup fits.
 * Read by next.config.ts too: proxy.ts sees every request, and Next.js buffers a body for it up
 * to `proxyClientMaxBodySize` (10 MB unless set), which next.config.ts sets to twice this one.
 */
export const MAX_BODY_BYTES = 256 * 1024;
