import Link from "next/link";

import { ROUTES } from "@/lib/routes";

/**
 * "Add an FAQ for this" beside a search that found nothing (User Searches, Content Gaps): Add FAQ
 * with the search as its question (`?question=`, read by the Add FAQ page as a search text).
 */
export function AddFaqLink({ search }: { search: string }) {
  return (
    <Link
      className="button button-small"
      href={`${ROUTES.addFaq.path}?question=${encodeURIComponent(search)}`}
    >
      Add an FAQ for this
      <span className="visually-hidden">: “{search}”</span>
    </Link>
  );
}
