"use client";

import { useCallback, useState, type ChangeEvent, type SyntheticEvent } from "react";
import { toast } from "sonner";

import { otherErrors, useFormErrors } from "@/components/forms/form-errors";

/** What an action returns when the page is being left: the form stays busy until it goes. */
export const LEAVING = "leaving";

export interface ApiFormOptions<V> {
  initial: V;
  /** The API field names this form shows under its fields; others are listed above the buttons. */
  shown?: readonly string[];
}

/**
 * A form that sends to the API (attach `formRef` and spread `formProps` on the <form>): its values, the server's field errors under the fields and the
 * rest above the buttons (docs/product.md §5), the busy state that disables the submit, and `run`,
 * which clears the old errors, calls the action and shows what a failure says (docs/product.md §8).
 */
export function useApiForm<V extends object>({ initial, shown = [] }: ApiFormOptions<V>) {
  const { formRef, errors, setErrors, round, fail, clear } = useFormErrors();
  const [values, setValues] = useState<V>(initial);
  const [busy, setBusy] = useState(false);

  /** The value and change handler of one input. */
  function field(name: keyof V & string) {
    return {
      name,
      value: String(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
      },
    };
  }

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      clear();
      setBusy(true);
      let leaving = false;
      try {
        leaving = (await action()) === LEAVING;
      } catch (error) {
        fail(error);
      } finally {
        if (!leaving) setBusy(false);
      }
    },
    [clear, fail],
  );

  /** The <form>'s own attributes: posted (never in the address), checked by us, busy. */
  const formProps = {
    method: "post",
    noValidate: true,
    "aria-busy": busy,
  } as const;

  return {
    values,
    setValues,
    field,
    errors,
    setErrors,
    errorRound: round,
    problems: otherErrors(errors, shown),
    fail,
    busy,
    run,
    formRef,
    formProps,
  };
}

/** docs/product.md §4's success toast, one at a time. */
export function toastSuccess(message: string): void {
  toast.success(message, { id: "success" });
}

/** A <form>'s submit handler that runs `action` in place of the browser's own submit. */
export function submitWith(action: () => unknown) {
  return (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action();
  };
}
