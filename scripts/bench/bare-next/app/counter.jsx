"use client";

import { useState } from "react";

/** One client component, as /faq has (its search box and list are client components). */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}
