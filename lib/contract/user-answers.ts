import { z } from "zod";

import { messageSchema, xsrfTokenSchema } from "@/lib/contract/endpoint";
import { roleSchema } from "@/lib/contract/fields";

/** What the account endpoints answer (lib/contract/user.ts), shared by the server and the screens. */

/** The signed-in person's own name and address (My Account). */
export const ownAccountSchema = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
  .meta({ id: "OwnAccount" });
export type OwnAccount = z.infer<typeof ownAccountSchema>;

/** A user as GetUsers, QueryUsers and GetUserById answer (docs/product.md §3, §7). */
export const userSummarySchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: roleSchema,
    isVerified: z.boolean(),
  })
  .meta({ id: "UserSummary" });
export type UserSummary = z.infer<typeof userSummarySchema>;

/** docs/product.md §7 GetUserRole, and the start of a sign-in's answer. */
export const userRoleSchema = z
  .object({ userRole: roleSchema, isVerified: z.boolean() })
  .meta({ id: "UserRoleAnswer" });
export type UserRoleAnswer = z.infer<typeof userRoleSchema>;

/**
 * A sign-in done (docs/api.md §3): the role, the verified flag and a token bound to the new
 * session.
 */
export const signedInSchema = userRoleSchema.extend(xsrfTokenSchema.shape).meta({ id: "SignedIn" });
export type SignedIn = z.infer<typeof signedInSchema>;

/** The password was right; the code of the person's app comes next (LoginSecondStep, 5 minutes). */
export const twoFactorNeededSchema = z
  .object({ twoFactorRequired: z.literal(true), twoFactorToken: z.string() })
  .meta({ id: "TwoFactorNeeded" });
export type TwoFactorNeeded = z.infer<typeof twoFactorNeededSchema>;

/** What the set-up screen of two-step login shows: the key to type, and the same as a QR code. */
export const twoFactorSetupSchema = z
  .object({
    key: z.string().meta({ description: "The secret in groups of four, easier to copy by hand." }),
    otpauthUri: z.string().meta({ description: "The otpauth:// address the QR code holds." }),
    qrCodeSvg: z.string(),
  })
  .meta({ id: "TwoFactorSetup" });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const messageWith = (user: z.ZodType) => messageSchema.extend({ user });
