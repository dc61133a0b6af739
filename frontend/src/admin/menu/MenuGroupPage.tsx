import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { adminRequest } from '../api/client';
import { useAdmin } from '../api/hooks';
import { MENU_GROUP_PAGES, type MenuGroupPath } from '../layout/sections';
import { Button, ErrorText, FieldLabel, IconButton, Row, Table } from '../ui/kit';
import { FormActions } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { Modal } from '../../ui/Modal';
import { menuFormErrors, normalizeMenuUrl, type MenuForm } from './menuForm';

export interface AdminMenu {
  id: string;
  nameUz: string;
  nameRu: string;
  nameEn: string;
  url: string;
  group: string;
  active: boolean;
  number: number;
}

export const CONFIRM_TOGGLE = 'Tasdiqlang!';
const EMPTY: MenuForm = { nameUz: '', nameEn: '', nameRu: '', url: '', number: '' };

/** One menu group's pages: order, names, address, text link, on/off switch, preview, edit; 'Add Menu'. */
export function MenuGroupPage({ path }: { path: MenuGroupPath }) {
  const { group, title } = MENU_GROUP_PAGES[path];
  const { data, mutate } = useAdmin<AdminMenu[]>(`/api/v1/menu?group=${group}`, (message) => message);
  const [editing, setEditing] = useState<AdminMenu | 'new' | null>(null);
  const [form, setForm] = useState<MenuForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = useCallback(() => setEditing(null), []);

  const open = (menu: AdminMenu | 'new') => {
    setEditing(menu);
    setErrors({});
    setForm(
      menu === 'new'
        ? EMPTY
        : { nameUz: menu.nameUz, nameEn: menu.nameEn, nameRu: menu.nameRu, url: menu.url, number: String(menu.number) },
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = menuFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const current = editing !== 'new' ? editing : null;
    const body = {
      ...(current ? { id: current.id } : {}),
      nameUz: form.nameUz.trim(),
      nameEn: form.nameEn.trim(),
      nameRu: form.nameRu.trim(),
      url: normalizeMenuUrl(form.url),
      number: Number(form.number),
      group,
      groupName: group,
      active: current?.active ?? true,
    };
    try {
      const { message } = await adminRequest(current ? 'PUT' : 'POST', '/api/v1/menu', body);
      toast.success(message ?? 'Saqlandi');
      setForm(EMPTY);
      setEditing(null);
      await mutate();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const toggle = async (menu: AdminMenu) => {
    if (!window.confirm(CONFIRM_TOGGLE)) return;
    try {
      await adminRequest('PUT', `/api/v1/menu/${menu.id}/toggle`);
      toast.success('Success');
      await mutate();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        action={
          <Button type="button" onClick={() => open('new')}>
            + Add Menu
          </Button>
        }
      />
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
                <Link to={`/protected/insert-text/${menu.id}`} aria-label={`Matn biriktirish: ${menu.nameUz}`}>
                  📝
                </Link>
              </td>
              <td>
                <label>
                  <input type="checkbox" role="switch" checked={menu.active} onChange={() => toggle(menu)} />
                  <span className="visually-hidden">{`Faol: ${menu.nameUz}`}</span>
                </label>
              </td>
              <td>
                <a
                  href={`/uz/${group.toLowerCase()}${menu.url}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Ko'rish: ${menu.nameUz}`}
                >
                  ↗
                </a>
              </td>
              <td>
                <IconButton type="button" onClick={() => open(menu)} aria-label={`Tahrirlash: ${menu.nameUz}`}>
                  ✎
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <Modal title="Add Menu" closeLabel="Yopish" onClose={close}>
          <form onSubmit={save} noValidate>
            <Row>
              {(['nameUz', 'nameEn', 'nameRu'] as const).map((key) => (
                <TextField
                  key={key}
                  label={`Nomi (${key.slice(4).toUpperCase()})`}
                  value={form[key]}
                  onChange={(value) => setForm({ ...form, [key]: value })}
                  error={errors[key]}
                />
              ))}
            </Row>
            <Row style={{ marginTop: '0.75rem' }}>
              <FieldLabel>
                Manzil (url)
                <input
                  value={form.url}
                  placeholder="/manzil (takrorlanmas bo'lishi kerak)"
                  onChange={(event) => setForm({ ...form, url: event.target.value })}
                  aria-invalid={Boolean(errors.url)}
                />
                {errors.url && <ErrorText>{errors.url}</ErrorText>}
              </FieldLabel>
              <TextField
                label="Tartib raqami"
                type="number"
                min={1}
                value={form.number}
                onChange={(number) => setForm({ ...form, number })}
                error={errors.number}
              />
            </Row>
            <FormActions onCancel={close} />
          </form>
        </Modal>
      )}
    </>
  );
}
