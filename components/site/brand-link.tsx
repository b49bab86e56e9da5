import { BrandMark } from "./icons";

/**
 * The programme's name and mark, leading to the marketing site's home page (docs/product.md §2).
 */
export function BrandLink({ href, className }: { href: string; className?: string }) {
  return (
    <a className={className ? `brand-link ${className}` : "brand-link"} href={href}>
      <BrandMark className="brand-mark" />
      <span className="brand-name">
        Literacy <span className="brand-name-second">Programme</span>
      </span>
    </a>
  );
}
