export const HSTS: string;
export function servedOverHttps(
  forwardedProto: string | string[] | undefined,
  siteUrl?: string,
): boolean;
