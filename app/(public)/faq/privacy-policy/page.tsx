import Link from "next/link";

import { getEnv } from "@/lib/server/env";
import { MESSAGES } from "@/lib/messages";
import { listedPage } from "@/lib/page-metadata";

// SUPPORT_EMAIL and MARKETING_SITE_URL are read when the server runs, not when it is built.
export const dynamic = "force-dynamic";

export const metadata = listedPage({
  title: "Privacy Policy",
  description:
    "What we collect when you use our FAQ site: only anonymous search words, used to improve the site. We never sell or share them.",
  path: "/faq/privacy-policy",
  article: true,
});

/**
 * docs/product.md §2 "Static pages": the privacy policy, in plain words for readers of every level.
 */
export default function PrivacyPolicyPage() {
  const { supportEmail } = getEnv();
  return (
    <article className="content-page">
      <header className="content-page-header">
        <h1>Privacy Policy</h1>
        <p className="content-page-meta">
          Effective date: <time dateTime="2024-11-20">{MESSAGES.privacyEffectiveDate}</time>
        </p>
      </header>

      <p className="content-page-lead">
        We want you to feel safe here. You can read and search our questions and answers without
        signing up, and we never ask who you are.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect</h2>
        <p>
          We only collect <strong>anonymous search data</strong>. That means the words you type into
          the search box, and the time you searched.
        </p>
        <p>
          We do not keep your name, your e-mail address, your IP address or a cookie with your
          search. Nobody can tell that a search came from you.
        </p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">Why we collect it</h2>
        <p>We use the search words for two things:</p>
        <ul>
          <li>to improve this site, for example by adding answers to questions people look for;</li>
          <li>to understand trends, such as which topics many families are asking about.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-share">
        <h2 id="privacy-share">Who sees it</h2>
        <p>
          We <strong>never sell</strong> this data. We do not share it with anyone, except when the
          law says we must (for legal reasons).
        </p>
      </section>

      <section aria-labelledby="privacy-device">
        <h2 id="privacy-device">What stays on your device</h2>
        <p>
          Your browser remembers a few choices you make on this site, like the order of the
          questions or that you closed the tips. These stay on your own device. We do not collect
          them.
        </p>
      </section>

      <section aria-labelledby="privacy-contact" className="content-page-callout">
        <h2 id="privacy-contact">Questions? We are happy to help</h2>
        <p>
          If you have a question about your privacy, write to us at{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </section>

      <p>
        <Link href="/faq" className="content-page-back">
          Back to the questions and answers
        </Link>
      </p>
    </article>
  );
}
