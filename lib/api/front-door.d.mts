import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** Decides whether the proxy at `address`, `hop` steps from this server, is trusted. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const CLIENT_ADDRESS_HEADER: "x-client-address";
export const MAX_BODY_BYTES: number;
export const BODY_DEADLINE_MS: number;
export const KEEP_ALIVE_MS: number;
export function keepIdleConnections(server: Server): void;
export const ANONYMOUS_ACTIONS: { atOnce: number; waiting: number };
export const TOO_LARGE: { title: string; detail: string; errors: Record<string, string[]> };
export function parseTrustedProxies(value: string | undefined): ProxyTrust;
export function frontDoor(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  trust: ProxyTrust,
  options?: { bodyDeadlineMs?: number },
): (request: IncomingMessage, response: ServerResponse) => void;
