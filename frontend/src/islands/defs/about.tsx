export { aboutIsland as default } from '../../public/home/About';
