"use client";

import { useId, type ChangeEvent } from "react";

import { TextField } from "@/components/forms/text-field";

/**
 * The current password as a fresh proof (ChangeEmail, two-step login): the server asks for it
 * only when the login is over 10 minutes old.
 */
export function CurrentPasswordField({
  value,
  errors,
  onChange,
}: {
  value: string;
  errors: readonly string[] | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <TextField
      label="Current Password"
      name="password"
      type="password"
      autoComplete="current-password"
      hint="Needed if you signed in more than 10 minutes ago."
      value={value}
      errors={errors}
      onChange={onChange}
    />
  );
}

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
