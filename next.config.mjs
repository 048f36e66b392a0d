import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static site: `out/` can be served by any static file server (see scripts/serve.mjs).
  output: 'export',
  trailingSlash: true,
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  images: { unoptimized: true },
  experimental: { globalNotFound: true },
};

// With Turbopack, remark plugins are given by name (README, "Pitfalls").
const withMDX = createMDX({ options: { remarkPlugins: ['remark-gfm'] } });

export default withMDX(nextConfig);
