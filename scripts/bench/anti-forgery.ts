/**
 * A browser's anti-forgery pair, fetched as the site's forms fetch it before they send (not
 * timed): the cookie, for a Cookie header, and the token, for X-XSRF-TOKEN.
 */
export async function antiForgery(url: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${url}/api/User/GetXsrfToken`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { crossSiteRequestForgeryToken } = (await response.json()) as {
    crossSiteRequestForgeryToken: string;
  };
  return { cookie, token: crossSiteRequestForgeryToken };
}
