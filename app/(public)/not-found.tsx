import { NotFoundContent, notFoundMetadata } from "@/components/site/not-found-page";

export const metadata = notFoundMetadata("en");

/** An FAQ, page or path here that does not exist: 404, in this part's frame. */
export default function NotFound() {
  return <NotFoundContent language="en" />;
}
