"use client";

import { useCallback, useState, type ChangeEvent, type SyntheticEvent } from "react";
import { toast } from "@/lib/client/toast";

import { otherErrors, useFormErrors } from "@/components/forms/form-errors";
import { LEAVING, useAction } from "@/components/forms/use-action";
import { capitalized } from "@/lib/contract/methods";

export { LEAVING };

export interface ApiFormOptions<V> {
  initial: V;
  /**
   * The API field names this form shows under its fields; others are listed above the buttons. By
   * default the fields of `initial`.
   */
  shown?: readonly string[];
}

/** One input's binding to the form: spread it on a TextField, a SelectField or a named field. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** The server's messages for this field. */
  errors: readonly string[] | undefined;
}

/**
 * A form that sends to the API (spread `formProps` on the <form>): its values, the server's field
 * errors under the fields and the rest above the buttons (docs/product.md §5), the busy state that
 * disables the submit, and `run`, which clears the old errors, calls the action and shows what a
 * failure says (docs/product.md §8).
 */
export function useApiForm<V extends object>({
  initial,
  shown = Object.keys(initial).map(capitalized),
}: ApiFormOptions<V>) {
  const { formRef, errors, setErrors, round, fail, clear } = useFormErrors();
  const [values, setValues] = useState<V>(initial);

  /** The value, change handler and server messages of one input, by its wire name. */
  function field(name: keyof V & string): BoundField {
    return {
      name,
      value: String(values[name]),
      onChange: (event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
      },
      errors: errors[capitalized(name)],
    };
  }

  const { busy, run } = useAction(
    useCallback(
      async (action: () => Promise<unknown>) => {
        clear();
        try {
          return await action();
        } catch (error) {
          fail(error);
          return undefined;
        }
      },
      [clear, fail],
    ),
  );

  /** The <form>'s own attributes: its ref, posted (never in the address), checked by us, busy. */
  const formProps = {
    ref: formRef,
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

/** What useApiForm gives a form. */
export type ApiForm<V extends object = object> = ReturnType<typeof useApiForm<V>>;

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
