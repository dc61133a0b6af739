/**
 * Stands in for `lodash.debounce` (react-slick's dependency) in the browser build, as lib/resizeObserver.ts does for
 * its polyfill: react-slick only delays its resize handling (`debounce(fn, 50)`, the trailing call) and cancels it,
 * and lodash's 1 KB of options would be dead weight in the home page's first load.
 */
export default function debounce<A extends unknown[]>(run: (...args: A) => void, wait = 0) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
