import type { VisitorText } from "@/lib/visitor-text/en";

/**
 * Where the public shell's links lead (docs/product.md §2 "Site header", "Footer"). Every entry but
 * FAQ and the privacy policy belongs to the external marketing site (MARKETING_SITE_URL); the paths
 * on that site are ours to choose, so they live here, in one place.
 */

export type MenuGroupId = "story" | "program" | "team";

export interface SiteLink {
  label: string;
  href: string;
  /** A page of this app, routed by Next.js; otherwise a page of the marketing site. */
  internal?: boolean;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  links: SiteLink[];
}

export type MenuEntry = { kind: "group"; group: MenuGroup } | { kind: "link"; link: SiteLink };

/** The cart lives on the marketing site; the FAQ site never holds items, so its total is 0. */
export const CART_TOTAL = "$0.00";

export interface SiteLinks {
  home: string;
  menu: MenuEntry[];
  cart: SiteLink;
  contact: SiteLink;
  company: SiteLink[];
  quick: SiteLink[];
  social: { label: string; href: string; icon: SocialIcon }[];
}

/**
 * The frame's own pages in its language (issue 28), from lib/faq/path.ts on the server
 * (components/site/site-frame.tsx): the FAQ list and the privacy policy.
 */
export interface FramePages {
  faq: string;
  privacyPolicy: string;
}

/** The names of the links, in the page's language. */
export type SiteLinkLabels = VisitorText["shell"]["links"];

/** What the header and the footer are drawn from: the site's links and the frame's words. */
export interface ShellParts {
  links: SiteLinks;
  text: VisitorText["shell"];
}

export type SocialIcon = "facebook" | "instagram" | "youtube" | "linkedin";

/**
 * The programme's social accounts. Not in docs/product.md: placeholders on each network's own
 * address, to be replaced with the programme's real pages.
 */
const SOCIAL_HANDLE = "literacyprogramme";

/**
 * docs/product.md §2: the menus exactly, in order; all but FAQ on the marketing site. Their names
 * come from the page's dictionary (lib/visitor-text).
 */
export function siteLinks(
  marketingSiteUrl: string,
  label: SiteLinkLabels,
  pages: FramePages,
): SiteLinks {
  const m = (path: string): string => `${marketingSiteUrl}${path}`;
  const faq: SiteLink = { label: label.faq, href: pages.faq, internal: true };
  const link = (name: string, path: string): MenuEntry => ({
    kind: "link",
    link: { label: name, href: m(path) },
  });
  const group = (id: MenuGroupId, name: string, links: SiteLink[]): MenuEntry => ({
    kind: "group",
    group: { id, label: name, links },
  });
  return {
    home: m("/"),
    menu: [
      group("story", label.ourStory, [
        { label: label.ourValues, href: m("/our-values") },
        { label: label.about, href: m("/about") },
        { label: label.mission, href: m("/mission") },
        { label: label.theLogo, href: m("/the-logo") },
      ]),
      group("program", label.theProgram, [
        { label: label.courses, href: m("/courses") },
        faq,
        { label: label.theScience, href: m("/the-science") },
      ]),
      link(label.inspiration, "/inspiration"),
      group("team", label.team, [
        { label: label.meetTheTeam, href: m("/meet-the-team") },
        { label: label.advisoryBoard, href: m("/advisory-board") },
      ]),
      link(label.mediaFeed, "/media-feed"),
      link(label.testimonials, "/testimonials"),
      // docs/product.md §2: Store is the product page of the guide to literacy learning.
      link(label.store, "/store/guide-to-literacy-learning"),
    ],
    cart: { label: label.cart, href: m("/cart") },
    contact: { label: label.contactUs, href: m("/contact-us") },
    company: [
      { label: label.about, href: m("/about") },
      { label: label.ourValues, href: m("/our-values") },
      { label: label.mission, href: m("/mission") },
      { label: label.testimonials, href: m("/testimonials") },
      { label: label.contactUs, href: m("/contact-us") },
    ],
    quick: [
      { label: label.privacyPolicy, href: pages.privacyPolicy, internal: true },
      { label: label.theProgram, href: m("/courses") },
      { label: label.theScience, href: m("/the-science") },
      { label: label.team, href: m("/meet-the-team") },
      { label: label.coachesCorner, href: m("/coaches-corner") },
    ],
    social: [
      { label: "Facebook", href: `https://www.facebook.com/${SOCIAL_HANDLE}`, icon: "facebook" },
      { label: "Instagram", href: `https://www.instagram.com/${SOCIAL_HANDLE}`, icon: "instagram" },
      { label: "YouTube", href: `https://www.youtube.com/@${SOCIAL_HANDLE}`, icon: "youtube" },
      {
        label: "LinkedIn",
        href: `https://www.linkedin.com/company/${SOCIAL_HANDLE}`,
        icon: "linkedin",
      },
    ],
  };
}
