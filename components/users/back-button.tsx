"use client";

import { useGoBack } from "@/components/users/go-back";

/** SPEC §2 Edit User: 'A back arrow returns to the previous page.' */
export function BackButton() {
  const goBack = useGoBack();
  return (
    <button type="button" className="back-button" onClick={goBack}>
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
