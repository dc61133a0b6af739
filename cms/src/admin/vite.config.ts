import type { UserConfig } from 'vite';

/**
 * Strapi's admin build (`strapi build`) less one known-harmless warning: zod's sources mention `@__PURE__` inside
 * prose comments, which Rollup reports as annotations it cannot place, and drops; zod's real annotations still work.
 * Only that warning, on zod's files, is left out.
 */
export default (config: UserConfig): UserConfig => ({
  ...config,
  build: {
    ...config.build,
    rollupOptions: {
      ...config.build?.rollupOptions,
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
});
