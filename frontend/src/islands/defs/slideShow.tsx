export { slideShowIsland as default } from '../../public/home/SlideShow';
