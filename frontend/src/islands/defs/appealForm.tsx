export { appealFormIsland as default } from '../../public/appeal/AppealForm';
