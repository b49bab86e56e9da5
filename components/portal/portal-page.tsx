import type { Metadata } from "next";

import type { PageRoute } from "@/lib/routes";

/** A portal page's <title>: its title in the route table (lib/routes.ts). */
export function routeMetadata(route: PageRoute): Metadata {
  return { title: route.title };
}

/** A portal screen headed by its title in the route table. */
export function PortalPage({
  route,
  className,
  children,
}: {
  route: PageRoute;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className ? `portal-page ${className}` : "portal-page"}>
      <h1>{route.title}</h1>
      {children}
    </div>
  );
}
