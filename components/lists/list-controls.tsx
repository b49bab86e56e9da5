import type { ReactNode } from "react";

import "@/components/forms/input-row.css";

/** A list's region, named by a heading only screen readers hear. */
export function ListSection({
  className,
  headingId,
  heading,
  children,
}: {
  className: string;
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The search box's buttons. The portal's lists keep English; the public FAQ list passes its own. */
export interface SearchButtonWords {
  search: string;
  clear: string;
}

const PORTAL_SEARCH_BUTTONS: SearchButtonWords = { search: "Search", clear: "Clear" };

/**
 * The search box above a list (docs/product.md §2): Search runs it, Clear empties it and reloads
 * the list.
 */
export function ListSearch({
  id,
  action,
  className,
  inputId,
  label,
  placeholder,
  value,
  onChange,
  onSearch,
  onClear,
  buttons = PORTAL_SEARCH_BUTTONS,
  extra,
}: {
  id?: string;
  /** Where the search goes without JavaScript (a GET of `q`); the page itself when left out. */
  action?: string;
  className: string;
  inputId: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  onClear: () => void;
  buttons?: SearchButtonWords;
  /** More of the row after Clear: the public list's Say it (issue 39). */
  extra?: ReactNode;
}) {
  return (
    <form
      id={id}
      action={action}
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <label htmlFor={inputId}>{label}</label>
      <div className="input-row faq-search-row">
        <input
          id={inputId}
          type="search"
          name="q"
          value={value}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
        <button type="submit" className="button button-primary">
          {buttons.search}
        </button>
        <button type="button" className="button" onClick={onClear}>
          {buttons.clear}
        </button>
        {extra}
      </div>
    </form>
  );
}

/** The spinner while a page of the list loads; `label` is what screen readers hear. */
export function ListSpinner({ loading, label = "Loading…" }: { loading: boolean; label?: string }) {
  return loading ? (
    <div className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  ) : null;
}
