// The islands at the top of the home page, one chunk: both are in view as it opens (islands/defineIsland.tsx).
export { aboutIsland as about } from '../../public/home/About';
export { slideShowIsland as slideShow } from '../../public/home/SlideShow';
