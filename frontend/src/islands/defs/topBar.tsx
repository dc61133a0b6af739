export { topBarIsland as default } from '../../public/layout/TopBar';
