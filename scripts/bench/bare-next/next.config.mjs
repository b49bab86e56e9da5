// The bare Next.js app of the benchmark (issue 41): the floor the product is measured against.
// No product code: a force-static page and a route handler, built and served by the repository's
// own Next.js, React and Node.js. scripts/bench/bare-next.ts copies this folder to one of its own
// with the repository's node_modules linked in (hard links), builds it and runs `next start`.
// Its own folder is the root: from the repository's, Next.js would also take the product's
// proxy.ts and instrumentation.ts into it.
export default {
  poweredByHeader: false,
  turbopack: { root: import.meta.dirname },
};
