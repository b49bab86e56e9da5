import { useEffect, useId, useRef, useState } from "react";

import { isSafeUrl } from "@/lib/faq/html-allowlist";

import "@/components/forms/input-row.css";

/**
 * A link address as typed, made whole: "example.org" becomes https://example.org and
 * "name@example.org" a mailto: link. Null when it is not a web or e-mail address.
 */
export function normaliseLinkAddress(input: string): string | null {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return null;
  let url = value;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    url = /^[^@/]+@[^@/]+\.[^@/]+$/.test(value) ? `mailto:${value}` : `https://${value}`;
  }
  return isSafeUrl(url) ? url : null;
}

/**
 * Asks for a link's address below the toolbar. Not a <form>: it sits inside the page's form,
 * so Enter applies it here instead of submitting the FAQ.
 */
export function LinkForm({
  label,
  currentUrl,
  onApply,
  onCancel,
}: {
  label: string;
  currentUrl: string | null;
  onApply: (url: string | null) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(currentUrl ?? "");
  const [error, setError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function apply() {
    const url = normaliseLinkAddress(value);
    if (!url) {
      setError(true);
      inputRef.current?.focus();
      return;
    }
    onApply(url);
  }

  function removeLink() {
    onApply(null);
  }

  return (
    <div role="group" aria-label={`${label} link`} className="rte-link-form">
      <label htmlFor={`${id}-url`}>Link address</label>
      <div className="input-row rte-link-row">
        <input
          ref={inputRef}
          id={`${id}-url`}
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={value}
          aria-invalid={error}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        <button type="button" className="button button-small button-primary" onClick={apply}>
          Apply link
        </button>
        {currentUrl ? (
          <button type="button" className="button button-small" onClick={removeLink}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="button button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p id={`${id}-hint`} className={error ? "field-errors" : "field-hint"}>
        {error
          ? "Enter a web address (http:// or https://) or an e-mail address."
          : "A web address such as https://example.org, or an e-mail address."}
      </p>
    </div>
  );
}
