"use client";

import { useId } from "react";

/** One titled part of My Account (docs/product.md §2). */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
