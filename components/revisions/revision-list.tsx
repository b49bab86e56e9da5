import Link from "next/link";

import { RevisionTime } from "@/components/revisions/revision-time";
import type { FaqRevisionSummary } from "@/lib/contract/revisions";
import { ROUTES, pathTo } from "@/lib/routes";

/** What happened, in the portal's words (Delete archives an FAQ, docs/product.md §2). */
export const REVISION_KIND_LABELS: Record<FaqRevisionSummary["kind"], string> = {
  added: "Added",
  edited: "Edited",
  archived: "Deleted",
  restored: "Restored",
  reverted: "Older version brought back",
};

/** Who made a revision; the demo's content has no author. */
export function revisionAuthor(revision: FaqRevisionSummary): string {
  return revision.userFirstName === null
    ? "the demo content"
    : `${revision.userFirstName} ${revision.userLastName ?? ""}`.trim();
}

/** Issue 17: an FAQ's history, newest first; each revision opens its comparison. */
export function RevisionList({
  faqId,
  revisions,
}: {
  faqId: number;
  revisions: FaqRevisionSummary[];
}) {
  return (
    <ol className="revision-list">
      {revisions.map((revision) => (
        <li key={revision.id}>
          <Link href={pathTo(ROUTES.faqVersion, { id: faqId, revisionId: revision.id })}>
            {REVISION_KIND_LABELS[revision.kind]}
          </Link>{" "}
          by {revisionAuthor(revision)}, <RevisionTime iso={revision.createdAt} />
        </li>
      ))}
    </ol>
  );
}
