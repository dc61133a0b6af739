import { EditIcon, OpenOnSiteIcon, PageTextIcon } from '../../ui/icons';
import { serverWords, useAdmin } from '../api/hooks';
import { menuApi, type AdminMenu } from '../api/menu';
import { CrudModal } from '../crud/CrudModal';
import { saveWithToast } from '../crud/saveWithToast';
import { useCrud } from '../crud/useCrud';
import { MENU_GROUP_PAGES, type MenuGroupPath } from '../layout/sections';
import { uz } from '../messages/uz';
import { Row, Table } from '../ui/kit';
import { AddButton, IconAction, IconLink } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { menuFormErrors, normalizeMenuUrl, type MenuForm } from './menuForm';

const EMPTY: MenuForm = { nameUz: '', nameEn: '', nameRu: '', url: '', number: '' };

/** One menu group's pages: order, names, address, text link, on/off switch, preview, edit; 'Add Menu'. */
export function MenuGroupPage({ path }: { path: MenuGroupPath }) {
  const { group, title } = MENU_GROUP_PAGES[path];
  const { data, mutate } = useAdmin(menuApi.group(group), serverWords);
  const crud = useCrud<AdminMenu, MenuForm>({
    empty: EMPTY,
    toForm: (menu) => ({ nameUz: menu.nameUz, nameEn: menu.nameEn, nameRu: menu.nameRu, url: menu.url, number: String(menu.number) }),
    validate: menuFormErrors,
    save: (form, menu) =>
      menuApi.save(
        {
          nameUz: form.nameUz.trim(),
          nameEn: form.nameEn.trim(),
          nameRu: form.nameRu.trim(),
          url: normalizeMenuUrl(form.url),
          number: Number(form.number),
          group,
          groupName: group,
          active: menu?.active ?? true,
        },
        menu?.id,
      ),
    refresh: mutate,
  });

  const toggle = async (menu: AdminMenu) => {
    if (!window.confirm(uz.menu.confirmToggle)) return;
    if (await saveWithToast(() => menuApi.toggle(menu.id), { saved: uz.crud.success })) await mutate();
  };

  return (
    <>
      <PageHeader title={title} action={<AddButton label="+ Add Menu" onClick={() => crud.open('new')} />} />
      <Table>
        <thead>
          <tr>
            <th scope="col">Tartib</th>
            <th scope="col">UZ</th>
            <th scope="col">EN</th>
            <th scope="col">RU</th>
            <th scope="col">Manzil</th>
            <th scope="col">Matn</th>
            <th scope="col">Holat</th>
            <th scope="col">Ko'rish</th>
            <th scope="col">Tahrirlash</th>
          </tr>
        </thead>
        <tbody>
          {data?.map((menu) => (
            <tr key={menu.id}>
              <td>{menu.number}</td>
              <td>{menu.nameUz}</td>
              <td>{menu.nameEn}</td>
              <td>{menu.nameRu}</td>
              <td>{menu.url}</td>
              <td>
                <IconLink label={`Matn biriktirish: ${menu.nameUz}`} Icon={PageTextIcon} to={`/protected/insert-text/${menu.id}`} />
              </td>
              <td>
                <label>
                  <input type="checkbox" role="switch" checked={menu.active} onChange={() => toggle(menu)} />
                  <span className="visually-hidden">{`Faol: ${menu.nameUz}`}</span>
                </label>
              </td>
              <td>
                <IconLink label={`Ko'rish: ${menu.nameUz}`} Icon={OpenOnSiteIcon} to={`/uz/${group.toLowerCase()}${menu.url}`} newTab />
              </td>
              <td>
                <IconAction label={uz.crud.edit(menu.nameUz)} Icon={EditIcon} onClick={() => crud.open(menu)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {crud.editing && (
        <CrudModal title="Add Menu" onClose={crud.close} onSubmit={crud.submit}>
          <Row>
            {(['nameUz', 'nameEn', 'nameRu'] as const).map((key) => (
              <TextField key={key} label={`Nomi (${key.slice(4).toUpperCase()})`} {...crud.field(key)} />
            ))}
          </Row>
          <Row style={{ marginTop: '0.75rem' }}>
            <TextField label="Manzil (url)" placeholder="/manzil (takrorlanmas bo'lishi kerak)" {...crud.field('url')} />
            <TextField label="Tartib raqami" type="number" min={1} {...crud.field('number')} />
          </Row>
        </CrudModal>
      )}
    </>
  );
}
