import { NotFoundContent, notFoundMetadata } from "@/components/site/not-found-page";
import { SiteFrame } from "@/components/site/site-frame";

export const metadata = notFoundMetadata("en");

/**
 * An FAQ, user or revision of the portal that does not exist (the portal's pages call notFound()):
 * 404, in the public frame, as any unknown page.
 */
export default function NotFound() {
  return (
    <SiteFrame language="en">
      <NotFoundContent language="en" />
    </SiteFrame>
  );
}
