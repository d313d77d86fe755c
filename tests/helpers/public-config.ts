import type { PublicConfig } from '../../src/shared/api/config';
import { loadConfig, publicConfig } from '../../src/server/config';

/** The public config a browser gets from a server with the default settings (component tests). */
export function testPublicConfig(env: Record<string, string> = {}): PublicConfig {
  return publicConfig(loadConfig({ NODE_ENV: 'test', ...env }));
}
