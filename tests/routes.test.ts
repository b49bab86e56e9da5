import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  faqPageStart,
  needsSignIn,
  pathTo,
  PORTAL_AREA,
  REDIRECTS,
  ROUTES,
  searchPath,
} from "@/lib/routes";

import { pagesOnDisk } from "./helpers/pages-on-disk";

/**
 * The route table (lib/routes.ts) against the pages on disk: a page without an entry would have
 * no guard, title or navigation from it, and an entry without a page would be a dead link.
 * tests/api-bypass.test.ts checks, on PostgreSQL, that no identity opens a portal page the
 * table does not allow it.
 */

describe("the route table", () => {
  test("lists every page on disk, and nothing else", () => {
    const table = Object.values(ROUTES)
      .map((route) => route.path)
      .sort();
    assert.deepEqual(table, pagesOnDisk());
  });

  test("redirects lead to pages of the table, from paths with no page of their own", () => {
    const paths = new Set(Object.values(ROUTES).map((route) => route.path));
    for (const { source, destination } of REDIRECTS) {
      assert.ok(paths.has(destination), `${source} → ${destination}`);
      assert.ok(!paths.has(source), `${source} has no page`);
    }
  });

  test("fills a route's parameters, encoded, and refuses a missing one", () => {
    assert.equal(
      pathTo(ROUTES.faqVersion, { id: 7, revisionId: "12" }),
      "/faq/portal/edit-faq/7/history/12",
    );
    assert.equal(pathTo(ROUTES.editUser, { id: "a/b" }), "/faq/portal/admin/users/edit/a%2Fb");
    assert.throws(() => pathTo(ROUTES.editFaq), /no id/);
  });

  test("writes an FAQ page's start and a search of a list, in each language", () => {
    assert.equal(faqPageStart(12), "/faq/q/12/");
    assert.equal(faqPageStart(12, "es"), "/es/faq/q/12/");
    assert.equal(searchPath("reading at home"), "/faq?q=reading%20at%20home");
    assert.equal(searchPath("¿leer?", "es"), "/es/faq?q=%C2%BFleer%3F");
  });

  test("sends signed-out visitors to the login page from every page that needs a session", () => {
    for (const route of Object.values(ROUTES)) {
      const path = pathTo(route, { id: 1, revisionId: 2, slug: "x" });
      assert.equal(needsSignIn(path), route.access !== "anyone", path);
      assert.equal(needsSignIn(path.toUpperCase()), route.access !== "anyone", path);
    }
    for (const path of [PORTAL_AREA, "/faq/portal/", "/FAQ/Portal/no-such-page"]) {
      assert.equal(needsSignIn(path), true, path);
    }
    for (const path of [ROUTES.faq.path, "/faq/portalx", ROUTES.login.path, "/api/Faq/GetFaqs"]) {
      assert.equal(needsSignIn(path), false, path);
    }
  });
});
