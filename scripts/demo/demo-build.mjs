// `npm run demo`: the production build, made again only when it is missing or older than the
// code, and saying why; so a second `npm run demo` with nothing changed starts in seconds.
import { execSync } from "node:child_process";

import { staleBuildReason } from "../ops/build-state.mjs";

const reason = staleBuildReason();
if (reason) {
  console.log(`Building, because ${reason}…`);
  execSync("npm run -s build", { stdio: "inherit" });
} else {
  console.log("The build is up to date: nothing to build.");
}
