import { hydrateIslands } from './hydrate';
import { interceptNavigation } from './navigation';

/** The islands' runtime on a page the server rendered (docs/hydration.md); main.tsx starts it after the first paint. */
export function startIslands() {
  hydrateIslands();
  const spa = () => import('../app/spa');
  interceptNavigation((to) => void spa().then(async (module) => (await module.takeOver())(to)), { warm: () => void spa() });
}
