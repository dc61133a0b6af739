import type { MenuGroup } from '@lyceum/contract/menu';
import { ROLES, type Role } from '@lyceum/contract/roles';
import type { TeamMember } from '@lyceum/contract/api/team';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useAdmin, useFailureText } from '../api/hooks';
import { useAuth } from '../auth/AuthContext';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { MENU_GROUP_PAGES, type MenuGroupPath } from '../menu/menuGroupPages';
import { DataTable } from '../ui/DataTable';
import { Button, Card, FieldLabel, HintText, Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { teamApi, type OneTimeLink } from './teamApi';

/** The groups whose page texts the admin edits, titled as its menu names them. */
const PAGE_GROUPS = new Map<MenuGroup, MenuGroupPath>(
  (Object.keys(MENU_GROUP_PAGES) as MenuGroupPath[]).map((path) => [MENU_GROUP_PAGES[path].group, path]),
);
const USERNAME = /^[\p{L}\p{N}._-]{3,50}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Some of `options` chosen, as checkboxes named by `name`. */
function Checkboxes<T extends string>({
  options,
  name,
  value,
  onChange,
}: {
  options: readonly T[];
  name: (option: T) => string;
  value: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  return options.map((option) => (
    <label key={option}>
      <input
        type="checkbox"
        checked={value.includes(option)}
        onChange={(event) => onChange(event.target.checked ? [...value, option] : value.filter((chosen) => chosen !== option))}
      />{' '}
      {name(option)}
    </label>
  ));
}

/** An author's menu groups. */
function GroupChoice({ value, onChange }: { value: MenuGroup[]; onChange: (groups: MenuGroup[]) => void }) {
  const { t } = useUiLang();
  return (
    <fieldset>
      <legend>{t.team.menuGroups}</legend>
      <Row>
        <Checkboxes
          options={[...PAGE_GROUPS.keys()]}
          name={(group) => t.menuGroups[PAGE_GROUPS.get(group)!]}
          value={value}
          onChange={onChange}
        />
      </Row>
    </fieldset>
  );
}

/** `hidden`: in a table row, where the column's header says it (the label names the row's account for a screen reader). */
function RoleSelect({ value, onChange, label, hidden }: { value: Role; onChange: (role: Role) => void; label: string; hidden?: boolean }) {
  const { t } = useUiLang();
  return (
    <FieldLabel>
      <span className={hidden ? 'visually-hidden' : undefined}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Role)}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t.team.roles[role]}
          </option>
        ))}
      </select>
    </FieldLabel>
  );
}

/** The link made for an invitation or a reset: said sent, or shown this once to hand over. */
function LinkHandOver({ link, email, onDone }: { link: OneTimeLink; email: string; onDone: () => void }) {
  const ui = useUiLang();
  const t = ui.t.team;
  const until = new Date(link.expiresAt).toLocaleString(ui.lang === 'uz' ? 'uz-Latn' : ui.lang, { timeZone: 'Asia/Tashkent' });
  const copy = () =>
    navigator.clipboard.writeText(link.link ?? '').then(
      () => toast.success(t.copied),
      () => toast.error(ui.t.account.copyFailed),
    );
  return (
    <Card role="status" aria-live="polite" data-one-time-link>
      {link.sent ? (
        <p>{t.sent(email)}</p>
      ) : (
        <>
          <p>{t.linkIntro}</p>
          <p>
            <code data-link>{link.link}</code>
          </p>
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            {t.copy}
          </Button>
        </>
      )}
      <HintText>{t.linkExpires(until)}</HintText>
      <Row>
        <Button type="button" onClick={onDone}>
          {t.done}
        </Button>
      </Row>
    </Card>
  );
}

const emptyInvitation = { username: '', email: '', role: 'author' as Role, menuGroups: [] as MenuGroup[] };

