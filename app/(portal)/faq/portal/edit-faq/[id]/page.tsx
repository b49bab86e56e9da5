import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PORTAL_ROLES, requirePageSession } from "@/lib/auth/page-guard";
import { getEditableFaq, seesArchive } from "@/lib/data/faqs";
import { faqIdQuery } from "@/lib/contract/fields";
import { getEnv } from "@/lib/server/env";

import { EditFaqForm } from "./edit-faq-form";

export const metadata: Metadata = { title: "Edit FAQ" };

/**
 * docs/product.md §2 Edit FAQ (Admin or Coach; Delete and Restore for an Admin only, docs/api.md
 * §4). An archived FAQ is an Admin's: for a Coach it is not found.
 */
export default async function EditFaqPage({ params }: { params: Promise<{ id: string }> }) {
  const { user } = await requirePageSession({ roles: PORTAL_ROLES });
  const id = faqIdQuery.safeParse((await params).id);
  const faq = id.success
    ? await getEditableFaq({ id: id.data, withArchived: seesArchive(user) })
    : null;
  if (!faq) notFound();
  return (
    <div className="portal-page">
      <EditFaqForm
        key={faq.editedAt ?? "never"}
        faq={faq}
        admin={user.role === "Admin"}
        readingTarget={getEnv().readingLevelTarget}
      />
    </div>
  );
}
