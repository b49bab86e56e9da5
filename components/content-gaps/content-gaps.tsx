"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import { ContentGapItem } from "@/components/content-gaps/content-gap-item";
import { LinkFaqDialog } from "@/components/content-gaps/link-faq-dialog";
import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { ListSection, ListSpinner } from "@/components/lists/list-controls";
import { useInfiniteList } from "@/components/lists/use-infinite-list";
import { toastSuccess } from "@/components/forms/use-api-form";
import { ToggleGroup } from "@/components/ui/toggle-group";
import { api } from "@/lib/client/api";
import { CONTENT_GAP_PAGE_SIZE } from "@/lib/constants";
import type { ContentGap } from "@/lib/contract/feedback";
import type { ContentGapStatus } from "@/lib/contract/feedback-codes";

type GapOrder = 0 | 1;
const ORDERS = [
  { value: 0, label: "Most frequent" },
  { value: 1, label: "Most recent" },
] as const;
const STATUSES = [
  { value: 0, label: "Open", status: "open" },
  { value: 1, label: "Closed", status: "closed" },
  { value: 2, label: "Dismissed", status: "dismissed" },
] as const;
type StatusChoice = (typeof STATUSES)[number]["value"];

interface Shown {
  order: GapOrder;
  status: ContentGapStatus;
}

const fetchGaps = (skip: number, { order, status }: Shown) =>
  api.faq.getContentGaps({ limit: CONTENT_GAP_PAGE_SIZE, skip, orderBy: order, status });

/**
 * Issue 16 "Content Gaps": one queue of the searches that found nothing and the answers readers
 * marked not helpful, most frequent or most recent first, open, closed or dismissed; loaded page
 * by page as it scrolls (components/lists).
 */
export function ContentGaps({
  admin,
  initialItems,
}: {
  admin: boolean;
  /** The first page of open entries, most frequent first, rendered by the server. */
  initialItems: ContentGap[];
}) {
  const router = useRouter();
  const [shown, setShown] = useState<Shown>({ order: 0, status: "open" });
  const listRef = useRef<HTMLOListElement>(null);
  const [linking, setLinking] = useState<ContentGap | null>(null);
  const { items, setItems, loading, reload, remove } = useInfiniteList({
    initialItems,
    initialParams: shown,
    fetchPage: fetchGaps,
    lastPage: { shorterThan: CONTENT_GAP_PAGE_SIZE },
    listRef,
  });

  function show(next: Shown) {
    if (next.order === shown.order && next.status === shown.status) return;
    setShown(next);
    setItems([]);
    reload(next);
  }

  async function dismiss(gap: ContentGap) {
    try {
      await api.faq.dismissContentGap(
        gap.kind === "translation" && gap.language !== null && gap.language !== "en"
          ? { kind: gap.kind, id: gap.id, language: gap.language }
          : { kind: gap.kind, id: gap.id },
      );
    } catch {
      return; // The toast of docs/product.md §8 said why; the entry stays.
    }
    remove(gap);
    toastSuccess("Dismissed.");
    // The badge on the Content Gaps link counts one fewer.
    router.refresh();
  }

  function linked(gap: ContentGap) {
    setLinking(null);
    remove(gap);
    toastSuccess("Linked to the FAQ.");
    router.refresh();
  }

  const statusChoice = STATUSES.find((choice) => choice.status === shown.status)?.value ?? 0;

  return (
    <ListSection className="content-gaps" headingId="content-gaps-heading" heading="Content gaps">
      <div className="content-gaps-controls">
        <ToggleGroup<StatusChoice>
          label="Show"
          options={STATUSES}
          chosen={statusChoice}
          onChoose={(value) => {
            show({ ...shown, status: STATUSES[value].status });
          }}
        />
        <ToggleGroup<GapOrder>
          label="Sort the content gaps"
          options={ORDERS}
          chosen={shown.order}
          onChoose={(order) => {
            show({ ...shown, order });
          }}
        />
      </div>

      {items.length === 0 && !loading ? (
        <p className="faq-empty">Nothing here. Well done!</p>
      ) : (
        <ol ref={listRef} className="content-gap-list" aria-busy={loading}>
          {items.map((gap) => (
            <ContentGapItem
              key={`${gap.kind}-${String(gap.id)}-${gap.language ?? ""}`}
              gap={gap}
              admin={admin}
              onDismiss={() => void dismiss(gap)}
              onLink={() => {
                setLinking(gap);
              }}
            />
          ))}
        </ol>
      )}

      {linking ? (
        <LinkFaqDialog
          gap={linking}
          onClose={() => {
            setLinking(null);
          }}
          onLinked={() => {
            linked(linking);
          }}
        />
      ) : null}
      <ListSpinner loading={loading} />
      <ScrollButtons showBottom={false} />
    </ListSection>
  );
}
