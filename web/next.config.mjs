import path from "node:path";
import { fileURLToPath } from "node:url";

// wolfcore is a `file:` dependency outside this folder (the repo's pkg/), and the UI catalogs
// live in the repo's i18n/. Turbopack resolves both only when its root is the repo root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
