import type { Metadata } from "next";

import type { PageRoute } from "@/lib/routes";

/** A portal page's <title>: its title in the route table (lib/routes.ts). */
export function routeMetadata(route: PageRoute): Metadata {
  return { title: route.title };
}

/** A portal screen headed by its title in the route table, and a line on what it is for. */
export function PortalPage({
  route,
  className,
  lead,
  children,
}: {
  route: PageRoute;
  className?: string;
  lead?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className={className ? `portal-page ${className}` : "portal-page"}>
      <h1>{route.title}</h1>
      {lead ? <p className="portal-lead">{lead}</p> : null}
      {children}
    </div>
  );
}
