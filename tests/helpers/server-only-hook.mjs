// `server-only` throws outside a React Server Components bundle; the tests import server
// modules directly, so they get an empty module in its place.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") {
    return { url: "data:text/javascript,export {};", shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
