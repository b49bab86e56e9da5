import type { Metadata } from "next";

import { AccountSettings } from "@/components/account/account-settings";
import { TwoFactorSettings } from "@/components/account/two-factor-settings";
import { guardPage } from "@/lib/auth/page-guard";
import { ROUTES } from "@/lib/routes";
import {
  hasTwoFactor,
  mayTurnOffTwoFactor,
  mustSetUpTwoFactor,
  recoveryCodesLeft,
} from "@/lib/data/two-factor";

export const metadata: Metadata = { title: ROUTES.account.title };

/**
 * docs/product.md §2 "My Account" (/faq/portal/account): Admin or Coach, and Two-Step Login, which
 * an Admin who must use it is sent here to set up before anything else (docs/decisions/0021).
 */
export default async function AccountPage() {
  const { user } = await guardPage(ROUTES.account);
  const on = hasTwoFactor(user);
  const twoFactor = {
    on,
    mustSetUp: mustSetUpTwoFactor(user),
    mayTurnOff: mayTurnOffTwoFactor(user),
    recoveryCodesLeft: on ? await recoveryCodesLeft({ userId: user.id }) : 0,
  };
  return (
    <div className="portal-page account-page">
      <h1>My Account</h1>
      <div className="account-sections">
        {/* First while an Admin must set it up; the same key keeps its state when it moves. */}
        {twoFactor.mustSetUp ? <TwoFactorSettings key="two-step-login" state={twoFactor} /> : null}
        <AccountSettings firstName={user.firstName} lastName={user.lastName} email={user.email} />
        {twoFactor.mustSetUp ? null : <TwoFactorSettings key="two-step-login" state={twoFactor} />}
      </div>
    </div>
  );
}
