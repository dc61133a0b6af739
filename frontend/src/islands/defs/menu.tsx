export { menuIsland as default } from '../../public/layout/Menu';
