import Link from "next/link";

import type { SiteLink } from "./site-links";

type AnchorProps = Omit<React.ComponentPropsWithoutRef<"a">, "href">;

/** A page of this app goes through Next's router; a marketing-site page is a plain link. */
export function SiteLinkAnchor({
  link,
  children,
  ...props
}: AnchorProps & { link: SiteLink; children?: React.ReactNode }) {
  const content = children ?? link.label;
  if (link.internal) {
    return (
      <Link href={link.href} {...props}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} {...props}>
      {content}
    </a>
  );
}
