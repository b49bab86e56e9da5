import { PrivacyPolicy, privacyPolicyMetadata } from "@/components/faq/pages/privacy-policy";

// SUPPORT_EMAIL and MARKETING_SITE_URL are read when the server runs, not when it is built.
export const dynamic = "force-dynamic";

export const metadata = privacyPolicyMetadata("en");

/** docs/product.md §2 "Static pages": the privacy policy, in plain words for readers of every level. */
export default function PrivacyPolicyPage() {
  return <PrivacyPolicy language="en" />;
}
