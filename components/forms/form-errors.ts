"use client";

import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";

import { ApiError, type FieldErrors } from "@/lib/client/api";

/** Moves focus to the first field marked invalid in `form`, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus();
  field.scrollIntoView({ block: "center" });
}

/** The messages of the fields a form does not show, for a summary above its buttons. */
export function otherErrors(errors: FieldErrors, shown: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
}

/**
 * A form's field errors from the API (docs/product.md §5: shown under the matching field): `fail`
 * takes what a failed call threw, shows its errors and focuses the first field in error; `clear`
 * empties them before the next try. Attach `formRef` to the <form>.
 */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Counts failures, for fields that move focus themselves (the FAQ editors).
  const [round, setRound] = useState(0);

  const fail = useCallback((error: unknown) => {
    const next = error instanceof ApiError ? error.errors : {};
    // Rendered at once, so the fields are marked invalid before focus moves.
    flushSync(() => {
      setErrors(next);
      setRound((current) => current + 1);
    });
    focusFirstError(formRef.current);
  }, []);

  const clear = useCallback(() => {
    setErrors({});
  }, []);

  return { formRef, errors, setErrors, round, fail, clear };
}
