import { redirect } from "next/navigation";

/** docs/product.md §2: the portal's empty path goes to the FAQ list. */
export default function PortalHome(): never {
  redirect("/faq/portal/display-faqs");
}
