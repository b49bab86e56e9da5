import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { ROUTES } from "@/lib/routes";

/** Decision 0022: /api-reference shows the API from its OpenAPI document, and passes axe. */
test.describe("API reference", () => {
  test("lists the endpoints with who may call them, and has no axe violations", async ({
    page,
  }) => {
    // Forty endpoints with their tables: axe takes its time over a page this long.
    test.slow();
    const response = await page.goto(ROUTES.apiReference.path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("API reference");
    await expect(main.getByRole("heading", { level: 2, name: "Faq" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "User" })).toBeVisible();
    const patchFaq = main.getByRole("region", { name: "PATCH /api/Faq/PatchFaq" });
    await expect(patchFaq).toContainText("Who may call it: Coach or Admin.");
    await expect(patchFaq.getByRole("table", { name: "JSON body" })).toContainText("editedAt");
    await expect(patchFaq.getByRole("table", { name: "Answers" })).toContainText("409");
    await expect(main.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );

    await expectNoAxeViolations(page);
  });
});
