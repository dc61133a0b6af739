export default {
  config: {
    locales: ['ru', 'uz'],
    // The panel runs on a closed network: no release checks, no tutorial videos.
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap() {},
};
