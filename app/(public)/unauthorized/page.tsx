import type { Metadata } from "next";
import Link from "next/link";

import { LockPicture } from "@/components/site/icons";
import { getEnv } from "@/lib/server/env";
import { MESSAGES } from "@/lib/messages";
import { ROUTES } from "@/lib/routes";

import { LogoutIfSignedIn } from "./logout-if-signed-in";

import "@/components/site/content-page.css";

// SUPPORT_EMAIL and MARKETING_SITE_URL are read when the server runs, not when it is built.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "No access",
  description: "You do not have access to that page.",
  robots: { index: false, follow: false },
};

/** docs/product.md §2 "Static pages": access denied, with a way out for a signed-in user. */
export default function UnauthorizedPage() {
  const { supportEmail } = getEnv();
  return (
    <div className="content-page content-page-short">
      <LockPicture className="content-page-picture" />
      <h1>{MESSAGES.unauthorizedHeading}</h1>
      <p className="content-page-lead">Sorry, you do not have access to this page.</p>
      <p>
        Please try clearing your browser&apos;s cookies, then sign in again. If you still cannot get
        in, contact support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <div className="content-page-actions">
        <Link href={ROUTES.faq.path} className="site-button site-button-primary">
          Go to the questions and answers
        </Link>
        <LogoutIfSignedIn />
      </div>
    </div>
  );
}
