import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * index.html starts with a tiny boot script that imports the app after the first frame (see
 * src/web/boot.ts). So that no time is lost, the page preloads the app's chunks and, as most
 * visits start there, the home page's (marked data-route="/"), all in parallel from the start.
 */
function preloadAppChunks(): Plugin {
  return {
    name: 'goldsave:preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const find = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        const seen = new Set<string>();
        const tags = (suffix: string, route?: string) => {
          const chunk = find(suffix);
          if (!chunk) throw new Error(`preloadAppChunks: no chunk for ${suffix}`);
          return [chunk.fileName, ...chunk.imports]
            .filter((f) => !seen.has(f) && !html.includes(`/${f}"`) && seen.add(f))
            .map((f) => ({
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${f}`,
                ...(route ? { 'data-route': route } : {}),
              },
              injectTo: 'head' as const,
            }));
        };
        return [
          ...tags('/src/web/main.tsx'),
          ...tags('/features/home/home-page.tsx', '/'),
          // a member's home (a visitor's rendered page drops these links: spa.ts)
          ...tags('/features/home/signed-in-home.tsx', '/'),
        ];
      },
    },
  };
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script, style sheet and SVG
 * of the build, which the server sends as they are (@fastify/static's preCompressed) instead of
 * compressing each answer on the fly at a lower level: about a sixth fewer bytes for a phone.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'goldsave:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const bytes = readFileSync(path.join(assets, file));
        if (bytes.length < 1024) continue;
        writeFileSync(
          path.join(assets, `${file}.br`),
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(path.join(assets, `${file}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    preloadAppChunks(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // the server-rendering bundle (dist/web-ssr) needs no copy of the public files
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      output: isSsrBuild
        ? {}
        : {
            // Every page needs TanStack Query, the app's query helpers, the route table and the
            // icons' base at start-up: one chunk instead of ten small ones, each of which a phone
            // paid a request and its headers for (bench/bundle-report.mjs).
            manualChunks(id) {
              // (mutations and paged lists are for screens with a form or a list: their own chunks)
              if (
                id.includes('/node_modules/@tanstack/') &&
                !/\/(?:mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$/.test(
                  id,
                )
              )
                return 'core';
              // A page in Telugu or Hindi loads the chrome's translations (its messages, the
              // widgets', the links', the page titles): one file per language, not five.
              const chrome =
                /\/src\/web\/(?:app\/chrome\/[\w-]+|app\/(?:page-titles|site-messages)|components\/ui\/page-link-messages)\.(te|hi)\.ts$/.exec(
                  id,
                );
              if (chrome) return `chrome.${chrome[1]}`;
              if (
                /\/src\/web\/lib\/(?:i18n|api-client|query-client|queries\/[^/]+)\.tsx?$/.test(
                  id,
                ) ||
                /\/src\/shared\/routes\.ts$/.test(id) ||
                /\/src\/web\/components\/ui\/icon-base\.tsx?$/.test(id)
              )
                return 'core';
              return undefined;
            },
          },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
}));
