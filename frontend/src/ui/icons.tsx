/**
 * The site's one icon set: Lucide's drawings (the `lucide` package's icon nodes, ISC licence), the same on every device
 * (an emoji or a symbol character depends on the device's fonts, and is an empty box where it has none). `icon()`
 * (ui/layoutIcons.tsx) draws a node as React elements: lucide-react's components would add its runtime, about 2 KB gzip,
 * to every visitor page's first load (docs/hydration.md's budgets), and the drawings alone tree-shake.
 *
 * The icons are in modules by where they are used, re-exported here: a chunk carries every icon of a module it uses,
 * so a visitor page's first load has the top bar's and the menu's and those of its own islands, and no page loads the
 * admin's.
 */
export * from './layoutIcons';
export * from './carouselIcons';
export * from './eventsIcons';
export * from './calendarIcons';
export * from './shareIcons';
export * from './adminIcons';
