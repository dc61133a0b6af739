import { Breadcrumb, type Crumb } from './Breadcrumb';
import { usePageTitle } from './usePageTitle';

/** A page's tab title, breadcrumb and heading: its title under the crumbs above it. */
export function PageHeading({ title, parents = [] }: { title: string; parents?: Crumb[] }) {
  usePageTitle(title);
  return (
    <>
      <Breadcrumb items={[...parents, { label: title }]} />
      <h1>{title}</h1>
    </>
  );
}
