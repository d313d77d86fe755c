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
        return [...tags('/src/web/main.tsx'), ...tags('/features/home/home-page.tsx', '/')];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadAppChunks()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // the server-rendering bundle (dist/web-ssr) needs no copy of the public files
    copyPublicDir: !isSsrBuild,
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
