"use client";

import Link from "next/link";

import { BrandLink } from "./brand-link";
import { useSignedInFlag } from "./hooks";
import { MailIcon, SocialGlyph } from "./icons";
import { SiteLinkAnchor } from "./site-link";
import type { ShellParts, SiteLink } from "./site-links";
import { PORTAL_AREA, ROUTES } from "@/lib/routes";

import "./site-footer.css";

/**
 * The row of affiliation logos (docs/product.md §2 "Footer"); the files are in public/affiliations.
 * Their names are names: every language keeps them.
 */
const AFFILIATIONS = [
  { name: "Reading Partners Network", file: "reading-partners-network.svg" },
  { name: "Family Literacy Alliance", file: "family-literacy-alliance.svg" },
  { name: "Community Learning Trust", file: "community-learning-trust.svg" },
  { name: "Early Readers Foundation", file: "early-readers-foundation.svg" },
] as const;

/** A column of the footer's links, named by its heading; `children` are more entries. */
function FooterLinks({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly SiteLink[];
  children?: React.ReactNode;
}) {
  return (
    <nav className="footer-column" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <SiteLinkAnchor link={link} />
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/**
 * docs/product.md §2 "Footer": company links, social links, the support e-mail, quick links, the
 * FAQ Corner link and the affiliation logos.
 */
export function SiteFooter({
  links,
  text,
  supportEmail,
  hidden,
}: ShellParts & {
  supportEmail: string;
  hidden: boolean;
}) {
  // docs/product.md §2: FAQ Corner leads into the portal when the browser says it is signed in.
  const signedIn = useSignedInFlag();

  return (
    <footer className="site-footer" hidden={hidden}>
      <section className="footer-affiliations" aria-labelledby="footer-affiliations-title">
        <h2 id="footer-affiliations-title" className="footer-affiliations-title">
          {text.footer.affiliationsTitle}
        </h2>
        <ul className="footer-logos">
          {AFFILIATIONS.map((affiliation) => (
            <li key={affiliation.file}>
              {/* Plain SVG files, shown as they are: next/image would only add its script (about
                  5 kB to every public page) to write this same element. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/affiliations/${affiliation.file}`}
                alt={affiliation.name}
                width={240}
                height={80}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </section>

      <div className="footer-main">
        <div className="footer-brand">
          <BrandLink href={links.home} name={text.brand} className="brand-link-inverse" />
          <p>{text.footer.tagline}</p>
          <p className="footer-support">
            <MailIcon />
            <span>
              {text.footer.needHelp}{" "}
              <a href={`mailto:${supportEmail}`} className="footer-email">
                {supportEmail}
              </a>
            </span>
          </p>
        </div>

        <FooterLinks id="footer-company-title" title={text.footer.company} links={links.company} />

        <FooterLinks id="footer-quick-title" title={text.footer.quickLinks} links={links.quick}>
          <li>
            <Link href={signedIn ? PORTAL_AREA : ROUTES.login.path} prefetch={false}>
              {text.footer.faqCorner}
            </Link>
          </li>
        </FooterLinks>

        <div className="footer-column footer-social-column">
          <h2 id="footer-social-title">{text.footer.followUs}</h2>
          <ul className="footer-social" aria-labelledby="footer-social-title">
            {links.social.map((social) => (
              <li key={social.icon}>
                <a href={social.href} aria-label={social.label} rel="noopener">
                  <SocialGlyph icon={social.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <p className="footer-bottom">{text.footer.copyright}</p>
    </footer>
  );
}
