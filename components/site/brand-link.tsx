import type { VisitorText } from "@/lib/visitor-text/en";

import { BrandMark } from "./icons";

import "./site-header.css";

/**
 * The programme's name and mark, leading to the marketing site's home page (docs/product.md §2).
 */
export function BrandLink({
  href,
  name,
  className,
}: {
  href: string;
  name: VisitorText["shell"]["brand"];
  className?: string;
}) {
  return (
    <a className={className ? `brand-link ${className}` : "brand-link"} href={href}>
      <BrandMark className="brand-mark" />
      <span className="brand-name">
        {`${name.first} `}
        <span className="brand-name-second">{name.second}</span>
      </span>
    </a>
  );
}
