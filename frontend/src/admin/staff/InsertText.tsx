import { useParams } from 'react-router-dom';
import { PageTextEditor } from '../page-text/PageTextEditor';
import { StaffAdmin } from './StaffAdmin';
import { STAFF_PAGES } from './staffForm';

/** insert-text/1 and /2 are the people lists; any other id is a menu item's text. */
export function InsertText() {
  const { menu = '' } = useParams();
  const staff = STAFF_PAGES[menu];
  return staff ? <StaffAdmin key={menu} type={staff.type} /> : <PageTextEditor key={menu} />;
}
