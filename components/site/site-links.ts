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

export type SocialIcon = "facebook" | "instagram" | "youtube" | "linkedin";

/**
 * The programme's social accounts. Not in docs/product.md: placeholders on each network's own
 * address, to be replaced with the programme's real pages.
 */
const SOCIAL_HANDLE = "literacyprogramme";

/** docs/product.md §2: the menus exactly, in order; all but FAQ on the marketing site. */
export function siteLinks(marketingSiteUrl: string): SiteLinks {
  const m = (path: string): string => `${marketingSiteUrl}${path}`;
  const faq: SiteLink = { label: "FAQ", href: "/faq", internal: true };
  const link = (label: string, path: string): MenuEntry => ({
    kind: "link",
    link: { label, href: m(path) },
  });
  const group = (id: MenuGroupId, label: string, links: SiteLink[]): MenuEntry => ({
    kind: "group",
    group: { id, label, links },
  });
  return {
    home: m("/"),
    menu: [
      group("story", "Our Story", [
        { label: "Our Values", href: m("/our-values") },
        { label: "About", href: m("/about") },
        { label: "Mission", href: m("/mission") },
        { label: "The Logo", href: m("/the-logo") },
      ]),
      group("program", "The Program", [
        { label: "Courses", href: m("/courses") },
        faq,
        { label: "The Science", href: m("/the-science") },
      ]),
      link("Inspiration", "/inspiration"),
      group("team", "Team", [
        { label: "Meet the Team", href: m("/meet-the-team") },
        { label: "Advisory Board", href: m("/advisory-board") },
      ]),
      link("Media Feed", "/media-feed"),
      link("Testimonials", "/testimonials"),
      // docs/product.md §2: Store is the product page of the guide to literacy learning.
      link("Store", "/store/guide-to-literacy-learning"),
    ],
    cart: { label: "Cart", href: m("/cart") },
    contact: { label: "Contact Us", href: m("/contact-us") },
    company: [
      { label: "About", href: m("/about") },
      { label: "Our Values", href: m("/our-values") },
      { label: "Mission", href: m("/mission") },
      { label: "Testimonials", href: m("/testimonials") },
      { label: "Contact Us", href: m("/contact-us") },
    ],
    quick: [
      { label: "Privacy Policy", href: "/faq/privacy-policy", internal: true },
      { label: "The Program", href: m("/courses") },
      { label: "The Science", href: m("/the-science") },
      { label: "Team", href: m("/meet-the-team") },
      { label: "Coaches Corner", href: m("/coaches-corner") },
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
