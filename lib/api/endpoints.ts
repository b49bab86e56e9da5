/**
 * Every API endpoint of SPEC §7, by its canonical path (the folder under app/api). Paths are
 * matched case-insensitively (CONTRACT §1): proxy.ts rewrites `/api/user/login` to
 * `/api/User/Login`. The role-matrix tests loop over this list, so an endpoint missing from
 * their table fails them.
 */
export const ENDPOINTS = [
  // FAQ
  { method: "GET", path: "/api/Faq/GetFaqs" },
  { method: "GET", path: "/api/Faq/GetAdminFaqs" },
  { method: "GET", path: "/api/Faq/GetFaqSearchQueries" },
  { method: "GET", path: "/api/Faq/GetQueriedFaqs" },
  { method: "GET", path: "/api/Faq/GetAdminQueriedFaqs" },
  { method: "GET", path: "/api/Faq/GetFaq" },
  { method: "POST", path: "/api/Faq/PostFaq" },
  { method: "PATCH", path: "/api/Faq/PatchFaq" },
  { method: "POST", path: "/api/Faq/DeleteFaq" },
  { method: "POST", path: "/api/Faq/RestoreFaq" },
  // Search words (issue 13): groups of words that mean the same for search
  { method: "GET", path: "/api/Faq/GetSynonymGroups" },
  { method: "POST", path: "/api/Faq/PostSynonymGroup" },
  { method: "PATCH", path: "/api/Faq/PatchSynonymGroup" },
  { method: "POST", path: "/api/Faq/DeleteSynonymGroup" },
  // User
  { method: "GET", path: "/api/User/GetUser" },
  { method: "GET", path: "/api/User/GetUserById" },
  { method: "GET", path: "/api/User/GetUsers" },
  { method: "GET", path: "/api/User/QueryUsers" },
  { method: "GET", path: "/api/User/GetUserRole" },
  { method: "POST", path: "/api/User/Login" },
  { method: "POST", path: "/api/User/Logout" },
  { method: "POST", path: "/api/User/Register" },
  { method: "POST", path: "/api/User/VerifyAccount" },
  { method: "POST", path: "/api/User/ResendVerificationEmail" },
  { method: "PATCH", path: "/api/User/ChangeName" },
  { method: "PATCH", path: "/api/User/ChangeEmail" },
  { method: "PATCH", path: "/api/User/ChangePassword" },
  { method: "POST", path: "/api/User/VerifyEmail" },
  { method: "POST", path: "/api/User/VerifyPassword" },
  { method: "PATCH", path: "/api/User/PatchUser" },
  { method: "PATCH", path: "/api/User/DeleteUser" },
  { method: "GET", path: "/api/User/GetXsrfToken" },
  { method: "POST", path: "/api/User/ForgotPassword" },
  { method: "PATCH", path: "/api/User/ResetPassword" },
  // Issue 14: the undo link of the notice that an e-mail change sends to the old address
  { method: "POST", path: "/api/User/UndoEmailChange" },
  // Two-step sign-in for staff (docs/decisions/0021)
  { method: "POST", path: "/api/User/LoginSecondStep" },
  { method: "POST", path: "/api/User/StartTwoFactor" },
  { method: "POST", path: "/api/User/TurnOnTwoFactor" },
  { method: "POST", path: "/api/User/TurnOffTwoFactor" },
  { method: "PATCH", path: "/api/User/ResetTwoFactor" },
] as const;

export type Endpoint = (typeof ENDPOINTS)[number];

const canonical = new Map<string, string>(
  ENDPOINTS.map((endpoint) => [endpoint.path.toLowerCase(), endpoint.path]),
);

/** The canonical spelling of an API path, or undefined when it is not an endpoint. */
export function canonicalApiPath(pathname: string): string | undefined {
  return canonical.get(pathname.replace(/\/+$/, "").toLowerCase());
}
