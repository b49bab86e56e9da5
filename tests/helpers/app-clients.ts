/**
 * The opening of the API test files: the app served for the file (harness/app.ts; called at the
 * top level of a test file, so that it closes when the file's tests are done) and its callers
 * with no session. Import tests/helpers/database.ts first, as every test file does.
 */
import { ApiClient, TestClient } from "../../harness/api-client";
import { startApp, type TestApp } from "../../harness/app";

export interface AppAndClients {
  app: TestApp;
  /** A caller with no session, from this process's own address. */
  anonymous: ApiClient;
  /** A visitor from an address of its own: what it does counts within its own budget. */
  visitor: TestClient;
}

export async function startAppAndClients(): Promise<AppAndClients> {
  const app = await startApp();
  return { app, anonymous: new ApiClient(app.url), visitor: new TestClient(app.url) };
}
