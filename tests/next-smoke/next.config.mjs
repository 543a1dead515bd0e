import path from "node:path";
import { fileURLToPath } from "node:url";

// The matrix test copies this app into a temp folder below tests/next-smoke/.matrix/ and
// installs the packed wolfcore tarball there; next and react come from tests/next-smoke's own
// node_modules (installed once), one folder up. Turbopack resolves only inside its root, so the
// root is the folder that holds next-smoke's node_modules; output tracing uses the same root.
// No `serverExternalPackages`: wolfcore is bundled into the server code like any package.
const here = path.dirname(fileURLToPath(import.meta.url));
const fixtureRoot = process.env.WOLFCORE_FIXTURE_ROOT || here;

/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: { root: fixtureRoot },
  outputFileTracingRoot: fixtureRoot,
  // Each bundler and mode builds into its own folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  allowedDevOrigins: ["127.0.0.1"],
};

export default nextConfig;
