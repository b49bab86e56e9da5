/**
 * The frame around every public page, in English (docs/product.md §2 "Site header", "Footer").
 * The source of lib/visitor-text's other dictionaries: their areas have this shape.
 */

/** The skip link, the programme's name, the menus and the footer. */
export const shell = {
  skipLink: "Skip to main content",
  // The programme's name is a name: the other languages keep it as it is.
  brand: { first: "Literacy", second: "Programme" },
  /** The menus and the footer's links (components/site/site-links.ts says where each leads). */
  links: {
    ourStory: "Our Story",
    ourValues: "Our Values",
    about: "About",
    mission: "Mission",
    theLogo: "The Logo",
    theProgram: "The Program",
    courses: "Courses",
    faq: "FAQ",
    theScience: "The Science",
    inspiration: "Inspiration",
    team: "Team",
    meetTheTeam: "Meet the Team",
    advisoryBoard: "Advisory Board",
    mediaFeed: "Media Feed",
    testimonials: "Testimonials",
    store: "Store",
    cart: "Cart",
    contactUs: "Contact Us",
    privacyPolicy: "Privacy Policy",
    coachesCorner: "Coaches Corner",
  },
  nav: {
    /** The name of the header's menus, for screen readers. */
    label: "Main",
    /** Heard after the cart's name on the desktop header: "Cart, total $0.00". */
    cartTotalSpoken: "total",
    /** Before the cart's total in the mobile menu. */
    total: "Total",
    menu: "Menu",
    back: "Back",
  },
  footer: {
    affiliationsTitle: "Proud to work with",
    tagline: "Helping children and grown-ups learn to read, one page at a time.",
    /** Followed by the support e-mail address. */
    needHelp: "Need help? Write to us at",
    company: "Company",
    quickLinks: "Quick links",
    // The portal's name: a name, not translated.
    faqCorner: "FAQ Corner",
    followUs: "Follow us",
    copyright: "© Literacy Programme. All rights reserved.",
  },
};

/** Issue 16: the reading settings above every public page. */
export const readingSettings = {
  readingSettings: "Reading settings",
  textSize: "Text size",
  normal: "Normal",
  large: "Large",
  extraLarge: "Extra large",
  lineSpacing: "Line spacing",
  wide: "Wide",
  contrast: "Contrast",
  high: "High",
};

/** A public page that could not be shown (components/site/error-page.tsx). */
export const errorPage = {
  heading: "Something went wrong",
  lead: "We could not load this page. Please try again in a moment.",
  retry: "Try again",
  home: "Go to the FAQ home page",
};

/** docs/product.md §2 "Static pages": the not-found pages (app/(public)/not-found.tsx and its like). */
export const notFound = {
  title: "Page not found",
  description: "We could not find that page. It may have moved, or the address may be mistyped.",
  kicker: "Error 404",
  heading: "Sorry, we cannot find that page",
  lead: "The web address may have a mistake in it, or the page may have moved.",
  body: "You can go back to our home page, or search for what you need.",
  homeLink: "Go to the FAQ home page",
  searchLink: "Go to the search",
  searchLabel: "Search the questions",
  placeholder: "For example: reading at home",
  search: "Search",
};
