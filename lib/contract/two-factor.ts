import { z } from "zod";

import { type EndpointSpec, messageSchema, TOO_MANY_TRIES } from "@/lib/contract/endpoint";
import {
  appCodeSchema,
  freshProofPasswordSchema,
  userIdField,
  WRONG_APP_CODE,
} from "@/lib/contract/fields";
import {
  ACCOUNT_CONFLICTS,
  conflict,
  invalid,
  USER_CHANGE_REFUSALS,
} from "@/lib/contract/refusals";
import { twoFactorSetupSchema } from "@/lib/contract/user-answers";

/**
 * Two-step login (docs/decisions/0021): a Coach or Admin turns it on and off in My Account, before
 * an Admin who must use it can reach anything else (`beforeTwoFactor`), and an Admin resets
 * another person's. Joined to the User group in lib/contract/user.ts.
 */

export const twoFactorEndpoints = {
  startTwoFactor: {
    summary:
      "A new secret for the person's authenticator app; nothing changes until TurnOnTwoFactor.",
    access: "staff",
    response: twoFactorSetupSchema,
    problems: {
      403: "Not verified (Email Verification Required), or a role other than Coach or Admin (Forbidden).",
      409: "Two-step login is already on.",
      429: TOO_MANY_TRIES,
    },
    beforeTwoFactor: true,
    refusals: { "two-factor-on": ACCOUNT_CONFLICTS["two-factor-on"] },
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
      429: TOO_MANY_TRIES,
    },
    beforeTwoFactor: true,
    refusals: {
      "two-factor-on": ACCOUNT_CONFLICTS["two-factor-on"],
      "not-started": invalid("Code", "Start the set-up again."),
      "wrong-code": invalid("Code", WRONG_APP_CODE),
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
      429: TOO_MANY_TRIES,
    },
    beforeTwoFactor: true,
    refusals: { "admins-keep-two-factor": conflict("Admins must keep two-step login on.") },
  },
  resetTwoFactor: {
    summary: "An Admin resets another person's two-step login; their sessions end.",
    access: "admin",
    body: z.object({ id: userIdField }),
    response: messageSchema,
    problems: {
      404: "There is no user with this id.",
      409: "An Admin cannot reset their own two-step login.",
    },
    refusals: USER_CHANGE_REFUSALS,
  },
} satisfies Record<string, EndpointSpec>;
