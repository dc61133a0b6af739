import { useUiLang } from '../messages/useUiLang';
import { Card } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';

/** The driver section has no content of its own yet: the page says that the section is reserved. */
export function DriverPage() {
  const { t } = useUiLang();
  return (
    <>
      <PageHeader title={t.sections.driver} />
      <Card>
        <p>{t.driver.reserved}</p>
      </Card>
    </>
  );
}
