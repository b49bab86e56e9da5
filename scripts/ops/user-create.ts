import { parseArgs } from "node:util";

import { serverBody } from "@/lib/api/server-rules";
import { user as userApi } from "@/lib/contract";
import { fieldErrors, roleSchema } from "@/lib/contract/fields";
import { createUser } from "@/lib/data/users";

import { textOptions } from "./args";
import { CommandError, runCommand } from "./run";

const USAGE =
  "usage: npm run user:create -- --email E --password P --role Admin|Coach|Student|Guest --first-name F --last-name L [--verified]";

await runCommand("user:create", async () => {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        ...textOptions("email", "password", "role", "first-name", "last-name"),
        verified: { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CommandError(`${(error as Error).message} (${USAGE})`);
  }

  // The same rules as Register's (the contract's and the server's), the password confirmed by itself.
  const account = serverBody(userApi.register).safeParse({
    firstName: values["first-name"],
    lastName: values["last-name"],
    email: values.email,
    password: values.password,
    confirmPassword: values.password,
  });
  const role = roleSchema.safeParse(values.role);
  const problems = [
    ...(account.success ? [] : Object.entries(fieldErrors(account.error))),
    ...(role.success ? [] : [["Role", role.error.issues.map((issue) => issue.message)] as const]),
  ].map(([field, messages]) => `${field}: ${messages.join(" ")}`);
  if (!account.success || !role.success) throw new CommandError(problems.join(" "));

  const result = await createUser({
    firstName: account.data.firstName,
    lastName: account.data.lastName,
    email: account.data.email,
    password: account.data.password,
    role: role.data,
    isVerified: values.verified,
  });
  if (!result.ok)
    throw new CommandError(`Email: an account with ${account.data.email} already exists.`);
  const { user } = result;
  console.log(
    `user:create: created ${user.role} ${user.firstName} ${user.lastName} <${user.email}> (id ${String(user.id)}, ${user.isVerified ? "verified" : "not verified"}).`,
  );
});
