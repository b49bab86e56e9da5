"use client";

import { type ComponentType, useState } from "react";

/**
 * A control whose workings load on its first press, not with the page (docs/decisions/0056):
 * the loaded component, null until it arrives, and the press that fetches it. Until then the
 * caller shows its bare button, focus on it.
 */
export function useLoadOnPress<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): [ComponentType<Props> | null, () => void] {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  const press = () => {
    void load().then((loaded) => {
      setLoaded(() => loaded.default);
    });
  };
  return [Loaded, press];
}
