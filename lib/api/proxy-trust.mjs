// Whom the front door (lib/api/front-door.mjs) believes about the client's address: the
// proxies the operator trusts (TRUSTED_PROXIES, docs/decisions/0019). Plain JavaScript, as the
// front door is.
import proxyAddr from "proxy-addr";

/**
 * TRUSTED_PROXIES, validated: which connections may say, in `X-Forwarded-For`, whom they forward
 * for. Empty (the default) trusts none: the client is the address of the connection. Otherwise
 * either a hop count (`1`: the client is the entry the nearest proxy added) or a comma-separated
 * list of addresses, CIDR ranges and the names `loopback`, `linklocal` and `uniquelocal`.
 * Throws an Error saying what the value must be when it is neither.
 *
 * @param {string | undefined} value
 * @returns {(address: string, hop: number) => boolean}
 */
export function parseTrustedProxies(value) {
  const text = (value ?? "").trim();
  if (text === "") return () => false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new Error("must be a hop count of at most 32, or a list of addresses");
    return (_address, hop) => hop < hops;
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(
      `must be a hop count or a comma-separated list of addresses and CIDR ranges (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {(address: string, hop: number) => boolean} trust
 */
export function clientAddress(request, trust) {
  try {
    // An IPv4 client of a server listening on every address shows as ::ffff:a.b.c.d.
    return proxyAddr(request, trust).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  } catch {
    // A connection already closed has no address.
    return "unknown";
  }
}
