import { z } from "zod";

import { activityEndpoints } from "@/lib/contract/activity";
import { twoFactorEndpoints } from "@/lib/contract/two-factor";
import { METHODS } from "@/lib/contract/methods";
import {
  defineGroup,
  messageSchema,
  TOO_MANY_TRIES,
  xsrfTokenSchema,
} from "@/lib/contract/endpoint";
import {
  appCodeSchema,
  codeSchema,
  confirmationSchema,
  currentPasswordSchema,
  emailSchema,
  freshProofPasswordSchema,
  loginPasswordSchema,
  nameSchema,
  newAccountSchema,
  PASSWORD_IS_EMAIL,
  passwordRules,
  passwordSchema,
  roleSchema,
  searchQueryField,
  userIdField,
  userIdQuery,
  userLimitQuery,
  userOrderQuery,
  userSkipQuery,
  userTokenSchema,
  WRONG_APP_CODE,
} from "@/lib/contract/fields";
import {
  messageWith,
  ownAccountSchema,
  signedInSchema,
  twoFactorNeededSchema,
  userRoleSchema,
  userSummarySchema,
} from "@/lib/contract/user-answers";
import {
  ACCOUNT_CONFLICTS,
  CODE_REFUSALS,
  invalid,
  USER_CHANGE_REFUSALS,
} from "@/lib/contract/refusals";

// The answers' shapes and types live in user-answers.ts; importers find them here too.
export * from "@/lib/contract/user-answers";

/** The account endpoints of docs/product.md §7, and two-step login (docs/decisions/0021). */

/** LoginSecondStep's refusal of a token that is not (or no longer) a live one. */
export const SIGN_IN_TIMED_OUT = "Your login has timed out. Please log in again.";
/** UndoEmailChange's one refusal, whatever the reason. */
export const UNDO_LINK_REFUSED =
  "This link does not work any more. Contact support if you need help.";

const mailedCode = z.object({ token: codeSchema });
const userId = z.object({ id: userIdField });

