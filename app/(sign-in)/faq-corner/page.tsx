import type { Metadata } from "next";

import { LoginForm } from "@/components/account/login-form";

export const metadata: Metadata = {
  title: "FAQ Corner Login",
  description: "Sign in to FAQ Corner, where the programme's staff keep the FAQs up to date.",
};

/** docs/product.md §2 'FAQ Corner Login' (/faq-corner): public. */
export default function LoginPage() {
  return (
    <div className="auth-card">
      <h1>FAQ Corner Login</h1>
      <LoginForm />
    </div>
  );
}
