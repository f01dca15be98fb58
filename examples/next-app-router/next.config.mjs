/** @type {import('next').NextConfig} */
const nextConfig = {
  // The example has no ESLint set-up of its own; type errors still fail the build.
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;