function InviteForm({ onInvited }: { onInvited: (link: OneTimeLink, email: string) => void }) {
  const ui = useUiLang();
  const t = ui.t.team;
  const [values, setValues] = useState(emptyInvitation);
  const [errors, setErrors] = useState<{ username?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const email = values.email.trim();
    const found = {
      username: !username ? t.usernameMissing : USERNAME.test(username) ? undefined : t.usernameInvalid,
      email: EMAIL.test(email) ? undefined : t.emailInvalid,
    };
    setErrors(found);
    if (found.username || found.email) return;
    setBusy(true);
    try {
      const link = await teamApi.invite({ ...values, username, email, lang: ui.lang });
      toast.success(t.invited);
      setValues(emptyInvitation);
      onInvited(link, email);
    } catch (error) {
      toast.error(errorText(ui.lang, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <h2>{t.inviteTitle}</h2>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem' }} aria-label={t.inviteTitle}>
        <TextField
          label={t.username}
          autoComplete="off"
          required
          value={values.username}
          onChange={(username) => setValues((current) => ({ ...current, username }))}
          error={errors.username}
        />
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(email) => setValues((current) => ({ ...current, email }))}
          error={errors.email}
        />
        <RoleSelect label={t.role} value={values.role} onChange={(role) => setValues((current) => ({ ...current, role }))} />
        {values.role === 'author' && (
          <GroupChoice value={values.menuGroups} onChange={(menuGroups) => setValues((current) => ({ ...current, menuGroups }))} />
        )}
        <Row>
          <Button type="submit" disabled={busy}>
            {t.invite}
          </Button>
        </Row>
      </form>
    </Card>
  );
}

/** One member's role (and an author's groups), saved on its own. */
function RoleCell({ member, onSaved }: { member: TeamMember; onSaved: () => void }) {
  const ui = useUiLang();
  const t = ui.t.team;
  const [role, setRole] = useState(member.role);
  const [groups, setGroups] = useState<MenuGroup[]>(member.menuGroups);
  const changed = role !== member.role || (role === 'author' && groups.join() !== member.menuGroups.join());
  const save = async () => {
    try {
      await teamApi.update(member.id, { role, menuGroups: role === 'author' ? groups : [] });
      toast.success(t.roleSaved);
      onSaved();
    } catch (error) {
      toast.error(errorText(ui.lang, error));
      setRole(member.role);
    }
  };
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <RoleSelect label={`${t.role}: ${member.username}`} value={role} onChange={setRole} hidden />
      {role === 'author' && <GroupChoice value={groups} onChange={setGroups} />}
      {changed && (
        <Button type="button" onClick={() => void save()}>
          {t.saveRole}
        </Button>
      )}
    </div>
  );
}

/** The roles whose members must turn two-factor login on, checked and saved together. */
function TwoFactorPolicyCard() {
  const ui = useUiLang();
  const t = ui.t.team;
  const policy = useAdmin(teamApi.twoFactorPolicy, useFailureText());
  const { refreshAccount } = useAuth();
  const [roles, setRoles] = useState<Role[] | null>(null);
  const chosen = roles ?? policy.data?.roles ?? [];
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await policy.mutate((await teamApi.setTwoFactorPolicy(chosen)).content, { revalidate: false });
      setRoles(null);
      toast.success(ui.t.crud.saved);
      // An administrator's own role made to use two-factor login closes the rest of the admin until it is on.
      void refreshAccount();
    } catch (error) {
      toast.error(errorText(ui.lang, error));
    }
  };
  return (
    <Card>
      <form onSubmit={save} aria-labelledby="two-factor-policy">
        <fieldset disabled={!policy.data}>
          <legend id="two-factor-policy">{t.policyTitle}</legend>
          <HintText>{t.policyIntro}</HintText>
          <Row>
            <Checkboxes options={ROLES} name={(role) => t.roles[role]} value={chosen} onChange={setRoles} />
            <Button type="submit">{ui.t.crud.save}</Button>
          </Row>
        </fieldset>
      </form>
    </Card>
  );
}

/**
 * /protected/team, the administrators': every account of the team with its role and state; an invitation, a role
 * changed, an account deactivated or activated again, a password and two-factor login reset, the roles that must use
 * two-factor login (docs/security.md, "Roles").
 */
export function TeamPage() {
  const ui = useUiLang();
  const t = ui.t.team;
  const { account } = useAuth();
  const team = useAdmin(teamApi.list, useFailureText());
  const [handOver, setHandOver] = useState<{ link: OneTimeLink; email: string } | null>(null);
  const refresh = () => void team.mutate();

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      refresh();
    } catch (error) {
      toast.error(errorText(ui.lang, error));
    }
  };
  const toggle = (member: TeamMember) => {
    if (member.state === 'deactivated') return void act(() => teamApi.setActive(member.id, true), t.activated);
    if (window.confirm(t.confirmDeactivate(member.username))) void act(() => teamApi.setActive(member.id, false), t.deactivated);
  };
  const reset = (member: TeamMember) => {
    if (!window.confirm(t.confirmReset(member.username))) return;
    void act(async () => setHandOver({ link: await teamApi.reset(member.id, ui.lang), email: member.email }), t.resetDone);
  };

  return (
    <>
      <PageHeader title={t.title} />
      <p>{t.intro}</p>
      {handOver ? (
        <LinkHandOver link={handOver.link} email={handOver.email} onDone={() => setHandOver(null)} />
      ) : (
        <InviteForm
          onInvited={(link, email) => {
            setHandOver({ link, email });
            refresh();
          }}
        />
      )}
      <DataTable
        items={team.data}
        columns={[
          {
            header: t.username,
            content: true,
            cell: (member) => (
              <>
                {member.username} {member.username === account?.username && t.you}
              </>
            ),
          },
          { header: t.email, content: true, cell: (member) => member.email },
          { header: t.role, cell: (member) => <RoleCell key={`${member.role}${member.menuGroups.join()}`} member={member} onSaved={refresh} /> },
          { header: t.state, cell: (member) => <span data-state={member.state}>{t.states[member.state]}</span> },
          { header: t.twoFactor, cell: (member) => (member.twoFactor ? t.on : t.off) },
          {
            header: t.actions,
            cell: (member) => (
              <Row>
                <Button
                  type="button"
                  $variant={member.state === 'deactivated' ? 'secondary' : 'danger'}
                  aria-label={`${member.state === 'deactivated' ? t.activate : t.deactivate}: ${member.username}`}
                  onClick={() => toggle(member)}
                >
                  {member.state === 'deactivated' ? t.activate : t.deactivate}
                </Button>
                <Button type="button" $variant="secondary" aria-label={`${t.reset}: ${member.username}`} onClick={() => reset(member)}>
                  {t.reset}
                </Button>
              </Row>
            ),
          },
        ]}
      />
      <TwoFactorPolicyCard />
    </>
  );
}
