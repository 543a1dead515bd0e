import path from "node:path";
import { fileURLToPath } from "node:url";

// wolfcore is a `file:` dependency outside this folder (the repo's pkg/). Turbopack only
// resolves it when its root contains both (TOOLCHAIN.md); output tracing uses the same root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // Each bundler builds into its own folder so both builds can be checked.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
