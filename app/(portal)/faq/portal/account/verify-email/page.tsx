import { accountCodePage, accountCodePageMetadata } from "@/components/account/account-code-page";

/** docs/product.md §2 "Verify Email": the code mailed for the change; §4: then the account page. */
export const metadata = accountCodePageMetadata("verifyEmail");

export default accountCodePage("verifyEmail");
