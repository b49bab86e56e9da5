import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * The page routes under a folder of app/ (`app`, or `app/(portal)`), read from the folders so that
 * a new page cannot be missed: route groups such as (admin) left out. A catch-all (`[...home]`
 * under /faq and /es/faq) is no page of its own: it answers the not-found page for any other path
 * under the page it sits beside.
 */
export function pagesOnDisk(folder = "app"): string[] {
  const root = join(process.cwd(), folder);
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === "page.tsx" && !current.split(sep).at(-1)?.startsWith("[...")) {
        const segments = relative(join(process.cwd(), "app"), current)
          .split(sep)
          .filter((segment) => segment && !/^\(.+\)$/.test(segment));
        found.push(`/${segments.join("/")}`);
      }
    }
  };
  walk(root);
  return found.sort();
}
