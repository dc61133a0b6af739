export { partnersIsland as default } from '../../public/home/Partners';
