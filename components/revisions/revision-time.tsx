"use client";

/** A revision's time in the reader's own time zone, as the FAQ list shows "Edited". */
export function RevisionTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {new Date(iso).toLocaleString()}
    </time>
  );
}
