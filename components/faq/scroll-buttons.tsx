"use client";

import { useEffect, useState } from "react";

/** The buttons' words. The portal's lists keep English; the public FAQ list passes its own. */
export interface ScrollButtonWords {
  scrollToTop: string;
  scrollToBottom: string;
}

const PORTAL_WORDS: ScrollButtonWords = {
  scrollToTop: "Scroll to Top",
  scrollToBottom: "Scroll to Bottom",
};

/**
 * docs/product.md §9: Scroll to Top / Scroll to Bottom appear when the page is taller than 1000 px
 * and scrolled past a quarter of its height. Scroll to Bottom shows for non-admins only.
 */
export function ScrollButtons({
  showBottom,
  onBottom,
  words = PORTAL_WORDS,
}: {
  showBottom: boolean;
  onBottom?: () => void;
  words?: ScrollButtonWords;
}) {
  const [visible, setVisible] = useState(false);
  const [overFooter, setOverFooter] = useState(false);

  useEffect(() => {
    function update() {
      const height = document.documentElement.scrollHeight;
      setVisible(height > 1000 && window.scrollY > height / 4);
    }
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  // On a phone the buttons would sit on the footer's links: they step aside while it is in view.
  useEffect(() => {
    const footer = document.querySelector(".site-footer");
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => {
      setOverFooter(entry?.isIntersecting ?? false);
    });
    observer.observe(footer);
    return () => {
      observer.disconnect();
    };
  }, []);

  if (!visible) return null;
  const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    ? "auto"
    : "smooth";

  return (
    <div className="scroll-buttons" data-over-footer={overFooter ? "" : undefined}>
      <button
        type="button"
        className="button"
        onClick={() => {
          window.scrollTo({ top: 0, behavior });
        }}
      >
        {words.scrollToTop}
      </button>
      {showBottom ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            onBottom?.();
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior });
          }}
        >
          {words.scrollToBottom}
        </button>
      ) : null}
    </div>
  );
}
