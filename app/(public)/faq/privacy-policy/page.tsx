import Link from "next/link";

import { MarkedText } from "@/components/site/marked-text";
import { getEnv } from "@/lib/server/env";
import { listedPage } from "@/lib/page-metadata";
import { visitorText } from "@/lib/visitor-text";

// SUPPORT_EMAIL and MARKETING_SITE_URL are read when the server runs, not when it is built.
export const dynamic = "force-dynamic";

// English, as every page under /faq (issue 28 adds /es).
const { privacy: text } = visitorText("en");

export const metadata = listedPage({
  title: text.title,
  description: text.description,
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
        <h1>{text.title}</h1>
        <p className="content-page-meta">
          {`${text.effectiveDate} `}
          <time dateTime="2024-11-20">{text.date}</time>
        </p>
      </header>

      <p className="content-page-lead">{text.lead}</p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">{text.collect.heading}</h2>
        <p>
          <MarkedText text={text.collect.what} />
        </p>
        <p>{text.collect.notKept}</p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">{text.use.heading}</h2>
        <p>{text.use.intro}</p>
        <ul>
          <li>{text.use.improve}</li>
          <li>{text.use.trends}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-share">
        <h2 id="privacy-share">{text.share.heading}</h2>
        <p>
          <MarkedText text={text.share.text} />
        </p>
      </section>

      <section aria-labelledby="privacy-device">
        <h2 id="privacy-device">{text.device.heading}</h2>
        <p>{text.device.text}</p>
      </section>

      <section aria-labelledby="privacy-contact" className="content-page-callout">
        <h2 id="privacy-contact">{text.contact.heading}</h2>
        <p>
          {text.contact.before} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {text.contact.after}
        </p>
      </section>

      <p>
        <Link href="/faq" className="content-page-back">
          {text.back}
        </Link>
      </p>
    </article>
  );
}
