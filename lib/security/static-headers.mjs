// The security headers that never depend on the request, sent with every response by
// next.config.ts (so Next's own script and style files carry them too), and by the front door with
// the answers it gives itself (lib/api/front-door-refusals.mjs). proxy.ts adds the per-request
// ones (lib/security/headers.ts), the front door HSTS (lib/security/transport.mjs). Plain
// JavaScript, as the front door is.

/**
 * Sent with every response.
 *
 * @type {readonly { key: string; value: string }[]}
 */
export const STATIC_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  // For browsers without CSP frame-ancestors, and for answers that carry no CSP (the API).
  { key: "X-Frame-Options", value: "DENY" },
  // The site uses none of these but the microphone, for its own pages only: Say it (issue 39)
  // listens through the browser's speech recognition, never from a frame of another site. Speech
  // synthesis (the Listen button) needs no permission.
  {
    key: "Permissions-Policy",
    value:
      "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(self), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()",
  },
];
