import { z } from "zod";

import { activityEndpoints } from "@/lib/contract/activity";
import { METHODS } from "@/lib/contract/methods";
import { defineGroup, messageSchema, xsrfTokenSchema } from "@/lib/contract/endpoint";
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
} from "@/lib/contract/fields";
import {
  messageWith,
  ownAccountSchema,
  signedInSchema,
  twoFactorNeededSchema,
  twoFactorSetupSchema,
  userRoleSchema,
  userSummarySchema,
} from "@/lib/contract/user-answers";

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
const tooManyTries = "Too many tries from this address or for this account.";

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
  },
  verifyAccount: {
    summary: "The code from the verification mail marks the account verified.",
    access: "session",
    body: mailedCode,
    response: messageSchema,
    problems: { 409: "The account is already verified.", 429: tooManyTries },
  },
  resendVerificationEmail: {
    summary: "Mails a new verification code; the older one stops working.",
    access: "session",
    response: messageSchema,
    problems: {
      409: "The account is already verified.",
      429: "3 codes per account an hour.",
    },
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
      429: `${tooManyTries} At most 3 changes per account a day, and 3 codes an hour.`,
    },
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
      429: `${tooManyTries} 5 wrong old passwords lock it for 15 minutes; 3 codes an hour.`,
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
      429: tooManyTries,
    },
  },
  verifyPassword: {
    summary: "The mailed code makes the new password current; other sessions end.",
    access: "verified",
    body: mailedCode,
    response: messageSchema,
    problems: { 429: tooManyTries },
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
      429: `${tooManyTries} 20 wrong codes for one address in 24 hours stop it for 24 hours.`,
    },
  },
  undoEmailChange: {
    summary:
      "The undo link of an e-mail change: the old address comes back and every session of the account ends.",
    access: "public",
    body: z.object({ token: userTokenSchema(UNDO_LINK_REFUSED) }),
    response: messageSchema,
    problems: { 429: tooManyTries },
  },
  loginSecondStep: {
    summary:
      "The second step of a two-step sign-in: the code of the person's app, or a recovery code.",
    access: "public",
    body: z.object({ twoFactorToken: userTokenSchema(SIGN_IN_TIMED_OUT), code: appCodeSchema }),
    response: signedInSchema,
    problems: { 429: `${tooManyTries} 5 wrong codes lock it for 15 minutes.` },
  },
  startTwoFactor: {
    summary:
      "A new secret for the person's authenticator app; nothing changes until TurnOnTwoFactor.",
    access: "staff",
    response: twoFactorSetupSchema,
    problems: {
      403: "Not verified (Email Verification Required), or a role other than Coach or Admin (Forbidden).",
      409: "Two-step login is already on.",
      429: tooManyTries,
    },
  },
  turnOnTwoFactor: {
    summary:
      "A code from the app turns two-step login on; answers the 10 recovery codes, shown this once.",
    access: "staff",
    body: z.object({ code: appCodeSchema, password: freshProofPasswordSchema }),
    response: z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: "RecoveryCodes" }),
    problems: {
      403: "Not verified (Email Verification Required), or a role other than Coach or Admin (Forbidden).",
      409: "Two-step login is already on.",
      429: tooManyTries,
    },
  },
  turnOffTwoFactor: {
    summary: "Turns two-step login off, with a fresh proof; Admins who must keep it cannot.",
    access: "staff",
    body: z.object({ password: freshProofPasswordSchema }),
    response: messageSchema,
    problems: {
      403: "Not verified (Email Verification Required), or a role other than Coach or Admin (Forbidden).",
      409: "Admins must keep two-step login on.",
      429: tooManyTries,
    },
  },
  resetTwoFactor: {
    summary: "An Admin resets another person's two-step login; their sessions end.",
    access: "admin",
    body: userId,
    response: messageSchema,
    problems: {
      404: "There is no user with this id.",
      409: "An Admin cannot reset their own two-step login.",
    },
  },
  ...activityEndpoints,
});
