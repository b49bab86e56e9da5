import { NotFoundContent, notFoundMetadata } from "@/components/site/not-found-page";

export const metadata = notFoundMetadata("es");

/** A Spanish FAQ or path under /es/faq that does not exist: 404, in Spanish. */
export default function NotFound() {
  return <NotFoundContent language="es" />;
}