export const user = defineGroup("User", METHODS.user, {
  getUser: {
    summary: "The signed-in person's own name and e-mail address, for My Account.",
    access: "verified",
    response: ownAccountSchema,
  },
  getUserById: {
    summary: "One user, for Edit User; a deleted user is not found.",
    access: "admin",
    query: z.object({ id: userIdQuery }),
    response: userSummarySchema,
    problems: { 404: "There is no user with this id." },
    refusals: { "not-found": USER_CHANGE_REFUSALS["not-found"] },
  },
  getUsers: {
    summary: "A page of the user list; deleted users are never listed.",
    access: "admin",
    query: z.object({ limit: userLimitQuery, skip: userSkipQuery, orderBy: userOrderQuery }),
    response: z.array(userSummarySchema),
  },
  queryUsers: {
    summary: "Users whose name or e-mail address contains the search text, in any case.",
    access: "admin",
    query: z.object({ searchQuery: searchQueryField }),
    response: z.array(userSummarySchema),
  },
  getUserRole: {
    summary:
      "The signed-in person's role and verified flag, for the route guard of docs/product.md §4.",
    access: "session",
    response: userRoleSchema,
  },
  login: {
    summary:
      "Signs in with e-mail and password, or answers that the code of the person's app comes next.",
    access: "public",
    body: z.object({ email: emailSchema, password: loginPasswordSchema }),
    response: z.union([signedInSchema, twoFactorNeededSchema]),
    problems: {
      401: "The e-mail address or password is not right (the same answer for both).",
      429: "30 attempts a minute from one address, or 5 failures for one account (locked 15 minutes).",
    },
  },
  logout: {
    summary: "Ends the session, and every copy of it; answers a fresh anti-forgery token.",
    access: "session",
    response: xsrfTokenSchema,
  },
  register: {
    summary: "An Admin creates an unverified Guest, which gets a verification code by mail.",
    access: "admin",
    body: newAccountSchema,
    response: messageWith(userSummarySchema),
    problems: { 409: "An account with this e-mail address already exists." },
    refusals: { "email-taken": ACCOUNT_CONFLICTS["email-taken"] },
  },
  verifyAccount: {
    summary: "The code from the verification mail marks the account verified.",
    access: "session",
    body: mailedCode,
    response: messageSchema,
    problems: { 409: "The account is already verified.", 429: TOO_MANY_TRIES },
    refusals: { ...CODE_REFUSALS, "already-verified": ACCOUNT_CONFLICTS["already-verified"] },
  },
  resendVerificationEmail: {
    summary: "Mails a new verification code; the older one stops working.",
    access: "session",
    response: messageSchema,
    problems: {
      409: "The account is already verified.",
      429: "3 codes per account an hour.",
    },
    refusals: { "already-verified": ACCOUNT_CONFLICTS["already-verified"] },
  },
  changeName: {
    summary: "Changes the signed-in person's first and last name.",
    access: "verified",
    body: z.object({ firstName: nameSchema("first name"), lastName: nameSchema("last name") }),
    response: messageWith(ownAccountSchema),
  },
  changeEmail: {
    summary:
      "Mails a code to the new address and a notice with an undo link to the old one; needs the current password unless the login is under 10 minutes old.",
    access: "verified",
    body: z.object({ email: emailSchema, password: freshProofPasswordSchema }),
    response: messageSchema,
    problems: {
      429: `${TOO_MANY_TRIES} At most 3 changes per account a day, and 3 codes an hour.`,
    },
    refusals: { "same-email": invalid("Email", "This is already your e-mail address.") },
  },
  changePassword: {
    summary: "Checks the old password and mails a code; the password changes on VerifyPassword.",
    access: "verified",
    body: z
      .object({
        oldPassword: currentPasswordSchema,
        newPassword: passwordSchema,
        confirmNewPassword: confirmationSchema("new password"),
      })
      .superRefine(passwordRules({ password: "newPassword", confirm: "confirmNewPassword" })),
    response: messageSchema,
    problems: {
      429: `${TOO_MANY_TRIES} 5 wrong old passwords lock it for 15 minutes; 3 codes an hour.`,
    },
    refusals: {
      "password-is-email": invalid("NewPassword", PASSWORD_IS_EMAIL),
      "wrong-old-password": invalid("OldPassword", "The current password is not right."),
    },
  },
  verifyEmail: {
    summary:
      "The code mailed to the new address makes it the account's address; other sessions end.",
    access: "verified",
    body: mailedCode,
    response: messageWith(ownAccountSchema),
    problems: {
      409: "Someone else took the address meanwhile.",
      429: TOO_MANY_TRIES,
    },
    refusals: { ...CODE_REFUSALS, "email-taken": ACCOUNT_CONFLICTS["email-taken"] },
  },
  verifyPassword: {
    summary: "The mailed code makes the new password current; other sessions end.",
    access: "verified",
    body: mailedCode,
    response: messageSchema,
    problems: { 429: TOO_MANY_TRIES },
    refusals: CODE_REFUSALS,
  },
  patchUser: {
    summary: "Gives a user another role, which ends that user's sessions.",
    access: "admin",
    body: z.object({ id: userIdField, role: roleSchema }),
    response: messageWith(userSummarySchema),
    problems: {
      404: "There is no user with this id.",
      409: "An Admin cannot demote themself, and the last Admin cannot be demoted.",
    },
    refusals: USER_CHANGE_REFUSALS,
  },
  deleteUser: {
    summary: "Deletes a user (a soft delete that ends their sessions).",
    access: "admin",
    body: userId,
    response: messageSchema,
    problems: {
      404: "There is no user with this id.",
      409: "An Admin cannot delete themself, and the last Admin cannot be deleted.",
    },
    refusals: USER_CHANGE_REFUSALS,
  },
  getXsrfToken: {
    summary: "Sets the anti-forgery cookie and answers the matching token.",
    access: "public",
    response: xsrfTokenSchema,
  },
  forgotPassword: {
    summary:
      "Mails a reset code (at most 3 an hour per account); the same answer, in the same time, whether or not the address has an account or a code is mailed.",
    access: "public",
    body: z.object({ email: emailSchema }),
    response: messageSchema,
    problems: { 429: "The client address's budget of account actions." },
  },
  resetPassword: {
    summary: "The reset code and a new password; every session of the account ends.",
    access: "public",
    body: z
      .object({
        email: emailSchema,
        password: passwordSchema,
        confirmPassword: confirmationSchema("password"),
        token: codeSchema,
      })
      .superRefine(
        passwordRules({ password: "password", confirm: "confirmPassword", email: "email" }),
      ),
    response: messageSchema,
    problems: {
      429: `${TOO_MANY_TRIES} 20 wrong codes for one address in 24 hours stop it for 24 hours.`,
    },
    refusals: {
      // Anyone may call it, so every refusal reads the same: the answer never tells whether an
      // address has an account or a pending reset.
      "wrong-code": invalid(
        "Token",
        "This code is not right for this e-mail address, or it has expired. Check both, or ask for a new code.",
      ),
    },
  },
  undoEmailChange: {
    summary:
      "The undo link of an e-mail change: the old address comes back and every session of the account ends.",
    access: "public",
    body: z.object({ token: userTokenSchema(UNDO_LINK_REFUSED) }),
    response: messageSchema,
    problems: { 429: TOO_MANY_TRIES },
    refusals: { refused: invalid("Token", UNDO_LINK_REFUSED) },
  },
  loginSecondStep: {
    summary:
      "The second step of a two-step sign-in: the code of the person's app, or a recovery code.",
    access: "public",
    body: z.object({ twoFactorToken: userTokenSchema(SIGN_IN_TIMED_OUT), code: appCodeSchema }),
    response: signedInSchema,
    problems: { 429: `${TOO_MANY_TRIES} 5 wrong codes lock it for 15 minutes.` },
    refusals: {
      "timed-out": invalid("TwoFactorToken", SIGN_IN_TIMED_OUT),
      "wrong-code": invalid("Code", WRONG_APP_CODE),
    },
  },
  ...twoFactorEndpoints,
  ...activityEndpoints,
});
