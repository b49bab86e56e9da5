import type { ReactNode } from "react";

/** One entry of a list of facts (a <dl>): its name and its value, kept together in a <div>. */
export function Fact({
  term,
  children,
  suppressHydrationWarning,
}: {
  term: ReactNode;
  children: ReactNode;
  /** For a value the browser writes in its own way (a local time), unlike the server. */
  suppressHydrationWarning?: boolean;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd suppressHydrationWarning={suppressHydrationWarning}>{children}</dd>
    </div>
  );
}
