"use client";

import { useGoBack, type BackTo } from "@/lib/client/go-back";

/**
 * docs/product.md §2 Edit User: 'A back arrow returns to the previous page.' Edit FAQ has one too,
 * with its own way back (see useGoBack).
 */
export function BackButton({ fallback, backTo }: { fallback?: string; backTo?: BackTo }) {
  const goBack = useGoBack(fallback, backTo);
  return (
    <button type="button" className="back-button" onClick={goBack}>
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
