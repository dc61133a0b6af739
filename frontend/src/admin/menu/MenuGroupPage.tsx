import { EditIcon, OpenOnSiteIcon, PageTextIcon } from '../../ui/icons';
import { useAdmin, useFailureText } from '../api/hooks';
import { menuApi, type AdminMenu } from '../api/menu';
import { CrudModal } from '../crud/CrudModal';
import { saveWithToast } from '../crud/saveWithToast';
import { useCrud } from '../crud/useCrud';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { Address, Row } from '../ui/kit';
import { IconAction, IconLink } from '../ui/IconButton';
import { AddButton } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { menuFormErrors, normalizeMenuUrl, type MenuForm } from './menuForm';
import { MENU_GROUP_PAGES, type MenuGroupPath } from './menuGroupPages';


const EMPTY: MenuForm = { nameUz: '', nameEn: '', nameRu: '', url: '', number: '' };

/** One menu group's pages: order, names, address, text link, on/off switch, preview, edit; 'Add Menu'. */
export function MenuGroupPage({ path }: { path: MenuGroupPath }) {
  const { group } = MENU_GROUP_PAGES[path];
  const ui = useUiLang();
  const { crud: common, menu: t } = ui.t;
  const { data, mutate } = useAdmin(menuApi.group(group), useFailureText());
  const crud = useCrud<AdminMenu, MenuForm>({
    empty: EMPTY,
    toForm: (menu) => ({ nameUz: menu.nameUz, nameEn: menu.nameEn, nameRu: menu.nameRu, url: menu.url, number: String(menu.number) }),
    validate: (form) => menuFormErrors(form, common),
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
    if (!window.confirm(t.confirmToggle)) return;
    if (await saveWithToast(ui, () => menuApi.toggle(menu.id), { saved: common.success })) await mutate();
  };

  return (
    <>
      <PageHeader title={ui.t.menuGroups[path]} action={<AddButton label={t.add} onClick={() => crud.open('new')} />} />
      <DataTable
        items={data}
        columns={[
          { header: common.order, cell: (menu) => menu.number },
          { header: 'UZ', content: true, cell: (menu) => menu.nameUz },
          { header: 'EN', content: true, cell: (menu) => menu.nameEn },
          { header: 'RU', content: true, cell: (menu) => menu.nameRu },
          { header: t.address, content: true, cell: (menu) => <Address>{menu.url}</Address> },
          {
            header: t.text,
            cell: (menu) => <IconLink label={t.attachText(menu.nameUz)} Icon={PageTextIcon} to={`/protected/insert-text/${menu.id}`} />,
          },
          {
            header: t.state,
            cell: (menu) => (
              <label>
                <input type="checkbox" role="switch" checked={menu.active} onChange={() => toggle(menu)} />
                <span className="visually-hidden">{t.active(menu.nameUz)}</span>
              </label>
            ),
          },
          {
            header: t.view,
            cell: (menu) => (
              <IconLink label={t.open(menu.nameUz)} Icon={OpenOnSiteIcon} to={`/uz/${group.toLowerCase()}${menu.url}`} newTab />
            ),
          },
          {
            header: t.edit,
            cell: (menu) => <IconAction label={common.edit(menu.nameUz)} Icon={EditIcon} onClick={() => crud.open(menu)} />,
          },
        ]}
      />
      {crud.editing && (
        <CrudModal title={t.formTitle} onClose={crud.close} onSubmit={crud.submit}>
          <Row>
            {(['nameUz', 'nameEn', 'nameRu'] as const).map((key) => (
              <TextField key={key} label={common.name(key.slice(4).toUpperCase())} {...crud.field(key)} />
            ))}
          </Row>
          <Row style={{ marginTop: '0.75rem' }}>
            <TextField label={t.url} placeholder={t.urlHint} {...crud.field('url')} />
            <TextField label={common.orderNumber} type="number" min={1} {...crud.field('number')} />
          </Row>
        </CrudModal>
      )}
    </>
  );
}
