import "@/components/faq/faq.css";
import "@/components/account/auth.css";

/** The sign-in screens (docs/product.md §2): in the public frame, one narrow card each. */
export default function FaqCornerLayout({ children }: { children: React.ReactNode }) {
  return <div className="auth-page">{children}</div>;
}
