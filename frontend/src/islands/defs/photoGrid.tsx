export { photoGridIsland as default } from '../../public/events/PhotoGrid';
