import type { Metadata } from "next";

import { CodeEntryForm } from "@/components/account/code-entry-form";
import { guardPage } from "@/lib/auth/page-guard";
import { MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

/**
 * docs/product.md §2 "Verify Email" and "Verify Password": the code mailed for a change of My
 * Account, then the account page (§4). The two pages differ only in their words and the call that
 * takes the code.
 */
const CODE_PAGES = {
  verifyEmail: {
    route: ROUTES.verifyEmail,
    lead: "Enter the code we e-mailed to your new address. Your email changes once the code is accepted.",
    successMessage: MESSAGES.emailChanged,
  },
  verifyPassword: {
    route: ROUTES.verifyPassword,
    lead: "Enter the code we e-mailed to you. Your new password takes effect once the code is accepted, and you stay signed in here.",
    successMessage: MESSAGES.passwordChanged,
  },
} as const;

type CodePage = keyof typeof CODE_PAGES;

export function accountCodePageMetadata(page: CodePage): Metadata {
  return { title: CODE_PAGES[page].route.title };
}

/** The page component of /faq/portal/account/verify-email or verify-password. */
export function accountCodePage(page: CodePage) {
  const { route, lead, successMessage } = CODE_PAGES[page];
  return async function AccountCodePage() {
    await guardPage(route);
    return (
      <div className="portal-page code-page">
        <h1>{route.title}</h1>
        <p className="code-page-lead">{lead}</p>
        <CodeEntryForm
          endpoint={page}
          successMessage={successMessage}
          destination={ROUTES.account.path}
        />
      </div>
    );
  };
}
